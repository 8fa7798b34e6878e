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


def _board(rule, col_targets, *rows):
    return puzzle_from_json({"rows": len(rows), "cols": len(col_targets), "blocked": [], "rule": rule,
                             "row_targets": list(rows), "col_targets": col_targets})


def test_dot_row_targets_past_their_free_cells_are_said_so():
    # was "the targets force -2 vertical dominoes starting in row 1, which is negative"
    assert implied_counts(_board("dot", [1, 1, 1], 3, 5)).contradiction == (
        "row 2 has 3 free cells, so its dot score is at most 3 (a horizontal domino 2 on its 2 cells, a vertical one "
        "1 or 0 on its cell), not 5")


def test_dot_row_of_odd_score_is_said_without_fractions():
    # was "the targets force 3/2 horizontal dominoes in row 1, which is not a whole number"
    p = puzzle_from_json({"rows": 3, "cols": 4, "blocked": [], "rule": "dot", "row_targets": [4, 3, 4],
                          "col_targets": [0] * 4, "col_relations": [">="] * 4})
    assert implied_counts(p).contradiction == (
        "row 1's dot score is 1 for the vertical dominoes starting in it (row 2's target leaves 1 of its cells to "
        "their lower ends) plus 2 for each horizontal domino: never 4")


def test_cell_column_targets_are_said_as_the_scores_a_column_can_take():
    # was "the targets force 3/2 vertical dominoes in column 1, which is not a whole number" (odd) and
    # "the targets force -1 vertical dominoes in column 1, which is negative" (past twice its cells)
    for target in (3, 6):
        p = puzzle_from_json({"rows": 2, "cols": 2, "blocked": [], "rule": "cell", "row_targets": [0, 0],
                              "row_relations": [">=", ">="], "col_targets": [target, 2]})
        assert implied_counts(p).contradiction == (
            "column 1 has 2 free cells, each scoring 1 under a vertical domino (whose cells pair up) or 2 under a "
            f"horizontal one: an even score from 2 to 4, never {target}")


def test_cell_rows_whose_targets_leave_too_few_cells_for_lower_ends(run_cli, tmp_path):
    # was "the targets force -2 vertical dominoes starting in row 2, which is negative"
    (tmp_path / "p.txt").write_text("dominofit rule=cell\n2 2\n. .   2\n. .   4\n", encoding="utf-8")
    code, out, err = run_cli("dominofit", str(tmp_path / "p.txt"))
    assert code == 1 and ("no tiling: row 2's target 4 leaves 0 cells of it to vertical dominoes, too few for the "
                          "lower ends of the 2 vertical dominoes row 1 starts") in out
