"""Hostile pass 50, part b: the web app and batch."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize("args, said", [
    (("pack", "-b", "3x20", "--pieces", "8x8-centre.txt"), "8x8-centre.txt: this is a board mask, not a piece file"),
    (("calendar", "10-06", "-e", "8x8-centre.txt"), "8x8-centre.txt: this is a board mask, not an edition file"),
])
def test_a_board_mask_given_as_pieces_or_an_edition_is_named(run_cli, monkeypatch, args, said):
    """A board mask's lines all start with '#', so the piece reader took them for comments ("no pieces found: line
    1, '########', starts with '#', so it is read as a comment; a piece is one line with its name") and the edition
    reader said "no editions found (add an [editions] section)": each now says the file is a board mask, as an
    edition file or piece file given in the wrong place already was."""
    monkeypatch.chdir(EXAMPLES)
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


@pytest.mark.parametrize("options, said", [
    ({"board": "3x20", "pieces": "b.txt"}, "b.txt: this is a board mask, not a piece file"),
])
def test_a_board_mask_sent_as_the_webs_pieces_is_named(api_client, options, said):
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": options,
                                                "files": {"b.txt": (EXAMPLES / "8x8-centre.txt").read_text()}})
    assert (reply.status_code, reply.json()["error"]) == (422, said)


def test_a_board_mask_sent_as_the_webs_edition_is_named(api_client):
    reply = api_client.post("/api/solve", json={"kind": "calendar", "argument": "10-06", "options": {
        "edition": "b.txt"}, "files": {"b.txt": (EXAMPLES / "8x8-centre.txt").read_text()}})
    assert (reply.status_code, reply.json()["error"]) == (422, "b.txt: this is a board mask, not an edition file")


def test_files_of_comments_alone_keep_their_messages():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.pieces import parse_pieces
    from gridsat.puzzles.calendar.editions import parse_editions

    with pytest.raises(PuzzleInputError, match=r"^p\.txt: no pieces found$"):
        parse_pieces("# nothing yet\n", source="p.txt")
    with pytest.raises(PuzzleInputError, match=r"^e\.txt: no editions found \(add an \[editions\] section\)$"):
        parse_editions("# nothing yet\n", "e.txt")


@pytest.mark.parametrize("name, said", [
    ("8x8-centre.txt", "8x8-centre.txt: this is a board mask, not an edition file"),
    ("pieces.txt", "pieces.txt: this is a piece file, not an edition file"),
    ("yinyang-10x10.txt", "yinyang-10x10.txt: this looks like a Yin-Yang puzzle, not an edition file: give it as "
                          "the puzzle itself"),  # (pass 73: was "no [board NAME] section")
])
def test_a_companion_file_given_as_a_design_board_is_named(run_cli, monkeypatch, name, said):
    """`calendar --census --design 8x8-centre.txt` (a packing board mask) and `--design pieces.txt` said "no
    [board NAME] section", as of any file: the edition reader's judge of companion files now names them."""
    monkeypatch.chdir(EXAMPLES)
    assert run_cli("calendar", "--census", "--design", name, "--pieces", "pentominoes", "--use",
                   "F I L N P T U V") == (2, "", f"gridsat: error: {said}\n")


def test_load_board_of_a_board_mask_is_named():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar.library import load_board

    with pytest.raises(PuzzleInputError, match=r"^8x8-centre\.txt: this is a board mask, not an edition file$"):
        load_board(EXAMPLES / "8x8-centre.txt")


