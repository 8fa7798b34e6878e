"""``POST /api/mode``: a kind's web modes (the calendar census of every date)
through Starlette's test client, in real solver processes: the published
counts, an honest status when the time runs out, the one-line refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from gridsat.web import Limits, create_app  # noqa: E402

FILLER = Path(__file__).resolve().parents[1] / "examples" / "filler-edition.txt"


@pytest.fixture(scope="module")
def client():
    app = create_app(Limits(workers=2, warm=False, grace=5.0))
    with TestClient(app) as c:
        yield c


def census(client, settings=None, **body):
    """A census request; 60 s (the server's cap) unless told, so a loaded machine still finishes drawing."""
    body.setdefault("options", {"time_limit": 60})
    return client.post("/api/mode", json={"kind": "calendar", "mode": "census", "settings": settings or {}, **body})


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_dragonfjord_census_has_the_published_counts_and_a_heat_map(client):
    reply = census(client, svg=True)
    assert reply.status_code == 200, reply.text
    data = reply.json()
    report = data["report"]
    # published: 24,405 solutions over the 366 dates, the fewest 7 on Oct 6, the most 216 on Jan 25
    assert (data["kind"], data["mode"], data["exit_code"]) == ("calendar", "census", 0)
    assert (report["total"], report["combinations"], report["complete"]) == (24405, 366, True)
    assert report["fewest"] == {"count": 7, "dates": ["10-06"]}
    assert report["most"] == {"count": 216, "dates": ["01-25"]}
    assert report["unsolvable"] == []
    assert data["svg"].lstrip().startswith("<?xml") and "</svg>" in data["svg"]


def test_census_of_an_uploaded_design_with_filler_cells(client):
    # examples/filler-edition.txt: 16,223 solutions over the real dates, fewest 2 (11-18 and 12-23)
    reply = census(client, {"edition": "mine.txt"}, files={"mine.txt": FILLER.read_text()})
    assert reply.status_code == 200, reply.text
    report = reply.json()["report"]
    assert (report["total"], report["total_all_pairs"], report["complete"]) == (16223, 16813, True)
    assert report["fewest"]["count"] == 2 and {"11-18", "12-23"} <= set(report["fewest"]["dates"])
    assert "svg" not in reply.json()


def test_a_time_limit_too_short_says_incomplete_and_claims_nothing_unsolvable(client):
    reply = census(client, {"edition": "weekday"}, options={"time_limit": 0.3}, svg=True)
    assert reply.status_code == 200, reply.text
    data = reply.json()
    report = data["report"]
    assert report["complete"] is False and data["exit_code"] == 1
    assert report["unsolvable"] == [] and report["total"] < 4864096  # a lower bound, never a claim of none
    # the time limit covers drawing: none left, no picture (and no red crosses on dates merely not reached)
    assert "svg" not in data and data["svg_unfinished"] == "the time limit of 0.3 s ran out before the picture was drawn"


def test_verify_is_a_web_mode_too(client):
    reply = client.post("/api/mode", json={"kind": "calendar", "mode": "verify",
                                           "settings": {"verify_edition": "dragonfjord"}})
    assert reply.status_code == 200, reply.text
    assert reply.json()["report"][0]["all_solvable"] is True and reply.json()["report"][0]["checked"] == 366


REFUSED = {
    "out": ({"settings": {"out": "x.jsonl"}},
            "setting 'out' is not taken by a web request: the server writes no files (run the command line with "
            "--out for a file)"),
    "jobs": ({"settings": {"jobs": 2}},
             "setting 'jobs' is not taken by a web request: a web request runs in one solver process (use the "
             "command line for a pool)"),
    "dask": ({"settings": {"dask": "tcp://x:1"}},
             "setting 'dask' is not taken by a web request: a web request runs in one solver process (use the "
             "command line for Dask)"),
    "unused setting": ({"settings": {"hint": 3}},
                       "setting 'hint' does not apply to the Calendar puzzle mode 'census' (its settings: census, edition, "
                       "one_sided, design, pieces, use)"),
    "workers": ({"options": {"workers": 4}},
                "option 'workers' is not taken by a web request: the server chooses the threads of its solver "
                "processes"),
    "unknown field": ({"text": True}, "unknown field 'text' (fields: kind, mode, argument, settings, options, files, "
                                      "svg)"),
    "argument": ({"argument": "10-06"}, "the Calendar puzzle mode 'census' takes no 'argument'"),
}


@pytest.mark.parametrize("case", REFUSED)
def test_bad_requests_get_one_line_422s(client, case):
    body, message = REFUSED[case]
    reply = client.post("/api/mode", json={"kind": "calendar", "mode": "census", **body})
    assert (reply.status_code, reply.json()) == (422, {"error": message})


def test_modes_not_marked_web_are_refused(client):
    reply = client.post("/api/mode", json={"kind": "calendar", "mode": "design", "settings": {}})
    assert reply.status_code == 422
    assert reply.json()["error"] == ("the Calendar puzzle mode 'design' does not run in a web request (its web modes: census, "
                                     "verify, blank); use the command line: gridsat calendar --design")
    reply = client.post("/api/mode", json={"kind": "calendar", "mode": "nap"})
    assert reply.json()["error"] == "Calendar puzzle has no mode 'nap' (its web modes: census, verify, blank)"
    reply = client.post("/api/mode", json={"kind": "pack", "mode": "census"})
    assert reply.json()["error"] == "Polyomino packing has no mode 'census' (its web modes: none)"


def test_a_bad_value_or_a_file_not_sent_is_a_422(client):
    reply = census(client, {"one_sided": "yes"})
    assert (reply.status_code, reply.json()) == (422, {"error": "setting 'one_sided' must be true or false, got \"yes\""})
    reply = census(client, {"edition": "/etc/passwd"})
    assert reply.status_code == 422 and "is not a file sent with this request" in reply.json()["error"]


def test_get_is_405_and_kinds_list_the_web_modes(client):
    reply = client.get("/api/mode")
    assert reply.status_code == 405 and reply.headers["allow"] == "POST"
    kinds = {k["name"]: k for k in client.get("/api/kinds").json()["kinds"]}
    modes = {m["name"]: m for m in kinds["calendar"]["web_modes"]}
    assert sorted(modes) == ["blank", "census", "verify"]
    assert modes["census"]["settings"] == ["edition", "one_sided", "design", "pieces", "use"]
    assert modes["census"]["options"] == ["time_limit", "memory_limit"]
    assert kinds["pack"]["web_modes"] == []
