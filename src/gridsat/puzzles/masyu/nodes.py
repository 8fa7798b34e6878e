"""The rules at one node of a loop's lattice (:class:`.lattice.Lattice`: Masyu's cells, Slitherlink's grid points),
which hold in any genre whose answer is one closed loop through nodes of two links each, whatever its clues say:

- ``line_ends``: a drawn link's nodes are on the loop;
- ``off_NODE``: a node off the loop has no link;
- ``full_NODE``: a node with two links drawn takes no other;
- ``two_exits``: a node on the loop with just two links not off uses both (one with a link drawn and one other way,
  likewise);
- ``dead_end``: a node with fewer than two links not off is off the loop, and so are its links.

Each genre names its nodes and links in its own words (:func:`node_rules`); the steps' sentences, premises and
decided points are the same rule's.
"""

from __future__ import annotations

from ..grid.hinting import State
from .lattice import OFF, ON, Lattice
from .reading import around


def is_are(n: int) -> str:
    return "is" if n == 1 else "are"


def draw(b: Lattice, g: list, links) -> dict:
    """``links`` (link points) drawn, and their nodes not yet on the loop put on it: ``{point: ON}``."""
    out = {}
    for e in links:
        if not g[e]:
            out[e] = ON
        for x in b.ends[e]:
            if not g[x]:
                out[x] = ON
    return out


def drawn_said(b: Lattice, decided: dict) -> str:
    """``decided``'s links drawn, in words, with the nodes that puts on the loop: "r1c1-r1c2 is drawn (so r1c2 on
    the loop)"."""
    links = sorted(i for i, v in decided.items() if i in b.ends and v == ON)
    nodes = sorted(i for i, v in decided.items() if i not in b.ends and v == ON)
    return f"{b.named(links)} {is_are(len(links))} drawn" + (f" (so {b.named(nodes)} on the loop)" if nodes else "")


def node_rules(nodes_in, node: str, links: str, ways: str) -> tuple:
    """The five rules of the module docstring, in that order, for a genre whose rules look at the nodes
    ``nodes_in(state, scope)`` returns (every one, or a trial's scope's); ``node``: the nodes' name in the rules'
    names (``"cell"``: ``off_cell``, ``full_cell``); ``links``: the links' word in the sentences (``"edges"``,
    ``"lines"``); ``ways``: how the loop leaves a node (``"out"``, ``"on"``: "its only ways out are ...").  Each
    rule takes ``(state, scope=None)`` and returns its steps (a list), as every stepping rule does."""

    def line_ends(s: State, scope=None) -> list:
        g, b, out = s.grid, s.board, []
        for i in nodes_in(s, scope):
            drawn = around(b, g, i)[0]
            if drawn and not g[i]:
                out.append(b.step("line_ends", f"{b.where(i)} is on the loop: {b.named(drawn)} "
                                  f"{is_are(len(drawn))} drawn", {i: ON}, drawn[:1], 1))
        return out

    def off_node(s: State, scope=None) -> list:
        g, b, out = s.grid, s.board, []
        for i in nodes_in(s, scope):
            free = around(b, g, i)[1]
            if g[i] == OFF and free:
                out.append(b.step(f"off_{node}", f"{b.named(free)} {is_are(len(free))} off the loop: {b.where(i)} "
                                  "is off the loop", dict.fromkeys(free, OFF), [i], 1))
        return out

    def full_node(s: State, scope=None) -> list:
        g, b, out = s.grid, s.board, []
        for i in nodes_in(s, scope):
            drawn, free, _ = around(b, g, i)
            if len(drawn) == 2 and free:
                out.append(b.step(f"full_{node}", f"{b.named(free)} {is_are(len(free))} off the loop: {b.where(i)} "
                                  f"already holds its two {links} ({b.named(drawn)})", dict.fromkeys(free, OFF),
                                  drawn, 1))
        return out

    def two_exits(s: State, scope=None) -> list:
        g, b, out = s.grid, s.board, []
        for i in nodes_in(s, scope):
            drawn, free, off = around(b, g, i)
            if not free or len(drawn) + len(free) != 2 or not (drawn or g[i] == ON):
                continue
            decided = draw(b, g, free)
            why = f"{b.where(i)} is on the loop" + (f" ({b.named(drawn)} {is_are(len(drawn))} drawn)" if drawn else "")
            out.append(b.step("two_exits", f"{drawn_said(b, decided)}: {why} and its only ways {ways} are "
                              f"{b.named(drawn + free)}", decided, (drawn or [i]) + off, 1))
        return out

    def dead_end(s: State, scope=None) -> list:
        g, b, out = s.grid, s.board, []
        for i in nodes_in(s, scope):
            drawn, free, off = around(b, g, i)
            if not drawn and len(free) < 2 and g[i] != ON and (free or not g[i]):
                decided = {**({i: OFF} if not g[i] else {}), **dict.fromkeys(free, OFF)}
                said = f"only {b.where(free[0])}" if free else "none"
                out.append(b.step("dead_end", f"{b.named(decided)} {is_are(len(decided))} off the loop: "
                                  f"{b.where(i)} has fewer than two ways {ways} ({said}), so the loop cannot pass "
                                  "through it", decided, off, 1))
        return out

    off_node.__name__, full_node.__name__ = f"off_{node}", f"full_{node}"
    return line_ends, off_node, full_node, two_exits, dead_end


__all__ = ["draw", "drawn_said", "is_are", "node_rules"]
