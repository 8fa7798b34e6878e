"""Edition files: calendar boards, pieces and editions as plain text.

Format (the built-in ``gridsat/data/calendar/editions.txt`` is the example)::

    [board NAME]          one board row per line: whitespace-separated labels,
    Jan Feb ... Jun .     '.' for a position that is not a cell,
    ...                   '*' for a filler cell (no label, always covered)
    [pieces]              NAME: ROW/ROW/...   ('#' square, '.' empty)
    O6: ###/###
    [editions]            NAME = BOARD : PIECE PIECE ...   [# description]
    dragonfjord = standard : O6 U5 V5 Z5 L5 N5 Y5 P5

Lines starting with ``#`` are comments.  A user file may use the built-in boards and pieces without repeating them.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

from ...core.errors import PuzzleInputError, did_you_mean, shown
from ...core.files import is_file, missing_file_error
from ...core.placements import homeless_piece
from ...core.reading import read_text_file, reading_within
from ...core.pieces import PIECE_LINE, parse_pieces, refuse_percent_remark
from ...core.polyomino import PieceSet
from ..arguments import argument_types
from .board_text import normal_label, parse_board
from .rules import Edition, same_as_built_in

BUILTIN_FILE = "editions.txt"

#: The words an edition file names editions and boards by.
NAME = re.compile(r"[A-Za-z0-9_-]+")
_EDITION_LINE = re.compile(rf"^(?P<name>{NAME.pattern})\s*=\s*(?P<board>{NAME.pattern})\s*:\s*(?P<pieces>.*)$")
_SECTION = re.compile(rf"^\[\s*(?P<what>board|pieces|editions)(?:\s+(?P<name>{NAME.pattern}))?\s*\]$")


@argument_types(text="text", source="text", want_parts="flag",
                fallback=(lambda v: v is None or isinstance(v, dict), 'None or {"boards": {...}, "pieces": PieceSet}'))
def parse_editions(text: str, source: str = "editions", *, fallback: dict | None = None,
                   want_parts: bool = False) -> dict:
    """Parse an edition file (format in the module docstring).

    Args:
        text: the file's text (any line ends; a leading byte-order mark is ignored).
        source: file name for messages.
        fallback: ``{"boards": {...}, "pieces": PieceSet}`` used for boards and pieces the file does not define (the
            built-ins for user files).
        want_parts: return ``{"boards", "pieces", "editions"}`` instead.

    Returns:
        ``{name: Edition}`` in file order.

    Raises:
        TypeError: ``text`` or ``source`` not a string, ``fallback`` not a dict or None, ``want_parts`` not True or
            False.
        PuzzleInputError: any malformed line (a name not ASCII letters, digits, '_' and '-' said so), unknown board
            or piece, bad board (see :func:`parse_board`), area mismatch; every message names the file and line.
    """
    lines = text.lstrip("\ufeff").splitlines()
    section = current = None
    board_rows: dict = {}
    board_line: dict = {}
    gaps: dict = {}  # board name -> its first blank line after a row
    piece_lines = [""] * len(lines)
    has_pieces = False
    edition_lines: list = []
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line and section == "board" and board_rows[current] and current not in gaps:
            gaps[current] = number  # an error only if another row of the board follows
        if not line or line.startswith("#"):
            if section == "pieces" and line:  # parse_pieces sees it: a piece's row drawn below it is refused there
                piece_lines[number - 1] = line
            continue
        refuse_percent_remark(line, f"{source}: line {number}", "an edition file")  # '% my design'
        m = _SECTION.match(line)
        if line.startswith("["):
            named = re.fullmatch(r"\[\s*board\s+(.*?)\s*\]", line)  # '[board brätt]' was an "unknown section"
            if not m and named and named.group(1):
                raise PuzzleInputError(f"expected '[board NAME]', got {shown(line, 64)}{_why([named.group(1)])}",
                                       f"{source}: line {number}")
            if not m or (m.group("what") == "board") != bool(m.group("name")):
                raise PuzzleInputError("unknown section {!r}{} (use [board NAME], [pieces] or [editions])".format(
                    line[:40], did_you_mean(line[:40], ("[pieces]", "[editions]"))), f"{source}: line {number}")
            section = m.group("what")
            if section == "board":
                current = m.group("name")
                if current in board_rows:
                    raise PuzzleInputError(f"board {current} is defined twice", f"{source}: line {number}")
                board_rows[current] = []
                board_line[current] = number
            continue
        if section is None:
            from ...core.companions import other_companion

            edition = "=" in line and ":" in line.partition("=")[2]  # 'NAME = standard : O6 ...', as the design
            raise other_companion(text, "edition file", source) or PuzzleInputError(  # search advises, alone
                "text before the first section ([board NAME], [pieces], [editions])" + (
                    ": an edition's line goes under a line [editions]" if edition else ""), f"{source}: line {number}")
        if section == "board":
            if current in gaps:  # a blank line inside the board was dropped: its rows were drawn closer together
                raise PuzzleInputError(f"board {current}: an empty line inside the board; write '.' "
                                       "where there is no cell (a row of them for an empty row)",
                                       f"{source}: line {gaps[current]}")
            board_rows[current].append((number, line))
        elif section == "pieces":
            copies = PIECE_LINE.match(line)
            if copies and copies["count"]:  # a piece file's NAME*2 would be read as one piece, its count dropped
                raise PuzzleInputError(f"piece {copies['name']}: an edition's copies of a piece are named on its "
                                       f"[editions] line ({copies['name']} {copies['name']} for two), not with a "
                                       "count here", f"{source}: line {number}")
            piece_lines[number - 1] = line
            has_pieces = True
        else:
            edition_lines.append((number, line.split("#", 1)[0].strip(), line.partition("#")[2].strip()))
    fallback = fallback or {}
    boards = dict(fallback.get("boards", {}))
    for name, rows in board_rows.items():
        if not rows:
            raise PuzzleInputError(f"board {name} has no rows", f"{source}: line {board_line[name]}")
        boards[name] = parse_board(name, rows, source)
        same_as_built_in(boards[name], fallback.get("boards", {}).get(name), f"{source}: line {board_line[name]}")
    if not edition_lines and not board_rows and not has_pieces:  # all comments: a board mask's lines start with '#'
        from ...core.companions import other_companion

        said = other_companion(text, "edition file", source)
        if said is not None:
            raise said
    pieces: dict = {}
    if fallback.get("pieces") is not None:
        pieces.update({p.name: p for p in fallback["pieces"].pieces})
    if has_pieces:
        # blank lines outside [pieces] keep parse_pieces' line numbers equal to the file's
        own = parse_pieces("\n".join(piece_lines), source=source).pieces
        for p in own:
            try:
                same_as_built_in(p, pieces.get(p.name), None)
            except PuzzleInputError as exc:  # its line, looked for only then
                number = next(i for i, text in enumerate(piece_lines, 1) if PIECE_LINE.match(text)
                              and PIECE_LINE.match(text)["name"] == p.name)
                raise exc.at(f"{source}: line {number}") from None
        pieces.update({p.name: p for p in own})
    editions = _editions(edition_lines, boards, pieces, source)
    for number, line, _ in edition_lines:  # 'dragonfjord = mine : ...' headed a maker's board '25 Dec on dragonfjord'
        name = line.partition("=")[0].strip()
        same_as_built_in(editions.get(name), fallback.get("editions", {}).get(name), f"{source}: line {number}")
    if want_parts:
        return {"boards": boards, "pieces": PieceSet.of(pieces.values()), "editions": editions}
    return editions


def _why(words) -> str:
    """" (a name is ASCII letters, ...: 'mïne' is not)" of the first of ``words`` that is no name, or ""."""
    odd = next((w for w in words if w and not NAME.fullmatch(w)), "")
    return f" (a name is ASCII letters, digits, '_' and '-': {shown(odd, 44)} is not)" if odd else ""


def _editions(edition_lines, boards: dict, pieces: dict, source: str) -> dict:
    editions: dict = {}
    for number, line, comment in edition_lines:
        where = f"{source}: line {number}"
        m = _EDITION_LINE.match(line)
        if not m:  # 'mïne = standard : ...' was not told why: its name is not one
            head, eq, board = line.split(":", 1)[0].partition("=")  # 'my ed = ...': each word a name, unsaid
            why = _why([head.strip(), board.strip()] if eq else head.split())
            raise PuzzleInputError(f"expected 'NAME = BOARD : PIECE PIECE ...', got {shown(line, 64)}{why}", where)
        name, board_name, names = m.group("name"), m.group("board"), m.group("pieces").split()
        if name in editions:
            raise PuzzleInputError(f"edition {name} is defined twice", where)
        if board_name not in boards:
            raise PuzzleInputError(f"edition {name} uses board {board_name!r}, which is not defined"
                                   f"{did_you_mean(board_name, boards)} (boards: {' '.join(sorted(boards)) or 'none'})",
                                   where)
        if not names:
            raise PuzzleInputError(f"edition {name} lists no pieces", where)
        unknown = [n for n in names if n not in pieces]
        if unknown:
            own = [n for n in pieces if n not in library_pieces()]  # the libraries' 52 said in a range
            libraries = " and the libraries' I4 .. T4, F5 .. Z5, H01 .. H35" if len(own) < len(pieces) else ""
            comma = "; separate the pieces by spaces, not commas" if unknown[0].rstrip(",;") in pieces else ""
            raise PuzzleInputError(f"edition {name} uses piece {unknown[0]!r}, which is not defined "  # ('O6,')
                                   f"(pieces: {' '.join(own) or 'none'}{libraries}){comma}"
                                   f"{copies_advice(unknown[0], pieces)}", where)
        counts = Counter(names)
        piece_set = PieceSet(tuple((pieces[n], counts[n]) for n in dict.fromkeys(names)), name)
        try:
            editions[name] = Edition(name, boards[board_name], piece_set, comment, source)
        except PuzzleInputError as exc:
            raise exc.at(where) from None
        piece = homeless_piece([piece for piece, _ in piece_set.items], boards[board_name].board.cells)
        if piece is not None:  # one that fits nowhere made every date "no solution", with no reason
            drawn = f" ({piece.ascii()})" if piece.size <= 40 else f" ({piece.size:,} squares)"
            raise PuzzleInputError(f"edition {name}: piece {piece.name}{drawn} fits nowhere on board "
                                   f"{board_name}, in any turn or flip, so no date has a solution", where)
    if not editions:
        raise PuzzleInputError("no editions found (add an [editions] section)", source)
    return editions


_COUNTED = re.compile(r"(?P<name>[A-Za-z0-9_]+)\s*[*x]\s*(?P<count>[0-9]+)")


def copies_advice(token: str, names) -> str:
    """``"; name each copy, not with a count (O6 O6 for two)"`` when ``token`` is a piece of ``names`` with a count
    (``O6*2``, as a piece file writes copies), else ``""``: an [editions] line or a design's names were told
    ``'O6*2'`` "is not defined", beside ``O6`` listed as defined."""
    m = _COUNTED.fullmatch(token)
    if not m or m["name"] not in names:
        return ""
    return f"; name each copy, not with a count ({m['name']} {m['name']} for two)"


_BUILTIN: dict = {}


def _builtin_text() -> str:
    """The built-in editions' data file (``gridsat/data/calendar``), read beside the package's modules
    (importlib.resources would cost a year run 15 ms of imports: zipfile, tempfile and their compressors)."""
    return (Path(__file__).resolve().parents[2] / "data" / "calendar" / BUILTIN_FILE).read_text(encoding="utf-8")


def _builtin_parts() -> dict:
    if not _BUILTIN:  # gridsat's own file, not the user's input: never held to a run's reading memory limit
        with reading_within(None):
            _BUILTIN.update(parse_editions(_builtin_text(), BUILTIN_FILE, want_parts=True))
    return _BUILTIN


def builtin_editions() -> dict:
    """The built-in editions ``{name: Edition}``: dragonfjord, jarringwords, creamakerspace, tetromino, weekday
    (sources in the data file's header)."""
    return dict(_builtin_parts()["editions"])


def builtin_edition_names() -> list[str]:
    """The built-in editions' names, read off the data file without building boards (cheap enough for ``--help``)."""
    text = _builtin_text()
    section, names = None, []
    for line in text.splitlines():
        line = line.strip()
        m = _SECTION.match(line)
        if m:
            section = m.group("what")
        elif section == "editions" and (e := _EDITION_LINE.match(line.split("#", 1)[0].strip())):
            names.append(e.group("name"))
    return names


def sized_names(pieces: PieceSet) -> PieceSet:
    """Letter names get their size (``L`` -> ``L5``, as in the edition file), so sets can be joined; hexominoes
    keep ``H01``.."""
    from ...core.polyomino import Polyomino

    return PieceSet(tuple((Polyomino(p.name if p.name[1:].isdigit() else f"{p.name}{p.size}", p.cells), n)
                          for p, n in pieces.items), pieces.name)


@lru_cache(maxsize=1)
def library_pieces() -> dict:
    """``{name: Polyomino}`` of the free tetrominoes, pentominoes and hexominoes as the design libraries name
    them (``I4`` .. ``T4``, ``F5`` .. ``Z5``, ``H01`` .. ``H35``)."""
    from ...core.polyomino import hexominoes, pentominoes, tetrominoes

    return {p.name: p for make in (tetrominoes, pentominoes, hexominoes) for p in sized_names(make()).pieces}


def builtin_fallback() -> dict:
    """The built-in boards and pieces, for :func:`parse_editions`'s ``fallback``: the pieces an edition file may name
    without defining them are the built-in editions' (``O6``, ``H6``, ``L5``...) and the free tetrominoes, pentominoes
    and hexominoes as ``gridsat calendar --design`` names them (``I4`` .. ``T4``, ``F5`` .. ``Z5``, ``H01`` ..
    ``H35``: the shapes of the names both have are the same), so a design found is an edition line away."""
    parts = _builtin_parts()
    pieces = dict(library_pieces())
    pieces.update({p.name: p for p in parts["pieces"].pieces})
    return {"boards": parts["boards"], "pieces": PieceSet.of(pieces.values()), "editions": parts["editions"]}


@argument_types(path="path")
def load_edition_file(path: str | Path) -> dict:
    """All editions of a user's edition file (built-in boards and pieces may be used).  PuzzleInputError: unreadable
    file or bad content (see :func:`parse_editions`)."""
    text = read_text_file(path, "edition file")  # (as given: Path('') is '.', "it is a folder")
    return parse_editions(text, Path(path).name, fallback=builtin_fallback())


def load_edition(spec: "str | os.PathLike | Edition" = "dragonfjord") -> Edition:
    """An edition from a built-in name, an edition file with one edition, or ``FILE:NAME`` for one edition of a file
    with several.

    Raises:
        PuzzleInputError: unknown name and no such file, a file with several editions and no ``:NAME``, or a bad file.
        TypeError: ``spec`` is none of a name, a path or an Edition.
    """
    if isinstance(spec, Edition):
        return spec
    if not isinstance(spec, (str, os.PathLike)) or not isinstance(spec := os.fspath(spec), str):
        raise TypeError(f"edition must be an edition's name, an edition file (a path) or an Edition, got "
                        f"{type(spec).__name__}")
    builtins = builtin_editions()
    if spec in builtins or spec.lower() in builtins:  # built-in names in any case: DragonFjord
        return builtins[spec if spec in builtins else spec.lower()]
    path, name = Path(spec), None
    if not is_file(path) and ":" in spec:
        head, _, name = spec.rpartition(":")
        path = Path(head)
    if is_file(path):
        editions = load_edition_file(path)
        if name is not None:
            if name not in editions:
                raise PuzzleInputError(f"{path.name} has no edition {name!r}{did_you_mean(name, editions)} "
                                       f"(editions: {' '.join(editions)})")
            return editions[name]
        if len(editions) > 1:
            raise PuzzleInputError(f"{path.name} defines {len(editions)} editions ({' '.join(editions)}); "
                                   f"choose one with {spec}:NAME")
        return next(iter(editions.values()))
    # FILE:NAME of a missing FILE names FILE (it said "x.txt:mine: cannot read edition file", and a resumed batch
    # waited for a file of that whole name)
    head = spec.rpartition(":")[0] if name is not None else ""
    file = head if head and name and not any(c in name for c in "/\\") else spec
    missing = missing_file_error(file, "edition file")
    if missing:
        raise missing
    raise PuzzleInputError(f"unknown edition {shown(spec)}{did_you_mean(spec, builtins)}: give a built-in edition "
                           f"({', '.join(builtins)}) or an edition file")


__all__ = ["BUILTIN_FILE", "builtin_edition_names", "builtin_editions", "builtin_fallback", "load_edition",
           "load_edition_file",
           "normal_label", "parse_board", "parse_editions"]
