"""The calendar's JSON puzzle file::

    {"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord",
     "weekday": "Mon", "one_sided": false, "place": ["L5@2,3:r90", ...]}

Only ``date`` is required; ``edition`` is a built-in edition's name, or an
edition file (``FILE`` or ``FILE:NAME``) in the puzzle file's folder, as a
packing puzzle names its piece file.
"""

from __future__ import annotations

import json

from ...core.errors import MissingFile, OwnWord, PuzzleInputError, did_you_mean, json_shown, shown
from ...formats.json import check_fields, check_kind, json_type, read_puzzle_object
from ..arguments import argument_types
from .puzzle import CalendarPuzzle, make_calendar

FIELDS = {"kind", "date", "edition", "weekday", "one_sided", "place"}


@argument_types(data="dict", source="text", base="folder")
def puzzle_from_json(data: dict, source: str = "puzzle", base=None) -> CalendarPuzzle:
    """A :class:`CalendarPuzzle` from a decoded ``"calendar"`` object.

    Args:
        base: the JSON file's folder; an edition file named in the object
            must lie inside it (None: only built-in editions).

    Raises:
        PuzzleInputError: unknown fields, a missing or bad date, an edition
            neither built in nor a file inside ``base``, a bad weekday or placement.
        TypeError: ``data`` not a dict, ``source`` not a string, ``base`` not a folder or None.
    """
    check_fields(data, FIELDS, source)
    if "date" in data and not isinstance(data["date"], str):
        raise PuzzleInputError(f"'date' must be a string YYYY-MM-DD, got {json_type(data['date'])}", source)
    if "date" not in data:
        raise PuzzleInputError("'date' (YYYY-MM-DD) is required", source)
    edition = _edition(data.get("edition", "dragonfjord"), base, source)
    weekday = data.get("weekday")
    if weekday is not None and not isinstance(weekday, str):
        raise PuzzleInputError("'weekday' must be a name like \"Mon\"", source)
    one_sided = data.get("one_sided", False)
    if not isinstance(one_sided, bool):
        raise PuzzleInputError(f"'one_sided' must be true or false, got {json_shown(one_sided)}", source)
    place = data.get("place", [])
    if not isinstance(place, list) or not all(isinstance(p, str) for p in place):
        raise PuzzleInputError("'place' must be a list of strings like \"L5@2,3:r90\"", source)
    try:
        return make_calendar(data["date"], edition, weekday=weekday, one_sided=one_sided, place=place)
    except PuzzleInputError as exc:
        if exc.own is not None and exc.own.option == "edition" and exc.own.word == str(data["date"]).strip():
            # an edition's name as the file's date: its field named, not "gridsat calendar DATE --edition NAME"
            word = exc.own.word
            raise PuzzleInputError(f"'date' {word!r} is an edition's name: give it as \"edition\": "
                                   f"{json.dumps(word)}, and a date (YYYY-MM-DD or MM-DD) as \"date\"",
                                   source) from None
        if exc.where and exc.where.startswith(OPTION):  # the file's field, not an option the command was not given
            exc = PuzzleInputError(exc.problem, "'place' " + exc.where[len(OPTION):])
        for option in ("--weekday NAME", "weekday=NAME"):  # the command's words, or Python's, not the file's
            option = f"give a full date YYYY-MM-DD or {option} (Mon..Sun)"  # (Python's: gridsat.solve(FILE) was
            # told weekday=NAME, a keyword that file's reading does not take)
            if exc.problem.endswith(option):  # fields (a puzzle file was told of an option the command may not have)
                exc = PuzzleInputError(exc.problem.replace(option, 'give "date" in full, YYYY-MM-DD, or a '
                                                           '"weekday" (Mon..Sun)'), exc.where)
        given = data.get("edition")
        if isinstance(given, str) and edition != given and edition in exc.problem:  # the field as written: "choose
            # one with /tmp/work/tall2.txt:NAME" named the path the file was found at, not the "edition" to write
            exc = PuzzleInputError(exc.problem.replace(edition, given.strip()), exc.where)
        raise exc.at(source) from None


#: What an unknown edition's message says where no file can be named (a puzzle given as text).
TEXT_EDITION = "; an edition file is named only by a puzzle file, in its folder"


def _edition(value, base, source: str) -> str:
    """The ``edition`` field as :func:`~.editions.load_edition` takes it: a built-in name as it is, an edition
    file (``FILE`` or ``FILE:NAME``) resolved inside ``base`` (see :func:`~gridsat.core.files.resolve_inside`)."""
    from ...core.files import exists, looks_like_path, resolve_inside
    from ...core.reading import note_read
    from .editions import builtin_editions

    builtins = builtin_editions()
    names = ", ".join(builtins)
    if not isinstance(value, str) or "\n" in value or "\r" in value:
        raise PuzzleInputError(f"'edition' must be a built-in edition ({names}) or an edition file's name", source)
    if value in builtins or value.lower() in builtins:
        return value
    unknown = (f"unknown edition {shown(value)}{did_you_mean(value, builtins)}: give a built-in edition ({names})"
               + (TEXT_EDITION if base is None else " or an edition file in the puzzle file's folder"))
    # (a collection's line, standard input and a web request without files were told of "the puzzle file's folder",
    # which they have none of: a collection line naming a file there is refused)
    try:
        if base is None and not looks_like_path(value):  # 'dragonfjrd' in a puzzle given as text: a name mistyped
            raise PuzzleInputError(unknown)
        path = resolve_inside(base, value, "edition")  # text (base None) names no file: the web's page says where
        head, colon, name = value.rpartition(":")
        if not exists(path) and colon and head and exists(whole := resolve_inside(base, head, "edition")):
            return f"{whole}:{name}"  # FILE:NAME, one edition of a file with several
        if not exists(path):
            note_read(path)  # a resumed batch redoes the puzzle once the file is there
            file = head if colon and head and name and not any(c in name for c in "/\\") else None
            if file is not None:  # FILE:NAME: FILE is what is missing ('ed.txt:mine' was noted read, a name no
                note_read(resolve_inside(base, head, "edition"))  # file gets, so adding ed.txt redid nothing)
            if not looks_like_path(value):  # 'dragonfjrd': a built-in name mistyped, more likely than a file
                raise PuzzleInputError(unknown)
            missing = MissingFile(f"edition {value!r}: no such file in the puzzle file's folder" if file is None
                                  else f"edition {value!r}: no such file {file!r} in the puzzle file's folder")
            missing.missing = value if file is None else file  # a web request's file not sent is named so (not
            raise missing  # "the puzzle file's folder")
        return str(path)
    except PuzzleInputError as exc:
        raise exc.at(source) from None


