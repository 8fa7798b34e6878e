"""Shimaguni deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`, as puzz.link checks them:
shaded cells in two rooms never touch; a room's shaded cells are one
connected island; a room's number is its island's size; touching rooms'
islands differ in size; every room holds an island), the techniques the
solving guides teach:

1. ``beside_island``: a cell beside a shaded cell of another room is
   unshaded (shaded cells in two rooms never touch); ``room_done``: a room
   holding its number of shaded cells has its other cells unshaded;
   ``room_needs``: a room whose cells not unshaded are just its number (or
   one cell, where it has no number: every room holds an island) has them
   all shaded; ``walled_off``: a room's cells its shaded cells cannot reach
   through the room's cells not unshaded are unshaded (the island is
   connected); ``sizes_differ``: touching rooms' islands differ in size, so
   an island as big as a touching room's (its number, or an island walled
   in) with one way left to grow grows there, and a cell that shaded would
   be an island of one cell beside a room whose island is one cell is
   unshaded.
2. ``too_far``: a cell of a numbered room as many steps or more from one
   of the room's shaded cells as the number (through the room's cells not
   unshaded), or in a part of the room too small for the island, is
   unshaded (the island would outgrow its number, or not fit);
   ``room_fits``: a cell that every island fitting its room holds is
   shaded, one that none holds unshaded (an island fits where it is
   connected inside the room, holds the room's shaded cells, lies on its
   cells neither unshaded nor beside another room's shaded cell, and has
   the room's number of cells, or, without one, a size no touching room's
   known island has).
3. ``island_needs``: a cell without which the room's shaded cells could
   not be joined, or its island not reach its number, is shaded.

A room is named by its number ("the room of the 3 at r2c4") or, without
one, by its first cell ("the room at r1c1").
"""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import SHADED, UNSHADED, Board, State
from .rooms import distances, island_of, known_sizes, parts, reached, rooms_of, walls


def givens(board: Board) -> list:
    """Shimaguni gives no cell's shading (a number's cell may be shaded): every cell starts undecided."""
    return [0] * board.n


def _is(count: int) -> str:
    return "is" if count == 1 else "are"


def beside_island(s: State) -> list:
    g, b, of, out = s.grid, s.board, rooms_of(s.board).room_of, []
    for i in range(b.n):
        if g[i] == SHADED:
            free = [nb for nb in b.near[i] if not g[nb] and of[nb] != of[i]]
            if free:
                out.append(b.step("beside_island", f"{b.named(free)} {_is(len(free))} unshaded: beside the shaded "
                                  f"{b.where(i)} of another room (shaded cells in two rooms never touch)",
                                  dict.fromkeys(free, UNSHADED), [i], 1))
    return out


def room_done(s: State) -> list:
    g, b, rooms, out = s.grid, s.board, rooms_of(s.board), []
    for k, cells in enumerate(rooms.cells):
        shaded = [i for i in cells if g[i] == SHADED]
        free = [i for i in cells if not g[i]]
        if free and rooms.number[k] is not None and len(shaded) == rooms.number[k]:
            out.append(b.step("room_done", f"{b.named(free)} {_is(len(free))} unshaded: {rooms.name[k]} holds its "
                              f"{counted(len(shaded), 'shaded cell')} ({b.named(shaded)})",
                              dict.fromkeys(free, UNSHADED), shaded, 1))
    return out


def room_needs(s: State) -> list:
    g, b, rooms, out = s.grid, s.board, rooms_of(s.board), []
    for k, cells in enumerate(rooms.cells):
        free = [i for i in cells if not g[i]]
        open_ = [i for i in cells if g[i] != UNSHADED]
        unshaded = [i for i in cells if g[i] == UNSHADED]
        said = f" (the others are unshaded: {b.named(unshaded, 2)})" if unshaded else ""
        number = rooms.number[k]
        if free and number is not None and len(open_) == number:
            # a room of just its number's cells "had only 3 of its cells not unshaded" before any was unshaded
            left = f"only {len(open_)} of its cells {_is(len(open_))} not unshaded{said}" if unshaded else \
                f"has just {counted(len(cells), 'cell')}"
            out.append(b.step("room_needs", f"{b.named(free)} {_is(len(free))} shaded: {rooms.name[k]} needs "
                              f"{counted(number, 'shaded cell')} and {left}", dict.fromkeys(free, SHADED),
                              unshaded, 1))
        elif free and number is None and len(open_) == 1:
            out.append(b.step("room_needs", f"{b.where(free[0])} is shaded: it is the only cell of {rooms.name[k]} "
                              f"left for its island, as every room holds one{said}", {free[0]: SHADED}, unshaded, 1))
    return out


