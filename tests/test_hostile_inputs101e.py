"""Hostile pass 101, part e: collections and long runs (batch, calendar years and census)."""

from __future__ import annotations

import pytest

import json
import time

URL = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.mark.slow  # (4.0 s of the default run, sitting 14: the slow set runs it)
def test_puzzles_a_ctrl_c_stopped_are_not_said_left_unknown_within_t(run_cli, tmp_path, monkeypatch):
    """A resume that --total-time stopped before it did again the lines an earlier Ctrl-C had left "interrupted"
    put them back and said "time limit: 4 puzzles left unknown within -t; a longer -t may settle them": no limit
    of theirs had run out, and a longer -t was no advice. They are now named as what they are."""
    from gridsat.batch import run as batch_run
    from gridsat.batch.lines import INTERRUPTED_NOTE

    collection = tmp_path / "c.jsonl"
    collection.write_text(f"{URL}\n{URL}\n")
    out = tmp_path / "r.jsonl"
    out.write_text(json.dumps({"file": str(collection), "line": 1, "status": "unknown", "complete": False,
                               "note": INTERRUPTED_NOTE}) + "\n")
    real = batch_run.solve_chunk

    def the_run_ends_meanwhile(chunk, settings):  # the new line 2 is solved, then the run's own limit passes
        done = real(chunk, settings)
        time.sleep(max(0.0, settings.until - time.time()) + 0.01)
        return done

    monkeypatch.setattr(batch_run, "solve_chunk", the_run_ends_meanwhile)
    code, printed, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1", "-t", "30", "--total-time", "4")
    assert code == 1
    assert "interrupted: 1 puzzle an earlier run stopped (Ctrl-C or --total-time) before its answer (recorded " \
           "unknown); run the same command again to do them" in " ".join(printed.split()), printed
    assert "left unknown within -t" not in printed
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r.get("note") for r in lines if r["line"] == 1] == [INTERRUPTED_NOTE]  # put back, done by the next run


def test_a_counting_year_cut_before_its_first_date_still_has_its_count_fields(tmp_path):
    """``--year --count --json`` under a time limit that cut the run before its first date printed no "total",
    "fewest" nor "most" at all (and "total" without the other two while no date was counted in full), though
    calendar.md says a counting run's summary has them: a script reading ``data["fewest"]`` failed with KeyError.
    They are there now, null until a date is counted."""
    from gridsat.puzzles.calendar import YearSummary
    from gridsat.puzzles.calendar.year_summary import YearReport

    out = tmp_path / "y.jsonl"
    data = YearSummary(2028, "dragonfjord", out, [], 0, 0.1, untried=366, count=True).to_json()
    assert (data["total"], data["fewest"], data["most"], data["complete"]) == (0, None, None, False)
    cut = [{"date": "2028-01-01", "status": "solved", "count": 3, "complete": False}]
    data = YearSummary(2028, "dragonfjord", out, cut, 0, 0.1, untried=365, count=True).to_json()
    assert (data["total"], data["fewest"], data["most"]) == (3, None, None)
    text = YearReport(YearSummary(2028, "dragonfjord", out, [], 0, 0.1, untried=366, count=True), out).text()
    assert text[2:] == ["total 0 solutions (not every date counted yet)",
                        f"nothing new in {out}: no date was done in the time"]
    assert "total" not in YearSummary(2028, "dragonfjord", out, [], 0, 0.1, untried=366, count=False).to_json()


def test_solve_year_says_it_counts_before_any_date_is_done(tmp_path):
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.calendar import solve_year

    summary = solve_year("dragonfjord", 2028, tmp_path / "y.jsonl", count=True, options=SolverOptions(time_limit=1e-6))
    assert summary.to_json()["fewest"] is None and summary.to_json()["untried"] == 366
