"""Hostile pass 58, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("args, said", [
    ((), "Missing argument 'PATH': the puzzles to solve, as files, folders or .jsonl collections (e.g. gridsat "
         "batch examples/batch --out results.jsonl)"),
    (("examples/batch",), "Missing option '--out' / '-o': the results file, one JSON line a puzzle, that a run "
                          "given it again resumes (e.g. --out results.jsonl)")])
def test_batch_without_its_folder_or_results_file_is_told_what_goes_there(run_cli, args, said):
    # 'gridsat batch' said no more than "Missing argument 'PATH'." and 'gridsat batch FOLDER' "Missing option
    # '--out' / '-o'.", where 'gridsat nurikabe' alone is told what goes in its PUZZLE
    assert run_cli("batch", *args) == (2, "", f"gridsat: error: {said} (see 'gridsat batch --help')\n")


def test_an_engine_stopped_by_its_own_budget_does_not_blame_params_never_given(run_cli, tmp_path):
    # 'dominofit --engine cycles' of a board with no tiling (its search cannot prove none) said "unknown ...: a
    # solver limit (--params) stopped the search", though no --params were given: its round budget stopped it
    path = tmp_path / "d.txt"
    path.write_text("dominofit rule=cell targets=at-most\n2 2\n. .   1\n. .   1\n")
    code, out, err = run_cli("dominofit", str(path), "--engine", "cycles")
    assert (code, err) == (1, "")
    assert out.splitlines()[-1].split(": ", 1)[1] == ("the engine's own search budget stopped the search before an "
                                                      "answer was found")
    code, out, err = run_cli("dominofit", str(path), "--engine", "cpsat")
    assert (code, out.splitlines()[-1].split(" in ")[0]) == (1, "infeasible")


def test_a_generated_domino_fit_board_always_has_a_domino_to_place():
    # 'generate dominofit --size 2x3 --blocked 0.5 --seed 19' blocked all six cells: a board with nothing to do
    from gridsat.puzzles.dominofit.generator import generate

    boards = [generate(2, 3, seed=seed, block_frac=0.5) for seed in range(1, 60)]
    assert min(len(b.solution) for b in boards) >= 1
    assert len(generate(2, 3, seed=19, block_frac=0.5).puzzle.blocked) == 2
