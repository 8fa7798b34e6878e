"""Faults found by the twenty-seventh hostile pass over the command line, kept as tests."""

import json

from pathlib import Path

import pytest


def _parts():
    from gridsat.puzzles.calendar.census import edition_census
    from gridsat.puzzles.calendar.editions import load_edition

    edition = load_edition("dragonfjord")
    parts = {}
    edition_census(edition, workers=1, on_subtree=lambda i, of, found: parts.update({i: (of, found)}))
    return edition, parts


def _line(edition, i, of, counts):
    return {"subtree": i, "of": of, "edition": "dragonfjord", "design": edition.design, "counts": counts}


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("edit", [
    lambda i, of, counts: (of + 9999, of, counts),  # a part the search has not
    lambda i, of, counts: (True, of, counts),  # true for 1
    lambda i, of, counts: (i, of, [["Foo", *counts[0][1:]]] + counts[1:]),  # a month no board has
    lambda i, of, counts: (i, of, [[counts[0][0], "32", counts[0][2]]] + counts[1:]),  # a day no month has
    lambda i, of, counts: (i, of, [[*counts[0][:2], "Tue", counts[0][2]]] + counts[1:]),  # a weekday, no weekdays
    lambda i, of, counts: (i, of, [[*counts[0][:2], 10 ** 30]] + counts[1:]),  # past a 64-bit tally
    lambda i, of, counts: (i, of, counts + counts[:1]),  # a date twice
])
def test_an_edited_census_part_line_is_refused(run_cli, tmp_path, edit):
    """`calendar --census --out F` going on from a results file whose part line was edited: a part index past
    the search's parts (9999) had its counts added to the total, unsaid; a date counted twice in one line was
    added twice; true was read as part 1; a month, day or weekday no board has, or a count past a 64-bit
    tally, ended in a traceback (KeyError: 'Foo', OverflowError).  Each is refused as the other edits are."""
    edition, parts = _parts()
    i, (of, found) = sorted(parts.items())[1]
    counts = [[*key, n] for key, n in found.items()]
    line = _line(edition, *edit(i, of, counts))
    out = tmp_path / "c.jsonl"
    out.write_text(json.dumps(line) + "\n")
    name = str(line["subtree"])
    assert run_cli("calendar", "--census", "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: subtree line {name} is not as gridsat writes it (edited?): remove it to "
               "count that subtree again\n")


def test_a_part_line_of_another_split_is_counted_again(run_cli, tmp_path):
    """A part line of a split of another size (an older run's) was left in the file to be counted again, and the
    census then stopped at its first part: "key ('subtree', 1) is already in the results file".  It is taken
    out, its part counted again, and the census is whole."""
    edition, parts = _parts()
    out = tmp_path / "c.jsonl"
    i, (of, found) = sorted(parts.items())[1]
    lines = [_line(edition, i, of + 5, [[*key, n + 1000] for key, n in found.items()])]
    out.write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, printed, err = run_cli("calendar", "--census", "--out", str(out), "--json")
    assert (code, err) == (0, "") and json.loads(printed)["total"] == 24405
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(written) == 366 and not any("subtree" in r for r in written)


DOMINOFIT = "tests/data/dominofit/game0_7x7_b5.dot.json"


@pytest.mark.parametrize("row", ["< <==><==>##^  6", "^ <=><==>##^  6"])
def test_a_drawn_domino_fit_row_not_read_is_named(run_cli, tmp_path, row):
    """`gridsat hint game.json --position FILE` with the board as gridsat draws it and one row mistyped (a lone
    '<', a domino drawn '<=>' one character short) said "the drawn board has 6 rows of 7 cells; the board has 7
    rows of 7" of a drawing with 7 rows: the row not read is now named, with its line."""
    code, drawn, _ = run_cli("dominofit", DOMINOFIT)
    lines = drawn.splitlines()[:8]
    lines[1] = row
    path = tmp_path / "position.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert run_cli("hint", DOMINOFIT, "--position", str(path)) == (
        2, "", f"gridsat: error: {path}: line 2: {row!r} is no row as gridsat draws the board "
               "(cells ## blocked, <= => a domino across, ^ over v one down, . empty, a given domino's marked * (<* "
               "*>, ^* v*), each as wide as the widest target; then the row's target)\n")


