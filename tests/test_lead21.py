"""Items the hostile passes had left on purpose, mended in the lead's twenty-first branch."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.calendar.year import solve_year


def test_solve_year_reads_dates_typed_as_the_command_line_reads_them(tmp_path):
    """``solve_year(..., dates=["2024-03-01"])`` was a TypeError; text is read as ``--date`` reads it, a ``MM-DD``
    in the run's year, and the same date as text and as a date is done once."""
    out = tmp_path / "y.jsonl"
    summary = solve_year("dragonfjord", 2024, out, dates=["2024-03-01", "02-29", dt.date(2024, 3, 1)])
    assert [r["date"] for r in summary.records] == ["2024-03-01", "2024-02-29"]
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["date"], r["weekday"], r["status"]) for r in lines] == [("2024-03-01", "Fri", "solved"),
                                                                     ("2024-02-29", "Thu", "solved")]


@pytest.mark.parametrize("dates, message", [
    (["2023-01-01"], "date 2023-01-01 is not in 2025"),
    (["02-29"], "date 02-29 is not in 2025: February 2025 has 28 days"),
    (["02-30"], "date 02-30 does not exist: February has 29 days"),
    (["x"], "date 'x' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06"),
])
def test_solve_year_refuses_date_text_that_is_not_a_date_of_the_year(tmp_path, dates, message):
    with pytest.raises(PuzzleInputError) as e:
        solve_year("dragonfjord", 2025, tmp_path / "y.jsonl", dates=dates)
    assert str(e.value) == message
    assert not (tmp_path / "y.jsonl").exists()


@pytest.mark.parametrize("chunks", [range(0), range(5, 2)])
def test_search_designs_refuses_an_empty_range_of_chunks(chunks):
    """``search_designs(..., chunks=range(0))`` searched nothing and returned ``complete=True``."""
    from gridsat.puzzles.calendar.design import search_designs

    with pytest.raises(PuzzleInputError) as e:
        search_designs("standard", "pentominoes+hexominoes", 8, chunks=chunks)
    assert str(e.value) == "chunks is empty: give the chunk indices to search (0..734), or None for every chunk"


def test_design_edition_refuses_a_name_no_edition_file_could_name():
    """``design_edition(..., name="a b")`` made an edition whose name an edition file's ``NAME = BOARD : ...``
    line cannot hold."""
    from gridsat.puzzles.calendar.design import design_edition

    names = "H01 P5 N5 Z5 V5 L5 U5 Y5"  # 41 cells, as the board leaves
    with pytest.raises(PuzzleInputError) as e:
        design_edition("dragonfjord", "pentominoes+hexominoes", names, name="a b")
    assert str(e.value) == ("design_edition's name 'a b' is not a word of letters, digits, '_' and '-', as an "
                            "edition file names editions")
    assert design_edition("dragonfjord", "pentominoes+hexominoes", names, name="my-set_2").name == "my-set_2"


def test_generate_json_of_a_resumed_collection_says_which_seeds_were_there(run_cli, tmp_path):
    """``generate --json -o F`` over a collection holding every seed printed nothing at all: stdout has the
    records this run makes, and stderr now says the rest were there."""
    out = tmp_path / "g.jsonl"
    args = ("generate", "yinyang", "--size", "5x5", "--count", "2", "-o", str(out), "--json")
    code, made, err = run_cli(*args)
    assert (code, len(made.splitlines()), err) == (0, 2, "")
    assert run_cli(*args) == (0, "", f"wrote 0 Yin-Yang puzzles to {out} (all 2 seeds were there already)\n")
    code, made, err = run_cli(*args[:5], "3", *args[6:])
    assert (code, [json.loads(line)["seed"] for line in made.splitlines()], err) == (
        0, [3], f"wrote 1 Yin-Yang puzzle to {out} (2 of the 3 seeds were there already)\n")


@pytest.mark.parametrize("value", [16, 22, -1])
def test_a_loop_answer_shown_by_hand_holds_side_bitmasks(value):
    """``with_answer`` of a Masyu or Slitherlink result took a cell of 22 or -1 (bits no side has) and drew it."""
    import gridsat

    result = gridsat.solve("https://puzz.link/p?mashu/6/6/1063000i3000")
    grid = [list(row) for row in result.grid]
    grid[0][0] = value
    with pytest.raises(TypeError) as e:
        result.with_answer(grid)
    assert str(e.value) == ("answer must be cells of side bitmasks 0..15 (up 1, right 2, down 4, left 8), or None "
                            f"(undecided); cell r1c1 holds {value}")
    grid[0][0] = None
    assert result.with_answer(grid).grid[0][0] is None


