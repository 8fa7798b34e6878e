"""A newcomer following the README: what confused them, said plainly."""

from __future__ import annotations

import pytest

import gridsat

SIZE = "'{0}' is a size, not a puzzle: give {1} (gridsat generate yinyang or dominofit --size RxC makes new ones)\n"


@pytest.mark.parametrize("args, title", [(("cover", "6x10"), "Exact cover"), (("dominofit", "8x8"), "Domino Fit"),
                                         (("solve", "6x10", "-k", "dominofit"), "Domino Fit"),
                                         (("hint", "8x8", "-k", "dominofit"), "Domino Fit")])
def test_a_size_given_to_a_kind_reading_no_urls_is_not_told_to_give_a_url(run_cli, args, title):
    """`gridsat cover 6x10` and `gridsat dominofit 8x8` were told "give a puzzle file or a puzz.link URL", though
    neither kind reads URLs (its missing-argument message says so)."""
    size = args[1]
    assert run_cli(*args) == (2, "", f"gridsat: error: {size}: cannot read puzzle file: No such file or directory; "
                              + SIZE.format(size, f"a puzzle file ({title} reads no URLs)"))


def test_a_size_given_to_a_kind_reading_urls_is_still_offered_one(run_cli):
    assert run_cli("nurikabe", "6x10") == (2, "", "gridsat: error: 6x10: cannot read puzzle file: No such file or "
                                           "directory; " + SIZE.format("6x10", "a puzzle file or a puzz.link URL"))


def test_the_python_reader_words_a_size_by_the_kind_too():
    with pytest.raises(gridsat.PuzzleInputError) as info:
        gridsat.kinds.get("cover").read("6x10")
    assert str(info.value) == ("6x10: cannot read puzzle file: No such file or directory; '6x10' is a size, not a "
                               "puzzle: give a puzzle file (Exact cover reads no URLs)")
    with pytest.raises(gridsat.PuzzleInputError) as info:  # the kind read before does not stay in force
        gridsat.kinds.get("lits").read("7x7")
    assert str(info.value).endswith("'7x7' is a size, not a puzzle: give a puzzle file or a puzz.link URL")


@pytest.mark.parametrize("kind, field, size", [("norinori", "puzzle", "6x10"), ("heyawake", "argument", "6x10"),
                                               ("sudoku", "puzzle", "9x9"), ("hitori", "argument", "8x8")])
def test_a_size_sent_to_a_genre_without_a_generator_is_told_a_size(api_client, kind, field, size):
    """The Nurikabe page given "6x10" said "row 1, column 1: clue '6x10' is not a whole number or '?'" (its
    `argument`: "not a file sent with this request"), where the command line says it is a size."""
    title = gridsat.kinds.get(kind).title
    r = api_client.post("/api/solve", json={"kind": kind, field: size})
    assert (r.status_code, r.json()) == (422, {"error": f"{field}: '{size}' is a size, not a puzzle: give the "
                                                        f"puzzle's text or its puzz.link URL (gridsat makes no "
                                                        f"{title} puzzles)"})
    r = api_client.post("/api/hint", json={"kind": kind, "puzzle": size})  # (Sudoku's too, now it has hints)
    assert r.status_code == 422 and "is a size, not a puzzle" in r.json()["error"]


def test_a_size_sent_to_a_genre_with_a_generator_is_offered_it(api_client):
    # (Nurikabe has had a generator since the eleventh sitting: the size is a puzzle it can make)
    r = api_client.post("/api/solve", json={"kind": "nurikabe", "puzzle": "6x10"})
    assert (r.status_code, r.json()) == (422, {"error": "puzzle: '6x10' is a size, not a puzzle: make a new Nurikabe "
                                                        "puzzle of that size with Generate on its page "
                                                        "(/puzzle/nurikabe), or POST /api/generate {\"kind\": "
                                                        "\"nurikabe\", \"size\": \"6x10\"}"})
