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


def test_a_year_run_of_some_dates_adds_to_the_file_of_a_run_of_other_dates(tmp_path):
    # solve_year(..., dates=['03-02']) over the file of dates=['03-01'] (same edition, year and mode) was refused:
    # "the file holds a line for 2024-03-01, which is not a date of this run: it belongs to another run"
    import json

    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar import solve_year

    out = tmp_path / "y.jsonl"
    solve_year("dragonfjord", 2024, out, dates=["03-01"])
    first = json.loads(out.read_text())
    out.write_text(json.dumps({**first, "status": "unknown", "placements": []}) + "\n")  # a line a time limit left
    summary = solve_year("dragonfjord", 2024, out, dates=["03-02"])
    assert [r["date"] for r in summary.records] == ["2024-03-02"] and summary.redone == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["date"], r["status"]) for r in lines] == [("2024-03-01", "unknown"), ("2024-03-02", "solved")]
    summary = solve_year("dragonfjord", 2024, out, dates=["03-01", "03-02"])  # its own date's unknown line redone
    assert (summary.skipped, summary.redone, summary.to_json()["solved"]) == (1, 1, 2)
    with pytest.raises(PuzzleInputError, match="a line for 2024-03-02, which is not a date of this run"):
        solve_year("dragonfjord", 2025, out, dates=["03-01"])  # another year's file: refused as before


@pytest.mark.parametrize("year", [0, 10000])
def test_a_year_out_of_range_with_dates_is_said_as_without(tmp_path, year):
    # solve_year(..., 0, dates=['03-01']) met Python's date: ValueError "year 0 is out of range"
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar import solve_year

    with pytest.raises(PuzzleInputError) as err:
        solve_year("dragonfjord", year, tmp_path / "y.jsonl", dates=["03-01"])
    assert str(err.value) == f"year {year} is out of range (1-9999)"
