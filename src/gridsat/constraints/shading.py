"""Shading rules, in the words puzzle rules use: a boolean per cell and what
the shaded cells may and may not do.

Every function adds one rule to a :class:`~gridsat.constraints.model.RuleModel`
(tagged with the rule's words, which ``--model-stats`` prints) and takes
*members*: a mapping ``cell -> literal`` true when the cell is in the class
the rule speaks of (shaded, black, a star, a bulb...).  ``~lit`` is the
other class.  Cells are hashable (``(row, col)`` tuples on grids).
"""

from __future__ import annotations

from .tagging import cells_listed, sides, tagged

import numbers

from ..core.errors import quoted
from typing import Callable, Iterable, Mapping, Sequence

from ..core.grid import blocks_2x2, named_lines

#: How a count compares with its number.
RELATIONS = ("==", "<=", ">=")


def cell_vars(model, cells: Iterable, name: str = "shaded") -> dict:
    """One boolean per cell, ``{cell: BoolVar}`` (named ``name(r, c)``)."""
    with tagged(model, f"one {name} boolean per cell"):
        return {cell: model.new_bool_var(f"{name}{cell}") for cell in cells_listed(cells, "cells")}


def fixed(model, members: Mapping, values: Mapping, rule: str = "the givens keep their colour") -> None:
    """``values[cell]`` (True / False) for the cells it names: what the
    puzzle gives.

    Raises:
        TypeError: ``values`` or ``members`` not a mapping (``{cell: True / False}``, ``{cell: literal}``).
        ValueError: a cell that is not one of the members, a value neither true nor false (``"no"`` was taken as
            true, a list of cells met AttributeError 'items').
    """
    if not isinstance(values, Mapping):
        raise TypeError(f"values must be a mapping {{cell: True / False}}, got {type(values).__name__}")
    _check_members(members)
    with tagged(model, rule):
        for cell, value in values.items():
            if cell not in members:
                raise ValueError(f"values: {cell!r} is not one of the members")
            if isinstance(value, str) or value not in (0, 1):  # (True is 1, numpy's bools and 0/1 too)
                raise ValueError(f"values: {cell!r} must be True or False, got {quoted(value)}")
            model.add(members[cell] == int(bool(value)))


def no_2x2(model, rows: int, cols: int, members: Mapping, *, blocks: Sequence | None = None,
           rule: str = "no 2x2 block is all shaded") -> None:
    """No 2x2 block of the ``rows x cols`` grid whose four cells are all
    members (blocks with a cell missing from ``members`` are skipped);
    ``blocks``: the grid's blocks when the caller has them already.

    Raises:
        ValueError: ``blocks`` None and a cell of ``members`` outside the grid (a 3x3 board's members under
            ``rows=1, cols=9`` were in no block: no rule, and a shaded 2x2 block "held").
    """
    if blocks is None:
        _within(members, rows, cols)
    with tagged(model, rule):
        for block in blocks if blocks is not None else blocks_2x2(rows, cols):
            if all(cell in members for cell in block):
                model.add_bool_or([~members[cell] for cell in block])


def rectangular_areas(model, rows: int, cols: int, members: Mapping, *, blocks: Sequence | None = None,
                      rule: str = "each unshaded area is a rectangle") -> None:
    """Every orthogonally connected area of members is a rectangle (Mochikoro's unshaded areas; Shikaku's and
    other "rectangles" genres'): no 2x2 block of the ``rows x cols`` grid holds exactly three members, four clauses
    a block ("three of them members: the fourth one too").  A connected area is a rectangle exactly when no 2x2
    block holds three of its cells and one cell outside it: an L of three cells is where a non-rectangle turns (its
    bounding box has a cell outside it beside two of its cells that touch diagonally), and a rectangle's cells
    never meet an outside cell in one block three to one.  Blocks with a cell missing from ``members`` are
    skipped; ``blocks``: the grid's blocks when the caller has them already.

    Raises:
        ValueError: ``blocks`` None and a cell of ``members`` outside the grid (as :func:`no_2x2`).
    """
    if blocks is None:
        _within(members, rows, cols)
    with tagged(model, rule):
        for block in blocks if blocks is not None else blocks_2x2(rows, cols):
            if all(cell in members for cell in block):
                for cell in block:
                    model.add_bool_or([~members[other] for other in block if other != cell] + [members[cell]])


