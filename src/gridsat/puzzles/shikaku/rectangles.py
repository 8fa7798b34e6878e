"""Shikaku's rectangles: for each number, the rectangles of its area holding no other number, counted before they
are listed (the memory estimate) and listed without looking at a cell twice (a clue-count table per corner)."""

from __future__ import annotations

#: Bytes a rectangle's boolean and a cell of it take in the model (the memory estimate).
BYTES_PER_RECTANGLE = 1500
BYTES_PER_RECTANGLE_CELL = 60


def clue_table(rows: int, cols: int, clued) -> list:
    """``table[r][c]``: the numbers in rows ``< r`` and columns ``< c``."""
    table = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        run = 0
        for c in range(cols):
            run += (r, c) in clued
            table[r + 1][c + 1] = table[r][c + 1] + run
    return table


def _clues_in(table, top: int, left: int, bottom: int, right: int) -> int:  # rows top..bottom-1, cols left..right-1
    return table[bottom][right] - table[top][right] - table[bottom][left] + table[top][left]


def shapes(rows: int, cols: int, cell, area) -> list:
    """``(top, left, height, width)`` of every rectangle of ``area`` cells holding ``cell``."""
    r, c = cell
    sizes = [(h, area // h) for h in range(1, min(rows, area) + 1) if area % h == 0 and area // h <= cols]
    return [(top, left, h, w) for h, w in sizes for top in range(max(0, r - h + 1), min(r, rows - h) + 1)
            for left in range(max(0, c - w + 1), min(c, cols - w) + 1)]


def _spans(rows: int, cols: int, table, cell, check=None):
    """``(top, bottom, left, right)`` for a ``?`` number at ``cell``: every rows' span holding it alone in its column,
    with the widest columns ``[left, right)`` that span leaves it alone in (a taller span leaves no wider columns, so
    ``left`` only moves right and ``right`` only left as ``bottom`` grows: a 400x400 board with one ``?`` took 9 s
    past ``-t 3`` when each span looked for its columns afresh)."""
    r, c = cell
    for top in range(r, -1, -1):
        if _clues_in(table, top, c, r + 1, c + 1) > 1:
            return
        left, right = 0, cols
        for bottom in range(r + 1, rows + 1):
            if check is not None:
                check()
            if _clues_in(table, top, c, bottom, c + 1) > 1:
                break
            while _clues_in(table, top, left, bottom, c + 1) > 1:
                left += 1
            while _clues_in(table, top, c, bottom, right) > 1:
                right -= 1
            yield top, bottom, left, right


def size(rows: int, cols: int, clued: dict, check=None) -> tuple:
    """``(rectangles, their cells in all)`` a model of these numbers holds, counted without listing them (a ``?``
    number: by its rows' spans and the columns each leaves free)."""
    table, count, cells = clue_table(rows, cols, clued), 0, 0
    for (r, c), area in clued.items():
        if check is not None:
            check()
        if area != "?":
            for top, left, h, w in shapes(rows, cols, (r, c), area):
                if _clues_in(table, top, left, top + h, left + w) == 1:
                    count, cells = count + 1, cells + area
            continue
        for top, bottom, left, right in _spans(rows, cols, table, (r, c), check):
            lefts, rights = c - left + 1, right - c  # widths [start, end): left <= start <= c < end <= right
            count += lefts * rights
            cells += (bottom - top) * (rights * lefts * (lefts + 1) + lefts * rights * (rights - 1)) // 2
    return count, cells


def rectangles(rows: int, cols: int, clued: dict, numbered: list, check=None) -> list:
    """``[(rank, cells)]``: every rectangle of a number's area holding no other number (``rank``: the number's, from
    1, in ``numbered``)."""
    table, out = clue_table(rows, cols, clued), []
    for rank, cell in enumerate(numbered, 1):
        if clued[cell] == "?":
            found = [(top, left, bottom - top, right - left) for top, bottom, lo, hi in _spans(rows, cols, table, cell,
                                                                                                check)
                     for left in range(lo, cell[1] + 1) for right in range(cell[1] + 1, hi + 1)]
        else:
            found = [shape for shape in shapes(rows, cols, cell, clued[cell])
                     if _clues_in(table, shape[0], shape[1], shape[0] + shape[2], shape[1] + shape[3]) == 1]
        for i, (top, left, h, w) in enumerate(found):
            if check is not None and i % 4096 == 0:
                check()
            out.append((rank, [(r, c) for r in range(top, top + h) for c in range(left, left + w)]))
    return out
