"""Hostile pass 40, the Python API and the designers."""

import pytest


def test_the_kinds_own_generated_puzzles_draw_themselves_in_jupyter():
    # README: "In Jupyter every result draws itself"; docs/yinyang.md's generate(6, 6, seed=1) and Domino Fit's
    # generate/generate_unique gave a dataclass with no _repr_png_/_repr_svg_: Jupyter showed only its repr
    pytest.importorskip("matplotlib")
    from gridsat.puzzles.dominofit.generator import generate as domino_generate
    from gridsat.puzzles.yinyang.generator import generate

    made = generate(4, 4, 1)
    assert made._repr_png_().startswith(b"\x89PNG") and made._repr_svg_().lstrip().startswith("<?xml")
    board = domino_generate(4, 4)
    assert board._repr_png_().startswith(b"\x89PNG")
    assert board.figure().texts[0].get_text() == "Domino Fit (cell rule)"  # the puzzle, as 'generate' draws it
    with pytest.raises(TypeError, match="^title must be a string or None, got float 1.5$"):
        made.figure(1.5)
