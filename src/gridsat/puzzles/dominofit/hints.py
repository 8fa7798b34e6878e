"""Domino Fit hints: the exact-cover rules of
:mod:`gridsat.puzzles.placement.logic` (a cell with one domino left, a
domino that would leave a cell uncoverable or cut off a region of an odd
number of cells) plus the targets' arithmetic (:class:`Targets`: a domino
that would push a row or column past its target, or keep it short of it,
is ruled out).

A *position* is the board with the dominoes placed so far, one token a cell
separated by spaces: ``<`` and ``>`` the left and right cell of a
horizontal domino, ``^`` and ``v`` the top and bottom cell of a vertical
one, ``.`` a cell not covered yet, ``#`` a blocked cell.
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, cell_name, counted, shown
from ..placement.logic import Constraint, Cover, Option
from ..placement.stepping import Phrasing
from .rules import DominoFitPuzzle, _cells

#: Tilings listed and checked for a hint.
MAX_ANSWERS = 1000
#: Cells the Python rules take on.
MAX_CELLS = 400
MARKS = {"H": ("<", ">"), "V": ("^", "v")}
WORDS = {"=": "its target", "<=": "its most", ">=": "its least"}


def weight(rule: str, domino, cell) -> int:
    """What ``cell`` of ``domino`` adds to its row's and its column's score
    (the rules of :mod:`.rules`: ``cell`` 2 a horizontal cell, 1 a vertical
    one; ``dot`` 2 a horizontal domino's right cell, 1 a vertical one's top
    cell, 0 the others)."""
    kind, r, c = domino
    if rule == "cell":
        return 2 if kind == "H" else 1
    if kind == "H":
        return 2 if cell == (r, c + 1) else 0
    return 1 if cell == (r, c) else 0


class Targets(Constraint):
    """The row and column targets as bounds: a line's score lies between the
    sum of its cells' smallest and largest weights over the dominoes left."""

    level = 2
    rule = "target"

    def __init__(self, puzzle: DominoFitPuzzle):
        self.puzzle = puzzle
        self.lines = ([("row", r, [(r, c) for c in range(puzzle.cols) if puzzle.is_free(r, c)],
                        puzzle.row_targets[r], puzzle.row_relations[r]) for r in range(puzzle.rows)]
                      + [("column", c, [(r, c) for r in range(puzzle.rows) if puzzle.is_free(r, c)],
                          puzzle.col_targets[c], puzzle.col_relations[c]) for c in range(puzzle.cols)])

    def _bounds(self, state, cells, fixed: dict, avoid: int):
        cover, rule = state.cover, self.puzzle.rule
        lo = hi = 0
        for cell in cells:
            if cell in fixed:
                lo, hi = lo + fixed[cell], hi + fixed[cell]
                continue
            ws = [weight(rule, cover.options[k].data, cell) for k in cover.by_cell[cell]
                  if state.fits(k) and not cover.options[k].mask & avoid]
            if ws:
                lo, hi = lo + min(ws), hi + max(ws)
        return lo, hi

    def _fixed(self, state) -> dict:
        cover, rule, out = state.cover, self.puzzle.rule, {}
        for k in state.placed:
            for cell in cover.options[k].cells:
                out[cell] = weight(rule, cover.options[k].data, cell)
        return out

    def _judge(self, line, lo: int, hi: int):
        axis, i, cells, target, rel = line
        name = f"{axis} {i + 1}"
        if rel in ("=", "<=") and lo > target:
            return f"{name} would score at least {lo}, over {WORDS[rel]} {target}", cells
        if rel in ("=", ">=") and hi < target:
            return f"{name} could score at most {hi}, short of {WORDS[rel]} {target}", cells
        return None

    def refute(self, state, option):
        fixed = self._fixed(state)
        for cell in option.cells:
            fixed[cell] = weight(self.puzzle.rule, option.data, cell)
        for line in self.lines:
            if set(option.cells) & set(line[2]):
                found = self._judge(line, *self._bounds(state, line[2], fixed, option.mask))
                if found:
                    return found
        return None

    def broken(self, state):
        fixed = self._fixed(state)
        for line in self.lines:
            found = self._judge(line, *self._bounds(state, line[2], fixed, 0))
            if found:
                return found
        return None


