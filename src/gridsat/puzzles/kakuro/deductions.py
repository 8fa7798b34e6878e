"""Kakuro techniques a person can follow, simplest first, each read from a run's sum and the digits already in
its cells (a position is flat, row-major: a white cell's digit, 0 undecided, :data:`CLUE` on a clue cell).  A run
"can hold" the digits of the sets of different digits that make its sum in its length
(:func:`~gridsat.constraints.sums.sum_combinations`) and hold the digits written in it, less those (no run holds a
digit twice); a cell's candidates are the digits both its runs can hold.  Each step names its runs and their sums,
and decides a digit.  The techniques, whose words a grade quotes:

1. ``last_cell``: a run with one undecided cell: that cell is its sum less the digits in the rest;
   ``unique_sum``: a cell one of whose runs has one set of digits left (16 in two is 7+9), where its other run
   allows one digit of that set alone.
2. ``naked_single``: a cell whose two runs, by their sums' sets of digits less the digits they hold, have one digit
   in common; ``hidden_single``: a digit a run must hold (in every set of digits its sum allows) that only one of
   its undecided cells can take.
3. ``combination``: a run whose sets of digits do not all fit its cells (a set fits when its missing digits can be
   given one a cell, each a candidate of its cell): a cell whose candidates, by the sets that fit, are one digit.

Where none decides a digit, a trial (:mod:`.stepping`): "if r2c3 were 7, then ... a run would hold 9 twice".
"""

from __future__ import annotations

import numbers
from functools import lru_cache

from ...constraints.sums import DIGITS, sum_combinations
from ...core.errors import cell_name

#: A clue cell's value in a position (no digit goes there).
CLUE = -1
#: Run lengths in words.
COUNTS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def digits_said(digits) -> str:
    """``1, 3, 5`` of ``digits`` (ascending), ``no digit`` when none."""
    return ", ".join(map(str, sorted(digits))) or "no digit"


class Board:
    """The board of a :class:`~.rules.KakuroPuzzle`, shared by every position of it: ``rows``, ``cols``, ``runs``
    (``(way, cells, total)``: ``way`` ``"across"`` or ``"down"``, flat cells in order, ``total`` an int or None),
    ``sum_cell[k]`` run ``k``'s clue cell (flat; None at the board's edge), ``of[i]`` the runs (indices) through white
    cell ``i``, ``white`` the white cells' flat indices, ``clue`` the
    flat cells a digit never goes in."""

    def __init__(self, puzzle):
        self.rows, self.cols = puzzle.rows, puzzle.cols
        self.runs = [(way, [r * self.cols + c for r, c in cells], total) for _, way, cells, total in puzzle.runs]
        self.sum_cell = [None if at is None else at[0] * self.cols + at[1] for at, _, _, _ in puzzle.runs]
        self.clue = {r * self.cols + c for r in range(self.rows) for c in range(self.cols)
                     if puzzle.clues[r][c] is not None}
        self.white = [i for i in range(self.rows * self.cols) if i not in self.clue]
        self.of = {i: [] for i in self.white}
        for k, (_, cells, _) in enumerate(self.runs):
            for i in cells:
                self.of[i].append(k)

    def rc(self, i: int) -> tuple:
        return divmod(i, self.cols)

    def name(self, i: int) -> str:
        return cell_name(divmod(i, self.cols))

    def run_name(self, k: int) -> str:
        """``the across run from r2c3 (16 in two)`` (``(no sum)`` for a run without one)."""
        way, cells, total = self.runs[k]
        said = "no sum" if total is None else f"{total} in {COUNTS[len(cells)]}"
        return f"the {way} run from {self.name(cells[0])} ({said})"

    def other_run(self, i: int, k: int) -> int:
        return next(j for j in self.of[i] if j != k)

    def premises(self, runs) -> set:
        """The cells of ``runs`` (indices) and their clue cells: what a step reading those runs rests on."""
        return {i for k in runs for i in self.runs[k][1]} | {self.sum_cell[k] for k in runs
                                                            if self.sum_cell[k] is not None}


