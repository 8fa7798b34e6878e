"""The twenty-ninth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``,
``calendar --census --out``; issue 20): each fault it found, kept as a test."""

from __future__ import annotations

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_a_picture_asked_of_a_mode_that_draws_none_is_refused(api_client):
    """``POST /api/mode {"kind": "calendar", "mode": "verify", "svg": true}`` answered 200 with the report and
    neither ``svg`` nor ``svg_skipped``: the picture asked for was dropped unsaid, where ``gridsat calendar
    --verify-edition dragonfjord --svg FILE`` says "--svg does not apply to --verify-edition".  It is now refused
    (the census, which draws its heat map, still takes it: tests/test_web_modes.py)."""
    body = {"kind": "calendar", "mode": "verify", "settings": {"verify_edition": "dragonfjord"}}
    reply = api_client.post("/api/mode", json={**body, "svg": True})
    assert (reply.status_code, reply.json()) == (
        422, {"error": "calendar mode 'verify' draws no picture: leave 'svg' out"})
    assert api_client.post("/api/mode", json={**body, "svg": False}).json()["report"][0]["all_solvable"] is True


def test_a_picture_asked_of_a_kind_that_draws_none_says_so(api_client):
    """``POST /api/solve {"kind": "cover", ..., "svg": true}`` answered the cover with no ``svg`` and nothing saying
    why (``gridsat solve FILE.dlx --svg F`` says "--svg does not apply to cover puzzles").  The kind is known only
    once the puzzle is read (the page for any file asks for pictures of every kind), so the answer now says it:
    ``svg_skipped``."""
    reply = api_client.post("/api/solve", json={"puzzle": (EXAMPLES / "cover-abc.dlx").read_text(), "svg": True})
    data = reply.json()
    assert (reply.status_code, data["status"], "svg" in data, data["svg_skipped"]) == (
        200, "solved", False, "gridsat draws no picture of cover puzzles")
    plain = api_client.post("/api/solve", json={"puzzle": (EXAMPLES / "cover-abc.dlx").read_text()}).json()
    assert (plain["status"], "svg_skipped" in plain) == ("solved", False)