class DominoPhrasing(Phrasing):
    def piece(self, o) -> str:
        return o.data[0]

    def option(self, o) -> str:
        way = "horizontal" if o.data[0] == "H" else "vertical"
        return f"the {way} domino ({' '.join(self.cover.name(c) for c in o.cells)})"

    def item(self, item) -> str:
        return self.cover.name(item[1])


def refuse_size(puzzle: DominoFitPuzzle) -> None:
    """Refuse a board over :data:`MAX_CELLS` cells for hints and grades.

    Raises:
        PuzzleInputError: naming both sizes.
    """
    if puzzle.rows * puzzle.cols > MAX_CELLS:
        raise PuzzleInputError(f"Domino Fit: hints and grades take boards of at most {MAX_CELLS} cells; this "
                               f"{puzzle.rows}x{puzzle.cols} one has {puzzle.rows * puzzle.cols:,} (solve it instead)")


def cover_of(puzzle: DominoFitPuzzle) -> Cover:
    """The exact-cover matrix of ``puzzle`` with its :class:`Targets`.

    Raises:
        PuzzleInputError: more than :data:`MAX_CELLS` cells.
    """
    refuse_size(puzzle)
    cells = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols) if puzzle.is_free(r, c)]
    options = [Option(None, MARKS[d[0]], _cells(d), 0, d) for d in puzzle.placements]
    return Cover(puzzle.rows, puzzle.cols, cells, options, {}, constraints=(Targets(puzzle),))


def _drawn_mark(cell: str) -> str | None:
    """A cell as the board is drawn (``gridsat dominofit``, ``hint``; as wide as its widest column target:
    ``##``, ``<==``, ``==>``, ``^``, ``v``, ``.``; a given domino's ``<**``, ``**>``, ``^*``, ``v*``), as its
    mark, else None."""
    if cell in ("^", "v", ".", "^*", "v*"):  # (a given vertical domino drawn '^*' over 'v*')
        return cell[0]
    if len(cell) >= 2 and set(cell) == {"#"}:
        return "#"
    if len(cell) >= 2 and cell[0] == "<" and set(cell[1:]) in ({"="}, {"*"}):  # '*': a given domino
        return "<"
    if len(cell) >= 2 and cell[-1] == ">" and set(cell[:-1]) in ({"="}, {"*"}):
        return ">"
    return None


def _drawn_line(line: str, width: int) -> list | None:
    """One drawn line's marks at ``width`` characters a cell, as many as it draws (its row target after them
    left out), or None when it is no such line."""
    marks: list = []
    while line[len(marks) * width:(len(marks) + 1) * width].strip():
        mark = _drawn_mark(line[len(marks) * width:(len(marks) + 1) * width].strip())
        if mark is None:
            break
        marks.append(mark)
    rest = line[len(marks) * width:].strip()
    return marks if marks and (not rest or rest.lstrip("≤≥").isdigit()) else None


