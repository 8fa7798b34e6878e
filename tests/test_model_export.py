"""``--model-stats`` and ``--export-model``: the CP-SAT model of the rules,
grouped by rule, and written so that plain OR-Tools loads and solves it to
the answer gridsat gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ortools.sat.python import cp_model

import gridsat

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def load(path: Path) -> cp_model.CpModel:
    """The exported model, as a user of plain OR-Tools reads it."""
    model = cp_model.CpModel()
    if path.suffix == ".txt":
        assert model.proto.parse_text_format(path.read_text())
    else:
        from ortools.sat import cp_model_pb2

        assert model.proto.parse_text_format(str(cp_model_pb2.CpModelProto.FromString(path.read_bytes())))
    return model


def solve_all(model: cp_model.CpModel) -> list[dict]:
    """Every solution, as ``{variable name: value}`` of the named booleans."""
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    names = [(i, v.name) for i, v in enumerate(model.proto.variables) if v.name]
    found = []

    class Keep(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self):
            found.append({n: self.value(model.get_int_var_from_proto_index(i)) for i, n in names})

    assert solver.solve(model, Keep()) == cp_model.OPTIMAL
    return found


@pytest.mark.parametrize("suffix", [".txt", ".pb"])
def test_yinyang_model_solves_to_gridsat_answer(run_cli, tmp_path, suffix):
    path = tmp_path / f"yy{suffix}"
    board = EXAMPLES / "yinyang-10x10.txt"
    code, out, _ = run_cli("yinyang", str(board), "--export-model", str(path))
    assert code == 0 and f"wrote {path}" in out
    answer = gridsat.kinds.get("yinyang").read(str(board)).solve().grid
    model = load(path)
    solver = cp_model.CpSolver()
    assert solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    black = {v.name: solver.value(model.get_bool_var_from_proto_index(i))
             for i, v in enumerate(model.proto.variables) if v.name.startswith("black(")}
    assert [[2 if black[f"black({r}, {c})"] else 1 for c in range(10)] for r in range(10)] == answer


def test_calendar_model_has_the_published_count(run_cli, tmp_path):
    path = tmp_path / "oct6.txt"
    assert run_cli("calendar", "2026-10-06", "--export-model", str(path))[0] == 0
    assert len(solve_all(load(path))) == 7  # the fewest of any date on dragonfjord


def test_dominofit_model_solves_to_gridsat_tiling(run_cli, tmp_path):
    path = tmp_path / "df.pb"
    board = EXAMPLES / "dominofit-8x8.json"
    assert run_cli("dominofit", str(board), "--export-model", str(path))[0] == 0
    solutions = solve_all(load(path))
    placed = [{(n[0], *map(int, n[1:].split("_"))) for n, v in s.items() if v} for s in solutions]
    tiling = {tuple(d) for d in gridsat.kinds.get("dominofit").read(str(board)).solve().dominoes}
    assert placed == [tiling]  # the board's only tiling


def test_model_stats_group_the_model_by_rule(run_cli):
    code, out, _ = run_cli("yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--model-stats", "--json")
    stats = json.loads(out)["model"]
    rules = {r["rule"]: r for r in stats["rules"]}
    assert rules["one black boolean per cell"]["variables"] == 100
    assert rules["no 2x2 block is all black"]["types"] == {"bool_or": 81}
    assert sum(r["constraints"] for r in stats["rules"]) == stats["constraints"]
    assert sum(r["variables"] for r in stats["rules"]) == stats["variables"]


@pytest.mark.parametrize("args, message", [
    (["yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--engine", "search", "--model-stats"],
     "the search engine has no CP-SAT model; --model-stats and --export-model need --engine cpsat"),
    (["yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--export-model", "model.json"],
     "--export-model file must end in .pb (binary) or .txt (text proto), got 'model.json'"),
])
def test_model_options_refused_in_one_line(run_cli, args, message):
    assert run_cli(*args)[::2] == (2, f"gridsat: error: {message}\n")
