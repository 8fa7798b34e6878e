"""Hostile pass 46, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

RESULT = "a result as gridsat writes it in JSON, not a puzzle: give the puzzle itself (its file or URL)"


def test_a_result_collected_as_a_batch_line_is_said_what_it_is(tmp_path):
    """`gridsat solve P --json >> c.jsonl`, then `gridsat batch c.jsonl`: the line was told "this is JSON, which
    Yin-Yang reads only as a generated puzzle's record ..." (and a packing result "unknown field"), while the same
    result as a file of its own, the web and `solve` say what it is."""
    import gridsat
    from gridsat.batch import run_batch

    result = gridsat.solve("https://puzz.link/p?yinyang/5/5/016612300").to_json()
    assert "complete" in result and "seconds" in result
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps(result) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([collection], out, jobs=1)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(line["status"], line["error"]) for line in lines] == [("bad_input", f"c.jsonl: line 1: {RESULT}")]


@pytest.mark.parametrize("kind, puzzle, position, message", [
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", [[0] * 5, [0, 0, 0, "b", 0]] + [[0] * 5] * 3,
     'position: a position in JSON is rows of whole numbers (0 undecided), got "b" at r2c4'),
    ("dominofit", None, "rows", "position: a position in JSON is rows of 0 (not yet covered) and marks '#' '<' '>' "
     "'^' 'v', got \"x\" at r2c1"),
])
def test_a_position_cell_of_the_wrong_type_is_named_by_its_cell(api_client, kind, puzzle, position, message):
    """`POST /api/hint` with a position `[[0, ...], [0, 0, 0, "1", 0], ...]` (a cell sent as text) said "got "1" in a
    row", not which: a 1.0 or a null there is named "r2c4", and so is this one now (and `hint --position F.json`)."""
    from pathlib import Path

    if puzzle is None:
        puzzle = (Path(__file__).parent.parent / "examples" / "dominofit-8x8.json").read_text()
        position = [[0] * 8 for _ in range(8)]
        position[1][0] = "x"
    reply = api_client.post("/api/hint", json={"kind": kind, "puzzle": puzzle, "position": position})
    assert (reply.status_code, reply.json()["error"]) == (422, message)


RESULT_TEXT = json.dumps({"kind": "yinyang", "status": "solved", "seconds": 0.01, "complete": True})


@pytest.mark.parametrize("body, message", [
    ({"kind": "pack", "files": {"p.txt": RESULT_TEXT}, "options": {"board": "2x4", "pieces": "p.txt"}},
     "p.txt: a result as gridsat writes it in JSON, not a piece file"),
    ({"kind": "pack", "files": {"b.txt": RESULT_TEXT}, "options": {"board": "b.txt"}},
     "b.txt: a result as gridsat writes it in JSON, not a board file"),
    ({"kind": "calendar", "argument": "2026-10-06", "files": {"e.txt": RESULT_TEXT}, "options": {"edition": "e.txt"}},
     "e.txt: a result as gridsat writes it in JSON, not an edition file"),
])
def test_a_result_given_as_a_piece_board_or_edition_file_is_said_what_it_is(api_client, run_cli, tmp_path, body,
                                                                            message):
    """A saved `--json` result chosen as the piece, board or edition file (`gridsat pack --pieces res.json`, or the
    page's file field) was told "a JSON puzzle file, not a piece file: give it as the puzzle itself", and so given
    as the puzzle, told it is a result: it now says so at once, as the puzzle's readers do."""
    reply = api_client.post("/api/solve", json=body)
    assert (reply.status_code, reply.json()["error"]) == (422, message)
    name = next(iter(body["files"]))
    (tmp_path / name).write_text(RESULT_TEXT)
    option = {"p.txt": "--pieces", "b.txt": "--board", "e.txt": "--edition"}[name]
    command = ("calendar", "2026-10-06") if name == "e.txt" else ("pack",)
    assert run_cli(*command, option, str(tmp_path / name)) == (2, "", f"gridsat: error: {message}\n")


@pytest.mark.parametrize("body, message", [
    ({"kind": "pack", "files": {"p.txt": "\ufffdPNG\r\n\x1a\n\x00\x00"}, "options": {"board": "2x4", "pieces": "p.txt"}},
     "p.txt: cannot read piece file: a PNG picture, not text: a piece file is text"),  # (pass 56: no puzzle's words)
    ({"kind": "calendar", "argument": "2026-10-06", "files": {"e.txt": "\ufffdPNG\r\n\x1a\nxx"},
      "options": {"edition": "e.txt"}},
     "e.txt: cannot read edition file: a PNG picture, not text: an edition file is text"),
])
def test_a_png_chosen_as_a_pages_piece_or_edition_file_is_said_what_it_is(api_client, body, message):
    """A PNG chosen in a page's piece or edition file field (read by the browser as text, its first byte U+FFFD) was
    "p.txt: line 1: expected 'NAME: ROW/ROW/...', got '\ufffdPNG'", while a GIF, PDF or ZIP there, and a PNG as the
    puzzle, were said to be what they are."""
    reply = api_client.post("/api/solve", json=body)
    assert (reply.status_code, reply.json()["error"]) == (422, message)


