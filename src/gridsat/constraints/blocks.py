"""Sized blocks: "a number in every cell; orthogonally adjacent cells holding
the same number are one block, and each block's number is its size"
(Fillomino, and any genre whose cells are labelled with the size of the
area they belong to).

Model (complete): a number ``n[c]`` per cell, from 1 to ``most``; a boolean
``same`` per pair of neighbours, true exactly when their numbers are equal
(so the blocks are the components of the ``same`` arcs).  Each block has one
*root*, its first cell in the order of ``cells``: every cell holds the index
of its block's root (``same`` neighbours hold the same index, a cell's index
is at most its own, and equals it only on a root), so a block has exactly one
root.  A flow proves the size: the root sends ``n - 1`` units along ``same``
arcs and every other cell keeps one, so each block is connected to its root
and holds exactly ``n`` cells.  Two blocks of the same size that touch are
one block of twice the size, which the flow refuses: the rule "blocks of the
same size never share an edge" needs nothing more.

The numbers are also written in binary (``n - 1`` as bits): two answers
differ in a bit exactly when they differ in a cell's number, so the bits are
the literals counts, uniqueness and forced cells are judged on.
"""

from __future__ import annotations

from numbers import Integral

from .tagging import both_ways, cells_listed, clocked, tagged

from typing import Callable, Mapping, Sequence


#: The tag of the cells' numbers and their bits, the first rule :func:`sized_blocks` adds: its variables are the answer
#: (with the blocks' roots, indices and flows under the same tag, enumerating the exported model's solutions told one
#: answer many times over by the first rule's values, which the README gives as the answer).
NUMBERS_RULE = "one number per cell (its bits beside it)"


def bits_needed(most: int) -> int:
    """How many bits write the numbers 0 to ``most - 1`` (at least 1; ``most`` a whole number, numpy's too).

    Raises:
        TypeError: ``most`` not a whole number, as :func:`sized_blocks` refuses it (text "2", True and 2.5 were
            read as 2, 1 and 2).
        ValueError: ``most`` below 1 (-1 gave 2 bits).
    """
    _check_most(most)
    return max(1, (int(most) - 1).bit_length())


def _check_most(most) -> None:
    """Refuse a ``most`` that is not a whole number from 1."""
    if isinstance(most, bool) or not isinstance(most, Integral):
        raise TypeError(f"most must be a whole number, got {type(most).__name__}")
    if most < 1:
        raise ValueError(f"most must be 1 or more, got {most}")


