"""The forty-fourth hostile pass, part A: the command line."""

HITORI = "https://puzz.link/p?hitori/3/3/113231312"


def test_a_position_file_is_named_by_the_same_path_in_every_refusal(run_cli, tmp_path):
    """``hint --position DIR/pos URL`` named the file "pos:" when its rows did not fit the puzzle or a cell broke
    a given but "DIR/pos:" when a cell was unreadable: the same option, two names; now the path given, always."""
    short = tmp_path / "pos"
    short.write_text("0 0 0\n0 0 0\n")
    code, out, err = run_cli("hint", "--position", str(short), HITORI)
    assert (code, out) == (2, "")
    assert err.strip() == f"gridsat: error: {short}: the position has 2 rows of 3 cells; the puzzle has 3 rows of 3"
    short.write_text("0 0 7\n0 0 0\n0 0 0\n")
    code, out, err = run_cli("hint", "--position", str(short), HITORI)
    assert code == 2
    assert err.strip().startswith(f"gridsat: error: {short}: line 1, column 3: '7' is not 0")


def test_a_url_skip_past_a_single_room_says_room_not_rooms(run_cli):
    """A Heyawake URL whose one room is skipped past said "runs past the 1 rooms of the board"."""
    assert run_cli("heyawake", "https://puzz.link/p?heyawake/3/3/0000zzzz") == (
        2, "", "gridsat: error: Heyawake: URL body character 5 ('z') runs past the 1 room of the board\n")
    assert run_cli("lightup", "https://puzz.link/p?lightup/3/3/z") == (
        2, "", "gridsat: error: Light Up: URL body character 1 ('z') runs past the 9 cells of the board\n")
