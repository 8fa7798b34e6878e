"""Digits in cells, in the words puzzle rules use: "write a digit in every cell", "each room of N cells holds the
digits 1 to N, each once", and "two equal digits n in one row or column have at least n cells between them" (Ripple
Effect, Nikoli's Hakyuu: robx/pzprjs ``src/variety/ripple.js``, ``checkDifferentNumberInRoom`` and
``checkRippleNumber``, which finds no equal digit among the n cells after a digit n, rightward and downward).

A cell's digits are booleans ``{digit: literal}`` (:func:`digit_cells` makes them, one true a cell), the form
Kakuro's runs (:mod:`.sums`) and Skyscrapers' lines (:mod:`.visible`) read too.
"""

from __future__ import annotations

import numbers
from typing import Mapping, Sequence

from .tagging import cells_listed, clocked, in_order, listed, mapped, tagged


def _digit_sets(held: Mapping) -> dict:
    """``held`` checked: ``{cell: sorted digits}``, each digit a whole number (True was the digit 1)."""
    if not isinstance(held, Mapping):
        raise TypeError(f"held must map each cell to its digits ({{cell: digits}}), got {type(held).__name__}")
    out = {}
    for cell, digits in held.items():
        digits = listed(digits, f"held[{cell!r}]", "digits")
        odd = next((d for d in digits if isinstance(d, bool) or not isinstance(d, numbers.Integral)), None)
        if odd is not None:
            raise ValueError(f"held: {cell!r}'s digit {odd!r} is not a whole number"[:200])
        out[cell] = sorted({int(d) for d in digits})
    return out


def digit_cells(model, held: Mapping, *, rule: str = "a digit in every cell") -> dict:
    """A boolean per cell and digit ``held`` leaves it (``{cell: digits}``), exactly one true a cell: returns
    ``{cell: {digit: literal}}``.  A cell left no digit makes the model infeasible (the exactly-one of nothing), so
    the solver, not the caller, says there is no answer.

    Raises:
        TypeError: ``held`` not a mapping, a cell's digits not a collection.
        ValueError: a digit that is not a whole number (text ``"1"``, True).
    """
    sets = _digit_sets(held)
    out = {}
    with tagged(model, rule):
        for cell, digits in sets.items():
            out[cell] = {d: model.new_bool_var(f"x{cell}={d}") for d in digits}
            model.add_exactly_one(out[cell].values())
    return out


def _check(digits: Mapping, cells) -> None:
    mapped(digits, "digits", "each cell to its digits ({cell: {digit: literal}}), as digit_cells returns them")
    missing = next((cell for cell in cells if cell not in digits), None)
    if missing is not None:
        raise ValueError(f"digits: {missing!r} has no digits"[:200])
    odd = next((cell for cell in cells if not isinstance(digits[cell], Mapping)), None)
    if odd is not None:
        mapped(digits[odd], f"digits[{odd!r}]", "each digit to its literal ({digit: literal})")
    for cell in cells:  # a digit "1" met "'<=' not supported between 'int' and 'str'"; True was taken as the digit 1
        odd = next((d for d in digits[cell] if isinstance(d, bool) or not isinstance(d, numbers.Integral)), None)
        if odd is not None:
            raise ValueError(f"digits: {cell!r}'s digit {odd!r} is not a whole number"[:200])


def each_once(model, digits: Mapping, groups: Sequence, *, rule: str = "each room holds 1 to N, each once",
              check=None) -> None:
    """Each group of ``groups`` (collections of cells) of ``n`` cells holds the digits 1 to ``n``, each exactly once:
    a digit above ``n`` is ruled out of its cells and each of 1 to ``n`` is in exactly one of them (a digit no cell
    of the group may hold makes the model infeasible).  ``digits``: ``{cell: {digit: literal}}``, the caller keeping
    one literal a cell true.  ``check``: a clock check that raises, called once a group.

    Raises:
        TypeError: ``groups`` not a collection of collections of cells (a mapping of them neither), ``digits`` not
            a mapping of mappings, ``check`` not callable.
        ValueError: a cell of a group that ``digits`` lacks, or listed twice in its group; a digit that is not a whole
            number.
    """
    groups = [cells_listed(group, "group", what="cells") for group in _lines(groups, "groups")]
    check = clocked(check)
    with tagged(model, rule):
        for group in groups:
            if check is not None:
                check()
            _check(digits, group)
            n = len(group)
            above = [lit for cell in group for d, lit in digits[cell].items() if not 1 <= d <= n]
            if above:
                model.add_bool_and([~lit for lit in above])
            for d in range(1, n + 1):
                model.add_exactly_one([digits[cell][d] for cell in group if d in digits[cell]])


