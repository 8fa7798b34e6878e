"""Hostile pass 88, part d: puzzles pasted from the web, every puzz.link genre."""

from __future__ import annotations

import pytest

DUPLICATE = "https://puzz.link/p?pzprv3/nurikabe/5/5/.%205%20.%20.%20.%20/.%20.%202%20.%20.%20/"
SAVED = ("a puzz.link 'Duplicate the board' link: it holds a saved 'nurikabe' board (a pzprv3 file written into the "
         "address), not the puzzle's address; give the puzzle's own URL (on puzz.link: File > Export URL)")


@pytest.mark.parametrize("command", ["solve", "nurikabe", "yinyang"])
def test_a_duplicate_the_board_link_is_named(run_cli, command):
    """puzz.link's File > Duplicate the board gives ?pzprv3/GENRE/... (the saved file in the address): it was
    "a 'pzprv3' puzzle: a genre gridsat does not solve", as if pzprv3 were a genre."""
    code, out, err = run_cli(command, DUPLICATE)
    assert (code, out) == (2, "")
    assert err == f"gridsat: error: URL: {SAVED}\n"


def test_a_duplicate_link_of_a_genre_gridsat_lacks_says_so(run_cli):
    code, _, err = run_cli("hitori", "https://puzz.link/p?type=player&pzprv3.1/kusabi/5/5/.")
    assert code == 2
    assert err.endswith("(a pzprv3 file written into the address); 'kusabi' is a genre gridsat does not solve\n")


def test_a_duplicate_link_on_the_web_says_the_same(api_client):
    reply = api_client.post("/api/solve", json={"puzzle": DUPLICATE})
    assert reply.status_code == 422
    assert SAVED in reply.json()["error"]


LINKING = ('<!DOCTYPE html>\n<html><head><meta property="og:url" content="https://puzz.link/p?nurikabe/5/5/g5k2o1k3g">'
           '</head><body><div id="divques"></div></body></html>')


@pytest.mark.parametrize("kind, said", [
    ("nurikabe", "an HTML page, which Nurikabe does not read (gridsat reads web pages of Yin-Yang only); the page "
                 "links 1 puzz.link puzzle: give one's URL instead ('https://puzz.link/p?nurikabe/5/5/g5k2o1k3g')"),
    ("pack", "an HTML page, which Polyomino packing does not read (gridsat reads web pages of Yin-Yang only): give "
             "the puzzle as its text")])
def test_a_web_page_given_to_a_kind_that_reads_none_is_named(run_cli, tmp_path, kind, said):
    """A saved web page given to any kind but Yin-Yang was read as its text grid: "line 1: '<!DOCTYPE'... (9
    characters) is too long for a cell (at most 8)" (Nurikabe, Sudoku, Hitori...), of 'dominofit rule=...' (Domino
    Fit), "unknown item '<html><head><meta'" (cover). A kind reading no URLs is not told to give one."""
    (tmp_path / "p.html").write_text(LINKING)
    assert run_cli(kind, str(tmp_path / "p.html")) == (2, "", f"gridsat: error: p.html: {said}\n")


def test_a_web_page_of_a_kind_that_reads_none_on_the_web(api_client):
    reply = api_client.post("/api/solve", json={"puzzle": LINKING, "kind": "hitori"})
    assert reply.status_code == 422
    assert reply.json()["error"].startswith("Hitori: an HTML page, which Hitori does not read (gridsat reads web")


def test_a_page_of_another_puzzle_site_is_named(run_cli, tmp_path):
    """A puzzle-nurikabe.com page (its task string holding clues) was "task string character 2 is '2'; expected W,
    B or a-z", the Yin-Yang reader and its site unsaid."""
    (tmp_path / "n.html").write_text('<html><head><link href="https://www.puzzle-nurikabe.com/x.css"></head><body>'
                                     '<script>var task = "a2b3c"; var puzzleWidth = 3; var puzzleHeight = 3;</script>'
                                     '</body></html>')
    assert run_cli("solve", str(tmp_path / "n.html"))[2] == (
        "gridsat: error: n.html: task string character 2 is '2'; a puzzle-yin-yang.com page's holds only W, B or a-z: "
        "the page is from puzzle-nurikabe.com; gridsat reads Yin-Yang pages of puzzle-yin-yang.com only: give the "
        "puzzle as its text or puzz.link URL\n")


def test_a_url_wrapped_onto_two_lines_is_told_to_join_them(run_cli, tmp_path):
    """A URL a mail or chat wrapped onto two lines was told only "a puzzle file holds its URL alone"; taking the
    second line away then said the URL was cut short."""
    (tmp_path / "w.txt").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o\n1k3g\n")
    assert run_cli("solve", str(tmp_path / "w.txt")) == (
        2, "", "gridsat: error: w.txt: line 2: '1k3g' after the URL of line 1: a puzzle file holds its URL alone (if "
               "it is the URL's end, wrapped onto a line of its own, join the two lines)\n")
    (tmp_path / "s.txt").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\nsolution: none\n")
    assert run_cli("solve", str(tmp_path / "s.txt"))[2].endswith("a puzzle file holds its URL alone\n")


