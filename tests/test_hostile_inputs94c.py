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


def test_a_trial_found_past_the_deadline_is_not_taken_for_the_whole_searchs(monkeypatch):
    # was: a trial whose search the deadline cut was the best seen so far, and taken as the step: a LITS 10x10 cut by
    # -t showed as its 35th step a trial 6 steps longer than the run without -t (r1c3 for r3c10), 'the steps so far'
    # differing from the steps; now the walk stops there (complete False), as it does when no trial was found
    from gridsat.puzzles.grid import steploop, stepping

    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse("https://puzz.link/p?nurikabe/10/10/h3h5h4g4x3p.x5p3x4g4h2h3h")  # its first step a trial
    tried = []

    def trial_then_late(*args, **kwargs):
        tried.append(real(*args, **kwargs))
        return tried[-1]

    real = stepping.trial_step
    monkeypatch.setattr(stepping, "trial_step", trial_then_late)
    monkeypatch.setattr(steploop, "late", lambda deadline: bool(tried))  # the deadline passes during the trial
    deduction = kind.hints(puzzle, deadline=10.0 ** 12)
    assert tried[0].rule == "trial"
    assert (deduction.steps, deduction.complete) == ([], False)


def test_a_finished_positions_further_broken_rules_are_counted_as_rules(run_cli, tmp_path):
    # was: "the position breaks a rule: the island of clue 5 at r1c2 has 1 cell (and 2 more)": read as 2 more cells
    # (a Sudoku's "row 1 holds 9 twice (and 2 more)" as more 9s); the web's Check lists them under "breaks these rules"
    position = tmp_path / "p.txt"
    position.write_text("#.###\n.#..#\n.####\n.#.#.\n###..\n")
    code, out, err = run_cli("hint", NURIKABE, "--position", str(position))
    assert out.splitlines()[1] == ("the position breaks a rule: the island of clue 5 at r1c2 has 1 cell "
                                   "(and 2 more broken rules)")


def test_a_placing_step_whose_premises_the_deadline_cut_is_not_shown(monkeypatch):
    # was: a packing, calendar or Domino Fit step whose premises the deadline cut (every placed piece kept, not only
    # those it needs) was shown as the step; now the walk stops there, as the grid genres' loop does
    from gridsat.puzzles.placement import stepping

    pack = gridsat.kinds.get("pack")
    puzzle = pack.parse('{"board": "1x3", "pieces": {"I": "###"}}')
    made = []

    def premises_then_late(*args, **kwargs):
        made.append(real(*args, **kwargs))
        return made[-1]

    real = stepping.premises
    monkeypatch.setattr(stepping, "premises", premises_then_late)
    monkeypatch.setattr(stepping, "_past", lambda deadline: bool(made))  # the deadline passes while it is made
    deduction = pack.hints(puzzle, deadline=10.0 ** 12)
    assert made and (deduction.steps, deduction.complete) == ([], False)


def test_grade_counts_its_steps_with_thousands_separators(run_cli, monkeypatch):
    # was: "the 1041 steps so far" (Ctrl-C in a LITS 40x57's grade) and "steps: 1041" where hint says "1,149 steps"
    from gridsat.cli import grade

    real = grade.deduce

    def many_steps(*args, **kwargs):
        found, parsed, out = real(*args, **kwargs)
        out.steps = out.steps * 70  # 1,120 steps
        return found, parsed, out

    monkeypatch.setattr(grade, "deduce", many_steps)
    code, out, err = run_cli("grade", NURIKABE)
    assert out.splitlines()[1].startswith("steps: 1,120; trials: 0; guesses: 0; ")



def test_a_sixteen_by_sixteen_position_run_together_is_named_as_a_row(run_cli, tmp_path):
    # was: "line 1, column 1: 'D92..C..G...43..' is not a digit from 1 to 16, '.', 0 or ?": the whole row named as
    # its first cell, and nothing said of the spaces a 16x16's position needs
    import json
    from pathlib import Path

    genres = Path(__file__).parent / "data" / "genres" / "sudoku.json"
    url = next(e["url"] for e in json.loads(genres.read_text()) if e["rows"] == 16)
    position = tmp_path / "p.txt"
    position.write_text("D92..C..G...43..\n" * 16)
    code, out, err = run_cli("hint", url, "--position", str(position))
    assert (code, err) == (2, f"gridsat: error: {position}: line 1: 'D92..C..G...43..' is a row without spaces: a "
                              "16x16 Sudoku's position is written with its numbers 1 to 16 separated by spaces ('.', 0 "
                              "or ? an empty cell)\n")
