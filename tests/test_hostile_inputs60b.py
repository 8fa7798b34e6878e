"""Hostile pass 60, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("kind", ["pack", "yinyang"])
def test_a_piece_set_as_the_argument_is_offered_options_that_make_a_puzzle(api_client, kind):
    """`/api/solve {"kind": "pack", "argument": "tetrominoes"}` was told to send it as the option "pieces", which
    was refused ("board 6x10 has 60 cells to cover but the pieces cover 20"): the options of a board it fills."""
    reply = api_client.post("/api/solve", json={"kind": kind, "argument": "tetrominoes"})
    of, what = ("", "a puzzle's text") if kind == "pack" else (" of the Polyomino packing", "a puzzle")
    assert (reply.status_code, reply.json()["error"]) == (422, (
        f"argument: 'tetrominoes' is a piece set{of}, not {what}: give it on the Polyomino packing page "
        '(/puzzle/pack), or send it as the options {"board": "4x5", "pieces": "tetrominoes"} with "kind": "pack"'))
    again = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "4x5", "pieces": "tetrominoes"}})
    assert (again.status_code, again.json()["status"]) == (200, "infeasible")  # it reads (and is proved so)


def test_a_board_the_default_pieces_do_not_fill_is_offered_pieces_that_do(api_client, run_cli):
    """`gridsat pack 4x5` offered "gridsat pack --board 4x5", refused (the default pentominoes cover 60 cells);
    the web's `argument` and `/api/hint` offered the same."""
    assert run_cli("pack", "4x5") == (2, "", (
        "gridsat: error: 4x5: no such file; '4x5' is a board, not a packing puzzle file (JSON): give it pieces "
        "covering its 20 cells, such as tetrominoes: gridsat pack --board 4x5 --pieces tetrominoes; in Python, "
        "gridsat.pack('4x5', pieces='tetrominoes'); as a puzzle file (for hint, grade or batch): {\"kind\": \"pack\", "
        "\"board\": \"4x5\", \"pieces\": \"tetrominoes\"}\n"))
    assert run_cli("pack", "--board", "4x5", "--pieces", "tetrominoes")[0] == 1  # it reads: proved to have none
    code, _, err = run_cli("pack", "5x8")
    assert code == 2 and "such as tetrominoes*2: gridsat pack --board 5x8 --pieces tetrominoes*2;" in err
    assert run_cli("pack", "--board", "5x8", "--pieces", "tetrominoes*2")[0] == 0
    code, _, err = run_cli("pack", "5x5")
    assert code == 2 and err.endswith(
        "give it pieces covering its 25 cells (the default pentominoes cover 60; no built-in set covers 25): "
        "gridsat pack --board 5x5 --pieces FILE, a piece file; in Python, gridsat.pack('5x5', pieces=...)\n")
    assert "gridsat pack --board 6x10;" in run_cli("pack", "6x10")[2]  # the default pieces fill it: as before
    reply = api_client.post("/api/solve", json={"kind": "pack", "argument": "4x5"})
    assert reply.json()["error"].endswith(
        'send it as the options {"board": "4x5", "pieces": "tetrominoes"} with "kind": "pack"')
    reply = api_client.post("/api/hint", json={"kind": "pack", "puzzle": "4x5"})
    said = reply.json()["error"]
    assert said.endswith('send the puzzle as the JSON text {"kind": "pack", "board": "4x5", "pieces": "tetrominoes"}')
    assert api_client.post("/api/hint", json={"puzzle": said[said.index("{"):]}).status_code == 200
    assert json.loads(said[said.index("{"):])["pieces"] == "tetrominoes"


def test_a_picture_the_time_limit_left_undrawn_is_said_not_called_shown(live_server, browser):
    """A count on the packing page that used its whole time limit came back with `svg_unfinished` and no picture,
    and the page said "Tiling 1 is shown." beside an empty panel (the Calendar page "Showing solution 1 of N"):
    every page's facts now say the picture was not drawn, and neither page says it shows one."""
    from web_server import open_page

    open_page(browser, live_server + "/puzzle/pack")
    said = browser.execute_script(
        'return GS.seconds({status: "solved", seconds: 2.0, engine: "exact", '
        'svg_unfinished: "the time limit ran out while drawing"})')
    assert said == "Answered in 2.000 s by the exact engine. No picture: the time limit ran out while drawing."
    assert browser.execute_script('return GS.seconds({status: "solved", seconds: 2.0, engine: "exact"})') == (
        "Answered in 2.000 s by the exact engine.")


