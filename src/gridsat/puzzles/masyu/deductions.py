"""Masyu deductions a person can follow, simplest first (the logic of :mod:`gridsat.puzzles.grid.stepping`, run on
the lattice of cells and edges, :mod:`.lattice`; levels of :mod:`gridsat.core.hints`).

The rules are those solving guides teach from the genre's rules as Nikoli and janko.at's Masyu page
(https://www.janko.at/Raetsel/Masyu/) state them -- on a black pearl the loop turns and goes straight through the
next cell on both sides, on a white pearl it goes straight and turns in the cell before or after it -- with the
patterns of pearls by the board's edge and by each other that follow from them; each is a consequence of
:mod:`.rules`:

1. ``black_pearl``: a black pearl's arm (the two edges it goes straight on through in one direction) that cannot be
   taken -- the board's edge within two cells, an edge or cell of it off the loop, a black pearl next to it (the loop
   would go straight through a turn), the loop turning in its first cell -- leaves the opposite arm, drawn; an arm
   whose first edge is drawn goes straight on (its second edge drawn) and the opposite edge is off (a black pearl
   turns); ``white_pearl``: a white pearl whose line one way is blocked (the board's edge, an edge or a neighbour
   off the loop, an edge drawn across it) goes straight the other way; ``white_turn``: a white pearl whose loop goes
   straight on through the cell on one side turns in the cell on the other (the edge beyond it off);
   ``full_cell``: a cell with two edges drawn takes no other; ``two_exits``: a cell on the loop with just two edges
   that are not off uses both (a cell with one edge drawn and one other way out, likewise); ``dead_end``: a cell
   with fewer than two edges that are not off is off the loop, and its edges; ``off_cell``: a cell off the loop has
   no edge; ``line_ends``: a drawn edge's cells are on the loop; ``loop_closed``: once the drawn edges close a loop
   through every pearl and every cell on the loop, no other cell or edge is on it.
2. ``whites_in_row``: three white pearls in a row do not run along it (the middle one would go straight through
   straight neighbours: no turn beside it), so the edges between them are off; ``small_loop``: an edge joining the
   two ends of a drawn piece is off while a pearl or a cell on the loop lies off the piece (it would close a loop
   without it).

A trial from a stalled position passes the rules marked ``local`` and :func:`contradiction` the scope of the points
it changed (:func:`.reading.nearby`: the cells of the changed edges, and the pearls within two cells of them), and
a closed loop is sought among the drawn pieces through them alone (one closed elsewhere was closed in the stalled
position); ``small_loop`` reads every piece (a cell put on the loop far away changes what an old piece may do).
"""

from __future__ import annotations

from ..grid.hinting import State
from ..grid.loop_pieces import pieces
from .lattice import OFF, ON, Lattice, givens  # noqa: F401  (givens: the stepping's part of this logic)
from .nodes import draw, drawn_said, is_are, node_rules
from .reading import (Scope, around, arm_blocked, axis_blocked, cells_in, joined, nearby,  # noqa: F401  (Scope,
                      needed, pearls_in)  # nearby: the stepping's parts of this logic)


def given_words(board: Lattice, i: int) -> str:
    """Why a given point keeps its value (a position that changes it is refused in these words)."""
    return f"{board.pearl(i)} is on the loop" if board.clue[i] else "it is a grid corner, never drawn"