@pytest.mark.parametrize("row", ["bwwb", "bW"])
def test_lowercase_pearls_written_together_are_told_to_use_spaces(row):
    """Masyu reads 'b'/'w' as pearls; 'bwwb' was "clue 'bwwb' is not a pearl W or B" where 'BWWB' was told how
    cells are written."""
    from gridsat.kinds import get

    text = f"masyu\n{row}\n{' '.join('.' * len(row))}\n"
    with pytest.raises(PuzzleInputError) as e:
        get("masyu").parse(text)
    spaced = " ".join(row)
    assert str(e.value) == (f"Masyu: line 2: '{row}' is cells written together: separate a row's cells by spaces "
                            f"('{spaced}')")
    assert list(get("masyu").parse(f"masyu\n{spaced}\n{' '.join('.' * len(row))}\n").clues[0]) == list(row.upper())


def test_a_hint_picture_keys_its_frames():
    """A hint's picture framed cells red and blue and hatched the undecided ones with nothing saying what they
    mean (the terminal's drawing has its key line)."""
    from gridsat.kinds import get

    kind = get("nurikabe")
    puzzle = kind.parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    deduction = kind.hints(puzzle, first=True)
    legend = kind.hint_figure(puzzle, deduction).axes[0].get_legend()
    assert [t.get_text() for t in legend.get_texts()] == ["decided by this step", "why: the cells it reads",
                                                         "not yet decided"]


def test_area_labels_numbers_areas_as_puzzlink_numbers_rooms():
    """The areas of a box, vectorised (numpy) and by the small boards' flood fill, checked against a flood fill
    written here from the definition (rooms are the areas walls bound, numbered by their first cell in row-major
    order), on random walls of small boxes."""
    import random

    import numpy  # noqa: F401  (imported: area_labels takes its numpy path)

    from gridsat.core.areas import _flooded, area_labels

    def flood(rows, cols, right, below):
        room, n = [[-1] * cols for _ in range(rows)], 0
        for r in range(rows):
            for c in range(cols):
                if room[r][c] < 0:
                    room[r][c], stack = n, [(r, c)]
                    while stack:
                        a, b = stack.pop()
                        for x, y, joined in ((a, b + 1, b + 1 < cols and right[a][b]),
                                             (a, b - 1, b > 0 and right[a][b - 1]),
                                             (a + 1, b, a + 1 < rows and below[a][b]),
                                             (a - 1, b, a > 0 and below[a - 1][b])):
                            if joined and room[x][y] < 0:
                                room[x][y] = n
                                stack.append((x, y))
                    n += 1
        return room

    rng = random.Random(7)
    for _ in range(400):
        rows, cols, p = rng.randint(1, 8), rng.randint(1, 8), rng.random()
        right = [[rng.random() < p for _ in range(cols - 1)] for _ in range(rows)]
        below = [[rng.random() < p for _ in range(cols)] for _ in range(rows - 1)]
        assert area_labels(rows, cols, right, below) == _flooded(rows, cols, right, below) == \
            flood(rows, cols, right, below)


def test_a_room_in_pieces_is_still_named_where_whole_rooms_are_checked_at_once():
    from gridsat.kinds import get

    text = "norinori\n0 0 1\n1 1 1\n0 2 2\n"
    with pytest.raises(PuzzleInputError) as e:
        get("norinori").parse(text)
    assert str(e.value) == ("Norinori: the region of row 1, column 1 is in 2 pieces (one at row 3, column 1); a region is "
                            "one connected area")


