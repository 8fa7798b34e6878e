"""The clue genres' shared generator (``gridsat generate kurodoko|lightup|slitherlink``): every puzzle made has its
planted answer (the kind's checker passes it) as its only answer (an independent solve), the clues kept are minimal,
the same seed makes the same puzzle, a grade asked for is the grade ``gridsat grade`` reads, and the limits hold."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions, TimeUp
from gridsat.core.status import Uniqueness
from gridsat.puzzles.generators import NoPuzzleFound
from gridsat.puzzles.kinds import get

KINDS = ("kurodoko", "lightup", "slitherlink")


def _made(kind: str, n: int, seed: int, **settings):
    return get(kind).generator().generate(n, n, seed, SolverOptions(time_limit=120), **settings)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_made_puzzle_has_its_planted_answer_alone(kind, seed):
    made = _made(kind, 5, seed)
    puzzle = get(kind).parse(made.text)  # the file written reads back as the puzzle made
    assert puzzle.clues == made.puzzle.clues and (puzzle.rows, puzzle.cols) == (5, 5)
    assert puzzle.violations(made.solution) == []  # the kind's checker, not the solver
    proof = puzzle.uniqueness(options=SolverOptions(time_limit=60))
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == made.solution
    assert made.info["unique"] is True and made.info["givens"] == sum(
        1 for row in made.puzzle.clues for v in row if v is not None and v != "#")
    assert get(kind).generator().line_fault(made.record()) is None


@pytest.mark.parametrize("kind", KINDS)
def test_the_same_seed_makes_the_same_puzzle_and_another_seed_another(kind):
    first, again, other = _made(kind, 5, 4), _made(kind, 5, 4), _made(kind, 5, 5)
    assert first.text == again.text and first.solution == again.solution
    assert other.text != first.text


@pytest.mark.parametrize("kind", KINDS)
def test_every_clue_kept_is_needed(kind):
    """Removed one at a time, each clue kept lets a second answer in (found by the kind's solver)."""
    from dataclasses import replace

    generator = get(kind).generator()
    made = _made(kind, 5, 7)
    assert "unsettled" not in made.info  # (checks cut by their bound would keep clues that are not needed)
    clues = made.puzzle.clued()
    numbers = [cell for cell, clue in clues.items() if clue != "#"]
    assert numbers
    for r, c in numbers:
        rows = [list(row) for row in made.puzzle.clues]
        rows[r][c] = generator.removed(rows[r][c])
        fewer = replace(made.puzzle, clues=tuple(map(tuple, rows)))
        assert fewer.uniqueness(options=SolverOptions(time_limit=60)).uniqueness is Uniqueness.NOT_UNIQUE, (r, c)


def test_light_up_draws_symmetric_walls_and_a_removed_number_leaves_a_plain_wall():
    import random

    generator = get("lightup").generator()
    walls = {(r, c) for r, row in enumerate(generator.board(9, 7, random.Random(3))) for c, v in enumerate(row) if v}
    assert walls and walls == {(8 - r, 6 - c) for r, c in walls}
    assert generator.removed(2) == "#"
    made = _made("lightup", 7, 3)
    assert "#" in set(made.puzzle.clued().values())


def test_light_up_repairs_a_board_whose_wall_numbers_allow_a_second_answer():
    """A wall is added (the planted answer still lit) where the numbers of every wall left a second answer: 15x15
    seed 1 needed no second candidate, where without repairs none of 8 random boards of 15x15 was unique."""
    made = _made("lightup", 15, 1)
    assert made.info["candidates"] == 1 and made.puzzle.violations(made.solution) == []
    proof = made.puzzle.uniqueness(options=SolverOptions(time_limit=60))
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == made.solution


def test_a_slitherlink_answer_is_one_loop_around_a_grown_region():
    import random

    from gridsat.puzzles.slitherlink.generator import random_region

    region = random_region(8, 8, random.Random(11))
    assert 0.35 * 64 <= len(region) <= 0.6 * 64 + 1
    made = _made("slitherlink", 6, 2)
    assert all(clue in range(5) for clue in made.puzzle.clued().values())
    assert get("slitherlink").parse(made.text).violations(made.solution) == []


@pytest.mark.parametrize("kind, grade", [("kurodoko", "easy"), ("lightup", "hard")])
def test_a_grade_asked_for_is_the_grade_the_steps_read(kind, grade):
    from gridsat.core.hints import grade as grade_of

    made = _made(kind, 6, 2, grade=grade)
    assert made.info["grade"] == grade
    assert grade_of(get(kind).hints(made.puzzle))["grade"] == grade


def test_a_time_limit_stops_the_run_with_no_puzzle():
    with pytest.raises(TimeUp) as caught:
        get("kurodoko").generator().generate(15, 15, 1, SolverOptions(time_limit=0.05))
    assert str(caught.value) == ("the time limit of 0.05 s ran out before the Kurodoko puzzle of seed 1 (15x15) was "
                                 "proven; no unproven puzzle is given")
    assert issubclass(NoPuzzleFound, TimeUp)


def test_sizes_settings_and_memory_are_checked_as_every_generator_checks_them():
    generator = get("slitherlink").generator()
    with pytest.raises(PuzzleInputError, match=r"^generator size 31x5: each side must be from 2 to 30$"):
        generator.generate(31, 5, 1)
    with pytest.raises(PuzzleInputError, match="Slitherlink generators take no setting 'grade'"):
        generator.generate(5, 5, 1, grade="easy")
    assert generator.memory_needed(30, 30) == (5 << 20) + 30 * 30 * 110_000  # (benchmarks/generator_memory.py)
    with pytest.raises(PuzzleInputError, match=r"^making a 30x30 Slitherlink puzzle needs about "):
        generator.check_memory(30, 30, SolverOptions(memory_limit=10**7), {})
    assert [s.name for s in get("kurodoko").generator().settings] == ["grade"]
    assert get("kurodoko").generator().memory_needed(30, 30) == (5 << 20) + 900 * (4000 + 8000 * 60)
    assert get("cave").generator().memory_needed(10, 10) == (5 << 20) + 100 * (4000 + 14_000 * 20)


def test_the_command_line_writes_a_made_puzzle_and_refuses_a_bad_size_in_one_line(run_cli, tmp_path):
    out = tmp_path / "made.txt"
    code, printed, err = run_cli("generate", "lightup", "--size", "5x5", "--seed", "2", "-o", str(out))
    assert code == 0 and printed == "" and "generated lightup seed 2 (unique)" in err
    assert out.read_text() == _made("lightup", 5, 2).text
    assert run_cli("generate", "kurodoko", "--size", "40x40") == (
        2, "", "gridsat: error: --size 40x40: each side must be from 2 to 30\n")


@pytest.mark.parametrize("kind", KINDS)
def test_a_made_puzzle_pickles_and_reads_back_from_its_record(kind):
    import pickle

    made = get(kind).generator().generate(4, 4, 1)
    back = pickle.loads(pickle.dumps(made))  # (a process pool returns it: its drawing is no lambda)
    assert back == made and back.record() == made.record()
    assert get(kind).parse_json(made.record()).clues == made.puzzle.clues


def test_a_check_past_its_bound_keeps_its_clues_and_says_so(monkeypatch):
    """A removal whose check CP-SAT leaves unsettled (past CHECK_WORK) is not made: the puzzle keeps those clues,
    still proven unique, and its record counts the unsettled checks (its clues may not be minimal)."""
    from gridsat.puzzles.grid import clue_removal

    settle = clue_removal.Candidate.other_answer
    calls = []

    def first_settled(self, puzzle):
        calls.append(1)
        if len(calls) == 1:  # the full set of clues: proven
            return settle(self, puzzle)
        self.unsettled += 1
        return ...

    monkeypatch.setattr(clue_removal.Candidate, "other_answer", first_settled)
    made = get("kurodoko").generator().generate(4, 4, 1)
    every = get("kurodoko").generator().read_clues([[None] * 4] * 4, made.solution)
    assert made.puzzle.clued() == every and made.info["unsettled"] == len(calls) - 1 > 0
    assert made.puzzle.uniqueness().uniqueness is Uniqueness.UNIQUE


def test_no_candidate_proven_unique_ends_unknown_with_no_puzzle(monkeypatch):
    from gridsat.puzzles.grid import clue_removal

    def unsettled(self, puzzle):  # every check past its bound: no full set of clues is proven
        self.unsettled += 1
        return ...

    monkeypatch.setattr(clue_removal.Candidate, "other_answer", unsettled)
    with pytest.raises(NoPuzzleFound) as caught:
        get("slitherlink").generator().generate(3, 3, 5)
    assert str(caught.value) == ("no 3x3 Slitherlink puzzle found in the 50 candidates seed 5 gives: the uniqueness "
                                 "check of each one's clues ran past its bound of work (0.25 of CP-SAT's deterministic "
                                 "time) unsettled; try a smaller board")  # (no check settled: pass 102)


def test_a_run_that_may_take_minutes_is_told_so_from_the_measured_size_on():
    kurodoko = get("kurodoko").generator()
    assert kurodoko.slow_words(10, 10, {}) is None
    assert kurodoko.slow_words(12, 13, {"grade": None}) == (
        "a 12x13 Kurodoko puzzle may take minutes (a CP-SAT proof for each set of clues tried; measured: 10x10 about "
        "19 s, 15x15 about 85 s on a busy 2-core machine)")
    assert kurodoko.slow_words(10, 10, {"grade": "hard"}) is not None  # a grade: many candidates, from half the cells
    assert get("lightup").generator().slow_words(25, 25, {}) is None
