"""Creek: published puzzles solved to their published answers and proven unique, the checker's words, the
vocabulary's count around a grid point against a brute-force reading, degenerate boards, counts against brute
force, puzz.link URLs, text and JSON, hints, bad input, pictures, the web, batch.

Puzzles: tests/data/genres/creek.json (sources and licences per record: robx/pzprjs and semiexp/cspuz_core test
puzzles, janko.at Creek 12, 103, 317 and 380 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.corners import corner_cells, corner_count, corner_counts
from gridsat.constraints.model import RuleModel
from gridsat.constraints.shading import cell_vars
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import shadings_accepted

KIND = gridsat.kinds.get("creek")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "creek.json").read_text())
PZPRJS = "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt"
JANKO_12 = RECORDS[2]["url"]


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert record["puzzle"]["clues"] == puzzle.to_json()["clues"]
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


def pzprv3(board: str) -> list:
    """A pzprv3 Creek board's cells (pzprjs's test boards: after the size, 7 rows of grid points, then the cells)
    as rows of 1 shaded ('#') / 0."""
    rows = board.strip("/").split("/")[4:]
    return [[int(tok == "#") for tok in row.split()] for row in rows[7:]]


POINTS = "pzprv3/creek/6/6/. 0 . . . 0 . /. . . . 2 . . /. . 2 2 . . . /1 . . 1 . 2 . /1 . 4 . 3 . . /. . . . . . . /" \
    ". . . . . . . /"


@pytest.mark.parametrize("failcode,cells,said", [
    ("crShadeGt", "# # . . . . /. . . . . . /. . . . . . /. . . . . . /. . . . . . /. . . . . . /",
     "the 0 at the top-left corner of r1c2 has 2 shaded cells around it"),
    ("cuDivide", ". . . . . . /. . . # . . /# # # . # # /. . . . . . /. . . . . . /. . . . . . /",
     "the unshaded cells are not connected: 2 groups, from r1c1 and r3c4"),
    ("crShadeLt", ". . . . . . /. . . . # . /. . . . # . /. # # . # . /. # # # # . /. . . . . . /",
     "the 2 at the top-left corner of r2c5 has 1 shaded cell around it"),
])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, cells, said):
    """robx/pzprjs test/script/creek.js: each board its checker fails (failcode), and the rule ours names."""
    assert said in KIND.parse(PZPRJS).violations(pzprv3(POINTS + cells))


def test_the_checker_accepts_puzzle_links_answer_and_names_each_number():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(pzprv3(POINTS + ". + + + + . /. # # # # + /. + + + # + /# # # + # + /. # # # # + /"
                                              ". . + + + + /")) == []
    assert puzzle.violations([[0] * 6] * 6)[:3] == [
        "the 2 at the top-left corner of r2c5 has 0 shaded cells around it",
        "the 2 at the top-left corner of r3c3 has 0 shaded cells around it",
        "the 2 at the top-left corner of r3c4 has 0 shaded cells around it"]
    corners = KIND.parse("creek\n1 . 0\n. . .\n0 . 1\n")
    assert corners.violations([[0, 1], [0, 1]]) == [  # the board's corners, named by the cell they touch
        "the 1 at the top-left corner of r1c1 has 0 shaded cells around it",
        "the 0 at the top-right corner of r1c2 has 1 shaded cell around it"]


@pytest.mark.parametrize("rows,cols", [(1, 1), (2, 3), (3, 3)])
def test_the_vocabularys_corner_count_is_the_brute_force_reading(rows, cols):
    """corner_counts alone in CP-SAT, one number on each grid point of small boards (corner, edge, inside) and
    each number 0-4: its answers are the shadings a plain count of the cells touching the point accepts."""
    from ortools.sat.python import cp_model

    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for point in itertools.product(range(rows + 1), range(cols + 1)):
        assert len(corner_cells(rows, cols, point)) == sum(
            1 for r, c in cells if r in (point[0] - 1, point[0]) and c in (point[1] - 1, point[1]))
        for number in range(5):
            model = RuleModel()
            shaded = cell_vars(model, cells)
            corner_counts(model, rows, cols, shaded, {point: number})
            solver = cp_model.CpSolver()
            solver.parameters.enumerate_all_solutions = True
            found = []
            solver.solve(model, type("Counter", (cp_model.CpSolverSolutionCallback,), {
                "on_solution_callback": lambda self: found.append(1)})())
            brute = sum(corner_count([list(bits[r * cols:(r + 1) * cols]) for r in range(rows)], point) == number
                        for bits in itertools.product((0, 1), repeat=rows * cols))
            assert len(found) == brute, (point, number)


def test_the_vocabulary_refuses_a_point_off_the_board():
    with pytest.raises(ValueError, match=r"point \(3, 0\) is not a grid point of a 2x2 board \(0..2, 0..2\)"):
        corner_cells(2, 2, (3, 0))


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "a number on a grid point counts the shaded cells around it",
                     "the unshaded cells are connected"]


def test_one_cell_boards():
    assert KIND.parse("creek\n1 .\n. .\n").uniqueness().grid == [[1]]
    assert KIND.parse("creek\n0 .\n. 0\n").uniqueness().grid == [[0]]
    empty = KIND.parse("creek\n. .\n. .\n").count()  # no number: the cell shaded or not
    assert (empty.count, empty.complete) == (2, True)
    assert KIND.parse("creek\n1 .\n. 0\n").solve().status is Status.INFEASIBLE


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("creek\n. . .\n. 1 .\n. . .\n")  # one of the four cells shaded
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert (puzzle.count().count, puzzle.count().complete) == (4, True)


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    (tmp_path / "n.txt").write_text("creek\n1 . .\n0 . .\n. . 1\n")  # r1c1 shaded, and unshaded
    code, out, _ = run_cli("creek", str(tmp_path / "n.txt"), "--json")
    result = json.loads(out)
    assert code == 1 and result["status"] == "infeasible" and result["reason"] == (
        "the numbers 1 at the top-left corner of r1c1 and 0 at the top-left corner of r2c1 cannot all hold, even "
        "with every other number taken away (take one of these away too and an answer exists)")
    assert result["conflict"] == [[0, 0], [1, 0]]  # grid points, as the clues are given
    code, out, _ = run_cli("creek", str(tmp_path / "n.txt"), "--png", str(tmp_path / "n.png"))
    assert code == 1 and (tmp_path / "n.png").stat().st_size > 1000


def test_every_cell_shaded_is_an_answer_when_the_numbers_say_so():
    """No unshaded cell at all is one connected area (none): a 4 in the middle of a 2x2 board shades it whole."""
    assert KIND.parse("creek\n. . .\n. 4 .\n. . .\n").uniqueness().grid == [[1, 1], [1, 1]]


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[1]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])
    partial = KIND.parse("creek\n. . . .\n. 3 . .\n. . 3 .\n. . . .\n").forced()
    assert partial.forced == [[1, None, None], [None, None, None], [None, None, 1]]


def brute_force_count(puzzle):
    """Every shading (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle)


