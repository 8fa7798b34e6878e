"""The arguments of :func:`~gridsat.batch.run.run_batch`, checked before any file is read."""

from __future__ import annotations

import os
from typing import Iterable

from ..core.errors import PuzzleInputError, quoted, shown


def check_types(paths, out, **arguments) -> list:
    """TypeError naming the first argument of :func:`run_batch` of the
    wrong type (a flag that is no bool, "no" included: it would read as true); ``paths`` as a list (an
    iterator's paths are read once, here)."""
    if isinstance(paths, (str, bytes, os.PathLike)):
        what = "string" if isinstance(paths, str) else "bytes" if isinstance(paths, bytes) else "path"
        raise TypeError(f"run_batch's paths must be a list of paths, got the {what} {os.fsdecode(paths)!r} "
                        f"(write [{os.fsdecode(paths)!r}] for one)")  # (a Path was called "the string")
    if not isinstance(paths, Iterable):
        raise TypeError(f"run_batch's paths must be a list of paths, got {type(paths).__name__} "
                        f"{shown(paths, 40)}")
    paths = list(paths)  # a generator's too (its None met os.fspath as 'expected str, bytes or os.PathLike')
    if not paths:  # it said "no puzzle files found in " and named nothing
        raise PuzzleInputError("run_batch's paths name no file or folder: give a list of puzzle files, folders or "
                               "collections")
    bad = [p for p in paths if not isinstance(p, (str, os.PathLike))][:1]
    if bad:  # a path None too: it met os.fspath as 'expected str, bytes or os.PathLike object, not NoneType'
        bad = bad[0]
        raise TypeError(f"run_batch's paths must be a list of paths, got {quoted(bad)} in it")
    if not isinstance(out, (str, os.PathLike)):  # None met os.fspath: 'expected str, bytes or os.PathLike object'
        raise TypeError(f"run_batch's out must be a results file's path (str or path), got {type(out).__name__} "
                        f"{shown(out, 40)}")
    number = (int, float)
    wanted = {"jobs": (int, "a whole number or None"), "time_limit": (number, "a number of seconds or None"),
              "total_time": (number, "a number of seconds or None"), "unique": (bool, "True or False"),
              "memory_limit": (number, "a number of bytes or None"),
              "check_answer": (bool, "True or False"), "keep_unknown": (bool, "True or False"),
              "dask": (str, "an address tcp://HOST:PORT or None"), "kind": (str, "a kind's name or None"),
              "engine": (str, "an engine's name")}
    for name, value in arguments.items():
        if name in ("on_start", "on_progress"):
            if value is not None and not callable(value):
                raise TypeError(f"run_batch's {name} must be a function or None, got {quoted(value)}")
            continue
        types, words = wanted[name]
        flag = types is bool
        if (value is None and not flag and name != "engine") or isinstance(value, types) and (
                flag or not isinstance(value, bool)):
            continue
        raise TypeError(f"run_batch's {name} must be {words}, got {quoted(value)}")
    return paths


__all__ = ["check_types"]
