"""Generic exact cover with primary and secondary items and colours
(Knuth's Algorithms X and C).

The problem (D. E. Knuth, TAOCP Vol. 4B, Section 7.2.2.1): given *items*, some *primary* and the rest *secondary*,
and *options* (sets of items), find every set of options that covers each primary item exactly once and each
secondary item at most once. Such a set is an *exact cover*. With *colours* (Knuth's "exact covering with colors",
Algorithm C; his DLX2 notation ``x:A``), an option may give a secondary item a colour; a cover may then name a
secondary item in several options provided every one of them gives it the same colour, while an uncoloured mention
of a secondary item still excludes every other mention.

Conventions of this module:

* an option is a list of entries: an item name (any hashable value,
  typically str), or a string ``"item:colour"`` giving the secondary item
  ``item`` the colour ``colour`` (split at the ``:``; so a string item
  name never contains ``:``, as in Knuth's format; other values carry no
  colour); identical options are different options (both can appear in
  separate covers);
* without ``primary``, every item that occurs in an option and is not in
  ``secondary`` is primary, in order of first occurrence; a coloured item
  must be listed in ``secondary`` (else :class:`PuzzleInputError`: never
  is ``"d:BLUE"`` silently taken as a new item);
* a primary item that no option contains makes the problem have no cover;
* an option with no primary item is never part of a cover (as in Knuth's
  programs, which drop such options); with no primary items at all the
  empty set is the one exact cover;
* a cover is reported as the sorted list of its 0-based option indices.

The search (:mod:`gridsat.engines._cover`, C) is Algorithm X with the MRV heuristic: it branches on the uncovered
primary item with the fewest live options, counted by popcount on a bitset of the live options, and kills what an
option conflicts with through a precomputed list of bitset words per option (the C file says why and what it
measured). It runs in chunks of search-tree nodes without the GIL, so deadlines, limits, progress reports and Ctrl-C
are honoured between chunks (a few ms apart), and counting shares the tree out among threads, splitting it on demand
(:mod:`gridsat.engines.cover_threads`).

Main API: :func:`covers`, :func:`count_covers` and :class:`CoverEngine`.
Answers can be checked independently with
:func:`gridsat.puzzles.cover.check.check_cover`.
"""

from __future__ import annotations

from ..core.compiled import loaded
from ..core.errors import shown
import numbers
import time
from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence, Set
from typing import Callable

from .cover_input import (MAX_WORKERS, Halt, clock_value, index_problem, int32_buffer, progress_callback,
                          repeated_item, whole_count)
from .tiling_rows import a_check

_cover = loaded("gridsat.engines._cover", "CoverEngine")  # missing: each use refused in one line

#: Default limit on option-item entries (the sum of the options' lengths);
#: the search needs about :data:`BYTES_PER_ENTRY` bytes for each.
DEFAULT_MAX_ENTRIES = 5_000_000
#: Approximate bytes of memory per option-item entry while building and
#: searching: Python's lists and the int32 input copy, the kernel's entry and
#: column arrays, and its merged conflict lists (at most 4 words of 12 bytes
#: an entry, a bound the kernel keeps).
BYTES_PER_ENTRY = 112
#: Bytes a search may hold beside that, at most (the kernel's bounds: 3 MB
#: of conflict lists, 16 MB of live-option snapshots, 4 MB of dense
#: conflicts); counting with n threads holds n + 1 searches.
BYTES_PER_SEARCH = 24 << 20

ProgressCallback = Callable[[int, int, float], None]

_FIRST_BUDGET = 2048         # search-tree nodes in the first chunk (0.1-2 ms on small problems)
_MAX_BUDGET = 1 << 24
_CHUNK_SECONDS = 0.02        # aim for chunks this long between deadline checks
_PROGRESS_SECONDS = 0.2      # minimum gap between on_progress calls
_SERIAL_TRIAL_SECONDS = 0.02  # count(workers > 1) runs one thread this long before it splits


def covers(options: Sequence[Iterable[Hashable]], primary: Iterable[Hashable] | None = None,
           secondary: Iterable[Hashable] | None = None) -> Iterator[list[int]]:
    """Iterate over every exact cover.

    Args:
        options: a sequence of options, each an iterable of entries: item
            names, or ``"item:colour"`` strings for coloured secondary items.
        primary: the primary items (each covered exactly once); default:
            every item of an option that is not secondary.
        secondary: the secondary items (each covered at most once).

    Returns:
        an iterator of covers, each a sorted ``list[int]`` of 0-based
        option indices, in search order.

    Raises:
        PuzzleInputError, TypeError: at once, for bad input (see :class:`CoverEngine`).
    """
    return CoverEngine(options, primary, secondary).iter()


