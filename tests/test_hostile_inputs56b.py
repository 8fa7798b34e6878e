"""Hostile pass 56, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

URL = "https://puzz.link/p?yinyang/5/5/016612300"


def _told(what: str, noun: str, part: str) -> str:
    """The message of a puzzle's URL given as a part: named as a file (``what`` "board file") or as a puzzle file's
    field ("board"), as the one check of the command line, the files, batch and the web words it."""
    named = f"{URL}" if what.endswith(" file") else f"{what} '{URL}'"
    go = f" (gridsat solve '{URL}')" if what.endswith(" file") else ""  # the command that reads it (pass 60)
    return f"{named}: a puzzle's URL, not {noun}: give it as the puzzle itself{go}, not as its {part}"


@pytest.mark.parametrize(("args", "said"), [
    (("pack", "-b", URL), _told("board file", "a board file", "board")),
    (("pack", "-p", URL), _told("piece file", "a piece file", "pieces")),
    (("calendar", "2026-01-01", "--edition", URL), _told("edition file", "an edition file", "edition"))])
def test_a_url_given_as_a_part_on_the_command_line_is_told_so(run_cli, args, said):
    """`gridsat pack -b URL` said "URL: cannot read board file: No such file or directory", as if a file of that
    name were missing."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


@pytest.mark.parametrize(("field", "said"), [
    ({"board": URL}, _told("board", "a board", "board")),
    ({"board": "6x10", "pieces": URL}, _told("pieces", "a piece set", "pieces"))])
def test_a_url_given_as_a_part_in_a_puzzle_file_is_told_so(run_cli, tmp_path, field, said):
    """`{"kind": "pack", "board": URL}` in p.json said "/FOLDER/https:/puzz.link/...: cannot read board file": the
    URL joined to the file's folder, one slash lost."""
    (tmp_path / "p.json").write_text(json.dumps({"kind": "pack", **field}))
    assert run_cli("solve", str(tmp_path / "p.json")) == (2, "", f"gridsat: error: p.json: {said}\n")


def test_a_url_given_as_a_part_in_a_collection_line_is_told_so(run_cli, tmp_path):
    """A collection line `{"kind": "pack", "puzzle": {"board": URL}}` said "board 'URL' names a file, which a
    collection's line may not do: put the puzzle in a file of its own", which would not have helped."""
    lines = [{"kind": "pack", "puzzle": {"board": URL}},
             {"kind": "calendar", "puzzle": {"date": "2026-10-06", "edition": URL}}]
    (tmp_path / "c.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, _, _ = run_cli("batch", str(tmp_path / "c.jsonl"), "--out", str(tmp_path / "o.jsonl"))
    errors = sorted((r["line"], r["error"]) for r in map(json.loads, (tmp_path / "o.jsonl").read_text().splitlines()))
    assert errors == [(1, "c.jsonl: line 1: " + _told("board", "a board", "board")),
                      (2, "c.jsonl: line 2: " + _told("edition", "an edition", "edition"))]


def test_the_web_tells_a_url_given_as_a_part_so(api_client):
    """`POST /api/solve {"kind": "pack", "options": {"board": URL}}` said "'URL' is not a file sent with this
    request: send it in "files"", which a URL cannot be."""
    answer = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": URL}})
    said = _told("board file", "a board file", "board").replace(f" (gridsat solve '{URL}')", "")  # (no command)
    assert (answer.status_code, answer.json()) == (422, {"error": said})


@pytest.mark.parametrize("kind", ["pack", "solve"])
def test_a_json_object_without_spaces_holding_a_url_is_not_read_as_a_url(run_cli, tmp_path, kind):
    """`{"board":"https://puzz.link/..."}` (no space after the colon) was read as one URL: "Polyomino packing reads
    no URLs, only its puzzle's text", of a JSON puzzle."""
    (tmp_path / "p.json").write_text(json.dumps({"kind": "pack", "board": URL}, separators=(",", ":")))
    assert run_cli(kind, str(tmp_path / "p.json")) == (2, "", "gridsat: error: p.json: " +
                                                       _told("board", "a board", "board") + "\n")


def test_a_url_alone_and_a_json_array_holding_one_are_still_urls(run_cli, tmp_path):
    (tmp_path / "a.json").write_text(json.dumps([URL]))
    assert run_cli("solve", str(tmp_path / "a.json"))[2].endswith("a JSON array holding a URL: a puzzle is its URL "
                                                                  "alone (a list of puzzles goes one URL a line, in "
                                                                  "a .jsonl file for gridsat batch)\n")
    assert run_cli("yinyang", URL)[0] == 0


POSITION_URL = ("a puzzle's URL, not a position: a position is the player's grid (the kind's values, 0 undecided); "
                "the URL goes where the puzzle does")


@pytest.mark.parametrize("puzzle", [URL, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"])
def test_a_position_file_holding_a_url_is_told_so(run_cli, tmp_path, puzzle):
    """`hint URL --position FILE` with FILE holding the URL said "line 1, column 1: symbol 'h' is not 0
    (undecided), 1 (white) or 2 (black)", where `--position URL` is told what goes where."""
    (tmp_path / "pos.txt").write_text(URL + "\n")
    assert run_cli("hint", puzzle, "--position", str(tmp_path / "pos.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'pos.txt'}: {POSITION_URL}\n")


def test_the_web_tells_a_position_given_as_a_url_so(api_client):
    answer = api_client.post("/api/hint", json={"kind": "yinyang", "puzzle": URL, "position": URL})
    assert (answer.status_code, answer.json()) == (422, {"error": f"position: {POSITION_URL}"})


def test_a_recorded_solution_given_as_a_url_is_not_called_a_position(run_cli, tmp_path):
    """The position check above first said of a calendar line's `"solution": URL` (read as its placements) "a
    puzzle's URL, not a position", in a --check-answer batch, where no position is given."""
    line = {"kind": "calendar", "puzzle": {"date": "2026-10-06", "edition": "dragonfjord"}, "solution": URL}
    (tmp_path / "c.jsonl").write_text(json.dumps(line) + "\n")
    run_cli("batch", str(tmp_path / "c.jsonl"), "--out", str(tmp_path / "o.jsonl"), "--check-answer")
    assert json.loads((tmp_path / "o.jsonl").read_text())["error"] == (
        "c.jsonl: line 1: 'solution': a puzzle's URL, not a solution: a recorded solution is the answer itself; the "
        "URL goes where the puzzle does")
