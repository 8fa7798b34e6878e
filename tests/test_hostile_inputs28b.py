"""The twenty-eighth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``,
``calendar --census --out``; issue 20): each fault it found, kept as a test."""

from __future__ import annotations

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_a_hint_the_time_limit_cut_before_its_first_step_is_not_said_to_have_nothing_to_deduce(live_server, browser):
    """Hint on the play board of a large Yin-Yang whose next step the server's time limit cut (the answer proven
    unique, no step found yet: ``{"verdict": "unique", "complete": false, "steps": []}``, as ``gridsat hint -t``
    says "the time limit ran out before a first step was found") said "Nothing to deduce: every cell is decided.
    Press Check." beside a board of undecided cells.  It now says the time limit ran out and where to look longer.
    (The server's answer is made to come cut: a time limit that lands between the proof and the step is a window
    of milliseconds.)"""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    wait_for(browser, lambda: by_id(browser, "play-start").is_displayed())
    browser.execute_script("document.getElementById('puzzle').value = arguments[0]",
                           (EXAMPLES / "yinyang-10x10.txt").read_text())
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 100)
    _hint_comes_cut(browser)
    try:
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: by_id(browser, "play-verdict").text)
        said = (by_id(browser, "play-verdict").text, by_id(browser, "play-message").text)
    finally:
        browser.refresh()  # the page's own fetch back for the tests after
    assert said == ("No hint", "The server's time limit ran out before a first step was found: the command line's "
                               "gridsat hint with a longer -t looks for it longer.")


def _hint_comes_cut(browser) -> None:
    """The page's next ``/api/hint`` replies as a time limit that came before a first step makes it."""
    browser.execute_script(
        "const real = window.fetch; window.fetch = async (url, init) => { const r = await real(url, init);"
        " if (!String(url).endsWith('/api/hint')) return r; const data = await r.json();"
        " return new Response(JSON.stringify({...data, steps: [], complete: false, solved: false}),"
        " {status: r.status, headers: {'Content-Type': 'application/json'}}); };")


def test_the_calendar_boards_hint_cut_by_the_time_limit_is_no_success(live_server, browser):
    """The calendar page's Hint cut by the server's time limit said "No hint: the time limit ran out." in the green
    of a solved board.  It is now a warning, saying which time limit and what it stopped."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/calendar")
    by_id(browser, "play-show").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "play-why").text)
    _hint_comes_cut(browser)
    try:
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: idle(browser) and "time limit" in by_id(browser, "play-why").text)
        said = (by_id(browser, "play-why").text, by_id(browser, "play-why").get_attribute("class"))
    finally:
        browser.refresh()
    assert said == ("No hint: the server's time limit ran out before a first step was found.", "play-message warn")


def test_a_sent_files_name_is_refused_by_the_rule_it_breaks(api_client):
    """A file sent as ``"-h"`` or ``"_p.txt"`` was refused: "must be letters, digits, '.', '_' or '-' (at most 100,
    not starting with '.')", which both names are: the rule broken (a name starts with a letter or digit) went
    unsaid.  The message now states it."""
    said = "must be letters, digits, '.', '_' or '-' (at most 100, starting with a letter or digit): a plain name, " \
           "no folder"
    for name in ("-h", "_p.txt", ".p"):
        reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "1x2", "pieces": name},
                                                     "files": {name: "A: ##"}})
        assert (reply.status_code, reply.json()) == (422, {"error": f"file name '{name}' {said}"})
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "1x2", "pieces": "p-_.1"},
                                                 "files": {"p-_.1": "A: ##"}})
    assert (reply.status_code, reply.json()["status"]) == (200, "solved")
