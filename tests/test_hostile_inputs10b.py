"""The tenth hostile pass over the web server as a process, pictures, formats and
the engines' Python API (issue 20): what it found, each kept as a test."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import threading
import time

import pytest

from conftest import gridsat_child
from gridsat.core.errors import PuzzleInputError

# what a request in flight is answered when the server stops (gridsat.web.pool.STOPPING)
STOPPING = ("the server is stopping (Ctrl-C or SIGTERM), so this request was not finished: start gridsat "
            "serve again and repeat it")

# a count that runs to its time limit (pentominoes on 6x15 with holes: hundreds of millions of packings)
LONG_COUNT = {"kind": "pack", "options": {"board": "6x15", "holes": True, "count": True, "time_limit": 60}}


@pytest.mark.parametrize("sig", [signal.SIGINT, pytest.param(signal.SIGTERM, marks=pytest.mark.slow)])
def test_the_server_stops_within_seconds_of_ctrl_c_or_sigterm_while_a_request_is_solving(sig):
    # uvicorn waited for every request in flight before stopping: Ctrl-C (or a service manager's
    # SIGTERM) left the server running until the solve ended, up to the 60 s cap and its 15 s grace
    pytest.importorskip("uvicorn")
    from web_server import post, status

    proc = gridsat_child("serve", "--port", "0", "--workers", "1")
    try:
        match = re.search(r"(http://127\.0\.0\.1:\d+)/", proc.stdout.readline())
        assert match, proc.stderr.read()
        base = match.group(1)
        replies = []
        clients = [threading.Thread(target=lambda: replies.append(post(base, "/api/solve", LONG_COUNT, timeout=120)),
                                    daemon=True) for _ in range(3)]
        for client in clients:
            client.start()
        for _ in range(600):  # until one is being solved and two wait for the worker
            pool = status(base)["pool"]
            if (pool["busy"], pool["waiting"]) == (1, 2):
                break
            time.sleep(0.1)
        proc.send_signal(sig)
        try:
            out, err = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            pytest.fail("gridsat serve was still running 20 s after the signal, a request in flight")
        assert (proc.returncode, err) == (0, "")
        assert out.strip().endswith("gridsat serve stopped")
        for client in clients:
            client.join(20)
        assert replies == 3 * [(503, {"error": STOPPING})]  # answers, not dropped connections
    finally:
        proc.kill()
        proc.wait()


def _dominoes_2x2():
    cells = [(0, 0), (0, 1), (1, 0), (1, 1)]
    return cells, {"D": [[(0, 0), (0, 1)], [(1, 0), (1, 1)], [(0, 0), (1, 0)], [(0, 1), (1, 1)]]}, {"D": 2}


@pytest.mark.parametrize("call", ["cover count", "cover iter", "tiling count", "tiling iter"])
@pytest.mark.parametrize("limit, error", [
    # a limit of 1.5 came back as the count 1.5 (and listed 2 covers), True as the count True; 0 and -1
    # gave the count 0 without a search, and TilingEngine.iter listed one tiling for them
    (1.5, (TypeError, "limit must be a whole number, got float 1.5")),
    (True, (TypeError, "limit must be a whole number, got bool True")),
    ("2", (TypeError, "limit must be a whole number, got str '2'")),
    (0, (PuzzleInputError, "limit must be at least 1, got 0")),
    (-1, (PuzzleInputError, "limit must be at least 1, got -1")),
])
def test_the_engines_refuse_a_limit_that_is_not_a_whole_number_from_1(call, limit, error):
    from gridsat.engines.cover import CoverEngine
    from gridsat.engines.exact_cover import TilingEngine

    cover = CoverEngine([["a"], ["a"], ["b"]])
    tiling = TilingEngine(*_dominoes_2x2())
    run = {"cover count": lambda: cover.count(limit), "cover iter": lambda: list(cover.iter(limit)),
           "tiling count": lambda: tiling.count(limit=limit), "tiling iter": lambda: list(tiling.iter(limit=limit))}
    with pytest.raises(error[0]) as caught:
        run[call]()
    assert str(caught.value) == error[1]
    # and whole limits still count and list
    assert (cover.count(1), cover.count(2), cover.count(3)) == ((1, False), (2, True), (2, True))
    assert [len(list(cover.iter(n))) for n in (1, 2, 3)] == [1, 2, 2]
    assert (tiling.count(limit=1), tiling.count()) == ((1, False), (2, True))
    assert [len(list(tiling.iter(limit=n))) for n in (1, 2, 3)] == [1, 2, 2]


@pytest.mark.parametrize("workers, error", [
    (0, (PuzzleInputError, "workers must be at least 1 and at most 256, got 0")),
    (1000, (PuzzleInputError, "workers must be at least 1 and at most 256, got 1000")),  # 1000 searches' memory
    (2.5, (TypeError, "workers must be a whole number, got float 2.5")),
])
def test_the_engines_bound_the_threads_a_count_asks_for(workers, error):
    from gridsat.engines.cover import CoverEngine
    from gridsat.engines.exact_cover import TilingEngine

    tiling = TilingEngine(*_dominoes_2x2())
    for run in (lambda: CoverEngine([["a"], ["a"]]).count(workers=workers),
                lambda: tiling.count(workers=workers), lambda: tiling.count_many([[]], workers=workers)):
        with pytest.raises(error[0]) as caught:
            run()
        assert str(caught.value) == error[1]
    assert CoverEngine([["a"], ["a"]]).count(workers=256) == (2, True)
    assert tiling.count_many([[], [(0, 0), (0, 1)]], workers=2) == [2, 0]  # two dominoes need all 4 cells


@pytest.mark.parametrize("board, placements, counts, error", [
    # int() made (0, 0.5) the cell (0, 0): a domino "tiled" a board it was never placed on
    ([(0, 0), (0, 1)], {"D": [[(0, 0.5), (0, 1)]]}, None,
     "a placement of piece D: cell (0, 0.5) is not a pair of whole numbers"),
    ([(0, 0), (0, 1)], {"D": [[(0, False), (0, True)]]}, None,
     "a placement of piece D: cell (0, False) is not a pair of whole numbers"),
    ([(0, 0), (0, 1.5)], {"D": [[(0, 0), (0, 1)]]}, None, "the board: cell (0, 1.5) is not a pair of whole numbers"),
    # a cell listed twice made a smaller shape of the piece (0 tilings, "complete"), an empty
    # placement was dropped without a word (0 tilings where the piece was meant to go anywhere)
    ([(0, 0), (0, 1)], {"D": [[(0, 0), (0, 0)]]}, None, "a placement of piece D lists cell (0, 0) twice"),
    ([(0, 0)], {"D": [[]], "M": [[(0, 0)]]}, None, "a placement of piece D has no cells"),
    # a count of 1.5 (or True) was taken for 1
    ([(0, 0), (0, 1)], {"M": [[(0, 0)], [(0, 1)]]}, {"M": 1.5}, "piece M has count 1.5; need a whole number, at least 1"),
    ([(0, 0), (0, 1)], {"M": [[(0, 0)], [(0, 1)]]}, {"M": True}, "piece M has count True; need a whole number, at least 1"),
])
def test_the_tiling_engine_refuses_cells_and_counts_it_would_have_changed(board, placements, counts, error):
    from gridsat.engines.exact_cover import count_tilings

    with pytest.raises(PuzzleInputError) as caught:
        count_tilings(board, placements, counts)
    assert str(caught.value) == error


def test_the_tiling_engine_refuses_a_board_that_is_no_cells_as_a_type_error():
    """A board given as the text 'ab' is a wrong type for the Python API (it was read letter by letter)."""
    from gridsat.engines.exact_cover import count_tilings

    with pytest.raises(TypeError) as caught:
        count_tilings("ab", {"D": [[(0, 0), (0, 1)]]}, None)
    assert str(caught.value) == "the board must be cells (row, column), got str 'ab'"


def test_the_tiling_engine_still_takes_integer_likes_and_counts_them():
    np = pytest.importorskip("numpy")
    from gridsat.engines.exact_cover import count_tilings

    board = [(np.int64(0), np.int64(0)), (0, 1), (1, 0), (1, 1)]
    assert count_tilings(board, {"M": [[(r, c)] for r in range(2) for c in range(2)]}, {"M": np.int64(4)}) == (1, True)
    assert count_tilings(board, {"D": [[(0, 0), (0, 1)], [(1, 0), (1, 1)], [(0, 0), (1, 0)], [(0, 1), (1, 1)]]},
                         {"D": 2}) == (2, True)


def test_a_long_piece_name_stays_inside_its_cells_in_the_picture():
    # a piece named with 120 letters was written across the whole picture (1297 pixels wide for a
    # 3x2 board), over the other piece's cells and its name
    from gridsat.puzzles.kinds import Task, get

    kind = get("pack")
    text = json.dumps({"kind": "pack", "board": ["##", "##", "##"], "pieces": {"W" * 120: "##/#./#.", "B": ".#/.#"}})
    result = kind.run(kind.parse(text, "p.json"), Task("solve"))
    fig = result.figure()
    fig.canvas.draw()
    ax = fig.axes[0]
    cell = ax.transData.transform((1, 0))[0] - ax.transData.transform((0, 0))[0]  # pixels
    labels = [t for t in ax.texts if t.get_text().strip()]
    assert sorted({t.get_text() for t in labels}) == ["B", "WWWWW\u2026"]
    assert all(t.get_window_extent().width <= cell for t in labels)


def _two_of_four():
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    xs = [model.new_bool_var(f"x{i}") for i in range(4)]
    model.add(sum(xs) == 2)
    return model, xs  # C(4, 2) = 6 solutions


@pytest.mark.parametrize("limit, error", [
    # CP-SAT's callback stops after the solution that reaches the limit: 0 and -1 gave 1 solution, 1.5 gave 2
    (0, (PuzzleInputError, "limit must be at least 1, got 0")),
    (-1, (PuzzleInputError, "limit must be at least 1, got -1")),
    (1.5, (TypeError, "limit must be a whole number, got float 1.5")),
])
def test_a_cpsat_enumeration_refuses_a_limit_it_cannot_keep(limit, error):
    from gridsat.engines.cpsat import CpSatSession

    with pytest.raises(error[0]) as caught:
        CpSatSession(*_two_of_four()).enumerate(limit=limit)
    assert str(caught.value) == error[1]
    whole = [CpSatSession(*_two_of_four()).enumerate(limit=n) for n in (1, 5, None)]
    assert [(e.count, e.complete) for e in whole] == [(1, False), (5, False), (6, True)]
    assert sorted(map(tuple, whole[2].solutions)) == sorted(
        t for t in __import__("itertools").product((0, 1), repeat=4) if sum(t) == 2)


@pytest.mark.parametrize("defaults, error", [
    # OR-Tools printed its parse error on stderr and the session solved without the parameter
    ({"no_such_parameter": 1}, "bad CP-SAT parameters 'no_such_parameter:1': 1:1 : Message type "
                               "\"operations_research.sat.SatParameters\" has no field named \"no_such_parameter\"."),
    ({"num_workers": "x"}, "bad CP-SAT parameters 'num_workers:x': 1:13 : 'num_workers:x': Couldn't "
                            "parse integer: x"),
])
def test_a_cpsat_session_refuses_defaults_cpsat_does_not_take(defaults, error, capfd):
    from gridsat.engines.cpsat import CpSatSession

    with pytest.raises(PuzzleInputError) as caught:
        CpSatSession(*_two_of_four(), defaults=defaults).solve()
    assert str(caught.value) == error
    assert capfd.readouterr().err == ""
    assert CpSatSession(*_two_of_four(), defaults={"num_workers": 1, "cp_model_presolve": False}).solve().status.value \
        == "solved"


@pytest.mark.parametrize("first, error", [
    # zip() cut the assignment short: forbidding [1] forbade every solution with x0 = 1, and the
    # session proved "unique" for a model of 3 solutions
    ([1], "an assignment has 1 values for 4 decision variables"),
    ([1, 1, 0, 0, 1], "an assignment has 5 values for 4 decision variables"),
    ([1, 2, 0, 0], "an assignment has 2 at position 1: not 0 or 1"),
    ([1, 1.0, 0, 0], "an assignment has 1.0 at position 1: not 0 or 1"),
])
def test_a_session_refuses_an_assignment_to_forbid_that_is_not_one_0_or_1_a_variable(first, error):
    from gridsat.core.status import Uniqueness
    from gridsat.engines.cpsat import CpSatSession

    model, xs = _two_of_four()
    model.add(xs[0] == 1)  # solutions 1100, 1010, 1001
    with pytest.raises(PuzzleInputError) as caught:
        CpSatSession(model, xs).uniqueness(first=first)
    assert str(caught.value) == error
    model, xs = _two_of_four()
    model.add(xs[0] == 1)
    assert CpSatSession(model, xs).uniqueness(first=[1, 1, 0, 0]).verdict is Uniqueness.NOT_UNIQUE
    model, xs = _two_of_four()
    model.add(xs[0] == 1)
    model.add(xs[1] == 1)
    assert CpSatSession(model, xs).uniqueness(first=[True, True, False, False]).verdict is Uniqueness.UNIQUE


def test_a_backbone_refuses_a_first_solution_that_is_not_one_0_or_1_a_variable():
    # a short one raised IndexError from first[i]
    from gridsat.engines.cpsat import CpSatSession

    model, xs = _two_of_four()
    with pytest.raises(PuzzleInputError) as caught:
        CpSatSession(model, xs).backbone(first=[1])
    assert str(caught.value) == "an assignment has 1 values for 4 decision variables"
    model, xs = _two_of_four()
    model.add(xs[0] == 1)
    assert CpSatSession(model, xs).backbone(first=[1, 1, 0, 0]).forced == [True, False, False, False]


def test_a_pages_task_string_is_measured_before_its_cells_are_made():
    # 8 MB of 'z' (26 empty cells each) made a list of 208 million cells, 1.7 GB with --memory-limit 0.5,
    # before the size was looked at
    import tracemalloc

    from gridsat.puzzles.kinds import get

    page = "<html><script>var puzzleWidth = 6;\nvar task = '" + "z" * 400_000 + "';</script></html>"
    tracemalloc.start()
    try:
        with pytest.raises(PuzzleInputError) as caught:
            get("yinyang").parse(page, "big.html")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert str(caught.value) == ("big.html: the task string gives 10,400,000 cells; a board has at most 1000 rows and "
                                 "1000 columns")
    assert peak < 20 << 20  # bytes: the page's text and the parser's copy, no cell list (was 83 MB)
    assert get("yinyang").parse("<html><script>var puzzleWidth = 2; var puzzleHeight = 2;\nvar task = 'WaBa';"
                                "</script></html>", "p.html").givens == ((1, 0), (2, 0))


def test_a_png_is_not_begun_encoding_when_its_encoding_would_end_past_the_time_limit(tmp_path):
    # the PNG encoder has no clock: a 100x100 Slitherlink's unsolved picture ran 1.9 s past -t 5
    # (`gridsat solve sl100.txt -t 5 --png x.png`: 6.9 s), drawn in time and then encoded for 1.4 s
    import time

    from matplotlib.figure import Figure

    from gridsat.core.pictures import DPI, PNG_SECONDS_PER_PIXEL, save_figure
    from gridsat.core.options import TimeUp

    fig = Figure(figsize=(20, 20))  # 3000 x 3000 pixels at 150 dpi
    fig.add_artist(__import__("matplotlib.patches", fromlist=["Rectangle"]).Rectangle((0.1, 0.1), 0.5, 0.5))
    encode = (20 * DPI) ** 2 * PNG_SECONDS_PER_PIXEL
    assert 0.3 < encode < 0.4  # seconds
    with pytest.raises(TimeUp):
        save_figure(fig, tmp_path / "a.png", time.perf_counter() + encode / 2)
    assert list(tmp_path.iterdir()) == []
    fig = Figure(figsize=(20, 20))
    assert save_figure(fig, tmp_path / "b.png", time.perf_counter() + 600).stat().st_size > 0


@pytest.mark.parametrize("host", ["::1", "127.0.0.1", "localhost"])
def test_a_server_on_either_loopback_answers_this_machines_names_only(host):
    # bound to the IPv6 loopback (--host ::1, "this machine only") it answered any Host header: the
    # guard against DNS rebinding covered 127.0.0.1 and localhost only
    from starlette.testclient import TestClient

    from gridsat.cli.serve import allowed_hosts
    from gridsat.web import Limits, create_app

    app = create_app(Limits(workers=1, warm=False), allowed_hosts=allowed_hosts(host))
    client = TestClient(app, base_url="http://127.0.0.1:8765")
    for name, code in [("[::1]:8765", 200), ("127.0.0.1:8765", 200), ("localhost:8765", 200),
                       ("evil.example:8765", 400), ("[::2]:8765", 400)]:
        assert (name, client.get("/api/status", headers={"Host": name}).status_code) == (name, code)


@pytest.mark.parametrize("deadline, error", [
    # no clock reading passes NaN: the search ran with no time limit at all
    (float("nan"), (PuzzleInputError, "deadline is NaN: no clock reading passes it, so it would never stop the search")),
    ("1", (TypeError, "deadline must be a time.perf_counter() value, got str '1'")),
])
def test_the_engines_refuse_a_deadline_that_is_no_clock_reading(deadline, error):
    from gridsat.engines.cover import CoverEngine
    from gridsat.engines.exact_cover import TilingEngine

    cover, tiling = CoverEngine([["a"], ["a"]]), TilingEngine(*_dominoes_2x2())
    for run in (lambda: cover.count(deadline=deadline), lambda: list(cover.iter(deadline=deadline)),
                lambda: tiling.count(deadline=deadline), lambda: list(tiling.iter(deadline=deadline))):
        with pytest.raises(error[0]) as caught:
            run()
        assert str(caught.value) == error[1]
    import time

    assert (cover.count(deadline=time.perf_counter() + 600), tiling.count(deadline=time.perf_counter() + 600)) == (
        (2, True), (2, True))
    assert tiling.count(deadline=time.perf_counter() - 1) == (0, False)  # past: nothing searched, not complete
