"""Hints for a digit genre (Sudoku): the kind hooks of
:class:`~gridsat.puzzles.explaining.Explaining` for a puzzle whose answer is
a digit in every cell, beside :class:`~.explained.ShadingHints` (0/1 genres),
sharing its position reading (JSON rows, a header line) and the pictures'
marks.  A position is rows of digits, ``.``, ``0`` or ``?`` an empty cell,
spaced or side by side (as the puzzle's own text), or a hint's ``--json``
record; values in steps and grids are the digits, 0 undecided.
"""

from __future__ import annotations

import re
from importlib import import_module
from typing import ClassVar

from ...core.errors import PuzzleInputError, counted, shown

#: What a position's text writes for an empty cell.
EMPTY = (".", "0", "?")


#: The lines of a board's drawing between its rows (a hint's ``├───┼───┤``, a page's ``------+------``): no cells.
RULES = "─━═-+┼┌┐└┘├┤┬┴┃"
#: The characters between a drawn row's cells (a hint's box borders, a page's ``|``).
SIDES = "│┃║|"


def drawn_row(line: str, drawn: bool = False) -> str:
    """A position's line as its cells alone: a hint's drawing (box borders, ``5*`` the step's digit; ``drawn``: the
    text holds one, whose sentences and key are no rows) or a page's (``5 3 . | . 7 .``, ``------+------``); a line
    drawn between rows as none; cells side by side between box lines (``53.|.7.|...``) as those cells."""
    line = line.strip()
    if not line or not line.strip(RULES + " ") or drawn and re.search("[A-Za-z]{3}", line):
        return ""
    if not any(ch in SIDES for ch in line) and not (drawn and "*" in line):
        return line
    if not any(ch.isspace() for ch in line):  # cells side by side between box lines ('53.|.7.|...'): the cells
        return line.translate({ord(ch): None for ch in SIDES})  # alone ("'53.' is not a digit from 1 to 9")
    return " ".join(line.translate({ord(ch): " " for ch in SIDES + "*"}).split())


def read_digit_rows(text, n: int, source: str = "position") -> list:
    """Rows of ints (0 empty) of a position's text: a line a row, its cells spaced or side by side (``n`` below 10),
    each a digit from 1 to ``n`` or one of :data:`EMPTY`, box lines left out (:func:`drawn_row`: a hint's board is
    read back); its JSON rows too (:func:`~gridsat.formats.json.rows_read`).

    Raises:
        PuzzleInputError: no rows, ragged rows, or another symbol (naming the line and column).
    """
    if not isinstance(text, str) or text.lstrip().lstrip("\ufeff").startswith(("[", "{")):
        from ...formats.json import rows_read

        return rows_read(text, source, lambda rows: read_digit_rows(rows, n, source))
    expected = f"rows of digits 1 to {n}, '.', 0 or ? an empty cell"
    from ...core.grid_text import is_status_line, refuse_only_status_lines, without_colour

    refuse_only_status_lines(text, source, expected)
    text = without_colour(text)
    # (a hint's board, its sentence above it: boxed, or walled rows and the key below them when written to a file)
    drawn = "┌" in text or "* decided by this step" in text or "* guessed by this step" in text
    # a solve's answer saved (``gridsat sudoku P > F``) ends with its status line ("solved in 0.004 s"): not a row
    lines = [(k, "" if is_status_line(line) else drawn_row(line, drawn)) for k, line in enumerate(text.splitlines(), 1)]
    lines = [(k, line) for k, line in lines if line]
    if not lines:
        raise PuzzleInputError(f"no rows (expected {expected})", source)
    if len(lines) == 1 and len(lines[0][1]) == n * n and " " not in lines[0][1]:  # a Sudoku on one line
        line = lines[0]
        lines = [(line[0], line[1][r * n:(r + 1) * n]) for r in range(n)]
    if len(lines) == 1:
        # the play card's address form, `at=` rows joined by '.', was "1 row of 19 cells" ('.' an empty cell), where
        # a shading genre's was told what it is
        from .address_form import refuse_address_form

        letters = f", its numbers 1 to {n} separated by spaces (the address's letters a, b, c... are 10, 11, 12...)"
        refuse_address_form(lines[0][1], n, n, source, extra=letters if n > 9 else "")
        raw = text.splitlines()[lines[0][0] - 1]  # (rows joined by '|', read as a box's line: "1 row of 16 cells")
        refuse_address_form(raw, n, n, source, extra=letters if n > 9 else "") if "|" in raw else None
    rows: list = []
    for k, line in lines:
        tokens = line.split() if any(ch.isspace() for ch in line) or n > 9 else list(line)
        for j, tok in enumerate(tokens, 1):
            # (ASCII digits alone, as the puzzle's reader takes them: a '²' passed isdigit() and broke int())
            if tok not in EMPTY and not (tok.isascii() and tok.isdigit() and 1 <= int(tok) <= n):
                if len(tokens) == 1 and n > 9:  # a row run together: "line 1, column 1: 'D92..C..G...43..' is not a
                    raise PuzzleInputError(  # digit", the whole row named its first column
                        f"line {k}: {shown(tok, 24)} is a row without spaces: a {n}x{n} Sudoku's position is written "
                        f"with its numbers 1 to {n} separated by spaces ('.', 0 or ? an empty cell)", source)
                if tok in (",", ";") or tok[:1] in ",;" or tok[-1:] in ",;":  # a spreadsheet's '5,3,0,...': told
                    from ...core.grid_text import SPACES  # as the Sudoku's own reader tells it (was "',' is not a
                    # digit from 1 to 9", column 2)
                    by, cells = "commas" if "," in line else "semicolons", " ".join(line.replace(";", ",").split(","))
                    if min(len(part.strip()) for part in line.replace(";", ",").split(",")) > 2:  # rows, not cells
                        joint = ";" if ";" in line else ","
                        raise PuzzleInputError(f"line {k}: {shown(line, 24)} is rows joined by {joint!r}: write a "
                                               "row a line", source)
                    raise PuzzleInputError(f"line {k}: {shown(line, 24)} is cells separated by {by}: {SPACES} "
                                           f"({shown(' '.join(cells.split()), 24)})", source)
                # rows joined as a URL or a piece joins them: told how rows go, as a shading genre's position is
                from .address_form import SLASH

                slash = SLASH if "/" in tok else ""
                raise PuzzleInputError(f"line {k}, column {j}: {shown(tok, 24)} is not a digit from 1 to {n}, '.', 0 "
                                       f"or ?{slash}", source)
        if rows and len(tokens) != len(rows[0]):
            raise PuzzleInputError(f"ragged rows: line {k} has {counted(len(tokens), 'cell')}, line {lines[0][0]} has "
                                   f"{len(rows[0]):,}", source)
        rows.append([0 if tok in EMPTY else int(tok) for tok in tokens])
    return rows