def sets_holding(length: int, total: int, held: frozenset) -> tuple:
    """The sets of ``length`` different digits summing to ``total`` that hold every digit of ``held`` (a
    collection of whole numbers).

    Raises:
        ValueError: as :func:`~gridsat.constraints.sums.sum_combinations` for ``length`` and ``total``; a digit of
            ``held`` that is not a whole number.  Checked before the remembered answers are looked up (they are
            looked up by equal values: a length 2.0 asked after 2, or a digit True after 1, was given their answer).
        TypeError: ``held`` not a collection (a set met Python's "unhashable type").
    """
    sum_combinations(length, total)  # refuses a length or total that is not a whole number
    if isinstance(held, (str, bytes)) or not hasattr(held, "__iter__"):
        raise TypeError(f"held must be a collection of whole numbers, got {type(held).__name__}")
    odd = next((d for d in held if isinstance(d, bool) or not isinstance(d, numbers.Integral)), None)
    if odd is not None:
        raise ValueError(f"held: the digits must be whole numbers, got {odd!r}"[:200])
    return _sets_holding(int(length), None if total is None else int(total), frozenset(int(d) for d in held))


@lru_cache(maxsize=None)
def _sets_holding(length: int, total: int | None, held: frozenset) -> tuple:
    """:func:`sets_holding` of checked plain ints, remembered."""
    return tuple(s for s in sum_combinations(length, total) if held <= set(s))


class _Lazy(dict):
    """A dict whose missing keys are made by ``make(key)`` when first read (a run's marks, a cell's candidates:
    a step reads a few of a large board's)."""

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        value = self[key] = self.make(key)
        return value


class Marks:
    """What the runs of a position ``grid`` allow, each made when first read: ``held[k]`` the digits run ``k``
    holds, ``sets[k]`` its sum's sets of digits holding them (None: a run without a sum), ``can[k]`` the digits its
    undecided cells can take by them, ``cand[i]`` an undecided cell's candidates (both its runs' ``can``)."""

    def __init__(self, board: Board, grid: list):
        self.board, self.grid = board, grid
        self.held = _Lazy(lambda k: [grid[i] for i in board.runs[k][1] if grid[i] > 0])
        self.sets = _Lazy(self._sets)
        self.can = _Lazy(self._can)
        self.cand = _Lazy(lambda i: set.intersection(*(self.can[k] for k in board.of[i])))

    def _sets(self, k: int):
        _, cells, total = self.board.runs[k]
        return None if total is None else list(sets_holding(len(cells), total, frozenset(self.held[k])))

    def _can(self, k: int) -> set:
        sets = self.sets[k]
        return (set(DIGITS) if sets is None else {d for s in sets for d in s}) - set(self.held[k])

    def undecided(self, scope=None) -> list:
        """The undecided white cells (of ``scope``, flat cells, when given), in order."""
        cells = self.board.white if scope is None else sorted(i for i in scope if i in self.board.of)
        return [i for i in cells if not self.grid[i]]

    def open_cells(self, k: int) -> list:
        return [i for i in self.board.runs[k][1] if not self.grid[i]]

    def allows(self, k: int) -> str:
        """What run ``k`` allows, in words: ``the across run from r2c3 (16 in two) is 7+9, holding 9, so can hold 7``
        (its sets listed when four at most)."""
        name, sets, held = self.board.run_name(k), self.sets[k], self.held[k]
        holding = f", holding {digits_said(held)}," if held else ""
        if sets is None:
            return f"{name}{holding} can hold {digits_said(self.can[k])}"
        shown = " or ".join("+".join(map(str, s)) for s in sets[:4]) + (" or ..." if len(sets) > 4 else "")
        return f"{name} is {shown}{holding} so can hold {digits_said(self.can[k])}"

    def fits(self, cells: list, digits) -> bool:
        """Whether ``cells`` (undecided) can take the ``digits``, one a cell, each a candidate of its cell (a
        matching, by augmenting paths)."""
        digits = list(digits)
        if len(digits) != len(cells):
            return False
        owner: dict = {}

        def place(i: int, seen: set) -> bool:
            for d in digits:
                if d in self.cand[i] and d not in seen:
                    seen.add(d)
                    if d not in owner or place(owner[d], seen):
                        owner[d] = i
                        return True
            return False

        return all(place(i, set()) for i in cells)

    def loose(self, k: int) -> bool:
        """Whether run ``k``'s undecided cells all take every digit it can hold (then every set of its sum fits)."""
        return all(self.cand[i] == self.can[k] for i in self.open_cells(k))

    def any_fits(self, k: int) -> bool:
        """Whether some set of run ``k``'s sum fits its cells (see :meth:`fitting`)."""
        if self.sets[k] is None or self.loose(k):
            return self.sets[k] is None or bool(self.sets[k])
        held, cells = set(self.held[k]), self.open_cells(k)
        return any(self.fits(cells, sorted(set(s) - held)) for s in self.sets[k])

    def fitting(self, k: int) -> tuple:
        """``(sets that fit, {cell: digits it can take by them})`` of run ``k`` (with a sum): a set fits when its
        digits the run lacks can be given its undecided cells, one a cell, each a candidate of its cell."""
        held, cells, fit = set(self.held[k]), self.open_cells(k), []
        takes: dict = {i: set() for i in cells}
        if self.loose(k):
            return list(self.sets[k]), {i: set(self.cand[i]) for i in cells}
        for s in self.sets[k]:
            missing = sorted(set(s) - held)
            if not self.fits(cells, missing):
                continue
            fit.append(s)
            for i in cells:
                rest = [j for j in cells if j != i]
                takes[i] |= {d for d in missing if d in self.cand[i] and d not in takes[i]
                             and self.fits(rest, [x for x in missing if x != d])}
        return fit, takes


