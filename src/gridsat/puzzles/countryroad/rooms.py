"""Country Road's rules over rooms and sets of rooms beyond one cell's neighbours (:mod:`.deductions` runs them,
simplest first), each a consequence of the genre's rules (:mod:`.rules`: one loop, entering and leaving every room
once):

- ``room_path``: the loop visits a room's cells in one stretch, so a room it visits ``n`` cells of (its number, or the
  cells on the loop once all are decided) holds ``n - 1`` of the edges inside it: with ``n - 1`` drawn the others
  are off, with only ``n - 1`` not off they are drawn;
- ``one_door``: the loop passes from one room into a room beside it at most once (twice, it would close through the
  two alone, and the board has other rooms), so once one edge between them is drawn the others are off;
- ``crossings_even``: a closed loop crosses the line between two rows (or two columns), and the border of two rooms
  taken together, an even number of times, so the last undecided edge of such a cut is drawn when an odd number of
  the others are, and off otherwise.
"""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import State
from ..masyu.lattice import OFF, ON
from ..masyu.nodes import draw, drawn_said, is_are
from .lattice import RoomLattice
from .reading import cuts_in, rooms_in, split, visits


def _visited_words(b: RoomLattice, rid, n: int) -> str:
    """Why the loop visits ``n`` cells of a room: its number, or its cells all decided."""
    if rid in b.number:
        return f"{b.room_at(rid)} holds {n}"
    return f"the loop visits {n} of the cells of {b.room_at(rid)}, all decided"


def _stretch_words(b: RoomLattice, rid, n: int) -> str:
    """A room the loop visits ``n`` cells of and the edges its one stretch takes there, as a broken position names
    it: "1 edges inside the room at r3c1, which it visits 1 cells of" counted neither in the singular nor by the
    number it read (the cells on the loop were 3 where the room holds 1)."""
    why = f"which holds {n}" if rid in b.number else f"whose cells on the loop, all decided, are {n}"
    return (f"{b.room_at(rid)} ({why}: {counted(n, 'cell')} visited in one stretch "
            f"take{'s' if n == 1 else ''} {counted(n - 1, 'edge')})")


def _shown(b: RoomLattice, rid) -> list:
    """The points showing how many cells of a room the loop visits: its first cell (its number's room), or all."""
    return b.cells_of[rid][:1] if rid in b.number else list(b.cells_of[rid])


def room_path(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    if len(b.cells_of) < 2:
        return out
    for rid in rooms_in(s, scope):
        n = visits(b, g, rid)
        drawn, free, off = split(g, b.inner[rid])
        if not n or not free:
            continue
        stretch = (f"{_visited_words(b, rid, n)}, so the loop takes no edge inside it" if n == 1 else
                   f"{_visited_words(b, rid, n)}, and the loop visits its cells in one stretch, "
                   f"{counted(n - 1, 'edge')} inside the room")
        if len(drawn) == n - 1:
            out.append(b.step("room_path", f"{b.named(free)} {is_are(len(free))} off the loop: {stretch}"
                              + (f", and {b.named(drawn)} {is_are(len(drawn))} drawn" if drawn else ""),
                              dict.fromkeys(free, OFF), drawn + _shown(b, rid), 1))
        elif len(drawn) + len(free) == n - 1:
            decided = draw(b, g, free)
            out.append(b.step("room_path", f"{drawn_said(b, decided)}: {stretch}, and only {n - 1} of its edges "
                              f"{is_are(n - 1)} not off the loop", decided, off + _shown(b, rid), 1))
    return out


def _pairs(s: State, scope) -> list:
    """The pairs of rooms that touch (``doors``' keys) a pair's rule looks at: every one, or those with a room of
    ``scope``'s."""
    doors = s.board.doors
    if scope is None:
        return list(doors)
    near = set(scope.rooms)
    return [pair for pair in doors if pair[0] in near or pair[1] in near]


def one_door(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    if len(b.cells_of) < 3:
        return out
    for ra, rb in _pairs(s, scope):
        drawn, free, _ = split(g, b.doors[ra, rb])
        if len(drawn) == 1 and free:
            out.append(b.step("one_door", f"{b.named(free)} {is_are(len(free))} off the loop: the loop passes "
                              f"between {b.room_at(ra)} and {b.room_at(rb)} through {b.where(drawn[0])}, and it "
                              "passes between two rooms once (twice, it would close through them alone)",
                              dict.fromkeys(free, OFF), drawn, 1))
    return out


def crossings_even(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for words, edges in cuts_in(s, scope):
        drawn, free, off = split(g, edges)
        if len(free) != 1:
            continue
        counted = f"{len(drawn)} of its other {len(edges) - 1} edges {is_are(len(drawn))} drawn"
        if len(drawn) % 2:
            decided = draw(b, g, free)
            said = drawn_said(b, decided)
        else:
            decided, said = {free[0]: OFF}, f"{b.where(free[0])} is off the loop"
        out.append(b.step("crossings_even", f"{said}: the loop crosses {words} an even number of times, and "
                          f"{counted}", decided, drawn + off, 2))
    return out


def broken(b: RoomLattice, g: list, scope=None):
    """Why the position already breaks one of these rules: ``(sentence, points that show it)``, or None; the rooms
    and cuts of ``scope`` alone where given (:func:`.reading.nearby`)."""
    if len(b.cells_of) > 1:
        for rid in list(b.cells_of) if scope is None else scope.rooms:
            if not b.inner[rid]:
                continue
            n = visits(b, g, rid)
            drawn, free, off = split(g, b.inner[rid])
            if n and len(drawn) > n - 1:
                return (f"the loop would take {counted(len(drawn), 'edge')} inside {_stretch_words(b, rid, n)}",
                        drawn + _shown(b, rid))
            if n and len(drawn) + len(free) < n - 1:
                can = len(drawn) + len(free)  # ("only 0 edges" was said)
                return (f"{'no edge' if not can else 'only ' + counted(can, 'edge')} could be drawn inside "
                        f"{_stretch_words(b, rid, n)}", off + _shown(b, rid))
    state = State(b, g)
    if len(b.cells_of) > 2:
        for ra, rb in _pairs(state, scope):
            drawn = [e for e in b.doors[ra, rb] if g[e] == ON]
            if len(drawn) > 1:
                return (f"the loop would pass between {b.room_at(ra)} and {b.room_at(rb)} twice ({b.named(drawn)}), "
                        "closing through them alone", drawn)
    for words, edges in cuts_in(state, scope):
        if any(not g[e] for e in edges):
            continue
        drawn, _, off = split(g, edges)
        if len(drawn) % 2:
            times = "once" if len(drawn) == 1 else f"{len(drawn)} times"  # (was "rows 2 and 3 1 times")
            return f"the loop would cross {words} {times}, an odd number of times", drawn + off
    return None


__all__ = ["broken", "crossings_even", "one_door", "room_path"]
