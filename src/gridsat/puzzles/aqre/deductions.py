"""Aqre deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: a room's number is its
count of shaded cells, the shaded cells are connected, no four cells in a
row or column are all shaded or all unshaded), the classic Aqre techniques:

1. ``four_in_line``: four cells in a row or column of which three are
   shaded (or unshaded) and one undecided: that one is unshaded (shaded),
   else the four would be alike (two alike on each side of a gap, or
   three in a row and the next); ``room_done``: a room holding its number
   of shaded cells has its other cells unshaded; ``room_needs``: a room
   whose cells not unshaded are just its number has them all shaded.
2. ``room_fits``: a cell that is shaded (or unshaded) in every way the
   room's number fits in its undecided cells without four alike in a row
   or column is so; ``room_joins``: of those ways of a room, the ones that
   would wall shaded cells in (no undecided cell beside them) while other
   shaded cells lie elsewhere are out; what the rest agree on is so;
   ``shaded_escape``: a group of shaded cells with one
   way out, while other shaded cells lie elsewhere, goes out that way;
   ``lone``: a cell whose four neighbours are unshaded stays unshaded when
   shaded cells lie elsewhere (shaded, it would be cut off).
3. ``shaded_cut``: a cell that, unshaded, would cut shaded cells off from
   the others is shaded.

``shaded_escape``, ``lone`` and ``shaded_cut`` are Tapa's rules for its
connected shaded cells, the same here.  A trial also breaks on a room none
of whose ways (``room_fits``'s, up to :data:`MOST_CELLS` undecided cells)
fits.
"""

from __future__ import annotations

from itertools import combinations

from ...core.errors import counted
from ..grid.hinting import NAMES, SHADED, UNSHADED, Board, State, other, unjoined, walled_in
from ..tapa import deductions as tapa
from .rules import RUN


def givens(board: Board) -> list:
    """Aqre gives no cell's shading: every cell starts undecided."""
    return [0] * board.n


def _is(cells: list) -> str:
    return "is" if len(cells) == 1 else "are"


def _windows(board: Board) -> list:
    """``(cells, line)`` of every four cells in a row of a row or column (flat indices, in order; ``line`` "row"
    or "column"), worked out once per board."""
    if not hasattr(board, "aqre_windows"):
        rows, cols, out = board.rows, board.cols, []
        for r in range(rows):
            out += [([r * cols + c + k for k in range(RUN)], "row") for c in range(cols - RUN + 1)]
        for c in range(cols):
            out += [([(r + k) * cols + c for k in range(RUN)], "column") for r in range(rows - RUN + 1)]
        board.aqre_windows = out
    return board.aqre_windows


class _Rooms:
    """A board's numbered rooms as flat cells: ``(cells, number, name)`` each, ``name`` as a sentence says it
    (the room of the number, at the number's cell)."""

    def __init__(self, board: Board):
        puzzle, cols = board.puzzle, board.cols
        numbers = puzzle.room_numbers()
        clued = {puzzle.regions[r][c]: r * cols + c for (r, c) in puzzle.clued()}
        self.numbered = []
        for rid, cells in puzzle.rooms().items():
            number = numbers.get(rid)
            if isinstance(number, int):
                self.numbered.append(([r * cols + c for r, c in cells], number,
                                      f"the room of the {number} at {board.where(clued[rid])}"))


def _rooms(board: Board) -> list:
    if not hasattr(board, "aqre_rooms"):  # (cached on the board: the rules run many times a step)
        board.aqre_rooms = _Rooms(board).numbered
    return board.aqre_rooms


