"""Pass 98, part a: a calendar maker's own edition files."""

import pytest


@pytest.mark.parametrize("line, word", [
    ("my ed = standard : O6 U5 V5 Z5 L5 N5 Y5 P5", "'my ed'"),
    ("mine = my board : O6 U5 V5 Z5 L5 N5 Y5 P5", "'my board'"),
])
def test_an_edition_or_board_name_with_a_space_is_told_why(run_cli, tmp_path, line, word):
    """``my ed = standard : ...`` was told only "expected 'NAME = BOARD : PIECE PIECE ...', got 'my ed = ...'",
    which it looks like: each word of the name was checked alone, and each is a name."""
    path = tmp_path / "ed.txt"
    path.write_text(f"[editions]\n{line}\n")
    assert run_cli("calendar", "10-06", "-e", str(path)) == (
        2, "", f"gridsat: error: ed.txt: line 2: expected 'NAME = BOARD : PIECE PIECE ...', got '{line}' (a name is "
               f"ASCII letters, digits, '_' and '-': {word} is not)\n")


def test_a_piece_name_with_a_colon_is_told_why(run_cli, tmp_path):
    """``A:B: ##/##/#.`` in an edition's [pieces] was read as piece A drawn 'B: ##/##/#.', and told "ragged piece
    A: row 2 has 2 cells, row 1 has 5 (pad with '.'); a space is an empty square, so row 2 is '##'...": the
    drawing's ':' is said, and what a name is."""
    path = tmp_path / "ed.txt"
    path.write_text("[pieces]\nA:B: ##/##/#.\n[editions]\ne = standard : O6 U5 V5 Z5 L5 N5 Y5 A\n")
    assert run_cli("calendar", "10-06", "-e", str(path)) == (
        2, "", "gridsat: error: ed.txt: line 2: piece A: its drawing 'B: ##/##/#.' holds a ':'; a line is one "
               "piece, 'NAME: ROW/ROW/...', its name ASCII letters, digits and '_' (no ':')\n")


def test_a_packing_piece_file_says_the_same(run_cli, tmp_path):
    (tmp_path / "p.txt").write_text("A:B: ##/##\n")
    code, out, err = run_cli("pack", "--pieces", str(tmp_path / "p.txt"), "--board", "2x2")
    assert (code, err) == (2, "gridsat: error: p.txt: line 1: piece A: its drawing 'B: ##/##' holds a ':'; a line "
                              "is one piece, 'NAME: ROW/ROW/...', its name ASCII letters, digits and '_' (no ':')\n")


def test_two_copies_of_a_piece_are_one_tiling_per_arrangement(tmp_path):
    """Held (checked against an independent brute-force tiler): with P5 twice, swapping the two copies is not
    another solution -- 10-06 has 73, 01-25 339, 04-06 113."""
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.census import run_census

    path = tmp_path / "dup.txt"
    path.write_text("[editions]\ndup = standard : O6 U5 V5 P5 L5 N5 Y5 P5\n")
    counts = run_census(load_edition(str(path))).to_json()["counts"]
    assert (counts["10-06"], counts["01-25"], counts["04-06"]) == (73, 339, 113)
