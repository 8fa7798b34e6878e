"""Hostile pass 85, helper c: a Domino Fit player with the game's whole level bank."""

from __future__ import annotations

# a 2x4 board whose targets no tiling reaches: every one of its 5 tilings is an answer
SEVERAL = "dominofit rule=dot targets=at-most\n99 99 99 99\n. . . .  99\n. . . .  99\n"


def test_a_grade_reached_by_choices_says_choice(run_cli, tmp_path):
    # a board with several answers graded by its choices was told "(its hardest steps use a domino no rule or
    # one-step trial forces (a guess))" beside "0 guesses; 2 choices": the packing kinds' words name the choice
    board = tmp_path / "several.txt"
    board.write_text(SEVERAL)
    code, out, err = run_cli("grade", str(board))
    assert code == 0, err
    assert out.splitlines()[0] == ("grade: guess (its hardest steps use a domino no rule or one-step trial forces "
                                   "(a guess), or a choice among several answers)")
    assert "guesses: 0; choices: " in out


def test_a_row_copied_from_the_drawing_names_its_symbol(run_cli, tmp_path):
    # the drawing's domino '<==>' typed into a puzzle file was "row has 8 cells, expected 6 (one per column
    # target)": its '=' counted as cells before any was refused
    board = tmp_path / "drawn.txt"
    board.write_text("dominofit rule=dot\n2 3 5 4 3 6\n<==>. . . .   6\n. . . # . .   5\n. . . . . #   2\n"
                     "# . . # . #   3\n. . . # . #   3\n. # . . . .   4\n")
    code, out, err = run_cli("dominofit", str(board))
    assert code == 2
    assert err == f"gridsat: error: {board.name}: line 3: unknown cell symbol '=' (use . # < > ^ v)\n"
