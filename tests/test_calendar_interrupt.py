"""Calendar runs stopped by Ctrl-C or SIGTERM: a year keeps its lines, a census writes its counts so far."""

from __future__ import annotations

import json
import signal
import warnings

import pytest


@pytest.mark.slow  # (3.1 s of the default run, sitting 14: the slow set runs it)
def test_ctrl_c_stops_a_year_and_keeps_its_lines(tmp_path):
    from conftest import gridsat_child, stop_when_working

    out = tmp_path / "y.jsonl"
    proc = gridsat_child("calendar", "--year", "2024", "--edition", "weekday", "--count", "--out", str(out))
    # a weekday count takes about a second a date: several dates done; one Ctrl-C reaches the whole process group
    _, err = stop_when_working(proc, 3.0)
    if "did not stop within" in err:  # ended by the wind-down guard (once in CI): where its threads waited, shown
        warnings.warn(f"a Ctrl-C'd year did not wind down by itself:\n{err}", stacklevel=1)
        assert err.startswith("gridsat: interrupted (Ctrl-C); the run did not stop within 20 s and was ended at once")
    else:
        assert err.startswith("gridsat: interrupted (Ctrl-C); every line written is kept in")
    assert proc.returncode == 130
    lines = out.read_text().splitlines()
    assert 0 < len(lines) < 366 and all(json.loads(line)["complete"] for line in lines)


@pytest.mark.parametrize("sig", [signal.SIGINT, pytest.param(signal.SIGTERM, marks=pytest.mark.slow)])  # 2 s each
def test_a_census_stopped_by_ctrl_c_shows_and_writes_its_counts_so_far(tmp_path, sig):
    """Ctrl-C or SIGTERM in 'calendar --census --out F' wrote no line at all (and said every line written was kept);
    it now stops as the time limit does: the counts so far shown, marked interrupted, and written with
    complete: false, so that the next run counts them again."""
    from conftest import gridsat_child, stop_when_working

    out = tmp_path / "c.jsonl"
    proc = gridsat_child("calendar", "--census", "--edition", "weekday", "--out", str(out), "--json")
    printed, err = stop_when_working(proc, 2.0, sig)
    code, word = (130, "interrupted (Ctrl-C)") if sig == signal.SIGINT else (143, "stopped by SIGTERM")
    assert (proc.returncode, err) == (code, f"gridsat: {word}; the counts so far are in {out}, marked incomplete, "
                                            "with the parts of the search finished: run the same command again to go "
                                            "on from them\n")
    summary = json.loads(printed)
    assert (summary["complete"], summary["interrupted"], summary["fewest"], summary["combinations"]) == \
        (False, True, None, 2562)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    recs = [r for r in lines if "subtree" not in r]
    assert len(recs) == 2562 and all(r["complete"] is False for r in recs)
    assert sum(r["count"] for r in recs) == summary["total"] > 0
    # the parts of the search finished, from which the next run goes on: their counts are among the dates' (the
    # parts count every label pair, real dates or not, as total_all_pairs does)
    parts = [r for r in lines if "subtree" in r]
    assert sum(e[-1] for r in parts for e in r["counts"]) <= summary["total_all_pairs"]
