"""A real ``gridsat serve`` on a free loopback port: a bounded burst of
requests, a cancelled request, and the pages driven in headless Chromium
(Debian's chromium and chromium-driver; skipped with the reason when absent)."""

from __future__ import annotations

import http.client
import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, picture_shown, post, status, wait_for  # noqa: E402

import gridsat  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
YY_URL = "https://puzz.link/p?yinyang/5/5/016612300"
YY_ANSWER = [[1, 1, 1, 1, 1], [1, 2, 2, 2, 1], [2, 2, 1, 1, 1], [1, 2, 2, 2, 1], [1, 1, 1, 1, 1]]
# (request body, expected HTTP status, check of the answer)
MIX = [
    ({"puzzle": YY_URL, "options": {"unique": True}}, 200,
     lambda d: d["uniqueness"] == "unique" and d["grid"] == YY_ANSWER),
    ({"puzzle": (EXAMPLES / "calendar-oct6.json").read_text(), "options": {"count": True}}, 200,
     lambda d: d["count"] == 7 and d["complete"]),  # published: 7 solutions, the fewest of any date
    ({"puzzle": (EXAMPLES / "queens-8.dlx").read_text(), "options": {"count": True}}, 200,
     lambda d: d["count"] == 92),  # the 92 solutions of the eight queens
    ({"puzzle": '{"kind": "pack", "board": "3x20"}', "options": {"count": True}}, 200,
     lambda d: d["count"] == 8),  # 3x20 pentomino tilings: 8 (2 up to symmetry)
    ({"kind": "yinyang", "puzzle": "0 0\n0 x\n"}, 422,
     lambda d: d["error"] == "puzzle: line 2, column 2: symbol 'x' is not 0 (empty), 1 (white circle) or "
                             "2 (black circle)"),
]


@pytest.fixture(scope="module")
def server(live_server):
    return live_server


def one(base: str, i: int) -> str | None:
    body, code, ok = MIX[i % len(MIX)]
    got, data = post(base, "/api/solve", body)
    if got != code or not ok(data):
        return f"request {i}: HTTP {got} {str(data)[:200]}"
    return None


def ready_workers(base: str) -> int:
    """The pool's replacement count once every worker has answered a request: a worker replaced by an earlier test
    of the shared server may still be warming up, deaf to the Ctrl-C a cancelled request sends it (the pool then
    replaces it after 3 s: a cancel test on a loaded machine counted that as its own)."""
    deadline = time.monotonic() + 60
    while status(base)["pool"]["settling"] and time.monotonic() < deadline:
        time.sleep(0.05)
    workers = status(base)["pool"]["workers"]
    with ThreadPoolExecutor(workers) as pool:
        assert list(pool.map(lambda i: one(base, 0), range(workers))) == [None] * workers
    return status(base)["pool"]["replaced"]


@pytest.mark.slow  # (2.1 s of the default run, sitting 14: the slow set runs it)
def test_a_burst_of_200_requests_20_at_a_time(server):
    before = status(server)["pool"]
    with ThreadPoolExecutor(20) as pool:
        failures = [f for f in pool.map(lambda i: one(server, i), range(200)) if f]
    assert failures == []
    after = status(server)["pool"]
    assert after["served"] - before["served"] == 200
    assert after["busy"] == 0 and after["waiting"] == 0 and after["replaced"] == before["replaced"]
    assert one(server, 0) is None  # still answering


def test_a_client_that_goes_away_frees_its_worker(server):
    before = ready_workers(server)
    host, port = server.removeprefix("http://").split(":")
    # counting the answers of an empty 10x10 Yin-Yang grid runs until its time limit
    long_count = json.dumps({"kind": "yinyang", "puzzle": "\n".join(["0 " * 10] * 10),
                             "options": {"count": True, "time_limit": 30}}).encode()
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    conn.request("POST", "/api/solve", body=long_count, headers={"Content-Type": "application/json"})
    deadline = time.monotonic() + 20
    while status(server)["pool"]["busy"] == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert status(server)["pool"]["busy"] == 1
    conn.close()  # what the page's Cancel button does: the request's connection goes away
    deadline = time.monotonic() + 10
    while status(server)["pool"]["busy"] and time.monotonic() < deadline:
        time.sleep(0.05)
    # its worker stopped the count and serves on (a fresh one, warming up, took seconds to replace it)
    pool = status(server)["pool"]
    assert pool["replaced"] == before and pool["busy"] == 0
    assert one(server, 0) is None


