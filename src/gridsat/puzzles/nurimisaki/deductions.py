"""Nurimisaki deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: circled cells unshaded,
no 2x2 block all shaded or all unshaded, the unshaded cells connected, the
circles exactly the dead ends, a number the count of the unshaded cells its
circle sees along its row and column); the numbers' rules are Kurodoko's
(:mod:`gridsat.puzzles.kurodoko.deductions`), whose numbers see the same
way, and the connected unshaded cells' are Creek's
(:mod:`gridsat.puzzles.creek.deductions`):

1. ``sight_full``: a number that already sees its count of unshaded cells
   has the cell just past each of its lines shaded; ``too_far``: a cell
   just past a number's line is shaded when, unshaded, it would join that
   line to the unshaded cells beyond it and the number would see more than
   its count; ``sight_short``: a number that sees too few cells the other
   ways, even with every cell not shaded seen, sees the rest along the
   remaining line: those cells are unshaded; ``no_2x2``: a 2x2 block with
   three shaded cells has the fourth unshaded; ``no_pool``: a 2x2 block
   with three unshaded cells has the fourth shaded; ``end_open``: a circle
   with one unshaded neighbour has its other neighbours shaded;
   ``end_last``: a circle with one neighbour not shaded has that one
   unshaded; ``no_end``: an unshaded cell without a circle with just two
   neighbours not shaded has both unshaded (it needs two unshaded
   neighbours or more: one would make it a dead end without a circle, none
   would cut it off from the circles); ``too_few``: an undecided cell
   without a circle with at most one neighbour not shaded is shaded
   (unshaded, it would be a dead end without a circle, or cut off).
2. ``unshaded_escape``: a group of unshaded cells with one way out, while
   other unshaded cells lie elsewhere, goes out that way (Creek's).
3. ``unshaded_cut``: a cell that, shaded, would cut unshaded cells off
   from the others is unshaded (Creek's).
"""

from __future__ import annotations

from ...core.errors import counted
from ..creek import deductions as creek
from ..grid.hinting import SHADED, UNSHADED, Board, State, no_2x2_steps, unjoined
from ..kurodoko import deductions as kurodoko


def givens(board: Board) -> list:
    """The circled cells are unshaded; the rest undecided."""
    return kurodoko.givens(board)


def given_words(board: Board, i: int) -> str:
    """Why a position cannot shade circle ``i`` (its message: "r1c2 is shaded, but ..."; "its clue ?" was said)."""
    clue = str(board.clue[i])
    return f"it holds a circle{'' if clue == '?' else f' (its number {clue})'}, and a circle is never shaded"


def _circles(board: Board) -> list:
    """The circled cells (cached on the board)."""
    if not hasattr(board, "nurimisaki_circles"):
        board.nurimisaki_circles = [i for i, v in enumerate(board.clue) if v is not None]
    return board.nurimisaki_circles


def _is(cells: list) -> str:
    return "is" if len(cells) == 1 else "are"


def sight_full(s: State) -> list:
    """Kurodoko's ``sight_full`` (the numbers see alike in both genres)."""
    return kurodoko.sight_full(s)


def too_far(s: State) -> list:
    """Kurodoko's ``too_far``."""
    return kurodoko.too_far(s)


def sight_short(s: State) -> list:
    """Kurodoko's ``sight_short``."""
    return kurodoko.sight_short(s)


def no_2x2(s: State) -> list:
    return no_2x2_steps(s, "shaded, it would make a 2x2 block of shaded cells")


