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
