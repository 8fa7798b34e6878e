"""Hostile pass 90, helper c: Yin-Yang and Domino Fit in depth."""

from __future__ import annotations

from test_yinyang import TASK_PAGE


def test_html_page_with_one_side_reads_the_other_from_the_cells(run_cli, tmp_path):
    # a page setting puzzleWidth = 4 (no puzzleHeight) over 36 cells was read as a 6x6 square: its stated width set
    # aside, every given after the first row moved to another cell and the wrong puzzle solved without a word
    page = tmp_path / "p.html"
    page.write_text(TASK_PAGE.replace("puzzleWidth = 6", "puzzleWidth = 4").replace("var puzzleHeight = 6;", ""))
    code, out, err = run_cli("yinyang", str(page), "--to", "text")
    assert (code, err) == (0, "")
    assert out.splitlines() == ["0 2 0 1", "0 1 0 0", "1 0 2 0", "0 2 0 1", "0 2 0 0", "2 0 1 0", "0 0 0 1",
                                "0 0 0 0", "0 0 0 0"]
    page.write_text(TASK_PAGE.replace("var puzzleWidth = 6;", "").replace("puzzleHeight = 6", "puzzleHeight = 9"))
    code, out, err = run_cli("yinyang", str(page), "--to", "text")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "0 2 0 1"  # 9 rows of 4: the same board


def test_html_page_with_one_side_that_does_not_divide_the_cells(run_cli, tmp_path):
    # was read as a 6x6 square, the stated side set aside
    page = tmp_path / "p.html"
    page.write_text(TASK_PAGE.replace("puzzleWidth = 6", "puzzleWidth = 5").replace("var puzzleHeight = 6;", ""))
    assert run_cli("yinyang", str(page)) == (2, "", "gridsat: error: p.html: task string gives 36 cells, not whole "
                                                    "rows of puzzleWidth = 5 (the page sets no puzzleHeight)\n")
    page.write_text(TASK_PAGE.replace("var puzzleWidth = 6;", "").replace("puzzleHeight = 6", "puzzleHeight = 5"))
    assert run_cli("yinyang", str(page)) == (2, "", "gridsat: error: p.html: task string gives 36 cells, not whole "
                                                    "columns of puzzleHeight = 5 (the page sets no puzzleWidth)\n")
    page.write_text("<html><script>var puzzleWidth = 1;\nvar task = 'W" + "z" * 80 + "B';</script></html>")
    assert run_cli("yinyang", str(page)) == (2, "", "gridsat: error: p.html: task string gives 2,082 cells: 2,082 "
                                                    "rows of puzzleWidth = 1; a board has at most 1000 cells a side\n")


def test_forced_counts_over_999_keep_their_thousands_separator(run_cli, tmp_path):
    # "? not forced (4 of 1000 cells forced)" under "all 1,600 cells forced" of the same key: the count alone had no
    # separator (Yin-Yang, the grid genres, the pictures' titles and Domino Fit's "forced dominoes: N of M")
    from gridsat.core.result import forced_title

    puzzle = tmp_path / "p.txt"
    puzzle.write_text(("1 " + "0 " * 498 + "2\n") * 2)
    code, out, err = run_cli("yinyang", str(puzzle), "--forced")
    assert (code, err) == (0, "")
    assert out.splitlines()[-2] == ("██ black, · white, ●/○ given black/white circles; ? not forced (4 of 1,000 cells "
                                    "forced)")
    assert forced_title("T", 1234, 1600, "cells forced") == "T: 1,234 of 1,600 cells forced, the others hatched"


GEN_5X5 = ('{"rows": 5, "cols": 5, "blocked": [[0, 2], [0, 3], [0, 4], [1, 4], [3, 3]], "row_targets": [4, 8, 7, 4, 9], '
           '"col_targets": [8, 8, 6, 6, 4], "rule": "cell"}')  # ../shared/data/dominofit/generated/gen_5x5_cell_s1


def _recorded_error(run_cli, tmp_path, *args):
    import json

    (tmp_path / "c.json").write_text(GEN_5X5)
    code, out, err = run_cli("dominofit", str(tmp_path / "c.json"), *args)
    assert code == 0
    (tmp_path / "c.solution.txt").write_text(out)
    results = tmp_path / "r.jsonl"
    code, _, _ = run_cli("batch", str(tmp_path / "c.json"), "--out", str(results), "--check-answer", "--jobs", "1",
                         "-q")
    assert code == 0
    return json.loads(results.read_text().splitlines()[0])["error"]


def test_dominofit_recorded_solution_saved_from_unique_names_its_two_tilings(run_cli, tmp_path):
    # was "c.solution.txt: the drawn board has 10 rows of 5 cells; the board has 5 rows of 5", where the grid kinds,
    # packing and exact cover name the second answer
    assert _recorded_error(run_cli, tmp_path, "-u") == (
        "c.solution.txt: the recorded solution holds 2 answers as gridsat prints them ('a second answer'): keep the "
        "one board to compare with, and its lines only")


def test_dominofit_recorded_solution_saved_from_forced_is_named(run_cli, tmp_path):
    # was "c.solution.txt: the drawn board has 10 rows of 5 cells; the board has 5 rows of 5"
    assert _recorded_error(run_cli, tmp_path, "--forced") == (
        "c.solution.txt: the recorded solution is a --forced drawing (a tiling, then the dominoes every tiling "
        "shares): save the tiling gridsat prints without --forced")
    # given to hint --position, was "the drawn board has 10 rows of 5 cells; the board has 5 rows of 5"
    assert run_cli("hint", str(tmp_path / "c.json"), "--position", str(tmp_path / "c.solution.txt")) == (
        2, "", f"gridsat: error: {tmp_path / 'c.solution.txt'}: the position is a --forced drawing (a tiling, then the dominoes every "
               "tiling shares): keep its second board, the forced dominoes, to start from\n")


def test_yinyang_recorded_solution_saved_from_forced_is_named(run_cli, tmp_path):
    # was "y.solution.txt: a recorded Yin-Yang solution must be rows of 1/2: r1c1 is 0": its key ends
    # "...black/white circles; ? not forced (N of M cells forced)", which the grid kinds' check took only at a line's
    # start
    import json

    from gridsat.puzzles.grid.drawn_answer import _partly_forced

    (tmp_path / "y.txt").write_text("0 0 0\n0 0 0\n0 0 1\n")
    code, out, _ = run_cli("yinyang", str(tmp_path / "y.txt"), "--forced")
    assert code == 0 and "? not forced (1 of 9 cells forced)" in out
    (tmp_path / "y.solution.txt").write_text(out)
    results = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "y.txt"), "--out", str(results), "--check-answer", "--jobs", "1",
                   "-q")[0] == 0
    assert json.loads(results.read_text())["error"] == (
        "y.solution.txt: the recorded solution is a --forced drawing with 8 cells not forced ('?'): a solution decides "
        "every cell (save the answer gridsat prints without --forced)")
    # a search the time limit cut: its count is of the cells not yet seen to vary
    assert _partly_forced("██ black; ? not forced (926 of 1,600 cells not yet seen to vary: unproven, the search was "
                          "cut short)") == "674 cells"
    assert _partly_forced("? not forced (3,585 of 3,600 cells forced) (unproven: the search was cut short)") == \
        "15 cells"
