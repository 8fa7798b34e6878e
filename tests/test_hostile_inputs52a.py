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


@pytest.mark.parametrize("text, said", [
    ("Yin-Yang\n0 1\n0 0\n\nYin-Yang\n0 1\n0 0\n", "q.txt: line 5: 'Yin-Yang' starts a second puzzle: a file holds one "
     "(many puzzles go in a .jsonl collection, one a line)"),  # was "line 4 is empty inside the grid"
    ("Yin-Yang\n0 1\n0 0\nYin-Yang\n0 1\n0 0\n", "q.txt: line 4: 'Yin-Yang' starts a second puzzle: a file holds one "
     "(many puzzles go in a .jsonl collection, one a line)"),  # was "line 4, column 1: symbol 'Y' is not 0 ..."
])
def test_second_puzzle_under_the_hyphenated_title_is_named(text, said):
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("yinyang").parse(text, source="q.txt")
    assert str(err.value) == said


def test_hyphenated_title_over_another_genre_names_its_kind():
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("nurikabe").parse("Yin-Yang\n. 1\n. .\n", source="q.txt")
    assert str(err.value) == "q.txt: line 1: 'Yin-Yang' names a Yin-Yang puzzle, not Nurikabe (read it as kind 'yinyang')"
    assert gridsat.kinds.get("yinyang").parse("Yin-Yang\n0 1\n0 0\n", source="q.txt").givens == ((0, 1), (0, 0))


@pytest.mark.parametrize("text, said", [
    # two files run together: it was "line 7: answer row 1 has 0 cells, expected 2" (the blank line between them)
    ("pzprv3\nyinyang\n2\n2\n1 . \n. 2 \n\npzprv3\nyinyang\n2\n2\n1 . \n. 2 \n", "q.txt: line 8: 'pzprv3' starts a "
     "second puzzle: a file holds one (many puzzles go in a .jsonl collection, one a line)"),
    # after the answer rows the second was ignored
    ("pzprv3\nyinyang\n2\n2\n1 . \n. 2 \n1 1 \n2 2 \npzprv3\nyinyang\n2\n2\n1 . \n. 2 \n", "q.txt: line 9: 'pzprv3' "
     "starts a second puzzle: a file holds one (many puzzles go in a .jsonl collection, one a line)"),
    ("pzprv3/yinyang/2/2/1 . /. 2 /pzprv3/yinyang/2/2/1 . /. 2 /", "q.txt: 'pzprv3' starts a second puzzle: a file "
     "holds one (many puzzles go in a .jsonl collection, one a line)"),
])
def test_two_pzprv3_files_run_together_are_refused_as_two(text, said):
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("yinyang").parse(text, source="q.txt")
    assert str(err.value) == said


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_date_written_the_other_way_under_hint_and_grade_says_add_kind(command, run_cli):
    # it was "... it is a Calendar puzzle: gridsat calendar 12-31", a command that solves instead
    assert run_cli(command, "31-12") == (2, "", "gridsat: error: 31-12: no such file; as a DATE written 12-31 it is a "
                                               "Calendar puzzle: give 12-31 and add --kind calendar (gridsat "
                                               "calendar 12-31 solves it)\n")


def test_to_url_of_a_number_past_the_url_names_the_option(run_cli, tmp_path):
    # it was "row 1, column 1: number 1296 is too large ..." naming neither the option nor the file
    (tmp_path / "h.txt").write_text("hitori\n1296 1\n1 1\n")
    said = ("gridsat: error: --to url: row 1, column 1: number 1296 is too large for a puzz.link URL (its numbers go "
            "from 0 to 1295); the text and JSON formats hold it\n")
    assert run_cli("solve", str(tmp_path / "h.txt"), "--to", "url") == (2, "", said)
    assert run_cli("hitori", str(tmp_path / "h.txt"), "--to", "url") == (2, "", said)


def test_cover_given_another_kinds_json_names_the_kind_before_its_keys():
    # it was "JSON: unknown key 'rows'; expected kind, primary, ..." of a Nurikabe record
    text = '{"kind": "nurikabe", "rows": 1, "cols": 1, "clues": [[[1]]]}'
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("cover").parse(text, source="n.json")
    assert str(err.value) == "n.json: JSON: \"kind\" is 'nurikabe', expected \"cover\""
