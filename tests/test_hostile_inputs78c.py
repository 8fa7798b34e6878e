"""Hostile pass 78, part c: correctness of hints, grades and generators."""

import gridsat.kinds

from conftest import ROOT


def test_unique_placing_kind_hints_give_their_answer():
    # Deduction.answer is "the unique answer (rows), or None": a unique Domino Fit board's hints had None
    # (the kinds that place pieces never set it), though the steps were checked against that answer
    kind = gridsat.kinds.get("dominofit")
    puzzle = kind.parse((ROOT / "examples" / "dominofit-8x8.txt").read_text())
    walked = kind.hints(puzzle)
    assert walked.verdict == "unique" and walked.answer == walked.grid
    assert walked.answer[0] == ["^", "#", "<", ">", "<", ">", "<", ">"]
    assert kind.hints(puzzle, first=True).answer == walked.grid  # the next step only: the answer all the same


def test_several_answers_give_no_answer():
    kind = gridsat.kinds.get("pack")
    deduction = kind.hints(kind.parse('{"kind": "pack", "board": "3x20", "pieces": "pentominoes"}'))
    assert deduction.verdict == "several" and deduction.answer is None
