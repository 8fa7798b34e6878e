"""The web API (``gridsat serve``) through Starlette's test client: the same
JSON as the command line, the command line's one-line errors, and the
server's limits.  Every request runs in a real solver process."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from gridsat.web import Limits, create_app  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
YY_URL = "https://puzz.link/p?yinyang/5/5/016612300"
#: The answer of YY_URL (1 white, 2 black), computed by gridsat and checked by its checker.
YY_ANSWER = [[1, 1, 1, 1, 1], [1, 2, 2, 2, 1], [2, 2, 1, 1, 1], [1, 2, 2, 2, 1], [1, 1, 1, 1, 1]]


def open_count(seconds: float) -> dict:
    """Work that runs until its time limit: counting the answers of an empty 10x10 Yin-Yang grid."""
    return {"kind": "yinyang", "puzzle": "\n".join(["0 " * 10] * 10), "options": {"count": True, "time_limit": seconds}}


@pytest.fixture(scope="module")
def client():
    app = create_app(Limits(workers=2, warm=False, grace=5.0))
    with TestClient(app) as c:
        yield c


def without_seconds(data: dict) -> dict:
    # (and `waited`: a request given a fresh solver process, still starting, waits for it -- a timing, as seconds)
    return {k: v for k, v in data.items() if k not in ("seconds", "waited")}


def cli_json(run_cli, *args) -> dict:
    code, out, err = run_cli(*args, "--json")
    assert code in (0, 1), err
    return json.loads(out)


def cli_error(run_cli, *args) -> str:
    code, out, err = run_cli(*args)
    assert code == 2 and err.startswith("gridsat: error: "), (code, out, err)
    return err.strip()[len("gridsat: error: "):]


# (what the API gets, the same command line)
SAME_AS_CLI = {
    "pack count": ({"puzzle": (EXAMPLES / "pack-3x20.json").read_text(), "options": {"count": True}},
                   ["solve", str(EXAMPLES / "pack-3x20.json"), "--count"]),
    "pack distinct listing": ({"kind": "pack", "puzzle": '{"kind": "pack", "board": "3x20"}',
                               "options": {"solutions": 3, "distinct": True}},
                              ["solve", str(EXAMPLES / "pack-3x20.json"), "-n", "3", "--distinct"]),
    "calendar count and list": ({"puzzle": (EXAMPLES / "calendar-oct6.json").read_text(),
                                 "options": {"count": True, "solutions": 2}},
                                ["solve", str(EXAMPLES / "calendar-oct6.json"), "--count", "-n", "2"]),
    "calendar hint": ({"kind": "calendar", "puzzle": '{"kind": "calendar", "date": "2026-10-06"}',
                       "options": {"hint": 3}}, ["calendar", "2026-10-06", "--hint", "3"]),
    "yinyang unique": ({"puzzle": YY_URL, "options": {"unique": True}}, ["solve", YY_URL, "--unique"]),
    "yinyang forced": ({"kind": "yinyang", "puzzle": (EXAMPLES / "yinyang-10x10.txt").read_text(),
                        "options": {"forced": True}}, ["solve", str(EXAMPLES / "yinyang-10x10.txt"), "--forced"]),
    "dominofit unique": ({"puzzle": (EXAMPLES / "dominofit-8x8.json").read_text(), "options": {"unique": True}},
                         ["solve", str(EXAMPLES / "dominofit-8x8.json"), "--unique"]),
    "dominofit objective": ({"kind": "dominofit", "puzzle": (EXAMPLES / "dominofit-8x8.json").read_text(),
                             "options": {"targets": "at-most", "objective": "max-vertical", "time_limit": 20}},
                            ["dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--targets", "at-most",
                             "--objective", "max-vertical", "--time-limit", "20"]),
    "cover count": ({"puzzle": (EXAMPLES / "queens-8.dlx").read_text(), "kind": "cover", "options": {"count": True}},
                    ["solve", str(EXAMPLES / "queens-8.dlx"), "--count"]),
}


@pytest.mark.parametrize("name", SAME_AS_CLI)
def test_api_answers_as_the_cli(client, run_cli, name):
    body, args = SAME_AS_CLI[name]
    response = client.post("/api/solve", json=body)
    assert response.status_code == 200, response.text
    assert without_seconds(response.json()) == without_seconds(cli_json(run_cli, *args))


def test_every_kind_is_served(client):
    import gridsat

    listing = client.get("/api/kinds").json()
    assert [k["name"] for k in listing["kinds"]] == gridsat.kinds.names()
    for entry in listing["kinds"]:
        kind = gridsat.kinds.get(entry["name"])
        assert entry["tasks"] == list(kind.tasks) and entry["engines"] == list(kind.engines)
        page = client.get(entry["page"])
        assert page.status_code == 200 and "<h1" in page.text
        # each kind's own example solves through the API with the kind detected
        data = client.post("/api/solve", json={"puzzle": kind.example}).json()
        assert data["kind"] == entry["name"] and data["status"] == "solved"
    editions = next(k for k in listing["kinds"] if k["name"] == "calendar")["choices"]["edition"]
    assert "dragonfjord" in editions and "weekday" in editions


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_pictures_are_the_svg_of_the_cli(client, run_cli, tmp_path):
    # pictures count against the time limit (the default 10 s): a busy machine's requests get 60 s
    data = client.post("/api/solve", json={"puzzle": YY_URL, "options": {"unique": True, "time_limit": 60}, "svg": True,
                                           "text": True}).json()
    assert data["svg"].lstrip().startswith("<?xml") and "</svg>" in data["svg"]
    assert data["grid"] == YY_ANSWER and "svg_second" not in data
    assert len(data["text"].splitlines()) == 6 and data["text"].splitlines()[-1].startswith("██ black, · white")
    # a puzzle with two answers: the second one is drawn too
    two = client.post("/api/solve", json={"puzzle": "https://puzz.link/p?yinyang/6/6/000031130000",
                                          "options": {"unique": True, "time_limit": 60}, "svg": True}).json()
    assert two["uniqueness"] == "not_unique" and "<svg" in two["svg_second"]
    listed = client.post("/api/solve", json={"puzzle": (EXAMPLES / "calendar-oct6.json").read_text(),
                                             "options": {"solutions": 3, "time_limit": 60}, "svg": True}).json()
    assert len(listed["solutions"]) == 3 and "<svg" in listed["svg_last"]


BAD = {
    # (API body, command line giving the same message, text the API message has instead of the file name)
    "symbol": ({"kind": "yinyang", "puzzle": "0 0 0\n0 x 0\n0 0 0\n"}, "0 0 0\n0 x 0\n0 0 0\n",
               ["solve", "--kind", "yinyang"]),
    "calendar date": ({"puzzle": '{"kind": "calendar", "date": "2026-02-30"}'},
                      '{"kind": "calendar", "date": "2026-02-30"}', ["solve"]),
    "pack areas": ({"puzzle": '{"kind": "pack", "board": "5x5"}'}, '{"kind": "pack", "board": "5x5"}', ["solve"]),
}


@pytest.mark.parametrize("name", BAD)
def test_bad_input_gets_the_cli_message(client, run_cli, tmp_path, name):
    body, text, args = BAD[name]
    path = tmp_path / "bad.txt"
    path.write_text(text)
    expected = cli_error(run_cli, *args[:1], str(path), *args[1:]).replace("bad.txt", "puzzle")
    response = client.post("/api/solve", json=body)
    assert response.status_code == 422
    assert response.json() == {"error": expected}


@pytest.mark.parametrize("options, flags", [
    ({"count": True, "unique": True}, ["--count", "--unique"]),
    ({"limit": 3}, ["--limit", "3"]),
    ({"distinct": True}, ["--distinct"]),
])
def test_option_rules_are_the_cli_rules(client, run_cli, options, flags):
    expected = cli_error(run_cli, "solve", str(EXAMPLES / "pack-3x20.json"), *flags)
    response = client.post("/api/solve", json={"puzzle": '{"kind": "pack", "board": "3x20"}', "options": options})
    assert (response.status_code, response.json()) == (422, {"error": expected})


@pytest.mark.parametrize("body, status, words", [
    ({"puzzle": YY_URL, "options": {"colour": True}}, 422, "unknown option 'colour'"),
    ({"puzzle": YY_URL, "options": {"hint": 2}}, 422, "Yin-Yang puzzles take no option 'hint'"),
    ({"kind": "yinyang", "puzzle": YY_URL, "options": {"hint": 2}}, 422, "unknown option 'hint' for Yin-Yang puzzles"),
    ({"puzzle": YY_URL, "options": {"count": "yes"}}, 422, "option 'count' must be true or false"),
    ({"puzzle": YY_URL, "options": {"engine": "magic"}}, 422, "unknown engine 'magic'"),
    ({"puzzle": YY_URL, "options": {"time_limit": 0}}, 422, "time_limit must be a positive number"),
    ({"kind": "quilt", "puzzle": YY_URL}, 422, "unknown kind 'quilt'"),
    ({"puzzle": ""}, 422, "'puzzle' is required"),
    ({"puzzle": YY_URL, "colour": 1}, 422, "unknown field 'colour'"),
    ({"puzzle": "hello"}, 422, "not a puzzle gridsat can read"),
    ({"puzzle": "https://puzz.link/p?kusabi/5/5/g5k2o1k3g"}, 422,
     "a 'kusabi' puzzle: a genre gridsat does not solve (kinds: pack, "),  # as the command line says
    ({"puzzle": '{"kind": "pack", "board": "../../etc/passwd"}'}, 422, "is not a file sent with this request"),
    ({"puzzle": '{"kind": "pack", "board": "6x10", "pieces": "/etc/hostname"}'}, 422, "is not a file sent"),
    ({"puzzle": '{"kind": "calendar", "date": "2026-10-06", "edition": "/etc/passwd"}'}, 422, "is not a file sent"),
    ({"puzzle": YY_URL, "options": {"solutions": 500}}, 413, "more than this server lists"),
    ({"puzzle": "https://puzz.link/p?akari/1000/1000/"}, 413, "1000x1000 = 1,000,000 cells"),  # before decoding
])
def test_bad_requests_get_one_line(client, body, status, words):
    response = client.post("/api/solve", json=body)
    assert response.status_code == status
    message = response.json()["error"]
    assert words in message and "\n" not in message


def test_not_json_and_wrong_routes(client):
    assert client.post("/api/solve", content=b"{not json", headers={"Content-Type": "application/json"}).status_code == 400
    assert client.post("/api/solve", content=b"puzzle=1", headers={"Content-Type": "text/plain"}).status_code == 415
    missing = client.get("/api/nothing")
    assert missing.status_code == 404 and "no API route" in missing.json()["error"]
    assert client.get("/api/solve").status_code == 405
    assert client.get("/puzzle/quilt").status_code == 404
    page = client.get("/puzzle/yinyang")
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["x-content-type-options"] == "nosniff"


def test_oversized_input_is_refused_quickly(client):
    t0 = time.perf_counter()
    grid = "\n".join(" ".join("0" * 1000) for _ in range(1000))  # 1000x1000 text grid, 2 MB
    response = client.post("/api/solve", json={"kind": "yinyang", "puzzle": grid})
    assert response.status_code == 413 and "bytes" in response.json()["error"]
    long_url = "https://puzz.link/p?yinyang/1000/1000/" + "0" * 333334  # under the body limit, over the puzzle limit
    response = client.post("/api/solve", json={"puzzle": long_url})
    assert response.status_code == 413 and "characters" in response.json()["error"]
    big = "https://puzz.link/p?yinyang/101/101/" + "0" * 3401  # small text, too many cells
    response = client.post("/api/solve", json={"puzzle": big, "options": {"unique": True}})
    assert response.status_code == 413
    assert response.json()["error"] == "the board has 101x101 = 10,201 cells; this server takes at most 10,000"
    assert time.perf_counter() - t0 < 10


def test_time_limits_are_capped_not_refused():
    from gridsat.web.requests import plan_solve

    limits = Limits()
    assert plan_solve({"puzzle": YY_URL, "options": {"time_limit": 3600}}, limits).time_limit == 60
    assert plan_solve({"puzzle": YY_URL}, limits).time_limit == 10
    assert plan_solve({"puzzle": YY_URL, "options": {"time_limit": 2.5}}, limits).time_limit == 2.5
    assert plan_solve({"puzzle": YY_URL, "options": {"memory_limit": 64}}, limits).memory_limit == 2 * 1024**3
    assert plan_solve({"puzzle": YY_URL, "options": {"memory_limit": 0.5}}, limits).memory_limit == 1024**3 // 2


def test_memory_limit_refuses_a_model_too_large(client, run_cli, tmp_path):
    # an empty 100x100 Yin-Yang grid under a tiny memory limit: refused before the model is built, as on the CLI
    grid = "\n".join(["0" * 100] * 100) + "\n"
    (tmp_path / "empty.txt").write_text(grid)
    expected = cli_error(run_cli, "solve", str(tmp_path / "empty.txt"), "--memory-limit", "0.001", "--engine", "cpsat")
    assert expected.startswith("a CP-SAT model of a 100x100 Yin-Yang board needs about 85.8 MB of memory; the limit "
                               "is 1.024 MB")
    response = client.post("/api/solve", json={"puzzle": grid, "options": {"memory_limit": 0.001, "engine": "cpsat"}})
    web = expected.replace("--memory-limit GB or GRIDSAT_MEMORY_LIMIT",  # the options a request has, not the CLI's
                           "the request's memory_limit option, in GB, up to the server's limit")
    assert web.endswith("(raise it with the request's memory_limit option, in GB, up to the server's limit)")
    assert (response.status_code, response.json()) == (422, {"error": web})


def test_generate_equals_the_cli(client, run_cli):
    response = client.post("/api/generate", json={"kind": "yinyang", "size": "6x6", "seed": 3})
    assert response.status_code == 200
    expected = cli_json(run_cli, "generate", "yinyang", "--size", "6x6", "--seed", "3", "--to", "url")
    assert without_seconds(response.json()) == without_seconds(expected)
    board = client.post("/api/generate", json={"kind": "dominofit", "size": "7x9", "seed": 2, "rule": "dot",
                                               "unique": True}).json()
    expected = cli_json(run_cli, "generate", "dominofit", "--size", "7x9", "--seed", "2", "--rule", "dot", "--unique")
    assert without_seconds(board) == without_seconds(expected)
    # the generated board solves through the API, to its one tiling
    solved = client.post("/api/solve", json={"kind": "dominofit", "puzzle": json.dumps(board["puzzle"]),
                                             "options": {"unique": True}}).json()
    assert solved["uniqueness"] == "unique" and sorted(solved["dominoes"]) == sorted(board["solution"])


@pytest.mark.parametrize("body, status, words", [
    ({"kind": "cover"}, 422, "Exact cover has no generator yet (kinds with one: aqre, cave, countryroad, creek, dominofit, gokigen, kurodoko, "
                             "kurotto, lightup, mochikoro, nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, yinyang)"),
    ({"kind": "yinyang", "size": "100x100"}, 422, "each side must be from 2 to 60"),
    ({"kind": "dominofit", "size": "101x100"}, 413, "10,100 cells"),
    ({"kind": "dominofit", "size": "8x8", "rule": "diagonal"}, 422, "'rule' must be one of cell, dot, got 'diagonal'"),
    ({"kind": "yinyang", "size": "8x8", "rule": "dot"}, 422, "unknown field 'rule'"),
    ({"kind": "yinyang", "size": "8x8", "grade": "guess"}, 422, "'grade' must be one of easy, medium, hard, expert"),
    ({"kind": "dominofit", "size": "8x8", "grade": "easy"}, 422, "unknown field 'grade'"),
    ({"size": "8x8"}, 422, "'kind' is required"),
])
def test_generate_refuses_bad_requests(client, body, status, words):
    response = client.post("/api/generate", json=body)
    assert response.status_code == status and words in response.json()["error"]


def test_generate_a_grade_equals_the_cli(client, run_cli):
    response = client.post("/api/generate", json={"kind": "yinyang", "size": "6x6", "seed": 1, "grade": "hard"})
    assert response.status_code == 200 and response.json()["grade"] == "hard"
    expected = cli_json(run_cli, "generate", "yinyang", "--size", "6x6", "--seed", "1", "--grade", "hard", "--to", "url")
    assert without_seconds(response.json()) == without_seconds(expected)


def test_generate_time_limit_gives_unknown(client):
    t0 = time.perf_counter()
    data = client.post("/api/generate", json={"kind": "yinyang", "size": "60x60", "seed": 1, "time_limit": 0.3}).json()
    assert data["status"] == "unknown" and "no unproven puzzle" in data["message"]
    assert time.perf_counter() - t0 < 3


def test_a_runaway_worker_is_stopped_and_replaced(client):
    import asyncio

    from gridsat.web.pool import Stopped, WorkerPool
    from gridsat.web.requests import plan_solve

    pool = client.app.state.pool
    before = pool.stats()["replaced"]

    async def runaway():
        # work that would run 30 s, given a hard deadline of 0.5 s: the worker is killed and replaced
        small = WorkerPool(1, queue=0, queue_wait=5, warm=False)
        try:
            t0 = time.perf_counter()
            with pytest.raises(Stopped):
                await small.run(("solve", plan_solve(open_count(30), Limits(max_time_limit=60))), 0.5)
            assert time.perf_counter() - t0 < 5 and small.stats()["replaced"] == 1
            reply = await small.run(("solve", plan_solve({"puzzle": YY_URL}, Limits())), 60)
            assert reply[0] == "ok" and reply[1]["grid"] == YY_ANSWER and len(small.pids()) == 1
        finally:
            small.close()

    asyncio.run(runaway())
    # a worker killed in the middle of a solve: 500 with one line, and the server goes on
    replies = {}
    worker = threading.Thread(target=lambda: replies.update(r=client.post("/api/solve", json=open_count(30))))
    worker.start()
    deadline = time.monotonic() + 20
    while not pool.pids(working=True) and time.monotonic() < deadline:
        time.sleep(0.05)
    os.kill(pool.pids(working=True)[0], signal.SIGKILL)
    worker.join(30)
    assert replies["r"].status_code == 500
    assert "stopped unexpectedly (killed by signal 9)" in replies["r"].json()["error"]
    assert pool.stats()["replaced"] == before + 1
    assert client.post("/api/solve", json={"puzzle": YY_URL}).json()["grid"] == YY_ANSWER
    # a worker killed while idle: the request that draws it gets a fresh one, and no error
    deadline = time.monotonic() + 20
    while len(pool.pids()) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    os.kill(pool.pids()[0], signal.SIGKILL)
    time.sleep(0.2)
    for _ in range(2):  # the idle workers take turns: one of these draws the dead one
        assert client.post("/api/solve", json={"puzzle": YY_URL}).json()["grid"] == YY_ANSWER
    assert pool.stats()["replaced"] == before + 2


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine (one of its heaviest)
def test_a_full_queue_answers_503_and_a_long_wait_too():
    slow = open_count(6)  # busy beyond the second request's 3 s wait
    with TestClient(create_app(Limits(workers=1, queue=1, queue_wait=3.0, warm=False))) as small:
        pool = small.app.state.pool
        replies = {}

        def send(name, body):
            replies[name] = small.post("/api/solve", json=body)

        first = threading.Thread(target=send, args=("first", slow))
        first.start()
        deadline = time.monotonic() + 20
        while pool.stats()["busy"] == 0 and time.monotonic() < deadline:
            time.sleep(0.02)
        second = threading.Thread(target=send, args=("second", {"puzzle": YY_URL}))
        second.start()  # waits in the queue, then gives up after 3 s
        while pool.stats()["waiting"] == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        t0 = time.perf_counter()
        full = small.post("/api/solve", json={"puzzle": YY_URL})
        assert time.perf_counter() - t0 < 2.5  # answered at once, not after the 3 s wait
        assert full.status_code == 503 and full.headers["retry-after"] == "2"
        assert "the server is busy (1 solving, 1 waiting)" in full.json()["error"]
        second.join(30)
        assert replies["second"].status_code == 503
        assert replies["second"].json()["error"] == "no solver was free within 3 s; try again shortly"
        first.join(60)
        counted = replies["first"].json()  # the time limit stopped the count: honest, incomplete
        assert replies["first"].status_code == 200 and counted["complete"] is False and counted["count"] >= 0
        # no worker was lost on the way
        assert small.post("/api/solve", json={"puzzle": YY_URL}).json()["grid"] == YY_ANSWER
        assert pool.stats()["replaced"] == 0 and len(pool.pids()) == 1


def test_serve_command_line(run_cli):
    from gridsat.cli.serve import allowed_hosts, listen
    from gridsat.core.errors import PuzzleInputError

    taken = listen("127.0.0.1", 0)
    try:
        with pytest.raises(PuzzleInputError, match="cannot listen on 127.0.0.1:.*(choose another --host or --port)"):
            listen("127.0.0.1", taken.getsockname()[1])
    finally:
        taken.close()
    assert allowed_hosts("127.0.0.1") == ["127.0.0.1", "[::1]", "localhost"] and allowed_hosts("0.0.0.0") is None
    code, out, err = run_cli("serve", "--time-limit", "100")
    assert code == 2 and err == ("gridsat: error: -t/--time-limit must be more than 0 and at most 60 seconds (a "
                                 "request's most), got 100\n")


def test_only_this_machines_names_are_answered():
    app = create_app(Limits(workers=1, warm=False), allowed_hosts=["127.0.0.1", "localhost"])
    with TestClient(app, base_url="http://127.0.0.1:8765") as local:
        assert local.get("/api/kinds").status_code == 200
        assert local.get("/api/kinds", headers={"Host": "evil.example:8765"}).status_code == 400
