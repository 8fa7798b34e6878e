"""Validation and numbering of exact cover input for :mod:`gridsat.engines.cover`.

Turns options given as lists of entries -- item names (any hashable
values), or strings ``"item:colour"`` giving a secondary item a colour
(Knuth's notation) -- into the flat int32 arrays the C search takes,
raising :class:`~gridsat.core.errors.PuzzleInputError` with a one-line
message that names the option (0-based) or item for every kind of bad input.
"""

from __future__ import annotations

import math
import numbers
from array import array
from collections.abc import Callable, Hashable, Iterable, KeysView, Mapping, Sequence, Set

from ..core.errors import PuzzleInputError, SettingTypeError, perf_deadline, shown
from ..core.options import MAX_WORKERS as MAX_WORKERS  # (re-exported) the most threads a count may ask for

def whole_count(value, what: str, most: int | None = None) -> int | None:
    """``value`` as an int, for a count the caller asks for (a ``limit``,
    ``workers``); None stays None.

    Raises:
        TypeError: not a whole number (True, 1.5 and "3" are not): a limit of
            1.5 came back as the count 1.5, a limit of True as the count True.
        PuzzleInputError: below 1 (a limit of 0 or -1 listed one tiling, or
            gave the count 0 without a search) or above ``most``.
    """
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{what} must be a whole number, got {type(value).__name__} {shown(value, 40)}")
    if value < 1 or (most is not None and value > most):
        raise PuzzleInputError(f"{what} must be at least 1{'' if most is None else f' and at most {most}'}, "
                               f"got {shown(value)}")  # (10**400: 400 digits said)
    return int(value)


def clock_value(deadline, what: str = "deadline") -> float | None:
    """``deadline`` (a :func:`time.perf_counter` value) as a float; None stays None.

    Raises:
        TypeError: not a real number (a str failed deep in the search).
        PuzzleInputError: NaN, which no clock reading passes: the search ran
            with no time limit at all; or a :func:`time.time` value
            (``deadline=time.time() + 2`` was a billion seconds away on this
            clock: the count ran on past it).
    """
    if deadline is None:
        return None
    if isinstance(deadline, bool) or not isinstance(deadline, numbers.Real):
        raise TypeError(f"{what} must be a time.perf_counter() value, got {type(deadline).__name__} "
                        f"{shown(deadline, 40)}")
    if deadline != deadline:
        raise PuzzleInputError(f"{what} is NaN: no clock reading passes it, so it would never stop the search")
    try:
        value = float(deadline)
    except OverflowError:  # a whole number past any float (10**400): no clock reaches it, as infinity
        return math.inf if deadline > 0 else -math.inf
    if math.isfinite(value):
        perf_deadline(value, what)  # a time.time() value refused, as SolverOptions and the kinds refuse it
    return value


def progress_callback(value, what: str = "on_progress"):
    """``value`` when it is a function or None (checked before a search: a count called ``3`` after its first
    0.1-0.2 s, failing there with "'int' object is not callable" and losing the count).

    Raises:
        TypeError: anything else, naming ``what``.
    """
    if value is not None and not callable(value):
        raise TypeError(f"{what} must be a function or None, got {type(value).__name__} {shown(value, 40)}")
    return value


#: Up to this many option-item entries, options are renumbered by their items.
REORDER_MAX_ENTRIES = 50_000


def split_entry(entry):
    """``(item, colour)`` of one option entry: a string ``"item:colour"`` is
    a coloured item (split at its ``:``), anything else an item without a
    colour (colour None).

    Raises:
        PuzzleInputError: a string with an empty item or colour, or with two ``:``.
    """
    if isinstance(entry, str) and ":" in entry:
        item, _, colour = entry.partition(":")
        if not item or not colour or ":" in colour:
            raise PuzzleInputError(f"{shown(entry, 40)} is not item:colour (one ':' between a non-empty item "
                                   f"name and "
                                   "a colour)")
        return item, colour
    return entry, None


