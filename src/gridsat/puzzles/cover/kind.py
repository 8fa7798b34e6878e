"""The ``cover`` kind: generic exact cover through the kind contract."""

from __future__ import annotations

from ...core.errors import PuzzleInputError
from ..contract import Argument, Example, Kind
from .result import CoverResult


def box_drawing(problem) -> bool:
    """Whether every item of ``problem`` is a box line of ``-``, ``=``, ``+`` or ``|`` alone: a grid framed in
    ``+-----+`` and ``| 1 . |`` reads as items ``+-----+`` (its ``|`` rows comments), which no exact cover means:
    'gridsat nurikabe FRAMED' was told "looks like an Exact cover puzzle", 'solve' of it "solved", '0: +-----+'."""
    import re

    items = [str(item) for item in problem.primary + problem.secondary]  # ('+' and '-' alone may be items)
    return all(re.fullmatch(r"[-=+|]+", item) for item in items) and any(len(item) >= 3 for item in items)


class CoverKind(Kind):
    name = "cover"
    title = "Exact cover"
    summary = ("choose options covering every primary item once and every secondary item at most once "
               "(or with one colour)")
    reads = ("Knuth's DLX text format (primary items | secondary items, then one option a line; x:A colours "
             "secondary item x)",
             'JSON {"primary": [...], "secondary": [...], "options": [[...], ...], "option_names": [...]}, '
             '"x:A" colouring secondary item x')
    writes = ("the chosen options, one a line", "JSON (--json)")
    suffixes = (".dlx", ".xc", ".exact", ".json")
    engines = ("auto", "exact", "cpsat")
    engine_help = ("auto: exact; exact: gridsat's exact-cover search (C); cpsat: the CP-SAT model "
                   "(auto's choice when the compiled search is not installed)")
    compiled = {"exact": "gridsat.engines._cover"}
    model_engine = "cpsat"  # --model-stats, --export-model: the model --engine cpsat solves (was "no CP-SAT model")
    tasks = ("solve", "solutions", "count", "unique")
    # every solver option: --seed, --params and --log go to --engine cpsat (gridsat solve F.dlx took them)
    result_type = CoverResult
    pictures = False
    argument = Argument("FILE", "An exact-cover problem: Knuth's DLX format (a line of primary items, then | and "
                        "the secondary items; one option a line; x:A gives secondary item x the colour A) or JSON "
                        "{\"primary\", \"secondary\", \"options\"}; - for standard input.", words="a FILE")
    examples = (
        Example("abc", "| items a b c; 13 exact covers\na b c\nc\nb\na c\nc\nc\na c\nb\nc\nb c\na\n",
                "examples/cover-abc.dlx; every one of the 2^10 subsets of options checked by brute force", count=13),
        Example("knuth", "| Knuth, TAOCP 7.2.2.1 (5): the one exact cover is c e, a d f, b g\na b c d e f g\n"
                "c e\na d g\nb c f\na d f\nb g\nd e g\n",
                "D. E. Knuth, The Art of Computer Programming 4B, 7.2.2.1, problem (5) and its unique solution",
                answer=[0, 3, 4], unique=True, count=1),
        Example("colours", "| Knuth, TAOCP 7.2.2.1 (49): exact covering with colours; one cover, p r x:A y and q x:A\n"
                "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n",
                "D. E. Knuth, The Art of Computer Programming 4B, 7.2.2.1, the toy colour problem (49) and its "
                "unique solution", answer=[1, 3], unique=True, count=1),
    )

    @staticmethod
    def is_answer_list(grid) -> bool:
        """Every grid goes to :meth:`check_position`'s own refusal (option indices ``[1, 2]``, a cover, were told
        "grid must be rows of the kind's values (a list of lists, 0 undecided), got list of int")."""
        return True

    def check_position(self, puzzle, grid) -> list:
        """Refused: a cover is chosen options, no grid of cell values (``[[0]]`` met "CoverResult.__init__() got an
        unexpected keyword argument 'puzzle'").

        Raises:
            PuzzleInputError: always, naming the cover's own checker.
        """
        raise PuzzleInputError("Exact cover reads no positions (rows of cell values): check chosen options with "
                               "gridsat.puzzles.cover.check.check_cover(puzzle, [option indices])")

    def detect(self, text: str) -> bool:
        """JSON with ``options``, or Knuth's format with its ``|`` (a comment or
        the secondary items' bar): a bare list of words is too common to claim
        (files ending in .dlx or .xc are read as exact cover whatever they hold)."""
        from ...core.errors import PuzzleInputError
        from ...formats.json import json_kind
        from .io import parse_cover

        stripped = text.lstrip()
        if stripped.startswith("{"):
            if json_kind(text) not in (None, "cover") or '"options"' not in text:
                return False
        elif "|" not in text:
            return False
        try:
            problem = parse_cover(text)
        except PuzzleInputError:
            return False
        return bool(problem.options) and not box_drawing(problem)

    def detect_json(self, data: dict) -> bool:
        return isinstance(data.get("options"), list)

    def parse(self, text: str, source: str = "puzzle", base=None, **settings):
        from ..kinds import url_refused
        from .io import parse_cover

        self.read_settings(settings)
        if (no_url := url_refused(text, self, source)) is not None:  # (a record's URL: "Knuth's multiplicities")
            raise no_url
        problem = parse_cover(text, source)
        if not text.lstrip().startswith("{"):  # a board mask of '#' alone ('####' rows) read as items named '####'
            from ...core.companions import companion_file

            # (a piece file fails parse_cover; trying it here on a clean DLX file with a ':' in a comment ran every
            # kind's reader: 'cover examples/queens-8.dlx' took 60 ms longer)
            if (said := companion_file(text, source, pieces=False)) is not None:
                raise PuzzleInputError(said, source)
        return problem

    def choose_engine(self, puzzle, task, settings) -> str:
        return "exact" if task.engine == "auto" else task.engine

    def solver(self, puzzle, engine, task, settings):
        from .tasks import CoverSolver

        if engine == "cpsat":
            from .model import cover_solver

            return cover_solver(puzzle, task.options, task)

        return CoverSolver(puzzle, task.options, task)

    def result_fields(self, puzzle, task, settings) -> dict:
        return {"problem": puzzle}

    def same_answer(self, result, solution) -> bool:
        return result.cover is not None and self.recorded_answer(result, solution) == result.cover

    def recorded_answer(self, result, solution):
        from ...core.errors import PuzzleInputError

        if isinstance(solution, str) and solution.strip():  # as gridsat prints a cover (`gridsat solve P.dlx >
            # P.solution.txt` made the puzzle bad input); saved in colour too ("'\\x1b[1msolved...' is no option")
            from ...core.grid_text import without_colour
            from ..grid.drawn_answer import refuse_several

            solution = without_colour(solution)
            refuse_several(solution)  # '-u' saved with its second cover: "line 13: 'a second answer' is no option"
            solution = _printed_cover(solution, result.problem)
        if not isinstance(solution, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in solution):
            raise PuzzleInputError("a recorded exact-cover solution must be a list of option indices")
        # an index no option has, or one twice, was compared, and counted as an answer that differs
        options = len(result.problem.options)
        wrong = next((i for i in solution if not 0 <= i < options), None)
        if wrong is not None:
            raise PuzzleInputError(f"a recorded exact-cover solution names option {wrong}; the problem's options "
                                   f"are numbered 0 to {options - 1}")
        if len(set(solution)) != len(solution):
            twice = next(i for i in solution if solution.count(i) > 1)
            raise PuzzleInputError(f"a recorded exact-cover solution names option {twice} twice")
        return sorted(solution)


