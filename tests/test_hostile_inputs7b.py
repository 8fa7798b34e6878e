"""The seventh hostile pass over the web server, the Python API and the
correctness of answers (issue 20): what it found, each kept as a test."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

from gridsat.web import Limits, create_app  # noqa: E402
from web_server import kinds_status  # noqa: E402


@pytest.fixture()
def slow_body_server():
    """A server with the protocol `gridsat serve` runs and a body deadline of 1 s; its port."""
    from web_server import server_in_thread

    with server_in_thread(Limits(workers=1, warm=False, grace=5.0, body_seconds=1.0), head_seconds=30.0,
                          connections=100) as port:
        yield port


@pytest.mark.slow  # (2.5 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("head", [
    b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{",
    b"POST /api/hint HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    b"Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n"])
def test_a_body_that_never_finishes_gets_408_and_its_connection_closed(slow_body_server, head):
    """Sockets that sent a whole request head and then part of the body (and dripped the rest, or stopped)
    held their connection places for as long as they stayed open: the head deadline stops at the head and
    nothing bounded the body; 199 of them made `gridsat serve` answer 503 to every page and request."""
    import socket
    import time

    port = slow_body_server
    stuck = [socket.create_connection(("127.0.0.1", port)) for _ in range(3)]
    for s in stuck:
        s.sendall(head)
    deadline = time.monotonic() + 30  # the body deadline is 1 s; a loaded machine may run its timers later
    for s in stuck:
        s.settimeout(max(0.1, deadline - time.monotonic()))
        reply = b""
        while chunk := s.recv(65536):  # the answer, then the server closes the connection (b"")
            reply += chunk
        s.close()
        assert reply.startswith(b"HTTP/1.1 408 ") and b"connection: close" in reply.lower(), reply
        assert b"the request's body did not arrive within 1 s" in reply, reply
    assert kinds_status(port) == 200


def test_the_body_deadline_is_named_in_its_message():
    from starlette.testclient import TestClient

    limits = Limits(body_seconds=0.5)
    assert limits.body_seconds == 0.5
    with pytest.raises(ValueError, match="body_seconds must be a positive number of seconds"):
        Limits(body_seconds=0)
    with TestClient(create_app(Limits(workers=1, warm=False))) as client:  # a whole body is read as before
        reply = client.post("/api/solve", json={"puzzle": "https://puzz.link/p?yinyang/5/5/016612300"})
        assert reply.status_code == 200 and reply.json()["status"] == "solved"


@pytest.mark.parametrize("kind", ["sudoku", "slitherlink", "masyu", "nurikabe"])
def test_a_checker_reads_numpy_integers_as_the_numbers_they_are(kind):
    """Sudoku's checker said "cell r1c1 holds np.int64(2), not a digit from 1 to 4" of a numpy array of its
    own answer, and Slitherlink's and Masyu's "answer values must be whole numbers 0..15" (the shading
    genres took it): the values passed the whole-number check and the genre's checker then refused them."""
    np = pytest.importorskip("numpy")
    import gridsat

    puzzle = gridsat.kinds.get(kind).parse(gridsat.kinds.get(kind).example)
    grid = puzzle.solve().to_json()["grid"]
    assert puzzle.violations(np.array(grid)) == []
    assert puzzle.violations([np.array(row, dtype=np.int16) for row in grid]) == []


@pytest.mark.parametrize("kind, title", [("sudoku", "Sudoku"), ("slitherlink", "Slitherlink")])
def test_a_checker_refuses_true_and_false_where_numbers_are_read(kind, title):
    """A Sudoku answer of True and False was judged ("row 1 holds True 4 times", ...) as if it were 1s and 0s."""
    import gridsat

    puzzle = gridsat.kinds.get(kind).parse(gridsat.kinds.get(kind).example)
    grid = puzzle.solve().to_json()["grid"]
    with pytest.raises(ValueError, match=rf"^cell r1c1 holds True; a {title} answer holds whole numbers$"):
        puzzle.violations([[True] * len(row) for row in grid])


