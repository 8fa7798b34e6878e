"""A newcomer's pass (41): what someone with only the README tripped over."""

import gridsat

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_a_read_puzzle_draws_itself_in_jupyter():
    # README: `kind, puzzle = gridsat.read(...)`; in Jupyter the puzzle showed a dataclass dump (every result and every
    # generated puzzle drew itself, a puzzle read from a URL did not): now the board as read, no cell decided
    _, puzzle = gridsat.read(NURIKABE)
    svg = puzzle._repr_svg_()
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg and "Nurikabe" in svg
    assert puzzle._repr_png_().startswith(b"\x89PNG")


def test_yinyang_and_dominofit_puzzles_draw_themselves_and_packing_falls_back():
    _, yinyang = gridsat.read("https://puzz.link/p?yinyang/5/5/016612300")
    assert "<svg" in yinyang._repr_svg_()
    dominofit = gridsat.kinds.get("dominofit").parse(
        '{"rows": 2, "cols": 2, "blocked": [], "row_targets": [2, 2], "col_targets": [2, 2], "rule": "cell"}')
    assert "cell rule" in dominofit._repr_svg_()
    pack = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    assert pack._repr_svg_() is None and pack._repr_png_() is None  # Jupyter shows its repr, as before


def _titles(fig) -> list:
    return [ax.get_title() for ax in fig.axes] + ([fig._suptitle.get_text()] if fig._suptitle else [])


def test_a_forced_picture_says_what_it_shows():
    # `gridsat solve PUZZLE --forced --png f.png` was titled as an answer ("nk"), its hatched cells unexplained: the
    # terminal's key ("? not forced (13 of 16 cells forced)") never reached the picture
    puzzle = gridsat.kinds.get("nurikabe").parse("nurikabe\n2 . . .\n. . . 2\n. ? . .\n. . . 1\n")
    assert "nk: 13 of 16 cells forced, the others hatched" in _titles(puzzle.forced().figure(title="nk"))
    assert "nk" in _titles(puzzle.solve().figure(title="nk"))  # an answer's title as before


def test_a_forced_yinyang_picture_says_what_it_shows():
    _, puzzle = gridsat.read("https://puzz.link/p?yinyang/5/5/016612300")
    assert "yy: 25 of 25 cells forced" in _titles(puzzle.forced().figure(title="yy"))


def test_a_forced_dominofit_picture_draws_only_the_forced_dominoes():
    # `gridsat dominofit board.json --forced --png f.png` drew the first tiling whole (15 dominoes, 6 of them not
    # forced), as if every domino were forced; the terminal showed the 9 forced ones
    board = ('{"rows": 6, "cols": 6, "blocked": [[1, 1], [1, 2], [2, 2], [3, 1], [4, 1], [5, 0]], '
             '"row_targets": [8, 4, 9, 7, 7, 9], "col_targets": [6, 6, 6, 8, 10, 8], "rule": "cell"}')
    result = gridsat.kinds.get("dominofit").parse(board).forced()
    assert (len(result.forced), len(result.dominoes)) == (9, 15)
    fig = result.figure(title="b")
    assert "b: 9 of 15 dominoes forced, the others left out" in _titles(fig)
    whole = gridsat.kinds.get("dominofit").parse(board).solve().figure(title="b")
    def shapes(f):
        return sum(len(c.get_paths()) for c in f.axes[0].collections)
    assert "b" in _titles(whole) and shapes(whole) - shapes(fig) == 6  # the 6 dominoes not forced, left out
