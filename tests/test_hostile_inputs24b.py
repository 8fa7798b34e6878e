"""The twenty-fourth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json
import time

import pytest


@pytest.mark.slow  # 3.5 s
def test_a_batch_writes_slow_answers_task_by_task_so_a_kill_keeps_them(tmp_path, monkeypatch):
    """``gridsat batch c.jsonl -o r.jsonl -j 2`` over 200 puzzles of about a second each, killed with ``kill -9``
    after 8 s, left ``r.jsonl`` empty: each worker's task held a fixed 25 lines (a quarter of its share), whose
    answers are written only when the whole task is done, so every answer solved so far was lost (a worker the
    system kills loses its tasks alike).  A task now holds about a second's work, reckoned from what the
    puzzles cost so far (one line until that is known): slow puzzles are written one by one, quick ones still
    go many to a task."""
    from gridsat.batch import chunks, run_batch, work

    monkeypatch.setattr(chunks, "TASK_SECONDS", 0.05)
    solve = work._solve_item
    slow = set()

    def solve_item(item, settings):  # a slow puzzle takes 0.06 s, more than a task's time
        if item.line in slow:
            time.sleep(0.06)
        return solve(item, settings)

    monkeypatch.setattr(work, "_solve_item", solve_item)

    def tasks(quick: int, slow_ones: int) -> list:  # lines 1..quick quick, then slow ones: the lines of each task
        slow.clear()
        slow.update(range(quick + 1, quick + slow_ones + 1))
        lines = tmp_path / f"c{quick}.jsonl"
        lines.write_text("".join(json.dumps({"kind": "sudoku", "puzzle": "1" + "." * 15}) + "\n"
                                 for _ in range(quick + slow_ones)))
        written = []
        run_batch([str(lines)], tmp_path / f"r{quick}.jsonl", jobs=1, on_progress=lambda n, last: written.append(n))
        assert sum(written) == quick + slow_ones
        return written

    assert tasks(0, 12) == [1] * 12  # [3, 3, 3, 3] before: a task of a quarter of the lines
    assert 1 < max(tasks(52, 0)) <= 13  # quick ones many to a task, up to a quarter of the lines (a loaded machine's
    # slower puzzles make smaller tasks: 12 was seen)
    assert tasks(20, 40)[-8:] == [1] * 8  # slow ones after quick ones: one by one, after a task or two


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine: among its heaviest (8-17 s)
def test_an_answer_that_comes_after_its_form_changed_is_not_stepped_on_nor_drawn_over_it(live_server, browser):
    """On the packing page, Count on a drawn 8x8 board with holes, then 6x10 chosen while it counted: the count of
    the board before came (titled as asked), "Another tiling" was enabled, and pressing it showed "Tiling 2." of
    the 6x10 board, whose first tiling was never shown.  On the Yin-Yang page, Forced cells on an empty 30x30
    grid, then a 3x3 puzzle typed in the box meanwhile: the answer redrew the 30x30 grid in the editor beside the
    3x3 text, and a click in it wrote the 30x30 grid over what was typed.  Such an answer is now shown as the
    answer to what was asked, and nothing steps on from it or redraws the form from it."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    def shown():
        return browser.execute_script(
            "const g = (i) => document.getElementById(i);"
            "return [g('title').textContent, g('facts').textContent, g('another') ? g('another').disabled : null,"
            " g('rows').value, document.querySelectorAll('#editor .cell').length];")

    def busy():
        wait_for(browser, lambda: not by_id(browser, "busy").get_attribute("hidden"))
        time.sleep(0.3)

    open_page(browser, f"{live_server}/puzzle/pack")
    browser.execute_script("document.getElementById('rows').value = '8'; document.getElementById('cols').value = '8'")
    by_id(browser, "resize").click()
    by_id(browser, "holes").click()
    by_id(browser, "count").click()
    busy()
    Select(by_id(browser, "board")).select_by_value("6x10")
    by_id(browser, "holes").click()
    wait_for(browser, lambda: idle(browser), 60)
    title, facts, another, rows, cells = shown()
    assert (title, another, rows, cells) == ("pentominoes into your board", True, "6", 60)
    # (pass 60: "Tiling 1 is shown." only with its picture; a count using its whole time limit leaves none drawn)
    drawn = browser.execute_script("return !document.getElementById('picture').hidden")
    assert facts.startswith("Tiling 1 is shown. Answered in " if drawn else "Answered in ") and facts.endswith(
        " The board or pieces changed meanwhile: press First tiling or Count them for them.")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "title").text == "pentominoes into 6x10")
    assert by_id(browser, "verdict").text == "Tiling 1."

    open_page(browser, f"{live_server}/puzzle/yinyang")
    browser.execute_script("document.getElementById('rows').value = '30'; document.getElementById('cols').value = '30'")
    by_id(browser, "empty").click()
    by_id(browser, "forced").click()
    busy()
    by_id(browser, "puzzle").clear()
    by_id(browser, "puzzle").send_keys("0 0 1\n0 2 0\n0 0 0\n")
    wait_for(browser, lambda: idle(browser), 60)
    assert shown()[0::3] == ["Yin-Yang 30×30", "3"] and shown()[4] == 9  # the answer to what was asked; the grid typed
    assert by_id(browser, "puzzle").get_attribute("value") == "0 0 1\n0 2 0\n0 0 0\n"


