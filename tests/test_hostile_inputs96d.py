"""Hostile pass 96, part d: the CP-SAT model of every kind (``--model-stats``, ``--export-model``) and the
limits on those paths.  Each case is the exact line (or value) a user gets now."""

from __future__ import annotations

from pathlib import Path

import gridsat
from gridsat.core.options import SolverOptions

YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"


# -- Yin-Yang's model read the clock only once its board's geometry was listed --------------------------------

def test_yinyang_board_reads_the_clock_once_a_row():
    # a 300x300 board's neighbours took seconds on a busy machine, unchecked: 'yinyang B.txt -t 2.5 --model-stats'
    # ended at 6.5 s (now 2.7 s)
    puzzle = gridsat.kinds.get("yinyang").parse(YINYANG)
    calls = []
    board = puzzle.board(lambda: calls.append(1))
    assert len(calls) == 5 and board == puzzle.board()
    assert board.neighbours[(0, 0)] == [(1, 0), (0, 1)]


def test_yinyang_model_passes_its_clock_to_the_board(monkeypatch):
    from gridsat.puzzles.yinyang import rules

    seen, own = [], rules.YinYangPuzzle.board

    def board(self, check=None):
        seen.append(check)
        return own(self, check)

    monkeypatch.setattr(rules.YinYangPuzzle, "board", board)
    kind = gridsat.kinds.get("yinyang")
    model = kind.model(kind.parse(YINYANG), gridsat.Task(engine="cpsat", options=SolverOptions(time_limit=60)), {})
    assert model.stats()["variables"] == 146 and seen and seen[0] is not None


# -- the command line's line for a model out of time said what happened, not what to do -------------------------

def test_model_stats_out_of_time_says_what_to_do(run_cli, tmp_path):
    # was "gridsat: the time limit ran out while building the CP-SAT model; nothing was shown" (reading's line, on
    # the same command, ends "(give more time with -t)")
    assert run_cli("yinyang", YINYANG, "--model-stats", "-t", "1e-9") == (
        1, "", "gridsat: the time limit ran out while building the CP-SAT model; nothing was shown (give more time "
               "with -t)\n")
    assert run_cli("yinyang", YINYANG, "--export-model", str(tmp_path / "m.pb"), "-t", "1e-9") == (
        1, "", "gridsat: the time limit ran out while building the CP-SAT model; nothing was written (give more time "
               "with -t)\n")
    assert list(tmp_path.iterdir()) == []


# -- the README told how to load the exported model, not that its helper variables are free ----------------------

def test_exported_model_answers_are_its_first_rules_values(run_cli, tmp_path):
    # enumerating the exported 5x5 Yin-Yang in plain OR-Tools gave 220 solutions for its one answer, unexplained
    from ortools.sat.python import cp_model

    path = tmp_path / "m.txt"
    assert run_cli("yinyang", YINYANG, "--export-model", str(path))[0] == 0
    model = cp_model.CpModel()
    model.Proto().parse_text_format(path.read_text())
    cells = [model.get_int_var_from_proto_index(i) for i in range(25)]  # "one black boolean per cell"
    seen, total = set(), []

    class Answers(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            total.append(1)
            seen.add(tuple(self.value(v) for v in cells))

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    solver.solve(model, Answers())
    assert (len(total), len(seen)) == (220, 1)
    readme = " ".join((Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8").split())
    assert "counts one answer many times (a 5x5 Yin-Yang's one answer as 220)" in readme
