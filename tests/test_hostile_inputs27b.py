"""The twenty-seventh hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``,
``calendar --census --out``; issue 20): each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_a_linked_folder_in_a_searched_folder_is_named_as_not_read(tmp_path):
    """``gridsat batch d`` with ``d/ext`` a link to a folder of puzzles solved none of them and said nothing: the
    summary's "not read" list named links to nothing, pipes and odd endings, but a link to a folder (not followed,
    so a loop back up cannot run away) was dropped unsaid.  It is now listed with what to do."""
    from gridsat.batch.sources import find_sources

    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "o.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    folder = tmp_path / "d"
    (folder / "sub").mkdir(parents=True)
    (folder / "good.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    (folder / "ext").symlink_to(tmp_path / "other")
    (folder / "sub" / "up").symlink_to(folder)  # a loop back up: never searched, said all the same
    (folder / "sub" / "linked.txt").symlink_to(folder / "good.txt")  # a link to a file is read (once)
    found = find_sources([str(folder)], {".txt"})
    why = "a link to a folder, not followed: give that folder itself to read it"
    assert found.files == [str(folder / "good.txt")]
    assert sorted(found.skipped) == [(str(folder / "ext"), why), (str(folder / "sub" / "up"), why)]


SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_a_solver_option_written_in_a_record_is_refused_not_dropped(run_cli, tmp_path):
    """A collection line ``{"kind": "sudoku", "puzzle": ..., "engine": "cpsat"}`` was solved by the auto engine,
    one with ``"time_limit": 1`` without a limit and one with ``"count": true`` with no count made, by ``gridsat
    batch`` and (as a file) by ``gridsat solve``, nothing said: the fields were dropped.  They are now bad input
    naming the field and the command's option; a generator's own fields (``unique``, ``seed``) are still read
    past."""
    from gridsat.batch import run_batch

    lines = [{"kind": "sudoku", "puzzle": SUDOKU, "engine": "cpsat"},
             {"kind": "sudoku", "puzzle": SUDOKU, "time_limit": 1},
             {"kind": "sudoku", "puzzle": SUDOKU, "count": True},
             {"kind": "sudoku", "puzzle": SUDOKU, "unique": True, "seed": 4}]
    (tmp_path / "c.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    run_batch([str(tmp_path / "c.jsonl")], tmp_path / "r.jsonl", jobs=1)
    rows = sorted((json.loads(t) for t in (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    said = "is a solver option, not one a puzzle record has (kind, puzzle, solution): give it to the command"
    assert [(r["status"], r.get("error")) for r in rows] == [
        ("bad_input", f"c.jsonl: line 1: the record's field 'engine' {said} (gridsat batch PATH --engine NAME or "
                      "gridsat solve FILE --engine NAME)"),
        ("bad_input", f"c.jsonl: line 2: the record's field 'time_limit' {said} (gridsat batch PATH -t SECONDS or "
                      "gridsat solve FILE -t SECONDS)"),
        ("bad_input", f"c.jsonl: line 3: the record's field 'count' {said} (gridsat solve FILE --count)"),
        ("solved", None)]
    (tmp_path / "p.json").write_text(json.dumps(lines[2]))
    assert run_cli("solve", str(tmp_path / "p.json")) == (
        2, "", f"gridsat: error: p.json: the record's field 'count' {said} (gridsat solve FILE --count)\n")


@pytest.mark.slow  # 1.5 s in a browser
def test_a_whole_number_past_what_a_page_holds_exactly_is_refused_as_typed(live_server, browser):
    """The general page's "Stop counting after" 12345678901234567891 was sent as 12345678901234567000 (a limit
    never typed, unsaid), and 1e30 as 1e+30, which the server refused in its own words: "option 'limit' must be a
    whole number, got 1e+30", of a field the page does not have and a number never typed.  A whole number a page
    cannot hold exactly is now refused in the page's words, as typed."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    def count(limit: str) -> str:
        by_id(browser, "limit").clear()
        by_id(browser, "limit").send_keys(limit)
        browser.execute_script("document.getElementById('facts').textContent = ''")
        by_id(browser, "solve").click()
        wait_for(browser, lambda: idle(browser) and by_id(browser, "facts").text, 60)
        return by_id(browser, "error").text if by_id(browser, "error").is_displayed() else by_id(browser, "verdict").text

    open_page(browser, f"{live_server}/file")
    Select(by_id(browser, "kind")).select_by_value("sudoku")
    Select(by_id(browser, "task")).select_by_value("count")
    by_id(browser, "puzzle").send_keys("." * 81)
    past = "“Stop counting after” is past the largest whole number a page holds exactly (9,007,199,254,740,991), got"
    assert count("12345678901234567891") == f"{past} 12345678901234567891"
    assert count("1e30") == f"{past} 1e30"
    assert count("4") == "At least 4 solutions: the count stopped at its limit of 4."


