"""A newcomer's pass: following the README from the top, then playing in the browser."""
from __future__ import annotations

import pytest

from gridsat.core.errors import shown


@pytest.mark.slow  # a browser page: 1-3 s
def test_the_play_cards_ask_for_a_puzzle_goes_once_one_is_pasted(live_server, browser):
    """"Play this puzzle" pressed on the Nurikabe page before pasting said "paste or choose a puzzle above
    first"; the URL then pasted and solved, the line stayed under the answer, as if the puzzle were still
    missing.  Text typed into (or an example put in) the puzzle box now takes it away; another error stays."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurikabe")
    wait_for(browser, lambda: by_id(browser, "play-start").is_displayed())
    by_id(browser, "play-start").click()
    assert by_id(browser, "play-error").text == "paste, choose or generate a puzzle above first"  # (Generate since the eleventh sitting)
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    wait_for(browser, lambda: not by_id(browser, "play-error").is_displayed())
    assert by_id(browser, "play-error").text == ""


RECORD = {"nurikabe": '{"kind": "nurikabe", "puzzle": "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"}',
          "yinyang": '{"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300"}'}


@pytest.mark.parametrize("command", ["solve", "nurikabe", "yinyang", "hint"])
@pytest.mark.parametrize("genre", ["nurikabe", "yinyang"])
def test_a_record_holding_a_url_given_as_the_argument_is_told_as_every_json_object_is(run_cli, genre, command):
    """A puzzle record pasted as the argument, its puzzle a URL: its '?' made it a URL, so `gridsat solve`
    solved the Yin-Yang one but told the Nurikabe one "Nurikabe: unknown field 'puzzle' (fields: ...)", and
    `gridsat yinyang` said "not a puzz.link URL", while the same record in a file is read.  A JSON object given
    where a file goes is now told what to do with it, whatever it holds."""
    code, out, err = run_cli(command, RECORD[genre])
    text = RECORD[genre]
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {shown(text)}: the puzzle argument is a JSON "
                   "object, a puzzle's text, where a file, a URL or - goes: save it in a file and name it, or pipe "
                   "it in and give - (standard input)\n")


def test_the_same_record_in_a_file_or_piped_is_read(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rec.json").write_text(RECORD["nurikabe"] + "\n")
    code, out, _ = run_cli("solve", "rec.json", "--unique")
    assert code == 0 and "unique: no other answer exists" in out


@pytest.mark.parametrize("command", [("nurikabe",), ("solve",), ("hint",), ("yinyang", "-u")])
def test_a_command_without_its_puzzle_says_what_goes_there(run_cli, command):
    """`gridsat nurikabe` alone, a newcomer's first try, said "Missing argument 'PUZZLE'." and no more than to see
    --help; the same word typed as it is (`gridsat nurikabe PUZZLE`) says what it stands for.  Now both do."""
    assert run_cli(*command) == (2, "", "gridsat: error: Missing argument 'PUZZLE': your puzzle, as a file's name, "
                                 "a puzz.link URL in quotes, or - for standard input (the README's examples/ folder "
                                 f"has some to try) (see 'gridsat {command[0]} --help')\n")


def test_a_picture_or_json_asked_for_in_python_says_what_gives_it():
    """`gridsat.solve(URL, png="x.png")`, the command line's --png written in Python, said "nurikabe puzzles take
    no setting 'png' (settings: none)", as if pictures could not be had; `time_limit=` and `unique=` say where they
    go.  Now png, svg and json say what gives them."""
    import gridsat

    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    with pytest.raises(TypeError) as info:
        gridsat.solve(url, png="x.png")
    assert str(info.value) == ("png is the command line's --png, not a setting: result.figure().savefig('x.png') "
                               "draws the answer")
    with pytest.raises(TypeError) as info:
        gridsat.solve(url, json=True)
    assert str(info.value) == "json is the command line's --json, not a setting: result.to_json() is the same dict"
    with pytest.raises(TypeError) as info:
        gridsat.pack("6x10", svg="a.svg")
    assert str(info.value) == ("pack() takes no 'svg': svg is the command line's --svg: "
                               "result.figure().savefig('x.svg') draws the answer")
