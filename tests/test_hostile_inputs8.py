"""The eighth hostile pass over the command line, files, limits and
interruptions (issue 20): what it found, each kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

from gridsat.batch import run_batch


def _lines(path: Path) -> list:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_a_resume_redoes_a_puzzle_whose_piece_file_was_edited(tmp_path):
    """A pack puzzle file names its piece file: the results line's digest covered the puzzle file's bytes
    only, so after the piece file was edited (its piece no longer fits the board) a resume kept the old
    'solved' line as done."""
    (tmp_path / "p.txt").write_text("A: ##/##\nB*2: ##\n")
    puzzle, out = tmp_path / "pz.json", tmp_path / "r.jsonl"
    puzzle.write_text('{"kind": "pack", "board": "2x4", "pieces": "p.txt"}\n')
    assert run_batch([puzzle], out, jobs=1).new == 1
    assert _lines(out)[0]["status"] == "solved"
    (tmp_path / "p.txt").write_text("A: ###/###\n")
    again = run_batch([puzzle], out, jobs=1)
    assert (again.new, again.skipped, again.edited) == (1, 0, 1)
    [record] = _lines(out)
    assert record["status"] == "bad_input"
    assert record["error"] == ("pz.json: board 2x4 has 8 cells to cover but the pieces cover 6; the areas must be "
                               "equal (or allow holes: --holes)")
    assert run_batch([puzzle], out, jobs=1).skipped == 1  # unchanged since: kept


def test_a_resume_redoes_a_puzzle_whose_missing_board_file_was_written(tmp_path):
    """A pack puzzle naming a board file that is not there is bad input; once the file is written, a resume
    must try it again (the missing file is part of what the line was written for)."""
    puzzle, out = tmp_path / "pz.json", tmp_path / "r.jsonl"
    puzzle.write_text('{"kind": "pack", "board": "mask.txt", "pieces": {"I": "##"}}\n')
    run_batch([puzzle], out, jobs=1)
    assert _lines(out)[0]["status"] == "bad_input"
    (tmp_path / "mask.txt").write_text("##\n")
    again = run_batch([puzzle], out, jobs=1)
    assert (again.new, again.edited) == (1, 1)
    [record] = _lines(out)
    assert (record["status"], record["answer"]["placements"]) == ("solved", [{"piece": "I", "cells": [[0, 0],
                                                                                                     [0, 1]]}])


def test_a_resume_with_check_answer_redoes_a_puzzle_whose_answer_file_was_edited(tmp_path):
    """``--check-answer`` compares with NAME.solution.txt: after that file was corrected, a resume kept the
    line saying the answer does not match the record."""
    from gridsat.puzzles.kinds import get

    source = Path(__file__).parent / "data" / "batch" / "yinyang_6x6.txt"
    puzzle, out, answer = tmp_path / "a.txt", tmp_path / "r.jsonl", tmp_path / "a.solution.txt"
    puzzle.write_text(source.read_text())
    grid = get("yinyang").parse(source.read_text(), "a.txt").solve().grid
    answer.write_text("\n".join("".join(str(3 - v) for v in row) for row in grid) + "\n")  # colours swapped
    run_batch([puzzle], out, jobs=1, check_answer=True)
    assert _lines(out)[0]["matches_record"] is False
    answer.write_text("\n".join("".join(str(v) for v in row) for row in grid) + "\n")
    again = run_batch([puzzle], out, jobs=1, check_answer=True)
    assert (again.new, again.edited) == (1, 1)
    assert _lines(out)[0]["matches_record"] is True
