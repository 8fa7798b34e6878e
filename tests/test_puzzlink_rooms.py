"""puzz.link's room numbers (gridsat.formats.puzzlink_rooms): a number per
room, in room order, written in the room's top cell (the topmost cell of its
leftmost column, pzprjs ``getTopCell``)."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.formats.puzzlink import Body, rooms
from gridsat.formats.puzzlink_rooms import decode_room_numbers, encode_room_numbers, room_cells, top_cell

# rooms numbered by their first cell, row-major: room 1 is an L whose leftmost column is column 0
ROOM = [[0, 1, 1],
        [1, 1, 2],
        [1, 3, 2]]


def test_each_number_goes_to_its_rooms_top_cell():
    assert list(room_cells(ROOM)) == [0, 1, 2, 3] and top_cell(room_cells(ROOM)[1]) == (1, 0)
    body = Body("2.g1")
    assert decode_room_numbers(body, ROOM) == [[2, None, None], ["?", None, None], [None, 1, None]]
    body.end()


def test_encoding_reads_each_rooms_number_wherever_it_stands():
    clues = [[2, None, None], [None, None, None], [None, 1, "?"]]  # room 1's number left out, room 2's "?"
    assert encode_room_numbers(ROOM, clues) == "2g.1"
    assert decode_room_numbers(Body("2g.1"), ROOM) == [[2, None, None], [None, None, "?"], [None, 1, None]]


def test_the_pzprjs_heyawake_test_puzzle_reads_back_to_its_body():
    body = Body("lll155007rs12222j")  # robx/pzprjs test/script/heyawake.js, 6x6
    room = rooms(*body.border(6, 6))
    start = body.pos
    clues = decode_room_numbers(body, room)
    body.end()
    assert encode_room_numbers(room, clues) == "lll155007rs12222j"[start:]
    # after 12 base-32 digits of walls, "2222j": four rooms numbered 2, then four rooms without a number
    assert start == 12
    assert sorted(v for row in clues for v in row if v is not None) == [2, 2, 2, 2]
    assert len({rid for row in room for rid in row}) == 8


def test_a_body_with_fewer_numbers_than_rooms_is_refused():
    with pytest.raises(PuzzleInputError, match="of the 4 rooms"):
        decode_room_numbers(Body("2."), ROOM)
