"""Hostile pass 34, the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest

SAID = ("line {}: '{}' reads as one cell of a board one column wide: separate a row's cells by spaces ('{}'); a board "
        "truly one column wide: name its regions by one character each")


@pytest.mark.parametrize(("command", "header", "rows"), [
    ("starbattle", "starbattle 1\n", "AABB\nAABB\nCCDD\nCCDD\n"),
    ("norinori", "", "AABB\nAABB\nCCDD\nCCDD\n"),
    ("lits", "", "AAB\nAAB\nCCD\n"),
])
def test_region_rows_of_letters_without_spaces_are_not_a_column_of_regions(run_cli, tmp_path, command, header,
                                                                          rows):
    """A Star Battle whose region rows were written 'AABB' (no spaces) was read as a 4x1 board of four regions
    and called "infeasible": a wrong verdict on the puzzle meant. Digits ('0011') were already refused."""
    (tmp_path / "r.txt").write_text(header + rows)
    first = rows.split()[0]
    said = SAID.format(1 + bool(header), first, " ".join(first))
    assert run_cli(command, str(tmp_path / "r.txt")) == (2, "", f"gridsat: error: r.txt: {said}\n")


def test_region_rows_with_spaces_and_a_true_column_of_regions_still_read(run_cli, tmp_path):
    (tmp_path / "r.txt").write_text("starbattle 1\nA A B B\nA A B B\nC C D D\nC C D D\n")
    code, out, _ = run_cli("starbattle", str(tmp_path / "r.txt"))
    assert code == 0 and "solved in" in out
    (tmp_path / "c.txt").write_text("A\nA\nB\nB\n")  # one column of one-letter regions: read, and infeasible
    code, out, _ = run_cli("norinori", str(tmp_path / "c.txt"))
    assert code == 1 and "infeasible" in out


def test_the_python_api_refuses_the_same_region_rows():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    with pytest.raises(PuzzleInputError, match=r"'AABB' reads as one cell of a board one column wide"):
        get("norinori").parse("AABB\nAABB\nCCDD\nCCDD\n")


def test_the_web_api_refuses_the_same_region_rows(api_client):
    response = api_client.post("/api/solve", json={"kind": "starbattle", "puzzle": "AABB\nAABB\nCCDD\nCCDD\n"})
    assert (response.status_code, response.json()) == (422, {"error": (
        "Star Battle: " + SAID.format(1, "AABB", "A A B B"))})


@pytest.mark.parametrize("rows", [
    "..BWWWWB..\n" + "..........\n" * 9,  # ten wide: said "'..BWWWWB..'... (10 characters) is too long for a cell"
    ".BWW.\n.....\n..W..\n.....\n...B.\n",  # said "row 1, column 1: clue '.BWW.' is not a pearl W or B"
])
def test_masyu_rows_with_three_pearls_together_are_told_to_use_spaces(run_cli, tmp_path, rows):
    """Three pearl letters side by side read as a word of prose, so the rows were not named as cells written
    together (as '.B...' is) but refused as a cell too long or a pearl that is not W or B."""
    (tmp_path / "m.txt").write_text("masyu\n" + rows)
    first = rows.split()[0]
    spaced = " ".join(first[:6]) + " ..." * (len(first) > 6)
    said = f"line 2: '{first}' is cells written together: separate a row's cells by spaces ('{spaced}')"
    assert run_cli("masyu", str(tmp_path / "m.txt")) == (2, "", f"gridsat: error: m.txt: {said}\n")
