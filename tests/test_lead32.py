"""The lead's own mends of session 2026-12-06, third sitting (issue 20)."""

from __future__ import annotations

import json


def test_the_census_json_gives_every_dates_count_in_calendar_order(run_cli):
    # the heat map gave each date's count by colour alone, and the JSON only the fewest, median and most: a
    # calendar maker had to write --out FILE to read one date's count
    code, stdout, stderr = run_cli("calendar", "--census", "--json")
    assert code == 0, stderr
    report = json.loads(stdout)
    counts = report["counts"]
    assert len(counts) == report["combinations"] == 366
    assert list(counts)[:3] == ["01-01", "01-02", "01-03"] and list(counts)[-1] == "12-31"
    assert counts["10-06"] == 7 == report["fewest"]["count"]  # published: 7 solutions, the fewest of the year
    assert "02-29" in counts and "02-30" not in counts
    assert sum(counts.values()) == report["total"]


def test_the_census_page_gets_the_counts_and_shows_them_in_a_table(api_client):
    reply = api_client.post("/api/mode", json={"kind": "calendar", "mode": "census", "settings": {}})
    assert reply.status_code == 200, reply.text
    counts = reply.json()["report"]["counts"]
    assert counts["10-06"] == 7 and len(counts) == 366
    page = api_client.get("/puzzle/calendar").text
    assert "<summary>Every date's count</summary>" in page and 'id="census-csv"' in page