#: How :func:`~.puzzle.make_calendar`'s messages name a pre-placed piece (the command line's ``--place``).
OPTION = "--place "


def parse_puzzle(text: str, source: str = "puzzle", base=None) -> CalendarPuzzle:
    """A :class:`CalendarPuzzle` from the text of a JSON puzzle file (``base``:
    see :func:`puzzle_from_json`).

    Raises:
        PuzzleInputError: not a JSON object, another kind, or a bad field.
    """
    from ..arguments import check_text

    check_text(text, source, base)
    data = read_puzzle_object(text, source, "calendar", {"date": "2026-10-06", "edition": "dragonfjord"},
                              _a_date, title="Calendar puzzle")
    from ..genres import kind_spelt

    check_kind(data, "calendar", source, spelt=kind_spelt)  # 'Calendar puzzle' too
    return puzzle_from_json(data, source, base)


@argument_types(puzzle=CalendarPuzzle)
def puzzle_to_json(puzzle: CalendarPuzzle) -> dict:
    """The JSON puzzle object of ``puzzle`` (:func:`puzzle_from_json` reads it back; an edition file's edition as
    ``FILE:NAME``, read from the folder the JSON is saved in).

    Raises:
        PuzzleInputError: an edition made in Python, from no file (a puzzle file cannot name it).
    """
    from .rules import WEEKDAYS

    from .editions import builtin_editions

    d, edition = puzzle.date, puzzle.edition
    if builtin_editions().get(edition.name) == edition:
        named = edition.name
    elif edition.source:  # an edition file's, named as a puzzle file beside it names it (its name alone was
        named = f"{edition.source}:{edition.name}"  # "unknown edition 'mine'" when read back)
    else:
        raise PuzzleInputError(f"edition {edition.name!r} was made in Python, and a puzzle file names an edition by "
                               f"its file: write it to an edition file and load it with load_edition", "puzzle")
    out = {"kind": "calendar", "date": (f"{d.year:04d}-" if d.year else "") + f"{d.month:02d}-{d.day:02d}",
           "edition": named}
    if d.weekday is not None and d.weekday != d.own_weekday:
        out["weekday"] = WEEKDAYS[d.weekday]
    if puzzle.one_sided:
        out["one_sided"] = True
    if puzzle.fixed:  # pre-placed pieces, as 'place' reads them (they were dropped: another puzzle, more answers)
        out["place"] = [_place_text(pl) for pl in puzzle.fixed]
    return out


def _place_text(placement) -> str:
    """``NAME@rNcM:SHAPE``, the placement as ``place`` reads it: its bounding box's top-left cell, its cells drawn."""
    cells = set(placement.cells)
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    r1, c1 = max(r for r, _ in cells), max(c for _, c in cells)
    shape = "/".join("".join("#" if (r, c) in cells else "." for c in range(c0, c1 + 1)) for r in range(r0, r1 + 1))
    return f"{placement.piece}@r{r0 + 1}c{c0 + 1}:{shape}"


def _a_date(word: str) -> OwnWord | None:
    """What ``word`` is when ``gridsat calendar`` takes it as its date (a date where a puzzle file goes)."""
    from .dates import parse_date

    try:
        parse_date(word)
    except PuzzleInputError as exc:  # a date's shape naming no day ('2027-02-29', '31-12'): was "not a puzzle
        # gridsat can read" in a file or a batch line, and "No such file" to gridsat solve
        gone = exc.nonexistent
        if exc.own is not None and exc.own.option == "edition":  # an edition's name as the puzzle (it was "a calendar
            # puzzle is a JSON object such as ...", where a date there is told what it is)
            said = json.dumps({"kind": "calendar", "date": "2026-10-06", "edition": word})
            return exc.own._replace(rest=f", not a calendar puzzle file (JSON): as a puzzle file, {said}")
        return None if gone is None else OwnWord(word, "a date that does not exist", "calendar", why=gone,
                                                 rest=f", not a calendar puzzle file: {gone}")

    # a batch record's puzzle or a hint's file was told only the command line's and Python's forms
    puzzle = {"kind": "calendar", "date": word}
    return OwnWord(word, "a date", "calendar", puzzle=puzzle, rest=(
        f", not a calendar puzzle file (JSON): give the date itself (gridsat calendar {word}; in Python, "
        f"gridsat.calendar({word!r})); as a puzzle file (for hint, grade or batch): {json.dumps(puzzle)}"))


__all__ = ["parse_puzzle", "puzzle_from_json", "puzzle_to_json"]
