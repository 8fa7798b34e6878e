"""``calendar --verify-edition`` cut short by the time limit: ``all_solvable``
is null (nothing proved a date unsolvable; it said false), and the text names
the first 20 undecided dates, not all 2,562 on one line."""

from __future__ import annotations

import json
import re

from gridsat.puzzles.calendar.year import all_solvable


def test_all_solvable_is_true_false_or_not_known():
    assert (all_solvable([], []), all_solvable(["02-30"], ["01-01"]), all_solvable([], ["01-01"])) == (True, False, None)


def test_a_verify_cut_short_claims_nothing(run_cli):
    # the weekday census takes ~20 s on an idle machine: 0.5 s never ends it
    code, out, _ = run_cli("calendar", "--verify-edition", "weekday", "-t", "0.5", "--json")
    report = json.loads(out)
    assert (code, report["all_solvable"], report["unsolvable"]) == (1, None, [])
    assert len(report["unknown"]) > 20
    code, out, _ = run_cli("calendar", "--verify-edition", "weekday", "-t", "0.5")
    assert code == 1 and re.fullmatch(r"weekday: [\d,]+ of 2,562 dates x weekdays undecided within the time limit \(a "
                                      r"longer --time-limit decides them: the check starts over\): (\d\d-\d\d-\w\w\w ){20}"
                                      r"\.\.\. and [\d,]+ more \(--json lists them\)\n", out), out