@pytest.mark.slow
def test_the_packing_page_count_cut_by_the_time_limit_shows_no_false_tiling(browser):
    """`gridsat serve -t 1`, the packing page, tetrominoes with holes on 6x10, Count them: the count runs out the
    second, no picture is drawn, and the facts said "Tiling 1 is shown."."""
    from web_server import by_id, idle, open_page, running_server, wait_for
    from selenium.webdriver.support.ui import Select

    with running_server("--workers", "1", "-t", "1") as base:
        open_page(browser, base + "/puzzle/pack")
        Select(by_id(browser, "pieces")).select_by_value("tetrominoes")
        by_id(browser, "holes").click()
        by_id(browser, "count").click()
        wait_for(browser, lambda: by_id(browser, "verdict").text.startswith("At least"))
        wait_for(browser, lambda: idle(browser))
        facts = by_id(browser, "facts").text
        shown = browser.execute_script("return !document.getElementById('picture').hidden")
        assert ("Tiling 1 is shown." in facts) == shown  # never said without the picture
        assert shown or facts.endswith(("No picture: the time limit ran out while drawing.",  # (or, its time spent
                                        "No picture: the time limit had run out before drawing began.")), facts


@pytest.mark.parametrize("kind, said", [
    ("", "or choose “Polyomino packing” under Kind and set “Board” to 4x5 and “Pieces” to tetrominoes"),
    ("pack", "or set “Board” to 4x5 and “Pieces” to tetrominoes")])
def test_the_general_page_words_the_options_a_piece_set_needs_as_its_fields(live_server, browser, kind, said):
    """A piece set pasted on the general page (/file) is told the board it fills in the page's fields' words, not the
    API's 'send it as the options {"board": "4x5", ...} with "kind": "pack"' (fields the page names otherwise)."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/file")
    Select(by_id(browser, "kind")).select_by_value(kind)
    by_id(browser, "puzzle").send_keys("tetrominoes")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text and idle(browser))
    assert by_id(browser, "error").text == (
        "puzzle: 'tetrominoes' is a piece set, not a puzzle's text: give it on the Polyomino packing page "
        f"(/puzzle/pack), {said}")


@pytest.mark.parametrize("page, title", [("dominofit", "Domino Fit"), ("yinyang", "Yin-Yang")])
def test_a_size_pasted_on_a_page_is_pointed_to_generate_not_an_api_request(live_server, browser, page, title):
    """'4x5' pasted on the Domino Fit page was told '... with Generate on its page (/puzzle/dominofit), or POST
    /api/generate {"kind": "dominofit", "size": "4x5"}': a request a page's user does not send."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + f"/puzzle/{page}")
    by_id(browser, "puzzle").send_keys("4x5")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text and idle(browser))
    assert by_id(browser, "error").text == (
        f"puzzle: '4x5' is a size, not a puzzle: make a new {title} puzzle of that size with Generate on its page "
        f"(/puzzle/{page})")


def test_a_results_file_named_json_in_the_folder_is_not_read_as_a_puzzle(tmp_path, run_cli):
    """`gridsat batch DIR --out DIR/res.json`, then `--out DIR/out.jsonl`: the first run's results were read as a
    puzzle of the second, a bad_input line ("this is the results of a gridsat batch run, not a puzzle"), where
    the same results named .jsonl are skipped as "not read"."""
    import shutil
    from pathlib import Path

    for name in ("pack_small.json", "pack_infeasible.json"):
        shutil.copy(Path(__file__).parent / "data" / "batch" / name, tmp_path / name)
    assert run_cli("batch", str(tmp_path), "--out", str(tmp_path / "res.json"))[0] == 0
    code, out, _ = run_cli("batch", str(tmp_path), "--out", str(tmp_path / "out.jsonl"))
    assert code == 0
    assert f"not read: 1 path: {tmp_path / 'res.json'} (results of another gridsat batch run)" in out
    lines = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert sorted(Path(r["file"]).name for r in lines) == ["pack_infeasible.json", "pack_small.json"]
