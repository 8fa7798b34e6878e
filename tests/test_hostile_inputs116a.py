"""Hostile inputs, pass 116, part a: the last pass's fixes tried on their neighbouring paths."""

import pytest

from gridsat.constraints import edge_reach, ring, sums


@pytest.mark.parametrize("args, words", [
    ((True, 5), "length must be a whole number 0 or more, got True"),
    ((2.0, 5), "length must be a whole number 0 or more, got 2.0"),
    ((2, 5, (True, 2, 3, 4)), "digits must be whole numbers, got True"),
    ((2, 5, (1.0, 2, 3, 4)), "digits must be whole numbers, got 1.0"),
])
def test_sum_combinations_checks_before_remembered_answers(args, words):
    # the answer for (1, 5), (2, 5) and the digits (1, 2, 3, 4) is remembered first: an equal value was given it
    assert sums.sum_combinations(1, 5) == ((5,),)
    assert sums.sum_combinations(2, 5, (1, 2, 3, 4)) == ((1, 4), (2, 3))
    with pytest.raises(ValueError) as err:
        sums.sum_combinations(*args)
    assert str(err.value) == words


def test_sum_combinations_answers_plain_ints():
    np = pytest.importorskip("numpy")
    assert sums.sum_combinations(2, 5, (np.int64(1), 2, 3, 4)) == ((1, 4), (2, 3))
    assert all(type(d) is int for combo in sums.sum_combinations(2, 5, (1, np.int64(2), 3, 4)) for d in combo)


@pytest.mark.parametrize("clue", [(2.0,), (True,)])
def test_ring_patterns_checks_before_remembered_answers(clue):
    present = (True,) * 8
    assert len(ring.ring_patterns((2,), present)) == 8 and len(ring.ring_patterns((1,), present)) == 8
    with pytest.raises(ValueError, match=r"a ring clue is a tuple of run lengths \(whole numbers, None for any\)"):
        ring.ring_patterns(clue, present)


@pytest.mark.parametrize("args, kind, words", [
    ((True, 3, (0, 0)), TypeError, "rows must be a whole number, got bool True"),
    ((3.0, 3, (0, 0)), TypeError, "rows must be a whole number, got float 3.0"),
    ((3, 3, (-1, 0)), ValueError, "cell (-1, 0) is not a cell of a 3x3 board"),
])
def test_on_edge_refuses_what_the_board_helpers_refuse(args, kind, words):
    with pytest.raises(kind) as err:
        edge_reach.on_edge(*args)
    assert str(err.value) == words
    assert edge_reach.on_edge(3, 3, (0, 1)) and not edge_reach.on_edge(3, 3, (1, 1))


@pytest.mark.parametrize("name, said", [
    ("sudoku", "the recorded solution is 4 rows of unequal length; the puzzle is 4x4"),
    ("yinyang", "the recorded solution is 5 rows of unequal length; the puzzle is 5x5"),
])
def test_recorded_row_too_long_is_told_as_its_shape(name, said):
    # a first row one cell too long, the extra cell 0: it was told as a cell off the board ("cell r1c5 holds 0")
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get(name)
    result = kind.run(kind.parse(kind.examples[0].puzzle), gridsat.Task("solve"))
    grid = [list(row) for row in result.to_json()["grid"]]
    assert kind.same_answer(result, grid)
    with pytest.raises(PuzzleInputError) as err:
        kind.same_answer(result, [grid[0] + [0]] + grid[1:])
    assert str(err.value) == said
    with pytest.raises(PuzzleInputError, match="r1c1"):  # a cell of the board's shape is still named
        kind.same_answer(result, [[0] + grid[0][1:]] + grid[1:])


