"""Hostile pass 32, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

from gridsat.engines import race

YY_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"
UNUSED_SEED = ("the search answered before CP-SAT started, so --seed went unused (--engine cpsat runs CP-SAT "
               "alone)")


def test_a_web_requests_seed_the_race_left_unused_is_in_its_notices_not_on_the_servers_terminal(monkeypatch,
                                                                                                 capsys):
    """POST /api/solve {"puzzle": YY_URL, "options": {"seed": 5}}: the race's search answered, the seed unused;
    the command line says so on stderr, the answer said nothing (the note went to the server's terminal, once a
    solver process: a second such request got not even that)."""
    from gridsat.core.settings import command_line_run
    from gridsat.web.jobs import run_solve
    from gridsat.web.limits import Limits
    from gridsat.web.requests import plan_solve

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])
    with command_line_run():  # as a web worker runs a job
        for _ in range(2):  # every request is told, not the first a process served
            out = run_solve(plan_solve({"puzzle": YY_URL, "options": {"seed": 5}}, Limits()))
            assert out["engine"] == "search" and out["status"] == "solved"
            assert out["notices"] == [UNUSED_SEED]
    assert capsys.readouterr().err == ""
    with command_line_run():  # no seed: nothing to say
        out = run_solve(plan_solve({"puzzle": YY_URL}, Limits()))
    assert "notices" not in out


def test_the_command_line_still_says_the_unused_seed_once_on_stderr(monkeypatch, capsys):
    from gridsat.cli import main

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])
    for _ in range(2):
        with pytest.raises(SystemExit) as exc:
            main(["yinyang", YY_URL, "--seed", "5", "--json"])
        assert exc.value.code in (0, None)
    assert capsys.readouterr().err.count(f"note: {UNUSED_SEED}") == 1


EXAMPLES = __import__("pathlib").Path(__file__).resolve().parents[1] / "examples"
CYCLES_UNIQUE = "the cycles engine finds one tiling; --unique needs --engine search or cpsat"


def test_batch_refuses_an_engine_that_cannot_do_the_task_before_any_puzzle(tmp_path, capsys):
    """gridsat batch examples/batch --kind dominofit --engine cycles --unique --out F: a line of bad input for
    every puzzle ('the cycles engine finds one tiling'), exit 0; now one line and exit 2, no file."""
    from gridsat.cli import main

    out = tmp_path / "r.jsonl"
    with pytest.raises(SystemExit) as exc:
        main(["batch", str(EXAMPLES / "batch"), "--kind", "dominofit", "--engine", "cycles", "--unique",
              "--out", str(out), "-q"])
    assert exc.value.code == 2
    assert capsys.readouterr().err.strip() == f"gridsat: error: {CYCLES_UNIQUE}"
    assert not out.exists()


def test_dominofit_refuses_the_engine_before_reading_the_file(capsys):
    """gridsat dominofit nosuch.json --engine cycles --unique named the missing file: the engine and task, known
    not to go together, are refused first (as an unknown --model is)."""
    from gridsat.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["dominofit", "nosuch.json", "--engine", "cycles", "--unique"])
    assert exc.value.code == 2
    assert capsys.readouterr().err.strip() == f"gridsat: error: {CYCLES_UNIQUE}"


def test_the_python_batch_refuses_it_too(tmp_path):
    from gridsat.batch import run_batch
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError, match=r"the cycles engine finds one tiling; Task\('unique'\) needs "
                                               r"engine='search' or engine='cpsat'"):
        run_batch([str(EXAMPLES / "batch" / "dominofit-8x8.json")], str(tmp_path / "r.jsonl"), kind="dominofit",
                  engine="cycles", unique=True)
    assert not (tmp_path / "r.jsonl").exists()


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
NINE_AT_R5C5 = "line 5, column 5: '9' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)"


def test_a_web_position_with_a_9_names_its_cell_not_r1c1_as_a_drawn_clue():
    """POST /api/hint {"kind": "nurikabe", "puzzle": NURIKABE, "position": [[0]*5]*4 + [[0, 0, 0, 0, 9]]}: 422
    "position: r1c1: '0' is not its clue (none); a drawn board's numbers stand on their clues' cells" (the 9 made
    the rows read as a drawn board)."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.web.hint_requests import plan_hint
    from gridsat.web.jobs import run_hint
    from gridsat.web.limits import Limits

    position = [[0] * 5] * 4 + [[0, 0, 0, 0, 9]]
    with pytest.raises(PuzzleInputError) as exc:
        run_hint(plan_hint({"kind": "nurikabe", "puzzle": NURIKABE, "position": position}, Limits()))
    # (rows of numbers sent are rows, as a JSON position file's are: 'line 5' named a text file's line)
    assert str(exc.value) == "position: " + NINE_AT_R5C5.replace("line 5,", "row 5,")


@pytest.mark.parametrize("text", ["00000\n00000\n00000\n00000\n00009\n",
                                  "0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 9\n"])
