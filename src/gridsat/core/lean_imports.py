"""OR-Tools' CP-SAT module without pandas, in gridsat's own processes.

``ortools.sat.python.cp_model`` imports pandas when it is imported, for its
``*_series`` helpers (variables indexed by a ``pandas.Index``), which gridsat
never calls; pandas took 0.27-0.55 s of a 1.2 s ``gridsat solve`` of a 7x7
Statue Park (``python -X importtime``), more than the search.  In the
processes gridsat starts itself -- the command line, batch and design
workers, the web app's workers -- :func:`cp_model_without_pandas` lets the
module load with a stand-in for pandas that holds only the two names it
reads as it loads (``Index`` and ``Series``, in its type hints); the stand-in
is dropped again at once, so a later ``import pandas`` (Dask's, a user's)
loads the real one.  The module's pandas helpers then refuse in one line
(they are never called here).  A program importing gridsat as a library
keeps OR-Tools as it comes: nothing is installed on import.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable

#: The module that imports pandas, and the names it reads from it while it loads.
CP_MODEL = "ortools.sat.python.cp_model"
PANDAS_NAMES = ("Index", "Series")


class _NotLoaded:
    """What the stand-in's names are: a class that cannot be made (a pandas helper of CP-SAT was called)."""

    def __init__(self, *args, **kwargs):
        raise RuntimeError("CP-SAT's pandas helpers are not available in gridsat's own processes "
                           "(pandas is not loaded for them)")


def _stand_in() -> types.ModuleType:
    module = types.ModuleType("pandas", "gridsat's stand-in while CP-SAT loads (see gridsat.core.lean_imports)")
    for name in PANDAS_NAMES:
        setattr(module, name, type(name, (_NotLoaded,), {}))
    return module


class _Finder:
    """First on ``sys.meta_path``: hands back CP-SAT's module spec with a loader that runs it beside the stand-in
    (only while pandas is not loaded yet; every other module is left to the other finders)."""

    #: Whether a Ctrl-C (or SIGTERM) came (set by :func:`cp_model_without_pandas`): an import it cuts is
    #: re-raised as the ``KeyboardInterrupt`` it was.
    interrupted: Callable[[], bool] | None = None

    def find_spec(self, name, path, target=None):
        if name != CP_MODEL or "pandas" in sys.modules:
            return None
        from importlib.machinery import PathFinder  # the module is a file on the path (asking the other meta
        # path finders, as the import clock's finder asks this one, went round between them without end)

        spec = PathFinder.find_spec(name, path, target)
        if spec is not None and spec.loader is not None:
            spec.loader = _Loader(spec.loader)
        return spec


class _Loader:
    """CP-SAT's own loader, its module run with the stand-in as ``pandas`` (removed after, even on an error)."""

    def __init__(self, loader):
        self._loader = loader

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        stand_in = _stand_in()
        sys.modules.setdefault("pandas", stand_in)
        try:
            return self._loader.exec_module(module)
        except ImportError as exc:  # a Ctrl-C (or SIGTERM) as OR-Tools' compiled helpers initialise comes out of
            # them as "ImportError: initialization failed" (pybind11): said as the interrupt it is, so that a
            # command's own Ctrl-C words run ('generate --count N -o' then said only "stopped by SIGTERM", not
            # which puzzles its file kept)
            if _FINDER.interrupted is not None and _FINDER.interrupted():
                raise KeyboardInterrupt("interrupted while CP-SAT's module loaded") from exc
            raise
        finally:
            if sys.modules.get("pandas") is stand_in:
                del sys.modules["pandas"]

    def __getattr__(self, name):
        return getattr(self._loader, name)


_FINDER = _Finder()


def cp_model_without_pandas(interrupted: Callable[[], bool] | None = None) -> None:
    """In this process, load CP-SAT's module without pandas (see the module docstring); call it before the
    first solver import.  Idempotent; does nothing once the module or pandas is loaded.

    ``interrupted`` (optional) says whether a Ctrl-C or SIGTERM came; when it says so, an ``ImportError`` out
    of the module's loading (its compiled helpers cut by the signal) is raised as ``KeyboardInterrupt``."""
    if interrupted is not None:
        _FINDER.interrupted = interrupted
    if CP_MODEL in sys.modules or "pandas" in sys.modules or _FINDER in sys.meta_path:
        return
    sys.meta_path.insert(0, _FINDER)


__all__ = ["CP_MODEL", "cp_model_without_pandas"]
