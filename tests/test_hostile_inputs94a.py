"""Hostile pass 94, part a: valid puzzles, positions and answers in every form the docs name still read."""

from __future__ import annotations

import gridsat


def test_a_star_battle_with_blank_lines_above_its_header_reads_its_star_count(tmp_path):
    # was: "line 3: 'starbattle 2' is not a header line: a header line is exactly 'starbattle' or 'starbattle K
    # (K stars)'": the header was looked for on line 1 alone, where every other genre skips blank lines above it
    path = tmp_path / "two.txt"
    path.write_text("\n\r\nstarbattle 2\n0 0 0 0\n1 1 1 1\n2 2 2 2\n3 3 3 3\n")
    kind, puzzle = gridsat.read(str(path))
    assert (kind.name, puzzle.stars, puzzle.rows) == ("starbattle", 2, 4)


def test_a_bad_star_count_under_blank_lines_is_named_by_its_line(run_cli, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("\n\nstarbattle x\n0 0\n0 0\n")
    code, _, err = run_cli("starbattle", str(path))
    assert code == 2 and "bad.txt: line 3: the star count must be a whole number from 1 to" in err


def test_a_true_column_of_regions_named_by_words_is_told_how_to_write_it(run_cli, tmp_path):
    # was: "line 2: 'room1' reads as one cell of a board one column wide: separate a row's cells by spaces
    # ('r o o m 1')" alone: a Norinori truly one column wide, its regions named by words, followed that advice into
    # a puzzle 5 wide; one-character names read it as written
    path = tmp_path / "c.txt"
    path.write_text("norinori\nroom1\nroom1\nroom2\nroom2\n")
    code, _, err = run_cli("norinori", str(path))
    assert (code, err) == (2, "gridsat: error: c.txt: line 2: 'room1' reads as one cell of a board one column wide: "
                              "separate a row's cells by spaces ('r o o m 1'); a board truly one column wide: name "
                              "its regions by one character each\n")
    path.write_text("norinori\nA\nA\nB\nB\n")
    kind, puzzle = gridsat.read(str(path))
    assert (puzzle.rows, puzzle.cols) == (4, 1)


def test_a_true_column_of_equal_long_numbers_is_pointed_to_json(run_cli, tmp_path):
    # was: only "separate a row's cells by spaces ('1 0')", which made another puzzle of a Hitori 3x1 of 10, 12, 10
    path = tmp_path / "h.txt"
    path.write_text("hitori\n10\n12\n10\n")
    code, _, err = run_cli("hitori", str(path))
    assert code == 2 and err.endswith("('1 0'); a board truly one column wide: give it as JSON or a URL\n")
    kind = gridsat.kinds.get("hitori")
    puzzle = kind.parse('{"kind": "hitori", "rows": 3, "cols": 1, "clues": [[10], [12], [10]]}')
    assert kind.parse(puzzle.to_url()).to_json() == puzzle.to_json()


def test_a_sudoku_with_blank_lines_between_its_bands_reads_as_one(tmp_path, run_cli):
    # was: "line 6 starts a second puzzle (3 grids of 3 rows alike, a blank line between): a file holds one": a
    # Sudoku's rows separated by spaces, a blank line after each band of 3 (as written without spaces, it was read)
    rows = ["5 3 . . 7 . . . .", "6 . . 1 9 5 . . .", ". 9 8 . . . . 6 .", "8 . . . 6 . . . 3", "4 . . 8 . 3 . . 1",
            "7 . . . 2 . . . 6", ". 6 . . . . 2 8 .", ". . . 4 1 9 . . 5", ". . . . 8 . . 7 9"]
    banded = "\n\n".join("\n".join(rows[k:k + 3]) for k in (0, 3, 6))
    (tmp_path / "b.txt").write_text("sudoku\n" + banded + "\n")
    kind, puzzle = gridsat.read(str(tmp_path / "b.txt"))
    assert (kind.name, puzzle.to_json()) == ("sudoku", gridsat.kinds.get("sudoku").parse("\n".join(rows)).to_json())
    (tmp_path / "two.txt").write_text("sudoku\n" + banded + "\n\n" + banded + "\n")  # two of them: still refused
    code, _, err = run_cli("sudoku", str(tmp_path / "two.txt"))
    assert code == 2 and "starts a second puzzle (6 grids of 3 rows alike" in err
