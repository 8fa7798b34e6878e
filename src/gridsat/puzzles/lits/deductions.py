"""LITS deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: one L, I, T or S
tetromino of shaded cells in every region, no 2x2 block all shaded, the
shaded cells connected, two tetrominoes of one shape never sharing an edge),
the classic LITS techniques:

1. ``region_done``: a region holding its four shaded cells has its other
   cells unshaded; ``no_2x2``: three shaded cells of a 2x2 block make the
   fourth unshaded; ``unreachable``: a region's cells that no tetromino
   fitting it (on its cells not unshaded, over its shaded cells) covers are
   unshaded; ``overlap``: the cells every tetromino fitting a region covers
   are shaded; ``same_shape``: a cell beside a finished tetromino of another
   region, where every tetromino fitting its own region through it has the
   same shape, is unshaded (two tetrominoes of one shape never share an
   edge).
2. ``placements``: of the tetrominoes fitting a region, those that fill no
   2x2 block, touch no finished tetromino of their shape and leave the
   region to join the others all cover a cell (it is shaded) or none does
   (it is unshaded).
3. ``connect``: a cell whose unshading would cut the shaded cells apart is
   shaded (they are connected).
"""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, full_region_steps, no_2x2_steps, shaded_cut_steps
from .near import Scope, one_area


def givens(board: Board) -> list:
    """LITS gives no cell's shading: every cell starts undecided."""
    return [0] * board.n


class _Regions:
    """A board's regions as flat cells: ``cells``, ``name`` ("the region at
    rXcY", its first cell), ``of`` each cell's region, ``shapes`` each
    region's L, I, T and S placements ``(letter, cells)``, ``blocks`` the 2x2
    blocks meeting it and ``next`` the regions beside it."""

    def __init__(self, board: Board):
        cols, puzzle = board.cols, board.puzzle
        rooms = puzzle.rooms()
        ids = list(rooms)
        number = {rid: k for k, rid in enumerate(ids)}
        self.cells = [[r * cols + c for r, c in rooms[rid]] for rid in ids]
        self.name = [f"the region at {board.where(cells[0])}" for cells in self.cells]
        self.of = [0] * board.n
        for k, cells in enumerate(self.cells):
            for i in cells:
                self.of[i] = k
        self.shapes = [[] for _ in ids]
        for rid, letter, placed in puzzle.placements():
            self.shapes[number[rid]].append((letter, tuple(r * cols + c for r, c in placed)))
        self.blocks = [[] for _ in ids]  # each block under the regions it meets, in the board's order (every block
        for b in board.blocks:  # read once per region took 1.2 s on a 40x57 board, past a hint's time limit)
            for k in sorted({self.of[i] for i in b}):
                self.blocks[k].append(b)
        self.next = [sorted({self.of[nb] for i in cells for nb in board.near[i]} - {k})
                     for k, cells in enumerate(self.cells)]
        at = {}  # a cell's 2x2 blocks
        for block in board.blocks:
            for i in block:
                at.setdefault(i, []).append(block)
        #: per placement, the 2x2 blocks meeting it and its neighbours outside its region
        self.around = {placed: ({tuple(b) for i in placed for b in at.get(i, ())},
                                [nb for i in placed for nb in board.near[i] if self.of[nb] != self.of[placed[0]]])
                       for shapes in self.shapes for _, placed in shapes}
        #: per region, every cell :func:`_viable` reads: its own, its blocks' and its neighbouring regions'
        self.reach = [sorted(set(cells).union(*self.blocks[k], *(self.cells[m] for m in self.next[k])))
                      for k, cells in enumerate(self.cells)]
        self.reached_by = [[] for _ in range(board.n)]  # per cell, the regions whose ``reach`` holds it
        for k, cells in enumerate(self.reach):
            for i in cells:
                self.reached_by[i].append(k)


def _regions(board: Board) -> _Regions:
    if not hasattr(board, "lits_regions"):  # (cached on the board: the rules run many times a step)
        board.lits_regions = _Regions(board)
    return board.lits_regions


def _is(count: int) -> str:
    return "is" if count == 1 else "are"


def _fitting(g: list, cells: list, shapes: list) -> list:
    """The placements ``(letter, cells)`` on cells not unshaded that cover every shaded cell of the region."""
    shaded = [i for i in cells if g[i] == SHADED]
    return [(letter, placed) for letter, placed in shapes
            if all(g[i] != UNSHADED for i in placed) and all(i in placed for i in shaded)]


