"""Hostile pass 105, part b: the shading kinds (Nurikabe, Heyawake, Hitori, Norinori, LITS, Statue Park)."""

from __future__ import annotations

import pytest

from gridsat.formats.sniff import looks_like_url

HEYAWAKE = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"
SLASHED = "line 1, column 7: '/' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded); a position gives " \
          "each row on a line of its own, not joined by '/'"


@pytest.mark.parametrize("position", ["??????/??????/??????/??????/??????/??????",
                                      "#?????/??????/??????/??????/??????/??????", "10?000/??????"])
def test_a_position_in_one_line_joined_by_slashes_is_no_url(run_cli, tmp_path, position):
    # a shading genre's position written in one line, its rows joined by '/' (as a URL or a piece joins them), was
    # "a puzzle's URL, not a position: ... the URL goes where the puzzle does": its '?' (undecided) read as a query
    path = tmp_path / "pos.txt"
    path.write_text(position + "\n", encoding="utf-8")
    code, _, err = run_cli("hint", HEYAWAKE, "--position", str(path))
    assert code == 2 and err.strip() == f"gridsat: error: {path}: {SLASHED}"


def test_a_position_of_slashes_in_the_web_api_is_no_url():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.grid.explained import read_position_text

    with pytest.raises(PuzzleInputError) as caught:
        read_position_text("??????/??????")
    assert str(caught.value).endswith(SLASHED)


def test_urls_are_still_urls():
    assert looks_like_url("?nurikabe/5/5/g5k2o1k3g") and looks_like_url("p?heyawake/6/6/lll155007rs12222j")
    assert looks_like_url(HEYAWAKE) and not looks_like_url("??????/??????") and not looks_like_url("1?0/???")


def test_a_recorded_solution_of_rows_joined_by_slashes_says_so(tmp_path):
    # a record's "solution": "..###/.#..#/..." was "a recorded Nurikabe solution must be rows of #/./*/x or of
    # numbers": the symbols themselves written as if joined by '/', the rows joined so refused without a word why
    from gridsat.core.errors import PuzzleInputError
    from gridsat.kinds import get

    with pytest.raises(PuzzleInputError) as caught:
        get("nurikabe").parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g").read_answer("..###/.#..#/.####/.#.#./###..")
    assert str(caught.value) == ("a recorded Nurikabe solution must be rows of #/./*/x or of numbers, each row on a "
                                 "line of its own or in a list, not joined by '/'")
    with pytest.raises(PuzzleInputError) as caught:
        get("nurikabe").parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g").read_answer(["..#", "ab"])
    assert str(caught.value) == "a recorded Nurikabe solution must be rows of #/./*/x or of numbers"


def test_a_position_in_the_pages_address_form_is_told_so(run_cli, tmp_path):
    # the play card's address keeps the position as `at=` rows of digits joined by '.'; given to hint --position it
    # was "the position has 1 row of 41 cells; the puzzle has 6 rows of 6" (its '.' read as unshaded cells)
    path = tmp_path / "pos.txt"
    path.write_text(".".join(["100000"] + ["000000"] * 5) + "\n", encoding="utf-8")
    code, _, err = run_cli("hint", HEYAWAKE, "--position", str(path))
    assert code == 2 and err.strip() == (f"gridsat: error: {path}: line 1: 6 rows of digits joined by '.', as a page's "
                                         "address writes them after 'at=': a position gives each row on a line of its "
                                         "own")
    path.write_text("100000.000000\n", encoding="utf-8")  # two rows of six: not the board's six
    assert run_cli("hint", HEYAWAKE, "--position", str(path))[2].strip().endswith(
        "the position has 1 row of 13 cells; the puzzle has 6 rows of 6")