def random_board(seed):
    """A 3x3, 3x4 or 4x3 board, three to six of its grid points holding a number (0 to what fits there, or ?)."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    points = [["."] * (cols + 1) for _ in range(rows + 1)]
    for _ in range(rng.choice([3, 4, 5, 6])):
        r, c = rng.randrange(rows + 1), rng.randrange(cols + 1)
        points[r][c] = rng.choice(["?"] + [str(n) for n in range(len(corner_cells(rows, cols, (r, c))) + 1)])
    return KIND.parse("creek\n" + "".join(" ".join(row) + "\n" for row in points))


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    """:func:`brute_force_count` of the board of ``seed``, counted once a run."""
    return brute_force_count(random_board(seed))


#: Seeds of boards with 0 to 34 answers (boards of few numbers have hundreds, each listed by the count: left out)
SEEDS = (0, 1, 2, 3, 4, 5, 8, 11, 12, 17, 25, 32)


@pytest.mark.slow  # (1.8 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("seed", SEEDS)
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert max(counts) > 1 and min(counts) < max(counts)


def test_url_round_trip_of_every_published_url():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    # cspuz_core's serializer test gives this URL for its board: ours reads and writes it alike
    assert RECORDS[1]["url"] == "https://puzz.link/p?creek/6/7/q2cgcj18cdm3c88cl"
    assert gridsat.kinds.detect(PZPRJS) is KIND


def test_url_point_tokens_as_puzzle_link_writes_them():
    """pzprjs's decode4Cross: 0-4 a number, 5-9 a number and one empty point, a-e a number and two, g-z runs of 1
    to 20 empty points, '.' a number not given; read over the (rows + 1) x (cols + 1) points."""
    puzzle = KIND.parse("https://puzz.link/p?creek/3/1/.5a1g")
    assert puzzle.clues == (("?", 0, None, 0), (None, None, 1, None))
    # the last number's empty points folded into it, as pzprjs's encoder writes it (its points past the end empty)
    assert puzzle.to_url() == "https://puzz.link/p?creek/3/1/.5ab"
    assert KIND.parse(puzzle.to_url()).clues == puzzle.clues


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:3] == ["creek", ". 0 . . . 0 .", ". . . . 2 . ."]
    assert puzzle.to_json() == {"kind": "creek", "rows": 6, "cols": 6, "clues": RECORDS[0]["puzzle"]["clues"]}
    assert len(puzzle.to_json()["clues"]) == 7 and len(puzzle.to_json()["clues"][0]) == 7  # the grid points


def test_hint_steps_reach_the_answer_with_their_reasons():
    """puzz.link's test puzzle: 26 steps, each checked by hand against the board (the 0s on the top edge, the 4,
    the 1 beside it, the 2 and 3 then full; one trial on the left edge's two 1s; the unshaded cells then led out)."""
    deduction = KIND.deduce(KIND.parse(PZPRJS))
    steps = deduction.steps
    assert deduction.complete and len(steps) == 26
    assert [s.rule for s in steps[:10]] == ["number_full"] * 2 + ["number_needs", "number_full"] + \
        ["number_needs"] * 2 + ["trial"] + ["number_full"] * 2 + ["unshaded_escape"]
    said = [s.sentence for s in steps]
    assert said[0] == "r1c1, r1c2 are unshaded: the 0 at the top-left corner of r1c2 has no shaded cell around it"
    assert said[2] == ("r4c2, r4c3, r5c2, r5c3 are shaded: the 4 at the top-left corner of r5c3 needs 4 shaded cells, "
                       "as many as the cells around it")
    assert said[3] == ("r3c3, r3c4, r4c4 are unshaded: the 1 at the top-left corner of r4c4 has its 1 shaded cell "
                       "already (r4c3)")
    assert said[4] == ("r2c3, r2c4 are shaded: the 2 at the top-left corner of r3c4 needs 2 shaded cells, and with "
                       "r3c3, r3c4 unshaded only 2 of its 4 cells are left")
    assert said[6] == ("r4c1 is shaded: if it were unshaded, then r3c1 is shaded; r5c1 is shaded, and the unshaded "
                       "cells at r1c1 and r4c1 could not be joined")
    assert said[9] == ("r6c1 is unshaded: the unshaded cells must be connected, and the group at r5c1 has no other "
                       "way out to the unshaded cell at r1c1")
    assert said[25] == ("r2c5 is shaded: the 2 at the top-left corner of r2c5 needs 2 shaded cells, and with r1c4, "
                        "r1c5 unshaded only 2 of its 4 cells are left")
    final = [[0] * 6 for _ in range(6)]
    for step in steps:
        for (r, c), value in step.decided.items():
            final[r][c] = int(value == 2)
    assert final == grid_of(RECORDS[0]["answer"])


