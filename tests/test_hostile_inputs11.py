"""The eleventh hostile pass over the genres' answers, checkers, hints, grades,
generators and URLs (issue 20): what it found, each kept as a test."""

from __future__ import annotations

import pytest

from gridsat.puzzles import kinds


@pytest.mark.parametrize("genre, text, position, cell", [
    # 2 at r2c1 needs an island of 2 cells: r2c2 undecided was read as unshaded, and the position passed
    ("nurikabe", "nurikabe\n. . .\n2 . .\n", [[2, 2, 2], [1, 0, 2]], "r2c2"),
    ("nurikabe", "nurikabe\n. . .\n2 . .\n", [[2, 2, 2], [1, 7, 2]], "r2c2"),
    # hitori: r1c1 undecided was read as unshaded (the repeated 1 then sits beside a shaded cell: passed)
    ("hitori", "hitori\n1 1\n1 2\n", [[0, 2], [2, 1]], "r1c1"),
    ("hitori", "hitori\n1 1\n1 2\n", [[1, 2], [2, -1]], "r2c2"),
])
def test_a_shading_position_with_a_cell_neither_shaded_nor_unshaded_is_no_answer(genre, text, position, cell):
    # check_position is "the rules a fully decided position breaks (empty: it is an answer)": a cell that is
    # undecided (0) or holds no value at all was taken for unshaded, so a half-filled position passed as an
    # answer.  Yin-Yang names the cell ("cell r1c1 is 0, neither white (1) nor black (2)"); so do these now.
    kind = kinds.get(genre)
    problems = kind.check_position(kind.parse(text), position)
    value = position[int(cell[1]) - 1][int(cell[3]) - 1]
    assert f"position: cell {cell} is {value}, neither unshaded (1) nor shaded (2)" in problems


def test_a_shading_position_filled_right_still_passes_and_a_wrong_one_names_the_rule():
    kind = kinds.get("nurikabe")
    puzzle = kind.parse("nurikabe\n. . .\n2 . .\n")
    assert kind.check_position(puzzle, [[2, 2, 2], [1, 1, 2]]) == []
    assert kind.check_position(puzzle, [[2, 2, 2], [1, 1, 1]]) == ["position: the island of clue 2 at r2c1 has 3 cells"]



@pytest.mark.parametrize("genre, text, answer, line", [
    ("nurikabe", "nurikabe\n. 2 .\n. . .\n", [[1, 0, 1], [1, 0, 1]],
     "the shaded cells are not connected: 2 groups, from r1c1 and r1c3"),
    ("lits", "lits\n0 0 0 0\n1 1 1 1\n2 2 2 2\n", [[1, 1, 1, 1], [0, 0, 0, 0], [1, 1, 1, 1]],
     "the shaded cells are not connected: 2 groups, from r1c1 and r3c1"),
    ("heyawake", "heyawake\n. . .\n. . .\n. . .\n\n0 0 0\n0 0 0\n0 0 0\n", [[0, 1, 0], [1, 0, 0], [0, 0, 0]],
     "the unshaded cells are not connected: 2 groups, from r1c1 and r1c3"),
    ("hitori", "hitori\n1 2\n3 4\n", [[0, 1], [1, 0]],
     "the unshaded cells are not connected: 2 groups, from r1c1 and r2c2"),
    ("statuepark", "statuepark\npieces: #\n. . . . .\n", [[0, 1, 0, 1, 0]],
     "the unshaded cells are not connected: 3 groups, from r1c1, r1c3 and r1c5"),
    ("masyu", "masyu\n. . . .\n. . . .\n", [[6, 12, 6, 12], [3, 9, 3, 9]],
     "the lines form 2 separate loops, not one: through r1c1 and r1c3"),
    ("slitherlink", "slitherlink\n. . .\n", [[15, 10, 15]],
     "the lines form 2 separate loops, not one: through the top-left corner of r1c1 and the top-left corner of r1c3"),
])
def test_a_checker_names_where_the_cells_fall_apart(genre, text, answer, line):
    # "the shaded cells are not connected" named the rule but no cell: on a 30x30 answer a person could not
    # find the stray group; every other line of these checkers names a cell
    assert line in kinds.get(genre).parse(text).violations(answer)


def test_a_checker_names_at_most_three_groups_and_counts_the_rest():
    puzzle = kinds.get("statuepark").parse("statuepark\npieces: # # # #\n. . . . . . . . .\n")
    assert puzzle.violations([[0, 1, 0, 1, 0, 1, 0, 1, 0]]) == [
        "the unshaded cells are not connected: 5 groups, from r1c1, r1c3, r1c5 and 2 more"]


def test_yin_yang_names_where_a_colour_falls_apart():
    from gridsat.puzzles.yinyang.check import check_grid

    puzzle = kinds.get("yinyang").parse("0 0 0\n0 0 0\n")
    assert check_grid(puzzle, [[2, 1, 2], [1, 1, 1]]) == [
        "answer: the black cells form 2 separate groups, from r1c1 and r1c3"]


def test_the_tiling_checker_names_an_uncovered_cell_as_every_other_line_does():
    # "2 cells are not covered (first (0, 0))": the code's 0-based tuple, where every other line of the
    # checkers (and every hint) says r1c1
    kind = kinds.get("pack")
    puzzle = kind.parse('{"kind": "pack", "board": "1x2", "pieces": {"D": "##"}}')
    assert kind.check_position(puzzle, [[0, 0]]) == ["piece D is used 0 times, expected 1",
                                                     "2 cells are not covered (first r1c1); 0 may stay empty"]


