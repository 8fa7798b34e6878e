"""``gridsat.covers`` and ``gridsat.count_covers``: :func:`~gridsat.engines.cover.covers` and
:func:`~gridsat.engines.cover.count_covers` with the compiled exact-cover search, and where it is not installed (no
C compiler) the same problem on the CP-SAT model ``gridsat cover`` falls back to (:mod:`gridsat.puzzles.cover.model`),
after the one notice on stderr.  They were refused ("count_covers needs the compiled exact-cover (Algorithm X)
engine") while ``gridsat cover --count`` counted the same problem on CP-SAT, and the README promises every kind
solves on CP-SAT without the compiled engines.  (Here, beside the cover kind: ``engines/`` never reads a kind.)"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence, Set

from ...core import compiled
from ...core.errors import PuzzleInputError, counted
from ...engines import cover as engine

MODULE = "gridsat.engines._cover"


def or_cpsat(function):
    """``function`` (covers or count_covers) as it is with the compiled search, else on CP-SAT."""

    @functools.wraps(function)
    def call(options, primary=None, secondary=None):
        if compiled.present(MODULE):
            return function(options, primary, secondary)
        problem = _problem(options, primary, secondary)
        compiled.fall_back(MODULE)
        found = problem.count(keep=None if function.__name__ == "covers" else 1, engine="cpsat")  # covers: every
        # one that half the memory limit holds
        if found.interrupted:  # as the compiled search's Ctrl-C: never a count cut short returned as the count
            raise KeyboardInterrupt
        if not found.complete:
            raise PuzzleInputError(f"{function.__name__}: the CP-SAT count stopped after "
                                   f"{counted(found.count or 0, 'cover')} ({found.status.value})")
        if function.__name__ == "count_covers":
            return found.count
        if len(found.solutions) < found.count:
            raise PuzzleInputError(f"covers: {counted(found.count, 'cover')}, more than CP-SAT's listing keeps in "
                                   "memory (the compiled exact-cover search lists them one by one)")
        return iter(found.solutions)

    return call


def _problem(options, primary, secondary):
    """The options as a :class:`~gridsat.puzzles.cover.problem.CoverProblem` of numbered items, read and refused
    as the compiled search reads them (:func:`~gridsat.engines.cover_input.index_problem`)."""
    from ...engines.cover_input import index_problem, repeated_item
    from .problem import CoverProblem

    if isinstance(options, Iterable) and not isinstance(options, (Sequence, str, bytes, Set, Mapping)):
        options = list(options)
    prim, sec, items, colours, starts, order = index_problem(options, primary, secondary, None, 0)
    if (error := repeated_item(options)) is not None:
        raise error
    n = len(starts) - 1
    entries: list = [None] * n
    tints: list = [None] * n
    for j in range(n):
        k = order[j] if order is not None else j
        entries[k] = tuple(items[starts[j]:starts[j + 1]])
        if colours is not None:
            tints[k] = tuple(str(c) if c else None for c in colours[starts[j]:starts[j + 1]])
    return CoverProblem(tuple(range(len(prim))), tuple(range(len(prim), len(prim) + len(sec))), tuple(entries),
                        colours=None if colours is None else tuple(tints))


covers = or_cpsat(engine.covers)
count_covers = or_cpsat(engine.count_covers)

__all__ = ["count_covers", "covers", "or_cpsat"]
