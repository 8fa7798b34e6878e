"""Hostile pass 35, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

YINYANG = """1 2 0 0 0 0
0 0 0 1 0 0
0 0 2 0 2 0
1 0 1 0 0 0
0 0 0 1 0 0
0 0 1 0 2 0
"""
GRID = [[1, 2, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0], [0, 0, 2, 0, 2, 0], [1, 0, 1, 0, 0, 0], [1, 0, 0, 1, 0, 0],
        [1, 1, 1, 0, 2, 0]]


def test_position_record_of_another_kind_refused():
    # a Sudoku's hint --json record of the right size was read as a Yin-Yang position, its "kind" ignored
    kind = get("yinyang")
    puzzle = kind.parse(YINYANG, "y.txt")
    with pytest.raises(PuzzleInputError) as err:
        kind.read_position(json.dumps({"kind": "sudoku", "grid": GRID}), puzzle, "pos.json")
    assert str(err.value) == "pos.json: the position says kind 'sudoku', not 'yinyang'"
    assert kind.read_position(json.dumps({"kind": "yinyang", "grid": GRID}), puzzle, "pos.json") is not None
    assert kind.read_position(json.dumps({"grid": GRID}), puzzle, "pos.json") is not None


def test_web_hint_position_record_of_another_kind_refused(api_client):
    answer = api_client.post("/api/hint", json={"kind": "yinyang", "puzzle": YINYANG,
                                                "position": {"kind": "sudoku", "grid": GRID}})
    assert answer.status_code == 422
    assert answer.json() == {"error": "position: the position says kind 'sudoku', not 'yinyang'"}


DOMINOFIT = "/work/shared/data/dominofit/isotropic/game0_6x6_b4.dot.json"


def _bank_puzzle() -> dict:
    from pathlib import Path

    path = Path(DOMINOFIT)
    if not path.exists():
        pytest.skip("reference data not here")
    return json.loads(path.read_text())


def test_a_wrapped_puzzle_objects_own_solution_is_compared(run_cli, tmp_path):
    # {"kind", "puzzle": {..., "solution"}} was compared with nothing (matches_record absent) while the same object
    # alone on its line was compared
    data = _bank_puzzle()
    lines = tmp_path / "c.jsonl"
    lines.write_text(json.dumps({"kind": "dominofit", "puzzle": data, "source_id": 7}) + "\n" + json.dumps(data) + "\n")
    out = tmp_path / "out.jsonl"
    run_cli("batch", str(lines), "--out", str(out), "--check-answer", "-j", "1")
    got = sorted((r["line"], r["status"], r.get("matches_record")) for r in map(json.loads, out.read_text().splitlines()))
    assert got == [(1, "solved", True), (2, "solved", True)]


def test_a_record_and_its_puzzles_own_solution_differing_is_refused(run_cli, tmp_path):
    data = _bank_puzzle()
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"kind": "dominofit", "puzzle": data, "solution": data["solution"][:1]}))
    out = tmp_path / "out.jsonl"
    run_cli("batch", str(one), "--out", str(out), "--check-answer", "-j", "1")
    line = json.loads(out.read_text())
    assert (line["kind"], line["status"], line["error"]) == (
        "dominofit", "bad_input", "one.json: the record's 'solution' and its puzzle's own 'solution' differ: give one")


@pytest.mark.parametrize(("text", "error"), [
    ("1 2 x\n", "c.jsonl: line 1: puzzle: line 1, column 3: symbol 'x' is not 0 (empty), 1 (white circle) or 2 "
                "(black circle)"),
    ("1 2 0\r0 0 x\r", "c.jsonl: line 1: puzzle: line 2, column 3: symbol 'x' is not 0 (empty), 1 (white circle) "
                       "or 2 (black circle)"),
])
def test_a_record_puzzle_text_of_one_line_or_cr_lines_names_its_own_line(run_cli, tmp_path, text, error):
    # "c.jsonl: line 6: line 2, column 3": the text's line 2 (lines broken by CR alone, or one line ending in a
    # line break) read as another line of the collection
    lines = tmp_path / "c.jsonl"
    lines.write_text(json.dumps({"kind": "yinyang", "puzzle": text}) + "\n")
    out = tmp_path / "out.jsonl"
    run_cli("batch", str(lines), "--out", str(out), "-j", "1")
    assert json.loads(out.read_text())["error"] == error


@pytest.mark.parametrize(("said", "shown"), [(None, "null"), (5, "5")])
def test_position_record_kind_that_is_no_name_refused(said, shown):
    kind = get("yinyang")
    puzzle = kind.parse(YINYANG, "y.txt")
    with pytest.raises(PuzzleInputError) as err:
        kind.read_position(json.dumps({"kind": said, "grid": GRID}), puzzle, "pos.json")
    assert str(err.value) == f"pos.json: the position says kind {shown}, not 'yinyang'"
