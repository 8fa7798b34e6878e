"""What a new user, following the README and docs/*.md from the top, tripped over (pass 71): each case is the
exact line a user gets now."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("puzzle, title", [(str(EXAMPLES / "yinyang-10x10.txt"), "Yin-Yang"), (NURIKABE, "Nurikabe")])
@pytest.mark.parametrize("header, other", [("dominofit rule=dot", "Domino Fit"), ("starbattle 1", "Star Battle")])
def test_another_kinds_puzzle_given_as_a_position_is_named(run_cli, tmp_path, puzzle, title, header, other):
    # a Domino Fit or Star Battle file (its header with settings) given as a Yin-Yang's --position was "line 1:
    # 'dominofit rule=dot' starts a second puzzle: a file holds one (many puzzles go in a .jsonl collection...)",
    # a Nurikabe's "line 3: '. # . . .   7' is no row as gridsat draws the board" or "'starbatt' is not 0 or ?"
    (tmp_path / "p.txt").write_text(f"{header}\n1 1\n1 1\n")
    assert run_cli("hint", puzzle, "--position", str(tmp_path / "p.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'p.txt'}: line 1: '{header}' names a "
               f"{other} puzzle, not {title} (a position of this {title} puzzle is its grid)\n")


def test_a_puzzle_given_to_the_calendar_is_not_a_calendar_puzzle(run_cli):
    # 'gridsat calendar examples/yinyang-10x10.txt' was told "... a Yin-Yang puzzle, not Calendar puzzle: ..."
    path = str(EXAMPLES / "yinyang-10x10.txt")
    assert run_cli("calendar", path) == (
        2, "", f"gridsat: error: yinyang-10x10.txt: this looks like a Yin-Yang puzzle, not a Calendar puzzle: gridsat "
               f"yinyang {path}\n")
    assert run_cli("solve", path, "-k", "yinyang")[0] == 0  # and a kind whose title is no "... puzzle" stays bare:
    assert run_cli("yinyang", str(EXAMPLES / "queens-8.dlx"))[2].startswith(
        "gridsat: error: queens-8.dlx: this looks like an Exact cover puzzle, not Yin-Yang: ")


@pytest.mark.parametrize("puzzle, kind, title", [(str(EXAMPLES / "pack-3x20.json"), "pack", "Polyomino packing"),
                                                ("2026-10-06", "calendar", "a Calendar puzzle"),
                                                (str(EXAMPLES / "dominofit-8x8.json"), "dominofit", "Domino Fit")])
def test_another_kinds_puzzle_as_a_placing_kinds_position_is_named(run_cli, tmp_path, puzzle, kind, title):
    # a Star Battle file as a packing or calendar --position was "the position has 2 rows; the board has 3 rows"
    # (the Domino Fit board: "3 rows; ... 8 rows"), its genre line counted as a row of the board
    (tmp_path / "p.txt").write_text("starbattle 1\n1 1\n1 1\n")
    this = title.removeprefix("a ") + ("" if kind == "calendar" else " puzzle")
    assert run_cli("hint", puzzle, "-k", kind, "--position", str(tmp_path / "p.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'p.txt'}: line 1: 'starbattle 1' names a Star Battle puzzle, not {title} "
               f"(a position of this {this} is its grid)\n")


def test_a_position_on_the_web_is_named_as_another_kinds_puzzle(api_client):
    calendar = '{"kind": "calendar", "date": "2026-10-06"}'
    reply = api_client.post("/api/hint", json={"kind": "calendar", "puzzle": calendar,
                                               "position": "dominofit rule=dot\n2 2\n. . 2\n. . 2\n"})
    assert (reply.status_code, reply.json()) == (422, {"error": "position: line 1: 'dominofit rule=dot' names a Domino "
                                                                "Fit puzzle, not a Calendar puzzle (a position of this "
                                                                "Calendar puzzle is its grid)"})


def test_the_design_searchs_advice_makes_an_edition_file_that_reads(run_cli, tmp_path):
    # 'calendar --design' said "to play design 1: an edition file's line 'NAME = standard : ...'"; that line alone
    # is "line 1: text before the first section ([board NAME], [pieces], [editions])": the advice now says "under
    # [editions]" (tests/test_calendar_designer_cli.py holds the words), the line alone is told where it goes, and
    # the file so written is read
    line = "NAME = standard : H01 F5 L5 N5 P5 T5 U5 Y5"
    (tmp_path / "alone.txt").write_text(line + "\n")
    assert run_cli("calendar", "10-06", "-e", str(tmp_path / "alone.txt"))[2] == (
        "gridsat: error: alone.txt: line 1: text before the first section ([board NAME], [pieces], [editions]): an "
        "edition's line goes under a line [editions]\n")
    (tmp_path / "mine.txt").write_text(f"[editions]\n{line}\n")
    code, out, err = run_cli("calendar", "10-06", "-e", str(tmp_path / "mine.txt"))
    assert (code, err, out.splitlines()[0]) == (0, "", "6 Oct on NAME")


@pytest.mark.parametrize("text, told", [
    ('{"kind": "nurikabe", "rows": 2, "cols": 2, "clue": [[1, 0], [0, 0]]}',
     "unknown field 'clue' (did you mean 'clues'?) (fields: clues, cols, kind, name, rows)"),
    ('{"kind": "pack", "board": "3x20", "piece": "pentominoes"}',
     "unknown field 'piece' (did you mean 'pieces'?) (fields: board, holes, kind, one_sided, pieces)"),
    ('{"kind": "calendar", "dat": "2026-10-06"}',
     "unknown field 'dat' (did you mean 'date'?) (fields: date, edition, kind, one_sided, place, weekday)"),
    ('{"kind": "dominofit", "rows": 1, "cols": 2, "row_target": [1], "col_targets": [1, 1]}',
     "unknown field 'row_target' (did you mean 'row_targets'?) (fields: blocked, col_relations, col_targets, cols, "
     "costs, generator, givens, kind, name, row_relations, row_targets, rows, rule, solution, source, source_id, "
     "targets, unique)"),
])
def test_a_misspelt_json_field_is_told_the_field_meant(run_cli, tmp_path, text, told):
    # each was the list of fields alone ('clue', 'piece', 'dat'); Domino Fit's 'row_target' was "missing field
    # 'row_targets'", its misspelt field never named
    (tmp_path / "p.json").write_text(text)
    assert run_cli("solve", str(tmp_path / "p.json")) == (2, "", f"gridsat: error: p.json: {told}\n")


@pytest.mark.parametrize("route, body, told", [
    ("/api/solve", {"kind": "pack", "options": {"bord": "3x20"}},
     "unknown option 'bord' for Polyomino packing puzzles (did you mean 'board'?) (options: count, limit, solutions, skip, unique, "
     "distinct, engine, time_limit, seed, memory_limit, board, pieces, one_sided, holes)"),  # 'forced' was listed too
    ("/api/generate", {"kind": "yinyang", "size": "8x8", "sed": 3},
     "unknown field 'sed' (did you mean 'seed'?) (fields: kind, size, seed, time_limit, svg, grade)"),
    ("/api/mode", {"kind": "calendar", "mode": "census", "settings": {"edtion": "weekday"}},
     "unknown setting 'edtion' (did you mean 'edition'?) (its settings: census, edition, one_sided, design, pieces, "
     "use)"),
])
def test_a_misspelt_web_field_or_option_is_told_the_one_meant(api_client, route, body, told):
    # each was the list alone ('edtion': "setting 'edtion' does not apply to the Calendar puzzle mode 'census'"), where the
    # command line says "Possible options: --board"
    reply = api_client.post(route, json=body)
    assert (reply.status_code, reply.json()) == (422, {"error": told})


def test_an_edition_files_misspelt_names_are_told_the_one_meant(run_cli, tmp_path):
    # each was the list alone: a board 'standrd', a section '[edition]', 'FILE:min' for the file's edition 'mine'
    (tmp_path / "b.txt").write_text("[editions]\nmine = standrd : O6 U5 V5 T5 L5 N5 Y5 P5\n")
    assert run_cli("calendar", "10-06", "-e", str(tmp_path / "b.txt"))[2] == (
        "gridsat: error: b.txt: line 2: edition mine uses board 'standrd', which is not defined (did you mean "
        "'standard'?) (boards: standard tetromino weekday)\n")
    (tmp_path / "s.txt").write_text("[edition]\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n")
    assert run_cli("calendar", "10-06", "-e", str(tmp_path / "s.txt"))[2] == (
        "gridsat: error: s.txt: line 1: unknown section '[edition]' (did you mean '[editions]'?) (use [board NAME], "
        "[pieces] or [editions])\n")
    assert run_cli("calendar", "10-06", "-e", f"{EXAMPLES / 'my-edition.txt'}:min")[2] == (
        "gridsat: error: my-edition.txt has no edition 'min' (did you mean 'mine'?) (editions: mine)\n")


def test_a_board_with_the_letter_o_for_a_zero_is_told_the_size_meant(run_cli, api_client):
    # '3x2O' was "unknown board '3x2O': give RxC (e.g. 6x10), ..." with no word of the letter O for the digit 0
    told = "unknown board '3x2O' (did you mean '3x20'?): give RxC (e.g. 6x10), a mask file, or one of: 8x8-centre"
    assert run_cli("pack", "--board", "3x2O") == (2, "", f"gridsat: error: {told}\n")
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "3x2O"}})
    assert (reply.status_code, reply.json()) == (422, {"error": told})
    assert run_cli("pack", "--board", "6xO")[2] == ("gridsat: error: unknown board '6xO': give RxC (e.g. 6x10), a mask "
                                                    "file, or one of: 8x8-centre\n")  # no 6x0 offered


def test_a_generator_size_with_the_letter_o_is_told_the_size_meant(run_cli):
    # '--size 1Ox10' was "--size '1Ox10' is not RxC (e.g. 10x10)", the O unnamed (as --board 3x2O was)
    assert run_cli("generate", "yinyang", "--size", "1Ox10") == (
        2, "", "gridsat: error: --size '1Ox10' is not RxC: did you mean '10x10'?\n")


def test_generates_own_grade_without_its_value_is_not_sent_to_the_grade_command(run_cli):
    # 'generate yinyang --size 8x8 --grade' (the value forgotten) was "Option '--grade' requires an argument; how hard
    # a puzzle is: gridsat grade PUZZLE", pointing away from the generator's own --grade easy..expert
    assert run_cli("generate", "yinyang", "--size", "8x8", "--grade") == (
        2, "", "gridsat: error: Option '--grade' requires an argument. (GRADE: see 'gridsat generate yinyang --help')\n")
    assert run_cli("calendar", "10-06", "--steps")[2] == (  # a solving command's still is (--layout's --steps N)
        "gridsat: error: Option '--steps' requires an argument; every step: gridsat hint 10-06 --kind calendar --steps\n")
