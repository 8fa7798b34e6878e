"""The generic exact cover engine (gridsat.engines.cover) against published counts.

Every listed cover is also passed through the independent checker
(gridsat.puzzles.cover.check.check_cover), which never calls the engine.
"""

from __future__ import annotations

import time

import pytest

from cover_problems import pentomino_box, queens
from gridsat.core.errors import PuzzleInputError
from gridsat.engines.cover import CoverEngine, count_covers, covers
from gridsat.puzzles.cover import CoverProblem, check_cover

# Items a b c; options 0..9.  All 13 exact covers, worked out by hand: a is
# covered by option 2, 5 or 9, and so on.
SMALL = [["c"], ["b"], ["a", "c"], ["c"], ["c"], ["a", "c"], ["b"], ["c"], ["b", "c"], ["a"]]
SMALL_COVERS = [[0, 1, 9], [0, 6, 9], [1, 2], [1, 3, 9], [1, 4, 9], [1, 5], [1, 7, 9], [2, 6], [3, 6, 9],
                [4, 6, 9], [5, 6], [6, 7, 9], [8, 9]]
# OEIS A000170: number of ways to place n non-attacking queens on an n x n board.
QUEENS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]


def checked(options, primary, secondary, found):
    problem = CoverProblem(tuple(dict.fromkeys(primary)), tuple(secondary), tuple(tuple(o) for o in options))
    for cover in found:
        assert check_cover(problem, cover) == [], cover
    return found


def test_small_problem_has_exactly_its_13_covers():
    found = checked(SMALL, "abc", "", list(covers(SMALL, primary=["a", "b", "c"])))
    assert sorted(found) == SMALL_COVERS
    assert all(cover == sorted(cover) for cover in found)
    assert [1, 9] not in found  # c is left uncovered
    assert count_covers(SMALL) == 13
    assert CoverEngine(SMALL).count(workers=2) == (13, True)


def test_identical_options_are_different_options():
    assert sorted(covers([["a"], ["a"], ["b"]])) == [[0, 2], [1, 2]]
    assert count_covers([["a", "b"]] * 5) == 5


def test_queens_counts_oeis_a000170():
    for n, expected in enumerate(QUEENS, 1):
        options, primary, secondary = queens(n)
        assert count_covers(options, primary, secondary) == expected, n
        assert CoverEngine(options, primary, secondary).count(workers=2) == (expected, True), n
    options, primary, secondary = queens(8)
    found = checked(options, primary, secondary, list(covers(options, primary, secondary)))
    assert len(found) == 92 == len({tuple(c) for c in found})


def test_pentominoes_3x20_and_4x15():
    # 2 and 368 tilings up to symmetry (Haselgrove 1960); a rectangle has 4 symmetries.
    options = pentomino_box(20, 3)
    found = checked(options, [x for o in options for x in o], [], list(covers(options)))
    assert len(found) == 8
    assert count_covers(pentomino_box(15, 4)) == 4 * 368
    assert CoverEngine(pentomino_box(15, 4)).count(workers=2) == (4 * 368, True)  # long enough to split


def test_split_count_on_small_problems():
    # count(workers=2) finishes small problems on one thread; run the split directly
    from gridsat.engines.cover_threads import ParallelCount as _ParallelCount
    for n, expected in enumerate(QUEENS, 1):
        engine = CoverEngine(*queens(n))
        assert _ParallelCount(engine, 2, None, None, None).run() == (expected, True), n
    assert _ParallelCount(CoverEngine(SMALL), 2, None, None, None).run() == (13, True)
    assert _ParallelCount(CoverEngine([["a"]], primary=["a", "b"]), 3, None, None, None).run() == (0, True)


@pytest.mark.slow
def test_pentominoes_6x10_and_5x12():
    # 2339 and 1010 tilings up to symmetry (Haselgrove 1960), 4 symmetries each.
    assert count_covers(pentomino_box(10, 6)) == 4 * 2339
    assert CoverEngine(pentomino_box(12, 5)).count(workers=2) == (4 * 1010, True)


