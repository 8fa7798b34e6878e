"""Pass 101, part b: the web app across the kinds, as a hostile user would use it."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")


@pytest.mark.slow  # a browser and a server: a few seconds
def test_generate_refuses_a_time_limit_past_the_servers_cap_as_solve_does(live_server, browser):
    # 61 s typed in "Time limit (seconds)": Solve refused it, but Generate sent it and the server lowered it
    # to 60 unsaid, the page making a puzzle under another limit than the one its field showed
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/lightup")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    by_id(browser, "gen-size").clear()
    by_id(browser, "gen-size").send_keys("5x5")
    by_id(browser, "time-limit").clear()
    by_id(browser, "time-limit").send_keys("61")
    by_id(browser, "generate").click()
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == "“Time limit (seconds)” must be at most 60 on this server, got 61"
    assert by_id(browser, "title").text == "Not made"
    assert by_id(browser, "puzzle").get_attribute("value") == ""


def test_the_web_guide_tells_of_the_general_pages_generate_box():
    # docs/web.md's row for the general page said nothing of its Generate box (Kurodoko, Light Up, Slitherlink),
    # nor that Generate runs under the server's longest time limit while the field still shows its 10 s
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[1] / "docs" / "web.md").read_text(encoding="utf-8")
    row = next(line for line in guide.splitlines() if line.startswith("| **Any file**"))
    assert "a kind with a generator (Nurikabe, Light Up, Slitherlink, Kurodoko, Creek, Aqre, Cave, Nurimisaki, Country Road, Ripple Effect, Shikaku, Nonogram, Kurotto, Mochikoro, Gokigen, Tentaisho) adds *…or get a new one*" in row
    assert "or, the field left as it was, under the server's longest (60 s" in row


@pytest.mark.slow  # a browser and a server: a few seconds
def test_the_yinyang_page_empties_a_grid_of_any_side_generate_takes(live_server, browser):
    # the rows and columns fields serve Generate (sides up to 60) and New empty grid, which took only 30: a 40x40
    # puzzle pasted wrote 40 into them, and New empty grid then refused its own size
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    grid = "\n".join(" ".join("1" if (r, c) == (0, 0) else "0" for c in range(40)) for r in range(40)) + "\n"
    browser.execute_script("const box = document.getElementById('puzzle'); box.value = arguments[0];"
                           " box.dispatchEvent(new Event('input'));", grid)
    wait_for(browser, lambda: by_id(browser, "rows").get_attribute("value") == "40")
    by_id(browser, "empty").click()
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value").startswith("0 0 0"))
    assert not by_id(browser, "error").is_displayed()
    assert by_id(browser, "puzzle").get_attribute("value") == grid.replace("1", "0")
    by_id(browser, "rows").clear()
    by_id(browser, "rows").send_keys("61")
    by_id(browser, "empty").click()
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == "“rows” must be a whole number from 2 to 60, got 61"


@pytest.mark.slow  # a browser and a server: a few seconds
def test_a_yinyang_grid_wider_than_its_card_scrolls_in_it(live_server, browser):
    # a 60x60 grid (generated, pasted or drawn empty) at the 6 px least cell is 482 px wide in a card of 360: it
    # spilled out of its card over the answer's
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    for field in ("rows", "cols"):
        by_id(browser, field).clear()
        by_id(browser, field).send_keys("60")
    by_id(browser, "empty").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#editor button")) == 3600)
    right, card, scrolled, shown = browser.execute_script(
        "const e = document.getElementById('editor'), card = e.closest('section');"
        " return [e.getBoundingClientRect().right, card.getBoundingClientRect().right, e.scrollWidth, e.clientWidth];")
    assert right <= card and scrolled > shown
    last = browser.find_elements("css selector", "#editor button")[-1]
    browser.execute_script("arguments[0].scrollIntoView();", last)
    last.click()
    assert by_id(browser, "puzzle").get_attribute("value").endswith(" 0 1\n")


@pytest.mark.slow  # a browser and a server: a few seconds
def test_a_large_domino_fit_board_keeps_its_targets_apart_and_scrolls_in_its_card(live_server, browser):
    # a 100x100 board drawn at the 8 px least cell ran its 3-digit column targets together ("98102610...") and
    # spilled out of its card, the whole page scrolling sideways
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/dominofit")
    for field in ("rows", "cols"):
        by_id(browser, field).clear()
        by_id(browser, field).send_keys("100")
    if by_id(browser, "gen-unique").is_selected():
        by_id(browser, "gen-unique").click()
    by_id(browser, "generate").click()
    wait_for(browser, lambda: by_id(browser, "board-view").is_displayed(), 60)
    spill, right, card, page, window = browser.execute_script(
        "const view = document.getElementById('board-view'), card = view.closest('section');"
        " const spill = [...view.querySelectorAll('.target')].map((s) => {"
        "   const r = document.createRange(); r.selectNodeContents(s);"
        "   return r.getBoundingClientRect().width - s.getBoundingClientRect().width; });"
        " return [Math.max(...spill), view.getBoundingClientRect().right, card.getBoundingClientRect().right,"
        "         document.documentElement.scrollWidth, document.documentElement.clientWidth];")
    assert spill <= 0.5  # every target within its own cell
    assert right <= card and page <= window
