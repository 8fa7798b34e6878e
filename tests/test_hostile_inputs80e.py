"""Hostile pass 80, part e: the start page, the any-file page and accessibility."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "gridsat"
PAGES = sorted(SRC.glob("web/static/*.html")) + sorted(SRC.glob("puzzles/*/page/*.html"))


class _Fields(HTMLParser):
    """Each form field of a page and whether a screen reader has a name for it."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: list[dict] = []
        self.label_for: set[str] = set()
        self.open_labels: list[list] = []  # per open <label>: [text seen, fields inside]

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "label":
            if a.get("for"):
                self.label_for.add(a["for"])
            self.open_labels.append(["", []])
        elif tag in ("input", "select", "textarea") and a.get("type") != "hidden":
            field = {"tag": tag, **a}
            self.fields.append(field)
            if self.open_labels:
                self.open_labels[-1][1].append(field)

    def handle_data(self, data):
        if self.open_labels:
            self.open_labels[-1][0] += data

    def handle_endtag(self, tag):
        if tag == "label" and self.open_labels:
            text, inside = self.open_labels.pop()
            for field in inside:
                field["wrapped_text"] = text.strip()


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_field_of_every_page_has_a_name_a_screen_reader_reads(page):
    # was: the Yin-Yang page's file chooser sat alone in an empty <label>, read out as an unnamed "Choose File" button
    parser = _Fields()
    parser.feed(page.read_text(encoding="utf-8"))
    unnamed = [f.get("id") for f in parser.fields
               if not f.get("aria-label") and f.get("id") not in parser.label_for and not f.get("wrapped_text")]
    assert unnamed == []


def test_showsvg_takes_what_the_picture_shows():
    # was: every page's picture kept its fixed alt ("the answer", "the tiling", "the solved calendar board") over the
    # forced cells, an infeasible puzzle drawn unsolved, a generated puzzle, a hint's few pieces and the last listed
    common = (SRC / "web/static/common.js").read_text(encoding="utf-8")
    assert "function showSvg(img, svg, alt) {\n    if (alt) img.alt = alt;" in common
    general = (SRC / "web/static/general.js").read_text(encoding="utf-8")
    assert '"the cells every solution shares"' in general and '"the puzzle as read, unsolved"' in general
    assert '"the new puzzle, unsolved"' in (SRC / "puzzles/yinyang/page/yinyang.js").read_text(encoding="utf-8")


pytest.importorskip("uvicorn")
from web_server import by_id, idle, open_page, wait_for  # noqa: E402


def test_general_page_picture_alt_says_forced_cells(live_server, browser):
    from selenium.webdriver.support.ui import Select

    open_page(browser, live_server + "/puzzle/nurikabe")
    wait_for(browser, lambda: len(Select(by_id(browser, "task")).options) > 1)
    by_id(browser, "example").click()
    Select(by_id(browser, "task")).select_by_value("forced")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "picture").is_displayed(), 60)
    assert by_id(browser, "picture").get_attribute("alt") == "the cells every solution shares"  # was "the answer"


def test_play_frames_are_said_in_each_cells_name(live_server, browser):
    from test_web_play_shading import HITORI_URL, cell

    from web_server import start_play

    start_play(browser, live_server, "hitori", HITORI_URL, 16)
    cell(browser, 0, 0).click()  # unshaded, but the answer shades it
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    # was "row 1, column 1 1: unshaded": the dashed frame was seen by the eye alone
    assert cell(browser, 0, 0).get_attribute("aria-label").endswith(": unshaded, a mistake")
    by_id(browser, "play-undo").click()
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert cell(browser, 0, 1).get_attribute("aria-label").endswith(": undecided, the step decides it")
    assert cell(browser, 0, 0).get_attribute("aria-label").endswith(": undecided, justifies the step")


def test_a_binary_file_chosen_is_refused_in_the_pages_words(live_server, browser, tmp_path):
    binary = tmp_path / "puzzle.dat"
    binary.write_bytes(b"1 2\n\x00\x01\x02")
    open_page(browser, live_server + "/file")
    by_id(browser, "file").send_keys(str(binary))
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value"))
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text)
    # was "... (a binary or compressed file? send a puzzle file's text)": the API's words for a request
    assert by_id(browser, "error").text == ("puzzle: not text: a NUL character at line 2, column 1 (a binary or "
                                            "compressed file? choose a puzzle file, or paste its text)")


def test_the_pressed_button_keeps_the_focus_and_the_seconds_are_not_read_out(live_server, browser):
    from selenium.webdriver.common.keys import Keys

    open_page(browser, live_server + "/puzzle/nurikabe")
    wait_for(browser, lambda: by_id(browser, "example").is_displayed())
    by_id(browser, "example").click()
    browser.execute_script("document.getElementById('solve').focus()")
    by_id(browser, "solve").send_keys(Keys.ENTER)
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 60)
    # was BODY: the button, disabled while busy, dropped the focus to the top of the page
    assert browser.execute_script("return document.activeElement.id") == "solve"
    # was "Solving… 0.1 s" rewritten ten times a second inside the answer's live region
    assert browser.execute_script(
        "return document.querySelector('#busy-text > span').getAttribute('aria-hidden')") == "true"


@pytest.mark.parametrize("page", ["/file", "/puzzle/yinyang", "/puzzle/dominofit"])
def test_an_empty_file_chosen_is_named_and_the_box_kept(live_server, browser, tmp_path, page):
    empty = tmp_path / "empty.txt"
    empty.write_text("\n")
    open_page(browser, live_server + page)
    by_id(browser, "puzzle").send_keys("kept")
    by_id(browser, "file").send_keys(str(empty))
    # was: the box emptied without a word, then Solve said "paste or choose a puzzle first"
    wait_for(browser, lambda: by_id(browser, "error").text == "empty.txt: empty input: no puzzle in it")
    assert by_id(browser, "puzzle").get_attribute("value") == "kept"


@pytest.mark.slow  # (2.6 s of the default run, sitting 14: the slow set runs it)
def test_the_focus_goes_to_a_usable_button_when_another_ends_disabled(live_server, browser):
    from selenium.webdriver.common.keys import Keys
    from test_web_pages import select

    open_page(browser, live_server + "/puzzle/pack")
    select(browser, "board", "3x20")
    browser.execute_script("document.getElementById('solve').focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text == "Tiling 1.", 60)
    for k in range(2, 9):
        assert browser.execute_script("document.getElementById('another').focus(); return document.activeElement.id") \
            == "another"
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text.startswith(f"Tiling {k}"), 60)
    assert by_id(browser, "another").get_attribute("disabled") == "true"
    # was BODY: Another, disabled at the last tiling, dropped the focus to the top of the page
    wait_for(browser, lambda: browser.execute_script("return document.activeElement.id") == "solve")


def test_play_buttons_keep_the_keyboard_focus(live_server, browser):
    from selenium.webdriver.common.keys import Keys
    from test_web_play_shading import HITORI_URL

    open_page(browser, live_server + "/puzzle/hitori")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(HITORI_URL)
    for name in ("play-start", "play-check"):
        browser.execute_script(f"document.getElementById('{name}').focus()")
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        # was BODY: the button, disabled while the server was asked, dropped the focus to the page's top
        wait_for(browser, lambda: by_id(browser, "play-verdict").text == "No mistakes so far" or name == "play-start"
                 and browser.find_elements("css selector", "#play-board .cell"))
        wait_for(browser, lambda: browser.execute_script("return document.activeElement.id") == name)