def walled_off(s: State) -> list:
    g, b, rooms, out = s.grid, s.board, rooms_of(s.board), []
    for k, cells in enumerate(rooms.cells):
        root = next((i for i in cells if g[i] == SHADED), None)
        if root is None:
            continue
        reach = reached(s, k, root)
        if any(g[i] == SHADED and i not in reach for i in cells):
            continue  # (the island cannot be joined: a contradiction, the trials')
        free = [i for i in cells if not g[i] and i not in reach]
        if free:
            out.append(b.step("walled_off", f"{b.named(free)} {_is(len(free))} unshaded: the shaded {b.where(root)} "
                              f"cannot reach {'it' if len(free) == 1 else 'them'} inside {rooms.name[k]} (unshaded "
                              f"cells wall {'it' if len(free) == 1 else 'them'} off), and a room's island is "
                              "connected", dict.fromkeys(free, UNSHADED), [root] + walls(s, k, reach), 1))
    return out


def sizes_differ(s: State) -> list:
    g, b, rooms, out = s.grid, s.board, rooms_of(s.board), []
    sizes = known_sizes(s)
    for k, cells in enumerate(rooms.cells):
        known = [(a, sizes[a]) for a in rooms.touching[k] if sizes[a] is not None]
        if not known:
            continue
        shaded = [i for i in cells if g[i] == SHADED]
        if shaded:
            group, ways = island_of(s, k, shaded[0])
            if len(group) == len(shaded) and len(ways) == 1 and rooms.number[k] != len(group):
                same = next(((a, size) for a, size in known if size[0] == len(group)), None)
                if same is not None:
                    (n, why, premises) = same[1]
                    out.append(b.step("sizes_differ", f"{b.where(ways[0])} is shaded: the island of {rooms.name[k]} "
                                      f"({b.named(group, 2)}) has {counted(n, 'cell')} and can grow only there; "
                                      f"{why}, and touching rooms' islands differ in size",
                                      {ways[0]: SHADED}, group + walls(s, k, group) + premises, 1))
            continue
        one = next(((a, size) for a, size in known if size[0] == 1), None)
        if one is None or rooms.number[k] == 1:
            continue
        for i in cells:
            if not g[i] and all(g[nb] == UNSHADED for nb in b.near[i] if rooms.room_of[nb] == k):
                inside = [nb for nb in b.near[i] if rooms.room_of[nb] == k]
                out.append(b.step("sizes_differ", f"{b.where(i)} is unshaded: shaded, it would be an island of one "
                                  f"cell in {rooms.name[k]}; {one[1][1]}, and touching rooms' islands differ in "
                                  "size", {i: UNSHADED}, inside + one[1][2], 1))
    return out


def too_far(s: State) -> list:
    g, b, rooms, out = s.grid, s.board, rooms_of(s.board), []
    for k, cells in enumerate(rooms.cells):
        number = rooms.number[k]
        if number is None or not any(not g[i] for i in cells):
            continue
        shaded = [i for i in cells if g[i] == SHADED]
        unshaded = [i for i in cells if g[i] == UNSHADED]
        if not shaded:
            for part in parts(s, k):
                free = [i for i in part if not g[i]]
                if len(part) < number and free:
                    out.append(b.step("too_far", f"{b.named(free)} {_is(len(free))} unshaded: walled in by "
                                      f"unshaded cells, {'it' if len(free) == 1 else 'they'} and "
                                      f"{'its' if len(free) == 1 else 'their'} part of {rooms.name[k]} hold "
                                      f"{counted(len(part), 'cell')}, too few for its island of {number}",
                                      dict.fromkeys(free, UNSHADED), walls(s, k, part), 2))
            continue
        found: dict = {}
        for root in shaded:
            for i, steps in distances(s, k, root).items():
                if not g[i] and steps >= number and i not in found:
                    found[i] = root
        by_root: dict = {}
        for i, root in found.items():
            by_root.setdefault(root, []).append(i)
        for root, free in by_root.items():
            out.append(b.step("too_far", f"{b.named(free)} {_is(len(free))} unshaded: {number} or more steps from "
                              f"the shaded {b.where(root)} inside {rooms.name[k]}, an island holding both would "
                              f"outgrow its {number}", dict.fromkeys(free, UNSHADED), [root] + unshaded, 2))
    return out


