"""An exact cover problem: primary items, secondary items, options, colours.

Rules (D. E. Knuth, TAOCP Vol. 4B, Section 7.2.2.1): choose options so that
every primary item is covered exactly once and every secondary item at most
once -- or, when options give it a colour (Knuth's "exact covering with
colors", his notation ``x:A``), by any number of options that all give it
the same colour.  An option without a primary item is never part of a cover.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain
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

    def __post_init__(self):
        """Refuse a problem the engines would read differently: built in Python, an option naming an undeclared
        item, an item twice or both primary and secondary were refused by the exact engine but solved by CP-SAT
        (``infeasible``, or a count with the item taken as primary), and ``primary=None`` met ``len()``.

        Raises:
            TypeError: a field that is not a tuple (of tuples, for ``options`` and ``colours``), an unhashable item.
            PuzzleInputError: an item listed twice (in ``primary``, ``secondary`` or one option), an item both
                primary and secondary, an empty option, an option naming an undeclared item, ``option_names`` or
                ``colours`` not one per option, a colour on a primary item or one that is not a non-empty string.
        """
        if getattr(_READ, "checked", False):  # parse_cover has checked each line as it read it
            return
        from ...core.errors import PuzzleInputError, shown

        for name in ("primary", "secondary", "options"):
            if not isinstance(getattr(self, name), tuple):
                raise TypeError(f"CoverProblem.{name} must be a tuple, got {type(getattr(self, name)).__name__}")
        bad = [o for o in self.options if not isinstance(o, tuple)][:1]  # an option None too
        if bad:
            bad = bad[0]
            raise TypeError(f"CoverProblem.options must be a tuple of tuples of items, got a {type(bad).__name__}")
        try:
            primary, secondary = set(self.primary), set(self.secondary)
            known = primary | secondary
            undeclared = not known.issuperset(chain.from_iterable(self.options))
        except TypeError:
            raise TypeError("CoverProblem items must be hashable (strings or whole numbers)") from None
        for role, items, unique in (("primary", self.primary, primary), ("secondary", self.secondary, secondary)):
            if len(unique) != len(items):
                raise PuzzleInputError(f"{role} item {shown(_repeated(items), 40)} is listed twice")
        if primary & secondary:
            raise PuzzleInputError(f"item {shown(next(iter(primary & secondary)), 40)} is both primary and secondary")
        # (each option looked at in Python only when one is wrong: a million options are checked in C-level maps)
        wrong = undeclared or not all(self.options) or sum(map(len, self.options)) != sum(map(len, map(
            set, self.options)))
        for k, option in enumerate(self.options if wrong else ()):
            if not option:
                raise PuzzleInputError(f"option {k} is empty")
            if len(set(option)) != len(option):
                raise PuzzleInputError(f"option {k} lists item {shown(_repeated(option), 40)} twice")
            if undeclared and not known.issuperset(option):
                item = next(x for x in option if x not in known)
                raise PuzzleInputError(f"option {k} names item {shown(item, 40)}, which is neither primary nor "
                                       "secondary")
        for name, per in (("option_names", self.option_names), ("colours", self.colours)):
            if per is not None and (not isinstance(per, tuple) or len(per) != len(self.options)):
                raise PuzzleInputError(f"CoverProblem.{name} must be None or a tuple of one entry per option "
                                       f"({len(self.options)})")
        if self.option_names is not None and not all(isinstance(n, str) for n in self.option_names):
            raise PuzzleInputError("CoverProblem.option_names must be strings")
        for k, (option, tints) in enumerate(zip(self.options, self.colours or ())):
            if not isinstance(tints, tuple) or len(tints) != len(option):
                raise PuzzleInputError(f"CoverProblem.colours[{k}] must be a tuple parallel to option {k}")
            for item, colour in zip(option, tints):
                if colour is None:
                    continue
                if not isinstance(colour, str) or not colour or ":" in colour:
                    raise PuzzleInputError(f"option {k}: item {shown(item, 40)} has colour {shown(colour, 40)}; a "
                                           "colour is a non-empty string without ':'")
                if item not in secondary:
                    raise PuzzleInputError(f"option {k}: item {shown(item, 40)} has a colour, so it must be a "
                                           "secondary item")

    @property
    def unreachable_reason(self) -> str | None:
        """Why no cover exists when a primary item is in no option (a file listing ``a b`` on its item line and
        only ``a`` in its options was said only "infeasible"), or None."""
        from ...core.errors import counted, shown

        named = set(chain.from_iterable(self.options))
        missing = [item for item in self.primary if item not in named]
        if not missing:
            return None
        more = f" (and {counted(len(missing) - 1, 'other')})" if len(missing) > 1 else ""
        return f"primary item {shown(missing[0], 40)}{more} is in no option, so nothing covers it"

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


#: ``checked`` True while a reader (which checks every line as it reads it) builds a problem: one million
#: options were checked a second time (a second or more).
_READ = threading.local()


@contextmanager
def read_checked():
    """Within: :class:`CoverProblem` built by a reader that has checked it (:mod:`.io`), not checked again."""
    _READ.checked = True
    try:
        yield
    finally:
        _READ.checked = False


def _repeated(items):
    """The first item of ``items`` met a second time."""
    seen = set()
    return next(x for x in items if x in seen or seen.add(x))


__all__ = ["CoverProblem", "Item", "read_checked"]