@pytest.mark.parametrize("args, said", [
    (("pack", "--pieces", "calendar-oct6.json"), "calendar-oct6.json: a JSON puzzle file, not a piece file: give it as "
     "the puzzle itself (gridsat solve calendar-oct6.json), not as its pieces"),
    (("calendar", "10-06", "-e", "pack-3x20.json"), "pack-3x20.json: a JSON puzzle file, not an edition file: give it "
     "as the puzzle itself (gridsat solve pack-3x20.json), not as its edition"),
])
def test_a_json_puzzle_given_as_a_part_names_the_command_it_goes_to(run_cli, monkeypatch, args, said):
    """`gridsat pack --pieces calendar-oct6.json` was told "give it as the puzzle itself", and `gridsat pack
    calendar-oct6.json` then refused it (a Calendar puzzle): the message names the command that reads every kind's."""
    monkeypatch.chdir(EXAMPLES)
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_json_puzzle_naming_no_kind_given_as_a_part_keeps_the_plain_advice(run_cli, tmp_path):
    (tmp_path / "z.json").write_text('{"rows": 3}')
    assert run_cli("pack", "--pieces", str(tmp_path / "z.json")) == (
        2, "", "gridsat: error: z.json: a JSON puzzle file, not a piece file: give it as the puzzle itself, not as its "
               "pieces\n")


def test_the_web_names_no_command_for_a_json_puzzle_sent_as_pieces(api_client):
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"pieces": "p.json"}, "files": {
        "p.json": (EXAMPLES / "calendar-oct6.json").read_text()}})
    assert (reply.status_code, reply.json()["error"]) == (
        422, "p.json: a JSON puzzle file, not a piece file: give it as the puzzle itself, not as its pieces")


def test_a_clue_of_many_digits_is_cut_in_the_picture():
    """A Hitori clue of 100 digits (text and JSON take up to 4,300) was drawn across its row, over the other cells'
    numbers, and a 7x7 board of 4,000-digit clues took 7 s and 16 MB of SVG on the web: a long clue is now cut
    with an ellipsis, as a long piece name is; the text drawing and the JSON keep it whole."""
    from gridsat.puzzles.kinds import get

    kind = get("hitori")
    result = kind.parse(("12345" * 20) + " 1\n1 2\n").solve()
    assert result.status == "solved"
    figure = result.figure()
    texts = sorted(t.get_text() for ax in figure.axes for t in ax.texts)
    assert texts == ["1", "1", "12345\u2026", "2"]


@pytest.mark.slow
def test_a_clue_of_many_digits_stays_in_its_play_cell(live_server, browser):
    """The play card wrote a 25-digit Nurikabe clue whole, across its row over the next cells: it is cut as the
    pictures cut it (the cell's title keeps it whole), in a font that keeps it inside its cell."""
    import urllib.parse

    from web_server import by_id, open_page, wait_for

    clue = "1234567890123456789012345"
    open_page(browser, f"{live_server}/puzzle/nurikabe#play=" + urllib.parse.quote(f"{clue} . .\n. . .\n. . 2",
                                                                                 safe=""))
    wait_for(browser, lambda: "play on" in by_id(browser, "play-message").text, 30)
    cell = browser.find_elements("css selector", "#play-board .cell")[0]
    label = cell.find_element("css selector", ".label")
    assert (label.text, cell.get_attribute("title")) == ("12345\u2026", clue)
    assert label.size["width"] <= cell.size["width"]


def test_a_domino_fit_puzzles_own_text_given_as_its_position_is_named(run_cli, monkeypatch):
    """`gridsat hint dominofit-8x8.txt --position dominofit-8x8.txt` (and the web's "position" sent the puzzle's
    text) said "line 8: '. . . . . . . # 6' is no row as gridsat draws the board", its first rows taken for drawn
    ones: the puzzle's text is now named as such."""
    monkeypatch.chdir(EXAMPLES)
    assert run_cli("hint", "dominofit-8x8.txt", "--position", "dominofit-8x8.txt") == (
        2, "", "gridsat: error: dominofit-8x8.txt: line 1: this is a Domino Fit puzzle's text (its first line "
               "'dominofit rule=dot'), not a position: a position is the board as the hints draw it, or its rows of "
               "marks alone (# . ^ v < >)\n")


def test_the_webs_domino_fit_position_of_the_puzzles_text_is_named(api_client):
    text = (EXAMPLES / "dominofit-8x8.txt").read_text()
    reply = api_client.post("/api/hint", json={"puzzle": text, "position": text})
    assert reply.status_code == 422
    assert reply.json()["error"].startswith("position: line 1: this is a Domino Fit puzzle's text")
