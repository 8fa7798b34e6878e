"""The fourteenth hostile pass over the web app, as a browser and as an HTTP client (issue 20):
what it found, each kept as a test."""

from __future__ import annotations

import json

import pytest

from conftest import run_script

# what a request in flight is answered when the server stops (gridsat.web.pool.STOPPING)
STOPPING = ("the server is stopping (Ctrl-C or SIGTERM), so this request was not finished: start gridsat "
            "serve again and repeat it")

pytest.importorskip("starlette")

#: The 5x5 Yin-Yang of docs/web.md (https://puzz.link/p?yinyang/5/5/016612300): its givens, its only answer.
GIVENS = [[0, 0, 0, 0, 0], [1, 0, 2, 0, 0], [2, 0, 0, 0, 1], [0, 0, 2, 0, 1], [0, 0, 0, 0, 0]]


def div_page(givens) -> str:
    """A puzzle-yin-yang.com page whose board is cell <div>s (read with html.parser, imported on first use)."""
    cells = ['<div class="cell selectable cell-off"></div>' if v == 0 else f'<div class="cell task-cell cell-{v - 1}">'
             '</div>' for row in givens for v in row]
    return ('<html><head><title>Yin-Yang puzzle</title></head><body><div id="game"><div class="board-back">'
            + "\n".join(cells) + "</div></div></body></html>")


def test_a_request_reads_a_page_after_a_file_was_written_beside_the_server(tmp_path):
    """A solver process lists the folders of its module path (the folder `python -m gridsat serve` was
    started in) when it imports a module first used by a request; once a file had been written in that
    folder, the import system listed it again inside the request's file guard, and every request that
    needed the module got 422 "'/home/me/project' is not a file sent with this request" -- a server
    folder's name, for a page the server reads fine."""
    script = f"""
import json, os, sys, time
from gridsat.web.jobs import run_solve
from gridsat.web.limits import Limits
from gridsat.web.requests import plan_solve
run_solve(plan_solve({{"kind": "yinyang", "puzzle": "0 1\\n0 0\\n"}}, Limits()))  # a first request, as warm-up
later = time.time() + 60  # a file written in the script's folder (the first of sys.path) since
os.utime(sys.path[0], (later, later))
plan = plan_solve({{"kind": "yinyang", "puzzle": {div_page(GIVENS)!r}, "options": {{"unique": True}}}}, Limits())
try:
    out = run_solve(plan)
    print(json.dumps([out["uniqueness"], out["givens"], out["grid"][1]]))
except Exception as exc:
    print(json.dumps([type(exc).__name__, str(exc)]))
"""
    run = run_script(tmp_path / "serve_here.py", script)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == ["unique", GIVENS, [1, 2, 2, 2, 1]]


@pytest.mark.parametrize("path, body", [
    ("/api/solve", {"kind": "calendar", "argument": "2026-10-06", "options": {"edition": "mine.txt"}}),
    ("/api/mode", {"kind": "calendar", "mode": "census", "settings": {"edition": "mine.txt"}}),
])
def test_a_sent_file_holding_a_lone_surrogate_is_one_line_not_a_500(api_client, path, body):
    """JSON may hold half of a UTF-16 pair ("\\ud800"); a sent file holding one could not be written into the
    request's folder, and the request got 500 "internal error: UnicodeEncodeError" with a traceback in the
    server's log."""
    raw = json.dumps({**body, "files": {"mine.txt": "[editions]\nmine = standard : O6 \ud800\n"}})
    reply = api_client.post(path, content=raw, headers={"Content-Type": "application/json"})
    assert (reply.status_code, reply.json()) == (422, {"error": "file 'mine.txt', line 2, column 22: U+D800 is "
                                                       "half of a UTF-16 pair, which no UTF-8 text holds"})


@pytest.mark.parametrize("size, error", [("1x6", "'size' 1x6: each side must be from 2 to 60"),
                                         ("x6", "'size' 'x6' is not RxC (e.g. 10x10)")])
def test_a_generate_request_names_its_size_field_not_the_command_lines_option(api_client, size, error):
    """A generate request's bad size was named "--size", an option of the command line, not the field sent."""
    reply = api_client.post("/api/generate", json={"kind": "yinyang", "size": size})
    assert (reply.status_code, reply.json()) == (422, {"error": error})