def _within(members: Mapping, rows: int, cols: int, name: str = "members") -> None:
    """Refuse a size that is not one (:func:`~.tagging.sides`), ``members`` (the argument ``name``) that is not a
    mapping, and a cell of it outside the ``rows x cols`` grid (the rule reads none there: it added nothing)."""
    sides(rows, cols)
    if not isinstance(members, Mapping):
        raise TypeError(f"{name} must be a mapping of cells to literals, got {type(members).__name__}")
    stray = next((cell for cell in members if not (isinstance(cell, tuple) and len(cell) == 2
                                                   and 0 <= cell[0] < rows and 0 <= cell[1] < cols)), None)
    if stray is not None:
        raise ValueError(f"{name}: {stray!r} is not a cell of the {rows}x{cols} grid")


def no_adjacent(model, members: Mapping, neighbours: Callable, *,
                rule: str = "no two shaded cells are adjacent") -> None:
    """No two members are neighbours (``neighbours(cell)``: orthogonal for
    shading genres, the eight around for Star Battle's stars): a clause
    "not both" per pair, which the compiled counting search's recorder
    (:mod:`gridsat.puzzles.grid.recorder`) reads as "at most one of the
    two", so CP-SAT and the search get the rule from one statement.  (As
    ``add_at_most_one([a, b])`` instead, CP-SAT without presolve took 10-11 s
    of CPU where the clause takes 6 s on Heyawake janko 589, 22x38,
    ``--engine cpsat``.)"""
    with tagged(model, rule):
        done: set = set()  # the pairs stated: a ``neighbours`` naming each pair once, either way, still holds
        for cell, lit in members.items():  # (``other > cell`` alone dropped every pair named by its larger cell:
            for other in neighbours(cell):  # two adjacent cells shaded, with left and up neighbours)
                if other in members and other != cell and frozenset((cell, other)) not in done:
                    done.add(frozenset((cell, other)))
                    model.add_bool_or([~lit, ~members[other]])


def diagonal_forest(model, rows: int, cols: int, members: Mapping, *,
                    rule: str = "no chain of diagonally touching shaded cells closes a loop") -> None:
    """Help for "the cells not members are connected" on a full ``rows x
    cols`` grid where no two members are orthogonally adjacent (Heyawake's
    shaded cells): there the others are connected exactly when the members,
    joined where they touch diagonally and to the grid's edge where they lie
    on it, form no cycle (a loop of them, or a chain from the edge back to
    it, walls cells in) -- the diagonal graph is a forest.

    Stated as an orientation of that graph, without levels: of two members
    touching diagonally one is the other's parent, the edge is the parent of
    every member on it, and no member has two parents.  Every answer has one
    (root each tree at the edge or at any of its cells), so no answer is
    lost, and no chain from the edge back to it has one; a loop of members
    away from the edge (each the parent of the next) still does, so the rule
    itself stays with the caller (lazy cuts).  Measured on the janko.at 350
    Heyawake (31x45): its cut loop's 19 CP-SAT solves became 3, the whole
    command's CPU 3.8 s -> 2.0 s; on Hitori's 20x20 boards it only cost.

    Raises:
        ValueError: a cell of ``members`` outside the grid (its edge is read from ``rows`` and ``cols``).
    """
    _within(members, rows, cols)
    with tagged(model, rule):
        parents: dict = {cell: [] for cell in members}
        for (r, c), lit in members.items():
            for other in ((r + 1, c - 1), (r + 1, c + 1)):
                if other not in members:
                    continue
                down, up = model.new_bool_var(""), model.new_bool_var("")  # (r, c) the parent; the other
                for arc in (down, up):
                    model.add_implication(arc, lit)
                    model.add_implication(arc, members[other])
                model.add_bool_or([~lit, ~members[other], down, up])
                parents[other].append(down)
                parents[(r, c)].append(up)
        for (r, c), arcs in parents.items():
            if r in (0, rows - 1) or c in (0, cols - 1):
                arcs = arcs + [members[r, c]]  # the edge's arc: there whenever the cell is a member
            if len(arcs) > 1:
                model.add_at_most_one(arcs)


