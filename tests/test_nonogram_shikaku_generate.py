"""``gridsat generate nonogram`` and ``gridsat generate shikaku``: every puzzle made has its planted answer as its
only answer, by brute forces written here from the rules (never gridsat's solver or checker) and by the kind's count;
a Nonogram's numbers are its picture's runs; each Shikaku area kept is needed (a ``?`` there lets a second partition
in); the same seed makes the same puzzle; the size, the limits and a bad input are said in one line."""

from __future__ import annotations

import pytest

from gridsat.core.options import SolverOptions, TimeUp
from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

NONOGRAM, SHIKAKU = get("nonogram"), get("shikaku")


def _made(kind, rows: int, cols: int, seed: int, **settings):
    return kind.generator().generate(rows, cols, seed, SolverOptions(time_limit=120), **settings)


def _runs(line) -> list:
    out, run = [], 0
    for v in list(line) + [0]:
        if v:
            run += 1
        elif run:
            out.append(run)
            run = 0
    return out


def _fits(runs: list, n: int) -> list:
    """Every line of ``n`` cells (tuples of 0/1) whose runs of 1s are ``runs``."""
    if not runs:
        return [(0,) * n]
    out = []
    first, rest = runs[0], runs[1:]
    need = sum(rest) + len(rest)
    for start in range(n - first - need + 1):
        head = (0,) * start + (1,) * first
        if rest:
            out += [head + (0,) + tail for tail in _fits(rest, n - len(head) - 1)]
        else:
            out.append(head + (0,) * (n - len(head)))
    return out


def brute_pictures(row_runs: list, col_runs: list, most: int = 2) -> list:
    """Up to ``most`` pictures whose rows' and columns' runs are the numbers: every row's fits tried row by row, cut
    where a column's cells so far cannot start a line of its numbers."""
    rows, cols = len(row_runs), len(col_runs)
    col_fits = [_fits(runs, rows) for runs in col_runs]
    found, picture = [], []

    def go(r: int) -> None:
        if len(found) >= most:
            return
        if r == rows:
            found.append([list(row) for row in picture])
            return
        for row in _fits(row_runs[r], cols):
            picture.append(row)
            if all(any(f[:r + 1] == tuple(p[j] for p in picture) for f in col_fits[j]) for j in range(cols)):
                go(r + 1)
            picture.pop()

    go(0)
    return found


def _frame_numbers(puzzle) -> tuple:
    """``(rows' numbers, columns' numbers)`` read from the framed text file (left of the board, above it)."""
    cells = [line.split() for line in puzzle.to_text().splitlines()[1:]]
    top, left = (puzzle.height + 1) // 2, (puzzle.width + 1) // 2
    rows = [[int(v) for v in line[:left] if v != "."] for line in cells[top:]]
    cols = [[int(cells[r][left + j]) for r in range(top) if cells[r][left + j] != "."] for j in range(puzzle.width)]
    return rows, cols


@pytest.mark.parametrize("rows, cols, seed", [(5, 5, 1), (5, 5, 2), (6, 4, 3), (4, 7, 4)])
def test_a_nonograms_numbers_are_its_pictures_runs_and_it_alone(rows, cols, seed):
    made = _made(NONOGRAM, rows, cols, seed)
    top, left = (rows + 1) // 2, (cols + 1) // 2
    picture = [row[left:] for row in made.solution[top:]]
    assert (made.puzzle.height, made.puzzle.width, len(picture), len(picture[0])) == (rows, cols, rows, cols)
    row_runs, col_runs = _frame_numbers(made.puzzle)
    assert row_runs == [_runs(row) for row in picture]
    assert col_runs == [_runs([row[j] for row in picture]) for j in range(cols)]
    assert brute_pictures(row_runs, col_runs) == [picture]
    assert made.puzzle.count().count == 1 and made.info["unique"] is True
    assert made.info["givens"] == sum(map(len, row_runs)) + sum(map(len, col_runs))
    assert made.picture_title() == f"Nonogram {rows}x{cols} seed {seed}"  # the board's size, not its frame's


