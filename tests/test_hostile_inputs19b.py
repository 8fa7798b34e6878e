"""The nineteenth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue 20):
each fault it found, kept as a test."""

from __future__ import annotations

import json
import os
import signal

import pytest

YY_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"


def test_a_ctrl_c_that_reaches_an_idle_worker_stops_no_later_request():
    """A client that went away just as its answer came (a script's timeout, a closed tab) had its worker sent a
    Ctrl-C after the job was done: the worker, idle, kept it pending, and the next request -- another client's --
    was stopped at its first step: HTTP 500 "the work was stopped" for a 6x6 Yin-Yang (2 of 60 such drops on a
    live server).  The stale Ctrl-C is dropped; each request is stopped only by its own client going away."""
    import asyncio

    from gridsat.web.limits import Limits
    from gridsat.web.pool import WorkerPool
    from gridsat.web.requests import plan_solve

    async def late_ctrl_c():
        pool = WorkerPool(1, queue=0, queue_wait=30, warm=False)
        try:
            await pool.start()
            quick = ("solve", plan_solve({"puzzle": YY_URL}, Limits()))
            assert (await pool.run(quick, 60))[0] == "ok"
            (pid,) = pool.pids()
            os.kill(pid, signal.SIGINT)  # what the server sends as the answer of a client gone away arrives
            await asyncio.sleep(0.3)
            replies = [await pool.run(quick, 60) for _ in range(2)]
            assert [r[0] for r in replies] == ["ok", "ok"], replies
            assert replies[0][1]["status"] == "solved" and pool.pids() == [pid]
        finally:
            pool.close()

    asyncio.run(late_ctrl_c())


def test_keep_unknown_does_again_the_puzzles_a_ctrl_c_stopped(run_cli, tmp_path):
    """Ctrl-C on ``batch -j 2`` writes an ``unknown`` line for each puzzle of the workers' tasks not yet answered,
    most never started, noted "the next run does it again"; but a next run with ``--keep-unknown`` kept them all
    (533 of 9,000 calendar dates stayed ``unknown``, never tried).  They are done again; a line a time limit left
    unknown is still kept."""
    from gridsat.batch.lines import INTERRUPTED_NOTE

    puzzles = tmp_path / "c.jsonl"
    puzzles.write_text("".join(json.dumps({"kind": "calendar", "date": f"2024-01-0{d}"}) + "\n" for d in (1, 2, 3)))
    out = tmp_path / "r.jsonl"
    out.write_text(json.dumps({"file": str(puzzles), "line": 2, "status": "unknown", "complete": False,
                               "note": INTERRUPTED_NOTE}) + "\n"
                   + json.dumps({"file": str(puzzles), "line": 3, "kind": "calendar", "status": "unknown",
                                 "seconds": 0.5, "complete": False}) + "\n")
    code, _, err = run_cli("batch", str(puzzles), "-o", str(out), "--keep-unknown", "-q", "-j", "1")
    assert (code, err) == (0, "")
    statuses = {json.loads(line)["line"]: json.loads(line)["status"] for line in out.read_text().splitlines()}
    assert statuses == {1: "solved", 2: "solved", 3: "unknown"}


def test_a_resume_that_rewrites_its_results_keeps_the_link_and_the_permissions(run_cli, tmp_path):
    """``batch ... -o link.jsonl``, the link naming a results file kept elsewhere: a resume that did lines again
    rewrote the file, and the rename put a file of its own in the link's place -- the file the link named was
    left with its 6,000 old lines, 533 unknown, never written again.  And a results file made private
    (``chmod 600``) came out of that rewrite readable by everyone.  The file the link names is rewritten, with
    its permissions."""
    puzzles = tmp_path / "c.jsonl"
    puzzles.write_text(json.dumps({"kind": "calendar", "date": "2024-01-01"}) + "\n")
    kept = tmp_path / "elsewhere"
    kept.mkdir()
    real = kept / "r.jsonl"
    real.write_text(json.dumps({"file": str(puzzles), "line": 1, "kind": "calendar", "status": "unknown",
                                "seconds": 0.5, "complete": False}) + "\n")
    real.chmod(0o600)
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    code, _, err = run_cli("batch", str(puzzles), "-o", str(link), "-q", "-j", "1")
    assert (code, err) == (0, "")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert [json.loads(line)["status"] for line in real.read_text().splitlines()] == ["solved"]
    assert real.stat().st_mode & 0o777 == 0o600


def _typed(browser, field: str, text: str) -> None:
    from web_server import by_id

    by_id(browser, field).clear()
    by_id(browser, field).send_keys(text)


def _sent(browser) -> list:
    return browser.execute_script("return window.sentBodies")


