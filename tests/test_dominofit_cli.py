"""Domino Fit on the command line: bad input gets one line and exit code 2,
unmeetable targets are infeasible, JSON, drawings and pictures, overrides,
a second tiling, the generator, forced dominoes against brute force
(split from test_dominofit.py, whose reference tilings it uses)."""

from __future__ import annotations

import json

import pytest

from gridsat.puzzles.dominofit import check_dominoes, generate, puzzle_from_json
from test_dominofit import DATA, records, tilings

# -- CLI --------------------------------------------------------------------------------
def write(tmp_path, name, data) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data) if isinstance(data, dict) else data)
    return str(path)


GOOD = {"rows": 2, "cols": 4, "blocked": [], "row_targets": [6, 6], "col_targets": [2, 4, 4, 2], "rule": "cell"}


@pytest.mark.parametrize("change,message", [
    ({"row_targets": [6, 6, 1]}, "bad.json: row_targets has 3 entries, expected 2 (one per row)"),
    ({"col_targets": [2, 4, 4]}, "bad.json: col_targets has 3 entries, expected 4 (one per column)"),
    ({"blocked": [[2, 0], [0, 0]]}, "bad.json: blocked cell [2, 0] is outside the 2x4 grid"),
    ({"row_targets": [6, -2]}, "bad.json: row_targets[1] (row 2) is -2; targets must not be negative"),
    ({"rule": "square"}, "bad.json: unknown rule 'square'; choose cell or dot"),
    # (was "given domino ['H', 1, 3] does not fit on two free cells of the grid": no reason, Python's list)
    ({"givens": [["H", 1, 3]]}, "bad.json: given domino H at r2c4 does not fit: r2c5 is off the grid (the grid is 2x4)"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, run_cli, change, message):
    code, out, err = run_cli("dominofit", write(tmp_path, "bad.json", {**GOOD, **change}))
    assert code == 2
    assert out == ""
    assert err == f"gridsat: error: {message}\n"


def test_missing_file_and_bad_options_exit_2(tmp_path, run_cli):
    code, _, err = run_cli("dominofit", str(tmp_path / "none.json"))
    assert (code, err) == (2, f"gridsat: error: {tmp_path / 'none.json'}: cannot read puzzle file: No such file or directory\n")
    good = write(tmp_path, "good.json", GOOD)
    code, _, err = run_cli("dominofit", good, "--engine", "gurobi")
    assert (code, err) == (2, "gridsat: error: unknown engine 'gurobi' for Domino Fit puzzles; use one of: auto, search, cycles, cpsat, scip\n")
    code, _, err = run_cli("dominofit", good, "--objective", "weighted", "--weights", "x")
    assert (code, err) == (2, "gridsat: error: --weights takes two whole numbers 'H,V', got 'x'\n")
    code, _, err = run_cli("dominofit", good, "--objective", "max-vertical", "--weights", "1,2")
    assert (code, err) == (2, "gridsat: error: --weights does not apply to --objective max-vertical\n")
    code, _, err = run_cli("dominofit", good, "--objective", "costs")
    assert (code, err) == (2, "gridsat: error: good.json: --objective costs needs per-placement costs in the "
                              "puzzle file (none given)\n")


def test_unmeetable_targets_are_infeasible_not_an_error(tmp_path, run_cli):
    # cell rule: a 2x4 row of 4 free cells scores between 4 and 8; 9 is impossible
    path = write(tmp_path, "inf.json", {**GOOD, "row_targets": [9, 3]})
    code, out, err = run_cli("dominofit", path, "--json", "--unique")
    data = json.loads(out)
    assert (code, err) == (1, "")
    assert data["status"] == "infeasible" and data["dominoes"] == [] and data["uniqueness"] == "no_solution"
    # counts consistent with the targets, but the blocked cells leave no tiling: CP-SAT proves it
    path = write(tmp_path, "inf2.json", {"rows": 2, "cols": 4, "blocked": [[0, 0], [1, 1]], "row_targets": [3, 3],
                                         "col_targets": [0, 0, 3, 3], "rule": "dot"})
    for backend in ("cpsat", "scip"):
        code, out, _ = run_cli("dominofit", path, "--json", "--engine", backend)
        assert code == 1 and json.loads(out)["status"] == "infeasible"


@pytest.mark.parametrize("blocked, reason", [
    ([[0, 0]], "the grid has 7 free cells, an odd number; dominoes cover cells in pairs"),
    ([[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2]],
     "the grid has 1 free cell, an odd number; dominoes cover cells in pairs")])
@pytest.mark.parametrize("engine", ["search", "cycles", "cpsat", "scip"])
def test_an_odd_number_of_free_cells_is_infeasible_with_its_reason(tmp_path, run_cli, blocked, reason, engine):
    """Every free cell is covered, two by each domino: such a board has no tiling, proven as a target no tiling
    meets is -- a well-formed puzzle, infeasible (exit 1), not bad input (exit 2) as it was."""
    path = write(tmp_path, "odd.json", {**GOOD, "blocked": blocked})
    code, out, err = run_cli("dominofit", path, "--json", "--engine", engine)
    data = json.loads(out)
    assert (code, err, data["status"], data["dominoes"], data["reason"]) == (1, "", "infeasible", [], reason)
    if engine != "cycles":  # the local search lists and counts nothing
        code, out, _ = run_cli("dominofit", path, "--count", "--engine", engine)
        assert code == 1 and f"no tiling: {reason}\n" in out and "0 solutions (all counted)" in out


def test_cli_json_drawing_and_pictures(tmp_path, run_cli):
    rec = records(DATA / "isotropic_slice.dot.jsonl")[0]
    path = write(tmp_path, "g.json", rec)
    code, out, _ = run_cli("dominofit", path, "--json", "--unique")
    data = json.loads(out)
    assert code == 0
    assert set(data) >= {"kind", "status", "seconds", "dominoes", "uniqueness"}
    assert data["kind"] == "dominofit" and data["uniqueness"] == "unique"
    assert sorted(map(tuple, data["dominoes"])) == sorted(map(tuple, rec["solution"]))
    code, out, _ = run_cli("dominofit", path, "--png", str(tmp_path / "g.png"), "--svg", str(tmp_path / "g.svg"))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["2", "3", "5", "4", "3", "6"]
    assert lines[1].startswith("<==><==><==>") and lines[1].endswith(" 6")
    assert (tmp_path / "g.png").stat().st_size > 1000
    assert (tmp_path / "g.svg").read_text().lstrip().startswith("<?xml")


def test_cli_rule_and_targets_override(tmp_path, run_cli):
    rec = records(DATA / "isotropic_slice.dot.jsonl")[0]
    rescored = puzzle_from_json(rec).rescored("cell", [tuple(d) for d in rec["solution"]])
    path = write(tmp_path, "r.json", {**rescored.to_json(), "rule": "dot"})
    code, out, _ = run_cli("dominofit", path, "--rule", "cell", "--json")
    assert code == 0 and json.loads(out)["rule"] == "cell"
    code, out, _ = run_cli("dominofit", path, "--targets", "at-most", "--objective", "max-horizontal", "--json")
    data = json.loads(out)
    assert code == 0 and data["optimal"] is True and data["objective"] == "max-horizontal"


def test_cli_not_unique_gives_second_dominoes(tmp_path, run_cli):
    path = write(tmp_path, "open.json", {**GOOD, "targets": "at-most"})
    code, out, _ = run_cli("dominofit", path, "--json", "--unique")
    data = json.loads(out)
    assert code == 0 and data["uniqueness"] == "not_unique"
    assert sorted(data["second"]) != sorted(data["dominoes"])


def test_generate_cli_writes_a_solvable_board(tmp_path, run_cli):
    out_path = tmp_path / "g.json"
    code, out, _ = run_cli("generate", "dominofit", "--size", "10x12", "--seed", "4", "--rule", "dot",
                           "--out", str(out_path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["kind"] == "dominofit" and data["puzzle"]["rows"] == 10 and data["puzzle"]["cols"] == 12
    saved = json.loads(out_path.read_text())
    assert saved == data["puzzle"]
    code, out, _ = run_cli("dominofit", str(out_path), "--json")
    assert code == 0 and json.loads(out)["status"] == "solved"
    code, _, err = run_cli("generate", "dominofit", "--size", "big")
    assert (code, err) == (2, "gridsat: error: --size 'big' is not RxC (e.g. 10x10)\n")


def test_forced_cli_matches_brute_force(tmp_path, run_cli):
    gen = generate(6, 6, seed=4, rule="cell")
    path = write(tmp_path, "f.json", gen.puzzle.to_json())
    code, out, _ = run_cli("dominofit", path, "--forced", "--json")
    data = json.loads(out)
    assert code == 0 and data["complete"] is True
    every = [set(t) for t in tilings(gen.puzzle) if check_dominoes(gen.puzzle, t) == []]
    assert {tuple(d) for d in data["forced"]} == set.intersection(*every)


def test_to_text_and_json_write_the_puzzle_that_reads_back(run_cli, tmp_path):
    """Domino Fit had a text format and JSON but no --to (and 'generate dominofit' no --to either): the puzzle
    written reads back as the same puzzle, with the same unique tiling (the example's, checked by the checker)."""
    from pathlib import Path

    example = Path(__file__).resolve().parents[1] / "examples" / "dominofit-8x8.json"
    original = puzzle_from_json(json.loads(example.read_text()))
    code, text, err = run_cli("dominofit", str(example), "--to", "text")
    assert code == 0 and err == "" and text.splitlines()[:3] == ["dominofit rule=dot", "2 5 5 4 6 7 6 6",
                                                                 ". # . . . . . .   7"]
    code, as_json, err = run_cli("dominofit", str(example), "--to", "json")
    assert code == 0 and json.loads(as_json) == {k: v for k, v in json.loads(example.read_text()).items()
                                                 if k not in ("solution", "generator")}
    for name, written in (("p.txt", text), ("p.json", as_json)):
        code, out, err = run_cli("dominofit", write(tmp_path, name, written), "--unique", "--json")
        got = json.loads(out)
        assert (code, got["uniqueness"]) == (0, "unique"), err
        assert check_dominoes(original, [tuple(d) for d in got["dominoes"]]) == []
    code, out, err = run_cli("generate", "dominofit", "--size", "6x6", "--to", "text")
    assert code == 0 and out.splitlines()[0] == "dominofit rule=cell" and len(out.splitlines()) == 8
