"""Package faces whose names are imported on first use (PEP 562), so that
importing a package, or one module of it, does not import the rest."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable


def lazy_getattr(package: str, exports: dict) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package`` (its ``__name__``).

    Args:
        package: the package's dotted name.
        exports: public name -> the module that defines it, relative to
            ``package`` (``"board"``, ``".board"``, ``"..placement"``).

    Returns:
        ``__getattr__(name)``: imports the defining module on first use and
        keeps the value in the package, so later lookups cost nothing.
        Raises ``AttributeError`` for a name not in ``exports``.
    """

    def __getattr__(name: str):
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module if module.startswith(".") else "." + module, package), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__


__all__ = ["lazy_getattr"]