def test_no_cover():
    assert count_covers([["a", "b"], ["b", "c"]]) == 0
    assert list(covers([["a"]], primary=["a", "b"])) == []  # b is in no option
    iterator = CoverEngine([["a", "b"], ["b", "c"]]).iter()
    assert list(iterator) == [] and iterator.complete is True


def test_secondary_items_are_covered_at_most_once():
    options = [["a", "x"], ["b", "x"], ["a"], ["b"]]
    found = sorted(covers(options, primary=["a", "b"], secondary=["x"]))
    assert found == [[0, 3], [1, 2], [2, 3]]  # never 0 and 1 together: x twice
    assert sorted(covers(options)) == [[0, 3], [1, 2]]  # x primary: covered exactly once
    # an option with no primary item is never part of a cover
    assert sorted(covers([["a", "x"], ["a"], ["x"]], primary=["a"], secondary=["x"])) == [[0], [1]]


def test_primary_inferred_and_empty_problem():
    assert CoverEngine(SMALL, secondary=["c"]).primary == ("b", "a")
    assert sorted(covers(SMALL, secondary=["c"])) == [[1, 2], [1, 5], [1, 9], [2, 6], [5, 6], [6, 9], [8, 9]]
    assert list(covers([], primary=[])) == [[]]  # nothing to cover: the empty cover


def test_limit_and_deadline_give_honest_incomplete_results():
    engine = CoverEngine(pentomino_box(10, 6))
    assert engine.count(limit=5) == (5, False)
    iterator = engine.iter(limit=3)
    assert len(list(iterator)) == 3 and iterator.complete is False
    for workers in (1, 2):
        count, complete = engine.count(deadline=time.perf_counter() + 0.05, workers=workers)
        assert not complete and 0 <= count < 9356
    iterator = engine.iter(deadline=time.perf_counter() + 0.05)
    listed = list(iterator)
    assert iterator.complete is False and len(listed) < 9356
    assert CoverEngine(SMALL).count(limit=13) == (13, True)
    assert CoverEngine(SMALL).count(limit=20) == (13, True)


def test_progress_is_reported():
    seen = []
    count, complete = CoverEngine(pentomino_box(15, 4)).count(on_progress=lambda *a: seen.append(a))
    assert (count, complete) == (1472, True)
    for found, nodes, fraction in seen:
        assert 0 <= found <= 1472 and nodes > 0 and 0.0 <= fraction <= 1.0


def test_iterators_do_not_disturb_each_other():
    engine = CoverEngine(SMALL)
    first, second = engine.iter(), engine.iter()
    mixed = [next(first), next(second), next(first)]
    assert mixed[0] == mixed[1] != mixed[2]
    assert engine.count() == (13, True)
    assert len(list(first)) == 11


@pytest.mark.parametrize("options, kwargs, message", [
    ([["a"], []], {}, "option 1 is empty"),
    ([["a", "a"]], {}, "option 0 lists item 'a' twice"),
    ([["a"], "ab"], {}, "option 1 is str"),
    ([["a", ["b"]]], {}, "not hashable"),
    ([["a", "b"]], {"primary": ["a"]}, "option 0 names item 'b', which is neither primary nor secondary"),
    ([["a"]], {"primary": ["a"], "secondary": ["a"]}, "item 'a' is both primary and secondary"),
    ([["a"]], {"primary": ["a", "a"]}, "primary item 'a' is listed twice"),
    ([["a"]], {"secondary": "a"}, "secondary items must be a list"),
    ("abc", {}, "options must be a list"),
])
def test_bad_input_is_a_puzzle_input_error(options, kwargs, message):
    with pytest.raises(PuzzleInputError, match=message.replace("(", r"\(").replace("[", r"\[")):
        CoverEngine(options, **kwargs)