def _record_requests(browser) -> None:
    browser.execute_script("window.sentBodies = []; const real = window.fetch; window.fetch = (url, init) => {"
                           " if (init && init.body) window.sentBodies.push(JSON.parse(init.body));"
                           " return real(url, init); };")


@pytest.mark.slow  # (2.5 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize(("page", "field", "typed", "button", "says"), [
    ("yinyang", "seed", "7e-", "generate", "“Seed” holds no number as typed: type digits (or empty it for the "
                                           "default)"),
    ("calendar", "hint-k", "2-", "hint", "“Show” holds no number as typed: type digits (or empty it for the "
                                         "default)"),
    ("nurikabe", "time-limit", "1e999", "solve", "“Time limit (seconds)” holds no number as typed: type digits "
                                                 "(or empty it for the default)"),
    ("pack", "cols", "2.5", "resize", "“columns” must be a whole number from 1 to 30, got 2.5"),
    ("pack", "cols", "45", "resize", "“columns” must be a whole number from 1 to 30, got 45"),
    ("yinyang", "cols", "2.5", "empty", "“columns” must be a whole number from 2 to 60, got 2.5"),
])
def test_a_number_field_holding_no_number_is_refused_not_read_as_its_default(live_server, browser, page, field,
                                                                             typed, button, says):
    """A number field holding what is not a number (a seed "7e-", hints "2-", a time limit "1e999") gives its
    value as "" in the browser, which the pages read as left empty: Generate made puzzle 1 (seed "7e-"), Show
    hint placed 3 pieces ("2-"), Solve ran for the server's 10 s ("1e999") -- the field said one thing and the
    request did another.  And the grids the pages build themselves: 2.5 columns made "Empty grid" and "Resize"
    do nothing (an error in the console only), 45 became 30 unsaid.  Each is refused, naming the field, before
    any request."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/{page}")
    if page == "nurikabe":
        by_id(browser, "example").click()
    _record_requests(browser)
    _typed(browser, field, typed)
    by_id(browser, button).click()
    wait_for(browser, lambda: by_id(browser, "error").text, 10)
    assert by_id(browser, "error").text == says
    assert _sent(browser) == []


def test_a_refused_hint_count_leaves_no_solution_to_step_on_from(live_server, browser):
    """On the calendar page, Solve then Show hint with "2-" hints: refused, the answer panel says so -- and
    "Another solution" must not stay live, stepping on from a solution no longer on screen (as after any
    other refusal)."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/calendar")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and not by_id(browser, "another").get_attribute("disabled"), 60)
    _typed(browser, "hint-k", "2-")
    by_id(browser, "hint").click()
    wait_for(browser, lambda: by_id(browser, "error").text, 10)
    assert by_id(browser, "title").text == "Not solved"
    assert by_id(browser, "another").get_attribute("disabled") is not None


def test_a_batch_that_answered_nothing_lists_no_slowest(run_cli, tmp_path):
    """A batch over an empty collection (or one --total-time stopped before any puzzle) ended its summary with
    "slowest: " and nothing after it."""
    # (an empty collection is refused now: tests/test_hostile_inputs22l.py)
    one = tmp_path / "one.jsonl"
    one.write_text("nonsense\n")
    code, out, err = run_cli("batch", str(one), "-o", str(tmp_path / "r.jsonl"), "-j", "1", "--total-time", "1e-6")
    assert code == 1 and "0 puzzles" in out and "slowest" not in out, out
    assert "1 puzzle not started" in err


