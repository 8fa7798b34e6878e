"""The web API's stepping through solutions (``skip``), files sent with a
request (``files``), puzzles built from the kind's argument and settings
(``argument``), and the static files the pages ask for."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

import gridsat  # noqa: E402
from gridsat.web import Limits, create_app  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
STATIC = ROOT / "src" / "gridsat" / "web" / "static"
PACK_3X20 = '{"kind": "pack", "board": "3x20"}'
EDITION = (EXAMPLES / "my-edition.txt").read_text()
PIECES = (EXAMPLES / "pieces.txt").read_text()


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(Limits(workers=2, warm=False, grace=5.0))) as c:
        yield c


def solve(client, body: dict, status: int = 200) -> dict:
    response = client.post("/api/solve", json=body)
    assert response.status_code == status, response.text
    return response.json()


def without_seconds(data: dict) -> dict:
    # (and `waited`: a request given a fresh solver process, still starting, waits for it -- a timing, as seconds)
    return {k: v for k, v in data.items() if k not in ("seconds", "waited")}


def cli_json(run_cli, *args) -> dict:
    code, out, err = run_cli(*args, "--json")
    assert code in (0, 1), err
    return json.loads(out)


# -- skip: solution k alone ------------------------------------------------------------------------------


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_each_solution_alone_to_the_last_one(client):
    # 3x20 pentomino tilings: 8 (Golomb), in the order the Python API lists them
    kind = gridsat.kinds.get("pack")
    listed = kind.run(kind.parse(PACK_3X20), gridsat.Task("solutions", n=9)).to_json()["solutions"]
    assert len(listed) == 8 and len({json.dumps(s, sort_keys=True) for s in listed}) == 8
    for k in range(1, 9):
        data = solve(client, {"puzzle": PACK_3X20, "options": {"solutions": 1, "skip": k - 1, "time_limit": 60},
                                "svg": True})
        assert data["solutions"] == [listed[k - 1]] and data["placements"] == listed[k - 1]
        assert (data["status"], data["skipped"], data["complete"]) == ("solved", k - 1, k == 8)
        assert "<svg" in data["svg"]
    past = solve(client, {"puzzle": PACK_3X20, "options": {"solutions": 1, "skip": 8, "time_limit": 60}, "svg": True})
    assert (past["status"], past["complete"], past["skipped"], past["solutions"]) == ("solved", True, 8, [])
    assert "svg" not in past
    # up to symmetry: 2 classes
    distinct = [solve(client, {"puzzle": PACK_3X20, "options": {"solutions": 1, "skip": s, "distinct": True}})
                for s in range(3)]
    assert [(d["skipped"], len(d["solutions"]), d["complete"]) for d in distinct] == [(0, 1, False), (1, 1, True),
                                                                                      (2, 0, True)]


def test_solution_101_and_on_as_the_command_line_lists_them(client):
    kind = gridsat.kinds.get("pack")
    listing = kind.run(kind.parse('{"kind": "pack", "board": "6x10"}'), gridsat.Task("solutions", n=103))
    puzzle = '{"kind": "pack", "board": "6x10"}'
    for k in (101, 103):
        data = solve(client, {"puzzle": puzzle, "options": {"solutions": 1, "skip": k - 1, "time_limit": 60}})
        assert data["solutions"] == [listing.to_json()["solutions"][k - 1]] and data["skipped"] == k - 1
    # a page of two, and the calendar's last solution of 6 October (7 in all)
    two = solve(client, {"puzzle": puzzle, "options": {"solutions": 2, "skip": 101, "time_limit": 60}})
    assert two["solutions"] == listing.to_json()["solutions"][101:103]
    oct6 = (EXAMPLES / "calendar-oct6.json").read_text()
    last = solve(client, {"puzzle": oct6, "options": {"solutions": 1, "skip": 6}})
    assert last["complete"] and last["skipped"] == 6 and len(last["solutions"]) == 1


def test_skip_on_a_shading_kind(client):
    puzzle = "https://puzz.link/p?yinyang/6/6/000031130000"  # a Yin-Yang grid with 164 answers
    kind = gridsat.kinds.get("yinyang")
    listing = kind.run(kind.parse(puzzle), gridsat.Task("solutions", n=165))
    assert len(listing.solutions) == 164 and listing.complete
    for k in (0, 1, 100, 163):
        data = solve(client, {"puzzle": puzzle, "options": {"solutions": 1, "skip": k}})
        assert data["solutions"] == [listing.solutions[k]] and data["complete"] is (k == 163)
    past = solve(client, {"puzzle": puzzle, "options": {"solutions": 1, "skip": 164}})
    assert (past["solutions"], past["skipped"], past["complete"]) == ([], 164, True)


@pytest.mark.parametrize("options, status, message", [
    ({"skip": 10_001}, 413, "skip 10001 is not from 0 to 10,000 (the most solutions this server passes over)"),
    ({"skip": -1}, 422, "skip -1 is not from 0 to 10,000 (the most solutions this server passes over)"),
    ({"skip": 1, "count": True}, 422, "'skip' goes with a listing ('solutions' N, or solution skip+1 alone), not "
                                      "with count, unique or forced"),
    ({"skip": 1, "solutions": 101}, 413, "solutions 101 is more than this server lists (100)"),
    ({"skip": "2"}, 422, "option 'skip' must be a whole number, got \"2\""),
])
def test_skip_is_bounded(client, options, status, message):
    assert solve(client, {"puzzle": PACK_3X20, "options": options}, status) == {"error": message}


# -- files sent with the request -------------------------------------------------------------------------


def test_an_edition_file_sent_as_text_answers_as_the_command_line(client, run_cli):
    body = {"kind": "calendar", "argument": "2026-10-06", "files": {"my-edition.txt": EDITION},
            "options": {"edition": "my-edition.txt", "count": True}}
    want = without_seconds(cli_json(run_cli, "calendar", "2026-10-06", "--edition", str(EXAMPLES / "my-edition.txt"),
                                    "--count"))
    assert without_seconds(solve(client, body)) == want and want["count"] == 20
    body["options"]["edition"] = "my-edition.txt:mine"
    assert without_seconds(solve(client, body)) == want


def test_a_piece_file_sent_as_text_answers_as_the_command_line(client, run_cli, tmp_path):
    want = without_seconds(cli_json(run_cli, "pack", "--board", "5x8", "--pieces", str(EXAMPLES / "pieces.txt"),
                                    "--count"))
    by_settings = {"kind": "pack", "files": {"pieces.txt": PIECES},
                   "options": {"board": "5x8", "pieces": "pieces.txt", "count": True}}
    named = {"kind": "pack", "puzzle": json.dumps({"kind": "pack", "board": "5x8", "pieces": "pieces.txt"}),
             "files": {"pieces.txt": PIECES}, "options": {"count": True}}
    assert without_seconds(solve(client, by_settings)) == want == without_seconds(solve(client, named))
    assert want["count"] == 3106
    # a bad file gets the command line's message, naming it as sent (never the server's folder)
    (tmp_path / "bad.txt").write_text("I: ####\nO ##/##\n")
    code, out, err = run_cli("pack", "--board", "2x4", "--pieces", str(tmp_path / "bad.txt"))
    assert code == 2
    by_settings.update(files={"bad.txt": "I: ####\nO ##/##\n"}, options={"board": "2x4", "pieces": "bad.txt"})
    assert solve(client, by_settings, 422) == {"error": err.strip().removeprefix("gridsat: error: ")}
    assert "bad.txt: line 2: expected 'NAME: ROW/ROW/...'" in err


NOT_SENT = "is not a file sent with this request (files sent: {}); the server reads no other file"


@pytest.mark.parametrize("body, name", [
    ({"kind": "calendar", "argument": "2026-10-06", "options": {"edition": "/etc/passwd"}}, "/etc/passwd"),
    ({"kind": "calendar", "options": {"edition": "../../../../../etc/passwd"}}, "../../../../../etc/passwd"),
    ({"kind": "pack", "options": {"board": "/etc/hostname"}}, "/etc/hostname"),
    ({"kind": "pack", "options": {"pieces": str(ROOT / "pyproject.toml")}}, str(ROOT / "pyproject.toml")),
    ({"kind": "pack", "argument": str(EXAMPLES / "pack-3x20.json")}, str(EXAMPLES / "pack-3x20.json")),
    ({"kind": "yinyang", "argument": str(EXAMPLES / "yinyang-10x10.txt")}, str(EXAMPLES / "yinyang-10x10.txt")),
])
def test_no_file_of_the_server_is_read(client, body, name):
    message = solve(client, body, 422)["error"]
    assert message.endswith(f"{name!r} {NOT_SENT.format('none')}"), message


def test_sent_files_are_checked(client):
    too_many = {f"f{i}.txt": "x" for i in range(9)}
    assert solve(client, {"kind": "pack", "files": too_many}, 413) == {
        "error": "9 files sent; this server takes at most 8"}
    assert solve(client, {"kind": "pack", "files": {"../pieces.txt": PIECES}}, 422)["error"].startswith(
        "file name '../pieces.txt' must be ASCII letters (A-Z, a-z), digits, '.', '_' or '-'")
    assert solve(client, {"kind": "pack", "files": {"a.txt": 3}}, 422)["error"] == ("'files' 'a.txt' must be the "
                                                                                   "file's text (a string), got a number")
    big = {"kind": "pack", "files": {"a.txt": "#" * 200_000, "b.txt": "#" * 100_000}}
    assert solve(client, big, 413) == {"error": "the puzzle and its files have 300,000 characters; this server takes "
                                                "at most 262,144"}
    # a puzzle given as text names only files sent, whether or not others are
    named = {"kind": "pack", "puzzle": json.dumps({"kind": "pack", "board": "5x8", "pieces": "pieces.txt"})}
    assert solve(client, named, 422)["error"] == ("'pieces.txt' is not a file sent with this request (files sent: "
                                                  'none): send it in "files"')
    named["files"] = {"other.txt": PIECES}
    assert solve(client, named, 422)["error"] == ("'pieces.txt' is not a file sent with this request (files sent: "
                                                  'other.txt): send it in "files"')


# -- argument: the puzzle built as `gridsat KIND` builds it --------------------------------------------------


def test_argument_and_settings_build_the_puzzle(client, run_cli):
    today = solve(client, {"kind": "calendar", "options": {"count": True, "edition": "weekday"}})
    want = cli_json(run_cli, "calendar", "--count", "--edition", "weekday")
    assert without_seconds(today) == without_seconds(want)
    pack = solve(client, {"kind": "pack", "options": {"board": "3x20", "count": True, "distinct": True}})
    assert (pack["count"], pack["complete"]) == (2, True)  # 3x20: 2 tilings up to symmetry
    for body, message in [
        ({"argument": "2026-10-06"}, "'argument' goes with 'kind' (it is what `gridsat KIND` takes)"),
        ({"kind": "calendar", "argument": "2026-10-06", "puzzle": "x"},
         "give 'puzzle' (a file's text or a URL) or 'argument', not both"),
        ({"kind": "calendar", "argument": "-"},
         "'argument' '-' (standard input) means nothing here: send the text as 'puzzle'"),
        ({"kind": "yinyang"}, "'puzzle' is required: the text of a puzzle file, or a URL"),
        ({"puzzle": 5}, "'puzzle' must be the text of a puzzle file, or a URL (a string), got a number"),
        ({"kind": "nurikabe", "puzzle": ["x"]},
         "'puzzle' must be the text of a puzzle file, or a URL (a string), got an array"),
    ]:
        assert solve(client, body, 422) == {"error": message}
    calendar = next(k for k in client.get("/api/kinds").json()["kinds"] if k["name"] == "calendar")
    assert calendar["argument"] == {"metavar": "DATE", "required": False,
                                    "help": "YYYY-MM-DD (default: today), MM-DD or a JSON puzzle file."}  # (no "-")


@pytest.mark.parametrize("path, body, key", [
    ("/api/solve", b'{"kind": "nurikabe", "puzzle": "x", "puzzle": "https://puzz.link/p?nurikabe/2/2/1g"}', "puzzle"),
    ("/api/solve", b'{"kind": "pack", "options": {"board": "3x20", "count": true, "count": false}}', "count"),
    ("/api/generate", b'{"kind": "yinyang", "size": "6x6", "seed": 1, "seed": 2}', "seed"),
    ("/api/hint", b'{"kind": "yinyang", "kind": "yinyang", "puzzle": "x"}', "kind"),
])
def test_a_request_with_a_key_twice_is_refused(client, path, body, key):
    # which one counts is not defined by RFC 8259: refused as in puzzle files, never the last one silently
    response = client.post(path, content=body, headers={"Content-Type": "application/json"})
    assert (response.status_code, response.json()) == (
        400, {"error": f"the request is not valid JSON: the key {key!r} appears twice in one object"})


# -- the static files ------------------------------------------------------------------------------------


def test_every_file_a_page_names_is_served(client):
    import re

    names = set()
    for page in [*STATIC.glob("*.html"), *ROOT.glob("src/gridsat/puzzles/*/page/*.html")]:
        names |= set(re.findall(r'(?:href|src)="(/(?:static|puzzle)/[^"]+)"', page.read_text()))
    assert {"/static/icon.svg", "/puzzle/calendar/page/calendar-census.js"} <= names
    for name in sorted(names):
        response = client.get(name)
        assert response.status_code == 200, name
    icon = client.get("/static/icon.svg")
    assert icon.headers["content-type"].startswith("image/svg+xml")
    svg = ET.fromstring(icon.text)
    rects = svg.findall("{http://www.w3.org/2000/svg}g/{http://www.w3.org/2000/svg}rect")
    assert svg.get("viewBox") == "0 0 32 32" and len(rects) == 5  # a grid with five shaded cells


def test_a_kinds_page_scripts_come_from_its_own_package(client):
    """The four kinds with pages of their own kept them in the web app's static folder, named by kind (the front
    end named kinds); each page now lives in its kind's package (``page/``), served under its kind's address,
    and nothing outside that folder can be asked for through it."""
    script = client.get("/puzzle/calendar/page/calendar-play.js")
    assert (script.status_code, script.headers["content-type"]) == (200, "text/javascript; charset=utf-8")
    page = client.get("/puzzle/yinyang")
    assert page.status_code == 200 and '<script src="/puzzle/yinyang/page/yinyang.js" defer>' in page.text
    assert 'src="/static/play.js"' in page.text  # what several pages share stays in the app's static folder
    assert client.get("/static/calendar.js").status_code == 404
    for address in ("/puzzle/calendar/page/kind.py", "/puzzle/calendar/page/.hidden",
                    "/puzzle/nurikabe/page/nurikabe.html"):
        response = client.get(address)
        assert response.status_code == 404 and "has no page file" in response.text, address
    assert client.get("/puzzle/calendar/page/%2e%2e%2fkind.py").status_code == 404  # a folder: no such address
    assert "no puzzle kind &#x27;nosuch&#x27;" in client.get("/puzzle/nosuch").text
