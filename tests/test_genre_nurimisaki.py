"""Nurimisaki: published puzzles solved to their published answers and
proven unique, the checker's words (puzz.link's own failing boards), counts
against brute force over the checker, degenerate boards, puzz.link URLs,
text and JSON, pictures, batch, bad input.

Puzzles: tests/data/genres/nurimisaki.json (sources and licences per record:
robx/pzprjs's test puzzle, janko.at Nurimisaki 1, 7, 27 and 97 as transcribed
in SmilingWayne/puzzlekit-dataset)."""

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

KIND = gridsat.kinds.get("nurimisaki")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "nurimisaki.json").read_text())
PZPRJS = "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    if "puzzle" in record:  # janko.at's circles as the dataset transcribes them, read back from the URL written
        assert record["puzzle"]["numbers"] == [list(row) for row in puzzle.clues]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


PZPRJS_FAILING = [  # robx/pzprjs test/script/nurimisaki.js: each board its checker fails, the failcode it names
    ("cs2x2", ["#.##.", "..###", ".....", ".....", "....."], "the 2x2 block at r1c3 is all shaded"),
    ("cuDivide", ["#...#", ".###.", "..#..", "#.##.", "....#"],
     "the unshaded cells are not connected: 3 groups, from r1c2, r2c1 and r2c5"),
    ("nmSumViewNe", ["#.###", "....#", "###.#", "....#", ".####"],
     "the 2 at r3c4 sees 3 unshaded cells (itself included), not 2"),
    ("cu2x2", ["#...#", "...##", "##..#", "...##", ".#..#"], "the 2x2 block at r1c2 is all unshaded"),
    ("circleNotPromontory", ["....#", ".#.##", "##..#", "...##", ".#..#"],
     "the circle at r1c2 is not a dead end: it has 2 unshaded neighbours, not 1"),
    ("nonCirclePromontory", ["#.##.", "...#.", "#.#..", "...#.", ".#..."], "the dead end at r1c5 has no circle"),
]


@pytest.mark.parametrize("failcode,rows,first", PZPRJS_FAILING, ids=[f[0] for f in PZPRJS_FAILING])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, rows, first):
    assert KIND.parse(PZPRJS).violations(grid_of(rows))[0] == first


def test_the_checker_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(grid_of(["#....", "#.###", ".###.", "..#..", "#.##."]))[:6] == [
        "circled cell r2c1 is shaded", "circled cell r3c4 is shaded", "circled cell r5c1 is shaded",
        "the 2x2 block at r2c3 is all shaded", "the unshaded cells are not connected: 3 groups, from r1c2, r3c1 and "
        "r3c5", "the circle at r1c2 is not a dead end: it has 2 unshaded neighbours, not 1"]
    blank = puzzle.violations([[0] * 5] * 5)  # puzz.link's brNoShade board: the rules refuse it without that guard
    assert blank[0] == "the 2 at r3c4 sees 9 unshaded cells (itself included), not 2" and len(blank) == 21
    assert blank[-1] == "the circle at r5c1 is not a dead end: it has 2 unshaded neighbours, not 1"
    assert puzzle.violations([[0] * 5]) == ["the answer is not 5x5"]


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "circled cells are unshaded", "no 2x2 block is all shaded",
                     "the unshaded cells are connected", "a number is how many unshaded cells it sees",
                     "no 2x2 block is all unshaded", "the circles are exactly the dead ends"]


