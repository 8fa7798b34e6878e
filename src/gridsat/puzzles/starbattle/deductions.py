"""Star Battle deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

A star is a shaded cell (2), a cell without one unshaded (1).  Each rule is a
consequence of the rules (:mod:`.rules`: k stars in every row, column and
region; no two stars touch, not even diagonally), the classic Star Battle
techniques:

1. ``beside_star``: the eight cells around a star hold no star;
   ``full``: a row, column or region that holds its k stars has no other
   star; ``only_room``: a row, column or region whose undecided cells are
   exactly the stars it still needs has a star in each of them.
2. ``confined``: m regions whose places for stars all lie in m rows (or
   columns) next to each other hold all the k times m stars of those rows,
   so the rows' other cells hold no star; and m rows (or columns) next to
   each other whose places all lie in m regions fill those regions, so the
   regions' cells outside the rows hold no star; ``blocks``: a row, column
   or region whose places fit in as many 2x2 blocks as the stars it still
   needs has one star in each block (a block holds at most one), so a
   block's only place holds a star and a cell touching all of a block's
   places holds none.
3. ``cramped``: a cell whose star would leave a row, column or region too
   little room for the stars it still needs (its neighbours hold no star,
   and a 2x2 block holds at most one) holds no star.
"""

from __future__ import annotations

from ...core.errors import counted
from ...core.grid import named_lines
from ..grid.hinting import SHADED, UNSHADED, Board, State

STAR, EMPTY = SHADED, UNSHADED


def givens(board: Board) -> list:
    """Star Battle gives no cell: every cell starts undecided."""
    return [0] * board.n