# -- the pages in a real browser -------------------------------------------------------------------------


def answer_of(puzzle: str) -> str:
    """gridsat's own answer (rows of 1 white / 2 black joined by '/'), as the page writes it."""
    kind = gridsat.kinds.get("yinyang")
    result = kind.run(kind.parse(puzzle), gridsat.Task("unique"))
    assert result.uniqueness.value == "unique"
    return "/".join("".join(map(str, row)) for row in result.grid)


def test_yinyang_page_solves_a_pasted_url(server, browser, tmp_path):
    open_page(browser, server + "/puzzle/yinyang")
    by_id(browser, "puzzle").send_keys(YY_URL)
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "answer").get_attribute("data-grid"))
    assert by_id(browser, "answer").get_attribute("data-grid") == answer_of(YY_URL)
    assert by_id(browser, "verdict").text == "Unique: no other answer exists."
    wait_for(browser, lambda: picture_shown(browser))
    assert by_id(browser, "second").get_attribute("src") in (None, "")
    browser.save_screenshot(str(tmp_path / "yinyang.png"))
    assert (tmp_path / "yinyang.png").stat().st_size > 10_000


def test_calendar_page_shows_the_7_solutions_of_6_october(server, browser, tmp_path):
    open_page(browser, server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: picture_shown(browser))
    assert by_id(browser, "verdict").text == "7 solutions for this date."  # published: the fewest of any date
    assert by_id(browser, "picture").get_attribute("data-count") == "7"
    assert by_id(browser, "title").text == "Tuesday 6 October 2026 on dragonfjord"
    browser.save_screenshot(str(tmp_path / "calendar.png"))
    by_id(browser, "another").click()
    wait_for(browser, lambda: by_id(browser, "facts").text.startswith("Showing solution 2 of 7."))


def test_a_puzzle_drawn_with_the_mouse_is_solved(server, browser):
    # gridsat generate yinyang --size 6x6 --seed 3: a puzzle with exactly one answer
    puzzle = "0 0 0 0 0 0\n0 0 0 0 0 0\n0 1 0 0 0 1\n0 0 1 0 1 0\n0 0 0 0 0 0\n0 0 0 0 1 2\n"
    open_page(browser, server + "/puzzle/yinyang")
    cells = browser.find_elements("css selector", "#editor .cell")
    assert len(cells) == 36
    for r, row in enumerate(puzzle.splitlines()):
        for c, value in enumerate(row.split()):
            for _ in range(int(value)):  # one click: white circle; two: black
                cells[6 * r + c].click()
    assert by_id(browser, "puzzle").get_attribute("value") == puzzle
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "answer").get_attribute("data-grid"))
    assert by_id(browser, "answer").get_attribute("data-grid") == answer_of(puzzle)