def count_covers(options: Sequence[Iterable[Hashable]], primary: Iterable[Hashable] | None = None,
                 secondary: Iterable[Hashable] | None = None) -> int:
    """Return the number of exact covers (arguments as in :func:`covers`), searching until it is known (Ctrl-C
    stops it); for a time limit, a cap or threads, use :meth:`CoverEngine.count`, which says whether it finished.

    Raises:
        PuzzleInputError, TypeError: for bad input (see :class:`CoverEngine`).
    """
    count, _ = CoverEngine(options, primary, secondary).count()
    return count


class CoverEngine:
    """An exact cover problem indexed once, ready to count or list covers.

    Args:
        options, primary, secondary: as in :func:`covers`.
        max_entries: refuse problems whose options hold more option-item
            entries than this (memory is about :data:`BYTES_PER_ENTRY`
            bytes per entry); ``None`` for no limit.
        check: called with no arguments every 4,096 options while indexing;
            a clock check that raises (e.g. ``TimeUp``) stops the build.

    Raises:
        TypeError: ``options`` a set (a cover names options by their
            index, and a set keeps no order).
        PuzzleInputError: an option that is empty, is a string instead of a
            list of items, lists an item twice (with or without colours) or
            holds an unhashable item or one not equal to itself (NaN); an item both primary and secondary,
            or listed twice as primary or secondary, or named with ``:``; a
            coloured entry whose item is not secondary, or that is not
            ``item:colour``; with ``primary`` given, an option naming an
            item that is neither primary nor secondary; more entries than
            ``max_entries``.  The message names the option (0-based) or item.

    Attributes:
        primary, secondary: the items as tuples, in index order.
        n_options, n_entries: number of options and option-item entries.
        coloured: True when some entry has a colour.
    """

    def __init__(self, options: Sequence[Iterable[Hashable]], primary: Iterable[Hashable] | None = None,
                 secondary: Iterable[Hashable] | None = None, *, max_entries: int | None = DEFAULT_MAX_ENTRIES,
                 check: Callable[[], None] | None = None):
        a_check(check)
        if isinstance(options, Iterable) and not isinstance(options, (Sequence, str, bytes, Set, Mapping)):
            options = list(options)  # read twice when an option lists an item twice (a set is refused as such)
        prim, sec, items, colours, starts, self._order = index_problem(options, primary, secondary, max_entries,
                                                                       BYTES_PER_ENTRY, check)
        self.primary: tuple = tuple(prim)
        self.secondary: tuple = tuple(sec)
        self.n_options = len(starts) - 1
        self.n_entries = len(items)
        self.coloured = colours is not None
        self._args = (len(prim), len(sec), items, starts, colours)
        try:
            self._idle: list = [_cover.Search(*self._args)]
        except ValueError:  # the only input the search refuses that index_problem lets through
            error = repeated_item(options)
            if error is None:
                raise
            raise error from None

    @classmethod
    def numbered(cls, n_primary: int, items, starts) -> "CoverEngine":
        """A problem whose items are numbered already: primary items
        ``0 .. n_primary - 1``, no secondary items, no colours; option ``k``
        covers ``items[starts[k]:starts[k + 1]]`` (int32 ``array``s).  Skips
        the validation and numbering of names, which is most of the work on
        small problems (a 9x9 Sudoku: 0.1 ms instead of 5); the C search
        still checks every item is in range and no option repeats one.

        Raises:
            ValueError: an item out of range or twice in an option, starts
                not increasing from 0, ``n_primary`` below 0 or past ``max(len(items), DEFAULT_MAX_ENTRIES)``.
            TypeError: ``n_primary`` not a whole number; ``items`` or ``starts`` not an int32 array.
        """
        if isinstance(n_primary, bool) or not isinstance(n_primary, numbers.Integral):
            raise TypeError(f"n_primary must be a whole number, got {type(n_primary).__name__}")
        if n_primary < 0:  # "item counts must be >= 0", no word of n_primary
            raise ValueError(f"n_primary must be 0 or more, got {n_primary}")
        int32_buffer("items", items), int32_buffer("starts", starts)  # a list: "a bytes-like object is required"
        if n_primary > max(len(items), DEFAULT_MAX_ENTRIES):  # 2**31 items took every byte of memory, then was killed
            raise ValueError(f"n_primary {n_primary:,} is past the {max(len(items), DEFAULT_MAX_ENTRIES):,} items "
                             "a problem of these entries may number")
        n_primary = int(n_primary)
        engine = object.__new__(cls)
        engine.primary, engine.secondary, engine.coloured = tuple(range(n_primary)), (), False
        engine.n_options, engine.n_entries, engine._order = len(starts) - 1, len(items), None
        engine._args = (n_primary, 0, items, starts, None)
        engine._idle = [_cover.Search(*engine._args)]
        return engine

    # -- counting --------------------------------------------------------
    def count(self, limit: int | None = None, *, deadline: float | None = None, workers: int | None = None,
              on_progress: ProgressCallback | None = None, stop: Callable[[], bool] | None = None) -> tuple[int, bool]:
        """Count the exact covers.

        Args:
            limit: stop once at least this many covers are found.
            deadline: a :func:`time.perf_counter` value; stop when it passes.
            workers: threads to count with (default 1); with more than one,
                a search that has not finished after 20 ms on one thread
                goes on in several, each handing the options it has not
                tried yet to a thread that waits
                (:mod:`gridsat.engines.cover_threads`).
            on_progress: called as ``on_progress(count, nodes, fraction)``
                about every 0.2 s, with the covers and search-tree nodes so
                far and an estimate in [0, 1] of the fraction of the tree
                explored (Knuth's estimate in DLX1: exact at the end, rough
                before).
            stop: None, or called between chunks (ms apart, from any counting thread):
                True stops the count as a deadline does (a race's other side settled first).

        Returns:
            ``(count, complete)``: ``complete`` is True only when the whole
            tree was searched and ``count`` is the exact number of covers;
            after a deadline or limit ``count`` is a lower bound (with a
            limit, at most ``limit``).

        Raises:
            TypeError: ``limit`` or ``workers`` not a whole number, ``deadline``
                not a number, ``on_progress`` not a function or None.
            PuzzleInputError: ``deadline`` NaN, ``limit`` below 1, ``workers`` not from 1 to
                :data:`~gridsat.core.options.MAX_WORKERS` (each thread holds
                a search: up to :data:`BYTES_PER_SEARCH` bytes).
            KeyboardInterrupt: re-raised after stopping the threads, with the
                attribute ``partial = (count so far, False)``.
        """
        limit, workers = whole_count(limit, "limit"), whole_count(workers, "workers", MAX_WORKERS)
        deadline, on_progress = clock_value(deadline), progress_callback(on_progress)
        parallel = workers is not None and workers > 1
        # with several workers, first try one thread for a moment: small
        # problems finish before threads would even start
        trial = deadline
        if parallel:
            trial = time.perf_counter() + _SERIAL_TRIAL_SECONDS
            trial = trial if deadline is None else min(trial, deadline)
        search = self._take()
        handed_over, threads = False, None
        try:
            search.reset()
            status = _drive(search, limit, trial, on_progress, lambda: (search.count, search.nodes,
                                                                        search.progress()), Halt(stop))
            found, done = search.count, status == _cover.DONE
            stopped = done or (limit is not None and found >= limit)
            stopped = stopped or (deadline is not None and time.perf_counter() >= deadline) or Halt(stop).is_set()
            if parallel and not stopped:  # go on from where the trial is, in threads
                from .cover_threads import ParallelCount

                handed_over = True
                threads = ParallelCount(self, workers, limit, deadline, on_progress, search, stop)
                found, done = threads.run()
        except KeyboardInterrupt as exc:  # Ctrl-C: the count so far goes with it
            exc.partial = ((threads._state()[0] if threads is not None else search.count), False)
            raise
        finally:
            if not handed_over:
                self._idle.append(search)
        if limit is not None and found >= limit:
            return limit, done and found == limit
        return found, done

    # -- listing ---------------------------------------------------------
    def iter(self, limit: int | None = None, *, deadline: float | None = None,
             stop: Callable[[], bool] | None = None) -> "CoverIterator":
        """Iterate over the exact covers (sorted lists of option indices).

        Args:
            limit: stop after this many covers.
            deadline: a :func:`time.perf_counter` value; stop when it passes.
            stop: None, or called between chunks: True stops as the deadline does.

        Returns:
            a :class:`CoverIterator`; its ``complete`` attribute becomes True
            when the iteration ended because every cover was listed.

        Raises:
            TypeError, PuzzleInputError: ``limit`` not a whole number, or below
                1; ``deadline`` not a number, or NaN.
        """
        return CoverIterator(self, whole_count(limit, "limit"), clock_value(deadline), stop)

    def without(self, drop: Iterable[int]) -> "CoverEngine":
        """The same problem without the options ``drop`` (0-based indices of
        this engine's options), from this engine's numbered items: no
        indexing again, only the C search set up (a 16x16 Sudoku: about 1 ms,
        where indexing its 4,096 options takes 10-20 ms).  Covers and counts
        are the covers of this engine holding none of ``drop``, reported in
        this engine's option indices.

        Raises:
            IndexError: an index outside ``0 .. n_options - 1``.
            TypeError: ``drop`` not an iterable of whole numbers (``True`` and ``1.0`` dropped option 1; ``"a"``
                met "'<=' not supported").
        """
        n_prim, n_sec, items, starts, colours = self._args
        if isinstance(drop, (str, bytes)) or not isinstance(drop, Iterable):
            raise TypeError(f"drop must be option indices (whole numbers), got {type(drop).__name__} "
                            f"{shown(drop, 40)}")
        gone = set(drop)
        for k in gone:
            if isinstance(k, bool) or not isinstance(k, numbers.Integral):
                raise TypeError(f"drop must be option indices (whole numbers), got {type(k).__name__} "
                                f"{shown(k, 40)}")
        gone = {int(k) for k in gone}
        if any(not 0 <= k < self.n_options for k in gone):
            raise IndexError(f"options are numbered 0..{self.n_options - 1}; cannot drop {sorted(gone)[:5]}")
        order = self._order if self._order is not None else range(self.n_options)
        cut = [j for j, k in enumerate(order) if k in gone] + [self.n_options]  # positions in the search's order
        new_items, new_starts, new_order = items[:starts[cut[0]]], starts[:cut[0] + 1], list(order[:cut[0]])
        new_colours = None if colours is None else colours[:starts[cut[0]]]
        for j, nxt in zip(cut, cut[1:]):  # keep positions j+1 .. nxt-1
            lo, hi, shift = starts[j + 1], starts[nxt], starts[j + 1] - len(new_items)
            new_items.extend(items[lo:hi])
            if colours is not None:
                new_colours.extend(colours[lo:hi])
            new_starts.extend(s - shift for s in starts[j + 2:nxt + 1])
            new_order.extend(order[j + 1:nxt])
        engine = object.__new__(CoverEngine)
        engine.primary, engine.secondary, engine.coloured = self.primary, self.secondary, self.coloured
        engine.n_options, engine.n_entries = len(new_order), len(new_items)
        engine._order = new_order
        engine._args = (n_prim, n_sec, new_items, new_starts, new_colours)
        engine._idle = [_cover.Search(*engine._args)]
        return engine

    def _take(self):
        try:
            return self._idle.pop()
        except IndexError:
            return _cover.Search(*self._args)


