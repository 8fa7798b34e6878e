"""What a Yajilin position says of its loop, read from its cells alone (the hints' state holds cells, not edges):
the free cells (no clue) and their neighbours, each arrow's ray, a cell's ways out, and the loop's pieces that
cells with two ways out force (the pieces read as every loop genre's hints read them:
:mod:`gridsat.puzzles.grid.loop_pieces`).

A cell on the loop (unshaded) with exactly two ways out (free neighbours not shaded) uses both: those two edges
are forced.  Forced edges join into *paths* (or a closed loop); no cell takes three (the loop never branches).
Cells are flat indices of a :class:`~gridsat.puzzles.grid.hinting.Board`; a clue cell's value is given as
unshaded (a wall the player cannot change, as Light Up's), so every rule asks :attr:`Shape.free` first.
"""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED, Board
from ..grid.loop_pieces import key, pieces
from . import clues as yc

_STEPS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


class Shape:
    """The board's fixed parts (built once a board, :func:`shape`).

    Attributes:
        free: ``free[i]`` True for a cell without a clue (shaded or on the loop).
        exits: ``exits[i]`` the free neighbours of cell ``i``.
        arrows: ``(cell, number, ray)`` for each arrow whose number is given, ``ray`` the free cells it points at
            (nearest first; a clue cell on the ray is never shaded, so it is left out).
        seeing: ``seeing[i]`` the indices into ``arrows`` of the arrows whose ray holds cell ``i``.
    """

    __slots__ = ("free", "exits", "arrows", "seeing")

    def __init__(self, board: Board):
        self.free = [v is None for v in board.clue]
        self.exits = [[j for j in board.near[i] if self.free[j]] for i in range(board.n)]
        self.arrows, self.seeing = [], [[] for _ in range(board.n)]
        for i, clue in enumerate(board.clue):
            arrow = yc.arrow_of(clue)
            if arrow is None or arrow[1] is None:
                continue
            (dr, dc), (r, c), ray = _STEPS[arrow[0]], board.rc[i], []
            r, c = r + dr, c + dc
            while 0 <= r < board.rows and 0 <= c < board.cols:
                j = r * board.cols + c
                if self.free[j]:
                    ray.append(j)
                    self.seeing[j].append(len(self.arrows))
                r, c = r + dr, c + dc
            self.arrows.append((i, arrow[1], ray))


def shape(board: Board) -> Shape:
    """The board's :class:`Shape` (cached on the board)."""
    found = board.__dict__.get("yajilin_shape")
    if found is None:
        found = board.yajilin_shape = Shape(board)
    return found


def ways_out(sh: Shape, g: list, i: int) -> list:
    """The free neighbours of ``i`` not shaded: the loop's possible ways out of ``i``."""
    return [j for j in sh.exits[i] if g[j] != SHADED]


def blockers(board: Board, sh: Shape, g: list, i: int) -> list:
    """The decided neighbours that take ways out from ``i``: its shaded neighbours and its clue cells."""
    return [j for j in board.near[i] if not sh.free[j] or g[j] == SHADED]


class Loop:
    """What the cells say of the loop's edges (:func:`closure`).

    Attributes:
        chosen: ``{(i, j): premises}`` the edges the loop must take (``i < j``), each with the decided cells
            that force it (a frozenset of indices).
        banned: ``{(i, j): (why, premises)}`` edges between cells not shaded that the loop cannot take: ``why``
            ``("full", x)`` (cell ``x`` already holds two edges) or ``("small", a, b, off)`` (joining the ends
            ``a`` and ``b`` of one piece would close a loop without the unshaded cell ``off``).
        broken: ``(sentence, premises)`` when the edges already break a rule, else None.
    """

    __slots__ = ("chosen", "banned", "broken", "at", "cut", "touched")

    def __init__(self):
        self.chosen, self.banned, self.broken, self.at = {}, {}, None, {}
        self.cut: dict = {}  # cell -> the neighbours its banned edges lead to (read at every look at a cell)
        self.touched: set = set()  # the cells of edges chosen since the pieces were last looked at

    def ban(self, i: int, j: int, why: tuple) -> None:
        self.banned[key(i, j)] = why
        self.cut.setdefault(i, set()).add(j)
        self.cut.setdefault(j, set()).add(i)

    def edges(self, i: int) -> list:
        """The cells ``i`` is joined to by chosen edges."""
        return self.at.get(i, [])

    def choose(self, i: int, j: int, premises) -> None:
        self.chosen[key(i, j)] = frozenset(premises)
        self.touched.update((i, j))
        self.at.setdefault(i, []).append(j)
        self.at.setdefault(j, []).append(i)


def ways_left(sh: Shape, g: list, loop: Loop, i: int) -> list:
    """The ways out of ``i`` the loop may still take: free neighbours not shaded, edges not banned."""
    cut = loop.cut.get(i, ())
    return [j for j in sh.exits[i] if g[j] != SHADED and j not in cut]


def why_not(board: Board, loop: Loop, i: int, j: int) -> str:
    """Why the edge between ``i`` and ``j`` is banned, in words."""
    why = loop.banned[key(i, j)]
    if why[0] == "full":
        return f"{board.where(why[1])} already holds its two loop edges"
    return (f"joining {board.where(why[1])} and {board.where(why[2])}, the ends of one piece of the loop, would "
            f"close a loop without {board.where(why[3])}")


def ban_premises(loop: Loop, i: int, sh: Shape) -> set:
    """The premises of every banned edge at ``i``."""
    out, banned = set(), loop.banned
    for j in loop.cut.get(i, ()):
        out |= banned[key(i, j)][-1]
    return out


