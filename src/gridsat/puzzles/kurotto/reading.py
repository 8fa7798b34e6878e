"""What Kurotto's rules read from a partial shading (:mod:`.deductions`): the shaded groups, the areas of cells not
unshaded, a circle's touching groups and the size of its areas, and the numbers a trial's changes can reach
(:func:`nearby`, :func:`numbers_in`).

Two facts carry the scope: shading more cells only grows (and merges) the shaded groups, and unshading more cells
only shrinks (and splits) the areas of cells not unshaded.  So from a stalled position (no rule decides a cell, no
contradiction), a number's groups are as they were unless a group touching it holds a changed cell, and its areas
are as they were unless one of them held a changed cell or a neighbour of one (the areas that a changed unshaded
cell split lie beside it)."""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas

#: ((the board, grid) last read, its readings): the rules of a round read one position
_LAST: list = [((None, None), None)]


#: (the key of the last scope read, its numbers): every rule of a trial's round reads the same position and scope
_SCOPED: list = [(None, None)]


def readings(s: State) -> tuple:
    """``(label, groups, open_label, open_areas)`` of ``s`` (:func:`~..grid.hinting.areas`): its shaded groups and
    its areas of cells not unshaded, each ``label[i]`` the group (area) of cell ``i`` or -1; kept for the last
    position read (every rule of a round reads the same one)."""
    (board, grid), last = _LAST[0]  # (one tuple, replaced whole: a thread reads a key and its own readings)
    g, b = s.grid, s.board
    if board is not b or grid != bytes(g):
        grid = bytes(g)
        last = (*areas(b, [v == SHADED for v in g]), *areas(b, [v != UNSHADED for v in g]))
        _LAST[0] = ((b, grid), last)
    return last


def numbers(board: Board) -> list:
    """``(cell, number)`` of every circle with a number (cached on the board)."""
    if not hasattr(board, "kurotto_numbers"):
        board.kurotto_numbers = [(i, v) for i, v in enumerate(board.clue) if isinstance(v, int)]
    return board.kurotto_numbers


def touching(b: Board, label: list, circle: int) -> list:
    """The labels of the areas (or groups) of ``label`` beside ``circle``, in order."""
    return sorted({label[nb] for nb in b.near[circle] if label[nb] >= 0})


def room_size(b: Board, open_label: list, open_areas: list, circle: int) -> int:
    """How many cells not unshaded the areas beside ``circle`` hold: the most its groups can ever hold."""
    return sum(len(open_areas[k]) for k in {open_label[nb] for nb in b.near[circle] if open_label[nb] >= 0})


def nearby(board: Board, changed: list) -> frozenset:
    """The scope of the cells ``changed`` (indices) since a stalled position: those cells, read against the present
    position by :func:`numbers_in` (the numbers the change can reach)."""
    return frozenset(changed)


def numbers_in(s: State, scope, most_room: int) -> list:
    """The ``(cell, number)`` of :func:`numbers` a rule looks at in ``s``: all of them where ``scope`` is None; else
    those the cells of ``scope`` (:func:`nearby`) can reach -- a superset of the numbers where a rule finds what it
    did not find in the stalled position:

    - groups: a number beside a changed cell, beside a group holding or beside a changed cell, or beside an
      undecided cell next to a group holding a changed cell or beside that cell's other groups (what shading the
      cell would join);
    - areas: a number whose areas hold a changed cell or a neighbour of one, where they hold at most
      ``max(number, most_room)`` cells (past that no rule on its areas applies: a contradiction needs fewer cells
      than its number, ``needs_all`` as many, ``needs_cell`` at most ``most_room``)."""
    every = numbers(s.board)
    if scope is None:
        return every
    key = (s.board, bytes(s.grid), scope, most_room)
    last_key, last = _SCOPED[0]
    if last_key != key:
        last = _reached(s, scope, most_room, every)
        _SCOPED[0] = (key, last)
    return last


def _reached(s: State, scope: frozenset, most_room: int, every: list) -> list:
    """:func:`numbers_in` of a scope, read afresh."""
    g, near = s.grid, s.board.near
    label, groups, open_label, open_areas = readings(s)
    grown = {label[c] for c in scope if label[c] >= 0}
    joining = {x for k in grown for c in groups[k] for x in near[c] if not g[x]}
    read = set(scope) | joining
    for c in list(read):
        read.update(nb for nb in near[c] if label[nb] >= 0)
    hit_groups = {label[c] for c in read if label[c] >= 0}
    read.update(c for k in hit_groups for c in groups[k])
    hit_areas = {open_label[x] for c in scope for x in (c, *near[c]) if open_label[x] >= 0}
    beside = {nb for c in read for nb in near[c]} | scope  # (the circles among them: the numbers the groups reach)
    out = []
    for i, number in every:
        if i in beside:
            out.append((i, number))
            continue
        areas_beside = {open_label[nb] for nb in near[i]}
        if not hit_areas.isdisjoint(areas_beside) and (
                sum(len(open_areas[k]) for k in areas_beside if k >= 0) <= max(number, most_room)):
            out.append((i, number))
    return out


__all__ = ["nearby", "numbers", "numbers_in", "readings", "room_size", "touching"]
