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


@pytest.mark.parametrize("args, said", [
    (("hint", "PUZZLE", "--position", "p.svg"), "p.svg: cannot read position file: an SVG picture, not text: a "
     "position file is text"),
    (("pack", "-b", "p.svg"), "p.svg: cannot read board file: an SVG picture, not text: a board file is text"),
    (("pack", "-b", "3x3", "-p", "p.png"), "p.png: cannot read piece file: a PNG picture, not text: a piece file is "
     "text"),
    (("calendar", "2026-10-06", "--edition", "p.svg"), "p.svg: cannot read edition file: an SVG picture, not text: "
     "an edition file is text"),
    (("hint", "PUZZLE", "--position", "p.gz"), "p.gz: cannot read position file: gzip-compressed: give the position "
     "file uncompressed"),
    (("solve", "p.svg"), "p.svg: cannot read puzzle file: an SVG picture, not a puzzle's text: gridsat reads a "
     "puzzle as text, JSON or a puzz.link URL"),
])
def test_picture_given_as_a_part_file_is_not_told_a_puzzles_words(run_cli, tmp_path, monkeypatch, args, said):
    # an SVG or PNG given as a position, board, piece or edition file was told "not a puzzle's text: gridsat reads
    # a puzzle as text, JSON or a puzz.link URL" (no such file is a puzzle, nor ever a URL); a gzipped position
    # "give the puzzle file uncompressed (gridsat batch reads .jsonl.gz collections)"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "PUZZLE").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n")
    (tmp_path / "p.svg").write_text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>\n')
    (tmp_path / "p.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    (tmp_path / "p.gz").write_bytes(b"\x1f\x8b\x08\x00")
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_pzprv3_file_with_more_rows_than_its_rows_line_says_is_told_why_an_answer_is_read(run_cli, tmp_path):
    # a pzprv3 Yin-Yang whose rows line says 2 but which holds 3 question rows (and no answer) was "answer has 1
    # row, expected 2": an answer blamed the file never meant to give
    path = tmp_path / "p.txt"
    path.write_text("pzprv3\nyinyang\n2\n3\n1 . . \n. . . \n. . 2 \n")
    assert run_cli("yinyang", str(path)) == (
        2, "", "gridsat: error: p.txt: answer has 1 row, expected 2 (the lines after the question's 2 rows, as line 3 "
        "says, are its answer: is that count right?)\n")
