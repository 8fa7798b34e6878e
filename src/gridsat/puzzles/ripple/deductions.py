"""Ripple Effect techniques a person can follow, simplest first, on Sudoku's pencil marks
(:mod:`gridsat.puzzles.sudoku.marks`, each cell's own range of digits).  A cell's candidates are 1 to its room's
size, less the digits its room holds and each digit n placed within n cells of it along its row or column
(:mod:`.rules`, rule 2: two equal digits n have n cells or more between them).  A position is flat, row-major: a
cell's digit, 0 undecided.  Each step decides a digit; a step of an elimination ends in the single it allows and
names the eliminations it needs.  The techniques, whose words a grade quotes:

1. ``full_house``: the last empty cell of a room takes the digit it lacks; ``hidden_single_room``: the only cell of
   a room where a digit can go (the others are filled, or a placed digit n lies within n cells of them along a row
   or column); ``naked_single``: a cell with one digit left (its room's other digits placed, or ruled out by an
   equal digit n within n cells along its row or column).
2. ``reach``: a digit n whose places in a room all lie within n cells of a cell outside it, along that cell's row
   or column, is struck from that cell (the room's n is near it wherever it goes);
   ``naked_pair``: two cells of a room with the same two candidates take those two, struck from the room's other
   cells; ``hidden_pair``: two digits with the same two places in a room fill them, their other candidates
   struck; ``naked_triple``: three cells of a room with three candidates between them take those three;
   ``hidden_triple``: three digits with three places between them in a room fill those cells.
"""

from __future__ import annotations

from ...core.errors import cell_name, counted
from ..sudoku.deductions import Single, eliminate as sudoku_eliminate, hidden_singles, subsets
from ..sudoku.marks import Layout, Marks, Move
from .rules import digits_of

#: The level of each rule (the module docstring's).
LEVELS = {"full_house": 1, "hidden_single_room": 1, "naked_single": 1, "reach": 2, "naked_pair": 2, "hidden_pair": 2,
          "naked_triple": 2, "hidden_triple": 2}
#: The eliminations, simplest first (:func:`reach`, then Sudoku's subsets, read in the rooms).
TECHNIQUES = (lambda m, o: reach(m, o), lambda m, o: subsets(m, o, 2), lambda m, o: subsets(m, o, 3))
#: The four ways along a row or column.
WAYS = ((0, 1), (0, -1), (1, 0), (-1, 0))


def listed(digits) -> str:
    """``1, 2 and 4`` of ``digits``."""
    said = [str(d) for d in digits]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def apart(board: "Board", i: int, j: int) -> str:
    """``1 cell away along row 4`` (``next to it along row 4``): how far filled cell ``j`` lies from cell ``i`` in
    their row or column, in cells between them."""
    (r, c), (rr, cc) = board.rc[i], board.rc[j]
    line = f"row {r + 1}" if r == rr else f"column {c + 1}"
    between = abs(r - rr) + abs(c - cc) - 1
    return f"next to it along {line}" if not between else \
        f"{between} cell{'s' * (between != 1)} away along {line}"


class Board(Layout):
    """The cells and rooms of a :class:`~.rules.RipplePuzzle`, as :class:`~..sudoku.marks.Layout` holds a Sudoku's:
    ``units`` its rooms alone (``the room at rXcY``, named by their first cell in reading order), ``size[i]`` the
    size of cell ``i``'s room (its digits 1 to that), ``n`` the largest room's size."""

    peer_words = "room"
    value_word = "digit"
    levels = LEVELS
    box_rule = "hidden_single_room"
    first_box = 0  # every unit is a room
    trial_upto = 2
    broken_words = (" twice ", " between them, fewer than ", " (its room has ")  # RippleMarks.contradiction's

    def __init__(self, puzzle):
        self.rows, self.cols = puzzle.rows, puzzle.cols
        self.rc = [divmod(i, self.cols) for i in range(self.rows * self.cols)]
        rooms = sorted(puzzle.rooms().values(), key=min)
        self.units = [(f"the room at {cell_name(min(cells))}", tuple(r * self.cols + c for r, c in sorted(cells)))
                      for cells in rooms]
        self.size = [0] * len(self.rc)
        for _, cells in self.units:
            for i in cells:
                self.size[i] = len(cells)
        self.n = max(self.size, default=1)
        self.join(len(self.rc))
        #: Per cell, the cells within its room's size along its row and column, ``(cells between, cell)``, nearest
        #: first (every position's marks read them: made once).
        self.nearby = [sorted(self.along(i, self.size[i])) for i in range(len(self.rc))]

    def flat(self, cell) -> int:
        return cell[0] * self.cols + cell[1]

    def digits_of(self, i: int):
        """1 to the size of cell ``i``'s room."""
        return range(1, self.size[i] + 1)

    def along(self, i: int, reach: int):
        """The cells within ``reach`` cells of ``i`` along its row and column, ``(cells between, cell)``, nearest
        first each way."""
        r, c = self.rc[i]
        for dr, dc in WAYS:
            for k in range(1, reach + 1):
                rr, cc = r + dr * k, c + dc * k
                if not (0 <= rr < self.rows and 0 <= cc < self.cols):
                    break
                yield k - 1, rr * self.cols + cc

    def seen(self, i: int, grid: list) -> dict:
        """The digits struck from empty cell ``i``: its room's (read from the room's cell holding each), then each
        digit n placed within n cells of it along its row or column (the nearest)."""
        seen = {grid[j]: j for j in self.units[self.unit_of[i][0]][1] if grid[j]}
        for between, j in self.nearby[i]:
            v = grid[j]
            if 0 < v <= self.size[i] and between < v and v not in seen:
                seen[v] = j
        return seen

    def near(self, i: int, d: int) -> set:
        """The cells a ``d`` in cell ``i`` rules ``d`` out of along its row and column (fewer than ``d`` cells
        between)."""
        return {j for _, j in self.along(i, d)}

    def seeing(self, digit: int, holding: list) -> str:
        """``the 3 at r3c5 lies within 3 cells of its other empty cells along a row or column`` (``the 1 at r1c2 is
        beside its other empty cells``): how a hidden single says the filled cells ``holding`` strike ``digit``."""
        many = len(holding) > 1
        who = f"the {digit}s at {self.names(holding)}" if many else f"the {digit} at {self.name(holding[0])}"
        if digit == 1:
            return f"{who} {'are' if many else 'is'} beside its other empty cells"
        return f"{who} {'lie' if many else 'lies'} within {digit} cells of its other empty cells along a row or column"

    def marks(self, grid: list) -> "RippleMarks":
        return RippleMarks(self, grid)

    def singles(self, marks) -> list:
        """The full houses, else the rooms' hidden singles, else the naked singles."""
        return hidden_singles(marks, True, full=True) or hidden_singles(marks, True) or naked_singles(marks)

    def eliminate(self, marks, order: int) -> bool:
        """Strike the digits of the first finding of the simplest of :data:`TECHNIQUES` that strikes any."""
        return sudoku_eliminate(marks, order, TECHNIQUES)