def _printed_cover(text: str, problem) -> list:
    """The option indices of a cover as gridsat prints one (lines ``INDEX [NAME]: ITEMS``; a status line such as
    ``solved in 0.01 s`` left out), each line's items checked against its option's.

    Raises:
        PuzzleInputError: a line that is neither, or whose items are not its option's (naming the line)."""
    import re

    from ...core.errors import PuzzleInputError, shown
    from ...core.grid_text import is_status_line

    out = []
    for n, line in enumerate(text.splitlines(), start=1):
        m = re.match(r"\s*(\d+)(?:\s+\S+)?\s*:(.*)$", line)
        if m is None:
            if line.strip() and not re.match(r"\s*(solved|infeasible|unknown)\b", line) and not is_status_line(line):
                raise PuzzleInputError(f"line {n}: {shown(line.strip())} is no option of a cover as gridsat prints "
                                       "one (INDEX: ITEMS), nor a list of option indices", "solution")
            continue
        i = int(m.group(1))
        if 0 <= i < len(problem.options) and m.group(2).split() != problem.option_text(i).split():
            raise PuzzleInputError(f"line {n}: option {i} is {shown(problem.option_text(i))}, not "
                                   f"{shown(m.group(2).strip())}", "solution")
        out.append(i)
    return out


KIND = CoverKind()