def closure(board: Board, sh: Shape, g: list) -> Loop:
    """The loop's edges the cells force (cached on the board for the last position read): an unshaded cell with two
    ways left takes both; a cell holding two edges bans its others; the two ends of a piece side by side are not
    joined while an unshaded cell lies off it; repeated until nothing changes.  Each edge keeps its premises."""
    seen = tuple(g)
    cached = board.__dict__.get("yajilin_loop")
    if cached is not None and cached[0] == seen:
        return cached[1]
    loop, on = Loop(), [i for i in range(board.n) if sh.free[i] and g[i] == UNSHADED]
    unshaded, todo = set(on), list(reversed(on))  # (a cell is looked at again when an edge at it changes)
    while todo and loop.broken is None:
        while todo and loop.broken is None:
            i = todo.pop()
            if i not in unshaded:
                continue
            ways, held = ways_left(sh, g, loop, i), loop.edges(i)
            if len(held) > 2:
                loop.broken = (f"the loop would branch at {board.where(i)} (joined to {board.named(held)}, each join "
                               "forced by a cell with two ways out)",
                               set().union(*(loop.chosen[key(i, j)] for j in held)))
            elif len(ways) < 2:
                gone = ban_premises(loop, i, sh)
                loop.broken = (f"{board.where(i)} would be on the loop with fewer than two ways out"
                               + (" (the others taken by the joins the loop's cells force)" if gone else ""),
                               {i, *blockers(board, sh, g, i)} | gone)
            elif len(held) == 2 and len(ways) > 2:
                premises = loop.chosen[key(i, held[0])] | loop.chosen[key(i, held[1])] | {i}
                for j in ways:
                    if j not in held:
                        loop.ban(i, j, ("full", i, premises))
                        todo.append(j)
            elif len(ways) == 2 and len(held) < 2:
                premises = {i, *blockers(board, sh, g, i)} | ban_premises(loop, i, sh)
                for j in ways:
                    if j not in held:
                        loop.choose(i, j, premises)
                        todo.append(j)
                todo.append(i)
        if loop.broken is None:
            todo = _small_loops(board, sh, g, loop, on)
    board.yajilin_loop = (seen, loop)
    return loop


def _small_loops(board: Board, sh: Shape, g: list, loop: Loop, on: list) -> list:
    """Ban the edge joining the two ends of each piece side by side while an unshaded cell lies off it (a closed
    piece leaving one off: ``loop.broken``); the ends whose edges were banned.  Only the pieces holding an edge chosen
    since the last look (``loop.touched``): the others' ends, and so what they say, are as they were."""
    found = []
    touched, loop.touched = loop.touched, set()
    for path, closed in pieces(loop.at, touched):
        inside = set(path)
        off = next((i for i in on if i not in inside), None)
        if off is None:
            continue
        a, z = path[0], path[-1]
        if not closed and not (z in sh.exits[a] and g[a] == UNSHADED and g[z] == UNSHADED
                               and key(a, z) not in loop.banned and key(a, z) not in loop.chosen):
            continue
        premises = set().union(*(loop.chosen[key(x, y)] for x, y in zip(path, path[1:] + path[:1])
                                 if key(x, y) in loop.chosen)) | {off}
        if closed:
            loop.broken = (f"the loop through {board.named(path, 3)} would close without {board.where(off)}",
                           premises)
            return []
        loop.ban(a, z, ("small", a, z, off, premises | {a, z}))
        found += [a, z]
    return found


def path_premises(board: Board, sh: Shape, g: list, cells) -> list:
    """The cells a forced path rests on: its cells and every decided neighbour that takes a way out from one."""
    out = set(cells)
    for i in cells:
        out.update(blockers(board, sh, g, i))
    return sorted(out)


def runs(sh: Shape, g: list, ray: list) -> list:
    """The runs of ``ray``'s cells that may still be shaded (undecided, no shaded neighbour), each a list of cells
    side by side along the ray: a run of L cells holds at most (L + 1) // 2 shaded (never two side by side)."""
    out, run, last = [], [], None
    for j in ray:
        can = not g[j] and not any(g[k] == SHADED for k in sh.exits[j])
        if can and run and last is not None and j in sh.exits[last]:
            run.append(j)
        elif can:
            run = [j]
            out.append(run)
        else:
            run = []
        last = j
    return out


def ray_facts(board: Board, sh: Shape, g: list, arrow) -> tuple:
    """``(shaded, room, premises)`` of an arrow: its ray's shaded cells, how many more its runs could hold, and
    the decided cells this reads (the arrow, its ray's decided cells, the shaded neighbours that keep a ray cell
    from being shaded)."""
    cell, _, ray = arrow
    shaded = [j for j in ray if g[j] == SHADED]
    room = sum((len(run) + 1) // 2 for run in runs(sh, g, ray))
    premises = {cell, *(j for j in ray if g[j])}
    premises.update(k for j in ray if not g[j] for k in sh.exits[j] if g[k] == SHADED)
    return shaded, room, sorted(premises)


def arrow_word(board: Board, cell: int) -> str:
    """An arrow as its steps name it: ``the arrow 2> at r3c2``."""
    return f"the arrow {board.clue[cell]} at {board.where(cell)}"


__all__ = ["Loop", "Shape", "arrow_word", "ban_premises", "blockers", "closure", "key", "path_premises", "pieces",
           "ray_facts", "runs", "shape", "ways_left", "ways_out", "why_not"]