def test_the_tiling_checker_names_a_missing_pre_placed_piece_by_its_cells():
    # "pre-placed piece O6 is not at [(0, 0), (0, 1), ...]": the code's tuples again
    from dataclasses import replace

    from gridsat.puzzles.placement.check import check_tiling

    kind = kinds.get("calendar")
    puzzle = kind.parse('{"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord"}')
    first = puzzle.solve().placements[0]
    problem = replace(kind.placement_problem(puzzle), fixed=(first,))
    cells = " ".join(f"r{r + 1}c{c + 1}" for r, c in sorted(first.cells))
    assert f"pre-placed piece {first.piece} is not at {cells}" in check_tiling(problem, [])


NURIKABE_5x5 = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
NURIKABE_ANSWER = [[0, 0, 1, 1, 1], [0, 1, 0, 0, 1], [0, 1, 1, 1, 1], [0, 1, 0, 1, 0], [1, 1, 1, 0, 0]]


@pytest.mark.parametrize("recorded, problem", [
    # int() truncated: a recorded 0.7/1.7 grid was the answer ("matches_record": true in batch --check-answer)
    ([[v + 0.7 for v in row] for row in NURIKABE_ANSWER], "holds 0.7"),
    ([[5] + row[1:] for row in NURIKABE_ANSWER], "holds 5"),
])
def test_a_recorded_grid_solution_holds_the_genres_values_only(recorded, problem):
    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("nurikabe")
    result = kind.parse(NURIKABE_5x5).solve()
    assert kind.same_answer(result, NURIKABE_ANSWER) is True
    with pytest.raises(PuzzleInputError) as caught:
        kind.same_answer(result, recorded)
    assert str(caught.value) == f"a recorded Nurikabe solution: cell r1c1 {problem}; a Nurikabe answer holds 0 " \
                                "(unshaded) or 1 (shaded)"


def test_a_recorded_loop_solution_holds_whole_numbers_only():
    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("slitherlink")
    result = kind.parse("slitherlink\n4\n").solve()
    assert kind.same_answer(result, [[15]]) is True
    with pytest.raises(PuzzleInputError, match=r"^a recorded Slitherlink solution: cell r1c1 holds 15\.5; a "
                                                r"Slitherlink answer holds whole numbers$"):
        kind.same_answer(result, [[15.5]])


def test_an_empty_recorded_solution_is_named_as_empty():
    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("nurikabe")
    result = kind.parse(NURIKABE_5x5).solve()
    with pytest.raises(PuzzleInputError, match=r"^the recorded solution has no rows; the puzzle is 5x5$"):
        kind.same_answer(result, [])


def test_a_recorded_domino_tiling_holds_whole_numbers_only():
    # int() truncated a recorded ["V", 0.9, 0]: the tiling matched ("matches_record": true)
    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("dominofit")
    result = kind.parse(kind.example).solve()
    dominoes = [list(d) for d in result.dominoes]
    assert kind.same_answer(result, dominoes) is True
    assert ["V", 0, 0] in dominoes
    nudged = [["V", 0.9, 0] if d == ["V", 0, 0] else d for d in dominoes]
    with pytest.raises(PuzzleInputError, match=r'^a recorded Domino Fit solution must be a list of \["H"\|"V", row, '
                                                r"col\] \(row and col whole numbers\), got \['V', 0\.9, 0\]$"):
        kind.same_answer(result, nudged)


def test_a_recorded_tiling_of_pieces_holds_whole_numbers_only():
    from gridsat.core.errors import PuzzleInputError

    kind = kinds.get("pack")
    result = kind.parse('{"kind": "pack", "board": "1x2", "pieces": {"D": "##"}}').solve()
    assert kind.same_answer(result, [{"piece": "D", "cells": [[0, 0], [0, 1]]}]) is True
    with pytest.raises(PuzzleInputError, match=r"^a recorded solution's cells are \[row, col\] pairs of whole "
                                                r"numbers, got \[0\.5, 1\] \(piece D\)$"):
        kind.same_answer(result, [{"piece": "D", "cells": [[0, 0], [0.5, 1]]}])


def test_the_python_examples_in_the_modules_docstrings_run():
    # gridsat.kinds' example still listed the five kinds of before the genres: names() returns sixteen.  Only the
    # docs/ pages' examples were run; a module's docstring example is the first thing help(gridsat.kinds) shows
    import doctest
    import importlib
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "src"
    modules = sorted(".".join(path.relative_to(src).with_suffix("").parts).removesuffix(".__init__")
                     for path in (src / "gridsat").rglob("*.py") if ">>> " in path.read_text(encoding="utf-8"))
    assert "gridsat.kinds" in modules
    for name in modules:
        result = doctest.testmod(importlib.import_module(name), report=False,
                                 optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        assert result.attempted > 0 and result.failed == 0, name


@pytest.mark.parametrize("value", [1.7, "1", True, 2.0])
def test_a_yin_yang_puzzle_built_in_python_holds_whole_numbers_only(value):
    # int() read a given 1.7 or "1" as a white circle (and True as one): YinYangPuzzle(givens=...) is the Python
    # API's way to build a board, and its docstring promises rows of ints
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.yinyang.rules import YinYangPuzzle

    assert YinYangPuzzle(givens=((1, 0), (0, 0))).givens == ((1, 0), (0, 0))
    with pytest.raises(PuzzleInputError, match=rf"^yinyang: row 1, column 1: value {value!r} is not 0 \(empty\), "
                                                r"1 \(white circle\) or 2 \(black circle\)"):
        YinYangPuzzle(givens=((value, 0), (0, 0)))


def test_a_yin_yang_puzzle_built_from_numpy_integers_keeps_them():
    np = pytest.importorskip("numpy")
    from gridsat.puzzles.yinyang.rules import YinYangPuzzle

    assert YinYangPuzzle(givens=np.array([[1, 0], [0, 2]])).givens == ((1, 0), (0, 2))