def _printed_rows(text: str, puzzle: DominoFitPuzzle, source: str = "position") -> list | None:
    """The board's rows of marks when ``text`` is the board as gridsat draws it (cells as wide as the widest
    column target, the column targets above, each row's target after it, a status line below: those left out),
    else None.

    Raises:
        PuzzleInputError: a drawn board of another size than the puzzle's (a row or column cut off or added: a
            column past the board's was left unread, a row target taken for a row).
    """
    numbered = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    lines = [line for _, line in numbered]
    if lines and lines[0].split()[0].lower() == "dominofit":  # the puzzle's own text was told "line 8: '. . . . .
        # . . # 6' is no row as gridsat draws the board", its first rows taken for drawn ones
        raise PuzzleInputError(f"line {numbered[0][0]:,}: this is a Domino Fit puzzle's text (its first line "
                               f"{shown(' '.join(lines[0].split()), 42)}), not a position: a position is the board as "
                               "the hints draw it, or its rows of marks alone (# . ^ v < >)", source)
    best: list = []
    best_found: list = []
    for width in range(2, 6):
        found = [(i, marks) for i, marks in enumerate(_drawn_line(line, width) for line in lines) if marks]
        rows = [marks for _, marks in found]
        if len(rows) == puzzle.rows and all(len(marks) == puzzle.cols for marks in rows) \
                and found[-1][0] - found[0][0] == len(found) - 1:  # (marks written "^ . . v" read the same as drawn
            # cells); the drawing's rows are one block: five rows of marks whose "# . . #" is no drawn row were read
            # as the other four, the board's rows shifted, never "5 rows; the board has 4"
            _check_targets(lines, numbered, found, width, puzzle, source)
            return [" ".join(marks) for marks in rows]
        best, best_found = (rows, found) if len(rows) > len(best) else (best, best_found)
    if not best or not any(mark in text for mark in ("##", "<=", "=>", "≤", "≥")) and not any(
            line[len(_drawn_line(line, 2) or ()) * 2:].strip() for line in lines if _drawn_line(line, 2)):
        return None  # rows of plain marks ("# . ^"), as the reader takes them
    read = {i for i, _ in best_found}
    for i in range(max(0, best_found[0][0] - 1), min(len(lines), best_found[-1][0] + 2)):
        if i not in read and lines[i].lstrip()[:1] in ("<", ">", "^", "v", ".", "#", "=", "*"):
            said = lines[i].strip()[:40]  # (its spaces kept: two where == goes were the fault)
            raise PuzzleInputError(f"line {numbered[i][0]:,}: {said!r} is no row as gridsat draws "
                                   "the board (cells ## blocked, <= => a domino across, ^ over v one down, . empty, "
                                   "a given domino's marked * (<* *>, ^* v*), each as wide as the widest target; "
                                   "then the row's target)", source)
    from ...core.grid_text import drawn_size

    raise PuzzleInputError(drawn_size([(numbered[i][0], len(marks)) for i, marks in best_found], puzzle.rows,
                                      puzzle.cols, "board"), source)


def _check_targets(lines: list, numbered: list, found: list, width: int, puzzle, source: str) -> None:
    """Refuse a drawn board whose row targets (after each row) or column targets (the line above) are not the
    puzzle's: a drawing of another puzzle's, or one edited by hand, was read for its dominoes alone (a row's 7
    made 9 "matched the record"), where the grid kinds refuse a drawn clue that is not the puzzle's."""
    from .draw import _target_label

    for r, (i, marks) in enumerate(found):
        said, own = lines[i][len(marks) * width:].strip(), _target_label(puzzle.row_targets[r], puzzle.row_relations[r])
        if said and said != own:
            raise PuzzleInputError(f"line {numbered[i][0]:,}: the drawn row {r + 1}'s target is {said!r}, but the "
                                   f"puzzle's is {own!r} (a drawing of another puzzle, or edited by hand?)", source)
    above = lines[found[0][0] - 1].split() if found[0][0] else []
    own = [_target_label(t, rel) for t, rel in zip(puzzle.col_targets, puzzle.col_relations)]
    if len(above) == len(own) and all(t.lstrip("≤≥").isdigit() for t in above) and above != own:
        c = next(c for c in range(len(own)) if above[c] != own[c])
        raise PuzzleInputError(f"line {numbered[found[0][0] - 1][0]:,}: the drawn column {c + 1}'s target is "
                               f"{above[c]!r}, but the puzzle's is {own[c]!r} (a drawing of another puzzle, or "
                               "edited by hand?)", source)