@pytest.mark.slow  # 1.7 s
def test_a_collection_of_long_lines_is_handed_out_a_few_lines_at_a_time():
    """A 3.6 MB .jsonl.gz of 120 lines of 31 MB each (4 GB once decompressed, within the collection bounds):
    ``batch -j 2`` cut it into tasks of 15 lines counted by number alone, and the tasks waiting for the workers
    held 3 GB in the batch's own process (409 MB now).  A task ends once its lines reach 8 MiB of text."""
    from gridsat.batch.run import CHUNK_CHARS, _chunks, chunk_lines
    from gridsat.batch.sources import Item

    long_lines = [Item("c.jsonl", n, "x" * -(-CHUNK_CHARS // 3)) for n in range(1, 121)]
    tasks = list(_chunks(iter(long_lines), chunk_lines(120, 2)))
    assert [len(task) for task in tasks] == [3] * 40
    short_lines = [Item("c.jsonl", n, "x" * 100) for n in range(1, 1001)]
    assert [len(task) for task in _chunks(iter(short_lines), 200)] == [200] * 5


def test_a_batch_killed_mid_run_leaves_no_warning_on_the_terminal(tmp_path):
    """``kill -9`` of ``batch -j 2`` (and a second Ctrl-C, which leaves at once) was followed, after the run had
    ended, by multiprocessing's "UserWarning: resource_tracker: There appear to be 5 leaked semaphore objects
    to clean up at shutdown" and the line of Python after it, on the user's terminal.  The tracker removes the
    pool's locks without a word."""
    import time

    from conftest import gridsat_child

    puzzles = tmp_path / "c.jsonl"
    puzzles.write_text("".join(json.dumps({"kind": "calendar", "date": f"2024-{m:02d}-{d:02d}", "edition": "weekday"})
                               + "\n" for _ in range(10) for m in range(1, 13) for d in range(1, 29)))
    out = tmp_path / "r.jsonl"
    proc = gridsat_child("batch", str(puzzles), "-o", str(out), "-j", "2", "-q")
    try:
        deadline = time.monotonic() + 60
        while not (out.exists() and out.stat().st_size) and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
        assert proc.poll() is None, proc.communicate()
        proc.kill()
        _, err = proc.communicate(timeout=30)  # once the workers and the tracker, which share its stderr, are gone
    finally:
        proc.kill()
    assert err == ""


def test_another_runs_results_beside_the_puzzles_are_not_read_as_puzzles(run_cli, tmp_path):
    """``batch DIR -o DIR/run1.jsonl`` then ``batch DIR -o DIR/run2.jsonl``: the second run read run1.jsonl as a
    collection of puzzles, and recorded each of its lines bad input ("missing field 'rows'", "unknown field
    'answer' (fields: board, holes, kind, one_sided, pieces)").  It is left out, and said so; named alone, it
    is refused in one line."""
    from pathlib import Path

    folder = tmp_path / "puzzles"
    folder.mkdir()
    examples = Path(__file__).resolve().parent.parent / "examples" / "batch"
    for name in ("yinyang-6x6.url", "pack-3x20.json"):
        (folder / name).write_text((examples / name).read_text())
    assert run_cli("batch", str(folder), "-o", str(folder / "run1.jsonl"), "-q", "-j", "1")[0] == 0
    code, out, _ = run_cli("batch", str(folder), "-o", str(folder / "run2.jsonl"), "-j", "1")
    assert code == 0 and "2 puzzles" in out
    assert f"not read: 1 path: {folder / 'run1.jsonl'} (results of another gridsat batch run)" in out
    assert len((folder / "run2.jsonl").read_text().splitlines()) == 2
    code, _, err = run_cli("batch", str(folder / "run1.jsonl"), "-o", str(tmp_path / "r.jsonl"))
    assert (code, err) == (2, f"gridsat: error: '{folder / 'run1.jsonl'}' holds the results of a gridsat batch run, "
                              "not puzzles (give it as --out to resume that run)\n")


@pytest.mark.parametrize(("files", "says"), [
    ({"p.txt": 5}, "'files' 'p.txt' must be the file's text (a string), got a number"),
    ({"p.txt": ["#"]}, "'files' 'p.txt' must be the file's text (a string), got an array"),
    (["p.txt"], "'files' must be an object like {\"mine.txt\": \"the file's text\"}"),
])
def test_a_sent_file_that_is_no_text_is_named(api_client, files, says):
    """``"files": {"p.txt": 5}`` was answered "'files' must be an object like {...}" -- it was one; its value
    was what was wrong, and which file's was not said."""
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "3x20", "pieces": "p.txt"},
                                                "files": files})
    assert (reply.status_code, reply.json()) == (422, {"error": says})


def test_a_request_to_another_name_is_told_which_names_are_answered():
    """A server on this machine only (the default) answered a request addressed to another name -- a LAN name,
    a tool that sends none -- "Invalid host header", in plain text even on the JSON API, naming neither the
    names it answers nor what to do."""
    from starlette.testclient import TestClient

    from gridsat.cli.serve import allowed_hosts
    from gridsat.web import Limits, create_app

    client = TestClient(create_app(Limits(workers=1, warm=False), allowed_hosts=allowed_hosts("127.0.0.1")),
                        base_url="http://127.0.0.1:8765")
    says = ("this server listens on this machine only and answers requests addressed to 127.0.0.1, [::1], "
            "localhost; this one came addressed to 'mybox.lan:8765' (start gridsat serve with --host to serve "
            "other names)")
    reply = client.get("/api/status", headers={"Host": "mybox.lan:8765"})
    assert (reply.status_code, reply.json()) == (400, {"error": says})
    page = client.get("/", headers={"Host": "mybox.lan:8765"})
    assert (page.status_code, page.text) == (400, says)
    for name in ("127.0.0.1:8765", "[::1]:8765", "LOCALHOST", "localhost:1"):
        assert client.get("/api/status", headers={"Host": name}).status_code == 200, name
