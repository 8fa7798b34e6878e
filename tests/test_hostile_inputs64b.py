"""Hostile pass 64, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

EMPTY_LIGHTUP = "lightup\n. . . .\n. . . .\n. . . .\n. . . .\n"
EMPTY_SUDOKU = ". . . .\n. . . .\n. . . .\n. . . .\n"


@pytest.mark.parametrize(("name", "text", "kind"), [("lu.txt", EMPTY_LIGHTUP, "lightup"),
                                                    ("su.txt", EMPTY_SUDOKU, "sudoku")])
def test_a_saved_count_cut_short_is_read_as_its_one_answer(run_cli, tmp_path, name, text, kind):
    """`gridsat solve P --count --limit 2 > P.solution.txt`, then `gridsat batch P --check-answer`, recorded "a
    recorded lightup solution must be rows of #/./*/x or of numbers" (Sudoku: "... rows of 1/2/3/4/5/6/7/8/9"):
    the status line under a count cut short, `stopped by --limit 2 after 0.018 s`, was not left out as `solved in
    0.018 s` is."""
    from gridsat.batch import run_batch

    puzzle = tmp_path / name
    puzzle.write_text(text)
    code, out, err = run_cli("solve", str(puzzle), "-k", kind, "--count", "--limit", "2")
    assert (code, err) == (1, "")  # a count cut short exits 1
    assert out.splitlines()[-2:][0] == "2 solutions (incomplete: --limit 2 stopped the count)"
    assert out.splitlines()[-1].startswith("stopped by --limit 2 after ")
    puzzle.with_suffix(".solution.txt").write_text(out)
    run_batch([str(puzzle)], tmp_path / "r.jsonl", jobs=1, check_answer=True, kind=kind)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line.get("error"), line["check"]) == ("solved", None, "passed")
    assert isinstance(line["matches_record"], bool)


def test_the_status_lines_of_a_run_cut_short_are_left_out_of_a_saved_answer():
    from gridsat.core.grid_text import without_status_line

    board = "◉ · · ·\n· ◉ · ·"
    for status in ("stopped by --limit 3 after 0.022 s", "stopped by the time limit after 0.265 s",
                   "interrupted (Ctrl-C) after 1.200 s",
                   "interrupted (SIGTERM) after 1.2 s, the puzzle proven infeasible (no answer) before"):
        assert without_status_line(f"{board}\n◉ bulb, · no bulb\n{status}") == board
    # a row of the puzzle's own is never taken for one
    assert without_status_line("stopped by\n" + board) == "stopped by\n" + board


@pytest.mark.parametrize("options", [("--count",), ("--count", "--limit", "2")])
def test_a_saved_cover_count_is_read_as_its_one_cover(run_cli, tmp_path, options):
    """`gridsat solve queens-8.dlx --count > queens-8.solution.txt`, then `gridsat batch --check-answer`, recorded
    "line 9: '92 solutions (all counted)' is no option of a cover as gridsat prints one (INDEX: ITEMS), nor a list
    of option indices": the exact cover's reader of a printed cover left out `solved in ...` alone."""
    import shutil
    from pathlib import Path

    from gridsat.batch import run_batch

    puzzle = tmp_path / "q.dlx"
    shutil.copy(Path(__file__).resolve().parents[1] / "examples" / "queens-8.dlx", puzzle)
    code, out, err = run_cli("solve", str(puzzle), *options)
    assert (code, err) == (0 if len(options) == 1 else 1, "")
    puzzle.with_suffix(".solution.txt").write_text(out)
    run_batch([str(puzzle)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line.get("error"), line["matches_record"]) == ("solved", None, True)


INFEASIBLE_HITORI = "hitori\n1 1 2\n2 1 1\n1 2 1\n"


def test_a_position_that_is_the_output_of_a_run_with_no_answer_is_told_so(run_cli, tmp_path):
    """`gridsat solve H > pos.txt` of a Hitori with no answer, then `gridsat hint H --position pos.txt` (or the web's
    position): "pos.txt: line 1, column 1: 'no' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)", where
    `batch --check-answer` tells the same file as a solution what it is."""
    import gridsat

    puzzle = tmp_path / "h.txt"
    puzzle.write_text(INFEASIBLE_HITORI)
    code, out, _ = run_cli("solve", str(puzzle))
    assert code == 1 and out.splitlines()[-1].startswith("infeasible in ")
    (tmp_path / "pos.txt").write_text(out)
    code, out, err = run_cli("hint", str(puzzle), "--position", str(tmp_path / "pos.txt"))
    found = err.strip()
    assert code == 2 and found.startswith(f"gridsat: error: {tmp_path / 'pos.txt'}: the position holds gridsat's output of a run "
                                          "with no answer in it ('infeasible in ")
    assert found.endswith("'): give the player's grid of the kind's values (0 undecided)")
    kind = gridsat.kinds.get("hitori")
    with pytest.raises(gridsat.PuzzleInputError) as told:
        kind.position_of("no answer: the numbers 1 at r1c1 cannot all hold\n", kind.parse(INFEASIBLE_HITORI))
    assert str(told.value) == ("position: the position holds gridsat's output of a run with no answer in it ('no "
                               "answer: the numbers 1 at r1c1 cannot all hold'): give the player's grid of the "
                               "kind's values (0 undecided)")


def test_a_cover_saved_with_a_count_cut_short_given_as_a_puzzle_is_told_an_answer(run_cli, tmp_path):
    """`gridsat solve queens-8.dlx --count --limit 2 > out.txt`, then `gridsat solve out.txt`: "not a puzzle gridsat
    can read" (`gridsat cover out.txt`: "line 1: item '0:' contains ':' ..."), where the same saved by a plain solve
    is told "an answer as gridsat prints it": the time line `stopped by --limit 2 after 0.006 s` was not known."""
    import shutil
    from pathlib import Path

    puzzle = tmp_path / "q.dlx"
    shutil.copy(Path(__file__).resolve().parents[1] / "examples" / "queens-8.dlx", puzzle)
    code, out, _ = run_cli("solve", str(puzzle), "--count", "--limit", "2")
    assert code == 1 and out.splitlines()[-1].startswith("stopped by --limit 2 after ")
    (tmp_path / "out.txt").write_text(out)
    told = ("out.txt: an answer as gridsat prints it, not a puzzle: give the puzzle itself (its file or URL); to "
            "check an answer, save it as NAME.solution.txt beside the puzzle file NAME.txt and run gridsat batch with "
            "--check-answer\n")
    for command in ("solve", "cover"):
        code, out, err = run_cli(command, str(tmp_path / "out.txt"))
        assert (code, out) == (2, "") and err.startswith("gridsat: error: ") and err.endswith(told)
