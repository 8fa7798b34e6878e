"""Country Road: published puzzles solved to their published answers and proven unique (both engines), the checker's
words (puzz.link's own failing boards), counts against brute force over the checker, the vocabulary's "enters every
region once", degenerate boards, puzz.link URLs, text and JSON, pictures, batch, the web, bad input.

Puzzles: tests/data/genres/countryroad.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Country Road 1, 3, 4, 22, 25, 5, 151, 80 and 191 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import text_grid

KIND = gridsat.kinds.get("countryroad")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "countryroad.json").read_text())
PZPRJS = "https://puzz.link/p?country/5/5/amda0uf02h12h"
NUMBERS = "2 . . . .\n. . . . .\n1 2 . . .\n. . . . .\n. . . . .\n"
ROOMS = "0 0 1 1 2\n0 0 1 1 2\n3 4 4 4 2\n3 5 5 6 6\n3 5 5 6 6\n"  # pzprjs's test board, as its pzprv3 files hold it


def answer_of(puzzle, record):
    return puzzle.read_answer(record["answer"])


def board(numbers=NUMBERS, rooms=ROOMS):
    return KIND.parse(f"countryroad\n{numbers}\n{rooms}")


@pytest.mark.parametrize("engine", ["search", "cpsat"])
@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record, engine):
    puzzle = KIND.parse(record["url"])
    if "puzzle" in record:  # janko.at's rooms and numbers as the dataset transcribes them, read back from the URL
        pairs = {(a, b) for ours, theirs in zip(puzzle.regions, record["puzzle"]["rooms"]) for a, b in zip(ours, theirs)}
        assert len(pairs) == len({a for a, _ in pairs}) == len({b for _, b in pairs})  # the same rooms, ids aside
        given = {(r, c): v for r, row in enumerate(record["puzzle"]["numbers"]) for c, v in enumerate(row) if v}
        assert {puzzle.regions[r][c]: v for (r, c), v in given.items()} == puzzle.room_numbers()
    assert puzzle.violations(answer_of(puzzle, record)) == []  # the checker, from the rules, accepts it
    result = KIND.run(puzzle, Task("unique", engine=engine))
    assert result.uniqueness is Uniqueness.UNIQUE and result.engine == engine
    assert result.grid == answer_of(puzzle, record)


# robx/pzprjs test/script/country.js: each board its checker fails (its pzprv3 lines read as edge strings; bkNoLine's
# board splits a room, lnPlLoop's numbers the room at r3c2 3), the failcode it names and our first sentence
PZPRJS_FAILING = [
    ("lnBranch", None, None, ["0000", "1111", "0000", "0000", "0000"], ["01000", "00000", "00000", "00000"],
     "the loop has 3 lines at r2c2"),
    ("lnCross", None, None, ["0000", "1111", "0000", "0000", "0000"], ["01000", "01000", "01000", "01000"],
     "the loop has 4 lines at r2c2"),
    ("bkPassTwice", None, None, ["0110", "0000", "1000", "0000", "1110"], ["01010", "01010", "10010", "10010"],
     "the loop passes through the room at r3c2 2 times, not once"),
    ("bkLineNe", None, None, ["0100", "1000", "1100", "0101", "0110"], ["01000", "10000", "00100", "01010"],
     "the loop visits 3 cells of the room at r1c1, not 2"),
    ("bkNoLine", None, "0 0 1 1 2\n0 0 1 1 2\n3 4 4 5 2\n3 6 6 7 7\n3 6 6 7 7\n", ["0010", "1101", "1100", "0101",
     "0110"], ["00110", "10001", "00101", "01010"], "the loop misses the room at r3c4"),
    ("cbNoLine", None, None, ["0011", "1100", "1100", "0101", "0110"], ["00101", "10001", "00101", "01010"],
     "cells r2c4 and r3c4, across a room border, are both off the loop"),
    ("lnDeadEnd", None, None, ["0010", "1100", "1100", "0101", "0110"], ["00110", "10001", "00101", "01010"],
     "the loop has 1 line at r2c4"),
    ("lnPlLoop", "2 . . . .\n. . . . .\n1 3 . . .\n. . . . .\n. . . . .\n", None, ["0010", "1101", "1111", "0110",
     "0110"], ["00110", "10001", "00000", "01010"], "the lines form 2 separate loops, not one: through r1c3 and r4c2"),
]


@pytest.mark.parametrize("failcode,numbers,rooms,horizontal,vertical,first", PZPRJS_FAILING,
                         ids=[f[0] for f in PZPRJS_FAILING])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, numbers, rooms, horizontal, vertical, first):
    puzzle = board(numbers or NUMBERS, rooms or ROOMS)
    found = puzzle.violations(puzzle.read_answer({"horizontal": horizontal, "vertical": vertical}))
    assert found[0] == first


def test_the_checker_says_each_broken_rule_in_puzzle_links_order():
    puzzle = board()
    grid = puzzle.read_answer({"horizontal": ["0100", "1000", "1100", "0101", "0110"],
                               "vertical": ["01000", "10000", "00100", "01010"]})
    assert puzzle.violations(grid) == [
        "the loop visits 3 cells of the room at r1c1, not 2", "the loop misses the room at r1c5",
        "cells r1c4 and r1c5, across a room border, are both off the loop",
        "cells r2c4 and r3c4, across a room border, are both off the loop",
        "cells r2c4 and r2c5, across a room border, are both off the loop",
        "cells r3c4 and r3c5, across a room border, are both off the loop",
        "the loop has 1 line at r1c3", "the loop has 1 line at r4c5"]
    assert puzzle.violations([[0] * 5] * 4) == ["the answer is not 5x5"]
    assert puzzle.violations([[1] + [0] * 4] + [[0] * 5] * 4) == ["the line from r1c1 leaves the board",
                                                                  "no loop is drawn"]
    assert puzzle.violations([[2] + [0] * 4] + [[0] * 5] * 4)[0] == "cells r1c1 and r1c2 disagree on the side between them"


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one closed loop through cell centres", "the loop passes through every room once",
                     "a room's number counts the cells the loop visits",
                     "cells off the loop never touch across a room border"]


def test_enters_once_counts_the_edges_across_each_region():
    from gridsat.constraints.loops import enters_once
    from gridsat.puzzles.grid.recorder import CountingRecorder

    recorder = CountingRecorder()
    a, b, c = (recorder.new_bool_var() for _ in range(3))
    edges = {((0, 0), (0, 1)): a, ((0, 1), (0, 2)): b, ((0, 0), (1, 0)): c}
    crossing = enters_once(recorder, edges, {(0, 0): "x", (0, 1): "x", (0, 2): "y", (1, 0): "y"})
    assert crossing == {"x": [b, c], "y": [b, c]}
    assert list(recorder.lo) == [2, 2] and list(recorder.hi) == [2, 2]
    assert enters_once(recorder, edges, {(0, 0): 1, (0, 1): 1, (0, 2): 1, (1, 0): 1}) == {1: []}  # one region
    with pytest.raises(ValueError, match=r"region_of: \(1, 0\) has no region"):
        enters_once(recorder, edges, {(0, 0): 1, (0, 1): 1, (0, 2): 1})


@pytest.mark.parametrize("engine", ["search", "cpsat"])
def test_degenerate_boards(engine):
    def run(text, what="count"):
        return KIND.run(KIND.parse("countryroad\n" + text), Task(what, engine=engine))

    assert run(".\n\na\n").status is Status.INFEASIBLE  # no loop in one cell
    one = run(". .\n. .\n\na a\na a\n")  # one room holds the whole loop: the 2x2 ring
    assert (one.count, one.complete) == (1, True)
    assert run(". .\n. .\n\na b\na b\n").count == 1  # two rooms: the ring enters each once
    assert run(". . .\n. . .\n\na a a\na a a\n").count == 3  # the 2x2 rings and the 2x3 ring
    assert run("2 . .\n. . .\n\na a b\na a b\n").count == 1  # a's 2 cells: the 2x3 ring
    assert run("3 . .\n. . .\n\na a b\na a b\n").status is Status.INFEASIBLE  # an odd count: a ring of a 2x2 has 4


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("countryroad\n. . .\n. . .\n\na a a\na a a\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    for grid in (result.grid, result.second):
        assert puzzle.violations(grid) == []


@pytest.mark.parametrize("text,reason", [
    ("countryroad\n3 . .\n. . .\n\na a b\na a b\n", "the room number 3 at r1c1 cannot hold, even with every other "
     "room number taken away"),
    ("countryroad\n. . .\n\na a b\n", "no loop fits a board of 1 row: a loop through cell centres needs 2 rows and 2 "
     "columns"),
])
def test_no_answer_is_proven_and_explained(run_cli, tmp_path, text, reason):
    (tmp_path / "n.txt").write_text(text)
    code, out, _ = run_cli("countryroad", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == reason


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    puzzle = KIND.parse(RECORDS[1]["url"])
    forced = puzzle.forced()
    assert forced.complete and forced.forced == answer_of(puzzle, RECORDS[1])


def random_board(seed):
    """A 3x3 board cut into one to four rooms grown from random seeds, some rooms numbered 1-3 or ``?``."""
    rng = random.Random(seed)
    cells = [(r, c) for r in range(3) for c in range(3)]
    room = {cell: i for i, cell in enumerate(rng.sample(cells, rng.randint(1, 4)))}
    while len(room) < len(cells):  # grow a room into a free neighbour
        r, c = rng.choice(sorted(room))
        free = [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if (y, x) in cells
                and (y, x) not in room]
        if free:
            room[rng.choice(free)] = room[r, c]
    clues = [["."] * 3 for _ in range(3)]
    for rid in set(room.values()):
        cells_of = [cell for cell in cells if room[cell] == rid]
        first = min(cells_of, key=lambda cell: (cell[1], cell[0]))
        if rng.random() < 0.5:
            clues[first[0]][first[1]] = rng.choice([n for n in (1, 2, 3, "?") if n == "?" or n <= len(cells_of)])
    text = text_grid(clues)
    text += "\n" + "".join(" ".join("abcd"[room[r, c]] for c in range(3)) + "\n" for r in range(3))
    return KIND.parse("countryroad\n" + text)


EDGES = [((r, c), (r, c + 1)) for r in range(3) for c in range(2)] + \
    [((r, c), (r + 1, c)) for r in range(2) for c in range(3)]  # the 3x3 board's 12


@functools.cache
def two_lines_a_cell() -> list:
    """The sets of :data:`EDGES` (bit masks) with 0 or 2 at every cell, as a loop has (rule 1's first half)."""
    def degrees_fit(mask):
        degree = {}
        for i, (a, b) in enumerate(EDGES):
            if mask >> i & 1:
                degree[a], degree[b] = degree.get(a, 0) + 1, degree.get(b, 0) + 1
        return all(d == 2 for d in degree.values())
    return [mask for mask in range(1 << len(EDGES)) if degrees_fit(mask)]


@functools.cache
def brute_force_of(seed):
    """Every set of the 3x3 board's 12 edges that the independent checker accepts (the checker asked only of the
    sets with two lines or none at each cell: it refuses the others on rule 1 alone)."""
    from gridsat.puzzles.grid.loop import loop_masks

    puzzle = random_board(seed)
    return sum(not puzzle.violations(loop_masks([e for i, e in enumerate(EDGES) if mask >> i & 1], 3, 3, False))
               for mask in two_lines_a_cell())


@pytest.mark.parametrize("engine", ["search", "cpsat"])
@pytest.mark.parametrize("seed", range(10))
def test_counts_equal_brute_force_over_the_checker(seed, engine):
    counted = KIND.run(random_board(seed), Task("count", engine=engine))
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in range(10)]
    assert 0 in counts and 1 in counts and max(counts) > 1
    assert len(two_lines_a_cell()) == 14  # none, and 13 rings round 1, 2, 3 or 4 of its 2x2 blocks


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    assert [list(r) for r in KIND.parse(PZPRJS).regions] == [[int(v) for v in row.split()]
                                                             for row in ROOMS.splitlines()]


