"""Hostile pass 41, part b (web app and batch): faults found and fixed."""

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
FORCED = "? 5 ██████\n· ██2 · ██\n· ████████\n· ██1 ██· \n██████3 · \n"


@pytest.mark.parametrize("key, left", [("? not forced (24 of 25 cells forced)", "1 cell"),
                                       ("? not forced (1,000 of 1,200 cells forced)", "200 cells")])
def test_a_partly_forced_drawing_recorded_as_the_solution_is_named(key, left):
    # `gridsat nurikabe P --forced > P.solution.txt` of a puzzle with several answers, then `batch --check-answer`:
    # it was "a recorded Nurikabe solution must be rows of #/./*/x or of numbers" (bordered kinds: "drawn inside
    # borders, but not as gridsat draws an answer"), of gridsat's own drawing
    kind = get("nurikabe")
    result = kind.parse(NURIKABE).solve()
    with pytest.raises(PuzzleInputError) as refused:
        kind.recorded_answer(result, FORCED + key + "\nsolved in 0.007 s\n")
    assert str(refused.value) == (f"the recorded solution is a --forced drawing with {left} not forced ('?'): a "
                                  "solution decides every cell (save the answer gridsat prints without --forced)")


def test_a_wholly_forced_drawing_is_still_the_answer():
    kind = get("nurikabe")
    result = kind.parse(NURIKABE).solve()
    drawn = FORCED.replace("?", "·", 1) + "? not forced (25 of 25 cells forced)\nsolved in 0.007 s\n"
    assert kind.recorded_answer(result, drawn) == [list(r) for r in result.grid]


SUDOKU = "sudoku\n11..\n....\n....\n....\n"
NO_ANSWER = ("no answer: the givens 1 at r1c1 and 1 at r1c2 cannot all hold, even with every other given taken away "
             "(take one of these away too and an answer exists)\n")


@pytest.mark.parametrize("printed", ["infeasible in 0.044 s\n", "no solution\ninfeasible in 0.025 s\n",
                                     "0 solutions (all counted)\ninfeasible in 0.021 s\n"])
def test_a_run_without_an_answer_saved_as_the_answer_file_is_named(tmp_path, printed):
    # `gridsat solve P.txt > P.solution.txt` of a puzzle without an answer (plain, -u, --count), then
    # `batch --check-answer`: it was "a recorded Sudoku solution must be rows of 1/2/3/4/5/6/7/8/9 or of numbers",
    # though the same run's --json was named ("holds a sudoku result with no answer in it")
    import json

    from gridsat.batch.run import run_batch

    (tmp_path / "s.txt").write_text(SUDOKU)
    (tmp_path / "s.solution.txt").write_text(NO_ANSWER + printed)
    run_batch([str(tmp_path / "s.txt")], tmp_path / "out.jsonl", jobs=1, check_answer=True)
    line = json.loads((tmp_path / "out.jsonl").read_text())
    status_line = printed.splitlines()[-1]
    assert (line["status"], line["error"]) == ("bad_input", (
        f"s.solution.txt: the answer file holds gridsat's output of a run with no answer in it ({status_line!r}): "
        "write the puzzle's solution in it, or remove it"))


def test_a_record_solution_of_a_run_without_an_answer_is_named(tmp_path):
    import json

    from gridsat.batch.run import run_batch

    record = {"kind": "sudoku", "puzzle": SUDOKU, "solution": NO_ANSWER + "infeasible in 0.02 s"}
    (tmp_path / "c.jsonl").write_text(json.dumps(record) + "\n")
    run_batch([str(tmp_path / "c.jsonl")], tmp_path / "out.jsonl", jobs=1, check_answer=True)
    line = json.loads((tmp_path / "out.jsonl").read_text())
    assert line["error"] == ("c.jsonl: line 1: the record's 'solution' holds gridsat's output of a run with no "
                             "answer in it ('infeasible in 0.02 s'): write the puzzle's solution in it, or remove it")


@pytest.mark.parametrize("kind", ["starbattle", "norinori", "lits"])
@pytest.mark.parametrize("typed", ["6x6", "nonsense", "10"])
def test_a_word_typed_as_a_rooms_puzzle_is_no_one_cell_board(kind, typed):
    # '6x6' or any word in the Star Battle page's puzzle box (or a file) was a 1x1 board of one room: "Solved." with
    # its one star (Norinori, LITS: "no answer"); a board of several one-cell rooms was already refused
    with pytest.raises(PuzzleInputError) as refused:
        get(kind).parse(typed + "\n")
    assert refused.value.problem == (
        f"not a board of rooms: {typed!r} reads as one cell, a room of its own; a room is an area of cells with the "
        "same name, e.g. rows '1 1 2' and '1 2 2' (a first line naming the genre reads it as it is)")


def test_a_one_cell_board_of_one_letter_or_named_by_its_genre_is_still_read():
    assert get("starbattle").parse("a\n").solve().grid == [[1]]
    assert get("starbattle").parse("starbattle 1\na\n").solve().grid == [[1]]  # ("ab" under it: cells run together)


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_another_edition_chosen_after_a_bad_file_takes_its_message_from_the_answer_too(live_server, browser, tmp_path):
    # the calendar page's "Every date": a bad edition file, then a built-in edition chosen: the line beside the
    # menu went, but "Not counted" still had the bad file's message under it, as if the new choice were refused
    pytest.importorskip("uvicorn")
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    bad = tmp_path / "bad.txt"
    bad.write_text("[editions]\nmine = standard : O6 U5\n")
    open_page(browser, live_server + "/puzzle/calendar#every-date")
    wait_for(browser, lambda: len(Select(by_id(browser, "census-edition")).options) > 1)
    by_id(browser, "census-file").send_keys(str(bad))
    wait_for(browser, lambda: Select(by_id(browser, "census-edition")).first_selected_option.text == "mine (bad.txt)")
    by_id(browser, "census-run").click()
    wait_for(browser, lambda: idle(browser), 60)
    said = "bad.txt: line 2: edition mine: the pieces cover 11 cells but board standard leaves 41 to cover (43 " \
           "cells minus month and day)"
    assert (by_id(browser, "title").text, by_id(browser, "facts").text, by_id(browser, "census-error").text) == (
        "Not counted", said, said)
    Select(by_id(browser, "census-edition")).select_by_value("dragonfjord")
    assert not by_id(browser, "census-error").is_displayed()
    assert by_id(browser, "facts").text == ""


def test_the_web_text_of_a_run_without_an_answer_as_the_answer_file_is_named(tmp_path):
    # the web's "text" of an infeasible run (no status line) saved as the answer file
    import json

    from gridsat.batch.run import run_batch

    (tmp_path / "s.txt").write_text(SUDOKU)
    (tmp_path / "s.solution.txt").write_text(NO_ANSWER)
    run_batch([str(tmp_path / "s.txt")], tmp_path / "out.jsonl", jobs=1, check_answer=True)
    assert json.loads((tmp_path / "out.jsonl").read_text())["error"] == (
        "s.solution.txt: the answer file holds gridsat's output of a run with no answer in it ('no answer: the givens "
        "1 at r1c1 and 1 at r1c2 cannot all ...'): write the puzzle's solution in it, or remove it")