def test_a_png_whose_encoding_would_pass_the_limit_is_said_so(run_cli, tmp_path, monkeypatch):
    """`gridsat solve URL -t 6 --png big.png` of a 200x200 board stopped 1.5 s into its 6 s saying "the time
    limit ran out while drawing": its encoding was only estimated to end past the limit.  It is now said as
    such, with the seconds estimated and left (here the estimate is made 1,000,000 s)."""
    import re

    from gridsat.cli import common
    from gridsat.core import pictures

    monkeypatch.setattr(pictures, "PNG_SECONDS_PER_PIXEL", 1.0)
    monkeypatch.setattr(common, "_PICTURES_DROPPED", False)
    png = tmp_path / "p.png"
    code, out, err = run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "-t", "600", "--png", str(png))
    monkeypatch.setattr(common, "_PICTURES_DROPPED", False)
    assert code == 1 and out.startswith("· 5 ██████")
    assert re.fullmatch(r"gridsat: encoding the PNG would take about \d+ s, past the time limit \(\d+\.\d s left\); "
                        rf"not written: {re.escape(str(png))} \(give more time with -t\)\n", err), err
    assert list(tmp_path.iterdir()) == []


HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


YINYANG = str(Path(__file__).resolve().parent / "data" / "yinyang" / "janko_001_6x6.txt")
SHADING_CELLS = ("cells █ shaded, · unshaded, ? undecided, a clue's number N, N? undecided, N* unshaded, N# shaded by "
                 "a step, N█ shaded")  # (pass 90: a shaded room's number, Heyawake's '2#' and '2█', is read)
YINYANG_CELLS = "cells ● ○ given circles, █ black, · white, ? undecided, B/W decided by a step"


@pytest.mark.parametrize(("puzzle", "rows", "row", "cells"), [
    *((HITORI, 4, row, SHADING_CELLS) for row in ("1? 1% 1? 4?", "1? 1* 1? 4??", "1?1*1?4?")),
    *((YINYANG, 6, row, YINYANG_CELLS) for row in ("○ ● ? ? ? X", "○ ● ? ? ??"))])
def test_a_drawn_row_not_read_is_named(run_cli, tmp_path, puzzle, rows, row, cells):
    """`gridsat hint URL --position FILE` with a Hitori hint's drawing, its first row mistyped: '1? 1# 1? 4?'
    (no '*' left in the text) was read as rows of 0/1/2 and refused at "line 1, column 1: '1?'", a cell
    the drawings use; '4??' had the board said to have "3 rows of 6 cells"; a Yin-Yang drawing's mistyped row had
    "the drawn board has 5 rows of 6 cells; the puzzle has 6 rows of 6" said of six rows.  The row is named."""
    code, drawn, _ = run_cli("hint", puzzle)
    lines = drawn.splitlines()[1:1 + rows]
    lines[0] = row
    path = tmp_path / "position.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert run_cli("hint", puzzle, "--position", str(path)) == (
        2, "", f"gridsat: error: {path}: line 1: {row!r} is no row as gridsat draws the board ({cells})\n")


@pytest.mark.parametrize(("pieces", "got"), [("pentominoes*1.5", "'1.5'"), ("pentominoes*-1", "'-1'"),
                                             ("tetrominoes*1e400", "'1e400'"), ("pentominoes*", "''")])
def test_copies_of_a_piece_set_not_whole_are_named(run_cli, pieces, got):
    """`gridsat pack -b 6x10 -p pentominoes*1.5` said "cannot read piece file: No such file or directory" (and
    '*-1' "unknown piece set", '*1e400' the same) where '*0' said the copies must be from 1 to 100: each now
    says so of the copies given."""
    assert run_cli("pack", "-b", "6x10", "-p", pieces) == (
        2, "", f"gridsat: error: {pieces}: copies of a piece set must be a whole number from 1 to 100, got {got}\n")


