"""The rule tag every vocabulary call adds under (no imports but the board's size check of :mod:`gridsat.core.grid`:
the vocabulary's modules load fast)."""

from collections.abc import Mapping, Set as AbstractSet

from ..core.grid import sides  # noqa: F401 (the vocabulary's board size check, read from here too)


def tagged(model, name: str):
    """``model.rule(name)``: what the block adds is tagged with ``name``.

    Raises:
        TypeError: ``model`` groups nothing by rule (a plain ``cp_model.CpModel`` met AttributeError 'rule').
    """
    rule = getattr(model, "rule", None)
    if not callable(rule):
        raise TypeError(f"model must be a gridsat.constraints.model.RuleModel (a cp_model.CpModel that groups what "
                        f"each rule adds), got {type(model).__name__}")
    return rule(name)


def listed(values, name: str, what: str = "cells or nodes") -> list | tuple:
    """``values`` (the cells or nodes a vocabulary call reads) as a list, read once: a list or tuple as it is, a
    generator or another iterable (a set, a dict's keys) listed.  The calls read them more than once, so a generator
    was read empty the second time: ``loops.loop(model, (c for c in cells), ...)`` added no loop (the model proven to
    have no answer), ``connected(..., anchor=A)`` left every cell before A out of the tree.  ``what``: the values in
    the field's words, as the refusal names them (a cell's digits, placements' booleans).

    Raises:
        TypeError: ``values`` a string, or not iterable (``None``, a number).
    """
    if isinstance(values, (list, tuple)):
        return values
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{name} must be a list of {what}, got {type(values).__name__}")
    return list(values)


def in_order(values, name: str, what: str = "cells, in order") -> list | tuple:
    """``values`` listed as :func:`listed` does, refusing a collection that keeps no order (a set, a dict's keys):
    a rule reading its cells in order (a row's digits apart) took a set's hash order for the row's, and added the
    rule across cells that are not side by side (a silently wrong answer).

    Raises:
        TypeError: as :func:`listed`, or ``values`` a set or mapping (its order is not the line's).
    """
    if isinstance(values, (AbstractSet, Mapping)):
        raise TypeError(f"{name} must be a list of {what}, got {type(values).__name__} (which keeps no order)")
    return listed(values, name, what)


def clocked(check):
    """``check`` (a clock check that raises TimeUp once the run's time is up, called as the rules are added) if it is
    None or callable: a number or a string met "'int' object is not callable" in Python's words at the first call.

    Raises:
        TypeError: ``check`` neither None nor callable.
    """
    if check is not None and not callable(check):
        raise TypeError(f"check must be a function of no arguments (e.g. SolverOptions.check_time) or None, "
                        f"got {type(check).__name__}")
    return check


def mapped(values, name: str, what: str):
    """``values`` if it is a mapping; else TypeError naming the argument ``name`` and what it maps (``what``, as
    ``"each cell to its digits ({cell: {digit: literal}})"``): a list or None met Python's own words
    ("'list' object has no attribute 'items'", "argument of type 'NoneType' is not iterable")."""
    if not isinstance(values, Mapping):
        raise TypeError(f"{name} must map {what}, got {type(values).__name__}")
    return values


def cells_listed(values, name: str, *, distinct: bool = True, what: str = "cells or nodes") -> list | tuple:
    """``values`` listed once as :func:`listed` does, each cell written as a list or a numpy row (``[0, 1]``,
    ``numpy.argwhere(board == 0)``'s rows, a JSON file's cells) made the ``(row, col)`` tuple it stands for: they
    met "unhashable type: 'numpy.ndarray'" (or 'list') in Python's words.  ``distinct``: refuse a cell listed
    twice, which the rules read as two cells: ``connected(model, cells + cells[:1], ...)`` held no member
    connected to the first cell ("no answer" for any shading holding it), ``count`` counted the cell twice.
    ``what``: the values in the field's words, as :func:`listed` names them.

    Raises:
        TypeError: as :func:`listed`.
        ValueError: ``distinct`` and a cell listed twice (``"cells: (0, 0) is listed twice"``).
    """
    if getattr(values, "ndim", 0) > 1 and callable(getattr(values, "tolist", None)):  # a numpy array of cells
        values = values.tolist()
    values = listed(values, name, what)
    if any(isinstance(v, list) or getattr(v, "ndim", 0) == 1 for v in values):
        values = [tuple(v.tolist() if getattr(v, "ndim", 0) == 1 else v)
                  if isinstance(v, list) or getattr(v, "ndim", 0) == 1 else v for v in values]
    if distinct:
        _once(values, name)
    return values


