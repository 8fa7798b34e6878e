"""The clue genres' generator on the web: ``POST /api/generate`` answers as ``gridsat generate --json`` prints, and
the general page (every kind without a page of its own) offers Generate for a kind with a generator only."""

from __future__ import annotations

import json
import os

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from gridsat.web import Limits, create_app  # noqa: E402


def test_the_api_makes_the_puzzle_the_command_line_makes(run_cli):
    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        # (the server's longest time limit: its default 10 s may run out on a loaded machine, the worker's first
        # import of OR-Tools included)
        made = client.post("/api/generate", json={"kind": "kurodoko", "size": "5x5", "seed": 2, "time_limit": 60}).json()
        graded = client.post("/api/generate", json={"kind": "lightup", "size": "5x5", "seed": 1, "grade": "easy",
                                                    "time_limit": 60})
        refused = client.post("/api/generate", json={"kind": "slitherlink", "size": "5x5", "grade": "easy"})
    code, out, err = run_cli("generate", "kurodoko", "--size", "5x5", "--seed", "2", "--json", "--to", "url")
    assert code == 0, err
    expected = json.loads(out)
    timed = ("seconds", "waited")  # (how long it took, and waited for a free solver process on a busy machine)
    assert {k: v for k, v in made.items() if k not in timed} == {k: v for k, v in expected.items() if k not in timed}
    assert made["url"].startswith("https://puzz.link/p?kurodoko/5/5/") and made["unique"] is True
    assert graded.status_code == 200 and graded.json()["grade"] == "easy"
    assert refused.status_code == 422 and "the Slitherlink generator takes no 'grade'" in refused.json()["error"]


@pytest.mark.slow  # a browser and a server: a few seconds
def test_the_general_page_generates_for_a_kind_with_a_generator(live_server, browser):
    from web_server import by_id, idle, open_page, picture_appears, wait_for

    from gridsat.puzzles.kinds import get

    open_page(browser, f"{live_server}/puzzle/hitori")
    assert not by_id(browser, "generate").is_displayed()  # no generator: no Generate
    open_page(browser, f"{live_server}/puzzle/slitherlink")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    assert not by_id(browser, "gen-grade").is_displayed()  # Slitherlink's generator grades nothing
    for field, value in (("gen-size", "5x5"), ("gen-seed", "3")):
        by_id(browser, field).clear()
        by_id(browser, field).send_keys(value)
    by_id(browser, "generate").click()
    wait_for(browser, lambda: "exactly one answer (proven)" in by_id(browser, "verdict").text, 90)
    assert idle(browser) and picture_appears(browser)
    assert by_id(browser, "puzzle").get_attribute("value") == get("slitherlink").generator().generate(5, 5, 3).text
    assert by_id(browser, "title").text == "A new 5×5 Slitherlink puzzle (seed 3)"
    assert by_id(browser, "gen-seed").get_attribute("value") == "4"


@pytest.mark.slow  # a browser and a server: a few seconds
def test_the_general_page_generates_aqre_with_its_grade_box(live_server, browser):
    """Aqre's generator (rooms repaired where a second answer differs) behind the general page's Generate box: its
    Grade choice shown (Aqre explains its steps), the puzzle the command line makes for the same seed drawn."""
    from web_server import by_id, idle, open_page, picture_appears, wait_for

    from gridsat.puzzles.kinds import get

    open_page(browser, f"{live_server}/puzzle/aqre")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    assert by_id(browser, "gen-grade").is_displayed()
    for field, value in (("gen-size", "5x5"), ("gen-seed", "2")):
        by_id(browser, field).clear()
        by_id(browser, field).send_keys(value)
    by_id(browser, "generate").click()
    wait_for(browser, lambda: "exactly one answer (proven)" in by_id(browser, "verdict").text, 90)
    assert idle(browser) and picture_appears(browser)
    assert by_id(browser, "puzzle").get_attribute("value") == get("aqre").generator().generate(5, 5, 2).text
    assert by_id(browser, "title").text == "A new 5×5 Aqre puzzle (seed 2)"
    assert by_id(browser, "gen-seed").get_attribute("value") == "3"
    shot = os.environ.get("GRIDSAT_SHOT")  # (a picture to look at, where asked for)
    if shot:
        browser.save_screenshot(shot)
