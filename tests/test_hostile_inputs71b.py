"""Hostile pass 71, part b: the web app and batch."""

from __future__ import annotations


def test_b_a_time_limit_of_400_digits_is_refused_on_every_route(api_client):
    # was 200, the time limit lowered to the server's cap: a whole number past a float's range is an int, which
    # never equals inf (1e400 was refused, 10**400 written out was not; the command line refuses both)
    big = "9" * 400
    said = "time_limit 999999999999... (400 digits) is past the largest number (about 1.8e308)"
    url = "https://puzz.link/p?yinyang/3/3/000"
    for route, body in (("/api/solve", '{"puzzle": "%s", "options": {"time_limit": %s}}' % (url, big)),
                        ("/api/hint", '{"puzzle": "%s", "time_limit": %s}' % (url, big)),
                        ("/api/generate", '{"kind": "yinyang", "size": "4x4", "time_limit": %s}' % big),
                        ("/api/mode", '{"kind": "calendar", "mode": "census", "options": {"time_limit": %s}}' % big)):
        response = api_client.post(route, content=body, headers={"content-type": "application/json"})
        assert (response.status_code, response.json()) == (422, {"error": said}), route
