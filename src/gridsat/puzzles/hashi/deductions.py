"""Hashiwokakero deductions a person can follow, simplest first (levels of :mod:`gridsat.core.hints`), as the
published solving guides state them (Conceptis Puzzles, "Hashi techniques", www.conceptispuzzles.com/index.aspx?
uri=puzzle/hashi/techniques: "islands with a single neighbour", "islands with 4 in the corner, 6 on the side and 8
in the middle", "islands with one unsolved neighbour", "isolation of a segment"; janko.at's Hashi rules and its
"Lösungshinweise", www.janko.at/Raetsel/Hashi/).

A position holds, for each pair of islands that see each other (a *link*, :attr:`~.rules.HashiPuzzle.links`), the
least and the most bridges it can still have (0 to 2; decided when they meet).  Each rule follows from the rules
(:mod:`.rules`: at most two bridges a pair, as many at an island as its number, never crossing, one network):

1. ``crossed``: no bridge joins two islands whose bridge would cross a bridge already drawn;
   ``full``: an island that has all its bridges has no other (its other links none, or no more than they hold);
   ``needs_all``: an island whose number needs every bridge its neighbours can still take has them all (a 4 in a
   corner, a 6 on a side, an 8, an island with one neighbour left).
2. ``at_least``: an island whose number is more than its other neighbours can take gets the rest from this one (a
   3 with two neighbours has at least one bridge to each); ``at_most``: an island whose number less what its other
   links already hold is below what a link could take caps it (a neighbour that can take at most one: a 1, or a 2
   already joined once elsewhere); ``isolated``: bridges between two islands that would fill both, and every
   island joined to them, are not drawn while other islands lie outside (two 1s are never joined alone, nor two 2s
   joined double: they would be cut off).
3. ``cut``: a link without which the links left could not join every island has at least one bridge (its absence
   would isolate a group).

A trial from a stalled position gives one undecided link its least or its most count, runs the rules of levels 1
and 2 on the islands near the links it changed (:func:`nearby`) until a rule of the puzzle breaks, and so rules that
count out.
"""

from __future__ import annotations

from ...core.errors import cell_name, counted
from .network import graph_bridges, group_of, parts


class Links:
    """The board's islands and links, shared by every state of one puzzle: ``islands`` (cells, row-major),
    ``number`` ``{cell: 1..8 | None}`` (None: ``?``), ``ends[k]`` the two islands of link ``k``, ``at`` ``{cell: [k]}``,
    ``crossing[k]`` the links crossing link ``k``."""

    def __init__(self, puzzle):
        clued = puzzle.clued()
        self.islands = sorted(clued)
        self.number = {cell: None if v == "?" else v for cell, v in clued.items()}
        self.ends = [(a, b) for a, b, _ in puzzle.links]
        self.between = [between for _, _, between in puzzle.links]
        self.index = {ends: k for k, ends in enumerate(self.ends)}
        self.at = {cell: [] for cell in self.islands}
        for k, (a, b) in enumerate(self.ends):
            self.at[a].append(k)
            self.at[b].append(k)
        self.crossing = [[] for _ in self.ends]
        for i, j in puzzle.crossings():
            self.crossing[i].append(j)
            self.crossing[j].append(i)

    def other(self, k: int, cell):
        a, b = self.ends[k]
        return b if cell == a else a

    def link_name(self, k: int) -> str:
        a, b = self.ends[k]
        return f"{cell_name(a)}-{cell_name(b)}"

    def island(self, cell) -> str:
        n = self.number[cell]
        return f"{cell_name(cell)} ({'?' if n is None else n})"


class State:
    """One position: ``lo[k]`` and ``hi[k]`` the least and most bridges link ``k`` can have (lists, changed in
    place)."""

    def __init__(self, links: Links, lo: list, hi: list):
        self.links, self.lo, self.hi = links, lo, hi

    def copy(self) -> State:
        return State(self.links, list(self.lo), list(self.hi))

    def held(self, cell) -> int:
        return sum(self.lo[k] for k in self.links.at[cell])

    def room(self, cell) -> int:
        return sum(self.hi[k] for k in self.links.at[cell])

    def open(self) -> list:
        return [k for k in range(len(self.lo)) if self.lo[k] < self.hi[k]]


def start(links: Links) -> State:
    """The givens: every link 0 to 2 bridges."""
    return State(links, [0] * len(links.ends), [2] * len(links.ends))


def _bounds(lo: int, hi: int) -> str:
    if lo == hi:
        return counted(lo, "bridge")
    if hi == 2 and lo == 1:
        return "at least one bridge"
    return "at most one bridge" if lo == 0 and hi == 1 else f"{lo} to {hi} bridges"


def _step(rule: str, s: State, changes: dict, why: str, premises, level: int):
    """A step setting ``changes`` ``{k: (lo, hi)}``, said as "A-B has ...: why"."""
    from ...core.hints import Step

    L = s.links
    said = "; ".join(f"{L.link_name(k)} has {_bounds(*v)}" for k, v in sorted(changes.items()))
    return Step(rule, f"{said}: {why}", {L.ends[k]: v for k, v in changes.items()}, sorted(set(premises)), level)


