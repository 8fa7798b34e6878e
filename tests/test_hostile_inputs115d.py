"""Hostile pass 115, part d: pass 114's fixes attacked again (long quoted inputs cut with their length in the
messages of other options and files, the vocabulary's helpers, positions of another size)."""

from __future__ import annotations

import json

import pytest

LONG = "z" * 3000
CUT = "'" + "z" * 55 + "...' (3,000 characters)"


@pytest.mark.parametrize("args, said", [
    # each was quoted whole, the line cut at 1,000 characters before it said what was wrong
    (("calendar", "--design", LONG, "--pieces", "examples/pieces.txt", "--choose", "3"),
     f"unknown board {CUT}: give a built-in board (standard, tetromino, weekday), an edition name or an edition file"),
    (("calendar", "--design", "standard", "--pieces", LONG, "--choose", "3"),
     f"unknown piece library {CUT}: give a piece file or built-in sets joined with '+' "
     "(tetrominoes[-one-sided], pentominoes[-one-sided], hexominoes[-one-sided])"),
])
def test_calendar_s_long_board_or_library_is_quoted_cut_with_its_length(run_cli, args, said):
    code, _, err = run_cli(*args)
    assert code == 2 and err.strip() == "gridsat: error: " + said


@pytest.mark.parametrize("header, said", [
    (f"dominofit rule={LONG}", f"unknown rule {CUT}; choose rule=cell or rule=dot"),
    (f"dominofit {LONG}=1", "unknown header option '" + "z" * 55 + "...' (3,002 characters) (use rule=cell|dot, "
     "targets=exact|at-most|at-least)"),
    (f"dominofit targets={LONG}", f"targets must be exact, at-most or at-least, got {CUT}"),
])
def test_a_domino_fit_header_s_long_word_is_quoted_cut_with_its_length(run_cli, tmp_path, header, said):
    lines = open("examples/dominofit-8x8.txt").read().splitlines()
    path = tmp_path / "d.txt"
    path.write_text("\n".join([header] + lines[1:]) + "\n")
    code, _, err = run_cli("dominofit", str(path))
    assert code == 2 and err.strip().endswith(": line 1: " + said), err[-300:]


def test_an_exact_cover_json_s_long_unknown_key_is_quoted_cut_with_its_length(run_cli, tmp_path):
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"primary": ["a"], "options": [["a"]], LONG: 1}))
    code, _, err = run_cli("cover", str(path))
    assert code == 2 and err.strip().endswith(f": JSON: unknown key {CUT}; expected kind, primary, secondary, options, "
                                              "option_names"), err[-300:]


def test_save_figure_s_long_file_name_is_quoted_cut_with_its_length(tmp_path):
    # quoted whole (3,000 letters) where the command line's --png cuts it
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.pictures import save_figure

    given = "/tmp/" + "q" * 3000 + ".gif"
    with pytest.raises(PuzzleInputError) as caught:
        save_figure(Figure(), given)
    assert str(caught.value) == "picture file must end in .png or .svg, got '/tmp/" + "q" * 190 + "...' (3,009 characters)"
