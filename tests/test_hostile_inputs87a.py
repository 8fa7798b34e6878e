"""Hostile pass 87, part a: the web app under real use."""

from __future__ import annotations

import pytest


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("page", ["yinyang", "nurikabe", "calendar"])
def test_a_play_card_with_no_game_is_left_out_of_the_print(live_server, browser, page):
    """A page printed with its answer and no game started printed the play card round no board: "Play it yourself"
    (or "Play on the board"), its "Click a cell ..." words and the calendar's legend, which mean nothing on paper;
    with a game on it, the card prints."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/{page}")
    start = "play-show" if page == "calendar" else "play-start"
    wait_for(browser, lambda: browser.find_elements("css selector", f"#{start}"))
    if page != "calendar":
        by_id(browser, "example").click()
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        shown = "return getComputedStyle(arguments[0]).display !== 'none'"
        card = browser.find_element("css selector", ".card.play")
        assert browser.execute_script(shown, card) is False  # was True
        browser.execute_script("arguments[0].click()", by_id(browser, start))
        wait_for(browser, lambda: browser.find_elements("css selector", "#play-board > *") and idle(browser))
        assert browser.execute_script(shown, card) is True
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


KINDS = ("pack, calendar, dominofit, yinyang, cover, nurikabe, starbattle, lightup, heyawake, norinori, lits, "
         "statuepark, slitherlink, masyu, sudoku, hitori, shikaku, kurodoko, tapa, creek, aqre, yajilin, cave, fillomino, hashi, numberlink, kakuro, nurimisaki, shimaguni, skyscrapers, nonogram, countryroad, ripple, tentaisho, kurotto, mochikoro, gokigen, easyasabc")
NAME_IT = 'name its kind in it ("kind": "nurikabe", ...)'


@pytest.mark.parametrize("text, what", [('{"rows": 2, "cols": 2}', 'no "kind" field'),
                                        ('{"kind": 5}', '"kind" 5, which is no kind\'s name')])
def test_a_json_object_naming_no_kind_is_told_how_to_name_it(run_cli, tmp_path, monkeypatch, text, what):
    """A JSON puzzle without its "kind" was "not a puzzle gridsat can read (kinds: ...)", what to do unsaid, though
    ``gridsat nurikabe FILE`` reads it."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.json").write_text(text)
    said = f"p.json: a JSON object with {what}: {NAME_IT} or run gridsat KIND p.json (kinds: {KINDS})"
    assert run_cli("solve", "p.json") == (2, "", f"gridsat: error: {said}\n")


def test_a_json_object_naming_no_kind_on_the_web_and_in_batch(api_client, run_cli, tmp_path):
    """The web and a batch line said "not a puzzle gridsat can read" of it too; each now says its own way."""
    reply = api_client.post("/api/solve", json={"puzzle": '{"rows": 2}'})
    assert (reply.status_code, reply.json()["error"]) == (
        422, f'puzzle: a JSON object with no "kind" field: {NAME_IT} or choose it under Kind (kinds: {KINDS})')
    (tmp_path / "c.jsonl").write_text('{"puzzle": "{\\"rows\\": 2}"}\n')
    run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"))
    import json

    assert json.loads((tmp_path / "r.jsonl").read_text())["error"] == (
        f'c.jsonl: line 1: a JSON object with no "kind" field: {NAME_IT} or write the line as '
        f'{{"kind": "KIND", "puzzle": ...}} (kinds: {KINDS})')