def _scope(s: State, scope):
    return s.links.islands if scope is None else scope


def crossed(s: State, scope=None) -> list:
    L, out = s.links, []
    for cell in _scope(s, scope):
        for k in L.at[cell]:
            if L.ends[k][0] != cell or not s.hi[k]:
                continue
            j = next((j for j in L.crossing[k] if s.lo[j]), None)
            if j is not None:
                out.append(_step("crossed", s, {k: (0, 0)}, f"its bridge would cross the bridge {L.link_name(j)}",
                                 [*L.ends[k], *L.ends[j]], 1))
    return out


def _neighbours_said(s: State, cell, but: int | None = None) -> str:
    """What each link at ``cell`` (but ``but``) can take: ``r1c3 2`` decided, ``r1c3 up to 2`` not."""
    L = s.links
    return ", ".join(f"{cell_name(L.other(k, cell))} {s.lo[k]}" if s.lo[k] == s.hi[k] else
                     f"{cell_name(L.other(k, cell))} up to {s.hi[k]}" for k in L.at[cell] if s.hi[k] and k != but)


def _held_said(s: State, cell, but: int | None = None) -> str:
    """The bridges ``cell``'s links hold at least: ``2 to r1c3, 1 to r3c1``."""
    L = s.links
    return ", ".join(f"{s.lo[k]} to {cell_name(L.other(k, cell))}" for k in L.at[cell] if s.lo[k] and k != but)


def _premises(s: State, cell) -> list:
    L = s.links
    return [cell, *(L.other(k, cell) for k in L.at[cell])]


def full(s: State, scope=None) -> list:
    L, out = s.links, []
    for cell in _scope(s, scope):
        n = L.number[cell]
        if n is None or s.held(cell) != n:
            continue
        changes = {k: (s.lo[k], s.lo[k]) for k in L.at[cell] if s.hi[k] > s.lo[k]}
        if changes:
            out.append(_step("full", s, changes, f"{L.island(cell)} already has its {counted(n, 'bridge')} "
                             f"({_held_said(s, cell) or 'none'}), so no more leave it", _premises(s, cell),
                             1))
    return out


def needs_all(s: State, scope=None) -> list:
    L, out = s.links, []
    for cell in _scope(s, scope):
        n = L.number[cell]
        if n is None or s.room(cell) != n:
            continue
        changes = {k: (s.hi[k], s.hi[k]) for k in L.at[cell] if s.hi[k] > s.lo[k]}
        if changes:
            out.append(_step("needs_all", s, changes, f"{L.island(cell)} needs every bridge its neighbours can still "
                             f"take ({_neighbours_said(s, cell)}: {n} in all)", _premises(s, cell), 1))
    return out


def _sides(s: State, scope, least: bool) -> list:
    L, out = s.links, []
    for cell in _scope(s, scope):
        n = L.number[cell]
        if n is None:
            continue
        for k in L.at[cell]:
            if s.lo[k] == s.hi[k]:
                continue
            others = [j for j in L.at[cell] if j != k]
            if least:
                bound = n - sum(s.hi[j] for j in others)
                if bound > s.lo[k]:
                    room = sum(s.hi[j] for j in others)
                    said = (f"{L.island(cell)} needs {n}, and its other neighbours can take at most {room} "
                            f"({_neighbours_said(s, cell, k)})" if room else
                            f"{L.island(cell)} needs {n}, and no other neighbour can take a bridge")
                    out.append(_step("at_least", s, {k: (bound, s.hi[k])}, said, _premises(s, cell), 2))
            else:
                bound = n - sum(s.lo[j] for j in others)
                if bound < s.hi[k]:
                    held = sum(s.lo[j] for j in others)
                    said = f"{L.island(cell)} needs {n}" + (
                        f", and its other links already hold {held} ({_held_said(s, cell, k)})" if held else "")
                    out.append(_step("at_most", s, {k: (s.lo[k], max(bound, s.lo[k]))}, said, _premises(s, cell), 2))
    return out


def at_least(s: State, scope=None) -> list:
    return _sides(s, scope, True)


def at_most(s: State, scope=None) -> list:
    return _sides(s, scope, False)


def _closes(s: State, k: int, bridges: int) -> set | None:
    """The group link ``k`` holding ``bridges`` would close off (every island in it full, other islands outside),
    or None."""
    L = s.links
    a, b = L.ends[k]
    more = bridges - s.lo[k]
    if any(L.number[cell] is None or s.held(cell) + more != L.number[cell] for cell in (a, b)):
        return None
    group = group_of(s, (a, b), k)
    if len(group) == len(L.islands):
        return None
    for cell in group:
        n = L.number[cell]
        if n is None or s.held(cell) + more * (cell in (a, b)) != n:
            return None
    return group


