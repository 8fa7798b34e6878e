"""Hostile pass 51, part b: web app and batch."""

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

SECOND = "(many puzzles go in a .jsonl collection, one a line)"
YY = "1 2 0 0 0 0\n0 0 0 1 0 0\n0 0 2 0 2 0\n1 0 1 0 0 0\n0 0 0 1 0 0\n0 0 1 0 2 0\n"
AKARI = ". . 1\n. . .\n2 . .\n"


def _refused(kind, text):
    with pytest.raises(PuzzleInputError) as caught:
        get(kind).parse(text, source="two.txt")
    return str(caught.value)


def test_yinyang_second_puzzle_after_a_blank_line_is_named():
    # was "line 8 is empty inside the grid" (the second 'yinyang' header was never looked at)
    message = _refused("yinyang", "yinyang\n" + YY + "\nyinyang\n" + YY)
    assert message == f"two.txt: line 9: 'yinyang' starts a second puzzle: a file holds one {SECOND}"
    message = _refused("yinyang", "Yin Yang\n" + YY + "\nyin yang\n" + YY)
    assert message == f"two.txt: line 9: 'yin yang' starts a second puzzle: a file holds one {SECOND}"


def test_yinyang_blank_line_without_a_second_header_still_named():
    # pass 93: was "line 7 is empty inside the grid" (see test_hostile_inputs93b.py)
    assert _refused("yinyang", YY + "\n" + YY) == ("two.txt: line 8 starts a second puzzle (2 grids of 6 rows alike, "
                                                   f"a blank line between): a file holds one {SECOND}")


def test_second_puzzle_headed_by_a_two_word_title():
    # the first line 'Light Up' is read as the header; the second was "the rows of clues are one block ...; got 2"
    message = _refused("lightup", "Light Up\n" + AKARI + "\nLight Up\n" + AKARI)
    assert message == f"two.txt: line 6: 'Light Up' starts a second puzzle: a file holds one {SECOND}"


def test_second_puzzle_headed_by_a_titled_star_battle_with_its_count():
    text = "Star Battle 1\nA A\nB B\n\nStar Battle 1\nA B\nA B\n"
    message = _refused("starbattle", text)
    assert message == f"two.txt: line 5: 'Star Battle 1' starts a second puzzle: a file holds one {SECOND}"


def test_collection_line_of_a_named_puzzle_names_its_line(tmp_path):
    # a puzzle's own "name" stood where the line was named: the error was "short: clues must be ...", all it said
    import json

    from gridsat.batch.run import run_batch

    puzzle = {"kind": "nurikabe", "rows": 3, "cols": 3, "clues": [[0, 0, 2], [2, 2, 2]], "name": "short"}
    collection = tmp_path / "n.jsonl"
    collection.write_text(json.dumps(puzzle) + "\n" + json.dumps({"kind": "nurikabe", "puzzle": puzzle}) + "\n")
    out = tmp_path / "out.jsonl"
    run_batch([str(collection)], out, jobs=1)
    errors = sorted(json.loads(line)["error"] for line in out.read_text().splitlines())
    assert errors == ["n.jsonl: line 1: short: clues must be a list of 3 rows, got 2",
                      "n.jsonl: line 2: short: clues must be a list of 3 rows, got 2"]


def test_a_loop_of_links_given_as_out_names_the_option(tmp_path, run_cli):
    # was "a.jsonl: cannot read results file: Too many levels of symbolic links", naming no option (a picture,
    # written whole and renamed into place, still replaces such a link, as pass 49 chose)
    (tmp_path / "a.jsonl").symlink_to(tmp_path / "b.jsonl")
    (tmp_path / "b.jsonl").symlink_to(tmp_path / "a.jsonl")
    (tmp_path / "a.png").symlink_to(tmp_path / "b.png")
    (tmp_path / "b.png").symlink_to(tmp_path / "a.png")
    puzzle = tmp_path / "p.txt"
    puzzle.write_text(YY)
    loop = "is a link in a loop of links, which leads to no file"
    assert run_cli("batch", str(puzzle), "-o", str(tmp_path / "a.jsonl"), "-q") == (
        2, "", f"gridsat: error: --out: '{tmp_path / 'a.jsonl'}' {loop}\n")
    code, _, err = run_cli("solve", str(puzzle), "--png", str(tmp_path / "a.png"))
    assert (code, err) == (0, "") and not (tmp_path / "a.png").is_symlink()


def test_a_loop_of_links_given_to_run_batch(tmp_path):
    from gridsat.batch.run import run_batch

    (tmp_path / "a.jsonl").symlink_to(tmp_path / "b.jsonl")
    (tmp_path / "b.jsonl").symlink_to(tmp_path / "a.jsonl")
    (tmp_path / "p.txt").write_text(YY)
    with pytest.raises(PuzzleInputError) as caught:
        run_batch([str(tmp_path / "p.txt")], tmp_path / "a.jsonl", jobs=1)
    assert str(caught.value) == f"'{tmp_path / 'a.jsonl'}' is a link in a loop of links, which leads to no file"


def test_a_mode_setting_sent_in_options_is_told_where_it_goes(api_client):
    # /api/solve takes {"options": {"edition": ...}}; /api/mode told the same "option 'edition' does not apply to
    # the Calendar puzzle mode 'census'", which it does (in "settings")
    for body, said in [
        ({"options": {"edition": "weekday"}}, "'edition' goes in 'settings', not 'options'"),
        ({"options": {"design": "standard"}}, "'design' goes in 'settings', not 'options'"),
        ({"options": {"hint": 2}}, "option 'hint' does not apply to the Calendar puzzle mode 'census' (options: time_limit, "
                                   "memory_limit)"),
    ]:
        response = api_client.post("/api/mode", json={"kind": "calendar", "mode": "census", **body})
        assert (response.status_code, response.json()) == (422, {"error": said})


def test_sudoku_second_puzzle_in_one_file_is_named():
    # was "line 12, column 1: 's' is no digit: a Sudoku written without spaces has a digit a cell, ..."
    empty = "sudoku\n" + ".........\n" * 9
    message = _refused("sudoku", empty + "\n" + empty)
    assert message == f"two.txt: line 12: 'sudoku' starts a second puzzle: a file holds one {SECOND}"
