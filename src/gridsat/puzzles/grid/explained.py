"""The hint hooks of a shading genre (:class:`ShadingHints`, a base of its
kind beside :class:`~gridsat.puzzles.grid.kind.GridKind`): its steps
(:mod:`.stepping` with the genre's ``deductions`` module), a player's
position, the terminal text and the picture of a hint.

A position is rows of 0 undecided / 1 unshaded / 2 shaded
(``position_values``); its text is one row a line, cells ``0``/``1``/``2``
(or ``?``/``.``/``#``) separated by spaces or side by side.
"""

from __future__ import annotations

from importlib import import_module
from typing import ClassVar

from ...core.errors import PuzzleInputError, counted, shown
from ...core.grid import as_rows
from .drawn_cells import drawn_cells, refuse_drawn_size
from .hinting import SHADED, UNSHADED, Board

_SYMBOLS = {"0": 0, "?": 0, "1": UNSHADED, ".": UNSHADED, "2": SHADED, "#": SHADED}


def values_said(words=("unshaded", "shaded")) -> str:
    """The values a position gives, in the genre's words (``position_values``: a Star Battle position was told
    "1 or . (unshaded), 2 or # (shaded)", where its hint says "empty" and "a star")."""
    return f"0 or ? (undecided), 1 or . ({words[0]}), 2 or # ({words[1]})"


def read_position_text(text: str, source: str = "position", clues=None, words=("unshaded", "shaded"),
                       shape=None) -> list:
    """Rows of 0/1/2 from a position's text (see the module docstring), or its JSON rows; ``shape`` the board's
    ``(rows, cols)`` where ``clues`` are not its cells' (Creek's are on the grid points), else theirs.

    Raises:
        PuzzleInputError: no rows, ragged rows, or another symbol (naming the line and column).
    """
    if text.lstrip().lstrip("\ufeff").startswith(("[", "{")):  # the rows as hint --json prints its "grid"
        from ...formats.json import rows_read

        return rows_read(text, source, lambda rows: read_position_text(rows, source, words=words))
    from ...core.grid_text import refuse_only_status_lines

    expected = f"lines of 0 or ? undecided, 1 or . {words[0]}, 2 or # {words[1]}"
    refuse_only_status_lines(text, source, expected)
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if not lines:
        raise PuzzleInputError(f"no rows (expected {expected})", source)
    shape = shape or ((len(clues), len(clues[0])) if clues else None)
    if shape and len(lines) == 1:  # the play card's address form, `at=` rows of digits joined by '.', was "1 row of
        from .address_form import refuse_address_form  # 41 cells" ('.' unshaded)

        refuse_address_form(lines[0][1], *shape, source)
    rows: list = []
    for i, (n, line) in enumerate(lines):
        tokens = line.split() if any(ch.isspace() for ch in line) else list(line)
        bad = next((j for j, t in enumerate(tokens, 1) if t not in _SYMBOLS), None)
        if bad is not None:
            from .address_form import separated_cells

            if (separated := separated_cells(line)) is not None:
                raise PuzzleInputError(f"line {n}: {separated}", source)
            said = f"line {n}, column {bad}: {shown(tokens[bad - 1], 24)} is not {values_said(words)}"
            clue = clues[i][bad - 1] if clues and i < len(clues) and bad <= len(clues[i]) else None
            if clue is not None and str(clue) == tokens[bad - 1]:  # '0 5 0': the puzzle's own clue, copied in
                from ...core.errors import cell_name

                raise PuzzleInputError(f"{said}: it is {cell_name((i, bad - 1))}'s clue; a position "
                                       "gives every cell, a clue's too, as 0, 1 or 2 (or ?, . or #), or is the board "
                                       "as hint draws it", source)
            if tokens[bad - 1] == "/":  # rows joined as a URL or a piece joins them: told how rows go
                from .address_form import SLASH

                said += SLASH
            raise PuzzleInputError(said, source)
        if rows and len(tokens) != len(rows[0]):
            raise PuzzleInputError(f"ragged rows: line {n} has {counted(len(tokens), 'cell')}, line {lines[0][0]} has "
                                   f"{len(rows[0]):,}", source)
        rows.append([_SYMBOLS[t] for t in tokens])
    return SymbolRows(rows) if any(t in "?.#" for _, line in lines for t in line) else rows


