"""The twenty-ninth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``,
``calendar --census --out``; issue 20): each fault it found, kept as a test."""

from __future__ import annotations


def test_a_picture_asked_of_a_mode_that_draws_none_is_refused(api_client):
    """``POST /api/mode {"kind": "calendar", "mode": "verify", "svg": true}`` answered 200 with the report and
    neither ``svg`` nor ``svg_skipped``: the picture asked for was dropped unsaid, where ``gridsat calendar
    --verify-edition dragonfjord --svg FILE`` says "--svg does not apply to --verify-edition".  It is now refused,
    and the census, which draws its heat map, still gives one."""
    body = {"kind": "calendar", "mode": "verify", "settings": {"verify_edition": "dragonfjord"}}
    reply = api_client.post("/api/mode", json={**body, "svg": True})
    assert (reply.status_code, reply.json()) == (
        422, {"error": "calendar mode 'verify' draws no picture: leave 'svg' out"})
    assert "svg" not in api_client.post("/api/mode", json={**body, "svg": False}).json()
    census = api_client.post("/api/mode", json={"kind": "calendar", "mode": "census", "svg": True}).json()
    assert census["svg"].startswith("<?xml")