def no_touching(model, rows: int, cols: int, members: Mapping, *,
                rule: str = "no two shaded cells touch, not even diagonally") -> None:
    """No two members touch, not even at a corner (Star Battle's stars): at
    most one member in every 2x2 block of the ``rows x cols`` grid (two
    cells touch exactly when some 2x2 block holds both; on a board one cell
    wide, every pair of neighbours).  Cells missing from ``members`` are
    left out.  The same rule as :func:`no_adjacent` with
    :func:`king_neighbours`, in fewer, stronger constraints.

    Raises:
        ValueError: a cell of ``members`` outside the grid (in no block: it was left free, said nowhere).
    """
    _within(members, rows, cols)
    h, w = min(rows, 2), min(cols, 2)
    with tagged(model, rule):
        for r in range(rows - h + 1):
            for c in range(cols - w + 1):
                lits = [members[(r + i, c + j)] for i in range(h) for j in range(w) if (r + i, c + j) in members]
                if len(lits) > 1:
                    model.add_at_most_one(lits)


def no_equal_run(model, rows: int, cols: int, members: Mapping, length: int, *, of: tuple = (True, False),
                 rule: str | None = None) -> None:
    """No ``length`` consecutive cells of a row or a column of the ``rows x cols`` grid are all members (``True`` in
    ``of``), nor all not members (``False`` in ``of``): one clause per window of ``length`` cells and colour
    refused (Aqre's "no four in a row shaded or unshaded": ``length=4``).  A window with a cell missing from
    ``members`` is skipped (as :func:`no_2x2` skips a block); a line shorter than ``length`` holds no window.

    Args:
        members: ``{(r, c): literal}`` for the cells of the ``rows x cols`` grid.
        length: how many equal cells in a row are refused (cells, from 1).
        of: the colours refused: True (a run of members), False (a run of cells not members), or both.
        rule: the tag (default: ``"no LENGTH cells in a line are all shaded or all unshaded"``, as ``of`` says).

    Raises:
        ValueError: ``length`` not a whole number from 1, ``of`` empty or holding other than True and False, a
            cell of ``members`` outside the grid (in no window: no rule).
        TypeError: ``members`` not a mapping.
    """
    if isinstance(length, bool) or not isinstance(length, numbers.Integral) or length < 1:
        raise ValueError(f"length must be a whole number from 1, got {quoted(length)}")
    if not isinstance(of, (tuple, list)) or not of or any(v is not True and v is not False for v in of):
        raise ValueError(f"of must name the colours refused, True (members) and / or False, got {quoted(of)}")
    _check_members(members)
    _within(members, rows, cols)
    words = "all shaded or all unshaded" if len(set(of)) == 2 else "all shaded" if of[0] else "all unshaded"
    with tagged(model, rule or f"no {length} cells in a line are {words}"):
        for line in lines(rows, cols):
            cells = line[1]
            for start in range(len(cells) - length + 1):
                window = cells[start:start + length]
                if not all(cell in members for cell in window):
                    continue
                if True in of:
                    model.add_bool_or([~members[cell] for cell in window])
                if False in of:
                    model.add_bool_or([members[cell] for cell in window])


