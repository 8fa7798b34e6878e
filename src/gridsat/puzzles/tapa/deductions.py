"""Tapa deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: clue cells unshaded, a
clue the runs of shaded cells around it, the shaded cells connected, no
2x2 block all shaded), the classic Tapa techniques:

1. ``clue_ring``: of the ways a clue's runs can lie around it (with the
   cells decided so far), every one shades a neighbour, or every one leaves
   it unshaded: so is it (a 0's neighbours are unshaded, an 8's shaded,
   a 3 in a corner's three neighbours shaded...); ``no_2x2``: the fourth
   cell of a 2x2 block with three shaded is unshaded.
2. ``clue_fits``: of the ways a clue's runs can lie, those that would shade
   a whole 2x2 block, or wall shaded cells in (no undecided cell beside
   them) while other shaded cells lie elsewhere, are out; what the rest all
   agree on is so; ``shaded_escape``: a group of shaded cells with one way
   out, while other shaded cells lie elsewhere, goes out that way;
   ``lone``: a cell whose
   four neighbours are unshaded stays unshaded when shaded cells lie
   elsewhere (shaded, it would be cut off).
3. ``shaded_cut``: a cell that, unshaded, would cut shaded cells off from
   the others is shaded.
"""

from __future__ import annotations

from ...constraints.ring import ring_cells, ring_patterns
from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, no_2x2_steps, shaded_cut_steps, unjoined, walled_in
from .clues import parts_of


def givens(board: Board) -> list:
    """The clue cells are unshaded; the rest undecided."""
    return [UNSHADED if v is not None else 0 for v in board.clue]


def _clues(board: Board) -> list:
    """``(cell, clue, ring, patterns)`` of every clue: ``ring`` its neighbours on the board (flat indices, in ring
    order), ``patterns`` the assignments of them its runs allow as bit masks (bit ``k`` set: ``ring[k]`` shaded);
    worked out once per board."""
    if not hasattr(board, "tapa_clues"):
        out = []
        for i, v in enumerate(board.clue):
            if v is not None:
                around = ring_cells(board.rows, board.cols, board.rc[i])
                ring = [r * board.cols + c for r, c in (a for a in around if a is not None)]
                allowed = ring_patterns(parts_of(v), tuple(a is not None for a in around))
                out.append((i, v, ring, [sum(b << k for k, b in enumerate(p)) for p in allowed]))
        board.tapa_clues = out
        board.tapa_seen = {}
    return board.tapa_clues


def _left(board: Board, g: list, k: int, ring: list, patterns: list) -> tuple:
    """``(ways, always, ever, known)`` of clue ``k`` in ``g``: how many of its patterns agree with the cells of
    ``ring`` decided, the bits every one of them shades, the bits some one shades, the bits decided (remembered per
    decided cells: a trial meets the same ones again and again)."""
    known = vals = 0
    for b, j in enumerate(ring):
        if g[j]:
            known |= 1 << b
            if g[j] == SHADED:
                vals |= 1 << b
    key = (k, known, vals)
    seen = board.tapa_seen.get(key)
    if seen is None:
        left = [p for p in patterns if not (p ^ vals) & known]
        always, ever = -1, 0
        for p in left:
            always &= p
            ever |= p
        seen = board.tapa_seen[key] = (len(left), always if left else 0, ever, known)
    return seen


def _is(cells: list) -> str:
    return "is" if len(cells) == 1 else "are"


def _runs(clue) -> str:
    """A clue in words: ``"the 3"``, ``"the 3,1,1"``."""
    return f"the {clue}"


