"""The eighth hostile pass over the web server and the Python API (issue 20):
what it found, each kept as a test."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")


@pytest.mark.parametrize("option, value, message", [
    ("use", "L5 P5", "option 'use' goes with calendar mode census (POST /api/mode), not a solve"),
    ("pieces", "pentominoes", "option 'pieces' goes with calendar mode census (POST /api/mode) or design "
                              "(the command line: gridsat calendar --design), not a solve"),
    ("jobs", 4, "option 'jobs' goes with calendar mode design (the command line: gridsat calendar --design), "
                "not a solve"),
    ("choose", 3, "option 'choose' goes with calendar mode design (the command line: gridsat calendar "
                  "--design), not a solve"),
    ("restarts", 3, "option 'restarts' goes with calendar mode layout (the command line: gridsat calendar "
                    "--layout), not a solve"),
])
def test_a_solve_refuses_a_setting_of_a_mode_as_the_command_line_does(api_client, option, value, message):
    # the solve ran and answered 200 with the setting dropped; `gridsat calendar 10-06 --use ...` says
    # "--use goes with --census"
    response = api_client.post("/api/solve", json={"kind": "calendar", "argument": "10-06",
                                                   "options": {option: value}})
    assert response.status_code == 422
    assert response.json()["error"] == message


def test_a_solve_still_takes_the_calendar_settings_of_a_solve(api_client):
    response = api_client.post("/api/solve", json={"kind": "calendar", "argument": "10-06",
                                                   "options": {"edition": "dragonfjord", "count": True}})
    assert response.status_code == 200
    assert response.json()["count"] == 7  # dragonfjord's October 6 (the census's count of that date)
    response = api_client.post("/api/solve", json={"kind": "calendar", "argument": "10-06", "options": {"hint": 2}})
    assert response.status_code == 200
    assert [p["piece"] for p in response.json()["placements"]] == ["O6", "L5"]  # two pieces shown, as asked


def test_the_general_page_offers_a_kind_only_the_settings_of_a_solve(live_server, browser):
    """The general page for calendar puzzles showed fields for the settings of the command line's
    modes (jobs, dask, choose, use, restarts...): a solve has no use for them (it refuses them)."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/calendar/file")
    wait_for(browser, lambda: browser.find_elements("css selector", "#settings .setting"))
    shown = [e.get_attribute("id") for e in browser.find_elements("css selector", "#settings [id^='set-']")]
    assert [i for i in shown if not i.endswith("-values")] == ["set-edition", "set-weekday", "set-one_sided", "set-place", "set-hint"]
    assert by_id(browser, "settings-box").is_displayed()
