"""Newcomer pass 66: following the README and the docs as a new user, the web pages in a browser."""

from __future__ import annotations

import pytest

from gridsat.puzzles.kinds import names

HEYAWAKE = "https://puzz.link/p?heyawake/4/4/3nocigj1"  # two answers


def _listed(live_server, browser, page: str, puzzle: str, n: str):
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, picture_appears, wait_for

    open_page(browser, f"{live_server}{page}")
    by_id(browser, "puzzle").send_keys(puzzle)
    Select(by_id(browser, "task")).select_by_value("solutions")
    field = by_id(browser, "n")
    field.clear()
    field.send_keys(n)
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 60)
    assert picture_appears(browser, "picture")


def test_several_solutions_on_the_general_page_show_more_than_the_first(live_server, browser):
    """The Heyawake page, task "several solutions", said "Solved. 2 solutions listed; no more exist." under one
    picture, the first: the second listed was nowhere on the page (the server's drawing of the last went unused)."""
    from web_server import by_id, picture_appears

    _listed(live_server, browser, "/puzzle/heyawake", HEYAWAKE, "3")
    assert by_id(browser, "verdict").text == "Solved. 2 solutions listed; no more exist."
    assert picture_appears(browser, "second")
    assert by_id(browser, "second-caption").text == "Solution 2, the last listed."
    assert not by_id(browser, "text").is_displayed()  # two pictures show both


def test_a_uniqueness_check_on_the_general_page_still_calls_its_picture_a_second_answer(live_server, browser):
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, picture_appears, wait_for

    open_page(browser, f"{live_server}/puzzle/heyawake")
    by_id(browser, "puzzle").send_keys(HEYAWAKE)
    Select(by_id(browser, "task")).select_by_value("unique")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 60)
    assert picture_appears(browser, "second")
    assert by_id(browser, "second-caption").text == "A second answer."


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
def test_three_solutions_listed_show_the_first_the_last_and_every_one_as_text(live_server, browser):
    from web_server import by_id, picture_appears

    _listed(live_server, browser, "/file", '{"kind": "pack", "board": "3x20"}', "3")
    assert by_id(browser, "verdict").text == "Solved. 3 solutions listed."
    assert picture_appears(browser, "second")
    assert by_id(browser, "second-caption").text == "Solution 3, the last listed; the text below draws every one."
    text = by_id(browser, "text")
    assert text.is_displayed() and [line for line in text.text.splitlines() if line.startswith("solution ")] == [
        "solution 1", "solution 2", "solution 3"]


def test_a_listing_or_count_keyword_to_gridsat_solve_names_a_call_that_takes_it():
    """``gridsat.solve(url, solutions=3)`` said "puzzle.solutions(n), or Task('solutions', n=N)" and ``limit=1``
    "Task('count', limit=N)"; given that Task, ``gridsat.solve(url, task=Task(...))`` refused it ("run a Task with
    gridsat.kinds.get(KIND).run(puzzle, task)"): the advice led to a second refusal."""
    import pytest

    import gridsat

    said = {"solutions": "solutions is a task, not a setting: puzzle.solutions(n)",
            "n": "n is a field of the task, not a setting: puzzle.solutions(n)",
            "limit": "limit is a field of the task, not a setting: puzzle.count(limit=N)",
            "keep": "keep is a field of the task, not a setting: puzzle.count(keep=N)"}
    for name, words in said.items():
        with pytest.raises(TypeError) as caught:
            gridsat.solve(HEYAWAKE, **{name: 3})
        assert str(caught.value) == f"{words} (the puzzle: kind, puzzle = gridsat.read(spec))"
    _, puzzle = gridsat.read(HEYAWAKE)  # and the calls named do it
    assert (len(puzzle.solutions(3).solutions), puzzle.count(limit=1).count, puzzle.count(keep=3).count) == (2, 1, 2)
    kind = gridsat.kinds.get("heyawake")  # kind.run, which takes a Task, is still told the Task
    with pytest.raises(TypeError) as caught:
        kind.run(puzzle, gridsat.Task("count"), limit=1)
    assert str(caught.value) == ("limit is a field of the task, not a setting: Task('count', limit=N) (or "
                                 "puzzle.count(...), puzzle.solutions(...))")


