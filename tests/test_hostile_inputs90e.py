"""Hostile pass 90, part e: a hint-seeker who checks every reason."""

from __future__ import annotations

CSPUZ_HEYAWAKE = "https://puzz.link/p?heyawake/6/6/aa66aapv0fu0g2i3k"  # the 2's room number at r1c3 gets shaded


def test_a_heyawake_hint_keeps_a_shaded_rooms_number(run_cli, tmp_path):
    """The hint's board drew the room's number r1c3 shaded as every shaded cell (``#`` by the step, ``██`` before it),
    so "the room of the 2 at r1c3" pointed at a board with no 2, where the answer's drawing keeps it (``2█``).  Now
    it is ``2#`` by the step and ``2█`` before it, named in the key, and the board reads back as a position."""
    code, out, _ = run_cli("hint", CSPUZ_HEYAWAKE)
    assert code == 0
    assert "│2#  ?  │" in out and "N# a number's cell shaded by this step" in out
    (tmp_path / "p.txt").write_text(out)
    code, out, err = run_cli("hint", "--position", str(tmp_path / "p.txt"), CSPUZ_HEYAWAKE)
    assert code == 0, err
    assert out.startswith("next step (rule: beside_shaded): r1c2, r1c4, r2c3 are unshaded")
    assert "│2██ o  │" in out and "N█ a number's cell shaded before it" in out
    code, out, _ = run_cli("hint", "--steps", CSPUZ_HEYAWAKE)
    assert "│██ · │2█ · │·  ██│" in out
    (tmp_path / "s.txt").write_text(out)
    code, out, err = run_cli("hint", "--position", str(tmp_path / "s.txt"), CSPUZ_HEYAWAKE)
    assert out.startswith("solved: every cell is decided and the position is an answer"), err


def test_a_dead_region_step_names_the_pocket_it_cuts_off(run_cli):
    """Domino Fit's step 6 refuted the vertical domino r6c7-r7c7 with "a region of 37 cells (r1c3...) would be cut
    off, an odd number": true of the rest of the board, but the cells it cuts off are the pocket r7c8, r8c7, r8c8.
    The smallest region of a size no pieces fill is named."""
    from pathlib import Path

    example = Path(__file__).resolve().parent.parent / "examples" / "dominofit-8x8.json"
    code, out, _ = run_cli("hint", "--steps", str(example))
    assert code == 0
    assert ("step 6 (rule: dead_region): r6c7 can only be covered by the horizontal domino (r6c6 r6c7): with the "
            "vertical domino (r6c7 r7c7), a region of 3 cells (r7c8...) would be cut off, an odd number\n") in out


def test_a_piece_placed_off_the_board_is_named_so(run_cli, tmp_path):
    """A packing position with a piece where the board has no cell (the centre of 8x8-centre) was told "r4c4: X
    covers a cell that stays uncovered", as of a calendar's date cell: it is no cell at all."""
    puzzle = tmp_path / "p.json"
    puzzle.write_text('{"kind": "pack", "board": "8x8-centre", "pieces": "pentominoes"}')
    position = tmp_path / "position.txt"
    rows = [". " * 8] * 8
    rows[1], rows[2], rows[3] = ". . X . . . . .", ". X X X . . . .", ". . X X . . . ."
    position.write_text("\n".join(rows) + "\n")
    assert run_cli("hint", "--position", str(position), str(puzzle)) == (
        2, "", f"gridsat: error: {position}: r4c4: X lies off the board (it has no cell there)\n")


def test_a_domino_fit_position_on_a_blocked_cell_says_what_to_do(run_cli, tmp_path):
    """A domino drawn over a blocked cell was told only "r1c2 is blocked"."""
    from pathlib import Path

    example = Path(__file__).resolve().parent.parent / "examples" / "dominofit-8x8.json"
    _, out, _ = run_cli("hint", str(example))
    rows = out.splitlines()[1:10]
    rows[1], rows[2] = "^ ^ " + rows[1][4:], "v v " + rows[2][4:]  # r1c2-r2c2 (blocked) as a vertical domino
    position = tmp_path / "position.txt"
    position.write_text("\n".join(rows) + "\n")
    assert run_cli("hint", "--position", str(position), str(example)) == (
        2, "", f"gridsat: error: {position}: r1c2: '^' covers a blocked cell, which no domino covers ('#' marks it)\n")


