"""``gridsat generate nurikabe`` (the shared clue generator, its numbers fixed and its answer changed where a second
answer differs): every puzzle made has its planted answer (the kind's checker passes it) as its only answer (an
independent solve), one number an island, the same seed makes the same puzzle, and the limits hold."""

from __future__ import annotations

import random

import pytest

from gridsat.core.options import SolverOptions, TimeUp
from gridsat.core.status import Uniqueness
from gridsat.puzzles.kinds import get
from gridsat.puzzles.nurikabe.planting import islands_of, numbered, random_answer


def _made(n: int, seed: int, cols: int | None = None, **settings):
    return get("nurikabe").generator().generate(n, cols or n, seed, SolverOptions(time_limit=120), **settings)


@pytest.mark.parametrize("size, seed", [(5, 1), (5, 2), (5, 3), (6, 4), (7, 2), (7, 3)])
def test_a_made_puzzle_has_its_planted_answer_alone(size, seed):
    made = _made(size, seed)
    puzzle = get("nurikabe").parse(made.text)  # the file written reads back as the puzzle made
    assert puzzle.clues == made.puzzle.clues and (puzzle.rows, puzzle.cols) == (size, size)
    assert puzzle.violations(made.solution) == []  # the kind's checker, not the solver
    proof = puzzle.uniqueness(options=SolverOptions(time_limit=60))
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == made.solution
    numbers = puzzle.clued()
    islands = islands_of(made.solution)
    assert [[numbers[c] for c in island if c in numbers] for island in islands] == [[len(i)] for i in islands]
    assert made.info["unique"] is True and made.info["givens"] == len(numbers) == len(islands)
    assert get("nurikabe").generator().line_fault(made.record()) is None


def test_the_same_seed_makes_the_same_puzzle_and_another_seed_another():
    first, again, other = _made(6, 4), _made(6, 4), _made(6, 5)
    assert first.text == again.text and first.solution == again.solution
    assert other.text != first.text


def test_a_random_answer_is_a_valid_shading_whose_numbers_the_checker_passes():
    for rows, cols, seed in ((4, 9, 1), (8, 8, 2), (12, 5, 3), (15, 15, 4)):
        rng = random.Random(seed)
        answer = random_answer(rows, cols, rng)
        assert answer is not None and len(answer) == rows and {len(row) for row in answer} == {cols}
        board = numbered(answer, rng)
        puzzle = get("nurikabe").puzzle_type(rows, cols, tuple(map(tuple, board)))
        assert puzzle.violations(answer) == []
        assert 0 < sum(map(sum, answer)) < rows * cols


def test_a_repair_keeps_the_answer_valid_and_breaks_the_second_answer():
    """A board drawn with a second answer (7x7 seed 1 has one) is changed where the two differ: the planted answer
    (perhaps changed there) passes the checker, the second answer does not, and the cells changed are among those
    where the two answers differ."""
    generator, kind = get("nurikabe").generator(), get("nurikabe")
    for seed in range(1, 40):
        rng = random.Random(seed)
        board, answer = generator.plant(7, 7, rng, SolverOptions().started())
        puzzle = kind.puzzle_type(7, 7, tuple(map(tuple, board)))
        found = puzzle.solutions(2, options=SolverOptions(time_limit=60))
        grids = found.solutions
        if len(grids) == 2:
            break
    else:
        pytest.fail("no random 7x7 board with a second answer among 39")
    other = next(g for g in grids if g != answer)
    new_board, new_answer = generator.repair(board, answer, other, random.Random(0))
    fixed = kind.puzzle_type(7, 7, tuple(map(tuple, new_board)))
    assert fixed.violations(new_answer) == [] and fixed.violations(other) != []
    differ = {(r, c) for r in range(7) for c in range(7) if answer[r][c] != other[r][c]}
    assert {(r, c) for r in range(7) for c in range(7) if answer[r][c] != new_answer[r][c]} <= differ


def test_a_grade_asked_for_is_the_grade_the_steps_read():
    from gridsat.core.hints import grade as grade_of

    made = _made(6, 1, grade="medium")
    assert made.info["grade"] == "medium"
    assert grade_of(get("nurikabe").hints(made.puzzle))["grade"] == "medium"


def test_a_time_limit_stops_the_run_with_no_puzzle():
    with pytest.raises(TimeUp) as caught:
        get("nurikabe").generator().generate(20, 20, 1, SolverOptions(time_limit=0.05))
    assert str(caught.value) == ("the time limit of 0.05 s ran out before the Nurikabe puzzle of seed 1 (20x20) was "
                                 "proven; no unproven puzzle is given")


def test_sizes_and_memory_are_checked_as_every_generator_checks_them():
    from gridsat.core.errors import PuzzleInputError

    generator = get("nurikabe").generator()
    with pytest.raises(PuzzleInputError, match=r"^generator size 31x5: each side must be from 2 to 30$"):
        generator.generate(31, 5, 1)
    assert generator.memory_needed(30, 30) == (5 << 20) + 30 * 30 * 70_000  # (benchmarks/generator_memory.py)
    assert [s.name for s in generator.settings] == ["grade"]


def test_the_command_line_writes_a_made_puzzle(run_cli, tmp_path):
    out = tmp_path / "made.txt"
    code, printed, err = run_cli("generate", "nurikabe", "--size", "5x5", "--seed", "2", "-o", str(out))
    assert code == 0 and printed == "" and "generated nurikabe seed 2 (unique)" in err
    assert out.read_text() == _made(5, 2).text
    code, printed, _ = run_cli("generate", "nurikabe", "--size", "5x5", "--seed", "2", "--to", "url")
    assert code == 0 and printed.strip() == _made(5, 2).puzzle.to_url()


def test_the_web_api_makes_the_puzzle_the_command_line_makes(run_cli):
    import json

    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        made = client.post("/api/generate", json={"kind": "nurikabe", "size": "5x5", "seed": 3, "time_limit": 60})
    code, out, err = run_cli("generate", "nurikabe", "--size", "5x5", "--seed", "3", "--json", "--to", "url")
    assert code == 0 and made.status_code == 200, err
    expected, got = json.loads(out), made.json()
    assert got["url"].startswith("https://puzz.link/p?nurikabe/5/5/") and got["unique"] is True
    assert {k: got[k] for k in ("puzzle", "solution", "url", "givens")} == {
        k: expected[k] for k in ("puzzle", "solution", "url", "givens")}
