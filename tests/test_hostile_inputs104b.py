"""Hostile pass 104, part b: pass 103's fixes, hostile (Domino Fit's no-tiling reasons, ...)."""

from __future__ import annotations

import pytest

from gridsat.puzzles.dominofit import puzzle_from_json
from gridsat.puzzles.dominofit.model import implied_counts


def _reason(rows, cols, rule, row_targets=None, col_targets=None, blocked=()):
    """The no-tiling reason of a board whose other axis's targets are all '>= 0' (or both given)."""
    d = {"rows": rows, "cols": cols, "blocked": [list(b) for b in blocked], "rule": rule,
         "row_targets": row_targets or [0] * rows, "col_targets": col_targets or [0] * cols}
    if row_targets is None:
        d["row_relations"] = [">="] * rows
    if col_targets is None:
        d["col_relations"] = [">="] * cols
    return implied_counts(puzzle_from_json(d)).contradiction


@pytest.mark.parametrize("args, said", [
    # each was a negative count: "the targets force -2 horizontal dominoes starting in column 2, which is negative"
    (dict(rows=2, cols=2, rule="cell", col_targets=[4, 0], blocked=[(0, 1), (1, 1)]),
     "column 2's target 0 leaves 0 cells of it to horizontal dominoes, too few for the right ends of the 2 horizontal "
     "dominoes column 1 starts"),
    # "the targets force -1 horizontal dominoes in row 1, which is negative"
    (dict(rows=2, cols=2, rule="dot", row_targets=[0, 0], blocked=[(0, 0), (0, 1)]),
     "row 1's dot score is 2 for the vertical dominoes starting in it (row 2's target leaves 2 of its cells to their "
     "lower ends) plus 2 for each horizontal domino: never 0"),
    # "the column targets leave 4 horizontal dominoes sticking out of the right edge" (from -2 vertical dominoes)
    (dict(rows=1, cols=2, rule="dot", col_targets=[0, 0]),
     "column 2's dot score 0 is less than 2: the columns to its left end 1 horizontal domino in it, which score 2 "
     "each"),
    # "the targets force 2 vertical dominoes to start in the last row (1)"
    (dict(rows=1, cols=2, rule="cell", row_targets=[2]),
     "row 1's target 2 leaves 2 cells of it to vertical dominoes, but the grid has one row"),
    # "the targets force 4 vertical dominoes to start in the last row (2)"
    (dict(rows=2, cols=4, rule="cell", row_targets=[8, 4]),
     "row 2's target 4 leaves 4 cells of it to vertical dominoes, more than the lower ends of the 0 vertical "
     "dominoes row 1 starts, and none starts in the last row"),
    # "the targets force 1 horizontal dominoes to start in the last column (2)"
    (dict(rows=1, cols=2, rule="cell", col_targets=[1, 1], blocked=[]),
     "column 1 has 1 free cell, each scoring 1 under a vertical domino (whose cells pair up) or 2 under a horizontal "
     "one: an even score from 2 to 2, never 1"),
    (dict(rows=2, cols=2, rule="cell", col_targets=[2, 4]),
     "column 2's target 4 leaves 2 cells of it to horizontal dominoes, more than the right ends of the 0 horizontal "
     "dominoes column 1 starts, and none starts in the last column"),
    # "row 1 has 1 free cells": one is said singular
    (dict(rows=2, cols=3, rule="dot", row_targets=[2, 1], blocked=[(0, 1), (0, 2)]),
     "row 1 has 1 free cell, so its dot score must be 1, not 2"),
])
def test_dominofit_no_tiling_reasons_are_in_the_boards_terms(args, said):
    assert _reason(**args) == said


def _tilings(rows, cols, blocked):
    cells = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in blocked]
    out = []

    def place(covered, dominoes):
        cell = next((x for x in cells if x not in covered), None)
        if cell is None:
            return out.append(dominoes)
        r, c = cell
        for kind, other in (("H", (r, c + 1)), ("V", (r + 1, c))):
            if other in cells and other not in covered:
                place(covered | {cell, other}, dominoes + [(kind, r, c)])

    place(frozenset(), [])
    return out