def test_janko_12_begins_with_two_numbers_read_together():
    """janko.at Creek 12: the 3 and the 1 on neighbouring points inside the board share two cells, so the 3's own
    two cells are shaded and the 1's own two unshaded (checked by hand, as the seven steps after it)."""
    steps = KIND.deduce(KIND.parse(JANKO_12)).steps
    assert steps[0].rule == "numbers_together" and steps[0].level == 2
    assert steps[0].sentence == (
        "r2c8, r3c8 are shaded and r2c10, r3c10 are unshaded: the 3 at the top-left corner of r3c9 and the 1 at the "
        "top-left corner of r3c10 share r2c9, r3c9; 2 ways to shade the cells around them give both their counts, "
        "and both agree there")
    assert steps[3].sentence == ("r1c7 is unshaded: if it were shaded, then r1c5, r2c5 are shaded and r2c7 is "
                                 "unshaded, and the unshaded cells at r2c7 and r2c9 could not be joined")
    assert steps[4].sentence == ("r1c9 is unshaded: the unshaded cells must be connected, and shaded it would cut the "
                                 "unshaded cell at r2c10 off from the one at r1c7")
    assert steps[6].sentence == ("r1c10 is shaded: the 1 at the top-left corner of r2c10 needs 1 shaded cell, and "
                                 "with r1c9, r2c9, r2c10 unshaded only 1 of its 4 cells is left")
    assert {s.rule for s in steps} == {"number_full", "number_needs", "numbers_together", "unshaded_escape",
                                       "unshaded_cut", "trial"}


