"""Hostile pass 57, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

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
        "tetrominoes, none) (did you mean 'none'?) nor pieces drawn with # and . (e.g. #./#./##)\n")