def _finished(s: State, k: int):
    """The letter of region ``k``'s tetromino when it holds four shaded cells forming one, else None."""
    from .rules import shape_of

    rg, g, rc = _regions(s.board), s.grid, s.board.rc
    shaded = [i for i in rg.cells[k] if g[i] == SHADED]
    return shape_of([rc[i] for i in shaded]) if len(shaded) == 4 else None


def _context(s: State, k: int) -> tuple:
    """What a fit of region ``k`` read, in words, and its cells: its shaded and unshaded cells."""
    b, g = s.board, s.grid
    cells = _regions(b).cells[k]
    shaded = [i for i in cells if g[i] == SHADED]
    unshaded = [i for i in cells if g[i] == UNSHADED]
    said = [f"over its shaded {b.named(shaded)}"] if shaded else []
    said += [f"off its unshaded {b.named(unshaded, 3)}"] if unshaded else []
    return (f" ({', '.join(said)})" if said else ""), shaded + unshaded


def nearby(board: Board, changed: list) -> Scope:
    """The :class:`~.near.Scope` of the cells ``changed`` since a stall (a position where no rule decides a cell
    and :func:`contradiction` is None).  Why looking there finds all the whole board would: a step the stall's
    rule found again decides no undecided cell (:func:`gridsat.core.hints.fresh` drops it), and each rule marked
    local reads, for one step, one region's cells (``region_done``, ``unreachable``, ``overlap``), a block
    (``no_2x2``), an undecided cell's region and the regions of its neighbours (``same_shape``: a cell outside
    ``shape`` reads no region holding a changed cell) or a region's ``reach`` (``placements``: :func:`_viable`
    reads nothing else).  Likewise each part of :func:`contradiction` -- a block, a region's count, two regions
    side by side, a region's viable placements -- not broken there stays so unless a changed cell is in what it
    reads; the areas of cells not unshaded are searched only where :func:`~.near.one_area` cannot tell."""
    return Scope(board, _regions(board), changed)


def region_done(s: State, scope: Scope | None = None) -> list:
    """The ``region_done`` steps; of the regions holding a changed cell of ``scope`` where given."""
    rg = _regions(s.board)
    ks = range(len(rg.cells)) if scope is None else scope.regions
    return full_region_steps(s, ((rg.name[k], rg.cells[k]) for k in ks), 4, "region_done", "its tetromino")


def no_2x2(s: State, scope: Scope | None = None) -> list:
    """The ``no_2x2`` steps; of the blocks of ``scope`` where given."""
    return no_2x2_steps(s, "no 2x2 block is all shaded (the other three cells of its block are)",
                        scope and scope.blocks)


def _by_fit(s: State, rule: str, value: int, scope: Scope | None) -> list:
    g, b, out = s.grid, s.board, []
    rg = _regions(b)
    for k in range(len(rg.cells)) if scope is None else scope.regions:
        cells = rg.cells[k]
        free = [i for i in cells if not g[i]]
        if not free:
            continue
        fits = _fitting(g, cells, rg.shapes[k])
        if not fits:  # (a contradiction's)
            continue
        if value == UNSHADED:
            found = [i for i in free if not any(i in placed for _, placed in fits)]
        else:
            found = [i for i in free if all(i in placed for _, placed in fits)]
        if found:
            said, read = _context(s, k)
            many = "both tetrominoes" if len(fits) == 2 else f"all {len(fits)} tetrominoes" if len(fits) > 2 \
                else "the one tetromino"  # ("all 2 tetrominoes that fit the region at r1c3 cover them")
            text = (f"no tetromino that fits {rg.name[k]}{said} covers {'it' if len(found) == 1 else 'them'}"
                    if value == UNSHADED else f"{many} that fit{'s' if len(fits) == 1 else ''} {rg.name[k]}{said} "
                    f"cover{'s' if len(fits) == 1 else ''} {'it' if len(found) == 1 else 'them'}")
            out.append(b.step(rule, f"{b.named(found)} {_is(len(found))} {b.names[value]}: {text}",
                              dict.fromkeys(found, value), read, 1))
    return out


def unreachable(s: State, scope: Scope | None = None) -> list:
    """The ``unreachable`` steps; of the regions holding a changed cell of ``scope`` where given."""
    return _by_fit(s, "unreachable", UNSHADED, scope)


def overlap(s: State, scope: Scope | None = None) -> list:
    """The ``overlap`` steps; of the regions holding a changed cell of ``scope`` where given."""
    return _by_fit(s, "overlap", SHADED, scope)


