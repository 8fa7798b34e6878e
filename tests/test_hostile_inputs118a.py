"""Hostile pass 118, part a: Country Road and Ripple Effect, every answer held to a brute force of the rules."""

import json

import gridsat


def test_a_country_road_board_without_numbers_and_without_an_answer_says_why():
    # rooms alone leave no loop (the one-cell room at r1c5... ): "infeasible" was all the command said
    board = {"kind": "countryroad", "rows": 2, "cols": 5, "clues": [[None] * 5] * 2,
             "regions": [[0, 0, 0, 0, 1], [2, 0, 1, 1, 1]]}
    result = gridsat.kinds.get("countryroad").parse(json.dumps(board)).solve()
    assert str(result.status) == "infeasible"
    assert result.to_json()["reason"] == "the board has no room number to take away, and the rules alone leave none"


def test_the_ripple_generator_promises_the_rooms_it_draws():
    # `generate ripple --size 5x5 --seed 1` drew a room of 7 cells under a promise of "rooms of 2 to 6 cells"
    import random

    from gridsat.puzzles.aqre.planting import random_rooms, room_cells
    from gridsat.puzzles.ripple.generator import RippleGenerator

    sizes = {len(cells) for seed in range(40)
             for cells in room_cells(random_rooms(5, 5, random.Random(seed))).values()}
    assert max(sizes) >= 7
    assert "(a cell left alone joins the smallest room beside it, which may then hold 7 or more)" in \
        RippleGenerator.promise


def test_vocabulary_refusals_name_digits_and_booleans_not_cells():
    # digit_cells(model, {(0, 0): 3}) said "held[(0, 0)] must be a list of cells or nodes, got int"
    import pytest

    from gridsat.constraints import digits, placement
    from gridsat.constraints.model import RuleModel

    model = RuleModel()
    with pytest.raises(TypeError, match=r"^held\[\(0, 0\)\] must be a list of digits, got int$"):
        digits.digit_cells(model, {(0, 0): 3})
    with pytest.raises(TypeError, match=r"^x must be a list of booleans \(one per placement\), got NoneType$"):
        placement.cover(model, None, [], [])


def test_digit_and_region_rules_name_a_misused_argument():
    # each_once(model, None, ...) said "argument of type 'NoneType' is not iterable"; digits_apart with a list per
    # cell met IndexError; enters_once with a list of edges met AttributeError
    import pytest

    from gridsat.constraints import digits, loops
    from gridsat.constraints.model import RuleModel

    model = RuleModel()
    with pytest.raises(TypeError, match=r"^digits must map each cell to its digits \(\{cell: \{digit: literal\}\}\)"):
        digits.each_once(model, None, [[(0, 0)]])
    with pytest.raises(TypeError, match=r"^digits\[\(0, 0\)\] must map each digit to its literal"):
        digits.digits_apart(model, {(0, 0): [1], (0, 1): [1]}, [[(0, 0), (0, 1)]])
    with pytest.raises(TypeError, match="^length must be a whole number, got str$"):
        digits.apart_windows("3", 2)
    with pytest.raises(TypeError, match=r"^edges must map each edge \(a pair of nodes\) to its literal"):
        loops.enters_once(model, [((0, 0), (0, 1))], {(0, 0): 0, (0, 1): 1})
    with pytest.raises(TypeError, match="^region_of must map each node to its region id, got list$"):
        loops.enters_once(model, {((0, 0), (0, 1)): model.new_bool_var("a")}, [(0, 0), (0, 1)])
