"""Heights seen along a line, in the words puzzle rules use: "a clue outside the grid counts the buildings seen from
there; a taller building hides a shorter one" (Skyscrapers' clues; any genre of heights seen from the edge); and the
first letter seen from the edge past empty cells (Easy As ABC's clues: :func:`first_letter`, :func:`first_seen`).

A line's cells are given in order from the viewer, each as booleans ``{height: literal}`` of which the caller keeps
one true (its exactly-one).  A cell is *visible* when its height is greater than every height before it (an equal one
is hidden too, as puzz.link's checker counts: robx/pzprjs ``src/variety/skyscrapers.js``, ``searchSight``); the first
cell always is.  The model: a boolean per cell and height, "some cell so far is this tall or taller" (the running
maximum, one boolean per height), and a boolean per cell, "visible", which a cell of height ``h`` takes exactly when
no cell before it reaches ``h``; the visible booleans sum to the count.
"""

from __future__ import annotations

import numbers
from functools import lru_cache
from collections.abc import Set as AbstractSet
from typing import Iterable, Mapping, Sequence

from .tagging import clocked, in_order, tagged


def _whole(value, what: str, least: int | None = None) -> int:
    """``value`` as an int when it is a whole number (numpy's too) from ``least`` (None: any); else ValueError naming
    ``what``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or (least is not None and value < least):
        raise ValueError(f"{what} must be a whole number{'' if least is None else f' from {least}'}, got {value!r}"
                         [:200])
    return int(value)


def visible_heights(heights: Sequence) -> int:
    """How many of ``heights`` (whole numbers, in order from the viewer) are seen: each taller than all before it
    (``[2, 1, 3, 3, 4] -> 3``).  The reading the checkers and the tests hold the model to.

    Raises:
        ValueError: a height that is not a whole number (numpy's are).
        TypeError: ``heights`` a set or mapping (it keeps no order: a set was counted in its hash order).
    """
    seen, tallest = 0, None
    for k, h in enumerate(in_order(heights, "heights", "whole numbers, in order from the viewer")):
        h = _whole(h, f"height {k}")
        if tallest is None or h > tallest:
            seen, tallest = seen + 1, h
    return seen


def line_heights(n: int, count: int, at: int) -> tuple:
    """The heights the cell ``at`` places from the viewer (0: the first) may hold on a line of ``n`` cells holding
    1..n once each (a Latin row or column) of which ``count`` are seen, ascending: ``n`` alone first when one is
    seen, else at most ``n - count + 1 + at`` (the ``count - 1`` seen after the first taller than it, and the cells
    before it leave it room); none when no such line exists (``count`` outside 1..n).  Every such line keeps to them:
    a sound narrowing, not always the tightest (``tests/test_genre_skyscrapers.py`` holds it to every permutation).

    Raises:
        ValueError: ``n``, ``count`` or ``at`` not a whole number (numpy's are), or ``at`` not a place 0..n-1.
    """
    n, count, at = _whole(n, "n", 1), _whole(count, "count"), _whole(at, "at", 0)
    if at >= n:
        raise ValueError(f"at must be a place on the line of {n} cells (0 to {n - 1}), got {at}")
    if not 1 <= count <= n:
        return ()
    if at == 0 and count == 1:
        return (n,)
    return tuple(range(1, min(n, n - count + 1 + at) + 1))


def orders_seen(heights: Sequence, count: int | None, back: int | None = None, most: int = 60_000):
    """Per cell, the heights some ordering of a line holds: each cell one of its ``heights`` (sets of whole numbers,
    in order from the viewer), the line holding 1..n once each (n its cells: a Latin row or column), ``count`` of
    them seen from its start and ``back`` from its end (None: no clue there).  Every ordering is enumerated, a
    height at a time, cutting a branch that can no longer see ``count`` (the heights left taller than the tallest
    so far bound what more is seen); ``most``: the branches it looks at before giving up.

    Returns: a list of sets (all empty when no ordering fits), or None when ``most`` branches were not enough (a
    long line: the caller narrows nothing).

    Raises:
        ValueError: ``count`` or ``back`` not a whole number from 0, ``most`` not one from 1; a height that is
            not a whole number (text "1" was no height, and no ordering was said to fit).
        TypeError: a cell's heights not a collection (a bare 3 met Python's "'int' object is not iterable"), or
            ``heights`` a set or mapping (it keeps no order).
    """
    count = None if count is None else _whole(count, "count", 0)  # (-1 was said to fit no ordering, as a count
    back = None if back is None else _whole(back, "back", 0)  # past the line's cells is: visible_count refuses it)
    most = _whole(most, "most", 1)  # (True, 1.5 or -1 gave up at once, as if the line were too long; text met
    # Python's "unsupported operand type(s)")
    heights = in_order(heights, "heights", "each cell's heights, in order from the viewer")  # (a set of frozensets
    n = len(heights)  # was read in hash order: "no ordering fits" of a line that has one)
    held = []
    for k, h in enumerate(heights):
        if isinstance(h, (str, bytes)) or not hasattr(h, "__iter__"):
            raise TypeError(f"heights: cell {k}'s heights must be a set of whole numbers, got {type(h).__name__}")
        held.append(frozenset(_whole(v, f"heights: cell {k}'s height") for v in h) & frozenset(range(1, n + 1)))
    found = _orders_seen(tuple(held), count, back, most)
    return None if found is None else [set(h) for h in found]


@lru_cache(maxsize=4096)
def _orders_seen(heights: tuple, count, back, most: int):
    """:func:`orders_seen` of a tuple of frozensets (a line met again as the steps go: its answer kept)."""
    n = len(heights)
    held: list = [set() for _ in range(n)]
    line, used, budget = [0] * n, set(), [most]

    def fits_back() -> bool:
        if back is None:
            return True
        seen, tallest = 0, 0
        for h in reversed(line):
            if h > tallest:
                seen, tallest = seen + 1, h
        return seen == back

    def place(k: int, tallest: int, seen: int) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            raise OverflowError
        if k == n:
            if (count is None or seen == count) and fits_back():
                for j, h in enumerate(line):
                    held[j].add(h)
                return True
            return False
        if count is not None:
            taller = sum(1 for h in range(tallest + 1, n + 1) if h not in used)
            if seen > count or seen + min(taller, n - k) < count:  # too many seen, or too few can still be
                return False
        any_fit = False
        for h in sorted(heights[k] - used):
            line[k] = h
            used.add(h)
            any_fit |= place(k + 1, max(tallest, h), seen + (h > tallest))
            used.discard(h)
        return any_fit

    try:
        place(0, 0, 0)
    except OverflowError:
        return None
    return tuple(frozenset(h) for h in held)


def visible_count(model, line: Iterable[Mapping], count: int, *, rule: str = "a clue counts the buildings seen "
                  "from it", check=None) -> list:
    """Exactly ``count`` cells of ``line`` are seen from its start (see the module docstring); returns the "visible"
    literals, one per cell in order.  ``line``: any iterable (a list, a generator), per cell, in order from the viewer,
    ``{height: literal}`` (heights whole numbers, numpy's too; the caller keeps one literal per cell true).  A count
    past the line's cells makes the model infeasible (none can be seen).  ``check``: a clock check that raises, called
    once per cell.

    Raises:
        ValueError: ``count`` not a whole number from 0 (numpy's are whole), a cell with no heights, a cell that is
            not a mapping of heights to literals, a height that is not a whole number, or ``line`` a mapping or set
            (a set keeps no order).
        TypeError: ``check`` not callable.
    """
    check = clocked(check)
    count = _whole(count, "count", 0)
    if isinstance(line, Mapping) or not isinstance(line, Iterable):
        raise ValueError(f"line must be a sequence of cells, each {{height: literal}}, got {type(line).__name__}")
    if isinstance(line, AbstractSet):  # (its cells were read in hash order, not from the viewer: a wrong answer)
        raise ValueError(f"line must be a sequence of cells, each {{height: literal}}, in order from the viewer, got "
                         f"{type(line).__name__} (which keeps no order)")
    line = list(line)
    for k, cell in enumerate(line):
        if not isinstance(cell, Mapping):
            raise ValueError(f"line: cell {k} must be a mapping {{height: literal}}, got {type(cell).__name__} "
                             f"{cell!r}"[:200])
        if not cell:
            raise ValueError(f"line: cell {k} has no heights")
        for h in cell:
            _whole(h, f"line: cell {k}'s height")
    line = [{int(h): lit for h, lit in cell.items()} for cell in line]
    with tagged(model, rule):
        if not line:
            if count:
                model.add_bool_or([])  # an empty line sees nothing
            return []
        heights = sorted({h for cell in line for h in cell})
        seen = [model.new_constant(1)]  # the first cell is always seen
        reach = {h: model.new_bool_var(f"reach0>={h}") for h in heights}  # some cell so far is h or taller
        _running_max(model, reach, line[0], None)
        for k, cell in enumerate(line[1:], 1):
            if check is not None:
                check()
            visible = model.new_bool_var(f"seen{k}")
            for h, lit in cell.items():  # height h here: seen exactly when nothing before reaches h
                model.add_bool_or([~lit, ~visible, ~reach[h]])
                model.add_bool_or([~lit, visible, reach[h]])
            seen.append(visible)
            if k < len(line) - 1:
                after = {h: model.new_bool_var(f"reach{k}>={h}") for h in heights}
                _running_max(model, after, cell, reach)
                reach = after
        if count > len(line):  # more than the line holds (also a count past CP-SAT's 64-bit constants)
            model.add_bool_or([])
        else:
            model.add(sum(seen) == count)
    return seen


def _running_max(model, reach: dict, cell: Mapping, before: dict | None) -> None:
    """``reach[h]`` is true exactly when ``before[h]`` is (None: nothing before) or ``cell`` is ``h`` or taller:
    reaching a height reaches every lower one (a chain down the heights), a height held reaches itself, one reached
    before stays reached; and ``reach[h]`` only so (a clause per height).  Linear in the heights: a height's
    implication to each lower one made the model's building the most of a 8x8's proof."""
    heights = sorted(reach)
    for lower, higher in zip(heights, heights[1:]):
        model.add_implication(reach[higher], reach[lower])
    for h, flag in reach.items():
        if h in cell:
            model.add_implication(cell[h], flag)
        if before is not None:
            model.add_implication(before[h], flag)
        taller = [lit for g, lit in cell.items() if g >= h]
        model.add_bool_or([~flag] + taller + ([before[h]] if before is not None else []))


def first_seen(values: Sequence):
    """The first of ``values`` (in order from the viewer) that is not 0 (an empty cell), or None when all are: what a
    letter outside the board names in Easy As ABC ("the first letter seen from that side": robx/pzprjs
    ``src/variety/easyasabc.js``, ``searchSight`` skips the empty cells).  ``[0, 0, 2, 1] -> 2``.  The reading the
    checkers hold the model to.

    Raises:
        ValueError: a value that is not a whole number from 0 (numpy's are): ``None`` or ``False`` was read as an
            empty cell, ``"a"`` or ``True`` named as the letter seen.
        TypeError: ``values`` a set or mapping (it keeps no order)."""
    values = in_order(values, "values", "whole numbers, in order from the viewer")
    return next((v for v in (_whole(v, f"value {k}", 0) for k, v in enumerate(values)) if v), None)


def first_letter(model, line: Iterable[Mapping], letter, *, rule: str = "a letter outside names the first letter "
                 "seen from it") -> None:
    """The first filled cell of ``line`` holds ``letter`` (:func:`first_seen`'s rule as constraints).  ``line``: per
    cell, in order from the viewer, ``{value: literal}``, the value 0 an empty cell (the caller keeps one literal per
    cell true).  The letter must stand in the line and every cell before it be empty: a clause per cell and each
    cell before it; a line with no place for the letter has no answer.

    Raises:
        ValueError: ``letter`` not a whole number from 1 (0 is the empty cell), ``line`` a mapping or set (no
            order), or a cell not a mapping (a cell before the letter that
            cannot be empty, no 0 among its values, is the model's infeasibility, not refused)."""
    if isinstance(line, (Mapping, AbstractSet)) or not isinstance(line, Iterable):
        raise ValueError(f"line must be a sequence of cells, each {{value: literal}}, in order from the viewer, got "
                         f"{type(line).__name__}")
    line = list(line)
    for k, cell in enumerate(line):
        if not isinstance(cell, Mapping):
            raise ValueError(f"line: cell {k} must be a mapping {{value: literal}}, got {type(cell).__name__}")
    letter = _whole(letter, "letter", 1)  # (None or 0 was taken: no place for it, the model silently infeasible)
    with tagged(model, rule):
        places = [cell[letter] for cell in line if letter in cell]
        model.add_bool_or(places)  # the letter stands somewhere in the line
        for k, cell in enumerate(line):
            if letter not in cell:
                continue
            for before in line[:k]:  # the letter here: every cell before it empty
                if 0 in before:
                    model.add_implication(cell[letter], before[0])
                else:
                    model.add_bool_or([~cell[letter]])


__all__ = ["first_letter", "first_seen", "line_heights", "orders_seen", "visible_count", "visible_heights"]