YY = "https://puzz.link/p?yinyang/5/5/016612300"
YY_ANSWER = [[1, 1, 1, 1, 1], [1, 2, 2, 2, 1], [2, 2, 1, 1, 1], [1, 2, 2, 2, 1], [1, 1, 1, 1, 1]]


@pytest.mark.parametrize("cell, value, said", [((0, 0), True, "r1c1 is true"), ((0, 0), 1.0, "r1c1 is 1.0"),
                                               ((4, 4), "1", 'r5c5 is "1"'), ((2, 3), 3, "r3c4 is 3")])
def test_a_recorded_yinyang_solution_names_its_bad_cell(tmp_path, cell, value, said):
    """`gridsat batch c.jsonl --check-answer` with a record whose solution has a true, 1.0, "1" or 3 in a cell said
    "a recorded Yin-Yang solution must be rows of 1/2", not where; the grid genres name the row and column."""
    from gridsat.batch import run_batch

    solution = [row[:] for row in YY_ANSWER]
    solution[cell[0]][cell[1]] = value
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "yinyang", "puzzle": YY, "solution": solution}) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([collection], out, jobs=1, check_answer=True)
    line = json.loads(out.read_text())
    assert (line["status"], line["error"]) == (
        "bad_input", f"c.jsonl: line 1: a recorded Yin-Yang solution must be rows of 1/2: {said}")


NOT_TEXT = ", not a puzzle's text: gridsat reads a puzzle as text, JSON or a puzz.link URL"


