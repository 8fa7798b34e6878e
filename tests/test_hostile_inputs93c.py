"""Hostile pass 93, part c: limits and hostile input on the sitting's new paths (puzz.link rooms, janko.at files,
generated records, layout resume, letters run together, drawn positions)."""

import io
import json

import pytest


@pytest.mark.parametrize("field, value, told", [
    ("steps", [1, 2], "its 'steps' is [1, 2]"),  # was: "(it was run with --steps [1, 2], not 20000)"
    ("mode", None, "its 'mode' is null"),  # was: "(it was run with --layout None, not labels)"
    ("steps", True, "its 'steps' is true"),  # was: "(it was run with --steps on, not 20000)"
    ("steps", "x" * 300, "its 'steps' is 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (300 characters)"),  # was whole
])
def test_an_edited_layout_search_line_names_its_field_not_a_setting_never_run(run_cli, tmp_path, field, value, told):
    out = tmp_path / "layouts.jsonl"
    line = {"record": "search", "restart": None, "mode": "labels", "objective": "most-fewest", "one_sided": False,
            "steps": 20000, "seed": 0}
    out.write_text(json.dumps({**line, field: value}) + "\n")
    code, _, err = run_cli("calendar", "--layout", "labels", "--out", str(out))
    assert code == 2
    assert err == (f"gridsat: error: {out}: line 1 is not a JSON record with a key ({told}); this file was not "
                   "written by gridsat or was edited, or holds another command's results: choose another output "
                   "file\n")


HEYAWAKE_4X4 = "https://puzz.link/p?heyawake/4/4/3nocigj1"


def test_a_bordered_position_with_a_line_of_another_length_names_that_line(run_cli, tmp_path):
    # was: "line 1, column 1: '┌' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)" -- the border named,
    # not the cell typed a character wider ('1##' for '1█') nor a board copied without its last line
    code, answer, _ = run_cli("heyawake", HEYAWAKE_4X4)
    assert code == 0
    board = answer.split("██ shaded")[0]
    position = tmp_path / "p.txt"
    position.write_text(board.replace("1█", "1##"))
    code, _, err = run_cli("hint", HEYAWAKE_4X4, "--position", str(position))
    assert code == 2
    assert err == (f"gridsat: error: {position}: line 8: '│· │· │1##│· │' is 14 characters long, the board's other lines 13: "
                   "a board drawn inside borders has each cell as wide as gridsat draws it\n")
    position.write_text(board.rstrip("\n").rsplit("\n", 1)[0] + "\n")
    assert run_cli("hint", HEYAWAKE_4X4, "--position", str(position))[2] == (
        f"gridsat: error: {position}: line 8: the board drawn inside borders ends without its bottom border ('└...┘'): "
        "give the board whole, as gridsat draws it\n")
    position.write_text(board.replace("1█", "1#"))  # as wide as drawn: read
    assert run_cli("hint", HEYAWAKE_4X4, "--position", str(position))[1].startswith("solved:")


@pytest.mark.parametrize("row, mark", [("│· █·  ·  · │", "█"), ("│· x·  ·  · │", "x")])
def test_a_mark_where_a_bordered_positions_borders_go_is_named_not_dropped(run_cli, tmp_path, row, mark):
    # was: '· █' (a shaded cell typed a space too late) read as unshaded cells, the '█' where a border goes taken for
    # one and dropped (heyawake: '5 █' read as the 5 unshaded); an 'x' there dropped alike
    code, answer, _ = run_cli("heyawake", HEYAWAKE_4X4)
    position = tmp_path / "p.txt"
    position.write_text(answer.split("██ shaded")[0].replace("│·  ·  ·  · │", row))
    code, _, err = run_cli("hint", HEYAWAKE_4X4, "--position", str(position))
    assert code == 2
    assert err == (f"gridsat: error: {position}: line 2, column 4: {mark!r} stands where the board's borders go: a "
                   "board drawn inside borders has each cell as wide as gridsat draws it\n")


@pytest.mark.parametrize("field, value, told", [
    ("size", 5, "line 2 is not a JSON record with a key (its 'size' is 5); this file was not written by gridsat or "
     "was edited, or holds another command's results: mend or delete line 2 to keep the others, or choose "
     "another output file"),  # was "made with --size 5"
    ("settings", 3, "line 2 is not a JSON record with a key (its 'settings' is 3); this file was not written by "
     "gridsat or was edited, or holds another command's results: mend or delete line 2 to keep the others, "
     "or choose another output file"),  # "with settings 3"
    ("settings", {"grade": "x" * 300}, "line 2: the file holds seed 2 made with --grade "  # was 300 x's whole
     "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (300 characters), not without --grade: it belongs to another run; "
     "choose another --out"),
    ("kind", "x" * 300, "line 2: the file holds seed 2 of kind 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (300 "
     "characters), not yinyang: it belongs to another run; choose another --out"),
])
def test_an_edited_collection_line_is_never_told_as_options_no_run_gives(run_cli, tmp_path, field, value, told):
    out = tmp_path / "made.jsonl"
    assert run_cli("generate", "yinyang", "--size", "5x5", "--count", "2", "--out", str(out))[0] == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    lines[1][field] = value
    out.write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, _, err = run_cli("generate", "yinyang", "--size", "5x5", "--count", "3", "--out", str(out))
    assert code == 2
    assert err == f"gridsat: error: {out}: {told}\n"