def black_pearl(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for p in pearls_in(s, scope, "B"):
        for d in range(4):
            e1 = b.edge(p, d)
            if e1 is not None and g[e1] == ON:
                x = b.beyond(p, d)
                far, back = b.edge(x, d), b.edge(p, (d + 2) % 4)
                decided = {**({back: OFF} if back is not None and not g[back] else {}),
                           **(draw(b, g, [far]) if far is not None else {})}
                if decided:
                    out.append(b.step("black_pearl", f"{_words(b, decided)}: {b.pearl(p)} goes straight on through "
                                      f"{b.where(x)} ({b.where(e1)} is drawn) and turns", decided, [p, e1], 1))
                continue
            blocked = arm_blocked(b, g, p, d)
            if blocked is None or b.edge(p, (d + 2) % 4) is None:
                continue
            back = (d + 2) % 4
            x = b.beyond(p, back)
            arm = [b.edge(p, back)] + ([b.edge(x, back)] if b.edge(x, back) is not None else [])
            decided = {**({e1: OFF} if e1 is not None and not g[e1] else {}), **draw(b, g, arm)}
            if decided:
                way = "up right down left".split()[d]
                out.append(b.step("black_pearl", f"{_words(b, decided)}: {b.pearl(p)} turns and goes straight two "
                                  f"cells on one side of each line, and it cannot go {way}: {blocked[0]}", decided,
                                  [p, *blocked[1]], 1))
    return out


def _words(b: Lattice, decided: dict) -> str:
    """What a step decides, in words: the edges drawn (and their cells on the loop), the edges and cells off."""
    off = sorted(i for i, v in decided.items() if v == OFF)
    said = [drawn_said(b, decided)] if any(v == ON and i in b.ends for i, v in decided.items()) else []
    if off:
        said.append(f"{b.named(off)} {is_are(len(off))} off the loop")
    return " and ".join(said) if said else f"{b.named(decided)} {is_are(len(decided))} on the loop"


def white_pearl(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for p in pearls_in(s, scope, "W"):
        for axis in (0, 1):
            blocked = axis_blocked(b, g, p, axis)
            other = [b.edge(p, d) for d in (1 - axis, 3 - axis)]
            if blocked is None or None in other:
                continue
            mine = [b.edge(p, d) for d in (axis, axis + 2) if b.edge(p, d) is not None and not g[b.edge(p, d)]]
            decided = {**dict.fromkeys(mine, OFF), **draw(b, g, other)}
            if decided:
                line = "across" if axis == 0 else "up and down"
                out.append(b.step("white_pearl", f"{_words(b, decided)}: {b.pearl(p)} goes straight, and it cannot "
                                  f"go {'up and down' if axis == 0 else 'across'}: {blocked[0]}; so it goes {line}",
                                  decided, [p, *blocked[1]], 1))
    return out


def white_turn(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for p in pearls_in(s, scope, "W"):
        for d in range(4):
            x, y = b.beyond(p, d), b.beyond(p, (d + 2) % 4)
            if x is None or y is None or g[b.edge(p, d)] != ON or g[b.edge(p, (d + 2) % 4)] != ON:
                continue
            straight, turn = b.edge(x, d), b.edge(y, (d + 2) % 4)
            if straight is not None and g[straight] == ON and turn is not None and not g[turn]:
                out.append(b.step("white_turn", f"{b.where(turn)} is off the loop: {b.pearl(p)} goes straight "
                                  f"through {b.where(x)} on one side ({b.where(straight)} is drawn), so the loop "
                                  f"turns at {b.where(y)}", {turn: OFF},
                                  [p, b.edge(p, d), b.edge(p, (d + 2) % 4), straight], 1))
    return out


def whites_in_row(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    for p in pearls_in(s, None, "W"):
        for d in (1, 2):  # right, down: each row of three once, from its first pearl
            x = b.beyond(p, d)
            y = None if x is None else b.beyond(x, d)
            if y is None or b.clue[x] != "W" or b.clue[y] != "W":
                continue
            free = [e for e in (b.edge(p, d), b.edge(x, d)) if not g[e]]
            if free:
                out.append(b.step("whites_in_row", f"{b.named(free)} {is_are(len(free))} off the loop: the white "
                                  f"pearls {b.where(p)}, {b.where(x)} and {b.where(y)} lie in a row; along it, the "
                                  "middle one would go straight through two straight neighbours, with no turn beside "
                                  "it",
                                  dict.fromkeys(free, OFF), [p, x, y], 2))
    return out


def small_loop(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    wanted = needed(b, g)
    for path, closed in pieces(joined(b, g)):
        a, z = path[0], path[-1]
        if closed or len(path) < 3:
            continue
        edge = next((e for d, (e, x) in b.edges[a].items() if x == z), None)
        if edge is None or g[edge]:
            continue
        inside = set(path)
        off = next((i for i in wanted if i not in inside), None)
        if off is None:
            continue
        drawn = [e for x, y in zip(path, path[1:]) for e, w in b.edges[x].values() if w == y]
        out.append(b.step("small_loop", f"{b.where(edge)} is off the loop: it joins {b.where(a)} and {b.where(z)}, "
                          f"the ends of one drawn piece ({len(drawn)} edges), and would close a loop without "
                          f"{b.where(off)}", {edge: OFF}, drawn + [off], 2))
    return out


def loop_closed(s: State, scope=None) -> list:
    g, b = s.grid, s.board
    for path, closed in pieces(joined(b, g, None if scope is None else scope.cells)):
        if not closed:
            continue
        inside = set(path)
        if any(i not in inside for i in needed(b, g)):
            return []  # (a contradiction: :func:`_closed`)
        free = [i for i, v in enumerate(g) if not v and i not in inside]  # (the loop's own cells stay on it)
        drawn = [e for x, y in zip(path, path[1:] + path[:1]) for e, w in b.edges[x].values() if w == y]
        return [b.step("loop_closed", f"{b.named(free)} {is_are(len(free))} off the loop: the drawn edges close a loop "
                       f"through {b.named(path, 3)}, {b.closed_words}", dict.fromkeys(free, OFF), drawn + path,
                       1)] if free else []
    return []


#: The rules at one cell of the loop (:mod:`.nodes`), in Masyu's words.
line_ends, off_cell, full_cell, two_exits, dead_end = node_rules(cells_in, "cell", "edges", "out")

#: The rules in the order a person tries them (simplest first).
RULES = (line_ends, loop_closed, off_cell, full_cell, two_exits, dead_end, black_pearl, white_pearl, white_turn,
         whites_in_row, small_loop)
whites_in_row.level = small_loop.level = 2
for _rule in (line_ends, loop_closed, off_cell, full_cell, two_exits, dead_end, black_pearl, white_pearl, white_turn):
    _rule.local = True  # (a trial from a stalled position passes the scope of its changes: :func:`nearby`)


def contradiction(s: State, scope=None):
    """Why the position already breaks a rule: ``(sentence, points that show it)``, or None; the cells' and pearls'
    checks near ``scope``'s cells alone where given (:func:`nearby`: the same answer), a closed piece among those
    through them."""
    g, b = s.grid, s.board
    for i in cells_in(s, scope):
        drawn, free, off = around(b, g, i)
        if len(drawn) > 2:
            return f"the loop would branch at {b.where(i)} ({b.named(drawn)})", drawn
        if (drawn or g[i] == ON) and len(drawn) + len(free) < 2:
            return f"{b.where(i)} would be on the loop with fewer than two ways out", ([i] if g[i] else drawn) + off
        if g[i] == OFF and drawn:
            return f"{b.where(i)} would be off the loop with {b.where(drawn[0])} drawn", [i, drawn[0]]
    for p in pearls_in(s, scope, "B"):
        for d in (0, 1):
            one, two = arm_blocked(b, g, p, d), arm_blocked(b, g, p, d + 2)
            if one is not None and two is not None:
                return (f"{b.pearl(p)} could go straight two cells neither way along its line "
                        f"({one[0]}; {two[0]})", [p, *one[1], *two[1]])
    for p in pearls_in(s, scope, "W"):
        one, two = axis_blocked(b, g, p, 0), axis_blocked(b, g, p, 1)
        if one is not None and two is not None:
            return f"{b.pearl(p)} could go straight neither way ({one[0]}; {two[0]})", [p, *one[1], *two[1]]
        for d in (0, 1):
            x, y = b.beyond(p, d), b.beyond(p, d + 2)
            if x is None or y is None or g[b.edge(p, d)] != ON or g[b.edge(p, d + 2)] != ON:
                continue
            ahead, behind = b.edge(x, d), b.edge(y, d + 2)
            if ahead is not None and behind is not None and g[ahead] == ON and g[behind] == ON:
                return (f"{b.pearl(p)} would have no turn beside it ({b.where(ahead)} and {b.where(behind)} drawn)",
                        [p, b.edge(p, d), b.edge(p, d + 2), ahead, behind])
    return _closed(b, g, scope)


def _closed(b: Lattice, g: list, scope=None):
    """A drawn piece closed into a loop while a pearl or a cell on the loop lies off it; with a ``scope`` (cell
    points), the pieces through them alone (a piece closed elsewhere was closed in the stalled position)."""
    for path, closed in pieces(joined(b, g, None if scope is None else scope.cells)):
        if closed:
            inside = set(path)
            off = next((i for i in needed(b, g) if i not in inside), None)
            if off is not None:
                drawn = [e for x, y in zip(path, path[1:] + path[:1]) for e, w in b.edges[x].values() if w == y]
                return f"the loop through {b.named(path, 3)} would close without {b.where(off)}", drawn + [off]
    return None


__all__ = ["RULES", "Scope", "black_pearl", "contradiction", "dead_end", "full_cell", "given_words", "givens",
           "line_ends", "loop_closed", "nearby", "off_cell", "small_loop", "two_exits", "white_pearl", "white_turn",
           "whites_in_row"]
