"""Hostile pass 63, part a: the command line."""

import time

import pytest

import gridsat
import gridsat.engines.cardinality as cardinality
from gridsat import Task

LITS_4X4 = "lits\n0 0 0 0\n0 0 0 0\n1 1 1 1\n1 1 1 1\n"


@pytest.fixture
def cp_sat_settles(monkeypatch):
    """The counting search as on a board it cannot settle: its head start finds nothing, and in the race it
    waits to be stopped, so CP-SAT's side settles every question."""
    real = cardinality.search

    def search(problem, limit, keep, options=None, stop=None, *, direct_only=False, head_start=None):
        if direct_only is not False:
            return cardinality.Counted(0, False, [], 0)
        if stop is not None:
            while not stop[0]:
                time.sleep(0.005)
            return cardinality.Counted(0, False, [], 0)
        return real(problem, limit, keep, options, stop)

    monkeypatch.setattr(cardinality, "search", search)


def test_a_lits_race_settled_by_cp_sat_decodes_cp_sats_own_variables(cp_sat_settles):
    # LITS's search model decides a cell's being unshaded, its CP-SAT model its being shaded: a count, listing,
    # solve or uniqueness proof CP-SAT settled in the race decoded CP-SAT's values as the search's, every answer
    # complemented: "answer breaks the rules: the shaded cells are not connected..." (a traceback)
    lits = gridsat.kinds.get("lits")
    puzzle = lits.parse(LITS_4X4)
    counted = lits.run(puzzle, Task("count", keep=2))
    assert (counted.count, counted.complete, counted.engine, len(counted.solutions)) == (84, True, "cpsat", 2)
    listed = lits.run(puzzle, Task("solutions", n=3))
    assert (len(listed.solutions), listed.complete, listed.engine) == (3, False, "cpsat")
    assert all(puzzle.violations(answer) == [] for answer in counted.solutions + listed.solutions)
    solved = lits.run(puzzle, Task("solve"))
    assert solved.engine == "cpsat" and puzzle.violations(solved.grid) == []
    unique = lits.run(puzzle, Task("unique"))
    assert (unique.engine, unique.uniqueness.value) == ("cpsat", "not_unique")
    assert puzzle.violations(unique.grid) == [] and puzzle.violations(unique.second) == []
