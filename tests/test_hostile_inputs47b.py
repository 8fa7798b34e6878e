"""Hostile pass 47, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
SUDOKU = "https://puzz.link/p?sudoku/4/4/g1k23k3g"


@pytest.mark.parametrize("path, body", [
    ("/api/solve", {"kind": "nurikabe", "puzzle": NURIKABE, "svg": None, "text": None}),
    ("/api/hint", {"kind": "nurikabe", "puzzle": NURIKABE, "steps": None}),
])
def test_null_flags_are_their_default(api_client, path, body):
    """`{"svg": null}` (and "text", and /api/hint's "steps") was "'svg' must be true or false", while null in
    "options", "size", "seed" is taken as the default: null is the default (false) in these fields too."""
    response = api_client.post(path, json=body)
    assert response.status_code == 200, response.text
    assert "svg" not in response.json() and "text" not in response.json()


def test_a_null_svg_of_a_mode_is_its_default(api_client):
    response = api_client.post("/api/mode", json={"kind": "calendar", "mode": "census", "svg": None,
                                                  "options": {"time_limit": 0.2}})
    assert response.status_code == 200, response.text


def test_a_flag_of_another_type_is_still_refused(api_client):
    response = api_client.post("/api/solve", json={"kind": "nurikabe", "puzzle": NURIKABE, "svg": "yes"})
    assert (response.status_code, response.json()) == (422, {"error": "'svg' must be true or false"})


@pytest.mark.parametrize("field", ["answer", "grid", "solved"])
def test_a_record_giving_its_answer_under_another_name_is_refused(tmp_path, field):
    """`gridsat batch c.jsonl --check-answer` with `{"kind": ..., "puzzle": ..., "answer": GRID}` (the name a
    result gives its answer) solved it and counted it "without one": the recorded answer was dropped unsaid."""
    from gridsat.batch import run_batch

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU, field: [[1] * 4] * 4}) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([collection], out, jobs=1, check_answer=True)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(line["status"], line["error"]) for line in lines] == [(
        "bad_input", f"c.jsonl: line 1: the record's field {field!r} is not one gridsat reads: a record gives its "
        'known answer as "solution" (kind, puzzle, solution)')]


def test_a_record_file_giving_its_answer_as_answer_is_refused(tmp_path):
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    record = tmp_path / "r.json"
    record.write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU, "answer": [[1] * 4] * 4}))
    with pytest.raises(PuzzleInputError, match="the record's field 'answer' is not one gridsat reads"):
        gridsat.solve(record)


def test_a_record_with_its_solution_and_other_fields_still_reads(tmp_path):
    from gridsat.batch import run_batch

    collection = tmp_path / "c.jsonl"
    solution = [[2, 1, 4, 3], [4, 3, 1, 2], [3, 4, 2, 1], [1, 2, 3, 4]]
    collection.write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU, "solution": solution, "name": "a"}) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([collection], out, jobs=1, check_answer=True)
    assert [json.loads(line)["status"] for line in out.read_text().splitlines()] == ["solved"]
