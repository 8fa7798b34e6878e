"""The ninety-eighth hostile pass, part b: generators and grades as a puzzle designer (each test a fault found,
kept)."""

from __future__ import annotations

from dataclasses import replace
import json
from pathlib import Path

PUZZLE = str(Path(__file__).parent / "data" / "yinyang" / "janko_017_12x12.txt")


def _cut_by_the_time_limit(monkeypatch, steps: int = 20) -> None:
    """Make ``gridsat grade``'s steps stop after ``steps`` of them, as a time limit leaves them."""
    from gridsat.cli import grade

    real = grade.deduce

    def cut(*args, **kwargs):
        found, parsed, out = real(*args, **kwargs)
        undecided = [[0] * len(row) for row in out.grid]
        return found, parsed, replace(out, steps=out.steps[:steps], grid=undecided, complete=False)

    monkeypatch.setattr(grade, "deduce", cut)


def test_grade_cut_by_the_time_limit_says_the_limit_the_steps_so_far_and_what_to_do(run_cli, monkeypatch):
    """``grade -t 8`` on a 30x36 Nurikabe printed only "no grade: the time limit ran out before the last step":
    no limit, none of the steps so far (which Ctrl-C's line gives) and not what may settle it, which the -t help
    promises ("its line saying what may settle it (more time ...)"); its JSON had no ``so_far``."""
    _cut_by_the_time_limit(monkeypatch)
    code, out, _ = run_cli("grade", PUZZLE, "-t", "30")
    assert code == 1
    assert out.startswith("no grade: the time limit of 30 s ran out before the last step; the 20 steps so far: "
                          "0 trials, 0 guesses, hardest rule: ")
    assert out.rstrip().endswith(" (give more time with -t)")
    code, out, _ = run_cli("grade", PUZZLE, "-t", "30", "--json")
    record = json.loads(out)
    assert code == 1 and record["grade"] is None and record["so_far"]["steps"] == 20


def test_grade_whose_answers_the_time_limit_left_unfound_says_more_time_may_reach_it(run_cli, monkeypatch):
    """``grade -t 0.5`` of an empty 2x3 Yin-Yang on a loaded machine printed "no grade: the time limit ran out
    before the puzzle's answers were found" and no more: not what may settle it, which -t's help promises."""
    from gridsat.cli import grade

    real = grade.deduce

    def unfound(*args, **kwargs):
        found, parsed, out = real(*args, **kwargs)
        return found, parsed, replace(out, verdict="unknown", steps=[], complete=False)

    monkeypatch.setattr(grade, "deduce", unfound)
    code, out, _ = run_cli("grade", PUZZLE, "-t", "30")
    assert (code, out) == (1, "no grade: the time limit ran out before the puzzle's answers were found (give more "
                              "time with -t)\n")


def test_blocked_half_says_the_share_a_large_board_gets(run_cli):
    """``generate dominofit --help`` said --blocked 0.5 blocks "60-70% in all"; a 45x45 board got 57.8-60% over
    seeds 1-10 and a 100x100 one 57.9-58.5%, never 60-70%.  The help now says about 58% on a large board."""
    from gridsat.core.options import SolverOptions
    from gridsat.kinds import get

    code, out, _ = run_cli("generate", "dominofit", "--help")
    assert code == 0 and "about 58% in all on a large board, 55-70% on a small one" in " ".join(out.split())
    made = get("dominofit").generator().generate(40, 40, 1, SolverOptions(time_limit=60), blocked=0.5)
    assert 0.55 <= made.info["blocked_cells"] / 1600 < 0.60


def test_total_time_out_of_one_puzzle_names_what_was_not_given_and_what_to_do(run_cli, tmp_path):
    """``generate yinyang --total-time 0.5`` (no --out) said "no unproven puzzle is written" of a run that writes
    nothing, and not what to do; the collection's line says "give more --total-time"."""
    assert run_cli("generate", "yinyang", "--size", "6x6", "--total-time", "1e-6") == (
        1, "", "gridsat: unknown: --total-time ran out before the Yin-Yang puzzle of seed 1 was proven; no unproven puzzle is "
               "given: give more --total-time\n")
    out = tmp_path / "p.txt"
    assert run_cli("generate", "yinyang", "--size", "6x6", "--total-time", "1e-6", "-o", str(out)) == (
        1, "", "gridsat: unknown: --total-time ran out before the Yin-Yang puzzle of seed 1 was proven; no unproven puzzle is "
               "written: give more --total-time\n")
    assert not out.exists()


def test_the_grades_level_is_documented_as_the_steps_highest_rule_level_not_the_grades():
    """``grade --json`` of a generated 12x10 Domino Fit (dot rule, seed 3, --unique) gave ``"grade": "hard",
    "level": 2``, and docs/json.md listed ``level`` among the grade's fields without a word: read as the grade's
    level it contradicts the grade.  The docs now say what it is."""
    from gridsat.core.hints import Step, grade

    doc = (Path(__file__).parent.parent / "docs" / "json.md").read_text()
    assert "level (the highest level among the steps' own rules, not the grade's" in doc
    trial = Step(rule="trial", sentence="", level=1, depth=1, decided=[(0, 0, 1)], premises=[], chain=[])
    plain = Step(rule="target", sentence="", level=2, depth=0, decided=[(0, 1, 1)], premises=[], chain=[])
    got = grade([plain, trial])
    assert (got["grade"], got["level"]) == ("hard", 2)