def test_a_number_off_its_rooms_top_cell_is_written_there():
    puzzle = KIND.parse("countryroad\n. .\n. 2\n\na a\na a\n")
    assert puzzle.to_url() == "https://puzz.link/p?country/2/2/002"
    assert [list(r) for r in KIND.parse(puzzle.to_url()).clues] == [[2, None], [None, None]]


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues, again.regions) == (puzzle.rows, puzzle.cols, puzzle.clues,
                                                                        puzzle.regions)
    assert puzzle.to_text().splitlines()[:2] == ["countryroad", "2 . . . ."]
    assert set(puzzle.to_json()) == {"kind", "rows", "cols", "clues", "regions"}


def test_the_drawing_has_rooms_numbers_and_the_loop():
    puzzle = KIND.parse(PZPRJS)
    drawn = puzzle.drawing(answer_of(puzzle, RECORDS[0]))
    assert drawn.text == {(0, 0): "2", (2, 0): "1", (2, 1): "2"}
    assert drawn.regions == puzzle.region_of() and len(drawn.edges) == 18
    assert ((0, 2), (0, 3)) in drawn.edges


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?country/2/2/12", "Country Road: URL body character 1 ('1') sets walls past the edge of "
     "the board"),
    ("https://puzz.link/p?country/2/2/00", "Country Road: URL body ends after 2 characters, missing 1 of the 1 room "
     "(is the URL cut short?)"),
    ("countryroad\n0 .\n. .\n\na a\na a\n", "n.txt: row 1, column 1: clue 0 is not a count of visited cells (the "
     "loop passes through every room)"),
    ("countryroad\n5 .\n. .\n\na a\na a\n", "n.txt: row 1, column 1: the number 5 is more than its room's 4 cells"),
    ("countryroad\n1 2\n. .\n\na a\na a\n", "n.txt: row 1, column 1 and row 1, column 2: two numbers in one room"),
    ("countryroad full\n. .\n. .\n\na a\na a\n", "n.txt: line 1: 'countryroad full' is not a header line: a header "
     "line is exactly 'countryroad'"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "n.txt").write_text(text)
        text = str(tmp_path / "n.txt")
    code, out, err = run_cli("countryroad", text)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {message}")
    assert err.count("\n") == 1


