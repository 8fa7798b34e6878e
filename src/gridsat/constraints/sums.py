"""Digit sums, in the words puzzle rules use: "the digits of this run sum to S and are all different" (Kakuro's
runs; a Killer Sudoku's cages would say the same of their cells).

A run's digits are given as booleans, ``{cell: {digit: literal}}``, one literal true per cell (the caller's
exactly-one): the run then holds a digit at most once (an at-most-one per digit), and the digits it uses are one of
the sets of different digits that sum to its total (:func:`sum_combinations`: two cells summing to 3 hold 1 and 2),
a table of "digit used" booleans, one a digit.  Measured on janko.at's Kakuro (see ``docs/kakuro.md``), this was
faster than whole-number cells with an all-different and a linear sum, and far faster than the digits' booleans
with a linear sum alone.
"""

from __future__ import annotations

import numbers
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Mapping, Sequence

from .tagging import cells_listed, tagged

#: The digits a run holds.
DIGITS = tuple(range(1, 10))
#: The most sets of digits :func:`sum_combinations` tries (each is summed; the answer is kept).
MOST_SETS = 1_000_000


def sum_combinations(length: int, total: int | None, digits: tuple = DIGITS) -> tuple:
    """The sets of ``length`` different ``digits`` that sum to ``total`` (None: any sum), as ascending tuples in
    lexicographic order: ``sum_combinations(2, 3) == ((1, 2),)``; none when no set does (``(2, 2)``, ``(10, 50)``).
    ``digits``: a tuple, list or other collection of different whole numbers.

    Raises:
        ValueError: ``length`` not a whole number 0 or more; ``total`` not a whole number (text "3" matched no
            set, 3.5 none); a digit that is not a whole number (text "1" met Python's "unsupported operand type(s)
            for +"); a digit listed twice (``(1, 1, 2)`` gave the set ``(1, 1)`` for two different digits summing
            to 2); more than :data:`MOST_SETS` sets of ``length`` digits to try.
        TypeError: ``digits`` not a collection (a list met Python's "unhashable type: 'list'").
    """
    digits = _checked_digits(digits)
    _check_combination(length, total, digits)
    return _combinations(int(length), None if total is None else int(total), digits)


def _checked_digits(digits) -> tuple:
    """``digits`` as a tuple of plain ints, refused as :func:`sum_combinations` says (before the remembered answers
    are looked up: they are looked up by equal values, so a digit ``True`` asked after ``1`` was given its answer)."""
    if isinstance(digits, (str, bytes)) or not hasattr(digits, "__iter__"):
        raise TypeError(f"digits must be a collection of whole numbers, got {type(digits).__name__}")
    digits = tuple(digits)
    odd = [d for d in digits if isinstance(d, bool) or not isinstance(d, numbers.Integral)]
    if odd:
        raise ValueError(f"digits must be whole numbers, got {odd[0]!r}"[:200])
    if len(set(digits)) < len(digits):  # (a set of different digits held one twice)
        twice = next(d for k, d in enumerate(digits) if d in digits[:k])
        raise ValueError(f"digits: {twice!r} is listed twice; a run's digits are different")
    return tuple(int(d) for d in digits)


def _check_combination(length, total, digits: tuple) -> None:
    """Refuse the ``length`` and ``total`` :func:`sum_combinations` refuses, before the remembered answers are looked
    up: they are looked up by equal values, so ``length=2.0`` or ``True`` asked after ``2`` or ``1`` was given the
    answer remembered for those."""
    if isinstance(length, bool) or not isinstance(length, numbers.Integral) or length < 0:
        raise ValueError(f"length must be a whole number 0 or more, got {length!r}")
    if total is not None and (isinstance(total, bool) or not isinstance(total, numbers.Real)
                              or not float(total).is_integer()):  # (3.5 gave no set, as if none summed to it)
        raise ValueError(f"total must be a whole number (or None: any sum), got {total!r}")
    if (sets := comb(len(digits), length)) > MOST_SETS:  # (every set is tried: 3 of 10,000 digits are 1.7e11)
        raise ValueError(f"sets of {length:,} of {len(digits):,} digits: {sets:,} to try; at most {MOST_SETS:,} are")


@lru_cache(maxsize=None)
def _combinations(length: int, total: int | None, digits: tuple) -> tuple:
    """:func:`sum_combinations` of a checked tuple of digits (plain ints), remembered."""
    ordered = tuple(sorted(digits))  # (digits (3, 1, 2) gave the set (3, 1), not ascending as said)
    return tuple(c for c in combinations(ordered, length) if total is None or sum(c) == total)


def _runs(runs) -> list:
    """``runs`` as a list of ``(cells as a list of tuples, total as an int or None)``, each checked: a total typed
    as text ("3") or True matched no set of digits, and the board was proven to have no answer; cells written as
    lists or numpy rows met "unhashable type", a generator of cells "has no len()".

    Raises:
        TypeError: ``runs`` or a run's cells not a collection, a run not a ``(cells, total)`` pair.
        ValueError: a total that is not a whole number, or a cell twice in one run.
    """
    if isinstance(runs, (str, bytes, Mapping)) or not hasattr(runs, "__iter__"):
        raise TypeError(f"runs must be a list of (cells, total) pairs, got {type(runs).__name__}")
    out = []
    for k, run in enumerate(runs):
        if isinstance(run, (str, bytes)) or not isinstance(run, Sequence) or len(run) != 2:
            raise TypeError(f"runs: run {k} must be a (cells, total) pair, got {run!r}")
        cells, total = cells_listed(run[0], f"run {k}'s cells", distinct=False), run[1]
        if isinstance(total, float) and total.is_integer():
            total = int(total)
        if total is not None and (isinstance(total, bool) or not isinstance(total, numbers.Integral)):
            raise ValueError(f"runs: run {k}'s total must be a whole number (or None: any sum), got {total!r}")
        if len(set(cells)) < len(cells):
            twice = next(cell for i, cell in enumerate(cells) if cell in cells[:i])
            raise ValueError(f"runs: run {k} lists cell {twice!r} twice")
        out.append((cells, None if total is None else int(total)))
    return out