def _step(board: Board, rule: str, sentence: str, i: int, d: int, premises, level: int):
    from ...core.hints import Step

    return Step(rule, sentence, {board.rc(i): d}, sorted({board.rc(j) for j in premises if j != i}), level)


def runs_in(board: Board, scope) -> list:
    """The runs (indices, in order) through a cell of ``scope`` (flat cells; None: every run)."""
    if scope is None:
        return list(range(len(board.runs)))
    return sorted({k for i in scope for k in board.of.get(i, ())})


def last_cell(board: Board, m: Marks, scope=None) -> list:
    """The ``last_cell`` steps: a run with a sum and one undecided cell, whose sum less the rest is a digit it
    does not hold."""
    out = []
    for k in runs_in(board, scope):
        _, cells, total = board.runs[k]
        left = m.open_cells(k)
        if total is None or len(left) != 1:
            continue
        d = total - sum(m.held[k])
        if d in DIGITS and d not in m.held[k]:
            rest = "+".join(str(m.grid[i]) for i in cells if m.grid[i] > 0)
            other = "other cell" if len(cells) == 2 else "other cells"  # (a run of two "held 6 in its other cells")
            why = (f"holds {rest} in its {other}; {total} less {sum(m.held[k])} is {d}" if len(cells) > 1
                   else "is this cell alone")  # (a run of one cell "holds  in its other cells; 3 less 0 is 3")
            out.append(_step(board, "last_cell", f"{board.name(left[0])} is {d}: {board.run_name(k)} {why}", left[0],
                             d, board.premises([k]), 1))
    return out


def _singles(board: Board, m: Marks, scope, unique: bool) -> list:
    out = []
    for i in m.undecided(scope):
        cand = m.cand[i]
        if len(cand) != 1:
            continue
        runs = board.of[i]
        one = [k for k in runs if m.sets[k] is not None and len(m.sets[k]) == 1]
        if bool(one) != unique:
            continue
        (d,) = cand
        if len(runs) == 1:
            why = m.allows(runs[0])
        else:
            why = f"{m.allows(runs[0])}; {m.allows(runs[1])}; only {d} is in both"
        rule, level = ("unique_sum", 1) if unique else ("naked_single", 2)
        out.append(_step(board, rule, f"{board.name(i)} is {d}: {why}", i, d, board.premises(runs), level))
    return out


def unique_sum(board: Board, m: Marks, scope=None) -> list:
    """The ``unique_sum`` steps: a cell of one candidate, one of its runs having one set of digits left."""
    return _singles(board, m, scope, True)


def naked_single(board: Board, m: Marks, scope=None) -> list:
    """The ``naked_single`` steps: a cell of one candidate, neither of its runs down to one set."""
    return _singles(board, m, scope, False)