@pytest.mark.parametrize("page, rows, error", [
    pytest.param("yinyang", "1", "“rows” must be a whole number from 2 to 60, got 1", marks=pytest.mark.slow),  # 3 s (a
    # second page's browser): Domino Fit's page stays
    ("dominofit", "1", "“rows” must be a whole number from 2 to 100, got 1"),  # the page's own bounds now; an
    # empty side is its default (it was sent as 'x8', "Size 'x8' is not RxC"; test_hostile_inputs23b)
])
def test_a_generator_page_names_its_size_in_its_own_words(live_server, browser, page, rows, error):
    """The Yin-Yang and Domino Fit pages showed "--size 1x6: each side must be from 2 to 60" under Generate:
    an option the page does not have (docs/web.md: an option a message names is called by the page's own
    field)."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/{page}")
    browser.execute_script("document.getElementById('rows').value = arguments[0];", rows)
    by_id(browser, "generate").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text)
    assert by_id(browser, "error").text == error


@pytest.mark.parametrize("host", ["127.0.0.2", "127.1", "LOCALHOST"])
def test_a_server_on_any_loopback_address_answers_this_machines_names_only(run_cli, monkeypatch, host):
    """The guard against DNS rebinding was decided by the --host text: bound to 127.0.0.2, 127.1 or LOCALHOST
    (this machine only, as 127.0.0.1) the server answered a request whatever its Host header, so a web page
    elsewhere could reach it through a name of its own."""
    import uvicorn
    from starlette.testclient import TestClient

    import gridsat.web
    from gridsat.web.app import create_app

    made = {}
    monkeypatch.setattr(gridsat.web, "create_app", lambda limits, allowed_hosts: made.setdefault("hosts", allowed_hosts))
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    code, out, err = run_cli("serve", "--host", host, "--port", "0", "--workers", "1")
    assert (code, err) == (0, "") and out.endswith("gridsat serve stopped\n")
    app = create_app(gridsat.web.Limits(workers=1, warm=False), allowed_hosts=made["hosts"])
    client = TestClient(app, base_url="http://127.0.0.1:8765")
    for name, status in [("evil.example:8765", 400), ("127.0.0.1:8765", 200), ("localhost:8765", 200),
                         (f"{host.lower()}:8765", 200)]:
        assert (name, client.get("/api/status", headers={"Host": name}).status_code) == (name, status)


@pytest.mark.slow  # 1.5 s in a browser
def test_changing_the_date_while_the_calendar_solves_stops_the_old_dates_answer(live_server, browser):
    """The calendar page drew its heading from the form when the answer came: a date changed while a solve
    was in flight showed 6 October's "7 solutions for this date" under "Sunday 25 January 2026" (216), and
    Another solution then stepped through 25 January "of 7"."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/calendar?date=2026-10-06")
    # the page's requests wait until the test lets them go: the change below comes while one is in flight
    browser.execute_script("const real = window.fetch; window.fetch = (...args) => new Promise((go) => {"
                           "  const wait = () => (window.letGo ? go(real(...args)) : setTimeout(wait, 20)); wait(); });")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: not idle(browser))
    browser.execute_script("const f = document.getElementById('date'); f.value = '2026-01-25';"
                           "f.dispatchEvent(new Event('change')); window.letGo = true;")
    wait_for(browser, lambda: idle(browser))
    assert (by_id(browser, "facts").text, by_id(browser, "verdict").text) == ("Cancelled.", "")
    assert not by_id(browser, "another").is_enabled()
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text)
    assert (by_id(browser, "title").text, by_id(browser, "verdict").text) == (
        "Sunday 25 January 2026 on dragonfjord", "216 solutions for this date.")


@pytest.mark.parametrize("sig", [pytest.param("SIGTERM", marks=pytest.mark.slow), "SIGINT"])
def test_a_body_still_arriving_when_the_server_stops_is_answered_at_once(sig):
    """Stopped (SIGTERM, or Ctrl-C to its process group) while a client was still sending a request's body,
    the server answered the requests being solved at once but waited for that body -- up to its 30 s
    deadline, then 408 -- before it exited: one slow client kept a stopping server running half a minute."""
    import os
    import re
    import signal
    import socket

    from conftest import gridsat_child
    from web_server import status

    proc = gridsat_child("serve", "--port", "0", "--workers", "1")
    try:
        base = re.search(r"http://127\.0\.0\.1:\d+", proc.stdout.readline()).group(0)
        for _ in range(600):  # the pool answers once the app has started (up to a minute on a loaded machine)
            try:
                status(base)
                break
            except OSError:
                __import__("time").sleep(0.1)
        client = socket.create_connection(("127.0.0.1", int(base.rsplit(":", 1)[1])), timeout=120)
        client.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                       b"Content-Length: 100\r\n\r\n{\"kind\": ")
        assert status(base)["pool"]["busy"] == 0  # the request is in (its head answered for), its body is not
        if sig == "SIGINT":
            os.killpg(proc.pid, signal.SIGINT)
        else:
            proc.send_signal(signal.SIGTERM)
        answer = b""
        while chunk := client.recv(4096):  # the answer, then the connection closed
            answer += chunk
        answer = answer.decode()
        out, err = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert answer.startswith("HTTP/1.1 503") and answer.endswith('{"error":"%s"}' % STOPPING), answer
    assert (proc.returncode, err) == (0, "") and out.strip().endswith("gridsat serve stopped")


