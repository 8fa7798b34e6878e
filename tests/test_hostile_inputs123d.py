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
