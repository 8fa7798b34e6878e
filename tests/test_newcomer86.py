"""What a new user solving Shikaku and the puzz.link genres tripped over (hostile pass 86, part e): each case
is the exact line or record a user gets now."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("empty", [".", "", " "])
def test_a_json_clue_written_as_a_text_grid_empty_cell_says_null(run_cli, tmp_path, empty):
    (tmp_path / "s.json").write_text(json.dumps({"kind": "shikaku", "rows": 2, "cols": 2,
                                                 "clues": [[4, empty], [None, None]]}))
    assert run_cli("solve", str(tmp_path / "s.json")) == (
        2, "", f"gridsat: error: s.json: row 1, column 2: clue {empty!r} is not a whole number or '?' "
               "(an empty cell is '.' in a text grid, null in JSON)\n")
    # was "clue '.' is not a whole number or '?'": nothing said how JSON writes an empty cell


def test_a_shikaku_forced_picture_draws_no_border_beside_an_undecided_cell(run_cli, tmp_path):
    (tmp_path / "f.txt").write_text("shikaku\n4 . . .\n. . . 4\n")
    code, out, _ = run_cli("shikaku", str(tmp_path / "f.txt"), "--forced")
    assert code == 0 and out.splitlines()[:5] == [
        "┌───────────┐", "│4  ·  ?  ? │", "│           │", "│?  ?  ·  4 │", "└───────────┘"]
    # was "│4  · │? │? │" under "├──┬──┼──┴──┤": the 4 in a closed box of 2 cells, each undecided cell boxed
    import gridsat

    puzzle = gridsat.kinds.get("shikaku").parse("shikaku\n4 . . .\n. . . 4")
    drawing = puzzle.drawing([[1, 1, None, None], [None, None, 2, 2]])
    assert drawing.regions == {(0, 0): 1, (0, 1): 1, (1, 2): 2, (1, 3): 2}  # the PNG/SVG: no thick side by a hatch


def test_a_statue_park_forced_picture_draws_no_statue_outline_beside_an_undecided_cell(run_cli, tmp_path):
    (tmp_path / "p.txt").write_text("statuepark\npieces: ##/##\n. . . .\n. B . .\n. . . .\n")
    code, out, _ = run_cli("statuepark", str(tmp_path / "p.txt"), "--forced")
    assert code == 0 and out.splitlines()[:7] == [
        "┌───────────┐", "│?  ?  ?  · │", "│           │", "│?  ●█ ?  · │", "│           │", "│?  ?  ?  · │",
        "└───────────┘"]  # the black circle was boxed alone ("│? │●█│?  · │"), as a statue of one cell of a 2x2 piece


def test_the_json_page_says_what_each_grid_genres_answer_values_mean():
    import re
    from pathlib import Path

    import gridsat
    from gridsat.puzzles.grid.result import GridResult

    page = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
    line = next(line for line in re.search(r"```fields grid\n(.*?)```", page, flags=re.S)[1].splitlines()
                if line.startswith("grid "))
    # was "rows of small ints, one per cell, as the genre's page says": there is no genre page, and Light Up's
    # bulbs, Star Battle's stars and Shikaku's ranks were said nowhere
    own = set(re.findall(r"```fields (\w+)", page))
    for name in gridsat.kinds.names():
        kind = gridsat.kinds.get(name)
        if name not in own and issubclass(kind.result_type, GridResult):
            assert kind.title in line, kind.title
    assert "Light Up 1 bulb" in line and "Star Battle 1 star" in line and "genre's page" not in line


CSPUZ = "https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g"  # semiexp/cspuz_core's test puzzle (tests/data/genres)


def test_a_shikaku_answer_recorded_with_other_labels_is_the_same_answer():
    import gridsat

    kind = gridsat.kinds.get("shikaku")
    result = kind.parse(CSPUZ).solve()
    mine = "7 7 6 6 5 5\n7 7 6 6 5 5\n7 7 6 6 5 5\n4 4 3 3 5 5\n4 4 3 3 2 2\n1 1 1 1 2 2\n"
    assert kind.same_answer(result, mine)  # was False, and its rules said "the area of the number 6 at r3c2
    # does not cover its own cell": the same rectangles, labelled by a person rather than by gridsat's ranks
    wrong = "0 0 1 1 4 4\n0 0 1 1 4 4\n0 0 1 1 4 4\n2 2 3 3 4 4\n2 2 3 3 6 6\n5 5 5 5 6 4\n"
    assert not kind.same_answer(result, wrong)
    assert result.with_answer(kind.recorded_answer(result, wrong)).violations()[0] == (
        "answer: the area of the number 8 at r4c5 is not a rectangle (9 cells)")  # a wrong one is still named


@pytest.mark.parametrize("grid, refused", [
    ("shikaku\n4 0 0 0\n0 0 0 4\n", "row 1, column 2: clue 0 is not an area (a rectangle has 1 cell or more)"),
    ("nurikabe\n1 0 0\n0 0 0\n0 0 2\n", "row 1, column 2: clue 0 is not an island size (an island has 1 cell or "
                                         "more)"),
    ("masyu\n0 0 0\n0 0 0\n", "row 1, column 1: clue 0 is not a pearl W or B"),
    ("statuepark\npieces: tetrominoes\n0 0 0 0\n0 0 0 0\n", "row 1, column 1: clue 0 is not B (black circle) or W "
                                                            "(white circle)")])
def test_a_grid_written_with_0_for_empty_cells_is_told_the_empty_cell(run_cli, tmp_path, grid, refused):
    (tmp_path / "z.txt").write_text(grid)
    assert run_cli("solve", str(tmp_path / "z.txt")) == (
        2, "", f"gridsat: error: z.txt: {refused}; an empty cell is '.' in a text grid, null in JSON\n")
    # was the refusal alone: a grid from a site that writes 0 for an empty cell learned nothing of '.'


def test_the_readme_names_every_genre_that_says_which_clues_cannot_all_hold():
    from pathlib import Path

    import gridsat
    from gridsat.puzzles.grid.puzzle import GridPuzzle

    readme = " ".join((Path(__file__).resolve().parents[1] / "README.md").read_text().split())
    said = readme[readme.index("where its genre's clues can be taken away one by one"):]
    said = said[:said.index(")")]
    for name in gridsat.kinds.names():
        puzzle_type = getattr(gridsat.kinds.get(name), "puzzle_type", None)
        if isinstance(puzzle_type, type) and issubclass(puzzle_type, GridPuzzle) \
                and puzzle_type.weaker is not GridPuzzle.weaker:
            assert gridsat.kinds.get(name).title in said, name  # Shikaku, which says so, was left out


def test_an_answer_file_given_as_a_puzzle_is_named_by_its_name(run_cli, tmp_path):
    (tmp_path / "s2.solution.txt").write_text("1 1 2 2 5 5\n1 1 2 2 5 5\n1 1 2 2 5 5\n3 3 4 4 5 5\n3 3 4 4 7 7\n"
                                              "6 6 6 6 7 7\n")
    assert run_cli("solve", str(tmp_path / "s2.solution.txt")) == (
        2, "", "gridsat: error: s2.solution.txt: an answer file by its name, not a puzzle: NAME.solution.txt holds the "
               "answer to the puzzle NAME.txt beside it, which gridsat batch --check-answer compares; give the puzzle "
               "itself (its file or URL)\n")
    # was "a grid with no kind named above it, which nurikabe, ... and shikaku all read: write the kind's name ...
    # or gridsat KIND s2.solution.txt", and 'gridsat shikaku s2.solution.txt' solved the answer as a new puzzle
