"""Hostile pass 119, part a: Country Road's hints and play card (every step true against brute force)."""

from __future__ import annotations

import gridsat
from gridsat.puzzles.countryroad import deductions
from gridsat.puzzles.countryroad.lattice import RoomLattice, givens
from gridsat.puzzles.grid.hinting import State
from gridsat.puzzles.masyu import deductions as masyu
from gridsat.puzzles.masyu.lattice import OFF, ON, Lattice

KIND = gridsat.kinds.get("countryroad")
ONE_ROOM = "countryroad\n4 . .\n. . .\n. . .\n. . .\n\na a a\na a a\na a a\na a a\n"


def square_drawn(board, cells_on: bool) -> list:
    """The 4x3 one-room board with the square r2c1-r3c2 drawn (its cells on the loop or still undecided)."""
    grid = givens(board)
    for r, c in ((2, 1), (3, 0), (3, 2), (4, 1)):
        grid[r * board.cols + c] = ON
    if cells_on:
        for r, c in ((2, 0), (2, 2), (4, 0), (4, 2)):
            grid[r * board.cols + c] = ON
    return grid


def test_a_closed_loop_keeps_its_own_cells_on_the_loop():
    """WRONG ANSWER before: a closed loop of drawn edges whose cells were not yet marked had them called off."""
    board = RoomLattice(KIND.parse(ONE_ROOM))
    (step,) = deductions.loop_closed(State(board, square_drawn(board, False)))
    loop = {(2, 0), (2, 2), (4, 0), (4, 2)}
    assert not loop & set(step.decided) and set(step.decided.values()) == {OFF}
    assert step.sentence.endswith("every room and every cell on the loop")
    assert "pearl" not in step.sentence


def test_a_closed_loop_missing_a_room_is_no_step():
    """A closed loop that leaves a room out is a contradiction, never "every room" on it."""
    puzzle = KIND.parse("countryroad\n. . .\n. . .\n. . .\n. . .\n\na a a\na a a\na a a\nb b b\n")
    board = RoomLattice(puzzle)
    state = State(board, square_drawn(board, True))
    assert deductions.loop_closed(state) == []
    assert "would close without the room at r4c1" in deductions.contradiction(state)[0]


def test_masyu_keeps_its_pearl_words():
    assert Lattice.closed_words == "every pearl and every cell on the loop"
    assert masyu.loop_closed is not deductions.loop_closed


PZPRJS = "https://puzz.link/p?country/5/5/amda0uf02h12h"
EDGES = '{"horizontal": ["0010", "1101", "1100", "0101", "0110"], "vertical": ["00110", "10001", "00101", "01010"]}'


def test_a_position_of_edge_strings_is_read(run_cli, tmp_path):
    """The documented edge strings were refused as "the position has 1 row of 14/..." cells (read as text rows)."""
    (tmp_path / "p.json").write_text(EDGES)
    code, out, err = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"))
    assert (code, err) == (0, "") and out.startswith("next step (rule: loop_closed): r1c1, r1c1-r1c2")
    assert "every room and every cell on the loop" in out
    (tmp_path / "q.json").write_text(EDGES.replace(', "01010"', ""))
    code, out, err = run_cli("hint", PZPRJS, "--position", str(tmp_path / "q.json"))
    assert (code, out) == (2, "") and len(err.strip().splitlines()) == 1, err
    assert "a recorded loop's 'vertical' must be 4 strings of 5 characters" in err


def test_one_cell_in_words_is_singular():
    """"only 1 cells of the room ... could be on the loop" and "only 1 of its cells are not off" read as one."""
    puzzle = KIND.parse("countryroad\n2 . .\n. . .\n\na a b\nb b b\n")
    board = RoomLattice(puzzle)
    grid = givens(board)
    grid[2] = OFF  # r1c2 off: the room at r1c1 (r1c1, r1c2) holding 2 has 1 cell left
    assert deductions.contradiction(State(board, grid))[0] == \
        "only 1 cell of the room at r1c1, which holds 2, could be on the loop"
    puzzle = KIND.parse("countryroad\n1 . .\n. . .\n\na a b\nb b b\n")
    board = RoomLattice(puzzle)
    grid = givens(board)
    grid[2] = OFF
    (step,) = deductions.room_short(State(board, grid))
    assert step.sentence == "r1c1 is on the loop: the room at r1c1 holds 1, and only 1 of its cells is not off the loop"
