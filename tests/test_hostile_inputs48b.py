"""Hostile pass 48, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

URL = "https://puzz.link/p?yinyang/6/6/0309j0960000"
YEAR_LINE = {"date": "2026-01-01", "edition": "dragonfjord", "design": "b6e33ab3b79e2d98", "weekday": "Thu",
             "status": "solved", "seconds": 0.05, "complete": True, "placements": []}


@pytest.mark.parametrize("name", ["year.txt", "year.json"])
def test_several_lines_of_a_runs_results_are_named_by_that_run(run_cli, api_client, tmp_path, name):
    """Three lines of a ``gridsat calendar --year`` results file saved as ``year.txt`` and given to ``solve`` (or
    ``pack``, or pasted into the web app) were told "3 lines, each a JSON object: ... name the file .jsonl and run
    gridsat batch on it", which batch refuses; one such line was told whose results it is.  Now lines are too."""
    lines = "".join(json.dumps({**YEAR_LINE, "date": f"2026-01-0{d}"}) + "\n" for d in (1, 2, 3))
    (tmp_path / name).write_text(lines)
    said = "this is the results of a gridsat calendar --year run, not a puzzle"
    assert run_cli("solve", str(tmp_path / name)) == (2, "", f"gridsat: error: {name}: {said}\n")
    assert run_cli("pack", str(tmp_path / name)) == (2, "", f"gridsat: error: {name}: {said}\n")
    answer = api_client.post("/api/solve", json={"puzzle": lines})
    assert (answer.status_code, answer.json()) == (422, {"error": f"puzzle: {said}"})


def test_a_collection_mixing_records_and_url_strings_is_told_where_it_goes(run_cli, api_client, tmp_path):
    """A collection as batch reads it -- a record line, then a URL as a JSON string -- saved as ``mix.txt`` and
    given to ``solve`` was told "not valid JSON: Extra data at line 2, column 1"; lines all of objects were told
    to go to batch.  Now these are too."""
    lines = json.dumps({"kind": "yinyang", "puzzle": URL}) + "\n" + json.dumps(URL) + "\n"
    (tmp_path / "mix.txt").write_text(lines)
    said = ("2 lines, each a JSON object or string: a file holds one puzzle; gridsat batch reads a list of "
            "puzzles, one a line, from a file whose name ends in .jsonl")
    assert run_cli("solve", str(tmp_path / "mix.txt")) == (2, "", f"gridsat: error: mix.txt: {said}\n")
    answer = api_client.post("/api/solve", json={"puzzle": lines})  # (the web has no file or command: pass 66)
    assert (answer.status_code, answer.json()) == (422, {"error": "puzzle: 2 lines, each a JSON object or string: "
                                                                  "send one puzzle at a time"})
    (tmp_path / "mix.jsonl").write_text(lines)  # and batch, told to, solves both
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "mix.jsonl"), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")
    assert [json.loads(line)["status"] for line in out.read_text().splitlines()] == ["solved", "solved"]


def test_a_ctrl_c_landing_in_a_first_import_is_no_internal_error(monkeypatch):
    """``gridsat batch big -o r.jsonl -j 2 --engine cpsat -u`` given Ctrl-C 0.8 s in, while a worker was still
    importing its solver, wrote ``"status": "internal_error", "error": "ImportError: initialization failed (a gridsat
    bug: please report it ...)"``: the KeyboardInterrupt had landed in compiled code, which put its own error in its
    place.  Once a Ctrl-C came, such an error is the interruption: no line, the run stops (exit 130, done again)."""
    from gridsat.batch import Item, Settings, solve_item
    from gridsat.core import stopping
    from gridsat.puzzles.kinds import get

    def importing(*args, **kwargs):
        stopping._FIRED.append(2)  # the Ctrl-C the worker took (core.stopping.stoppable_call)
        raise ImportError("initialization failed")

    monkeypatch.setattr(stopping, "_FIRED", [])
    monkeypatch.setattr(get("yinyang"), "run", importing)
    with pytest.raises(KeyboardInterrupt):
        solve_item(Item("c.jsonl", 1, json.dumps(URL)), Settings())
    stopping._FIRED.clear()  # without a Ctrl-C, the same error is a gridsat bug, recorded so
    monkeypatch.setattr(get("yinyang"), "run", lambda *a, **k: (_ for _ in ()).throw(ImportError("initialization "
                                                                                                   "failed")))
    record = solve_item(Item("c.jsonl", 1, json.dumps(URL)), Settings())
    assert (record["status"], record["error"]) == ("internal_error", "ImportError: initialization failed (a gridsat "
                                                   "bug: please report it with this puzzle; a resume does it again)")
