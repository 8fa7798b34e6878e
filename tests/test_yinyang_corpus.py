"""Yin-Yang over the whole ../shared corpus (230+ real puzzles, 6x6 to 40x40).

Every board gets the verdict recorded in ../shared/data/yinyang/manifest.json
(unique / infeasible / not unique) and every published answer
(``*.solution.txt``) is reproduced.  Slow (about 20 s), so marked ``slow``.
"""

from __future__ import annotations

import json

import pytest

from gridsat.core.options import SolverOptions
from gridsat.core.status import Uniqueness
from gridsat.puzzles.yinyang import check_grid, parse_text_grid, read_puzzle

VERDICTS = {
    "unique": Uniqueness.UNIQUE,
    "no solution (infeasible)": Uniqueness.NO_SOLUTION,
    "NOT unique (2nd solution found)": Uniqueness.NOT_UNIQUE,
}


@pytest.mark.slow
def test_whole_shared_corpus(shared_data):
    folder = shared_data / "yinyang"
    manifest = json.loads((folder / "manifest.json").read_text())
    assert len(manifest) >= 230
    answers = 0
    wrong = []
    for entry in manifest:
        puzzle = read_puzzle(str(folder / f"{entry['name']}.txt"))
        result = puzzle.uniqueness(options=SolverOptions(time_limit=60))
        if result.uniqueness is not VERDICTS[entry["status"]]:
            wrong.append(f"{entry['name']}: {result.uniqueness}, recorded {entry['status']}")
        if result.second is not None:
            assert check_grid(puzzle, result.second) == []
        published = folder / f"{entry['name']}.solution.txt"
        if published.exists():
            answers += 1
            if result.grid != parse_text_grid(published.read_text()):
                wrong.append(f"{entry['name']}: answer differs from the published one")
    assert wrong == []
    assert answers >= 187
