"""Hostile pass 103, part c: the calendar puzzle, Domino Fit and Yin-Yang."""

from __future__ import annotations

from gridsat.puzzles.dominofit import puzzle_from_json
from gridsat.puzzles.dominofit.model import implied_counts


def _dot(rows, cols, col_targets):  # rows at least 0: only the columns' reasons
    return puzzle_from_json({"rows": rows, "cols": cols, "blocked": [], "rule": "dot", "row_targets": [0] * rows,
                             "row_relations": [">="] * rows, "col_targets": col_targets})


def test_dot_column_targets_that_need_too_many_cells_name_the_column(run_cli, tmp_path):
    # was "the column targets leave -8 horizontal dominoes sticking out of the right edge" (a negative count
    # carried to the last column)
    (tmp_path / "p.json").write_text('{"rows": 2, "cols": 2, "blocked": [], "row_targets": [2, 2], '
                                     '"col_targets": [2, 2], "rule": "dot"}', encoding="utf-8")
    code, out, err = run_cli("dominofit", str(tmp_path / "p.json"))
    assert code == 1 and ("no tiling: column 1's dot score 2 needs 2 vertical dominoes starting in it: 4 cells, "
                          "but it has 2 free") in out


def test_dot_column_reason_counts_the_horizontal_dominoes_from_the_left():
    # column 1 (target 0) sends two horizontal dominoes into column 2, which then has no cell for a vertical one
    reason = implied_counts(_dot(2, 3, [0, 7, 0])).contradiction
    assert reason == ("column 2's dot score 7 needs 3 vertical dominoes starting in it besides the 2 horizontal "
                      "dominoes the columns to its left end in it: 6 cells, but it has 0 free")


def test_dot_columns_that_do_close_keep_their_sticking_out_reason():
    reason = implied_counts(_dot(2, 2, [1, 0])).contradiction
    assert reason == "the column targets leave 2 horizontal dominoes sticking out of the right edge"
