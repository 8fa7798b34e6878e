"""Hostile pass 57, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest

from gridsat import kinds
from gridsat.core.errors import PuzzleInputError

STATUEPARK_ROWS = ". . . . B W .\nB B B . . B .\n. . B . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n" \
                  ". . . . . . .\n"


def test_statuepark_pieces_line_holding_a_puzzle_url_is_told_so(run_cli, tmp_path):
    # 'pieces: https://puzz.link/p?nurikabe/3/3/g' was "pieces: 'https://puzz.link/p?nurikabe/3' is neither a piece
    # set ... nor pieces drawn with # and .": the URL quoted cut short, where pack -p URL and a JSON puzzle's
    # pieces are told it is a puzzle's URL
    path = tmp_path / "s.txt"
    path.write_text("statuepark\npieces: https://puzz.link/p?nurikabe/3/3/g\n" + STATUEPARK_ROWS)
    assert run_cli("solve", str(path)) == (2, "", "gridsat: error: s.txt: line 2: pieces: a puzzle's URL, not a "
                                           "piece set: give it as the puzzle itself, not as its pieces\n")
    path.write_text("statuepark\npieces: nope\n" + STATUEPARK_ROWS)  # a word still gets its suggestion
    assert run_cli("solve", str(path))[2] == (
        "gridsat: error: s.txt: line 2: pieces: 'nope' is neither a piece set (pentominoes, tetrominoes, double "
        "tetrominoes, none) (did you mean 'none'?) nor pieces drawn with # and ., separated by spaces (e.g. #./#./## ##/##)\n")


YINYANG_PZPRV3 = "pzprv3\nyinyang\n4\n4\n1 2 . . \n. . . . \n. . 2 . \n. . . 2 \n. . 2 2 \n1 1 1 2 \n1 2 . 2 \n" \
                 "1 1 1 . \n"


def test_pzprv3_file_given_as_a_position_is_told_what_it_is(run_cli, tmp_path):
    # 'hint URL --position saved.pzp' (the file --to pzprv3 wrote) was "line 1, column 1: symbol 'p' is not 0
    # (undecided), 1 (white) or 2 (black)": the file's own first line blamed, where the file is the puzzle itself
    saved = tmp_path / "saved.pzp"
    saved.write_text(YINYANG_PZPRV3)
    assert run_cli("hint", "https://puzz.link/p?yinyang/4/4/f0060i", "--position", str(saved)) == (
        2, "", f"gridsat: error: {saved}: a pzprv3 file, not a position: give it as the puzzle itself (a hint steps "
        "on from its answer rows)\n")
    assert run_cli("hint", str(saved))[0] == 0  # as the puzzle: its answer rows are the position
    yinyang = kinds.get("yinyang")
    with pytest.raises(PuzzleInputError, match=r"^mine: a pzprv3 file, not a position: give it as the puzzle"):
        yinyang.read_position(YINYANG_PZPRV3, yinyang.parse(YINYANG_PZPRV3), "mine")
    nurikabe = kinds.get("nurikabe")  # another kind (which reads no pzprv3): told what a position is
    with pytest.raises(PuzzleInputError, match=r"^mine: a pzprv3 file, not a position: a position is the player's "
                                               r"grid \(the kind's values, 0 undecided\)$"):
        nurikabe.read_position(YINYANG_PZPRV3, nurikabe.parse("nurikabe\n. 1\n. .\n"), "mine")


def test_statuepark_json_pieces_holding_a_puzzle_url_is_told_so(run_cli, tmp_path):
    # a JSON Statue Park whose "pieces" is a puzzle's URL was "unknown piece set 'https://puzz.link/...' (sets:
    # ...)", where a board or an edition given as a URL is told it is a puzzle's URL
    path = tmp_path / "s.json"
    path.write_text('{"kind": "statuepark", "rows": 2, "cols": 2, "clues": [[null, "B"], [null, null]], '
                    '"pieces": "https://puzz.link/p?nurikabe/3/3/g"}')
    assert run_cli("solve", str(path)) == (2, "", "gridsat: error: s.json: pieces: a puzzle's URL, not a piece set: "
                                           "give it as the puzzle itself, not as its pieces\n")
    with pytest.raises(PuzzleInputError, match=r"^s2: pieces: a puzzle's URL, not a piece set"):
        kinds.get("statuepark").parse(path.read_text(), source="s2")
