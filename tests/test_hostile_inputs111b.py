"""Pass 111b: the two new kinds (Shimaguni, Skyscrapers) end to end, as a hostile user meets them."""

import pytest


@pytest.mark.parametrize("n", [999, 1000])
def test_skyscrapers_url_too_large_for_its_frame_is_told_in_the_sides_written(run_cli, n):
    """A URL's N of 999 or 1000 passed the URL's "1 to 1000" and was refused as "rows must be a whole number from 1
    to 1000, got 1002": a size the user never wrote."""
    code, out, err = run_cli("skyscrapers", f"https://puzz.link/p?skyscrapers/{n}/{n}/")
    assert code == 2 and out == ""
    assert err.strip() == (f"gridsat: error: Skyscrapers: a {n}x{n} Skyscrapers in its frame of clues is a board of "
                           f"{n + 2}x{n + 2} cells; the largest board is 1000x1000: N x N up to 998x998")
