"""Shimaguni: published puzzles solved to their published answers and proven unique, the checker's words
(puzz.link's own failing boards), counts against brute force over the checker, degenerate boards, puzz.link URLs,
text and JSON, pictures, batch, bad input.

Puzzles: tests/data/genres/shimaguni.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Shimaguni 1, 3, 4, 227, 265 and 280 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import shadings_accepted, text_grid

KIND = gridsat.kinds.get("shimaguni")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "shimaguni.json").read_text())
PZPRJS = "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43"
SLOW = {"janko-shimaguni-280_30x45"}  # 1-3 s of CPU on a loaded machine: the slow set runs it


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] * (r["name"] in SLOW))
                                    for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    if "puzzle" in record:  # janko.at's rooms and numbers as the dataset transcribes them, read back from the URL
        pairs = {(a, b) for ours, theirs in zip(puzzle.regions, record["puzzle"]["rooms"]) for a, b in zip(ours, theirs)}
        assert len(pairs) == len({a for a, _ in pairs}) == len({b for _, b in pairs})  # the same rooms, ids aside
        assert [list(row) for row in puzzle.clues] == record["puzzle"]["numbers"]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


PZPRJS_FAILING = [  # robx/pzprjs test/script/shimaguni.js: each board its checker fails, the failcode it names
    ("cbShade", ["###...", "##....", "......", "......", "......", "......"],
     "shaded cells r1c1 and r2c1 touch across a room border"),
    ("bkShadeDivide", ["###...", "......", "##....", "..#...", "##.###", "##...."],
     "the shaded cells of the room at r5c1 are not connected: 2 groups"),
    ("bkShadeNe", ["###...", "......", "##....", "..#...", "##....", "#....."],
     "the room at r1c5 has 0 shaded cells, not 3"),
    ("bsEqShade", ["###...", "......", "##.#.#", "..#.##", "##....", "##.###"],
     "the touching rooms at r1c4 and r2c3 both have 1 shaded cell"),
    ("bkNoShade", ["###...", "...#..", "##.#.#", "..#.##", "##....", "##.###"], "the room at r1c6 has no shaded cell"),
]


@pytest.mark.parametrize("failcode,rows,first", PZPRJS_FAILING, ids=[f[0] for f in PZPRJS_FAILING])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, rows, first):
    assert KIND.parse(PZPRJS).violations(grid_of(rows))[0] == first


def test_the_checker_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(grid_of(["###...", "......", "##.#.#", "..#.##", "##....", "##.###"])) == [
        "the touching rooms at r1c4 and r2c3 both have 1 shaded cell", "the room at r1c6 has no shaded cell"]
    blank = puzzle.violations([[0] * 6] * 6)
    assert blank[:2] == ["the room at r1c1 has 0 shaded cells, not 3", "the room at r1c5 has 0 shaded cells, not 3"]
    assert len(blank) == 13 and blank[-1] == "the room at r6c3 has no shaded cell"
    assert puzzle.violations([[0] * 6]) == ["the answer is not 6x6"]
    with pytest.raises(ValueError, match="r1c1 holds 2"):
        puzzle.violations([[2] * 6] * 6)


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "shaded cells in two rooms never touch",
                     "each room's shaded cells are connected", "a room's number counts its shaded cells",
                     "touching rooms hold different numbers of shaded cells", "every room holds a shaded cell"]


def test_one_cell_and_one_row_boards():
    one = KIND.parse("shimaguni\n.\n\na\n").count(keep=None)  # its one room holds an island: the cell shaded
    assert (one.count, one.complete) == (1, True) and one.solutions[0] == [[1]]
    assert KIND.parse("shimaguni\n2\n\na\n").solve().status is Status.INFEASIBLE
    row = KIND.parse("shimaguni\n2 . .\n\na a b\n").uniqueness()  # 2 fills room a; b's one cell touches it
    assert row.status is Status.INFEASIBLE
    row = KIND.parse("shimaguni\n1 . .\n\na a b\n").uniqueness()  # b's one cell, shaded, is as large as a's 1
    assert row.status is Status.INFEASIBLE
    row = KIND.parse("shimaguni\n1 . . .\n\na a b b\n").uniqueness()  # b: 2 cells (not a's 1), a's away from it
    assert row.uniqueness is Uniqueness.UNIQUE and row.grid == [[1, 0, 1, 1]]


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("shimaguni\n. . .\n. . .\n\na a a\nb b b\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    for grid in (result.grid, result.second):
        assert puzzle.violations(grid) == []


@pytest.mark.parametrize("text,reason", [
    ("shimaguni\n2 . 2\n. . .\n\na a b\na a b\n", "the room numbers 2 at r1c1 and 2 at r1c3 cannot all hold, even "
     "with every other room number taken away (take one of these away too and an answer exists)"),
    ("shimaguni\n. .\n\na b\n", "the one-cell rooms at r1c1 and r1c2 touch: each room holds a shaded cell, and "
     "shaded cells in two rooms never touch"),
    ("shimaguni\n. . .\n. . .\n\na a a\na b a\n", "the board has no room number to take away, and the rules alone "
     "leave none"),
    ("shimaguni\n2 . .\n. . .\n\na a a\na b a\n", "there is none even with every room number taken away"),
])
def test_no_answer_is_proven_and_explained(run_cli, tmp_path, text, reason):
    (tmp_path / "n.txt").write_text(text)
    code, out, _ = run_cli("shimaguni", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == reason


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[2]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def brute_force_count(puzzle):
    """Every shading (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle)


