"""Piece sets by name or from a piece file (``NAME: ROW/ROW/...`` lines)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from .errors import PuzzleInputError, shown
from .files import is_file, missing_file_error
from .polyomino import PieceSet, Polyomino, pentominoes, tetrominoes
from .reading import read_text_file

#: The piece sets known by name.
BUILTIN_SETS = {"pentominoes": pentominoes, "tetrominoes": tetrominoes}

_PIECE_LINE = re.compile(r"^(?P<name>[A-Za-z0-9_]+)\s*(?:[*x]\s*(?P<count>[0-9]+))?\s*:\s*(?P<shape>\S.*)$")


def parse_pieces(text: str, *, source: str = "pieces") -> PieceSet:
    """Parse a piece file.

    One piece per line: ``NAME: ROW/ROW/...`` or ``NAME*COUNT: ROW/ROW/...``
    (e.g. ``F: .##/##./.#.``, ``O*2: ##/##``).  Lines starting with ``#`` are
    comments, blank lines are ignored.

    Raises:
        PuzzleInputError: a line that is not of that form (line number
            given), a bad shape, a duplicate name, or no piece.
    """
    items = []
    for i, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _PIECE_LINE.match(line)
        if not m:
            name = line.split(":", 1)[0].split("*", 1)[0].strip() if ":" in line else ""
            why = f" (a name is ASCII letters, digits and '_': {shown(name)} is not)" if name and \
                not re.fullmatch(r"[A-Za-z0-9_]+(\s*x\s*[0-9]+)?", name) else ""
            raise PuzzleInputError(f"line {i}: expected 'NAME: ROW/ROW/...', got {shown(line)}{why}", source)
        try:
            piece = Polyomino.parse(m.group("name"), m.group("shape"))
        except PuzzleInputError as exc:
            raise exc.at(f"{source}: line {i}") from None
        items.append((piece, int(m.group("count") or 1)))
    if not items:
        raise PuzzleInputError("no pieces found", source)
    try:
        return PieceSet(tuple(items), source)
    except PuzzleInputError as exc:
        raise exc.at(source) from None


def load_pieces(spec: str) -> PieceSet:
    """A piece set from a built-in name (``pentominoes``, ``tetrominoes``) or a file.

    Raises:
        PuzzleInputError: unknown name and no such file, or a bad file.
        TypeError: ``spec`` is not text or a path.
    """
    if not isinstance(spec, (str, os.PathLike)):
        raise TypeError(f"spec must be a piece set's name or a piece file's path, got {type(spec).__name__} "
                        f"{spec!r:.40}")
    spec = os.fspath(spec)
    if spec in BUILTIN_SETS:
        return BUILTIN_SETS[spec]()
    path = Path(spec)
    if is_file(path):
        return parse_pieces(read_text_file(path, "piece file"), source=path.name)
    missing = missing_file_error(spec, "piece file")
    if missing:
        raise missing
    raise PuzzleInputError(f"unknown piece set {shown(spec)}: give a piece file or one of: {', '.join(BUILTIN_SETS)}")
