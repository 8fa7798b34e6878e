"""Hostile pass 72, part b: the web app and batch."""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize("page", ["pack", "dominofit"])
def test_b_a_game_link_on_a_page_without_play_offers_no_hint_form_it_lacks(api_client, page):
    # was "... its kind places pieces; solve or ask for a hint with the form above": the pack and Domino Fit pages
    # have no hint button (only the calendar's and the play card ask /api/hint)
    html = api_client.get(f"/puzzle/{page}").text
    assert re.search(r'data-game-link="([^"]*)"', html).group(1) == (
        "but this page has no play mode: its kind places pieces; solve it with the form above (the next step and "
        "why: gridsat hint on the command line)")
    assert "api/hint" not in api_client.get(f"/puzzle/{page}/page/{page}.js").text


@pytest.mark.slow  # a live server and headless Chromium
@pytest.mark.parametrize("at, why", [
    ("00000.00000", "the position has 2 rows of 5 cells; the puzzle has 5 rows of 5"),
    ("02000.00000.00000.00000.00000", "r1c2 is shaded (sea), but its clue 5 keeps it unshaded")])
def test_b_an_address_position_that_does_not_fit_the_puzzle_starts_from_the_givens(live_server, browser, at, why):
    # was no board at all, beside the API's words "position: the position has 2 rows of 5 cells; ...", where a
    # position that is not digits ("abc") started from the givens with a word of it
    import urllib.parse

    from web_server import by_id, open_page, wait_for

    url = urllib.parse.quote("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/puzzle/nurikabe#play={url}&at={at}")
    wait_for(browser, lambda: by_id(browser, "play-message").text)
    assert by_id(browser, "play-message").text == (f'the address\'s position "{at}" is not a position of this puzzle '
                                                   f"({why}): the play starts from the givens.")
    assert len(browser.find_elements("css selector", "#play-board .cell")) == 25
    assert not by_id(browser, "play-error").is_displayed()


@pytest.mark.parametrize("kind, puzzle, said", [
    ("dominofit", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "a Sudoku puzzle, not Domino Fit: its page is /puzzle/sudoku"),
    ("cover", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "a Sudoku puzzle, not Exact cover: its page is /puzzle/sudoku"),
    ("yinyang", '{"kind": "pack", "board": "3x20"}', "a Polyomino packing puzzle, not Yin-Yang: its page is /puzzle/pack"),
    ("nurikabe", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "a Sudoku puzzle, not Nurikabe: its page is /puzzle/sudoku")])
def test_b_a_puzzle_of_another_kind_is_said_one_way_for_every_kind(api_client, kind, puzzle, said):
    # was "puzzle: this looks like ..." for a Domino Fit, a packing, a calendar, a cover (and a Yin-Yang given JSON),
    # and "this looks like ..." for a Yin-Yang or a genre given a URL, and for every kind's "argument"
    for route in ("/api/solve", "/api/hint") if kind != "cover" else ("/api/solve",):
        reply = api_client.post(route, json={"kind": kind, "puzzle": puzzle})
        assert (reply.status_code, reply.json()) == (422, {"error": f"this looks like {said}"}), route


def test_b_a_record_of_a_kind_reading_no_urls_holding_another_kinds_url_names_that_kind(run_cli, tmp_path):
    # was "c.jsonl: line 1: Domino Fit reads no URLs, only its puzzle's text": nothing of the Sudoku it is, nor of
    # the record's kind to change, where a Yin-Yang record, `solve -k dominofit URL` and the web said both
    import json

    url = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
    lines = [{"kind": "dominofit", "puzzle": url}, {"kind": "pack", "puzzle": url},
             {"kind": "dominofit", "puzzle": "https://example.com/x"}]
    (tmp_path / "c.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"), "-q", "-j", "1")
    assert code == 0, err
    records = sorted((json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()),
                     key=lambda r: r["line"])
    assert [r["error"] for r in records] == [
        "c.jsonl: line 1: this looks like a Sudoku puzzle, not Domino Fit (the record's kind): make its \"kind\" "
        "'sudoku', or leave it out",
        "c.jsonl: line 2: this looks like a Sudoku puzzle, not Polyomino packing (the record's kind): make its "
        "\"kind\" 'sudoku', or leave it out",
        "c.jsonl: line 3: Domino Fit reads no URLs, only its puzzle's text"]
