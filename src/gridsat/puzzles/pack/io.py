"""Reading packing puzzles: board and piece specs, and the JSON puzzle file.

Boards: ``RxC`` (``6x10``), a built-in name (:data:`BUILTIN_BOARDS`), an
ASCII mask file (``#``/``1`` cell, ``.``/``0`` none), or a mask as a list of
rows in JSON.  Pieces: ``pentominoes``, ``tetrominoes``, a piece file
(``NAME: ##./.##``, ``NAME*2: ...`` for copies), or an object
``{"NAME": "##/#.", "NAME*2": ...}`` in JSON.

JSON puzzle file::

    {"kind": "pack", "board": "6x10" | "8x8-centre" | ["##..", ...],
     "pieces": "pentominoes" | "tetrominoes" | {"A": "##/##", "B*2": "###"},
     "one_sided": false, "holes": false}
"""

from __future__ import annotations

import json
import re

from ...core.board import BUILTIN_BOARDS, Board  # (the built-in boards live with Board, which reads them too)
from ...core.errors import OwnWord, PuzzleInputError, json_shown, shown, whole_text
from ...core.labels import piece_set_problem
from ...core.pieces import count_problem, load_pieces, names_set_copies, same_name
from ...core.polyomino import PieceSet, Polyomino
from ...formats.json import check_fields, check_kind, read_puzzle_object
from ..arguments import argument_types
from .rules import PackingPuzzle

#: Fields of the JSON puzzle file.
FIELDS = {"kind", "board", "pieces", "one_sided", "holes"}

#: A key of the JSON ``pieces`` object: a piece file's name, with ``*COUNT`` (or ``xCOUNT``) for copies.
_PIECE_NAME = re.compile(r"[A-Za-z0-9_]+")  # a name a file can hold (ASCII, as the reading regexes take it)
_PIECE_KEY = re.compile(r"(?P<name>[A-Za-z0-9_]+)\s*(?:[*x]\s*(?P<count>[0-9]+))?")


def pieces_from_object(pieces: dict, source: str = "puzzle") -> PieceSet:
    """The :class:`PieceSet` of a JSON ``pieces`` object ``{"NAME": "##/#.",
    "NAME*2": ...}``, read entry by entry (no entry is taken for a piece
    file's comment or blank line).

    Raises:
        PuzzleInputError: an empty object, a key that is no piece name
            (letters, digits, ``_``; ``*COUNT`` for copies), a shape that is
            not one line of ``#``/``.`` rows, a name used twice (naming the
            first key too), a count of 0; each naming the key and ``source``.
    """
    if not pieces:
        raise PuzzleInputError("'pieces' names no piece", source)
    items = []
    for key, shape in pieces.items():
        if not isinstance(shape, str) or "\n" in shape or "\r" in shape:
            raise PuzzleInputError(f"piece {key!r}: shape must be one line like \"##/#.\", got {json_shown(shape)}",
                                   source)  # was without what it got: {"A": 5}, {"A": ["##"]}
        m = _PIECE_KEY.fullmatch(key)
        if count_problem(key):  # 'O*0' was "piece 'O*0': piece O has count 0", 'O*-1' said as here
            raise PuzzleInputError(count_problem(key), source)
        if m is None:
            raise PuzzleInputError(f"piece {key!r}: a piece's name is letters, digits and '_' (NAME*2 for two "
                                   "copies)", source)
        try:
            # 5,000 digits of count met int()'s "Exceeds the limit (4300 digits)", a ValueError naming no piece
            count = whole_text(m["count"] or "1", f"piece {m['name']}'s count")
            items.append((Polyomino.parse(m["name"], shape), count))
        except PuzzleInputError as exc:
            raise exc.at(source) from None
    problem = piece_set_problem(items)
    if problem:
        at, why, first = problem
        keys = list(pieces)
        raise PuzzleInputError(why + (f" (first as {keys[first]!r})" if same_name(items, at, first) else ""),
                               f"{source}: piece {keys[at]!r}")
    return PieceSet(tuple(items))  # no name: a picture says "pieces in 4x4", not the file's name twice


