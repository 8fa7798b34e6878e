"""Pass 79, part d: a newcomer following the README (a calendar maker's own design, a Domino Fit player)."""

from __future__ import annotations

from types import SimpleNamespace


def test_year_report_says_one_date_not_one_dates(tmp_path):
    # Before: a --year run the time limit stopped after its first date said "2027 on best: 1 dates, 0 solved,
    # ..." (and "1 dates not tried yet" when one was left).
    from gridsat.puzzles.calendar.modes import YearReport

    data = {"dates": 1, "solved": 0, "infeasible": 0, "unknown": 1, "complete": True, "untried": 1}
    summary = SimpleNamespace(to_json=lambda: data, year=2027, edition="best", skipped=0, redone=0, seconds=0.2,
                              untried=1, records=[])
    lines = YearReport(summary, tmp_path / "y.jsonl").text()
    assert lines[0] == "[bold]2027 on best[/bold]: 1 date, 0 solved, 0 infeasible, 1 unknown in 0.2 s"
    assert lines[1].startswith("stopped by the time limit: 1 date not tried yet; run the same command again")