def _units(board: Board) -> list:
    """``(name, cells)`` of every row, column and region (cached on the board)."""
    if not hasattr(board, "star_units"):
        rows, cols = board.rows, board.cols
        rooms = board.puzzle.rooms()
        lines = [(name, [r * cols + c for r, c in line]) for name, line in named_lines(rows, cols)]
        board.star_rows, board.star_cols = lines[:rows], lines[rows:]
        board.star_rooms = [(f"the region of {board.where(min(r * cols + c for r, c in cells))}",
                             sorted(r * cols + c for r, c in cells)) for cells in rooms.values()]
        board.star_units = board.star_rows + board.star_cols + board.star_rooms
        board.star_blocks = [[((r + dr) // 2, (c + dc) // 2) for dr in (0, 1) for dc in (0, 1)] for r, c in board.rc]
        # the same blocks as one int a cell per way of cutting (room's counting, its hot loop, hashes ints)
        board.star_block_ids = [[k[o][0] * (cols + 2) + k[o][1] for k in board.star_blocks] for o in range(4)]
        board.star_unit_of = [[] for _ in range(board.n)]  # the units of each cell, by index in star_units
        for u, (_, cells) in enumerate(board.star_units):
            for i in cells:
                board.star_unit_of[i].append(u)
        board.star_king = [[(r + dr) * cols + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                            if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols] for r, c in board.rc]
        # per cell, the units (ascending) of it and the cells around it: those a star there touches
        board.star_ruled_units = [sorted({u for j in board.star_king[i] + [i] for u in board.star_unit_of[j]})
                                  for i in range(board.n)]
        # per unit, the cells it or a cell around it is in (whose ``cramped`` reads it), ascending
        board.star_unit_near = [sorted({j for i in cells for j in board.star_king[i]}.union(cells))
                                for _, cells in board.star_units]
    return board.star_units


class Scope:
    """The scope of the cells ``changed`` since a stalled position (:mod:`gridsat.puzzles.grid.stepping`; built by
    :func:`nearby`), each list ascending: ``ring`` the changed cells and the cells around them; ``units`` the rows,
    columns and regions (indices in the board's ``star_units``) holding a changed cell; ``around`` those holding a
    cell of ``ring``; ``cramped`` the cells in or around a cell of ``units``."""

    __slots__ = ("ring", "units", "around", "cramped")

    def __init__(self, board: Board, changed: list):
        _units(board)
        king, of = board.star_king, board.star_unit_of
        ring = {j for i in changed for j in king[i]}.union(changed)
        self.ring = sorted(ring)
        self.units = sorted({u for i in changed for u in of[i]})
        self.around = sorted({u for i in ring for u in of[i]})
        self.cramped = sorted({i for u in self.units for i in board.star_unit_near[u]})


def nearby(board: Board, changed: list) -> Scope:
    """The :class:`Scope` of the cells ``changed`` since a stalled position (one where no rule decides a cell and
    :func:`contradiction` is None).  Why looking there finds all the whole board would: a rule marked local reads,
    for one step, a star and the cells around it (``beside_star``), a unit's cells (``full``, ``only_room``), a
    unit's cells and those around them (``blocks``), or a cell, the units of it and of the cells around it
    (``cramped``, each unit tried on its own); one reading no changed cell finds what it found in the stalled
    position, nothing (its steps decide undecided cells: ``cramped`` then tries only the units holding a changed
    cell, in order, the first that cramps a cell being the first of all).  Likewise each part of
    :func:`contradiction` (two stars touching, a unit's count or room) not broken there stays so unless a changed
    cell is in it.  ``confined`` reads whole bands of rows (it is not local)."""
    return Scope(board, changed)


def _in(board: Board, scope, which: str = "units") -> list:
    """``(name, cells)`` of the units a rule looks at: all, or those of ``scope`` (its ``units`` or ``around``)."""
    units = _units(board)
    return units if scope is None else [units[u] for u in getattr(scope, which)]


def _king(board: Board, i: int) -> list:
    _units(board)
    return board.star_king[i]


def room(board: Board, cells, needed: int | None = None) -> int:
    """At most how many stars ``cells`` can hold without two touching: the
    fewest pieces among the four ways of cutting the board into 2x2 blocks
    (a block holds at most one star), an upper bound; with ``needed``, any
    count from ``needed`` up where the room is at least that (a shortcut:
    one cell holds one star, and a block holds at most four cells, so
    cells fill at least a quarter as many blocks)."""
    if needed is not None and (needed <= 1 and cells or needed <= 0 or (len(cells) + 3) // 4 >= needed):
        return max(needed, 0)
    _units(board)
    return min(len(set(map(ids.__getitem__, cells))) for ids in board.star_block_ids)


def _short(board: Board, cells: list, needed: int) -> bool:
    """``room(board, cells, needed) < needed`` for a ``needed`` above 0, told at the first way of cutting the
    board into 2x2 blocks that leaves too few pieces (``cramped`` asks it of each cell and unit)."""
    if needed <= 1 and cells or (len(cells) + 3) // 4 >= needed:
        return False
    return any(len(set(map(ids.__getitem__, cells))) < needed for ids in board.star_block_ids)


def _counts(s: State, cells) -> tuple:
    """``(stars, undecided)`` of ``cells``."""
    g = s.grid
    return [i for i in cells if g[i] == STAR], [i for i in cells if not g[i]]


def _more(n: int) -> str:
    return "no more stars" if n == 0 else f"{n} more star{'s' if n > 1 else ''}"


def _regions(names: list) -> str:
    """``"the region of r1c1"``, ``"the regions of r1c1, r3c2 and r4c1"``."""
    if len(names) == 1:
        return names[0]
    cells = [n.rsplit(" ", 1)[1] for n in names]
    return f"the regions of {', '.join(cells[:-1])} and {cells[-1]}"


def _are(cells) -> str:
    return "is" if len(cells) == 1 else "are"


def beside_star(s: State, scope: Scope | None = None) -> list:
    """Level 1: the cells around each star are empty (rule 4)."""
    g, b, out = s.grid, s.board, []
    for i in range(b.n) if scope is None else scope.ring:
        free = [nb for nb in _king(b, i) if not g[nb]] if g[i] == STAR else []
        if free:
            out.append(b.step("beside_star", f"{b.named(free)} {_are(free)} empty: the cells around the star at "
                              f"{b.where(i)} hold no star, not even diagonally", dict.fromkeys(free, EMPTY), [i], 1))
    return out


def full(s: State, scope: Scope | None = None) -> list:
    """Level 1: the undecided cells of a row, column or region holding its k stars are empty (rules 2, 3)."""
    b, k, out = s.board, s.board.puzzle.stars, []
    for name, cells in _in(b, scope):
        stars, free = _counts(s, cells)
        if len(stars) == k and free:
            out.append(b.step("full", f"{b.named(free)} {_are(free)} empty: {name} holds its "
                              f"{counted(k, 'star')} already ({b.named(stars)})",
                              dict.fromkeys(free, EMPTY), stars, 1))
    return out


def only_room(s: State, scope: Scope | None = None) -> list:
    """Level 1: a row, column or region with as many undecided cells as stars still needed: all stars."""
    g, b, k, out = s.grid, s.board, s.board.puzzle.stars, []
    for name, cells in _in(b, scope):
        stars, free = _counts(s, cells)
        if free and len(free) == k - len(stars):
            out.append(b.step("only_room", f"{b.named(free)} {_are(free)} {'a star' if len(free) == 1 else 'stars'}: "
                              f"{name} needs {len(free)} more star{'s' if len(free) > 1 else ''} and has no other "
                              "place left", dict.fromkeys(free, STAR), [i for i in cells if g[i]], 1))
    return out


def confined(s: State) -> list:
    """Level 2: m regions within m adjacent rows (columns) fill them, and the reverse (rules 2, 3)."""
    g, b, k, out = s.grid, s.board, s.board.puzzle.stars, []
    _units(b)
    rooms = [(name, cells, [i for i in cells if g[i] != EMPTY]) for name, cells in b.star_rooms]
    for lines, word, axis in ((b.star_rows, "row", 0), (b.star_cols, "column", 1)):
        spans = [sorted({b.rc[i][axis] for i in places}) for _, _, places in rooms]  # the lines each region reaches
        # per region, how many of its lines come before each line (a window's lines reached: two look-ups), made
        # at the first window whose counts match
        before: list = []
        ends = [(span[0], span[-1]) if span else None for span in spans]
        within, meeting = _window_counts(spans, len(lines))
        for m in range(1, len(lines)):
            for start in range(len(lines) - m + 1):
                end = start + m
                if within[start][end] != m and meeting[start][end] != m:  # (the lists below, counted first)
                    continue
                before = before or [_before(span, len(lines)) for span in spans]
                inside = [r for r, e in zip(rooms, ends) if e and start <= e[0] and e[1] < end]
                touched = [r for r, n in zip(rooms, before) if n[end] > n[start]]
                if len(inside) != m and len(touched) != m:
                    continue
                name = lines[start][0] if m == 1 else f"{word}s {start + 1}-{end}"
                if len(inside) == m:
                    out += _confined_band(s, lines[start:end], name, inside, m, k)
                if len(touched) == m:
                    out += _confined_rooms(s, lines[start:end], name, touched, m, k)
    return out


def _window_counts(spans: list, n: int) -> tuple:
    """For each window of lines ``start`` to ``end`` (``0 <= start <= end <= n``, ``end`` past the last), how many
    of the regions (``spans``: the sorted lines each reaches) lie within it and how many reach into it:
    ``(within, meeting)``, ``within[start][end]`` and ``meeting[start][end]``, tables built in O(n^2 + regions x n)
    (each window's lists were built region by region: a 15x15 board's trials spent a third of their time there)."""
    within, ends = [[0] * (n + 1) for _ in range(n + 1)], [[0] * (n + 1) for _ in range(n)]
    for span in spans:
        if span:
            ends[span[0]][span[-1] + 1] += 1  # (within every window from span[0] or before to span[-1] or after)
    for start in range(n - 1, -1, -1):
        row, later, acc, here = within[start], within[start + 1], 0, ends[start]
        for end in range(n + 1):
            acc += here[end]
            row[end] = later[end] + acc
    meeting = [[0] * (n + 1) for _ in range(n + 1)]
    firsts = []  # per region, the first line it reaches at or after each line (n: none)
    for span in spans:
        first, line, at = [n] * (n + 1), n, set(span)
        for x in range(n - 1, -1, -1):
            line = x if x in at else line
            first[x] = line
        firsts.append(first)
    for start in range(n):
        count = [0] * (n + 1)
        for first in firsts:
            count[first[start]] += 1
        row, acc = meeting[start], 0
        for end in range(n + 1):
            row[end] = acc  # (the regions whose first line from start comes before end)
            acc += count[end]
    return within, meeting


def _before(span: list, n: int) -> list:
    """``out[x]``: how many of the sorted line numbers ``span`` are below ``x`` (0 to ``n``)."""
    out, k = [0] * (n + 1), 0
    for x in range(n + 1):
        out[x] = k
        k += x in span
    return out


def _confined_band(s: State, band: list, name: str, inside: list, m: int, k: int) -> list:
    """The step of ``confined`` where the regions ``inside`` fill the lines ``band`` (none: no cell to decide)."""
    g, b = s.grid, s.board
    ours = {i for _, cells, _ in inside for i in cells}
    free = sorted(i for _, cells in band for i in cells if not g[i] and i not in ours)
    if not free:
        return []
    return [b.step("confined", f"{b.named(free)} {_are(free)} empty: {_regions([r for r, _, _ in inside])} can place "
                   f"stars only in {name}, so {'it holds' if m == 1 else 'they hold'} "
                   f"{'the star' if k * m == 1 else f'all {k * m} stars'} of {name}", dict.fromkeys(free, EMPTY),
                   [i for _, cells, _ in inside for i in cells if g[i]], 2)]


def _confined_rooms(s: State, band: list, name: str, touched: list, m: int, k: int) -> list:
    """The step of ``confined`` where the lines ``band`` fill the regions ``touched`` (none: no cell to decide)."""
    g, b = s.grid, s.board
    lines = {i for _, cells in band for i in cells}
    free = sorted(i for _, cells, _ in touched for i in cells if not g[i] and i not in lines)
    if not free:
        return []
    return [b.step("confined", f"{b.named(free)} {_are(free)} empty: {name} can place {'its' if m == 1 else 'their'} "
                   f"{counted(k * m, 'star')} only in {_regions([r for r, _, _ in touched])}, which "
                   f"{'holds' if m == 1 else 'hold'} no more",
                   dict.fromkeys(free, EMPTY), sorted(i for i in lines if g[i]), 2)]


def cramped(s: State, scope: Scope | None = None) -> list:
    """Level 3: a cell whose star would leave a unit too little room (:func:`room`) is empty; with a ``scope``, the
    cells of its ``cramped`` tried on the units of its ``units`` alone."""
    g, b, k, out = s.grid, s.board, s.board.puzzle.stars, []
    units = _units(b)
    need = {u: k - len(_counts(s, units[u][1])[0]) for u in (range(len(units)) if scope is None else scope.units)}
    frees: dict = {}  # each unit's undecided cells, listed once a call
    for i in s.free() if scope is None else [i for i in scope.cramped if not g[i]]:
        ruled = set(_king(b, i)) | {i}
        for u in [u for u in b.star_ruled_units[i] if u in need]:
            name, cells = units[u]
            needed = need[u] - (u in b.star_unit_of[i])
            if needed <= 0:  # room(..., needed) is never below a needed of 0 or less
                continue
            free = frees.get(u)
            if free is None:
                free = frees[u] = [j for j in cells if not g[j]]
            left = [j for j in free if j not in ruled]
            if _short(b, left, needed):
                out.append(b.step("cramped", f"{b.where(i)} is empty: a star there would leave {name} room for "
                                  f"{_more(room(b, left))}, not the {needed} it needs", {i: EMPTY},
                                  [j for j in cells if g[j]], 3))
                break
    return out


def _pieces(board: Board, cells: list, needed: int):
    """The 2x2 blocks of a way of cutting the board that split ``cells`` into ``needed`` pieces (each then holds
    one star), or None."""
    keys = board.star_blocks
    for o in range(4):
        pieces: dict = {}
        for i in cells:
            pieces.setdefault(keys[i][o], []).append(i)
        if len(pieces) == needed:
            return list(pieces.values())
    return None


def blocks(s: State, scope: Scope | None = None) -> list:
    """Level 2: a unit whose places fit in as many 2x2 blocks as it needs stars has one in each (rule 4)."""
    g, b, k, out = s.grid, s.board, s.board.puzzle.stars, []
    for name, cells in _in(b, scope, "around"):
        stars, free = _counts(s, cells)
        needed = k - len(stars)
        pieces = _pieces(b, free, needed) if 0 < needed < len(free) else None
        for piece in pieces or ():
            said = (f"{name} needs 1 more star and its places all lie in one 2x2 block" if needed == 1 else
                    f"{name} needs {_more(needed)} and its places fit in {needed} 2x2 blocks, one star in each (a "
                    "block holds at most one)")
            premises = [i for i in cells if g[i]]
            if len(piece) == 1:
                out.append(b.step("blocks", f"{b.where(piece[0])} is a star: {said}, and this block has no other "
                                  "place", {piece[0]: STAR}, premises, 2))
                continue
            near = set.intersection(*(set(_king(b, i)) for i in piece))
            free_near = sorted(i for i in near if not g[i] and i not in piece)
            if free_near:
                out.append(b.step("blocks", f"{b.named(free_near)} {_are(free_near)} empty: {said}; the star in "
                                  f"{b.named(piece)} touches {'it' if len(free_near) == 1 else 'them'} wherever it "
                                  "is", dict.fromkeys(free_near, EMPTY), premises, 2))
    return out


#: The rules in the order a person tries them (simplest first).
RULES = (beside_star, full, only_room, confined, blocks, cramped)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`; tests/test_hint_steps_pinned.py checks the steps say it)
confined.level = blocks.level = 2
cramped.level = 3
for _rule in (beside_star, full, only_room, blocks, cramped):  # (a trial from a stalled position passes the scope of
    _rule.local = True  # its changes: :func:`nearby`)


def contradiction(s: State, scope: Scope | None = None):
    """Why the partial placing already breaks a rule: ``(sentence, cells
    that show it)``, or None; looking only near the cells of ``scope``
    where given (:func:`nearby`: the same answer)."""
    g, b, k = s.grid, s.board, s.board.puzzle.stars
    for i in range(b.n) if scope is None else scope.ring:  # (two stars touching: one of them changed)
        if g[i] == STAR:
            nb = next((nb for nb in _king(b, i) if g[nb] == STAR), None)
            if nb is not None:
                return f"the stars at {b.where(i)} and {b.where(nb)} would touch", [i, nb]
    for name, cells in _in(b, scope):
        stars, free = _counts(s, cells)
        if len(stars) > k:
            return f"{name} would hold {len(stars)} stars, more than {k}", stars
        if len(stars) + room(b, free, k - len(stars)) < k:
            most = len(stars) + room(b, free)  # (none: "column 5 would hold at most 0 of its 1 star")
            said = f"have no place left for its {counted(k, 'star')}" if most == 0 else \
                f"hold at most {most} of its {counted(k, 'star')}"
            return f"{name} would {said}", [i for i in cells if g[i]]
    return None


__all__ = ["RULES", "Scope", "beside_star", "blocks", "confined", "contradiction", "cramped", "full", "givens",
           "nearby", "only_room", "room"]
