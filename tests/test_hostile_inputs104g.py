"""Hostile pass 104, part g: Fillomino as a solver and a hostile user would meet it."""

import pytest


@pytest.mark.parametrize("kind, said", [
    ("fillomino", "clue '-1' is below 1: a clue is a block size (1 or more), or '?'"),
    ("nurikabe", "clue '-1' is below 1: a clue is an island size (1 or more), or '?'"),
    ("shikaku", "clue '-1' is below 1: a clue is an area (1 or more), or '?'"),
    ("cave", "clue '-1' is below 1: a clue is a count of cells seen (1 or more: a number sees itself), or '?'")])
def test_a_negative_clue_of_a_kind_without_0_is_told_its_least_number(run_cli, tmp_path, kind, said):
    # was "clue '-1' is below 0: a clue is a count, or '?'": as though 0 were a clue, which these kinds refuse
    path = tmp_path / "p.txt"
    path.write_text(f"{kind}\n-1 . .\n. . .\n. . .\n")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: p.txt: row 1, column 1: {said}\n")


def test_a_number_kinds_recorded_solution_in_one_line_is_told_to_be_written_as_rows(run_cli, tmp_path):
    # was "the recorded solution is 1x1; the puzzle is 2x2": the line read as one number, with no word of what to do
    import json

    path = tmp_path / "c.jsonl"
    path.write_text('{"kind": "fillomino", "puzzle": "https://puzz.link/p?fillomino/2/2/4i", "solution": "4444"}\n')
    code, _, _ = run_cli("batch", str(path), "--check-answer", "--out", str(tmp_path / "r.jsonl"))
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line["error"]) == ("bad_input", "c.jsonl: line 1: the recorded solution is one number "
                                               "('4444'), the puzzle 2x2: write it as rows, a row's cells separated "
                                               "by spaces")