def test_a_shaded_question_mark_room_reads_back(run_cli, tmp_path):
    """A room numbered '?' whose cell is shaded: drawn '?█' as the answer draws it, read back as a position."""
    text = run_cli("solve", CSPUZ_HEYAWAKE, "--to", "text")[1].replace("\n. . 2", "\n? . 2", 1)
    puzzle = tmp_path / "q.txt"
    puzzle.write_text(text)
    code, out, _ = run_cli("hint", "--steps", str(puzzle))
    assert code == 0 and "│?█ · │2█ · │·  ██│" in out
    (tmp_path / "s.txt").write_text(out)
    code, out, err = run_cli("hint", "--position", str(tmp_path / "s.txt"), str(puzzle))
    assert out.startswith("solved: every cell is decided and the position is an answer"), err


def test_a_hitori_repeat_names_both_numbers(run_cli, tmp_path):
    """"the 1 at r1c1 and r1c2 are both unshaded in row 1" read as one 1 and a cell: now "the 1s at"."""
    position = tmp_path / "position.txt"
    position.write_text("...?\n????\n????\n????\n")
    code, out, _ = run_cli("hint", "--position", str(position), "https://puzz.link/p?hitori/4/4/1114142333214213")
    assert out == ("the position has 2 mistakes: r1c1, r1c3 differ from the puzzle's only answer; as it stands, the "
                   "1s at r1c1 and r1c2 are both unshaded in row 1\n")


def test_a_star_battle_line_with_no_room_left_says_so(run_cli, tmp_path):
    """A position whose column 1 has no place left was told "column 1 holds at most 0 of its 1 star"."""
    position = tmp_path / "position.txt"
    position.write_text("\n".join([".?????"] * 6) + "\n")
    code, out, _ = run_cli("hint", "--position", str(position), "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
    assert out.startswith("the position has a mistake: r6c1 differs from the puzzle's only answer; as it stands, "
                          "column 1 has no place left for its 1 star")


def test_a_copy_placed_by_a_step_is_named_as_drawn(run_cli, tmp_path):
    """Of a piece set with two L5, step 7 said "piece L5 fits in only one place: L5 (8 9 10 11 18)" and drew that
    placement (and wrote its JSON) as L5b; the sentence now names L5b too."""
    (tmp_path / "ed.txt").write_text("[editions]\ntwice = standard : O6 U5 V5 L5 L5 N5 Y5 P5\n")
    (tmp_path / "c.json").write_text('{"kind": "calendar", "date": "2026-12-06", "edition": "ed.txt"}')
    code, out, _ = run_cli("hint", "--steps", str(tmp_path / "c.json"))
    assert code == 0
    assert "step 7 (rule: one_place): piece L5 fits in only one place: L5b (8 9 10 11 18)\n" in out
    assert "L5b L5b L5b L5b" in out


def test_a_domino_over_a_given_one_names_the_given(run_cli, tmp_path):
    """A position that moved the given domino r3c4-r4c4 across (r3c4-r3c5) was told "the domino at r3c4 overlaps
    another", of a domino its text no longer showed."""
    from pathlib import Path

    example = Path(__file__).resolve().parent.parent / "examples" / "dominofit-8x8.json"
    rows = run_cli("hint", str(example))[1].splitlines()[1:10]
    assert rows[3].startswith("##. . ^*") and rows[4].startswith("##. . v*")
    rows[3], rows[4] = "##. . <==>" + rows[3][10:], "##. . . " + rows[4][8:]
    position = tmp_path / "position.txt"
    position.write_text("\n".join(rows) + "\n")
    assert run_cli("hint", "--position", str(position), str(example)) == (
        2, "", f"gridsat: error: {position}: the domino at r3c4 overlaps the given domino (r3c4 r4c4), which stays "
               "where it is\n")


def test_a_clue_without_its_number_is_keyed(run_cli, tmp_path):
    """A Nurikabe clue '?' is drawn '?', as an undecided cell is: the key said only "? not yet decided" of it (and
    nothing, under a solved board)."""
    puzzle = tmp_path / "n.txt"
    puzzle.write_text("nurikabe\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . ? .\n")
    code, out, _ = run_cli("hint", "--steps", str(puzzle))
    assert code == 0 and out.endswith("██████? o \n(o unshaded by this step; ██ sea before it; · unshaded before it; "
                                      "? on a clue's cell: its number not given)\n")