YINYANG = "0 0 0 0 0\n1 0 2 0 0\n2 0 0 0 1\n0 0 2 0 1\n0 0 0 0 0\n"


@pytest.mark.parametrize("path, body", [
    ("/api/solve", {"puzzle": "\x1f\ufffd\x08\x00v#\x11k\x02\ufffd3P0\n"}),  # a gzip file, as a browser reads it
    ("/api/solve", {"kind": "yinyang", "puzzle": "BM6\x0c\x00\x00\x00\x00\n"}),  # a BMP picture (a PNG is named: newcomer45)
    ("/api/hint", {"kind": "yinyang", "puzzle": "0 0\n0\x00 0\n"}),
    ("/api/hint", {"kind": "yinyang", "puzzle": YINYANG, "position": "0 0 0 0 0\n\x00"}),
])
def test_a_binary_file_sent_as_a_puzzle_is_named_not_text_as_the_command_line_does(api_client, path, body):
    """A binary or compressed file chosen in a page arrives as text with NUL characters; where the command line
    says "not text: a NUL byte", the web answered with the grid it made of it ("the grid has 3,437 rows",
    "comments are not supported in a text grid", "symbol '\\x1f...' is not 0 (empty) ...")."""
    reply = api_client.post(path, json=body)
    field = "position" if "position" in body else "puzzle"
    text = body[field]
    line = text[:text.index("\x00")].count("\n") + 1
    column = text.index("\x00") - (text[:text.index("\x00")].rfind("\n") + 1) + 1
    assert (reply.status_code, reply.json()) == (422, {"error": f"{field}: not text: a NUL character at line {line}, "
                                                       f"column {column} (a binary or compressed file? send a puzzle "
                                                       "file's text)"})


@pytest.mark.parametrize("path", ["/api/solve", "/api/hint"])
def test_a_puzzle_text_starting_with_a_byte_order_mark_reads_as_the_command_line_reads_its_file(api_client, path):
    """The command line drops a UTF-8 byte-order mark at the start of a puzzle file; the web read the same text
    sent as "puzzle" (a file read in Python without 'utf-8-sig') as no puzzle gridsat can read."""
    reply = api_client.post(path, json={"puzzle": "\ufeff" + YINYANG})
    assert reply.status_code == 200, reply.json()
    assert reply.json()["givens"] == GIVENS if path == "/api/solve" else reply.json()["kind"] == "yinyang"


@pytest.mark.slow  # 2 s in a browser
def test_no_page_is_wider_than_a_phones_window(live_server, browser):
    """At 360 px (a phone) the Domino Fit page and the general one were wider than the window -- the column
    took the width of its longest menu choice ("a solution, and prove it is the only one") -- and at 320 px
    every page with a form was: the page scrolled sideways, its right edge out of sight."""
    from web_server import open_page

    try:
        for width in (360, 320):
            browser.set_window_size(width, 900)
            for page in ("/puzzle/calendar", "/puzzle/yinyang", "/puzzle/pack", "/puzzle/dominofit", "/file",
                         "/puzzle/nurikabe"):
                open_page(browser, live_server + page)
                widths = browser.execute_script("const e = document.documentElement; return [e.scrollWidth, "
                                                "e.clientWidth];")
                assert (width, page, widths[0]) == (width, page, widths[1])
    finally:
        browser.set_window_size(1400, 1000)  # as the other browser tests expect it


@pytest.mark.slow  # 1.8 s in a browser
def test_a_check_asked_before_a_cell_changed_is_not_shown_for_the_new_position(live_server, browser):
    """Play mode answered Check and Hint for the position they were asked about but showed the answer on the
    board as it was when the answer came: a cell turned meanwhile to a wrong colour was still told "No
    mistakes so far" (and a hint asked before it could be applied over it)."""
    from selenium.webdriver.common.by import By

    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    browser.execute_script("document.getElementById('puzzle').value = arguments[0];", YINYANG)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "#play-board .cell"))
    browser.execute_script("const real = window.fetch; window.fetch = (...args) => new Promise((go) => {"
                           "  const wait = () => (window.letGo ? go(real(...args)) : setTimeout(wait, 20)); wait(); });")
    by_id(browser, "play-check").click()
    first = browser.find_element(By.CSS_SELECTOR, "#play-board .cell[data-row='0'][data-col='0']")
    first.click()
    first.click()  # black, where the only answer has white
    browser.execute_script("window.letGo = true;")
    wait_for(browser, lambda: by_id(browser, "play-check").is_enabled())
    assert by_id(browser, "play-verdict").text == ""
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text)
    assert (by_id(browser, "play-verdict").text, by_id(browser, "play-message").text) == (
        "1 mistake", "This cell contradicts the puzzle's only answer (marked on the board): r1c1. As it stands, a "
        "colour is cut in two around the border (all framed on the board).")  # (85a: the rule it breaks named)


