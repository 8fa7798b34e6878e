"""Telling gridsat's own results files (what a long run writes with ``--out`` and reads back to go on) from
collections of puzzles: each is a JSON-lines file whose every record starts with its command's first field (see
:class:`gridsat.core.jsonl.JsonLinesWriter`)."""

from __future__ import annotations

import json

#: ``(first field, fields its records have too, the command that writes them)`` of each results file; a
#: generator's collection (first field "seed") holds puzzles, so it is none of these.
WRITERS = (
    ("file", ("status",), "gridsat batch"),
    ("date", ("edition", "status"), "gridsat calendar --year"),
    ("month", ("edition", "count"), "gridsat calendar --census"),
    ("subtree", ("edition", "counts"), "gridsat calendar --census"),
    ("record", (), "gridsat calendar --design or --layout"),
)


def results_command(line: str) -> str | None:
    """The command (``"gridsat calendar --year"``...) whose results file ``line`` (a JSON-lines file's first
    record) opens, or None: a puzzle's line, or no JSON object."""
    try:
        record = json.loads(line)
    except (ValueError, RecursionError):
        return None
    return record_command(record)


def record_command(record) -> str | None:
    """:func:`results_command` of a line already decoded (any JSON value)."""
    if not isinstance(record, dict) or not record:
        return None
    first = next(iter(record))
    return next((command for field, has, command in WRITERS
                 if first == field and all(name in record for name in has)), None)


def first_line(text: str) -> str:
    """The first line of ``text`` holding more than blanks ("" when none)."""
    return next((line for line in text.splitlines() if line.strip()), "")


__all__ = ["WRITERS", "first_line", "record_command", "results_command"]
