"""Country Road deductions a person can follow, simplest first (the logic of :mod:`gridsat.puzzles.grid.stepping`,
run on Masyu's lattice of cells and edges with the rooms laid over it, :mod:`.lattice`; levels of
:mod:`gridsat.core.hints`).

The rules are those solving guides teach from the genre's rules as Nikoli and puzz.link state them (one loop through
cell centres, through every room once, a room's number the cells it visits there, no two cells off the loop side by
side across a room border: :mod:`.rules`); each is a consequence of them:

1. the rules at one cell of any loop (:mod:`gridsat.puzzles.masyu.nodes`): ``line_ends``: a drawn edge's cells are
   on the loop; ``off_cell``: a cell off the loop has no edge; ``full_cell``: a cell with two edges drawn takes no
   other; ``two_exits``: a cell on the loop with just two edges not off uses both (a cell of degree 2 forced);
   ``dead_end``: a cell with fewer than two edges not off is off the loop; ``loop_closed``: once the drawn edges
   close a loop, no other cell or edge is on it; ``room_full``: a room whose number is reached has its other cells
   off the loop; ``room_short``: a room whose number needs every cell not off has them on the loop;
   ``off_across``: two cells off the loop are never side by side across a room border, so a cell beside one across
   the border is on the loop; ``entered_once``: a room the loop already enters and leaves (two of its border's
   edges drawn) has its other border crossings off; ``must_enter``: a room the loop has not yet left with only two
   border crossings not off uses both (the loop enters every room, and leaves it); ``room_path``: the loop visits a
   room's cells in one stretch, so a room it visits ``n`` cells of (its number, or its cells all decided) holds
   ``n - 1`` of the edges inside it: with ``n - 1`` drawn the others are off, with only ``n - 1`` not off they are
   drawn; ``one_door``: the loop passes between two rooms once (twice, it would close through the two alone), so
   once one edge between them is drawn the others are off.
2. ``crossings_even``: a closed loop crosses the line between two rows or two columns, and the border of two rooms
   together, an even number of times: the last undecided edge of such a cut is drawn when an odd number of the others
   are, off otherwise; ``small_loop``: an
   edge joining the two ends of a drawn piece is off while a cell on the loop lies off the piece or a room has no cell
   on it (it would close a loop without them).

``room_path``, ``one_door`` and ``crossings_even`` read rooms and sets of rooms (:mod:`.rooms`).  A trial from a
stalled position passes the rules marked ``local`` and :func:`contradiction` the scope of the points it
changed (:func:`.reading.nearby`: the cells of the changed edges and their rooms), and a closed loop is sought among
the drawn pieces through those cells alone (one closed elsewhere was closed in the stalled position); ``small_loop``
reads every piece (a cell put on the loop far away changes what an old piece may do).
"""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import State
from ..grid.loop_pieces import pieces
from ..masyu import deductions as masyu
from ..masyu.lattice import OFF, ON
from ..masyu.nodes import draw, drawn_said, is_are, node_rules
from ..masyu.reading import around, cells_in, joined, needed
from .lattice import RoomLattice, givens  # noqa: F401  (givens: the stepping's part of this logic)
from .reading import Scope, closed_pieces, facing_in, nearby, rooms_in, split  # noqa: F401  (Scope, nearby: the stepping's parts)
from .rooms import broken, crossings_even, one_door, room_path


def given_words(board: RoomLattice, i: int) -> str:
    """Why a given point keeps its value (a position that changes it is refused in these words)."""
    return "it is a grid corner, never drawn"


