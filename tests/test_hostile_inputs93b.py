"""Hostile pass 93, part b: a newcomer from the README, every kind."""

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

SECOND = "a file holds one (many puzzles go in a .jsonl collection, one a line)"
YY = "0 1 0\n0 0 0\n2 0 0\n"


def test_puzzles_one_after_another_are_named_a_second_puzzle(run_cli, tmp_path):
    # `gridsat generate yinyang --count 3 > three.txt` prints three grids, a blank line between; given back, they were
    # "line 4 is empty inside the grid" (taking the blank lines out made one 9x3 puzzle of them)
    (tmp_path / "three.txt").write_text(YY + "\n" + YY + "\n" + YY)
    assert run_cli("yinyang", str(tmp_path / "three.txt")) == (
        2, "", f"gridsat: error: three.txt: line 5 starts a second puzzle (3 grids of 3 rows alike, a blank line "
               f"between): {SECOND}\n")
    # the grid genres' headerless or headed grids were "the rows of clues are one block, ...; got 2 blocks"
    (tmp_path / "two.txt").write_text("sudoku\n. 1 . .\n. . . 2\n3 . . .\n. . 3 .\n\n. 1 . .\n. . . 2\n3 . . .\n"
                                      ". . 3 .\n")
    assert run_cli("solve", str(tmp_path / "two.txt")) == (
        2, "", f"gridsat: error: two.txt: line 7 starts a second puzzle (2 grids of 4 rows alike, a blank line "
               f"between): {SECOND}\n")


@pytest.mark.parametrize(("kind", "text", "message"), [
    ("nurikabe", "1 . .\n. . .\n\n1 . .\n. . .\n",
     f"line 4 starts a second puzzle (2 grids of 2 rows alike, a blank line between): {SECOND}"),
    ("yinyang", YY + "\n" + YY, f"line 5 starts a second puzzle (2 grids of 3 rows alike, a blank line "
                                f"between): {SECOND}"),
    # region letters run together: no cells counted (each row is one token here)
    ("lits", "lits\nAABB\nAABB\n\nAABB\nAABB\n", f"line 5 starts a second puzzle (2 grids of 2 rows alike, a blank "
                                                f"line between): {SECOND}"),
    # blocks of other sizes keep their words: a blank line inside one grid
    ("yinyang", YY + "\n0 1\n", "line 4 is empty inside the grid"),
    ("nurikabe", "1 . .\n. . .\n\n1 .\n", "the rows of clues are one block, with no blank line among them; got 2 "
                                          "blocks"),
])
def test_grids_alike_from_python(kind, text, message):
    with pytest.raises(PuzzleInputError) as caught:
        get(kind).parse(text, source="two.txt")
    assert str(caught.value) == f"two.txt: {message}"


BOXED = ("5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n"
         "8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n"
         ". 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n")


def test_a_boxed_sudoku_given_to_solve_is_told_to_name_its_kind_too(run_cli, tmp_path):
    # `gridsat solve s.txt` said "... write the row's cells alone, separated by spaces ('5 3 . . 7 . . . .') (read as
    # a Sudoku)"; done as told, the next run said "a grid with no kind named above it, which nurikabe, sudoku, hitori
    # and shikaku all read": rows with spaces are no Sudoku's alone
    (tmp_path / "s.txt").write_text(BOXED)
    assert run_cli("solve", str(tmp_path / "s.txt")) == (
        2, "", "gridsat: error: s.txt: line 1: '5 3 . | . 7 . | . . .' draws box lines ('|'), which are not cells: "
               "write the row's cells alone, separated by spaces ('5 3 . . 7 . . . .') (read as a Sudoku; a line "
               "'sudoku' above the rows names its kind)\n")
    mended = "sudoku\n" + "".join(line.replace(" |", "") + "\n" for line in BOXED.splitlines() if "-" not in line)
    (tmp_path / "s.txt").write_text(mended)
    assert run_cli("solve", str(tmp_path / "s.txt"))[0] == 0  # as it says
    # rows without spaces are read as a Sudoku's alone: no header asked for
    (tmp_path / "s.txt").write_text("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
                                    "...419..5\n")
    assert run_cli("solve", str(tmp_path / "s.txt"))[2] == (
        "gridsat: error: s.txt: 8 rows of 9 characters: a 9x9 Sudoku has 9 rows (read as a Sudoku)\n")


def test_a_sudokus_last_step_keys_no_empty_cell(run_cli):
    # `gridsat hint URL --steps` ended on the filled grid keyed "(N* decided by this step; . not yet decided; ...)",
    # a '.' no cell showed (the other genres' keys name only what the board shows)
    code, out, _ = run_cli("hint", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "--steps")
    assert code == 0 and out.rstrip().endswith("\n(N* decided by this step; on a terminal, a given is bold)")
    assert " . " not in out.split("grade:")[1]


def test_sudokus_without_spaces_one_after_another(run_cli, tmp_path):
    # two 4x4 Sudokus written as rows of digits, a blank line between, were "8 rows of 4 characters: a 4x4 Sudoku has
    # 4 rows"
    (tmp_path / "s.txt").write_text(".1..\n...2\n3...\n..3.\n\n.1..\n...2\n3...\n..3.\n")
    assert run_cli("sudoku", str(tmp_path / "s.txt")) == (
        2, "", f"gridsat: error: s.txt: line 6 starts a second puzzle (2 grids of 4 rows alike, a blank line between): "
               f"{SECOND}\n")