def test_a_wall_inside_a_room_is_refused(run_cli):
    code, out, err = run_cli("countryroad", "https://puzz.link/p?country/2/2/g0g")
    assert (code, out) == (2, "") and err == (
        "gridsat: error: Country Road: the URL draws a wall between r1c1 and r1c2 with one room on both sides; "
        "puzz.link's loop counts it as a room's border, and gridsat's rooms cannot hold it: erase it on puzz.link or "
        "close its room, then export the URL again\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png, svg = tmp_path / "c.png", tmp_path / "c.svg"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png), "--svg", str(svg))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert svg.read_text().count("<path") > 10
    assert out.splitlines()[:5] == ["┌─────┬─────┬──┐", "│2  · │┌──┐ │· │", "│     ││  │ │  │",  # the rooms' walls,
                                    "│┌────┼┘  └─┼┐ │", "├┼─┬──┴─────┤│ │"]  # the loop crossing them (┼)


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "countryroad", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["horizontal"] == RECORDS[0]["answer"]["horizontal"]
    assert solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    """Recorded answers are edge strings or rows of side bitmasks; a wrong one is told."""
    lines = [json.dumps({"kind": "countryroad", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:2]]
    wrong = {"horizontal": ["0011", "1100", "1100", "0101", "0110"], "vertical": ["00101", "10001", "00101", "01010"]}
    lines.append(json.dumps({"kind": "countryroad", "puzzle": PZPRJS, "solution": wrong}))
    (tmp_path / "n.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "n.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [
        ("countryroad", "solved", True)] * 2 + [("countryroad", "solved", False)]
    assert results[2]["record_breaks"] == ("answer: cells r2c4 and r3c4, across a room border, are both off the "
                                           "loop") and code == 0, err


def test_the_generator_makes_a_unique_puzzle_with_minimal_numbers():
    from dataclasses import replace

    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.countryroad.generator import loop_order

    made = KIND.generator().make(5, 5, 1, SolverOptions(time_limit=60))  # 3 numbers kept
    puzzle = made.puzzle
    assert made.kind == "countryroad" and made.info["unique"]
    assert puzzle.to_url() == "https://puzz.link/p?country/5/5/1pakru161i43g"  # same seed, same puzzle
    assert puzzle.violations(made.solution) == []  # the checker, from the rules, takes the planted loop
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and result.grid == made.solution
    clued = puzzle.clued()
    assert made.info["givens"] == len(clued) >= 1
    for cell in clued:  # each number kept is needed: without it a second answer exists
        fewer = [list(row) for row in puzzle.clues]
        fewer[cell[0]][cell[1]] = None
        assert replace(puzzle, clues=tuple(map(tuple, fewer))).uniqueness().uniqueness is Uniqueness.NOT_UNIQUE
    ring = {((0, 0), (0, 1)), ((0, 1), (1, 1)), ((1, 0), (1, 1)), ((0, 0), (1, 0))}
    assert loop_order(ring) == [(0, 0), (0, 1), (1, 1), (1, 0)]