def four_in_line(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for cells, line in _windows(b):
        seen = [g[i] for i in cells]
        if seen.count(0) != 1:
            continue
        free = cells[seen.index(0)]
        for value in (SHADED, UNSHADED):
            if seen.count(value) == RUN - 1:
                word, rest = NAMES[value], [i for i in cells if i != free]
                out.append(b.step("four_in_line", f"{b.where(free)} is {NAMES[other(value)]}: {b.named(rest)} are "
                                  f"{word}, and {b.where(cells[0])} to {b.where(cells[-1])} would be four {word} "
                                  f"cells in a {line}", {free: other(value)}, rest, 1))
    return out


def _count(g: list, cells: list, value: int) -> list:
    return [i for i in cells if g[i] == value]


def room_done(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for cells, number, name in _rooms(b):
        shaded, free = _count(g, cells, SHADED), _count(g, cells, 0)
        if free and len(shaded) == number:
            said = ("holds no shaded cell" if number == 0 else
                    f"already holds its {counted(number, 'shaded cell')} ({b.named(shaded)})")
            out.append(b.step("room_done", f"{b.named(free)} {_is(free)} unshaded: {name} {said}",
                              dict.fromkeys(free, UNSHADED), shaded, 1))
    return out


def room_needs(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for cells, number, name in _rooms(b):
        shaded, free = _count(g, cells, SHADED), _count(g, cells, 0)
        if free and len(free) + len(shaded) == number:
            unshaded = _count(g, cells, UNSHADED)
            out.append(b.step("room_needs", f"{b.named(free)} {_is(free)} shaded: {name} needs "
                              f"{counted(number, 'shaded cell')} and has no other cell left"
                              + (f" ({b.named(unshaded)} unshaded)" if unshaded else ""),
                              dict.fromkeys(free, SHADED), unshaded + shaded, 1))
    return out


#: The most undecided cells of a room :func:`room_fits` places its shaded cells in (a person sees the ways of a
#: small room; 12 cells are at most 924 ways).
MOST_CELLS = 12


def _crossing(board: Board) -> list:
    """Per cell, the windows of :func:`_windows` holding it (their indices), worked out once per board."""
    if not hasattr(board, "aqre_crossing"):
        out: list = [[] for _ in range(board.n)]
        for k, (cells, _) in enumerate(_windows(board)):
            for i in cells:
                out[i].append(k)
        board.aqre_crossing = out
    return board.aqre_crossing


def _fits(s: State, free: list, need: int) -> tuple:
    """``(ways, always, never, chosen)``: how many ways ``need`` cells of ``free`` can be shaded (the rest unshaded)
    with no window of four cells all alike, the cells shaded in every one, those in none, and the ways (the cells
    each shades); cached on the board by the cells the windows read as they stand."""
    g, b = s.grid, s.board
    windows, crossing = _windows(b), _crossing(b)
    near = sorted({k for i in free for k in crossing[i]})
    key = (tuple(free), need, tuple(g[i] for k in near for i in windows[k][0]))
    cache = b.__dict__.setdefault("aqre_fits", {})
    if key not in cache:
        ways = []
        for chosen in combinations(free, need):
            value = dict.fromkeys(free, UNSHADED)
            value.update(dict.fromkeys(chosen, SHADED))
            if not any(len({value.get(i, g[i]) for i in windows[k][0]}) == 1 for k in near):
                ways.append(frozenset(chosen))
        cache[key] = ((len(ways), frozenset.intersection(*ways), set(free) - frozenset.union(*ways), ways) if ways
                      else (0, frozenset(), set(), ways))
    return cache[key]


def _read(b: Board, g: list, cells: list, free: list) -> list:
    """The cells a room's ways are judged with: its decided cells and those of the windows crossing its undecided
    ``free`` cells."""
    crossing, windows = _crossing(b), _windows(b)
    return sorted({i for i in cells if g[i]} | {i for j in free for k in crossing[j] for i in windows[k][0] if g[i]})


def room_fits(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for cells, number, name in _rooms(b):
        shaded, free = _count(g, cells, SHADED), _count(g, cells, 0)
        need = number - len(shaded)
        if len(free) > MOST_CELLS or not 0 < need < len(free):  # (a count room_done or room_needs decides)
            continue
        ways, always, never, _ = _fits(s, free, need)
        decided = {**dict.fromkeys(sorted(always), SHADED), **dict.fromkeys(sorted(never), UNSHADED)}
        if not ways or not decided:  # (none: a contradiction's)
            continue
        said = [f"{b.named(sorted(always))} {_is(always)} shaded"] if always else []
        said += [f"{b.named(sorted(never))} {_is(never)} unshaded"] if never else []
        out.append(b.step("room_fits", f"{' and '.join(said)}: {name} fits its {need} {'more ' if shaded else ''}"
                          f"shaded cell{'s' * (need != 1)} into its {len(free)} undecided cells "
                          f"{'only one way' if ways == 1 else f'{ways} ways'} without four cells alike in a row or "
                          "column" + ("" if ways == 1 else f", and {'both' if ways == 2 else 'all'} agree there"),
                          decided, _read(b, g, cells, free), 2))
    return out


def _walls_in(b: Board, g: list, free: list, way: frozenset, total: int) -> list | None:
    """Whether shading the cells ``way`` of ``free`` (the rest of ``free`` unshaded) would leave a group of shaded
    cells with no undecided cell beside it while other shaded cells lie elsewhere (``total`` shaded in all): None
    when not, else the decided cells that show it (:func:`~..grid.hinting.walled_in`)."""
    tried = {i: SHADED if i in way else UNSHADED for i in free}
    starts = set(way) | {nb for i in free for nb in b.near[i] if g[nb] == SHADED}
    return walled_in(b, g, tried, starts, total)


def room_joins(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for cells, number, name in _rooms(b):
        shaded, free = _count(g, cells, SHADED), _count(g, cells, 0)
        need = number - len(shaded)
        if len(free) > MOST_CELLS or not 0 < need < len(free):
            continue
        ways, always, never, chosen = _fits(s, free, need)
        total = g.count(SHADED) + need
        walled = [_walls_in(b, g, free, way, total) for way in chosen]
        kept = [way for way, why in zip(chosen, walled) if why is None]
        if not kept or len(kept) == ways:  # (none left: a contradiction's; all: room_fits says what they agree on)
            continue
        agree, some = frozenset.intersection(*kept), frozenset.union(*kept)
        decided = {**{i: SHADED for i in sorted(agree - always)},
                   **{i: UNSHADED for i in sorted(set(free) - some - never)}}
        if not decided:
            continue
        said = [f"{b.named(c)} {_is(c)} {word}" for word, c in
                (("shaded", [i for i, v in decided.items() if v == SHADED]),
                 ("unshaded", [i for i, v in decided.items() if v == UNSHADED])) if c]
        rest = "one is left" if len(kept) == 1 else f"the {len(kept)} left agree there"
        around = sorted({nb for i in free for nb in b.near[i] if g[nb] and nb not in set(cells)}
                        | {i for why in walled if why for i in why})
        out.append(b.step("room_joins", f"{' and '.join(said)}: {name} fits its {need} {'more ' if shaded else ''}"
                          f"shaded cell{'s' * (need != 1)} into its {len(free)} undecided cells {ways} ways without "
                          f"four cells alike in a row or column, but {ways - len(kept)} of them would wall shaded "
                          f"cells in; {rest}", decided, sorted(set(_read(b, g, cells, free)) | set(around)), 2))
    return out


shaded_escape, lone, shaded_cut = tapa.shaded_escape, tapa.lone, tapa.shaded_cut

#: The rules in the order a person tries them (simplest first).
RULES = (four_in_line, room_done, room_needs, room_fits, room_joins, shaded_escape, lone, shaded_cut)
room_fits.level = room_joins.level = 2
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`); Tapa's rules carry theirs: shaded_escape and lone 2, shaded_cut 3


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells that show it)``, or None."""
    g, b = s.grid, s.board
    for cells, line in _windows(b):
        value = g[cells[0]]
        if value and all(g[i] == value for i in cells):
            return (f"{b.where(cells[0])} to {b.where(cells[-1])} would be four {NAMES[value]} cells in a {line}",
                    cells)
    for cells, number, name in _rooms(b):
        shaded, free = _count(g, cells, SHADED), _count(g, cells, 0)
        if len(shaded) > number:
            return f"{name} would hold {counted(len(shaded), 'shaded cell')}, more than its {number}", shaded
        if len(shaded) + len(free) < number:
            return (f"{name} would have too few cells left for its {counted(number, 'shaded cell')}",
                    _count(g, cells, UNSHADED))
        need = number - len(shaded)
        if 0 < need < len(free) <= MOST_CELLS and not _fits(s, free, need)[0]:
            return (f"{name} could not fit its {need} {'more ' if shaded else ''}shaded cell{'s' * (need != 1)} into "
                    f"its {len(free)} undecided cells without four cells alike in a row or column",
                    _read(b, g, cells, free))
    return unjoined(s, SHADED)


__all__ = ["MOST_CELLS", "RULES", "contradiction", "four_in_line", "givens", "lone", "room_done", "room_fits",
           "room_joins", "room_needs", "shaded_cut", "shaded_escape"]