def test_dominofit_no_reason_for_a_board_with_a_tiling_and_every_reason_without_negatives():
    # brute force: every reachable target pair and its one-off neighbours on small boards of both rules
    from gridsat.puzzles.dominofit.rules import line_sums
    for rows, cols, blocked in ((1, 2, ()), (2, 2, ()), (2, 3, ()), (3, 2, ((0, 0),)), (2, 3, ((0, 1), (1, 1)))):
        blocked = set(blocked)
        for rule in ("cell", "dot"):
            sums = {tuple(map(tuple, line_sums(rule, rows, cols, t))) for t in _tilings(rows, cols, blocked)}
            for rs, cs in list(sums):
                for i in range(rows + cols):
                    for d in (0, -2, -1, 1, 2):
                        r2, c2 = list(rs), list(cs)
                        (r2 if i < rows else c2)[i if i < rows else i - rows] += d
                        if min(r2 + c2) < 0:
                            continue
                        why = _reason(rows, cols, rule, r2, c2, blocked)
                        assert why is None or (tuple(r2), tuple(c2)) not in sums, (rows, cols, rule, r2, c2, why)
                        assert why is None or ("-" not in why and "/" not in why and "force" not in why), why


@pytest.mark.parametrize("text, said", [
    # was "no cover: primary item '//' (and 2 others) is in no option, so nothing covers it", proven, exit 1
    ("a b   // the items\na\nb\n", "line 1: the item line ends '// the items', which no option names; a comment "
     "takes a line of its own, starting with '|'"),
    # was "line 2: unknown item '|' (not on the item line)", as if '|' could be an item
    ("a b c\nc | trailing\nb\na\n", "line 2: unknown item '|' (not on the item line); a comment takes a line of its "
     "own, starting with '|'"),
    ("a b\na   // first\nb\n", "line 2: unknown item '//' (not on the item line); a comment takes a line of its own, "
     "starting with '|'"),
])
def test_a_dlx_comment_after_items_is_named(run_cli, tmp_path, text, said):
    (tmp_path / "p.dlx").write_text(text, encoding="utf-8")
    assert run_cli("cover", str(tmp_path / "p.dlx")) == (2, "", f"gridsat: error: p.dlx: {said}\n")


def test_dlx_items_that_look_like_comments_but_are_named_stay_items(run_cli, tmp_path):
    (tmp_path / "p.dlx").write_text("a #b\na #b\n", encoding="utf-8")
    code, out, err = run_cli("cover", str(tmp_path / "p.dlx"), "--count")
    assert code == 0 and "1 solution (all counted)" in out


def test_a_ctrl_c_while_gridsat_solve_reads_raises_as_documented(monkeypatch, tmp_path):
    # a Ctrl-C landing in the detection's imports raised KeyboardInterrupt where the README said a Ctrl-C "does not
    # raise": the README and the docstring now say a Ctrl-C during reading raises (no puzzle to give a result of)
    from pathlib import Path

    import gridsat
    from gridsat.puzzles import kinds

    def ctrl_c(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(kinds, "_read_detected", ctrl_c)
    (tmp_path / "p.txt").write_text("lightup\n. .\n. .\n", encoding="utf-8")
    with pytest.raises(KeyboardInterrupt):
        gridsat.solve(str(tmp_path / "p.txt"))
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8").replace("\n", " ")
    assert "A Ctrl-C while `gridsat.solve` still reads its puzzle (or `gridsat.read` reads one) raises " \
           "`KeyboardInterrupt`: there is no puzzle yet to give a result of." in readme
    assert "KeyboardInterrupt: a Ctrl-C while the puzzle is still read" in gridsat.solve.__doc__


def test_a_lits_url_with_pzprjs_current_form_flag_is_read(run_cli):
    # pzprjs reads LITS's 'c' (the current form, its app's URLs) as Creek's, which gridsat reads since pass 102:
    # it was "unknown URL flag 'c' (puzz.link's LITS has only 'd': ...)", a URL puzz.link opens turned away
    code, out, err = run_cli("solve", "https://puzz.link/p?lits/c/4/4/9q02jg", "--to", "url")
    assert (code, out, err) == (0, "https://puzz.link/p?lits/4/4/9q02jg\n", "")
