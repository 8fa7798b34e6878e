"""Hostile pass 35, the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest

SAID = "line {}: '{}' is cells written together: separate a row's cells by spaces ('{}')"


@pytest.mark.parametrize(("command", "text", "line", "first"), [
    ("masyu", "BW\nWB\n", 1, "BW"),
    ("masyu", "BWWB\nWBBW\n....\n....\n", 1, "BWWB"),
    ("statuepark", "statuepark\nBW\nWB\n", 2, "BW"),
    ("lightup", "lightup\n##\n##\n", 2, "##"),
    ("slitherlink", "slitherlink\n?3\n21\n", 2, "?3"),
    ("lightup", "lightup\n1 . .\n#1#\n. . .\n", 3, "#1#"),
])
def test_symbol_rows_without_spaces_are_told_to_use_spaces(run_cli, tmp_path, command, text, line, first):
    """Masyu pearls written 'BW' (no spaces, no '.') were refused as "row 1, column 1: clue 'BW' is not a pearl W
    or B", which does not say the cells need spaces; Light Up's '##', Statue Park's 'BW' the same."""
    (tmp_path / "g.txt").write_text(text)
    said = SAID.format(line, first, " ".join(first))
    assert run_cli(command, str(tmp_path / "g.txt")) == (2, "", f"gridsat: error: g.txt: {said}\n")


def test_a_true_column_of_pearls_and_prose_are_read_as_before(run_cli, tmp_path):
    (tmp_path / "c.txt").write_text("B\nW\n.\n")  # a column of one-letter cells: read, and infeasible
    code, out, _ = run_cli("masyu", str(tmp_path / "c.txt"))
    assert code == 1 and "infeasible" in out
    (tmp_path / "p.txt").write_text("hello\nworld\n")  # prose is not told to use spaces
    assert run_cli("masyu", str(tmp_path / "p.txt")) == (
        2, "", "gridsat: error: p.txt: row 1, column 1: clue 'hello' is not a pearl W or B\n")
    (tmp_path / "n.txt").write_text("nurikabe\n12 . .\n. . .\n")  # a clue of two digits is one clue
    code, out, _ = run_cli("nurikabe", str(tmp_path / "n.txt"))
    assert code == 1 and "12 at r1c1" in out


def test_the_python_and_web_apis_refuse_the_same_pearl_rows(api_client):
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    with pytest.raises(PuzzleInputError, match=r"'BWWB' is cells written together"):
        get("masyu").parse("BWWB\nWBBW\n....\n....\n")
    response = api_client.post("/api/solve", json={"kind": "masyu", "puzzle": "BW\nWB\n"})
    assert (response.status_code, response.json()) == (422, {"error": "Masyu: " + SAID.format(1, "BW", "B W")})


def test_heyawake_region_rows_without_spaces_under_its_clues(run_cli, tmp_path):
    """Heyawake's regions block written 'AABB' under clue rows 4 wide was "line 5: 1 cell, expected 4"."""
    (tmp_path / "h.txt").write_text("heyawake\n2 . . .\n. . . .\n\nAABB\nAABB\n")
    assert run_cli("heyawake", str(tmp_path / "h.txt")) == (
        2, "", "gridsat: error: h.txt: line 5: 'AABB' is cells written together: separate a row's cells by spaces "
               "('A A B B')\n")
    (tmp_path / "s.txt").write_text("heyawake\n2 . . .\n. . . .\n\nA A B B\nA A B B\n")
    code, out, _ = run_cli("heyawake", str(tmp_path / "s.txt"))
    assert code in (0, 1) and " in " in out
