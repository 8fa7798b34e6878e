"""The fifth hostile pass over the web server, the Python API and the
answers (issue 20): each fault it found, kept as a test."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

pytest.importorskip("starlette")
from gridsat.web import Limits, create_app  # noqa: E402
from web_server import kinds_status  # noqa: E402

NUL_NAME = "'a\\x00b': cannot read puzzle file: a file name cannot hold a NUL character"


@pytest.mark.parametrize("kind", ["pack", "nurikabe", "cover", "yinyang", "dominofit"])
def test_a_file_name_with_a_nul_is_one_line_not_a_500(api_client, kind):
    """os.stat raises ValueError (not OSError) for a NUL in a name: the web API answered 500 "internal error"
    and the Python API raised ValueError deep in the reader."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get(kind).read("a\x00b")
    assert str(caught.value) == NUL_NAME
    response = api_client.post("/api/solve", json={"kind": kind, "argument": "a\x00b"})
    assert response.status_code == 422, response.text
    assert response.json()["error"].endswith("a file name cannot hold a NUL character")


@pytest.mark.parametrize("kind", ["yinyang", "dominofit"])
@pytest.mark.parametrize("args, error, message", [
    (("4", 4, 1), TypeError, "rows must be a whole number, got str ('4')"),
    ((4, 4.0, 1), TypeError, "cols must be a whole number, got float (4.0)"),
    ((4, 4, "x"), TypeError, "seed must be a whole number, got str ('x')"),
    ((4, 4, 1.5), TypeError, "seed must be a whole number, got float (1.5)"),
    ((4, 4, True), TypeError, "seed must be a whole number, got bool (True)"),
    ((4, 4, -1), PuzzleInputError, "seed must be a whole number from 0 to 2147483647, got -1"),
    ((4, 4, 2**70), PuzzleInputError, f"seed must be a whole number from 0 to 2147483647, got {2**70}"),
    ((4, 4, 1, 5), TypeError, "options must be gridsat.SolverOptions or None, got int 5"),
    ((4, 1, 1), PuzzleInputError, "generator size 4x1: each side must be from 2 to"),
])
def test_a_generator_names_a_wrong_argument(kind, args, error, message):
    """The generators took any seed (a float, a string, -1: a record with seed "x" and a puzzle no --seed can make
    again) and failed deep inside on options that were not SolverOptions ('int' object has no attribute 'started')
    or a size given as text."""
    with pytest.raises(error) as caught:
        gridsat.kinds.get(kind).generator().generate(*args)
    assert str(caught.value).startswith(message)


def test_a_generator_still_makes_its_puzzle_from_checked_settings():
    gen = gridsat.kinds.get("dominofit").generator().generate(4, 4, 1, rule="dot")
    assert gen.seed == 1 and gen.info["rule"] == "dot"
    with pytest.raises(PuzzleInputError, match="rule must be one of cell, dot, got 'x'"):
        gridsat.kinds.get("dominofit").generator().generate(4, 4, 1, rule="x")


@pytest.mark.parametrize("kind, title", [("yinyang", "Yin-Yang puzzle"), ("nurikabe", "Nurikabe puzzle"),
                                         ("calendar", "Calendar puzzle"), ("dominofit", "Domino Fit puzzle"),
                                         ("pack", "Polyomino packing puzzle")])
def test_hints_of_what_is_not_a_puzzle_of_the_kind_name_the_argument(kind, title):
    """kind.hints(None) failed deep inside ('NoneType' object has no attribute 'rows'), as did a puzzle of
    another kind; solve() and the other tasks named the argument already (and said "Calendar puzzle puzzle")."""
    other = gridsat.kinds.get("hitori").parse("https://puzz.link/p?hitori/4/4/1114142333214213")
    for wrong, name in ((None, "NoneType"), ("x", "str"), (other, "HitoriPuzzle")):
        with pytest.raises(TypeError) as caught:
            gridsat.kinds.get(kind).hints(wrong)
        assert str(caught.value) == (f"puzzle must be a {title} (from gridsat.kinds.get({kind!r}).parse), "
                                     f"got {name}")
    with pytest.raises(TypeError, match=f"puzzle must be a {title} "):
        gridsat.kinds.get(kind).run(None, gridsat.Task("solve"))


