"""Kurotto deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: circled cells unshaded,
a number the total size of the shaded groups touching its circle).  Two
facts carry them: shading more cells only grows the groups touching a
circle (groups merge, never split), so their total now is a least; and a
group touching a circle lies in an area of cells not unshaded touching it,
so those areas' cells are a most.

1. ``zero``: a 0's neighbours are unshaded; ``reached``: a number whose
   touching groups already hold its count has the cells beside them and
   beside its circle unshaded (shaded, each would add a cell).
2. ``joins_past``: a cell is unshaded when, shaded, it would join the
   shaded groups beside it into one touching a number past its count;
   ``needs_all``: a number whose count is every cell the areas not
   unshaded around its circle hold has all of them shaded; ``needs_cell``:
   a cell is shaded when, unshaded, it would leave a number fewer cells
   not unshaded around its circle than its count (tried where those areas
   hold at most 60 cells).

Past these, a trial (:mod:`~gridsat.puzzles.grid.stepping`) from a stalled
position looks only at the numbers its changed cells can reach
(:func:`.reading.nearby`, :func:`.reading.numbers_in`: the groups holding or
beside a changed cell or what shading a cell beside them would join, and the
areas holding one or beside one that are small enough for a rule on areas).
"""

from __future__ import annotations

from ...core.errors import counted
from ...core.grid import cut_vertices
from ..grid.hinting import SHADED, UNSHADED, Board, State
from .reading import nearby, numbers, numbers_in, readings, room_size, touching as _touching  # noqa: F401  (nearby: the
# stepping's part of this logic)


def givens(board: Board) -> list:
    """The circled cells are unshaded (a circle is never shaded); the rest undecided."""
    return [UNSHADED if v is not None else 0 for v in board.clue]


def given_words(board: Board, i: int) -> str:
    """Why a position cannot shade circle ``i`` (its message: "r1c2 is shaded, but ...")."""
    clue = str(board.clue[i])
    return f"it holds a circle{'' if clue == '?' else f' (its number {clue})'}, and a circle is never shaded"


def _is(cells: list) -> str:
    return "is" if len(cells) == 1 else "are"


def _in_scope(s: State, scope) -> list:
    """The numbers a rule looks at (:func:`.reading.numbers_in`; every one where ``scope`` is None)."""
    return numbers_in(s, scope, NEEDS_CELL_MOST)


