"""The fifty-eighth hostile pass: the web app and batch."""

from __future__ import annotations

import pytest

from gridsat.web.limits import Limits
from gridsat.web.requests import plan_solve
from gridsat.web.worker import handle


def _solve(body: dict) -> tuple:
    return handle(("solve", plan_solve(body, Limits(warm=False))))


@pytest.mark.parametrize("word", ["dragonfjord", "weekday"])
def test_an_edition_sent_as_the_date_names_the_option_not_a_command(word):
    # was "date 'dragonfjord' is not YYYY-MM-DD ...; 'dragonfjord' is an edition: gridsat calendar DATE --edition
    # dragonfjord": a command the web has none of
    assert _solve({"kind": "calendar", "argument": word}) == ("input", (
        f"argument: {word!r} is an edition, not a date: give it on the Calendar puzzle page (/puzzle/calendar), "
        "or send it as the option \"edition\" with \"kind\": \"calendar\""), False)


def test_an_edition_as_a_calendar_files_date_names_the_field(tmp_path, run_cli):
    # a file's (or a batch line's) "date": "weekday" was told "gridsat calendar DATE --edition weekday", a command
    # that is not how a file is fixed
    path = tmp_path / "w.json"
    path.write_text('{"kind": "calendar", "date": "weekday"}\n')
    code, out, err = run_cli("hint", str(path))
    assert code == 2
    assert err.strip().splitlines() == [
        "gridsat: error: w.json: 'date' 'weekday' is an edition's name: give it as \"edition\": \"weekday\", and a "
        "date (YYYY-MM-DD or MM-DD) as \"date\""]


def test_an_edited_year_line_is_named_by_its_line(tmp_path):
    # "the file holds a line whose date '2026-13-01' does not exist" named no line of the 365
    import json

    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar.year import solve_year

    out = tmp_path / "y.jsonl"
    dates = ["01-01", "01-02", "01-03"]
    solve_year("dragonfjord", 2026, out, dates=dates)
    lines = out.read_text().splitlines()
    edited = json.loads(lines[1])
    edited["date"] = "2026-13-01"
    lines[1] = json.dumps(edited)
    out.write_text("\n".join(lines) + "\n")
    with pytest.raises(PuzzleInputError) as caught:
        solve_year("dragonfjord", 2026, out, dates=dates)
    assert str(caught.value) == (f"{out}: line 2: the file holds a line whose date '2026-13-01' does not exist: "
                                 "month 13 is not 1-12 (edited?): remove the line or choose another out")
    edited["date"], edited["weekday"] = "2026-01-02", "Mon"
    lines[1] = json.dumps(edited)
    out.write_text("\n".join(lines) + "\n")
    with pytest.raises(PuzzleInputError) as caught:
        solve_year("dragonfjord", 2026, out, dates=dates)
    assert str(caught.value) == (f"{out}: line 2: the line for 2026-01-02 names the weekday 'Mon', not the date's "
                                 "own (edited?): remove the line to solve that date again")


def test_an_edited_census_line_is_named_by_its_line(tmp_path, run_cli):
    # "the file holds a line for month 13, day 3, which is no date of this census" named no line of the 366
    import json

    out = tmp_path / "c.jsonl"
    assert run_cli("calendar", "--census", "-o", str(out))[0] == 0
    lines = out.read_text().splitlines()
    edited = json.loads(lines[2])
    edited["month"] = 13
    lines[2] = json.dumps(edited)
    out.write_text("\n".join(lines) + "\n")
    assert run_cli("calendar", "--census", "-o", str(out)) == (2, "", (
        f"gridsat: error: {out}: line 3: the file holds a line for month 13, day 3, which is no date of this "
        "census (edited?): remove the line, or choose another --out\n"))
    edited["month"], edited["edition"] = 1, "weekday"
    lines[2] = json.dumps(edited)
    out.write_text("\n".join(lines) + "\n")
    assert run_cli("calendar", "--census", "-o", str(out)) == (2, "", (
        f"gridsat: error: {out}: line 3: the file holds counts of edition weekday: it belongs to another run; "
        "choose another --out\n"))


def test_an_edited_collection_line_is_named_by_its_line(tmp_path, run_cli):
    # "the line for seed 2 is not as generate writes it" / "the file holds seed 1 made with --size 5x5" named no line
    import json

    out = tmp_path / "g.jsonl"
    assert run_cli("generate", "yinyang", "--size", "5x5", "--count", "2", "-o", str(out))[0] == 0
    assert run_cli("generate", "yinyang", "--size", "6x6", "--count", "2", "-o", str(out)) == (2, "", (
        f"gridsat: error: {out}: line 1: the file holds seed 1 made with --size 5x5, not --size 6x6: it belongs to "
        "another run; choose another --out\n"))
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    lines[1]["puzzle"] = lines[0]["puzzle"]
    out.write_text("".join(json.dumps(d) + "\n" for d in lines))
    code, _, err = run_cli("generate", "yinyang", "--size", "5x5", "--count", "2", "-o", str(out))
    assert code == 2 and err.startswith(f"gridsat: error: {out}: line 2: the line for seed 2 is not as generate "
                                        "writes it: ")


def test_another_kinds_object_on_a_collection_line_under_kind_names_its_kind(tmp_path, run_cli):
    # a calendar puzzle object under --kind yinyang was "this is JSON, which Yin-Yang reads only as a generated
    # puzzle's record ...", where the same line as a record is told its kind
    import json

    lines = tmp_path / "c.jsonl"
    lines.write_text('{"kind": "calendar", "date": "10-06"}\n{"kind": "calendar", "puzzle": {"date": "10-06"}}\n')
    out = tmp_path / "out.jsonl"
    assert run_cli("batch", str(lines), "-o", str(out), "-q", "-j", "1", "--kind", "yinyang")[0] == 0
    errors = [json.loads(line)["error"] for line in out.read_text().splitlines()]
    assert errors == ["c.jsonl: line 1: the record's kind is 'calendar', where Yin-Yang puzzles were asked for",
                      "c.jsonl: line 2: the record's kind is 'calendar', where Yin-Yang puzzles were asked for"]


def test_an_edition_given_as_a_calendar_puzzle_says_what_it_is():
    # 'weekday' as a calendar puzzle's text was "a calendar puzzle is a JSON object such as ...", where a date there
    # is told what it is and where it goes
    import gridsat.puzzles.kinds as kinds
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        kinds.get("calendar").parse("weekday", "c.jsonl: line 4")
    assert str(caught.value) == (
        "c.jsonl: line 4: 'weekday' is an edition, not a calendar puzzle file (JSON): as a puzzle file, "
        '{"kind": "calendar", "date": "2026-10-06", "edition": "weekday"}')
    assert _solve({"kind": "calendar", "puzzle": "weekday"}) == ("input", (
        "puzzle: 'weekday' is an edition, not a puzzle's text: give it on the Calendar puzzle page (/puzzle/calendar), "
        "or send it as the option \"edition\" with \"kind\": \"calendar\""), False)
