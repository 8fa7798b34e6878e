"""Slitherlink deductions a person can follow, simplest first (the logic of :mod:`gridsat.puzzles.grid.stepping`, run
on the lattice of grid points, edges and cells, :mod:`.lattice`; levels of :mod:`gridsat.core.hints`).

The rules are the techniques solving guides teach from the genre's rules as Nikoli and janko.at's Slitherlink page
(https://www.janko.at/Raetsel/Slitherlink/) state them -- one closed loop along the grid's lines, each number the
count of its cell's sides on it -- each a consequence of :mod:`.rules`:

1. ``line_ends``: a drawn edge's grid points are on the loop; ``loop_closed``: once the drawn edges close a loop,
   no other edge or grid point is on it; ``off_point``: a grid point off the loop has no edge; ``full_point``: a
   grid point with two edges drawn takes no other; ``two_exits``: a grid point on the loop with just two edges that
   are not off uses both (one with an edge drawn and one other way on, likewise); ``dead_end``: a grid point with
   fewer than two edges that are not off is off the loop, and its edges; ``number_full``: a number with as many
   sides drawn as it says has its other sides off (a 0's four sides are off); ``number_needs``: a number with just as
   many sides not off as it says has them all drawn.
2. ``threes_beside``: two 3s side by side take the side between them and the two sides parallel to it, and the
   line through their shared side goes no further (where the box round the two alone is not the loop: a number it
   would not give its count, a line drawn off it); ``threes_diagonal``: two 3s touching at a corner each take the
   two sides at their far corners; ``corner``: of the ways a number's sides and the lines outside it at one of its
   corners can lie (the number's count of sides; the corner two lines or none), what all agree on is so (a 1 in the
   board's corner leaves its two sides there off, a 3 draws them; a line into a 3's corner draws its far sides);
   ``parity``: the loop crosses each row and each column of cells an even number of times (it is closed, and the
   board's edge lies outside it), so a row's last undecided edge across it makes the count even; ``small_loop``: an
   edge joining the two ends of a drawn piece is off while the loop it would close leaves something out (a grid
   point on the loop or a drawn edge off it, a number without its count).

A trial from a stalled position passes the rules marked ``local`` and :func:`contradiction` the scope of the points
it changed (:func:`.reading.nearby`: the grid points of the changed edges, the numbers with a side or a corner among
them, the rows and columns they cross), and a closed loop is sought among the drawn pieces through them alone (one
closed elsewhere was closed in the stalled position); ``small_loop`` reads every piece.
"""

from __future__ import annotations

from ..grid.hinting import State
from ..grid.loop_pieces import pieces
from .lattice import OFF, ON, SlitherLattice, givens  # noqa: F401  (givens: the stepping's part of this logic)
from .numbers import (corner, number_full, number_needs, number_wrong, parity, parity_wrong,  # noqa: F401
                      threes_beside, threes_diagonal)
from ..masyu.nodes import draw, drawn_said, is_are as _is, node_rules  # noqa: F401  (draw, drawn_said: listed)
from .reading import (Scope, around, joined, left_out, loop_edges_of, nearby, points_in,  # noqa: F401
                      words)  # (Scope, nearby: the stepping's parts of this logic)


def given_words(board: SlitherLattice, i: int) -> str:
    """Why a given point keeps its value (a position that changes it is refused in these words)."""
    return "the f flag puts every grid point on the loop" if i in board.edges else "it is a cell, never drawn"


def loop_closed(s: State, scope=None) -> list:
    g, b = s.grid, s.board
    for path, closed in pieces(joined(b, g, None if scope is None else scope.points)):
        if not closed:
            continue
        drawn = loop_edges_of(b, path, True)
        if left_out(b, g, path, drawn) is not None:
            return []  # (a contradiction: :func:`_closed`)
        inside = set(path)  # (its own grid points, still undecided, were called off the loop it closes)
        free = [i for i, v in enumerate(g) if not v and i not in inside]
        return [b.step("loop_closed", f"{b.named(free)} {_is(len(free))} off the loop: the drawn edges close a loop "
                       f"through {b.named(path, 3)}, the one loop", dict.fromkeys(free, OFF), drawn, 1)] \
            if free else []
    return []


def small_loop(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for path, closed in pieces(joined(b, g)):
        a, z = path[0], path[-1]
        if closed or len(path) < 4:
            continue
        edge = next((e for e, x in b.edges[a].values() if x == z), None)
        if edge is None or g[edge]:
            continue
        drawn = loop_edges_of(b, path, False)
        wrong = left_out(b, g, path, drawn + [edge])
        if wrong is None:
            continue
        out.append(b.step("small_loop", f"{b.where(edge)} is off the loop: it joins {b.where(a)} and {b.where(z)}, "
                          f"the ends of one drawn piece ({len(drawn)} edges), and would close a loop {wrong[0]}",
                          {edge: OFF}, drawn + wrong[1], 2))
    return out


#: The rules at one grid point of the loop (:mod:`gridsat.puzzles.masyu.nodes`), in Slitherlink's words.
line_ends, off_point, full_point, two_exits, dead_end = node_rules(points_in, "point", "lines", "on")

#: The rules in the order a person tries them (simplest first).
RULES = (line_ends, loop_closed, off_point, full_point, two_exits, dead_end, number_full, number_needs,
         threes_beside, threes_diagonal, corner, parity, small_loop)
for _rule in (threes_beside, threes_diagonal, corner, parity, small_loop):
    _rule.level = 2
for _rule in (line_ends, loop_closed, off_point, full_point, two_exits, dead_end, number_full, number_needs, corner,
              parity):
    _rule.local = True  # (a trial from a stalled position passes the scope of its changes: :func:`nearby`)


def contradiction(s: State, scope=None):
    """Why the position already breaks a rule: ``(sentence, points that show it)``, or None; the grid points', the
    numbers' and the lines' checks near ``scope``'s points alone where given (:func:`nearby`: the same answer), a
    closed piece among those through them."""
    g, b = s.grid, s.board
    for i in points_in(s, scope):
        drawn, free, off = around(b, g, i)
        if len(drawn) > 2:
            return f"the loop would branch at {b.where(i)} ({b.named(drawn)})", drawn
        if (drawn or g[i] == ON) and len(drawn) + len(free) < 2:
            return f"{b.where(i)} would be on the loop with fewer than two ways on", ([i] if g[i] else drawn) + off
        if g[i] == OFF and drawn:
            return f"{b.where(i)} would be off the loop with {b.where(drawn[0])} drawn", [i, drawn[0]]
    broken = number_wrong(s, scope) or parity_wrong(s, scope)
    return broken if broken is not None else _closed(b, g, scope)


def _closed(b: SlitherLattice, g: list, scope=None):
    """A drawn piece closed into a loop that leaves something out (:func:`.reading.left_out`); with a ``scope``, the
    pieces through its points alone (a piece closed elsewhere was closed in the stalled position)."""
    for path, closed in pieces(joined(b, g, None if scope is None else scope.points)):
        if closed:
            drawn = loop_edges_of(b, path, True)
            wrong = left_out(b, g, path, drawn)
            if wrong is not None:
                return f"the loop through {b.named(path, 3)} would close {wrong[0]}", drawn + wrong[1]
    return None


__all__ = ["RULES", "Scope", "contradiction", "corner", "dead_end", "draw", "drawn_said", "full_point",
           "given_words", "givens", "line_ends", "loop_closed", "nearby", "number_full", "number_needs", "off_point",
           "parity", "small_loop", "threes_beside", "threes_diagonal", "two_exits", "words"]