def _json_rows(text: str, source: str) -> str:
    """The rows of marks of a position given as ``hint --json`` prints its ``"grid"`` (rows of 0 undecided and
    marks ``"#"``, ``"<"``, ``">"``, ``"^"``, ``"v"``; or that whole record), as text; any other text as it is
    (it was read as a text row: "the position has 1 row").

    Raises:
        PuzzleInputError: bad JSON, or JSON that is not rows of those values.
    """
    from ...formats.json import json_grid, json_value

    data = json_grid(text, source, "marks")
    if data is None:
        return text
    bad = next(((r, c, v) for r, row in enumerate(data, start=1) for c, v in enumerate(row, start=1)
                if not (v in ("#", "<", ">", "^", "v", ".") or (type(v) is int and v == 0))), None)
    if bad is not None:
        raise PuzzleInputError(f"a position in JSON is rows of 0 (not yet covered) and marks '#' '<' '>' '^' 'v', "
                               f"got {json_value(bad[2])} at r{bad[0]}c{bad[1]}", source)
    return "\n".join(" ".join("." if v == 0 else v for v in row) for row in data) + "\n"


def read_position(text: str, puzzle: DominoFitPuzzle, source: str = "position", what: str = "the position") -> list:
    """The dominoes of a position (``("H"|"V", r, c)``): rows of marks, the board as gridsat draws it, or its
    ``"grid"`` as ``hint --json`` prints it (``what``: what the text is, in a message: a recorded solution is read
    so too).

    Raises:
        PuzzleInputError: a row or cell count that differs from the board's,
            an unknown mark, a mark on a blocked cell, ``#`` on a free cell,
            half a domino.
    """
    if isinstance(text, str):  # saved under FORCE_COLOR: its escape codes were read as rows ("has 8 rows")
        from ...core.grid_text import without_colour
        from .result import ONLY_TILING

        text = without_colour(text)
        if "forced dominoes (in every tiling;" in text and ONLY_TILING in text:  # all forced: one board, the tiling
            text = "\n".join(line for line in text.splitlines() if ONLY_TILING not in line)
        elif "forced dominoes (in every tiling;" in text:  # a --forced drawing, a tiling over the forced dominoes: it
            # was "the drawn board has 10 rows of 5 cells; the board has 5 rows of 5"
            raise PuzzleInputError(f"{what} is a --forced drawing (a tiling, then the dominoes every tiling shares): "
                                   + ("save the tiling gridsat prints without --forced" if "solution" in what else
                                      "keep its second board, the forced dominoes, to start from"), source)
    text = _json_rows(text, source)
    lines = _printed_rows(text, puzzle, source) or [line for line in text.splitlines() if line.strip()]
    if len(lines) != puzzle.rows:
        raise PuzzleInputError(f"{what} has {counted(len(lines), 'row')}; the board has "
                               f"{counted(puzzle.rows, 'row')}", source)  # not "1 rows"
    grid = []
    for r, line in enumerate(lines):
        tokens = line.split() if " " in line.strip() else list(line.strip())
        if len(tokens) != puzzle.cols:
            raise PuzzleInputError(f"row {r + 1} has {counted(len(tokens), 'cell')}; the board has "
                                   f"{counted(puzzle.cols, 'column')}",
                                   source)
        for c, tok in enumerate(tokens):
            if tok not in ("<", ">", "^", "v", ".", "0", "#"):
                raise PuzzleInputError(f"{cell_name((r, c))}: {shown(tok, 40)} is not < > ^ v . or #", source)
            if tok in "<>^v" and not puzzle.is_free(r, c):
                raise PuzzleInputError(f"{cell_name((r, c))}: {tok!r} covers a blocked cell, which no domino covers "
                                       "('#' marks it)", source)  # (it was "r1c2 is blocked", nothing to do said)
            if tok == "#" and puzzle.is_free(r, c):  # not read as undecided: the player marked it so
                raise PuzzleInputError(f"{cell_name((r, c))} is free: '#' marks a blocked cell (use . for a "
                                       "cell not yet covered)", source)
        grid.append(tokens)
    out = []
    for r, row in enumerate(grid):
        for c, tok in enumerate(row):
            pair = {"<": (r, c + 1, ">", "H"), "^": (r + 1, c, "v", "V")}.get(tok)
            if pair:
                rr, cc, mate, kind = pair
                if rr >= puzzle.rows or cc >= puzzle.cols or grid[rr][cc] != mate:
                    raise PuzzleInputError(f"'{tok}' at {cell_name((r, c))} needs a '{mate}' "  # as the puzzle file's
                                           + ("to its right" if tok == "<" else "below it"), source)  # ^: "beside"
                out.append((kind, r, c))
            elif tok in (">", "v"):
                mate = (r, c - 1, "<") if tok == ">" else (r - 1, c, "^")
                if mate[0] < 0 or mate[1] < 0 or grid[mate[0]][mate[1]] != mate[2]:
                    raise PuzzleInputError(f"'{tok}' at {cell_name((r, c))} needs a '{mate[2]}' "
                                           + ("to its left" if tok == ">" else "above it"), source)
    return out


