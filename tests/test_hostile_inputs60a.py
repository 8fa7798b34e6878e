"""Hostile pass 60, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("width, height, said", [
    (2000, 1, "puzzleWidth is 2,000: a board has at most 1000 cells a side"),
    (1, 1001, "puzzleHeight is 1,001: a board has at most 1000 cells a side")])
def test_page_of_a_side_past_the_most_is_named_by_its_file(run_cli, tmp_path, width, height, said):
    # a puzzle-yin-yang.com page of puzzleWidth 2000 passed the reader and met the puzzle's own check, which named
    # the file without its extension: "p: board 1x2000 is too large (at most 1000 per side)"
    cells = width * height
    task = "z" * (cells // 26) + (chr(ord("a") + cells % 26 - 1) if cells % 26 else "")
    path = tmp_path / "p.html"
    path.write_text(f"<script>var task = '{task}'; var puzzleWidth = {width}; var puzzleHeight = {height};</script>")
    assert run_cli("yinyang", str(path)) == (2, "", f"gridsat: error: p.html: {said}\n")


@pytest.mark.parametrize("text, said", [
    ("nurikabe\n" + " ".join(["."] * 2000) + "\n", "line 2 has 2,000 cells; at most 1000 per side"),
    ("starbattle 1\n" + " ".join(["0"] * 1001) + "\n", "line 2 has 1,001 cells; at most 1000 per side"),
    (" ".join(["1"] * 1001) + "\n", "line 1 has 1,001 cells; at most 1000 per side"),
    ("nurikabe\n" + ". .\n" * 1001, "the grid has 1,001 rows; at most 1000 per side")])
def test_genre_text_past_the_most_cells_a_side_is_told_in_the_texts_words(run_cli, tmp_path, text, said):
    # a genre's text grid of 2,000 columns was told "cols must be a whole number from 1 to 1000, got 2000" (and of
    # 1,001 rows "rows must be ..."): words of its JSON, which the text does not have; Yin-Yang's text reader said
    # "line 1 has 2,000 cells; at most 1000 per side"
    path = tmp_path / "wide.txt"
    path.write_text(text)
    kind = "hitori" if text[0] == "1" else text.split()[0]
    assert run_cli(kind, str(path)) == (2, "", f"gridsat: error: wide.txt: {said}\n")


@pytest.mark.parametrize("rows, cols, said", [(1, 1001, "1x1,001"), (1001, 2, "1,001x2")])
def test_dominofit_text_past_the_most_cells_a_side_is_told_in_the_texts_words(run_cli, tmp_path, rows, cols, said):
    # a Domino Fit text of 1,001 columns was told "cols must be a whole number from 1 to 1000, got 1001" (its
    # JSON's word), 1,001 rows "rows must be ..."
    path = tmp_path / "df.txt"
    path.write_text("dominofit\n" + " ".join(["0"] * cols) + "\n" + (" ".join(["."] * cols) + "   0\n") * rows)
    assert run_cli("dominofit", str(path)) == (
        2, "", f"gridsat: error: df.txt: the grid is {said} cells; at most 1000 per side\n")


def test_statuepark_one_piece_too_large_is_told_in_the_singular(run_cli, tmp_path):
    # "no answer: the 1 piece cover 5 cells, and the board has 2"
    path = tmp_path / "sp.txt"
    path.write_text("statuepark\npieces: #####\n. .\n")
    code, out, err = run_cli("statuepark", str(path))
    assert (code, err, out.splitlines()[0]) == (1, "", "no answer: the 1 piece covers 5 cells, and the board has 2")


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("command, kind", [("solve", "pack"), ("solve", "calendar"), ("solve", "cover"),
                                           ("grade", "dominofit"), ("solve", "hitori")])
def test_url_of_another_kind_is_told_without_a_url_prefix(run_cli, command, kind):
    # 'solve NURIKABE-URL -k pack' said "URL: this looks like a Nurikabe puzzle, ..." while '-k hitori' said
    # "this looks like ...": the word URL put where a file's name goes, for some kinds only
    title = {"pack": "Polyomino packing", "calendar": "a Calendar puzzle", "cover": "Exact cover",
             "dominofit": "Domino Fit", "hitori": "Hitori"}[kind]
    go = "grade" if command == "grade" else "nurikabe"
    assert run_cli(command, NURIKABE, "-k", kind) == (
        2, "", f"gridsat: error: this looks like a Nurikabe puzzle, not {title}: gridsat {go} '{NURIKABE}'\n")


@pytest.mark.parametrize("text, said", [
    ("pzprv3\n\n2\n2\n. .\n. .\n", "line 2 is empty, not a genre"),
    ("\n\npzprv3\n\n2\n2\n. .\n. .\n", "line 4 is empty, not a genre"),
    ("pzprv3\n2\n2\n. .\n. .\n", "line 2 is '2', not a genre")])
@pytest.mark.parametrize("command", ["solve", "yinyang", "nurikabe"])
def test_pzprv3_without_its_genre_line_is_refused_naming_the_line(run_cli, tmp_path, text, said, command):
    # a pzprv3 file whose genre line was blank was solved as a Yin-Yang ("solved in 0.004 s"), and one whose genre
    # line was left out told "a '2' pzprv3 file: a genre gridsat does not solve"
    path = tmp_path / "p.pz"
    path.write_text(text)
    assert run_cli(command, str(path)) == (
        2, "", f"gridsat: error: p.pz: {said}: a pzprv3 file's lines are 'pzprv3', its genre (yinyang), rows, cols\n")


def test_pzprv3_one_line_form_without_its_genre_is_refused(run_cli):
    assert run_cli("yinyang", "pzprv3//2/2/. ./. ./") == (
        2, "", "gridsat: error: pzprv3: item 2 is empty, not a genre: a pzprv3 file's lines are 'pzprv3', its genre "
               "(yinyang), rows, cols\n")


def test_unsolved_genre_starting_with_a_vowel_takes_an(run_cli):
    # "a 'ayeheya' puzzle: a genre gridsat does not solve"
    code, out, err = run_cli("solve", "https://puzz.link/p?ayeheya/4/4/3nocigj1")
    assert (code, err.split(": a genre")[0]) == (2, "gridsat: error: URL: an 'ayeheya' puzzle")


@pytest.mark.parametrize("args, part, its", [(("pack", "-b"), "a board file", "its board"),
                                             (("pack", "--pieces"), "a piece file", "its pieces"),
                                             (("calendar", "--verify-edition"), "an edition file", "its edition")])
def test_a_puzzles_url_given_as_a_part_names_the_command_that_reads_it(run_cli, args, part, its):
    # 'pack -b NURIKABE-URL' was told "give it as the puzzle itself, not as its board": gridsat pack takes no
    # puzzle, so where it goes was not said
    assert run_cli(*args, NURIKABE) == (
        2, "", f"gridsat: error: {NURIKABE}: a puzzle's URL, not {part}: give it as the puzzle itself (gridsat solve "
               f"'{NURIKABE}'), not as {its}\n")


@pytest.mark.parametrize("width, said", [
    ("9" * 5000, "puzzleWidth is '9999999999999999999...' (5,000 characters): a board has at most 1000 cells a side"),
    ("0" * 5000 + "3", None)])
def test_page_side_of_thousands_of_digits_is_told_not_a_traceback(run_cli, tmp_path, width, said):
    # a puzzle-yin-yang.com page's puzzleWidth of 5,000 digits met int()'s 4,300-digit limit: a ValueError traceback
    path = tmp_path / "p.html"
    path.write_text(f"<script>var task = 'WBa'; var puzzleWidth = {width}; var puzzleHeight = 1;</script>")
    code, out, err = run_cli("yinyang", str(path))
    if said is None:  # leading zeros: the number 3
        assert (code, err, out.splitlines()[-1].split(" in ")[0]) == (0, "", "solved")
    else:
        assert (code, out, err) == (2, "", f"gridsat: error: p.html: {said}\n")


def test_batch_dask_port_of_thousands_of_digits_is_told_not_a_traceback(run_cli, tmp_path):
    # 'batch --dask tcp://localhost:999...(5,000 digits)' met int()'s 4,300-digit limit: a ValueError traceback
    # (the port was checked before the address reached Dask)
    pytest.importorskip("distributed")
    (tmp_path / "p.txt").write_text("yinyang\n0 0\n0 0\n")
    address = "tcp://localhost:" + "9" * 5000
    code, out, err = run_cli("batch", str(tmp_path / "p.txt"), "-o", str(tmp_path / "r.jsonl"), "--dask", address)
    assert (code, err) == (2, "gridsat: error: cannot reach the Dask scheduler at 'tcp://localhost:99999999999999999"
                              "9999999999999999999999...' (5,016 characters): port '9999999...' (5,000 characters) "
                              "is not a port (1 to 65535)\n")


def test_pack_json_copies_of_thousands_of_digits_is_told_not_a_traceback(run_cli, tmp_path):
    # {"pieces": "pentominoes*999...(5,000 digits)"} in a pack puzzle file met int()'s 4,300-digit limit: a
    # ValueError traceback (the command line's --pieces is cut at 4,096 characters before it)
    (tmp_path / "p.json").write_text('{"kind": "pack", "board": "6x10", "pieces": "pentominoes*' + "9" * 5000 + '"}')
    code, out, err = run_cli("solve", str(tmp_path / "p.json"))
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: p.json: pentominoes*999999... (a 48-digit number): copies of a piece set "
                          "must be a whole number from 1 to 100, got '99999")