def test_a_cell_walled_in_by_shaded_cells_is_shaded():
    steps = KIND.deduce(KIND.parse("creek\n. 2 . .\n. . . .\n. . 3 .\n. 2 . 0\n")).steps
    assert [s.rule for s in steps] == ["number_full"] + ["number_needs"] * 3 + ["walled"] * 2
    assert steps[3].sentence == ("r3c1 is shaded: the 2 at the bottom-left corner of r3c2 needs 2 shaded cells, as "
                                 "many as the cells around it")
    assert steps[4].level == 2 and steps[4].sentence == (
        "r1c3 is shaded: its neighbours are all shaded, so unshaded it would be cut off from the unshaded cell at r3c3")


@pytest.mark.parametrize("position,reason", [
    ([[0, 2, 0, 0, 0, 0]] + [[0] * 6] * 5, "the 0 at the top-left corner of r1c2 has 1 shaded cell around it"),
    ([[0] * 6] * 3 + [[0, 1, 1, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0] * 6],
     "the 4 at the top-left corner of r5c3 cannot have 4 shaded cells around it"),
    ([[1, 1, 1, 2, 1, 0], [2, 2, 2, 0, 0, 0]] + [[0] * 6] * 4,
     "the unshaded cells at r1c1 and r1c5 cannot be joined"),
])
def test_a_position_breaking_a_rule_is_told_the_rule(run_cli, tmp_path, position, reason):
    (tmp_path / "p.json").write_text(json.dumps(position))
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"), "--json")
    assert json.loads(out)["reason"] == reason