def index_problem(options, primary, secondary, max_entries: int | None, bytes_per_entry: int, check=None):
    """Validate and number the items.

    ``check`` (no arguments), when given, is called every 4,096 options and
    between the later passes: a clock check that raises (e.g.
    :class:`~gridsat.core.options.TimeUp`) to stop a large build.

    Returns:
        ``(primary, secondary, items, colours, starts, order)``: the item
        lists; ``items`` an int32 array of item numbers (primary items
        first); ``colours`` None when no entry has a colour, else an int32
        array parallel to ``items`` (0 for none, else the colour's number
        from 1); ``starts`` the int32 offsets of each option in ``items``;
        ``order`` None, or the caller's index of each option when the
        options were reordered.

    Raises:
        TypeError, PuzzleInputError: ``max_entries`` is not a whole number
            from 1 or None (:func:`whole_count`): -1 and 1.5 refused every
            problem as "too large", "x" failed inside a comparison; TypeError: ``options`` a set, whose order
            the covers' option indices would follow, or a mapping.
    """
    max_entries = whole_count(max_entries, "max_entries")
    if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
        # a wrong type: a TypeError, as the README promises (count_covers(None) raised a ValueError only)
        raise SettingTypeError(f"options must be a list of options, each a list of items, not {type(options).__name__}")
    if isinstance(options, Set) and not isinstance(options, KeysView):  # a cover names its options by their place
        # in the list: a set's order is its hashes' (strings' change from run to run), so {("a",), ("b",)} gave
        # covers of indices that named nothing
        raise TypeError(f"options must be a list (or another sequence) of options, each a list of items: a cover names "
                        f"options by their index, and a {type(options).__name__} keeps no order")
    if isinstance(options, Mapping):  # its keys were read as the options: {} counted 1 cover, {"x": ["a"]} was
        # told "option 0 is str 'x'"
        raise SettingTypeError(f"options must be a list of options, each a list of items, not a "
                               f"{type(options).__name__} (for named options: list(options.values()); a cover "
                               f"names options by their index)")
    options = options if isinstance(options, Sequence) else list(options)
    flat: list = []
    starts_list = [0]
    for k, option in enumerate(options):
        if check is not None and not k & 4095:
            check()
        if not isinstance(option, (list, tuple)) and (isinstance(option, (str, bytes))
                                                      or not isinstance(option, Iterable)):
            raise SettingTypeError(f"option {k} is {type(option).__name__} {shown(option, 40)}, not a list of "
                                   f"items")
        before = len(flat)
        flat.extend(option)
        size = len(flat) - before
        if size == 0:
            raise PuzzleInputError(f"option {k} is empty")
        if max_entries is not None and len(flat) > max_entries:
            total = len(flat) + sum(len(o) for o in options[k + 1:] if hasattr(o, "__len__"))
            raise PuzzleInputError(
                f"problem too large: {total:,} option-item entries (about {total * bytes_per_entry >> 20:,} MB)"
                f" exceed the limit of {max_entries:,}; allow it with CoverEngine(..., max_entries=N), or None for"
                " no limit")
        starts_list.append(len(flat))
    starts = array("i", starts_list)
    if check is not None:
        check()
    try:
        names = set(flat)
    except TypeError:
        at = next(at for at, x in enumerate(flat) if not isinstance(x, Hashable))
        raise PuzzleInputError(f"option {_option_at(starts, at)}: item {shown(flat[at], 40)} "
                               "is not hashable") from None
    if any(x != x for x in names):  # two float("nan") items were two items, each covered once
        at = next(at for at, x in enumerate(flat) if x != x)
        odd = flat[at]
        raise PuzzleInputError(f"option {_option_at(starts, at)}: item {shown(odd, 40)} is not equal to itself, "
                               f"so no "
                               "other option could name the same item; name items with strings or whole numbers")
    seen: dict = {}  # each item's first spelling in the options (kept only when some item is no string)
    families: dict = {}  # (numpy's 1 and 1, numpy's 'a' and 'a' are one whole number, one string: not refused)
    if any(x.__class__ is not str for x in names):  # True and 1 (or 1.0) are one item to Python: count_covers([[True],
        # [1]]) said 2 covers of one item where the caller named two
        for at, x in enumerate(flat):
            first = seen.setdefault(x, x)
            if first.__class__ is not x.__class__ and _family(first.__class__, families) is not _family(
                    x.__class__, families):
                raise PuzzleInputError(f"option {_option_at(starts, at)}: item {shown(x, 40)} equals the item "
                                       f"{shown(first, 40)} "
                                       "to Python, so they would be one item; name items with strings or whole numbers")
    tints: list = []  # (position in flat, colour) of coloured entries
    if any(x.__class__ is str and ":" in x for x in names):
        for at in [at for at, x in enumerate(flat) if x.__class__ is str and ":" in x]:
            try:
                item, colour = split_entry(flat[at])
            except PuzzleInputError as exc:
                raise PuzzleInputError(f"option {_option_at(starts, at)}: {exc}") from None
            flat[at] = item
            tints.append((at, colour))
    # an item twice in one option: the C search finds it (ValueError), and
    # repeated_item() names it
    sec = _item_list(secondary, "secondary")
    _one_spelling(sec, "secondary", seen, families)
    sec_set = set(sec)
    for at, colour in tints:
        if flat[at] not in sec_set:
            raise PuzzleInputError(f"option {_option_at(starts, at)}: item {shown(flat[at], 40)} has a colour "
                                   f"({flat[at]}:{colour}), so it must be a secondary item; list it among the "
                                   "secondary items")
    if primary is None:
        prim = list(dict.fromkeys(x for x in flat if x not in sec_set))
    else:
        prim = _item_list(primary, "primary")
        _one_spelling(prim, "primary", seen, families)
        both = set(prim).intersection(sec)
        if both:
            raise PuzzleInputError(f"item {shown(next(iter(both)), 40)} is both primary and secondary")
    if check is not None:
        check()
    number = {x: i for i, x in enumerate(prim)}
    number.update((x, len(prim) + i) for i, x in enumerate(sec))
    try:
        items = array("i", map(number.__getitem__, flat))
    except KeyError as exc:
        where = next(k for k in range(len(starts) - 1) if exc.args[0] in flat[starts[k]:starts[k + 1]])
        raise PuzzleInputError(f"option {where} names item {shown(exc.args[0], 40)}, which is neither primary "
                               f"nor "
                               f"secondary") from None
    colours = None
    if tints:
        names: dict = {}
        colours = array("i", bytes(4 * len(items)))
        for at, colour in tints:
            colours[at] = names.setdefault(colour, len(names) + 1)
    order = None
    if 64 < len(starts) - 1 and len(items) <= REORDER_MAX_ENTRIES:
        # The search keeps each item's options as the nonzero 64-bit words of
        # a bitset: ordering the options by their item numbers packs them
        # into fewer words (10% faster on pentominoes; skipped on large
        # problems, where sorting costs more than it saves).  Covers are
        # mapped back to the caller's indices.
        keys = [sorted(items[starts[k]:starts[k + 1]]) for k in range(len(starts) - 1)]
        order = sorted(range(len(keys)), key=keys.__getitem__)
        old_items, old_colours = items, colours
        items, starts_new = array("i"), array("i", [0])
        colours = None if old_colours is None else array("i")
        for k in order:
            lo, hi = starts[k], starts[k + 1]
            items.extend(old_items[lo:hi])
            if colours is not None:
                colours.extend(old_colours[lo:hi])
            starts_new.append(len(items))
        starts = starts_new
    return prim, sec, items, colours, starts, order