class SymbolRows(list):
    """A position's rows read from text that writes a cell as ``?``, ``.`` or ``#``: never the answer grid a solve
    prints (its 0s and 1s alone), which such a position whose ``.`` cells fall on the answer's shaded ones was told
    it was (:func:`~gridsat.puzzles.grid.stepping.refuse_answer_grid`)."""


def _without_header(text, kind_name: str, source: str):
    """``text`` with a first line naming the kind (``nurikabe``, as its puzzle's text and a Yin-Yang position
    begin) made blank, its rows keeping their numbers; a first line naming another kind is refused as such
    (both were "line 1, column 1: 'n' is not 0 or ? (undecided), ...")."""
    from ..headers import header_genre, refuse_other_genre

    if not isinstance(text, str) or text.lstrip().lstrip("\ufeff").startswith(("[", "{")):
        return text
    lines = text.splitlines()
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None or header_genre(lines[first][:200]) is None:
        return text
    refuse_other_genre(first + 1, lines[first], kind_name, source, position=True)
    if header_genre("".join(lines[first].split())) == kind_name and len(lines[first].split()) <= 2:
        lines[first] = ""  # the name alone ('nurikabe', 'Hitori'), never 'nurikabe x'
    return "\n".join(lines)


def _drawn_rows(text: str, puzzle, givens, source: str = "position", words=("unshaded", "shaded"),
                clue_text=str) -> str | None:
    """The rows of ``?``/``.``/``#`` when ``text`` holds the board as :meth:`ShadingHints.hint_text` draws it
    (cells of one width: ``█`` runs shaded, ``·`` unshaded, ``?`` undecided, a step's ``#``, ``o`` and ``N*``; a
    clue's number ``N`` unshaded, ``N?`` undecided, ``N█`` (``N#`` by a step) shaded, as an answer and a hint draw
    them; the lines around it, a step's sentence and the legend, left out), else None.  ``clue_text(clue)``: a clue as
    the kind draws it, where not its number (Tapa's ``311`` for the runs 3,1,1).

    Raises:
        PuzzleInputError: a number on a cell whose clue it is not.
    """
    from ...core.grid_text import without_colour
    from .drawn_answer import inside_borders

    text = without_colour(text)  # (each line numbered as in the file: a bordered board's rows were "line 1", "line 3")
    numbers = [n for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    raw = [line.rstrip() for line in text.splitlines() if line.strip()]  # (bordered, of '#', '?' alone: drawn too)
    lines, numbers = inside_borders(raw, numbers, puzzle, source)
    tokens = {tok for line in lines for tok in line.split()}
    # clues 1 and 2 among a step's '#' and '?' ('1 # 2', as hint prints it) were read as values (2 shaded): drawn
    # when every number stands on its clue, else values as before
    mixed = bool(tokens & {"1", "2"}) and bool(tokens & {"#", "?"})
    # ('o' alone too: "'o' is not 0 or ?"; '*' only as a clue's 'N*', _drawn_clue: a star '*' was "no row as drawn")
    if not (lines is not raw or any(ch in text for ch in "█·■★◉○") or "o" in tokens or any(
            tok.isdigit() and tok not in ("0", "1", "2") or _drawn_clue(tok) for tok in tokens)):
        if not mixed:
            return None  # rows of 0/1/2 (or ?/./#), as the reader takes them
    else:
        mixed = False
    if _values_rows(lines):  # rows of values with a 9 among them: its cell named, not "r1c1: '0' is not its clue"
        return None
    if not any(" " in line.strip() for line in lines) and _as_values(lines, words):  # digits side by side are no drawn
        return None  # board (its cells are spaced): '113' named its 3, not "the drawn board has 3 rows of 2 cells"
    # width 0, cells separated by spaces (one a token), tried first: a Tapa clue of several runs typed in ('? 311 ?')
    # fit no width ("the drawn board has 5 rows of 5/6 cells"), though a one-digit clue did
    for width in range(2 + max(len(line) for line in lines) // puzzle.cols + 1):
        if width == 1:
            continue
        drawn = [(n, row) for n, row in zip(numbers, (drawn_cells(line, width, puzzle.cols) for line in lines))
                 if row is not None]
        rows = [row for _, row in drawn]
        if len(rows) != puzzle.rows:
            continue
        given = givens(puzzle)
        out = []
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                clue = puzzle.clues[r][c]
                if clue is not None and cell == clue_text(clue) != str(clue):  # a clue drawn its own way, unshaded
                    row[c] = "."
                elif cell[0].isdigit() or cell == "?#" and clue != "?":  # a clue's number (N* unshaded by the step, N?
                    # undecided, N# shaded; ?# a '?' clue shaded), at its cell
                    if clue is None or cell.rstrip("*?#") != str(clue):
                        if not width:  # (not read as spaced cells: the widths say what is wrong, as before)
                            out = None
                            break
                        if mixed:
                            return None
                        from ...core.errors import cell_name

                        drawn = f"{cell_name((r, c))}: {cell!r} is not its clue ({'none' if clue is None else clue})"
                        value = _as_values(lines, words)  # rows of digits: most likely values, one of them mistyped
                        raise PuzzleInputError(f"{value}; as a drawn board, {drawn}" if value else
                                               f"{drawn}; a drawn board's numbers stand on their clues' cells", source)
                    row[c] = "#" if cell[-1] == "#" else "?" if cell[-1] == "?" and given[r][c] != UNSHADED else "."
                    # (a solved Hitori's numbers were read back as undecided)
                elif cell == "■" and clue is not None and given[r][c] == UNSHADED:  # a drawn wall (Light Up)
                    row[c] = "."
                elif cell in ("?", "?#") and clue == "?" and (cell == "?#" or given[r][c] == UNSHADED):  # a clue
                    row[c] = cell[1:] or "."  # without its number drawn '?' (answers were "must be rows of #/.")
            if out is None:
                break
            out.append(" ".join(row))
        if out is None:
            continue
        at = dict(zip((n for n, _ in drawn), out))  # each row on its line of the file, as the rows reader names it
        return "\n".join(at.get(n, "") for n in range(1, max(at) + 1)) + "\n"
    if not mixed:
        refuse_drawn_size(lines, puzzle, source, numbers, words)
    return None


def _values_rows(lines: list) -> bool:
    """Whether ``lines`` are rows of single digits (spaced or side by side, as the rows reader takes them) with a
    ``0`` among them: a position's values, never a drawn board (which shows an undecided cell as ``?``, an
    unshaded one as ``·``, and no clue 0).  A 9 among them was read as a drawn clue: "r1c1: '0' is not its clue
    (none)" of a position whose r5c5 was wrong, or "5 rows of 3 cells" of rows of 5."""
    tokens = [tok for line in lines for tok in (line.split() if any(ch.isspace() for ch in line) else line)]
    # a full position (no 0) of 1s and 2s side by side too: "11222" was read as a drawn board ("the drawn board has 5
    # rows of 3 cells"), though "1 1 2 2 2" and [[1, 1, 2, 2, 2]] were read as values
    return ("0" in tokens or set(tokens) <= {"1", "2"}) and all(len(tok) == 1 and tok.isdigit() for tok in tokens)


def _as_values(lines: list, words=("unshaded", "shaded")) -> str | None:
    """For rows of single digits that are no drawn board: the first digit that is no cell value, named as the rows
    reader names it (rows of 1s and 2s with a 3 were told "r1c1: '2' is not its clue (1)"), else None."""
    rows = [line.split() if any(ch.isspace() for ch in line) else list(line) for line in lines]
    if not all(len(tok) == 1 and tok.isdigit() for tokens in rows for tok in tokens):
        return None
    for n, tokens in enumerate(rows, 1):
        bad = next((j for j, t in enumerate(tokens, 1) if t not in "012"), None)
        if bad is not None:
            return f"line {n}, column {bad}: {tokens[bad - 1]!r} is not {values_said(words)}"
    return None


def _drawn_clue(token: str) -> bool:
    """A clue's number as a hint draws it undecided or unshaded by its step (``3?``, ``12*``)."""
    return len(token) >= 2 and token[-1] in "?*" and token[:-1].isdigit()


def position_after(puzzle, deduction, upto: int | None = None) -> list:
    """The position after the first ``upto`` steps (all: the deduction's grid): its grid less the cells the later
    steps decided, so a position the steps started from is kept (it was rebuilt from the steps alone, and
    ``deduction.figure(1)`` of hints from a position drew the start's cells undecided)."""
    if upto is None:
        return [list(row) for row in deduction.grid]
    if deduction.grid:
        return undone(deduction, upto)
    logic_grid = [[0] * puzzle.cols for _ in range(puzzle.rows)]
    for step in deduction.steps[:upto]:
        for (r, c), value in step.decided.items():
            logic_grid[r][c] = value
    return logic_grid


def undone(deduction, upto: int) -> list:
    """``deduction``'s grid with the cells decided by its steps after the first ``upto`` undecided (0)."""
    grid = [list(row) for row in deduction.grid]
    for step in deduction.steps[upto:]:
        for r, c in step.decided:
            grid[r][c] = 0
    return grid


class ShadingHints:
    """Hints for a shading genre: set ``deductions`` to the module path of
    its rules (the logic :mod:`.stepping` runs)."""

    explains: ClassVar[bool] = True
    position_values: ClassVar[tuple] = ("unshaded", "shaded")
    deductions: ClassVar[str] = ""
    #: What the genre's steps call a shaded cell (Nurikabe's: "sea"), so the drawing's key says it as they do.
    shaded_word: ClassVar[str] = "shaded"
    #: What they call an unshaded cell (Star Battle's: "empty", Light Up's: "bulb-free").
    unshaded_word: ClassVar[str] = "unshaded"
    #: How a hint's text draws a cell shaded before its step: ``█`` fills the cell; Star Battle's ``★``.
    shaded_glyph: ClassVar[str] = "█"

    def _logic(self):
        return import_module(self.deductions)

    def rule_words(self) -> dict:
        """Each deduction's words, as the genre's deductions module lists them (``name``: what it says)."""
        from .rule_words import module_doc, rule_words

        return rule_words(module_doc(self._logic()))

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        from .stepping import deduce

        return deduce(puzzle, self._logic(), start=start, deadline=deadline, first=first, shaded_word=self.shaded_word,
                      unshaded_word=self.unshaded_word, values=self.position_values)

    def read_position(self, text, puzzle, source="position"):
        """Rows of 0/1/2 (or ``?``/``.``/``#``; text or JSON), or the board as ``hint`` draws it."""
        from .own_text import refuse_own_text

        refuse_own_text(text, puzzle, self.name, source, self.position_values)
        from .recorded import marks_on_clues

        text = marks_on_clues(_without_header(text, self.name, source), puzzle)  # (Light Up's '#' walls: the walls)
        from .drawn_answer import drawn_position  # (a solve's drawing of the answer, rooms boxed: read too)
        return drawn_position(text, self, puzzle) or read_position_text(
            _drawn_rows(text, puzzle, self.given_position, source, self.position_values, self.drawn_clue) or text,
            source, None if getattr(puzzle, "clue_points", False) else getattr(puzzle, "clues", None),
            self.position_values,  # (a Creek's numbers are on the grid points: no cell's clue to name)
            (puzzle.rows, puzzle.cols) if getattr(puzzle, "clue_points", False) else None)

    def recorded_answer(self, result, solution):
        """As the kind's own, a recorded answer also read as the board as gridsat draws it (an answer file written
        by ``gridsat nurikabe FILE > NAME.solution.txt`` was refused: "must be rows of #/./*/x or of numbers")."""
        from .drawn_answer import as_drawing, drawn_answer

        solution = as_drawing(solution)
        if isinstance(solution, str):
            from .drawn_answer import refuse_several

            refuse_several(solution)  # '-u' saved was "the drawn board has 6 rows of 3 cells", of its two answers
            # the answer's drawing first (trusted as it draws again): a clue without its number, drawn '?' in an
            # answer, is an undecided cell in a hint's drawing (a Nurikabe with a '?' clue was "must be rows of
            # #/./*/x", of its own drawing)
            try:
                drawn = drawn_answer(solution, result)
            except PuzzleInputError:  # a drawing edited by hand: the hint drawing's reader says what it reads, but
                if any(ch in solution for ch in "┌★◉"):  # but an answer's own glyphs (rooms' borders, stars, bulbs)
                    raise  # keep its reader's words (the hint's reader read a clue's cell edited to '·' as unshaded)
                drawn = None
            # the rows read (the kind's reader then reads them as its own: the drawing is not drawn again to check it)
            # (one drawn inside rooms' borders is an answer's drawing, never a hint's: its reader's words)
            numbers = all(tok.isdigit() for tok in solution.split()) \
                and len(solution.split()) > len(solution.strip().splitlines())  # rows of numbers spaced or tabbed
            # (a Yajilin's, docs/yajilin.md) are the kind's own, not a drawing ("the drawn board has 5 rows"; a tab
            # between them: "5 rows of 5/6 cells (line 1 has 6)")
            solution = drawn if drawn is not None else "┌" not in solution and not numbers and _drawn_rows(
                solution, result.puzzle, self.given_position, "solution", clue_text=self.drawn_clue) or solution
        return super().recorded_answer(result, solution)

    def given_position(self, puzzle):
        board = Board(puzzle)
        grid = self._logic().givens(board)
        return as_rows(grid, board.rows, board.cols)

    def check_position(self, puzzle, grid):
        """The rules a filled position breaks (the genre's checker reads
        answers as 1 shaded / 0 unshaded); first, each cell that is neither
        unshaded (1) nor shaded (2), such as an undecided 0 (read as
        unshaded, a half-filled position passed as an answer), in the genre's words (``position_values``)."""
        from numbers import Integral

        from ...core.errors import cell_name

        if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid):  # said before any cell is read
            return super().check_position(puzzle, grid)
        light, dark = self.position_values  # (a Star Battle's 0 was "neither unshaded (1) nor shaded (2)")
        unfilled = [f"position: cell {cell_name((r, c))} is {shown(v, 40)}, neither {light} ({UNSHADED}) nor "
                    f"{dark} ({SHADED})" for r, row in enumerate(grid) for c, v in enumerate(row)
                    if isinstance(v, bool) or not isinstance(v, Integral) or v not in (UNSHADED, SHADED)]  # (1.0
        # passed here, where Yin-Yang's checker refuses it: one rule for positions)
        if unfilled:
            return unfilled
        return super().check_position(puzzle, [[int(v == SHADED) for v in row] for row in grid])

    def cell_labels(self, puzzle):
        walls = self.cell_walls(puzzle)  # a wall is drawn as one: its '■' (a hint's text board's) is not written on it
        return [["" if v is None or (walls and walls[r][c] and not str(v).isdigit()) else self.drawn_clue(v)
                 for c, v in enumerate(row)] for r, row in enumerate(puzzle.clues)]

    def cell_regions(self, puzzle):
        """The puzzle's regions (rooms) as rows of numbers (its ``regions``), or None where it has none."""
        regions = getattr(puzzle, "regions", None)
        return None if regions is None else [list(row) for row in regions]

    def drawn_clue(self, clue) -> str:
        """A clue as a hint's board draws it (Light Up's wall without a number: ``■``, never a step's ``#``)."""
        return str(clue)

    def hint_text(self, puzzle, deduction):
        from .hint_text import shading_hint_text

        return shading_hint_text(self, puzzle, deduction)

    def hint_figure(self, puzzle, deduction, upto=None):
        from ...render.picture import mark_step, step_title

        steps = deduction.steps[:upto]
        grid = position_after(puzzle, deduction, upto)
        if upto is not None:
            board = Board(puzzle)
            for i, v in enumerate(self._logic().givens(board)):
                r, c = board.rc[i]
                grid[r][c] = grid[r][c] or v
        drawing = puzzle.drawing([[None if not v else int(v == SHADED) for v in row] for row in grid],
                                 title=step_title(puzzle.name, steps, deduction.verdict))
        return mark_step(drawing.figure(), steps, deduction.clues_in_conflict(),
                         at_points=getattr(puzzle, "clue_points", False))


__all__ = ["ShadingHints", "position_after", "read_position_text", "undone"]
