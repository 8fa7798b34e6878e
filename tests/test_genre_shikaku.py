"""Shikaku: the published puzzles of tests/data/genres/shikaku.json (pzprjs's and cspuz_core's test puzzles;
sources and licences in the file) solved, proven unique and equal to their published answers; tiny, two-answer and
impossible boards; the URL, text and JSON formats; the checker; the exact line of bad inputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

KIND = gridsat.kinds.get("shikaku")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "shikaku.json").read_text())


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["name"])
def test_published_puzzle_is_unique_and_its_answer(record):
    puzzle = KIND.parse(record["url"])
    assert puzzle.to_url() == record["url"]
    result = puzzle.uniqueness()
    assert result.uniqueness.value == "unique"
    assert result.grid == record["answer"]
    assert puzzle.violations(result.grid) == []
    assert KIND.parse(puzzle.to_text()).clues == puzzle.clues
    assert KIND.parse(json.dumps(puzzle.to_json())).clues == puzzle.clues


def test_a_one_cell_board_two_answers_and_none():
    assert KIND.parse("shikaku\n1\n").solve().grid == [[1]]
    two = KIND.parse("shikaku\n2 .\n. 2\n")
    assert two.count().count == 2
    assert sorted(two.solutions(5).solutions) == [[[1, 1], [2, 2]], [[1, 2], [1, 2]]]
    forced = two.forced().forced
    assert forced == [[1, None], [None, 2]]
    none = KIND.parse("shikaku\n3 .\n. 2\n").solve()
    assert none.status.value == "infeasible"
    assert none.to_json()["reason"] == "the areas add up to 5 cells, and the board has 4"  # (was "the area 3 at r1c1
    # cannot hold, even with every other area taken away": one number blamed for the total, pass 101)
    assert KIND.parse("shikaku\n? ?\n? ?\n").count().count == 1  # four numbers: four one-cell rectangles


def test_the_checker_names_each_broken_rule():
    puzzle = KIND.parse(RECORDS[0]["url"])
    bad = [row[:] for row in RECORDS[0]["answer"]]
    bad[0][0] = 3  # the 5's column loses a cell to the 6 beside it
    assert puzzle.violations(bad) == ["the area of the number 5 at r2c1 has 4 cells",
                                      "the area of the number 6 at r2c2 is not a rectangle (7 cells)",
                                      "the area of the number 6 at r2c2 has 7 cells"]
    assert puzzle.violations([[0] * 6] * 6)[0] == "cell r1c1 holds 0, not the rank of a number (1 to 8)"
    with pytest.raises(ValueError, match="cell r1c1 holds '#'"):
        puzzle.violations([["#"] * 6] * 6)


def test_bad_inputs_are_named_in_one_line():
    with pytest.raises(PuzzleInputError, match=r"row 1, column 1: clue 0 is not an area \(a rectangle has 1 cell"):
        KIND.parse("shikaku\n0 .\n")
    with pytest.raises(PuzzleInputError, match="URL body has 1 character after the board"):
        KIND.parse("https://puzz.link/p?shikaku/3/3/2n7")


def test_the_command_line_solves_it_and_reads_its_own_answer(run_cli, tmp_path):
    file = tmp_path / "a.txt"
    file.write_text(KIND.parse(RECORDS[0]["url"]).to_text())
    code, out, err = run_cli("solve", str(file), "--json")
    assert code == 0, err
    assert json.loads(out)["grid"] == RECORDS[0]["answer"]
    record = tmp_path / "rec.jsonl"
    record.write_text(json.dumps({"puzzle": RECORDS[0]["url"], "solution": " ".join(map(str, RECORDS[0]["answer"][0]))
                                  + "\n" + "\n".join(" ".join(map(str, row)) for row in RECORDS[0]["answer"][1:])})
                      + "\n")
    code, out, err = run_cli("batch", str(record), "--check-answer", "--out", str(tmp_path / "out.jsonl"))
    assert code == 0, err
    assert json.loads((tmp_path / "out.jsonl").read_text())["matches_record"] is True


def test_a_board_too_large_for_memory_is_refused_before_its_rectangles_are_listed(run_cli, tmp_path):
    # a '?' on a 60x60 board holds 800,000 rectangles of 700,000,000 cells: listing them outgrew the machine
    rows = [["."] * 60 for _ in range(60)]
    rows[30][30] = "?"
    file = tmp_path / "q.txt"
    file.write_text("shikaku\n" + "\n".join(" ".join(row) for row in rows) + "\n")
    code, out, err = run_cli("shikaku", str(file), "--memory-limit", "1")
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: a CP-SAT model of a 60x60 Shikaku needs about 46.2 GB of memory")


def test_the_rectangles_are_those_a_search_of_every_rectangle_finds():
    from gridsat.puzzles.shikaku.rectangles import rectangles, size

    clued = {(0, 0): "?", (1, 2): 4, (2, 1): "?", (3, 3): 2}
    found = rectangles(4, 4, clued, sorted(clued))
    every = [(rank, [(r, c) for r in range(top, bottom) for c in range(left, right)])
             for rank, cell in enumerate(sorted(clued), 1) for top in range(4) for bottom in range(top + 1, 5)
             for left in range(4) for right in range(left + 1, 5)
             if top <= cell[0] < bottom and left <= cell[1] < right
             and sum(top <= r < bottom and left <= c < right for r, c in clued) == 1
             and clued[cell] in ("?", (bottom - top) * (right - left))]
    assert sorted(found) == sorted(every)
    assert size(4, 4, clued) == (len(every), sum(len(cells) for _, cells in every))


def test_the_checker_reads_the_numbers_once(monkeypatch):
    # it read them once per cell of every rectangle: a 100x100 board's answer took 9 s to check, past -t 60
    puzzle = KIND.parse(RECORDS[0]["url"])
    calls = []
    clued = type(puzzle).clued
    monkeypatch.setattr(type(puzzle), "clued", lambda self: calls.append(1) or clued(self))
    assert puzzle.violations(RECORDS[0]["answer"]) == [] and len(calls) == 1
