"""Hostile pass 64, part C: the Python API (grid genres' counting and listing under auto)."""

import gridsat
import gridsat.engines.cardinality as cardinality
from gridsat import Task

HEYAWAKE = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"


def _head_start_settles_nothing(monkeypatch):
    """The counting search as on a board it cannot settle (janko's Heyawake 350, 31x45): its head start finds
    nothing; a search raced beside CP-SAT is recorded (and gives up)."""
    real, raced = cardinality.search, []

    def search(problem, limit, keep, options=None, stop=None, **kw):
        if stop is not None:
            raced.append(limit)
            return cardinality.Counted(0, False, [], 0)
        real(problem, limit, keep, options, stop, **kw)
        return cardinality.Counted(0, False, [], 0)

    monkeypatch.setattr(cardinality, "search", search)
    return raced


def test_count_of_a_kind_that_does_not_race_leaves_it_to_cp_sat(monkeypatch):
    # Heyawake's races = False (measured: the search that has not settled in its head start seldom does): a count
    # and a listing raced it all the same (janko 350's count 29 s, unknown under a 15 s limit; cuts alone 12 s)
    raced = _head_start_settles_nothing(monkeypatch)
    kind = gridsat.kinds.get("heyawake")
    puzzle = kind.parse(HEYAWAKE)
    counted = kind.run(puzzle, Task("count", keep=None))
    listed = kind.run(puzzle, Task("solutions", n=3))
    assert (counted.count, counted.complete, counted.engine, len(counted.solutions)) == (1, True, "cpsat", 1)
    assert (listed.complete, listed.engine, len(listed.solutions)) == (True, "cpsat", 1)
    assert raced == []


def test_count_of_a_kind_that_races_still_races(monkeypatch):
    raced = _head_start_settles_nothing(monkeypatch)
    kind = gridsat.kinds.get("lightup")
    counted = kind.run(kind.parse("lightup\n. . .\n. . .\n. . ."), Task("count", keep=None))
    assert (counted.count, counted.complete, counted.engine, len(counted.solutions)) == (6, True, "cpsat", 6)
    assert raced == [None]


def test_read_of_a_kinds_own_argument_refuses_what_it_does_not_read():
    # gridsat.read('10-06', kind='calendar', hint=3) (or foo=1) built the date and dropped the setting without a
    # word, where the same setting with a calendar file was refused
    import pytest

    with pytest.raises(gridsat.PuzzleInputError) as hint:
        gridsat.read("10-06", kind="calendar", hint=3)
    assert str(hint.value) == ("hint is used when the puzzle is solved, not read (reading settings: edition, weekday, "
                               "one_sided, place): give it to run or gridsat.solve")
    with pytest.raises(gridsat.PuzzleInputError) as unknown:
        gridsat.read("10-06", kind="calendar", foo=1)
    assert str(unknown.value) == "Calendar puzzles take no setting 'foo' (settings: edition, weekday, one_sided, place)"
    kind, puzzle = gridsat.read("2026-10-06", kind="calendar", edition="weekday", weekday="Tue")
    assert (kind.name, puzzle.date.weekday, puzzle.date.year) == ("calendar", 1, 2026)


def test_kept_answers_are_cut_as_they_are_read():
    # count(keep=None, options=SolverOptions(time_limit=3)) of an empty 10x10 Light Up: the 100,000 answers the
    # search kept were all cut into lists after the deadline (0.6 s), where only the 63 decoded in time were read
    class Raw(list):
        cut = 0

        def __getitem__(self, i):
            Raw.cut += isinstance(i, slice)
            return list.__getitem__(self, i)

    raw = Raw([1, 0, 0, 1, 1, 1, 0, 0])
    counted = cardinality._counted((7, False, raw, 9), 2, None)
    assert (counted.count, len(counted.solutions), Raw.cut) == (7, 4, 0)
    assert counted.solutions[1] == [0, 1] and counted.solutions[-1] == [0, 0] and Raw.cut == 2
    assert counted.solutions[1:3] == [[0, 1], [1, 1]] and counted.solutions == [[1, 0], [0, 1], [1, 1], [0, 0]]
    assert list(cardinality._counted((7, True, raw, 9), 2, 3).solutions) == [[1, 0], [0, 1], [1, 1]]
    assert cardinality._counted((2, True, [], 1), 0, None).solutions == [[], []]
