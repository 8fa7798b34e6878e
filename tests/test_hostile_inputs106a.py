"""Hostile pass 106, part a: pass 105's and the lead's fixes, hostile (their neighbours and edges)."""

from __future__ import annotations

import json

import pytest

import gridsat


@pytest.mark.parametrize(("said", "kind"), [("corral", "cave"), ("Kuromasu", "kurodoko")])
def test_a_text_grid_headed_by_a_genre_s_other_name_is_told_its_kind(tmp_path, run_cli, said, kind):
    # '--kind corral' was told the kind it is (the lead), but a file whose first line is 'corral' was "not a puzzle
    # gridsat can read" (gridsat solve, batch) with the list of kinds alone
    path = tmp_path / "p.txt"
    path.write_text(f"{said}\n3 . .\n. . .\n. . 2\n")
    words = (f"line 1: {said!r} names no kind: the kind is {kind!r} (also called {said.lower()!r}): a text grid's "
             "first line is its genre's name")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: p.txt: {words}, as --to text writes it\n")
    with pytest.raises(gridsat.PuzzleInputError, match=r"names no kind: the kind is"):
        gridsat.kinds.get(kind).parse(path.read_text())


def test_total_time_s_json_note_names_the_puzzle_as_its_line_does(run_cli):
    # the line on stderr said "before the Domino Fit puzzle of seed 1", the JSON note "before the puzzle"
    code, out, err = run_cli("generate", "dominofit", "--size", "1000x1000", "--total-time", "0.05", "--json")
    assert code == 1 and json.loads(out)["note"] == (
        "--total-time ran out before the Domino Fit puzzle of seed 1 was made; no puzzle is given")
    assert err.startswith("gridsat: unknown: --total-time ran out before the Domino Fit puzzle of seed 1 ")


@pytest.mark.parametrize("name", ["nurikabe", "lightup", "hitori", "starbattle", "creek"])
def test_a_recorded_answer_of_digits_one_a_cell_is_read(tmp_path, run_cli, name):
    # "0 1 1 0" was read, "0110" (a digit a cell, as docs/json.md allows: "cells one symbol each") was "a recorded
    # nurikabe solution must be rows of #/./*/x or of numbers", though it is rows of numbers
    kind = gridsat.kinds.get(name)
    result = kind.parse(kind.example).solve()
    digits = "".join("".join(map(str, row)) + "\n" for row in result.grid)
    assert kind.same_answer(result, digits) and kind.same_answer(result, digits.replace("\n", "\r\n"))
    (tmp_path / "p.txt").write_text(kind.example)
    (tmp_path / "p.solution.txt").write_text(digits)
    code, _, _ = run_cli("batch", str(tmp_path / "p.txt"), "-o", str(tmp_path / "r.jsonl"), "--check-answer")
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (code, line["status"], line["matches_record"]) == (0, "solved", True)


def test_a_recorded_digit_that_is_no_answer_value_is_named_by_its_cell():
    aqre = gridsat.kinds.get("aqre")
    puzzle = aqre.parse("aqre\n5 2 . .\n. . . .\n0 . 2 .\n. . . .\n\n0 1 1 1\n0 0 1 1\n2 0 3 4\n2 0 3 4\n")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        type(puzzle).read_answer("1102\n1101\n0111\n0110\n")
    assert str(caught.value) == ("a recorded Aqre solution: cell r1c4 holds 2; an Aqre answer holds 0 (unshaded) or "
                                 "1 (shaded)")


def test_a_light_up_position_writing_its_walls_hash_reads_them_as_the_walls(tmp_path, run_cli):
    # a recorded answer writing the walls '#' as the puzzle's text does was read (pass 105); a position so written was
    # "r2c3 is shaded (a bulb), but it is a wall (its number 4), and a wall holds no bulb" ('#' a bulb elsewhere)
    puzzle = tmp_path / "p.txt"
    puzzle.write_text("lightup\n. . . . . .\n. . 4 . . .\n. . . . 2 .\n. 0 . . . .\n. . . 1 . .\n. . . . . .\n")
    position = tmp_path / "pos.txt"
    position.write_text("??????\n?##???\n??.?#?\n?#????\n???#??\n??????\n")
    code, out, err = run_cli("hint", str(puzzle), "--position", str(position))
    assert (code, err) == (0, "")
    assert out.startswith("the position has a mistake: r3c3 differs from the puzzle's only answer; as it stands, the 4 "
                          "at r2c3 can have at most 3 bulbs beside it")
    position.write_text("??????\n?#????\n??????\n??????\n??????\n??????\n")  # '#' on an open cell: still a bulb
    assert run_cli("hint", str(puzzle), "--position", str(position))[1].startswith(
        "next step (rule: lit): r1c2, r2c1, r3c2 have no bulb: lit by the bulb at r2c2")