@pytest.mark.slow  # 2.6 s
def test_a_request_beyond_the_servers_connections_is_answered_in_json():
    """With every connection place of ``gridsat serve`` held (clients sending their bodies slowly), each other
    request was answered 503 with uvicorn's plain text "Service Unavailable", no JSON error as the API's others
    are, and the server's terminal got a warning line for each (489 lines under a client holding 600
    sockets).  The answer is now the API's one line of JSON, with Retry-After, and the log says so once."""
    import http.client
    import logging
    import socket

    from gridsat.web import Limits
    from web_server import server_in_thread

    with server_in_thread(Limits(workers=1, warm=False), head_seconds=5, connections=10) as port:
        held = []
        for _ in range(9):  # with the request asked, the tenth: the most
            held.append(socket.create_connection(("127.0.0.1", port)))
            held[-1].sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 1000\r\n\r\n{")
        time.sleep(2.0)  # their heads read (a loaded machine is slow to): each holds its place, none answered
        for s in held:
            s.settimeout(0.05)
            with pytest.raises(socket.timeout):
                s.recv(100)
        replies, said = [], []
        log = logging.getLogger("uvicorn.error")
        handler = logging.Handler(logging.WARNING)
        handler.emit = lambda record: said.append(record.getMessage())
        level = log.level
        log.setLevel(logging.WARNING)
        log.addHandler(handler)
        try:
            for _ in range(3):
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                connection.request("GET", "/api/kinds")
                reply = connection.getresponse()
                replies.append((reply.status, reply.getheader("Content-Type"), reply.getheader("Retry-After"),
                                json.loads(reply.read())))
                connection.close()
        finally:
            log.removeHandler(handler)
            log.setLevel(level)
        for s in held:
            s.close()
    assert replies == [(503, "application/json", "2", {
        "error": "the server has 10 connections or requests at once, its most: try again in a moment"})] * 3
    assert said == [
        "more than 10 connections or requests at once: those beyond are answered 503 (said once a minute at most)"]


def test_serve_names_the_time_limit_it_refuses(run_cli):
    """``gridsat serve -t nan`` (or ``-t 61``, ``-t 0``) said "--time-limit must be more than 0 and at most 60
    seconds", naming neither the value given nor the short option typed, where every other command's time limit
    says what it got."""
    for given, got in (("nan", "nan"), ("61", "61"), ("0", "0"), ("-3", "-3")):
        assert run_cli("serve", "-t", given)[::2] == (
            2, "gridsat: error: -t/--time-limit must be more than 0 and at most 60 seconds (a request's most), got "
               f"{got}\n")


def test_a_page_of_no_kind_quotes_its_name_short_and_says_the_kind_meant(api_client):
    """``GET /puzzle/AAAA...`` with a name of 5,000 characters answered 404 "no puzzle kind 'AAAA...'" with the
    whole name (5,017 bytes, as long as the address allows); ``/puzzle/nurikabee`` named no kind near it.  The
    name is now cut as every message cuts what it quotes, and a near kind is named."""
    import html

    reply = api_client.get("/puzzle/" + "a" * 5000)  # (a page, with the way back: test_hostile_inputs26l)
    said = html.escape("no puzzle kind '" + "a" * 55 + "...' (5,000 characters)")
    assert reply.status_code == 404 and f'<p class="lead" id="missing">{said}</p>' in reply.text
    reply = api_client.get("/puzzle/nurikabee")
    said = html.escape("no puzzle kind 'nurikabee' (did you mean 'nurikabe'?)")
    assert reply.status_code == 404 and f'<p class="lead" id="missing">{said}</p>' in reply.text


def test_a_dask_batch_of_slow_lines_is_shared_by_the_clusters_threads(tmp_path, monkeypatch):
    """``gridsat batch c.jsonl --dask ADDRESS`` over 16 lines of about 3 s each on a cluster of two workers took 57 s:
    the lines went out 1,000 to a task, so all 16 were one task on one thread (the process pool's tasks were made
    smaller for this in an earlier pass; the cluster's were not), and a kill lost every answer of it.  A task on
    a cluster now holds about a second's work too."""
    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    from gridsat.batch import chunks, run_batch, work

    monkeypatch.setattr(chunks, "TASK_SECONDS", 0.05)
    solve = work._solve_item

    def slow(item, settings):  # more than a task's time
        time.sleep(0.06)
        return solve(item, settings)

    monkeypatch.setattr(work, "_solve_item", slow)  # (the cluster's workers are threads of this process)
    lines = tmp_path / "c.jsonl"
    lines.write_text("".join(json.dumps({"kind": "sudoku", "puzzle": "1" + "." * 15}) + "\n" for _ in range(8)))
    tasks = []
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as cluster:
        run_batch([str(lines)], tmp_path / "r.jsonl", dask=cluster.scheduler_address,
                  on_progress=lambda n, last: tasks.append(n))
    assert tasks == [1] * 8  # [8] before


def test_a_request_not_in_utf8_is_told_so_in_words(api_client):
    """A request body in Latin-1 (``"puzzle": "1...é..."``) was answered "the request is not valid JSON: 'utf-8'
    codec can't decode byte 0xe9 in position 34: invalid continuation byte", the codec's words.  It now says what
    a puzzle file not in UTF-8 is told: which byte, and to send UTF-8."""
    for body, at in ((b'{"kind": "sudoku", "puzzle": "1...\xe9..........."}', 35), (b'{"kind": "\xff"}', 11)):
        reply = api_client.post("/api/solve", content=body, headers={"Content-Type": "application/json"})
        assert (reply.status_code, reply.json()) == (
            400, {"error": f"the request is not UTF-8 text (byte {at}): send the JSON in UTF-8"})


def test_a_request_whose_head_cannot_be_read_is_answered_in_json_and_logged_once():
    """A request with its Content-Length twice, negative or of 23 digits was answered 400 with uvicorn's plain
    text "Invalid HTTP request received.", no JSON error as the API's others are, and each wrote that line to the
    server's terminal.  The answer is now the API's one line of JSON, and the log says so once a minute."""
    import logging
    import socket

    from gridsat.web import Limits
    from web_server import server_in_thread

    said = []
    log = logging.getLogger("uvicorn.error")
    handler = logging.Handler(logging.WARNING)
    handler.emit = lambda record: said.append(record.getMessage())
    with server_in_thread(Limits(workers=1, warm=False), head_seconds=5, connections=10) as port:
        level = log.level
        log.setLevel(logging.WARNING)
        log.addHandler(handler)
        replies = []
        try:
            for length in (b"Content-Length: 5\r\nContent-Length: 50", b"Content-Length: -5", b"Content-Length: " +
                           b"9" * 23):
                s = socket.create_connection(("127.0.0.1", port), timeout=30)
                s.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + length
                          + b"\r\n\r\n{}")
                reply = b""
                while chunk := s.recv(65536):
                    reply += chunk
                s.close()
                head, _, body = reply.partition(b"\r\n\r\n")
                replies.append((head.split(b"\r\n")[0], b"content-type: application/json" in head, json.loads(body)))
        finally:
            log.removeHandler(handler)
            log.setLevel(level)
    assert replies == [(b"HTTP/1.1 400 Bad Request", True, {"error": f"the request is not valid HTTP: {words}"})
                       for words in ("it has a Content-Length twice, with different values",
                                     "its Content-Length is not a whole number of bytes of at most 20 digits",
                                     "its Content-Length is not a whole number of bytes of at most 20 digits")]
    assert said == ["requests whose head cannot be read are answered 400 (said once a minute at most)"]


