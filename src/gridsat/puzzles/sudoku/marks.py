"""A Sudoku's pencil marks (candidates) with the reason each digit was struck
out, and the singles they leave: the state the hint techniques of
:mod:`.deductions` work on.

Cells are flat indices ``r * n + c``.  Every struck digit ``(cell, d)`` keeps
a :class:`Why`: the filled cells it was read from and the technique findings
(:class:`Move`) it follows from, so a single found after eliminations names
each elimination it needs and lists every cell read as a premise (the rules
are those of :mod:`.rules`: each row, column and box holds each digit once).
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import box_shape


@dataclass(frozen=True)
class Move:
    """One finding of an elimination technique (pointing, a naked pair...).

    Attributes:
        rule: the technique's key (``"pointing"``...); level: its rank (2 medium, 3 hard).
        sentence: what it finds, in words; order: when it was found (sentences keep that order).
        premises: the filled cells it reads itself (indices), besides the struck digits it relies on.
    """

    rule: str
    level: int
    sentence: str
    order: int
    premises: frozenset = frozenset()


@dataclass(frozen=True)
class Why:
    """Why a digit is struck from a cell: ``premises`` (filled cells read, indices) and ``via`` (the
    :class:`Move` s it follows from, in the order found; empty: a filled peer holds the digit)."""

    premises: frozenset
    via: tuple = ()


def combined(whys, move: Move | None = None) -> Why:
    """One :class:`Why` of several (their cells and moves), with ``move`` last."""
    cells, moves = set(), {}
    for why in whys:
        cells |= why.premises
        for m in why.via:
            moves[m.order] = m
    if move is not None:
        cells |= move.premises
        moves[move.order] = move
    return Why(frozenset(cells), tuple(moves[k] for k in sorted(moves)))


class Layout:
    """The cells and units of an ``n x n`` Sudoku: ``units`` as ``(name, cells)`` (rows, then columns, then
    boxes, numbered from 1 in reading order), ``unit_of[i]`` the three units of cell ``i``, ``peers[i]``."""

    def __init__(self, n: int):
        br, bc = box_shape(n)
        self.n = n
        self.rc = [(r, c) for r in range(n) for c in range(n)]
        rows = [(f"row {r + 1}", tuple(r * n + c for c in range(n))) for r in range(n)]
        cols = [(f"column {c + 1}", tuple(r * n + c for r in range(n))) for c in range(n)]
        boxes = [(f"box {b + 1}", tuple((b // (n // bc) * br + i) * n + b % (n // bc) * bc + j
                                        for i in range(br) for j in range(bc))) for b in range(n)]
        self.units = rows + cols + boxes
        self.join(n * n)

    def join(self, size: int) -> None:
        """Each of ``size`` cells' units (``unit_of``), peers and witnesses, from :attr:`units`."""
        self.unit_of = [[] for _ in range(size)]
        for u, (_, cells) in enumerate(self.units):
            for i in cells:
                self.unit_of[i].append(u)
        self.peers = [sorted({j for u in self.unit_of[i] for j in self.units[u][1]} - {i}) for i in range(size)]
        #: Per cell, its box's, column's and row's other cells in that order (a digit's witness: the last read).
        self.witnesses = [[j for u in reversed(self.unit_of[i]) for j in self.units[u][1] if j != i]
                          for i in range(size)]

    #: The rule of a hidden single in a unit from :attr:`first_box` on (a box's; a genre of rooms names its own).
    box_rule = "hidden_single_box"

    @property
    def first_box(self) -> int:
        """The index of the first box among :attr:`units` (after the rows and columns)."""
        return 2 * self.n

    #: How a single's sentence names a cell's peers ("its row, column and box hold 1, 2").
    peer_words = "row, column and box"
    #: What a cell holds, in a single's words ("the only digit left for it").
    value_word = "digit"
    #: The hardest technique a trial's chain runs (1: singles alone).
    trial_upto = 1
    #: Words of a :meth:`Marks.contradiction` that is a rule the position already breaks (a digit twice in a unit),
    #: not a cell or digit left nowhere to go: a position with mistakes is told it.
    broken_words = (" twice ",)

    def digits_of(self, i: int):
        """The digits cell ``i`` may hold before any is struck: 1 to :attr:`n` (a genre of rooms of many sizes
        narrows it a cell)."""
        return range(1, self.n + 1)

    def seen(self, i: int, grid: list) -> dict:
        """``{digit: filled cell}``: the digits filled cells of ``grid`` strike from empty cell ``i``, each with the
        cell it is read from (its peers': the row's first, then the column's, then the box's)."""
        seen = {}
        for j in self.witnesses[i]:  # box, column, row: the row's witness kept, then the column's
            if grid[j]:
                seen[grid[j]] = j
        return seen

    def seeing(self, digit: int, holding: list) -> str:
        """``the 5s in r1c3, r4c1 see its other empty cells``: how a hidden single says the filled cells ``holding``
        (indices) strike ``digit`` from its unit's other cells."""
        if len(holding) > 1:
            return f"the {digit}s in {self.names(holding)} see its other empty cells"
        return f"the {digit} in {self.name(holding[0])} sees its other empty cells"

    def flat(self, cell) -> int:
        """The index of the cell ``(row, col)`` of :attr:`rc`."""
        return cell[0] * self.n + cell[1]

    @property
    def levels(self) -> dict:
        """Each rule's level (:data:`~.deductions.LEVELS`; a genre of other rules has its own)."""
        from .deductions import LEVELS

        return LEVELS

    def marks(self, grid: list) -> "Marks":
        """The pencil marks of ``grid`` (:class:`Marks`; a genre of more rules than the digits' makes its own)."""
        return Marks(self, grid)

    def singles(self, marks: "Marks") -> list:
        """The singles of the simplest kind that finds any (:func:`~.deductions.singles`)."""
        from .deductions import singles

        return singles(marks)

    def eliminate(self, marks: "Marks", order: int) -> bool:
        """Strike the first finding of the simplest elimination (:func:`~.deductions.eliminate`)."""
        from .deductions import eliminate

        return eliminate(marks, order)

    def name(self, i: int) -> str:
        """``rRcC``, rows and columns from 1."""
        r, c = self.rc[i]
        return f"r{r + 1}c{c + 1}"

    def names(self, cells) -> str:
        return ", ".join(self.name(i) for i in sorted(cells))