@pytest.mark.parametrize("kind", ["nurikabe", "yinyang", "sudoku", "pack"])
def test_a_file_name_piped_to_a_kinds_command_is_told_as_solve_tells_it(run_cli, monkeypatch, kind):
    # was: nurikabe, sudoku, pack...: "'x.txt' is a file's name, ..." without 'stdin:' (solve says it); yinyang:
    # "stdin: line 1, column 1: symbol 'x' is not 0 (empty), 1 (white circle) or 2 (black circle)"
    monkeypatch.setattr("sys.stdin", io.StringIO("x.txt\n"))
    code, _, err = run_cli(kind, "-")
    assert code == 2
    assert err == ("gridsat: error: stdin: 'x.txt' is a file's name, not a puzzle's text or URL: give the file itself "
                   "(gridsat solve FILE or gridsat batch FILE; from Python, gridsat.read('x.txt'); on a page, its file "
                   "button) or its text\n")


JANKO_AREAS = ("begin\npuzzle starbattle\nauthor x\nsize 5\nstars 1\nareas\n1 1 2 2 2\n1 1 2 3 3\n4 4 4 3 3\n4 5 5 5 3\n"
               "5 5 5 5 3\nend\n")


@pytest.mark.parametrize("command", ["solve", "starbattle", "lits"])
def test_a_janko_file_of_areas_alone_is_named(run_cli, tmp_path, command):
    # was: solve "not a puzzle gridsat can read (kinds: ...)", starbattle "line 2: 2 cells, expected 1": a genre
    # without clues (Star Battle, LITS, Norinori) writes its 'areas' and no 'problem'
    path = tmp_path / "p.txt"
    path.write_text(JANKO_AREAS)
    code, _, err = run_cli(command, str(path))
    assert code == 2
    assert err == ("gridsat: error: p.txt: a janko.at puzzle file (starbattle), which gridsat does not read: give the "
                   "puzzle's puzz.link URL, or its text grid under a first line naming the genre, '.' an empty cell "
                   "(the README's Formats)\n")


@pytest.mark.parametrize("domino", [["H", 0], ["H", 0, 1, 2], "HV"])
def test_a_recorded_domino_of_the_wrong_length_is_named(tmp_path, domino):
    # was: 'a recorded Domino Fit solution must be a list of ["H"|"V", row, col] (row and col whole numbers)' alone,
    # where a domino of the wrong kind or numbers was named ('got ['X', 0, 0]')
    import gridsat
    from gridsat.core.errors import PuzzleInputError
    from gridsat.kinds import get
    from gridsat.puzzles import dominofit

    path = tmp_path / "board.json"
    path.write_text(json.dumps(dominofit.generate(4, 4, seed=3).to_json()))
    result = gridsat.solve(str(path))
    with pytest.raises(PuzzleInputError) as caught:
        get("dominofit").recorded_answer(result, [domino])
    assert str(caught.value) == ('a recorded Domino Fit solution must be a list of ["H"|"V", row, col] (row and col '
                                 f"whole numbers), got {domino!r}")


@pytest.mark.parametrize("url, said", [
    ("heyawake/1/1/", "URL body ends after 0 characters, missing 1 of the 1 room (is the URL cut short?)"),  # 1 rooms
    ("heyawake/2/1/", "URL body ends after 0 characters, missing 1 of the 1 base-32 digit of walls (is the URL cut "
     "short?)"),  # was "of the 1 base-32 digits"
    ("heyawake/2/2/-1", "URL body character 1 ('-'): expected 1 base-32 digit (0-9, a-v) of walls"),  # "1 ... digits"
    ("hitori/1/1/", "URL body ends after 0 characters, missing 1 of the 1 cell (is the URL cut short?)"),  # "1 cells"
    ("lightup/1/1/", "URL body ends after 0 characters, missing 1 of the 1 cell (is the URL cut short?)"),
    ("yinyang/1/1/", "missing 1 of its 1 character (3 cells per character) (is the URL cut short?)"),  # characters
])
def test_a_url_cut_short_counts_one_item_in_the_singular(url, said):
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.read("https://puzz.link/p?" + url)
    assert caught.value.problem.endswith(said)


@pytest.mark.parametrize("command", [["batch", "PUZZLES"], ["calendar", "--layout", "labels"],
                                     ["calendar", "--year", "2026"]])
def test_a_generated_collection_as_another_commands_out_is_named(run_cli, tmp_path, command):
    # was: "line 1 is not a JSON record with a key; this file was not written by gridsat or was edited, ...", of
    # a collection gridsat generate wrote
    made = tmp_path / "made.jsonl"
    assert run_cli("generate", "yinyang", "--size", "5x5", "--count", "2", "--out", str(made))[0] == 0
    puzzle = tmp_path / "p.txt"
    puzzle.write_text("yinyang\n1 0\n0 2\n")
    code, _, err = run_cli(*[str(puzzle) if part == "PUZZLES" else part for part in command], "--out", str(made))
    assert code == 2
    assert err == (f"gridsat: error: {made}: line 1 holds the results of a gridsat generate --out run, not of this "
                   "command: choose another output file\n")


@pytest.mark.parametrize("puzzle", ["https://puzz.link/p?lits/4/4/9q02jg", "examples/yinyang-10x10.txt"])
def test_a_janko_file_given_as_a_position_is_named(run_cli, tmp_path, puzzle):
    # was: LITS "the drawn board has 5 rows of 5 cells; the puzzle has 4 rows of 4" (its 'areas' rows read as a
    # board), Yin-Yang "line 1, column 1: symbol 'b' is not 0 (undecided), 1 (white) or 2 (black)"
    from pathlib import Path

    path = tmp_path / "p.txt"
    path.write_text(JANKO_AREAS)
    puzzle = puzzle if "://" in puzzle else str(Path(__file__).parent.parent / puzzle)
    code, _, err = run_cli("hint", puzzle, "--position", str(path))
    assert code == 2
    assert err == (f"gridsat: error: {path}: a janko.at puzzle file (starbattle), not a position: a position is the "
                   "player's grid (the kind's values, 0 undecided)\n")
