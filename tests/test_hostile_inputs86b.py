"""Hostile pass 86, part b: interruptions, resumes and two runs at once."""

from __future__ import annotations

import json

import pytest


def test_a_year_stopped_by_ctrl_c_carries_the_year_so_far(tmp_path):
    # was: solve_year raised a bare KeyboardInterrupt, so `calendar --year --json` stopped by Ctrl-C printed no JSON
    # (--census, --design, --layout and --verify-edition each print theirs)
    from gridsat.puzzles.calendar.modes import YearReport
    from gridsat.puzzles.calendar.year import solve_year

    out = tmp_path / "y.jsonl"

    def stop_after_three(done, total, record):
        if done == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as caught:
        solve_year("dragonfjord", 2027, out, progress=stop_after_three)
    summary = caught.value.partial
    data = summary.to_json()
    assert (data["dates"], data["solved"], data["untried"], data["complete"], data["interrupted"]) == \
        (3, 3, 362, False, True)
    assert len(out.read_text().splitlines()) == 3
    assert YearReport(summary, out).text()[1] == ("stopped by Ctrl-C or SIGTERM: 362 dates not tried yet; run the "
                                                  "same command again to do them (and redo the unknown ones)")
    whole = solve_year("dragonfjord", 2027, out)  # the resume does the rest, each date once
    assert (whole.skipped, len(whole.records), "interrupted" in whole.to_json()) == (3, 365, False)


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_ctrl_c_in_year_json_prints_the_summary(tmp_path):
    from conftest import gridsat_child, stop_when_working

    out = tmp_path / "y.jsonl"
    proc = gridsat_child("calendar", "--year", "2024", "--edition", "weekday", "--count", "--out", str(out), "--json")
    printed, err = stop_when_working(proc, 3.0)
    if "did not stop within" in err:  # the wind-down guard (see test_calendar_interrupt)
        pytest.skip("the run was ended by the wind-down guard")
    assert proc.returncode == 130
    data = json.loads(printed)  # was: nothing on stdout
    lines = out.read_text().splitlines()
    assert (data["kind"], data["interrupted"], data["complete"]) == ("calendar-year", True, False)
    assert data["dates"] == len(lines) and data["untried"] == 366 - len(lines)
