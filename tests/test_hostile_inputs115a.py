"""Hostile pass 115, part a: Nonogram end to end (the line solver's and the size estimate's arguments, the frame's
messages)."""

import numpy as np
import pytest

from gridsat.constraints.runs import layered_size, line_forced


@pytest.mark.parametrize("known, words", [
    ([2, None], "known's cell 1 must be 1 (shaded), 0 (unshaded) or None (undecided), got 2"),
    ([None, 1.0], "known's cell 2 must be 1 (shaded), 0 (unshaded) or None (undecided), got 1.0"),
    ("abc", "known must be a sequence of 1, 0 or None per cell, got 'abc'"),
    (None, "known must be a sequence of 1, 0 or None per cell, got None"),
])
def test_line_forced_refuses_cells_that_are_not_one_zero_or_none(known, words):
    # a 2 was read as undecided and the line solved as though nothing were known there ([None, None])
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace(")", r"\)")):
        line_forced([1], known)


def test_line_forced_reads_numpy_lines_and_clues():
    assert line_forced(np.array([2]), [None] * 3) == [None, 1, None]
    assert line_forced([1], np.array([1, 0, 0])) == [1, 0, 0]
    assert line_forced([1], [True, None]) == [1, 0]


@pytest.mark.parametrize("n", [2.5, -1, True, "3"])
def test_layered_size_refuses_a_line_that_is_not_a_count(n):
    # 2.5 gave 5.5 states, -1 gave 0
    with pytest.raises(ValueError, match="n \\(the line's cells\\) must be a whole number from 0, got "):
        layered_size(n, [1])


def test_layered_size_of_a_numpy_count():
    assert layered_size(np.int64(3), [1]) == layered_size(3, [1]) == 7


CORNER_FREE = "nonogram\n. . . . .\n. . . 1 2\n. . . . .\n. 2 . . .\n. 1 . . .\n"  # 3x3: its first row and column empty


def test_a_recorded_answer_of_the_cells_alone_whose_first_row_and_column_are_empty(tmp_path, run_cli):
    # read without the puzzle's sizes, the 3x3 cells were taken for a 2x2 board in its frame (their first row and
    # column all 0) and the true answer refused: "the recorded solution is 3x3; the puzzle is 5x5"
    (tmp_path / "puzzles").mkdir()
    (tmp_path / "puzzles" / "n3.txt").write_text(CORNER_FREE)
    (tmp_path / "puzzles" / "n3.solution.txt").write_text("...\n.##\n..#\n")
    code, out, err = run_cli("batch", str(tmp_path / "puzzles"), "--check-answer", "-o", str(tmp_path / "r.jsonl"))
    assert "recorded solutions: 1 matched, 0 differ, 0 without one" in out + err, out + err


def test_read_answer_uses_the_puzzles_own_sizes(tmp_path):
    import gridsat

    (tmp_path / "n3.txt").write_text(CORNER_FREE)
    _, puzzle = gridsat.read(str(tmp_path / "n3.txt"))
    cells = puzzle.read_answer(["...", ".##", "..#"])
    assert cells == [[0] * 5, [0] * 5, [0] * 5, [0, 0, 0, 1, 1], [0, 0, 0, 0, 1]] and puzzle.violations(cells) == []
    assert puzzle.read_answer(cells) == cells  # the framed board as it stands
    assert puzzle.violations(puzzle.read_answer(["#..", "...", "..."])) == [
        "row 1 (no number) has runs of 1", "row 2 (2) has no shaded cell",
        "row 3 (1) has no shaded cell", "column 1 (no number) has runs of 1",
        "column 2 (1) has no shaded cell", "column 3 (2) has no shaded cell"]


def test_a_no_answer_reason_names_needed_lines_not_always_the_fewest():
    # the docs said "the fewest lines"; the thinning keeps a set whose every line is needed: here three lines,
    # though row 1 (4) and column 2 (no number) alone cannot hold either
    from gridsat.puzzles.nonogram.rules import NonogramPuzzle

    clues = [[None, None, 1, None, None, 2], [None, 4, None, None, None, None], [1, 2, None, None, None, None]]
    result = NonogramPuzzle(3, 6, clues, name="t").solve().to_json()
    assert result["status"] == "infeasible"
    assert result["reason"] == ("the numbers of row 1 (4), row 2 (1 2) and column 1 (1) cannot all hold, even with "
                                "every other line's numbers taken away (take one of these away too and an answer "
                                "exists)")
