"""The ``yinyang`` kind: Yin-Yang through the kind contract."""

from __future__ import annotations

from ...core.errors import PuzzleInputError, counted, shown
from ...core.hints import GRADES
from ...core.settings import Setting
from ..contract import Argument, Example, Kind, Writer
from .io import FORMATS
from .result import YinYangResult


def _pzprv3(puzzle, result) -> str:
    return puzzle.to_pzprv3(result.grid)


class YinYangKind(Kind):
    compiled = dict.fromkeys(("search", "race", "explains", "generator"), "gridsat.puzzles.yinyang._kernel")
    name = "yinyang"
    title = "Yin-Yang"
    summary = "shade cells so each colour is one connected group and no 2x2 block is one colour"
    reads = ("text grid (0 empty, 1 white circle, 2 black circle)", "puzz.link / pzv.jp / pzprxs URL",
             "pzprv3 file", "puzzle-yin-yang.com HTML (task string or board divs)")
    writes = ("ASCII", "text grid (--to text)", "puzz.link URL (--to url)", "pzprv3 with the answer (--to pzprv3)",
              "JSON (--json)", "PNG", "SVG")
    suffixes = (".txt", ".pzprv3", ".pzv", ".url", ".desktop", ".webloc", ".html", ".htm", ".yy")  # (link shortcuts:
    # core.records.SHORTCUT_ENDINGS)
    genre_line = ""  # 'yinyang' above the rows, or no line
    engines = ("auto", "race", "search", "cpsat", "cuts")
    engine_help = ("auto: race to solve or prove uniqueness, search otherwise; race: the search, then CP-SAT beside "
                   "it; search: the compiled search alone; cpsat: the rooted-tree model; cuts: lazy connectivity "
                   "cuts")
    tasks = ("solve", "solutions", "count", "unique", "forced")
    settings = (Setting("format", str, None, "Input format (default: detected).", choices=FORMATS, stage="read",
                        flags=("--format", "-f"), metavar="FORMAT"),)
    writers = (Writer("text", "the puzzle as a text grid", lambda p, r: p.to_text()),
               Writer("url", "the puzzle as a puzz.link URL", lambda p, r: p.to_url() + "\n"),
               Writer("pzprv3", "a pzprv3 file with the answer rows", _pzprv3, answer=True))
    result_type = YinYangResult
    model_engine = "cpsat"
    explains = True
    grade_words = GRADES  # the grades' words were written for Yin-Yang's rules
    position_values = ("white", "black")
    argument = Argument("PUZZLE", "A puzzle file (text grid of 0 empty / 1 white circle / 2 black circle, pzprv3, "
                        "or puzzle-yin-yang.com HTML), a puzz.link URL, or - for standard input.")
    examples = (
        Example("puzzlink-5x5", "https://puzz.link/p?yinyang/5/5/016612300",
                "the test vector of puzz.link's Yin-Yang encoder (robx/pzprjs); answer computed by gridsat and "
                "checked by its checker, proven unique",
                answer=[[1, 1, 1, 1, 1], [1, 2, 2, 2, 1], [2, 2, 1, 1, 1], [1, 2, 2, 2, 1], [1, 1, 1, 1, 1]],
                unique=True, count=1),
    )

    def detect(self, text: str) -> bool:
        from .io import detect

        return detect(text)

    def looks_like(self, text: str) -> bool:
        """A text in one of its formats, or one whose first line starts with its name ('yinyang 3', 'Yin Yang
        full'), so that its reader names what is wrong with that line (it was "not a puzzle gridsat can read")."""
        from ..input_checks import check_text
        from .io import detect_format

        check_text(text)  # 5 was "detect_format: text must be a string", a function the caller never named
        if detect_format(text) is not None:
            return True
        words = text[:200].replace("\r", "\n").strip().split("\n", 1)[0].lower().split()
        return bool(words) and (words[0] in ("yinyang", "yin-yang") or words[:2] == ["yin", "yang"])

    def parse(self, text: str, source: str = "puzzle", base=None, **settings):
        from .io import parse

        fmt = self.read_settings(settings)["format"]
        name = source.rsplit(".", 1)[0] if source not in ("URL", "stdin") else self.title  # as the genres name theirs
        return parse(text, fmt=fmt, source=source, name=name)

    def read(self, spec: str, **settings):
        from .io import read_puzzle

        return read_puzzle(spec, fmt=self.read_settings(settings)["format"])

    def choose_engine(self, puzzle, task, settings) -> str:
        from .tasks import choose_engine

        return choose_engine(task)

    def solver(self, puzzle, engine, task, settings):
        from .tasks import solver

        if engine in ("cpsat", "cuts"):  # answers CP-SAT keeps, refused as every grid genre's CP-SAT refuses them
            from ..grid.kind import answer_bytes, refuse_unkept  # (-n 1000000000 listed on, without end)

            refuse_unkept(task, answer_bytes(puzzle.rows * puzzle.cols), most=2 ** min(puzzle.rows * puzzle.cols, 64))
        return solver(puzzle, engine, task.options)

    def why_none(self, puzzle, task, settings):
        """Why ``puzzle``, proven infeasible, has no answer: the result's ``reason`` and ``conflict`` (the given
        circles that cannot all hold: :func:`gridsat.puzzles.conflict.why_none`), or None."""
        from dataclasses import replace

        from ..conflict import why_none
        from .rules import COLOUR_NAMES, EMPTY

        def thinned(cells):
            rows = [list(row) for row in puzzle.givens]
            for r, c in cells:
                rows[r][c] = EMPTY
            return replace(puzzle, givens=tuple(map(tuple, rows)))

        givens = [((r, c), v) for r, row in enumerate(puzzle.givens) for c, v in enumerate(row) if v != EMPTY]
        return why_none(self, puzzle, task, settings, clues=givens, thinned=thinned, noun="given circle",
                        named=lambda cell, v: f"{COLOUR_NAMES[v]} at r{cell[0] + 1}c{cell[1] + 1}")

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        from ...core.compiled import require

        require(self.compiled["search"], "a Yin-Yang hint or grade")  # the deductions run in the search kernel
        from .stepping import deduce

        return deduce(puzzle, start=start, deadline=deadline, first=first)

    def read_position(self, text, puzzle, source="position"):
        """Rows of 0/1/2 (text or JSON), or the board as gridsat draws it (``yinyang``, ``hint``)."""
        from ...core.grid_text import without_colour
        from ...formats.json import rows_read
        from .io import POSITION_SYMBOLS, parse_text_grid

        from ...core.grid_text import refuse_only_status_lines

        text = without_colour(text) if isinstance(text, str) else text  # a board saved under FORCE_COLOR
        refuse_only_status_lines(text, source, "rows of 0 undecided, 1 white, 2 black, or the board as gridsat "
                                               "draws it")
        text = _drawn_rows(text, puzzle, source) or text
        from ..grid.address_form import SLASH, refuse_address_form

        # rows joined by '.' as the play card's address writes them, or by '/': "symbol '.' is not 0 (undecided), ...",
        # where every other genre's position was told what it is
        refuse_address_form(text, len(puzzle.givens), len(puzzle.givens[0]), source)
        try:
            return rows_read(text, source, lambda rows: parse_text_grid(rows, source=source,  # text or JSON rows
                                                                         symbols=POSITION_SYMBOLS))
        except PuzzleInputError as error:
            if "symbol '/' is not" not in str(error):
                raise
            raise PuzzleInputError(f"{error}{SLASH}") from None

    def given_position(self, puzzle):
        return [list(row) for row in puzzle.givens]

    def saved_position(self, puzzle):
        """A pzprv3 file's answer rows (see :class:`~gridsat.puzzles.yinyang.rules.YinYangPuzzle`), or None."""
        self.check_puzzle(puzzle)
        return None if puzzle.saved is None else [list(row) for row in puzzle.saved]

    def notices(self, puzzle):
        """What the file's answer rows are: an answer, one breaking a rule, or a player's work to step on
        from (they were read as nothing)."""
        saved = self.saved_position(puzzle)
        if saved is None:
            return []
        open_ = sum(v == 0 for row in saved for v in row)
        if open_:
            return [f"the file's answer rows leave {counted(open_, 'cell')} undecided: a hint steps on from them"]
        broken = self.check_position(puzzle, saved)
        return ([f"the file's answer rows break a rule: {broken[0].removeprefix('position: ')}"] if broken else
                ["the file's answer rows are an answer (the checker finds every rule kept)"])

    def hint_text(self, puzzle, deduction):
        from .draw import grid_text

        last = deduction.steps[-1] if deduction.steps else None
        marked = set(last.decided) if last else set()
        out = grid_text(puzzle, deduction.grid, marked=marked)
        if marked:  # what the letters mean, as the shading genres' hints say it ("W" stood unexplained)
            seen = {(puzzle.givens[r][c] != 0, v, (r, c) in marked) for r, row in enumerate(deduction.grid)
                    for c, v in enumerate(row)}
            words = [("W white by this step", lambda g, v, m: m and v == 1),
                     ("B black by this step", lambda g, v, m: m and v == 2),
                     ("●/○ given black/white circles", lambda g, v, m: g and not m),
                     ("██ black before it", lambda g, v, m: not g and not m and v == 2),
                     ("· white before it", lambda g, v, m: not g and not m and v == 1),
                     ("? not yet decided", lambda g, v, m: not m and v == 0)]
            out.append(f"\n({'; '.join(w for w, shown in words if any(shown(*cell) for cell in seen))})", style="dim")
        return out

    def hint_figure(self, puzzle, deduction, upto=None):
        from ...render.picture import mark_step, step_title
        from .draw import draw_yinyang

        from ..grid.explained import undone

        steps = deduction.steps[:upto]
        if upto is not None and deduction.grid:  # the position the steps started from kept (rebuilt from the
            # givens and steps alone, hints from a position drew its cells undecided)
            grid = undone(deduction, upto)
        else:
            grid = [list(row) for row in puzzle.givens] if upto is not None else deduction.grid
        if upto is not None and not deduction.grid:
            for step in steps:
                for (r, c), value in step.decided.items():
                    grid[r][c] = value
        return mark_step(draw_yinyang(puzzle, grid, title=step_title(puzzle.titled(), steps, deduction.verdict)), steps,
                         deduction.clues_in_conflict())

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR

    def same_answer(self, result, solution) -> bool:
        recorded = self.recorded_answer(result, solution)
        return result.grid is not None and recorded == [list(r) for r in result.grid]

    def recorded_answer(self, result, solution):
        from ...core.errors import PuzzleInputError
        from .io import ANSWER_SYMBOLS, parse_text_grid

        if isinstance(solution, (list, tuple)) and solution and all(isinstance(row, str) for row in solution):
            solution = "\n".join(solution) + "\n"  # rows as strings ("12221", a drawing's lines), as a grid kind's
            # record gives them: each was read as one cell ("must be rows of 1/2"): the same lines as text were read
        if isinstance(solution, str):
            import textwrap

            from ...core.grid_text import without_colour

            # pasted indented, or saved in colour: "symbol '██●' is not 1 (white) or 2 (black)"
            solution = textwrap.dedent(without_colour(solution))
            from ..grid.address_form import refuse_address_form  # (was "symbol '.' is not 1 (white) or 2 (black)")

            refuse_address_form(solution, result.puzzle.rows, result.puzzle.cols, None, "a recorded answer")
        if isinstance(solution, str):  # the board as gridsat draws it too (an answer file written by `gridsat
            # yinyang FILE > NAME.solution.txt` was refused: "symbol '·' is not 1 (white) or 2 (black)")
            from ..grid.drawn_answer import refuse_several

            refuse_several(solution)  # '-u' or '-n 2' saved was "position: the drawn board has 8 rows of 4 cells"
            solution = _drawn_rows(solution, result.puzzle, "solution") or solution
        try:
            grid = parse_text_grid(solution, source="solution", symbols=ANSWER_SYMBOLS) \
                if isinstance(solution, str) else solution
        except PuzzleInputError as exc:  # rows joined by '/': "symbol '/' is not 1 (white) or 2 (black)" alone
            from ..grid.recorded import slashed

            raise PuzzleInputError(exc.problem + ("; a recorded answer gives each row on a line of its own or in a "
                                                  "list, not joined by '/'" if slashed(solution) else ""), exc.where
                                   ) from None
        # a value other than 1/2 (3, 10**40) was compared, and counted as a solution that differs: the record is
        # what is wrong, as a 'x' in its text says; rows as a numpy array (or tuples) were refused, where every
        # other grid kind took them: read as lists of plain ints
        import numbers

        def rows_of(g):
            if isinstance(g, (str, bytes, dict)) or not hasattr(g, "__iter__"):
                return None
            rows = [None if isinstance(r, (str, bytes, dict)) or not hasattr(r, "__iter__") else list(r) for r in g]
            ok = all(r is not None and all(isinstance(v, numbers.Integral) and not isinstance(v, bool)
                                           and v in (1, 2) for v in r) for r in rows)
            return [[int(v) for v in r] for r in rows] if ok else None

        from ...core.grid import recorded_grid

        rows = rows_of(grid)
        if rows is None and isinstance(grid, list) and all(isinstance(row, list) for row in grid):  # its shape told
            recorded_grid(grid, result.puzzle.rows, result.puzzle.cols)  # first: a row a cell too long was "r1c6 is 0"
        if rows is None:  # the first cell that is no 1/2 named ("must be rows of 1/2" alone said not where)
            from ...core.errors import json_shown

            bad = next(((r, c, v) for r, row in enumerate(grid if isinstance(grid, list) else [], start=1)
                        if isinstance(row, list) for c, v in enumerate(row, start=1)
                        if isinstance(v, bool) or not isinstance(v, numbers.Integral) or v not in (1, 2)), None)
            at = f": r{bad[0]}c{bad[1]} is {json_shown(bad[2], ascii=True)}" if bad else ""
            raise PuzzleInputError(f"a recorded Yin-Yang solution must be rows of 1/2{at}")
        grid = rows
        return recorded_grid(grid, result.puzzle.rows, result.puzzle.cols)