#: The most islands :func:`room_fits` lists in a room (a person pencils the islands of a small room; a room with more
#: is left to the other rules and to trials).
MOST_ISLANDS = 2000


def room_fits(s: State) -> list:
    g, b, rooms, out = s.grid, s.board, rooms_of(s.board), []
    sizes = known_sizes(s)
    for k, cells in enumerate(rooms.cells):
        free = [i for i in cells if not g[i]]
        if not free:
            continue
        number = rooms.number[k]
        known = [sizes[a] for a in rooms.touching[k] if sizes[a] is not None]
        barred = {size[0] for size in known}
        found = islands(s, k, number)
        if found is None:
            continue
        ways = [island for island in found if number is not None or len(island) not in barred]
        always = [i for i in free if ways and all(i in w for w in ways)]
        never = [i for i in free if ways and not any(i in w for w in ways)]  # (none: a contradiction, the trials')
        if not always and not never:
            continue
        premises = [i for i in cells if g[i]] + ([] if number is not None else [c for size in known for c in size[2]])
        premises += [nb for i in free for nb in b.near[i] if g[nb] == SHADED and rooms.room_of[nb] != k]
        said = f"its {number} cells" if number is not None else (
            f"a size other than its touching rooms' {', '.join(map(str, sorted(barred)))}" if barred else "any size")
        many = f"all {len(ways)} agree there" if len(ways) > 1 else "and it is the only one"
        for value, decided in ((SHADED, always), (UNSHADED, never)):
            if decided:
                out.append(b.step("room_fits", f"{b.named(decided)} {_is(len(decided))} {b.names[value]}: the "
                                  f"islands of {said} that fit in {rooms.name[k]} (connected, over its shaded cells, "
                                  f"on its cells not unshaded) are {len(ways)}, {many}",
                                  dict.fromkeys(decided, value), premises, 2))
    return out


def islands(s: State, k: int, number: int | None):
    """Every island room ``k`` may hold, as sets: connected inside the room, of ``number`` cells (None: any), holding
    its shaded cells, on its cells neither unshaded nor beside a shaded cell of another room; None past
    :data:`MOST_ISLANDS` (each connected set listed once: from its first cell, or the first shaded one, the cells
    beside it taken or passed in order, a cell passed never taken below)."""
    near, g, rooms = s.board.near, s.grid, rooms_of(s.board)
    of = rooms.room_of
    cells = rooms.cells[k]
    key = (k, number, tuple(g[i] for i in rooms.around[k]))  # (what it reads: a room's islands are asked again
    if key in rooms.islands:  # at every step and in every trial, most rooms unchanged)
        return rooms.islands[key]
    if len(rooms.islands) > 4096:  # (kept small: a long trial's positions are not asked again)
        rooms.islands.clear()
    rooms.islands[key] = found = _islands(g, near, of, k, cells, number)
    return found


def _islands(g: list, near: list, of: list, k: int, cells: list, number: int | None):
    shaded = {i for i in cells if g[i] == SHADED}
    usable = {i for i in cells if g[i] != UNSHADED and not any(g[nb] == SHADED and of[nb] != k for nb in near[i])}
    if not shaded <= usable:
        return []
    most = number if number is not None else len(usable)
    out: list = []

    def grow(island: set, frontier: list, passed: set) -> bool:
        if shaded <= island and (number is None or len(island) == number):
            out.append(island)
            if len(out) > MOST_ISLANDS:
                return False
        if len(island) >= most:
            return True
        for at, cell in enumerate(frontier):
            bigger = island | {cell}
            barred = passed.union(frontier[:at])
            more = frontier[at + 1:] + [nb for nb in near[cell] if nb in usable and nb not in bigger
                                         and nb not in barred and nb not in frontier]
            if not grow(bigger, more, barred):
                return False
        return True

    roots = [min(shaded)] if shaded else sorted(usable)
    for root in roots:
        before = set() if shaded else {i for i in usable if i < root}
        if not grow({root}, [nb for nb in near[root] if nb in usable and nb not in before], before | {root}):
            return None
    return out


