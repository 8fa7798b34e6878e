"""Hostile pass 123, part c: Easy As ABC's refusals say its own genre's words, the letter past K, the largest URL."""

from __future__ import annotations

import pytest

import gridsat

KIND = gridsat.kinds.get("easyasabc")


def _skips(n: int) -> str:
    """A body of 4 n clue cells all empty, in puzz.link's skip letters."""
    cells = 4 * n
    return "z" * (cells // 20) + (chr(ord("g") + cells % 20 - 1) if cells % 20 else "")


@pytest.mark.parametrize("text,message", [
    ("easyasabc 2\n. A . . .\n. . . . .\n. . . . .\n. . . . .\n",
     "p.txt: an Easy As ABC board is square (each row and column holds each letter once), got 4x5"),
    ("easyasabc\n. .\n. .\n", "p.txt: an Easy As ABC board is written with its frame of clues, (N+2) x (N+2) for "
     "N x N cells: 2x2 leaves no cell inside"),
    ("easyasabc 2\n. C . .\n. . . .\n. . . .\n. . . .\n", "p.txt: row 1, column 2: C is not a letter A to B"),
    (f"https://puzz.link/p?easyasabc/999/999/3/{_skips(999)}", "Easy As ABC: a 999x999 Easy As ABC in its frame of "
     "clues is a board of 1001x1001 cells; the largest board is 1000x1000: N x N up to 998x998"),
])
def test_a_refusal_names_easy_as_abc_and_its_letters(run_cli, tmp_path, text, message):
    if "\n" in text:
        (tmp_path / "p.txt").write_text(text)
        text = str(tmp_path / "p.txt")
    code, out, err = run_cli("easyasabc", text)
    assert code == 2 and out == "" and err == f"gridsat: error: {message}\n"


def test_skyscrapers_keeps_its_own_words(run_cli, tmp_path):
    (tmp_path / "p.txt").write_text(". 1 . . .\n. . . . .\n. . . . .\n. . . . .\n")
    code, _, err = run_cli("skyscrapers", str(tmp_path / "p.txt"))
    assert code == 2 and "a Skyscrapers board is square (each row and column holds 1 to N once), got 4x5" in err
    code, _, err = run_cli("skyscrapers", f"https://puzz.link/p?skyscrapers/1000/1000/{_skips(1000)}")
    assert code == 2 and "a 1000x1000 Skyscrapers in its frame of clues is a board of 1002x1002 cells" in err


def _past_26(letters):
    clues = [[None] * 32 for _ in range(32)]
    clues[0][1], clues[5][31] = 26, 3
    return KIND.puzzle_type(32, 32, clues, letters=letters)


def test_a_board_past_26_by_26_reads_back_its_own_text():
    puzzle = _past_26(26)
    again = KIND.parse(puzzle.to_text())  # it was "'letters' must be ... from 1 to 26, got 30": K=N tried first
    assert (again.letters, again.clues[0][1], again.clues[5][31]) == (26, 26, 3)
    with pytest.raises(gridsat.PuzzleInputError, match=r"line 1: K must be a whole number from 1 to 26 .*got 27"):
        KIND.parse(puzzle.to_text().replace("easyasabc 26", "easyasabc 27"))


def test_a_board_past_26_by_26_without_k_is_told_where_to_write_it():
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        KIND.parse(_past_26(26).to_text().replace("easyasabc 26", "easyasabc"))
    assert str(caught.value) == ("Easy As ABC: a 30x30 board takes K, its letters A to K, at most 26 (A to Z), and "
                                 "none is given: write 'easyasabc K' as a text's first line, \"letters\": K in JSON")


@pytest.mark.parametrize("values,word", [([None, 1], "None"), (["a", 1], "'a'"), ([True, 0], "True"), ([-1, 2], "-1")])
def test_first_seen_refuses_what_is_no_letter_or_empty_cell(values, word):
    from gridsat.constraints.visible import first_seen

    with pytest.raises(ValueError, match=f"value 0 must be a whole number from 0, got {word}"):
        first_seen(values)  # None was an empty cell, 'a' and True the letter seen


@pytest.mark.parametrize("letter", [None, 0, True, "A"])
def test_first_letter_refuses_a_letter_that_is_none(letter):
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.visible import first_letter

    model = RuleModel()
    with pytest.raises(ValueError, match="letter must be a whole number from 1, got"):
        first_letter(model, [{0: model.new_bool_var("e"), 1: model.new_bool_var("a")}], letter)


def test_a_recorded_answer_is_named_in_letters():
    puzzle = KIND.parse("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h")
    assert puzzle.violations(puzzle.read_answer(["-BCD", "A-BC", "BCA-", "CA-B"])) == [
        "the cell r2c5 holds D, not a letter A to C or empty"]  # it was "holds 4"
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        puzzle.read_answer(["-BC", "A-BC", "BCA-", "CA-B"])
    assert str(caught.value) == ("the recorded solution is 4 rows of unequal length; the puzzle's board is 4x4 (6x6 "
                                 "in its frame of clues): write its letters alone, or the board in its frame")
    sky = gridsat.kinds.get("skyscrapers").parse(". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n")
    with pytest.raises(gridsat.PuzzleInputError, match="write its heights alone"):
        sky.read_answer(["12", "21", "1"])


def test_a_recorded_answer_in_small_letters_is_told_the_capitals():
    puzzle = KIND.parse("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        puzzle.read_answer(["-bca", "a-bc", "bca-", "ca-b"])  # it listed A/B/C/D/.../Z/./- letter by letter
    assert str(caught.value) == ("a recorded Easy As ABC solution must be rows of capital letters A to Z and '-' or "
                                 "'.' (an empty cell), or of numbers")


def test_help_says_how_an_empty_cell_is_printed(run_cli):
    code, out, _ = run_cli("easyasabc", "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h")
    assert code == 0 and out.splitlines()[1] == "B - B C A . "  # '-' inside, '.' only on the frame
    assert "'-' an empty cell, the frame's letters around them" in " ".join(KIND.notes.split())