def count(model, groups: Iterable[tuple[str, Sequence]], members: Mapping, number: int | Mapping,
          relation: str = "==", *, rule: str = "the count of shaded cells in each group") -> None:
    """The members among each group's cells compare with its number.

    A number beyond what the group's cells can hold (a Heyawake room numbered
    10**30: readers take any whole number) is brought to one past them, which
    the relation judges alike (never true for ``==`` and ``>=``, always for
    ``<=``): CP-SAT takes only 64-bit numbers.

    Args:
        groups: ``(name, cells)`` pairs: rows, columns, regions, the
            neighbours of a clue...
        members: ``cell -> literal``.
        number: one number for every group, or ``{name: number}`` (groups
            missing from it are free).
        relation: ``==``, ``<=`` or ``>=``.

    Raises:
        ValueError: an unknown relation; a group's cell that is not one of the members (it met KeyError); a
            ``number`` named by no group.
        TypeError: a number that is not a whole number (``number=None`` too: no group would be counted); a group
            that is not a ``(name, cells)`` pair; ``members`` not a mapping.
    """
    if relation not in RELATIONS:
        raise ValueError(f"relation must be one of {RELATIONS}, got {quoted(relation)}")
    _check_members(members)
    if number is None:  # read as "no number" for every group: the rule added nothing, said nowhere
        raise TypeError("number must be a whole number for every group or {name: number}, got None")
    named = set()
    with tagged(model, rule):
        for group in groups:
            if not isinstance(group, (tuple, list)) or len(group) != 2 or isinstance(group[1], (str, bytes)):
                raise TypeError(f"groups must be (name, cells) pairs, got {quoted(group)}"[:200])
            name, cells = group
            named.add(name)
            k = number.get(name) if isinstance(number, Mapping) else number
            if k is None:
                continue
            if isinstance(k, bool) or not isinstance(k, numbers.Integral):
                raise TypeError(f"number: {name}'s number must be a whole number, not {type(k).__name__}")
            cells = list(cells_listed(cells, f"groups: {name}'s cells"))
            if (stray := next((c for c in cells if c not in members), None)) is not None:
                raise ValueError(f"groups: {name}'s cell {stray!r} is not one of the members")
            k = min(max(k, -1), len(cells) + 1)
            total = sum(members[c] for c in cells)
            model.add(total == k if relation == "==" else total <= k if relation == "<=" else total >= k)
    stray = next((name for name in number if name not in named), None) if isinstance(number, Mapping) else None
    if stray is not None:  # a mistyped name left its group free, said nowhere
        raise ValueError(f"number: {stray!r} names no group; give numbers by the groups' names")


def _check_members(members) -> None:
    """Refuse ``members`` that are not a mapping ``cell -> literal`` (a list of literals met OR-Tools' own
    "__eq__(): incompatible function arguments")."""
    if not isinstance(members, Mapping):
        raise TypeError(f"members must be a mapping cell -> literal (cell_vars gives one), got "
                        f"{type(members).__name__}")


def lines(rows: int, cols: int) -> list[tuple[str, list]]:
    """The grid's rows and columns as count groups (``("row 1", cells)``...:
    :func:`gridsat.core.grid.named_lines`).

    Raises:
        TypeError, ValueError: as :func:`~.tagging.sides` (``rows=True`` was one row).
    """
    sides(rows, cols)
    return named_lines(rows, cols)


def regions(region_of: Mapping) -> list[tuple[str, list]]:
    """Count groups from ``{cell: region id}`` (``("region 3", cells)``...),
    in order of the regions' ids.

    Raises:
        TypeError: ``region_of`` not a mapping (a list of pairs met "'list' object has no attribute 'items'").
    """
    if not hasattr(region_of, "items"):
        raise TypeError(f"region_of must be a mapping {{cell: region id}}, got {type(region_of).__name__}")
    groups: dict = {}
    for cell, rid in region_of.items():
        groups.setdefault(rid, []).append(cell)
    return [(f"region {rid}", sorted(cells)) for rid, cells in sorted(groups.items(), key=lambda kv: str(kv[0]))]


def king_neighbours(rows: int, cols: int) -> Callable:
    """``cell -> the (up to 8) cells around it`` inside the grid: what
    "never touch, not even diagonally" means.

    Raises:
        TypeError, ValueError: as :func:`~.tagging.sides` (``rows=True`` was one row).
    """
    sides(rows, cols)

    def around(cell):
        r, c = cell
        return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols]
    return around


__all__ = ["RELATIONS", "cell_vars", "count", "diagonal_forest", "fixed", "king_neighbours", "lines", "no_2x2",
           "no_adjacent", "no_equal_run", "no_touching", "rectangular_areas", "regions"]
