"""Hostile pass 108, part c: Statue Park, Star Battle, Masyu, Slitherlink, Shikaku, Tapa, Norinori, LITS."""

from __future__ import annotations

import json

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize(("line", "said"), [
    ("#. / ##", "'#. / ##'"), ("#./ ##", "'#./ ##'"), ("#. /##", "'#. /##'"), ("### #. / ## #", "'#. / ##'")])
def test_a_statue_park_piece_written_with_spaces_around_its_slash_is_told_so(line, said):
    # 'pieces: #. / ##' was split at its spaces into pieces '#.', '/' and '##': "piece 1 '#.' has an empty first or
    # last row or column" (and '#./ ##': "piece 1 is not rows of # and ."), of a piece drawn rightly
    text = f"statuepark\npieces: {line}\n. . .\n. B B\n"
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("statuepark").parse(text)
    assert str(err.value).endswith(f"line 2: pieces: {said} has a space beside '/': a piece's rows are joined by '/' "
                                   "with no spaces ('#./##'), and spaces separate one piece from the next")


def test_a_statue_park_piece_line_without_spaces_beside_its_slashes_still_reads():
    puzzle = gridsat.kinds.get("statuepark").parse("statuepark\npieces: #./## #\n. . .\n. B B\n")
    assert puzzle.pieces == ("#./##", "#")


@pytest.mark.parametrize(("pieces", "listed"), [("#./## #", '["#./##", "#"]'), ("#. / ##", '["#./##"]')])
def test_a_statue_park_json_s_drawn_pieces_in_one_string_are_told_to_be_a_list(tmp_path, run_cli, pieces, listed):
    # the text file's pieces line, '"pieces": "#./## #"', was "unknown piece set '#./## #' (sets: ...)", as if a name
    (tmp_path / "p.json").write_text(json.dumps({"kind": "statuepark", "rows": 2, "cols": 3, "pieces": pieces,
                                                 "clues": [[None, None, None], [None, "B", "B"]]}))
    code, out, err = run_cli("solve", str(tmp_path / "p.json"))
    assert code == 2 and out == ""
    assert err == (f"gridsat: error: p.json: pieces {pieces!r} are drawn pieces in one string: give "
                   f"them as a list, one string a piece, its rows joined by '/' ({listed})\n")


@pytest.mark.parametrize(("name", "meant"), [("pentomino", " (did you mean 'pentominoes'?)"), ("hexominoes", "")])
def test_a_statue_park_json_s_misspelt_piece_set_is_told_the_set_it_means(name, meant):
    # the text file's pieces line said "did you mean 'pentominoes'?"; JSON and the Python keyword did not
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("statuepark").parse(json.dumps({"kind": "statuepark", "rows": 1, "cols": 1, "pieces": name,
                                                          "clues": [[None]]}))
    assert str(err.value).endswith(f"unknown piece set {name!r}{meant} (sets: pentominoes, tetrominoes, double "
                                   "tetrominoes, none; or a list of pieces)")


def test_statue_park_help_says_how_drawn_pieces_are_separated(run_cli):
    # the help told a piece's rows joined by '/', not how several pieces are given (spaces on the text's line, a
    # list in JSON): '#. / ##' and '"pieces": "#./## #"' were the stumbles
    code, out, _ = run_cli("statuepark", "--help")
    assert code == 0
    assert "separated by spaces on the text's line ('pieces: #./#./## ##/##'), a list in JSON" in " ".join(out.split())
