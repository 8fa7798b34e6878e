"""Pass 55, a newcomer with only the README: each thing that tripped, asserted as it is now."""

import pytest

NO_PUZZLE = ("the URL names the genre '{g}' but no puzzle: a puzzle's address goes on with its columns, rows and "
             "clues (?{g}/COLS/ROWS/CLUES): copy it from the puzzle's page")
LIST_PAGE = ("a puzz.link list page holds no puzzle: open a puzzle there and give its address, such as "
             "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")


@pytest.mark.parametrize("url, said", [
    ("https://puzz.link/p?nurikabe", "Nurikabe: " + NO_PUZZLE.format(g="nurikabe")),
    ("https://puzz.link/p?hitori/4", "Hitori: " + NO_PUZZLE.format(g="hitori")),
    ("https://puzz.link/p?yinyang", "Yin-Yang: " + NO_PUZZLE.format(g="yinyang")),
    ("https://puzz.link/list.html?nurikabe", "Nurikabe: " + LIST_PAGE),
    ("https://puzz.link/list.html?type=player&nurikabe", "Nurikabe: " + LIST_PAGE),
])
def test_a_genre_address_without_a_puzzle_says_what_to_give(run_cli, url, said):
    # puzz.link's editor before a board is drawn (p?nurikabe) and a genre's list page were told "URL query
    # 'nurikabe' needs kind/cols/rows/body" (gridsat's word 'kind', and nothing about where to find the puzzle),
    # while the bare list page (list.html) was told it holds no puzzle
    assert run_cli("solve", url) == (2, "", f"gridsat: error: {said}\n")


def test_the_same_in_python_and_for_other_queries():
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve("https://puzz.link/p?masyu")
    assert str(caught.value) == "Masyu: " + NO_PUZZLE.format(g="masyu")
    with pytest.raises(PuzzleInputError) as caught:  # a query that names no genre keeps its words
        gridsat.kinds.get("lightup").parse("https://example.com/?size=0", "puzzle")
    assert str(caught.value) == ("Light Up: URL query 'size=0' holds no puzzle (a puzzle's address ends "
                                 "?GENRE/COLS/ROWS/CLUES); gridsat opens no web pages: give the puzzle's puzz.link "
                                 "URL (such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g) or its text")


TRY = "the README's examples/ folder has some to try"


@pytest.mark.parametrize("command, said", [
    (("dominofit",), f"a file's name or - for standard input (Domino Fit reads no URLs; {TRY})"),
    (("cover",), f"a file's name or - for standard input (Exact cover reads no URLs; {TRY})"),
    (("hint", "--kind", "dominofit"), f"a file's name or - for standard input (Domino Fit reads no URLs; {TRY})"),
    (("grade", "--kind", "calendar"), f"a DATE (YYYY-MM-DD or MM-DD, e.g. 2026-10-06) or a calendar puzzle file "
                                      f"({TRY})"),
    (("hint", "--kind", "pack"), 'a packing puzzle file: {"kind": "pack", "board": "6x10", "pieces": "pentominoes"}'),
    (("hint", "--kind", "nurikabe"), f"a file's name, a puzz.link URL in quotes, or - for standard input ({TRY})"),
])
def test_a_missing_puzzle_is_said_in_the_kinds_own_words(run_cli, command, said):
    # `gridsat dominofit` and `gridsat hint --kind calendar` alone were told to give "a puzz.link URL in quotes",
    # which Domino Fit refuses ("reads no URLs") and a calendar's DATE is not; `gridsat cover` said "Missing
    # argument 'FILE'." and no more
    name = "FILE" if command == ("cover",) else "PUZZLE"
    assert run_cli(*command) == (2, "", f"gridsat: error: Missing argument '{name}': your puzzle, as {said} "
                                        f"(see 'gridsat {command[0]} --help')\n")


def test_a_file_of_urls_given_to_batch_is_told_to_be_renamed_not_to_be_batched(run_cli, tmp_path, monkeypatch):
    # `gridsat batch urls.txt` (one URL a line) was told "... name the file .jsonl and run gridsat batch on it",
    # which the newcomer had just done; the words now hold wherever the file was given
    monkeypatch.chdir(tmp_path)
    (tmp_path / "u.txt").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n"
                                    "https://puzz.link/p?hitori/4/4/1114142333214213\n")
    said = ("2 lines of URLs: a file holds one puzzle; gridsat batch reads a list of puzzles, one URL a line, from a "
            "file whose name ends in .jsonl")
    code, out, _ = run_cli("batch", "u.txt", "--out", "r.jsonl", "-j", "1")
    # (given to batch itself, the words no longer name the command just run: test_newcomer68)
    told = said.replace("gridsat batch reads a list of puzzles, one URL a line, from", "a list of puzzles, one URL a "
                        "line, is read from")
    assert code == 0 and f"\nbad input: u.txt ({told})\n" in out
    assert run_cli("solve", "u.txt") == (2, "", f"gridsat: error: u.txt: {said}\n")


