"""The sixth hostile pass over the web server, the Python API and the
answers (issue 20): each fault it found, kept as a test."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from gridsat.web import Limits, create_app  # noqa: E402


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as c:
        yield c


@pytest.mark.parametrize("method, path, allow", [
    ("POST", "/api/kinds", "GET, HEAD"), ("POST", "/api/status", "GET, HEAD"), ("GET", "/api/mode", "POST"),
    ("PUT", "/api/solve", "POST"), ("DELETE", "/api/generate", "POST"), ("PATCH", "/api/hint", "POST"),
])
def test_an_api_route_asked_with_another_method_names_the_one_it_takes(client, method, path, allow):
    """POST /api/kinds was answered 404 "no API route '/api/kinds' (routes: /api/kinds, ...)", and PUT /api/solve
    the plain text 'Method Not Allowed' where every other API error is JSON."""
    response = client.request(method, path)
    assert response.status_code == 405
    assert response.json() == {"error": f"use {allow.split(',')[0]} for {path}"}
    assert response.headers["allow"] == allow


def test_an_unknown_api_route_lists_the_routes_whatever_the_method(client):
    for method in ("GET", "POST", "PUT"):
        response = client.request(method, "/api/nothing")
        assert response.status_code == 404
        assert response.json() == {"error": "no API route '/api/nothing' (routes: /api/kinds, /api/solve, "
                                            "/api/generate, /api/hint, /api/mode, /api/status)"}
