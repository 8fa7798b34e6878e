"""The forty-fourth hostile pass, part A: the command line."""

HITORI = "https://puzz.link/p?hitori/3/3/113231312"


def test_a_position_file_is_named_by_the_same_path_in_every_refusal(run_cli, tmp_path):
    """``hint --position DIR/pos URL`` named the file "pos:" when its rows did not fit the puzzle but
    "DIR/pos:" when a cell was wrong: the same option, two names, one of them not the path the user gave."""
    short = tmp_path / "pos"
    short.write_text("0 0 0\n0 0 0\n")
    code, out, err = run_cli("hint", "--position", str(short), HITORI)
    assert (code, out) == (2, "")
    assert err.strip() == f"gridsat: error: {short}: the position has 2 rows of 3 cells; the puzzle has 3 rows of 3"
    short.write_text("0 0 7\n0 0 0\n0 0 0\n")
    code, out, err = run_cli("hint", "--position", str(short), HITORI)
    assert code == 2
    assert err.strip().startswith(f"gridsat: error: {short}: line 1, column 3: '7' is not 0")