@pytest.mark.slow  # (1.3 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("page, settings, error", [
    ("dominofit", {"objective": "weighted", "weights": "abc"}, "“Weights H,V” takes two whole numbers 'H,V', got 'abc'"),
    ("dominofit", {"objective": "max-vertical", "task": "count"}, "“Objective” goes with solving or the task “a tiling, "
     "and prove it is the only one”, not with the task “the number of tilings”"),
    ("dominofit", {"objective": "edge", "depth": ""}, None),  # an empty band is the default, not 0
])
def test_the_domino_fit_page_names_its_own_fields_and_tasks(live_server, browser, page, settings, error):
    """The Domino Fit page showed the command line's options in its messages ("--weights takes two whole numbers",
    "--objective goes with solving or --unique, not with --count"), and an empty band was sent as 0 ("option 'depth' must be at least 1, got 0"): docs/web.md promises an option a
    message names is called by the page's own field."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/{page}")
    by_id(browser, "example").click()
    for name, value in {"targets": "at-most", **settings}.items():
        browser.execute_script("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
                               "e.dispatchEvent(new Event('change'));", name, value)
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and (by_id(browser, "error").text or by_id(browser, "verdict").text))
    assert by_id(browser, "error").text == (error or "")
    if error is None:
        assert by_id(browser, "verdict").text == "Solved." and by_id(browser, "facts").text.startswith("edge: ")


@pytest.mark.parametrize("page, field, value, error", [
    ("calendar?date=2026-10-06", "hint-k", "2.5", "“Show hint” must be a whole number, got 2.5"),
    ("dominofit", "depth", "0", "“band” must be from 1 to 1000, got 0"),  # was "at least 1"
])
def test_a_setting_named_by_its_request_name_is_called_by_the_pages_field(live_server, browser, page, field, value,
                                                                         error):
    """A page worded the command line's --hint but not the request's own name of the same setting: "option 'hint'
    must be a whole number, got 2.5" under the calendar's "Show hint" field."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/{page}")
    if page == "dominofit":
        by_id(browser, "example").click()
        for name, choice in (("targets", "at-most"), ("objective", "edge")):
            browser.execute_script("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
                                   "e.dispatchEvent(new Event('change'));", name, choice)
    browser.execute_script("document.getElementById(arguments[0]).value = arguments[1];", field, value)
    by_id(browser, "hint" if field == "hint-k" else "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text)
    assert by_id(browser, "error").text == error


@pytest.mark.parametrize("page, field, button, shown", [
    ("yinyang", "seed", "generate", ("title", "A new 6×6 puzzle (seed 1)")),
    ("dominofit", "seed", "generate", ("title", "A new 8×8 board (seed 1)")),
    ("calendar?date=2026-10-06", "hint-k", "hint", ("verdict", "A start: 3 pieces placed.")),
])
def test_a_number_field_left_empty_is_its_default_not_zero(live_server, browser, page, field, button, shown):
    """An emptied Seed generated with seed 0 and an emptied Show hint was refused as "got 0": the pages read an
    empty number field as 0, where the general page reads it as the field's default."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/{page}")
    browser.execute_script("document.getElementById(arguments[0]).value = '';", field)
    by_id(browser, button).click()
    wait_for(browser, lambda: idle(browser) and (by_id(browser, "error").text or by_id(browser, shown[0]).text))
    assert (by_id(browser, "error").text, by_id(browser, shown[0]).text) == ("", shown[1])


def test_a_request_whose_files_the_disk_cannot_hold_is_one_line_without_a_traceback(tmp_path):
    """A solver process writes a request's files into a temporary folder; on a full disk (here: a file-size limit,
    the same OSError from the same write) the request got 500 "internal error: OSError: ..." and the server's log
    a traceback."""
    script = """
import json, resource, signal
from gridsat.web.limits import Limits
from gridsat.web.pool import handle
from gridsat.web.requests import plan_solve
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG, as a full disk's with ENOSPC
resource.setrlimit(resource.RLIMIT_FSIZE, (10, 10))
plan = plan_solve({"kind": "calendar", "argument": "2026-10-06", "options": {"edition": "mine.txt"},
                   "files": {"mine.txt": "[editions]\\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\\n"}}, Limits())
print(json.dumps(handle(("solve", plan))))
"""
    run = run_script(tmp_path / "full.py", script)
    assert (run.returncode, run.stderr) == (0, "")
    assert json.loads(run.stdout) == ["error", "the server cannot write the request's files (File too large): "
                                               "its disk may be full"]