def load_board(spec) -> Board:
    """A board from a :class:`~gridsat.core.board.Board`, ``"RxC"``, a
    built-in name (``8x8-centre``) or a mask file path.

    Raises:
        TypeError: ``spec`` none of these (an array, None, a number).
        PuzzleInputError: bad size, unknown name and no such file, bad mask.
    """
    if isinstance(spec, Board):
        return spec
    if isinstance(spec, (list, tuple)):
        problem = _rows_problem(spec)
        if problem:  # [] and ["##", 5] were "board must be ... a list of mask rows ..., got list"
            raise (TypeError if spec else PuzzleInputError)(f"board: {problem}")
        board = _mask_rows(spec, "board", None)  # mask rows, as a JSON puzzle file's "board" takes
        return Board._made(board.rows, board.cols, board.cells, "")  # unnamed: said as RxC, not 'on board board'
    return Board.parse(_spec_text(spec, "board", "'RxC', a built-in board's name, a mask file, a list of mask rows "
                                  "or a Board (an array: Board.from_array)"), BUILTIN_BOARDS)


def _mask_rows(rows, field: str, source) -> Board:
    """A board of a list of mask rows, its faults said of the ``field``'s rows: a JSON file's "board" was told
    'ragged mask: line 2 has 3 columns', of a file whose line 1 held every row."""
    try:
        return Board.from_mask("\n".join(rows), name=source or field)
    except PuzzleInputError as exc:
        said = re.sub(r"\bline (\d)", r"row \1", exc.problem)
        raise PuzzleInputError(f"{field}: {said}", source) from None


def _rows_problem(rows) -> str | None:
    """Why ``rows`` (a list) is not a board's mask rows, or None."""
    if not rows:
        return "a list of mask rows needs one row or more, got none"
    bad = next((i for i, row in enumerate(rows) if not isinstance(row, str)), None)
    return None if bad is None else \
        f"mask row {bad + 1} must be text like \"##.\", got {type(rows[bad]).__name__} {shown(rows[bad], 40)}"


def _spec_text(spec, name: str, what: str) -> str:
    """``spec`` as text: a str, or a path (os.PathLike).

    Raises:
        TypeError: anything else (None or 5 was read as the name 'None' or '5'; an array as its printout).
    """
    import os

    if isinstance(spec, str) or isinstance(spec, os.PathLike):
        return os.fspath(spec) if not isinstance(spec, str) else spec
    called = f" {spec.__name__} (call it: {spec.__name__}())" if callable(spec) and spec.__name__ in _SETS else ""
    raise TypeError(f"{name} must be {what}, got {type(spec).__name__}{called}")


#: The built-in piece sets' functions (gridsat.pentominoes given uncalled was told only "got function").
_SETS = ("pentominoes", "tetrominoes", "hexominoes")


def make_puzzle(board="6x10", pieces="pentominoes", *, one_sided: bool = False,
                holes: bool = False) -> PackingPuzzle:
    """A :class:`PackingPuzzle` from specs (see :func:`load_board`,
    :func:`~gridsat.core.pieces.load_pieces`) or objects.

    Raises:
        TypeError: a board, pieces, ``one_sided`` or ``holes`` of the wrong type.
        PuzzleInputError: bad board or pieces, or the areas do not match.
    """
    if isinstance(pieces, dict) and pieces and all(isinstance(key, str) for key in pieces):
        odd = next((key for key, shape in pieces.items() if not isinstance(shape, str)), None)
        if odd is not None:  # {"O": None} or {"O": Polyomino(...)} was "shape must be one line", a ValueError
            raise TypeError(f"pieces: the shape of piece {odd!r} must be a drawing like \"##/#.\", got "
                            f"{type(pieces[odd]).__name__} {shown(pieces[odd], 40)}")
        piece_set = pieces_from_object(pieces, "pieces")  # {"O*2": "##/##"}, as a JSON puzzle file's "pieces"
    elif isinstance(pieces, dict):
        odd = next((key for key in pieces if not isinstance(key, Polyomino)), None)
        if odd is not None:  # {5: "##/##"} said "PieceSet.of: piece 0 must be a Polyomino ...", a call not made
            raise TypeError(f"pieces: a dict maps piece names to shapes ({{\"O*2\": \"##/##\"}}) or Polyominoes to "
                            f"counts, got the key {type(odd).__name__} {shown(odd, 40)}")
        piece_set = PieceSet.of(pieces)  # {Polyomino: count}
    else:
        piece_set = pieces if isinstance(pieces, PieceSet) else load_pieces(
            _spec_text(pieces, "pieces", "'pentominoes', 'tetrominoes', 'hexominoes', a piece file, a dict NAME -> "
                                         "shape (\"O*2\": \"##/##\") or a PieceSet"))
    return PackingPuzzle(load_board(board), piece_set, one_sided, holes)


