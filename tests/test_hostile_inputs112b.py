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