def test_too_large_is_refused_up_front():
    with pytest.raises(PuzzleInputError, match=r"problem too large: 60 option-item entries .* limit of 50"):
        CoverEngine([["a", "b", "c"]] * 20, max_entries=50)
    assert CoverEngine([["a", "b", "c"]] * 20, max_entries=None).count() == (20, True)


def test_c_search_checks_its_arguments():
    from array import array

    from gridsat.engines import _cover
    with pytest.raises(TypeError):
        _cover.Search(1, 0, array("q", [0]), array("i", [0, 1]))
    with pytest.raises(ValueError):
        _cover.Search(1, 0, array("i", [5]), array("i", [0, 1]))  # item out of range
    with pytest.raises(ValueError):
        _cover.Search(1, 0, array("i", [0]), array("i", [0, 2]))  # starts past the end
    with pytest.raises(ValueError):
        _cover.Search(2, 0, array("i", [0, 0]), array("i", [0, 2]))  # item twice
    search = _cover.Search(2, 0, array("i", [0, 1, 0]), array("i", [0, 1, 2, 3]))
    with pytest.raises(ValueError):
        search.reset(prefix=[0, 2])  # overlapping options
    with pytest.raises(ValueError):
        search.reset(prefix=[7])
    search.reset(prefix=[1])
    assert search.run(100) == _cover.DONE and search.count == 2


@pytest.mark.parametrize("budget", [3, 200])
def test_a_paused_search_split_and_handed_to_threads_counts_every_cover(budget):
    from gridsat.engines import _cover
    from gridsat.engines.cover_threads import ParallelCount

    # snapshot mode (few options) and trail mode (over 16,384 options: 20,000 for q)
    many = [[f"p{i}", f"s{i}{j}"] for i in range(5) for j in range(4)] + [["q", f"t{k}"] for k in range(20000)]
    many += [[f"p{i}", f"p{(i + 1) % 5}", "x"] for i in range(5)]
    big = (many, None, [f"s{i}{j}" for i in range(5) for j in range(4)] + [f"t{k}" for k in range(20000)] + ["x"])
    for problem, expected in ((queens(9), 352), ((pentomino_box(15, 4), None, None), 1472), (big, (4 ** 5 + 5 * 4 ** 3) * 20000)):
        engine = CoverEngine(*problem)
        search = engine._take()
        search.reset()
        if search.run(budget) == _cover.DONE:
            continue
        assert ParallelCount(engine, 2, None, None, None, search).run() == (expected, True)
        assert engine.count() == (expected, True)


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_stops_the_count_and_carries_the_count_so_far(workers):
    def interrupt(count, nodes, fraction):  # what Ctrl-C does in the main thread, at its first report
        if nodes > 0:
            raise KeyboardInterrupt

    engine = CoverEngine(*queens(14))  # 365,596 covers: seconds of work
    with pytest.raises(KeyboardInterrupt) as info:
        engine.count(workers=workers, on_progress=interrupt)
    so_far, complete = info.value.partial
    assert 0 <= so_far < 365596 and complete is False
    assert engine.count(limit=10) == (10, False)  # the engine is still usable


def test_numbered_problem_has_the_same_covers_and_refuses_bad_items():
    from array import array

    number = {"a": 0, "b": 1, "c": 2}
    items = array("i", [number[x] for option in SMALL for x in option])
    starts = array("i", [0])
    for option in SMALL:
        starts.append(starts[-1] + len(option))
    engine = CoverEngine.numbered(3, items, starts)
    assert sorted(engine.iter()) == SMALL_COVERS
    assert engine.count() == (13, True) and engine.primary == (0, 1, 2)
    assert sorted(engine.without([9]).iter()) == [c for c in SMALL_COVERS if 9 not in c]
    with pytest.raises(ValueError, match="out of range"):
        CoverEngine.numbered(2, items, starts)
