"""The sixteenth hostile pass over the grid genres on the command line: puzz.link URLs edited, text and JSON
forms, options per genre, limits and Ctrl-C (each test a fault found, kept)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("url, where", [
    ("https://puzz.link/p?akari/6/6/NEKCAKBL", "Light Up: URL body character 1 ('N')"),
    ("https://puzz.link/p?akari/6/6/nekcaKbl", "Light Up: URL body character 6 ('K')"),
    ("https://puzz.link/p?slither/5/5/CBCBCDDAD", "Slitherlink: URL body character 1 ('C')"),
    ("https://puzz.link/p?slither/5/5/cbcbcdDad", "Slitherlink: URL body character 7 ('D')"),
])
def test_an_upper_case_letter_of_a_four_cell_body_is_named_not_read_as_lower_case(run_cli, url, where):
    """A Light Up or Slitherlink URL whose body letters were upper case ('NEKCAKBL') solved the board of the
    lower-case URL: the four-cell codec lowered every character, where puzz.link's decode4Cell
    (robx/pzprjs src/variety-common/Encode.js) compares them case-sensitively and reads an upper-case letter as
    one empty cell, another board.  The number codec of Nurikabe, Sudoku... names such a letter; this one does
    now too."""
    code, out, err = run_cli("solve", url)
    assert code == 2 and out == ""
    assert err == f"gridsat: error: {where}: not 0-9, a-e, a run g-z or '.'\n"


def test_lower_case_four_cell_bodies_still_read(run_cli):
    code, out, _ = run_cli("solve", "https://puzz.link/p?akari/6/6/nekcakbl", "--to", "text")
    assert code == 0 and out == "lightup\n. . . . . .\n. . 4 . . .\n. . . . 2 .\n. 0 . . . .\n. . . 1 . .\n. . . . . .\n"
