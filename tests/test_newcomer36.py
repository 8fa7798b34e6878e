"""What a new user, working from the README alone, tripped over in the thirty-sixth pass: each case is the exact
line a user gets now."""

from __future__ import annotations

import pytest

_URL = "https://puzz.link/p?hitori/4/4/1114142333214213"
_SOLVE = "'{w}' is a kind, not a puzzle: gridsat solve PUZZLE (the kind is detected), or gridsat solve PUZZLE " \
         "--kind {k}, or gridsat {k} PUZZLE"


@pytest.mark.parametrize(("args", "said"), [
    (("solve", "hitori", _URL), _SOLVE.format(w="hitori", k="hitori") + " (see 'gridsat solve --help')"),
    (("solve", "hitori"), _SOLVE.format(w="hitori", k="hitori")),
    (("solve", "akari"), _SOLVE.format(w="akari", k="lightup")),
    (("hint", "Nurikabe"), "'Nurikabe' is a kind, not a puzzle: gridsat hint PUZZLE (the kind is detected), or "
                           "gridsat hint PUZZLE --kind nurikabe"),
    (("grade", "hitori", _URL), "'hitori' is a kind, not a puzzle: gridsat grade PUZZLE (the kind is detected), "
                                "or gridsat grade PUZZLE --kind hitori (see 'gridsat grade --help')"),
])
def test_a_kind_typed_before_the_puzzle_says_how_the_command_is_written(run_cli, args, said, tmp_path, monkeypatch):
    """`gridsat solve hitori URL` (written as `gridsat generate yinyang` is) said "'URL' is one more word (quote a
    name holding spaces; several puzzles: gridsat batch FILE...)", and `gridsat solve hitori` "hitori: cannot read
    puzzle file": neither said that the word was a kind's name, nor how the command is written."""
    monkeypatch.chdir(tmp_path)
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_kind_typed_before_the_batch_paths_says_how_batch_is_written(run_cli, tmp_path, monkeypatch):
    """`gridsat batch hitori urls.jsonl` said "no such file or folder: 'hitori'"."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "u.jsonl").write_text(_URL + "\n")
    assert run_cli("batch", "hitori", "u.jsonl", "--out", "r.jsonl") == (
        2, "", "gridsat: error: 'hitori' is a kind, not a file: gridsat batch PATH... (kinds are detected), or "
               "--kind hitori\n")
    assert run_cli("batch", "other", "u.jsonl", "--out", "r.jsonl")[2] == (
        "gridsat: error: no such file or folder: 'other'\n")


def test_a_file_named_as_a_kind_is_still_read(run_cli, tmp_path, monkeypatch):
    """The kind's name is said only when no file of that name exists: a file called `hitori` is the puzzle."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hitori").write_text("hitori\n1 1\n2 1\n")
    code, out, err = run_cli("solve", "hitori")
    assert (code, err) == (0, "")
    assert run_cli("solve", "hitori", "extra")[2].startswith("gridsat: error: gridsat solve takes one PUZZLE, and "
                                                              "'extra' is one more word")


@pytest.mark.slow  # about 5 s in a browser
def test_a_puzzle_recognised_on_the_any_file_page_can_be_played(live_server, browser):
    """A Nurikabe URL solved on the "Any puzzle file" page (its kind recognised) showed no *Play it yourself*
    card: play was only on the page with the kind chosen in its menu, though the README says Nurikabe and Hitori
    play in the browser. The card follows the recognised kind, and goes for a kind without hints."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, idle, open_page, wait_for

    def shown() -> bool:
        return bool(browser.execute_script("const c = document.getElementById('play'); return !!c && !c.hidden;"))

    open_page(browser, live_server + "/file")
    for url, played in [("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", True),
                        ("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", False),  # (Slitherlink plays since sitting 16)
                        ("https://puzz.link/p?hitori/4/4/1114142333214213", True)]:
        by_id(browser, "puzzle").clear()
        by_id(browser, "puzzle").send_keys(url)
        by_id(browser, "solve").click()
        wait_for(browser, lambda: idle(browser) and url.split("?")[1].split("/")[0] in
                 by_id(browser, "title").text.lower().replace("numberlink", "numlin"), 60)
        wait_for(browser, lambda: shown() == played)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell, #play-board > *")) >= 16)
    assert "kind=hitori" in browser.current_url


def test_a_hitori_number_left_unshaded_before_the_step_is_in_the_legend(run_cli, tmp_path):
    """`gridsat hint URL --position FILE` on Hitori drew r1c2, unshaded by the step before, as a bare "1" beside
    "1?" cells, and the legend named "#" and "N?" only: what a bare number meant was said nowhere. Nurikabe, whose
    numbers are never shaded, is not told it."""
    position = tmp_path / "p.txt"
    position.write_text("1? 1* 1? 4?\n1? 4? 2? 3?\n3? 3? 2? 1?\n4? 2? 1? 3?\n")
    code, out, _ = run_cli("hint", "https://puzz.link/p?hitori/4/4/1114142333214213", "--position", str(position))
    assert (code, out.splitlines()[1:]) == (0, [
        "#  1  #  4? ", "1? 4? 2? 3? ", "3? 3? 2? 1? ", "4? 2? 1? 3? ",
        "(# shaded by this step; N? a number's cell not yet decided; N a number's cell unshaded before it)"])
    code, out, _ = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    assert (code, out.splitlines()[-1]) == (0, "(# sea by this step; ? not yet decided)")


def test_formats_of_one_kind(run_cli):
    """`gridsat formats hitori` (a newcomer asking what Hitori reads) said "gridsat formats takes no argument, got
    'hitori': its settings are options", and no option chose a kind: the table of that kind alone is printed."""
    import json

    code, out, err = run_cli("formats", "akari", "--json")
    assert (code, err, list(json.loads(out))) == (0, "", ["lightup"])
    code, out, _ = run_cli("formats", "Hitori")
    assert code == 0 and "hitori" in out and "nurikabe" not in out
    assert run_cli("formats", "nope")[2].startswith("gridsat: error: unknown kind 'nope' (kinds: pack, calendar,")


def test_a_star_battle_url_without_its_star_count_says_how_it_is_written(run_cli):
    """`gridsat solve 'https://puzz.link/p?starbattle/6/6/4ilbhgdnmhou'` (the star count left out) said "URL star
    count '4ilbhgdnmhou' is not a whole number": the regions were named as the star count."""
    assert run_cli("solve", "https://puzz.link/p?starbattle/6/6/4ilbhgdnmhou") == (
        2, "", "gridsat: error: Star Battle: URL has no star count before the regions '4ilbhgdnmhou': a Star Battle "
               "URL is starbattle/COLS/ROWS/STARS/REGIONS\n")
    assert run_cli("solve", "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")[0] == 0