_NOUNS = {"pieces": "piece set", "board": "board"}
_OR = {"pieces": "", "board": ", or a size such as 6x10"}


def _spec(value: str, builtins, base, what: str, source: str) -> str:
    """A board or piece spec from a JSON file: a size or built-in name as it
    is, a file name resolved inside ``base`` (see
    :func:`~gridsat.core.files.resolve_inside`)."""
    from ...core.board import _RECT
    from ...core.files import exists, looks_like_path, resolve_inside

    if value in builtins or _RECT.match(value):
        return value
    try:
        path = resolve_inside(base, value, what)
    except PuzzleInputError as exc:
        if base is not None or looks_like_path(value) or not value.strip() or exists(value):
            raise exc.at(source) from None
        path, refused = None, exc
    if (path is None or not exists(path)) and not looks_like_path(value) and not exists(value):  # a set's or a
        # board's name, not a file's: 'pentominoes++tetrominoes' was "names a file" (the web, stdin) or "cannot
        # read piece file" (a puzzle file), where --pieces lists the sets (no file of that name is read here)
        try:
            (load_pieces if what == "pieces" else load_board)(value)
        except PuzzleInputError as exc:  # a plain name may be a file's: its own message (the web's "not sent",
            # the page's file box) then; joined sets, a near miss of a set's name and a name with '*', '+' or a
            # space ('pentominoes * 2') are no file's
            if "not joined" in str(exc) or "did you mean" in str(exc) or re.search(r"[^\w.-]", value):
                raise exc.at(source) from None
            if path is not None and "." not in value:  # a plain word: "/x/nosuch: cannot read piece file: No such
                # file", naming neither the puzzle file nor the built-in names
                from ...core.reading import note_read

                note_read(path)  # (a resumed batch redoes the puzzle once the file is there)
                raise PuzzleInputError(f"{what} {shown(value)} is no built-in {_NOUNS[what]} ("
                                       f"{', '.join(builtins)}{_OR[what]}) and no file beside the puzzle file",
                                       source) from None
    if path is None:
        raise refused.at(source) from None
    return str(path)


@argument_types(data="dict", source="text", base="folder")
def puzzle_from_json(data: dict, source: str = "puzzle", base=None) -> PackingPuzzle:
    """A :class:`PackingPuzzle` from a decoded ``"pack"`` JSON object.

    Args:
        base: the JSON file's folder; board and piece files named in the
            object must lie inside it (None: no files may be named).

    Raises:
        PuzzleInputError: unknown fields, wrong types, a file outside
            ``base``, or any board/piece error.
        TypeError: ``data`` not a dict, ``source`` not a string, ``base`` not a folder or None.
    """
    check_fields(data, FIELDS, source)
    try:
        return _from_fields(data, source, base)
    except PuzzleInputError as exc:  # 'board 0x5 has 0 rows', 'pentominoes*1000: copies ...' named no file
        raise (exc if exc.where else PuzzleInputError(exc.problem, source)) from None


def _from_fields(data: dict, source: str, base) -> PackingPuzzle:
    """:func:`puzzle_from_json` past its field names' check."""
    from ...core.pieces import BUILTIN_SETS

    board = data.get("board", "6x10")
    if isinstance(board, list) and _rows_problem(board):
        raise PuzzleInputError(f"'board': {_rows_problem(board)}", source)
    if isinstance(board, list):
        board = _mask_rows(board, "'board'", source)
    elif isinstance(board, str) and "\n" not in board and "\r" not in board:
        board = load_board(_spec(board, BUILTIN_BOARDS, base, "board", source))
    else:
        raise PuzzleInputError("'board' must be a size like \"6x10\", a built-in name, or a list of mask rows", source)
    pieces = data.get("pieces", "pentominoes")
    if isinstance(pieces, dict):
        pieces = pieces_from_object(pieces, source)
    elif isinstance(pieces, str) and "\n" not in pieces and "\r" not in pieces:
        # "pentominoes*3" as --pieces takes it; else a built-in name or a file beside the puzzle
        spec = pieces if names_set_copies(pieces) else _spec(pieces, BUILTIN_SETS, base, "pieces", source)
        pieces = load_pieces(spec)
    else:
        sets = ", ".join(f'"{name}"' for name in BUILTIN_SETS)  # hexominoes was left out
        raise PuzzleInputError(f"'pieces' must be {sets} (NAME*K for K copies of each), a piece file's name or an "
                               "object NAME -> shape", source)
    for key in ("one_sided", "holes"):
        if key in data and not isinstance(data[key], bool):
            raise PuzzleInputError(f"'{key}' must be true or false, got {json_shown(data[key])}", source)  # (as the
            # web says it: was without what it got)
    try:
        return PackingPuzzle(board, pieces, data.get("one_sided", False), data.get("holes", False))
    except PuzzleInputError as exc:  # the file's own field, not the command line's flag
        raise PuzzleInputError(re.sub(r"\(or allow holes: (--holes|holes=True)\)", '(or allow holes: "holes": true)',
                                      exc.problem),
                               exc.where).at(source) from None