class CoverIterator(Iterator[list[int]]):
    """Covers of a :class:`CoverEngine`, found lazily.

    Attributes:
        complete: None while iterating; at the end True if every cover was
            listed, False if a limit or deadline stopped it.
        count: covers yielded so far.
    """

    def __init__(self, engine: CoverEngine, limit: int | None, deadline: float | None, stop=None):
        self._engine, self._stop = engine, Halt(stop)
        self._search = None
        self._limit = limit
        self._deadline = deadline
        self.complete: bool | None = None
        self.count = 0

    def __next__(self) -> list[int]:
        if self.complete is not None:
            raise StopIteration
        if self._limit is not None and self.count >= self._limit:
            return self._finish(False)
        if self._deadline is not None and time.perf_counter() >= self._deadline or self._stop.is_set():
            return self._finish(False)  # covers come back at once: the deadline is looked at between them too
        if self._search is None:
            self._search = self._engine._take()
            self._search.reset(listing=True)
        status = _drive(self._search, None, self._deadline, None, None, self._stop)
        if status == _cover.SOLUTION:
            self.count += 1
            order = self._engine._order
            chosen = self._search.solution()
            return chosen if order is None else sorted(order[k] for k in chosen)
        return self._finish(status == _cover.DONE)

    def _finish(self, complete: bool):
        self.complete = complete
        if self._search is not None:
            self._engine._idle.append(self._search)
            self._search = None
        raise StopIteration


def _drive(search, limit: int | None, deadline: float | None, on_progress: ProgressCallback | None,
           state: Callable[[], tuple[int, int, float]] | None, stop: "Halt | None" = None) -> int:
    """Run ``search`` in chunks until it finishes, reports a cover or a
    subproblem, or the limit, deadline or stop event ends it (PAUSED)."""
    budget = _FIRST_BUDGET
    last_report = time.perf_counter()
    while True:
        start = time.perf_counter()
        status = search.run(budget)
        if status != _cover.PAUSED:
            return status
        now = time.perf_counter()
        if (deadline is not None and now >= deadline) or (stop is not None and stop.is_set()):
            return status
        if limit is not None and search.count >= limit:
            return status
        elapsed = now - start
        if elapsed < _CHUNK_SECONDS / 2 and budget < _MAX_BUDGET:
            budget *= 2
        elif elapsed > _CHUNK_SECONDS * 2 and budget > 16:
            budget //= 2
        if on_progress is not None and now - last_report >= _PROGRESS_SECONDS:
            last_report = now
            on_progress(*state())

