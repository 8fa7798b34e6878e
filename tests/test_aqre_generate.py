"""``gridsat generate aqre`` (the shared clue generator, its rooms repaired where a second answer differs): every
puzzle made has its planted answer as its only answer, by a brute force written here from the rules (never gridsat's
solver or checker), each number kept is its room's count and needed, the same seed makes the same puzzle (in another
process too, under another PYTHONHASHSEED), and the limits hold."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from gridsat.core.options import SolverOptions, TimeUp
from gridsat.puzzles.aqre.planting import moves, random_rooms, room_cells, splits
from gridsat.puzzles.kinds import get

KIND = get("aqre")
SRC = str(Path(__file__).resolve().parents[1] / "src")


def _made(rows: int, cols: int, seed: int, **settings):
    return KIND.generator().generate(rows, cols, seed, SolverOptions(time_limit=120), **settings)


def _windows(rows: int, cols: int) -> list:
    """Every four cells in a row of a row or a column (flat indices)."""
    out = [[r * cols + c + k for k in range(4)] for r in range(rows) for c in range(cols - 3)]
    return out + [[(r + k) * cols + c for k in range(4)] for c in range(cols) for r in range(rows - 3)]


def _joined(cells: set, cols: int) -> bool:
    """Whether the flat cells ``cells`` are orthogonally connected (no cell: True)."""
    if not cells:
        return True
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        i = todo.pop()
        r, c = divmod(i, cols)
        for j in ((i - cols,) if r else ()) + (i + cols,) + ((i - 1,) if c else ()) + ((i + 1,) if c < cols - 1 else ()):
            if j in cells and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(cells)


def brute_answers(numbers: list, rooms: list, most: int = 2) -> list:
    """Up to ``most`` shadings (rows of 0/1) of the rules: each numbered room holds its number of shaded cells, the
    shaded cells are connected, no four cells in a row or column alike; every cell tried both ways (row by row),
    cut where a window of four is alike or a room's count can no longer be met."""
    rows, cols = len(rooms), len(rooms[0])
    room = [rooms[i // cols][i % cols] for i in range(rows * cols)]
    need = {room[i]: numbers[i // cols][i % cols] for i in range(rows * cols) if numbers[i // cols][i % cols] is not None}
    left = {rid: room.count(rid) for rid in set(room)}
    have = dict.fromkeys(left, 0)
    ending = {}  # the windows ending at each cell (their last cell the latest in row-major order)
    for w in _windows(rows, cols):
        ending.setdefault(max(w), []).append(w)
    grid, found = [0] * (rows * cols), []

    def fits(rid) -> bool:
        return rid not in need or have[rid] <= need[rid] <= have[rid] + left[rid]

    def go(i: int) -> None:
        if len(found) >= most:
            return
        if i == rows * cols:
            if _joined({j for j in range(i) if grid[j]}, cols):
                found.append([grid[r * cols:(r + 1) * cols] for r in range(rows)])
            return
        rid = room[i]
        left[rid] -= 1
        for value in (0, 1):
            grid[i] = value
            have[rid] += value
            if fits(rid) and not any(len({grid[j] for j in w}) == 1 for w in ending.get(i, ())):
                go(i + 1)
            have[rid] -= value
        left[rid] += 1

    go(0)
    return found


def _numbers_and_rooms(puzzle) -> tuple[list, list]:
    return [list(row) for row in puzzle.clues], [list(row) for row in puzzle.regions]


@pytest.mark.parametrize("rows, cols, seed", [(4, 4, 1), (4, 4, 2), (4, 5, 3), (5, 4, 4), (3, 6, 5), (4, 5, 6)])
def test_a_made_puzzle_has_its_planted_answer_alone(rows, cols, seed):
    made = _made(rows, cols, seed)
    puzzle = KIND.parse(made.text)  # the file written reads back as the puzzle made
    assert puzzle.clues == made.puzzle.clues and puzzle.regions == made.puzzle.regions
    numbers, rooms = _numbers_and_rooms(puzzle)
    assert brute_answers(numbers, rooms) == [made.solution]
    for cells in room_cells(rooms).values():  # a number is its room's count, in the room's top cell
        written = [(r, c) for r, c in cells if numbers[r][c] is not None]
        assert len(written) <= 1 and _joined({r * cols + c for r, c in cells}, cols)
        if written:
            assert written == [min(cells, key=lambda cell: (cell[1], cell[0]))]
            assert numbers[written[0][0]][written[0][1]] == sum(made.solution[r][c] for r, c in cells)
    assert made.info["unique"] is True and made.info["givens"] == len(puzzle.clued())
    assert KIND.generator().line_fault(made.record()) is None


def test_every_number_kept_is_needed():
    """Minimal: each number of 4x5 seed 3 taken away (alone) lets a second answer in (the brute force)."""
    made = _made(4, 5, 3)
    numbers, rooms = _numbers_and_rooms(made.puzzle)
    clued = made.puzzle.clued()
    assert len(clued) >= 2
    for r, c in clued:
        fewer = [list(row) for row in numbers]
        fewer[r][c] = None
        assert len(brute_answers(fewer, rooms)) == 2, (r, c)


def test_a_repair_breaks_the_second_answer_and_keeps_the_planted_one():
    """Random rooms with every number on 4x5 boards: where the brute force finds two answers, each move and split
    (and the repair's choice) keeps the planted answer and refuses the second one, by the brute force's rules."""
    generator, repaired = KIND.generator(), 0
    for seed in range(1, 40):
        rng = random.Random(seed)
        rooms, answer = generator.plant(4, 5, rng, SolverOptions().started())
        full = generator.read_clues(rooms, answer)
        numbers = [[full.get((r, c)) for c in range(5)] for r in range(4)]
        found = brute_answers(numbers, rooms, most=1000)
        assert answer in found
        if len(found) == 1:
            continue
        other = next(g for g in found if g != answer)
        differ = [(r, c) for r in range(4) for c in range(5) if answer[r][c] != other[r][c]]
        changes = moves(rooms, differ) + splits(rooms, answer, other, rng)
        chosen = generator.repair(rooms, answer, other, rng, [], SolverOptions().started())
        assert changes and chosen is not None and chosen[1] is answer and chosen[0] in changes
        for new in changes:
            full = generator.read_clues(new, answer)
            numbers = [[full.get((r, c)) for c in range(5)] for r in range(4)]
            assert all(_joined({r * 5 + c for r, c in cells}, 5) for cells in room_cells(new).values())
            kept = brute_answers(numbers, new, most=1000)
            assert answer in kept and other not in kept
        repaired += 1
        if repaired == 3:
            break
    assert repaired == 3


def test_random_rooms_are_connected_and_of_two_cells_or_more():
    for rows, cols, seed in ((4, 9, 1), (8, 8, 2), (12, 5, 3), (2, 2, 4), (2, 3, 5)):
        rooms = random_rooms(rows, cols, random.Random(seed))
        members = room_cells(rooms)
        assert sorted(members) == list(range(len(members)))
        assert [cells[0] for cells in members.values()] == sorted(cells[0] for cells in members.values())
        for cells in members.values():
            assert len(cells) >= 2 and _joined({r * cols + c for r, c in cells}, cols)


@pytest.mark.slow  # (2.6 s of the default run, sitting 14: the slow set runs it)
def test_the_same_seed_makes_the_same_puzzle_in_another_process_and_hash_seed():
    """Same seed, same puzzle: in this process twice, and in two processes under different PYTHONHASHSEED."""
    first, again, other = _made(5, 5, 7), _made(5, 5, 7), _made(5, 5, 8)
    assert first.text == again.text and first.solution == again.solution and other.text != first.text
    printed = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": SRC}
        out = subprocess.run([sys.executable, "-m", "gridsat", "generate", "aqre", "--size", "5x5", "--seed", "7"],
                             capture_output=True, text=True, env=env, timeout=300)
        assert out.returncode == 0, out.stderr
        printed.add(out.stdout)
    assert printed == {first.text}


def test_a_time_limit_stops_the_run_with_no_puzzle(run_cli):
    with pytest.raises(TimeUp) as caught:
        KIND.generator().generate(20, 20, 1, SolverOptions(time_limit=0.05))
    assert str(caught.value) == ("the time limit of 0.05 s ran out before the Aqre puzzle of seed 1 (20x20) was proven; no "
                                 "unproven puzzle is given")
    code, out, err = run_cli("generate", "aqre", "--size", "20x20", "-t", "0.05")
    assert (code, out) == (1, "") and err == ("gridsat: unknown: the time limit of 0.05 s ran out before the Aqre puzzle "
                                              "of seed 1 (20x20) was proven; no unproven puzzle is given (give more time "
                                              "with -t)\n")


@pytest.mark.parametrize("args, line", [
    (("--size", "31x5"), "gridsat: error: --size 31x5: each side must be from 2 to 30\n"),
    (("--size", "5x5", "--grade", "hardest"),
     "gridsat: error: --grade must be one of easy, medium, hard, expert, got 'hardest'\n"),
    (("--size", "5x5", "--memory-limit", "0.00001"),
     "gridsat: error: making a 5x5 Aqre puzzle needs about 7.9 MB of memory; the limit is 10.485 KB (raise it with "
     "--memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n"),
    (("--size", "5x5", "-u"), "gridsat: error: No such option: -u: every puzzle gridsat generate aqre makes is "
     "proven unique before it is given (see 'gridsat generate aqre --help')\n"),
])
def test_bad_input_is_one_line(run_cli, args, line):
    assert run_cli("generate", "aqre", *args) == (2, "", line)


def test_a_grade_asked_for_is_the_grade_the_steps_read():
    from gridsat.core.hints import grade as grade_of

    made = _made(5, 5, 1, grade="easy")
    assert made.info["grade"] == "easy" and grade_of(KIND.hints(made.puzzle))["grade"] == "easy"
    numbers, rooms = _numbers_and_rooms(made.puzzle)
    assert brute_answers(numbers, rooms, most=2) == [made.solution]


def test_the_command_line_writes_a_made_puzzle(run_cli, tmp_path):
    out, made = tmp_path / "made.txt", _made(4, 5, 2)
    code, printed, err = run_cli("generate", "aqre", "--size", "4x5", "--seed", "2", "-o", str(out))
    assert code == 0 and printed == "" and "generated aqre seed 2 (unique)" in err
    assert out.read_text() == made.text
    code, printed, _ = run_cli("generate", "aqre", "--size", "4x5", "--seed", "2", "--to", "url")
    assert code == 0 and printed.strip() == made.puzzle.to_url()
    assert printed.startswith("https://puzz.link/p?aqre/5/4/")
    back = KIND.parse(printed.strip())  # the URL carries the rooms and numbers
    assert back.regions == made.puzzle.regions and back.clued() == made.puzzle.clued()


def test_the_web_api_makes_the_puzzle_the_command_line_makes(run_cli, api_client):
    import json

    made = api_client.post("/api/generate", json={"kind": "aqre", "size": "5x5", "seed": 3, "time_limit": 60})
    code, out, err = run_cli("generate", "aqre", "--size", "5x5", "--seed", "3", "--json", "--to", "url")
    assert code == 0 and made.status_code == 200, err
    expected, got = json.loads(out), made.json()
    assert got["url"].startswith("https://puzz.link/p?aqre/5/5/") and got["unique"] is True
    assert {k: got[k] for k in ("puzzle", "solution", "url", "givens")} == {
        k: expected[k] for k in ("puzzle", "solution", "url", "givens")}
