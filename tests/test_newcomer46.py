"""What a new user, following the README from the top, tripped over in the forty-sixth pass: each case is
the exact line a user gets now."""

from __future__ import annotations

import pytest

_KINDS = "gridsat formats lists every kind and what it reads"


@pytest.mark.parametrize(("word", "said"), [
    ("list", _KINDS),      # was "Did you mean 'lits'?": the LITS genre, not a list
    ("kinds", _KINDS), ("genres", _KINDS),
    ("convert", "gridsat solve PUZZLE --to FORMAT (url, text...; gridsat formats lists each kind's)"),  # was 'cover'
    ("new", "gridsat generate KIND --size RxC"), ("create", "gridsat generate KIND --size RxC"),
    ("next", "gridsat hint PUZZLE"), ("explain", "gridsat hint PUZZLE"),
    ("run", "gridsat solve PUZZLE"),
])
def test_words_a_newcomer_tries_as_commands_say_which_command_does_it(run_cli, word, said):
    """`gridsat list` (to see the kinds) was "No such command 'list'. Did you mean 'lits'?", `gridsat convert`
    "Did you mean 'cover'?": both pointed at an unrelated command; `kinds`, `new`, `next` were told nothing."""
    assert run_cli(word) == (2, "", f"gridsat: error: No such command {word!r}: {said} (see 'gridsat --help')\n")


def test_a_real_typo_of_a_command_still_gets_clicks_suggestion(run_cli):
    assert run_cli("lits2")[2] == "gridsat: error: No such command 'lits2'. Did you mean 'lits'? (see 'gridsat --help')\n"


_SAID = ("is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded): it is {cell}'s clue; a position gives every "
         "cell, a clue's too, as 0, 1 or 2 (or ?, . or #), or is the board as hint draws it")


