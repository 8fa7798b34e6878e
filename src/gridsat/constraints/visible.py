"""Heights seen along a line, in the words puzzle rules use: "a clue outside the grid counts the buildings seen from
there; a taller building hides a shorter one" (Skyscrapers' clues; any genre of heights seen from the edge).

A line's cells are given in order from the viewer, each as booleans ``{height: literal}`` of which the caller keeps
one true (its exactly-one).  A cell is *visible* when its height is greater than every height before it (an equal one
is hidden too, as puzz.link's checker counts: robx/pzprjs ``src/variety/skyscrapers.js``, ``searchSight``); the first
cell always is.  The model: a boolean per cell and height, "some cell so far is this tall or taller" (the running
maximum, one boolean per height), and a boolean per cell, "visible", which a cell of height ``h`` takes exactly when
no cell before it reaches ``h``; the visible booleans sum to the count.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from .tagging import tagged


def visible_heights(heights: Sequence) -> int:
    """How many of ``heights`` (whole numbers, in order from the viewer) are seen: each taller than all before it
    (``[2, 1, 3, 3, 4] -> 3``).  The reading the checkers and the tests hold the model to."""
    seen, tallest = 0, None
    for h in heights:
        if tallest is None or h > tallest:
            seen, tallest = seen + 1, h
    return seen


def line_heights(n: int, count: int, at: int) -> tuple:
    """The heights the cell ``at`` places from the viewer (0: the first) may hold on a line of ``n`` cells holding
    1..n once each (a Latin row or column) of which ``count`` are seen, ascending: ``n`` alone first when one is
    seen, else at most ``n - count + 1 + at`` (the ``count - 1`` seen after the first taller than it, and the cells
    before it leave it room); none when no such line exists (``count`` outside 1..n).  Every such line keeps to them:
    a sound narrowing, not always the tightest (``tests/test_genre_skyscrapers.py`` holds it to every permutation)."""
    if not 1 <= count <= n:
        return ()
    if at == 0 and count == 1:
        return (n,)
    return tuple(range(1, min(n, n - count + 1 + at) + 1))


def visible_count(model, line: Sequence[Mapping], count: int, *, rule: str = "a clue counts the buildings seen "
                  "from it", check=None) -> list:
    """Exactly ``count`` cells of ``line`` are seen from its start (see the module docstring); returns the "visible"
    literals, one per cell in order.  ``line``: per cell, in order from the viewer, ``{height: literal}`` (heights
    whole numbers; the caller keeps one literal per cell true).  ``check``: a clock check that raises, called once per
    cell.

    Raises:
        ValueError: ``count`` not a whole number, or a cell with no heights.
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise ValueError(f"count must be a whole number, got {count!r}")
    empty = next((k for k, cell in enumerate(line) if not cell), None)
    if empty is not None:
        raise ValueError(f"line: cell {empty} has no heights")
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


__all__ = ["line_heights", "visible_count", "visible_heights"]
