"""Exact covering with colours (Knuth's Algorithm C) in the generic engine:
published examples, a published count, and brute force on random problems.

The brute force never calls the engine: it tries every set of options
against the independent checker (gridsat.puzzles.cover.check.check_cover).
"""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridsat.core.errors import PuzzleInputError
from gridsat.engines.cover import CoverEngine, count_covers, covers
from gridsat.puzzles.cover import CoverProblem, check_cover

# Knuth's toy XCC problem, TAOCP Vol. 4B, Section 7.2.2.1, (49): primary
# items p q r, secondary items x y; its unique solution chooses 'q x:A' and
# 'p r x:A y'.
TOY = [["p", "q", "x", "y:A"], ["p", "r", "x:A", "y"], ["p", "x:B"], ["q", "x:A"], ["r", "y:B"]]


def test_knuths_toy_problem_has_its_one_published_solution():
    assert list(covers(TOY, ["p", "q", "r"], ["x", "y"])) == [[1, 3]]
    assert list(covers(TOY, secondary=["x", "y"])) == [[1, 3]]
    engine = CoverEngine(TOY, secondary=["x", "y"])
    assert engine.coloured and engine.count() == (1, True) and engine.count(workers=2) == (1, True)
    # without colours on x the two options could not share it
    plain = [[e.split(":")[0] for e in option] for option in TOY]
    assert count_covers(plain, secondary=["x", "y"]) == 0


def cycle_colourings(n: int, k: int):
    """Proper k-colourings of the n-cycle as exact covering with colours:
    edge i (primary) takes one option per ordered pair of different colours
    of its ends, which are secondary items coloured with them."""
    options = [[f"e{i}", f"v{i}:{a}", f"v{(i + 1) % n}:{b}"] for i in range(n) for a in range(k) for b in range(k)
               if a != b]
    return options, [f"v{i}" for i in range(n)]


@pytest.mark.parametrize("n, k", [(3, 3), (4, 2), (5, 3), (6, 3), (7, 4), (9, 3)])
def test_cycle_colourings_follow_the_chromatic_polynomial(n, k):
    # The chromatic polynomial of the n-cycle is (k-1)^n + (-1)^n (k-1)
    # (the table of examples in Wikipedia's "Chromatic polynomial"; by deletion-contraction).
    options, secondary = cycle_colourings(n, k)
    expected = (k - 1) ** n + (-1) ** n * (k - 1)
    assert count_covers(options, secondary=secondary) == expected
    assert CoverEngine(options, secondary=secondary).count(workers=2) == (expected, True)
    problem = CoverProblem(tuple(f"e{i}" for i in range(n)), tuple(secondary),
                           tuple(tuple(e.split(":")[0] for e in o) for o in options), None,
                           tuple(tuple(e.split(":")[1] if ":" in e else None for e in o) for o in options))
    listed = list(covers(options, secondary=secondary))
    assert len(listed) == expected == len({tuple(c) for c in listed})
    assert all(check_cover(problem, c) == [] for c in listed)


