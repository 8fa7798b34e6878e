"""The lead's fixes of the eighteenth sitting (issue 20): what a pass noticed and left, kept as tests."""

import json

import gridsat


def test_a_one_cell_ripple_room_is_said_to_hold_the_digit_1():
    # "cell r4c1 holds 2, not a digit 1 to 1 (its room has 1 cell)" was said of a room of one cell
    _, puzzle = gridsat.read("https://puzz.link/p?ripple/4/4/9n8rigk14h32k")  # (r4c1 a room of its own)
    said = puzzle.violations([[2, 1, 3, 1], [1, 1, 4, 2], [4, 3, 2, 1], [2, 2, 1, 3]])
    assert "cell r4c1 holds 2, not the digit 1 (its room has 1 cell)" in said


def test_a_country_road_room_with_every_cell_off_says_no_cell_of_it_can_be_on_the_loop(run_cli, tmp_path):
    # "only 0 cells of the room at r1c1, which holds 2, can be on the loop" was said
    grid = [[0] * 9 for _ in range(9)]
    for r, c in [(0, 0), (0, 1), (1, 0), (1, 1)]:  # the room at r1c1's four cells, off the loop
        grid[2 * r][2 * c] = 2
    (tmp_path / "pos.json").write_text(json.dumps(grid))
    code, out, err = run_cli("hint", "https://puzz.link/p?country/5/5/amda0uf02h12h", "--position",
                             str(tmp_path / "pos.json"))
    assert out.splitlines()[0] == ("the position has 2 mistakes: r2c1, r2c2 differ from the puzzle's only answer; as "
                                   "it stands, no cell of the room at r1c1, which holds 2, can be on the loop")


def test_a_mistyped_size_asks_did_you_mean_once(run_cli):
    assert run_cli("generate", "kurodoko", "--size", "4×4") == (
        2, "", "gridsat: error: --size '4×4' is not RxC: did you mean '4x4'?\n")
