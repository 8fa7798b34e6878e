"""A finished Yajilin position (every free cell shaded or unshaded) as an answer the checker reads: the loop through
its unshaded cells, found from the cells alone (never the solver), so that the checker
(:meth:`~.rules.YajilinPuzzle.violations`) can say whether the position is an answer.

The loop is found by the rules a person draws it by -- a cell with two ways out uses both, a cell with two edges
takes no other, two ends of one piece are not joined while cells lie off it -- and, where those leave a choice,
by a search over the edges still open, bounded by :data:`MOST_TRIED` choices.
"""

from __future__ import annotations

from ..grid.loop import SIDES
from .rules import SHADED

#: The choices the search of a loop tries before it gives up (the position is then checked with the edges the rules
#: drew, which the checker reads as a loop not closed).
MOST_TRIED = 20000


def _pieces_end(chosen: dict, a, b) -> bool:
    """Whether ``a`` and ``b`` are the two ends of one piece of chosen edges (joining them closes a loop)."""
    before, here = None, a
    while True:
        ahead = [x for x in chosen[here] if x != before]
        if not ahead:
            return here == b
        before, here = here, ahead[0]
        if here == a:
            return False


def find_loop(cells: set, tried: list | None = None):
    """``{cell: neighbours}`` of one closed loop through every cell of ``cells`` (``(r, c)``), each joined to two
    neighbours in ``cells``; or the edges the rules chose when none is found (fewer than two at some cell).
    ``tried``: a list whose one number becomes the choices the search tried (past :data:`MOST_TRIED`: it gave up)."""
    near = {x: [y for y in ((x[0] + dr, x[1] + dc) for _, (dr, dc) in SIDES) if y in cells] for x in cells}
    tried = tried if tried is not None else [0]

    def settle(chosen: dict, banned: set) -> bool:
        changed = True
        while changed:
            changed = False
            for x in cells:
                open_ = [y for y in near[x] if y not in chosen[x] and (min(x, y), max(x, y)) not in banned]
                if len(chosen[x]) > 2 or len(chosen[x]) + len(open_) < 2:
                    return False
                if len(chosen[x]) == 2 and open_:
                    banned.update((min(x, y), max(x, y)) for y in open_)
                    changed = True
                elif len(chosen[x]) + len(open_) == 2 and open_:
                    for y in open_:
                        if not join(chosen, x, y):
                            return False
                    changed = True
        return True

    def join(chosen: dict, x, y) -> bool:
        if len(chosen[x]) == 1 and len(chosen[y]) == 1 and _pieces_end(chosen, x, y) and \
                sum(len(v) for v in chosen.values()) // 2 + 1 < len(cells):
            return False  # a small loop
        chosen[x].add(y)
        chosen[y].add(x)
        return True

    def search(chosen: dict, banned: set):
        if not settle(chosen, banned):
            return None
        tried[0] += 1
        x = next((x for x in sorted(cells) if len(chosen[x]) < 2), None)
        if x is None:
            return chosen if _one_loop(chosen) else None
        if tried[0] > MOST_TRIED:
            return None
        y = next(y for y in near[x] if y not in chosen[x] and (min(x, y), max(x, y)) not in banned)
        for take in (True, False):
            mine = {k: set(v) for k, v in chosen.items()}
            ban = set(banned)
            if take and not join(mine, x, y):
                continue
            if not take:
                ban.add((min(x, y), max(x, y)))
            found = search(mine, ban)
            if found is not None:
                return found
        return None

    start = {x: set() for x in cells}
    found = search(start, set()) if cells else None
    if found is None:
        plain = {x: set() for x in cells}
        settle(plain, set())
        return plain
    return found


def _one_loop(chosen: dict) -> bool:
    first = next(iter(chosen))
    seen, todo = {first}, [first]
    while todo:
        for y in chosen[todo.pop()]:
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return len(seen) == len(chosen)


def answer_of_position(puzzle, grid) -> list:
    """The answer grid (side bitmasks, 16 shaded, 0 a clue cell) of a finished position ``grid`` (rows of 1
    unshaded / 2 shaded; a clue cell's value is ignored), its loop by :func:`find_loop`."""
    clued = puzzle.clued()
    cells = {(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v != 2 and (r, c) not in clued}
    loop = find_loop(cells)
    return answer_grid(puzzle, grid, lambda r, c: loop.get((r, c), ()))


def answer_grid(puzzle, grid, joins) -> list:
    """The answer grid of a position ``grid`` (rows of 1 unshaded, 2 shaded, anything else undecided): a clue cell
    0, a shaded cell 16, an unshaded cell the sides of the loop's joins ``joins(r, c)`` gives (the cells its loop
    joins it to: all of them in a finished position, those its cells force in a hint's), an undecided cell None."""
    clued = puzzle.clued()
    return [[0 if (r, c) in clued else SHADED if v == 2 else None if v != 1 else
             sum(bit for bit, (dr, dc) in SIDES if (r + dr, c + dc) in joins(r, c)) for c, v in enumerate(row)]
            for r, row in enumerate(grid)]


def loop_problems(puzzle, grid) -> list:
    """Why no one loop runs through the unshaded cells of a finished position ``grid`` (rows of 1 unshaded / 2
    shaded), in words: each unshaded cell with fewer than two unshaded neighbours, else that no loop through them all
    was found; empty when :func:`find_loop` finds one."""
    from ...core.errors import cell_name

    clued = puzzle.clued()
    cells = {(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v != 2 and (r, c) not in clued}
    tried = [0]
    loop = find_loop(cells, tried)
    if cells and all(len(loop.get(x, ())) == 2 for x in cells) and _one_loop(loop):
        return []
    out = []
    for r, c in sorted(cells):
        near = sum((r + dr, c + dc) in cells for _, (dr, dc) in SIDES)
        if near < 2:
            has = "only one unshaded neighbour" if near else "no unshaded neighbour"
            out.append(f"the unshaded cell {cell_name((r, c))} has {has}: the loop cannot pass through it")
    if out:
        return out
    if tried[0] > MOST_TRIED:
        return [f"no loop through every unshaded cell was found in {MOST_TRIED:,} choices (the search gave up; the "
                "loop takes every cell that is neither shaded nor a clue)"]
    return ["no one loop runs through every unshaded cell (the loop takes every cell that is neither shaded nor a "
            "clue)"]


__all__ = ["MOST_TRIED", "answer_of_position", "find_loop", "loop_problems"]