def test_petersen_graph_three_colourings_by_brute_force():
    # the Petersen graph: outer 5-cycle, inner pentagram, spokes
    edges = [(i, (i + 1) % 5) for i in range(5)] + [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
    edges += [(i, i + 5) for i in range(5)]
    options = [[f"e{u}-{v}", f"v{u}:{a}", f"v{v}:{b}"] for u, v in edges for a in range(3) for b in range(3) if a != b]
    brute = 0
    for n in range(3 ** 10):
        colour = [(n // 3 ** i) % 3 for i in range(10)]
        brute += all(colour[u] != colour[v] for u, v in edges)
    assert brute == 120
    assert count_covers(options, secondary=[f"v{i}" for i in range(10)]) == brute


def test_uncoloured_and_coloured_mentions_conflict():
    secondary = ["x"]
    # a and b each mention x: same colour -> compatible; no colour or different -> not
    assert count_covers([["a", "x:R"], ["b", "x:R"]], secondary=secondary) == 1
    assert count_covers([["a", "x:R"], ["b", "x:G"]], secondary=secondary) == 0
    assert count_covers([["a", "x"], ["b", "x:R"]], secondary=secondary) == 0
    assert count_covers([["a", "x:R"], ["b", "x"]], secondary=secondary) == 0
    assert count_covers([["a", "x"], ["b", "x"]], secondary=secondary) == 0
    assert count_covers([["a", "x:R"], ["b", "x:R"], ["c", "x:R"], ["c"]], secondary=secondary) == 2


@pytest.mark.parametrize("options, kwargs, message", [
    ([["a", "x:R"]], {}, "option 0: item 'x' has a colour (x:R), so it must be a secondary item"),
    ([["a:R"]], {"primary": ["a"]}, "option 0: item 'a' has a colour (a:R), so it must be a secondary item"),
    ([["a", "x:"]], {"secondary": ["x"]}, "option 0: 'x:' is not item:colour"),
    ([["a", ":R"]], {"secondary": ["x"]}, "option 0: ':R' is not item:colour"),
    ([["a", "x:R", "x:G"]], {"secondary": ["x"]}, "option 0 lists item 'x' twice"),
    ([["a", "x:R"]], {"secondary": ["x:R"]}, "secondary item 'x:R' contains ':'"),
])
def test_bad_colours_are_refused(options, kwargs, message):
    with pytest.raises(PuzzleInputError, match=message.replace("(", r"\(").replace(")", r"\)")):
        CoverEngine(options, **kwargs)


def test_c_search_checks_colours():
    from array import array

    from gridsat.engines import _cover
    with pytest.raises(ValueError, match="primary item 0 has a colour"):
        _cover.Search(1, 1, array("i", [0, 1]), array("i", [0, 2]), array("i", [1, 0]))
    with pytest.raises(ValueError, match="one entry per item"):
        _cover.Search(1, 1, array("i", [0, 1]), array("i", [0, 2]), array("i", [0]))
    search = _cover.Search(2, 1, array("i", [0, 2, 1, 2]), array("i", [0, 2, 4]), array("i", [0, 1, 0, 2]))
    with pytest.raises(ValueError, match="conflicts"):
        search.reset(prefix=[0, 1])  # item 2 coloured 1, then 2
    search.reset()
    assert search.run(100) == _cover.DONE and search.count == 0


@st.composite
def coloured_problems(draw):
    n_primary = draw(st.integers(1, 4))
    n_secondary = draw(st.integers(0, 3))
    primary = [f"p{i}" for i in range(n_primary)]
    secondary = [f"s{i}" for i in range(n_secondary)]
    options = []
    for _ in range(draw(st.integers(1, 9))):
        items = draw(st.lists(st.sampled_from(primary + secondary), min_size=1, max_size=4, unique=True))
        colours = [draw(st.sampled_from([None, "A", "B"])) if x in secondary else None for x in items]
        options.append([x if c is None else f"{x}:{c}" for x, c in zip(items, colours)])
    return options, primary, secondary


def brute_force(options, primary, secondary) -> list:
    """Every cover, found by trying every set of options against the checker."""
    problem = CoverProblem(tuple(primary), tuple(secondary), tuple(tuple(e.split(":")[0] for e in o) for o in options),
                           None, tuple(tuple(e.split(":")[1] if ":" in e else None for e in o) for o in options))
    return sorted(list(chosen) for size in range(len(options) + 1) for chosen in combinations(range(len(options)), size)
                  if not check_cover(problem, list(chosen)))


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
@settings(max_examples=200, deadline=None)
@given(coloured_problems())
def test_random_coloured_problems_match_brute_force(problem):
    options, primary, secondary = problem
    expected = brute_force(options, primary, secondary)
    assert sorted(covers(options, primary, secondary)) == expected
    engine = CoverEngine(options, primary, secondary)
    assert engine.count() == (len(expected), True)
    from gridsat.engines.cover_threads import ParallelCount  # the threads' split, even where one thread would finish first
    assert ParallelCount(engine, 2, None, None, None).run() == (len(expected), True)


def test_a_secondary_item_of_many_colours_keeps_cp_sat_within_its_time_limit():
    """One secondary item given 70,000 colours: CP-SAT's presolve merged cliques for 40 s of a 4 s limit (a
    step that does not look at the clock), the count ending 49 s after it began. A model with so wide an
    at-most-one lowers that step's work limit, which skips it; narrower ones keep CP-SAT's default."""
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.cover.model import CLIQUE_WORK_LIMIT, WIDE_AT_MOST_ONE, cover_session

    def colours(n):  # p and q each choose a colour of x: n covers, where they agree
        options = tuple((side, "x") for side in "pq" for _ in range(n))
        return CoverProblem(("p", "q"), ("x",), options, None,
                            tuple((None, f"c{k}") for _ in "pq" for k in range(n)))

    options = SolverOptions(time_limit=60).started()
    wide = cover_session(colours(WIDE_AT_MOST_ONE + 1), options)
    narrow = cover_session(colours(WIDE_AT_MOST_ONE - 1), options)
    assert wide.defaults["merge_at_most_one_work_limit"] == CLIQUE_WORK_LIMIT == 1e4
    assert "merge_at_most_one_work_limit" not in narrow.defaults
    assert sorted(covers([["p", "x:A"], ["p", "x:B"], ["q", "x:A"], ["q", "x:B"], ["q", "x:C"]],
                         secondary=["x"])) == [[0, 2], [1, 3]]  # p and q agree on x
