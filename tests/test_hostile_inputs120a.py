"""Hostile pass 120, part a: the last sitting's fixes tried on their neighbours (the vocabulary's remembered
answers, the shared loop rule, batch's judging of a record, decided steps)."""

import numpy as np
import pytest


@pytest.mark.parametrize("args, words", [
    ((2.0, 3, frozenset()), "length must be a whole number 0 or more, got 2.0"),
    ((True, 1, frozenset()), "length must be a whole number 0 or more, got True"),
    ((2, 3, frozenset({True})), "held: the digits must be whole numbers, got True"),
    ((2, 3, frozenset({1.0})), "held: the digits must be whole numbers, got 1.0"),
])
def test_kakuro_sets_holding_checks_before_its_remembered_answers(args, words):
    """Kakuro's `sets_holding` was remembered by equal values: a length 2.0 asked after 2 (or a digit True after 1)
    was given 2's answer, where asked first it was refused."""
    from gridsat.puzzles.kakuro.deductions import sets_holding

    assert sets_holding(2, 3, frozenset()) == ((1, 2),) and sets_holding(1, 1, frozenset({1})) == ((1,),)
    with pytest.raises(ValueError) as err:
        sets_holding(*args)
    assert str(err.value) == words


def test_kakuro_sets_holding_takes_any_collection_of_digits():
    """A set of digits met Python's "unhashable type: 'set'", a tuple "'<=' not supported"; a bare number is named."""
    from gridsat.puzzles.kakuro.deductions import sets_holding

    assert sets_holding(3, 6, {1}) == sets_holding(3, 6, (1,)) == sets_holding(np.int64(3), 6, [np.int64(1)]) \
        == ((1, 2, 3),)
    assert sets_holding(2, 10, {5}) == ()
    with pytest.raises(TypeError, match="held must be a collection of whole numbers, got int"):
        sets_holding(2, 3, 1)


@pytest.mark.parametrize("kwargs, words", [
    ({"most": True}, "most must be a whole number from 1, got True"),
    ({"most": 1.5}, "most must be a whole number from 1, got 1.5"),
    ({"most": -1}, "most must be a whole number from 1, got -1"),
    ({"most": "x"}, "most must be a whole number from 1, got 'x'"),
    ({"count": -1}, "count must be a whole number from 0, got -1"),
    ({"back": -2}, "back must be a whole number from 0, got -2"),
])
def test_orders_seen_refuses_a_bad_budget_or_negative_count(kwargs, words):
    """Skyscrapers' line enumeration: a `most` of True, 1.5 or -1 gave up at once (None: "too long a line"), text met
    Python's words, and a count of -1 was said to fit no ordering where `visible_count` refuses it."""
    from gridsat.constraints.visible import orders_seen

    args = {"count": 1, **kwargs}
    assert orders_seen([{1, 2}, {1, 2}], 1) == [{2}, {1}]
    assert orders_seen([{1, 2}, {1, 2}], np.int64(1), back=np.int64(2), most=np.int64(10)) == [{2}, {1}]
    with pytest.raises(ValueError) as err:
        orders_seen([{1, 2}, {1, 2}], **args)
    assert str(err.value) == words


@pytest.mark.parametrize("present, words", [
    (("0",) * 8, "present: each value must be true or false (1 or 0), got '0'"),
    ((None,) * 8, "present: each value must be true or false (1 or 0), got None"),
    ((2,) * 8, "present: each value must be true or false (1 or 0), got 2"),
])
def test_ring_patterns_refuses_a_present_value_that_is_not_a_truth(present, words):
    """Tapa's ring: text "0" (meant absent) was read as a neighbour on the board, and None as absent."""
    from gridsat.constraints.ring import ring_patterns

    with pytest.raises(ValueError) as err:
        ring_patterns((1,), present)
    assert str(err.value) == words


def test_ring_patterns_reads_numpy_truths_and_names_a_bare_clue():
    from gridsat.constraints.ring import matches, ring_patterns

    present = [np.True_] * 4 + [np.False_] * 4
    assert ring_patterns((1,), present) == ring_patterns([1], (1, 1, 1, 1, 0, 0, 0, 0)) == (
        (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))
    for call in (lambda: ring_patterns(3, (1,) * 8), lambda: matches(3, [0] * 8)):
        with pytest.raises(TypeError) as err:
            call()
        assert str(err.value) == "a ring clue is a tuple of run lengths such as (3,) or (1, 2), got int 3"


