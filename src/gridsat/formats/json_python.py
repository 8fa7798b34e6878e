"""A decoded JSON object given in Python (a record a caller built, not a file read): numpy's numbers and truth
values made JSON's, and what JSON cannot hold (a set, an array, a list inside itself) refused naming it."""

from __future__ import annotations

import json

from ..core.errors import PuzzleInputError


def _plain_value(value):
    """A numpy number or truth value as JSON's (``json.dumps``' ``default``); anything else JSON cannot hold is a
    TypeError naming it."""
    from ..core.errors import shown
    from ..core.options import truth, whole

    for same in (whole(value), truth(value)):
        if same is not value:
            return same
    if type(value).__module__ == "numpy" and getattr(value, "shape", None) == ():  # an array's item() was its one
        return value.item()  # value (options np.array([['a']]) read as "a") or raw "can only convert an array"
    raise TypeError(f"data must be a decoded JSON object, but holds {type(value).__name__} {shown(value, 40)}, "
                    "which JSON cannot hold")


def json_text(data: dict) -> str:
    """``data`` (a decoded JSON object given in Python) as JSON text, numpy's numbers as JSON's (they met json's raw
    "Object of type int64 is not JSON serializable"); anything else JSON cannot hold is a TypeError naming it.

    Raises:
        PuzzleInputError: ``data`` nested too deeply (past Python's recursion limit).
    """
    try:
        return json.dumps(data, default=_plain_value)
    except RecursionError:
        raise PuzzleInputError("JSON nested too deeply") from None
    except ValueError as error:  # json's own "Circular reference detected", naming nothing
        if "ircular" not in str(error):
            raise
        raise TypeError(HOLDS_ITSELF) from None


#: A list or dict given in Python that holds itself (a circular reference), which JSON cannot hold: with numpy loaded,
#: :func:`plain_json` looked through it for ever, and without, json met its own "Circular reference detected".
HOLDS_ITSELF = "data holds a list or dict inside itself (a circular reference), which JSON cannot hold"


def plain_json(data):
    """``data`` (a decoded JSON object given in Python) with numpy's numbers and truth values as JSON's, at any depth
    (the readers of a record's fields took Domino Fit's np.int64 targets, but a pack's ``"one_sided": np.True_`` was
    "must be true or false", which ``pack(one_sided=np.True_)`` takes); ``data`` itself when it holds none (always
    when numpy is not loaded: a file's JSON never does).  Looked through without recursion: a file's JSON nested 500
    deep met RecursionError here (read, it is refused at 990).

    Raises:
        TypeError: ``data`` holds numpy's and something else JSON cannot hold (a set, an array), or holds itself.
        PuzzleInputError: as :func:`json_text`.
    """
    import sys

    if "numpy" not in sys.modules:
        return data
    stack, inside, done = [(data, False)], set(), set()  # inside: the lists and dicts holding the one looked at
    while stack:
        value, leaving = stack.pop()
        if leaving:
            inside.discard(id(value))
            done.add(id(value))
        elif isinstance(value, (dict, list, tuple)):
            if id(value) in inside:
                raise TypeError(HOLDS_ITSELF)
            if id(value) not in done:  # one held twice (not inside itself) looked through once
                inside.add(id(value))
                stack.append((value, True))
                stack.extend((v, False) for v in (value.values() if isinstance(value, dict) else value))
        elif type(value).__module__ == "numpy":
            return json.loads(json_text(data))
    return data


__all__ = ["HOLDS_ITSELF", "json_text", "plain_json"]
