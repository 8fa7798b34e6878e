"""The checks of what a kind's ``parse``, ``detect``, ``parse_json``, ``read_position`` and ``check_position``
are given: a TypeError naming a wrong-typed argument, and a file's name given as a puzzle's text refused
(:mod:`.arguments` wraps them around every kind's methods)."""

from __future__ import annotations

import functools

from ..core.errors import shown
from ..core.grid_text import refuse_status_only_answer
from ..core.options import plain_rows  # noqa: F401 - the kinds import it from here


def check_json_object(data, *args, **kw) -> None:
    """Raise TypeError unless ``data`` is a dict (and ``source`` a str)."""
    if not isinstance(data, dict):
        raise TypeError(f"data must be a decoded JSON object (dict), got {type(data).__name__}")
    check_source(*args, **kw)


def checked_record(own):
    """``own`` (a kind's ``parse_json(data, ...)``) refusing ``data`` that is no dict, and given it with numpy's
    numbers and truth values as JSON's (:func:`~gridsat.formats.json_python.plain_json`: a pack's ``"one_sided":
    np.True_`` was "must be true or false", which ``pack(one_sided=np.True_)`` takes); a puzzle record
    (``{"kind", "puzzle", ...}``) read as ``parse`` reads its text (:func:`reading_records`)."""
    @functools.wraps(own)
    def method(self, data, *args, **kw):
        check_json_object(data, *args, **kw)
        from ..formats.json_python import plain_json

        if "puzzle" in data:  # a generator's record(): "unknown field 'puzzle'" (so too one whose puzzle is a list)
            import json

            return self.parse(json.dumps(plain_json(data)), *args, **kw)
        return own(self, plain_json(data), *args, **kw)

    method._checked = True
    return method


def reading_records(parse):
    """``parse`` (a kind's, ``parse(text, source, ...)``) reading a puzzle record's text (``{"kind", "puzzle",
    ...}``, as ``generate --out`` and ``--to FORMAT --json`` write one) as the command line reads its file and the
    web its box (:func:`~gridsat.core.records.record_parts`): ``kind.parse(open(RECORD).read())`` and
    ``parse_json(generated.record())`` were told "unknown field 'puzzle'" by every kind but Yin-Yang.

    Raises:
        PuzzleInputError: the record's ``"kind"`` is another kind's (or no kind's), as the command line says it.
    """
    @functools.wraps(parse)
    def method(self, text, *args, **kw):
        if isinstance(text, str) and text.lstrip().startswith("{") and '"puzzle"' in text:
            from ..core.records import record_parts
            from .kinds import record_kind

            source = args[0] if args else kw.get("source", "puzzle")
            inner, recorded = record_parts(text, source)
            if inner is not text:
                record_kind(self.name, recorded, source)
                text = inner
        return parse(self, text, *args, **kw)

    return method


def checked_answer(own):
    """``own`` (a kind's ``same_answer(result, solution)`` or ``recorded_answer(result, solution)``) refusing a
    result not of the kind's ``result_type`` (None, or a puzzle, met the kind's code as ``'NoneType' object has no
    attribute 'grid'`` or ``'HitoriPuzzle' object has no attribute 'puzzle'``)."""
    @functools.wraps(own)
    def method(self, result, *args, **kw):
        wanted = getattr(self, "result_type", None)
        if wanted is not None and not isinstance(result, wanted):
            raise TypeError(f"result must be a {wanted.__name__} (from puzzle.solve() or kind.run()), got "
                            f"{type(result).__name__}")
        if args:  # (a Yin-Yang's key alone was "symbol '██' is not 1 (white) or 2 (black)", of no row)
            refuse_status_only_answer(args[0])
        return own(self, result, *args, **kw)

    method._checked = True
    return method


def refuse_non_text(text) -> None:
    """Raise TypeError unless ``text`` is a str: a puzzle's text or URL.  A path (``os.PathLike``) is told the
    reader that takes one, ``gridsat.read(path)`` (it was told only "got PosixPath")."""
    if isinstance(text, str):
        return
    import os

    path = "; a file's path is read by gridsat.read(path)" if isinstance(text, os.PathLike) else ""
    raise TypeError(f"text must be a puzzle's text or URL (str), got {type(text).__name__}{path}")


def check_text(text, *args, **kw) -> None:
    """Raise TypeError unless ``text`` is a str (and ``source`` a str)."""
    refuse_non_text(text)
    check_source(*args, **kw)


