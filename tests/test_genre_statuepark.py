"""Statue Park (gridsat.puzzles.statuepark): every puzzle of
tests/data/genres/statuepark.json solved, proven unique and equal to its
published answer; the URL codec (circles and the piece bank) on every published
URL and on the engine's own bank-edit URLs; text and JSON; tiny boards; two
answers and none; the checker on the wrong answers of puzz.link's own tests;
the pieces listed in the JSON; the one-line errors of bad inputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.status import Status
from gridsat.core.task import Task

KIND = gridsat.kinds.get("statuepark")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "statuepark.json").read_text())
SLOW = {"noqx-example-12x12"}  # no published answer (computed, proven unique); 2-3 s


def grid_of(rows) -> list:
    return [[int(ch == "#") for ch in row] for row in rows]


@pytest.mark.parametrize("name", [pytest.param(r["name"], marks=pytest.mark.slow) if r["name"] in SLOW
                                  else r["name"] for r in RECORDS])
def test_published_puzzles_are_unique_with_the_published_answer(name):
    record = next(r for r in RECORDS if r["name"] == name)
    puzzle = KIND.parse(record["url"])
    circles = [[{"W": 1, "B": 2}.get(v, 0) for v in row] for row in puzzle.clues]
    assert circles == record["puzzle"]["circles"]
    pieces = record["puzzle"]["pieces"]
    assert puzzle.pieces == (KIND.parse(json.dumps({**puzzle.to_json(), "pieces": pieces})).pieces)
    result = KIND.run(puzzle, Task("unique"))
    assert result.uniqueness.value == "unique" and result.complete
    assert result.grid == grid_of(record["answer"])
    assert puzzle.violations(result.grid) == []


URLS = [r["url"] for r in RECORDS] + [
    # robx/pzprjs test/variety/statuepark_test.js: the pentominoes, one replaced, one deleted, one added
    "https://puzz.link/p?statuepark/1/1/0//p",
    "https://puzz.link/p?statuepark/1/1/0/12/337k/15v/24as/22s/23fg/337i/23rg/334u/335s/33bk/24bk/337o",
    "https://puzz.link/p?statuepark/1/1/0/11/337k/15v/24as/23fg/337i/23rg/334u/335s/33bk/24bk/337o",
    "https://puzz.link/p?statuepark/1/1/0/13/337k/15v/24as/24bo/23fg/337i/23rg/334u/335s/33bk/24bk/337o/22s",
    "https://puzz.link/p?statuepark/3/2/00//d", "https://puzz.link/p?statuepark/3/2/00//z",
]


@pytest.mark.parametrize("url", URLS)
def test_urls_round_trip_through_url_text_and_json(url):
    puzzle = KIND.parse(url)
    assert puzzle.to_url() == url
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues, again.pieces) == \
            (puzzle.rows, puzzle.cols, puzzle.clues, puzzle.pieces)
    assert gridsat.kinds.detect(url) is KIND and gridsat.kinds.detect(puzzle.to_text()) is KIND


def test_piece_sets_circles_and_the_text_format():
    tetro = KIND.parse("https://puzz.link/p?statuepark/7/6/0l050060i0107i//t")
    assert tetro.pieces == ("#/#/#/#", ".#/.#/##", "##/##", ".#/##/#.", ".#/##/.#")
    assert tetro.clue((0, 3)) == "B" and tetro.clue((0, 4)) == "W" and tetro.clue((0, 5)) is None
    assert len(KIND.parse("https://puzz.link/p?statuepark/1/1/0//d").pieces) == 10
    assert KIND.parse("https://puzz.link/p?statuepark/1/1/0/0").pieces == ()  # an empty bank, written out
    with pytest.raises(PuzzleInputError) as cut:  # no bank at all: puzz.link always writes one, so the URL is cut short
        KIND.parse("https://puzz.link/p?statuepark/1/1/0")
    assert str(cut.value) == ("Statue Park: URL body ends after 1 character, missing its piece bank (//KEY or "
                              "/COUNT/code/... after the circles) (is the URL cut short?)")
    assert KIND.parse("https://puzz.link/p?statuepark/2/2///t").clues == ((None, None), (None, None))
    text = "statuepark\npieces: #./#./## ##/##\n. . . . . .\n. . . . . .\n. W B W . .\n. . W B . .\n. . . . . .\n"
    custom = KIND.parse(text)
    assert custom.to_url() == "https://puzz.link/p?statuepark/6/5/0000591i00/2/23lg/22u" and custom.to_text() == text
    assert KIND.parse("statuepark\n. B\n. .").pieces == KIND.parse("https://puzz.link/p?statuepark/1/1/0//p").pieces
    listed = {"kind": "statuepark", "rows": 1, "cols": 4, "clues": [[None] * 4], "pieces": [["##"], "#"]}
    assert KIND.parse(json.dumps(listed)).to_json()["pieces"] == ["##", "#"]


def test_tiny_boards_two_answers_and_none():
    none = KIND.run(KIND.parse("https://puzz.link/p?statuepark/1/1/0//p"), Task("unique"))
    assert none.status is Status.INFEASIBLE and none.uniqueness.value == "no_solution" and none.complete
    empty = KIND.run(KIND.parse("https://puzz.link/p?statuepark/1/1/0//z"), Task("unique"))
    assert empty.uniqueness.value == "unique" and empty.grid == [[0]]
    full = KIND.run(KIND.parse("statuepark\npieces: #####\n. . . . ."), Task("unique"))  # nothing left unshaded
    assert full.uniqueness.value == "unique" and full.grid == [[1, 1, 1, 1, 1]]
    two = KIND.run(KIND.parse("statuepark\npieces: #####\n. . . . . ."), Task("unique"))
    assert two.uniqueness.value == "not_unique" and {tuple(two.grid[0]), tuple(two.second[0])} == \
        {(1, 1, 1, 1, 1, 0), (0, 1, 1, 1, 1, 1)}
    split = KIND.run(KIND.parse("statuepark\npieces: #\n. . ."), Task("count"))  # the middle would split the rest
    assert (split.count, split.complete) == (2, True)
    apart = KIND.run(KIND.parse("statuepark\npieces: # #\nB B"), Task("solve"))  # two pieces may not touch
    assert apart.status is Status.INFEASIBLE


def test_the_json_lists_the_pieces_placed():
    from test_json_schema import _check, documented

    result = KIND.run(KIND.parse("https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"), Task("unique"))
    data = result.to_json()
    assert _check(data, documented()) == []
    assert sorted(p["piece"] for p in data["pieces"]) == ["I", "L", "O", "S", "T"]
    assert {"piece": "I", "cells": [[3, 0], [4, 0], [5, 0], [6, 0]]} in data["pieces"]
    mixed = KIND.parse("statuepark\npieces: #### ##### ##/#.\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .")
    assert sorted(mixed.names().values()) == ["I4", "I5", "piece 3"]
    assert "██" in str(result.text()) and result.figure() is not None
    drawing = result.puzzle.drawing(result.grid)  # each statue outlined: its own region, the rest region 0
    statues = {tuple(sorted(map(tuple, p["cells"]))) for p in data["pieces"]}
    assert {tuple(sorted(c for c, r in drawing.regions.items() if r == k)) for k in set(drawing.regions.values()) - {0}} \
        == statues


#: The wrong answers of puzz.link's own test (robx/pzprjs test/script/statuepark.js) and the rule each breaks.
PZPRJS_FAILS = {
    ". . . . # # . /# # # . # # . /. . # . . . . /# . . . # # # /# . . . . # . /# . # # . . . /# . . # # . . ":
        "the white circle at r1c6 is shaded",
    ". . . . . . # /# # # . . # # /. . # . . . # /# . . # # . . /# . # # . . . /# . . . . # # /# . . . . # # ":
        "the black circle at r1c5 is not shaded",
    ". . . . # . . /# # # . # # . /. . # . # . . /# . . . . . . /# . # # . . . /# . # # . # # /# . . . # # . ":
        "the unshaded cells are not connected",
    ". . . . # . . /# # # . # # . /. . # . . # . /. . . . . . . /. . # # . . . /. . # # . # . /. . . . # # # ":
        "piece I is not placed",
    ". . . . # . . /# # # . # # . /. . # . # # . /. . . . . . . /. . # # . . . /. . # # . # . /. . . . # # # ":
        "is no piece of the set",
    ". . . . # . . /# # # . # # . /. . # . . # . /. . . . . . . /. . # # . # . /. . # # . # . /. . . . # # . ":
        "or one too many",
}


@pytest.mark.parametrize("shading, problem", list(PZPRJS_FAILS.items()))
def test_the_checker_rejects_the_wrong_answers_of_puzz_links_tests(shading, problem):
    puzzle = KIND.parse("https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t")
    grid = [[int(v == "#") for v in row.split()] for row in shading.split("/")]
    problems = puzzle.violations(grid)
    assert any(problem in p for p in problems), problems
    right = "+ + + + # + + /# # # + # # + /+ + # + + # + /# + + + + + + /# + # # + + + /# + # # + # + /# + + + # # # "
    assert puzzle.violations([[int(v == "#") for v in row.split()] for row in right.split("/")]) == []


BAD = {
    "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//q": "Statue Park: URL piece set 'q' is not one of p, t, d, z",
    "https://puzz.link/p?statuepark/7/7/078ii6//t": "Statue Park: URL body ends after 6 characters, missing 11 of the "
                                                    "17 characters of its circles (3 cells per character) before the "
                                                    "piece bank (is the URL cut short?)",
    "https://puzz.link/p?statuepark/2/2/00/1/0w": "Statue Park: piece code '0w' does not start with a width and a height "
                                                  "(1-9, a-z)",
    "https://puzz.link/p?statuepark/2/2/00/1/2w": "Statue Park: piece 1 has no squares",
    '{"kind": "statuepark", "rows": 1, "cols": 2, "clues": [[null, "X"]]}':
        "Statue Park: row 1, column 2: clue 'X' is not B (black circle) or W (white circle)",
    '{"kind": "statuepark", "rows": 1, "cols": 2, "clues": [[null, null]], "pieces": ["#./.#"]}':
        "Statue Park: piece 1 is not edge-connected",
    '{"kind": "statuepark", "rows": 1, "cols": 2, "clues": [[null, null]], "pieces": [".#/.#"]}':
        "Statue Park: piece 1 '.#/.#' has an empty first or last row or column",
    '{"kind": "statuepark", "rows": 1, "cols": 2, "clues": [[null, null]], "pieces": "heptominoes"}':
        "Statue Park: unknown piece set 'heptominoes' (sets: pentominoes, tetrominoes, double tetrominoes, none; "
        "or a list of pieces)",
}


@pytest.mark.parametrize("text", list(BAD))
def test_bad_inputs_get_one_line(text):
    with pytest.raises(PuzzleInputError) as err:
        KIND.parse(text, "URL" if text.startswith("http") else "puzzle")
    assert str(err.value) == BAD[text]


def test_the_command_line_proves_a_published_puzzle_unique_and_draws_it(run_cli, tmp_path):
    svg = tmp_path / "statuepark.svg"
    code, out, err = run_cli("solve", "https://puzz.link/p?statuepark/7/6/0l050060i0107i//t", "--unique",
                             "--svg", str(svg))
    assert code == 0 and "unique" in out and "<svg" in svg.read_text(), err


@pytest.mark.parametrize("text, message", [
    # the line after "pieces:" is the file's line 4 (it was called line 3: the pieces line was taken out first)
    ("statuepark\npieces: tetrominoes\n. . .\n. B\n", "sp.txt: line 4: 2 cells, expected 3"),
    ("statuepark\n. . .\npieces: tetrominoes\n. B\n", "sp.txt: line 4: 2 cells, expected 3"),
    ("statuepark\n. . .\n. . .\npieces: tetromino\n", "sp.txt: line 4: pieces: 'tetromino' is neither a piece "
     "set (pentominoes, tetrominoes, double tetrominoes, none) (did you mean 'tetrominoes'?) nor pieces drawn with # "
     "and ., separated by spaces (e.g. #./#./## ##/##)"),
    ("pieces: none\n\n. X\n", "sp.txt: row 1, column 2: clue 'X' is not B (black circle) or W (white circle)"),
    ("pieces: none\n. .\n\n. . .\n", "sp.txt: the rows of clues are one block, with no blank line among them; got 2 "
     "blocks"),  # (two blocks of one size: "line 4 starts a second puzzle", test_hostile_inputs93b.py)
])
def test_messages_name_the_file_s_own_line_numbers(run_cli, tmp_path, text, message):
    (tmp_path / "sp.txt").write_text(text)
    assert run_cli("statuepark", str(tmp_path / "sp.txt")) == (2, "", f"gridsat: error: {message}\n")