#: A cell as :func:`~.draw.grid_text` draws it (two characters wide), and its value (0 undecided, 1 white, 2 black).
_DRAWN = {"?": "0", "·": "1", "○": "1", "W": "1", "██": "2", "●": "2", "B": "2"}


def _drawn_rows(text: str, puzzle, source: str = "position") -> str | None:
    """The rows of 0/1/2 when ``text`` holds the board as gridsat draws it (its legend and status lines left
    out), else None.

    Raises:
        PuzzleInputError: a drawn board of another size than the puzzle's (a row or column cut off or added: a
            column past the puzzle's was left unread), or a line among its rows that is none (a mistyped cell: the
            board was said to have a row fewer than it has).
    """
    import re

    from ...core.errors import PuzzleInputError

    rows, read, lines = [], [], [line.rstrip() for line in text.splitlines()]
    for n, line in enumerate(lines):
        cells = [line[k * 2:k * 2 + 2].strip() for k in range(-(-len(line) // 2))]
        if cells and all(cell in _DRAWN or cell in ("0", "1", "2") for cell in cells) \
                and {"0", "1", "2"} & set(cells) and set(cells) - {"0", "1", "2"}:
            # 0 for undecided beside the drawn B/W: named here, not the first row without a digit's neighbour
            said = line.strip()
            raise PuzzleInputError(f"line {n + 1:,}: {shown(said, 42)} mixes 0/1/2 with the board as gridsat draws it "
                                   "(? undecided, · or W white, █ or B black): write every cell one way", source)
        if cells and all(cell in _DRAWN for cell in cells) and any(cell not in "012" for cell in cells):
            rows.append(cells)
            read.append(n)
    if not rows:
        return None
    for n in range(max(0, read[0] - 1), min(len(lines), read[-1] + 2)):  # a mistyped row among them: named, not
        said = lines[n].strip()  # the board said to have a row fewer than it has
        if n not in read and said and not re.search("[A-Za-z]{3}", said):  # (not a sentence nor the legend)
            raise PuzzleInputError(f"line {n + 1:,}: {shown(said, 42)} is no row as gridsat draws the board (cells ● ○ "
                                   "given circles, █ black, · white, ? undecided, B/W decided by a step)", source)
    if len(rows) != puzzle.rows or any(len(cells) != puzzle.cols for cells in rows):
        from ...core.grid_text import drawn_size

        raise PuzzleInputError(drawn_size([(n + 1, len(cells)) for n, cells in zip(read, rows)], puzzle.rows,
                                          puzzle.cols), source)
    return "\n".join(" ".join(_DRAWN[cell] for cell in cells) for cells in rows) + "\n"


KIND = YinYangKind()