def parse_puzzle(text: str, source: str = "puzzle", base=None) -> PackingPuzzle:
    """A :class:`PackingPuzzle` from the text of a JSON puzzle file (``base``:
    see :func:`puzzle_from_json`).

    Raises:
        PuzzleInputError: not a JSON object, another kind, or a bad field.
    """
    from ..arguments import check_text

    check_text(text, source, base)
    data = read_puzzle_object(text, source, "pack", {"board": "6x10", "pieces": "pentominoes"}, board_word,
                              title="Polyomino packing")
    from ..genres import kind_spelt

    check_kind(data, "pack", source, spelt=kind_spelt)  # 'Polyomino packing' too
    return puzzle_from_json(data, source, base)


@argument_types(puzzle=PackingPuzzle)
def puzzle_to_json(puzzle: PackingPuzzle) -> dict:
    """The JSON puzzle object of ``puzzle`` (boards as masks, pieces as shapes);
    :func:`puzzle_from_json` reads it back.

    Raises:
        PuzzleInputError: a piece named as no file names one (Python takes any name an answer can show: 'A*2' was
            written as a key read back as two copies of A, 'É' as one the reader refuses), or pre-placed pieces
            (``fixed``: no file holds them).  Blocked cells are written as cells off the board (the same answers).
    """
    odd = next((p.name for p, _ in puzzle.pieces.items if not _PIECE_NAME.fullmatch(p.name)), None)
    if odd is not None:
        raise PuzzleInputError(f"piece {odd!r} has a name a puzzle file cannot hold (a piece's name is letters, "
                               f"digits and '_'): rename it to write the puzzle as JSON", "puzzle")
    if puzzle.fixed:  # (dropped unsaid, as blocked cells were: the JSON was another puzzle, with more answers)
        raise PuzzleInputError(f"a puzzle file cannot hold pre-placed pieces ({len(puzzle.fixed)} here): write the "
                               f"puzzle without them (PackingPuzzle(..., fixed=())) or keep it as Python", "puzzle")
    board = puzzle.board.without(puzzle.blocked) if puzzle.blocked else puzzle.board  # blocked: no cell to cover
    return {"kind": "pack", "board": board.to_mask().split("\n"),
            "pieces": {(p.name if n == 1 else f"{p.name}*{n}"): p.ascii() for p, n in puzzle.pieces.items},
            "one_sided": puzzle.one_sided, "holes": puzzle.holes}


