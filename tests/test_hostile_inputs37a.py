"""Hostile pass 37, the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("kind", "name"), [("dominofit", "x.txt"), ("yinyang", "x.json")])
def test_generate_count_with_another_kinds_file_name_asks_for_a_collection(run_cli, tmp_path, kind, name):
    """``generate dominofit --count 3 -o x.txt`` said "name it x.json", and ``-o x.json`` was then refused with
    "--count 3 writes a collection: give --out FILE.jsonl": the first message led to a second refusal."""
    out = tmp_path / name
    assert run_cli("generate", kind, "--size", "3x3", "--count", "3", "-o", str(out)) == (
        2, "", f"gridsat: error: --count 3 writes a collection: give --out FILE.jsonl (got '{out}')\n")
    assert not out.exists()


@pytest.mark.parametrize("command", ["norinori", "lits", "starbattle"])
def test_a_region_in_pieces_is_named_by_its_cells_as_a_region(run_cli, tmp_path, command):
    """A region written 'A' in two pieces was "region 0 is in 2 pieces" for Star Battle (a number the user never
    wrote, found room by room without the shared check) and "the room of ..." for Norinori and LITS, whose areas
    are regions (Heyawake's are rooms, and stay so)."""
    (tmp_path / "g.txt").write_text("A B A\nA B A\nA B A\n")
    assert run_cli(command, str(tmp_path / "g.txt")) == (
        2, "", "gridsat: error: g.txt: the region of row 1, column 1 is in 2 pieces (one at row 1, column 3); a "
               "region is one connected area\n")


def test_a_heyawake_room_in_pieces_is_still_a_room(run_cli, tmp_path):
    (tmp_path / "g.txt").write_text(". . .\n. . .\n. . .\n\nA B A\nA B A\nA B A\n")
    assert run_cli("heyawake", str(tmp_path / "g.txt")) == (
        2, "", "gridsat: error: g.txt: the room of row 1, column 1 is in 2 pieces (one at row 1, column 3); a room "
               "is one connected area\n")


def test_count_listing_some_under_a_time_limit_keeps_its_progress_out_of_the_check(run_cli, tmp_path):
    """``cover F -n 3 --count -t 5`` (and ``pack -n 3 --count -t 5``) said "gridsat: error: Task.on_progress goes
    with the count task, not solve": the listing's fit within the time left was weighed with a one-answer task
    copied from the count, its progress report and all (a Ctrl-C stopping such a count with over two answers
    listed took the same path)."""
    (tmp_path / "c.dlx").write_text("a b\na\nb\na b\na b\n")
    code, out, err = run_cli("cover", str(tmp_path / "c.dlx"), "-n", "3", "--count", "-t", "5")
    assert (code, err) == (0, "")
    assert out.splitlines()[:4] == ["solution 1", "0: a", "1: b", "solution 2"]
    assert "3 solutions (all counted)" in out
