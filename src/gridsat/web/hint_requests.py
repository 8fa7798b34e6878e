"""The web API's ``POST /api/hint`` requests, checked before any solver process is asked.

``{"kind": ..., "puzzle": ..., "position": rows or text, "steps": false,
"time_limit": S, "memory_limit": GB}`` (kinds that declare ``explains``):
the puzzle as for ``/api/solve``, the player's position, the time limit
(covering reading, the uniqueness proof and the steps) and the memory limit
(capped by the server's, as a solve's ``memory_limit`` option).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..core.errors import PuzzleInputError, cell_name
from .limits import Limits, TooLarge
from .requests import _fields, _kind_name, _puzzle_missing, _typed, file_text

HINT_FIELDS = ("kind", "puzzle", "position", "steps", "time_limit", "memory_limit")


@dataclass(frozen=True)
class HintPlan:
    """A checked ``/api/hint`` request.

    Attributes:
        kind: the kind's name, or None to detect it from the puzzle.
        puzzle: the puzzle text (a file's content, or a URL).
        position: the player's position as the text the kind's
            ``read_position`` reads (rows of values, 0 undecided), or None:
            step from the givens.
        steps: every step to the answer (False: the next one only).
        time_limit: seconds for the run, reading included (capped by the server).
        max_cells: the largest board the server takes.
        memory_limit: bytes the steps' searches and the uniqueness proof may
            take (the request's ``memory_limit``, capped by the server's), or None.
    """

    kind: str | None
    puzzle: str
    position: str | None
    steps: bool
    time_limit: float
    max_cells: int = 10_000
    memory_limit: int | None = None


def _position(value, limits: Limits) -> str | None:
    """The ``position`` of a hint request as text: a string as it is, rows
    of whole numbers 0-9 written one row a line, or rows holding symbols (a
    grid as ``hint --json`` prints it) as that JSON's text (the kind reads
    each).

    Raises:
        TooLarge: more cells or characters than the server takes.
        PuzzleInputError: neither a string nor rows of whole numbers.
    """
    if value is None:
        return None
    if isinstance(value, str):
        if len(value) > limits.max_puzzle:
            raise TooLarge(f"the position has {len(value):,} characters; this server takes at most "
                           f"{limits.max_puzzle:,}")
        return file_text(value, "position")
    if isinstance(value, dict):
        # the whole record ``hint --json`` printed (as the command line's --position FILE takes it): given to the
        # kind as that JSON's text, which it reads; sent as an object it was refused where the same as a string was read
        text = json.dumps(value)
        if len(text) > limits.max_puzzle:
            raise TooLarge(f"the position has {len(text):,} characters; this server takes at most "
                           f"{limits.max_puzzle:,}")
        return text
    shape = ("'position' must be rows of cell values (0 undecided), like [[0, 1], [2, 0]], their text, or the "
             "record hint --json printed")
    if isinstance(value, list) and value and all(isinstance(p, dict) and "piece" in p for p in value):
        # an answer's placements ({"piece", "cells"}) were told "rows of cell values (0 undecided)", no word of how
        # a kind that places pieces writes a position
        raise PuzzleInputError("'position' of a kind that places pieces is its grid as hint --json prints it (rows "
                               "of piece names, 0 uncovered, '#' not to cover), or its answer text: not a list of "
                               "placements")
    if not isinstance(value, list) or not value or not all(isinstance(row, list) for row in value):
        raise PuzzleInputError(shape)
    cells = sum(len(row) for row in value)
    if cells > limits.max_cells:
        raise TooLarge(f"the position has {cells:,} cells; this server takes at most {limits.max_cells:,}")
    if any(isinstance(v, str) for row in value for v in row):
        # a grid as ``hint --json`` prints it (a Domino Fit's "^", "<", "#"...): given to the kind as that JSON's text,
        # which it reads; sent as rows it was refused ('"^" is not a cell value') where the same as a string was read
        for r, row in enumerate(value, start=1):
            for c, v in enumerate(row, start=1):
                if isinstance(v, bool) or not isinstance(v, (int, str)):
                    raise PuzzleInputError(f"'position' {cell_name((r - 1, c - 1))}: {_shown(v)} is not a cell of a "
                                           "drawn grid (a number or a symbol, as hint --json writes them)")
        return json.dumps(value)
    for r, row in enumerate(value, start=1):
        for c, v in enumerate(row, start=1):
            if isinstance(v, bool) or not isinstance(v, int):
                # a placing kind's null said "(a whole number, 0 undecided)": its cells are piece names
                raise PuzzleInputError(f"'position' {cell_name((r - 1, c - 1))}: {_shown(v)} is not a cell value "
                                       "(a whole number, 0 undecided, or a symbol such as a piece's name, as hint "
                                       "--json writes them)")
    # a number the kind lacks (99, -1) is named by the kind's reader, as the command line's --position FILE names
    # it: "is not a cell value (a whole number from 0 to 9...)" was this route's own, where 5 got the kind's words
    # as JSON text, as the rows of symbols above: joined into lines, a wrong value was told "line 3, column 3"
    # where the command line reading the same rows from a file says "row 3, column 3"
    return json.dumps(value)


def _shown(value) -> str:
    """A JSON value as a short text for a message (at most 40 characters)."""
    from ..core.errors import json_shown

    return json_shown(value, ascii=True)


def plan_hint(body, limits: Limits) -> HintPlan:
    """The :class:`HintPlan` of a decoded ``/api/hint`` body.

    Raises:
        TooLarge: a puzzle or position over the server's limits.
        PuzzleInputError: an unknown field or kind, no puzzle, a bad
            position, ``steps`` not true/false, a bad time or memory limit.
    """
    from ..core.options import SolverOptions

    body = _fields(body, HINT_FIELDS)
    kind = _kind_name(body)
    puzzle = body.get("puzzle")
    if not isinstance(puzzle, str) or not puzzle.strip():
        raise PuzzleInputError(_puzzle_missing(puzzle))
    if len(puzzle) > limits.max_puzzle:
        raise TooLarge(f"the puzzle has {len(puzzle):,} characters; this server takes at most {limits.max_puzzle:,}")
    puzzle = file_text(puzzle, "puzzle")
    position = _position(body.get("position"), limits)
    steps = False if body.get("steps") is None else body["steps"]  # null: the default, as every field with one
    if not isinstance(steps, bool):
        from ..core.errors import json_shown

        raise PuzzleInputError(f"'steps' must be true or false, got {json_shown(steps, ascii=True)}")
    asked, gb = body.get("time_limit"), body.get("memory_limit")
    for name, value in (("time_limit", asked), ("memory_limit", gb)):
        if value is not None:
            _typed(name, value, float, "")
    time_limit = limits.seconds(asked)
    SolverOptions(time_limit=time_limit)  # refuses a non-positive one now
    # the server's memory limit, as a solve's (the proof took 2 GB whatever gridsat serve --memory-limit said)
    return HintPlan(kind, puzzle, position, steps, time_limit, limits.max_cells, limits.memory_bytes(gb))


__all__ = ["HINT_FIELDS", "HintPlan", "plan_hint"]