def same_shape(s: State, scope: Scope | None = None) -> list:
    """The ``same_shape`` steps; of the undecided cells of ``scope``'s ``shape`` where given."""
    g, b, out = s.grid, s.board, []
    rg = _regions(b)
    done = {}
    for i in s.free() if scope is None else [i for i in scope.shape if not g[i]]:
        k = rg.of[i]
        for nb in b.near[i]:
            m = rg.of[nb]
            if m == k or g[nb] != SHADED:
                continue
            if m not in done:
                done[m] = _finished(s, m)
            letter = done[m]
            if letter is None:
                continue
            through = [x for x, placed in _fitting(g, rg.cells[k], rg.shapes[k]) if i in placed]
            if through and all(x == letter for x in through):
                said, read = _context(s, k)
                tetromino = [j for j in rg.cells[m] if g[j] == SHADED]
                out.append(b.step("same_shape", f"{b.where(i)} is unshaded: it touches the {letter} of "
                                  f"{rg.name[m]} ({b.named(tetromino)}), and every tetromino that fits {rg.name[k]}"
                                  f"{said} through it is an {letter} too; two tetrominoes of one shape never share "
                                  "an edge", {i: UNSHADED}, read + tetromino, 1))
                break
    return out


def _viable(s: State, k: int, finished: dict) -> tuple:
    """Region ``k``'s fitting placements that fill no 2x2 block, touch no finished tetromino of their shape and
    have a neighbour outside the region not unshaded (when there are other regions): ``(placements, the
    decided cells read)``; ``finished`` caches :func:`_finished` per region."""
    g, b = s.grid, s.board
    rg = _regions(b)
    cache = b.__dict__.setdefault("lits_viable", {})  # (by the cells it reads as they stand: trials ask again)
    key = (k, bytes(g[i] for i in rg.reach[k]))
    if key not in cache:
        cache[key] = _viable_now(s, k, finished)
    return cache[key]


def _viable_now(s: State, k: int, finished: dict) -> tuple:
    g, rg = s.grid, _regions(s.board)
    cells = rg.cells[k]
    read = {i for i in cells if g[i]}
    for block in rg.blocks[k]:
        read.update(i for i in block if g[i] == SHADED)
    for m in rg.next[k]:
        if m not in finished:
            finished[m] = _finished(s, m)
        if finished[m] is not None:
            read.update(i for i in rg.cells[m] if g[i] == SHADED)
    lone = len(rg.cells) == 1
    out = []
    for letter, placed in _fitting(g, cells, rg.shapes[k]):
        blocks, outside = rg.around[placed]
        if any(all(i in placed or g[i] == SHADED for i in block) for block in blocks):
            continue
        if any(g[nb] == SHADED and finished.get(rg.of[nb]) == letter for nb in outside):
            continue
        if not lone and all(g[nb] == UNSHADED for nb in outside):
            read.update(outside)
            continue
        out.append((letter, placed))
    return out, read


def placements(s: State, scope: Scope | None = None) -> list:
    """The ``placements`` steps; of the regions of ``scope``'s ``fits`` where given."""
    g, b, out = s.grid, s.board, []
    rg, finished = _regions(b), {}
    for k in range(len(rg.cells)) if scope is None else scope.fits:
        cells = rg.cells[k]
        free = [i for i in cells if not g[i]]
        if not free:
            continue
        ways, read = _viable(s, k, finished)
        if not ways:  # (a contradiction's)
            continue
        always = [i for i in free if all(i in placed for _, placed in ways)]
        never = [i for i in free if not any(i in placed for _, placed in ways)]
        many = (f"the {len(ways)} that fill no 2x2 block, touch no finished tetromino of their shape and reach out "
                "of the region to join the others all" if len(ways) > 1 else
                "the one that fills no 2x2 block, touches no finished tetromino of its shape and reaches out of the "
                "region to join the others")
        for value, found in ((SHADED, always), (UNSHADED, never)):
            if found:
                them = "it" if len(found) == 1 else "them"
                verb = ("cover" if len(ways) > 1 else "covers") if value == SHADED else \
                    ("leave" if len(ways) > 1 else "leaves")
                out.append(b.step("placements", f"{b.named(found)} {_is(len(found))} {b.names[value]}: of the "
                                  f"tetrominoes that fit {rg.name[k]}, {many} {verb} {them}"
                                  f"{'' if value == SHADED else ' unshaded'}", dict.fromkeys(found, value),
                                  sorted(read), 2))
    return out


placements.level = 2  # (a trial's look-ahead of level-1 rules skips it: :func:`~..grid.stepping.next_rules`)