class RippleMarks(Marks):
    """A Ripple Effect position's pencil marks, told a contradiction of rule 2 or of a room's size too."""

    def contradiction(self):
        """As Sudoku's marks' (a digit twice in a room, a cell or a room's digit with no place left), or a digit
        larger than its room, or two equal digits n with fewer than n cells between them: ``(sentence, cells)``;
        None when there is none."""
        lay, grid = self.layout, self.grid
        for i, v in enumerate(grid):
            if v > lay.size[i]:
                return (f"{lay.name(i)} would hold {v}, not {digits_of(lay.size[i])} (its room has "
                        f"{counted(lay.size[i], 'cell')})"), [i]
            for between, j in lay.along(i, v):
                if j > i and grid[j] == v:
                    return (f"the {v}s at {lay.name(i)} and {lay.name(j)} would have {counted(between, 'cell')} "
                            f"between them, fewer than {v}"), [i, j]
        return super().contradiction()


def reach(marks: RippleMarks, order: int) -> list:
    """``[(Move, [(cell, digit) struck], Why relied on)]``: a digit n of a room whose places there all lie within n
    cells of a cell outside it, along a row or column, struck from that cell."""
    lay, out = marks.layout, []
    for u, (name, cells) in enumerate(lay.units):
        held = marks.placed(u)
        for d in range(1, len(cells) + 1):
            places = marks.places(u, d)
            if d in held or len(places) < 2:
                continue
            hit = set.intersection(*(lay.near(p, d) for p in places)) - set(cells)
            struck = [(j, d) for j in sorted(hit) if d in marks.cand[j]]
            if struck:
                cut = lay.names(j for j, _ in struck)
                move = Move("reach", LEVELS["reach"], f"reach: the {d} of {name} goes in {lay.names(places)}, each "
                            f"within {d} cells of {cut} along a row or column, so {cut} cannot be {d}", order,
                            marks.filled(u))
                out.append((move, struck, marks.struck([j for j in cells if j not in places], [d])))
    return out


def naked_singles(marks: RippleMarks) -> list:
    """The empty cells with one digit left, in a Ripple Effect's words: "r2c3 is 2: the room at r1c3 holds 1 to 3,
    its 1 and 3 are placed; 1 is ruled out: the 1 at r2c4 is next to it along row 2"."""
    lay, out = marks.layout, []
    for i, cand in enumerate(marks.cand):
        if len(cand) != 1 or marks.grid[i]:
            continue
        (d,) = cand
        others = [e for e in lay.digits_of(i) if e != d]
        why = marks.struck([i], others)
        room = lay.units[lay.unit_of[i][0]]
        inside = set(room[1])
        placed, near, struck = [], [], []
        for e in others:
            w = marks.why[(i, e)]
            (j,) = w.premises if not w.via and len(w.premises) == 1 else (None,)
            if j is None:
                struck.append(e)
            elif j in inside:
                placed.append(e)
            else:
                far = apart(lay, i, j)
                near.append(f"{e} is ruled out: the {e} at {lay.name(j)} is {far}"
                            + ("" if far.startswith("next") else f", fewer than {e}"))
        said = [f"{room[0]} holds 1 to {lay.size[i]}" + (f", its {listed(placed)} "
                                                         f"{'is' if len(placed) == 1 else 'are'} placed" if placed
                                                         else "")]
        said += near
        if struck:
            said.append(f"{listed(struck)} {'is' if len(struck) == 1 else 'are'} struck out")
        out.append(Single("naked_single", i, d, why, f"{lay.name(i)} is {d}: " + "; ".join(said)))
    return out


__all__ = ["Board", "LEVELS", "RippleMarks", "TECHNIQUES", "apart", "listed", "naked_singles", "reach"]
