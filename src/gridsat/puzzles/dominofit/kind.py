"""The ``dominofit`` kind: Domino Fit through the kind contract."""

from __future__ import annotations

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, shown, whole_text
from ...core.grid_text import rows_text
from ...core.settings import Setting, spelled, task_words
from ..contract import Argument, Example, Kind, Writer
from ..input_checks import check_position_size
from .objective import OBJECTIVES, SIDES, Objective
from .result import DominoFitResult
from .rules import RULES, TARGET_MODES, coefficient_problem

#: Run-stage settings that describe the objective, and their command-line names.
OBJECTIVE_PARTS = ("weights", "side", "depth")


def _weights(text: str) -> tuple[int, int]:
    parts = text.split(",")
    if len(parts) != 2 or not all((p.strip().lstrip("-").isascii() and p.strip().lstrip("-").isdigit()) for p in parts):
        raise PuzzleInputError(f"{spelled('--weights', 'weights')} takes two whole numbers 'H,V', got {shown(text)}")
    weights = tuple(whole_text(p, spelled("--weights", "weights")) for p in parts)
    for weight in weights:  # 10**20 met pybind's "Unable to cast" as a traceback
        if coefficient_problem(weight):
            raise PuzzleInputError(f"{spelled('--weights', 'weights')}: {coefficient_problem(weight)}")
    return weights


def objective_of(settings: dict) -> Objective | None:
    """The :class:`~gridsat.puzzles.dominofit.objective.Objective` the
    settings ``objective``, ``weights``, ``side`` and ``depth`` describe
    (None without ``objective``).

    Raises:
        PuzzleInputError: a part given without the objective it belongs to
            (``--weights`` without ``weighted``...).
    """
    kind = settings.get("objective")
    given = {part: settings.get(part) for part in OBJECTIVE_PARTS if settings.get(part) is not None}
    belongs = {"weights": "weighted", "side": "edge", "depth": "edge"}
    for part in given:
        if kind is None:
            # ("does not apply to solving without --objective" was said to --export-model too, which solves nothing)
            raise PuzzleInputError(f"{spelled('--' + part, part)} does not apply without "
                                   + spelled(f"--objective {belongs[part]}", f"objective={belongs[part]!r}"))
        if belongs[part] != kind:
            raise PuzzleInputError(f"{spelled('--' + part, part)} does not apply to "
                                   f"{spelled('--objective ' + kind, f'objective={kind!r}')}")
    if kind is None:
        return None
    return Objective(kind, _weights(given.get("weights", "1,1")), given.get("side", "top"), given.get("depth", 2))


def _text(puzzle) -> str:
    from .io import puzzle_to_text

    return puzzle_to_text(puzzle)


def _json(puzzle) -> str:
    import json

    from .io import puzzle_to_json

    return json.dumps(puzzle_to_json(puzzle)) + "\n"


