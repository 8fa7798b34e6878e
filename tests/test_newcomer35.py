"""What a new user, working from the README alone, tripped over in the thirty-fifth pass: each case is the exact
line a user gets now."""

from __future__ import annotations

import pytest

_HELP = "gridsat --help lists the commands; gridsat COMMAND --help shows one command's options"


@pytest.mark.parametrize(("args", "said"), [
    (("help",), f"No such command 'help': {_HELP} (see 'gridsat --help')"),
    (("help", "solve"), f"No such command 'help': {_HELP} (see 'gridsat --help')"),
    (("version",), "No such command 'version': gridsat --version (see 'gridsat --help')"),
])
def test_help_and_version_typed_as_commands_name_the_option_that_does_it(run_cli, args, said):
    """`gridsat help` and `gridsat help solve` (git's, pip's and many tools' way) said only "No such command
    'help'.", and `gridsat version` likewise: each now names the option to type."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_nurikabe_numbers_side_by_side_are_named_as_why_there_is_no_answer(run_cli, tmp_path):
    """`gridsat nurikabe` on a board whose 1s touch said "no answer: there is none even with every island size
    taken away": true, but it named no cell and no cause; the two numbers that would share an island are named,
    and outlined in the picture of the puzzle."""
    from gridsat.puzzles.kinds import get

    result = get("nurikabe").parse("nurikabe\n1 . .\n. . .\n. 2 1").solve()
    assert (result.status.value, result.reason, result.conflict) == (
        "infeasible", "the numbers at r3c2 and r3c3 touch, so one island would hold both (whatever the island sizes)",
        [[2, 1], [2, 2]])
    board = tmp_path / "n.txt"
    board.write_text("1 1 .\n. . .\n. . .\n")
    code, out, _ = run_cli("nurikabe", str(board))
    assert (code, out.splitlines()[0]) == (
        1, "no answer: the numbers at r1c1 and r1c2 touch, so one island would hold both (whatever the island sizes)")


@pytest.mark.parametrize("word", ["PUZZLE", "URL", "FILE"])
def test_the_usage_lines_placeholder_typed_as_it_is_says_what_goes_there(run_cli, word, tmp_path, monkeypatch):
    """`gridsat hint PUZZLE` (the README's and docs' usage lines, copied as they are) said "PUZZLE: cannot read
    puzzle file: No such file or directory": it says what the word stands for; a file of that name is read."""
    monkeypatch.chdir(tmp_path)
    said = (f"gridsat: error: {word} stands for your puzzle: a file's name, a puzz.link URL in quotes, or - for "
            "standard input (the README's examples/ folder has some to try)\n")
    assert run_cli("hint", word) == (2, "", said)
    if word != "URL":  # (a file named URL is read as a URL's text: a separate matter)
        (tmp_path / word).write_text("1 0\n0 2\n")
        assert run_cli("yinyang", word)[0] == 0