@pytest.mark.parametrize("name, data, said", [
    ("p.jsonl", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "a PNG picture" + NOT_TEXT),
    ("d.jsonl", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", "a PDF document" + NOT_TEXT),
    ("z.jsonl", b"PK\x03\x04\x14\x00\x00\x00", "a ZIP archive" + NOT_TEXT),
    ("g.jsonl.gz", None, "a PNG picture" + NOT_TEXT),
])
def test_a_picture_or_document_named_as_a_collection_is_said_what_it_is(tmp_path, name, data, said):
    """`gridsat batch p.jsonl` of a PNG said "line 1 is not UTF-8 text", and of a PDF read its lines on as
    puzzles ("%PDF-1.4" bad input, then "not UTF-8" at line 2): a file given as a puzzle is said to be a PNG
    picture or a PDF, and so is a collection now (gzip-compressed too)."""
    import gzip

    from gridsat.batch import run_batch
    from gridsat.core.errors import PuzzleInputError

    path = tmp_path / name
    path.write_bytes(gzip.compress(b"\x89PNG\r\n\x1a\n\x00\x00") if data is None else data)
    with pytest.raises(PuzzleInputError) as caught:
        run_batch([path], tmp_path / "r.jsonl", jobs=1)
    assert str(caught.value) == f"{path}: {said}"


def test_null_is_left_out_alike_in_every_field_that_has_a_default(api_client):
    """`POST /api/solve {"options": null}` was "'options' must be an object", while /api/mode's options null, the
    files null and each option null are left out; `/api/generate {"size": null}` and `{"seed": null}` were refused
    while its time_limit, grade and settings null were the defaults. Null is now the default in each."""
    solved = api_client.post("/api/solve", json={"puzzle": YY, "options": None})
    assert (solved.status_code, solved.json()["grid"]) == (200, YY_ANSWER)
    made = api_client.post("/api/generate", json={"kind": "yinyang", "size": None, "seed": None, "time_limit": 20})
    default = api_client.post("/api/generate", json={"kind": "yinyang", "time_limit": 20})
    assert made.status_code == default.status_code == 200
    assert (made.json()["puzzle"], made.json()["seed"]) == (default.json()["puzzle"], 1)
    reply = api_client.post("/api/solve", json={"puzzle": YY, "options": []})
    assert (reply.status_code, reply.json()["error"]) == (422, "'options' must be an object like {\"count\": true}")


def test_a_batch_bad_input_line_collected_is_said_to_be_a_result(tmp_path, run_cli):
    """A batch's own bad_input line (no "complete") copied into a collection, or saved and given to `solve`, was
    "not a puzzle gridsat can read", while its solved lines were said to be results: it is the results of a batch
    run, as the web says, and without its "file" still a result."""
    from gridsat.batch import run_batch

    line = {"file": "a.txt", "kind": None, "digest": "b2746982e9a3f70e", "status": "bad_input", "error": "x",
            "seconds": 0.1}
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps(YY) + "\n" + json.dumps(line) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([collection], out, jobs=1)
    lines = [json.loads(text) for text in out.read_text().splitlines()]
    said = "this is the results of a gridsat batch run, not a puzzle"  # as the web says it
    assert sorted((r["line"], r["status"], r.get("error")) for r in lines) == [
        (1, "solved", None), (2, "bad_input", f"c.jsonl: line 2: {said}")]
    (tmp_path / "l.json").write_text(json.dumps(line))
    assert run_cli("solve", str(tmp_path / "l.json")) == (2, "", f"gridsat: error: l.json: {said}\n")
    line.pop("file")  # no longer a batch's line, but still a result
    (tmp_path / "l.json").write_text(json.dumps(line))
    assert run_cli("solve", str(tmp_path / "l.json")) == (2, "", f"gridsat: error: l.json: {RESULT}\n")


def test_a_result_without_a_grid_given_as_a_position_is_said_to_be_a_result(api_client, run_cli, tmp_path):
    """A Domino Fit's `solve --json` result (its "dominoes", no "grid") sent as `/api/hint`'s position, or given
    to `hint --position`, was told "rows of marks, or an object with them as "grid"", as if it were no result;
    a packing's result alike."""
    from pathlib import Path

    puzzle = Path(__file__).parent.parent / "examples" / "dominofit-8x8.json"
    code, out, err = run_cli("solve", str(puzzle), "--json")
    assert code == 0
    reply = api_client.post("/api/hint", json={"puzzle": puzzle.read_text(), "position": out})
    said = ("a solve's result as gridsat writes it in JSON, not a position: give the position's rows, or a hint's "
            "result (as hint --json prints it)")  # (the command line pass's rule, which every kind's result meets)
    assert (reply.status_code, reply.json()["error"]) == (422, f"position: {said}")
    (tmp_path / "r.json").write_text(out)
    assert run_cli("hint", str(puzzle), "--position", str(tmp_path / "r.json")) == (
        2, "", f"gridsat: error: {tmp_path / 'r.json'}: {said}\n")


@pytest.mark.slow
def test_a_search_the_time_limit_stopped_is_not_said_to_have_answered(live_server, browser):
    """The general page with a time limit of 0.001 s said "No answer yet: the time limit ran out before the search
    finished." above "Answered in under a millisecond by the race engine.": it found no answer; it says it searched."""
    from pathlib import Path

    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/file")
    puzzle = (Path(__file__).parent / "data" / "yinyang" / "generated_hard_30x30.txt").read_text()
    browser.execute_script("document.getElementById('puzzle').value = arguments[0];", puzzle)
    field = by_id(browser, "time-limit")
    field.clear()
    field.send_keys("0.001")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 60)
    assert by_id(browser, "verdict").text == "No answer yet: the time limit ran out before the search finished."
    assert by_id(browser, "facts").text.startswith("Searched for ")


CENSUS_LINE = {"month": 1, "day": 1, "count": 64, "edition": "dragonfjord", "design": "b6e33ab3b79e2d98"}


def test_a_census_line_given_as_a_puzzle_is_said_what_it_is(api_client, run_cli, tmp_path):
    """A `calendar --census --out` line sent to /api/solve was "this is the results of a gridsat calendar --census
    run", but saved as a .json file and given to `solve` or `hint`, or collected as a batch line, it was "not a
    puzzle gridsat can read": each now says what it is, as the web does."""
    from gridsat.batch import run_batch

    said = "this is the results of a gridsat calendar --census run, not a puzzle"
    reply = api_client.post("/api/solve", json={"puzzle": json.dumps(CENSUS_LINE)})
    assert (reply.status_code, reply.json()["error"]) == (422, f"puzzle: {said}")
    (tmp_path / "c.json").write_text(json.dumps(CENSUS_LINE))
    for command in ("solve", "hint"):
        assert run_cli(command, str(tmp_path / "c.json")) == (2, "", f"gridsat: error: c.json: {said}\n")
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps(YY) + "\n" + json.dumps(CENSUS_LINE) + "\n")
    run_batch([collection], tmp_path / "r.jsonl", jobs=1)
    lines = sorted((r["line"], r["status"], r.get("error")) for r in map(json.loads, open(tmp_path / "r.jsonl")))
    assert lines == [(1, "solved", None), (2, "bad_input", f"c.jsonl: line 2: {said}")]
