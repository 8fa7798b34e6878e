"""A newcomer's pass: what someone following only the README met, each with the behaviour it now has."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, start_play, wait_for  # noqa: E402

NO_ANSWER = "nurikabe\n2 . .\n. . .\n. . 9"


def test_a_played_puzzle_with_no_answer_frames_the_clues_that_cannot_hold(live_server, browser):
    # `gridsat hint --png` outlines the 9 that cannot hold; the page's Hint said "r3c3" beside a board marking nothing
    start_play(browser, live_server, "nurikabe", NO_ANSWER, 9)
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "No hint")
    assert by_id(browser, "play-message").text == (
        "no hints: the puzzle has no answer: the island size 9 at r3c3 cannot hold, even with every other island "
        "size taken away, each numbered cell still in an island of its own (framed on the board)")
    framed = browser.find_elements("css selector", "#play-board .cell.conflict")
    assert [(b.get_attribute("data-row"), b.get_attribute("data-col")) for b in framed] == [("2", "2")]
    by_id(browser, "play-check").click()  # Check says the same, with the same frame
    wait_for(browser, lambda: by_id(browser, "play-message").text.endswith("(framed on the board)"))
    assert len(browser.find_elements("css selector", "#play-board .cell.conflict")) == 1


@pytest.mark.parametrize("kind, text, framed, words", [
    ("nurikabe", NO_ANSWER, 1, "clues that cannot all hold"),
    ("yinyang", "2 1\n1 2", 1, "clues that cannot all hold"),  # one frame round the four (four squares before)
    ("lits", "0 0 0 0\n1 1 1 2\n1 3 3 3\n1 1 3 3", 1, "regions that cannot all hold"),  # as stderr names them
])
def test_the_picture_of_a_puzzle_with_no_answer_says_what_its_red_frames_are(kind, text, framed, words):
    # the solve command's (and the web's) picture framed the clues red with no key; a hint's picture had one
    import gridsat

    result = gridsat.kinds.get(kind).parse(text).solve()
    assert result.status.value == "infeasible"
    fig = result.puzzle_figure()
    legend = fig.axes[0].get_legend()
    assert [t.get_text() for t in legend.get_texts()] == [words]
    outline = [c for c in fig.axes[0].collections if c.get_label() == "outline"]
    assert len(outline) == 1 and len(outline[0].get_paths()) == framed


def test_every_field_of_a_no_answer_hint_is_documented(run_cli, tmp_path):
    # docs/json.md's hint fields lacked `conflict`, which `gridsat hint --json` prints for a puzzle with no answer
    from test_hint_json import _fields

    (tmp_path / "yy.txt").write_text("2 1\n1 2\n")
    code, out, _ = run_cli("hint", "-k", "yinyang", str(tmp_path / "yy.txt"), "--json")
    data = json.loads(out)
    assert code == 1 and data["verdict"] == "no_solution" and data["conflict"] == [[0, 0], [0, 1], [1, 0], [1, 1]]
    assert set(data) <= _fields("hint-fields")


PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01W"
NOT_A_PUZZLE = ", not a puzzle's text: gridsat reads a puzzle as text, JSON or a puzz.link URL"


@pytest.mark.parametrize("data, what", [
    (PNG, "a PNG picture" + NOT_A_PUZZLE),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF", "a JPEG picture" + NOT_A_PUZZLE),
    (b"%PDF-1.7\n", "a PDF document" + NOT_A_PUZZLE),
    (b"\x1f\x8b\x08\x00", "gzip-compressed: give the puzzle file uncompressed (gridsat batch reads .jsonl.gz collections)"),
    (b"\xff\xfe2\x001\x00", "UTF-16 text; save it as UTF-8"),  # as before
])
def test_a_picture_given_as_the_puzzle_is_named_as_one(run_cli, tmp_path, data, what):
    # a screenshot given to `gridsat solve` was "cannot read puzzle file: not UTF-8 text (byte 0)"
    (tmp_path / "shot.png").write_bytes(data)
    code, out, err = run_cli("solve", str(tmp_path / "shot.png"))
    assert (code, out) == (2, "")
    assert err == f"gridsat: error: {tmp_path / 'shot.png'}: cannot read puzzle file: {what}\n"


def test_a_picture_chosen_on_a_page_is_named_as_one_too():
    # the page reads the file as text (each byte that is no UTF-8 made U+FFFD, "\r\n" made "\n" by the text box):
    # it was "puzzle: not text: a NUL character at line 3, column 1 (a binary or compressed file? ...)"
    from gridsat.core.errors import PuzzleInputError
    from gridsat.web.requests import file_text

    as_the_page_sends = PNG.decode("utf-8", "replace").replace("\r\n", "\n")
    with pytest.raises(PuzzleInputError) as caught:
        file_text(as_the_page_sends, "puzzle")
    assert str(caught.value) == "puzzle: a PNG picture" + NOT_A_PUZZLE
    assert file_text("nurikabe\r\n1 .\r\n", "puzzle") == "nurikabe\n1 .\n"  # text as before