def walled_hint_text(deduction, wall, width: int, key: str, given=lambda r, c: False):
    """rich ``Text`` of a digit genre's board whose walls take no value (a Kakuro's clue cells, a Skyscrapers'
    frame): the grid after ``deduction``'s steps, a line a row, ``width`` characters a cell; a wall written as
    ``wall(r, c)`` says (bold; ``.`` dim), None on a cell that takes a value: its value (bold where ``given``), the
    last step's red and starred (``7*``), ``.`` undecided; then the key, ``key`` after the step's words."""
    from rich.text import Text

    last = deduction.steps[-1] if deduction.steps else None
    marked = set(last.decided) if last else set()
    out, undecided = Text(), False
    for r, row in enumerate(deduction.grid):
        for c, v in enumerate(row):
            pad = width if c < len(row) - 1 else 0  # (no spaces at a line's end)
            said = wall(r, c)
            if (r, c) in marked:
                out.append(f" {str(v) + '*':<{pad}}", "bold red")
            elif said is not None:
                out.append(f" {said:<{pad}}", "dim" if said == "." else "bold")
            else:
                undecided = undecided or not v
                out.append(f" {v or '.':<{pad}}", "bold" if given(r, c) else "" if v else "dim")
        out.append("\n")
    if marked:
        out.append(f"(N* decided by this step{'; . not yet decided' if undecided else ''}; {key})", style="dim")
    return out.rstrip() or out


