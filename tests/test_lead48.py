"""What the lead found in the seventeenth sitting, each kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from gridsat.puzzles.shimaguni import deductions as logic
from shading_steps import published_record

SHIMAGUNI = Path(__file__).parent / "data" / "genres" / "shimaguni.json"


def test_a_shimaguni_room_left_one_cell_says_why_in_one_pair_of_brackets():
    # "r2c6 is shaded: it is the only cell of the room at r1c6 left for its island (every room holds one) (the
    # others are unshaded: r1c6)": two bracketed asides in a row
    kind = gridsat.kinds.get("shimaguni")
    record = next(r for r in json.loads(SHIMAGUNI.read_text()) if r["name"] == "pzprjs-shimaguni-6x6")
    board = Board(published_record(kind, record)[0])
    grid = logic.givens(board)
    grid[5] = UNSHADED
    step, = [s for s in logic.room_needs(State(board, grid)) if (1, 5) in s.decided]
    assert step.sentence == ("r2c6 is shaded: it is the only cell of the room at r1c6 left for its island, as every "
                             "room holds one (the others are unshaded: r1c6)")
    assert step.decided == {(1, 5): SHADED} and step.premises == [(0, 5)]


def test_skyscrapers_hints_take_the_rows_inside_alone_from_python_as_from_a_file():
    # a position file may hold the N rows inside alone; the same rows given to hints(start=...) were refused as
    # "the position has 4 rows of 4 cells; the puzzle has 6 rows of 6"
    kind = gridsat.kinds.get("skyscrapers")
    puzzle = kind.parse("https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
    answer = kind.run(puzzle, gridsat.Task("solve")).grid
    inside = [row[1:-1] for row in answer[1:-1]]
    start = [row[:] for row in inside]
    start[0][0] = 0  # one height left undecided: the next step decides it
    out = kind.hints(puzzle, start=start)
    assert out.verdict == "unique" and out.steps and out.steps[0].decided == {(1, 1): inside[0][0]}
    framed = kind.hints(puzzle, start=[[0] * 6] + [[0, *row, 0] for row in start] + [[0] * 6])
    assert [s.sentence for s in framed.steps] == [s.sentence for s in out.steps]


def test_the_kinds_record_gives_each_generators_own_size_for_the_pages_size_field(api_client):
    # the general page's Size showed 10x10 for every kind (Nurimisaki's generator makes 6x6 by default: a 10x10 often
    # runs out of candidates); the page now shows the size /api/generate makes when none is sent
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["nurimisaki"]["generator"]["default_size"] == "6x6"
    assert kinds["countryroad"]["generator"]["default_size"] == "8x8"
    assert kinds["lightup"]["generator"]["default_size"] == "10x10"


@pytest.mark.slow  # a browser and a server: a few seconds
def test_the_general_pages_size_shows_the_kinds_own_until_one_is_typed(live_server, browser):
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurimisaki")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    assert by_id(browser, "gen-size").get_attribute("value") == "6x6"  # was 10x10, past what it makes at once
    open_page(browser, f"{live_server}/puzzle/countryroad")
    wait_for(browser, lambda: by_id(browser, "gen-size").get_attribute("value") == "8x8")
    open_page(browser, f"{live_server}/puzzle/lightup")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    assert by_id(browser, "gen-size").get_attribute("value") == "10x10"
    by_id(browser, "gen-size").clear()  # an emptied field showed nothing, while Generate used the kind's own size
    assert by_id(browser, "gen-size").get_attribute("placeholder") == "10x10"
