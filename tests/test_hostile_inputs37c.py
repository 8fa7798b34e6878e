"""Hostile pass 37, part C: the Python API (results given an answer by hand, designers)."""

import pytest

import gridsat
from gridsat.core.errors import SolutionCheckError


@pytest.mark.parametrize("url, line", [
    ("https://puzz.link/p?slither/3/3/g3b2i", "answer: cell r1c1 is undecided (None), not an answer's value"),
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "answer: cell r1c1 is undecided (None), not an answer's value"),
])
def test_undecided_cell_of_a_hand_answer_is_a_violation_not_a_value_error(url, line):
    # with_answer takes None as an undecided cell (it draws it as '?'); violations() and check() met it as
    # "ValueError: cell r1c1 holds None; ..." where Yin-Yang lists it and check() raises SolutionCheckError
    result = gridsat.solve(url)
    grid = [list(row) for row in result.grid]
    grid[0][0] = None
    given = result.with_answer(grid)
    assert given.violations() == [line]
    with pytest.raises(SolutionCheckError):
        given.check()
    grid[1][1] = grid[2][2] = None
    assert result.with_answer(grid).violations() == [
        "answer: cells r1c1 and 2 more are undecided (None), not an answer's value"]


def test_a_drawn_answer_edited_over_a_clue_names_the_cell_not_another_format():
    # a board of rooms drawn by gridsat, a shaded clue cell edited to '·' (where gridsat draws the clue's 2): it was
    # "a recorded Heyawake solution must be rows of #/./*/x or of numbers", of a drawing the reader takes
    import json

    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get("heyawake")
    puzzle = kind.parse(json.dumps({"kind": "heyawake", "rows": 4, "cols": 4,
                                    "clues": [[2, None, None, None]] + [[None] * 4] * 3,
                                    "regions": [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 3]]}))
    result = puzzle.solve()
    drawing = str(result)
    assert kind.recorded_answer(result, drawing) == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    moved = drawing.replace("│·  ██│·  · │", "│·  · │██ · │", 1)  # an honest edit: read, and judged
    assert result.with_answer(kind.recorded_answer(result, moved)).violations() == [
        "answer: the room at r1c1 has 1 shaded cell, not 2"]
    with pytest.raises(PuzzleInputError) as caught:
        kind.recorded_answer(result, drawing.replace("│2█ · │", "│·  ██│", 1))
    assert str(caught.value) == ("the drawn answer's cell r1c1 shows '·' where gridsat draws '2' for that answer "
                                 "(a drawing edited by hand?)")
    assert kind.recorded_answer(result, "1 0 0 0\n0 1 0 0\n0 0 0 0\n0 0 0 0") == [
        [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]  # rows of numbers still the kind's own reading


def test_a_deduction_is_drawn_only_on_the_puzzle_it_is_of():
    # kind.hint_figure(puzzle, deduction) of another puzzle's steps drew them silently on this board (Yin-Yang's on a
    # Nurikabe), or met IndexError ('list index out of range') or "object of type 'int' has no len()" deep inside
    nurikabe, yinyang = gridsat.kinds.get("nurikabe"), gridsat.kinds.get("yinyang")
    board = nurikabe.parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    other = yinyang.parse("https://puzz.link/p?yinyang/5/5/016612300")
    steps = yinyang.hints(other)
    message = "deduction is the steps of another puzzle: draw it with the puzzle given to kind.hints"
    for call in (lambda: nurikabe.hint_figure(board, steps), lambda: nurikabe.hint_text(board, steps),
                 lambda: yinyang.hint_figure(yinyang.parse("https://puzz.link/p?yinyang/5/5/016612310"), steps)):
        with pytest.raises(ValueError) as caught:
            call()
        assert str(caught.value) == message
    again = yinyang.parse("https://puzz.link/p?yinyang/5/5/016612300")  # the same puzzle read again: drawn
    assert yinyang.hint_figure(again, steps, upto=1) is not None


def test_a_numbered_cover_problem_bounds_its_count_of_items():
    # CoverEngine.numbered(2**31, items, starts) took every byte of memory and was killed (10**8: 8 s), its one
    # number of items unbounded where the named constructor bounds entries (max_entries)
    from array import array

    from gridsat.engines.cover import CoverEngine

    items, starts = array("i", [0, 1]), array("i", [0, 2])
    assert CoverEngine.numbered(2, items, starts).count() == (1, True)
    with pytest.raises(ValueError) as caught:
        CoverEngine.numbered(2**31, items, starts)
    assert str(caught.value) == "n_primary 2,147,483,648 is past the 5,000,000 items a problem of these entries may number"
    with pytest.raises(TypeError) as caught:
        CoverEngine.numbered(2.0, items, starts)
    assert str(caught.value) == "n_primary must be a whole number, got float"
