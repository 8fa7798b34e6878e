"""What a calendar design search starts from: a labelled board and a piece library.

A *piece library* is the pool a design's pieces are chosen from: the
built-in free polyomino sets (``tetrominoes``, ``pentominoes``,
``hexominoes``: 5, 12, 35 pieces, named with their size as in the edition
file: ``I4`` .. ``T4``, ``F5`` .. ``Z5``, ``H01`` .. ``H35``), their one-sided forms (``...-one-sided``:
7, 18, 60 pieces, mirror images as pieces of their own, played without
flipping), unions written with ``+`` (``pentominoes+hexominoes``), or a piece
file (:func:`gridsat.core.pieces.parse_pieces`; ``NAME*COUNT`` allows
that many copies in one design).

A *board* is a built-in board (``standard``, ``tetromino``, ``weekday``), a
built-in edition's board (``dragonfjord``), or an edition file's board
(``FILE`` with one board, ``FILE:NAME`` for one of several); a file may hold
only ``[board NAME]`` sections (no pieces, no editions).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ...core.errors import PuzzleInputError, shown
from ...core.options import truth
from ...core.files import is_file, missing_file_error
from ...core.reading import read_text_file
from ...core.pieces import load_pieces
from ...core.polyomino import PieceSet, hexominoes, one_sided, pentominoes, tetrominoes
from .board_text import parse_board
from .editions import builtin_editions, builtin_fallback, sized_names
from .rules import CalendarBoard, same_as_built_in

#: Most pieces a library may hold (the 60 one-sided hexominoes plus the 18
#: one-sided pentominoes and 7 tetrominoes fit).
MAX_LIBRARY = 120

ONE_SIDED = "-one-sided"
#: The built-in libraries (free forms; ``NAME-one-sided`` for the one-sided ones).
BUILTIN_LIBRARIES = {"tetrominoes": tetrominoes, "pentominoes": pentominoes, "hexominoes": hexominoes}
_SECTION = re.compile(r"^\[\s*board\s+(?P<name>[A-Za-z0-9_-]+)\s*\]$")


@dataclass(frozen=True)
class Library:
    """A piece library.

    Attributes:
        name: the spec it came from (``"pentominoes+hexominoes"``).
        pieces: :class:`~gridsat.core.polyomino.PieceSet`; a piece's count is
            the most copies of it one design may use (1 for built-ins).
        one_sided: designs are played without flipping pieces.
    """

    name: str
    pieces: PieceSet
    one_sided: bool = False

    def __post_init__(self):
        """Refuse fields of another type (pieces=gridsat.pentominoes, the function, met "'function' object has no
        attribute 'items'" deep in search_designs), naming the field."""
        object.__setattr__(self, "one_sided", truth(self.one_sided))
        for field, wanted, words in (("name", str, "a string"), ("pieces", PieceSet, "a PieceSet"),
                                     ("one_sided", bool, "True or False")):
            value = getattr(self, field)
            if not isinstance(value, wanted):
                called = f" (call it: {getattr(value, '__name__', 'it')}())" if callable(value) else ""
                raise TypeError(f"Library's {field} must be {words}, got {type(value).__name__} "
                                f"{shown(value, 40)}{called}")


def load_library(spec: str) -> Library:
    """A :class:`Library` from ``NAME[+NAME...]`` (built-in sets, each
    optionally ``-one-sided``; all parts free or all one-sided) or a piece file.

    Raises:
        PuzzleInputError: an unknown name and no such file, a bad file, a
            mix of free and one-sided parts, a name used twice, more than
            :data:`MAX_LIBRARY` pieces.
        TypeError: ``spec`` neither text nor a path.
    """
    if isinstance(spec, os.PathLike):
        spec = os.fspath(spec)
    if not isinstance(spec, str):
        raise TypeError(f"library must be built-in sets joined with '+', a piece file (a path) or a Library, got "
                        f"{type(spec).__name__}")
    parts = spec.split("+")
    if all(p.removesuffix(ONE_SIDED) in BUILTIN_LIBRARIES for p in parts):
        sided = {p.endswith(ONE_SIDED) for p in parts}
        twice = next((p for i, p in enumerate(parts) if p.removesuffix(ONE_SIDED) in
                      {q.removesuffix(ONE_SIDED) for q in parts[:i]}), None)
        if twice is not None:  # (it was "piece name 'F5' is used twice", naming no library)
            raise PuzzleInputError(f"piece library {spec!r} names the set {twice.removesuffix(ONE_SIDED)} twice: "
                                   "each set's pieces come once (a design uses each piece at most once)")
        if len(sided) > 1:
            raise PuzzleInputError(f"piece library {spec!r} mixes free and one-sided sets; use one kind")
        items = []
        for p in parts:
            pieces = sized_names(BUILTIN_LIBRARIES[p.removesuffix(ONE_SIDED)]())
            items.extend((one_sided(pieces) if p.endswith(ONE_SIDED) else pieces).items)
        library = Library(spec, PieceSet(tuple(items), spec), sided.pop())
    else:
        base = spec.removesuffix(ONE_SIDED)
        if not is_file(base):
            names = ", ".join(f"{n}[{ONE_SIDED}]" for n in BUILTIN_LIBRARIES)
            missing = missing_file_error(base, "piece file")
            if missing:
                raise missing
            from ...core.errors import closest  # 'pentominos+hexominoes' and 'a + b' were told no library meant

            close = [closest(p.strip(), [n + s for n in BUILTIN_LIBRARIES for s in ("", ONE_SIDED)]) for p in parts]
            meant = f" (did you mean {'+'.join(close)!r}?)" if all(close) else ""
            raise PuzzleInputError(f"unknown piece library {shown(spec)}{meant}: give a piece file or built-in sets "
                                   f"joined with '+' ({names})")
        library = Library(spec, load_pieces(base), spec.endswith(ONE_SIDED))
        built = {p.name: p for p in builtin_fallback()["pieces"].pieces}  # 'U5: #####' ranked designs whose edition
        for piece, _ in library.pieces.items:  # line (with the file's pieces) an edition file then refused
            same_as_built_in(piece, built.get(piece.name), Path(base).name)
    size = sum(n for _, n in library.pieces.items)
    if size > MAX_LIBRARY:
        raise PuzzleInputError(f"piece library {shown(spec)} has {size} pieces; a design search takes at most "
                               f"{MAX_LIBRARY}")
    return library


def load_board(spec: str | CalendarBoard) -> CalendarBoard:
    """A :class:`~gridsat.puzzles.calendar.rules.CalendarBoard` from a
    built-in board or edition name, or ``FILE`` / ``FILE:NAME`` (format of
    :mod:`gridsat.puzzles.calendar.editions`: its board sections, else the one board its editions, or edition
    ``NAME``, use, as an edition's name gives it).

    Raises:
        PuzzleInputError: unknown name and no such file, a file with no
            board, several boards (or editions on several) and no ``:NAME``, or a bad board.
        TypeError: ``spec`` none of text, a path or a CalendarBoard.
    """
    if isinstance(spec, CalendarBoard):
        return spec
    if isinstance(spec, os.PathLike):
        spec = os.fspath(spec)
    if not isinstance(spec, str):
        raise TypeError(f"board must be a board's or an edition's name, an edition file (a path) or a CalendarBoard, "
                        f"got {type(spec).__name__}")
    boards = builtin_fallback()["boards"]
    if spec in boards:
        return boards[spec]
    editions = builtin_editions()
    if spec in editions:
        return editions[spec].board
    path, name = Path(spec), None
    if not is_file(path) and ":" in spec:
        head, _, name = spec.rpartition(":")
        path = Path(head)
    if not is_file(path):
        missing = missing_file_error(spec, "board file")
        if missing:
            raise missing
        raise PuzzleInputError(f"unknown board {shown(spec)}: give a built-in board ({', '.join(boards)}), "
                               "an edition name or an edition file")
    found: dict = {}
    current = None
    text = read_text_file(path, "board file")
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _SECTION.match(line)
        if m:
            current = m.group("name")
            found[current] = []
        elif line.startswith("["):
            current = None
        elif current is not None:
            found[current].append((number, line))
    if not found:  # an edition file using built-in boards (examples/my-edition.txt): its edition's board, as an
        return _editions_board(path, name, text)  # edition's name gives (it said only "no [board NAME] section")
    if name is None and len(found) > 1:
        raise PuzzleInputError(f"{path.name} defines {len(found)} boards ({' '.join(found)}); choose one with "
                               f"{spec}:NAME")
    name = name if name is not None else next(iter(found))
    if name not in found:
        raise PuzzleInputError(f"{path.name} has no board {name!r} (boards: {' '.join(found)})")
    return parse_board(name, found[name], path.name)


def _editions_board(path: Path, name: str | None, text: str) -> CalendarBoard:
    """The board of the editions of an edition file without board sections (of edition ``name`` when given)."""
    from .editions import load_edition_file

    try:
        editions = load_edition_file(path)
    except PuzzleInputError:  # no edition file either: said as a board file
        editions = {}
    if not editions:  # a board mask or a piece file: said so (it was "no [board NAME] section")
        from ...core.companions import other_companion

        raise other_companion(text, "edition file", path.name) or PuzzleInputError("no [board NAME] section",
                                                                                   path.name)
    if name is not None and name not in editions:
        raise PuzzleInputError(f"{path.name} has no board or edition {name!r} (editions: {' '.join(editions)})")
    boards = {e.board.name: e.board for e in ([editions[name]] if name is not None else editions.values())}
    if len(boards) != 1:
        raise PuzzleInputError(f"no [board NAME] section, and its editions use {len(boards)} boards "
                               f"({' '.join(boards)}): choose one by its name", path.name)
    return next(iter(boards.values()))


__all__ = ["BUILTIN_LIBRARIES", "MAX_LIBRARY", "Library", "load_board", "load_library"]