def random_board(seed):
    """A 3x3 to 4x3 board cut into two to five rooms grown from random seeds, some rooms numbered 1-3 or ``?``."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    room = {cell: i for i, cell in enumerate(rng.sample(cells, rng.randint(2, 5)))}
    while len(room) < len(cells):  # grow a room into a free neighbour
        r, c = rng.choice(sorted(room))
        free = [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if (y, x) in cells
                and (y, x) not in room]
        if free:
            room[rng.choice(free)] = room[r, c]
    clues = [["."] * cols for _ in range(rows)]
    for rid in set(room.values()):
        first = min(cell for cell in room if room[cell] == rid)
        if rng.random() < 0.7:
            clues[first[0]][first[1]] = rng.choice([1, 2, 3, "?"])
    text = text_grid(clues)
    text += "\n" + "".join(" ".join("abcde"[room[r, c]] for c in range(cols)) + "\n" for r in range(rows))
    return KIND.parse("shimaguni\n" + text)


@functools.cache
def brute_force_of(seed):
    """:func:`brute_force_count` of :func:`random_board` ``seed``, counted once for both tests below."""
    return brute_force_count(random_board(seed))


@pytest.mark.parametrize("seed", range(12))
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in range(12)]
    assert 0 in counts and 1 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    assert gridsat.kinds.detect(PZPRJS) is KIND
    pasted = KIND.parse("http://pzv.jp/p.html?shimaguni_edit/2/2/o0.2")  # a wall down the middle, numbers ? and 2
    assert [list(r) for r in pasted.clues] == [["?", 2], [None, None]]
    assert [list(r) for r in pasted.regions] == [[0, 1], [0, 1]]


def test_a_number_off_its_rooms_top_cell_is_written_there():
    puzzle = KIND.parse("shimaguni\n. .\n. 2\n\na a\na a\n")
    assert puzzle.to_url() == "https://puzz.link/p?shimaguni/2/2/002"
    assert [list(r) for r in KIND.parse(puzzle.to_url()).clues] == [[2, None], [None, None]]


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues, again.regions) == (puzzle.rows, puzzle.cols, puzzle.clues,
                                                                        puzzle.regions)
    assert puzzle.to_text().splitlines()[:3] == ["shimaguni", "3 . . . 3 .", "2 . . . . ."]
    assert puzzle.to_json()["kind"] == "shimaguni"


def test_the_drawing_has_rooms_numbers_and_islands():
    puzzle = KIND.parse(PZPRJS)
    drawn = puzzle.drawing(grid_of(RECORDS[0]["answer"]))
    assert drawn.text == {(0, 0): "3", (0, 4): "3", (1, 0): "2", (4, 0): "4", (5, 2): "3"}
    assert drawn.regions == puzzle.region_of() and (0, 0) in drawn.shaded and (0, 3) not in drawn.shaded
    assert len(drawn.shaded) == 19


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?shimaguni/2/2/12", "Shimaguni: URL body character 1 ('1') sets walls past the edge of "
     "the board"),
    ("https://puzz.link/p?shimaguni/2/2/00", "Shimaguni: URL body ends after 2 characters, missing 1 of the 1 room "
     "(is the URL cut short?)"),
    ("shimaguni\n0 .\n\na a\n", "n.txt: row 1, column 1: clue 0 is not an island size (every room holds an island "
     "of 1 cell or more)"),
    ("shimaguni\n1 2\n\na a\n", "n.txt: row 1, column 1 and row 1, column 2: two numbers in one room"),
    ("shimaguni\n. .\n\na b\na b\n", "n.txt: the clues have 1 row (from line 2), the regions 2 (from line 4): each "
     "block has one row per row of the board"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "n.txt").write_text(text)
        text = str(tmp_path / "n.txt")
    code, out, err = run_cli("shimaguni", text)
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: {message}")
    assert err.count("\n") == 1


def test_a_wall_inside_a_room_is_refused(run_cli):
    code, out, err = run_cli("shimaguni", "https://puzz.link/p?shimaguni/2/2/g0g")
    assert (code, out) == (2, "") and err == (
        "gridsat: error: Shimaguni: the URL draws a wall between r1c1 and r1c2 with one room on both sides; puzz.link "
        "keeps shaded cells apart across it and cuts islands at it, and gridsat's rooms cannot hold it: erase it on "
        "puzz.link or close its room, then export the URL again\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "n.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[1] == "│3█ ██ ██│· │3 │██│"


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "shimaguni", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    """Recorded answers are rows of 0/1 or the drawn rows of # (shaded) and . (unshaded); a wrong one is told."""
    lines = [json.dumps({"kind": "shimaguni", "puzzle": r["url"], "solution": grid_of(r["answer"])})
             for r in RECORDS[:2]]
    lines.append(json.dumps({"kind": "shimaguni", "puzzle": RECORDS[2]["url"], "solution": RECORDS[2]["answer"]}))
    wrong = ["###..#", "...#..", "##.#.#", "..#.##", "##....", "##.##."]  # the 6x6's last room one cell short
    lines.append(json.dumps({"kind": "shimaguni", "puzzle": PZPRJS, "solution": wrong}))
    (tmp_path / "n.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "n.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [
        ("shimaguni", "solved", True)] * 3 + [("shimaguni", "solved", False)]
    assert results[3]["record_breaks"] == "answer: the room at r6c3 has 2 shaded cells, not 3" and code == 0, err
