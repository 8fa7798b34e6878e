"""``generate yinyang --grade G`` (issue 22): puzzles of the grade asked for,
unique (CP-SAT, an independent solver, and the checker), the same for the
same seed, minimal for their grade, honest when the time runs out; the
setting refused on generators of kinds without hints."""

from __future__ import annotations

import json
import time

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from gridsat.core.options import SolverOptions
from gridsat.core.status import Status, Uniqueness
from gridsat.puzzles.generators import GRADE_CHOICES, NoPuzzleFound
from gridsat.puzzles.kinds import get
from gridsat.puzzles.yinyang import check_grid
from gridsat.puzzles.yinyang import graded
from gridsat.puzzles.yinyang.rules import YinYangPuzzle
from gridsat.puzzles.yinyang.stepping import deduce

GENERATOR = get("yinyang").generator()
RANK = graded.RANK


@pytest.fixture(scope="module")
def made():
    """One 7x7 puzzle per grade, seed 2, and one 6x6 per grade, seed 1."""
    return {(n, seed, g): GENERATOR.generate(n, n, seed, SolverOptions(time_limit=120), grade=g)
            for n, seed in ((7, 2), (6, 1)) for g in GRADE_CHOICES}


@pytest.mark.slow  # (2.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("want", GRADE_CHOICES)
def test_each_grade_regrades_the_same_and_is_unique(made, want):
    for (n, _seed, g), gen in made.items():
        if g != want:
            continue
        puzzle = gen.puzzle
        assert (puzzle.rows, puzzle.cols) == (n, n) and gen.info["grade"] == want and gen.info["unique"] is True
        again = grade(deduce(YinYangPuzzle(puzzle.givens, "again")).steps)
        assert again["grade"] == want and again["steps"] == gen.info["steps"]
        assert again["trials"] == gen.info["trials"] and (again["trials"] > 0) == (want == "expert")
        result = puzzle.uniqueness(engine="cpsat")
        assert result.status is Status.SOLVED and result.uniqueness is Uniqueness.UNIQUE
        assert result.grid == gen.solution and check_grid(puzzle, gen.solution) == []
        assert all(puzzle.givens[r][c] in (0, gen.solution[r][c]) for r in range(n) for c in range(n))


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("want", ("easy", "medium", "hard"))
def test_givens_are_minimal_for_the_grade(made, want):
    gen = made[(6, 1, want)]
    assert gen.info["minimal"] is True
    givens = [list(row) for row in gen.puzzle.givens]
    for r, c in [(r, c) for r in range(6) for c in range(6) if givens[r][c]]:
        keep, givens[r][c] = givens[r][c], 0
        out = deduce(YinYangPuzzle(tuple(map(tuple, givens)), "fewer"))
        assert out.verdict != "unique" or RANK[grade(out.steps)["grade"]] > RANK[want], (r, c)
        givens[r][c] = keep


def test_easier_grades_need_more_givens(made):
    # easing adds givens: an easy 7x7 has more than the minimal puzzle an expert one is
    easy, expert = made[(7, 2, "easy")], made[(7, 2, "expert")]
    assert easy.info["added_givens"] > 0 and expert.info["added_givens"] == 0
    assert easy.info["givens"] > expert.info["givens"]


def test_a_seed_reproduces_the_puzzle(made):
    for g in ("easy", "hard"):
        again = GENERATOR.generate(7, 7, 2, SolverOptions(time_limit=120), grade=g)
        assert again.text == made[(7, 2, g)].text and again.solution == made[(7, 2, g)].solution
    assert made[(7, 2, "hard")].text != made[(7, 2, "medium")].text
    assert graded.candidate_seed(5, 0) == 5 and graded.candidate_seed(5, 1) == graded.candidate_seed(5, 1)
    assert graded.candidate_seed(5, 1) not in (graded.candidate_seed(6, 1), 6)


def test_the_cli_prints_a_puzzle_of_the_grade(run_cli, tmp_path):
    code, out, err = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "1", "--grade", "medium", "--json")
    record = json.loads(out)
    assert code == 0 and record["grade"] == "medium" and record["unique"] is True
    assert record["puzzle"] == made_text(6, 1, "medium")
    path = tmp_path / "p.txt"
    path.write_text(record["puzzle"])
    code, out, _ = run_cli("grade", str(path), "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "medium"
    code, out, err = run_cli("generate", "yinyang", "--size", "6x6", "--grade", "expert")
    assert code == 0 and "grade expert" in err


def made_text(n, seed, g):
    return GENERATOR.generate(n, n, seed, SolverOptions(time_limit=120), grade=g).text


def test_a_bad_grade_is_refused_in_one_line(run_cli):
    code, out, err = run_cli("generate", "yinyang", "--grade", "guess")
    assert code == 2 and out == ""
    assert err == "gridsat: error: --grade must be one of easy, medium, hard, expert, got 'guess'\n"


def test_kinds_without_hints_refuse_the_setting(run_cli):
    dominofit = get("dominofit")
    assert all(s.name != "grade" for s in dominofit.generator().settings)
    code, out, err = run_cli("generate", "dominofit", "--size", "6x6", "--grade", "easy")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and "No such option: --grade" in err
    with pytest.raises(PuzzleInputError) as info:
        dominofit.generator().check({"grade": "easy"})
    assert str(info.value) == ("Domino Fit generators take no setting 'grade': they do not grade the puzzles they "
                               "make")


def test_the_declaration_carries_the_setting():
    described = get("yinyang").describe()["generator"]["settings"]
    assert [s["name"] for s in described] == ["grade"]
    assert described[0]["choices"] == list(GRADE_CHOICES) and described[0]["option"] == "--grade"


def test_a_time_up_says_no_puzzle_of_that_grade(run_cli):
    t0 = time.perf_counter()
    with pytest.raises(NoPuzzleFound) as info:
        GENERATOR.generate(12, 12, 1, SolverOptions(time_limit=0.05), grade="easy")
    assert str(info.value).startswith("no easy 12x12 Yin-Yang puzzle found in 0.05 s (1 candidate tried)")
    assert time.perf_counter() - t0 < 30  # generous: a loaded machine
    code, out, err = run_cli("generate", "yinyang", "--size", "12x12", "--grade", "hard", "-t", "0.001")  # a time-up: 0.05 s sometimes sufficed for a hard one, idle
    assert code == 1 and out == ""
    assert err.startswith("gridsat: unknown: no hard 12x12 Yin-Yang puzzle found in 0.001 s")


def test_candidates_are_bounded(monkeypatch):
    # the first three 3x3 candidates of seed 2 need no trial: no expert puzzle among them
    # (seed 1's third is one since the search's branching weighs skipped probes by their size)
    monkeypatch.setattr(graded, "MAX_CANDIDATES", 3)
    with pytest.raises(NoPuzzleFound) as info:
        GENERATOR.generate(3, 3, 2, SolverOptions(), grade="expert")
    assert str(info.value) == ("no expert 3x3 Yin-Yang puzzle found in the 3 candidates seed 2 gives: try another "
                               "seed, an easier grade or a larger board")