def test_bad_input_shows_the_one_line_message(server, browser):
    open_page(browser, server + "/puzzle/yinyang")
    by_id(browser, "puzzle").send_keys("0 0\n0 x\n")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text == (
        "puzzle: line 2, column 2: symbol 'x' is not 0 (empty), 1 (white circle) or 2 (black circle)")
    assert not picture_shown(browser)


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
def test_the_cancel_button_stops_the_work(server, browser):
    from selenium.webdriver.support.ui import Select

    before = ready_workers(server)
    open_page(browser, server + "/puzzle/yinyang/file")
    wait_for(browser, lambda: len(Select(by_id(browser, "task")).options) > 1)
    # counting the answers of an empty 10x10 grid runs until the time limit (60 s)
    browser.execute_script("document.getElementById('puzzle').value = arguments[0];", "\n".join(["0 " * 10] * 10))
    by_id(browser, "solve").click()  # first an answer on screen, which a cancelled count must not leave beside it
    wait_for(browser, lambda: picture_shown(browser), 30)
    Select(by_id(browser, "task")).select_by_value("count")
    time_limit = by_id(browser, "time-limit")
    time_limit.clear()
    time_limit.send_keys("60")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "busy").is_displayed())
    assert by_id(browser, "solve").get_attribute("disabled") == "true"
    by_id(browser, "cancel").click()
    wait_for(browser, lambda: by_id(browser, "facts").text == "Cancelled.", 5)
    assert not by_id(browser, "busy").is_displayed() and not picture_shown(browser)
    wait_for(browser, lambda: status(server)["pool"]["busy"] == 0, 10)  # stopped, its worker kept
    assert status(server)["pool"]["replaced"] == before
    # and the pages work on: the pack page counts the 3x20 tilings
    open_page(browser, server + "/puzzle/pack")
    wait_for(browser, lambda: len(Select(by_id(browser, "board")).options) > 1)
    Select(by_id(browser, "board")).select_by_value("3x20")
    by_id(browser, "count").click()
    wait_for(browser, lambda: by_id(browser, "verdict").text == "8 tilings (all counted).")


def test_input_is_shown_as_text_never_run(server, browser):
    open_page(browser, server + "/file")
    title = browser.title
    attack = '<img src=x onerror="document.title=7">'
    browser.execute_script("document.getElementById('puzzle').value = arguments[0];",
                           json.dumps({"kind": "pack", "board": attack}))
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert attack in by_id(browser, "error").text  # the message quotes the input, as text
    assert browser.find_elements("css selector", "#error img") == []
    time.sleep(0.2)
    assert browser.title == title


@pytest.mark.parametrize("query, message", [
    ("?date=garbage", 'the address asks for date "garbage", which is not of the form YYYY-MM-DD (e.g. 2026-10-06): '
                      "choose a date"),
    ("?date=2026-02-30", 'the address asks for date "2026-02-30", which does not exist: choose a date'),
])
def test_a_bad_date_in_the_calendar_address_is_named_not_replaced_by_today(server, browser, query, message):
    """A date in the page's address that is not one was dropped in silence: Solve answered for today."""
    open_page(browser, server + "/puzzle/calendar" + query)
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text == message and by_id(browser, "date").get_attribute("value") == ""
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text == "choose a date")
    assert by_id(browser, "verdict").text == ""


def test_a_position_in_the_address_that_is_not_one_is_named(server, browser):
    """A play address whose position was not rows of digits (#play=...&at=abc) started from the givens in silence."""
    import urllib.parse

    browser.get("about:blank")  # a new address, not a hash change on the page already open
    open_page(browser, server + "/puzzle/yinyang#play=" + urllib.parse.quote(YY_URL, safe="") + "&at=abc")
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == ('the address\'s position "abc" is not rows of digits joined by "." '
                                                   "(e.g. 01200.00210): the play starts from the givens.")
    assert len(browser.find_elements("css selector", "#play-board .cell")) == 25
    # the address changed to a puzzle that is refused: its error stood beside the last address's words
    browser.execute_script("location.hash = arguments[0]", "play=" + urllib.parse.quote("0 0\n0 x", safe=""))
    wait_for(browser, lambda: by_id(browser, "play-error").text)
    assert "symbol 'x' is not 0" in by_id(browser, "play-error").text
    assert by_id(browser, "play-message").text == ""


def test_a_puzzle_with_two_answers_gets_no_command_line_advice_in_the_page(server, browser):
    """The play card told a page user to run '--unique on its solve command'."""
    import urllib.parse

    browser.get("about:blank")
    open_page(browser, server + "/puzzle/yinyang#play=" + urllib.parse.quote("0 0 0\n0 0 0\n0 0 0", safe=""))
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (
        "no hints: the puzzle has more than one answer (Solve shows a second one): play on "
        "without Hint; Check judges your grid once every cell is filled.")
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "No hint")
    assert "--unique" not in by_id(browser, "play-message").text
