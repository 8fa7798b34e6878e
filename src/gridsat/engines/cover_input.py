"""Validation and numbering of exact cover input for :mod:`gridsat.engines.cover`.

Turns options given as lists of item names (any hashable values) into the
flat int32 arrays the C search takes, raising
:class:`~gridsat.core.errors.PuzzleInputError` with a one-line message that
names the option (0-based) or item for every kind of bad input.
"""

from __future__ import annotations

from array import array
from collections.abc import Hashable, Iterable, Sequence

from ..core.errors import PuzzleInputError

#: Up to this many option-item entries, options are renumbered by their items.
REORDER_MAX_ENTRIES = 50_000


def index_problem(options, primary, secondary, max_entries: int | None, bytes_per_entry: int):
    """Validate and number the items: returns (primary, secondary, items,
    starts, order): items an int32 array of item numbers (primary items
    first), starts the int32 offsets of each option in items, order None or
    the caller's index of each option when the options were reordered."""
    if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
        raise PuzzleInputError("options must be a list of options, each a list of items")
    options = options if isinstance(options, Sequence) else list(options)
    flat: list = []
    starts = array("i", [0])
    for k, option in enumerate(options):
        if isinstance(option, (str, bytes)) or not isinstance(option, Iterable):
            raise PuzzleInputError(f"option {k} is {type(option).__name__} {option!r:.40}, not a list of items")
        before = len(flat)
        flat.extend(option)
        size = len(flat) - before
        if size == 0:
            raise PuzzleInputError(f"option {k} is empty")
        if max_entries is not None and len(flat) > max_entries:
            total = len(flat) + sum(len(o) for o in options[k + 1:] if hasattr(o, "__len__"))
            raise PuzzleInputError(
                f"problem too large: {total:,} option-item entries (about {total * bytes_per_entry >> 20:,} MB)"
                f" exceed the limit of {max_entries:,}; pass a larger max_entries to allow it")
        try:
            distinct = len(set(flat[before:]))
        except TypeError:
            bad = next(x for x in flat[before:] if not isinstance(x, Hashable))
            raise PuzzleInputError(f"option {k}: item {bad!r:.40} is not hashable") from None
        if distinct != size:
            seen: set = set()
            twice = next(x for x in flat[before:] if x in seen or seen.add(x))
            raise PuzzleInputError(f"option {k} lists item {twice!r:.40} twice")
        starts.append(len(flat))
    sec = _item_list(secondary, "secondary")
    if primary is None:
        sec_set = set(sec)
        prim = list(dict.fromkeys(x for x in flat if x not in sec_set))
    else:
        prim = _item_list(primary, "primary")
        both = set(prim).intersection(sec)
        if both:
            raise PuzzleInputError(f"item {next(iter(both))!r:.40} is both primary and secondary")
    number = {x: i for i, x in enumerate(prim)}
    number.update((x, len(prim) + i) for i, x in enumerate(sec))
    try:
        items = array("i", map(number.__getitem__, flat))
    except KeyError as exc:
        where = next(k for k in range(len(starts) - 1) if exc.args[0] in flat[starts[k]:starts[k + 1]])
        raise PuzzleInputError(f"option {where} names item {exc.args[0]!r:.40}, which is neither primary nor "
                               f"secondary") from None
    order = None
    if 64 < len(starts) and len(items) <= REORDER_MAX_ENTRIES:
        # The search keeps each item's options as the nonzero 64-bit words of
        # a bitset: ordering the options by their item numbers packs them
        # into fewer words (10% faster on pentominoes; skipped on large
        # problems, where sorting costs more than it saves).  Covers are
        # mapped back to the caller's indices.
        keys = [sorted(items[starts[k]:starts[k + 1]]) for k in range(len(starts) - 1)]
        order = sorted(range(len(keys)), key=keys.__getitem__)
        items, starts = array("i"), array("i", [0])
        for k in order:
            items.extend(keys[k])
            starts.append(len(items))
    return prim, sec, items, starts, order


def _item_list(items, role: str) -> list:
    if items is None:
        return []
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise PuzzleInputError(f"{role} items must be a list of item names, not {type(items).__name__}")
    out = list(items)
    try:
        if len(set(out)) != len(out):
            seen: set = set()
            twice = next(x for x in out if x in seen or seen.add(x))
            raise PuzzleInputError(f"{role} item {twice!r:.40} is listed twice")
    except TypeError:
        raise PuzzleInputError(f"{role} items must be hashable") from None
    return out