SVG_SAID = "an SVG picture, not a puzzle's text: gridsat reads a puzzle as text, JSON or a puzz.link URL"


@pytest.mark.parametrize("command", ["solve", "nurikabe", "yinyang"])
def test_an_svg_picture_given_back_is_named_as_one(run_cli, tmp_path, monkeypatch, command):
    # `gridsat solve n.svg` (the picture --svg had just written) was told "no Yin-Yang board found: neither a 'var
    # task' string nor cell <div>s" -- the HTML page reader's words -- while a PNG was named a picture
    monkeypatch.chdir(tmp_path)
    (tmp_path / "n.svg").write_text('<?xml version="1.0" encoding="utf-8" standalone="no"?>\n<!DOCTYPE svg PUBLIC '
                                    '"-//W3C//DTD SVG 1.1//EN"\n  "x.dtd">\n<svg xmlns="http://www.w3.org/2000/svg">'
                                    '\n</svg>\n')
    assert run_cli(command, "n.svg") == (2, "", f"gridsat: error: n.svg: cannot read puzzle file: {SVG_SAID}\n")


def test_an_svg_read_as_text_by_a_web_page_is_named_too():
    from gridsat.core.binary import not_text

    assert not_text("\ufeff<svg width='10'></svg>") == SVG_SAID
    assert not_text(b"  <!DOCTYPE svg PUBLIC>") == SVG_SAID
    assert not_text("<!DOCTYPE html><html><body><svg></svg></body></html>") is None  # a page: the HTML reader's
    assert not_text('<?xml version="1.0"?>\n<!DOCTYPE html>\n<html><body><svg></svg></body></html>') is None  # XHTML
    assert not_text('<?xml version="1.0"?>\n<!-- drawn -->\n<svg></svg>') == SVG_SAID


HINTED = ("a hint as gridsat prints it, not a puzzle: give the puzzle itself (its file or URL); a board hint drew is a "
          "position: gridsat hint PUZZLE --position FILE")
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("command", [("solve",), ("nurikabe",), ("hitori",), ("hint",)])
def test_a_saved_hint_given_as_the_puzzle_is_named_as_one(run_cli, tmp_path, monkeypatch, command):
    # `gridsat hint URL > h.txt`, then `gridsat nurikabe h.txt` was told "line 1: 'next step (rule: on...' (84
    # characters) is cells separated by commas", and `gridsat solve h.txt` "not a puzzle gridsat can read"
    monkeypatch.chdir(tmp_path)
    code, out, _ = run_cli("hint", NURIKABE)
    assert code == 0 and out.startswith("next step (rule: one): ")
    (tmp_path / "h.txt").write_text(out)
    assert run_cli(*command, "h.txt") == (2, "", f"gridsat: error: h.txt: {HINTED}\n")
    code, out, _ = run_cli("hint", NURIKABE, "--position", "h.txt")  # where it goes on, as said
    assert code == 0 and out.startswith("next step (rule: between): r1c3 is sea")


def test_a_saved_packing_hint_is_named_too(run_cli, tmp_path, monkeypatch):
    from pathlib import Path

    monkeypatch.chdir(tmp_path)
    code, out, _ = run_cli("hint", str(Path(__file__).parents[1] / "examples" / "pack-3x20.json"))
    assert code == 0 and out.startswith("next step (a choice): ")
    (tmp_path / "p.txt").write_text(out)
    assert run_cli("solve", "p.txt") == (2, "", f"gridsat: error: p.txt: {HINTED}\n")


WEB_PAGE = ("URL: a web address with no puzz.link puzzle in it: gridsat opens no web pages; give the puzzle's puzz.link "
            "URL (such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g) or its text")


@pytest.mark.parametrize("url", ["https://puzsq.logicpuzzle.app/puzzle/12345", "https://example.com/?size=0"])
def test_another_sites_address_says_gridsat_opens_no_pages(run_cli, url):
    # a Puzzle Square page's address given to `gridsat solve` was "URL: not a puzzle gridsat can read (kinds: ...)",
    # with nothing to do
    assert run_cli("solve", url) == (2, "", f"gridsat: error: {WEB_PAGE}\n")