def test_a_position_file_with_a_9_names_its_cell(tmp_path, capsys, text):
    """gridsat hint NURIKABE --position F, F rows of 0 with a 9 at r5c5: "the drawn board has 5 rows of 3 cells;
    the puzzle has 5 rows of 5" (side by side) or "r1c1: '0' is not its clue (none)" (spaced)."""
    from gridsat.cli import main

    position = tmp_path / "pos.txt"
    position.write_text(text)
    with pytest.raises(SystemExit) as exc:
        main(["hint", NURIKABE, "--position", str(position)])
    assert exc.value.code == 2
    assert capsys.readouterr().err.strip() == f"gridsat: error: {position}: {NINE_AT_R5C5}"


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_game_on_the_general_page_comes_back_with_its_kind(live_server, browser):
    """/file, Nurikabe chosen in the kind menu, Play this puzzle, a click: the address became
    /file#play=URL&at=ROWS, which opened again (a reload, a bookmark, a shared link: docs/web.md) showed an empty
    page, no kind chosen, no board: the game was gone.  The address now names the kind, chosen again on opening."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/file")
    Select(by_id(browser, "kind")).select_by_value("nurikabe")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(NURIKABE)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    browser.find_element("css selector", '#play-board .cell[data-row="0"][data-col="0"]').click()
    played = browser.current_url
    assert "kind=nurikabe" in played and "at=11000." in played
    browser.get("about:blank")
    open_page(browser, played)
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    assert by_id(browser, "kind").get_attribute("value") == "nurikabe"
    assert by_id(browser, "play-message").text == "Your position is back: play on."
    assert browser.execute_script("return document.querySelector('#play-board .cell').dataset.value") == "1"


def test_run_batch_names_a_path_given_for_the_list_a_path(tmp_path):
    """run_batch(Path('puzzles'), out): "got the string 'puzzles'" of a Path."""
    from pathlib import Path

    from gridsat.batch import run_batch

    with pytest.raises(TypeError) as exc:
        run_batch(Path("puzzles"), str(tmp_path / "r.jsonl"))
    assert str(exc.value) == "run_batch's paths must be a list of paths, got the path 'puzzles' (write ['puzzles'] " \
                             "for one)"


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_packing_page_clears_what_a_changed_menu_or_a_refused_size_left(live_server, browser, tmp_path):
    """/puzzle/pack: a piece file with a bad symbol refused, then pentominoes chosen again in the menu: the line
    "bad_pieces.txt: line 1: unknown symbol 'x'..." stayed beside "The pentominoes cover 60. They match." (a menu's
    change took no message away, typing did).  A tiling shown, then Resize with 0 rows: "Not solved", the answer
    gone, but "Another tiling" stayed enabled, to step on from a tiling no longer shown."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    bad = tmp_path / "bad_pieces.txt"
    bad.write_text("X: ###/#x#\n")
    open_page(browser, live_server + "/puzzle/pack")
    wait_for(browser, lambda: browser.find_elements("css selector", "#pieces option"))
    by_id(browser, "piece-file").send_keys(str(bad))
    wait_for(browser, lambda: by_id(browser, "pieces").get_attribute("value") == "file:bad_pieces.txt")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text.startswith("bad_pieces.txt: line 1: unknown symbol 'x'")
    Select(by_id(browser, "pieces")).select_by_value("pentominoes")
    assert not by_id(browser, "error").is_displayed()
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "verdict").text == "Tiling 1.")
    wait_for(browser, lambda: idle(browser))
    assert by_id(browser, "another").is_enabled()
    by_id(browser, "rows").clear()
    by_id(browser, "rows").send_keys("0")
    by_id(browser, "resize").click()
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == "“rows” must be a whole number from 1 to 30, got 0"
    assert by_id(browser, "title").text == "Not made"  # (a board refused is no solve: common.js)
    assert not by_id(browser, "another").is_enabled()


def test_a_number_past_a_floats_range_is_called_a_number_not_writtenreal(tmp_path, capsys):
    """POST /api/solve {"puzzle": 1e999}: "... (a string), got WrittenReal" (the reader's class for such a number);
    a calendar file {"date": 1e999}: "'date' must be a string YYYY-MM-DD, got WrittenReal"."""
    from gridsat.cli import main
    from gridsat.core.errors import PuzzleInputError
    from gridsat.web.limits import Limits
    from gridsat.formats.json import real_number
    from gridsat.web.requests import plan_solve

    with pytest.raises(PuzzleInputError) as exc:  # the body as the server reads it
        plan_solve(json.loads('{"puzzle": 1e999}', parse_float=real_number), Limits())
    assert str(exc.value) == "'puzzle' must be the text of a puzzle file, or a URL (a string), got a number"
    cal = tmp_path / "cal.json"
    cal.write_text('{"kind": "calendar", "date": 1e999}')
    with pytest.raises(SystemExit):
        main(["solve", str(cal)])
    assert capsys.readouterr().err.strip() == "gridsat: error: cal.json: 'date' must be a string YYYY-MM-DD, got a number"


def test_a_results_line_past_the_bound_is_read_no_further(tmp_path, monkeypatch, capsys):
    """gridsat batch DIR --out F, F a 600 MB file of one line: read whole, twice over (1.2 GB), before "line 1 is
    not a JSON record"; a larger file went past the machine's memory.  A line is read up to MAX_RESULTS_LINE (256
    MiB; here made 1,000 bytes) and refused there."""
    from gridsat.cli import main
    from gridsat.core import jsonl_records

    monkeypatch.setattr(jsonl_records, "MAX_RESULTS_LINE", 1000)
    out = tmp_path / "r.jsonl"
    out.write_bytes(b"a" * 5000)
    with pytest.raises(SystemExit) as exc:
        main(["batch", str(EXAMPLES / "batch" / "yinyang-6x6.url"), "--out", str(out), "-q"])
    assert exc.value.code == 2
    assert capsys.readouterr().err.strip() == (
        f"gridsat: error: {out}: line 1 is longer than 1,000 bytes, more than any results line; this file was not "
        "written by gridsat or was edited, or holds another command's results: choose another output file")
    assert out.read_bytes() == b"a" * 5000