def zero(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for i, number in numbers(b):
        free = [nb for nb in b.near[i] if not g[nb]]
        if number == 0 and free:
            out.append(b.step("zero", f"{b.named(free)} {_is(free)} unshaded: the 0 at {b.where(i)} touches no "
                              "shaded cell", dict.fromkeys(free, UNSHADED), [i], 1))
    return out


def reached(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    label, groups = readings(s)[:2]
    for i, number in _in_scope(s, scope):
        held = [c for k in _touching(b, label, i) for c in groups[k]]
        if not held or len(held) != number:
            continue
        free = sorted({nb for c in held + [i] for nb in b.near[c] if not g[nb]})
        if free:
            out.append(b.step("reached", f"{b.named(free)} {_is(free)} unshaded: the shaded groups touching the "
                              f"{number} at {b.where(i)} already hold {counted(number, 'cell')} ({b.named(held)}), "
                              "and a cell shaded beside them or the circle would add one",
                              dict.fromkeys(free, UNSHADED), [i] + held, 1))
    return out


def joins_past(s: State, scope=None) -> list:
    b, out = s.board, []
    label, groups = readings(s)[:2]
    looked = dict(_in_scope(s, scope))
    for x in s.free():
        joined = sorted({label[nb] for nb in b.near[x] if label[nb] >= 0})
        group = {x}.union(*(groups[k] for k in joined))
        for i in sorted({nb for c in group for nb in b.near[c] if nb in looked}):
            number = looked[i]
            held = group.union(*(groups[k] for k in _touching(b, label, i) if k not in joined))
            if len(held) > number:
                cells = sorted(held - {x})
                out.append(b.step("joins_past", f"{b.where(x)} is unshaded: shaded, it would join "
                                  f"{b.named(cells) if cells else 'no shaded cell'} into the groups touching the "
                                  f"{number} at {b.where(i)}, {counted(len(held), 'cell')} in all, more than its "
                                  f"{number}", {x: UNSHADED}, [i] + cells, 2))
                break
    return out


def _room(s: State, circle: int, open_label: list, open_areas: list) -> tuple:
    """``(cells, walls)``: the cells not unshaded in the areas beside ``circle`` (the most its groups can hold), and
    the unshaded cells (other than the circle) that bound them and the circle."""
    g, b = s.grid, s.board
    cells = sorted(c for k in _touching(b, open_label, circle) for c in open_areas[k])
    inside = set(cells)
    walls = sorted({nb for c in cells + [circle] for nb in b.near[c] if g[nb] == UNSHADED and nb not in inside}
                   - {circle})
    return cells, walls


def needs_all(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    open_label, open_areas = readings(s)[2:]
    for i, number in _in_scope(s, scope):
        if room_size(b, open_label, open_areas, i) != number:
            continue
        cells, walls = _room(s, i, open_label, open_areas)
        free = [c for c in cells if not g[c]]
        if free:
            out.append(b.step("needs_all", f"{b.named(free)} {_is(free)} shaded: the {number} at {b.where(i)} needs "
                              f"{counted(number, 'cell')}, and the cells not unshaded around its circle are just "
                              f"{number} ({b.named(cells)})", dict.fromkeys(free, SHADED),
                              [i] + walls + [c for c in cells if g[c]], 2))
    return out


def _reach_without(b: Board, g: list, circle: int, cells: list, x: int) -> list:
    """The cells of ``cells`` (the areas not unshaded beside ``circle``) still joined to the circle with ``x``
    unshaded."""
    inside, seen = set(cells) - {x}, set()
    todo = [nb for nb in b.near[circle] if nb in inside]
    seen.update(todo)
    while todo:
        for nb in b.near[todo.pop()]:
            if nb in inside and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return sorted(seen)


def needs_cell(s: State, scope=None) -> list:
    g, b, out = s.grid, s.board, []
    open_label, open_areas = readings(s)[2:]
    for i, number in _in_scope(s, scope):
        if not number < room_size(b, open_label, open_areas, i) <= NEEDS_CELL_MOST:  # (equal: needs_all says it)
            continue
        cells, walls = _room(s, i, open_label, open_areas)
        inside = set(cells) | {i}
        _, cut = cut_vertices(b.near, inside.__contains__, i)  # (what each cell cuts off from the circle)
        for x in cells:
            if not g[x] and len(cells) - 1 - sum(end - begin for begin, end, _ in cut.get(x, ())) < number:
                left = _reach_without(b, g, i, cells, x)
                kept = counted(len(left), "cell") if left else "no cell"
                out.append(b.step("needs_cell", f"{b.where(x)} is shaded: unshaded, it would leave the {number} at "
                                  f"{b.where(i)} {kept} not unshaded around its circle"
                                  f"{f' ({b.named(left)})' if left else ''}, fewer than its {number}", {x: SHADED},
                                  [i] + walls + [c for c in cells if g[c]], 2))
    return out


#: The most cells the areas around a circle hold for :func:`needs_cell` to try each (its words say 60; a wider
#: area's cut is left to a trial: each cell tried walks the area again).
NEEDS_CELL_MOST = 60

for _rule in (reached, joins_past, needs_all, needs_cell):
    _rule.local = True  # (a trial from a stalled position passes the numbers its changes reach: :func:`nearby`)

#: The rules in the order a person tries them (simplest first).
RULES = (zero, reached, joins_past, needs_all, needs_cell)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`)
joins_past.level = needs_all.level = needs_cell.level = 2


def contradiction(s: State, scope=None):
    """Why the partial shading already breaks a rule: ``(sentence, cells that show it)``, or None; ``scope`` the
    numbers looked at (:func:`.reading.nearby`; None: every number)."""
    g, b = s.grid, s.board
    for i, v in enumerate(g):
        if v == SHADED and b.clue[i] is not None:
            return f"the circled cell {b.where(i)} would be shaded", [i]
    label, groups, open_label, open_areas = readings(s)
    for i, number in _in_scope(s, scope):
        if sum(len(groups[k]) for k in {label[nb] for nb in b.near[i] if label[nb] >= 0}) > number:
            held = [c for k in _touching(b, label, i) for c in groups[k]]
            return (f"the {number} at {b.where(i)} would have {counted(len(held), 'cell')} in the shaded groups "
                    f"touching it, more than its {number}", [i] + held)
        if room_size(b, open_label, open_areas, i) < number:
            cells, walls = _room(s, i, open_label, open_areas)
            most = f"at most {counted(len(cells), 'cell')}" if cells else "no cell"
            return (f"the {number} at {b.where(i)} would have {most} not unshaded around its circle, fewer than its "
                    f"{number}", [i] + walls + [c for c in cells if g[c]])
    return None


__all__ = ["RULES", "contradiction", "given_words", "givens", "joins_past", "nearby", "needs_all", "needs_cell",
           "reached", "zero"]