def _lines(values, name: str):
    """``values`` (rooms or lines: collections of cells) listed as :func:`~.tagging.listed` does; a mapping refused
    (its keys were read as the groups: ``{"a": cells}`` met "group must be a list of cells or nodes, got str", and
    ``{cell: digit}`` "line: 0 is listed twice")."""
    if isinstance(values, Mapping):
        raise TypeError(f"{name} must be a list of {name[:-1]}s of cells (each a list of cells), got a mapping "
                        f"({type(values).__name__}); its values, if they are the {name}: list({name}.values())")
    return listed(values, name, f"{name[:-1]}s of cells")


MAX_LINE = 10_000_000  #: the longest line :func:`apart_windows` lays windows along (a board's side is at most 1,000)


def apart_windows(length: int, digit: int) -> list:
    """The windows of places (``range`` objects) along a line of ``length`` cells that hold a ``digit`` at most
    once when no two of them stand within ``digit`` cells of each other: every run of ``digit + 1`` consecutive
    places (the whole line when it is shorter), ``[]`` when no two places fit in one window (a digit below 1 keeps
    no distance).

    Raises:
        TypeError: ``length`` or ``digit`` not a whole number (numpy's are).
        ValueError: ``length`` below 0 (a line of -5 cells was given no windows, as if it had one cell), or above
            :data:`MAX_LINE` (a list of 10**12 windows was begun).
    """
    for name, value in (("length", length), ("digit", digit)):
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise TypeError(f"{name} must be a whole number, got {type(value).__name__}")
    if length < 0 or length > MAX_LINE:
        raise ValueError(f"length must be a whole number from 0 to {MAX_LINE:,} (the line's cells), got {length!r}")
    span = min(digit + 1, length)
    if span < 2:
        return []
    return [range(start, start + span) for start in range(length - span + 1)]


def digits_apart(model, digits: Mapping, lines: Sequence, *,
                 rule: str = "equal digits n in a row or column stand more than n cells apart", check=None) -> None:
    """Along each line of ``lines`` (the cells of a row or column, in order), two cells holding the same digit
    ``n`` have at least ``n`` cells between them: each window of ``n + 1`` consecutive cells
    (:func:`apart_windows`) holds ``n`` at most once.  ``digits``: ``{cell: {digit: literal}}``; digits below 1
    keep no distance (a 0 may repeat side by side).  ``check``: a clock check that raises, called once a line.

    Raises:
        TypeError: ``lines`` not a collection of collections of cells (a mapping of them neither; a line a set: its
            order is not the row's), ``digits`` not a mapping of mappings, ``check`` not callable.
        ValueError: a cell of a line that ``digits`` lacks, or listed twice in its line; a digit that is not a whole
            number.
    """
    lines = [cells_listed(in_order(line, "line"), "line", what="cells") for line in _lines(lines, "lines")]
    check = clocked(check)
    with tagged(model, rule):
        for line in lines:
            if check is not None:
                check()
            _check(digits, line)
            for d in sorted({d for cell in line for d in digits[cell] if d >= 1}):
                done = set()
                for window in apart_windows(len(line), d):
                    held = tuple(digits[line[i]][d] for i in window if d in digits[line[i]])
                    if len(held) > 1 and held not in done:
                        done.add(held)
                        model.add_at_most_one(held)


__all__ = ["apart_windows", "digit_cells", "digits_apart", "each_once"]
