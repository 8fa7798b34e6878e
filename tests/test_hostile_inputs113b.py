"""Hostile pass 113, part b: Shimaguni, Skyscrapers and the Slitherlink and Kakuro hints, checked against brute force
from the rules; what broke is pinned here."""

from __future__ import annotations

import json

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

SKYSCRAPERS = gridsat.kinds.get("skyscrapers")
PZPRJS = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"
HEIGHTS = ["2143", "1234", "4312", "3421"]  # its one answer, the heights alone


def test_skyscrapers_heights_alone_with_a_zero_are_read_as_heights_and_the_zero_named():
    # a 0 among the N x N heights made them a smaller board in its frame: "the recorded solution is 4x4; the
    # puzzle is 6x6", though 4x4 heights alone are what the docs ask for
    puzzle = SKYSCRAPERS.parse(PZPRJS)
    grid = puzzle.read_answer(HEIGHTS[:3] + ["3420"])
    assert len(grid) == 6 and grid[4] == [0, 3, 4, 2, 0, 0]
    assert puzzle.violations(grid) == ["the cell r5c5 holds 0, not a height 1 to 4"]


def test_skyscrapers_recorded_solution_of_another_size_is_named_as_written():
    # a 3x3 recorded for a 4x4 was framed as heights alone and told "the recorded solution is 5x5"
    puzzle = SKYSCRAPERS.parse(PZPRJS)
    with pytest.raises(PuzzleInputError) as caught:
        puzzle.read_answer(["214", "123", "431"])
    assert str(caught.value) == ("the recorded solution is 3x3; the puzzle's board is 4x4 (6x6 in its frame of "
                                 "clues): write its heights alone, or the board in its frame")
    with pytest.raises(PuzzleInputError, match=r"is 5x5; the puzzle's board is 4x4"):
        puzzle.read_answer(["21435", "12345", "43125", "34215", "55555"])


def test_skyscrapers_recorded_answers_in_batch(run_cli, tmp_path):
    lines = [{"kind": "skyscrapers", "puzzle": PZPRJS, "solution": solution}
             for solution in (HEIGHTS[:3] + ["3420"], ["214", "123", "431"], HEIGHTS)]
    (tmp_path / "a.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer", "-q", "-j", "1")
    got = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert got[0]["record_breaks"] == "answer: the cell r5c5 holds 0, not a height 1 to 4"
    assert got[0]["matches_record"] is False
    assert "the recorded solution is 3x3; the puzzle's board is 4x4" in got[1]["error"]
    assert got[2]["matches_record"] is True
