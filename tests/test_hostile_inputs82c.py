"""Hostile pass 82, part c: interrupting every command at every stage."""

from __future__ import annotations

import json
import pickle

import pytest

from gridsat.puzzles.calendar import design, design_eval, design_space
from gridsat.puzzles.calendar.design import search_designs

from test_hostile_inputs23c import LIBRARY


def test_a_design_search_on_workers_stopped_by_ctrl_c_keeps_the_designs_its_chunks_censused(tmp_path, monkeypatch):
    """``calendar --design tetromino --pieces tetrominoes+pentominoes --choose 9 --jobs 2 --out d.jsonl`` stopped
    by Ctrl-C (or SIGTERM) after 15 s wrote no design line, and every run again censused the same designs anew:
    a worker's chunk stopped with its designs on the KeyboardInterrupt (``outcome``), which the pool's Ctrl-C
    handling never looked at (it takes ``done``, as a batch's workers hand back), and the pool was not asked to
    stop the calls at all (``stoppable``).  Now the designs a worker censused are handed back and written."""
    lib = tmp_path / "lib.txt"
    lib.write_text(LIBRARY)
    monkeypatch.setattr(design_space, "CHUNK_MIN", 1)
    census = design_eval.Evaluator.census
    allowed = [2]

    def stopped(self, node, *, deadline=None):  # Ctrl-C in the census after the allowed ones
        allowed[0] -= 1
        if allowed[0] < 0:
            raise KeyboardInterrupt
        return census(self, node, deadline=deadline)

    def on_workers(fn, calls, jobs, over, record, grace, stoppable=False):  # a pool, its worker in this process
        for args in calls:
            try:
                record(fn(*args))
            except KeyboardInterrupt as exc:  # as core.stopping.collect_stopped takes it, pickled back
                back = pickle.loads(pickle.dumps(exc))
                if stoppable and getattr(back, "done", None) is not None:
                    record(back.done)
                raise

    monkeypatch.setattr(design_eval.Evaluator, "census", stopped)
    monkeypatch.setattr(design, "run_on_processes", on_workers)
    out = tmp_path / "d.jsonl"
    with pytest.raises(KeyboardInterrupt):
        search_designs("dragonfjord", str(lib), 8, out=out, jobs=2, verify=0)
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["record"] for r in written] == ["search", "design", "design"]  # was ["search"]