def test_a_kind_without_hints_says_so_whatever_it_is_given():
    with pytest.raises(PuzzleInputError, match="^Statue Park has no hints or grades yet"):  # (LITS until feature 88)
        gridsat.kinds.get("statuepark").hints(None)


@pytest.mark.parametrize("steps, message", [
    (None, "steps must be a list of hint steps (a Deduction's .steps), got NoneType"),
    ("", "steps must be a list of hint steps (a Deduction's .steps), got str"),
    ([None], "steps[0] must be a hint step (gridsat.core.hints.Step), got NoneType"),
])
def test_grade_names_what_is_not_a_step(steps, message):
    """grade(None) and grade("") graded nothing as "easy"; grade([None]) failed deep inside (no attribute 'depth')."""
    from gridsat.core.hints import grade

    with pytest.raises(TypeError) as caught:
        grade(steps)
    assert str(caught.value) == message
    kind = gridsat.kinds.get("nurikabe")
    steps = kind.hints(kind.parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")).steps
    assert grade(tuple(steps)) == grade(steps) and grade([])["grade"] == "easy"


@pytest.fixture()
def head_timed_server():
    """A server with the protocol `gridsat serve` runs (head deadline 0.5 s) and room for 20 connections;
    its port."""
    from web_server import server_in_thread

    with server_in_thread(Limits(workers=1, warm=False, grace=5.0), head_seconds=0.5, connections=20) as port:
        yield port


def test_sockets_that_send_no_whole_request_head_are_closed_and_free_their_places(head_timed_server):
    """25 sockets that sent part of a request head (or nothing) held the server's connection places for as
    long as they stayed open: every other client got 503 until they closed (uvicorn times out only idle
    connections after an answer)."""
    import socket
    import time

    port = head_timed_server
    stuck = [socket.create_connection(("127.0.0.1", port)) for _ in range(25)]
    for i, s in enumerate(stuck):
        if i % 2:
            s.sendall(b"GET /api/kinds HTTP/1.1\r\nHo")
    assert kinds_status(port) == 503  # the places are taken
    deadline = time.monotonic() + 20  # the deadline is 0.5 s; a loaded machine may take longer to run the timers
    for s in stuck:
        s.settimeout(max(0.1, deadline - time.monotonic()))
        assert s.recv(100) == b""  # closed by the server
        s.close()
    assert kinds_status(port) == 200


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
def test_a_request_whose_head_has_arrived_is_not_cut_by_the_head_deadline(head_timed_server):
    import json
    import socket
    import time

    body = json.dumps({"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300"}).encode()
    s = socket.create_connection(("127.0.0.1", head_timed_server))
    s.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
              b"Content-Length: %d\r\n\r\n" % len(body) + body[:10])
    time.sleep(1.0)  # twice the head deadline, in the middle of the body
    s.sendall(body[10:])
    s.settimeout(60)
    reply = b""
    while b'"status"' not in reply:
        chunk = s.recv(65536)
        assert chunk, reply
        reply += chunk
    s.close()
    assert reply.startswith(b"HTTP/1.1 200 ") and b'"status":"solved"' in reply


@pytest.mark.parametrize("path", ["/api/solve", "/api/generate", "/api/hint", "/api/mode"])
def test_a_client_gone_in_the_middle_of_its_body_is_no_traceback(path):
    """A client that disconnected while sending its body raised ClientDisconnect out of the app: the server
    printed "Exception in ASGI application" and a traceback on its terminal for each one."""
    import asyncio

    app = create_app(Limits(workers=1, warm=False))  # no lifespan: the pool is never reached
    events = [{"type": "http.request", "body": b'{"kind": ', "more_body": True}, {"type": "http.disconnect"}]
    sent = []

    async def receive():
        return events.pop(0) if events else {"type": "http.disconnect"}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "POST", "path": path, "raw_path": path.encode(), "query_string": b"",
             "headers": [(b"host", b"127.0.0.1"), (b"content-type", b"application/json"),
                         (b"content-length", b"500")], "scheme": "http", "server": ("127.0.0.1", 80),
             "client": ("127.0.0.1", 5000), "http_version": "1.1", "root_path": "", "app": app}
    asyncio.run(app(scope, receive, send))  # raised ClientDisconnect before
    assert [m["status"] for m in sent if m["type"] == "http.response.start"] == [499]