def check_parse_text(text, *args, **kw) -> None:
    """:func:`check_text`, and raise PuzzleInputError when ``text`` is a
    file's name (one word ending as a kind's files end) rather than a
    puzzle: Exact cover read ``parse("queens-8.dlx")`` as one item and no
    options, "infeasible", and the grid genres named its characters; or
    holds a NUL, as a file's reader and the web refuse one (``parse("\\x00
    \\x00")`` was a Star Battle of one room named NUL, where the same file
    was "not text: a NUL byte"), in the web's words."""
    check_text(text, *args, **kw)
    if "\x00" in text:
        from ..core.errors import PuzzleInputError

        at = text.index("\x00")
        line, column = text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)
        raise PuzzleInputError(f"not text: a NUL character at line {line}, column {column} (a binary or compressed "
                               "file? give a puzzle file's text)", kw.get("source", args[0] if args else "puzzle"))
    named = file_name_error(text)
    if named is not None:  # where it came from, when named (a kind's command said no "stdin:", as solve does)
        source = kw.get("source", args[0] if args else None)
        raise named if not isinstance(source, str) or source == "puzzle" else type(named)(named.problem, source)


def file_name_error(text: str):
    """The PuzzleInputError for ``text`` that is a file's name (one word ending as a kind's files end) where a
    puzzle's text goes, or None: the same words whether or not a kind was named (a web request without a kind was
    told only "not a puzzle gridsat can read")."""
    word = text.strip()
    if "\n" in word or len(word) > 300 or any(c.isspace() for c in word) or "://" in word or "?" in word:
        return None
    from .kinds import puzzle_endings

    endings = puzzle_endings()
    dot = word.rfind(".")
    if dot > 0 and word[dot:].lower() in endings:
        from ..core.errors import PuzzleInputError

        # said wherever a puzzle's text goes -- a collection's line, a web request, Python's parse -- so every way in
        # is named: only Python's was, a batch's line and a page told "from Python, gridsat.read(...)"
        return PuzzleInputError(f"{word!r} is a file's name, not a puzzle's text or URL: give the file itself (gridsat "
                                f"solve FILE or gridsat batch FILE; from Python, gridsat.read({word!r}); on a page, "
                                "its file button) or its text")
    return None


def check_position_text(text, puzzle=None, source="position", *args, **kw) -> None:
    """Raise TypeError unless a position's ``text`` is a str (and ``source`` a str)."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a position's text (str), got {type(text).__name__}")
    check_source(kw.pop("source", source))


#: What a position is, as messages say it: a grid genre's (:data:`GRID`), and the placement kinds' own.
GRID = "the player's grid (the kind's values, 0 undecided)"
POSITION_WORDS = {"pack": "the board's rows of piece names, as gridsat draws a tiling (. for a cell not yet covered)",
                  "dominofit": "the board as the hints draw it, or its rows of marks alone (# . ^ v < >)"}
POSITION_WORDS["calendar"] = POSITION_WORDS["pack"]


def same_position_kind(name: str, text: str, source: str) -> None:
    """Refuse another kind's whole ``hint --json`` record as a position (a Sudoku's was read as a Yin-Yang's)."""
    from ..core.errors import PuzzleInputError
    from ..formats.json import check_kind, load_json
    from ..formats.sniff import looks_like_url

    if "\n" not in text.strip() and looks_like_url(text.strip()):  # a file holding the puzzle's URL given as the
        # position (the web's "position" too) was "line 1, column 1: symbol 'h' is not 0 (undecided)...", where
        # `hint URL --position URL` is told what goes where
        if "solution" in str(source):  # a record's solution read as a placement kind's position
            raise PuzzleInputError("a puzzle's URL, not a solution: a recorded solution is the answer itself; the URL "
                                   "goes where the puzzle does", source)
        raise PuzzleInputError(f"a puzzle's URL, not a position: a position is {POSITION_WORDS.get(name, GRID)}; the "
                               "URL goes where the puzzle does", source)  # (a packing's was told "0 undecided")
    if text.lstrip("\ufeff \t\r\n").split("\n", 1)[0].strip().lower() == "pzprv3":  # a saved pzprv3 file (--to
        # pzprv3) as the position was "line 1, column 1: symbol 'p' is not 0 (undecided), 1 (white) or 2 (black)"
        raise PuzzleInputError("a pzprv3 file, not a position: " + (
            "give it as the puzzle itself (a hint steps on from its answer rows)" if name == "yinyang" else
            f"a position is {POSITION_WORDS.get(name, GRID)}"), source)
    from ..formats.sniff import janko_file

    if janko_file(text):  # its 'areas' rows were read as a drawn board ("the drawn board has 5 rows of 5 cells"), its
        # 'begin' as a row ("symbol 'b' is not 0 (undecided)...")
        raise PuzzleInputError(f"{janko_file(text).split(', which')[0]}, not a position: a position is "
                               f"{POSITION_WORDS.get(name, GRID)}", source)
    if not text.lstrip().startswith("{") or '"kind"' not in text:
        return
    try:
        data = load_json(text.lstrip().lstrip("\ufeff"), source)
    except PuzzleInputError:  # the kind's reader names what is wrong (a key twice: not the last one's kind)
        return
    if isinstance(data, dict) and "kind" in data:
        try:
            from .genres import genre_kind, kind_spelt

            # a hint --json record is a position
            check_kind(data, name, source, result_ok=True, genre_of=genre_kind, spelt=kind_spelt)
        except PuzzleInputError as exc:  # said of the position, not the puzzle (null, 5: as JSON writes them)
            raise PuzzleInputError(exc.problem.replace("the puzzle says", "the position says"), source) from None