def test_a_hint_or_generate_requests_own_limit_of_the_wrong_type_is_named_as_its_field(api_client):
    """``POST /api/hint`` with ``"time_limit": "5"`` (and ``/api/generate`` alike) said "option 'time_limit' must be
    a number": those requests have no "options", the limit is a field of their own, as "'seed'" and "'steps'" are
    named beside it.  The field is named as such now; a solve's options keep the word "option"."""
    def error(route: str, body: dict) -> tuple:
        response = api_client.post(route, json=body)
        return response.status_code, response.json()["error"]

    yinyang = "https://puzz.link/p?yinyang/6/6/6a166b230900"
    assert error("/api/hint", {"kind": "yinyang", "puzzle": yinyang, "time_limit": "5"}) == (
        422, "'time_limit' must be a number, got \"5\"")
    assert error("/api/generate", {"kind": "yinyang", "time_limit": True}) == (
        422, "'time_limit' must be a number, got true")
    assert error("/api/solve", {"kind": "yinyang", "puzzle": yinyang, "options": {"time_limit": "5"}}) == (
        422, "option 'time_limit' must be a number, got \"5\"")


def test_a_files_name_as_a_records_or_a_requests_puzzle_names_every_way_to_give_the_file(api_client, tmp_path):
    """A collection line ``{"kind": "yinyang", "puzzle": "yinyang-10x10.txt"}`` was recorded, and a web request
    with that puzzle answered, "... is a file's name, not a puzzle's text or URL (from Python,
    gridsat.read('yinyang-10x10.txt') reads a file)": the way in of a Python caller, to a batch's or a page's user.
    The message now names each way to give the file."""
    from gridsat.batch import run_batch

    said = ("'yinyang-10x10.txt' is a file's name, not a puzzle's text or URL: give the file itself (gridsat solve "
            "FILE or gridsat batch FILE; from Python, gridsat.read('yinyang-10x10.txt'); on a page, its file button) "
            "or its text")
    (tmp_path / "c.jsonl").write_text(json.dumps({"kind": "yinyang", "puzzle": "yinyang-10x10.txt"}) + "\n")
    run_batch([str(tmp_path / "c.jsonl")], tmp_path / "r.jsonl", jobs=1)
    assert json.loads((tmp_path / "r.jsonl").read_text())["error"] == f"c.jsonl: line 1: {said}"
    response = api_client.post("/api/solve", json={"kind": "yinyang", "puzzle": "yinyang-10x10.txt"})
    assert (response.status_code, response.json()) == (422, {"error": said})


@pytest.mark.slow  # 2 s in a browser
def test_the_every_date_tabs_emptied_answer_is_headed_by_that_tab(live_server, browser, tmp_path):
    """On the calendar page's "Every date" tab, choosing an edition file (or pressing Cancel) emptied the answer
    panel and headed it "Choose a date and press Solve", the other tab's words (the page's first heading), where
    the tab says "Choose an edition and press Count every date"."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, open_page, wait_for

    census = "Choose an edition and press Count every date"
    (tmp_path / "mine.txt").write_text("not an edition\n")
    open_page(browser, f"{live_server}/puzzle/calendar")
    by_id(browser, "tab-census").click()
    by_id(browser, "census-run").click()
    wait_for(browser, lambda: by_id(browser, "verdict").text)
    by_id(browser, "census-file").send_keys(str(tmp_path / "mine.txt"))
    wait_for(browser, lambda: not by_id(browser, "verdict").text)
    assert by_id(browser, "title").text == census
    Select(by_id(browser, "census-edition")).select_by_value("weekday")
    by_id(browser, "census-run").click()
    wait_for(browser, lambda: by_id(browser, "cancel").is_displayed())
    by_id(browser, "cancel").click()
    wait_for(browser, lambda: by_id(browser, "facts").text == "Cancelled.")
    assert by_id(browser, "title").text == census


def test_a_hint_requests_position_as_hint_json_prints_its_grid_is_read(api_client, run_cli):
    """``gridsat hint dominofit-8x8.json --json`` prints the position as rows of symbols ("^", "#", "."); sent as
    ``/api/hint``'s ``position`` those rows were refused ('"^" is not a cell value (a whole number, 0
    undecided)'), where the same rows sent as one JSON string were read.  Rows of symbols are read now; a cell
    that is neither a number nor a symbol is still refused, named."""
    puzzle = (EXAMPLES / "dominofit-8x8.json").read_text()
    code, out, _ = run_cli("hint", str(EXAMPLES / "dominofit-8x8.json"), "--json")
    grid = json.loads(out)["grid"]
    assert code == 0 and any(isinstance(v, str) for row in grid for v in row)

    def hint(position) -> tuple:
        response = api_client.post("/api/hint", json={"kind": "dominofit", "puzzle": puzzle, "position": position})
        data = response.json()
        return response.status_code, data.get("error") or data["steps"][0]["sentence"]

    as_text = hint(json.dumps(grid))
    assert as_text == (200, "r5c1 can only be covered by the vertical domino (r5c1 r6c1)")
    assert hint(grid) == as_text
    grid[0][0] = None
    assert hint(grid) == (422, "'position' r1c1: null is not a cell of a drawn grid (a number or a symbol, as hint "
                               "--json writes them)")
