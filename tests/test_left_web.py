"""The web API answers the same kind of bad input with the same status on
every route: 400 only for a body that is not JSON, 422 for JSON that is bad
input (``/api/mode`` answered 400 where ``/api/solve`` answered 422)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from gridsat.web import Limits, create_app  # noqa: E402

YY_URL = "https://puzz.link/p?yinyang/5/5/016612300"
#: A body each route would take, less the case's change.
GOOD = {"/api/solve": {"kind": "yinyang", "puzzle": YY_URL}, "/api/hint": {"kind": "yinyang", "puzzle": YY_URL},
        "/api/generate": {"kind": "yinyang", "size": "5x5", "seed": 1},
        "/api/mode": {"kind": "calendar", "mode": "census"}}


@pytest.fixture(scope="module")
def client():
    app = create_app(Limits(workers=1, warm=False, grace=5.0))
    with TestClient(app) as c:
        yield c


@pytest.mark.parametrize("route", GOOD)
def test_one_status_per_kind_of_bad_input_on_every_route(client, route):
    post = client.post
    answers = {
        "not JSON": post(route, content=b"{not json", headers={"Content-Type": "application/json"}),
        "not an object": post(route, json=[1, 2]),
        "unknown field": post(route, json={**GOOD[route], "colour": 1}),
        "unknown kind": post(route, json={**GOOD[route], "kind": "quilt"}),
        "kind not a string": post(route, json={**GOOD[route], "kind": 7}),
    }
    statuses = {case: reply.status_code for case, reply in answers.items()}
    assert statuses == {case: 400 if case == "not JSON" else 422 for case in answers}, {
        case: reply.json()["error"] for case, reply in answers.items()}
    assert answers["unknown field"].json()["error"].startswith("unknown field 'colour'")
    assert answers["unknown kind"].json()["error"].startswith("unknown kind 'quilt'")
    assert answers["not an object"].json() == {"error": "the request must be a JSON object"}


def test_a_web_settings_wrong_value_is_said_in_json(client):
    """'option 'weekday' must be a string, got True': the API reads JSON, and said Python's True."""
    reply = client.post("/api/solve", json={"kind": "calendar", "argument": "2026-10-06", "options": {"weekday": True}})
    assert (reply.status_code, reply.json()) == (422, {"error": "option 'weekday' must be a string, got true"})
    reply = client.post("/api/mode", json={"kind": "calendar", "mode": "census", "settings": {"edition": False}})
    assert (reply.status_code, reply.json()) == (422, {"error": "setting 'edition' must be a string, got false"})
