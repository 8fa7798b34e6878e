"""Hostile pass 52, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest

import gridsat.kinds
from gridsat.core.errors import PuzzleInputError

PAGE = ("<!DOCTYPE html><html><head><script>\n var puzzleWidth = {w};\n var puzzleHeight = {h};\n"
        " var task = '';\n</script></head></html>\n")


@pytest.mark.parametrize("w, h, said", [
    (0, 0, "q.html: puzzleWidth is 0: a board has at least 1 cell a side"),
    (3, 0, "q.html: puzzleHeight is 0: a board has at least 1 cell a side"),
])
def test_page_of_size_zero_names_the_file_and_the_size(w, h, said):
    # it was "q: the board has no cells": the file named without its extension, the size not named
    kind = gridsat.kinds.get("yinyang")
    with pytest.raises(PuzzleInputError) as err:
        kind.parse(PAGE.format(w=w, h=h), source="q.html")
    assert str(err.value) == said
