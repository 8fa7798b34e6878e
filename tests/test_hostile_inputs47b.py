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
    assert (response.status_code, response.json()) == (422, {"error": "'svg' must be true or false, got \"yes\""})


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

@pytest.fixture
def census_lines(tmp_path):
    lines = [{"month": 1, "day": d, "count": 64, "edition": "dragonfjord", "design": "b6e33ab3b79e2d98"}
             for d in (1, 2, 3)]
    path = tmp_path / "census.txt"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_a_census_results_file_given_as_an_edition_file_says_what_it_is(census_lines):
    """`gridsat calendar 2026-10-06 --edition census.jsonl` (and the calendar page's edition file) said "line 1:
    text before the first section ([board NAME], [pieces], [editions])": a many-line results file's first line
    was never looked at, only the whole text as one JSON value."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("2026-10-06", kind="calendar", edition=str(census_lines))
    assert str(caught.value) == "census.txt: this file holds the results of a gridsat calendar --census run, not " \
        "an edition file"


@pytest.mark.parametrize("what", ["piece file", "board file", "edition file"])
def test_a_batch_results_file_or_a_collection_given_as_a_part_file_says_what_it_is(tmp_path, what):
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.records import not_a_part_file

    record = {"file": "a.txt", "kind": "sudoku", "digest": "0", "status": "solved", "seconds": 0.1, "complete": True}
    text = json.dumps(record) + "\n" + json.dumps(record) + "\n"
    with pytest.raises(PuzzleInputError) as caught:
        not_a_part_file(text, what, tmp_path / "r.jsonl")
    a_what = f"{'an' if what[0] == 'e' else 'a'} {what}"
    assert str(caught.value) == f"r.jsonl: this file holds the results of a gridsat batch run, not {a_what}"
    line = json.dumps({"kind": "sudoku", "puzzle": SUDOKU}) + "\n"
    with pytest.raises(PuzzleInputError) as caught:
        not_a_part_file(line * 2, what, tmp_path / "c.jsonl")
    assert str(caught.value) == f"c.jsonl: a collection of puzzles (JSON lines), not {a_what}"


def test_the_calendar_page_names_a_census_file_chosen_as_its_edition(api_client, census_lines):
    response = api_client.post("/api/solve", json={"kind": "calendar", "argument": "2026-10-06",
                                                   "options": {"edition": "e.txt"},
                                                   "files": {"e.txt": census_lines.read_text()}})
    assert response.status_code == 422
    assert response.json()["error"] == \
        "e.txt: this file holds the results of a gridsat calendar --census run, not an edition file"


def test_another_runs_results_file_as_a_batch_out_is_named(tmp_path, census_lines):
    """`gridsat batch c.jsonl --out census.jsonl` (a census's results) said "line 1 is not a JSON record with a
    key; this file was not written by gridsat or was edited, or holds another command's results": it was
    written by gridsat, unedited; now the run whose results it holds is named."""
    from gridsat.batch import run_batch
    from gridsat.core.errors import PuzzleInputError

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU}) + "\n")
    before = census_lines.read_text()
    with pytest.raises(PuzzleInputError) as caught:
        run_batch([collection], census_lines, jobs=1)
    assert str(caught.value) == f"{census_lines}: line 1 holds the results of a gridsat calendar --census run, " \
        "not of this command: choose another output file"
    assert census_lines.read_text() == before


def test_another_runs_lone_line_without_its_newline_is_named_too(tmp_path, census_lines):
    from gridsat.batch import run_batch
    from gridsat.core.errors import PuzzleInputError

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU}) + "\n")
    census_lines.write_text(census_lines.read_text().splitlines()[0])
    with pytest.raises(PuzzleInputError) as caught:
        run_batch([collection], census_lines, jobs=1)
    assert str(caught.value) == f"{census_lines}: line 1 holds the results of a gridsat calendar --census run, " \
        "not of this command: choose another output file"
