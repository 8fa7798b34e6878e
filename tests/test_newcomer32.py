"""What a new user, working from the README alone, tripped over (pass 32): each case is the exact line a user
gets now."""

from __future__ import annotations

import pytest

NO_COMMENTS = "comments are not supported in a text grid (each line holds one row's cells, nothing else)"
LIGHTUP = "lightup\n. . . .\n. 1 . .\n. . . .\n. . . .\n"


@pytest.mark.parametrize("text", [
    "# my puzzle\n" + LIGHTUP,
    "# my puzzle\nnurikabe\n. 2 .\n. . .\n. . 1\n",
    "# my park\nstatuepark\npieces: tetrominoes\n. . . . B W .\nB B B . . B .\n",
])
def test_solve_names_a_comment_above_a_genre_header(run_cli, tmp_path, text):
    (tmp_path / "mine.txt").write_text(text)
    assert run_cli("solve", str(tmp_path / "mine.txt")) == (2, "", f"gridsat: error: mine.txt: line 1, column 1: "
                                                                   f"{NO_COMMENTS}\n")
    # "not a puzzle gridsat can read (kinds: ...)" before, where 'gridsat lightup mine.txt' named the comment


def test_prose_under_a_remark_is_still_no_puzzle(run_cli, tmp_path):
    (tmp_path / "notes.txt").write_text("# Hello there, my notes\nsome prose here\n")
    code, out, err = run_cli("solve", str(tmp_path / "notes.txt"))
    assert (code, out) == (2, "") and err.startswith("gridsat: error: notes.txt: not a puzzle gridsat can read (kinds:")


def test_a_position_with_its_clues_takes_dots_as_unshaded(run_cli, tmp_path):
    nurikabe = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"  # robx/pzprjs test/script/nurikabe.js
    (tmp_path / "mine.txt").write_text("? 5 ? ? ?\n? ? 2 ? ?\n? ? # ? ?\n? # 1 # ?\n? ? # 3 .\n")
    code, out, err = run_cli("hint", nurikabe, "--position", str(tmp_path / "mine.txt"))
    assert (code, err) == (0, "") and out.startswith("next step (rule: between): r1c3 is sea: ")
    (tmp_path / "mine.txt").write_text("? 5 ? ? ?\n? ? 2 ? ?\n? ? # ? ?\n? # 1 # ?\n. ? # 3 ?\n")
    code, out, err = run_cli("hint", nurikabe, "--position", str(tmp_path / "mine.txt"))
    assert (code, err) == (0, "") and out.startswith("the position has a mistake: r5c1 differs from the puzzle's only "
                                                     "answer; as it stands, the unshaded r5c1 cannot be reached by "
                                                     "any island\n")  # (pass 85: the rule it breaks)
    # "line 1, column 2: '5' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)" before: the numbers
    # were taken with ?, # and the drawn board's symbols, but not with ".", which the message itself offers


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize(("words", "offered"), [
    ("gridsat solve x --kind l", ["lightup", "lits"]),
    ("gridsat hint x --kind ", ["pack", "calendar", "dominofit", "yinyang", "nurikabe", "starbattle", "lightup", "heyawake",
                                 "norinori", "lits", "hitori", "sudoku", "kurodoko", "tapa", "creek", "aqre", "yajilin", "cave",
                                 "hashi", "masyu", "nurimisaki", "fillomino", "slitherlink", "kakuro", "shimaguni",
                                 "skyscrapers", "nonogram", "shikaku", "countryroad", "ripple", "kurotto"]),
    ("gridsat grade x -k hi", ["hitori"]),
    ("gridsat batch x --kind sud", ["sudoku"]),
])
def test_completion_offers_the_kinds_a_kind_option_takes(words, offered):
    from test_completion import complete

    assert sorted(complete(words)) == sorted(offered)  # nothing was offered for --kind


DOMINOFIT = ("dominofit rule=dot\n2 3 5 4 3 6\n. . . . . .   6\n. . . # . .   5\n. . . . . #   2\n# . . # . #   3\n"
             ". . . # . #   3\n. # . . . .   4\n")  # docs/dominofit.md's text example