def repeated_item(options) -> PuzzleInputError | None:
    """The error for the first option that lists an item twice (with or
    without colours), or None."""
    for k, option in enumerate(options):
        items = [split_entry(x)[0] for x in option]
        if len(set(items)) != len(items):
            seen: set = set()
            twice = next(x for x in items if x in seen or seen.add(x))
            return PuzzleInputError(f"option {k} lists item {shown(twice, 40)} twice")
    return None


def _one_spelling(listed: list, role: str, seen: dict, families: dict) -> None:
    """Refuse a primary or secondary item equal to Python to an item the options spell another way (primary=[True]
    with an option's 1 counted the covers of 1, where the caller named two items)."""
    if seen:
        for x in listed:
            first = seen.get(x, x)
            if first.__class__ is not x.__class__ and _family(first.__class__, families) is not _family(
                    x.__class__, families):
                raise PuzzleInputError(f"{role} item {shown(x, 40)} equals the options' item "
                                       f"{shown(first, 40)} to Python, so "
                                       "they would be one item; name items with strings or whole numbers")


def _family(cls, memo: dict):
    """What kind of name an item of class ``cls`` is: a string, a whole number (not a bool), a real number, or its
    own class; two items equal to Python are one item only when of one family (True and 1 are not)."""
    got = memo.get(cls)
    if got is None:
        got = memo[cls] = (str if issubclass(cls, str) else bool if issubclass(cls, bool) else int
                           if issubclass(cls, numbers.Integral) else float if issubclass(cls, numbers.Real) else cls)
    return got