def test_a_listing_or_count_keyword_to_pack_or_calendar_names_the_puzzles_method():
    """``gridsat.pack("3x20", limit=2)`` said "Task('count', limit=N) (or puzzle.count(...), ...)", a Task
    gridsat.pack takes no more than gridsat.solve does."""
    import pytest

    import gridsat

    with pytest.raises(TypeError) as caught:
        gridsat.pack("3x20", limit=2)
    assert str(caught.value) == ("pack() takes no 'limit': limit is a field of the task: puzzle.count(limit=N) (the "
                                 "puzzle: gridsat.puzzles.pack.make_puzzle(board, pieces))")
    with pytest.raises(TypeError) as caught:
        gridsat.calendar("10-06", solutions=3)
    assert str(caught.value) == ("calendar() takes no 'solutions': solutions is a task: puzzle.solutions(n) (the "
                                 "puzzle: gridsat.puzzles.calendar.make_calendar(date, edition))")
    from gridsat.puzzles.pack import make_puzzle

    assert make_puzzle("3x20", "pentominoes").count(limit=2).count == 2


def test_printing_a_listing_draws_every_solution_as_the_command_line_does():
    """``print(puzzle.solutions(3))`` of a Heyawake with two answers drew the first alone above "2 solutions listed
    (no more exist)"; the command line draws each under ``solution K``."""
    import gridsat

    _, puzzle = gridsat.read(HEYAWAKE)
    lines = str(puzzle.solutions(3)).splitlines()
    assert [line for line in lines if line.startswith("solution")] == ["solution 1", "solution 2"]
    assert lines[1] == lines[12] == "┌───────────┐" and lines[2] != lines[13]  # two boards, the first rows differ
    assert lines[-2:-1] == ["2 solutions listed (no more exist)"]
    assert "solution 1" not in str(puzzle.solve())  # one answer: no heading


def test_a_spreadsheets_grid_with_empty_cells_is_told_commas_and_dots(tmp_path):
    """A grid saved from a spreadsheet, its empty cells left empty (`,5,,,`), was "row 1, column 1: clue ',5,,,'
    is not a whole number or '?'": the whole row one clue, nothing said of the commas (`.,5,.,.,.` was told)."""
    import pytest

    import gridsat
    from gridsat.core.errors import PuzzleInputError

    path = tmp_path / "n.txt"
    path.write_text("nurikabe\n,5,,,\n,,2,,\n,,,,\n,,1,,\n,,,3,\n")
    for read in (lambda: gridsat.read(str(path)), lambda: gridsat.read(str(path), "nurikabe")):
        with pytest.raises(PuzzleInputError) as caught:
            read()
        assert str(caught.value) == ("n.txt: line 2: ',5,,,' is cells separated by commas: separate a row's cells "
                                     "by spaces ('. 5 . . .')")
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("hitori").parse("hitori\n1;1;2;\n3;1;2;\n2;3;1;\n")  # a separator ending the row: no cell
    assert str(caught.value).endswith("line 2: '1;1;2;' is cells separated by semicolons: separate a row's cells by "
                                      "spaces ('1 1 2')")


def test_a_spreadsheets_grid_without_its_genre_line_is_told_the_commas_by_solve_too(tmp_path):
    """`gridsat solve grid.csv` (`.,5,.,.,.` rows, no genre line) said "not a puzzle gridsat can read", where
    `gridsat nurikabe grid.csv` told the commas; prose with commas is still not a puzzle."""
    import pytest

    import gridsat
    from gridsat.core.errors import PuzzleInputError

    for text, said in ((".,5,.,.,.\n.,.,2,.,.\n", "line 1: '.,5,.,.,.' is cells separated by commas: separate a row's "
                        "cells by spaces ('. 5 . . .')"),
                       (",5,,\n,,1\n", "line 1: ',5,,' is cells separated by commas: separate a row's cells by "
                        "spaces ('. 5 . .')"),
                       ("hello,world\nfoo,bar\n", "not a puzzle gridsat can read (kinds: "
                        f"{', '.join(names())})")):
        path = tmp_path / "grid.csv"
        path.write_text(text)
        with pytest.raises(PuzzleInputError) as caught:
            gridsat.read(str(path))
        assert str(caught.value) == f"grid.csv: {said}"