def island_needs(s: State) -> list:
    g, b, rooms, out = s.grid, s.board, rooms_of(s.board), []
    for k, cells in enumerate(rooms.cells):
        shaded = [i for i in cells if g[i] == SHADED]
        number = rooms.number[k]
        if not shaded or (number is not None and len(shaded) >= number):
            continue
        root, unshaded = shaded[0], [i for i in cells if g[i] == UNSHADED]
        if any(i not in reached(s, k, root) for i in shaded):
            continue  # (a contradiction, the trials')
        for i in cells:
            if g[i]:
                continue
            reach = reached(s, k, root, without=i)
            apart = next((j for j in shaded if j not in reach), None)
            if apart is not None:
                why = f"unshaded, it would cut the shaded {b.where(root)} off from {b.where(apart)} in {rooms.name[k]}"
                premises = [root, apart]
            elif number is not None and len(reach) < number:
                why = (f"unshaded, it would leave the island of {rooms.name[k]} ({b.named(shaded, 2)}) room for "
                       f"{counted(len(reach), 'cell')} at most, fewer than its {number}")
                premises = shaded
            else:
                continue
            out.append(b.step("island_needs", f"{b.where(i)} is shaded: {why}", {i: SHADED}, premises + unshaded, 3))
    return out


too_far.level = room_fits.level = 2  # (a trial's look-ahead of level-1 rules stops there: the rules after them
island_needs.level = 3  # are not run to have their steps dropped, :func:`~..grid.stepping.next_rules`)

#: The rules in the order a person tries them (simplest first).
RULES = (beside_island, room_done, room_needs, walled_off, sizes_differ, too_far, room_fits, island_needs)


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells that show it)``, or None."""
    g, b, rooms = s.grid, s.board, rooms_of(s.board)
    of = rooms.room_of
    for i in range(b.n):
        if g[i] == SHADED:
            for nb in b.near[i]:
                if nb > i and g[nb] == SHADED and of[nb] != of[i]:
                    return (f"the shaded {b.where(i)} and {b.where(nb)} would touch across a room border", [i, nb])
    for k, cells in enumerate(rooms.cells):
        shaded = [i for i in cells if g[i] == SHADED]
        open_ = [i for i in cells if g[i] != UNSHADED]
        number, name = rooms.number[k], rooms.name[k]
        if not open_:
            return f"{name} would hold no island (all its cells unshaded)", cells
        if number is not None and len(shaded) > number:
            return f"{name} would hold {len(shaded)} shaded cells ({b.named(shaded)}), not {number}", shaded
        if number is not None and len(open_) < number:
            return (f"{name} would have {counted(len(open_), 'cell')} not unshaded, fewer than its {number}",
                    [i for i in cells if g[i]])
        if shaded:
            reach = reached(s, k, shaded[0])
            apart = next((j for j in shaded if j not in reach), None)
            if apart is not None:
                return (f"the shaded {b.where(shaded[0])} and {b.where(apart)} of {name} could not be joined inside "
                        "it", [shaded[0], apart] + walls(s, k, reach))
            if number is not None and len(reach) < number:
                return (f"the island of {name} would have room for {counted(len(reach), 'cell')} at most, fewer than "
                        f"its {number}", shaded + walls(s, k, reach))
    sizes = known_sizes(s)
    for k, mine in enumerate(sizes):
        if mine is None:
            continue
        for a in rooms.touching[k]:
            theirs = sizes[a] if a > k else None
            if theirs is not None and theirs[0] == mine[0]:
                return (f"{mine[1]} and {theirs[1]}, and the rooms touch", mine[2] + theirs[2] or
                        rooms.cells[k][:1])
    return None


__all__ = ["RULES", "beside_island", "contradiction", "givens", "island_needs", "room_done", "room_needs",
           "sizes_differ", "too_far", "walled_off"]