@pytest.mark.parametrize("pasted", ["\u201cURL\u201d", "\u2018URL\u2019", "(URL)", "\u00abURL\u00bb"])
def test_a_url_in_typographic_quotes_or_brackets_is_read(run_cli, pasted):
    """A URL pasted from a word processor or chat in its quotes: '“URL”' was "URL body character 10 ('”') is not
    ASCII" (its opening quote silently skipped), '(URL)' "1 character after the board (')')"."""
    code, out, _ = run_cli("nurikabe", pasted.replace("URL", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"))
    assert code == 0 and "solved" in out


KANPEN = "http://www.kanpen.net/nurikabe.html?problem=5/5/g5k2o1k3g"
KANPEN_SAID = ("this is a Kanpen or Heyawake-applet address, as puzz.link's File > Export URL writes it on 'Change to "
               "Kanpen URL' (or 'Heyawake-Applet URL'), which gridsat does not read: give the puzz.link URL that menu "
               "shows first\n")


@pytest.mark.parametrize("command", ["solve", "nurikabe", "yinyang"])
def test_a_kanpen_address_says_where_the_puzz_link_url_is(run_cli, command):
    """puzz.link's Export URL offers a Kanpen address: it was told only "a web address with no puzz.link puzzle in it"
    (solve) and, by a kind's reader, "URL row count 'g5k2o1k3g' is not a whole number from 1 to 1000", reading
    'problem=5' as a genre."""
    code, _, err = run_cli(command, KANPEN)
    assert code == 2 and err.endswith(KANPEN_SAID)
    assert "row count" not in err


def test_another_sites_query_is_no_genre(run_cli):
    """'x?a=1/2/3' to a kind's reader was "URL is a 'a=1' puzzle, not nurikabe": now as 'x?a=1' is told."""
    assert run_cli("nurikabe", "https://example.com/x?a=1/2/3")[2] == (
        "gridsat: error: Nurikabe: URL query 'a=1/2/3' holds no puzzle (a puzzle's address ends ?GENRE/COLS/ROWS/"
        "CLUES); gridsat opens no web pages: give the puzzle's puzz.link URL (such as "
        "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g) or its text\n")


@pytest.mark.parametrize("name, text", [
    ("N.url", "[{000214A0-0000-0000-C000-000000000046}]\r\nProp3=19,11\r\n[InternetShortcut]\r\nIDList=\r\nURL=URL\r\n"),
    ("N.desktop", "[Desktop Entry]\nType=Link\nName=N\nURL=URL\n"),
    ("N.webloc", '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                 '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n\t<key>URL</key>\n'
                 '\t<string>URL</string>\n</dict>\n</plist>\n')])
@pytest.mark.parametrize("command", ["solve", "nurikabe"])
def test_a_browsers_link_shortcut_is_read_as_its_url(run_cli, tmp_path, name, text, command):
    """A link dragged out of a browser is a shortcut file holding the URL: it was "not a puzzle gridsat can read
    ...; it holds 1 puzz.link URL among other words" (solve), "'[InternetSho'... (18 characters) is too long for a
    cell" (nurikabe), "not valid JSON: Expecting value at line 1, column 2" (yinyang, whose files end in .url),
    and a .webloc "no Yin-Yang board found" or "an HTML page"."""
    (tmp_path / name).write_text(text.replace("URL=URL", "URL=https://puzz.link/p?nurikabe/5/5/g5k2o1k3g").replace(
        "<string>URL", "<string>https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"))
    code, out, err = run_cli(command, str(tmp_path / name))
    assert (code, err) == (0, "") and "solved" in out


def test_a_yinyang_shortcut_on_the_web(api_client):
    reply = api_client.post("/api/solve", json={"puzzle": "[InternetShortcut]\nURL=https://puzz.link/p?yinyang/5/5/"
                                                          "016612300\n"})
    assert reply.status_code == 200 and reply.json()["status"] == "solved"


def test_a_star_battle_url_names_characters_from_the_bodys_start(run_cli):
    """The walls' characters were counted from after the star count ('1/'), every other genre's from the body's
    start: "(from character 13: '/extra')" of the 15th."""
    assert run_cli("solve", "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou/extra")[2] == (
        "gridsat: error: Star Battle: URL body has 6 characters after the board (from character 15: '/extra'); "
        "remove them\n")
    assert run_cli("solve", "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmho")[2] == (
        "gridsat: error: Star Battle: URL body ends after 13 characters, missing 1 of the 12 base-32 digits of walls "
        "(is the URL cut short?)\n")  # was "after 11 characters"


def test_puzz_links_hyphenated_genres_get_no_false_did_you_mean(run_cli):
    """'statuepark-aux' (puzz.link's piece editor) was asked "did you mean 'statuepark'?", its URL another format;
    'regional-poly' and 'yajilin-regions' were missing from puzz.link's genre list too."""
    for genre in ("statuepark-aux", "regional-poly", "yajilin-regions"):
        err = run_cli("solve", f"https://puzz.link/p?{genre}/5/5/abc")[2]
        assert err.startswith(f"gridsat: error: URL: a '{genre}' puzzle: a genre gridsat does not solve (kinds: ")


def test_a_one_line_pzprv3_names_its_items(run_cli):
    """pzprjs' one-line form ('/' between items) was told "line 5: question row 1 ...", of a one-line text, while
    its cells' messages (where()) and the genre's ('item 2') named no lines."""
    assert run_cli("solve", "pzprv3/yinyang/x/5/")[2] == (
        "gridsat: error: pzprv3: item 3: rows 'x' is not a whole number from 1 to 1000\n")
