"""The lead's own mends of session 2026-12-06, third sitting (issue 20)."""

from __future__ import annotations

import json

import pytest

from gridsat.puzzles.kinds import get


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


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_calendar_page_writes_the_chosen_date_and_edition_into_its_address(live_server, browser):
    pytest.importorskip("uvicorn")
    # the address kept what the page opened with: a shared or bookmarked address opened on another date and board
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: len(Select(by_id(browser, "edition")).options) > 1)
    Select(by_id(browser, "edition")).select_by_value("weekday")
    assert browser.current_url.endswith("/puzzle/calendar?date=2026-10-06&edition=weekday")
    browser.execute_script("const e = document.getElementById('date'); e.value = '2027-02-14'; "
                           "e.dispatchEvent(new Event('change'))")
    assert browser.current_url.endswith("/puzzle/calendar?date=2027-02-14&edition=weekday")
    open_page(browser, browser.current_url)  # opened again, the address gives both back
    wait_for(browser, lambda: Select(by_id(browser, "edition")).first_selected_option.text == "weekday")
    assert by_id(browser, "date").get_attribute("value") == "2027-02-14"


def test_a_census_line_edited_by_hand_names_the_field_taken_out(run_cli, tmp_path):
    # "line 2 is not a JSON record with a key" alone, where batch, --year, generate and --layout lines name it
    out = tmp_path / "census.jsonl"
    assert run_cli("calendar", "--census", "--out", str(out))[0] == 0
    lines = out.read_text().splitlines()
    record = json.loads(lines[1])
    del record["day"]
    out.write_text("\n".join([lines[0], json.dumps(record), *lines[2:]]) + "\n")
    kept = out.read_bytes()
    assert run_cli("calendar", "--census", "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: line 2 is not a JSON record with a key (its 'day' is missing); this file was "
               "not written by gridsat or was edited, or holds another command's results: mend or delete line 2 to "
               "keep the others, or choose another output file\n")
    assert out.read_bytes() == kept


def test_a_cover_listing_keeps_back_what_its_covers_take_to_show_not_half_the_time():
    # a fixed half of the time left: 'cover cov70.dlx -n 100 -t 5' stopped listing at 2.4 s with 16 covers shown
    import time

    from gridsat.core.options import LISTED_SECONDS, LISTED_SECONDS_PER_CELL, SolverOptions
    from gridsat.puzzles.cover.io import parse_cover
    from gridsat.puzzles.cover.tasks import CoverSolver

    from pathlib import Path

    problem = parse_cover((Path(__file__).parents[1] / "examples" / "queens-8.dlx").read_text())
    solver = CoverSolver(problem, SolverOptions(time_limit=10).started())
    stop = solver._listing_deadline(5) - time.perf_counter()
    assert 10 - LISTED_SECONDS - 5 * 46 * LISTED_SECONDS_PER_CELL - 0.5 < stop <= 10 - LISTED_SECONDS - 5 * 46 * \
        LISTED_SECONDS_PER_CELL  # 46 items: 16 primary, 30 secondary


def test_a_run_the_time_limit_stopped_after_a_long_read_says_how_long_it_ran_in_all(monkeypatch):
    # a 1000x1000 Star Battle '-t 10' printed "unknown after 4.459 s" with 11.16 s on the clock: read as a solver
    # that gave up early, though -t counts from the start and reading took the rest
    import time

    from gridsat.cli.verdicts import verdict
    from gridsat.core.status import Status

    kind = get("nurikabe")
    puzzle = kind.read("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    result = kind.result_type(Status.UNKNOWN, 4.459, puzzle=puzzle)
    monkeypatch.setattr("gridsat.cli.run_start", lambda: time.perf_counter() - 11.16)
    assert verdict(result)[-1] == ("[bold]unknown[/bold] after 4.459 s (11.2 s since the command started, reading the "
                                   "puzzle included): the time limit ran out before an answer was found")
    monkeypatch.setattr("gridsat.cli.run_start", lambda: time.perf_counter() - 4.6)  # no second spent reading
    assert verdict(result)[-1] == ("[bold]unknown[/bold] after 4.459 s: the time limit ran out before an answer was "
                                   "found")


def test_the_time_up_a_read_raises_is_exported_at_the_top():
    # gridsat.solve documents TimeUp when the limit runs out while reading, but a caller had to find it in
    # gridsat.core.reading_clock (in threads its name is the private _ReadingTimeUp, a subclass)
    import gridsat
    from gridsat.core.options import TimeUp as from_options
    from gridsat.core.reading_clock import TimeUp, _ReadingTimeUp

    assert gridsat.TimeUp is TimeUp is from_options and "TimeUp" in gridsat.__all__
    assert issubclass(_ReadingTimeUp, gridsat.TimeUp)
