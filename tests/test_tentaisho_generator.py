"""Tentaisho's generator: the planted division (every cell in one region, each symmetric about its centre and in one
piece), the split a repair makes, every puzzle made on small boards proven unique by a brute force of its own (every
division of the board into regions symmetric about the dots, one dot each) and by the kind's count, the command line
(--seed, --count, -t, the default size) and the web's route."""

from __future__ import annotations

import json
import random

import pytest

import gridsat
from gridsat.core.options import SolverOptions
from gridsat.puzzles.tentaisho.generator import GENERATOR, MAX_SIZE, random_galaxies, ranked

KIND = gridsat.kinds.get("tentaisho")


def around(point) -> set:
    """The cells whose square holds the point (y, x) of the doubled grid, read here without the vocabulary."""
    y, x = point
    return {(r, c) for r in {y // 2, (y + 1) // 2} for c in {x // 2, (x + 1) // 2}}


def in_one_piece(cells: set) -> bool:
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def divisions(rows: int, cols: int, dots: list, most: int = 2) -> list:
    """Up to ``most`` divisions of the board into regions, one a dot, each symmetric under a half turn about its dot,
    holding the cells around it and in one piece: every cell in reading order given to each dot in turn, with the
    cell it turns onto."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    owner: dict = {}
    found: list = []
    fixed = {cell: k for k, dot in enumerate(dots) for cell in around(dot)}

    def place(i: int) -> None:
        if len(found) >= most:
            return
        while i < len(cells) and cells[i] in owner:
            i += 1
        if i == len(cells):
            regions = [{cell for cell, k in owner.items() if k == d} for d in range(len(dots))]
            if all(around(dot) <= region and in_one_piece(region) for dot, region in zip(dots, regions)):
                found.append([[owner[(r, c)] + 1 for c in range(cols)] for r in range(rows)])
            return
        cell = cells[i]
        for k, (y, x) in enumerate(dots):
            other = (y - cell[0], x - cell[1])
            if fixed.get(cell, k) != k or fixed.get(other, k) != k:
                continue
            if not (0 <= other[0] < rows and 0 <= other[1] < cols) or other in owner:
                continue
            owner[cell] = owner[other] = k
            place(i + 1)
            del owner[cell]
            owner.pop(other, None)

    place(0)
    return found


def test_the_brute_force_reads_small_boards_as_the_rules_do():
    assert divisions(2, 2, [(0, 0), (0, 2), (2, 0), (2, 2)]) == [[[1, 2], [3, 4]]]  # each cell its own region
    assert divisions(2, 2, [(1, 1)]) == [[[1, 1], [1, 1]]]  # a dot at the middle: the whole board
    assert divisions(2, 2, [(0, 1), (2, 1)]) == [[[1, 1], [2, 2]]]  # dots on two sides' middles: the rows
    assert divisions(2, 3, [(0, 2)]) == []  # one dot at r1c2: r2c2 turns off the board
    assert divisions(2, 2, [(0, 0)]) == []


@pytest.mark.slow
def test_the_brute_force_counts_as_the_kind_does_on_planted_and_moved_dots():
    # the dots of a random division of regions up to 16 cells (one answer at least, sometimes more), one of them
    # moved to a random point every other time (often no answer); and a board of two answers found so
    rng, compared = random.Random(7), []
    for k in range(40):
        rows, cols = rng.choice([(2, 3), (3, 3), (3, 4), (4, 4)])
        dots = [centre for centre, _ in random_galaxies([(r, c) for r in range(rows) for c in range(cols)], rng, 16)]
        if k % 2:
            dots[rng.randrange(len(dots))] = (rng.randrange(2 * rows - 1), rng.randrange(2 * cols - 1))
        if len(set(dots)) < len(dots):
            continue
        puzzle = KIND.puzzle_type(rows, cols, tuple((None,) * cols for _ in range(rows)), dots=[list(d) for d in dots])
        counted = puzzle.count()
        assert counted.complete
        compared.append((len(divisions(rows, cols, sorted(dots), most=1000)), counted.count if counted.solved else 0))
    assert len(compared) > 20 and all(ours == theirs for ours, theirs in compared), compared
    assert {0, 1} <= {n for n, _ in compared}


def test_the_brute_force_finds_both_answers_of_a_board_with_two():
    two = [(0, 4), (1, 0), (3, 3), (5, 6), (6, 2)]
    assert divisions(4, 4, two) == [[[2, 1, 1, 1], [2, 3, 3, 3], [3, 3, 3, 4], [5, 5, 5, 4]],
                                    [[2, 3, 1, 3], [2, 3, 3, 3], [3, 3, 3, 4], [3, 5, 3, 4]]]
    assert KIND.puzzle_type(4, 4, ((None,) * 4,) * 4, dots=[list(d) for d in two]).count().count == 2


@pytest.mark.parametrize("rows,cols", [(3, 3), (3, 4), (4, 4), (5, 4)])
def test_the_planted_division_covers_the_board_with_symmetric_regions(rows, cols):
    for seed in range(30):
        galaxies = random_galaxies([(r, c) for r in range(rows) for c in range(cols)], random.Random(seed))
        covered = [cell for _, cells in galaxies for cell in cells]
        assert sorted(covered) == [(r, c) for r in range(rows) for c in range(cols)]
        for (y, x), cells in galaxies:
            region = set(cells)
            assert around((y, x)) <= region and in_one_piece(region) and len(region) <= MAX_SIZE
            assert all((y - r, x - c) in region for r, c in region)
        dots, answer = ranked(rows, cols, galaxies)
        assert KIND.puzzle_type(rows, cols, tuple((None,) * cols for _ in range(rows)),
                                dots=[list(d) for d in dots]).violations(answer) == []


def test_single_cells_side_by_side_are_joined_into_dominoes():
    from gridsat.puzzles.tentaisho.generator import paired

    # a row of three single cells and one apart: one domino of two of the three, the others stay single
    singles = [((0, 0), [(0, 0)]), ((0, 2), [(0, 1)]), ((0, 4), [(0, 2)]), ((4, 4), [(2, 2)])]
    out = paired(singles, random.Random(2))
    dominoes = [g for g in out if len(g[1]) == 2]
    assert len(out) == 3 and len(dominoes) == 1 and ((4, 4), [(2, 2)]) in out
    (y, x), cells = dominoes[0]
    assert cells in ([(0, 0), (0, 1)], [(0, 1), (0, 2)]) and (y, x) == (cells[0][0] + cells[1][0],
                                                                          cells[0][1] + cells[1][1])


def test_a_repair_splits_the_region_a_second_answer_changes():
    # a 2x2 board, one dot at its middle: the planted whole board, a "second answer" differing everywhere
    dots, answer = ((1, 1),), [[1, 1], [1, 1]]
    split = GENERATOR.repair(dots, answer, [[2, 2], [2, 2]], random.Random(1))
    new_dots, new_answer = split
    assert len(new_dots) >= 2 and sorted({v for row in new_answer for v in row}) == list(range(1, len(new_dots) + 1))
    puzzle = GENERATOR.puzzle(2, 2, new_dots, {})
    assert puzzle.violations(new_answer) == []
    # a region of one cell is never split: nothing to repair
    assert GENERATOR.repair(((0, 0), (0, 2), (2, 0), (2, 2)), [[1, 2], [3, 4]], [[2, 1], [3, 4]],
                            random.Random(1)) is None


@pytest.mark.parametrize("rows,cols", [(3, 3), (3, 4), (4, 4)])
def test_every_puzzle_made_on_a_small_board_is_unique_by_brute_force_and_by_the_count(rows, cols):
    for seed in range(1, 5):
        made = GENERATOR.generate(rows, cols, seed=seed, options=SolverOptions(time_limit=60))
        puzzle = made.puzzle
        assert made.info["unique"] is True and made.info["givens"] == len(puzzle.dots)
        assert puzzle.violations(made.solution) == []
        assert divisions(rows, cols, puzzle.centres()) == [made.solution]
        counted = puzzle.count()
        assert (counted.count, counted.complete) == (1, True)


def test_the_same_seed_makes_the_same_puzzle_and_the_default_size_is_7x7(run_cli):
    code, out, err = run_cli("generate", "tentaisho", "--seed", "4", "--to", "url")
    assert code == 0, err
    url = out.split()[0]
    assert url.startswith("https://puzz.link/p?tentaisho/7/7/")
    assert run_cli("generate", "tentaisho", "--seed", "4", "--to", "url")[1].split()[0] == url
    puzzle = KIND.parse(url)
    result = puzzle.uniqueness()
    assert str(result.uniqueness) == "unique" and puzzle.violations(result.grid) == []
    assert GENERATOR.default_size == "7x7"


def test_count_makes_that_many_from_successive_seeds(run_cli, tmp_path):
    out = tmp_path / "made.jsonl"
    code, stdout, err = run_cli("generate", "tentaisho", "--size", "4x4", "--seed", "2", "--count", "3",
                                "--out", str(out))
    assert (code, stdout, err.strip()) == (0, "", f"wrote 3 Tentaisho puzzles to {out}")
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["seed"] for r in lines] == [2, 3, 4]
    for record in lines:
        puzzle = KIND.parse_json(record["puzzle"]) if isinstance(record["puzzle"], dict) else KIND.parse(
            record["puzzle"])
        assert divisions(4, 4, puzzle.centres()) == [record["solution"]]


def test_bad_sizes_and_settings_are_one_line(run_cli):
    assert run_cli("generate", "tentaisho", "--size", "1x5")[::2] == (
        2, "gridsat: error: --size 1x5: each side must be from 2 to 30\n")
    code, out, err = run_cli("generate", "tentaisho", "--grade", "easy")
    assert code == 2 and "Traceback" not in err and len(err.splitlines()) == 1, err


def test_the_web_generates_it_as_the_command_line_does(api_client, run_cli):
    client = api_client
    entry = next(k for k in client.get("/api/kinds").json()["kinds"] if k["name"] == "tentaisho")
    assert entry["generator"]["default_size"] == "7x7"
    data = client.post("/api/generate", json={"kind": "tentaisho", "size": "5x5", "seed": 3}).json()
    code, out, _ = run_cli("generate", "tentaisho", "--size", "5x5", "--seed", "3", "--to", "url")
    assert data["url"] == out.split()[0]


def test_a_time_limit_that_runs_out_gives_no_puzzle(run_cli):
    code, out, err = run_cli("generate", "tentaisho", "--size", "30x30", "-t", "0.3")
    assert (code, out, err) == (1, "", "gridsat: unknown: the time limit of 0.3 s ran out before the Tentaisho puzzle "
                                       "of seed 1 (30x30) was proven; no unproven puzzle is given (give more time with "
                                       "-t)\n")
