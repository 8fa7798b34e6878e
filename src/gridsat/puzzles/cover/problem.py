"""An exact cover problem: primary items, secondary items, options.

Rules (D. E. Knuth, TAOCP Vol. 4B, Section 7.2.2.1): choose options so that
every primary item is covered exactly once and every secondary item at most
once.  An option without a primary item is never part of a cover.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..contract import Solvable

Item = Union[str, int]


@dataclass(frozen=True)
class CoverProblem(Solvable):
    """An exact cover problem (solved with the methods of
    :class:`~gridsat.puzzles.contract.Solvable`).

    Attributes:
        primary: primary item names, in order (each covered exactly once).
        secondary: secondary item names (each covered at most once).
        options: each option as a tuple of item names; option k is ``options[k]``.
        option_names: a label per option, or None when the file gave none.
    """

    primary: tuple[Item, ...]
    secondary: tuple[Item, ...]
    options: tuple[tuple[Item, ...], ...]
    option_names: tuple[str, ...] | None = None

    kind_name = "cover"


__all__ = ["CoverProblem", "Item"]
