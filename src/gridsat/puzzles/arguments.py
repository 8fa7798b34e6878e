"""Type checks of the Python API's arguments: every kind's ``parse``,
``detect``, ``parse_json``, ``read_position`` and ``check_position`` refuse a wrong-typed argument with a TypeError
naming it (wrapped in by :meth:`gridsat.puzzles.contract.Kind.__init_subclass__`)."""

from __future__ import annotations

import functools


def check_json_object(data, *args, **kw) -> None:
    """Raise TypeError unless ``data`` is a dict (and ``source`` a str)."""
    if not isinstance(data, dict):
        raise TypeError(f"data must be a decoded JSON object (dict), got {type(data).__name__}")
    check_source(*args, **kw)


def check_text(text, *args, **kw) -> None:
    """Raise TypeError unless ``text`` is a str (and ``source`` a str)."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a puzzle's text or URL (str), got {type(text).__name__}")
    check_source(*args, **kw)


def check_position_text(text, puzzle=None, source="position", *args, **kw) -> None:
    """Raise TypeError unless a position's ``text`` is a str (and ``source`` a str)."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a position's text (str), got {type(text).__name__}")
    check_source(kw.pop("source", source))


def check_position_grid(puzzle, grid=None, *args, **kw) -> None:
    """Raise TypeError unless ``grid`` (``check_position``'s) is rows of values: a list or tuple of lists or
    tuples (an int, None or a string met the kind's checker as "'int' object is not iterable" and the like)."""
    grid = kw.get("grid", grid)
    if not isinstance(grid, (list, tuple)) or not all(isinstance(row, (list, tuple)) for row in grid):
        what = type(grid).__name__ if not isinstance(grid, (list, tuple)) else \
            f"{type(grid).__name__} of {next(type(r).__name__ for r in grid if not isinstance(r, (list, tuple)))}"
        raise TypeError(f"grid must be rows of the kind's values (a list of lists, 0 undecided), got {what}")


def check_source(source="puzzle", base=None, *args, **kw) -> None:
    """Raise TypeError unless the ``source`` argument (positional or keyword) is a str, and ``base`` (the
    folder a puzzle's files are read from: parse's and parse_json's next argument) None, a str or a path."""
    import os

    source, base = kw.get("source", source), kw.get("base", base)
    if not isinstance(source, str):
        raise TypeError(f"source must be a name for messages (str), got {type(source).__name__}")
    if base is not None and not isinstance(base, (str, os.PathLike)):  # base=5 failed naming no argument
        raise TypeError(f"base must be a folder (str or path) or None, got {type(base).__name__}")


def checked(own, check):
    """``own`` (a method taking a value first) calling ``check(value, *args, **kw)`` before it runs."""
    @functools.wraps(own)
    def method(self, value, *args, **kw):
        check(value, *args, **kw)
        return own(self, value, *args, **kw)

    method._checked = True
    return method


def checked_writer(kind_class, writer):
    """``writer`` (a :class:`~gridsat.puzzles.declaration.Writer` of ``kind_class`` or of a kind it inherits
    from) whose ``write(puzzle, result)`` refuses a puzzle not of that kind, as ``kind.check_puzzle`` does
    (TypeError naming the kind and how to get one of its puzzles)."""
    from dataclasses import replace

    raw = getattr(writer.write, "_raw", writer.write)

    def write(puzzle, result=None):
        kind_class.check_puzzle(kind_class, puzzle)
        return raw(puzzle, result)

    write._raw = raw
    return replace(writer, write=write)


__all__ = ["check_json_object", "check_position_grid", "check_position_text", "check_source", "check_text", "checked",
           "checked_writer"]
