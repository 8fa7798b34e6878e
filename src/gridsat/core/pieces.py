"""Piece sets by name or from a piece file (``NAME: ROW/ROW/...`` lines)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from .errors import PuzzleInputError, did_you_mean, shown, whole_text
from .labels import piece_set_problem
from .files import is_file, missing_file_error
from .polyomino import PieceSet, Polyomino, hexominoes, pentominoes, tetrominoes
from .reading import read_text_file

#: The piece sets known by name.
BUILTIN_SETS = {"pentominoes": pentominoes, "tetrominoes": tetrominoes, "hexominoes": hexominoes}

#: Polyomino families of sizes gridsat has no set of (a name of one is no typo of a set it has).
OTHER_SIZES = frozenset(("monominoes", "dominoes", "triominoes", "trominoes", "heptominoes", "octominoes",
                         "nonominoes", "enneominoes", "decominoes"))

#: One line of a piece file: ``NAME: ROW/ROW/...``, ``NAME*COUNT: ...`` (or ``NAME x COUNT``).
PIECE_LINE = re.compile(r"^(?P<name>[A-Za-z0-9_]+)\s*(?:[*x]\s*(?P<count>[0-9]+))?\s*:\s*(?P<shape>\S.*)$")
#: A piece's name with copies whose count is no whole number (``O*-1``, ``O*1.5``, ``O*two``).
_BAD_COUNT = re.compile(r"(?P<name>[A-Za-z0-9_]+)\s*\*\s*(?P<count>[^\s*:]+)")


def refuse_percent_remark(line: str, where: str, what: str) -> None:
    """Refuse ``line`` of ``what`` (a piece or an edition file, whose comment lines start with ``#``) when it reads
    as a remark written with TeX's and Domino Fit's ``%`` (``% from the book``): it was "expected 'NAME:
    ROW/ROW/...', got '% from the book'", or "text before the first section".

    Raises:
        PuzzleInputError: ``"line 1: a comment line in a piece file starts with '#', not '%'"`` (``where``: the file
            and line).
    """
    from .grid_text import remark_line

    if line.startswith("%") and remark_line([(0, line)]) is not None:
        raise PuzzleInputError(f"a comment line in {what} starts with '#', not '%'", where)


def count_problem(key: str) -> str | None:
    """Why ``key`` (``NAME*COUNT``, a piece file's line start or a JSON ``pieces`` key) has no count of copies that
    can be read, when its name is one and its count is not a whole number (None otherwise): ``O*-1`` was "a piece's
    name is letters, digits and '_'" or "expected 'NAME: ROW/ROW/...'", of a name that is one."""
    m = _BAD_COUNT.fullmatch(key.strip())
    if m is None or (m["count"].isascii() and m["count"].isdigit() and m["count"].strip("0")):  # 'O*0' too
        return None
    return f"piece {m['name']}: the count of copies after * must be a whole number, 1 or more, got {shown(m['count'])}"

#: A line of only '#' and '.': a piece's row drawn below it (read as a comment, it was dropped without a word).
DRAWN_ROW = re.compile(r"#[#.]*")


def parse_pieces(text: str, *, source: str = "pieces") -> PieceSet:
    """Parse a piece file.

    One piece per line: ``NAME: ROW/ROW/...`` or ``NAME*COUNT: ROW/ROW/...``
    (e.g. ``F: .##/##./.#.``, ``O*2: ##/##``).  Lines starting with ``#`` are
    comments, blank lines are ignored.

    Raises:
        PuzzleInputError: a line that is not of that form, a bad shape, a
            name used twice (or another piece's copy label), a count of 0
            (each naming its line), or no piece.
        TypeError: ``text`` or ``source`` not a string.
    """
    for name, value, what in (("text", text, "a piece file's text"), ("source", source, "its name, for messages")):
        if not isinstance(value, str):  # None met the code as "'NoneType' object has no attribute 'lstrip'"
            raise TypeError(f"{name} must be a string ({what}), got {type(value).__name__}")
    items, lines, shape_like, last = [], [], None, None  # last: the piece on the line just above, if any
    for i, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if last is not None and DRAWN_ROW.fullmatch(line):  # 'A: ##' then '##' read as a comment: a domino
            raise PuzzleInputError(f"line {i}: {shown(line)} looks like a row of piece {last} drawn on a line of its "
                                   f"own (a line starting with '#' is a comment): write the piece on one line, its "
                                   f"rows joined by '/' ({last}: ##/##)", source)
        last = None
        if not line or line.startswith("#"):
            if shape_like is None and re.fullmatch(r"#[#./ ]*", line):  # '##/##' or '##.': a shape, not a remark
                shape_like = (i, line)
            continue
        from ..formats.sniff import looks_like_url

        if looks_like_url(line):  # 'https://puzz.link/...' was "piece https: the drawing begins with '/'"
            raise PuzzleInputError(f"line {i} is a URL, not a piece: a piece file has one piece a line, "
                                   "'NAME: ROW/ROW/...' (e.g. 'O: ##/##')", source)
        if ":" in line and count_problem(line.split(":", 1)[0]):  # 'O*0' said as 'O*-1' is
            raise PuzzleInputError(count_problem(line.split(":", 1)[0]), f"{source}: line {i}")
        m = PIECE_LINE.match(line)
        refuse_percent_remark(line, f"{source}: line {i}", "a piece file")
        if not m:
            name = line.split(":", 1)[0].split("*", 1)[0].strip() if ":" in line else ""
            why = f" (a name is ASCII letters, digits and '_': {shown(name)} is not)" if name and \
                not re.fullmatch(r"[A-Za-z0-9_]+(\s*x\s*[0-9]+)?", name) else ""
            from .companions import other_companion

            raise other_companion(text, "piece file", source) or PuzzleInputError(
                f"line {i}: expected 'NAME: ROW/ROW/...', got {shown(line)}{why}", source)
        try:
            piece = Polyomino.parse(m.group("name"), m.group("shape"))
        except PuzzleInputError as exc:
            raise exc.at(f"{source}: line {i}") from None
        items.append((piece, whole_text(m.group("count") or "1", f"piece {piece.name}'s count",
                                        f"{source}: line {i}")))
        lines.append(i)
        last = piece.name
    if not items:
        from .companions import other_companion

        said = other_companion(text, "piece file", source)  # a board mask's lines all start with '#': comments
        if said is not None:
            raise said
        if shape_like is not None:  # a shape without its name was read as a comment, and the file as empty
            raise PuzzleInputError(f"no pieces found: line {shape_like[0]}, {shown(shape_like[1])}, starts with "
                                   f"'#', so it is read as a comment; a piece is one line with its name, "
                                   f"'NAME: ROW/ROW/...' (e.g. 'O: ##/##')", source)
        raise PuzzleInputError("no pieces found", source)
    problem = piece_set_problem(items)
    if problem:
        at, why, first = problem
        raise PuzzleInputError(why + (f" (first on line {lines[first]})" if same_name(items, at, first) else ""),
                               f"{source}: line {lines[at]}")
    return PieceSet(tuple(items), source)


def same_name(items, at: int, first) -> bool:
    """Whether :func:`~.labels.piece_set_problem`'s entries ``at`` and ``first`` share a name (a name used twice)."""
    return first is not None and items[at][0].name == items[first][0].name


#: Most copies of a built-in set ``NAME*K`` asks for.
MAX_SET_COPIES = 100


def built_in_copies(spec: str):
    """``(name, K)`` when ``spec`` is ``NAME*K`` of a built-in set (``pentominoes*3``), else None."""
    copies = re.fullmatch(r"([a-z]+)\*0*([0-9]{1,12})", spec)  # (5,000 digits met int()'s limit: a traceback)
    return (copies.group(1), int(copies.group(2))) if copies and copies.group(1) in BUILTIN_SETS else None


def names_set_copies(spec: str) -> bool:
    """Whether ``spec`` is written ``NAME*...`` of a built-in set: copies of it, good or bad (a piece file is
    not looked for under such a name)."""
    copies = re.fullmatch(r"([a-z]+)\*(.*)", spec, re.DOTALL)
    return bool(copies) and copies.group(1) in BUILTIN_SETS


def _copies_refused(spec: str) -> None:
    """Refuse ``NAME*K`` of a built-in set whose K is no whole number (``pentominoes*1.5``, ``*-1``, ``*1e400``):
    it was looked for as a piece file ("No such file") or called an unknown set.

    Raises:
        PuzzleInputError: naming the copies given.
    """
    if names_set_copies(spec):
        raise PuzzleInputError(f"{spec[:60]}: copies of a piece set must be a whole number from 1 to "
                               f"{MAX_SET_COPIES}, got {shown(spec.split('*', 1)[1])}")


def load_pieces(spec: str) -> PieceSet:
    """A piece set from a built-in name (``pentominoes``, ``tetrominoes``;
    ``pentominoes*3``: three copies of each piece, as the benchmarks' 12x15
    box of three sets) or a file.

    Raises:
        PuzzleInputError: unknown name and no such file, a bad file, or
            ``NAME*K`` with K not from 1 to :data:`MAX_SET_COPIES`.
        TypeError: ``spec`` is not text or a path.
    """
    if not isinstance(spec, (str, os.PathLike)):
        raise TypeError(f"spec must be a piece set's name or a piece file's path, got {type(spec).__name__} "
                        f"{shown(spec, 40)}")
    spec = os.fspath(spec)
    if spec in BUILTIN_SETS:
        return BUILTIN_SETS[spec]()
    if spec.lower() in BUILTIN_SETS and not is_file(Path(spec)):  # 'Pentominoes' was "did you mean 'pentominoes'?"
        return BUILTIN_SETS[spec.lower()]()
    copies = built_in_copies(spec)
    if copies and not is_file(Path(spec)):
        name, k = copies
        if not 1 <= k <= MAX_SET_COPIES:
            raise PuzzleInputError(f"{spec}: copies of a piece set must be a whole number from 1 to {MAX_SET_COPIES}, "
                                   f"got {k}")  # (was "must be from 1 to", where *-1 said "a whole number from")
        base = BUILTIN_SETS[name]()
        return PieceSet(tuple((piece, count * k) for piece, count in base.items), name=spec)
    path = Path(spec)
    if is_file(path):
        return parse_pieces(read_text_file(path, "piece file"), source=path.name)
    _copies_refused(spec)
    drawn = spec.strip()  # a drawing or a piece file's text where its name goes: "cannot read piece file: No such
    if "#" in drawn and (set(drawn) <= set("#./\n\r ") or "\n" in drawn and ":" in drawn):  # file" named no way
        from .settings import spelled

        how = spelled("save it in a piece file (NAME: SHAPE lines) and name it",
                      'give a dict NAME -> shape ({"A": "##/##"}) or a piece file\'s path')
        what = "a piece file's text" if ":" in drawn else "a piece's drawing"
        raise PuzzleInputError(f"pieces {shown(spec)} is {what}, where a piece set's name or a piece file goes: {how}")
    missing = missing_file_error(spec, "piece file")
    if missing:
        raise missing
    # 0.85: heptominoes is no typo of pentominoes; nor of hexominoes, another size (as close as a typo)
    name, copies = re.fullmatch(r"(.*?)\s*(?:\*\s*(\d+))?", spec.strip()).groups()  # 'tetrominos*2': was offered
    close = "" if name.lower() in OTHER_SIZES else did_you_mean(name, BUILTIN_SETS, cutoff=0.85)  # 'tetrominoes'
    if copies and 1 <= int(copies) <= MAX_SET_COPIES:  # 'tetrominos*0' was offered 'tetrominoes*0', refused
        close = close.replace("'?)", f"*{int(copies)}'?)")
    parts = [part.strip() for part in re.split(r"[+,&]", spec) if part.strip()]  # ('a++b': 'a' and 'b' too)
    if len(parts) > 1 and all(part in BUILTIN_SETS or built_in_copies(part) for part in parts):
        close = ": built-in sets are not joined; give a piece file listing the mixture's pieces, or one of: "
    else:  # ('pentominoes+pentominoes' was only 'unknown')
        close += ": give a piece file or one of: "
    raise PuzzleInputError(f"unknown piece set {shown(spec)}{close}"
                           f"{', '.join(BUILTIN_SETS)} (NAME*K for K copies of each piece)")
