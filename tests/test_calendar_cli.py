"""``gridsat calendar`` end to end: output, bad input (exact lines, exit 2), years, verification."""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gridsat.puzzles.calendar import CalendarDate, CalendarPuzzle, load_edition, make_calendar, year_dates

FACTS = json.loads((Path(__file__).parent / "data" / "calendar" / "published_counts.json").read_text())

SWAPPED = """\
# Standard board with Dec and 7 swapped: on May 7 the Jun cell is cut off.
[board swapped]
Jan Feb Mar Apr May Jun .
Jul Aug Sep Oct Nov 7   .
1   2   3   4   5   6   Dec
8   9   10  11  12  13  14
15  16  17  18  19  20  21
22  23  24  25  26  27  28
29  30  31  .   .   .   .

[editions]
swapped = swapped : O6 U5 V5 Z5 L5 N5 Y5 P5   # a flawed design
"""


def test_solves_a_date_with_labels_visible(run_cli):
    code, out, err = run_cli("calendar", "2026-10-06")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Tue 6 Oct 2026 on dragonfjord"
    assert "Oct" in lines[2] and " 6 " in lines[3]
    assert lines[-1].startswith("solved in ")


def test_today_is_the_default(run_cli):
    code, out, _ = run_cli("calendar", "--json")
    data = json.loads(out)
    assert code == 0 and data["date"] == dt.date.today().isoformat() and data["status"] == "solved"