def test_slitherlink_closed_loop_keeps_its_own_grid_points_on_the_loop():
    """WRONG ANSWER before: Slitherlink's `loop_closed` (Masyu's and Country Road's were mended) called the grid
    points of the loop it closes off the loop, when its edges were drawn and its points not yet marked: "the top-left
    corner of r1c1, ... are off the loop: the drawn edges close a loop through the top-left corner of r1c1, ..."."""
    import gridsat
    from gridsat.puzzles.grid.hinting import State
    from gridsat.puzzles.slitherlink import deductions
    from gridsat.puzzles.slitherlink.lattice import OFF, ON, SlitherLattice, givens

    board = SlitherLattice(gridsat.kinds.get("slitherlink").parse("slitherlink\n. .\n. ."))
    grid = givens(board)
    for r, c in ((0, 1), (1, 0), (1, 2), (2, 1)):  # the four sides of r1c1
        grid[r * board.cols + c] = ON
    (step,) = deductions.loop_closed(State(board, grid))
    corners = {(0, 0), (0, 2), (2, 0), (2, 2)}
    assert not corners & set(step.decided) and set(step.decided.values()) == {OFF}
    assert len(step.decided) == 25 - 4 - 4 - 4  # every other point and edge (the cells are no points)
    assert step.sentence.startswith("the top of r1c2, the top-right corner of r1c2, the right of r1c2, the top of r2c2 "
                                    "and 9 more are off the loop")


def test_apart_windows_refuses_a_line_of_negative_length():
    """Ripple Effect's windows: a line of -5 cells was given no windows, as a line of one cell is."""
    from gridsat.constraints.digits import apart_windows

    assert apart_windows(4, 2) == [range(0, 3), range(1, 4)] and apart_windows(np.int64(0), 2) == []
    assert apart_windows(5, -2) == apart_windows(5, 0) == []  # a digit below 1 keeps no distance
    with pytest.raises(ValueError) as err:
        apart_windows(-5, 2)
    assert str(err.value) == "length must be a whole number from 0 to 10,000,000 (the line's cells), got -5"


def test_a_long_yajilin_number_is_shortened_before_each_arrow(run_cli, tmp_path):
    """Of a 38-digit clue's four arrows offered, the down arrow's number (followed by the letter v) was written whole,
    the other three shortened."""
    from gridsat.core.wording import shortened_numbers

    big = "9" * 38
    (tmp_path / "y.txt").write_text(f"yajilin\n{big} . .\n. . .\n. . 1\n")
    code, out, err = run_cli("solve", str(tmp_path / "y.txt"))
    assert (code, out) == (2, "") and big not in err
    assert "(999999... (a 38-digit number)^, 999999... (a 38-digit number)v, 999999... (a 38-digit number)<" in err
    assert shortened_numbers(f"a {big}vx b") == f"a {big}vx b"  # a word that only starts with a number is kept


@pytest.mark.parametrize("digits, words", [
    ((True, 2), "digits must be whole numbers, got True"),
    ((1.5, 2), "digits must be whole numbers, got 1.5"),
    (("1", 2), "digits must be whole numbers, got '1'"),
    ((1, 1, 2), "digits: 1 is listed twice; a run's digits are different"),
])
def test_possible_digits_checks_its_digits_on_every_path(digits, words):
    """Kakuro's cell digits: with no run's total through a cell, True and 1.5 were its digits, text met Python's
    "'<' not supported", and a digit twice was kept once; through a run's total, each was refused."""
    from gridsat.constraints.sums import possible_digits

    for runs in ([], [([(0, 0)], None)], [([(0, 0), (0, 1)], 3)]):
        with pytest.raises(ValueError) as err:
            possible_digits([(0, 0)], runs, digits)
        assert str(err.value) == words
    assert possible_digits([(0, 0)], [], (np.int64(2), 1)) == {(0, 0): (1, 2)}
    with pytest.raises(TypeError, match="^digits must be a collection of whole numbers, got int$"):
        possible_digits([(0, 0)], [], 5)


def test_ripple_rules_refuse_rooms_or_lines_given_as_a_mapping():
    """Ripple Effect's rules read a mapping's keys as the rooms or lines: `{"a": cells}` met "group must be a list of
    cells or nodes, got str" (a room's cells are cells), and `{cell: digit}` "line: 0 is listed twice"."""
    from gridsat.constraints.digits import digit_cells, digits_apart, each_once
    from gridsat.constraints.model import RuleModel

    model = RuleModel()
    digits = digit_cells(model, {(0, 0): [1, 2], (0, 1): [1, 2]})
    with pytest.raises(TypeError) as err:
        each_once(model, digits, {"a": [(0, 0), (0, 1)]})
    assert str(err.value) == ("groups must be a list of groups of cells (each a list of cells), got a mapping (dict); "
                              "its values, if they are the groups: list(groups.values())")
    with pytest.raises(TypeError) as err:
        digits_apart(model, digits, {(0, 0): 1})
    assert str(err.value).startswith("lines must be a list of lines of cells (each a list of cells), got a mapping")
    with pytest.raises(TypeError) as err:
        each_once(model, digits, [3])
    assert str(err.value) == "group must be a list of cells, got int"
    each_once(model, digits, [np.array([[0, 0], [0, 1]])])  # numpy rows of cells are cells
