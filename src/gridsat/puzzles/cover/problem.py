"""An exact cover problem: primary items, secondary items, options, colours.

Rules (D. E. Knuth, TAOCP Vol. 4B, Section 7.2.2.1): choose options so that
every primary item is covered exactly once and every secondary item at most
once -- or, when options give it a colour (Knuth's "exact covering with
colors", his notation ``x:A``), by any number of options that all give it
the same colour.  An option without a primary item is never part of a cover.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..solvable import Solvable

Item = Union[str, int]


@dataclass(frozen=True)
class CoverProblem(Solvable):
    """An exact cover problem (solved with the methods of
    :class:`~gridsat.puzzles.solvable.Solvable`).

    Attributes:
        primary: primary item names, in order (each covered exactly once).
        secondary: secondary item names (each covered at most once, or by
            options that all give it the same colour).
        options: each option as a tuple of item names (without colours);
            option k is ``options[k]``.
        option_names: a label per option, or None when the file gave none.
        colours: None when no option gives a colour; else, per option, a
            tuple parallel to its items holding each item's colour (a
            string) or None.
    """

    primary: tuple[Item, ...]
    secondary: tuple[Item, ...]
    options: tuple[tuple[Item, ...], ...]
    option_names: tuple[str, ...] | None = None
    colours: tuple[tuple[str | None, ...], ...] | None = None

    def entries(self, k: int) -> list:
        """Option ``k`` as the engine takes it: its items, coloured ones as
        ``"item:colour"`` strings."""
        if self.colours is None:
            return list(self.options[k])
        return [x if c is None else f"{x}:{c}" for x, c in zip(self.options[k], self.colours[k])]

    def option_text(self, k: int) -> str:
        """Option ``k`` as in Knuth's format: ``"p r x:A y"``."""
        return " ".join(map(str, self.entries(k)))

    kind_name = "cover"


__all__ = ["CoverProblem", "Item"]
