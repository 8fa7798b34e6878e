"""The twenty-seventh hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

import gridsat
from gridsat import Board, PackingPuzzle, PieceSet, Polyomino, Task
from gridsat.formats.pzprv3 import write_pzprv3
from gridsat.puzzles.yinyang.generator import generate as generate_yinyang


def _domino_pair():
    return Board(1, 2, frozenset({(0, 0), (0, 1)})), PieceSet(((Polyomino("a", ((0, 0), (0, 1))), 1),))


def _pack_result():
    kind = gridsat.kinds.get("pack")
    return kind.run(kind.parse(kind.example), Task())


def _dominofit_result():
    kind = gridsat.kinds.get("dominofit")
    return kind.run(kind.parse(kind.example), Task())


@pytest.mark.parametrize("call, error, message", [
    (lambda: PackingPuzzle(*_domino_pair(), fixed=("a",)), TypeError,
     "fixed must be a tuple of Placements (gridsat.Placement), got a tuple whose item 0 is str 'a'"),
    (lambda: PackingPuzzle(*_domino_pair(), fixed="a"), TypeError,
     "fixed must be a tuple of Placements (gridsat.Placement), got str"),
    (lambda: _pack_result().with_answer([("F", 0, ((0, 0),))]), TypeError,
     "answer must be a tiling: a list of Placements (as in .placements), got a list whose item 0 is tuple "
     "('F', 0, ((0, 0),))"),
    (lambda: _dominofit_result().with_answer([("H", 0, "1")]), TypeError,
     'answer must be a tiling: a list of dominoes ("H" or "V", row, col), got a list whose item 0 is tuple '
     "('H', 0, '1')"),
    (lambda: generate_yinyang(2, 2, 1, answer=("11", "22")), TypeError,
     "answer must be rows of 1 (white) and 2 (black), a list of lists, got a tuple whose item 0 is str '11'"),
    (lambda: write_pzprv3("yinyang", ["ab"]), ValueError,
     "question must be rows of cells (a list of lists), got a list whose item 0 is str 'ab'"),
])
def test_a_right_container_holding_a_wrong_item_names_the_item(call, error, message):
    """``PackingPuzzle(board, pieces, fixed=("a",))`` said "fixed must be a tuple of Placements, got tuple", and a pack
    result's ``with_answer([("F", 0, cells)])`` "must be a tiling: a list of Placements, got list": the caller gave
    a tuple (a list) and was told that was wrong; the message now names the item that is."""
    with pytest.raises(error) as caught:
        call()
    assert str(caught.value) == message


def test_a_kind_whose_title_starts_with_a_vowel_takes_an():
    """``gridsat.kinds.get("cover").run(None, Task())`` said "puzzle must be a Exact cover puzzle"."""
    with pytest.raises(TypeError) as caught:
        gridsat.kinds.get("cover").run(None, Task())
    assert str(caught.value) == ("puzzle must be an Exact cover puzzle (from gridsat.kinds.get('cover').parse), "
                                 "got NoneType")
    with pytest.raises(TypeError) as caught:
        gridsat.kinds.get("yinyang").hints("x")
    assert str(caught.value) == "puzzle must be a Yin-Yang puzzle (from gridsat.kinds.get('yinyang').parse), got str"


@pytest.mark.parametrize("args", [("calendar", "2024-01-01", "--params", ""),
                                  ("calendar", "2024-01-01", "--params", "num_workers:1", "--params", " "),
                                  ("pack", "-b", "6x10", "--params", "")])
def test_an_empty_params_is_refused_not_dropped(run_cli, args):
    """``gridsat calendar 2024-01-01 --params ''`` solved as though --params had not been given: an option given an
    empty value was silently ignored, where every other such option (--pieces '', --weekday '') is refused."""
    assert run_cli(*args) == (2, "", "gridsat: error: --params is empty: give NAME:VALUE,... or leave the option "
                                     "out\n")


@pytest.mark.parametrize("count", ["1.5", "-1", "", "x"])
def test_copies_of_a_piece_set_that_are_no_whole_number_are_named(run_cli, tmp_path, count):
    """``gridsat.pack("10x12", "pentominoes*1.5")`` said "cannot read piece file: No such file or directory" and
    ``pentominoes*-1`` "unknown piece set (did you mean 'pentominoes'?)", where ``pentominoes*0`` says how many copies
    may be asked for; a pack puzzle file's ``"pieces": "pentominoes*1.5"`` was looked for beside the file."""
    spec = f"pentominoes*{count}"
    message = f"{spec}: copies of a piece set must be a whole number from 1 to 100, got {count!r}"
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.pack("10x12", spec)
    assert str(caught.value) == message
    puzzle = tmp_path / "p.json"
    puzzle.write_text(f'{{"kind": "pack", "board": "10x12", "pieces": "{spec}"}}', encoding="utf-8")
    assert run_cli("pack", str(puzzle)) == (2, "", f"gridsat: error: p.json: {message}\n")
    assert run_cli("pack", "-b", "10x12", "-p", spec) == (2, "", f"gridsat: error: {message}\n")


def test_a_calendar_placement_that_is_no_string_is_named():
    """``gridsat.calendar("2024-01-01", place=("L5@2,3", 5))`` said only "place must be a list of strings such as
    'L5@2,3:r90'": neither what was wrong nor where, to a caller who gave a list of strings but one."""
    with pytest.raises(TypeError) as caught:
        gridsat.calendar("2024-01-01", place=("L5@2,3", 5))
    assert str(caught.value) == "place must be a list of strings such as 'L5@2,3:r90', got a tuple whose item 1 is int 5"
    with pytest.raises(TypeError) as caught:
        gridsat.calendar("2024-01-01", place=(p for p in [None]))
    assert str(caught.value) == ("place must be a list of strings such as 'L5@2,3:r90', got a generator whose item 0 is "
                                 "NoneType None")


