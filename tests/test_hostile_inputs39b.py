"""Hostile pass 39 (b): the web app, batch runs and calendar results files."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("date, said", [
    ("2027-02-30", "'2027-02-30' does not exist: February 2027 has 28 days"),
    ("2027-1-5", "'2027-1-5' is no date YYYY-MM-DD"),
    ("x" * 300, "'" + "x" * 35 + "...' (300 characters) is no date YYYY-MM-DD"),
])
def test_a_year_line_whose_date_is_no_date_is_called_edited_not_another_runs(tmp_path, date, said):
    """``calendar --year 2027 --out y.jsonl`` over a file whose line's "date" was edited to 2027-02-30 said it "belongs
    to another run" (no run has that date), and a date of 300 characters was quoted whole in the message."""
    import datetime as dt

    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar import year

    out = tmp_path / "y.jsonl"
    days = [dt.date(2027, 1, d) for d in range(1, 4)]
    year.solve_year("dragonfjord", 2027, out, dates=days)
    lines = out.read_text().splitlines()
    rec = json.loads(lines[1])
    rec["date"] = date
    out.write_text("\n".join([lines[0], json.dumps(rec), lines[2]]) + "\n")
    with pytest.raises(PuzzleInputError) as err:
        year.solve_year("dragonfjord", 2027, out, dates=days)
    assert str(err.value) == (f"{out}: line 2: the file holds a line whose date {said} (edited?): "
                              "remove the line or choose another out")


@pytest.mark.slow  # (1.6 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("field, value, said", [
    ("day", "x" * 300, "a line for month 1, day 'xxxxxxxxxxxxxxx...' (300 characters), which is no date of this "
                       "census (edited?): remove the line, or choose another --out"),
    ("edition", "y" * 300, "counts of edition 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy...' (300 characters): it belongs "
                           "to another run; choose another --out"),
])
def test_a_census_line_edited_long_is_quoted_short(run_cli, tmp_path, field, value, said):
    """``calendar --census --out c.jsonl`` over a file whose line's day (or edition) was edited to 300 characters
    quoted it whole in the one-line message."""
    out = tmp_path / "c.jsonl"
    assert run_cli("calendar", "--census", "--edition", "tetromino", "--out", str(out), "--json")[0] == 0
    lines = out.read_text().splitlines()
    rec = json.loads(lines[4])
    rec[field] = value
    lines[4] = json.dumps(rec)
    out.write_text("\n".join(lines) + "\n")
    assert run_cli("calendar", "--census", "--edition", "tetromino", "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: line 5: the file holds {said}\n")


def test_a_collection_lines_unknown_edition_is_not_told_of_a_puzzle_files_folder(run_cli, tmp_path):
    """``gridsat batch c.jsonl`` with a line {"kind": "calendar", "puzzle": {"date": ..., "edition": "nope"}} said
    "give a built-in edition (...) or an edition file in the puzzle file's folder", where a line naming a file there
    is refused ("names a file, which a puzzle given as text may not do")."""
    (tmp_path / "c.jsonl").write_text(json.dumps({"kind": "calendar", "puzzle": {"date": "2026-10-06",
                                                                                 "edition": "nope"}}) + "\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "--out", str(out), "-j", "1", "-q")[0] == 0
    assert json.loads(out.read_text())["error"] == (
        "c.jsonl: line 1: unknown edition 'nope': give a built-in edition (dragonfjord, jarringwords, creamakerspace, "
        "tetromino, weekday); an edition file is named only by a puzzle file, in its folder")


@pytest.mark.parametrize("route, body", [
    ("/api/solve", {"kind": "calendar", "puzzle": '{"date": "2026-10-06", "edition": "nope.txt"}'}),
    ("/api/mode", {"kind": "calendar", "mode": "census", "settings": {"edition": "nope.txt"}}),
])
def test_a_web_calendar_puzzles_edition_file_not_sent_is_named_so(api_client, route, body):
    """POST /api/solve with a calendar puzzle naming edition "nope.txt" and files {"a.txt": ...} said "edition
    'nope.txt': no such file in the puzzle file's folder" (a request has no puzzle file), where /api/mode's census of
    the same edition said "'nope.txt' is not a file sent with this request"."""
    reply = api_client.post(route, json={**body, "files": {"a.txt": "x"}})
    assert (reply.status_code, reply.json()) == (
        422, {"error": "'nope.txt' is not a file sent with this request (files sent: a.txt): send it in \"files\""})


@pytest.mark.parametrize("route, body, end", [
    ("/api/mode", {"kind": "calendar", "mode": "census", "time_limit": 1},
     "(fields: kind, mode, argument, settings, options, files, svg); 'time_limit' is an option: send it in "
     "'options', {\"options\": {\"time_limit\": ...}}"),
    ("/api/mode", {"kind": "calendar", "mode": "census", "edition": "weekday"},
     "(fields: kind, mode, argument, settings, options, files, svg); 'edition' is a setting: send it in "
     "'settings', {\"settings\": {\"edition\": ...}}"),
    ("/api/solve", {"kind": "calendar", "argument": "2026-10-06", "edition": "weekday"},
     "(fields: kind, puzzle, argument, files, options, svg, text); 'edition' is an option: send it in 'options', "
     "{\"options\": {\"edition\": ...}}"),
])
def test_a_web_option_or_setting_beside_the_request_says_where_it_goes(api_client, route, body, end):
    """POST /api/solve {"time_limit": 1} beside the puzzle said where the option goes, but /api/mode's
    {"time_limit": 1} or {"edition": "weekday"} beside the mode, and /api/solve's kind setting {"edition": ...},
    said "unknown field" alone."""
    name = next(iter(set(body) - {"kind", "mode", "argument"}))
    reply = api_client.post(route, json=body)
    assert (reply.status_code, reply.json()) == (422, {"error": f"unknown field {name!r} {end}"})
