"""Hostile pass 74, part c: the Python API, answers' correctness and the designers."""

from __future__ import annotations

from pathlib import Path

import gridsat

ROOT = Path(__file__).resolve().parent.parent


def test_readme_names_the_kinds_without_forced_cells():
    # was: "Sixteen kinds, each end to end (read, model, solve, prove unique, count, list forced cells, check,
    # draw)", though pack, calendar and cover refuse forced() ("cover puzzles support solve, ...; not forced")
    without = {n for n in gridsat.kinds.names() if "forced" not in gridsat.kinds.get(n).tasks}
    assert without == {"pack", "calendar", "cover"}
    readme = " ".join((ROOT / "README.md").read_text().split())
    count = {16: "Sixteen", 17: "Seventeen", 18: "Eighteen", 19: "Nineteen", 20: "Twenty",
             21: "Twenty-one", 22: "Twenty-two", 23: "Twenty-three", 24: "Twenty-four",
             25: "Twenty-five", 26: "Twenty-six", 27: "Twenty-seven", 28: "Twenty-eight",
             29: "Twenty-nine", 30: "Thirty", 31: "Thirty-one", 32: "Thirty-two",
             33: "Thirty-three", 34: "Thirty-four", 35: "Thirty-five", 36: "Thirty-six"}[len(gridsat.kinds.names())]
    assert (f"{count} kinds, each end to end (read, model, solve, prove unique, count, check, draw; list forced "
            "cells: all but packing, the calendar and exact cover):") in readme
    assert "packing, calendar and exact-cover puzzles have no forced" in gridsat.PackingPuzzle.forced.__doc__


def test_a_bad_star_count_names_the_keyword_and_field_as_the_header_says_its_line():
    # was: "puzzle: the star count must be a whole number from 1 to 1000, got 0" to StarBattlePuzzle(stars=0) and
    # to a JSON "stars": 0, naming neither, where pieces=5 and full='yes' were named ("pieces must be ...")
    import pytest

    from gridsat.puzzles.starbattle.rules import StarBattlePuzzle

    blank, rooms = ((None, None), (None, None)), ((0, 0), (0, 0))
    with pytest.raises(gridsat.PuzzleInputError) as e:
        StarBattlePuzzle(2, 2, blank, rooms, stars=0)
    assert str(e.value) == "puzzle: stars (the star count) must be a whole number from 1 to 1000, got 0"
    with pytest.raises(gridsat.PuzzleInputError) as e:
        gridsat.kinds.get("starbattle").parse('{"rows": 2, "cols": 2, "regions": [[0, 0], [0, 0]], "stars": 0}')
    assert str(e.value) == "Star Battle: stars (the star count) must be a whole number from 1 to 1000, got 0"
    with pytest.raises(gridsat.PuzzleInputError) as e:  # a text file's header keeps its words
        gridsat.kinds.get("starbattle").parse("starbattle 0\nA A\nA A")
    assert str(e.value) == "Star Battle: line 1: the star count must be a whole number from 1 to 1000, got 0"
