"""``gridsat generate creek`` (the shared clue generator, its numbers on the grid points): every puzzle made has its
planted answer (the kind's checker passes it) as its only answer (an independent solve), each number kept is the
planted answer's count and needed, the same seed makes the same puzzle, and the limits hold."""

from __future__ import annotations

import random

import pytest

from gridsat.constraints.corners import corner_count
from gridsat.core.options import SolverOptions, TimeUp
from gridsat.core.status import Uniqueness
from gridsat.puzzles.creek.generator import SHADED, random_shading
from gridsat.puzzles.kinds import get

KIND = get("creek")


def _made(rows: int, seed: int, cols: int | None = None, **settings):
    return KIND.generator().generate(rows, cols or rows, seed, SolverOptions(time_limit=120), **settings)


@pytest.mark.slow  # (2.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("rows, cols, seed", [(5, 5, 1), (5, 5, 2), (5, 5, 3), (6, 4, 4), (7, 7, 2), (4, 8, 5)])
def test_a_made_puzzle_has_its_planted_answer_alone(rows, cols, seed):
    made = _made(rows, seed, cols)
    puzzle = KIND.parse(made.text)  # the file written reads back as the puzzle made
    assert puzzle.clues == made.puzzle.clues and (puzzle.rows, puzzle.cols) == (rows, cols)
    assert len(puzzle.clues) == rows + 1 and {len(row) for row in puzzle.clues} == {cols + 1}
    assert puzzle.violations(made.solution) == []  # the kind's checker, not the solver
    proof = puzzle.uniqueness(options=SolverOptions(time_limit=60))
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == made.solution
    numbers = puzzle.clued()
    assert numbers and all(corner_count(made.solution, point) == n for point, n in numbers.items())
    assert made.info["unique"] is True and made.info["givens"] == len(numbers)
    assert 0 < sum(map(sum, made.solution)) < rows * cols
    assert KIND.generator().line_fault(made.record()) is None


def test_every_number_kept_is_needed():
    """Minimal: each number of 5x5 seed 1 taken away (alone) lets a second answer in."""
    made = _made(5, 1)
    for point in made.puzzle.clued():
        fewer = [list(row) for row in made.puzzle.clues]
        fewer[point[0]][point[1]] = None
        loose = KIND.puzzle_type(5, 5, tuple(map(tuple, fewer)))
        assert loose.uniqueness(options=SolverOptions(time_limit=60)).uniqueness is Uniqueness.NOT_UNIQUE, point


def test_the_same_seed_makes_the_same_puzzle_and_another_seed_another():
    first, again, other = _made(6, 4), _made(6, 4), _made(6, 5)
    assert first.text == again.text and first.solution == again.solution
    assert other.text != first.text


def test_a_random_shading_keeps_the_unshaded_cells_connected_and_its_share():
    for rows, cols, seed in ((4, 9, 1), (8, 8, 2), (12, 5, 3), (15, 15, 4), (2, 2, 5)):
        answer = random_shading(rows, cols, random.Random(seed))
        assert len(answer) == rows and {len(row) for row in answer} == {cols}
        blank = KIND.puzzle_type(rows, cols, tuple((None,) * (cols + 1) for _ in range(rows + 1)))
        assert blank.violations(answer) == []  # no number: the connection rule alone
        shaded = sum(map(sum, answer))
        assert 0 < shaded <= round(SHADED[1] * rows * cols)
        if rows * cols >= 64:  # (a small board may run out of cells that keep the rest connected)
            assert shaded >= round(SHADED[0] * rows * cols)


def test_every_number_of_a_shading_proves_it_alone():
    """No repair is needed: the full set of numbers of a random shading has that shading as its only answer."""
    generator = KIND.generator()
    for seed in (1, 2, 3):
        board, answer = generator.plant(6, 7, random.Random(seed), SolverOptions().started())
        full = generator.read_clues(board, answer)
        assert len(full) == 7 * 8
        proof = generator.puzzle(6, 7, board, full).uniqueness(options=SolverOptions(time_limit=60))
        assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == answer


def test_a_grade_asked_for_is_the_grade_the_steps_read():
    from gridsat.core.hints import grade as grade_of

    made = _made(5, 1, grade="easy")
    assert made.info["grade"] == "easy"
    assert grade_of(KIND.hints(made.puzzle))["grade"] == "easy"
    assert made.puzzle.violations(made.solution) == []


def test_a_time_limit_stops_the_run_with_no_puzzle():
    with pytest.raises(TimeUp) as caught:
        KIND.generator().generate(20, 20, 1, SolverOptions(time_limit=0.05))
    assert str(caught.value) == ("the time limit of 0.05 s ran out before the Creek puzzle of seed 1 (20x20) was "
                                 "proven; no unproven puzzle is given")


def test_sizes_and_memory_are_checked_as_every_generator_checks_them():
    from gridsat.core.errors import PuzzleInputError

    generator = KIND.generator()
    with pytest.raises(PuzzleInputError, match=r"^generator size 31x5: each side must be from 2 to 30$"):
        generator.generate(31, 5, 1)
    assert generator.memory_needed(30, 30) == (5 << 20) + 30 * 30 * 110_000  # (benchmarks/generator_memory.py)
    assert [s.name for s in generator.settings] == ["grade"]


def test_the_command_line_writes_a_made_puzzle(run_cli, tmp_path):
    out = tmp_path / "made.txt"
    code, printed, err = run_cli("generate", "creek", "--size", "5x5", "--seed", "2", "-o", str(out))
    assert code == 0 and printed == "" and "generated creek seed 2 (unique)" in err
    assert out.read_text() == _made(5, 2).text
    code, printed, _ = run_cli("generate", "creek", "--size", "5x5", "--seed", "2", "--to", "url")
    assert code == 0 and printed.strip() == _made(5, 2).puzzle.to_url()
    assert printed.startswith("https://puzz.link/p?creek/5/5/")


def test_the_web_api_makes_the_puzzle_the_command_line_makes(run_cli):
    import json

    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        made = client.post("/api/generate", json={"kind": "creek", "size": "5x5", "seed": 3, "time_limit": 60})
    code, out, err = run_cli("generate", "creek", "--size", "5x5", "--seed", "3", "--json", "--to", "url")
    assert code == 0 and made.status_code == 200, err
    expected, got = json.loads(out), made.json()
    assert got["url"].startswith("https://puzz.link/p?creek/5/5/") and got["unique"] is True
    assert {k: got[k] for k in ("puzzle", "solution", "url", "givens")} == {
        k: expected[k] for k in ("puzzle", "solution", "url", "givens")}