@pytest.mark.parametrize(("name", "said"), [
    ("yinyang", "solution: line 1, column 6: symbol '/' is not 1 (white) or 2 (black); a recorded answer gives each "
                "row on a line of its own or in a list, not joined by '/'"),
    ("masyu", "a recorded Masyu solution must be horizontal/vertical edge strings or rows of side bitmasks (hex "
              "digits), each row on a line of its own or in a list, not joined by '/'"),
    ("yajilin", "a recorded Yajilin solution must be horizontal/vertical edge strings, rows of side bitmasks (hex "
                "digits, # shaded) or rows of whole numbers (16 shaded), each row on a line of its own or in a list, "
                "not joined by '/'"),
])
def test_a_recorded_answer_s_rows_joined_by_slash_are_told_so_in_every_kind(name, said):
    # pass 105 told the shading kinds' answers so; Yin-Yang's said only "symbol '/' is not 1 (white) or 2 (black)",
    # the loops' "must be horizontal/vertical edge strings or rows of side bitmasks", no word of the '/'
    kind = gridsat.kinds.get(name)
    result = kind.parse(kind.example).solve()
    joined = "/".join("".join(f"{v:x}" if v < 16 else "#" for v in row) for row in result.grid)
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        kind.same_answer(result, joined)
    assert str(caught.value) == said
    assert kind.same_answer(result, joined.replace("/", "\n"))


@pytest.mark.parametrize(("puzzle", "at", "rows"), [
    ("https://puzz.link/p?yinyang/5/5/016612300", "11111.12221.22111.12221.11111", 5),
    ("https://puzz.link/p?sudoku/4/4/g1k23k3g", "2143.4312.3421.1234", 4),
    ("nurikabe\n1 . 1\n. . .\n. . 3\n", "#play=nurikabe&at=101.000.111", 3),
])
def test_a_position_in_the_page_address_s_form_is_told_so_in_every_kind(tmp_path, run_cli, puzzle, at, rows):
    # pass 105 told a shading kind's 'at=' rows so; Yin-Yang's was "symbol '.' is not 0 (undecided), 1 (white) or 2
    # (black)", Sudoku's "the position has 1 row of 19 cells", and the rows with their 'at=' "'a' is not 0 or ?"
    (tmp_path / "p.txt").write_text(puzzle)
    (tmp_path / "pos.txt").write_text(at + "\n")
    assert run_cli("hint", str(tmp_path / "p.txt"), "--position", str(tmp_path / "pos.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'pos.txt'}: line 1: {rows} rows of digits joined by '.', as a page's address writes them "
               "after 'at=': a position gives each row on a line of its own\n")


@pytest.mark.parametrize("written", ["# * . .\n* . . .\n. . . *\n. . * #\n", "2 * . .\n* . . .\n. . . *\n. . * 2\n",
                                     ["# * . .", "* . . .", ". . . *", ". . * #"]])
def test_a_recorded_light_up_answer_with_spaces_writing_its_walls_is_read(written):
    # pass 105 read "#*.." as the walls; with spaces between the cells, "# * . ." was "a bulb stands on the wall at
    # r1c1" and "2 * . ." "cell r1c1 holds 2; a Light Up answer holds 0 (no bulb) or 1 (bulb)"
    kind = gridsat.kinds.get("lightup")
    result = kind.parse("lightup\n2 . . .\n. . . .\n. . . .\n. . . 2\n").solve()
    assert kind.recorded_answer(result, written) == [[0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 0, 1, 0]]


def test_a_recorded_answer_of_0s_and_1s_reads_a_1_on_a_clue_as_shaded():
    # rows of values alone are never the clues written: a 1 on the clue 1's cell is that cell shaded, named so
    kind = gridsat.kinds.get("nurikabe")
    result = kind.parse("nurikabe\n1 . .\n. . .\n. . 3\n").solve()
    grid = kind.recorded_answer(result, "110\n100\n110\n")
    assert grid == [[1, 1, 0], [1, 0, 0], [1, 1, 0]] and result.puzzle.violations(grid)[0] == "clue cell r1c1 is shaded"


@pytest.mark.parametrize(("name", "puzzle", "joined", "rows"), [
    ("nurikabe", "nurikabe\n1 . .\n. . .\n. . 3\n", "011.110.100", 3),
    ("nurikabe", "nurikabe\n1 . .\n. . .\n. . 3\n", "#play=nurikabe&at=122.221.211", 3),
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", "11111.12221.22111.12221.11111", 5),
])
def test_a_recorded_answer_in_the_page_address_s_form_is_told_so(name, puzzle, joined, rows):
    # was "the recorded solution is 1x11; the puzzle is 3x3" (Yin-Yang's "symbol '.' is not 1 (white) or 2 (black)")
    kind = gridsat.kinds.get(name)
    result = kind.parse(puzzle).solve()
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        kind.same_answer(result, joined)
    assert str(caught.value) == (f"line 1: {rows} rows of digits joined by '.', as a page's address writes them after "
                                 "'at=': a recorded answer gives each row on a line of its own")


@pytest.mark.parametrize(("said", "hint"), [("akar", "did you mean 'lightup'? 'akari' is its other name"),
                                            ("coral", "did you mean 'cave'? 'corral' is its other name")])
def test_a_genre_s_other_name_misspelt_is_told_the_kind(run_cli, said, hint):
    # '--kind akar' was given the list of kinds alone, where a text grid's first line 'akar' was told "did you mean
    # 'akari'?" and '--kind akari' the kind it is
    code, out, err = run_cli("solve", "examples/yinyang-10x10.txt", "--kind", said)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: unknown kind {said!r} ({hint}) (kinds: pack, ")