def _a_rectangle(area: int, pieces=()) -> str | None:
    """The squarest rectangle of ``area`` cells that each of ``pieces`` (Polyominoes) fits in, turned if need be,
    as ``RxC`` (``20``: ``4x5``); None when there is none (19 cells with an L tetromino were offered "1x19")."""
    sides = [sorted((max(r for r, _ in p.cells) + 1, max(c for _, c in p.cells) + 1)) for p in pieces]
    fits = [r for r in range(1, int(area ** 0.5) + 1)
            if area % r == 0 and all(a <= r and b <= area // r for a, b in sides)]
    return f"{fits[-1]}x{area // fits[-1]}" if fits else None


def board_word(word: str) -> OwnWord | None:
    """What ``word`` is when ``gridsat pack --board`` (or ``--pieces``) takes it (a board where a puzzle file
    goes), or None."""
    from ...core.board import _RECT  # the RxC form --board reads
    from ...core.pieces import BUILTIN_SETS, built_in_copies, load_pieces, names_set_copies

    word = word.strip()  # (' pentominoes', with its space, was "cannot read puzzle file" alone; ' 6x6' was told
    # "' 6x6' is a board ...: gridsat pack --board  6x6")
    if names_set_copies(word):  # 'pentominoes*0' pointed to 'gridsat pack --pieces pentominoes*0', itself refused
        try:
            load_pieces(word)
        except PuzzleInputError as exc:
            return OwnWord(word, "a piece set", "pack", "pieces", why=exc.problem, rest=(
                f", not a packing puzzle file (JSON), and no piece set either: {exc.problem}"))
    if word in BUILTIN_SETS or built_in_copies(word):  # 'gridsat pack pentominoes' was "cannot read puzzle file"
        area = load_pieces(word).area
        if area == 60:  # the default board's (6x10) cells
            puzzle = {"kind": "pack", "pieces": word}
            return OwnWord(word, "a piece set", "pack", "pieces", puzzle=puzzle, rest=(
                f", not a packing puzzle file (JSON): gridsat pack --pieces {word}; in Python, gridsat.pack(pieces="
                f"{word!r}); as a puzzle file (for hint, grade or batch): {json.dumps(puzzle)}"))
        # 'tetrominoes' was offered "gridsat pack --pieces tetrominoes", refused (6x10's 60 cells, the pieces' 20)
        size = _a_rectangle(area)
        puzzle = {"kind": "pack", "board": size, "pieces": word}
        return OwnWord(word, "a piece set", "pack", "pieces", puzzle=puzzle, rest=(
            f", not a packing puzzle file (JSON): give it a board of its {area} cells, such as {size}: gridsat pack "
            f"--board {size} --pieces {word}; in Python, gridsat.pack({size!r}, pieces={word!r}); as a puzzle file "
            f"(for hint, grade or batch): {json.dumps(puzzle)}"))
    if not (_RECT.match(word) or word in BUILTIN_BOARDS):
        return None
    if _RECT.match(word):  # 'gridsat pack 0x5' pointed to 'gridsat pack --board 0x5', itself refused
        from ...core.board import _check_sides

        try:
            _check_sides(*(int(side) for side in _RECT.match(word).groups()))
        except PuzzleInputError as exc:
            return OwnWord(word, "a board size", "pack", "board", why=exc.problem, rest=(
                f", not a packing puzzle file (JSON), and no board either: {exc.problem}"))
    area = _board_area(word)
    if area == 60:  # the default pentominoes' cells
        puzzle = {"kind": "pack", "board": word}
        return OwnWord(word, "a board", "pack", "board", puzzle=puzzle, rest=(
            f", not a packing puzzle file (JSON): gridsat pack --board {word}; in Python, gridsat.pack({word!r}); as "
            f"a puzzle file (for hint, grade or batch): {json.dumps(puzzle)}"))
    # '5x5' was offered "gridsat pack --board 5x5", refused (the default pentominoes cover 60 cells, the board 25)
    pieces = _a_set_of(area)
    if pieces is None:
        return OwnWord(word, "a board", "pack", "board", rest=(
            f", not a packing puzzle file (JSON): give it pieces covering its {area} cells (the default pentominoes "
            f"cover 60; no built-in set covers {area}): gridsat pack --board {word} --pieces FILE, a piece file; in "
            f"Python, gridsat.pack({word!r}, pieces=...)"))
    puzzle = {"kind": "pack", "board": word, "pieces": pieces}
    return OwnWord(word, "a board", "pack", "board", puzzle=puzzle, rest=(
        f", not a packing puzzle file (JSON): give it pieces covering its {area} cells, such as {pieces}: gridsat "
        f"pack --board {word} --pieces {pieces}; in Python, gridsat.pack({word!r}, pieces={pieces!r}); as a puzzle "
        f"file (for hint, grade or batch): {json.dumps(puzzle)}"))


def _board_area(word: str) -> int:
    """The cells of the board ``word`` (``RxC`` or a built-in board's name)."""
    from ...core.board import _RECT

    sides = _RECT.match(word)
    return int(sides.group(1)) * int(sides.group(2)) if sides else BUILTIN_BOARDS[word].count("#")


def _a_set_of(area: int) -> str | None:
    """A built-in piece set (``NAME`` or ``NAME*K``, K at most 100) covering ``area`` cells, or None."""
    from ...core.pieces import BUILTIN_SETS, load_pieces

    for name in BUILTIN_SETS:
        one = load_pieces(name).area
        if area % one == 0 and 1 <= area // one <= 100:
            return name if area == one else f"{name}*{area // one}"
    return None


__all__ = ["BUILTIN_BOARDS", "load_board", "make_puzzle", "parse_puzzle", "puzzle_from_json", "puzzle_to_json"]
