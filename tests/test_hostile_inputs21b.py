"""The twenty-first hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue 20):
each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import recorded_solution_lines

YY_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"


def test_a_record_field_a_letter_from_puzzle_or_solution_is_refused_in_a_file_as_in_a_collection(run_cli, tmp_path):
    """A record saved as a file, ``{"kind": "yinyang", "puzle": URL}``: ``gridsat solve p.json`` said "Yin-Yang: URL
    body has 2 characters after the 36 cells (from character 13: '"}'); remove them" -- no word of the typo --
    and as a collection line it said Yin-Yang reads JSON only as a record; one with "solutoin" was solved by
    ``solve`` and ``batch`` as if the field were not there, though a collection line with it was bad input.  Each
    now names the field and the one meant, on every path (a file, standard input, a folder, a collection)."""
    typo = tmp_path / "p.json"
    typo.write_text(json.dumps({"kind": "yinyang", "puzle": YY_URL}))
    other = tmp_path / "q.json"
    other.write_text(json.dumps({"kind": "yinyang", "puzzle": YY_URL, "solutoin": [[1] * 6] * 6}))
    assert run_cli("solve", str(typo))[::2] == (
        2, "gridsat: error: p.json: the record's field 'puzle' is not one gridsat reads (did you mean 'puzzle'?)\n")
    assert run_cli("solve", str(other))[::2] == (
        2, "gridsat: error: q.json: the record's field 'solutoin' is not one gridsat reads (did you mean "
           "'solution'?)\n")
    collection = tmp_path / "c.jsonl"
    collection.write_text(typo.read_text() + "\n" + json.dumps({"kind": "yinyang", "puzzle": YY_URL}) + "\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(typo), str(other), str(collection), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")
    records = {(Path(r["file"]).name, r.get("line")): (r["status"], r.get("error"))
               for r in map(json.loads, out.read_text().splitlines())}
    assert records == {
        ("p.json", None): ("bad_input", "p.json: the record's field 'puzle' is not one gridsat reads (did you mean "
                                        "'puzzle'?)"),
        ("q.json", None): ("bad_input", "q.json: the record's field 'solutoin' is not one gridsat reads (did you "
                                        "mean 'solution'?)"),
        ("c.jsonl", 1): ("bad_input", "c.jsonl: line 1: the record's field 'puzle' is not one gridsat reads (did "
                                      "you mean 'puzzle'?)"),
        ("c.jsonl", 2): ("solved", None)}
    pack = tmp_path / "pack.json"  # a puzzle's own object, no record, still solved
    pack.write_text(json.dumps({"kind": "pack", "board": "3x20"}))
    assert run_cli("solve", str(pack))[0] == 0


def test_a_sent_file_nothing_reads_is_refused_not_dropped(api_client):
    """``POST /api/solve {"kind": "pack", "options": {"board": "6x10"}, "files": {"6x10": MASK}}`` solved the
    built-in 6x10 rectangle, the sent mask dropped unsaid (a web request cannot write ``./6x10`` as the command line
    can); so were the pieces sent as "pentominoes", and a file that no setting names at all ("x.txt" beside the
    files used, any file with a Yin-Yang URL).  Each is now refused, naming the file; a file that is read is
    still solved, in a mode too."""
    mask, pieces = "#####\n" * 4, "A: ##/##\nB: ##/##\nC: ##/##\nD: ##/##\nE: ##/##\n"

    def refused(name: str) -> dict:
        return {"error": f"file {name!r} was sent but nothing in the request reads it (a built-in name, such as the "
                         "board 6x10, means the built-in, not a file): name it in a setting, or leave it out"}

    for body, name in (({"kind": "pack", "options": {"board": "6x10"}, "files": {"6x10": mask}}, "6x10"),
                       ({"kind": "pack", "options": {"board": "b.txt", "pieces": "pentominoes"},
                         "files": {"b.txt": "#" * 60 + "\n", "pentominoes": pieces}}, "pentominoes"),
                       ({"kind": "pack", "options": {"board": "b.txt", "pieces": "p.txt"},
                         "files": {"b.txt": mask, "p.txt": pieces, "x.txt": mask}}, "x.txt"),
                       ({"puzzle": YY_URL, "files": {"notes.txt": "mine"}}, "notes.txt")):
        reply = api_client.post("/api/solve", json=body)
        assert (reply.status_code, reply.json()) == (422, refused(name)), body
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "b.txt", "pieces": "p.txt"},
                                                "files": {"b.txt": "####\n" * 4, "p.txt": pieces[:-10]}})
    assert (reply.status_code, reply.json()["status"]) == (200, "solved")  # four squares tile the 4x4 board
    edition = (Path(__file__).resolve().parents[1] / "examples" / "my-edition.txt").read_text()
    reply = api_client.post("/api/mode", json={"kind": "calendar", "mode": "verify",
                                               "settings": {"verify_edition": "e.txt"}, "files": {"e.txt": edition}})
    assert reply.status_code == 200, reply.text
    reply = api_client.post("/api/mode", json={"kind": "calendar", "mode": "verify", "settings": {
        "verify_edition": "e.txt"}, "files": {"e.txt": edition, "f.txt": edition}})
    assert (reply.status_code, reply.json()) == (422, refused("f.txt"))


def test_an_api_routes_query_parameters_are_refused_not_dropped(api_client):
    """``GET /api/kinds?kind=pack`` listed every kind, and ``POST /api/solve?time_limit=5`` ran with the default
    time limit: the words after '?' were dropped unsaid on every API route.  Each route now refuses them, naming
    them and where they belong."""
    for path, names in (("/api/kinds?kind=pack", "'kind'"), ("/api/status?verbose=1&x", "'verbose', 'x'")):
        reply = api_client.get(path)
        assert (reply.status_code, reply.json()) == (422, {
            "error": f"the API reads no query parameters (got {names}): {path.split('?')[0]} takes none"})
    for path in ("/api/solve", "/api/hint", "/api/generate", "/api/mode"):
        reply = api_client.post(path + "?time_limit=5", json={"kind": "yinyang", "puzzle": YY_URL})
        assert (reply.status_code, reply.json()) == (422, {
            "error": "the API reads no query parameters (got 'time_limit'): send them in the JSON body"})
    assert api_client.get("/api/kinds?").status_code == 200  # an empty query is none


def test_a_recorded_sudoku_digit_or_piece_shape_no_answer_can_have_is_bad_input(run_cli, tmp_path):
    """``batch --check-answer`` on records whose solution no answer can be -- a 9x9 Sudoku's cells 0 or 10, a
    pentomino X or the calendar's O6 recorded on one cell -- said "recorded solutions: 0 matched, 4 differ", as if
    the solver's answers were wrong (a Yin-Yang's 3 or a piece off the board was already bad input).  Each is now
    the line's bad input, naming the cell or the piece's shape; a record of digits 1 to 9 that differs still
    differs."""
    sudoku = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    records = [("sudoku", sudoku, [[0] * 9] * 9), ("sudoku", sudoku, [[1] * 9] * 8 + [[1] * 8 + [10]]),
               ("pack", {"board": "3x20"}, [{"piece": "X", "cells": [[0, 0]]}]),
               ("calendar", {"date": "2026-10-06"}, [{"piece": "O6", "cells": [[0, 0], [0, 1]]}]),
               ("sudoku", sudoku, [[1] * 9] * 9)]
    lines = recorded_solution_lines(run_cli, tmp_path, records)
    assert [r["error"] for r in lines] == [
        "a recorded Sudoku solution: cell r1c1 holds 0; a 9x9 Sudoku answer holds digits from 1 to 9",
        "a recorded Sudoku solution: cell r9c9 holds 10; a 9x9 Sudoku answer holds digits from 1 to 9",
        "a recorded solution puts piece X on r1c1, which is not a turn or reflection of it (.#./###/.#.)",
        "a recorded solution puts piece O6 on r1c1 r1c2, which is not a turn or reflection of it (###/###)",
        ""]
    assert [r["status"] for r in lines] == ["bad_input"] * 4 + ["solved"] and lines[-1]["matches_record"] is False


def test_one_line_too_long_is_that_lines_bad_input_not_the_whole_collection_unread(run_cli, tmp_path, monkeypatch):
    """``batch c.jsonl.gz -o r.jsonl``, the collection's line 4 of 5 longer than a line may hold (a stray blob):
    "gridsat: error: c.jsonl.gz: line 4 is longer than 33,554,432 bytes", exit 2, the four good puzzles without a
    line; in a folder the collection was only "not read" and the run exited 0.  That line is now its bad input
    (as a line not UTF-8 is), the others solved, and a resume redoes none; a first line so long is still the
    file's (no collection)."""
    import gzip

    from gridsat.batch import sources

    monkeypatch.setattr(sources, "MAX_LINE_BYTES", 10_000)
    puzzles = tmp_path / "c.jsonl.gz"
    with gzip.open(puzzles, "wb") as f:
        f.write(((YY_URL + "\n") * 3 + "x" * 25_000 + "\n" + YY_URL + "\n").encode())
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(puzzles), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")
    records = {r["line"]: (r["status"], r.get("error")) for r in map(json.loads, out.read_text().splitlines())}
    assert records == {1: ("solved", None), 2: ("solved", None), 3: ("solved", None), 5: ("solved", None),
                       4: ("bad_input", "c.jsonl.gz: line 4: the line has 25,001 bytes, more than a line may hold "
                                        "(10,000); no puzzle's line is so long")}
    assert run_cli("batch", str(puzzles), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")
    assert len(out.read_text().splitlines()) == 5
    first = tmp_path / "f.jsonl"
    first.write_text("x" * 25_000 + "\n" + YY_URL + "\n")
    assert run_cli("batch", str(first), "-o", str(tmp_path / "f-r.jsonl"))[::2] == (
        2, f"gridsat: error: {first}: line 1 is longer than 10,000 bytes\n")