def room_full(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for rid in rooms_in(s, scope):
        number, cells = b.number.get(rid), b.cells_of[rid]
        if number is None:
            continue
        on = [i for i in cells if g[i] == ON]
        free = [i for i in cells if not g[i]]
        if len(on) == number and free:
            out.append(b.step("room_full", f"{b.named(free)} {is_are(len(free))} off the loop: {b.room_at(rid)} "
                              f"holds {number}, and the loop already visits {b.named(on)} there",
                              dict.fromkeys(free, OFF), on, 1))
    return out


def room_short(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for rid in rooms_in(s, scope):
        number, cells = b.number.get(rid), b.cells_of[rid]
        if number is None:
            continue
        off = [i for i in cells if g[i] == OFF]
        free = [i for i in cells if not g[i]]
        if free and len(cells) - len(off) == number:
            out.append(b.step("room_short", f"{b.named(free)} {is_are(len(free))} on the loop: {b.room_at(rid)} "
                              f"holds {number}, and only {number} of its cells {is_are(number)} not off the loop",
                              dict.fromkeys(free, ON), off or cells[:1], 1))
    return out


def off_across(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for off, other, _ in facing_in(s, scope):
        if g[off] == OFF and not g[other]:
            out.append(b.step("off_across", f"{b.where(other)} is on the loop: {b.where(off)}, beside it across a "
                              "room border, is off the loop, and two cells off the loop never meet across a border",
                              {other: ON}, [off], 1))
    return out


def entered_once(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    if len(b.cells_of) < 2:
        return out
    for rid in rooms_in(s, scope):
        drawn, free, _ = split(g, b.crossings[rid])
        if len(drawn) == 2 and free:
            out.append(b.step("entered_once", f"{b.named(free)} {is_are(len(free))} off the loop: the loop enters "
                              f"and leaves {b.room_at(rid)} through {b.named(drawn)}, and it passes through a room "
                              "once", dict.fromkeys(free, OFF), drawn, 1))
    return out


def must_enter(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    if len(b.cells_of) < 2:
        return out
    for rid in rooms_in(s, scope):
        drawn, free, off = split(g, b.crossings[rid])
        if free and len(drawn) + len(free) == 2:
            decided = draw(b, g, free)
            out.append(b.step("must_enter", f"{drawn_said(b, decided)}: the loop enters and leaves "
                              f"{b.room_at(rid)} once, and its only border crossings left are "
                              f"{b.named(drawn + free)}", decided, drawn + off, 1))  # (none: the room's walls alone)
    return out


def _missing(b: RoomLattice, g: list, inside: set):
    """A cell on the loop off ``inside`` (cell points), else a room with no cell in it (its first cell), else None:
    what a loop closed through ``inside`` alone would leave out, in words and a point."""
    cell = next((i for i in needed(b, g) if i not in inside), None)
    if cell is not None:
        return b.where(cell), cell
    rid = next((rid for rid, cells in b.cells_of.items() if not inside.intersection(cells)), None)
    return (None if rid is None else (b.room_at(rid), b.cells_of[rid][0]))


def loop_closed(s: State, scope=None) -> list:
    g, b = s.grid, s.board
    closed = closed_pieces(b, g, cells_of(scope))
    if not closed or any(_missing(b, g, set(path)) for path in closed):
        return []  # (none, or a contradiction: a closed loop leaves a cell on the loop or a room out)
    return masyu.loop_closed(s, scope)  # (Masyu's step, its words, once a piece is closed)


def small_loop(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for path, closed in pieces(joined(b, g)):
        a, z = path[0], path[-1]
        if closed or len(path) < 3:
            continue
        edge = next((e for d, (e, x) in b.edges[a].items() if x == z), None)
        if edge is None or g[edge]:
            continue
        missing = _missing(b, g, set(path))
        if missing is None:
            continue
        drawn = [e for x, y in zip(path, path[1:]) for e, w in b.edges[x].values() if w == y]
        out.append(b.step("small_loop", f"{b.where(edge)} is off the loop: it joins {b.where(a)} and {b.where(z)}, "
                          f"the ends of one drawn piece ({len(drawn)} edges), and would close a loop without "
                          f"{missing[0]}", {edge: OFF}, drawn + [missing[1]], 2))
    return out


#: The rules at one cell of the loop (:mod:`gridsat.puzzles.masyu.nodes`), in Country Road's words (Masyu's).
line_ends, off_cell, full_cell, two_exits, dead_end = node_rules(cells_in, "cell", "edges", "out")

#: The rules in the order a person tries them (simplest first).
RULES = (line_ends, loop_closed, off_cell, full_cell, two_exits, dead_end, room_full, room_short, off_across,
         entered_once, must_enter, room_path, one_door, crossings_even, small_loop)
crossings_even.level = small_loop.level = 2
for _rule in (line_ends, loop_closed, off_cell, full_cell, two_exits, dead_end, room_full, room_short, off_across,
              entered_once, must_enter, room_path, one_door, crossings_even):
    _rule.local = True  # (a trial from a stalled position passes the scope of its changes: :func:`nearby`)


def cells_of(scope):
    """A scope's cell points (None: no scope, every cell)."""
    return None if scope is None else scope.cells


def contradiction(s: State, scope=None):
    """Why the position already breaks a rule: ``(sentence, points that show it)``, or None; the cells', rooms' and
    pairs' checks near ``scope`` alone where given (:func:`nearby`: the same answer), a closed piece among those
    through its cells."""
    g, b = s.grid, s.board
    for i in cells_in(s, scope):
        drawn, free, off = around(b, g, i)
        if len(drawn) > 2:
            return f"the loop would branch at {b.where(i)} ({b.named(drawn)})", drawn
        if (drawn or g[i] == ON) and len(drawn) + len(free) < 2:
            return f"{b.where(i)} would be on the loop with fewer than two ways out", ([i] if g[i] else drawn) + off
        if g[i] == OFF and drawn:
            return f"{b.where(i)} would be off the loop with {b.where(drawn[0])} drawn", [i, drawn[0]]
    for rid in rooms_in(s, scope):
        cells = b.cells_of[rid]
        on = [i for i in cells if g[i] == ON]
        off = [i for i in cells if g[i] == OFF]
        number = b.number.get(rid)
        if number is not None and len(on) > number:
            return f"the loop would visit {len(on)} cells of {b.room_at(rid)}, which holds {number}", on
        if number is not None and len(cells) - len(off) < number:
            free = len(cells) - len(off)  # ("only 0 cells" was said)
            return f"{'no cell' if not free else 'only ' + counted(free, 'cell')} of {b.room_at(rid)}, which holds " \
                   f"{number}, could be on the loop", off
        if len(off) == len(cells):
            return f"the loop would miss {b.room_at(rid)}", off
        if len(b.cells_of) > 1:
            edges = b.crossings[rid]
            drawn = [e for e in edges if g[e] == ON]
            if len(drawn) > 2:
                return f"the loop would pass through {b.room_at(rid)} more than once ({b.named(drawn)})", drawn
            if sum(g[e] != OFF for e in edges) < 2:
                return f"the loop could not enter and leave {b.room_at(rid)}", [e for e in edges if g[e] == OFF]
    for a, c, _ in facing_in(s, scope):
        if g[a] == OFF and g[c] == OFF:
            return f"{b.where(min(a, c))} and {b.where(max(a, c))}, across a room border, would both be off the " \
                   "loop", [min(a, c), max(a, c)]
    found = broken(b, g, scope)
    if found is not None:
        return found
    for path in closed_pieces(b, g, cells_of(scope)):
        missing = _missing(b, g, set(path))
        if missing is not None:
            drawn = [e for x, y in zip(path, path[1:] + path[:1]) for e, w in b.edges[x].values() if w == y]
            return f"the loop through {b.named(path, 3)} would close without {missing[0]}", drawn + [missing[1]]
    return None


__all__ = ["RULES", "Scope", "contradiction", "crossings_even", "dead_end", "entered_once", "full_cell",
           "given_words", "givens", "line_ends", "loop_closed", "must_enter", "nearby", "off_across", "off_cell",
           "one_door", "room_full", "room_path", "room_short", "small_loop", "two_exits"]
