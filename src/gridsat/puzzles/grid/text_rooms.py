"""Rooms read from a genre's text grid (:meth:`~gridsat.puzzles.grid.puzzle.GridPuzzle.from_lines`): any tokens
name rooms, numbered 0.. in order of their first cell, and a text whose every cell is a room of its own is refused."""

from __future__ import annotations

import re
import unicodedata

from ...core.errors import PuzzleInputError
from ...core.errors import shown as quoted_input
from ...core.grid_text import SPACES, spaced

#: A Kakuro clue cell as its text grid writes it (``16\\24``, ``\\``), never a room's name in a grid without a header.
KAKURO_CLUE = re.compile(r"\d*\\\d*")


def a_board_of_rooms(rows: list, source: str, headed_line: int | None = None) -> None:
    """Refuse text whose every cell is a room of its own (a line of words reads so) unless a first line names the
    genre: rooms are areas of cells sharing a name, and a board of one-cell rooms has no answer in the genres with
    rooms (Star Battle, Norinori, LITS), yet any text would read as one. Under the genre's name (its first row at
    ``headed_line``), a one-row board of one word ('aaaa') is refused as cells written together: it read as one
    1x1 room, "infeasible" in LITS, as a column of such words already was refused."""
    cells = [t for row in rows for t in row]
    if headed_line is not None:
        if len(rows) == 1 and len(cells) == 1 and len(cells[0]) > 1 and cells[0].isascii() and cells[0].isalnum():
            raise PuzzleInputError(f"line {headed_line}: {cells[0]!r} is cells written together: {SPACES} "
                                   f"({spaced(cells[0])})", source)
        return
    clue = next(((r, c, t) for r, row in enumerate(rows) for c, t in enumerate(row) if KAKURO_CLUE.fullmatch(t)),
                None)
    if clue:
        # a Kakuro with no first line: its clue cells read as the names of rooms ("which starbattle, norinori,
        # lits and kakuro all read"; `gridsat starbattle` said "no answer")
        r, c, t = clue
        raise PuzzleInputError(f"not a board of rooms: row {r + 1}, column {c + 1} is {quoted_input(t)}, a Kakuro "
                               "clue cell (down\\across), not a room's name (a Kakuro: write 'kakuro' on a line of "
                               "its own above the grid)", source)
    if len(cells) == 1 and len(cells[0]) > 1:  # a word or a size typed where the puzzle goes ('6x6', 'example'):
        # it was one 1x1 room, "solved" with its one star
        raise PuzzleInputError(f"not a board of rooms: {cells[0]!r} reads as one cell, a room of its own; a room is "
                               "an area of cells with the same name, e.g. rows '1 1 2' and '1 2 2' (a first line "
                               "naming the genre reads it as it is)", source)
    if len(cells) > 1 and len(set(cells)) == len(cells):
        shown = " ".join(cells[:4]) + (" ..." if len(cells) > 4 else "")
        raise PuzzleInputError(f"not a board of rooms: each of its {len(cells)} cells is a room of its own ({shown}); "
                               "a room is an area of cells with the same name, e.g. rows '1 1 2' and '1 2 2' (a first "
                               "line naming the genre reads it as it is)", source)


def room_ids(rows: list) -> list:
    """Room ids 0.. in order of each room's first cell (row-major), from any tokens."""
    ids: dict = {}
    return [[ids.setdefault(t, len(ids)) for t in row] for row in rows]


def json_blocks(puzzle_type, fields: dict, name: str, title: str) -> None:
    """Refuse a JSON puzzle's ``fields`` that lack a block of the genre ``puzzle_type`` (its class; ``title`` its
    name in messages): ``clues`` where the genre has clues; and, in a genre of regions alone (Star Battle, Norinori,
    LITS), ``clues`` given with no ``regions``: the region ids written where the other genres' clues go were told
    "boards have no clues, got 0; an empty cell is ... null in JSON", and nulls then "needs regions".

    Raises:
        PuzzleInputError: the first of those, in one line naming the field to write.
    """
    blocks = puzzle_type.text_blocks
    if "clues" not in fields and "clues" in blocks:
        raise PuzzleInputError("missing field 'clues'", name)
    if "clues" in fields and "clues" not in blocks and "regions" in blocks and "regions" not in fields:
        noun = puzzle_type.room_noun
        raise PuzzleInputError(f"{title} boards have no clues: the {noun}s go in 'regions' (a {noun} id per cell), "
                               "not in 'clues'", name)


def empty_told(problem: str | None, clue) -> str | None:
    """``problem`` (a clue refused) with gridsat's empty cell named when ``clue`` is another site's (``-``, ``_``):
    "clue '-' is not a whole number or '?'" said nothing of '.' (nor did a JSON clue "." or "")."""
    if problem and isinstance(clue, str) and clue.strip() in ("-", "_", ".", ""):
        return f"{problem} (an empty cell is '.' in a text grid, null in JSON)"
    if problem and clue == 0 and type(clue) is int:  # a site's empty cell where 0 is no clue (Shikaku, Nurikabe,
        return f"{problem}; an empty cell is '.' in a text grid, null in JSON"  # Masyu): "clue 0 is not an area"
    if problem and isinstance(clue, str) and clue.isdecimal() and clue.isascii():  # a JSON
        # clue "2" was told "clue '2' is not a whole number", which it reads as: a JSON number has no quotes
        return f"{problem} (a number is written without quotes in JSON: {int(clue)})"
    plain = unicodedata.normalize("NFKC", clue) if isinstance(clue, str) else clue
    if problem and plain != clue and (plain.isdecimal() or plain == "?") and all(
            c.isascii() or unicodedata.east_asian_width(c) == "F" for c in clue):  # '５' (a Japanese keyboard's
        # full-width digit) was told "is not a whole number", which it looks like
        return f"{problem}: it is a full-width character; write {plain}"
    return problem


__all__ = ["a_board_of_rooms", "empty_told", "json_blocks", "room_ids"]