def _once(values, name: str) -> None:
    """Refuse a value of ``values`` listed twice (unhashable values are left to the call reading them)."""
    try:
        if len(set(values)) == len(values):
            return
    except TypeError:
        return
    seen: set = set()
    for v in values:
        if v in seen:
            raise ValueError(f"{name}: {v!r} is listed twice"[:200])
        seen.add(v)


def parts_of(parts, members) -> dict:
    """``{cell: part id}`` of ``parts`` (``{part id: cells}``), each cell in one part and a key of ``members``: a cell
    in two parts was taken as the last one's (the first part's members then joined through a cell not theirs), a cell
    without a member's literal met KeyError.

    Raises:
        TypeError: ``parts`` not a mapping ``{part id: cells}`` (a list of parts met "'list' object has no
            attribute 'items'"), a part's cells not a collection of cells.
        ValueError: a cell in two parts (or twice in one), a cell that is not one of the members.
    """
    if not hasattr(parts, "items"):
        raise TypeError(f"parts must be a mapping {{part id: cells}}, got {type(parts).__name__}")
    out: dict = {}
    for pid, cells in parts.items():
        for cell in cells_listed(cells, f"parts: part {pid!r}'s cells"):
            if cell in out:
                raise ValueError(f"parts: {cell!r} is in part {out[cell]!r} and part {pid!r}; each cell is in one "
                                 "part"[:200])
            if cell not in members:
                raise ValueError(f"parts: {cell!r} of part {pid!r} is not one of the members"[:200])
            out[cell] = pid
    return out


def both_ways(cells, neighbours, check=None):
    """``neighbours`` (``cell -> iterable of cells``) over ``cells`` made symmetric, as the rules read it: a cell is
    also the neighbour of each cell it names.  A ``neighbours`` naming each pair once (left and up) left a cell
    without the neighbours named from the other side: a connected L of cells was "infeasible", an island could not
    grow away from its clue.  Cells outside ``cells`` are asked of ``neighbours`` itself.  A function marked
    symmetric (:func:`gridsat.core.grid.symmetric`: every board's own) is returned as it is; otherwise ``check``
    (a function raising TimeUp once the run's time is up) is called every 1,024 cells read.

    Raises:
        TypeError: ``neighbours`` not callable.
    """
    if not callable(neighbours):
        raise TypeError(f"neighbours must be a function cell -> iterable of cells, got {type(neighbours).__name__}")
    clocked(check)
    if getattr(neighbours, "symmetric", False):
        return neighbours
    near = {}
    for k, cell in enumerate(cells):
        if check is not None and k % 1024 == 0:
            check()
        near[cell] = list(neighbours(cell))
    for cell in cells:
        for nb in near[cell]:
            if nb in near and cell not in near[nb]:
                near[nb].append(cell)
    return lambda cell: near[cell] if cell in near else neighbours(cell)


def members_within(cells, members, call: str, names: tuple = ("members", "cells")) -> None:
    """Refuse ``members`` (``{cell: literal}``) holding a cell that is not one of ``cells`` (listed): the rule left
    such a member out of its group, so ``connected(model, cells, nb, members)`` given cells written another way
    (``(r, c, 0)``, ``[]``) added no rule at all and any shading was "connected".  Linear in ``cells``; ``names``:
    what the call names ``members`` and ``cells`` (``loop``'s ``visited`` and ``nodes``).

    Raises:
        ValueError: ``"members: (0, 2) is not one of the cells; connected reads a member's neighbours only among
            the cells"``.
    """
    if len(members) > len(cells) or any(cell not in members for cell in cells):
        inside = set(cells)
        stray = next((cell for cell in members if cell not in inside), None)
        if stray is not None:
            raise ValueError(f"{names[0]}: {stray!r} is not one of the {names[1]}; {call} reads a member's "
                             f"neighbours only among the {names[1]}")


__all__ = ["both_ways", "cells_listed", "clocked", "in_order", "listed", "members_within", "parts_of", "sides",
           "tagged"]
