"""Package faces whose names are imported on first use (PEP 562), so that
importing a package, or one module of it, does not import the rest; and
:func:`defer_module`, which does the same for a standard module a
dependency imports but seldom uses."""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable


def lazy_getattr(package: str, exports: dict, *, anchor: str | None = None) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package`` (its ``__name__``).

    Args:
        package: the package's (or module's) dotted name.
        exports: public name -> the module that defines it, relative to
            ``anchor`` (``"board"``, ``".board"``, ``"..placement"``).
        anchor: the package relative names start from; default ``package``
            (give a plain module's ``__package__``).

    Returns:
        ``__getattr__(name)``: imports the defining module on first use and
        keeps the value in the package, so later lookups cost nothing.
        Raises ``AttributeError`` for a name not in ``exports``.
    """

    def __getattr__(name: str):
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module if module.startswith(".") else "." + module, anchor or package),
                        name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__


class _Deferred(types.ModuleType):
    """A stand-in in ``sys.modules`` for a module not imported yet: the first
    name looked up in it imports the real module, which then replaces it in
    ``sys.modules`` and lends it all its names (so a module that kept the
    stand-in finds them directly afterwards).  Its ``__spec__`` is None, so
    ``import NAME`` finds it in ``sys.modules`` without looking inside it."""

    def __getattr__(self, attr: str):  # only for names the stand-in lacks
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        real = importlib.import_module(self.__name__)
        self.__dict__.update(real.__dict__)
        return getattr(real, attr)


def defer_module(name: str) -> None:
    """Put off importing the top-level module ``name`` until a name in it is
    first used (``import name`` alone no longer runs it).  Meant for a
    program's entry point, for the whole process: the command line defers
    :mod:`inspect`, which :mod:`dataclasses` imports but calls only for a
    class without a docstring (every gridsat dataclass has one) -- with
    its own imports (ast, dis, tokenize) about a sixth of a small puzzle's
    whole run.  Does nothing when ``name`` is already imported."""
    if name not in sys.modules:
        sys.modules[name] = _Deferred(name)


__all__ = ["defer_module", "lazy_getattr"]