def possible_digits(cells: Sequence, runs: Sequence, digits: tuple = DIGITS) -> dict:
    """``{cell: digits}`` (ascending tuples) of ``cells``: the ``digits`` that some set of :func:`sum_combinations`
    of each run through the cell holds (``runs``: ``(cells, total)`` pairs, a total None allowing any digit): a cell
    of a run of two summing to 3 holds 1 or 2.  Every answer keeps to them; a model built on them alone is smaller.

    Raises:
        TypeError, ValueError: as :func:`digit_sum_runs` for ``runs``; ``cells`` not a collection of cells;
            ``digits`` as :func:`sum_combinations` refuses them, whether or not a run's total goes through a cell.
    """
    digits = _checked_digits(digits)  # (with no run's total through them, True or 1.5 were a cell's digits)
    out = {cell: set(digits) for cell in cells_listed(cells, "cells")}
    for run, total in _runs(runs):
        if total is None:
            continue
        held = {d for combo in sum_combinations(len(run), total, tuple(digits)) for d in combo}
        for cell in run:
            if cell in out:
                out[cell] &= held
    return {cell: tuple(sorted(held)) for cell, held in out.items()}


def _check_digits(digits: Mapping, cells) -> None:
    """Refuse a cell of ``cells`` whose digits are not ``{digit: literal}`` with whole-number digits: digits typed as
    text ("1") met Python's "unsupported operand type(s) for +", a list of literals "list index out of range", and
    True was read as the digit 1."""
    for cell in cells:
        held = digits[cell]
        if not isinstance(held, Mapping):
            raise TypeError(f"digits: {cell!r} must map each digit to its literal ({{digit: literal}}), got "
                            f"{type(held).__name__}"[:200])
        odd = next((d for d in held if isinstance(d, bool) or not isinstance(d, numbers.Integral)), None)
        if odd is not None:
            raise ValueError(f"digits: {cell!r}'s digit {odd!r} is not a whole number"[:200])


def digit_sum_runs(model, digits: Mapping, runs: Sequence, *, rule: str = "each run holds different digits, "
                   "summing to its clue", check=None) -> None:
    """Each run of ``runs`` (``(cells, total)`` pairs; ``total`` a whole number, or None: no sum, only different
    digits) holds each digit at most once and, with a total, digits that sum to it: the digits it uses are one of
    :func:`sum_combinations` (an allowed-assignments table over a "digit used" boolean per digit of
    ``digits``' keys), the others ruled out of its cells.  ``digits``: ``{cell: {digit: literal}}``, the caller
    keeping one literal per cell true.  ``check``: a clock check that raises, called once per run.

    Raises:
        TypeError: ``runs`` not a collection of ``(cells, total)`` pairs (cells a list, tuple, set or generator of
            cells, each a tuple, list or numpy row).
        ValueError: a cell of a run that ``digits`` lacks, a total that is not a whole number (text "3" or True
            was proven to have no answer), a cell twice in one run, a digit that is not a whole number (text "1",
            True).
        TypeError: a cell's digits not a mapping ``{digit: literal}``.
    """
    from ortools.sat.python.cp_model import LinearExpr

    runs = _runs(runs)
    with tagged(model, rule):
        for cells, total in runs:
            if check is not None:
                check()
            missing = next((cell for cell in cells if cell not in digits), None)
            if missing is not None:
                raise ValueError(f"runs: {missing!r} has no digits")
            _check_digits(digits, cells)
            values = sorted({d for cell in cells for d in digits[cell]})
            holding = {d: [digits[cell][d] for cell in cells if d in digits[cell]] for d in values}
            if total is None:
                for d in values:
                    model.add_at_most_one(holding[d])
                continue
            allowed = sum_combinations(len(cells), total, tuple(values))
            seen = {d for combo in allowed for d in combo}
            # a digit in no set the total allows is in none of these cells; each other digit's cells sum to its
            # "used" boolean, which holds it in one cell at most (an at-most-one besides only slowed the search)
            ruled_out = [lit for d in values if d not in seen for lit in holding[d]]
            if ruled_out:
                model.add_bool_and([~lit for lit in ruled_out])
            if not allowed:
                model.add_bool_or([])  # no set of different digits has this total: no answer
                continue
            if not cells:  # an empty run summing to 0 (the empty set): nothing to hold (was OR-Tools' "expects a
                continue  # non-empty expressions array")
            used = []
            for d in values:
                if d in seen:
                    flag = model.new_bool_var(f"used{d}")
                    model.add(LinearExpr.sum(holding[d]) == flag)
                    used.append((d, flag))
            model.add_allowed_assignments([flag for _, flag in used],
                                          [[int(d in combo) for d, _ in used] for combo in allowed])


__all__ = ["DIGITS", "digit_sum_runs", "possible_digits", "sum_combinations"]