def test_a_nonograms_density_is_its_pictures_share_of_shaded_cells():
    light, dark = _made(NONOGRAM, 6, 6, 1, density=0.2), _made(NONOGRAM, 6, 6, 1, density=0.9)
    shaded = [sum(map(sum, made.solution)) for made in (light, dark)]
    assert shaded[0] < 18 < shaded[1]  # of 36 cells
    top, left = 3, 3
    for made in (light, dark):  # each the only picture of its numbers, by the brute force
        picture = [row[left:] for row in made.solution[top:]]
        assert brute_pictures(*_frame_numbers(made.puzzle)) == [picture]
    with pytest.raises(PuzzleInputError, match=r"^density must be from 0.2 to 0.9, got 0.95$"):
        _made(NONOGRAM, 5, 5, 1, density=0.95)
    with pytest.raises(PuzzleInputError, match=r"^Shikaku generators take no setting 'density' \(settings: grade\)$"):
        _made(SHIKAKU, 5, 5, 1, density=0.5)


def test_the_brute_force_sees_a_nonogram_with_two_pictures():
    # a 2x2 diagonal: rows 1 and 1, columns 1 and 1, the other diagonal too
    assert len(brute_pictures([[1], [1]], [[1], [1]])) == 2


def _rectangles(numbers: dict, rows: int, cols: int, most: int = 2) -> list:
    """Up to ``most`` partitions (rows of the rank, from 1 in reading order, of the number covering each cell): the
    first cell not covered, in reading order, is a rectangle's top left corner; each rectangle holds one number and
    has its area (any area for ``?``)."""
    ranks = {cell: k for k, cell in enumerate(sorted(numbers), 1)}
    grid, found = [[0] * cols for _ in range(rows)], []

    def go() -> None:
        if len(found) >= most:
            return
        free = next(((r, c) for r in range(rows) for c in range(cols) if not grid[r][c]), None)
        if free is None:
            found.append([list(row) for row in grid])
            return
        top, left = free
        for h in range(1, rows - top + 1):
            for w in range(1, cols - left + 1):
                box = [(r, c) for r in range(top, top + h) for c in range(left, left + w)]
                if any(grid[r][c] for r, c in box):
                    break
                inside = [cell for cell in box if cell in numbers]
                if len(inside) != 1 or numbers[inside[0]] not in ("?", h * w):
                    continue
                for r, c in box:
                    grid[r][c] = ranks[inside[0]]
                go()
                for r, c in box:
                    grid[r][c] = 0

    go()
    return found


@pytest.mark.parametrize("rows, cols, seed", [(5, 5, 1), (5, 5, 2), (6, 6, 3), (4, 7, 4), (7, 5, 5), (5, 5, 7)])
def test_a_shikakus_partition_is_its_only_answer_and_each_area_kept_is_needed(rows, cols, seed):
    made = _made(SHIKAKU, rows, cols, seed)
    numbers = made.puzzle.clued()
    assert _rectangles(numbers, rows, cols) == [made.solution]
    assert made.puzzle.count().count == 1 and made.info["unique"] is True
    areas = {cell: v for cell, v in numbers.items() if v != "?"}
    assert made.info["givens"] == len(areas)
    for cell in areas:  # a ? in its place lets a second partition in: the areas kept are minimal
        assert len(_rectangles({**numbers, cell: "?"}, rows, cols)) == 2, cell
    for rank in range(1, len(numbers) + 1):  # every rectangle holds one number (each a rank of the answer)
        assert any(v == rank for row in made.solution for v in row)