def isolated(s: State, scope=None) -> list:
    L, out = s.links, []
    for cell in _scope(s, scope):
        for k in L.at[cell]:
            if L.ends[k][0] != cell or s.lo[k] == s.hi[k]:
                continue
            for bridges in range(s.lo[k] + 1, s.hi[k] + 1):
                group = _closes(s, k, bridges)
                if group is None:
                    continue
                a, b = L.ends[k]
                drawn = "a bridge" if bridges == 1 else f"{bridges} bridges"
                said = (f"{drawn} between them would fill {L.island(a)} and {L.island(b)}"
                        + (f" and close off every island joined to them ({counted(len(group), 'island')})"
                           if len(group) > 2 else ", cut off from the other islands"))
                out.append(_step("isolated", s, {k: (s.lo[k], bridges - 1)}, said, sorted(group), 2))
                break
    return out


def cut(s: State, scope=None) -> list:
    L, out = s.links, []
    if len(parts(s)) > 1:
        return out
    for k in sorted(graph_bridges(s)):
        if s.lo[k]:
            continue
        a, b = L.ends[k]
        side = min(parts(s, k), key=len)
        # premises: the smaller side's islands and the far ends of its links that can hold no bridge
        walls = {L.other(j, cell) for cell in side for j in L.at[cell] if not s.hi[j]}
        out.append(_step("cut", s, {k: (1, s.hi[k])}, f"without it the islands could not all be joined: "
                         f"{counted(len(side), 'island')} ({', '.join(map(cell_name, sorted(side)[:4]))}"
                         f"{' ...' if len(side) > 4 else ''}) would have no other way to the rest",
                         [a, b, *side, *walls], 3))
    return out


#: The rules in the order a person tries them (simplest first).
RULES = (crossed, full, needs_all, at_least, at_most, isolated, cut)
at_least.level = at_most.level = isolated.level = 2
cut.level = 3
for _rule in (crossed, full, needs_all):
    _rule.level = 1
for _rule in (crossed, full, needs_all, at_least, at_most):
    _rule.local = True  # (its steps at an island read only the links near it: :func:`nearby`)


def contradiction(s: State, scope=None, now: bool = False, whole: bool = True):
    """Why the position breaks a rule: ``(sentence, islands that show it)``, or None; the islands' checks on
    ``scope`` (all: None), the network's on the whole board.  ``now``: said of the position as it stands (a
    player's), not of a trial's ("would"); ``whole`` False: the islands' checks alone (a trial's chain checks the
    network at its end)."""
    L = s.links

    def say(would: str, is_: str) -> str:
        return is_ if now else would

    for cell in _scope(s, scope):
        n = L.number[cell]
        if n is not None and s.held(cell) > n:
            return (f"{L.island(cell)} {say('would have', 'has')} more than {counted(n, 'bridge')}",
                    _premises(s, cell))
        if n is not None and s.room(cell) < n:
            return f"{L.island(cell)} {say('could not', 'cannot')} get its {counted(n, 'bridge')}", _premises(s, cell)
        for k in L.at[cell]:
            if s.lo[k] > s.hi[k]:
                return f"{L.link_name(k)} {say('would need', 'needs')} more bridges than it can hold", list(L.ends[k])
            j = next((j for j in L.crossing[k] if s.lo[j] and s.lo[k]), None)
            if j is not None:
                return (f"the bridges {L.link_name(k)} and {L.link_name(j)} {say('would cross', 'cross')}",
                        [*L.ends[k], *L.ends[j]])
    seen: set = set()
    for cell in _scope(s, scope):
        if cell in seen or L.number[cell] is None or s.held(cell) != L.number[cell]:
            continue  # (a group closed off holds full islands alone)
        group = group_of(s, (cell,))
        seen |= group
        if len(group) < len(L.islands) and all(L.number[c] is not None and s.held(c) == L.number[c]
                                               for c in group):
            return (f"the islands {', '.join(map(cell_name, sorted(group)[:4]))}{' ...' if len(group) > 4 else ''} "
                    f"{say('would be', 'are')} joined among themselves alone, cut off from the rest", sorted(group))
    split = parts(s) if whole else ()
    if len(split) > 1:
        side = min(split, key=len)
        return (f"the islands {', '.join(map(cell_name, sorted(side)[:4]))}{' ...' if len(side) > 4 else ''} "
                f"{say('could not', 'cannot')} be joined to the rest", sorted(side))
    return None


def nearby(links: Links, changed) -> list:
    """The islands a trial's rules look at after links ``changed`` (indices) changed: their ends, the islands
    those see, and the ends of the links crossing them."""
    near = set()
    for k in changed:
        for cell in links.ends[k]:
            near.add(cell)
            near.update(links.other(j, cell) for j in links.at[cell])
        for j in links.crossing[k]:
            near.update(links.ends[j])
    return sorted(near)


__all__ = ["RULES", "Links", "State", "at_least", "at_most", "contradiction", "crossed", "cut", "full",
           "isolated", "nearby", "needs_all", "start"]
