"""JSON puzzle files for the kinds without a community format: packing and calendar.

A file is one JSON object with a ``"kind"`` field:

* packing -- ``{"kind": "pack", "board": "6x10" | "8x8-centre" | ["##..", ...],
  "pieces": "pentominoes" | "tetrominoes" | {"A": "##/##", "B*2": "###"},
  "flip": true, "holes": false}``; ``board`` as a list is an ASCII mask (one
  string per row), ``pieces`` as an object maps ``NAME`` or ``NAME*COUNT`` to
  a shape drawn with ``#`` and ``.``, rows separated by ``/``.
* calendar -- ``{"kind": "calendar", "date": "2026-10-06", "edition":
  "dragonfjord", "weekday": "Mon", "face_up": false}``; only ``date`` is required.

Yin-Yang and Domino Fit have their own formats (see their modules).
"""

from __future__ import annotations

import json

from ..core.errors import PuzzleInputError
from ..core.geometry import Board
from ..core.polyomino import parse_pieces

KINDS = ("pack", "calendar")


def read_json_object(text: str, source: str) -> dict:
    """Parse ``text`` as one JSON object.

    Raises:
        PuzzleInputError: not JSON (with line and column) or not an object.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PuzzleInputError(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}", source) from None
    if not isinstance(data, dict):
        raise PuzzleInputError("expected a JSON object", source)
    return data


def json_kind(text: str) -> str | None:
    """The ``"kind"`` of a JSON puzzle object, or None (judged without raising)."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    kind = data.get("kind") if isinstance(data, dict) else None
    return kind if isinstance(kind, str) else None


def _known_keys(data: dict, allowed: set, source: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise PuzzleInputError(f"unknown field {extra[0]!r} (fields: {', '.join(sorted(allowed))})", source)


def pack_puzzle_from_json(data: dict, source: str):
    """A :class:`~gridsat.puzzles.packing.PackingPuzzle` from a ``"pack"`` object.

    Raises:
        PuzzleInputError: unknown fields, wrong types, or any board/piece error.
    """
    from ..puzzles.packing import PackingPuzzle, load_board
    from ..core.polyomino import load_pieces

    _known_keys(data, {"kind", "board", "pieces", "flip", "holes"}, source)
    board = data.get("board", "6x10")
    if isinstance(board, list) and all(isinstance(r, str) for r in board):
        board = Board.from_mask("\n".join(board), name=source)
    elif isinstance(board, str):
        board = load_board(board)
    else:
        raise PuzzleInputError("'board' must be a size like \"6x10\", a built-in name, or a list of mask rows", source)
    pieces = data.get("pieces", "pentominoes")
    if isinstance(pieces, dict):
        lines = []
        for name, shape in pieces.items():
            if not isinstance(shape, str):
                raise PuzzleInputError(f"piece {name!r}: shape must be a string like \"##/#.\"", source)
            lines.append(f"{name}: {shape}")
        pieces = parse_pieces("\n".join(lines), source=source)
    elif isinstance(pieces, str) and not pieces.strip().count("\n"):
        pieces = load_pieces(pieces)
    else:
        raise PuzzleInputError("'pieces' must be \"pentominoes\", \"tetrominoes\" or an object NAME -> shape", source)
    for key in ("flip", "holes"):
        if key in data and not isinstance(data[key], bool):
            raise PuzzleInputError(f"'{key}' must be true or false", source)
    try:
        return PackingPuzzle(board, pieces, data.get("flip", True), data.get("holes", False))
    except PuzzleInputError as exc:
        raise exc.at(source) from None


def calendar_puzzle_from_json(data: dict, source: str):
    """A :class:`~gridsat.puzzles.calendar.CalendarPuzzle` from a ``"calendar"`` object.

    Raises:
        PuzzleInputError: unknown fields, a missing or bad date, unknown edition.
    """
    from ..puzzles.calendar import CalendarPuzzle, load_edition, make_date

    _known_keys(data, {"kind", "date", "edition", "weekday", "face_up"}, source)
    if not isinstance(data.get("date"), str):
        raise PuzzleInputError("'date' (YYYY-MM-DD) is required", source)
    try:
        edition = load_edition(str(data.get("edition", "dragonfjord")))
        date = make_date(edition, data["date"], data.get("weekday"))
        return CalendarPuzzle(edition, date, bool(data.get("face_up", False)))
    except PuzzleInputError as exc:
        raise exc.at(source) from None