def test_the_hints_board_draws_the_numbers_on_the_grid_points_and_is_read_back(run_cli, tmp_path):
    code, drawn, _ = run_cli("hint", PZPRJS)
    lines = drawn.splitlines()
    assert code == 0 and lines[1:4] == ["+  0  +  +  +  0  +", " o  o  ?  ?  ?  ?  ", "+  +  +  +  2  +  +"]
    assert lines[-1] == "(o unshaded by this step; ? not yet decided; + a grid point without a number)"
    (tmp_path / "h.txt").write_text(drawn)
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "h.txt"))
    assert code == 0 and out.startswith("next step (rule: number_full): r1c5, r1c6 are unshaded: the 0 at the "
                                        "top-left corner of r1c6")


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?creek/2/2/12", "Creek: URL body ends after 2 characters, missing 7 of the 9 grid points "
     "(is the URL cut short?)"),
    ("https://puzz.link/p?creek/2/2/zz", "Creek: URL body character 1 ('z') runs past the 9 grid points of the board"),
    ("https://puzz.link/p?creek/2/2/1!", "Creek: URL body character 2 ('!'): not 0-9, a-e, a run g-z or '.'"),
    ("https://puzz.link/p?creek/2/2/000000000x", "Creek: URL body has 1 character after the board (from character "
     "10: 'x'); remove it"),
    ("https://puzz.link/p?creek/2/2/2n", "Creek: grid point row 1, column 1: clue 2 is more than the 1 cell around "
     "a grid point on the board's corner"),
    ("https://puzz.link/p?creek/d/2/2/0n", "Creek: URL flag 'd': puzz.link's old form of a Creek URL, which gridsat "
     "does not read; open it on puzz.link and copy the URL it writes now"),
    ("creek\n5 .\n. .\n", "t.txt: grid point row 1, column 1: clue 5 is not a number 0-4 or '?' (the shaded cells "
     "around a grid point)"),
    ("creek\n. 3 .\n. . .\n. . .\n", "t.txt: grid point row 1, column 2: clue 3 is more than the 2 cells around a "
     "grid point on the board's edge"),
    ("creek\n1 . 2\n", "t.txt: the clues stand on the grid points: a board of R x C cells has R + 1 rows of C + 1 "
     "points, got 1 of 3"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("creek", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_json_clues_of_another_shape_are_named(run_cli, tmp_path):
    (tmp_path / "c.json").write_text(json.dumps({"kind": "creek", "rows": 2, "cols": 2,
                                                 "clues": [[None, None], [None, None]]}))
    code, out, err = run_cli("creek", str(tmp_path / "c.json"))
    assert (code, out) == (2, "") and err.startswith("gridsat: error: c.json: clues must be") and "3 rows" in err


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "c.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique" in out and png.stat().st_size > 1000
    assert out.splitlines()[:4] == ["+  0  +  +  +  0  +", " ·  ·  ·  ·  ·  ·  ", "+  +  +  +  2  +  +",
                                    " ·  ██ ██ ██ ██ ·  "]


def test_the_picture_draws_the_numbers_on_the_grid_points():
    """Each number in a small white circle centred on its point (x = column, y = row of points), the board's edge
    included, and the margin wide enough for the circles on it."""
    from matplotlib.collections import PatchCollection

    figure = KIND.parse("creek\n1 . 0\n. 2 .\n. . .\n").uniqueness().figure()
    ax = figure.axes[0]
    circles = [p for c in ax.collections if isinstance(c, PatchCollection) for p in c.get_paths()]
    assert circles and ax.get_xlim()[0] <= -0.45
    labels = sorted((t.get_position(), t.get_text()) for t in ax.texts)
    assert labels == [((0.0, 0.0), "1"), ((1.0, 1.0), "2"), ((2.0, 0.0), "0")]


def test_the_grade_names_the_hardest_rule(run_cli):
    code, out, _ = run_cli("grade", PZPRJS, "--json")
    grade = json.loads(out)["grade"]
    assert code == 0 and (grade["grade"], grade["hardest_rule"], grade["trials"]) == ("hard", "trial", 1)


def test_the_web_offers_its_play_card_with_the_numbers_on_the_points(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["creek"]["play_card"] and kinds["creek"]["position_values"] == ["unshaded", "shaded"]
    reply = api_client.post("/api/hint", json={"kind": "creek", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["steps"][0]["rule"] == "number_full" and body["labels"] == [[""] * 6] * 6
    assert body["points"][0] == ["", "0", "", "", "", "0", ""] and len(body["points"]) == 7
    solved = api_client.post("/api/solve", json={"kind": "creek", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"
    other = api_client.post("/api/hint", json={"kind": "nurikabe", "puzzle": "nurikabe\n1 .\n. .\n"})
    assert other.status_code == 200 and other.json()["points"] is None  # a kind of clues in cells: none


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    lines = [json.dumps({"kind": "creek", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:3]]
    (tmp_path / "c.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [("creek", "solved", True)] * 3


@pytest.mark.slow  # a browser: 5-20 s; the API test above keeps the card's data in the default run
def test_a_creek_is_played_to_the_end_with_hints_in_the_browser(live_server, browser, tmp_path):
    """The general page's play card (headless Chromium): the numbers in circles on the cells' corners, a wrong
    cell marked by Check, and hints alone playing puzz.link's test puzzle to its answer, which Check calls solved."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    def board():
        values = browser.execute_script(
            "return [...document.querySelectorAll('#play-board .cell')].map((b) => Number(b.dataset.value));")
        return [values[6 * r:6 * r + 6] for r in range(6)]

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    open_page(browser, live_server + "/puzzle/creek")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(PZPRJS)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 36)
    numbers = browser.find_elements("css selector", "#play-board .play-points text")
    assert [n.get_attribute("textContent") for n in numbers] == ["0", "0", "2", "2", "2", "1", "1", "2", "1", "4",
                                                                  "3"]
    cell(0, 0).click()  # unshaded: right
    cell(0, 0).click()  # shaded: wrong
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert "wrong" in cell(0, 0).get_attribute("class")
    by_id(browser, "play-undo").click()
    by_id(browser, "play-undo").click()
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == \
        "r1c1, r1c2 are unshaded: the 0 at the top-left corner of r1c2 has no shaded cell around it"
    browser.save_screenshot(str(tmp_path / "hint.png"))
    for _ in range(60):
        if all(all(row) for row in board()):
            break
        if not by_id(browser, "play-verdict").text.startswith("Next step"):
            by_id(browser, "play-hint").click()
            wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
        by_id(browser, "play-hint").click()  # applies the hint shown
    answer = [[2 if v else 1 for v in row] for row in grid_of(RECORDS[0]["answer"])]
    assert board() == answer
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    browser.save_screenshot(str(tmp_path / "solved.png"))
