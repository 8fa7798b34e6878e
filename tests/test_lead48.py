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


def test_skyscrapers_hints_take_the_rows_inside_alone_from_python_as_from_a_file():
    # a position file may hold the N rows inside alone; the same rows given to hints(start=...) were refused as
    # "the position has 4 rows of 4 cells; the puzzle has 6 rows of 6"
    kind = gridsat.kinds.get("skyscrapers")
    puzzle = kind.parse("https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
    answer = kind.run(puzzle, gridsat.Task("solve")).grid
    inside = [row[1:-1] for row in answer[1:-1]]
    start = [row[:] for row in inside]
    start[0][0] = 0  # one height left undecided: the next step decides it
    out = kind.hints(puzzle, start=start)
    assert out.verdict == "unique" and out.steps and out.steps[0].decided == {(1, 1): inside[0][0]}
    framed = kind.hints(puzzle, start=[[0] * 6] + [[0, *row, 0] for row in start] + [[0] * 6])
    assert [s.sentence for s in framed.steps] == [s.sentence for s in out.steps]
