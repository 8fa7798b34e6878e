"""``gridsat generate gokigen`` (the shared clue generator, its numbers on the grid points): every puzzle made has its
planted answer (the kind's checker passes it) as its only answer (an independent solve), each number kept is the
planted answer's count and needed, the same seed makes the same puzzle."""

from __future__ import annotations

import pytest

from gridsat.core.options import SolverOptions
from gridsat.core.status import Uniqueness
from gridsat.puzzles.gokigen.generator import touching
from gridsat.puzzles.kinds import get

KIND = get("gokigen")


def _made(rows: int, seed: int, cols: int | None = None):
    return KIND.generator().generate(rows, cols or rows, seed, SolverOptions(time_limit=120))


@pytest.mark.slow  # 2-5 s each on a loaded machine; the same-seed test below makes puzzles in the default run
@pytest.mark.parametrize("rows, cols, seed", [(3, 3, 1), (5, 5, 2), (4, 6, 3)])
def test_a_made_puzzle_has_its_planted_answer_alone(rows, cols, seed):
    made = _made(rows, seed, cols)
    puzzle = KIND.parse(made.text)  # the file written reads back as the puzzle made
    assert puzzle.clues == made.puzzle.clues and (puzzle.rows, puzzle.cols) == (rows, cols)
    assert len(puzzle.clues) == rows + 1 and {len(row) for row in puzzle.clues} == {cols + 1}
    assert puzzle.violations(made.solution) == []  # the kind's checker, not the solver
    proof = puzzle.uniqueness(options=SolverOptions(time_limit=60))
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == made.solution
    numbers = puzzle.clued()
    assert numbers and all(touching(made.solution, point) == n for point, n in numbers.items())
    assert made.info["unique"] is True and made.info["givens"] == len(numbers)
    assert KIND.generator().line_fault(made.record()) is None


@pytest.mark.slow  # a model per number of a 4x4: about 2 s
def test_every_number_kept_is_needed():
    """Minimal: each number of 4x4 seed 1 taken away (alone) lets a second answer in."""
    made = _made(4, 1)
    for point in made.puzzle.clued():
        fewer = [list(row) for row in made.puzzle.clues]
        fewer[point[0]][point[1]] = None
        loose = KIND.puzzle_type(4, 4, tuple(map(tuple, fewer)))
        assert loose.uniqueness(options=SolverOptions(time_limit=60)).uniqueness is Uniqueness.NOT_UNIQUE, point


def test_the_same_seed_makes_the_same_puzzle_and_another_seed_another():
    first, again, other = _made(3, 4), _made(3, 4), _made(3, 5)
    assert first.text == again.text and first.solution == again.solution
    assert other.text != first.text


def test_touching_counts_the_diagonals_at_a_point():
    answer = [[1, 0], [0, 1]]  # '\' '/' over '/' '\': all four touch the middle point
    assert [touching(answer, p) for p in ((0, 0), (0, 1), (1, 1), (2, 2), (1, 0))] == [1, 0, 4, 1, 0]
