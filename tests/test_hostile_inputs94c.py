"""Hostile pass 94, part c: hints of every genre after the one stepping loop."""

from __future__ import annotations

import gridsat

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_a_long_hint_json_record_given_back_as_a_position_is_read_at_once():
    # was: a 50x50 Nurikabe's 'hint --steps --json -t 8' record (541 steps, 300 KB on one line) given back with
    # --position (or hints(start=...)) was tried as a drawn board (its sentences' numbers) at every cell width up to
    # half its line, each width slicing the line: over 60 s (hours without -t) before a step was looked for; here
    # 80 KB took minutes. A drawn cell is never wider than its longest number and two marks.
    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse(NURIKABE)
    record = kind.hints(puzzle).to_json()
    record["grid"] = [[0] * 5 for _ in range(5)]
    record["steps"] = record["steps"] * 20
    deduction = kind.hints(puzzle, start=record, first=True)
    assert deduction.steps[0].sentence == "r3c3, r4c2, r4c4, r5c3 are sea: a 1 is an island alone (r4c3)"
