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


def test_a_board_size_given_as_a_puzzle_file_is_not_pointed_to_a_refused_board(run_cli):
    """``gridsat pack 0x5`` / ``hint -k pack 5x2000`` said "'0x5' is a board ...: gridsat pack --board 0x5", a
    command that is itself refused ("board 0x5 has 0 rows"); a good size is still pointed to --board."""
    assert run_cli("pack", "0x5") == (
        2, "", "gridsat: error: 0x5: no such file; '0x5' is a board size, not a packing puzzle file (JSON), and no "
               "board either: board 0x5 has 0 rows; need at least 1\n")
    code, out, err = run_cli("hint", "-k", "pack", "5x2000")
    assert (code, out) == (2, "")
    assert err.endswith("and no board either: board 5x2000 is too large (at most 1000 per side)\n")
    code, _, err = run_cli("grade", "-k", "pack", "3x3")
    assert code == 2 and ("'3x3' is a board, not a packing puzzle file (JSON): give it pieces covering its 9 cells "
                          "(the default pentominoes cover 60; no built-in set covers 9): gridsat pack --board 3x3 "
                          "--pieces FILE, a piece file;") in err  # (pass 60: --board 3x3 alone is refused)


def test_a_pzprv3_answer_token_refusal_names_every_token_read(run_cli, tmp_path):
    """A Yin-Yang pzprv3 file's answer rows take '+' (undecided, as puzz.link's editor saves it) as well as '.', '1'
    and '2', but a wrong token was told "is not '.', '1' (white) or '2' (black)": '+' left out."""
    path = tmp_path / "y.txt"
    path.write_text("pzprv3\nyinyang\n2\n2\n1 . \n. 2 \n+ # \n. . \n")
    assert run_cli("hint", str(path)) == (
        2, "", "gridsat: error: y.txt: line 7: answer row 1, column 2: '#' is not '.' or '+' (undecided), '1' "
               "(white) or '2' (black)\n")
    path.write_text("pzprv3\nyinyang\n2\n2\n1 . \n. 2 \n+ + \n. . \n")
    assert run_cli("yinyang", str(path))[0] == 0


NURIKABE = "https://puzz.link/p?nurikabe/3/3/1g2i1h"


def test_the_board_hint_prints_with_clues_1_and_2_is_read_back_as_drawn(run_cli, tmp_path):
    """``hint URL`` prints "1 # 2 / # ? ? / 1 ? ?" (clues 1 and 2, the step's '#', '?' undecided); given back as
    --position (the board as 'hint' draws it) it was read as values, 2 shaded: "r1c3 is shaded, but its clue 2
    keeps it unshaded".  Values that fit no drawn board are still read as values."""
    code, out, _ = run_cli("hint", NURIKABE)
    board = "".join(line + "\n" for line in out.splitlines()[1:4])
    assert (code, board) == (0, "1 # 2 \n# ? ? \n1 ? ? \n")
    position = tmp_path / "pos.txt"
    position.write_text(board)
    code, out, err = run_cli("hint", NURIKABE, "--position", str(position))
    assert (code, err) == (0, "")
    assert out.startswith("next step (rule: one): r3c2 is sea: a 1 is an island alone (r3c1)\n")
    position.write_text("2 # 2\n# ? ?\n1 ? ?\n")  # a 2 on clue 1: values, r1c1 shaded
    assert run_cli("hint", NURIKABE, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: r1c1 is shaded (sea), but its clue 1 keeps it unshaded\n")
