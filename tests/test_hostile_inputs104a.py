"""Hostile pass 104, part a: the web app across every kind (pages, the JSON API), hostile."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

# what /api/generate answers when the server's longest time limit (the one the Yin-Yang and Domino Fit pages send)
# ran out before a puzzle was made (gridsat.web.generating)
CUT = ("the time limit of 60 s ran out before the {title} puzzle of seed 1 (60x60) was {made}: send a smaller "
       "size or another seed (60 s is this server's longest time limit: gridsat serve -t sets it)")


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
@pytest.mark.parametrize("page, name, title, made", [
    ("yinyang", "yinyang", "Yin-Yang", "proven; no unproven puzzle is given"),
    ("dominofit", "dominofit", "Domino Fit", "made; no puzzle is given")])
def test_a_generate_cut_on_a_kinds_own_page_is_said_in_its_fields(live_server, browser, page, name, title, made):
    # the Yin-Yang page's Generate of a 60x60 said "... before the Yin-Yang puzzle of seed 1 (60x60) was proven; no unproven
    # puzzle is given: send a smaller size or another seed ...": the API's words, a Size field the page does not
    # have (its sides are "rows" and "columns"), where the general page says it in its own fields
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, f"{live_server}/puzzle/{page}")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    said = lambda: browser.execute_script("return GS.inPageWords(arguments[0])",  # noqa: E731
                                          CUT.format(title=title, made=made))
    wait_for(browser, lambda: "“Seed”" in said())
    assert said() == (f"the time limit of 60 s ran out before the {title} puzzle of seed 1 (60x60) was {made}: give "
                      "a smaller “rows” × “columns” or another “Seed” (60 s is this server's longest time limit: "
                      "gridsat serve -t sets it)")


@pytest.mark.slow
def test_the_general_pages_generate_cut_keeps_its_own_fields(live_server, browser):
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/creek")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    message = ("the time limit of 0.5 s ran out before the Creek puzzle of seed 3 (5x5) was proven; no unproven puzzle is "
               "given: send a longer time_limit (this server allows up to 60 s), a smaller size or another seed")
    assert browser.execute_script("return GS.inPageWords(arguments[0])", message) == (
        "the time limit of 0.5 s ran out before the Creek puzzle of seed 3 (5x5) was proven; no unproven puzzle is "
        "given: give a longer “Time limit (seconds)” (this server allows up to 60 s), a smaller “Size” or another "
        "“Seed”")


@pytest.mark.parametrize("spelt, kind", [("Exact cover", "cover"), ("exact-cover", "cover"),
                                         ("Polyomino packing", "pack"), ("POLYOMINO_PACKING", "pack")])
def test_a_kinds_title_is_read_as_the_kind(spelt, kind):
    # /api/kinds and the pages call cover "Exact cover" and pack "Polyomino packing": sent as a request's "kind" (or
    # -k on the command line) they were "unknown kind 'Exact cover'", where "Yin-Yang", "Light Up" and "Domino Fit",
    # every other kind's title, were read
    from gridsat.puzzles.genres import kind_spelt

    assert kind_spelt(spelt) == kind
    assert kind_spelt("zzz") == "zzz" and kind_spelt("Light Up") == "lightup"


def test_the_command_line_reads_a_kinds_title(run_cli):
    code, out, err = run_cli("solve", "-k", "Exact cover", str(EXAMPLES / "cover-abc.dlx"), "--count")
    assert (code, err) == (0, "") and "\n13 solutions (all counted)\n" in out


@pytest.mark.slow  # a live server: about 1 s
def test_the_api_reads_a_kinds_title(live_server):
    pytest.importorskip("uvicorn")
    from web_server import post

    code, data = post(live_server, "/api/solve", {"kind": "Polyomino packing", "options": {"board": "3x20",
                                                                                          "count": True}})
    assert (code, data["kind"], data["count"]) == (200, "pack", 8)
