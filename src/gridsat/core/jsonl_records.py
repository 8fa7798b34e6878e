"""One record of a JSON-lines results file: its parsing and its key (see :mod:`gridsat.core.jsonl`)."""

from __future__ import annotations

import json
from collections.abc import Callable

KeyFn = Callable[[dict], object]


def key_function(key: str | KeyFn) -> KeyFn:
    """``record -> key`` from a field name or such a function.

    Raises:
        TypeError: ``key`` is neither; the function it gives raises TypeError for a record that is no dict
            and ValueError for one without the field.
    """
    if callable(key):
        return key
    if not isinstance(key, str):
        raise TypeError(f"key must be a field name (a string) or a function record -> key, got {key!r}")

    def get(record):
        if not isinstance(record, dict):
            raise TypeError(f"a record must be a dict, got {type(record).__name__}")
        if key not in record:
            raise ValueError(f"record {str(record)[:80]} has no field {key!r} (the key of this results file)")
        return record[key]

    return get


def parse_record(raw: bytes) -> dict | None:
    """The JSON object of one line (bytes), or None when it is not one."""
    try:
        record = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        return None
    return record if isinstance(record, dict) else None


def safe_key(get: KeyFn, record: dict):
    """The key of ``record``, or None when it has none: a missing field, a
    shape the key function refuses (TypeError), or a value that cannot be a
    key (a list where a date was written)."""
    try:
        k = get(record)
        hash(k)
    except (KeyError, ValueError, TypeError, IndexError):
        return None
    return k


__all__ = ["KeyFn", "key_function", "parse_record", "safe_key"]
