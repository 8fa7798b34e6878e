"""The forty-fifth hostile pass, part A: the command line."""

import json

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
TOLD = "a result as gridsat writes it in JSON, not a puzzle: give the puzzle itself (its file or URL)"


@pytest.mark.parametrize("command", [
    ("nurikabe", NURIKABE, "--json"),
    ("hint", NURIKABE, "--json"),
    ("pack", "-b", "3x20", "--json"),
    ("calendar", "01-25", "--json"),
])
def test_gridsat_json_result_given_back_as_a_puzzle_is_told_what_it_is(run_cli, tmp_path, command):
    """``gridsat nurikabe URL --json > r.json; gridsat nurikabe r.json`` said "unknown field 'complete' (fields:
    clues, cols, kind, name, rows)" (pack, calendar too; Domino Fit "missing field 'rows'", cover "unknown key
    'status'"), as if a field were mistyped, while the drawn answer is told it is an answer."""
    code, out, _ = run_cli(*command)
    assert code == 0
    saved = tmp_path / "r.json"
    saved.write_text(out)
    kind = json.loads(out)["kind"]
    for again in ((kind, str(saved)), ("solve", str(saved))):
        assert run_cli(*again) == (2, "", f"gridsat: error: r.json: {TOLD}\n")


def test_domino_fit_and_cover_json_results_are_told_too(run_cli, tmp_path):
    board = tmp_path / "b.json"
    board.write_text('{"rows": 2, "cols": 2, "blocked": [], "row_targets": [2, 2], "col_targets": [2, 2]}')
    dlx = tmp_path / "c.dlx"
    dlx.write_text("a b\na\nb\n")
    for command, puzzle in (("dominofit", board), ("cover", dlx)):
        code, out, _ = run_cli(command, str(puzzle), "--json")
        assert code == 0
        saved = tmp_path / "r.json"
        saved.write_text(out)
        assert run_cli(command, str(saved)) == (2, "", f"gridsat: error: r.json: {TOLD}\n")


def test_a_hint_json_record_still_reads_as_a_position(run_cli, tmp_path):
    """A hint --json record stays a position (--position reads its "grid"), not refused as a result."""
    code, out, _ = run_cli("hint", NURIKABE, "--json")
    saved = tmp_path / "pos.json"
    saved.write_text(out)
    code, out, err = run_cli("hint", NURIKABE, "--position", str(saved))
    assert (code, err) == (0, "")
    assert out.startswith("next step (rule: between): r1c3 is sea")


def test_a_drawn_position_of_ragged_rows_names_the_line(run_cli, tmp_path):
    """``hint --position`` of a drawn board whose rows differ in width said "the drawn board has 5 rows of 4/5
    cells" and named no line (Nurikabe, Hitori, Yin-Yang, Domino Fit alike), where the 0/1/2 form says "line 3 has
    6 cells"; now the first line whose width is not the puzzle's is named."""
    position = tmp_path / "pos.txt"
    position.write_text("? 5 ? ? ?\n? ? 2 ? ?\n? ? ? ?\n? ? 1 ? ?\n? ? ? 3 ?\n")
    assert run_cli("hint", NURIKABE, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: the drawn board has 5 rows of 4/5 cells (line 3 has 4); the puzzle has "
               "5 rows of 5\n")
    position.write_text("? 5 ? ? ?\n? ? 2 ? ?\n? ? ? ? ?\n? ? 1 ? ?\n")  # rows of one width: no line to name
    assert run_cli("hint", NURIKABE, "--position", str(position))[2] == (
        f"gridsat: error: {position}: the drawn board has 4 rows of 5 cells; the puzzle has 5 rows of 5\n")
    yinyang = tmp_path / "y.txt"
    yinyang.write_text("1 2 0\n0 0 0\n0 0 2\n")
    position.write_text("○ ● ?\n? ? \n? ? ●\n")
    assert run_cli("hint", str(yinyang), "--position", str(position))[2] == (
        f"gridsat: error: {position}: the drawn board has 3 rows of 2/3 cells (line 2 has 2); the puzzle has 3 rows "
        "of 3\n")


def test_a_params_limit_is_named_when_a_time_limit_is_given_too(run_cli):
    """``lits URL --engine cpsat -t 60 --params max_time_in_seconds:0.01`` said "unknown after 0.2 s: the time limit
    ran out", of a -t 60 far from out (without -t: "a solver limit (--params) stopped the search")."""
    record = max(json.load(open("tests/data/genres/lits.json")), key=lambda r: r["rows"] * r["cols"])
    for task in ((), ("--count",)):
        code, out, err = run_cli("lits", record["url"], "--engine", "cpsat", "-t", "60", "--params",
                                 "max_time_in_seconds:0.01", *task)
        assert (code, err) == (1, "")
        last = out.splitlines()[-1]
        assert "a solver limit (--params)" in last and "time limit" not in last, last


def test_a_json_result_given_to_a_kinds_reader_in_python_is_told_too(run_cli):
    """``gridsat.kinds.get('nurikabe').parse_json(result_dict)`` said "unknown field 'complete'" where the command
    line now says what the object is."""
    import gridsat

    code, out, _ = run_cli("nurikabe", NURIKABE, "--json")
    kind = gridsat.kinds.get("nurikabe")
    with pytest.raises(gridsat.PuzzleInputError, match="^puzzle: " + TOLD.replace("(", r"\(").replace(")", r"\)")):
        kind.parse_json(json.loads(out))
    with pytest.raises(gridsat.PuzzleInputError, match="a result as gridsat writes it in JSON"):
        kind.parse(out)