@pytest.mark.parametrize("text", ["% my board\n" + DOMINOFIT, DOMINOFIT.replace("dominofit", "Domino Fit")])
def test_solve_reads_a_domino_fit_text_as_gridsat_dominofit_does(run_cli, tmp_path, text):
    (tmp_path / "board.txt").write_text(text)
    code, out, err = run_cli("solve", str(tmp_path / "board.txt"), "--json")
    assert (code, err) == (0, "") and '"kind": "dominofit", "status": "solved"' in out
    # a '%' comment above the header: read by 'gridsat dominofit', "not a puzzle gridsat can read" to 'gridsat solve'


@pytest.mark.parametrize("remark", ["# my board", "// my board"])
def test_a_domino_fit_text_names_a_comment_not_started_with_percent(run_cli, tmp_path, remark):
    lines = DOMINOFIT.splitlines()
    (tmp_path / "board.txt").write_text("\n".join([lines[0], remark, *lines[1:]]) + "\n")
    assert run_cli("dominofit", str(tmp_path / "board.txt")) == (
        2, "", "gridsat: error: board.txt: line 2: comments start with '%' in a Domino Fit text ('#' is a blocked "
               "cell)\n")  # "line 2: target '#' is not a whole number (optionally prefixed by <= or >=)" before


def test_a_pipes_name_given_for_a_file_is_told_of_standard_input(run_cli, tmp_path):
    import os

    os.mkfifo(tmp_path / "pipe")  # what '<(cat FILE)' gives: /dev/fd/63, a pipe
    said = "not a regular file (a pipe, socket or device); to read a pipe, give - and send the text to standard input"
    assert run_cli("solve", str(tmp_path / "pipe")) == (
        2, "", f"gridsat: error: {tmp_path / 'pipe'}: cannot read puzzle file: {said}\n")
    example = str(__import__("pathlib").Path(__file__).parents[1] / "examples" / "yinyang-10x10.txt")
    assert run_cli("hint", example, "--position", str(tmp_path / "pipe")) == (
        2, "", f"gridsat: error: {tmp_path / 'pipe'}: cannot read position file: {said}\n")


def test_solve_reads_a_yinyang_header_as_gridsat_yinyang_does(run_cli, tmp_path):
    (tmp_path / "mine.txt").write_text("yinyang\n. W . B\n. . . .\nB . . W\n. . . .\n")  # Masyu's symbols
    said = "line 2, column 1: symbol '.' is not 0 (empty), 1 (white circle) or 2 (black circle)"
    for command in ("solve", "yinyang"):
        assert run_cli(command, str(tmp_path / "mine.txt")) == (2, "", f"gridsat: error: mine.txt: {said}\n")
    # gridsat solve said "not a puzzle gridsat can read (kinds: ...)"


def test_a_masyu_clue_is_echoed_as_written(run_cli, tmp_path):
    (tmp_path / "mine.txt").write_text("masyu\no . x\n. . .\n. . .\n")  # circles drawn as o and x
    assert run_cli("solve", str(tmp_path / "mine.txt")) == (
        2, "", "gridsat: error: mine.txt: row 1, column 1: clue 'o' is not a pearl W or B\n")  # "clue 'O'" before


def test_a_loop_genres_forced_view_says_what_it_counts(run_cli, tmp_path):
    (tmp_path / "corner.txt").write_text("slitherlink\n3 . .\n. . .\n. . .\n")
    code, out, err = run_cli("solve", str(tmp_path / "corner.txt"), "--forced")
    assert (code, err) == (0, "") and "? not forced (0 of 9 cells with every side forced)\n" in out
    # "(0 of 9 cells forced)", where the corner 3 forces two sides of r1c1 in all 56 answers: a cell counts once every
    # side of it is forced (docs/json.md), which the line now says


def test_a_url_pasted_with_its_sentence_is_pointed_to(run_cli, tmp_path):
    (tmp_path / "mail.txt").write_text("Here is my puzzle: https://puzz.link/p?nurikabe/5/5/g5k2o1k3g.\n")
    code, out, err = run_cli("solve", str(tmp_path / "mail.txt"))
    assert (code, out) == (2, "") and err.endswith(
        "; it holds 1 puzz.link URL among other words: give the URL alone "
        "('https://puzz.link/p?nurikabe/5/5/g5k2o1k3g')\n")  # it ended at "not a puzzle gridsat can read (kinds: ...)"
    assert run_cli("nurikabe", str(tmp_path / "mail.txt"))[2].endswith(
        "; it holds 1 puzz.link URL among other words: give the URL alone "
        "('https://puzz.link/p?nurikabe/5/5/g5k2o1k3g')\n")  # "'https://puzz'... is too long for a cell" alone
