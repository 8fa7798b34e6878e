"""Hostile pass 80, part c: the checkers, by mutation."""

from __future__ import annotations

import json

import gridsat

YINYANG = "yinyang\n0 0 0\n0 0 0\n0 0 0\n"  # many answers


def test_a_finished_position_on_a_puzzle_of_several_answers_is_checked_by_the_rules(run_cli, tmp_path):
    # `gridsat hint P --position F`, the place `--check` points to for "your own position's mistakes", told a
    # finished position only "no hints: the puzzle has more than one answer", whether it broke every rule or was
    # one of the answers (the web's Check named the rules it broke)
    puzzle = tmp_path / "y.txt"
    puzzle.write_text(YINYANG)
    wrong, right = tmp_path / "wrong.txt", tmp_path / "right.txt"
    wrong.write_text("1 2 1\n2 2 2\n2 2 2\n")
    right.write_text("1 1 1\n1 2 1\n1 1 1\n")
    assert run_cli("hint", str(puzzle), "--position", str(wrong)) == (
        1, f"no hints: the puzzle has more than one answer (gridsat yinyang {puzzle} --unique shows a second)\n"
           "the position breaks a rule: 2x2 block at r2c1 is all black (and 2 more broken rules)\n", "")
    assert run_cli("hint", str(puzzle), "--position", str(right)) == (
        0, "solved: every cell is decided and the position is an answer (one of the puzzle's several)\n", "")
    code, out, _ = run_cli("hint", str(puzzle), "--position", str(wrong), "--json")
    record = json.loads(out)
    assert (code, record["solved"], record["violations"][0]) == (1, False, "position: 2x2 block at r2c1 is all black")
    code, out, _ = run_cli("hint", str(puzzle), "--position", str(right), "--json")
    assert (code, json.loads(out)["solved"], json.loads(out)["violations"]) == (0, True, [])


def test_finished_position_is_what_the_web_answers_too():
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse(YINYANG)
    deduction = kind.hints(puzzle, start="1 1 2\n1 1 2\n2 2 2\n")
    assert kind.finished_position(puzzle, deduction) == ["position: 2x2 block at r1c1 is all white"]
    assert kind.finished_position(puzzle, kind.hints(puzzle)) is None  # undecided cells: nothing to check


def test_a_recorded_solution_that_breaks_a_rule_says_which(run_cli, tmp_path):
    # `batch --check-answer` with a NAME.solution.txt edited wrong wrote only "record_is_an_answer": false: which
    # rule the record breaks, and where, was left to find by hand
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "p.txt").write_text("yinyang\n1 0 0\n0 0 0\n0 0 2\n")
    (tmp_path / "in" / "p.solution.txt").write_text("1 1 1\n1 1 1\n2 2 2\n")
    out = tmp_path / "res.jsonl"
    code, _, _ = run_cli("batch", str(tmp_path / "in"), "--check-answer", "-j", "1", "--out", str(out))
    record = json.loads(out.read_text())
    assert (code, record["matches_record"], record["record_is_an_answer"], record["record_breaks"]) == (
        0, False, False, "answer: 2x2 block at r1c1 is all white")


def test_one_side_and_one_use_are_singular(tmp_path):
    # another puzzle's answer given to a Slitherlink said "the 3 at r1c1 has 1 sides on the loop", and a piece of
    # two copies placed once "is used 1 times, expected 2"
    puzzle = gridsat.kinds.get("slitherlink").parse("slitherlink\n3 .\n. .")
    assert "the 3 at r1c1 has 1 side on the loop" in puzzle.violations([[2, 15], [0, 1]])
    from collections import namedtuple

    from gridsat.puzzles.pack.io import make_puzzle
    from gridsat.puzzles.placement.check import check_tiling

    (tmp_path / "o.txt").write_text("O*2: ##/##\n")
    pack = make_puzzle("2x4", str(tmp_path / "o.txt"))
    placed = namedtuple("Placed", "piece cells")("O", ((0, 0), (0, 1), (1, 0), (1, 1)))
    assert "piece O is used 1 time, expected 2" in check_tiling(pack, [placed])


def test_a_flipped_one_sided_piece_in_a_position_says_so(run_cli, tmp_path):
    # a one-sided S drawn flipped over (a Z) in a --position was told only "the cells of S (r1c1...) are not one
    # placement of piece S", as if the cells were no S at all; the checker says "reflections are not allowed"
    (tmp_path / "p.txt").write_text("S: .##/##.\nD: ##\n")
    (tmp_path / "s.json").write_text('{"kind": "pack", "board": "2x3", "pieces": "p.txt", "one_sided": true}')
    (tmp_path / "pos.txt").write_text("S S .\nD S S\n")
    code, out, err = run_cli("hint", str(tmp_path / "s.json"), "--position", str(tmp_path / "pos.txt"))
    assert (code, err) == (2, f"gridsat: error: {tmp_path / 'pos.txt'}: the cells of S (r1c1...) are not one "
                              "placement of piece S: it is flipped over, and the pieces are one-sided (rotations "
                              "only)\n")


def test_a_puzzle_with_no_answer_is_not_told_its_givens_break_a_rule_twice(run_cli, tmp_path):
    # (pass 80's rule line is left out where the no-answer reason already names what cannot hold)
    (tmp_path / "yy.txt").write_text("2 1\n1 2\n")
    code, out, _ = run_cli("hint", "-k", "yinyang", str(tmp_path / "yy.txt"))
    assert code == 1 and out.startswith("no hints: the puzzle has no answer: ") and "breaks a rule" not in out