@pytest.mark.parametrize("most, kind, words", [
    ("2", TypeError, "most must be a whole number, got str"),
    (True, TypeError, "most must be a whole number, got bool"),
    (2.5, TypeError, "most must be a whole number, got float"),
    (-1, ValueError, "most must be 1 or more, got -1"),
])
def test_bits_needed_refuses_what_sized_blocks_refuses(most, kind, words):
    from gridsat.constraints.blocks import bits_needed

    with pytest.raises(kind) as err:
        bits_needed(most)
    assert str(err.value) == words
    assert [bits_needed(n) for n in (1, 2, 3, 4, 5, 9)] == [1, 1, 2, 2, 3, 4]


@pytest.mark.parametrize("heights, kind, words", [
    ([[1, 2, 3], ["1", "2", "3"], [1, 2, 3]], ValueError, "heights: cell 1's height must be a whole number, got '1'"),
    ([[1, 2, 3], [1.0, 2, 3], [1, 2, 3]], ValueError, "heights: cell 1's height must be a whole number, got 1.0"),
    ([1, 2, 3], TypeError, "heights: cell 0's heights must be a set of whole numbers, got int"),
])
def test_orders_seen_refuses_heights_that_are_not_whole_numbers(heights, kind, words):
    # text heights were no heights at all: every cell's set came back empty, "no ordering fits"
    from gridsat.constraints.visible import orders_seen

    with pytest.raises(kind) as err:
        orders_seen(heights, 2)
    assert str(err.value) == words
    assert orders_seen([[1, 2, 3]] * 3, 2) == [{1, 2}, {1, 3}, {1, 2, 3}]


@pytest.mark.parametrize("steps", [-1, "2", True, 1.0])
def test_reach_refuses_steps_that_are_not_a_whole_number_from_0(steps):
    # -1 or "2" never equalled a cell's distance: every allowed cell connected to the start was reached
    from gridsat.constraints.islands import reach

    line = [(0, c) for c in range(5)]

    def beside(cell):
        return [(0, cell[1] + d) for d in (-1, 1)]
    with pytest.raises(ValueError, match=r"^steps must be a whole number from 0, got "):
        reach((0, 0), steps, beside, set(line))
    assert reach((0, 0), 2, beside, set(line)) == {(0, 0): 0, (0, 1): 1, (0, 2): 2}


def test_a_clues_runs_are_counted_from_1_as_its_known_cells_are():
    # the first run was "run 0 of the clue must be a whole number from 1, got 0", where known's first cell is cell 1
    from gridsat.constraints.runs import line_forced

    with pytest.raises(ValueError) as err:
        line_forced([0], [None, None])
    assert str(err.value) == "run 1 of the clue must be a whole number from 1, got 0"
    with pytest.raises(ValueError) as err:
        line_forced([1], [2, None])
    assert str(err.value) == "known's cell 1 must be 1 (shaded), 0 (unshaded) or None (undecided), got 2"


def test_regions_and_ring_patterns_refuse_misuse_in_their_own_words():
    from gridsat.constraints.shading import regions

    with pytest.raises(TypeError) as err:
        regions([((0, 0), 1)])
    assert str(err.value) == "region_of must be a mapping {cell: region id}, got list"
    with pytest.raises(ValueError) as err:
        ring.ring_patterns((2,), (True,) * 3)
    assert str(err.value) == "present must be 8 values, one a neighbour in ring order, got (True, True, True)"


def test_linking_cuts_refuses_an_edge_off_the_nodes_as_edges_connect_does():
    from gridsat.constraints.edge_links import linking_cuts

    nodes = [(0, 0), (0, 1), (0, 2)]
    with pytest.raises(ValueError) as err:
        linking_cuts(nodes, {((0, 0), (5, 5)): 1}, [((0, 0), (5, 5))])
    assert str(err.value) == "edge ((0, 0), (5, 5)) names a node that is not one of the nodes"
    edges = {((0, 0), (0, 1)): "a", ((0, 1), (0, 2)): "b"}
    assert linking_cuts(nodes, edges, [((0, 0), (0, 1))]) in ([["b"], ["b"]],)
    assert linking_cuts(nodes, edges, list(edges)) == []
