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
