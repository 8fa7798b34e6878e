"""Hostile pass 121, part b: the Nonogram and Shikaku generators, each claim checked against a brute force written
from the rules (never the kind's solver)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

import gridsat
from gridsat.core.options import SolverOptions
from gridsat.puzzles.generators import CandidatesRanOut

ROOT = Path(__file__).resolve().parents[1]


def _runs(line) -> list:
    """The lengths of the runs of 1s in ``line``."""
    return [len(list(group)) for value, group in itertools.groupby(line) if value]


def _shikaku_answers(grid: list, limit: int = 2) -> int:
    """How many partitions (up to ``limit``) of ``grid`` (rows of '.', '?' or an area) into rectangles each holding
    one number whose area it gives, the first free cell in reading order a rectangle's top left corner."""
    rows, cols = len(grid), len(grid[0])
    numbers = {(r, c): v for r in range(rows) for c in range(cols) if (v := grid[r][c]) != "."}
    free = [[True] * cols for _ in range(rows)]
    found = [0]

    def place():
        if found[0] >= limit:
            return
        cell = next(((r, c) for r in range(rows) for c in range(cols) if free[r][c]), None)
        if cell is None:
            found[0] += 1
            return
        r, c = cell
        for h in range(1, rows - r + 1):
            for w in range(1, cols - c + 1):
                cells = [(r + i, c + j) for i in range(h) for j in range(w)]
                if not all(free[i][j] for i, j in cells):
                    break
                inside = [numbers[x] for x in cells if x in numbers]
                if len(inside) > 1:
                    break
                if inside and inside[0] in ("?", str(h * w)):
                    for i, j in cells:
                        free[i][j] = False
                    place()
                    for i, j in cells:
                        free[i][j] = True

    place()
    return found[0]


def _made(kind: str, rows: int, cols: int, seed: int, **settings):
    return gridsat.kinds.get(kind).generator().generate(rows, cols, seed, SolverOptions(time_limit=60), **settings)


@pytest.mark.parametrize("rows,cols,seed", [(2, 5, 1), (5, 2, 2), (4, 4, 3), (5, 5, 4), (4, 6, 5)])
def test_a_made_shikaku_has_one_partition_and_every_area_kept_is_needed(rows, cols, seed):
    """Each area the generator keeps is needed: written ``?`` instead, a second partition comes in (counted by a
    brute force over every partition into rectangles)."""
    made = _made("shikaku", rows, cols, seed)
    grid = [line.split() for line in made.text.splitlines()[1:]]
    assert _shikaku_answers(grid) == 1 and "unsettled" not in made.info
    for r, c in itertools.product(range(rows), range(cols)):
        if grid[r][c] not in (".", "?"):
            area, grid[r][c] = grid[r][c], "?"
            assert _shikaku_answers(grid) == 2, (r, c)
            grid[r][c] = area


@pytest.mark.parametrize("rows,cols,seed,density", [(3, 5, 1, 0.6), (5, 3, 2, 0.4), (4, 4, 3, 0.9)])
def test_a_made_nonogram_picture_is_the_only_one_its_numbers_allow(rows, cols, seed, density):
    """Every picture of the board is tried: the one with the frame's numbers is the made puzzle's own."""
    made = _made("nonogram", rows, cols, seed, density=density)
    grid = [line.split() for line in made.text.splitlines()[1:]]
    top, left = (rows + 1) // 2, (cols + 1) // 2
    row_numbers = [[int(v) for v in line[:left] if v != "."] for line in grid[top:]]
    col_numbers = [[int(grid[k][left + j]) for k in range(top) if grid[k][left + j] != "."] for j in range(cols)]
    pictures = [bits for bits in itertools.product((0, 1), repeat=rows * cols)
                if [_runs(bits[i * cols:(i + 1) * cols]) for i in range(rows)] == row_numbers
                and [_runs(bits[j::cols]) for j in range(cols)] == col_numbers]
    assert pictures == [tuple(v for line in made.solution[top:] for v in line[left:])]


def test_a_nonogram_run_out_of_pictures_is_told_to_try_a_darker_or_smaller_one_not_a_larger():
    """``generate nonogram --size 7x7 --seed 3 --density 0.2`` said "try another seed or a larger board", where a
    larger light picture is less often the only one its numbers allow (0.5: 12 of 20 10x10 pictures, 3 of 20
    20x20); a darker picture or a smaller board is what helps."""
    with pytest.raises(CandidatesRanOut) as caught:
        _made("nonogram", 7, 7, 3, density=0.2)
    assert str(caught.value) == ("no 7x7 Nonogram puzzle whose clues prove one answer found in the 50 candidates seed 3 "
                                 "gives: try another seed, a higher density than 0.2 or a smaller board")


def test_a_graded_nonogram_run_out_keeps_the_shared_advice():
    """A grade not reached may be reached on a larger board (room for harder steps): that advice stays."""
    with pytest.raises(CandidatesRanOut) as caught:
        _made("nonogram", 7, 7, 2, grade="medium")
    assert str(caught.value).endswith("seed 2 gives: try another seed, an easier grade or a larger board")


def test_the_readme_names_shikaku_and_nonogram_among_the_web_pages_generators():
    """The web's general page has *Generate* for Shikaku and Nonogram (docs/web.md says so), which the README's list
    left out."""
    readme = " ".join((ROOT / "README.md").read_text().split())
    assert ("with *Generate* for Kurodoko, Light Up, Slitherlink, Nurikabe, Creek, Aqre, Cave, Nurimisaki, Country "
            "Road, Ripple Effect, Shikaku, Nonogram, Kurotto, Mochikoro, Gokigen and Tentaisho.") in readme


def test_the_clue_generators_page_lists_every_graded_kind_and_each_size_cap():
    """docs/clue-generators.md said ``--grade`` was for "Kurodoko, Light Up, Creek and Aqre" and "Sides are 2 to 30"
    for all, where Shikaku and Nonogram (among others) grade and take sides up to 20 and 40."""
    page = " ".join((ROOT / "docs" / "clue-generators.md").read_text().split())
    assert "Creek, Nurikabe, Aqre, Cave, Nurimisaki, Shikaku and Nonogram, which explain their steps" in page
    assert "Sides are 2 to 30 (Country Road and Shikaku 20, Kurotto and Mochikoro 15, Nurimisaki 10, Nonogram 40)" in page
    for kind, side in (("shikaku", 20), ("nonogram", 40), ("countryroad", 20), ("nurimisaki", 10)):
        assert gridsat.kinds.get(kind).generator().max_side == side