def _option_at(starts, at: int) -> int:
    """The option holding entry ``at``."""
    from bisect import bisect_right

    return bisect_right(starts, at) - 1


def _item_list(items, role: str) -> list:
    if items is None:
        return []
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise SettingTypeError(f"{role} items must be a list of item names, not {type(items).__name__}")
    out = list(items)
    try:
        if len(set(out)) != len(out):
            seen: set = set()
            twice = next(x for x in out if x in seen or seen.add(x))
            raise PuzzleInputError(f"{role} item {shown(twice, 40)} is listed twice")
    except TypeError:
        raise PuzzleInputError(f"{role} items must be hashable") from None
    coloured = next((x for x in out if isinstance(x, str) and ":" in x), None)
    if coloured is not None:
        raise PuzzleInputError(f"{role} item {shown(coloured, 40)} contains ':', which gives an item a colour "
                               f"in an "
                               "option (item:colour); item names cannot contain it")
    return out


def int32_buffer(name: str, value) -> None:
    """Refuse ``value`` (``CoverEngine.numbered``'s ``items`` or ``starts``) unless it is a one-dimensional
    buffer of 4-byte integers, naming it: a list met "a bytes-like object is required, not 'list'".

    Raises:
        TypeError: naming ``name``, the type, the buffer's dimensions, format or byte order, or a strided view.
    """
    wanted = f"{name} must be a one-dimensional int32 array (array('i') or numpy int32)"
    try:
        view = memoryview(value)
    except TypeError:
        raise TypeError(f"{wanted}, got {type(value).__name__}") from None
    if view.ndim != 1:  # a 2-D int32 array was told "got format 'i' of 4-byte items": the very format asked for
        raise TypeError(f"{wanted}, got {view.ndim} dimensions (shape {tuple(view.shape)})")
    if view.itemsize != 4 or view.format.lstrip("@=") not in ("i", "l"):  # '>i' (byte-swapped) too
        order = " in this machine's byte order" if view.format[:1] in "<>!" else ""
        raise TypeError(f"{wanted}{order}, got format {view.format!r} of "
                        f"{view.itemsize}-byte items")
    if not view.c_contiguous:  # a strided slice met the C search's bare "ndarray is not C-contiguous"
        raise TypeError(f"{wanted} with its items side by side, got a strided view (copy it: numpy.ascontiguousarray)")


class Halt:
    """A ``stop`` callable (None: never) read as an event: ``is_set()`` (a race's stop byte, a CPU budget)."""

    __slots__ = ("call",)

    def __init__(self, call: Callable[[], bool] | None):
        if call is not None and not callable(call):
            raise TypeError(f"stop must be a function or None, got {type(call).__name__}")
        self.call = call

    def is_set(self) -> bool:
        return self.call is not None and bool(self.call())
