"""Hostile pass 90, part d: the web server under load and abuse."""
import json
from pathlib import Path

import pytest

from gridsat.web.pool import Worker

pytest.importorskip("uvicorn")
from web_server import start_play  # noqa: E402

GENRES = Path(__file__).parent / "data" / "genres"


def _published(kind: str, name: str) -> dict:
    return next(e for e in json.loads((GENRES / f"{kind}.json").read_text()) if e["name"] == name)


class _Pipe:
    """A pipe to a fresh worker: it says "ready" once started, then answers the job."""

    def __init__(self, log):
        self.log, self.replies = log, ["ready", ("ok", {"status": "solved"})]

    def poll(self, timeout=None):
        return True

    def recv(self):
        self.log.append("recv")
        return self.replies.pop(0)

    def send(self, job):
        self.log.append("send")


def test_a_request_given_a_fresh_worker_starts_its_clock_once_the_worker_is_ready():
    # a request queued behind a killed worker waited 2 s for the fresh one, then 7 s more while it started
    # (imports, warm-up): its reply came 9 s past its time limit, saying "waited": 2.0
    log = []
    worker = Worker.__new__(Worker)
    worker.conn, worker.ready, worker.working, worker.jobs = _Pipe(log), False, False, 0
    reply = worker.exchange(("solve", None), 5.0, lambda: log.append("started"))
    assert reply == ("ok", {"status": "solved"})
    assert log == ["recv", "started", "send", "recv"]
    log.clear()
    worker.conn.replies = [("ok", {})]
    worker.exchange(("solve", None), 5.0, lambda: log.append("started"))
    assert log == ["started", "send", "recv"]


# The page's fetch, its replies' bodies held back until the request is aborted or `ms` pass: a reply whose head
# has come and whose body is still on its way (a big board's hint reply, a loaded machine) when a click stops it.
SLOW_BODIES = """
const real = window.fetch, ms = arguments[0];
window.fetch = async (url, opts = {}) => {
  const reply = await real(url, opts);
  if (!String(url).startsWith('/api/')) return reply;
  const text = await reply.text(), signal = opts.signal;
  window.bodyComing = true;
  const body = new ReadableStream({ start(out) {
    const later = setTimeout(() => { out.enqueue(new TextEncoder().encode(text)); out.close(); }, ms);
    if (signal) signal.addEventListener('abort', () => {
      clearTimeout(later); out.error(new DOMException('The user aborted a request.', 'AbortError')); });
  } });
  return new Response(body, { status: reply.status, headers: reply.headers });
};"""


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_a_click_while_checks_reply_is_coming_leaves_no_words_of_it(live_server, browser):
    """A cell clicked while Check's reply was on its way (its head come, its body not) stopped the request, and
    the page read the stopped body as a reply {"error": "the server answered 200"}: "This puzzle cannot be checked
    cell by cell." came up under the click (Hint's was a TypeError: data.steps is undefined)."""
    from web_server import by_id, wait_for

    start_play(browser, live_server, "starbattle", _published("starbattle", "pzprjs-test-6x6")["url"], 36)
    browser.execute_script(SLOW_BODIES, 1500)
    for button in ("play-check", "play-hint"):
        browser.execute_script("window.bodyComing = false")
        by_id(browser, button).click()
        wait_for(browser, lambda: browser.execute_script("return window.bodyComing === true"))
        browser.execute_script("document.querySelector('#play-board .cell').click()")
        browser.execute_script("setTimeout(() => { window.waited = true; }, 2000)")
        wait_for(browser, lambda: browser.execute_script("return window.waited === true"))
        browser.execute_script("window.waited = false")
        said = by_id(browser, "play-message").text + by_id(browser, "play-error").text
        assert "cannot be checked" not in said and "answered" not in said and "reached" not in said, said
    errors = [e["message"] for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert [e for e in errors if "steps" in e] == []


#: A name of 400 nines as a message quotes it, cut (core.errors.shown).
NINES = "'" + "9" * 55 + "...' (400 characters)"


@pytest.mark.parametrize("body, said", [
    ({"kind": "9" * 400, "puzzle": "x"}, f"unknown kind {NINES} (kinds: pack,"),
    ({"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300", "options": {"engine": "9" * 400}},
     f"unknown engine {NINES} for Yin-Yang puzzles; use one of: auto,"),
    ({"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300", "9" * 400: 1},
     f"unknown field {NINES} (fields: kind,"),
])
def test_a_long_number_in_a_web_error_is_said_as_the_command_line_says_it(api_client, body, said):
    # the web echoed the 400 digits whole; typed names are now quoted as typed and cut (pass 111a), as the command
    # line quotes them
    reply = api_client.post("/api/solve", json=body)
    assert reply.status_code == 422 and reply.json()["error"].startswith(said), reply.json()
    assert "9" * 60 not in reply.json()["error"]


def test_the_command_line_says_a_long_kind_as_the_web_does(run_cli):
    code, _, err = run_cli("solve", "-k", "9" * 400, "x")
    assert code == 2 and f"unknown kind {NINES} (kinds: pack," in err


def test_a_lits_boards_regions_read_its_blocks_once():
    """The regions of a LITS hint were built reading every 2x2 block once per region (293 regions x 2,184 blocks of
    a 40x57 board: 1.2 s before the first rule ran, outside the time limit's clock: `/api/hint` with a time limit of
    1 s answered after 3.4 s). The blocks are read once, and each region keeps those meeting it, in order."""
    from shading_steps import published_record
    from test_hints_lits import KIND, RECORDS

    from gridsat.puzzles.grid.hinting import Board
    from gridsat.puzzles.lits.deductions import _Regions

    class Counted(list):
        reads = 0

        def __iter__(self):
            Counted.reads += 1
            return super().__iter__()

    board = Board(published_record(KIND, RECORDS["janko-lits-67_31x45"])[0])
    board.blocks = Counted(board.blocks)
    regions = _Regions(board)
    assert Counted.reads == 2  # (the blocks of each cell, and of each region) was one read per region and one more
    assert regions.blocks == [[b for b in list.__iter__(board.blocks) if any(regions.of[i] == k for i in b)]
                              for k in range(len(regions.cells))]


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
def test_the_busy_line_counts_a_process_starting_afresh_as_busy(live_server, browser):
    """A request waiting while one solver process was busy and the other starting afresh (in place of one stopped:
    /api/status `settling`) showed "Solving… 6 s" of a 2 s limit with no word of its wait: only every process busy
    with work was said."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/sudoku")
    browser.execute_script(SLOW_BODIES, 4000)  # the request's reply comes 4 s late
    browser.execute_script("""
      const slow = window.fetch;
      window.fetch = async (url, opts) => String(url) === '/api/status'
        ? new Response(JSON.stringify({ pool: { workers: 2, busy: 1, settling: 1, waiting: 1 } }))
        : slow(url, opts);""")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?sudoku/4/4/g1k23k3g")
    by_id(browser, "solve").click()
    said = wait_for(browser, lambda: "every solver process is busy" in by_id(browser, "busy-text").text
                    and by_id(browser, "busy-text").text, 10)  # was "Solving… 3.0 s" alone
    assert "(every solver process is busy: 1 request waiting for one, and its time limit starts" in said