def check_position_grid(puzzle, grid=None, *args, **kw) -> None:
    """Raise TypeError unless ``grid`` (``check_position``'s) is rows of values: a list or tuple of lists or
    tuples (an int, None or a string met the kind's checker as "'int' object is not iterable" and the like);
    PuzzleInputError when they are not the board's size (:func:`check_position_size`)."""
    grid = kw.get("grid", grid)
    if not isinstance(grid, (list, tuple)) or not all(isinstance(row, (list, tuple)) for row in grid):
        what = type(grid).__name__ if not isinstance(grid, (list, tuple)) else \
            f"{type(grid).__name__} of {next(type(r).__name__ for r in grid if not isinstance(r, (list, tuple)))}"
        raise TypeError(f"grid must be rows of the kind's values (a list of lists, 0 undecided), got {what}")
    rows, cols = getattr(puzzle, "rows", None), getattr(puzzle, "cols", None)
    if isinstance(rows, int) and isinstance(cols, int):  # another size is no position of this board, as packing and
        check_position_size(grid, rows, cols, "position")  # Domino Fit said (Yin-Yang listed 'position is not 5x5')


def check_source(source="puzzle", base=None, *args, **kw) -> None:
    """Raise TypeError unless the ``source`` argument (positional or keyword) is a str, and ``base`` (the
    folder a puzzle's files are read from: parse's and parse_json's next argument) None, a str or a path."""
    import os

    source, base = kw.get("source", source), kw.get("base", base)
    if not isinstance(source, str):
        raise TypeError(f"source must be a name for messages (str), got {type(source).__name__}")
    if base is not None and not isinstance(base, (str, os.PathLike)):  # base=5 failed naming no argument
        raise TypeError(f"base must be a folder (str or path) or None, got {type(base).__name__}")


def check_position_size(grid, rows: int, cols: int, source: str) -> None:
    """Refuse rows of a position (lists or tuples of cells) of another size than the board's, in the words its
    text reader uses, before the cells are written out as that text (a 3000x3000 position took 2-3 s to be told
    "the position has 3,000 rows"); rows given as text are left to the reader.

    Raises:
        PuzzleInputError: ``"the position has N rows; the board has M rows"`` or ``"row R has N cells; the board
            has C columns"``.
    """
    from ..core.errors import PuzzleInputError, counted

    if not isinstance(grid, (list, tuple)):
        return
    if len(grid) != rows:
        raise PuzzleInputError(f"the position has {counted(len(grid), 'row')}; the board has {counted(rows, 'row')}",
                               source)
    wide = next((r for r, row in enumerate(grid) if isinstance(row, (list, tuple)) and len(row) != cols), None)
    if wide is not None:
        raise PuzzleInputError(f"row {wide + 1} has {counted(len(grid[wide]), 'cell')}; the board has "
                               f"{counted(cols, 'column')}", source)