def test_a_broken_compressed_collection_is_told_in_words(run_cli, tmp_path):
    """A ``.jsonl.gz`` collection with bytes after its gzip data, cut short, or corrupt was named with gzip's and
    zlib's own words: "Not a gzipped file (b'ga')" (of bytes after the end, not of the file), "Compressed file
    ended before the end-of-stream marker was reached", "Error -3 while decompressing data: invalid distance
    too far back".  Each is now said in words."""
    import gzip

    whole = gzip.compress(("".join(json.dumps({"kind": "sudoku", "puzzle": "1" + "." * 15}) + "\n"
                                   for _ in range(400))).encode())
    corrupt = bytearray(whole)
    corrupt[len(whole) // 2:len(whole) // 2 + 2] = bytes(b ^ 0xFF for b in corrupt[len(whole) // 2:len(whole) // 2 + 2])
    for name, data, said, lines in (
            ("tail", whole + b"garbage after", "bytes after its compressed data are not gzip data", True),
            ("cut", whole[:-30], "it is cut short: its compressed data stop before their end", True),
            ("corrupt", bytes(corrupt), "its compressed data are corrupt", False)):
        (tmp_path / f"{name}.jsonl.gz").write_bytes(data)
        out = tmp_path / f"{name}.out.jsonl"
        code, _, err = run_cli("batch", str(tmp_path / f"{name}.jsonl.gz"), "-o", str(out), "-q", "-j", "1")
        if lines:  # lines before the fault are solved: the fault is the next line's bad input
            assert (code, err) == (0, ""), name
            assert f"({said})" in json.loads(out.read_text().splitlines()[-1])["error"], name
        else:
            assert (code, err) == (2, f"gridsat: error: {tmp_path / name}.jsonl.gz: cannot read collection: {said}\n")