def hidden_single(board: Board, m: Marks, scope=None) -> list:
    """The ``hidden_single`` steps: a digit every set of a run's sum holds (and the run does not yet), one of its
    undecided cells alone able to take it (the others' other runs rule it out)."""
    out = []
    for k in runs_in(board, scope):
        if board.runs[k][2] is None or not m.sets[k]:
            continue
        must = set.intersection(*map(set, m.sets[k])) - set(m.held[k])
        left = m.open_cells(k)
        for d in sorted(must):
            places = [i for i in left if d in m.cand[i]]
            if len(places) != 1 or len(left) == 1:
                continue
            i = places[0]
            others = [j for j in left if j != i]
            said = "; ".join(f"{board.name(j)} cannot ({m.allows(board.other_run(j, k))})" if len(board.of[j]) > 1
                             else f"{board.name(j)} cannot" for j in others)
            runs = [k, *(board.other_run(j, k) for j in others if len(board.of[j]) > 1)]
            sets = " or ".join("+".join(map(str, s)) for s in m.sets[k][:4]) + (" or ..." if len(m.sets[k]) > 4
                                                                                  else "")
            out.append(_step(board, "hidden_single", f"{board.name(i)} is {d}: {board.run_name(k)} must hold {d} "
                             f"(it is {sets}), and only {board.name(i)} can take it: {said}", i, d,
                             board.premises(runs), 2))
    return out


def combination(board: Board, m: Marks, scope=None) -> list:
    """The ``combination`` steps: a cell whose candidates, by the sets of a run's sum that fit its cells, are one
    digit."""
    out = []
    for k in runs_in(board, scope):
        if board.runs[k][2] is None or not m.sets[k] or m.loose(k):
            continue
        fit, takes = m.fitting(k)
        if len(fit) == len(m.sets[k]) and all(takes[i] == m.cand[i] for i in takes):
            continue
        for i, digits in takes.items():
            if len(digits) != 1 or len(m.cand[i]) == 1:
                continue
            (d,) = digits
            left = [j for j in m.open_cells(k) if j != i]
            said = ", ".join(f"{board.name(j)} {digits_said(m.cand[j])}" for j in left)
            shown = " or ".join("+".join(map(str, s)) for s in fit)
            runs = [k, *(x for j in m.open_cells(k) for x in board.of[j] if x != k)]
            out.append(_step(board, "combination", f"{board.name(i)} is {d}: {board.run_name(k)} can be {shown} "
                             f"alone, its cells' candidates being {board.name(i)} {digits_said(m.cand[i])}"
                             + (f", {said}" if said else "") + f"; only {d} fits {board.name(i)}", i, d,
                             board.premises(runs), 3))
    return out


#: The rules in the order a person tries them (simplest first).
RULES = (last_cell, unique_sum, naked_single, hidden_single, combination)
last_cell.level = unique_sum.level = 1
naked_single.level = hidden_single.level = 2
combination.level = 3


def contradiction(board: Board, grid: list, scope=None, now: bool = False):
    """Why position ``grid`` breaks a rule: ``(sentence, flat cells)``, or None; looking at the runs through
    ``scope`` (flat cells; None: all).  ``now``: said of the position as it stands (a player's), not a trial's."""
    would = "" if now else "would "
    m = Marks(board, grid)
    for k in runs_in(board, scope):
        _, cells, total = board.runs[k]
        held = m.held[k]
        twice = sorted({d for d in held if held.count(d) > 1})
        if twice:
            return (f"{board.run_name(k)} {would}hold{'s' if now else ''} {twice[0]} twice",
                    [i for i in cells if grid[i] == twice[0]])
        if total is not None and not m.sets[k]:
            sofar = f" with {'+'.join(map(str, held))} in it" if held else ""
            return (f"{board.run_name(k)} {'can' if now else 'could'} not make {total}{sofar}",
                    [*cells, board.sum_cell[k]] if board.sum_cell[k] is not None else cells)
        if total is not None and all(m.cand[i] for i in m.open_cells(k)) and not m.any_fits(k):
            crossing = [x for i in m.open_cells(k) for x in board.of[i] if x != k]
            return (f"{board.run_name(k)} {'can' if now else 'could'} be none of its sets, its cells' candidates "
                    "being " + ", ".join(f"{board.name(i)} {digits_said(m.cand[i])}" for i in m.open_cells(k)),
                    sorted(board.premises([k, *crossing])))
    for i in m.undecided(scope):
        if not m.cand[i]:
            runs = board.of[i]
            return (f"{board.name(i)} {'can' if now else 'could'} take no digit: "
                    + "; ".join(m.allows(k) for k in runs), sorted(board.premises(runs)))
    return None


__all__ = ["CLUE", "RULES", "Board", "Marks", "combination", "contradiction", "digits_said", "hidden_single",
           "last_cell", "naked_single", "unique_sum"]