def answers_of(puzzle: DominoFitPuzzle, cover: Cover, deadline):
    """``(answers, complete, bounded)`` as option-index sets, each checked
    by the independent checker."""
    import time

    from ...core.options import SolverOptions
    from .check import check_dominoes

    left = None if deadline is None else max(deadline - time.perf_counter(), 0.01)
    found = puzzle.solutions(MAX_ANSWERS + 1, options=SolverOptions(time_limit=left))
    if found.interrupted and not found.complete:  # Ctrl-C (SIGTERM) stopped the listing: it was said as "the time
        raise KeyboardInterrupt  # limit ran out before the puzzle's answers were found" (exit 1), as no grid genre is
    index = {o.data: k for k, o in enumerate(cover.options)}
    out = []
    for tiling in found.solutions or []:
        broken = check_dominoes(puzzle, tiling)
        if broken:
            raise AssertionError(f"a listed tiling breaks a rule: {broken[0]}")
        out.append({index[tuple(d)] for d in tiling})
    complete = bool(found.complete) or len(out) > MAX_ANSWERS
    return out[:MAX_ANSWERS], complete, len(out) > MAX_ANSWERS


def deduce(puzzle: DominoFitPuzzle, *, start=None, deadline=None, first=False):
    """The steps of a Domino Fit puzzle (see
    :func:`gridsat.puzzles.placement.stepping.deduce`) from its givens or
    from ``start`` (dominoes, as :func:`read_position` reads them).

    Raises:
        PuzzleInputError: a board over :data:`MAX_CELLS`, a position's
            domino overlapping a given.
    """
    import time

    from ..placement.stepping import deduce as step

    began = time.perf_counter()
    cover = cover_of(puzzle)
    index = {o.data: k for k, o in enumerate(cover.options)}
    begin = [index[tuple(d)] for d in puzzle.givens]
    taken = {c for d in puzzle.givens for c in _cells(d)}
    for d in start or ():
        if index[tuple(d)] in begin:
            continue
        if taken.intersection(_cells(d)):  # (it was "overlaps another", of a domino the position did not show)
            given = next((g for g in puzzle.givens if set(_cells(g)) & set(_cells(d))), None)
            said = "another" if given is None else (f"the given domino ({' '.join(map(cell_name, _cells(given)))}), "
                                                    "which stays where it is")
            raise PuzzleInputError(f"the domino at {cell_name(d[1:])} overlaps {said}", "position")
        taken |= set(_cells(d))
        begin.append(index[tuple(d)])
    answers, complete, bounded = answers_of(puzzle, cover, deadline)
    blocked = set(puzzle.blocked)
    out = step(cover, begin, answers, complete=complete, bounded=bounded, phrasing=DominoPhrasing(cover),
               blocked=blocked, deadline=deadline, first=first)
    out.seconds = time.perf_counter() - began
    return out


def dominoes_after(deduction, upto: int | None = None) -> list:
    """The dominoes of the position after ``upto`` steps (all: None)."""
    grid = [list(row) for row in deduction.grid]
    if upto is not None:
        for s in deduction.steps[upto:]:
            for r, c in s.decided:
                grid[r][c] = 0
    return [("H" if v == "<" else "V", r, c) for r, row in enumerate(grid) for c, v in enumerate(row)
            if v in ("<", "^")]


__all__ = ["Targets", "cover_of", "deduce", "dominoes_after", "read_position", "refuse_size", "weight"]
