"""Pass 112, part b: the code Masyu, Slitherlink, Heyawake, Aqre and Shimaguni now share, used as a hostile user
would (a loop position of the wrong shape, ...)."""

from __future__ import annotations

import pytest

MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"
SLITHER = "https://puzz.link/p?slither/5/5/cbcbcddad"


@pytest.mark.parametrize("url,text,said", [
    # the play card's address "at=0" was told "the position has 1 row of 1 cells"
    (MASYU, "[[0]]", "the position has 1 row of 1 cell; the board is 6x6 (rows of side bitmasks, or a hint's grid "
                     "of 11x11 points)"),
    (SLITHER, "[[0]]", "the position has 1 row of 1 cell; the board is 5x5 (rows of side bitmasks, or a hint's "
                       "grid of 11x11 points)"),
    (MASYU, "[[1, 2], [3]]", "the position has 2 rows of 1/2 cells; the board is 6x6 (rows of side bitmasks, or a "
                             "hint's grid of 11x11 points)"),
])
def test_a_loop_position_of_another_shape_counts_its_cells_in_words(run_cli, tmp_path, url, text, said):
    position = tmp_path / "p.txt"
    position.write_text(text)
    assert run_cli("hint", url, "--position", str(position)) == (2, "", f"gridsat: error: {position}: {said}\n")


@pytest.mark.parametrize("url,first", [
    (MASYU, "next step (rule: full_cell): r3c1-r3c2, r3c2-r3c3 are off the loop: r3c2 already holds its two edges "
            "(r2c2-r3c2, r3c2-r4c2)"),
    (SLITHER, "next step (rule: dead_end): the bottom of r5c1, the bottom-left corner of r5c2 are off the loop"),
])
def test_a_loop_hint_record_steps_on_as_a_position(run_cli, tmp_path, url, first):
    # hint --json's whole record as --position, as Yajilin's and the shading kinds' are read: Masyu and Slitherlink
    # said "a recorded loop's 'horizontal' must be 6 strings of 5 characters"
    code, out, err = run_cli("hint", url, "--json")
    assert code == 0, err
    position = tmp_path / "hint.json"
    position.write_text(out)
    code, out, err = run_cli("hint", url, "--position", str(position))
    assert (code, err) == (0, "") and out.startswith(first)


def test_a_loop_hint_record_whose_grid_is_no_rows_is_told_so(run_cli, tmp_path):
    position = tmp_path / "p.json"
    position.write_text('{"grid": 5}')
    assert run_cli("hint", MASYU, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: a position's \"grid\" is the lattice's rows of 0 (undecided), 1 (drawn) "
               "and 2 (not), as hint --json prints it\n")
