"""Hostile pass 36, the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest

SAID = "line {}: '{}' is cells written together: separate a row's cells by spaces ('{}')"


@pytest.mark.parametrize(("command", "text", "line", "row"), [
    ("norinori", "A A B B\nAABB\nC C D D\nC C D D\n", 2, "AABB"),
    ("lits", "A A B B\nA A B B\nC C D D\nCCDD\n", 4, "CCDD"),
    ("starbattle", "A A\nAA\n", 2, "AA"),
])
def test_a_later_region_row_without_spaces_is_told_to_use_spaces(run_cli, tmp_path, command, text, line, row):
    """A board of regions whose first row is spaced and a later row is not ('A A B B' then 'AABB') was refused as
    "line 2: 1 cell, expected 4", which does not say the cells need spaces (a Heyawake's regions under its clues
    were told already)."""
    (tmp_path / "g.txt").write_text(text)
    said = SAID.format(line, row, " ".join(row))
    assert run_cli(command, str(tmp_path / "g.txt")) == (2, "", f"gridsat: error: g.txt: {said}\n")


def test_a_short_row_of_regions_is_still_a_short_row(run_cli, tmp_path):
    (tmp_path / "g.txt").write_text("A A B B\nA B\nC C D D\nC C D D\n")  # two cells, not one run together
    assert run_cli("norinori", str(tmp_path / "g.txt")) == (
        2, "", "gridsat: error: g.txt: line 2: 2 cells, expected 4\n")
