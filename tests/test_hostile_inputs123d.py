"""Hostile pass 123, part d: the web app's newest (generator settings, the three new kinds, loop hint pictures)."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

EASY = gridsat.kinds.get("easyasabc")


@pytest.mark.parametrize("text", ["easyasabc 3\n. D . . .\n" + ". . . . .\n" * 4,
                                  '{"kind": "easyasabc", "rows": 5, "cols": 5, "letters": 3, "clues": '
                                  '[[null, "D", null, null, null]' + ", [null, null, null, null, null]" * 4 + "]}"])
def test_easyasabc_letter_past_the_board_is_named_as_its_letter(text):
    with pytest.raises(PuzzleInputError, match=r"row 1, column 2: D is not a letter A to C"):
        EASY.parse(text)


def test_easyasabc_url_cut_after_its_letter_count_says_so():
    with pytest.raises(PuzzleInputError, match=r"URL ends after the letter count '3', with no clues \(is the URL "
                                               r"cut short\?\)"):
        EASY.parse("https://puzz.link/p?easyasabc/4/4/3/")
    with pytest.raises(PuzzleInputError, match=r"URL has no letter count before the clues \('x/1m'\)"):
        EASY.parse("https://puzz.link/p?easyasabc/4/4/x/1m")


def test_a_country_road_hint_picture_crosses_every_cell_off_the_loop_not_only_the_steps():
    """The sixth step (r4c2 on the loop: r4c1, beside it across a room border, is off the loop) framed r4c1 as its
    premise with nothing in it: a cell an earlier step put off the loop was not drawn, though the terminal shows it
    as x.  Every cell off the loop is now crossed at its centre."""
    from matplotlib.collections import LineCollection

    kind, puzzle = gridsat.read("https://puzz.link/p?country/5/5/amda0uf02h12h")
    deduction = kind.hints(puzzle)
    assert deduction.steps[5].sentence.startswith("r4c2 is on the loop: r4c1, beside it across a room border, is off")
    figure = kind.hint_figure(puzzle, deduction, upto=6)
    segments = {tuple(map(tuple, seg.round(2).tolist())) for ax in figure.axes for coll in ax.collections
                if isinstance(coll, LineCollection) for seg in coll.get_segments()}
    for row in (3.5, 4.5):  # r4c1 and r5c1, off the loop since steps 2 and 3, crossed at their centres
        assert ((0.4, row - 0.1), (0.6, row + 0.1)) in segments and ((0.4, row + 0.1), (0.6, row - 0.1)) in segments
    assert not any(seg[0][0] > 1 for seg in segments if abs(seg[0][0] - seg[1][0]) == 0.2)  # no cell on it crossed


@pytest.mark.parametrize("text, words", [
    ("easyasabc 3\n" + ". . . . .\n" * 4, "an Easy As ABC board is square (each row and column holds each letter once), "
                                          "got 4x5"),
    ("easyasabc 3\n. .\n. .\n", "an Easy As ABC board is written with its frame of clues, (N+2) x (N+2) for N x N "
                                "cells: 2x2 leaves no cell inside")])
def test_easyasabc_size_refusal_names_easy_as_abc_not_skyscrapers(text, words):
    """The refusal of a board that is not square said "a Skyscrapers board is square (each row and column holds 1 to
    N once)": the genre it shares its frame with, and a rule Easy As ABC does not have."""
    with pytest.raises(PuzzleInputError) as caught:
        EASY.parse(text)
    assert words in str(caught.value) and "Skyscrapers" not in str(caught.value)


def test_easyasabc_recorded_answer_of_the_wrong_size_asks_for_its_letters_not_heights():
    puzzle = EASY.parse("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h")
    with pytest.raises(PuzzleInputError, match=r"the recorded solution is 3x3; the puzzle's board is 4x4 \(6x6 in its "
                                               r"frame of clues\): write its letters alone, or the board in its frame"):
        puzzle.read_answer(["ABC", "BCA", "CAB"])


def test_easyasabc_checker_names_a_letter_past_k_as_its_letter():
    puzzle = EASY.parse("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h")
    answer = puzzle.read_answer([". B C A", "A . B C", "B C A .", "C A . E"])
    assert puzzle.violations(answer) == ["the cell r5c5 holds E, not a letter A to C or empty"]


def test_a_country_road_hint_picture_crosses_a_numbered_cell_off_the_loop_beside_its_number():
    """Crossed at its centre, r1c1's room number 2 read as a struck-out digit: the cross now sits beside it."""
    from matplotlib.collections import LineCollection

    kind, puzzle = gridsat.read("https://puzz.link/p?country/5/5/amda0uf02h12h")
    deduction = kind.hints(puzzle)
    assert deduction.steps[29].sentence.startswith("r1c1, r1c1-r1c2 are off the loop")
    figure = kind.hint_figure(puzzle, deduction, upto=30)
    segments = {tuple(map(tuple, seg.round(2).tolist())) for ax in figure.axes for coll in ax.collections
                if isinstance(coll, LineCollection) for seg in coll.get_segments()}
    assert ((0.68, 0.68), (0.88, 0.88)) in segments and ((0.68, 0.88), (0.88, 0.68)) in segments
    assert ((0.4, 0.4), (0.6, 0.6)) not in segments  # not over the number