def test_a_shikaku_whose_areas_allow_a_second_partition_has_a_number_moved(monkeypatch):
    from gridsat.puzzles.shikaku.generator import ShikakuGenerator

    moved, repair = [], ShikakuGenerator.repair
    monkeypatch.setattr(ShikakuGenerator, "repair", lambda self, *a, **k: moved.append(repair(self, *a, **k)) or moved[-1])
    made = _made(SHIKAKU, 5, 5, 7)  # (seed 7's first partition has a second answer with every area given, twice)
    assert len(moved) == 2 and all(moved) and made.info["candidates"] == 1
    assert _rectangles(made.puzzle.clued(), 5, 5) == [made.solution]


def test_the_same_seed_makes_the_same_puzzles():
    for kind in (NONOGRAM, SHIKAKU):
        one, two = _made(kind, 5, 5, 7), _made(kind, 5, 5, 7)
        assert (one.text, one.solution) == (two.text, two.solution)
        assert one.text != _made(kind, 5, 5, 8).text


def test_the_sizes_each_generator_takes():
    assert (NONOGRAM.generator().max_side, SHIKAKU.generator().max_side) == (40, 20)
    with pytest.raises(PuzzleInputError, match=r"^generator size 41x10: each side must be from 2 to 40$"):
        _made(NONOGRAM, 41, 10, 1)
    with pytest.raises(PuzzleInputError, match=r"^generator size 2x21: each side must be from 2 to 20$"):
        _made(SHIKAKU, 2, 21, 1)


def test_a_time_limit_too_short_gives_no_unproven_puzzle():
    for kind in (NONOGRAM, SHIKAKU):
        with pytest.raises(TimeUp, match="no unproven puzzle is given"):
            kind.generator().generate(20, 20, 1, SolverOptions(time_limit=0.01))


def test_a_line_of_a_nonogram_collection_is_checked_at_the_boards_size():
    made = _made(NONOGRAM, 4, 4, 1)
    record = {**made.record(), "size": "4x4"}
    assert NONOGRAM.generator().line_fault(record) is None
    assert NONOGRAM.generator().line_fault({**record, "size": "6x6"}) == "its puzzle is not of size '6x6'"
    wrong = [list(row) for row in made.solution]
    wrong[-1][-1] ^= 1
    assert NONOGRAM.generator().line_fault({**record, "solution": wrong}) == \
        "its solution is no answer of its puzzle (answer: row 4 (2) has runs of 3)"


def test_the_command_line_makes_them(run_cli):
    code, out, err = run_cli("generate", "nonogram", "--size", "6x6", "--seed", "3", "--to", "url")
    assert (code, out) == (0, "https://puzz.link/p?nonogram/6/6/22g11112g4h1h12g13g12111g11112g11g\n")
    code, out, err = run_cli("generate", "shikaku", "--size", "6x6", "--seed", "3", "--to", "url")
    assert (code, out) == (0, "https://puzz.link/p?shikaku/6/6/m6m.h2h.h.k.i63\n")
    code, out, err = run_cli("generate", "shikaku", "--size", "21x5")
    assert (code, out, err) == (2, "", "gridsat: error: --size 21x5: each side must be from 2 to 20\n")


def test_the_web_generates_them_at_the_size_its_box_shows(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert (kinds["nonogram"]["generator"]["default_size"], kinds["shikaku"]["generator"]["default_size"]) == \
        ("10x10", "10x10")
    assert [s["name"] for s in kinds["nonogram"]["generator"]["settings"]] == ["grade", "density"]
    made = api_client.post("/api/generate", json={"kind": "nonogram", "size": "6x6", "seed": 3, "time_limit": 60})
    assert made.status_code == 200
    assert made.json()["url"] == "https://puzz.link/p?nonogram/6/6/22g11112g4h1h12g13g12111g11112g11g"
    refused = api_client.post("/api/generate", json={"kind": "shikaku", "size": "21x21"})
    assert (refused.status_code, refused.json()) == (422, {"error": "'size' 21x21: each side must be from 2 to 20"})