def test_one_cell_and_one_row_boards():
    empty = KIND.parse("nurimisaki\n.\n").count()  # shaded, or unshaded with no neighbour (no dead end)
    assert (empty.count, empty.complete) == (2, True)
    assert KIND.parse("nurimisaki\n?\n").solve().status is Status.INFEASIBLE  # no neighbour: never a dead end
    row = KIND.parse("nurimisaki\n? . . ?\n").uniqueness()  # two dead ends: the row unshaded end to end
    assert row.uniqueness is Uniqueness.UNIQUE and row.grid == [[0, 0, 0, 0]]
    assert KIND.parse("nurimisaki\n3 . . ?\n").solve().status is Status.INFEASIBLE  # the 3 would see all four


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("nurimisaki\n? . .\n. . .\n. . ?\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    for grid in (result.grid, result.second):
        assert puzzle.violations(grid) == []


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    (tmp_path / "n.txt").write_text("nurimisaki\n3 . .\n. . .\n. . 3\n")
    code, out, _ = run_cli("nurimisaki", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == (
        "the number 3 at r3c3 cannot hold, even with every other number taken away, each left a circle without a "
        "number (still a dead end)")


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[3]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def brute_force_count(puzzle):
    """Every shading (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle)


def random_board(seed):
    """A 3x3 to 4x3 board, two to four of its cells circled, numbered 2-5 or ``?``."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    cells = [["."] * cols for _ in range(rows)]
    for _ in range(rng.choice([2, 3, 3, 4])):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice([2, 3, 4, 5, "?", "?"])
    return KIND.parse("nurimisaki\n" + text_grid(cells))


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
    assert [list(r) for r in KIND.parse("http://pzv.jp/p.html?nurimisaki_edit/2/2/.g2g").clues] == [
        ["?", None], [2, None]]


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:4] == ["nurimisaki", ". ? . . .", "? . . . .", ". . . 2 ."]
    assert puzzle.to_json()["kind"] == "nurimisaki"


def test_the_drawing_circles_every_clue_and_writes_numbers_only():
    puzzle = KIND.parse(PZPRJS)
    drawn = puzzle.drawing(grid_of(RECORDS[0]["answer"]))
    assert drawn.circles == {(0, 1): "white", (1, 0): "white", (2, 3): "white", (4, 0): "white"}
    assert drawn.text == {(2, 3): "2"}  # a circle without a number is drawn empty, as puzz.link draws it
    assert drawn.shaded == {(0, 0), (1, 1), (1, 2), (1, 3), (2, 2), (3, 0), (3, 2), (3, 3)}


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?nurimisaki/2/2/12", "Nurimisaki: URL body ends after 2 characters, missing 2 of the 4 "
     "cells (is the URL cut short?)"),
    ("https://puzz.link/p?nurimisaki/2/2/zz", "Nurimisaki: URL body character 1 ('z') runs past the 4 cells of the "
     "board"),
    ("nurimisaki\n2 2\n3\n", "n.txt: line 3: 1 cell, expected 2"),
    ("nurimisaki\n2 x\n", "n.txt: row 1, column 2: clue 'x' is not a whole number or '?'"),
    ("nurimisaki\n1 .\n", "n.txt: row 1, column 1: clue 1 is not a count of cells seen (a circle sees itself and "
     "its one unshaded neighbour: 2 or more)"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "n.txt").write_text(text)
        text = str(tmp_path / "n.txt")
    code, out, err = run_cli("nurimisaki", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "n.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[:2] == ["██○ · · · ", "○ ██████· "]


def test_the_web_solves_it(api_client):
    solved = api_client.post("/api/solve", json={"kind": "nurimisaki", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    """Recorded answers are rows of 0/1 or the drawn rows of # (shaded) and . (unshaded); a wrong one is told."""
    lines = [json.dumps({"kind": "nurimisaki", "puzzle": r["url"], "solution": grid_of(r["answer"])})
             for r in RECORDS[:2]]
    lines.append(json.dumps({"kind": "nurimisaki", "puzzle": RECORDS[2]["url"], "solution": RECORDS[2]["answer"]}))
    first, *rest = RECORDS[3]["answer"]
    wrong = [{"#": ".", ".": "#"}[first[0]] + first[1:], *rest]  # its circled r1c1 shaded
    lines.append(json.dumps({"kind": "nurimisaki", "puzzle": RECORDS[3]["url"], "solution": wrong}))
    (tmp_path / "n.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "n.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [
        ("nurimisaki", "solved", True)] * 3 + [("nurimisaki", "solved", False)]
    assert results[3]["record_breaks"] == "answer: circled cell r1c1 is shaded" and code == 0, err


# name: (steps, grade, trials, guesses), measured
HINTED = {"pzprjs-nurimisaki-5x5": (20, "expert", 5, 0), "janko-nurimisaki-01_6x6": (26, "hard", 1, 0),
          "janko-nurimisaki-07_7x7": (38, "hard", 9, 0), "janko-nurimisaki-27_10x10": (76, "expert", 23, 0),
          "janko-nurimisaki-97_10x10": (76, "hard", 21, 0)}


@pytest.mark.parametrize("name", HINTED)
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    from shading_steps import assert_follows, premise_state, published_record, replayed
    from gridsat.core.hints import grade
    from gridsat.puzzles.nurimisaki import deductions

    puzzle, answer = published_record(KIND, next(r for r in RECORDS if r["name"] == name))
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    assert replayed(out.steps, answer, KIND.given_position(puzzle)) == answer == out.grid
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == HINTED[name]
    for step in out.steps:
        assert_follows(deductions, puzzle, step, premise_state(deductions, puzzle, step, answer), plain_chain=True)


def test_the_dead_end_steps_say_why():
    steps = KIND.deduce(KIND.parse(RECORDS[1]["url"])).steps
    said = {s.rule: s for s in reversed(steps)}  # each rule's first step
    assert said["end_open"].sentence == ("r1c6 is shaded: the circle at r1c5 is a dead end, and it already has its one "
                                         "unshaded neighbour (r1c4)")
    assert said["end_last"].sentence == ("r4c3 is unshaded: the circle at r3c3 is a dead end, with one unshaded "
                                         "neighbour, and its other 3 neighbours are shaded")
    assert said["too_few"].sentence == ("r2c6 is shaded: it has no circle and at most one neighbour not shaded, so "
                                        "unshaded it would be a dead end without a circle or cut off from the circle at "
                                        "r1c5")
    assert said["no_end"].sentence == ("r2c1 is unshaded: the unshaded r1c1 has no circle, so it needs two unshaded "
                                       "neighbours or more (one would make it a dead end, none would cut it off), and "
                                       "only r1c2, r2c1 are not shaded")
    assert said["no_pool"].sentence == "r2c2 is shaded: unshaded, it would make a 2x2 block of unshaded cells"


def test_rule_words_list_every_rule():
    from gridsat.puzzles.nurimisaki import deductions

    words = KIND.rule_words()
    assert set(words) == {rule.__name__ for rule in deductions.RULES}
    assert words["end_last"] == "a circle with one neighbour not shaded has that one unshaded"


@pytest.mark.parametrize("position,reason", [
    ([[1, 1, 1, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0], [0, 0, 0, 0, 0], [1, 0, 0, 0, 0]],
     "the circle at r1c2 has 2 unshaded neighbours, not one (a circle is a dead end)"),
    ([[2, 1, 0, 0, 0], [1, 2, 2, 0, 0], [0, 2, 2, 1, 0], [0, 0, 0, 0, 0], [1, 0, 0, 0, 0]],
     "the 2x2 block at r2c2 is all shaded"),
    ([[0, 1, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0], [0, 0, 0, 0, 1], [1, 0, 0, 2, 1]],
     "the unshaded r5c5 is a dead end without a circle"),
    ([[0, 1, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0], [0, 1, 1, 0, 0], [1, 1, 1, 0, 0]],
     "the 2x2 block at r4c2 is all unshaded"),
])
def test_a_position_breaking_a_rule_is_told_the_rule(run_cli, tmp_path, position, reason):
    (tmp_path / "p.json").write_text(json.dumps(position))
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"), "--json")
    assert json.loads(out)["reason"] == reason


def test_the_web_offers_its_play_card_and_answers_its_hints(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["nurimisaki"]["play_card"] and kinds["nurimisaki"]["position_values"] == ["unshaded", "shaded"]
    reply = api_client.post("/api/hint", json={"kind": "nurimisaki", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["steps"][0]["rule"] == "trial" and body["labels"][2] == ["", "", "", "2", ""]


@pytest.mark.parametrize("rows,cols,seed", [(5, 5, 1), (6, 6, 2)])
def test_a_generated_puzzle_has_its_planted_answer_alone_and_each_number_is_needed(rows, cols, seed):
    """``gridsat generate nurimisaki``: a circle on each dead end of the planted answer, which the checker passes and
    an independent solve finds alone; each number is its circle's count and none can go (it would leave a second
    answer); the same seed makes the same puzzle."""
    from gridsat.core.options import SolverOptions

    def made():
        return KIND.generator().generate(rows, cols, seed, SolverOptions(time_limit=120))

    first = made()
    puzzle = KIND.parse(first.text)
    assert puzzle.clues == first.puzzle.clues and puzzle.violations(first.solution) == []
    assert set(puzzle.clued()) == set(puzzle.dead_ends(first.solution))
    proof = puzzle.uniqueness()
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == first.solution
    sight, numbers = puzzle.sight(first.solution), puzzle.counts()
    assert numbers and all(sight[r][c] == n for (r, c), n in numbers.items())
    for cell in numbers:  # each number taken away (its circle left) leaves a second answer
        fewer = [["?" if (r, c) == cell else v for c, v in enumerate(row)] for r, row in enumerate(puzzle.clues)]
        assert KIND.puzzle_type(rows, cols, fewer).uniqueness().uniqueness is Uniqueness.NOT_UNIQUE
    assert made().text == first.text
