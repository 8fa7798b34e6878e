"""Hostile pass 78, part b: batch for a collector, and the web's play mode."""

from __future__ import annotations

import pytest

import json
import shutil
import time

import gridsat.batch.work as work
from gridsat.batch import Item, Settings, run_batch, solve_item
from gridsat.batch.work import RUN_CUT_NOTE
from test_hostile_inputs76b import DATA


@pytest.mark.slow  # (2.0 s of the default run, sitting 14: the slow set runs it)
def test_a_puzzle_the_whole_runs_time_cut_is_done_again_under_keep_unknown(monkeypatch, tmp_path):
    """A puzzle --total-time cut while solving was recorded unknown with no note, and the run said "run the same
    command again to go on": run so with --keep-unknown, it was kept unknown for good (a limit's unknown)."""
    shutil.copy(DATA / "batch" / "yinyang_6x6.txt", tmp_path / "a.txt")
    out = tmp_path / "out.jsonl"
    real = work._solve_item

    def until_the_end(item, settings):  # a puzzle still solving when the run's time is up
        while not settings.over():
            time.sleep(0.01)
        return {"file": item.file, "status": "unknown", "complete": False}

    monkeypatch.setattr(work, "_solve_item", until_the_end)
    summary = run_batch([str(tmp_path / "a.txt")], out, jobs=1, total_time=2, keep_unknown=True)
    assert (summary.cut, summary.untried) == (1, 0)
    (line,) = [json.loads(text) for text in out.read_text().splitlines()]
    assert (line["status"], line["note"]) == ("unknown", RUN_CUT_NOTE)
    monkeypatch.setattr(work, "_solve_item", real)
    summary = run_batch([str(tmp_path / "a.txt")], out, jobs=1, keep_unknown=True)
    assert (summary.redone, summary.statuses["solved"]) == (1, 1)
    # a puzzle its own limit cut is not marked (--keep-unknown keeps it)
    monkeypatch.setattr(work, "_solve_item", lambda item, settings: {"file": item.file, "status": "unknown"})
    record = solve_item(Item("p.url"), Settings(time_limit=0.1, until=time.time() + 60))
    assert "note" not in record