@pytest.mark.parametrize("call, error", [
    (lambda: __import__("gridsat").pack("6x10", one_sided="no"), "one_sided must be True or False, got str 'no'"),
    (lambda: __import__("gridsat").pack("6x10", holes=1), "holes must be True or False, got int 1"),
    (lambda: __import__("gridsat").pack(None), "board must be 'RxC', a built-in board's name, a mask file, a list "
                                               "of mask rows or a Board (an array: Board.from_array), got NoneType"),
    (lambda: __import__("gridsat").pack(5), "board must be 'RxC', a built-in board's name, a mask file, a list of "
                                            "mask rows or a Board (an array: Board.from_array), got int"),
    (lambda: __import__("gridsat").pack("6x10", pieces=None), "pieces must be 'pentominoes', 'tetrominoes', "
                                                              "'hexominoes', a piece file, a dict NAME -> shape (\"O*2\": \"##/##\") "
                                                              "or a PieceSet, got NoneType"),
])
def test_packing_names_an_argument_of_the_wrong_type(call, error):
    """gridsat.pack("6x10", one_sided="no") packed the pieces one-sided ("no" is true) and holes=1 allowed holes;
    pack(None) and pack(5) looked for a board named 'None' or '5', and a numpy array was refused with its
    whole printout, several lines long, as the board's name."""
    with pytest.raises(TypeError) as info:
        call()
    assert str(info.value) == error


def test_packing_still_takes_its_board_as_a_path_or_an_array_board():
    from pathlib import Path

    import gridsat
    from gridsat.core.board import Board

    np = pytest.importorskip("numpy")
    centre = gridsat.pack(Path(__file__).parent.parent / "examples" / "8x8-centre.txt")
    assert centre.status.value == "solved" and centre.check().violations() == []
    mask = np.ones((6, 10), dtype=bool)
    assert gridsat.pack(Board.from_array(mask), one_sided=True).status.value == "solved"


def test_domino_fit_solve_names_a_unique_that_is_not_true_or_false():
    """solve(puzzle, unique="no") proved the tiling unique: any non-empty string was read as True."""
    from pathlib import Path

    from gridsat.puzzles.dominofit import load_puzzle, solve

    puzzle = load_puzzle(str(Path(__file__).parent.parent / "examples" / "dominofit-8x8.json"))
    with pytest.raises(TypeError, match=r"^unique must be True or False, got str 'no'$"):
        solve(puzzle, unique="no")
    assert solve(puzzle, unique=False).uniqueness is None


@pytest.mark.parametrize("field, value, kind, error", [
    ("workers", "2", TypeError, "workers must be a whole number, got str '2'"),
    ("workers", 2.5, TypeError, "workers must be a whole number, got float 2.5"),
    ("workers", True, TypeError, "workers must be a whole number, got bool True"),
    ("workers", 65, ValueError, "workers must be at most 64, got 65"),
    ("queue", float("nan"), TypeError, "queue must be a whole number, got float nan"),
    ("max_cells", 1e300, TypeError, "max_cells must be a whole number, got float 1e+300"),
    ("max_body", None, TypeError, "max_body must be a whole number, got NoneType None"),
    ("time_limit", "5", TypeError, "time_limit must be a number, got str '5'"),
    ("warm", "no", TypeError, "warm must be True or False, got str 'no'"),
])
def test_server_limits_name_a_field_of_the_wrong_type(field, value, kind, error):
    """Limits(workers="2") failed with "'<' not supported between instances of 'str' and 'int'", naming nothing;
    workers=2.5, True, a million, queue=nan, max_cells=1e300 and warm="no" (read as true) were taken."""
    with pytest.raises(kind) as info:
        Limits(**{field: value})
    assert str(info.value) == error