def sized_blocks(model, cells: Sequence, neighbours: Callable, most: int, *, givens: Mapping | None = None,
                 check: Callable | None = None, grow: bool = True,
                 rule: str = "each block of equal numbers is as large as its number") -> tuple[dict, dict]:
    """Add the sized-block rule (see the module docstring): the cells' numbers tagged :data:`NUMBERS_RULE`, the
    rest ``rule``.

    Args:
        model: a :class:`~gridsat.constraints.model.RuleModel`.
        cells: every cell, in a fixed order (a block's root is its first cell in it).
        neighbours: ``cell -> iterable of neighbour cells`` (cells of ``cells`` only).
        most: the largest number a cell may hold (a block of every cell: ``len(cells)``).
        givens: ``{cell: number}`` fixed numbers (whole numbers from 1 to ``most``).
        check: called every 1024 cells (a deadline check that raises).
        grow: also grow each given's block from it (:func:`given_blocks`, implied: faster).
        rule: the tag of the blocks' roots, indices and flows (the numbers have :data:`NUMBERS_RULE`).

    Returns:
        ``(numbers, bits)``: ``{cell: IntVar}`` each cell's number, and ``{cell: [bool literals]}`` the binary
        digits of its number less 1, lowest first (:func:`bits_needed` of them).

    Raises:
        ValueError: ``most`` below 1, a given outside 1 to ``most``, or on a cell not in ``cells`` (met KeyError).
        TypeError: ``most`` or a given not a whole number (2.5 met OR-Tools' "incompatible constructor arguments").
    """
    cells, check = cells_listed(cells, "cells"), clocked(check)
    neighbours = both_ways(cells, neighbours)  # (one way: an island, a block could not grow)
    givens = dict(givens or {})
    _check_most(most)
    most = int(most)  # (numpy's whole numbers too: numpy.int64(3) met "has no attribute 'bit_length'")
    known = set(cells)
    for cell, v in givens.items():
        if isinstance(v, bool) or not isinstance(v, Integral):
            raise TypeError(f"the given at {cell!r} must be a whole number, not {type(v).__name__}")
        if cell not in known:
            raise ValueError(f"the given at {cell!r} is not one of the cells")
        if not 1 <= v <= most:
            raise ValueError(f"the given {v} at {cell} is not a number from 1 to {most}")
    index = {cell: i for i, cell in enumerate(cells)}
    width = bits_needed(most)
    numbers, bits, same, root_of, supply = {}, {}, {}, {}, {}
    with tagged(model, NUMBERS_RULE):  # a rule of their own, first: its variables are the answer (the helpers of
        for i, cell in enumerate(cells):  # the rule below are free: a model's first rule said "the cells" of it)
            if check is not None and i % 1024 == 0:
                check()
            v = givens.get(cell)
            numbers[cell] = model.new_int_var(v or 1, v or most, f"n{cell}")
            bits[cell] = [model.new_bool_var(f"n{cell}_bit{j}") for j in range(width)]
            model.add(numbers[cell] - 1 == sum((1 << j) * b for j, b in enumerate(bits[cell])))
    with tagged(model, rule):
        for cell in cells:
            for nb in neighbours(cell):
                if index[nb] > index[cell]:
                    s = model.new_bool_var(f"same{cell}{nb}")
                    model.add(numbers[cell] == numbers[nb]).only_enforce_if(s)
                    model.add(numbers[cell] != numbers[nb]).only_enforce_if(~s)
                    same[cell, nb] = same[nb, cell] = s
        for i, cell in enumerate(cells):
            if check is not None and i % 1024 == 0:
                check()
            arcs = [same[cell, nb] for nb in neighbours(cell)]
            # a cell has fewer neighbours in its block than its block has cells (implied; it prunes early)
            model.add(sum(arcs) <= numbers[cell] - 1)
            root_of[cell] = model.new_int_var(0, i, f"root_of{cell}")  # the index of the block's root
            root = model.new_bool_var(f"root{cell}")
            model.add(root_of[cell] == i).only_enforce_if(root)
            model.add(root_of[cell] != i).only_enforce_if(~root)
            supply[cell] = model.new_int_var(0, most, f"supply{cell}")  # what the cell sends out of its own
            model.add(supply[cell] == numbers[cell]).only_enforce_if(root)
            model.add(supply[cell] == 0).only_enforce_if(~root)
        flow = {}
        for cell in cells:
            for nb in neighbours(cell):
                s = same[cell, nb]
                if index[nb] > index[cell]:
                    model.add(root_of[cell] == root_of[nb]).only_enforce_if(s)
                f = model.new_int_var(0, most - 1, f"flow{cell}->{nb}")
                model.add(f == 0).only_enforce_if(~s)
                flow[cell, nb] = f
        for cell in cells:
            into = sum(flow[nb, cell] for nb in neighbours(cell))
            out = sum(flow[cell, nb] for nb in neighbours(cell))
            model.add(into - out == 1 - supply[cell])
    if givens and grow:
        given_blocks(model, cells, neighbours, numbers, same, givens, check=check)
    return numbers, bits


def given_blocks(model, cells: Sequence, neighbours: Callable, numbers: Mapping, same: Mapping, givens: Mapping, *,
                 check: Callable | None = None,
                 rule: str = "a given's block lies within its number's reach (implied)") -> dict:
    """The block of each given, grown from it (implied by :func:`sized_blocks`'s rule; it lets CP-SAT see early
    that a block cannot reach its size or would outgrow it): for a given ``k`` at ``g``, a boolean per cell
    within ``k - 1`` steps, true exactly for the cells of ``g``'s block (closed along ``same`` arcs, none of them
    leaving the reach), ``k`` of them, joined to ``g`` by a tree of parent arcs.

    Args:
        numbers: ``{cell: IntVar}``; same: ``{(a, b): literal}`` for both orders of every pair of neighbours,
            true when their numbers are equal.
        givens: ``{cell: number}``.

    Returns:
        ``{given cell: {cell: literal}}``.
    """
    cells, check = cells_listed(cells, "cells"), clocked(check)
    neighbours = both_ways(cells, neighbours)  # (one way: an island, a block could not grow)
    from .connectivity import add_rooted_trees
    from .islands import reach

    out = {}
    with tagged(model, rule):
        for g, k in sorted(givens.items()):
            if check is not None:
                check()
            ball = reach(g, k - 1, neighbours, set(cells))
            member = {c: model.new_bool_var(f"block{g}has{c}") for c in ball}
            model.add(member[g] == 1)
            for n, (c, lit) in enumerate(member.items()):
                if check is not None and n % 1024 == 1023:
                    check()
                model.add(numbers[c] == k).only_enforce_if(lit)
                for nb in neighbours(c):
                    if nb in member:  # the block is closed along same arcs
                        model.add_bool_or([~same[c, nb], ~member[nb], lit])
                    else:  # and no same arc leaves the reach
                        model.add_implication(lit, ~same[c, nb])
            model.add(sum(member.values()) == k)
            inside = [c for c in cells if c in member]
            add_rooted_trees(model, inside, lambda c: [nb for nb in neighbours(c) if nb in member], {g: [1]},
                             lambda arc, a, b: model.add_implication(arc, member[b]), check=check,
                             present={c: member[c] for c in inside})
            out[g] = member
    return out


__all__ = ["bits_needed", "sized_blocks"]
