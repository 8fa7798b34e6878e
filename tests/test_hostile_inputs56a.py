"""Hostile pass 56, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest

GRID_KINDS = ["nurikabe", "starbattle", "lightup", "heyawake", "norinori", "lits", "statuepark", "slitherlink",
              "masyu", "sudoku", "hitori"]


@pytest.mark.parametrize("kind", GRID_KINDS)
def test_grid_file_holding_only_its_genre_line_is_told_it_has_no_rows(run_cli, tmp_path, kind):
    # a file holding just 'nurikabe' was "the rows of clues are one block, with no blank line among them; got 0
    # blocks" (Heyawake: "expected 2 blocks of rows (clues, regions) separated by a blank line, got 0"): a blank
    # line blamed where there is no grid at all
    path = tmp_path / "g.txt"
    path.write_text(f"{kind}\n\n")
    what = "regions" if kind in ("starbattle", "norinori", "lits") else "clues"
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: g.txt: no rows of {what} after the genre "
                                           f"line '{kind}'\n")


def test_batch_given_standard_input_is_told_it_reads_none(run_cli, tmp_path, monkeypatch):
    # 'gridsat batch - -o r.jsonl' was "no such file or folder: '-'", where every other command reads '-' as
    # standard input: a newcomer piping a list of puzzles in was told a file was missing
    monkeypatch.chdir(tmp_path)
    assert run_cli("batch", "-", "-o", "r.jsonl") == (
        2, "", "gridsat: error: batch reads no standard input ('-'): give puzzle files, folders or a .jsonl "
        "collection (save the puzzles to a file first)\n")
    assert not (tmp_path / "r.jsonl").exists()