@pytest.mark.parametrize("name, source", [("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
                                          ("hitori", "https://puzz.link/p?hitori/4/4/1114142333214213")])
@pytest.mark.parametrize("value", [1.0, True])
def test_a_position_cell_is_a_whole_number_in_every_kind(name, source, value):
    """``check_position`` of a shading genre took a cell of 1.0 for unshaded, where Yin-Yang's names it."""
    import numpy as np

    from gridsat.kinds import get

    kind = get(name)
    puzzle = kind.parse(source)
    grid = [[1] * puzzle.cols for _ in range(puzzle.rows)]
    grid[0][0] = value
    assert kind.check_position(puzzle, grid)[0] == (f"position: cell r1c1 is {value!r}, neither unshaded (1) nor "
                                                    "shaded (2)")
    grid[0][0] = np.int64(1)
    assert not any("r1c1 is" in line for line in kind.check_position(puzzle, grid))


STAR_BATTLE_DRAWN = """\
┌────────┬────────┐
│·  ★  · │·  ·  · │
│  ┌─────┘  ┌─────┤
│· │·  ·  ★ │·  · │
│  ├─────┬──┴──┐  │
│· │·  · │·  · │★ │
├──┴──┐  └──┐  │  │
│·  · │★  · │· │· │
│  ┌──┴─────┘  │  │
│· │·  ·  ·  ★ │· │
│  ├───────────┘  │
│★ │·  ·  ·  ·  · │
└──┴──────────────┘"""


def test_a_board_of_regions_is_drawn_inside_its_borders_and_read_back(run_cli, tmp_path):
    """Star Battle's terminal drawing showed the stars and no region, so no one could see each region holds one;
    the drawing now has the regions' borders, and ``batch --check-answer`` reads such a drawing back."""
    from pathlib import Path

    from gridsat.batch import run_batch

    url = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"  # tests/data/genres/starbattle.json, the first
    code, printed, _ = run_cli("solve", url)
    assert code == 0 and printed.rsplit("\n", 3)[0] == STAR_BATTLE_DRAWN and "\n★ star, · no star\n" in printed
    (tmp_path / "s.txt").write_text(url + "\n")
    (tmp_path / "s.solution.txt").write_text(printed)
    (tmp_path / "t.txt").write_text(url + "\n")
    (tmp_path / "t.solution.txt").write_text(printed.replace("│·  ★  · │", "│★  ·  · │"))  # a star moved
    run_batch([str(tmp_path)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    got = {Path(r["file"]).name: (r["status"], r.get("matches_record"))
           for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert got == {"s.txt": ("solved", True), "t.txt": ("solved", False)}


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
@pytest.mark.parametrize("page", ["pack", "dominofit"])
def test_a_game_link_on_a_page_with_no_play_mode_says_so(live_server, browser, page):
    """/puzzle/pack#play=URL (a game's link opened on a kind that places pieces) came up empty, without a word."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + f"/puzzle/{page}#play=https%3A%2F%2Fpuzz.link%2Fp%3Fnurikabe%2F5%2F5%2Fg5k2o1k3g")
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == ("this address holds a game (#play=...), but this page has no play mode: "
                                            "its kind places pieces; solve it with the form above (the next step and why: "
                                            "gridsat hint on the command line)")


def test_a_piece_library_naming_a_set_twice_says_so(run_cli):
    """``--pieces pentominoes+pentominoes`` was "piece name 'F5' is used twice", naming no library."""
    assert run_cli("calendar", "--design", "dragonfjord", "--pieces", "pentominoes+pentominoes", "--choose", "8") == (
        2, "", "gridsat: error: piece library 'pentominoes+pentominoes' names the set pentominoes twice: each set's "
               "pieces come once (a design uses each piece at most once)\n")


def test_a_board_array_given_as_text_points_to_from_mask():
    from gridsat.core.board import Board

    with pytest.raises(PuzzleInputError) as e:
        Board.from_array("##\n##")
    assert str(e.value) == ("array: board array must be rows of numbers or true/false, got a string: for '#'/'.' "
                            "rows use Board.from_mask")


def test_a_statue_park_board_too_small_for_its_pieces_says_so(run_cli, tmp_path):
    """A 4x4 Statue Park text board takes the pentominoes (its default set): it said "infeasible" and no more, where
    the pieces' squares alone outnumber the board's cells."""
    path = tmp_path / "sp.txt"
    path.write_text("statuepark\n. . . .\n. . . .\n. . . .\n. . . .\n")
    code, out, _ = run_cli("solve", str(path), "--json")
    assert (code, json.loads(out)["reason"]) == (1, "the 12 pieces (the pentominoes) cover 60 cells, and the board has 16")


def test_a_hint_position_sent_as_placements_is_told_how_a_placing_kind_writes_one(api_client):
    """``/api/hint`` with a calendar position as the answer's placements was told "rows of cell values (0
    undecided)", which says nothing of piece names."""
    response = api_client.post("/api/hint", json={"kind": "calendar", "puzzle": "2026-12-04", "position": [
        {"piece": "P5", "cells": [[0, 3], [0, 4], [0, 5], [1, 3], [1, 4]]}]})
    assert (response.status_code, response.json()) == (422, {"error": (
        "'position' of a kind that places pieces is its grid as hint --json prints it (rows of piece names, 0 "
        "uncovered, '#' not to cover), or its answer text: not a list of placements")})


def test_a_hint_picture_of_a_choice_does_not_call_it_decided():
    """The calendar's "choice" step (several answers remain, no piece is forced) was keyed "decided by this step"."""
    from gridsat.kinds import get

    kind = get("calendar")
    puzzle = kind.parse('{"kind": "calendar", "date": "2026-12-04", "edition": "dragonfjord"}')
    deduction = kind.hints(puzzle, first=True)
    assert deduction.steps[-1].rule == "choice"
    legend = kind.hint_figure(puzzle, deduction).axes[0].get_legend()
    assert [t.get_text() for t in legend.get_texts()] == ["chosen by this step (nothing is forced here)"]


def test_a_hint_picture_with_no_step_keys_its_hatching():
    """``hint --png`` of a Nurikabe with no answer drew every cell but the numbers hatched, with no key."""
    from gridsat.kinds import get

    kind = get("nurikabe")
    puzzle = kind.parse("nurikabe\n1 1 .\n. . .\n. . .\n")
    deduction = kind.hints(puzzle, first=True)
    assert deduction.steps == []
    legend = kind.hint_figure(puzzle, deduction).axes[0].get_legend()
    assert [t.get_text() for t in legend.get_texts()] == ["clues that cannot all hold", "not yet decided"]
    assert deduction.conflict == [(0, 0), (0, 1)]  # (two 1s side by side: one island of two cells)
