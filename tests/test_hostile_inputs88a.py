"""Hostile pass 88, part a: the four genres that gained hints (Star Battle, Norinori, Heyawake, Light Up) as a
solver of them uses them: positions, steps, words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

RECORDS = {g: {r["name"]: r for r in json.loads((Path(__file__).parent / "data" / "genres" / f"{g}.json").read_text())}
           for g in ("starbattle", "norinori", "heyawake", "lightup")}


def test_a_bulb_on_a_wall_is_named_in_light_up_words(run_cli, tmp_path):
    # was "r2c3 is shaded, but its clue 4 keeps it unshaded" (a plain wall: "its clue # keeps it unshaded"), no word
    # of bulbs or walls
    url = RECORDS["lightup"]["pzprjs-test-6x6"]["url"]
    position = tmp_path / "pos.txt"
    position.write_text("0 0 0 0 0 0\n0 0 2 0 0 0\n" + "0 0 0 0 0 0\n" * 4)
    assert run_cli("hint", url, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: r2c3 is shaded (a bulb), but it is a wall (its number 4), and a wall "
        "holds no bulb\n")
    url = RECORDS["lightup"]["cspuz-test-10x10"]["url"]
    position.write_text("".join(("2" if r == 3 else "0") + " 0" * 9 + "\n" for r in range(10)))
    assert run_cli("hint", url, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: r4c1 is shaded (a bulb), but it is a wall, and a wall holds no bulb\n")


def test_a_first_star_battle_hint_drawn_is_read_back_as_a_position(run_cli, tmp_path):
    # was "line 2, column 2: 'o' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)": a board of a step's
    # 'o' and '?' alone (no clue, no star, no '·' drawn yet) was not taken as the board 'hint' draws
    url = RECORDS["starbattle"]["janko-sternenschlacht-017-9x9"]["url"]
    code, out, _ = run_cli("hint", url)
    board = out.splitlines()[1:20]  # (drawn inside its regions' borders since the lead's pass-88 change)
    assert code == 0 and board[3] == "│? │o │?  ? │?  ?  ? │?  ? │" and "·" not in out and "█" not in out
    position = tmp_path / "pos.txt"
    position.write_text("\n".join(board) + "\n")
    code, out, err = run_cli("hint", url, "--position", str(position))
    assert (code, err) == (0, "")
    assert out.startswith("next step (rule: blocks): r6c1 is empty: the region of r2c2 needs 2 more stars")
    assert out.splitlines()[4] == "│? │· │?  ? │?  ?  ? │?  ? │"


def test_json_docs_name_every_genre_whose_position_gets_a_reason(run_cli, tmp_path):
    # json.md said 'reason' came with a position's mistakes in "(Yin-Yang, Nurikabe, Hitori, Heyawake)" alone, though
    # Star Battle, Norinori and Light Up give one too
    docs = (Path(__file__).parent.parent / "docs" / "json.md").read_text()
    assert "Heyawake, Star Battle, Norinori, LITS, Light Up, Kurodoko, Tapa, Creek, Aqre, Cave, Nurimisaki; Hashiwokakero): a rule its cells already break" in docs
    position = tmp_path / "pos.txt"
    position.write_text("?#????\n#?????\n" + "??????\n" * 4)
    code, out, _ = run_cli("hint", "--json", RECORDS["starbattle"]["pzprjs-test-6x6"]["url"], "--position", str(position))
    assert (code, json.loads(out)["reason"]) == (0, "the stars at r1c2 and r2c1 touch")


def test_one_line_confined_to_one_region_says_holds(run_cli, tmp_path):
    # was "column 1 can place its 2 stars only in the region of r1c1, which hold no more"
    position = tmp_path / "pos.txt"
    position.write_text("??.??..#..\n??????....\n.?.??...#.\n.?.??.#...\n?????...#.\n??..???...\n..??.....#\n"
                        ".....#.#..\n.??......?\n...????..?\n")
    code, out, _ = run_cli("hint", RECORDS["starbattle"]["janko-sternenschlacht-009-10x10"]["url"], "--position",
                           str(position))
    assert (code, out.splitlines()[0]) == (0, "next step (rule: confined): r1c2, r1c4, r1c5, r5c2 are empty: column 1 "
                                              "can place its 2 stars only in the region of r1c1, which holds no more")


def _reason(run_cli, tmp_path, genre, name, rows):
    position = tmp_path / "pos.txt"
    position.write_text("\n".join(rows) + "\n")
    code, out, _ = run_cli("hint", "--json", RECORDS[genre][name]["url"], "--position", str(position))
    assert code == 0
    return json.loads(out)["reason"]


def test_light_up_mistakes_are_said_of_the_position_as_it_stands(run_cli, tmp_path):
    # were "as it stands, the bulbs at r1c1 and r1c3 would light each other", "... could have at most 3 bulbs beside
    # it", "r10c10 would stay dark" (a trial's words, where the other genres say "touch", "holds"), and "the 0 at
    # r4c2 has 1 bulbs beside it"
    six = "pzprjs-test-6x6"
    assert _reason(run_cli, tmp_path, "lightup", six, ["#?#???"] + ["??????"] * 5) == (
        "the bulbs at r1c1 and r1c3 light each other")
    assert _reason(run_cli, tmp_path, "lightup", six, ["??????", "??????", "?#????", ".0.???", "?.????", "??????"]) == (
        "the 0 at r4c2 has 1 bulb beside it")
    assert _reason(run_cli, tmp_path, "lightup", six, ["?.????", "..????"] + ["??????"] * 4) == (
        "the 4 at r2c3 can have at most 3 bulbs beside it")
    rows = ["??????????"] * 7 + ["?????????."] * 2 + ["????????.."]
    assert _reason(run_cli, tmp_path, "lightup", "cspuz-test-10x10", rows) == (
        "r10c10 stays dark: no cell that could light it can hold a bulb")


def test_heyawake_room_counts_of_one(run_cli, tmp_path):
    # were "the room of the 0 at r3c9 holds 1 shaded cells, more than its 0" and "... too few cells left for its 1
    # shaded ones"
    rows = ["??????????"] * 10
    rows[2] = "????????#?"
    assert _reason(run_cli, tmp_path, "heyawake", "janko-heyawake-12_10x10", rows) == (
        "the room of the 0 at r3c9 holds 1 shaded cell, more than its 0")
    puzzle = tmp_path / "one.txt"
    puzzle.write_text("heyawake\n1 .\n. .\n\na b\nb b\n")
    position = tmp_path / "pos.txt"
    position.write_text(".?\n?.\n")
    code, out, _ = run_cli("hint", "--json", str(puzzle), "--position", str(position))
    assert (code, json.loads(out)["reason"]) == (
        0, "the room of the 1 at r1c1 has too few cells left for its 1 shaded one")


def test_a_wall_whose_other_bulb_an_earlier_step_placed_says_how_many_it_still_needs(run_cli, tmp_path):
    # was "r7c7, r8c6 are bulbs: the 3 at r7c6 needs 3 more bulbs and has only 3 cells left beside it (r6c6, r7c7,
    # r8c6)", printed after "r6c6 is a bulb" (another wall's step of the same round): it needed 2 more by then
    position = tmp_path / "pos.txt"
    position.write_text("\n".join(['?.?#......', '..#.....?#', '....#..?#.', '?...?#....', '....#???.?', '?#..??.?.?',
                                   '#....???.?', '..?..?.?.?', '.??.????.?', '.??.????.?']) + "\n")
    code, out, _ = run_cli("hint", "--steps", "--json", RECORDS["lightup"]["cspuz-test-10x10"]["url"], "--position",
                           str(position))
    steps = json.loads(out)["steps"]
    assert code == 0 and steps[0]["sentence"] == ("r6c6 is a bulb: the 2 at r6c5 needs 1 more bulb and it is the only "
                                                  "cell left beside it")
    assert steps[1]["sentence"] == ("r7c7, r8c6 are bulbs: the 3 at r7c6 needs 2 more bulbs besides r6c6 (placed by an "
                                    "earlier step) and they are the only cells left beside it")
    assert [5, 5] in steps[1]["premises"]


def test_a_light_up_hint_key_names_its_walls(run_cli):
    # the key named bulbs and '?' alone: "(o bulb-free by this step; ? not yet decided)" under a board of '■' and
    # numbered walls
    code, out, _ = run_cli("hint", RECORDS["lightup"]["cspuz-test-10x10"]["url"])
    assert code == 0 and "■" in out
    assert out.splitlines()[-1] == "(o bulb-free by this step; ? not yet decided; ■ a wall; N a wall numbered N)"


def test_a_heyawake_room_of_0_holds_no_shaded_cell(run_cli):
    # was "r3c9, r3c10 are unshaded: the room of the 0 at r3c9 already holds its 0 shaded cells"
    code, out, _ = run_cli("hint", RECORDS["heyawake"]["janko-heyawake-12_10x10"]["url"])
    assert (code, out.splitlines()[0]) == (0, "next step (rule: room_done): r3c9, r3c10 are unshaded: the room of the 0 "
                                              "at r3c9 holds no shaded cell")


def test_a_star_battle_region_is_named_as_the_hints_name_it(run_cli, tmp_path):
    # the checker said "region 0 (from r1c1) holds 0 stars, not 1" (a URL's region by its decoder's number) beside the
    # hints' "the region of r1c1"
    position = tmp_path / "pos.txt"
    position.write_text("......\n" * 6)
    code, out, _ = run_cli("hint", "--json", RECORDS["starbattle"]["pzprjs-test-6x6"]["url"], "--position",
                           str(position))
    assert code == 0 and json.loads(out)["violations"][-1] == "position: the region of r4c1 holds 0 stars, not 1"


def test_json_docs_say_a_cut_stepping_has_no_grade():
    # json.md said 'grade' came "with --steps on a unique puzzle", though a run the time limit cut (complete false)
    # prints none (Deduction.graded: complete and solved)
    from gridsat.core.hints import Deduction

    docs = (Path(__file__).parent.parent / "docs" / "json.md").read_text()
    assert "(absent when the time limit or Ctrl-C cut them short: complete false)" in docs
    assert "grade" not in Deduction("unique", complete=False).to_json(with_grade=True)


@pytest.mark.parametrize("genre, name", [("lightup", "pzprjs-test-6x6"), ("starbattle", "pzprjs-test-6x6"),
                                         ("norinori", "pzprjs-test-5x5"), ("heyawake", "pzprjs-test-6x6")])
def test_a_solve_drawing_given_as_a_position_is_read(run_cli, tmp_path, genre, name):
    # was "'·' is not 0 or ? (undecided), ..." (Light Up's "◉ bulb, · no bulb") or "'┌' is not ..." (rooms boxed),
    # where a Nurikabe's or Hitori's solve drawing was read
    url = RECORDS[genre][name]["url"]
    code, drawing, _ = run_cli("solve", url)
    position = tmp_path / "pos.txt"
    position.write_text(drawing)
    assert run_cli("hint", url, "--position", str(position)) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")
