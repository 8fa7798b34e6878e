"""What a new user, working from the README alone, tripped over in the thirty-sixth pass: each case is the exact
line a user gets now."""

from __future__ import annotations

import pytest

_URL = "https://puzz.link/p?hitori/4/4/1114142333214213"
_SOLVE = "'{w}' is a kind, not a puzzle: gridsat solve PUZZLE (the kind is detected), or gridsat solve PUZZLE " \
         "--kind {k}, or gridsat {k} PUZZLE"


@pytest.mark.parametrize(("args", "said"), [
    (("solve", "hitori", _URL), _SOLVE.format(w="hitori", k="hitori") + " (see 'gridsat solve --help')"),
    (("solve", "hitori"), _SOLVE.format(w="hitori", k="hitori")),
    (("solve", "akari"), _SOLVE.format(w="akari", k="lightup")),
    (("hint", "Nurikabe"), "'Nurikabe' is a kind, not a puzzle: gridsat hint PUZZLE (the kind is detected), or "
                           "gridsat hint PUZZLE --kind nurikabe"),
    (("grade", "hitori", _URL), "'hitori' is a kind, not a puzzle: gridsat grade PUZZLE (the kind is detected), "
                                "or gridsat grade PUZZLE --kind hitori (see 'gridsat grade --help')"),
])
def test_a_kind_typed_before_the_puzzle_says_how_the_command_is_written(run_cli, args, said, tmp_path, monkeypatch):
    """`gridsat solve hitori URL` (written as `gridsat generate yinyang` is) said "'URL' is one more word (quote a
    name holding spaces; several puzzles: gridsat batch FILE...)", and `gridsat solve hitori` "hitori: cannot read
    puzzle file": neither said that the word was a kind's name, nor how the command is written."""
    monkeypatch.chdir(tmp_path)
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_file_named_as_a_kind_is_still_read(run_cli, tmp_path, monkeypatch):
    """The kind's name is said only when no file of that name exists: a file called `hitori` is the puzzle."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hitori").write_text("hitori\n1 1\n2 1\n")
    code, out, err = run_cli("solve", "hitori")
    assert (code, err) == (0, "")
    assert run_cli("solve", "hitori", "extra")[2].startswith("gridsat: error: gridsat solve takes one PUZZLE, and "
                                                              "'extra' is one more word")