@pytest.mark.parametrize(("url", "text", "where", "cell"), [
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "0 5 0 0 0\n0 0 2 0 0\n0 0 2 0 0\n0 2 1 2 0\n0 0 2 3 0\n",
     "line 1, column 2: '5'", "r1c2"),
    ("https://puzz.link/p?hitori/4/4/1114142333214213", "1 1 1 4\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
     "line 1, column 4: '4'", "r1c4"),
])
def test_a_position_of_values_with_a_clue_copied_in_says_it_is_the_clue(run_cli, tmp_path, monkeypatch, url, text,
                                                                         where, cell):
    """A player writing a position as 0/1/2 copies the puzzle's numbers onto their cells ('0 5 0 0 0'): that was
    "line 1, column 2: '5' is not 0 or ? ..., 2 or # (shaded)" alone, not saying that the 5 is the puzzle's own
    clue nor how a clue's cell is written."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.txt").write_text(text)
    said = f"gridsat: error: mine.txt: {where} " + _SAID.format(cell=cell) + "\n"
    assert run_cli("hint", url, "--position", "mine.txt") == (2, "", said)


def test_a_clues_cell_written_1_among_values_is_read(run_cli, tmp_path):
    (tmp_path / "mine.txt").write_text("0 1 0 0 0\n0 0 1 0 0\n0 0 2 0 0\n0 2 1 2 0\n0 0 2 1 0\n")
    code, out, err = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--position",
                             str(tmp_path / "mine.txt"))
    assert (code, err) == (0, "") and out.startswith("next step (rule: between): r1c3 is sea: ")


def test_a_number_that_is_not_the_cells_clue_keeps_the_plain_message(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.txt").write_text("0 0 0 0 0\n0 0 0 0 0\n0 0 9 0 0\n0 0 0 0 0\n0 0 0 0 0\n")
    assert run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--position", "mine.txt") == (
        2, "", "gridsat: error: mine.txt: line 3, column 3: '9' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # "
               "(shaded)\n")


_NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize(("args", "said"), [
    # was "-j: gridsat solve does not take it, though other commands do"
    (("solve", _NURIKABE, "-json"), "No such option: -json: a long option takes two dashes: --json"),
    # was "Invalid value for '--solutions' / '-n': not a whole number" (-u, then -n 'ique')
    (("solve", _NURIKABE, "-unique"), "No such option: -unique: a long option takes two dashes: --unique"),
    # was "-p: ...; a board and its pieces are the packing's: gridsat pack -b BOARD -p PIECES; ..."
    (("solve", _NURIKABE, "-png", "x.png"), "No such option: -png: a long option takes two dashes: --png"),
    (("calendar", "01-25", "-count"), "No such option: -count: a long option takes two dashes: --count"),
])
def test_a_long_option_written_with_one_dash_is_told_two(run_cli, args, said):
    command = args[0]
    assert run_cli(*args) == (2, "", f"gridsat: error: {said} (see 'gridsat {command} --help')\n")


@pytest.mark.parametrize(("args", "said"), [
    (("--output", "out.png"), "No such option: --output: a picture is drawn with --png FILE (--png out.png)"),  # was
    (("--output=out.svg",), "No such option: --output: a picture is drawn with --svg FILE (--svg out.svg)"),  # "Possible
    (("-o", "out.png"), "No such option: -o: a picture is drawn with --png FILE (--png out.png)"),  # options: --count"
    (("--image", "a.png"), "No such option: --image: a picture is drawn with --png FILE (--png a.png)"),
    (("--draw",), "No such option: --draw: a picture is drawn with --png FILE or --svg FILE"),
    (("--output", "out.txt"), "No such option: --output (Possible options: --count)"),  # no picture asked: click's
])
def test_a_picture_asked_for_by_another_name_is_told_png(run_cli, tmp_path, monkeypatch, args, said):
    monkeypatch.chdir(tmp_path)
    assert run_cli("solve", _NURIKABE, *args) == (2, "", f"gridsat: error: {said} (see 'gridsat solve --help')\n")
    assert list(tmp_path.iterdir()) == []


def test_short_options_and_their_values_still_read(run_cli):
    code, out, err = run_cli("solve", _NURIKABE, "-n2", "-t", "5")
    assert (code, err) == (0, "") and "1 solution listed (no more exist)" in out


@pytest.mark.parametrize(("kind", "said"), [
    ("nurikabe", "clue '-' is not a whole number or '?'"),
    ("masyu", "clue '-' is not a pearl W or B"),
    ("sudoku", "given '-' is not a digit from 1 to 4"),
    ("lightup", "clue '-' is not a wall: '#' or a number from 0 to 4"),
])
def test_another_sites_empty_cell_is_told_gridsats(run_cli, tmp_path, monkeypatch, kind, said):
    """A grid typed with '-' for an empty cell (as many puzzle sites and books write it) was told only that '-' is
    not a clue, not which symbol gridsat reads as an empty cell."""
    monkeypatch.chdir(tmp_path)
    # 4x4: a Sudoku's size is named before its givens (a 3x3 is no Sudoku, so said first)
    (tmp_path / "g.txt").write_text(f"{kind}\n- 1 - -\n1 - - -\n- - 1 -\n- - - -\n")
    assert run_cli("solve", "g.txt") == (
        2, "", f"gridsat: error: g.txt: row 1, column 1: {said} (an empty cell is '.' in a text grid, null in JSON)\n")


def test_the_same_in_json_and_a_wrong_clue_that_is_no_empty_cell_keeps_its_message():
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as exc:
        gridsat.kinds.get("nurikabe").parse('{"rows": 2, "cols": 2, "clues": [["-", 1], [null, null]]}')
    assert str(exc.value).endswith("row 1, column 1: clue '-' is not a whole number or '?' (an empty cell is '.' in "
                                   "a text grid, null in JSON)")
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.kinds.get("masyu").parse('{"rows": 2, "cols": 2, "clues": [["Q", null], [null, null]]}')
    assert str(exc.value).endswith("row 1, column 1: clue 'Q' is not a pearl W or B")