def no_pool(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for block in b.blocks:
        free = [i for i in block if not g[i]]
        if len(free) == 1 and all(g[i] == UNSHADED for i in block if i != free[0]):
            out.append(b.step("no_pool", f"{b.where(free[0])} is shaded: unshaded, it would make a 2x2 block of "
                              "unshaded cells", {free[0]: SHADED}, [i for i in block if i != free[0]], 1))
    return out


def end_open(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for i in _circles(b):
        open_ = [nb for nb in b.near[i] if g[nb] == UNSHADED]
        free = [nb for nb in b.near[i] if not g[nb]]
        if len(open_) == 1 and free:
            out.append(b.step("end_open", f"{b.named(free)} {_is(free)} shaded: the circle at {b.where(i)} is a dead "
                              f"end, and it already has its one unshaded neighbour ({b.where(open_[0])})",
                              dict.fromkeys(free, SHADED), [i, open_[0]], 1))
    return out


def end_last(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for i in _circles(b):
        left = [nb for nb in b.near[i] if g[nb] != SHADED]
        if len(left) == 1 and not g[left[0]]:
            walls = [nb for nb in b.near[i] if g[nb] == SHADED]
            out.append(b.step("end_last", f"{b.where(left[0])} is unshaded: the circle at {b.where(i)} is a dead end, "
                              f"with one unshaded neighbour, and its other {counted(len(walls), 'neighbour')} "
                              f"{_is(walls)} shaded", {left[0]: UNSHADED}, [i] + walls, 1))
    return out


def no_end(s: State) -> list:
    g, b, out = s.grid, s.board, []
    if not _circles(b):  # (a lone unshaded cell is cut off only from other unshaded cells: a circle is one)
        return out
    for i in range(b.n):
        if g[i] != UNSHADED or b.clue[i] is not None:
            continue
        left = [nb for nb in b.near[i] if g[nb] != SHADED]
        free = [nb for nb in left if not g[nb]]
        if len(left) == 2 and free:
            walls = [nb for nb in b.near[i] if g[nb] == SHADED]
            out.append(b.step("no_end", f"{b.named(free)} {_is(free)} unshaded: the unshaded {b.where(i)} has no "
                              f"circle, so it needs two unshaded neighbours or more (one would make it a dead end, "
                              f"none would cut it off), and only {b.named(left)} {_is(left)} not shaded",
                              dict.fromkeys(free, UNSHADED), [i] + walls + [nb for nb in left if g[nb]]
                              + [_circles(b)[0]], 1))
    return out


def too_few(s: State) -> list:
    g, b, out = s.grid, s.board, []
    circles = _circles(b)
    if not circles:
        return out
    for i in s.free():
        if b.clue[i] is not None:
            continue
        left = [nb for nb in b.near[i] if g[nb] != SHADED]
        if len(left) < 2:
            walls = [nb for nb in b.near[i] if g[nb] == SHADED]
            out.append(b.step("too_few", f"{b.where(i)} is shaded: it has no circle and at most one neighbour not "
                              f"shaded, so unshaded it would be a dead end without a circle or cut off from the "
                              f"circle at {b.where(circles[0])}", {i: SHADED}, walls + [circles[0]], 1))
    return out


def unshaded_escape(s: State) -> list:
    """Creek's ``unshaded_escape`` (the unshaded cells are connected, in both genres)."""
    return creek.unshaded_escape(s)


def unshaded_cut(s: State) -> list:
    """Creek's ``unshaded_cut`` (the unshaded cells are connected, in both genres)."""
    return creek.unshaded_cut(s)


#: The rules in the order a person tries them (simplest first).
RULES = (end_open, end_last, no_2x2, no_pool, no_end, too_few, sight_full, too_far, sight_short, unshaded_escape,
         unshaded_cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`)
unshaded_escape.level = 2
unshaded_cut.level = 3


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells that show it)``, or None."""
    g, b = s.grid, s.board
    for i in _circles(b):
        if g[i] == SHADED:
            return f"the circled cell {b.where(i)} would be shaded", [i]
        open_ = [nb for nb in b.near[i] if g[nb] == UNSHADED]
        if len(open_) > 1:
            return (f"the circle at {b.where(i)} would have {counted(len(open_), 'unshaded neighbour')}, not one "
                    "(a circle is a dead end)", [i] + open_)
        if all(g[nb] == SHADED for nb in b.near[i]):
            return (f"the circle at {b.where(i)} would have no unshaded neighbour (a circle is a dead end)",
                    [i] + b.near[i])
    for block in b.blocks:
        value = g[block[0]]
        if value and all(g[i] == value for i in block):
            word = "shaded" if value == SHADED else "unshaded"
            return f"the 2x2 block at {b.where(block[0])} would be all {word}", list(block)
    for i in range(b.n):
        if g[i] == UNSHADED and b.clue[i] is None and all(g[nb] for nb in b.near[i]):
            open_ = [nb for nb in b.near[i] if g[nb] == UNSHADED]
            if len(open_) == 1:
                return (f"the unshaded {b.where(i)} would be a dead end without a circle", [i] + b.near[i])
    return kurodoko.sight_broken(s) or unjoined(s, UNSHADED)


__all__ = ["RULES", "contradiction", "end_last", "end_open", "given_words", "givens", "no_2x2", "no_end", "no_pool",
           "sight_full", "sight_short", "too_far", "too_few", "unshaded_cut", "unshaded_escape"]