def same_puzzle(a, b) -> bool:
    """Whether ``a`` and ``b`` are one puzzle, names aside: a puzzle read again (its URL, then its file) is
    named otherwise ('Yin-Yang', 'puzzle', a file's name) but holds the same clues, so its hints draw on it.
    Dataclass fields are compared one by one, a field named ``name`` skipped (a pack puzzle's Board too)."""
    import dataclasses

    if a is b or a == b:
        return True
    if type(a) is not type(b) or not dataclasses.is_dataclass(a) or isinstance(a, type):
        return False
    return all(same_puzzle(getattr(a, f.name), getattr(b, f.name))
               for f in dataclasses.fields(a) if f.compare and f.name != "name")


def sudoku_rows_problem(text: str) -> str | None:
    """What the Sudoku reader says of ``text`` when it is rows of digits and dots without spaces (a Sudoku
    written as 9 lines of 9, one line too short or missing), or None.  Detection tried every kind and said
    only "not a puzzle gridsat can read", where ``gridsat sudoku FILE`` named the line."""
    import re

    rows = [line.strip() for line in text.splitlines() if line.strip()]
    from .sudoku.rules import line_with_more
    from ..formats.sniff import sudoku_blanks

    more = line_with_more(rows[0]) if len(rows) == 1 else None
    if more is not None:  # a Sudoku line with its solution, name or note after it: was "not a puzzle ..."
        return more
    square = len(rows) in (4, 6, 9) and all(len(row) == len(rows) for row in rows)  # or one line of 16, 36, 81
    blank = sudoku_blanks("".join(rows)) if len(rows) == 1 or square else None
    if blank is not None:  # '53__7____...': was "not a puzzle gridsat can read"
        return f"{blank!r} is no digit: write '.' or 0 for an empty cell"
    if len(rows) < 3 or len(text) > 10_000:
        return None
    if any("|" in row for row in rows) and all(re.fullmatch(r"[0-9. |]+|[-=+| ]{3,}", row) for row in rows):
        from ..core.errors import PuzzleInputError  # was "not a puzzle gridsat can read", then said otherwise than
        from .kinds import get  # 'gridsat sudoku FILE' said it (no line, no row to write instead)

        try:
            get("sudoku").parse(text, "puzzle")
        except PuzzleInputError as exc:
            return exc.problem
    if all(re.fullmatch(r"[0-9.]( [0-9.])+", row) for row in rows):  # with spaces, as Nurikabe's grid is written:
        widths = [len(row.split()) for row in rows]  # only a 9-wide grid of 8 to 10 rows, mostly 9 wide
        if not 8 <= len(rows) <= 10 or widths.count(9) < len(rows) - 1:
            return None
    elif not all(re.fullmatch(r"[0-9.]{3,}", row) for row in rows):  # but for titles ('Grid 01', Project Euler's
        titles = sum(bool(re.fullmatch(r"[^\W\d_]{2,}[\w #:.-]*", row)) for row in rows)  # lists: was "not a
        if not titles or titles * 8 > len(rows) or not all(  # puzzle gridsat can read")
                re.fullmatch(r"[0-9.]{3,}|[^\W\d_]{2,}[\w #:.-]*", row) for row in rows):
            return None
    if not re.search(r"[3-9]", text):  # 0, 1, 2 and dots alone: a Yin-Yang grid or a board mask, not a Sudoku
        return None
    from .kinds import get

    try:
        get("sudoku").parse(text, "puzzle")
    except ValueError as exc:  # a PuzzleInputError: its problem without the source it names
        return getattr(exc, "problem", None) or str(exc)
    return None


def checked_build(own):
    """``own`` (a kind's ``build(argument, settings)``) refusing an argument that is neither a string nor None and
    settings that are not a dict (a calendar met 1.5 as ``'float' object has no attribute 'lower'``)."""
    @functools.wraps(own)
    def method(self, argument, settings, *args, **kw):
        if argument is not None and not isinstance(argument, str):
            raise TypeError(f"argument must be the command line's argument (a string) or None, got "
                            f"{type(argument).__name__} {shown(argument, 40)}")
        if not isinstance(settings, dict):
            raise TypeError(f"settings must be a dict of setting names to values, got {type(settings).__name__}")
        return own(self, argument, settings, *args, **kw)

    method._checked = True
    return method


def first_parameter(method) -> str:
    """The name of ``method``'s first parameter after ``self``, under its wrappers (``functools.wraps``'
    ``__wrapped__``), read from its code (no ``inspect`` at start-up)."""
    while hasattr(method, "__wrapped__"):
        method = method.__wrapped__
    code = method.__code__
    return code.co_varnames[1] if code.co_argcount > 1 else "value"  # (self, *args): no name to take it by
