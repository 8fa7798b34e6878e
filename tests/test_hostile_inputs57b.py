"""Hostile pass 57, part b (web app and batch): a value quoted in a message was cut short without saying so."""

from __future__ import annotations

from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.formats.puzzlink_pieces import decode_piece
from gridsat.formats.sniff import text_after_url

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
YY_URL = "https://puzz.link/p?yinyang/5/5/016612300"  # 41 characters
OBJECTIVES = "max-vertical, min-vertical, max-horizontal, min-horizontal, weighted, costs, edge"


def test_a_choice_quotes_a_url_whole():
    # A setting's choice cut the value to 40 characters with no mark: "got 'https://puzz.link/p?yinyang/5/5/01661230'"
    # named a URL that was not sent (on the command line, the web API and Python alike)
    with pytest.raises(PuzzleInputError) as got:
        gridsat.solve(str(EXAMPLES / "dominofit-8x8.json"), objective=YY_URL)
    assert str(got.value) == f"objective must be one of {OBJECTIVES}, got '{YY_URL}'"


def test_a_long_choice_says_it_was_cut():
    with pytest.raises(PuzzleInputError) as got:
        gridsat.solve(str(EXAMPLES / "dominofit-8x8.json"), objective="x" * 50)
    assert str(got.value) == f"objective must be one of {OBJECTIVES}, got '{'x' * 39}...' (50 characters)"


def test_the_web_generate_rule_quotes_a_url_whole():
    pytest.importorskip("starlette")
    from gridsat.web import Limits
    from gridsat.web.requests import plan_generate

    with pytest.raises(PuzzleInputError) as got:
        plan_generate({"kind": "dominofit", "size": "6x6", "seed": 1, "rule": YY_URL}, Limits(warm=False))
    assert str(got.value) == f"'rule' must be one of cell, dot, got '{YY_URL}'"


def test_text_after_a_url_says_it_was_cut():
    # (a URL after a URL was cut to 'https://puzz.link/p?hitori/4/4/111414233' with no mark)
    assert text_after_url(YY_URL + "\n" + "y" * 90) == (
        f"line 2: '{'y' * 79}...' (90 characters) after the URL of line 1: a puzzle file holds its URL alone (if it "
        "is the URL's end, wrapped onto a line of its own, join the two lines)")  # (pass 88: a wrapped URL's end)


def test_a_piece_code_says_it_was_cut():
    with pytest.raises(PuzzleInputError) as got:
        decode_piece("2" + "z" * 30)
    assert str(got.value) == f"piece code '2{'z' * 18}...' (31 characters) has a character outside 0-9, a-v"


@pytest.mark.parametrize("day, named", [("true", "True"), ("1.0", "1.0")])
def test_a_census_line_whose_day_is_no_whole_number_is_no_repeat(run_cli, tmp_path, day, named):
    # Python's True == 1 (and 1.0 == 1) made the edited line a repeat of the 1 January line: "line 2 repeats
    # line 1's key (1, True)", where the line's day is what was edited
    line = '{"month": 1, "day": %s, "count": 64, "edition": "dragonfjord", "design": "b6e33ab3b79e2d98"}\n'
    out = tmp_path / "census.jsonl"
    out.write_text(line % "1" + line % day)
    assert run_cli("calendar", "--census", "-e", "dragonfjord", "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: line 2: the file holds a line for month 1, day {named}, which is no date of "
               "this census (edited?): remove the line, or choose another --out\n")


def _web_refusal(plan, body) -> str:
    pytest.importorskip("starlette")
    from gridsat.web import Limits

    with pytest.raises(PuzzleInputError) as got:
        plan(body, Limits(warm=False))
    return str(got.value)


def test_a_web_flag_names_the_value_sent():
    # "'svg' must be true or false" said nothing of what came, where every option's message names it
    from gridsat.web.hint_requests import plan_hint
    from gridsat.web.modes import plan_mode
    from gridsat.web.requests import plan_solve

    assert _web_refusal(plan_solve, {"puzzle": YY_URL, "text": 1}) == "'text' must be true or false, got 1"
    assert _web_refusal(plan_hint, {"kind": "yinyang", "puzzle": YY_URL, "steps": 1e9}) == (
        "'steps' must be true or false, got 1000000000.0")
    assert _web_refusal(plan_mode, {"kind": "calendar", "mode": "census", "svg": "yes"}) == (
        "'svg' must be true or false, got \"yes\"")


@pytest.mark.parametrize("option, value, said", [
    # '-t -1s' was told "write the number alone, without 's': --time-limit -1", which is then refused
    ("-t", "-1s", "'--time-limit' / '-t': '-1s' is not a number (write a positive number of seconds alone)"),
    ("--total-time", "0s", "'--total-time': '0s' is not a number (write a positive number of seconds alone)"),
    ("--memory-limit", "0GB", "'--memory-limit': '0GB' is not a number (write a positive number of GB alone)"),
])
def test_a_unit_is_not_taken_off_a_number_that_is_no_limit(run_cli, tmp_path, option, value, said):
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(EXAMPLES / "yinyang-10x10.txt"), "--out", str(out), option, value) == (
        2, "", f"gridsat: error: Invalid value for {said} (see 'gridsat batch --help')\n")


@pytest.mark.parametrize("fmt, found", [("html", "a puzz.link URL: ask for url"), ("text", "a puzz.link URL: ask for url"),
                                        ("pzprv3", "a puzz.link URL: ask for url")])
def test_a_yinyang_format_asked_that_the_input_is_not(fmt, found):
    # format html of a URL was told "the page links 1 puzz.link puzzle: give one's URL instead", the URL given
    from gridsat.puzzles.yinyang.io import parse

    with pytest.raises(PuzzleInputError) as got:
        parse(YY_URL, fmt=fmt, source="URL")
    assert str(got.value) == (f"URL: read as {fmt} (the format asked), this is no Yin-Yang puzzle; it looks like "
                              f"{found}, or leave the format out")


def test_a_yinyang_format_asked_that_fits_still_reads():
    from gridsat.puzzles.yinyang.io import parse

    assert parse(YY_URL, fmt="url").rows == 5


LIST = ("an array of 9 objects, a list of puzzles where one goes (gridsat batch reads a list, one JSON object a "
        "line, from a file whose name ends in .jsonl)")


@pytest.mark.parametrize("args", [("nurikabe",), ("solve", "-k", "nurikabe")])
def test_a_json_list_of_puzzles_given_to_a_kind_says_what_it_is(run_cli, args):
    # `gridsat solve F` named the list; `gridsat nurikabe F` and `-k nurikabe` said only "got JSON: an array"
    path = Path(__file__).resolve().parent / "data" / "genres" / "nurikabe.json"
    assert run_cli(*args, str(path)) == (
        2, "", 'gridsat: error: nurikabe.json: expected a JSON object ({"kind": "nurikabe", ...}) or a Nurikabe '
               f"text grid, got JSON: {LIST}\n")


def test_a_recorded_solution_given_as_a_url(run_cli, tmp_path):
    # a collection line's "solution": URL was "'solution': line 1, column 1: symbol 'h' is not 1 (white) or 2 (black)"
    import json

    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(json.dumps({"puzzle": YY_URL, "solution": YY_URL}) + "\n")
    assert run_cli("batch", str(collection), "--check-answer", "--out", str(out), "-q")[0] == 0
    line = json.loads(out.read_text())
    assert (line["status"], line["error"]) == (
        "bad_input", "c.jsonl: line 1: 'solution': a puzzle's URL, not a solution: a recorded solution is the answer "
                     "itself; the URL goes where the puzzle does")
