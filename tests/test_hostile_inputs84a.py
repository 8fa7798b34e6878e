"""Hostile pass 84, part a: the puzz.link genres' web pages."""

from __future__ import annotations

import pytest

BROKEN = "https://puzz.link/p?nurikabe/5/5/zzzzzz"
BROKEN_SAID = ("this looks like a Nurikabe puzzle, not Light Up, and does not read as one either: URL body character "
               "2 ('z') runs past the 25 cells of the board")


@pytest.mark.parametrize("command", [("lightup",), ("hint", "-k", "lightup")])
def test_a_broken_url_of_another_genre_is_named_by_its_genre(run_cli, command):
    """``gridsat lightup BROKEN-NURIKABE-URL`` said "Light Up: URL is a 'nurikabe' puzzle, not lightup" (puzz.link's
    name and no kind's title), where the same URL whole said "this looks like a Nurikabe puzzle, not Light Up"."""
    assert run_cli(*command, BROKEN) == (2, "", f"gridsat: error: {BROKEN_SAID}\n")


def test_a_broken_url_of_another_genre_on_a_genres_page(api_client):
    """The Light Up page said "Light Up: URL is a 'nurikabe' puzzle, not lightup" of a Nurikabe URL cut short."""
    response = api_client.post("/api/solve", json={"kind": "lightup", "puzzle": BROKEN})
    assert response.status_code == 422
    assert response.json()["error"] == BROKEN_SAID


def test_a_second_picture_cut_by_the_time_limit_is_not_called_no_picture(live_server, browser):
    """``several solutions`` of an empty 30x30 Light Up at a time limit of 1 s on a busy server showed the first
    answer's picture under the facts "No picture: the time limit ran out while drawing" (the last listed solution's
    picture was the one cut)."""
    from web_server import open_page

    open_page(browser, f"{live_server}/puzzle/lightup")
    said = "return GS.seconds({status: 'solved', seconds: 0.058, engine: 'search', svg: arguments[0], " \
           "svg_unfinished: 'the time limit ran out while drawing'})"
    assert browser.execute_script(said, "<svg/>") == ("Answered in 0.058 s by the search engine. No second picture: "
                                                      "the time limit ran out while drawing.")
    assert browser.execute_script(said, None).endswith(" No picture: the time limit ran out while drawing.")


def test_a_page_printed_before_any_answer_leaves_out_the_empty_answer_card(live_server, browser):
    """The Nurikabe page printed with a game on its play card printed the answer card's "Paste or choose a puzzle,
    then press Solve" and the play card's buttons; once solved, the answer card prints."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurikabe")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .cell"))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        shown = "return [...arguments].map((e) => getComputedStyle(e).display !== 'none')"
        answer, actions, board = (browser.find_element("css selector", s) for s in (".card.answer", "#play .actions",
                                                                                    "#play-board"))
        assert browser.execute_script(shown, answer, actions, board) == [False, False, True]
        browser.execute_script("arguments[0].click()", by_id(browser, "solve"))  # (its card is not printed)
        wait_for(browser, lambda: by_id(browser, "verdict").get_attribute("textContent") and idle(browser))
        assert browser.execute_script(shown, answer) == [True]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_two_and_three_digit_clues_are_drawn_as_large_as_one_digit():
    """A 25x25 Sudoku's 10-25 were drawn at 8 points beside 1-9 at 10 (and 100 at 6), unreadable on the page's
    picture shrunk to fit the window; each fits its cell at 10 points."""
    import gridsat
    from gridsat.core.task import Task

    kind = gridsat.kinds.get("nurikabe")
    fig = kind.run(kind.parse("12 . . .\n. . . .\n. . . 100\n. . . 1"), Task("solve")).puzzle_figure()
    sizes = {t.get_text(): t.get_fontsize() for t in fig.axes[0].texts}
    assert (sizes["1"], sizes["12"], sizes["100"]) == (10, 10, 10)


def test_a_time_limit_past_the_servers_cap_is_refused_on_the_page(live_server, browser):
    """A genre page's time limit of 61 s (the field's max is the server's cap, 60) was sent, and lowered to 60
    unsaid, where "How many" 101 is refused in the page's words."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/lits")
    wait_for(browser, lambda: by_id(browser, "time-limit").get_attribute("max") == "60")
    by_id(browser, "example").click()
    by_id(browser, "time-limit").clear()
    by_id(browser, "time-limit").send_keys("61")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text and idle(browser))
    assert by_id(browser, "error").text == "“Time limit (seconds)” must be at most 60 on this server, got 61"


def test_a_kind_recognised_after_a_game_of_another_is_not_sent_that_game(live_server, browser):
    """On /file, a Nurikabe played, then a Hitori solved: its play card came up with no board and "this looks like a
    Nurikabe puzzle, not Hitori: its page is /puzzle/nurikabe" (the address's Nurikabe game, sent as Hitori)."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/file")

    def solve(puzzle):
        browser.execute_script("arguments[0].value = arguments[1]", by_id(browser, "puzzle"), puzzle)
        by_id(browser, "solve").click()
        wait_for(browser, lambda: by_id(browser, "verdict").text and idle(browser))

    solve("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: "kind=nurikabe&play=" in browser.current_url)
    solve("https://puzz.link/p?hitori/4/4/1114142333214213")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start") and by_id(browser, "play-start")
             .is_displayed())
    assert (browser.current_url, by_id(browser, "play-error").is_displayed()) == (f"{live_server}/file", False)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 16)


def test_check_on_a_puzzle_without_an_answer_says_so_in_its_own_words(live_server, browser):
    """Check on a Hitori with no answer said "no hints: the puzzle has no answer: ..." (the Hint button's words)."""
    from web_server import by_id, start_play, wait_for

    start_play(browser, live_server, "hitori", "1 1\n1 1", 4)
    wait_for(browser, lambda: "play on without Check and Hint" in by_id(browser, "play").text)
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: "play on without" not in by_id(browser, "play").text)
    said = browser.find_element("css selector", ".play-right").text
    assert said.startswith("The puzzle has no answer: the numbers 1 at r1c1, 1 at r1c2, 1 at r2c1 and 1 at r2c2 "
                           "cannot all hold"), said


@pytest.mark.slow  # (2.3 s of the default run, sitting 14: the slow set runs it)
def test_a_small_play_cells_clue_stays_inside_its_cell(live_server, browser):
    """A 20x20 Hitori played in a 375-px window: 14-px cells under the page's 23-px line drew each number low,
    across the line below its row."""
    from web_server import start_play

    rows = "\n".join(" ".join(str((r * 7 + c * 3) % 20 + 1) for c in range(20)) for r in range(20))
    browser.set_window_size(375, 900)
    try:
        start_play(browser, live_server, "hitori", rows, 400)
        inside = browser.execute_script(
            "return [...document.querySelectorAll('#play-board .cell')].slice(0, 40).every((c) => {"
            "  const a = c.getBoundingClientRect(), b = c.querySelector('.label').getBoundingClientRect();"
            "  return b.top >= a.top - 0.5 && b.bottom <= a.bottom + 0.5; })")
        assert inside
    finally:
        browser.set_window_size(1400, 1000)
