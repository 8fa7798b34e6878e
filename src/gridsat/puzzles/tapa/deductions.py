"""Tapa deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: clue cells unshaded, a
clue the runs of shaded cells around it, the shaded cells connected, no
2x2 block all shaded), the classic Tapa techniques:

1. ``clue_ring``: of the ways a clue's runs can lie around it (with the
   cells decided so far), every one shades a neighbour, or every one leaves
   it unshaded: so is it (a 0's neighbours are unshaded, an 8's shaded,
   a 7 in a corner's three neighbours shaded...); ``no_2x2``: the fourth
   cell of a 2x2 block with three shaded is unshaded.
2. ``shaded_escape``: a group of shaded cells with one way out, while other
   shaded cells lie elsewhere, goes out that way; ``lone``: a cell whose
   four neighbours are unshaded stays unshaded when shaded cells lie
   elsewhere (shaded, it would be cut off).
3. ``shaded_cut``: a cell that, unshaded, would cut shaded cells off from
   the others is shaded.
"""

from __future__ import annotations

from ...constraints.ring import ring_cells, ring_patterns
from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, no_2x2_steps, shaded_cut_steps
from .clues import parts_of


def givens(board: Board) -> list:
    """The clue cells are unshaded; the rest undecided."""
    return [UNSHADED if v is not None else 0 for v in board.clue]


def _clues(board: Board) -> list:
    """``(cell, clue, ring, patterns)`` of every clue: ``ring`` its neighbours on the board (flat indices, in ring
    order), ``patterns`` the assignments of them its runs allow (1 shaded); worked out once per board."""
    if not hasattr(board, "tapa_clues"):
        out = []
        for i, v in enumerate(board.clue):
            if v is not None:
                around = ring_cells(board.rows, board.cols, board.rc[i])
                ring = [r * board.cols + c for r, c in (a for a in around if a is not None)]
                out.append((i, v, ring, ring_patterns(parts_of(v), tuple(a is not None for a in around))))
        board.tapa_clues = out
    return board.tapa_clues


def _left(g: list, ring: list, patterns: tuple) -> list:
    """The patterns that agree with the cells of ``ring`` decided in ``g``."""
    want = [(k, g[j] == SHADED) for k, j in enumerate(ring) if g[j]]
    return [p for p in patterns if all(p[k] == v for k, v in want)]


def _is(cells: list) -> str:
    return "is" if len(cells) == 1 else "are"


def _runs(clue) -> str:
    """A clue in words: ``"the 3"``, ``"the 3,1,1"``."""
    return f"the {clue}"


def clue_ring(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for i, clue, ring, patterns in _clues(b):
        free = [k for k, j in enumerate(ring) if not g[j]]
        if not free:
            continue
        left = _left(g, ring, patterns)
        if not left:
            continue  # (the contradiction says so)
        decided = {ring[k]: SHADED if left[0][k] else UNSHADED for k in free if all(p[k] == left[0][k] for p in left)}
        if not decided:
            continue
        shaded = [j for j, v in decided.items() if v == SHADED]
        light = [j for j, v in decided.items() if v == UNSHADED]
        known = [j for j in ring if g[j]]
        said = []
        if shaded:
            said.append(f"{b.named(shaded)} {_is(shaded)} shaded")
        if light:
            said.append(f"{b.named(light)} {_is(light)} unshaded")
        why = _why(b, clue, i, known, left)
        out.append(b.step("clue_ring", f"{' and '.join(said)}: {why}", decided, [i] + known, 1))
    return out


def _why(b: Board, clue, i: int, known: list, left: list) -> str:
    """Why a clue decides its neighbours, in words."""
    if clue == 0:
        return f"the 0 at {b.where(i)} has no shaded neighbour"
    runs = "runs" if isinstance(clue, str) and "," in clue else "run"
    given = f"with {b.named(known)} decided, " if known else ""
    said = f"{given}the {runs} of the {clue} at {b.where(i)} can lie"
    if len(left) == 1:
        return f"{said} only one way around it"
    return f"{said} {len(left)} ways around it, and {'both' if len(left) == 2 else f'all {len(left)}'} agree there"


def no_2x2(s: State) -> list:
    """The ``no_2x2`` steps."""
    return no_2x2_steps(s, "no 2x2 block is all shaded (the other three cells of its block are)")


def shaded_escape(s: State) -> list:
    b, out = s.board, []
    _, groups = areas(b, [v == SHADED for v in s.grid])
    for k, group in enumerate(groups if len(groups) > 1 else ()):
        exits = s.touching(group, 0)
        if len(exits) == 1:
            elsewhere = groups[1 if k == 0 else 0][0]
            out.append(b.step("shaded_escape", f"{b.where(exits[0])} is shaded: the shaded cells must be connected, "
                              f"and the group at {b.where(min(group))} has no other way out to the shaded cell at "
                              f"{b.where(elsewhere)}", {exits[0]: SHADED},
                              group + s.touching(group, UNSHADED) + [elsewhere], 2))
    return out


def lone(s: State) -> list:
    g, b, out = s.grid, s.board, []
    first = next((i for i in range(b.n) if g[i] == SHADED), None)
    if first is None:
        return out
    for i in s.free():
        if all(g[nb] == UNSHADED for nb in b.near[i]):
            out.append(b.step("lone", f"{b.where(i)} is unshaded: its neighbours are all unshaded, so shaded it "
                              f"would be cut off from the shaded cell at {b.where(first)}", {i: UNSHADED},
                              b.near[i] + [first], 2))
    return out


def shaded_cut(s: State) -> list:
    return shaded_cut_steps(s, "shaded_cut", lambda cell, inside, root: f"{cell} is shaded: the shaded cells must "
                            f"be connected, and unshaded it would cut the shaded cell at {inside} off from the one at "
                            f"{root}")


#: The rules in the order a person tries them (simplest first).
RULES = (clue_ring, no_2x2, shaded_escape, lone, shaded_cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`)
shaded_escape.level = lone.level = 2
shaded_cut.level = 3


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None."""
    g, b = s.grid, s.board
    for i, v in enumerate(g):
        if v == SHADED and b.clue[i] is not None:
            return f"the clue cell {b.where(i)} would be shaded", [i]
    for i, clue, ring, patterns in _clues(b):
        if not _left(g, ring, patterns):
            return (f"{_runs(clue)} at {b.where(i)} could not lie around it with the cells decided there",
                    [i] + [j for j in ring if g[j]])
    for block in b.blocks:
        if all(g[i] == SHADED for i in block):
            return f"the 2x2 block at {b.where(block[0])} would be all shaded", list(block)
    parts = areas(b, [v != UNSHADED for v in g])[1]
    holding = [p for p in parts if any(g[i] == SHADED for i in p)]
    if len(holding) > 1:
        a, c = (next(i for i in p if g[i] == SHADED) for p in holding[:2])
        return (f"the shaded cells at {b.where(a)} and {b.where(c)} could not be joined",
                [a, c] + s.touching(holding[0], UNSHADED))
    return None


__all__ = ["RULES", "clue_ring", "contradiction", "givens", "lone", "no_2x2", "shaded_cut", "shaded_escape"]
