"""Pass 55, a newcomer with only the README: each thing that tripped, asserted as it is now."""

import pytest

NO_PUZZLE = ("the URL names the genre '{g}' but no puzzle: a puzzle's address goes on with its columns, rows and "
             "clues (?{g}/COLS/ROWS/CLUES): copy it from the puzzle's page")
LIST_PAGE = ("a puzz.link list page holds no puzzle: open a puzzle there and give its address, such as "
             "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")


@pytest.mark.parametrize("url, said", [
    ("https://puzz.link/p?nurikabe", "Nurikabe: " + NO_PUZZLE.format(g="nurikabe")),
    ("https://puzz.link/p?hitori/4", "Hitori: " + NO_PUZZLE.format(g="hitori")),
    ("https://puzz.link/p?yinyang", "Yin-Yang: " + NO_PUZZLE.format(g="yinyang")),
    ("https://puzz.link/list.html?nurikabe", "Nurikabe: " + LIST_PAGE),
    ("https://puzz.link/list.html?type=player&nurikabe", "Nurikabe: " + LIST_PAGE),
])
def test_a_genre_address_without_a_puzzle_says_what_to_give(run_cli, url, said):
    # puzz.link's editor before a board is drawn (p?nurikabe) and a genre's list page were told "URL query
    # 'nurikabe' needs kind/cols/rows/body" (gridsat's word 'kind', and nothing about where to find the puzzle),
    # while the bare list page (list.html) was told it holds no puzzle
    assert run_cli("solve", url) == (2, "", f"gridsat: error: {said}\n")


def test_the_same_in_python_and_for_other_queries():
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("https://puzz.link/p?masyu")
    assert str(caught.value) == "Masyu: " + NO_PUZZLE.format(g="masyu")
    with pytest.raises(PuzzleInputError) as caught:  # a query that names no genre keeps its words
        gridsat.kinds.get("lightup").parse("https://example.com/?size=0", "puzzle")
    assert str(caught.value) == "Light Up: URL query 'size=0' needs kind/cols/rows/body"