def test_copies_of_a_piece_set_not_whole_in_a_packing_file(run_cli, tmp_path):
    """A packing file's "pieces": "pentominoes*1.5" was looked for as a file beside it: "/tmp/.../pentominoes*1.5:
    cannot read piece file: No such file or directory"; the copies are named as on the command line."""
    path = tmp_path / "p.json"
    path.write_text('{"kind": "pack", "board": "6x10", "pieces": "pentominoes*1.5"}', encoding="utf-8")
    assert run_cli("solve", str(path)) == (
        2, "", "gridsat: error: p.json: pentominoes*1.5: copies of a piece set must be a whole number from 1 to 100, "
               "got '1.5'\n")


@pytest.mark.parametrize(("edit", "why"), [
    (lambda p: p[:-1], "piece P5 is used 0 times, expected 1"),
    (lambda p: [{**p[0], "piece": "Q9"}] + p[1:], "piece Q9 is not in the set"),
    (lambda p: [p[0], p[0]] + p[2:], "cell r1c3 is covered by both O6 and O6")])
def test_a_year_line_written_solved_with_no_answer_is_refused(run_cli, tmp_path, year_results, edit, why):
    """`calendar --year 2026 --out F` going on from a file whose solved line was edited (a piece taken out, a piece
    no set has, a piece twice) kept the line and said "365 solved": the line is now checked, and refused."""
    out = tmp_path / "y.jsonl"
    lines = year_results(2026).splitlines()  # as `gridsat calendar --year 2026 --out y.jsonl` wrote it
    first = json.loads(lines[0])
    first["placements"] = edit(first["placements"])
    out.write_text("\n".join([json.dumps(first)] + lines[1:]) + "\n")
    assert run_cli("calendar", "--year", "2026", "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: line 1: the line for 2026-01-01 is written solved, but its placements are no answer "
               f"of that date ({why}; edited?): remove the line to solve that date again\n")


def _page(width, height, task):
    return ("<!DOCTYPE html><html><head><script>var puzzleWidth = " + width + ";\nvar puzzleHeight = " + height
            + ";\nvar task = " + task + ";\n</script></head></html>")


@pytest.mark.parametrize(("page", "said"), [
    (_page("1e400", "6", "'aBaWaWbWaBbBaWaBbBaWdWh'"), "puzzleWidth is '1e400', not a whole number of cells"),
    (_page("6", "6", "'aBaWaWbWaBbBaWaBbBaWdWh'; var task = 'b'"),
     "the page sets task twice, to 'aBaWaWbWaBbBaWaBbBaWdWh' and then 'b': which board it shows is not sure; give "
     "the puzzle as text or a URL"),
    (_page("6", "6; var puzzleWidth = 7", "'aBaWaWbWaBbBaWaBbBaWdWh'"),
     "the page sets puzzleWidth twice, to '6' and then '7': which board it shows is not sure; give the puzzle as "
     "text or a URL")])
def test_a_page_s_board_size_or_task_read_as_written(run_cli, tmp_path, page, said):
    """A puzzle-yin-yang.com page whose puzzleWidth is 1e400 was read as width 1 ("puzzleWidth x puzzleHeight is
    1x6"); a page setting task or puzzleWidth twice was read by its first value, where the page's script keeps the
    last: a board the page does not show, solved unsaid."""
    path = tmp_path / "page.html"
    path.write_text(page, encoding="utf-8")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: page.html: {said}\n")


def test_a_blank_line_inside_a_one_block_grid_said_plainly(run_cli, tmp_path):
    """`gridsat hitori grid.txt` with a blank line inside its grid said "expected 1 block(s) of rows (clues)
    separated by a blank line, got 2": one block separated by a blank line.  It now says the rows are one block."""
    path = tmp_path / "grid.txt"
    path.write_text("1 2\n2 1\n\n1 2\n", encoding="utf-8")
    assert run_cli("hitori", str(path)) == (
        2, "", "gridsat: error: grid.txt: the rows of clues are one block, with no blank line among them; got 2 "
               "blocks\n")