class Marks:
    """The candidates of each empty cell of ``grid`` (flat, 0 empty): its layout's digits (:meth:`Layout.digits_of`),
    each digit a filled cell strikes struck out (its :class:`Why` that cell, :meth:`Layout.seen`)."""

    def __init__(self, layout: Layout, grid: list):
        self.layout, self.grid = layout, grid
        self.cand = [set() for _ in grid]
        self.why: dict = {}
        for i, v in enumerate(grid):
            if v:
                continue
            seen = layout.seen(i, grid)
            self.cand[i] = set(layout.digits_of(i)) - set(seen)
            for d, j in seen.items():
                self.why[(i, d)] = Why(frozenset((j,)))

    def strike(self, i: int, d: int, why: Why) -> bool:
        """Strike ``d`` from cell ``i`` for ``why``; False when it was not a candidate."""
        if d not in self.cand[i]:
            return False
        self.cand[i].discard(d)
        self.why[(i, d)] = why
        return True

    def places(self, u: int, d: int) -> list:
        """The empty cells of unit ``u`` where ``d`` is still a candidate."""
        return [j for j in self.layout.units[u][1] if d in self.cand[j]]

    def placed(self, u: int) -> set:
        """The digits unit ``u`` holds."""
        return {self.grid[j] for j in self.layout.units[u][1] if self.grid[j]}

    def filled(self, u: int) -> frozenset:
        return frozenset(j for j in self.layout.units[u][1] if self.grid[j])

    def struck(self, cells, digits) -> Why:
        """The reasons ``digits`` are struck from each of ``cells`` (the empty ones), combined."""
        return combined(self.why[(j, d)] for j in cells if not self.grid[j] for d in digits if (j, d) in self.why)

    def contradiction(self):
        """``(sentence, cell indices)`` when the grid already breaks a rule or leaves a cell or a digit nowhere to go
        (a digit twice in a unit; an empty cell with no candidate; a unit with no cell for a digit), else None."""
        lay, n = self.layout, self.layout.n
        for name, cells in lay.units:
            held = {}
            for j in cells:
                if self.grid[j] in held:
                    return f"{name} would hold {self.grid[j]} twice ({lay.names([held[self.grid[j]], j])})", \
                        [held[self.grid[j]], j]
                if self.grid[j]:
                    held[self.grid[j]] = j
        for i, v in enumerate(self.grid):
            if not v and not self.cand[i]:
                return f"{lay.name(i)} would have no digit left", sorted(self.struck([i], range(1, n + 1)).premises)
        for u, (name, cells) in enumerate(lay.units):
            held = self.placed(u)
            for d in range(1, len(cells) + 1):  # (a unit of k cells holds 1 to k: every Sudoku unit n)
                if d not in held and not self.places(u, d):
                    why = self.struck(cells, [d])
                    return f"{name} would have no cell for {d}", sorted(why.premises | self.filled(u))
        return None


__all__ = ["Layout", "Marks", "Move", "Why", "combined"]
