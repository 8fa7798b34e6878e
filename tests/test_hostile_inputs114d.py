"""Hostile pass 114, part d: the Python API across every kind, against brute force from the rules."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

HASHI = gridsat.kinds.get("hashi")
SQUARE = "hashi\n2 . 2\n. . .\n2 . 2"  # one answer: a ring of single bridges


@pytest.mark.parametrize(("position", "said"), [
    ("0 0 0", "position: the position has 1 row of 3 cells; the puzzle has 3 rows of 3"),
    ("", "position: the position has no rows; the puzzle has 3 rows of 3"),
    ("0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0", "position: the position has 4 rows of 4 cells; the puzzle has 3 rows of 3"),
    ("0 0 0\n0 0\n0 0 0", "position: the position has 3 rows of 2/3 cells; the puzzle has 3 rows of 3"),
])
def test_hashi_position_of_another_size_is_refused(position, said):
    """A Hashiwokakero position of rows of numbers of another size (or none) was read as no bridge on every side
    it left out, and the hint blamed the player: "r1c1 (2) cannot get its 2 bridges"."""
    puzzle = HASHI.parse(SQUARE)
    with pytest.raises(PuzzleInputError) as caught:
        HASHI.read_position(position, puzzle)
    assert str(caught.value) == said


def test_hashi_position_of_the_board_size_still_reads():
    puzzle = HASHI.parse(SQUARE)
    deduction = HASHI.hints(puzzle, start=HASHI.read_position("4 1 3\n3 0 3\n1 1 0", puzzle))
    assert deduction.to_json()["verdict"] == "unique" and deduction.steps == []
    assert HASHI.read_position("0 0 0\n0 0 0\n0 0 0", puzzle)  # every side decided: no bridge (its mistakes told)


def test_hashi_position_of_another_size_from_the_command_line(tmp_path, capsys):
    from gridsat.cli import main

    (tmp_path / "p.txt").write_text("2 . 2\n. . .\n2 . 2\n")
    (tmp_path / "pos.txt").write_text("0 0 0\n")
    with pytest.raises(SystemExit) as exit_:
        main(["hint", "--kind", "hashi", str(tmp_path / "p.txt"), "--position", str(tmp_path / "pos.txt")])
    assert exit_.value.code == 2
    assert capsys.readouterr().err.strip().endswith("pos.txt: the position has 1 row of 3 cells; the puzzle has 3 "
                                                     "rows of 3")