def clue_ring(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for k, (i, clue, ring, patterns) in enumerate(_clues(b)):
        ways, always, ever, known = _left(b, g, k, ring, patterns)
        free = [n for n in range(len(ring)) if not known >> n & 1]
        if not ways or not free:
            continue  # (no way left: the contradiction says so)
        decided = {ring[n]: SHADED if always >> n & 1 else UNSHADED for n in free
                   if always >> n & 1 or not ever >> n & 1}
        if not decided:
            continue
        shaded = [j for j, v in decided.items() if v == SHADED]
        light = [j for j, v in decided.items() if v == UNSHADED]
        premises = [j for j in ring if g[j]]
        said = []
        if shaded:
            said.append(f"{b.named(shaded)} {_is(shaded)} shaded")
        if light:
            said.append(f"{b.named(light)} {_is(light)} unshaded")
        why = _why(b, clue, i, premises, ways)
        out.append(b.step("clue_ring", f"{' and '.join(said)}: {why}", decided, [i] + premises, 1))
    return out


def _why(b: Board, clue, i: int, known: list, ways: int) -> str:
    """Why a clue decides its neighbours, in words."""
    if clue == 0:
        return f"the 0 at {b.where(i)} has no shaded neighbour"
    runs = "runs" if isinstance(clue, str) and "," in clue else "run"
    given = f"with {b.named(known)} decided, " if known else ""
    said = f"{given}the {runs} of the {clue} at {b.where(i)} can lie"
    if ways == 1:
        return f"{said} only one way around it"
    return f"{said} {ways} ways around it, and {'both' if ways == 2 else f'all {ways}'} agree there"


def no_2x2(s: State) -> list:
    """The ``no_2x2`` steps."""
    return no_2x2_steps(s, "no 2x2 block is all shaded (the other three cells of its block are)")


def clue_fits(s: State) -> list:
    g, b, out = s.grid, s.board, []
    shaded = g.count(SHADED)
    for k, (i, clue, ring, patterns) in enumerate(_clues(b)):
        ways, _, _, known = _left(b, g, k, ring, patterns)
        if ways < 2 or known == (1 << len(ring)) - 1:
            continue
        vals = sum(1 << n for n, j in enumerate(ring) if g[j] == SHADED)
        left = [p for p in patterns if not (p ^ vals) & known]
        spoiled = [_spoils(b, g, ring, p, shaded) for p in left]
        kept = [p for p, why in zip(left, spoiled) if why is None]
        if not kept or len(kept) == len(left):
            continue
        always, ever = -1, 0
        for p in kept:
            always &= p
            ever |= p
        free = [n for n in range(len(ring)) if not known >> n & 1]
        decided = {ring[n]: SHADED if always >> n & 1 else UNSHADED for n in free
                   if always >> n & 1 or not ever >> n & 1}
        if not decided:
            continue
        premises = [j for j in ring if g[j]]
        shown = sorted({j for why in spoiled if why for j in why} - set(premises) - {i})
        said = [f"{b.named(c)} {_is(c)} {word}" for word, c in
                (("shaded", [j for j, v in decided.items() if v == SHADED]),
                 ("unshaded", [j for j, v in decided.items() if v == UNSHADED])) if c]
        runs = "runs" if isinstance(clue, str) and "," in clue else "run"
        given = f"with {b.named(premises)} decided, " if premises else ""
        rest = "one is left" if len(kept) == 1 else f"the {len(kept)} left agree there"
        out.append(b.step("clue_fits", f"{' and '.join(said)}: {given}the {runs} of the {clue} at {b.where(i)} can "
                          f"lie {len(left)} ways around it, but {len(left) - len(kept)} of them would shade a whole "
                          f"2x2 block or wall shaded cells in; {rest}", decided,
                          [i] + premises + sorted(set(_around(b, g, ring)) | set(shown)), 2))
    return out


def _around(b: Board, g: list, ring: list) -> list:
    """The shaded cells beside the ring (outside it): the cells a way's 2x2 blocks and walls are judged with."""
    inside = set(ring)
    return sorted({nb for j in ring for nb in b.near[j] if g[nb] == SHADED and nb not in inside})


def _spoils(b: Board, g: list, ring: list, way: int, shaded: int) -> list | None:
    """Whether shading the ring as ``way`` says (bit ``n``: ``ring[n]`` shaded, the rest unshaded) would shade a
    whole 2x2 block, or leave shaded cells walled in while other shaded cells lie elsewhere (``shaded``: how many
    cells ``g`` shades): None when it would not, else the decided cells that show it (a block's, or the walled-in
    group's and its walls: :func:`~..grid.hinting.walled_in`)."""
    value = {j: SHADED if way >> n & 1 else UNSHADED for n, j in enumerate(ring)}
    get = value.get
    for block in _blocks(b, ring):
        if all(get(q, g[q]) == SHADED for q in block):
            return [q for q in block if g[q]]
    total = shaded + sum(1 for j, v in value.items() if v == SHADED and g[j] != SHADED)
    return walled_in(b, g, value, (j for j, v in value.items() if v == SHADED), total)


def _blocks(b: Board, ring: list) -> list:
    """The 2x2 blocks (flat indices) holding a cell of ``ring``, worked out once per ring."""
    key = tuple(ring)
    cache = b.__dict__.setdefault("tapa_blocks", {})
    found = cache.get(key)
    if found is None:
        tops = set()
        for j in ring:
            r, c = b.rc[j]
            tops.update(y * b.cols + x for y in (r - 1, r) for x in (c - 1, c)
                        if 0 <= y < b.rows - 1 and 0 <= x < b.cols - 1)
        found = cache[key] = [(t, t + 1, t + b.cols, t + b.cols + 1) for t in sorted(tops)]
    return found


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
RULES = (clue_ring, no_2x2, clue_fits, shaded_escape, lone, shaded_cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`)
clue_fits.level = shaded_escape.level = lone.level = 2
shaded_cut.level = 3


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None."""
    g, b = s.grid, s.board
    clues = _clues(b)
    for i, *_ in clues:
        if g[i] == SHADED:
            return f"the clue cell {b.where(i)} would be shaded", [i]
    for k, (i, clue, ring, patterns) in enumerate(clues):
        if not _left(b, g, k, ring, patterns)[0]:
            return (f"{_runs(clue)} at {b.where(i)} could not lie around it with the cells decided there",
                    [i] + [j for j in ring if g[j]])
    for p, q, u, v in b.blocks:
        if g[p] == SHADED and g[q] == SHADED and g[u] == SHADED and g[v] == SHADED:
            return f"the 2x2 block at {b.where(p)} would be all shaded", [p, q, u, v]
    return unjoined(s, SHADED)


__all__ = ["RULES", "clue_fits", "clue_ring", "contradiction", "givens", "lone", "no_2x2", "shaded_cut",
           "shaded_escape"]