class DigitHints:
    """Hints for a digit genre: set ``deductions`` to the module path of its stepping (a module with
    ``deduce(puzzle, start=, deadline=, first=)``) and ``techniques`` to the module whose docstring lists its rules
    (``name``: words, by level)."""

    explains: ClassVar[bool] = True
    position_values: ClassVar[tuple] = ()  # a digit per cell, 1 to the board's size: no values a click cycles
    play_entry: ClassVar[str] = "digit"  # the web's play card: a cell selected takes a digit typed or picked
    deductions: ClassVar[str] = ""
    techniques: ClassVar[str] = ""

    #: The grades past the techniques in a digit genre's words (the shading genres' trial "if this cell were the
    #: other way" is no digit's).
    trial_grades: ClassVar[dict] = {
        "expert": "trials: 'if this cell held another of its digits, singles would lead to a contradiction', "
                  "longer than 10 singles",
        "guess": "a digit no technique and no one-step trial decides (a guess the solver's proof backs)"}

    def grade_meaning(self, name: str, steps=()) -> str:
        """As every genre's (:meth:`~gridsat.puzzles.explaining.Explaining.grade_meaning`), trials and guesses said
        of digits (:attr:`trial_grades`)."""
        said = super().grade_meaning(name, steps)
        return self.trial_grades.get(name) or said.replace("short local trials", "short trials of singles (10 at "
                                                                                 "most)")

    def position_words(self) -> str:
        """What a position holds, as ``gridsat hint --help`` says it: a digit a cell (whatever
        ``position_values`` names for the play board)."""
        return "digits (. or ? empty too)"

    def rule_words(self) -> dict:
        """Each technique's words, as the genre's techniques module lists them."""
        from .rule_words import module_doc, rule_words

        return rule_words(module_doc(import_module(self.techniques)))

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        return import_module(self.deductions).deduce(puzzle, start=start, deadline=deadline, first=first)

    def read_position(self, text, puzzle, source="position"):
        """Rows of digits (``.``, ``0`` or ``?`` empty; text or JSON), a line naming the kind above them or not."""
        from .explained import _without_header

        return read_digit_rows(_without_header(text, self.name, source), puzzle.rows, source)

    def value_names(self, puzzle) -> list:
        """The digits ``"1"`` to ``"N"`` of an N x N board, as the kind's files write them (a 16x16's 10 to 16)."""
        return [str(d) for d in range(1, puzzle.rows + 1)]

    def cell_regions(self, puzzle) -> list:
        """Rows of each cell's box (the puzzle's ``box``, numbered in reading order from 0), whose borders the play
        board draws thick, as the kind's pictures draw them."""
        return [[puzzle.box((r, c)) for c in range(puzzle.cols)] for r in range(puzzle.rows)]

    def given_position(self, puzzle):
        """The givens' digits, 0 elsewhere."""
        return [[v or 0 for v in row] for row in puzzle.clues]

    def hint_text(self, puzzle, deduction):
        """rich ``Text``: the grid after the steps, a line a row, its boxes drawn as Sudoku pages print them (lines
        only between boxes: ``bordered``'s line between every two rows made a 9x9 19 lines), givens bold, the last
        step's digits red and starred (``5*``: plain text too), empty cells ``.``, then the key."""
        from rich.text import Text

        last = deduction.steps[-1] if deduction.steps else None
        marked = set(last.decided) if last else set()
        width = len(str(puzzle.rows)) + 1
        br = sum(1 for r in range(puzzle.rows) if puzzle.box((r, 0)) == puzzle.box((0, 0)))  # the boxes' rows
        bc = sum(1 for c in range(puzzle.cols) if puzzle.box((0, c)) == puzzle.box((0, 0)))  # and columns
        rule = "─" * ((width + 1) * bc + 1)

        def ruled(left: str, mid: str, right: str) -> str:
            return left + mid.join([rule] * (puzzle.cols // bc)) + right + "\n"

        out = Text(ruled("┌", "┬", "┐"))
        for r, row in enumerate(deduction.grid):
            if r and r % br == 0:
                out.append(ruled("├", "┼", "┤"))
            out.append("│")
            for c, v in enumerate(row):
                if (r, c) in marked:
                    out.append(f" {str(v) + '*':<{width}}", "bold red")
                elif puzzle.clues[r][c] is not None:
                    out.append(f" {v:<{width}}", "bold")
                else:
                    out.append(f" {v or '.':<{width}}", "" if v else "dim")
                if (c + 1) % bc == 0:
                    out.append(" │")
            out.append("\n")
        out.append(ruled("└", "┴", "┘").rstrip("\n"))
        if marked:  # bold is lost in a pipe or a file, where "bold: a given" keyed what no digit showed; '.' keyed
            empty = "; . not yet decided" if any(0 in row for row in deduction.grid) else ""  # only where one is
            out.append(f"\n(N* decided by this step{empty}; on a terminal, a given is bold)", style="dim")
        return out

    def hint_figure(self, puzzle, deduction, upto=None):
        from ...render.picture import mark_step, step_title
        from .explained import position_after

        steps = deduction.steps[:upto]
        grid = position_after(puzzle, deduction, upto)
        given = self.given_position(puzzle)
        drawing = puzzle.drawing([[v or given[r][c] or None for c, v in enumerate(row)] for r, row in enumerate(grid)],
                                 title=step_title(self.hint_name(puzzle), steps, deduction.verdict))
        return mark_step(drawing.figure(), steps, deduction.clues_in_conflict())


__all__ = ["EMPTY", "RULES", "SIDES", "DigitHints", "drawn_row", "read_digit_rows", "walled_hint_text"]