def connect(s: State) -> list:
    return shaded_cut_steps(s, "connect", lambda cell, inside, root: f"{cell} is shaded: the shaded cells are "
                            f"connected, and unshaded it would cut the shaded {inside} off from the shaded {root}")


#: The rules in the order a person tries them (simplest first).
RULES = (region_done, no_2x2, unreachable, overlap, same_shape, placements, connect)
for _rule in RULES[:-1]:  # (a trial from a stall passes the scope of its changes; ``connect`` reads the whole board)
    _rule.local = True


def _touch(b: Board, g: list, cells: list, others: list) -> bool:
    """Whether a shaded cell of ``cells`` shares an edge with a shaded cell of ``others``."""
    theirs = {i for i in others if g[i] == SHADED}
    return any(nb in theirs for i in cells if g[i] == SHADED for nb in b.near[i])


class _Finished(dict):
    """:func:`_finished` per region, each computed when first read."""

    def __init__(self, s: State):
        super().__init__()
        self.s = s

    def __missing__(self, k: int):
        self[k] = letter = _finished(self.s, k)
        return letter


def contradiction(s: State, scope: Scope | None = None):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None; looking only near the cells of ``scope``
    where given (:func:`nearby`: the same answer)."""
    g, b = s.grid, s.board
    rg, finished = _regions(b), _Finished(s)
    for block in b.blocks if scope is None else scope.blocks:
        if all(g[i] == SHADED for i in block):
            return f"the 2x2 block at {b.where(block[0])} would be all shaded", list(block)
    for k in range(len(rg.cells)) if scope is None else scope.regions:
        shaded = [i for i in rg.cells[k] if g[i] == SHADED]
        if len(shaded) > 4:
            return f"{rg.name[k]} would hold {len(shaded)} shaded cells, more than a tetromino's 4", shaded
    pairs = ((k, m) for k in range(len(rg.cells)) for m in rg.next[k] if m > k) if scope is None else \
        sorted({(min(k, m), max(k, m)) for k in scope.regions for m in rg.next[k]})
    for k, m in pairs:
        letter = finished[k]
        # (regions side by side whose tetrominoes do not touch break nothing: the answer of janko-lits-1 has two
        # such Ls, and a position with a mistake elsewhere was told they "share an edge")
        if letter is not None and finished[m] == letter and _touch(b, g, rg.cells[k], rg.cells[m]):
            both = [i for i in rg.cells[k] + rg.cells[m] if g[i] == SHADED]
            return f"the {letter} tetrominoes of {rg.name[k]} and {rg.name[m]} would share an edge", both
    for k in range(len(rg.cells)) if scope is None else scope.fits:
        ways, read = _viable(s, k, finished)
        if not ways and finished[k] is not None:  # (its 2x2 blocks and the same shapes it touches told above: a
            # region holding its tetromino was told "no L, I, T or S tetromino would fit" it)
            held = [i for i in rg.cells[k] if g[i] == SHADED]
            return (f"the {finished[k]} of {rg.name[k]} ({b.named(held)}) would be cut off from the other shaded "
                    "cells (no cell beside it outside its region is shaded or undecided)", sorted(read))
        if not ways:
            return f"no L, I, T or S tetromino would fit {rg.name[k]} any more", sorted(read)
    if scope is not None and one_area(s, rg, scope):
        return None
    label, parts = areas(b, [v != UNSHADED for v in g])
    needed = {}  # area -> (what must lie in it, the cells that show it)
    for i in range(b.n):
        if g[i] == SHADED and label[i] not in needed:
            needed[label[i]] = (f"the shaded {b.where(i)}", [i])
    for k, cells in enumerate(rg.cells):  # a region's tetromino lies in the one area holding its cells not unshaded
        held = {label[i] for i in cells if g[i] != UNSHADED}
        if len(held) == 1 and next(iter(held)) not in needed:
            needed[next(iter(held))] = (f"the tetromino of {rg.name[k]}", [i for i in cells if g[i] == UNSHADED])
    if len(needed) > 1:
        (first, (a, shown_a)), (_, (c, shown_c)) = sorted(needed.items())[:2]
        return (f"{a} and {c} could not be joined: unshaded cells wall them apart",
                shown_a + shown_c + s.touching(parts[first], UNSHADED))
    return None


__all__ = ["RULES", "Scope", "connect", "contradiction", "givens", "nearby", "no_2x2", "overlap", "placements",
           "region_done", "same_shape", "unreachable"]