def _subtree_line(**fields):
    import json

    line = {"subtree": 1, "of": 637, "edition": "weekday", "design": "e264f16210434ff4",
            "counts": [["Jan", "1", "Tue", 36]]}
    return json.dumps({**line, **fields}) + "\n"


@pytest.mark.parametrize("fields", [{"counts": [["Foo", "1", "Tue", 5]]}, {"counts": [["Jan", "32", "Tue", 5]]},
                                    {"counts": [["Jan", "Jan", "Tue", 5]]}, {"counts": [["Jan", "1", 5]]},
                                    {"counts": [["Jan", "1", "Tue", 10**30]]},
                                    {"counts": [["Jan", "1", "Tue", 5], ["Jan", "1", "Tue", 6]]},
                                    {"subtree": 9999}, {"subtree": -1}, {"subtree": True}])
def test_a_census_part_line_the_edition_cannot_have_is_refused(run_cli, tmp_path, fields):
    """``gridsat calendar --census -e weekday --out F`` where F's line of a finished part of the search named a label
    no date has ('Foo', day '32'): a KeyError traceback; a count of 10**30: an OverflowError traceback; a part
    9999 of 637, -1 or True, a date counted twice or a month where the day goes: taken in, a wrong census."""
    path = tmp_path / "census.jsonl"
    path.write_text(_subtree_line(**fields), encoding="utf-8")
    before = path.read_bytes()
    index = str(fields.get("subtree", 1))
    assert run_cli("calendar", "--census", "-e", "weekday", "--out", str(path), "-t", "20") == (
        2, "", f"gridsat: error: {path}: subtree line {index} is not as gridsat writes it (edited?): remove it to "
               "count that subtree again\n")
    assert path.read_bytes() == before


def test_census_part_lines_of_another_split_are_searched_again_not_a_clash(run_cli, tmp_path):
    """A census results file holding a part line of a split of another size ('of': 9999, as an older gridsat might
    write): the run said "key ('subtree', 1) is already in the results file" when it finished that part again, and
    could never go on; the old line is now replaced, and the census finishes."""
    path = tmp_path / "census.jsonl"
    path.write_text(_subtree_line(of=9999, edition="dragonfjord", design="b6e33ab3b79e2d98",
                                  counts=[["Jan", "1", 64]]), encoding="utf-8")
    assert run_cli("calendar", "--census", "--out", str(path), "-t", "120")[0] == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 366 and not any('"subtree"' in line for line in lines)
    assert lines[0] == ('{"month": 1, "day": 1, "count": 64, "edition": "dragonfjord", "design": "b6e33ab3b79e2d98"}')


@pytest.mark.parametrize("done, fault, error", [
    ({"x": 1}, "got dict {'x': 1}", TypeError),  # not a (whole number, dict) pair: a TypeError (44c)
    ((5,), "got tuple (5,)", TypeError),
    ((637, {0: {("Foo", "1"): 3}}), "part 0: ('Foo', '1') names no date of the edition", gridsat.PuzzleInputError),
    ((637, {"a": {}}), "part 'a' is not one of the 637 parts", gridsat.PuzzleInputError),
    ((637, {0: "x"}), "part 0's counts are str, not a dict", gridsat.PuzzleInputError),
])
def test_a_census_resumed_from_python_names_a_wrong_done(done, fault, error):
    """``edition_census(load_edition("dragonfjord"), done=...)`` (annotated ``dict``, documented as a tuple) met
    KeyError 0, IndexError, KeyError 'Foo' or "'str' object has no attribute 'items'" deep inside."""
    from gridsat.puzzles.calendar.census import edition_census
    from gridsat.puzzles.calendar.editions import load_edition

    with pytest.raises(error) as caught:
        edition_census(load_edition("dragonfjord"), done=done)
    assert str(caught.value) == f"done must be (subtrees, {{index: counts}}) as on_subtree gives the parts: {fault}"


@pytest.mark.parametrize("placements, why", [
    ("the next day's", "which must stay uncovered on Mon 1 Jan 2024"),
    ([], "piece O6 is used 0 times, expected 1"),
    ([{"piece": 5, "cells": [[0, "a"]]}], "placement 1 is not {\"piece\": NAME, \"cells\": [[r, c], ...]}, got "
                                          "{'piece': 5, 'cells': [[0, 'a']]}"),
    ([{"piece": "O6", "cells": [[0, "a"]]}], "placements: the cells of piece 'O6' must be (row, col) pairs of whole "
                                             "numbers, got ((0, 'a'),)")])
def test_a_year_line_whose_tiling_is_wrong_is_refused(run_cli, tmp_path, year_results, placements, why):
    """``gridsat calendar --year 2024 --out F`` where F's line for 2024-01-01 held the tiling of 01-02 (or none, or
    junk) and said "solved": kept as done, the summary said "366 solved" (junk met a TypeError).  Refused now, as an
    edited census part line is, naming the date and what is wrong."""
    import json

    path = tmp_path / "year.jsonl"  # as `gridsat calendar --year 2024 --out year.jsonl` wrote it:
    records = [json.loads(line) for line in year_results(2024).splitlines()]
    records[0]["placements"] = records[1]["placements"] if placements == "the next day's" else placements
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    code, out, err = run_cli("calendar", "--year", "2024", "--out", str(path))
    assert (code, out) == (2, "") and err.startswith(
        f"gridsat: error: {path}: line 1: the line for 2024-01-01 is written solved, but its placements are no answer of "
        "that date (") and err.endswith("; edited?): remove the line to solve that date again\n")
    assert why in err
