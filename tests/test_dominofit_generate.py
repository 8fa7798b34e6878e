"""Domino Fit generators (issues 5 and 7): planted boards, unique boards with
a minimal set of givens, determinism, and the ``--forced`` backbone."""

from __future__ import annotations

import json

import pytest

from gridsat.core.status import Uniqueness
from gridsat.puzzles.dominofit import check_dominoes, parse_puzzle, puzzle_from_json, solve
from gridsat.puzzles.dominofit import generate, generate_unique


@pytest.mark.parametrize("rule", ["dot", "cell"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_unique_boards_are_proven_unique_and_givens_are_minimal(rule, seed):
    gen = generate_unique(8, 8, seed=seed, rule=rule)
    puzzle = gen.puzzle
    assert check_dominoes(puzzle, gen.solution) == []
    result = solve(puzzle, unique=True)
    assert result.uniqueness is Uniqueness.UNIQUE
    assert sorted(result.dominoes) == sorted(gen.solution)
    assert gen.info["givens"] == len(puzzle.givens)
    for g in puzzle.givens:  # minimal: without any one given a second tiling exists
        fewer = puzzle.with_changes(givens=tuple(x for x in puzzle.givens if x != g))
        assert solve(fewer, unique=True).uniqueness is Uniqueness.NOT_UNIQUE


def test_unique_generator_needs_givens_on_a_larger_board():
    plain = generate(15, 15, seed=2, rule="cell")
    assert solve(plain.puzzle, unique=True).uniqueness is Uniqueness.NOT_UNIQUE
    gen = generate_unique(15, 15, seed=2, rule="cell")
    assert len(gen.puzzle.givens) >= 1
    assert solve(gen.puzzle, unique=True).uniqueness is Uniqueness.UNIQUE


def test_unique_generator_is_deterministic():
    a = generate_unique(8, 8, seed=3, rule="dot")
    b = generate_unique(8, 8, seed=3, rule="dot")
    assert a.puzzle.to_json() == b.puzzle.to_json()


def test_generate_unique_cli_json_and_round_trip(tmp_path, run_cli):
    out = tmp_path / "u.json"
    code, stdout, _ = run_cli("generate", "dominofit", "--size", "8x8", "--rule", "dot", "--unique", "--seed", "3",
                              "--json", "--out", str(out))
    assert code == 0
    data = json.loads(stdout)
    assert set(data) == {"kind", "puzzle", "solution", "seed", "seconds", "givens", "blocked_cells", "unique", "rule",
                         "generator"}
    assert data["givens"] == len(data["puzzle"]["givens"]) and data["unique"] is True
    assert data["blocked_cells"] == len(data["puzzle"]["blocked"])  # (more than asked: those no tiling covers)
    saved = json.loads(out.read_text())
    assert saved == data["puzzle"]
    puzzle = puzzle_from_json(saved)
    # the givens survive the text format and still make the board unique
    again = parse_puzzle(puzzle.to_text())
    assert again.givens == puzzle.givens
    assert solve(again, unique=True).uniqueness is Uniqueness.UNIQUE
    code, stdout, _ = run_cli("dominofit", str(out), "--unique", "--json")
    assert code == 0 and json.loads(stdout)["uniqueness"] == "unique"


def test_generate_count_writes_a_collection(tmp_path, run_cli):
    out = tmp_path / "boards.jsonl"
    code, stdout, err = run_cli("generate", "dominofit", "--size", "6x7", "--count", "3", "--seed", "5", "--rule", "dot",
                                "--out", str(out))
    assert (code, stdout, err.strip()) == (0, "", f"wrote 3 Domino Fit puzzles to {out}")
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["seed"] for r in records] == [5, 6, 7]
    for rec in records:
        puzzle = puzzle_from_json(rec["puzzle"])
        assert (puzzle.rows, puzzle.cols, puzzle.rule) == (6, 7, "dot")
        assert check_dominoes(puzzle, [tuple(d) for d in rec["solution"]]) == []
    code, _, err = run_cli("generate", "dominofit", "--count", "2", "--out", str(tmp_path / "b.json"))
    assert (code, err) == (2, f"gridsat: error: --count 2 writes a collection: give --out FILE.jsonl "
                              f"(got {str(tmp_path / 'b.json')!r})\n")
