"""A newcomer's pass 77: packing and exact cover from their docs, then a Yin-Yang played to the end in the browser."""
from __future__ import annotations

from urllib.parse import quote

import pytest

SOLVED_5x5 = "11111.12221.22111.12221.11111"  # the answer of pzprjs' 5x5 test vector, as the page's address keeps it


@pytest.mark.slow  # a browser page: 2-4 s
def test_the_line_under_a_solved_board_stops_asking_for_check(live_server, browser):
    """Played to the end, Check said "Solved!" while the line under the board still said "Every cell is decided:
    press Check." (it was written from the count of cells alone).  It says solved for the position Check judged,
    and asks for Check again once a cell changes."""
    from web_server import by_id, open_page, wait_for

    url = quote("https://puzz.link/p?yinyang/5/5/016612300", safe="")
    open_page(browser, f"{live_server}/puzzle/yinyang#play={url}&at={SOLVED_5x5}")
    wait_for(browser, lambda: by_id(browser, "play-count").text == "Every cell is decided: press Check.")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    assert by_id(browser, "play-count").text == "Every cell is decided: solved."
    browser.find_element("css selector", "#play-board .cell:not([disabled])").click()
    wait_for(browser, lambda: by_id(browser, "play-count").text != "Every cell is decided: solved.")
    assert by_id(browser, "play-count").text in ("Every cell is decided: press Check.", "1 cell to decide.")


@pytest.mark.parametrize("url, name", [("https://puzz.link/p?yin-yang/5/5/016612300", "yinyang"),
                                       ("https://puzz.link/p?star-battle/5/5/016612300", "starbattle")])
def test_a_hyphenated_genre_in_a_url_is_named_with_its_close_name(run_cli, url, name):
    """A player typing the genre as written in prose ('yin-yang') was told "a puzz.link address that holds no
    puzzle (a list or start page)": untrue, and no word of the name puzz.link uses."""
    code, _, err = run_cli("solve", url)
    assert code == 2
    genre = url.split("?")[1].split("/")[0]
    # (since pass 108 not "a genre gridsat does not solve (did you mean ...)": the kind is named, and the URL's genre)
    assert err.startswith(f"gridsat: error: URL: a {genre!r} puzzle: gridsat solves it as the kind {name!r} (its "
                          f"title is ")
    assert err.endswith(f"whose puzz.link addresses name the genre {name!r} (p?{name}/...): write the address so\n")


def test_the_yinyang_reader_names_the_close_genre_from_python():
    """From Python, parse('...?yin-yang/...') said only "URL is a 'yin-yang' puzzle, not yinyang"."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.yinyang import parse

    with pytest.raises(PuzzleInputError) as caught:
        parse("https://puzz.link/p?yin-yang/5/5/016612300")
    assert str(caught.value) == ("Yin-Yang: a 'yin-yang' puzzle: gridsat solves it as the kind 'yinyang' (its title is "
                                 "'Yin-Yang'), whose puzz.link addresses name the genre 'yinyang' (p?yinyang/...): "
                                 "write the address so")


@pytest.mark.slow  # a browser page: 2-4 s
def test_check_on_a_puzzle_with_several_answers_speaks_of_checking(live_server, browser):
    """Check on a partly filled board of a puzzle with several answers said "no hints: the puzzle has more than one
    answer (...)": the Hint button's words, and nothing of what Check can still do (judge a filled grid)."""
    from web_server import by_id, open_page, wait_for

    url = quote("0 0 0 0\n0 2 0 0\n0 0 0 1", safe="")
    open_page(browser, f"{live_server}/puzzle/yinyang#play={url}&at=1000.0200.0001")
    wait_for(browser, lambda: by_id(browser, "play-count").text == "9 cells to decide.")
    assert by_id(browser, "play-message").text.endswith(  # was ": play on without Check and Hint."
        ": play on without Hint; Check judges your grid once every cell is filled.")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("Check compares"))
    assert by_id(browser, "play-message").text == (
        "Check compares your cells with the puzzle's only answer, and this puzzle has more than one: fill every cell "
        "and Check judges your grid by the rules.")


@pytest.mark.slow  # a browser page: 3-6 s
def test_a_link_to_another_puzzle_opened_in_the_tab_clears_the_old_answer(live_server, browser):
    """A shared link pasted into the tab where another puzzle had been solved played the new puzzle beside the old
    one's answer panel ("Yin-Yang 3×4", "Not unique: another answer exists." next to a 5x5 board)."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    by_id(browser, "puzzle").send_keys("0 0 0 0\n0 2 0 0\n0 0 0 1")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "verdict").text == "Not unique: another answer exists.")
    url = quote("https://puzz.link/p?yinyang/5/5/016612300", safe="")
    browser.execute_script(f"location.hash = 'play={url}&at=00000.00000.00000.00000.00000'")
    wait_for(browser, lambda: by_id(browser, "play-count").text == "19 cells to decide.")
    assert by_id(browser, "verdict").text == ""
    assert "3×4" not in by_id(browser, "title").text


def test_a_hole_in_a_packing_board_is_grey_in_a_hint_picture(tmp_path, run_cli, monkeypatch):
    """A hint picture drew a hole of a mask board white, as the cells still to cover are drawn; framed blue as a
    premise it read as one more cell to fill.  Holes are drawn light grey there (the answer picture is unchanged)."""
    import json

    import gridsat.render.picture as picture

    seen = {}
    original = picture.draw_regions

    def spy(*args, **kwargs):
        seen.update(kwargs)
        return original(*args, **kwargs)

    monkeypatch.setattr(picture, "draw_regions", spy)
    (tmp_path / "box.json").write_text(json.dumps({"kind": "pack", "board": ["#.##", "####", "####", "####"],
                                                   "pieces": {"L*5": "##/#."}}))
    code, out, err = run_cli("hint", str(tmp_path / "box.json"), "--png", str(tmp_path / "step.png"))
    assert code == 0, err
    assert seen["holes"] == {(0, 1)}


def test_a_hole_in_a_packing_board_is_named_in_the_hint_legend(tmp_path, run_cli):
    """The hint's board showed a mask board's hole as a blank under a legend naming only '.' (was "(L placed by
    this step; . a cell not yet covered)")."""
    import json

    (tmp_path / "box.json").write_text(json.dumps({"kind": "pack", "board": ["#.##", "####", "####", "####"],
                                                   "pieces": {"L*5": "##/#."}}))
    code, out, _ = run_cli("hint", str(tmp_path / "box.json"))
    assert code == 0
    assert out.splitlines()[-1] == "(L placed by this step; . a cell not yet covered; a blank: no board cell)"
