"""What the lead found in the seventeenth sitting, each kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import gridsat
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from gridsat.puzzles.shimaguni import deductions as logic
from shading_steps import published_record

SHIMAGUNI = Path(__file__).parent / "data" / "genres" / "shimaguni.json"


def test_a_shimaguni_room_left_one_cell_says_why_in_one_pair_of_brackets():
    # "r2c6 is shaded: it is the only cell of the room at r1c6 left for its island (every room holds one) (the
    # others are unshaded: r1c6)": two bracketed asides in a row
    kind = gridsat.kinds.get("shimaguni")
    record = next(r for r in json.loads(SHIMAGUNI.read_text()) if r["name"] == "pzprjs-shimaguni-6x6")
    board = Board(published_record(kind, record)[0])
    grid = logic.givens(board)
    grid[5] = UNSHADED
    step, = [s for s in logic.room_needs(State(board, grid)) if (1, 5) in s.decided]
    assert step.sentence == ("r2c6 is shaded: it is the only cell of the room at r1c6 left for its island, as every "
                             "room holds one (the others are unshaded: r1c6)")
    assert step.decided == {(1, 5): SHADED} and step.premises == [(0, 5)]