def test_server_limits_still_take_whole_numbers_for_amounts():
    limits = Limits(workers=64, queue=0, time_limit=5, max_time_limit=60, memory_limit=1)
    assert (limits.workers, limits.queue, limits.time_limit, limits.memory_bytes(None)) == (64, 0, 5, 1024**3)


@pytest.mark.parametrize("kind", ["yinyang", "nurikabe", "hitori", "dominofit", "pack", "calendar"])
def test_hints_treat_a_nan_or_infinite_deadline_alike_in_every_kind(kind):
    """hints(puzzle, deadline=nan) stepped on with no deadline in Yin-Yang, packing and the calendar, and was
    refused as "time limit must be a positive number of seconds, got nan" in Nurikabe, Hitori and Domino
    Fit, which also refused deadline=inf ("time limit must be below a billion seconds") that the others took."""
    import math

    import gridsat

    k = gridsat.kinds.get(kind)
    puzzle = k.parse(k.example)
    with pytest.raises(ValueError) as info:
        k.hints(puzzle, deadline=math.nan)
    assert str(info.value) == "deadline must be a time.perf_counter() value in seconds or None, got nan"
    endless, plain = k.hints(puzzle, deadline=math.inf), k.hints(puzzle)
    assert endless.complete and (endless.verdict, endless.steps) == (plain.verdict, plain.steps)


@pytest.mark.parametrize("clue, shown", [("1.0", "1.0"), ("1e400", "1e400"), ("true", "true"), ("[1]", "[1]")])
def test_a_json_clue_that_is_no_whole_number_is_named_with_its_cell(api_client, clue, shown):
    """A genre's JSON puzzle with the clue 1.0 was refused with "clues row 1: 1.0 is not a number, a symbol or
    empty": 1.0 is a number, and the column was not named."""
    puzzle = '{"kind": "nurikabe", "rows": 2, "cols": 2, "clues": [[null, %s], [null, null]]}' % clue
    reply = api_client.post("/api/solve", json={"puzzle": puzzle})
    assert reply.status_code == 422
    assert reply.json() == {"error": f"Nurikabe: clues row 1, column 2: {shown} is not a whole number, a symbol or "
                                     "empty"}


def test_a_compressed_body_is_refused_as_compressed(api_client):
    """A gzip body (Content-Encoding: gzip) was read as text: 400 "the request is not valid JSON: 'utf-8' codec
    can't decode byte 0x8b in position 1", where the JSON inside was fine."""
    import gzip
    import json

    body = gzip.compress(json.dumps({"puzzle": "https://puzz.link/p?hitori/4/4/1114142333214213"}).encode())
    reply = api_client.post("/api/solve", content=body, headers={"Content-Type": "application/json",
                                                                 "Content-Encoding": "gzip"})
    assert reply.status_code == 415
    assert reply.json() == {"error": "the request's Content-Encoding 'gzip' is not taken; send the JSON uncompressed"}
    plain = api_client.post("/api/solve", content=gzip.decompress(body), headers={
        "Content-Type": "application/json", "Content-Encoding": "identity"})
    assert plain.status_code == 200 and plain.json()["status"] == "solved"


