"""Hostile pass 49, part b: the web app and batch."""

from __future__ import annotations

import pytest


@pytest.mark.slow
def test_a_puzzle_with_no_answer_started_for_play_frames_its_conflict_at_once(live_server, browser):
    """Playing a Nurikabe whose clues cannot all hold said "the island size 9 at r3c3 cannot hold ...: play on
    without Check and Hint" beside a board with nothing marked; only a press of Hint framed r3c3.  The board now
    frames the clues that cannot all hold from the start, and says so; a right puzzle started after it is
    unmarked."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/nurikabe")

    def start(text: str) -> None:
        browser.execute_script("document.getElementById('puzzle').value = arguments[0];", text)
        by_id(browser, "play-start").click()

    start("9 . .\n. . .\n. . 9\n")
    wait_for(browser, lambda: "play on" in by_id(browser, "play-message").text, 30)
    assert by_id(browser, "play-message").text == (
        "no hints: the puzzle has no answer: the island size 9 at r3c3 cannot hold, even with every other island "
        "size taken away, each numbered cell still in an island of its own (framed on the board): play on without "
        "Check and Hint.")
    framed = browser.find_elements("css selector", "#play-board .cell.conflict")
    assert len(framed) == 1
    start("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("Your move"), 30)
    assert len(browser.find_elements("css selector", "#play-board .cell")) == 25
    assert browser.find_elements("css selector", "#play-board .cell.conflict") == []


@pytest.mark.parametrize("body", [{"kind": "sudoku", "puzzle": "zz qq\n"}, {"kind": "sudoku", "puzzle": "1 x\n. 1\n"}])
def test_a_sudoku_of_no_sudoku_size_is_named_so_before_its_givens(api_client, body):
    """'zz qq' pasted on the Sudoku page said "given 'zz' is not a digit from 1 to 2", as if a 1x2 Sudoku could
    hold 1 and 2 (the command line said so too): its size is now refused first, as '1 2' always was."""
    reply = api_client.post("/api/solve", json=body)
    size = "1x2" if body["puzzle"].startswith("zz") else "2x2"
    assert reply.status_code == 422
    assert reply.json()["error"].startswith(
        f"Sudoku: a Sudoku is N x N with N a square number or 6 (boxes as puzz.link draws them), got {size}")


def test_a_sudoku_of_a_wrong_sized_type_still_names_its_size_argument():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.sudoku.rules import SudokuPuzzle

    with pytest.raises(PuzzleInputError, match=r"^puzzle: rows must be a whole number from 1 to 1000, got '4'$"):
        SudokuPuzzle("4", "4", ((None,) * 4,) * 4)
    with pytest.raises(PuzzleInputError, match=r"^puzzle: rows must be a whole number from 1 to 1000, got -4$"):
        SudokuPuzzle(-4, -4, ())


EXAMPLES = __import__("pathlib").Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize("args, said", [
    (("calendar", "10-06", "-e", "pieces.txt"), "pieces.txt: this is a piece file, not an edition file"),
    (("pack", "-b", "3x20", "--pieces", "my-edition.txt"),
     "my-edition.txt: this is a calendar edition file, not a piece file"),
    (("pack", "-b", "my-edition.txt"), "my-edition.txt: this is a calendar edition file, not a board mask"),
    (("pack", "-b", "pieces.txt"), "pieces.txt: this is a piece file, not a board mask"),
])
def test_a_companion_file_given_as_another_is_named(run_cli, monkeypatch, args, said):
    """A piece file given as a calendar edition said "line 3: text before the first section ([board NAME], [pieces],
    [editions])", an edition file given as pieces "line 4: expected 'NAME: ROW/ROW/...', got '[editions]'" and as
    a board "unknown symbol 'A' at line 1, column 2": each reader now says what the file is."""
    monkeypatch.chdir(EXAMPLES)
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_piece_file_sent_as_the_webs_edition_is_named(api_client):
    reply = api_client.post("/api/solve", json={"kind": "calendar", "argument": "10-06", "options": {
        "edition": "e.txt"}, "files": {"e.txt": (EXAMPLES / "pieces.txt").read_text()}})
    assert (reply.status_code, reply.json()["error"]) == (422, "e.txt: this is a piece file, not an edition file")


def test_a_bad_piece_line_in_a_piece_file_keeps_its_message():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.pieces import parse_pieces

    with pytest.raises(PuzzleInputError, match=r"^p\.txt: line 2: expected 'NAME: ROW/ROW/\.\.\.', got 'B ##'$"):
        parse_pieces("A: ##\nB ##\n", source="p.txt")


@pytest.mark.parametrize("kind, puzzle, rows", [
    ("pack", '{"kind": "pack", "board": "3x20"}', [[None] * 20] * 3),
    ("yinyang", "https://puzz.link/p?yinyang/6/6/6a166b230900", [[0] * 6] * 5 + [[0] * 5 + [1.0]]),
])
def test_a_position_cell_of_no_json_kind_names_every_kind_of_value(api_client, kind, puzzle, rows):
    """A Polyomino packing position of nulls sent to /api/hint was told "null is not a cell value (a whole number, 0
    undecided)": its cells are piece names, which it takes; the message now names both."""
    reply = api_client.post("/api/hint", json={"kind": kind, "puzzle": puzzle, "position": rows})
    cell, value = ("r1c1", "null") if kind == "pack" else ("r6c6", "1.0")
    assert (reply.status_code, reply.json()["error"]) == (
        422, f"'position' {cell}: {value} is not a cell value (a whole number, 0 undecided, or a symbol "
             "such as a piece's name, as hint --json writes them)")
