"""Hostile pass 42, the command line: faults found and their exact messages now."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("kind, text, line, word", [
    ("lits", "lits\naaaa\n", 2, "aaaa"),
    ("starbattle", "starbattle\nab12\n", 2, "ab12"),
    ("norinori", "norinori\n6x6\n", 2, "6x6"),
    ("heyawake", "heyawake\n.\n\nab\n", 4, "ab"),
])
def test_a_headed_one_row_word_is_not_one_room(run_cli, tmp_path, kind, text, line, word):
    """`solve FILE` of 'lits' over the row 'aaaa' read a 1x1 board whose one room was named 'aaaa' and said
    "infeasible"; a column of such words was refused as cells written together, a row of one was not."""
    path = tmp_path / "rooms.txt"
    path.write_text(text)
    code, out, err = run_cli("solve", str(path))
    assert (code, out) == (2, "")
    spaced = " ".join(word)
    assert err.strip() == (f"gridsat: error: {path.name}: line {line}: {word!r} is cells written together: "
                           f"separate a row's cells by spaces ('{spaced}')")


def test_a_headed_one_cell_room_still_reads(run_cli, tmp_path):
    """A real 1x1 board and a spaced row still read as they are under the genre's name."""
    path = tmp_path / "one.txt"
    path.write_text("starbattle\na\n")
    assert run_cli("solve", str(path))[0] == 0
    path.write_text("lits\na a a a\n")
    code, out, _ = run_cli("solve", str(path))
    assert code == 0 and "██" in out