class DominoFitKind(Kind):
    compiled = {"search": "gridsat.puzzles.dominofit._kernel",  # race: the cycle search beside CP-SAT
                "cycles": ("gridsat.puzzles.dominofit._kernel", "gridsat.puzzles.dominofit._cycle_kernel"),
                "race": ("gridsat.puzzles.dominofit._kernel", "gridsat.puzzles.dominofit._cycle_kernel")}
    name = "dominofit"
    title = "Domino Fit"
    summary = "tile the free cells with dominoes so row and column scores meet their targets"
    reads = ('JSON {"rows", "cols", "blocked", "row_targets", "col_targets", "rule", ["givens"], ["costs"]}',
             "text format (grid with '#' blocked cells, targets on the edges; see docs/dominofit.md)")
    writes = ("ASCII with targets", "JSON (--json)", "PNG", "SVG", "the puzzle as text or JSON (--to)")
    writers = (Writer("text", "the puzzle in the text format (docs/dominofit.md)", lambda p, r: _text(p)),
               Writer("json", "the puzzle as a JSON object", lambda p, r: _json(p)))
    suffixes = (".json", ".dfit", ".txt")
    genre_line = ("'dominofit rule=cell' (or rule=dot, the scoring rule) on a line of its own above the column "
                  "targets")  # its reader takes no board without it
    engines = ("auto", "search", "cycles", "cpsat", "scip")
    log_engines = ("cpsat", "race", "scip")  # SCIP prints its own log (and refuses --params itself)
    seed_engines = ("cpsat", "race", "cycles")  # the cycle search is a seeded local search; SCIP takes none
    engine_help = ("auto, measured fastest: gridsat's tiling search on boards up to 200 cells; above, a first "
                   "tiling by the cycle search raced against CP-SAT, CP-SAT for the rest and for --objective / "
                   "--forced; cycles: the local search alone, never a proof; scip: the MIP solver shipped with "
                   "OR-Tools")
    tasks = ("solve", "solutions", "count", "unique", "forced")
    settings = (
        Setting("rule", str, None, "Scoring rule: cell (each cell of a vertical domino 1, of a horizontal 2) or dot "
                "(vertical 1 in its upper cell, horizontal 2 in its right cell). Default: the file's.",
                choices=RULES, stage="read", metavar="RULE"),
        Setting("targets", str, None, "exact | at-most | at-least: how line scores relate to targets (lines with "
                "their own relation in the file keep it).", choices=tuple(TARGET_MODES), stage="read",
                metavar="MODE"),
        Setting("objective", str, None, f"Optimise: {' | '.join(OBJECTIVES)}.", choices=OBJECTIVES,
                tasks=("solve", "unique"), metavar="GOAL"),
        Setting("weights", str, None, "Weights for --objective weighted (maximise H*#horizontal + V*#vertical).",
                metavar="H,V"),
        Setting("side", str, None, "Edge for --objective edge: top | bottom | left | right (default top).",
                choices=SIDES, metavar="SIDE"),
        Setting("depth", int, None, "Band width in cells for --objective edge (default 2).", metavar="N", minimum=1,
                maximum=MAX_SIDE),  # a board's longest side: 10**20 was accepted and echoed in the objective's line
        Setting("model", str, "implied", "implied (default: targets turned into per-line domino counts) or plain "
                "(the tutorial's model).", choices=("implied", "plain"), metavar="MODEL"),
    )
    result_type = DominoFitResult
    explains = True
    grade_words = {
        "easy": "a cell only one domino can cover",
        "medium": "dominoes ruled out because a cell could not be covered, a region of an odd number of cells "
                  "would be cut off, or a row's or column's target could not be met",
        "hard": "short trials: 'if this domino went here, then a few dominoes would be forced, and a cell could "
                "not be covered or a target could not be met'",
        "expert": "longer trials: 'if this domino went here, a cell could not be covered', reached through more "
                  "forced dominoes or dominoes ruled out on the way",
        "guess": "a domino no rule or one-step trial forces (a guess), or a choice among several answers",
    }
    model_engine = "cpsat"
    argument = Argument("PUZZLE", "Puzzle file: JSON (rows, cols, blocked, row_targets, col_targets, rule) or the "
                        "text format (docs/dominofit.md), or - for standard input.")
    examples = (
        Example("4x4-dot", "dominofit rule=dot\n1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n",
                "a small board whose targets come from one tiling; every domino tiling of its 14 free cells "
                "enumerated by brute force: exactly one meets the targets",
                answer=[["H", 2, 1], ["H", 3, 0], ["H", 3, 2], ["V", 0, 0], ["V", 0, 1], ["V", 0, 2], ["V", 0, 3]],
                unique=True, count=1),
    )

    def detect(self, text: str) -> bool:
        from .io import detect

        return detect(text)

    def detect_json(self, data: dict) -> bool:
        return "row_targets" in data and "col_targets" in data and "rows" in data

    def parse_json(self, data: dict, source: str = "puzzle", base=None, **settings):
        from .io import puzzle_from_json

        given = self.read_settings(settings)
        try:
            return puzzle_from_json(data, name=source, targets=given["targets"], rule=given["rule"])
        except PuzzleInputError as exc:
            raise exc.at(source) from None

    def parse(self, text: str, source: str = "puzzle", base=None, **settings):
        from ..kinds import url_refused
        from .io import parse_puzzle

        given = self.read_settings(settings)
        if (no_url := url_refused(text, self, source)) is not None:  # (a record's URL: told of a header line)
            raise no_url
        return parse_puzzle(text, source=source, targets=given["targets"], rule=given["rule"])

    def check(self, task, settings=None, *, text: bool = False) -> dict:
        settings = dict(settings or {})
        objective = settings.get("objective")
        if isinstance(objective, Objective):  # the Python API may pass the object itself
            settings.pop("objective")
        checked = super().check(task, settings, text=text)
        if not isinstance(objective, Objective):
            objective = objective_of(checked)
        elif task.what not in ("solve", "unique"):
            raise PuzzleInputError(f"{spelled('--objective', 'objective')} goes with {task_words('solve')} or "
                                   f"{task_words('unique')}, not with {task_words(task.what)}")
        if task.engine != "auto":  # an engine asked for that cannot do the task: refused before any puzzle is read
            from .tasks import refuse_engine

            refuse_engine(task.engine, task, objective, checked["model"])
        return {"model": checked["model"], "objective": objective}

    def validate(self, puzzle, task, settings) -> None:
        from .tasks import validate

        validate(puzzle, task, settings)

    def choose_engine(self, puzzle, task, settings) -> str:
        from .tasks import choose_engine

        return choose_engine(puzzle, task, settings["objective"], settings["model"])

    def solver(self, puzzle, engine, task, settings):
        from .tasks import solver

        return solver(puzzle, engine, task, settings)

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        from .hints import deduce

        return deduce(puzzle, start=start, deadline=deadline, first=first)

    def refuse_hint_size(self, puzzle) -> None:
        """A board too large for hints, refused before a picture of it is weighed."""
        from .hints import refuse_size

        refuse_size(puzzle)

    def read_position(self, text, puzzle, source="position"):
        from .hints import read_position

        return read_position(text, puzzle, source)

    def start_position(self, puzzle, start):
        """Rows of marks (``< > ^ v``, 0 or ``.`` undecided, ``#`` blocked)
        read as their text; dominoes ``("H"|"V", r, c)`` read the same way,
        from their marks (each had been looked up unchecked)."""
        from numbers import Integral

        from .hints import MARKS, read_position
        from .rules import _cells

        start = list(start)
        if not start:
            return []
        odd = next((d for d in start if isinstance(d, (list, tuple)) and len(d) == 3 and isinstance(d[0], str)
                    and d[0] not in MARKS and d[0] not in ("<", ">", "^", "v", "0", ".", "#")), None)
        if odd is not None and all(isinstance(d, (list, tuple)) and len(d) == 3 for d in start):  # ('h', 0, 0):
            raise PuzzleInputError(f"the domino {list(odd)} is not (\"H\" or \"V\", row, col)", "start")  # "1 row"
        if all(isinstance(d, (list, tuple)) and len(d) == 3 and isinstance(d[0], str) and d[0] in MARKS
               for d in start):  # (a row of a 3-column board starting with {} met "unhashable type: 'dict'")
            rows = [["." for _ in range(puzzle.cols)] for _ in range(puzzle.rows)]
            owner: dict = {}  # cell -> the domino covering it (an overlap overwrote a mark: "r1c3: < has no >")
            for d in start:  # numpy's rows and columns too (np.int64(2) was said to leave the board)
                if not all(isinstance(v, Integral) and not isinstance(v, bool) for v in d[1:]):
                    raise PuzzleInputError(f"the domino {list(d)} is not (\"H\" or \"V\", row, col) of whole "
                                           f"numbers", "start")
                for (r, c), mark in zip(_cells(tuple(d)), MARKS[d[0]]):
                    if not (0 <= r < puzzle.rows and 0 <= c < puzzle.cols):
                        raise PuzzleInputError(f"the domino {list(d)} leaves the {puzzle.rows}x{puzzle.cols} board",
                                               "start")
                    other = owner.setdefault((r, c), d)
                    if tuple(other) != tuple(d):  # (the same domino listed twice is one domino)
                        from ...core.errors import cell_name

                        raise PuzzleInputError(f"the domino {list(d)} overlaps the domino {list(other)} at "
                                               f"{cell_name((r, c))}", "start")
                    rows[r][c] = mark
            start = rows
        if not all(isinstance(row, (list, tuple, str)) for row in start):
            raise TypeError("start must be rows of marks (< > ^ v, 0 undecided), dominoes or their text")
        check_position_size(start, puzzle.rows, puzzle.cols, "start")
        return read_position(rows_text(start, "start"), puzzle, "start")

    def given_position(self, puzzle):
        from .hints import MARKS
        from .rules import _cells

        rows = [[0 if puzzle.is_free(r, c) else "#" for c in range(puzzle.cols)] for r in range(puzzle.rows)]
        for d in puzzle.givens:
            for (r, c), mark in zip(_cells(d), MARKS[d[0]]):
                rows[r][c] = mark
        return rows

    @staticmethod
    def is_answer_list(grid) -> bool:
        """Whether ``grid`` is dominoes ``("H"|"V", r, c)`` (an answer's list, not rows of marks)."""
        from .hints import MARKS

        return isinstance(grid, (list, tuple)) and bool(grid) and all(
            isinstance(d, (list, tuple)) and len(d) == 3 and isinstance(d[0], str) and d[0] in MARKS for d in grid)

    def check_position(self, puzzle, grid):
        """The rules a fully decided position breaks: rows of marks, or dominoes ``("H"|"V", r, c)`` as
        :meth:`hints`' ``start`` takes them (they were read as rows: "the position has 7 rows; the board has 4")."""
        from .check import check_dominoes
        from .hints import read_position

        if self.is_answer_list(grid):
            return check_dominoes(puzzle, list(grid))
        check_position_size(grid, puzzle.rows, puzzle.cols, "position")
        return check_dominoes(puzzle, read_position(rows_text(grid, "position"), puzzle))

    def hint_text(self, puzzle, deduction):
        from ...core.errors import cell_name
        from .check import _cells
        from .draw import draw_ascii
        from .hints import dominoes_after

        # the board stood without a word of which domino the step placed or what "." is (every other kind's hint
        # says it: "I placed by this step; . a cell not yet covered")
        dominoes = dominoes_after(deduction)
        last = set(deduction.steps[-1].decided) if deduction.steps else set()
        mine = [d for d in dominoes if set(_cells(d)) & last]
        given = {tuple(g) for g in puzzle.givens}
        words = [", ".join("-".join(map(cell_name, _cells(d))) for d in mine) + " placed by this step"] * bool(mine)
        words += ["others placed before it"] * any(d not in mine and tuple(d) not in given for d in dominoes)
        free = sum(puzzle.is_free(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols))
        words += [". a cell not yet covered"] * (2 * len(dominoes) < free)
        return draw_ascii(puzzle, dominoes, words)

    def hint_figure(self, puzzle, deduction, upto=None):
        from ...render.picture import mark_step, step_title
        from .draw import draw_figure
        from .hints import dominoes_after

        steps = deduction.steps[:upto]
        placed = dominoes_after(deduction, upto)
        fig = mark_step(draw_figure(puzzle, placed, title=step_title(puzzle.name, steps, deduction.verdict)), steps)
        # the picture's own marks keyed too: a given's thick outline and the dot rule's dots stood unexplained
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch

        from ...render.picture import add_key

        marks = [Patch(facecolor="white", edgecolor="black", linewidth=2.4, label="a given domino")] * bool(
            puzzle.givens)
        if puzzle.rule == "dot" and (placed or puzzle.givens):
            marks.append(Line2D([], [], marker="o", color="black", linestyle="none", markersize=4,
                                label="where a domino scores (dot rule)"))
        return add_key(fig, marks)

    def same_answer(self, result, solution) -> bool:
        return {tuple(d) for d in self.recorded_answer(result, solution)} == {tuple(d) for d in result.dominoes}

    def recorded_answer(self, result, solution):
        """Raises PuzzleInputError: a recorded domino that is not ``["H"|"V", row, col]`` of whole numbers (named:
        int() read ``["V", 0.9, 0]`` as ``V`` at r1c1), or that is not on the board (``["Q", 0, 0]`` and
        ``["H", -1, 99]`` were compared, and counted as an answer that differs), a domino listed twice (the set
        held it once, so the record matched the answer), or a solution that is not a list (``{}``: no domino)."""
        from ...core.errors import shown
        from ...core.options import whole

        what = 'a recorded Domino Fit solution must be a list of ["H"|"V", row, col] (row and col whole numbers)'
        if isinstance(solution, str) and solution.strip():  # the board as gridsat draws it, as a hint's position
            # is read (an answer file written by `gridsat dominofit P.json > P.solution.txt` was refused)
            from ..grid.drawn_answer import refuse_several
            from .hints import read_position

            refuse_several(solution)  # '-u' saved with its second tiling: "the drawn board has 10 rows of 5 cells"
            solution = [list(d) for d in read_position(solution, result.puzzle, "solution", "the recorded solution")]
        recorded, domino = set(), None
        if not isinstance(solution, (list, tuple)):  # "" or {} was read as no domino at all, and compared
            raise PuzzleInputError(f"{what}, got {shown(solution)}")
        try:
            for domino in solution:
                k, r, c = domino if isinstance(domino, (list, tuple)) else (None, None, None)
                r, c = whole(r), whole(c)
                if k not in ("H", "V") or any(isinstance(v, bool) or not isinstance(v, int) for v in (r, c)):
                    raise PuzzleInputError(f"{what}, got {shown(domino)}")
                rows, cols = result.puzzle.rows, result.puzzle.cols
                if not (0 <= r < rows - (k == "V") and 0 <= c < cols - (k == "H")):
                    raise PuzzleInputError(f"a recorded domino {shown(domino)} is not on the {rows}x{cols} board "
                                           "(row and col count from 0)")
                if (k, r, c) in recorded:
                    raise PuzzleInputError(f"a recorded Domino Fit solution lists the domino {shown(domino)} twice")
                recorded.add((k, r, c))
        except PuzzleInputError:  # (a ValueError: named above)
            raise
        except (TypeError, ValueError):  # the domino named as every other wrong one is (['H', 0] was not)
            raise PuzzleInputError(f"{what}, got {shown(domino)}") from None
        return sorted([k, r, c] for k, r, c in recorded)


KIND = DominoFitKind()