def test_an_absurd_listing_names_its_memory_in_powers_of_ten():
    """solutions(10**30) was refused with '... needs about 1186504960060119635197952.0 GB of memory'."""
    from gridsat.core.options import SolverOptions, amount_of_memory

    puzzle = gridsat.kinds.get("yinyang").parse("\n".join(["0000000"] * 7))
    with pytest.raises(PuzzleInputError) as caught:
        puzzle.solutions(10**30, options=SolverOptions(memory_limit=2 * 1024**3))
    assert str(caught.value) == ("searching a 7x7 Yin-Yang board needs about 1.2e+24 GB of memory, more than this "
                                 "machine has: no limit lets it run (ask for fewer solutions, or a smaller puzzle)")
    assert amount_of_memory(999_999 * 1024**3) == "999999.0 GB" and amount_of_memory(10**6 * 1024**3) == "1.0e+06 GB"


@pytest.mark.parametrize("kind, puzzle, message", [
    ("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
     "answer must be 5 rows of 5 whole numbers (a list of lists), got str 'zz'"),
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300",
     "answer must be 5 rows of 5 whole numbers (a list of lists), got str 'zz'"),
    ("masyu", "https://puzz.link/p?mashu/6/6/1063000i3000",
     "answer must be 6 rows of 6 whole numbers (a list of lists), got str 'zz'"),
    ("pack", '{"kind": "pack", "board": "3x20"}',
     "answer must be a tiling: a list of Placements (as in .placements), got str"),
    ("cover", "a b\na\nb\n", "answer must be a cover: a list of option indices from 0 to 1, got str"),
])
def test_a_result_draws_only_answers_of_its_shape(kind, puzzle, message):
    """result.text_of('zz') and result.with_answer('zz').text() failed deep in the drawing (IndexError,
    AttributeError 'str' object has no attribute 'piece')."""
    result = gridsat.kinds.get(kind).parse(puzzle).solve()
    for call in (lambda: result.text_of("zz"), lambda: result.with_answer("zz")):
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value) == message
    answer = getattr(result, result.answer_field)
    assert result.with_answer(answer).violations() == [] and str(result.text_of(answer))


def test_a_grid_answer_names_the_row_that_is_not_one():
    result = gridsat.kinds.get("nurikabe").parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g").solve()
    rows = [list(r) for r in result.grid]
    rows[2] = [0, 1, "x", 0, 0]
    with pytest.raises(TypeError, match=r"^answer must be 5 rows of 5 whole numbers \(a list of lists\), got row 3 = "
                                        r"list of 5 \[0, 1, 'x', 0, 0\]$"):
        result.with_answer(rows)


@pytest.mark.parametrize("engine", ["auto", "search", "cpsat", "scip"])
def test_the_empty_tiling_of_a_board_with_no_free_cell_is_its_only_answer(engine):
    """A Domino Fit board whose cells are all blocked, every target 0, has one tiling: no domino.  CP-SAT and
    SCIP took the empty list of dominoes for no answer: uniqueness said 'no_solution', status infeasible
    (while count said 1), a wrong "infeasible"."""
    kind = gridsat.kinds.get("dominofit")
    blocked = '{"rows": 2, "cols": 2, "blocked": [[0, 0], [0, 1], [1, 0], [1, 1]], "rule": "dot", '
    puzzle = kind.parse(blocked + '"row_targets": [0, 0], "col_targets": [0, 0]}')
    result = puzzle.uniqueness(engine=engine)
    assert (result.status.value, result.uniqueness.value, result.dominoes) == ("solved", "unique", [])
    assert puzzle.count(engine=engine).count == 1
    other = kind.parse(blocked + '"row_targets": [0, 1], "col_targets": [0, 0]}')
    assert other.uniqueness(engine=engine).uniqueness.value == "no_solution"
