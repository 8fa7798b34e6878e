"""Deductions over an exact-cover matrix, shared by every kind that places
pieces (polyomino packing, the calendar puzzle, Domino Fit).

The matrix: *cells* are primary items (each covered exactly once), *groups*
(pieces) are used ``need`` times (None: any number, like Domino Fit's
dominoes); an *option* is one placement of a group's piece on some cells.
A :class:`State` is the options placed so far.  The rules, each sound (an
option they rule out is in no answer, an option they force is in every
answer reachable from the state), simplest first:

1. an uncovered cell with one option left (``only_piece``), or a piece with
   one place left (``one_place``): that option is placed;
2. an option that, placed, would leave a cell no option can cover
   (``no_cover``), a piece nowhere to go, a region of free cells whose size
   no set of the pieces left adds up to (``dead_region``: for pentominoes,
   a size that is no multiple of 5; for dominoes an odd one), or that a
   kind's own :class:`Constraint` refutes (Domino Fit's targets) is ruled
   out; an item with one option not ruled out forces it;
3. a one-step trial: placing the option and following rule 1 reaches one of
   those contradictions.

Cells are numbered as bits ``r * (cols + 1) + c`` (a guard column keeps the
flood fill's shifts from wrapping).  Sentences name cells with the
``name`` callback.  Nothing here knows a kind.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Option:
    """One placement: ``group`` (the piece's name, or None when the group is
    unlimited), ``label`` (what a cell it covers shows), ``cells``
    (``(r, c)`` tuples), ``mask`` (their bits) and ``data`` (the kind's own
    form, e.g. a Placement or a domino)."""

    group: str | None
    label: str
    cells: tuple
    mask: int
    data: object = None


class Constraint:
    """A kind's extra rule (Domino Fit's line targets): it refutes options
    and spots contradictions; both answer ``(sentence, cells)`` or None."""

    level = 2
    rule = "constraint"

    def refute(self, state: "State", option: Option):
        """Why ``option`` cannot be placed in ``state`` (it is live), or None."""
        return None

    def broken(self, state: "State"):
        """Why ``state`` has no answer, or None."""
        return None


class Cover:
    """The static matrix.

    Args:
        rows, cols: the bounding box.
        cells: the primary cells (free cells to cover).
        options: :class:`Option` s (their ``mask`` may be 0: it is computed;
            an unlimited group's options have ``group`` None).
        need: ``{group: uses}`` for limited groups.
        name: ``f(cell) -> str`` for sentences (default ``rRcC`` from 1).
        constraints: extra :class:`Constraint` s.
        check: called every thousand options as they are built (to stop
            at a deadline by raising), or None.
    """

    def __init__(self, rows: int, cols: int, cells, options, need: dict, *, name=None, constraints=(), check=None):
        self.rows, self.cols, self.width = rows, cols, cols + 1
        self.cells = sorted(set(cells))
        self.full = 0
        for cell in self.cells:
            self.full |= self.bit(cell)
        self.options = []
        for k, o in enumerate(options):
            if check is not None and not k % 1000:
                check()
            self.options.append(Option(o.group, o.label, tuple(o.cells), self.mask(o.cells), o.data))
        self.need = dict(need)
        self.name = name or (lambda cell: f"r{cell[0] + 1}c{cell[1] + 1}")
        self.constraints = tuple(constraints)
        self.by_cell = {cell: [] for cell in self.cells}
        for k, o in enumerate(self.options):
            for cell in o.cells:
                self.by_cell[cell].append(k)
        sizes = {}
        for o in self.options:
            sizes[o.group] = len(o.cells)
        self.sizes = sizes

    def bit(self, cell) -> int:
        return 1 << (cell[0] * self.width + cell[1])

    def mask(self, cells) -> int:
        m = 0
        for cell in cells:
            m |= self.bit(cell)
        return m

    def cells_of(self, mask: int) -> list:
        out, k = [], 0
        while mask:
            if mask & 1:
                out.append(divmod(k, self.width))
            mask >>= 1
            k += 1
        return out

    def start(self, placed=()) -> "State":
        """The state with option indices ``placed`` placed."""
        state = State(self, 0, dict(self.need), [])
        for k in placed:
            state.place(k)
        return state


@dataclass
class State:
    """Options placed so far: ``covered`` (a cell mask), ``need`` (uses left
    per limited group), ``placed`` (option indices, in order)."""

    cover: Cover
    covered: int
    need: dict
    placed: list = field(default_factory=list)

    def copy(self) -> "State":
        return State(self.cover, self.covered, dict(self.need), list(self.placed))

    def place(self, k: int) -> None:
        o = self.cover.options[k]
        self.covered |= o.mask
        if o.group in self.need:
            self.need[o.group] -= 1
        self.placed.append(k)

    def fits(self, k: int) -> bool:
        o = self.cover.options[k]
        return not (o.mask & self.covered) and self.need.get(o.group, 1) > 0

    def live(self) -> list:
        """Indices of the options that still fit."""
        covered, need, out = self.covered, self.need, []
        for k, o in enumerate(self.cover.options):
            if not (o.mask & covered) and need.get(o.group, 1) > 0:
                out.append(k)
        return out

    @property
    def free(self) -> int:
        return self.cover.full & ~self.covered

    @property
    def done(self) -> bool:
        return not self.free


def items(state: State, live: list) -> list:
    """``[(item, options)]``: every uncovered cell ``("cell", (r, c))`` and
    every limited group still needed ``("group", name)`` with its live
    option indices (fewest first; on a tie a piece before a cell: "piece I fits
    in only one place" is the first thing a person sees)."""
    cover = state.cover
    by = {}
    for k in live:
        o = cover.options[k]
        for cell in o.cells:
            by.setdefault(("cell", cell), []).append(k)
        if o.group in state.need:
            by.setdefault(("group", o.group), []).append(k)
    out = [(("cell", c), by.get(("cell", c), [])) for c in cover.cells_of(state.free)]
    out += [(("group", g), by.get(("group", g), [])) for g, n in state.need.items() if n > 0]
    out.sort(key=lambda x: (len(x[1]), x[0][0] == "cell"))
    return out


def sums(state: State) -> set:
    """Region sizes the groups left can fill exactly (subset sums of their
    sizes, with multiplicity; unlimited groups any number of times), up to
    the free cells' count."""
    top = bin(state.free).count("1")
    reach = {0}
    for group, size in state.cover.sizes.items():
        n = state.need[group] if group in state.need else top // max(size, 1) if group is None else 0
        for _ in range(n):
            reach |= {s + size for s in reach if s + size <= top}
    return reach


def regions(state: State) -> list:
    """The connected regions of uncovered cells, as masks."""
    w, free, out = state.cover.width, state.free, []
    while free:
        region = free & -free
        while True:
            grown = (region | region << 1 | region >> 1 | region << w | region >> w) & free
            if grown == region:
                break
            region = grown
        out.append(region)
        free &= ~region
    return out


def contradiction(state: State, live: list | None = None):
    """Why ``state`` has no answer: ``(rule, sentence, cells)`` -- a cell no
    option covers, a piece with no place, a dead region, a constraint's
    contradiction -- or None."""
    cover = state.cover
    live = state.live() if live is None else live
    reach, groups = 0, set()
    for k in live:
        reach |= cover.options[k].mask
        groups.add(cover.options[k].group)
    bare = state.free & ~reach
    if bare:
        cell = cover.cells_of(bare & -bare)[0]
        return "no_cover", f"{cover.name(cell)} could not be covered", [cell]
    for g, n in state.need.items():
        if n > 0 and g not in groups:
            return "no_cover", f"piece {g} would fit nowhere", []
    fills = sums(state)
    for region in sorted(regions(state), key=lambda region: bin(region).count("1")):  # the smallest first: the one
        size = bin(region).count("1")  # cut off ("a region of 37 cells (r1c3...)" was named, not the pocket of 3)
        if size not in fills:
            sizes = {s for g, s in cover.sizes.items() if g is None or state.need.get(g, 0) > 0}
            why = ("an odd number" if sizes == {2} else f"not a multiple of {next(iter(sizes))}" if len(sizes) == 1
                   else "which no set of the pieces left fills")
            cells = cover.cells_of(region)
            return "dead_region", f"a region of {size} cell{'s' * (size != 1)} ({cover.name(cells[0])}...) " \
                                  f"would be cut off, {why}", cells
    for con in cover.constraints:
        found = con.broken(state)
        if found:
            return con.rule, found[0], found[1]
    return None


def refute(state: State, k: int):
    """Rule 2: why option ``k`` (live in ``state``) is in no answer, as
    ``(rule, sentence, cells)``, or None."""
    after = state.copy()
    after.place(k)
    for con in state.cover.constraints:
        found = con.refute(state, state.cover.options[k])
        if found:
            return con.rule, found[0], found[1]
    return contradiction(after)


def forced_once(state: State, live: list):
    """Rule 1: an item with one live option: ``(item, option index)`` or None."""
    for item, opts in items(state, live):
        if len(opts) == 1:
            return item, opts[0]
        if len(opts) > 1:
            return None
    return None


def trial(state: State, k: int, limit: int = 40):
    """Rule 3: place option ``k`` and follow rule 1 until a contradiction:
    ``(chain, (rule, sentence, cells))`` with ``chain`` the ``(item, option)``
    pairs rule 1 placed on the way, or None when none is reached."""
    probe = state.copy()
    probe.place(k)
    chain = []
    for _ in range(limit):
        live = probe.live()
        broken = contradiction(probe, live)
        if broken:
            return chain, broken
        found = forced_once(probe, live)
        if found is None:
            return None
        chain.append(found)
        probe.place(found[1])
    return None


__all__ = ["Constraint", "Cover", "Option", "State", "contradiction", "forced_once", "items", "refute", "regions",
           "sums", "trial"]