def test_json_count_on_the_weekday_edition(run_cli):
    code, out, _ = run_cli("calendar", "2026-04-06", "--edition", "weekday", "--count", "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["count"], data["complete"], data["weekday"]) == (FACTS["weekday"]["04-06-Mon"], True, "Mon")
    assert [u["label"] for u in data["uncovered"]] == ["Apr", "6", "Mon"]
    p = make_calendar("2026-04-06", "weekday")
    assert p.check_json(data["placements"]) == []


@pytest.mark.parametrize("engine", ["exact", "cpsat"])
def test_count_and_solutions(run_cli, engine):
    code, out, _ = run_cli("calendar", "2026-10-06", "--count", "--solutions", "7", "--json", "--engine", engine)
    data = json.loads(out)
    assert (data["count"], data["complete"], len(data["solutions"])) == (7, True, 7)
    assert len({json.dumps(sorted(s, key=lambda p: p["piece"])) for s in data["solutions"]}) == 7
    code, out, _ = run_cli("calendar", "2026-10-06", "--count", "--engine", engine)
    assert code == 0 and out.splitlines()[-2:-1] == ["7 solutions (all counted)"]
    assert out.splitlines()[-1].startswith("solved in ")


def test_face_up_and_place_and_hint(run_cli, tmp_path):
    code, out, _ = run_cli("calendar", "2026-10-06", "--one-sided", "--json")
    assert code == 1 and json.loads(out)["status"] == "infeasible"  # no Oct-6 tiling is all rotations
    # --face-up (the calendar makers' word) is --one-sided: the census of face-up tilings
    censuses = [json.loads(run_cli("calendar", "--census", flag, "--json")[1]) for flag in ("--face-up", "--one-sided")]
    assert censuses[0] == {**censuses[1], "seconds": censuses[0]["seconds"]} and censuses[0]["one_sided"]
    assert censuses[0]["total"] < 24405 and "10-06" in censuses[0]["fewest"]["dates"]
    code, out, _ = run_cli("calendar", "01-25", "--place", "U5@5,0:#.#/###", "--json")
    data = json.loads(out)
    assert code == 0 and {"piece": "U5", "cells": [[5, 0], [5, 2], [6, 0], [6, 1], [6, 2]]} in data["placements"]
    png = tmp_path / "hint.png"
    code, out, _ = run_cli("calendar", "01-25", "--hint", "3", "--png", str(png))
    assert code == 0 and png.stat().st_size > 5000
    assert out.splitlines()[-3].startswith("hint: 3 of 8 pieces; ")
    code, out, _ = run_cli("calendar", "01-25", "--hint", "3", "--json")
    assert len(json.loads(out)["placements"]) == 3


def test_pictures_carry_the_labels(run_cli, tmp_path):
    svg = tmp_path / "oct6.svg"
    code, out, _ = run_cli("calendar", "2026-10-06", "--svg", str(svg), "--png", str(tmp_path / "oct6.png"))
    text = svg.read_text()
    assert code == 0 and f"wrote {svg}" in out
    for label in ("Oct", "Jan", "31", "Tue 6 Oct 2026 on dragonfjord"):
        assert label in text
    assert (tmp_path / "oct6.png").stat().st_size > 5000


# -- bad input: one line, exit 2 ---------------------------------------------
def edition_file(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def bad_files(tmp_path):
    return {
        "area": (edition_file(tmp_path, "area.txt", "[editions]\nmine = standard : O6 U5 V5 Z5 L5 N5 Y5   # no P5\n"),
                 "area.txt: line 2: edition mine: the pieces cover 36 cells but board standard leaves 41 to cover "
                 "(43 cells minus month and day)"),
        "repeated": (edition_file(tmp_path, "rep.txt", SWAPPED.replace("6   Dec", "6   6")),
                     "rep.txt: line 5: board swapped: label '6' appears twice, at r3c6 and r3c7"),
        "missing": (edition_file(tmp_path, "miss.txt", SWAPPED.replace("29  30  31", "29  30  .")),
                    "miss.txt: line 3: board swapped lacks the label 31: every month (Jan..Dec) and day (1..31) "
                    "needs a cell of its own"),
        "unknown label": (edition_file(tmp_path, "unk.txt", SWAPPED.replace("29  30  31", "29  30  Foo")),
                          "unk.txt: line 9: board swapped: unknown label 'Foo' at r7c3 (expected a month "
                          "Jan..Dec, a day 1..31, a weekday Mon..Sun, '*' for a filler cell or '.' for no cell)"),
        "weekdays": (edition_file(tmp_path, "wk.txt", SWAPPED.replace("29  30  31  .   .", "29  30  31  Sun Mon")),
                     "wk.txt: line 3: board swapped has some weekday cells but lacks Tue Wed Thu Fri Sat"),
        "ragged": (edition_file(tmp_path, "rag.txt", SWAPPED.replace("29  30  31  .   .   .   .", "29  30  31")),
                   "rag.txt: line 9: board swapped row 7 has 3 entries, row 1 has 7 (write '.' where there is no cell)"),
        "unknown board": (edition_file(tmp_path, "ub.txt", "[editions]\nx = huge : O6\n"),
                          "ub.txt: line 2: edition x uses board 'huge', which is not defined "
                          "(boards: standard tetromino weekday)"),
        "unknown piece": (edition_file(tmp_path, "up.txt", "[editions]\nx = standard : O6 Q9\n"),
                          "up.txt: line 2: edition x uses piece 'Q9', which is not defined "
                          "(pieces: O6 H6 and the libraries' I4 .. T4, F5 .. Z5, H01 .. H35)"),
        "section": (edition_file(tmp_path, "sec.txt", "[boards]\n"),
                    "sec.txt: line 1: unknown section '[boards]' (use [board NAME], [pieces] or [editions])"),
        "bad piece": (edition_file(tmp_path, "bp.txt", "[pieces]\nQ5: #.#\n[editions]\nx = standard : Q5\n"),
                      "bp.txt: line 2: piece Q5 is not edge-connected"),
    }


@pytest.mark.parametrize("case", ["area", "repeated", "missing", "unknown label", "weekdays", "ragged",
                                  "unknown board", "unknown piece", "section", "bad piece"])
def test_bad_edition_files(run_cli, tmp_path, case):
    path, message = bad_files(tmp_path)[case]
    code, out, err = run_cli("calendar", "2026-10-06", "--edition", path)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")
    code, out, err = run_cli("calendar", "--verify-edition", path)
    assert (code, err) == (2, f"gridsat: error: {message}\n")


BAD_ARGS = [
    (["2026-02-30"], "date 2026-02-30 does not exist: February 2026 has 28 days"),
    (["2026-13-01"], "date 2026-13-01 does not exist: month 13 is not 1-12; the month comes first: 2026-01-13"),
    (["02-30"], "date 02-30 does not exist: February has 29 days"),
    (["2026/10/06"], "date '2026/10/06' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06"),
    (["--edition", "nosuch"], "unknown edition 'nosuch': give a built-in edition (dragonfjord, jarringwords, "
                              "creamakerspace, tetromino, weekday) or an edition file"),
    (["2026-10-06", "--weekday", "Mon"], "edition dragonfjord has no weekday cells; a weekday does not apply: "
                                         "leave the weekday out, or choose an edition that shows it (weekday)"),
    (["2026-10-06", "-e", "weekday", "--weekday", "Xyz"], "unknown weekday 'Xyz': use one of Mon Tue Wed Thu Fri Sat Sun"),
    (["10-06", "-e", "weekday"], "edition weekday shows the weekday: give a full date YYYY-MM-DD or --weekday NAME (Mon..Sun)"),
    (["--place", "L5-2,3"], "--place 'L5-2,3': expected NAME@rNcM[:TURN], e.g. L5@r3c4:r90 or P5@r1c1:##/##/#. "
                            "(see gridsat calendar --help)"),
    (["--place", "Q5@1,1"], "--place 'Q5@1,1': edition dragonfjord has no piece Q5 (pieces: O6 U5 V5 Z5 L5 N5 Y5 P5)"),
    (["--place", "L5@1,1:r45"], "--place 'L5@1,1:r45': unknown turn 'r45': use r0 r90 r180 r270, f in front to "
                                "flip, or the shape (e.g. ##/#.)"),
    (["--place", "L5@1,1:###"], "--place 'L5@1,1:###': the shape ### is not a turn of piece L5 (#.../####)"),
    (["2026-10-06", "--place", "O6@0,3"], "--place O6: the piece would cover the Oct cell r2c4, which stays "
                                          "uncovered on Tue 6 Oct 2026"),
    (["--engine", "dlx"], "unknown engine 'dlx' for Calendar puzzles; use one of: auto, exact, cpsat"),
    (["--hint", "2", "--count"], "--hint goes with solving, not with --count"),
    (["--hint", "0"], "--hint must be 1..8 (pieces of dragonfjord), got 0"),
    (["--year", "2026"], "--year needs --out FILE (the results are written there, one line per date)"),
    (["2026-10-06", "--year", "2026", "--out", "y.jsonl"], "a DATE does not apply to --year"),
    (["--year", "0", "--out", "y.jsonl"], "--year must be from 1 to 9999, got 0"),
    (["--out", "y.jsonl"], "--out does not apply to one puzzle (it is for --year, --census, --design, --layout)"),
    (["--verify-edition", "weekday", "--count"], "--count does not apply to --verify-edition"),
]


@pytest.mark.parametrize("args,message", BAD_ARGS, ids=[" ".join(a) for a, _ in BAD_ARGS])
def test_bad_arguments(run_cli, args, message):
    code, out, err = run_cli("calendar", *args)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_several_editions_in_one_file(run_cli, tmp_path):
    path = edition_file(tmp_path, "two.txt", SWAPPED + "other = standard : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    code, _, err = run_cli("calendar", "2026-10-06", "-e", path)
    assert (code, err) == (2, f"gridsat: error: two.txt defines 2 editions (swapped other); choose one with {path}:NAME\n")
    code, out, _ = run_cli("calendar", "2026-10-06", "-e", f"{path}:other", "--json")
    assert code == 0 and json.loads(out)["edition"] == "other"


# -- verification ------------------------------------------------------------
def test_verify_edition_lists_the_unsolvable_dates(run_cli, tmp_path):
    path = edition_file(tmp_path, "swapped.txt", SWAPPED)
    code, out, _ = run_cli("calendar", "--verify-edition", path)
    assert (code, out) == (1, "swapped: 1 of 366 dates has no solution: 05-07\n")
    # the reason, checked by CP-SAT independently: May and 7 cut the Jun cell off
    ed = load_edition(path)
    puzzle = CalendarPuzzle(ed, CalendarDate(5, 7))
    assert puzzle.solve(engine="cpsat").status.value == "infeasible"
    code, out, _ = run_cli("calendar", "--verify-edition", "dragonfjord", "--json")
    data = json.loads(out)
    assert (code, data["checked"], data["all_solvable"], data["unsolvable"]) == (0, 366, True, [])


# -- years ---------------------------------------------------------------------
def check_year_file(path, year, edition="dragonfjord"):
    recs = [json.loads(x) for x in path.read_text().splitlines()]
    keys = [d.isoformat() for d in year_dates(year)]
    assert [r["date"] for r in recs] == keys  # exactly one line per date, in order
    ed = load_edition(edition)
    for r in recs:
        puzzle = CalendarPuzzle(ed, CalendarDate.of(dt.date.fromisoformat(r["date"])))
        assert r["status"] == "solved" and puzzle.check_json(r["placements"]) == [], r["date"]
    return recs


@pytest.mark.slow  # 1.2-2.2 s on an idle machine; a cheaper test of the same behaviour stays in the default run
def test_year_count_summary(run_cli, tmp_path):
    out = tmp_path / "2024.jsonl"
    code, stdout, _ = run_cli("calendar", "--year", "2024", "--count", "--out", str(out), "--json")
    data = json.loads(stdout)
    assert code == 0
    assert (data["dates"], data["solved"], data["total"]) == (366, 366, FACTS["dragonfjord_total_366_dates"])
    assert data["fewest"] == {"count": 7, "dates": ["2024-10-06"]}
    assert data["most"] == {"count": 216, "dates": ["2024-01-25"]}
    recs = check_year_file(out, 2024)
    assert all(r["complete"] for r in recs)
    published = {day: n for day, n in FACTS["dragonfjord"].items()}
    assert {r["date"][5:]: r["count"] for r in recs if r["date"][5:] in published} == published
    # run again: everything is skipped, the file is unchanged
    before = out.read_text()
    code, stdout, _ = run_cli("calendar", "--year", "2024", "--count", "--out", str(out))
    assert code == 0 and out.read_text() == before
    assert "(366 already in" in stdout and "total 24,405 solutions" in stdout
    assert stdout.splitlines()[-1] == f"nothing new: every date was in {out} already"  # it said 'wrote' it


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
def test_killed_year_run_resumes_to_one_valid_line_per_date(run_cli, tmp_path):
    out = tmp_path / "2027.jsonl"
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "src"))
    # CP-SAT takes ~50 ms a date: slow enough to kill the run part-way
    proc = subprocess.Popen([sys.executable, "-m", "gridsat", "calendar", "--year", "2027", "--out", str(out),
                             "--engine", "cpsat"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    while time.time() < deadline and (not out.exists() or out.read_bytes().count(b"\n") < 5):
        time.sleep(0.02)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    done = out.read_bytes().count(b"\n")
    assert 5 <= done < 365
    with open(out, "ab") as f:  # and a half-written line, as a kill inside a write leaves it
        f.write(b'{"date": "2027-')
    code, stdout, _ = run_cli("calendar", "--year", "2027", "--out", str(out), "--json")
    data = json.loads(stdout)
    assert code == 0 and (data["dates"], data["solved"], data["skipped"]) == (365, 365, done)
    check_year_file(out, 2027)


def test_edition_names_in_any_case_and_a_suggestion(run_cli):
    code, out, _ = run_cli("calendar", "2026-10-06", "-e", "DragonFjord")
    assert code == 0 and "Tue 6 Oct 2026 on dragonfjord" in out
    code, _, err = run_cli("calendar", "2026-10-06", "-e", "dragonfjrd")
    assert (code, err) == (2, "gridsat: error: unknown edition 'dragonfjrd' (did you mean 'dragonfjord'?): give a "
                              "built-in edition (dragonfjord, jarringwords, creamakerspace, tetromino, weekday) or "
                              "an edition file\n")
