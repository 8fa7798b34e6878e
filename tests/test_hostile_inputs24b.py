"""The twenty-fourth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json
import time


def test_a_batch_writes_slow_answers_task_by_task_so_a_kill_keeps_them(tmp_path, monkeypatch):
    """``gridsat batch c.jsonl -o r.jsonl -j 2`` over 200 puzzles of about a second each, killed with ``kill -9``
    after 8 s, left ``r.jsonl`` empty: each worker's task held a fixed 25 lines (a quarter of its share), whose
    answers are written only when the whole task is done, so every answer solved so far was lost (a worker the
    system kills loses its tasks alike).  A task now holds about a second's work, reckoned from what the
    puzzles cost so far (one line until that is known): slow puzzles are written one by one, quick ones still
    go many to a task."""
    from gridsat.batch import chunks, run_batch, work

    monkeypatch.setattr(chunks, "TASK_SECONDS", 0.05)
    solve = work._solve_item
    slow = set()

    def solve_item(item, settings):  # a slow puzzle takes 0.06 s, more than a task's time
        if item.line in slow:
            time.sleep(0.06)
        return solve(item, settings)

    monkeypatch.setattr(work, "_solve_item", solve_item)

    def tasks(quick: int, slow_ones: int) -> list:  # lines 1..quick quick, then slow ones: the lines of each task
        slow.clear()
        slow.update(range(quick + 1, quick + slow_ones + 1))
        lines = tmp_path / f"c{quick}.jsonl"
        lines.write_text("".join(json.dumps({"kind": "sudoku", "puzzle": "1" + "." * 15}) + "\n"
                                 for _ in range(quick + slow_ones)))
        written = []
        run_batch([str(lines)], tmp_path / f"r{quick}.jsonl", jobs=1, on_progress=lambda n, last: written.append(n))
        assert sum(written) == quick + slow_ones
        return written

    assert tasks(0, 12) == [1] * 12  # [3, 3, 3, 3] before: a task of a quarter of the lines
    assert max(tasks(52, 0)) == 13  # quick ones many to a task, up to a quarter of the lines
    assert tasks(20, 40)[-8:] == [1] * 8  # slow ones after quick ones: one by one, after a task or two
