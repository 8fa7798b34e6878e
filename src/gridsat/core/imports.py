"""Seconds a thread spends importing modules (and the memory they take), so
a run's own work can be timed and held to its memory limit without them.

gridsat imports a kind's modules on first use (listing kinds costs no solver
import), so the first puzzle a fresh worker process solves also pays for
tens of milliseconds of imports, which later puzzles do not.  A batch's
per-puzzle ``seconds`` leave them out: :class:`ImportClock` adds up the
time the current thread spends finding and running modules that were not
imported yet, and the puzzle's time is its wall time less that.
"""

from __future__ import annotations

import sys
import threading
import time

from .memory import resident_bytes

_state = threading.local()  # .clocks: the clocks open in this thread; .depth: imports under way in it


def _open_clocks() -> list:
    return getattr(_state, "clocks", None) or []


class _Finder:
    """First on ``sys.meta_path`` while a clock is open: asks the other
    finders for the module's spec and hands it back with a timing loader
    (a meta path finder needs only ``find_spec``: ``importlib.abc`` would
    import ``typing`` and ``pathlib`` into every run)."""

    def find_spec(self, name, path, target=None):
        if not _open_clocks():  # another thread's clock: nothing to time here
            return None
        with _Timing():
            for finder in sys.meta_path:
                find = getattr(finder, "find_spec", None)
                if finder is self or find is None:
                    continue
                spec = find(name, path, target)
                if spec is not None:
                    break
            else:
                return None
        if spec.loader is not None and not isinstance(spec.loader, _Loader):
            spec.loader = _Loader(spec.loader)
        return spec


class _Loader:
    """A module's own loader, with its ``create_module`` and
    ``exec_module`` timed (every other attribute is the loader's own)."""

    def __init__(self, loader):
        self._loader = loader

    def create_module(self, spec):
        with _Timing():
            return self._loader.create_module(spec)

    def exec_module(self, module):
        with _Timing():
            return self._loader.exec_module(module)

    def __getattr__(self, name):
        return getattr(self._loader, name)


class _Timing:
    """One step of an import: only the outermost of nested steps (a module
    importing others while it runs) adds its time, and the memory the
    process came to hold meanwhile, to the open clocks."""

    def __enter__(self):
        self.start = time.perf_counter()
        _state.depth = getattr(_state, "depth", 0) + 1
        self.held = resident_bytes() if _state.depth == 1 else None

    def __exit__(self, *exc):
        _state.depth -= 1
        if _state.depth == 0:
            spent = time.perf_counter() - self.start
            held = resident_bytes() if self.held is not None else None
            grown = max(0, held - self.held) if held is not None else 0
            for clock in _open_clocks():
                clock.seconds += spent
                clock.bytes += grown


_finder = _Finder()
_lock = threading.Lock()


class ImportClock:
    """``with ImportClock() as clock:`` -- afterwards ``clock.seconds`` is
    the wall time (s) the block's thread spent importing modules not
    imported before (finding them and running their code; a module
    already imported costs nothing and adds nothing), and ``clock.bytes``
    the memory the process grew by meanwhile (a solver's library: 78 MB
    for CP-SAT's), which a run's memory limit leaves out.  Clocks may nest and
    run in several threads at once; each counts its own thread's imports.
    The first clock puts a finder first on ``sys.meta_path`` for good (it
    answers at once in a thread with no clock open): taking it out again
    could make another thread, part way through the list, skip a finder.
    """

    def __init__(self):
        self.seconds = 0.0
        self.bytes = 0

    def __enter__(self) -> "ImportClock":
        if _finder not in sys.meta_path:
            with _lock:
                if _finder not in sys.meta_path:
                    sys.meta_path.insert(0, _finder)
        _state.clocks = _open_clocks() + [self]
        return self

    def __exit__(self, *exc):
        _state.clocks = [c for c in _open_clocks() if c is not self]


__all__ = ["ImportClock"]
