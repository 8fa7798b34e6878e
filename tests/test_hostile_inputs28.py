"""Faults found by the twenty-eighth hostile pass over the command line, kept as tests."""

import pytest


@pytest.mark.parametrize("board", ["3x20", "8x8-centre"])
def test_a_board_given_as_the_puzzle_beside_pieces_is_said_to_be_a_board(run_cli, tmp_path, monkeypatch, board):
    """`gridsat pack 3x20 -p pentominoes` said "--pieces does not apply to a puzzle file" of a board's name that
    is no file: the board is named as one, with the command that takes it (as `gridsat pack 3x20` says)."""
    monkeypatch.chdir(tmp_path)
    assert run_cli("pack", board, "-p", "pentominoes") == (
        2, "", f"gridsat: error: {board}: no such file; {board!r} is a board, not a packing puzzle file (JSON): "
               f"gridsat pack --board {board}; in Python, gridsat.pack({board!r})\n")


@pytest.mark.parametrize("args", [("pack", "nosuch.json", "-p", "pentominoes"), ("pack", "nosuch.json", "-b", "3x20"),
                                  ("calendar", "nosuch.json", "--edition", "weekday")])
def test_a_missing_puzzle_file_beside_settings_is_said_missing(run_cli, tmp_path, monkeypatch, args):
    """`gridsat pack nosuch.json -p pentominoes` (or `calendar nosuch.json -e weekday`) said the option "does not
    apply to a puzzle file" of a file that does not exist: the file is said missing."""
    monkeypatch.chdir(tmp_path)
    assert run_cli(*args) == (2, "", "gridsat: error: nosuch.json: cannot read puzzle file: No such file or directory\n")