@pytest.mark.parametrize("field, value, task, message", [
    ("time-limit", "0", "solve", "“Time limit (seconds)” must be a positive number of seconds, got 0"),  # its label
    ("n", "0", "solutions", "“How many” must be a whole number from 1 to 100, got 0"),  # in the page's words
])
def test_the_general_page_sends_a_zero_as_typed_not_the_default(live_server, browser, field, value, task, message):
    """On the general page a time limit of 0 solved with the default 10 s, and "How many" 0 listed one
    solution (the page read 0 as no value); the command line refuses both."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/nurikabe")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    browser.execute_script("document.getElementById('task').value = arguments[0];"
                           "document.getElementById('task').dispatchEvent(new Event('change'));", task)
    browser.execute_script("document.getElementById(arguments[0]).value = arguments[1]", field, value)
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text == message


@pytest.mark.parametrize("body", [
    {"kind": "pack", "options": {"board": "1000x1000", "holes": True, "time_limit": 1}},
    {"puzzle": '{"kind": "pack", "board": "1000 x 1000", "holes": true}', "options": {"time_limit": 1}},
])
def test_a_packing_board_over_the_cell_limit_is_refused_before_it_is_built(api_client, monkeypatch, body):
    """A 1000x1000 packing board (by its size, as a setting or in a JSON puzzle) was built first -- 1-3 s of a
    solver process, past a 1 s time limit (2.65 s on a loaded machine) -- and refused for its cells after."""
    from gridsat.core.board import Board
    from gridsat.web import jobs
    from gridsat.web.limits import TooLarge
    from gridsat.web.requests import plan_solve

    message = "the board has 1000x1000 = 1,000,000 cells; this server takes at most 10,000"
    reply = api_client.post("/api/solve", json=body)
    assert (reply.status_code, reply.json()) == (413, {"error": message})

    def never(*args, **kwargs):
        raise AssertionError("the board was built")

    monkeypatch.setattr(Board, "rectangle", classmethod(never))
    with pytest.raises(TooLarge, match=message):
        jobs.read(plan_solve(body, Limits()))


def test_numpy_integers_are_the_whole_numbers_they_are():
    """Task(n=np.int64(3)), count(np.int64(5)), SolverOptions(workers=np.int64(2)), a generator's size and seed
    and a kind's whole-number setting (the calendar's hint) were refused as "must be a whole number, got
    np.int64(3)"; numpy's bool and floats are still refused, as True and 2.0 are."""
    np = pytest.importorskip("numpy")
    import gridsat
    from gridsat.core.options import SolverOptions

    yy = gridsat.kinds.get("yinyang")
    puzzle = yy.parse("https://puzz.link/p?yinyang/5/5/016612300")
    assert puzzle.count(np.int64(5)).count == 1 and len(puzzle.solutions(np.uint8(2)).solutions) == 1
    task = gridsat.Task("solutions", n=np.int64(3), options=SolverOptions(workers=np.int64(2), seed=np.int32(7)))
    assert (type(task.n), task.n, type(task.options.workers), task.options.seed) == (int, 3, int, 7)
    made = yy.generator().generate(np.int64(6), np.int64(6), np.int64(3))
    assert made.seed == 3 and made.text == yy.generator().generate(6, 6, 3).text
    calendar = gridsat.kinds.get("calendar")
    assert calendar.run(calendar.parse(calendar.example), gridsat.Task("solve"), hint=np.int64(3)).to_json()["hint"] == 3
    for bad, shown in ((np.True_, "np.True_"), (np.float64(2.0), "np.float64(2.0)")):
        with pytest.raises(TypeError) as info:
            gridsat.Task("solutions", n=bad)
        assert str(info.value) == f"Task.n must be a whole number, got {shown}"


@pytest.mark.parametrize("base, shown", [(5, "int"), (b"/tmp", "bytes"), (["x"], "list")])
def test_parse_names_a_base_that_is_no_folder(base, shown):
    """kind.parse(text, base=5) failed with "expected str, bytes or os.PathLike object, not int", naming no
    argument (and only for a puzzle that names a file; other kinds took any base)."""
    import gridsat

    for name, text in (("pack", '{"kind": "pack", "board": "b.txt"}'), ("nurikabe", "nurikabe\n1 .\n. .\n")):
        with pytest.raises(TypeError) as info:
            gridsat.kinds.get(name).parse(text, base=base)
        assert str(info.value) == f"base must be a folder (str or path) or None, got {shown}"
    with pytest.raises(TypeError, match="^base must be a folder"):
        gridsat.kinds.get("pack").parse_json({"kind": "pack", "board": "3x20"}, "puzzle", base)
