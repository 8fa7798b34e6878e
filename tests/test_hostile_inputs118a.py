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
