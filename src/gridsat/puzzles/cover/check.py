"""The independent checker of an exact cover (written from the rules, never
calling the engine)."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from .problem import CoverProblem, Item


def check_cover(problem: CoverProblem, chosen: Sequence[int]) -> list[str]:
    """Check that ``chosen`` is an exact cover of ``problem`` (independently of the engine).

    An exact cover covers every primary item exactly once and every
    secondary item at most once, with options that each hold a primary item
    (options without one are never part of a cover, as in Knuth's programs).

    Args:
        problem: the problem.
        chosen: 0-based option indices.

    Returns:
        the violations as human-readable strings; empty when ``chosen`` is
        an exact cover.
    """
    problems: list[str] = []
    indices = []
    for k, index in enumerate(chosen):
        if isinstance(index, bool) or not isinstance(index, int):
            problems.append(f"entry {k} ({index!r:.40}) is not an option index")
        elif not 0 <= index < len(problem.options):
            problems.append(f"option {index} does not exist (there are {len(problem.options)} options)")
        else:
            indices.append(index)
    for index, times in sorted(Counter(indices).items()):
        if times > 1:
            problems.append(f"option {index} is chosen {times} times")
    primary, secondary = set(problem.primary), set(problem.secondary)
    used: dict[Item, list[int]] = {}
    for index in sorted(set(indices)):
        option = problem.options[index]
        if not any(x in primary for x in option):
            problems.append(f"option {index} has no primary item, so it is never part of an exact cover")
        for x in option:
            if x not in primary and x not in secondary:
                problems.append(f"option {index} names item {x!r}, which is neither primary nor secondary")
            used.setdefault(x, []).append(index)
    for x in problem.primary:
        where = used.get(x, [])
        if not where:
            problems.append(f"primary item {x!r} is not covered")
        elif len(where) > 1:
            problems.append(f"primary item {x!r} is covered {len(where)} times (options {where})")
    for x in problem.secondary:
        where = used.get(x, [])
        if len(where) > 1:
            problems.append(f"secondary item {x!r} is covered {len(where)} times (options {where})")
    return problems


__all__ = ["check_cover"]
