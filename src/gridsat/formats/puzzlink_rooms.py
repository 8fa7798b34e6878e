"""puzz.link's room numbers: one number per room, in the room's top cell
(robx/pzprjs ``decodeRoomNumber16`` / ``encodeRoomNumber16`` of
``src/variety-common/Encode.js`` and ``getTopCell`` of ``src/puzzle/AreaManager.js``),
the codec of the genres that number rooms (Heyawake...).

Rooms come from the walls (:meth:`gridsat.formats.puzzlink.Body.border`,
:func:`gridsat.formats.puzzlink.rooms`), numbered by their first cell in
row-major order; the numbers follow in that order in the number codec
(:meth:`~gridsat.formats.puzzlink.Body.number16`), and each is written in
its room's top cell: the topmost cell of the room's leftmost column, as
puzz.link places it.
"""

from __future__ import annotations

from .puzzlink import encode_number16


def room_cells(room) -> dict:
    """``{room id: [cells]}`` of a grid of room ids (rows of ids), cells
    ``(row, col)`` in row-major order, rooms in order of their first cell."""
    members: dict = {}
    for r, row in enumerate(room):
        for c, rid in enumerate(row):
            members.setdefault(rid, []).append((r, c))
    return members


def top_cell(cells) -> tuple:
    """The cell a room's number is written in: the topmost cell of its
    leftmost column (pzprjs ``getTopCell``)."""
    return min(cells, key=lambda cell: (cell[1], cell[0]))


def decode_room_numbers(body, room) -> list:
    """The clue grid of a room-number body: ``body`` a
    :class:`~gridsat.formats.puzzlink.Body` at the numbers, ``room`` the
    rooms (:func:`~gridsat.formats.puzzlink.rooms`).  Returns rows of
    None / int / ``"?"``, each room's number in its :func:`top_cell`.

    Raises:
        PuzzleInputError: a malformed number, or a body with fewer
            numbers than rooms (the number codec's messages).
    """
    clues = [[None] * len(row) for row in room]
    members = room_cells(room)
    for cells, number in zip(members.values(), body.number16(len(members), "rooms")):
        r, c = top_cell(cells)
        clues[r][c] = number
    return clues


def encode_room_numbers(room, clues) -> str:
    """The inverse of :func:`decode_room_numbers`: per room, in order of
    its first cell, the clue found in its cells (the first in row-major
    order; None: no number), in the number codec."""
    numbers, firsts = [], []
    for cells in room_cells(room).values():
        numbers.append(next((clues[r][c] for r, c in cells if clues[r][c] is not None), None))
        firsts.append(cells[0])
    return encode_number16(numbers, lambda i: f"the room of row {firsts[i][0] + 1}, column {firsts[i][1] + 1}")


def refuse_inner_walls(right, below, room, told: str) -> None:
    """Refuse walls of a URL (:meth:`~gridsat.formats.puzzlink.Body.border`) with one room on both sides, naming the
    first and saying (``told``) what puzz.link does with them: pzprjs counts every wall in Heyawake's rule on runs of
    unshaded cells and cuts LITS's tetrominoes at walls, but rooms alone cannot hold such a wall; dropped, it
    made answers puzz.link refuses, and ``--to url`` erased it (heyawake/7/2/a2g00g, lits/8/2/2mo00)."""
    from ..core.errors import PuzzleInputError, cell_name

    inside = [((r, c), (r, c + 1)) for r, row in enumerate(right) for c, wall in enumerate(row)
              if wall and room[r][c] == room[r][c + 1]]
    inside += [((r, c), (r + 1, c)) for r, row in enumerate(below) for c, wall in enumerate(row)
               if wall and room[r][c] == room[r + 1][c]]
    if inside:
        (a, b), more = inside[0], f" (and {len(inside) - 1:,} more)" if len(inside) > 1 else ""
        raise PuzzleInputError(f"the URL draws a wall between {cell_name(a)} and {cell_name(b)}{more} with one "
                               f"room on both sides; {told}, and gridsat's rooms cannot "
                               "hold it: erase it on puzz.link or close its room, then export the URL again")


def read_numbered_rooms(link, inner_walls: str | None = None) -> tuple:
    """A URL body of walls (``decodeBorder``) then a number per room (``decodeRoomNumber16``), the whole body, as
    the genres of numbered rooms write it (Heyawake, Aqre, Shimaguni): ``(clues, room)``, rows of each cell's number
    (None elsewhere) and of its room's index.  ``inner_walls``: what puzz.link does with a wall that has one room on
    both sides (:func:`refuse_inner_walls` refuses it in these words); None: such a wall is left as rooms read it.

    Raises:
        PuzzleInputError: what the border and number codecs refuse, characters after the last room, an inner wall."""
    from .puzzlink import Body, rooms

    body = Body(link.body)
    right, below = body.border(link.rows, link.cols)
    room = rooms(right, below)
    clues = decode_room_numbers(body, room)
    body.end()
    if inner_walls is not None:
        refuse_inner_walls(right, below, room, inner_walls)
    return clues, room


def numbered_rooms_body(room, clues) -> str:
    """The inverse of :func:`read_numbered_rooms`: the walls between ``room``'s rooms (rows of room indices), then
    each room's number of ``clues`` (rows, None where no number is)."""
    from .puzzlink import encode_border, walls

    return encode_border(*walls(room)) + encode_room_numbers(room, clues)


__all__ = ["decode_room_numbers", "encode_room_numbers", "numbered_rooms_body", "read_numbered_rooms",
           "refuse_inner_walls", "room_cells", "top_cell"]
