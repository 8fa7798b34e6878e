"""``gridsat calendar --census`` and filler cells: every date of a design,
counted, against published counts and single-date runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.calendar import builtin_editions, make_calendar, parse_editions
from gridsat.puzzles.calendar.census import run_census
from gridsat.puzzles.calendar.editions import builtin_fallback

FILLER = Path(__file__).resolve().parents[1] / "examples" / "filler-edition.txt"


def test_dragonfjord_census_text_and_json(run_cli):
    code, out, _ = run_cli("calendar", "--census")
    lines = out.splitlines()
    assert code == 0
    assert lines[0].startswith("dragonfjord: 366 dates, 24,405 solutions (all counted) in ")
    assert lines[1:4] == ["fewest: 7 on 10-06", "most: 216 on 01-25", "no solution: none -- every date is solvable"]
    code, out, _ = run_cli("calendar", "--census", "--json")
    data = json.loads(out)
    assert (data["total"], data["total_all_pairs"], data["combinations"], data["complete"]) == (24405, 25061, 366, True)
    assert sum(b["dates"] for b in data["histogram"]) == 366


def test_a_census_stopped_by_the_time_limit_says_so(run_cli):
    # the weekday census takes ~20 s: 0.5 s stops it; nothing is claimed unsolvable
    code, out, _ = run_cli("calendar", "--census", "--edition", "weekday", "--time-limit", "0.5")
    lines = out.splitlines()
    assert code == 1 and "(incomplete: the time limit stopped the count)" in lines[0]
    assert lines[1] == "fewest: not known: the count was cut short" and lines[2].startswith("most so far: ")
    assert not any(line.startswith("no solution") for line in lines)
    code, out, _ = run_cli("calendar", "--census", "--edition", "weekday", "--time-limit", "0.5", "--json")
    data = json.loads(out)
    assert code == 1 and data["complete"] is False and data["unsolvable"] == [] and data["total"] < 4864096


@pytest.mark.slow  # (1.8 s of the default run, sitting 14: the slow set runs it)
def test_census_lines_equal_single_date_counts(run_cli, tmp_path):
    out = tmp_path / "counts.jsonl"
    code, _, _ = run_cli("calendar", "--census", "--edition", "tetromino", "--out", str(out), "--json")
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert code == 0 and len(records) == 366
    for rec in records[::61]:  # six dates spread over the year
        date = f"{rec['month']:02d}-{rec['day']:02d}"
        assert make_calendar(date, "tetromino").count().count == rec["count"], date
    # run again: nothing is lost or doubled; another edition's run is refused
    run_cli("calendar", "--census", "--edition", "tetromino", "--out", str(out), "--json")
    assert len(out.read_text().splitlines()) == 366
    code, _, err = run_cli("calendar", "--census", "--out", str(out))
    assert code == 2 and "holds counts of edition tetromino: it belongs to another run" in err


@pytest.mark.parametrize("name", ["jarringwords", "creamakerspace"])
def test_every_builtin_edition_census_matches_single_dates(name):
    report = run_census(builtin_editions()[name])
    assert report.complete
    for key in sorted(report.real)[::45]:
        date = report.key_text(key)
        assert make_calendar(date, name).count().count == report.real[key], date


def test_weekday_census_apr_6_monday_is_97():
    # the weekday census (2,604 label combinations) is the slow test below; one date here
    assert make_calendar("04-06", "weekday", weekday="Mon").count().count == 97


@pytest.mark.slow
def test_weekday_census_total_is_4864096(run_cli):
    code, out, _ = run_cli("calendar", "--census", "--edition", "weekday", "--json")
    data = json.loads(out)
    assert code == 0 and (data["combinations"], data["total"], data["unsolvable"]) == (2562, 4864096, [])


# -- filler cells ----------------------------------------------------------------
def test_a_design_with_filler_cells():
    ed = parse_editions(FILLER.read_text(), "filler-edition.txt", fallback=builtin_fallback())["sevens"]
    assert len(ed.board.fillers) == 6 and ed.board.board.area == 49
    assert make_calendar("11-18", ed).count().count == 2  # published with the design
    report = run_census(ed)
    data = report.to_json()
    assert (data["total"], data["total_all_pairs"], data["fewest"]["count"]) == (16223, 16813, 2)
    assert "11-18" in data["fewest"]["dates"]


def test_filler_cells_keep_the_area_check():
    text = FILLER.read_text().replace("28  29  Nov 30  Dec *   31", "28  29  Nov 30  Dec .   31")
    with pytest.raises(PuzzleInputError, match=r"^filler-edition.txt: line \d+: edition sevens: the pieces cover 47 "
                                               r"cells but board sevens leaves 46 to cover \(48 cells minus month "
                                               r"and day\)$"):
        parse_editions(text, "filler-edition.txt")


def test_census_refuses_what_does_not_apply(run_cli):
    code, _, err = run_cli("calendar", "2026-10-06", "--census")
    assert (code, err) == (2, "gridsat: error: a DATE does not apply to --census\n")


def test_the_census_estimates_its_placements_memory_first(run_cli):
    assert run_cli("calendar", "--census", "--memory-limit", "0.00001") == (
        2, "", "gridsat: error: the census of dragonfjord (up to 1,196 placements) needs about 1.7 MB of memory; the "
               "limit is 10.485 KB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
