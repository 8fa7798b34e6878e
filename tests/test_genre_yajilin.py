"""Yajilin: published puzzles solved to their published answers and proven unique, the checker's words (puzz.link's
own failing boards), the vocabulary's ray count against a brute-force reading, degenerate boards, counts against
brute force over the checker (the o flag's too), puzz.link URLs (every codec width, both flags, both names), text
and JSON, recorded and drawn answers, bad input, pictures, batch.

Puzzles: tests/data/genres/yajilin.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Yajilin 1, 2, 3, 4, 7, 9 and 102 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import collections
import functools
import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.shading import cell_vars
from gridsat.constraints.sight import ray, ray_counts
from gridsat.core.errors import PuzzleInputError
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from gridsat.formats.puzzlink import Body
from gridsat.formats.puzzlink_arrows import decode_arrow_numbers, encode_arrow_numbers
from gridsat.puzzles.grid.loop import loop_masks

KIND = gridsat.kinds.get("yajilin")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "yajilin.json").read_text())
PZPRJS = "https://puzz.link/p?yajilin/5/5/m32j10"
SLOW = 20 * 36  # the 20x36 runs with -m slow


def record_params():
    return [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] if r["rows"] * r["cols"] >= SLOW else [])
            for r in RECORDS]


@pytest.mark.parametrize("record", record_params())
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert [list(row) for row in puzzle.clues] == record["puzzle"]["clues"]
    assert puzzle.violations(record["answer"]) == []  # the checker, from the rules, accepts it
    for engine in ("search", "cpsat"):  # (auto: the search, CP-SAT joining past its head start)
        result = puzzle.uniqueness(engine=engine)
        assert result.uniqueness is Uniqueness.UNIQUE and result.status is Status.SOLVED
        assert result.grid == record["answer"]
    assert puzzle.to_url() == record["url"]


def test_default_run_keeps_seven_published_puzzles():
    assert sum(r["rows"] * r["cols"] < SLOW for r in RECORDS) >= 7


def pzprv3_answer(cells: str, across: str, down: str) -> list:
    """A pzprv3 answer (pzprjs's test boards): the cell block (``#`` shaded) and the loop's horizontal and vertical
    line blocks (``1`` a line), as an answer grid."""
    shaded = [row.split() for row in cells.strip("/").split("/")]
    edges = [((r, c), (r, c + 1)) for r, row in enumerate(across.strip("/").split("/"))
             for c, v in enumerate(row.split()) if v == "1"]
    edges += [((r, c), (r + 1, c)) for r, row in enumerate(down.strip("/").split("/"))
              for c, v in enumerate(row.split()) if v == "1"]
    grid = loop_masks(edges, len(shaded), len(shaded[0]), False)
    return [[16 if shaded[r][c] == "#" else v for c, v in enumerate(row)] for r, row in enumerate(grid)]


CELLS = ". . . . . /. . . . + /# . # . + /. . + . + /. . . . . /"
ACROSS = "1 1 0 1 /1 0 1 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /"
DOWN = "1 0 1 1 0 /0 1 0 0 0 /0 1 0 0 0 /0 0 0 0 0 /"


@pytest.mark.parametrize("cells,across,down,said", [
    (". . . . . /" * 5, "1 1 1 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /",
     "0 1 0 0 0 /0 1 0 0 0 /0 1 0 0 0 /0 0 0 0 0 /", "the loop has 3 lines at r1c2"),  # lnBranch
    (". . . . . /. . . . . /# . # . . /. . # . . /. . . . . /", "1 1 0 1 /1 0 1 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /",
     "1 0 1 1 0 /0 1 0 0 0 /0 1 0 0 0 /0 0 0 0 0 /", "the shaded cells r3c3 and r4c3 share an edge"),  # csAdjacent
    (CELLS, ACROSS, DOWN, "the loop has 1 line at r1c5"),  # lnDeadEnd
    (". . . . . /. . . . + /# . . . + /. . + . + /. . . # . /", "1 1 -1 1 /1 -1 1 -1 /0 0 0 -1 /1 -1 1 1 /1 1 0 0 /",
     "1 -1 1 1 1 /0 1 0 0 1 /0 1 0 0 1 /1 -1 1 0 0 /", "the arrow 2< at r3c4 points at 1 shaded cell, not 2"),  # anShadeNe
    (CELLS, "1 1 0 1 /1 0 1 0 /0 0 0 0 /0 1 0 1 /0 0 1 0 /", "1 0 1 1 1 /0 1 0 0 1 /0 1 0 0 1 /0 0 1 1 0 /",
     "cell r5c1 is neither shaded nor on the loop"),  # ceEmpty
])
def test_the_checker_refuses_puzzle_links_own_failing_boards(cells, across, down, said):
    puzzle = KIND.parse(PZPRJS)
    assert said in puzzle.violations(pzprv3_answer(cells, across, down))


def test_the_checker_accepts_puzzle_links_answer_and_names_each_broken_rule():
    puzzle = KIND.parse(PZPRJS)
    answer = RECORDS[0]["answer"]
    assert puzzle.violations(answer) == []
    moved = [row[:] for row in answer]
    moved[4][3], moved[4][2] = 0, 16  # the shaded cell moved onto the loop: a dead end and an empty cell
    said = puzzle.violations(moved)
    assert "cell r5c4 is neither shaded nor on the loop" in said
    assert "cells r5c2 and r5c3 disagree on the side between them" in said
    assert "the arrow 2< at r3c4 points at 2 shaded cells, not 2" not in said
    on_clue = [row[:] for row in answer]
    on_clue[2][3] = 16
    assert "the clue cell r3c4 is shaded" in puzzle.violations(on_clue)
    assert puzzle.violations([[16] * 5] * 5)[:1] == ["no loop is drawn"]
    ring = [[6, 10, 12], [5, 0, 5], [3, 10, 9]]
    assert KIND.parse("yajilin\n. . .\n. 1< .\n. . .").violations(ring) == \
        ["the arrow 1< at r2c2 points at 0 shaded cells, not 1"]
    assert KIND.parse("yajilin\n. . .\n. # .\n. . .").violations(ring) == []
    assert KIND.parse("yajilin\n. . .\n. . .\n. . .").violations(ring) == ["cell r2c2 is neither shaded nor on the loop"]
    through = [[6, 12, 0], [5, 5, 0], [3, 9, 0]]
    assert "the loop passes through the clue cell r2c1" in KIND.parse("yajilin\n. . .\n? . .\n. . .").violations(
        through)


@pytest.mark.parametrize("rows,cols", [(3, 3), (2, 5), (4, 1)])
def test_the_vocabularys_ray_count_is_the_brute_force_reading(rows, cols):
    """ray_counts alone in CP-SAT, one count per direction from a cell: its answers are exactly the shadings a plain
    reading of the rule accepts (cells missing from the members never count)."""
    from ortools.sat.python import cp_model

    cells = [(r, c) for r in range(rows) for c in range(cols)]
    origin = (rows // 2, cols // 2)
    for direction, number in itertools.product(("up", "down", "left", "right"), (0, 1, 2)):
        model = RuleModel()
        shaded = cell_vars(model, [c for c in cells if c != (0, 0)])  # (0, 0): a cell never a member
        ray_counts(model, rows, cols, shaded, {origin: (direction, number)})
        solver = cp_model.CpSolver()
        solver.parameters.enumerate_all_solutions = True
        found = set()

        class Collect(cp_model.CpSolverSolutionCallback):
            def on_solution_callback(self):
                found.add(tuple(self.value(shaded[c]) if c in shaded else 0 for c in cells))

        solver.solve(model, Collect())
        line = ray(rows, cols, origin, direction)
        want = {bits for bits in itertools.product((0, 1), repeat=len(cells))
                if bits[0] == 0 and sum(bits[cells.index(c)] for c in line) == number}
        assert found == want, (direction, number)


def test_the_ray_and_its_count_are_tagged_and_refuse_what_they_cannot_mean():
    assert ray(3, 4, (1, 1), "right") == [(1, 2), (1, 3)] and ray(3, 4, (0, 2), "up") == []
    model = RuleModel()
    shaded = cell_vars(model, [(0, c) for c in range(3)])
    ray_counts(model, 1, 3, shaded, {(0, 0): ("right", 1)})
    assert [r["rule"] for r in model.stats()["rules"]][-1] == "an arrow counts the shaded cells it points at"
    with pytest.raises(ValueError, match="direction must be one of up, down, left, right, got 'north'"):
        ray(1, 3, (0, 0), "north")
    with pytest.raises(ValueError, match=r"the count at \(0, 0\) must be a whole number from 0, got -1"):
        ray_counts(model, 1, 3, shaded, {(0, 0): ("right", -1)})


def test_the_model_states_its_rules_by_name():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one closed loop through every cell not shaded", "clue cells are never shaded, never on the loop",
                     "no two shaded cells share an edge", "an arrow counts the shaded cells it points at"]
    outside = KIND.model(KIND.parse(PZPRJS.replace("yajilin/", "yajilin/o/")), Task(), {}).stats()["rules"]
    assert outside[-1]["rule"] == "shaded cells lie outside the loop"


def test_one_cell_and_one_line_boards_have_no_loop():
    for text in ("yajilin\n.", "yajilin\n#", "yajilin\n. . 0< . ."):
        result = KIND.parse(text).uniqueness()
        assert result.uniqueness is Uniqueness.NO_SOLUTION and result.status is Status.INFEASIBLE


def test_two_answers_and_none():
    two = KIND.parse("yajilin\n. . .\n. . .\n. . .")
    result = two.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    none = KIND.parse("yajilin\n. . .\n3> . .\n. . .")  # two cells to its right
    result = none.uniqueness()
    assert result.uniqueness is Uniqueness.NO_SOLUTION and result.complete


def test_no_answer_is_explained_by_the_arrows_that_cannot_all_hold(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("yajilin\n1> . . .\n1> . . .\n. . . .\n. . . .\n")
    code, out, _ = run_cli("yajilin", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible" and got["conflict"] == [[0, 0], [1, 0]]
    assert got["reason"] == ("the arrow counts 1> at r1c1 and 1> at r2c1 cannot all hold, even with every other arrow "
                             "count taken away (take one of these away too and an answer exists)")
    (tmp_path / "u.txt").write_text("yajilin\n. . .\n3> . .\n. . .\n")
    code, out, _ = run_cli("yajilin", str(tmp_path / "u.txt"), "--json")
    assert json.loads(out)["reason"] == "the arrow count 3> at r2c1 cannot hold, even with every other arrow count " \
        "taken away"
    (tmp_path / "v.txt").write_text("yajilin\n. 1v . .\n. . . .\n. . . 0<\n. . . .\n")  # the clue cells alone
    code, out, _ = run_cli("yajilin", str(tmp_path / "v.txt"), "--json")
    assert json.loads(out)["reason"] == "there is none even with every arrow count taken away"


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[1]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == record["answer"]
    from test_json_schema import _check, documented

    assert _check(forced.to_json(), documented()) == []


@functools.cache
def even_edge_sets(rows: int, cols: int) -> list:
    """Every set of edges of the ``rows x cols`` grid graph meeting each cell in none or two of them (12 edges on 3x3:
    4096 sets; 17 on 3x4: 131,072), once a run: what a loop, or several, can be."""
    edges = [((r, c), (r, c + 1)) for r in range(rows) for c in range(cols - 1)] + \
        [((r, c), (r + 1, c)) for r in range(rows - 1) for c in range(cols)]
    out = []
    for bits in itertools.product((0, 1), repeat=len(edges)):
        chosen = [e for e, b in zip(edges, bits) if b]
        degree = collections.Counter(cell for edge in chosen for cell in edge)
        if all(d == 2 for d in degree.values()):
            out.append(chosen)
    return out


def grids_by_brute_force(puzzle) -> set:
    """Every answer grid the independent checker accepts: the loop as every set of edges (those meeting a cell in
    one, three or four, which no loop does, left out before the checker), the shading as the cells the loop misses
    but the clues (the one grid of each loop that could pass: the checker refuses a free cell neither shaded nor on
    the loop, and a shaded cell the loop passes)."""
    R, C = puzzle.rows, puzzle.cols
    clued = puzzle.clued()
    out = set()
    for chosen in even_edge_sets(R, C):
        grid = [[16 if v == 0 and (r, c) not in clued else v for c, v in enumerate(row)]
                for r, row in enumerate(loop_masks(chosen, R, C, False))]
        if not puzzle.violations(grid):
            out.add(json.dumps(grid))
    return out


def random_board(seed: int):
    """A 3x3 or 3x4 board (3x4 with the o flag every third seed) with up to three random clues."""
    rng = random.Random(seed)
    rows, cols = 3, rng.choice((3, 4))
    clues = [["."] * cols for _ in range(rows)]
    for _ in range(rng.randrange(4)):
        r, c = rng.randrange(rows), rng.randrange(cols)
        clues[r][c] = rng.choice(("#", "?", f"{rng.randrange(3)}{rng.choice('^v<>')}"))
    head = "yajilin outside" if seed % 3 == 0 else "yajilin"
    return KIND.parse(head + "\n" + "".join(" ".join(row) + "\n" for row in clues))


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> frozenset:
    return frozenset(grids_by_brute_force(random_board(seed)))


SEEDS = tuple(range(12))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("engine", ["search", "cpsat"])
def test_counts_equal_brute_force_over_the_checker(seed, engine):
    puzzle = random_board(seed)
    if puzzle.outside and engine == "search":  # the o flag's rule is no count: refused in one line
        with pytest.raises(PuzzleInputError, match="the search engine does not state the o flag's rule"):
            puzzle.count(engine=engine)
        return
    counted = puzzle.count(keep=None, engine=engine)
    assert counted.complete and {json.dumps(g) for g in counted.solutions or []} == brute_force_of(seed)


def test_random_boards_cover_answers_none_and_the_o_flag():
    counts = [len(brute_force_of(seed)) for seed in SEEDS]
    assert 0 in counts and max(counts) > 1
    empty = KIND.parse("yajilin\n. . . .\n. . . .\n. . . .")
    outside = KIND.parse("yajilin outside\n. . . .\n. . . .\n. . . .")
    assert (len(grids_by_brute_force(empty)), len(grids_by_brute_force(outside))) == (10, 6)  # 4 shade r2c2/r2c3
    assert (empty.count().count, outside.count().count) == (10, 6)


def test_the_o_flag_keeps_shaded_cells_outside():
    inside = [[6, 10, 10, 12], [5, 16, 0, 5], [3, 10, 10, 9]]  # hand-made: a shaded cell in the ring
    assert KIND.parse("yajilin outside\n. . . .\n. . # .\n. . . .").violations(inside) == \
        ["the shaded cell r2c2 lies inside the loop"]
    assert KIND.parse("yajilin\n. . . .\n. . # .\n. . . .").violations(inside) == []
    # pzprjs's 3x3 'o' board its checker accepts: r1c1 shaded, outside the loop through the other eight cells
    answer = pzprv3_answer("# . . /. . . /. . . /", "0 1 /1 0 /1 1 /", "0 1 1 /1 0 1 /")
    assert KIND.parse("yajilin outside\n. . .\n. . .\n. . .").violations(answer) == []


@pytest.mark.parametrize("cells,body", [
    ([None, (1, 3), None], "a13a"), ([(4, 0), "+", (0, "?")], "40+0."),
    ([(2, 16), (3, 255), (1, 256), (4, 4095)], "7108ff-1100-4fff"), ([None] * 27 + [(3, "?")], "za3."),
])
def test_arrow_number_codec_reads_what_it_writes(cells, body):
    assert encode_arrow_numbers(cells) == body
    assert decode_arrow_numbers(Body(body), len(cells)) == cells


def test_url_flags_and_names_round_trip():
    for name in ("yajilin", "yajirin", "yajilin_edit", "Yajirin_play"):
        url = f"https://puzz.link/p?{name}/5/5/m32j10"
        assert gridsat.kinds.detect(url) is KIND and KIND.parse(url).to_url() == PZPRJS
    for flags in ("o", "b", "ob"):
        puzzle = KIND.parse(f"https://puzz.link/p?yajilin/{flags}/5/5/m32j10")
        assert (puzzle.outside, puzzle.grey) == ("o" in flags, "b" in flags)
        assert puzzle.to_url() == f"https://puzz.link/p?yajilin/{flags}/5/5/m32j10"
        for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
            assert (again.clues, again.outside, again.grey) == (puzzle.clues, puzzle.outside, puzzle.grey)
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]


def test_text_and_json_read_arrows_as_typed():
    puzzle = KIND.parse("yajilin\n. →2 ↓? .\n<1 # ? 3v\n")
    assert puzzle.clues == ((None, "2>", "?v", None), ("1<", "#", "?", "3v"))
    assert puzzle.to_text() == "yajilin\n. 2> ?v .\n1< # ? 3v\n"
    assert KIND.parse(json.dumps({"kind": "yajilin", "rows": 1, "cols": 3, "clues": [["→2", None, "#"]]})).clues == \
        (("2>", None, "#"),)
    assert puzzle.to_url() == "https://puzz.link/p?yajilin/4/2/a422.a31+0.23"


ERRORS = [
    ("https://puzz.link/p?yajilin/5/5/m32j1", "Yajilin: URL body ends after 5 characters, missing the number of the "
     "arrow at cell 25 (is the URL cut short?)"),
    ("https://puzz.link/p?yajilin/5/5/m32j10a", "Yajilin: URL body has 1 character after the board (from character "
     "7: 'a'); remove it"),
    ("https://puzz.link/p?yajilin/5/5/m32j1G", "Yajilin: URL body character 6 ('G'): expected a hexadecimal digit of "
     "an arrow's number"),
    ("https://puzz.link/p?yajilin/5/5/m32jA0", "Yajilin: URL body character 5 ('A'): not an arrow's direction 0-9, "
     "'-', '+' or a run of empty cells a-z"),
    ("https://puzz.link/p?yajilin/5/5/zz", "Yajilin: URL body character 1 ('z') runs past the 25 cells of the board"),
    ("https://puzz.link/p?yajilin/5/5/m-5123j10", "Yajilin: URL body character 3 ('5'): an arrow's direction is 0-4 "
     "(none, up, down, left, right)"),
    ("https://puzz.link/p?yajilin/5/5/m02j10", "Yajilin: row 3, column 4: clue 2 has no arrow: a Yajilin number "
     "points up, down, left or right (2^, 2v, 2<, 2>)"),
    ("https://puzz.link/p?yajilin/x/5/5/m32j10", "Yajilin: unknown URL flag 'x' (puzz.link's Yajilin has only 'o': "
     "shaded cells lie outside the loop; 'b': clue cells drawn grey; 'ob': both: shaded cells outside the loop, clue "
     "cells drawn grey; 'bo': both, in the other order)"),
    ("yajilin\n. 3x .\n. . .\n", "t.txt: row 1, column 2: clue '3x' is not an arrow clue (a number and its arrow: 2> "
     "1< 0^ 3v, ?> a number not given), # or ?"),
    ("yajilin\n. -1> .\n. . .\n", "t.txt: row 1, column 2: clue '-1>' counts below 0: an arrow counts shaded cells"),
    ('{"kind": "yajilin", "rows": 2, "cols": 2, "clues": [[null, null], [null, null]], "outside": 1}',
     "t.txt: 'outside' must be true or false, got a number (1)"),
]


def test_an_arrow_number_past_the_url_codec_is_refused_in_one_line(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("yajilin\n. 5000> .\n. . .\n")
    assert run_cli("yajilin", str(tmp_path / "t.txt"), "--to", "url") == (
        2, "", "gridsat: error: --to url: the arrow at r1c2 counts 5000, past the 4095 puzz.link's URL can write: "
               "write the puzzle as text or JSON\n")
    assert KIND.parse("yajilin\n. 4095> .\n. . .").to_url() == "https://puzz.link/p?yajilin/3/2/a-4fffd"


@pytest.mark.parametrize("text, message", ERRORS)
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("yajilin", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_recorded_answers_in_every_shape():
    puzzle = KIND.parse(PZPRJS)
    result = puzzle.solve()
    answer = RECORDS[0]["answer"]
    hex_rows = ["".join("#" if v == 16 else format(v, "x") for v in row) for row in answer]
    assert hex_rows[2] == "#5#05"
    for recorded in (answer, hex_rows, "\n".join(hex_rows), {k: result.to_json()[k] for k in ("horizontal", "vertical")},
                     result.text(result.grid).plain):
        assert KIND.same_answer(result, recorded)
    with pytest.raises(PuzzleInputError, match=r"rows of side bitmasks \(hex digits, # shaded\)"):
        puzzle.read_answer(["xyz"])


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png, svg = tmp_path / "a.png", tmp_path / "a.svg"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png), "--svg", str(svg))
    assert code == 0 and "unique: no other answer exists" in out
    assert [line.rstrip() for line in out.splitlines()[:5]] == ["┌───┐ ┌─┐", "└─┐ └─┘ │", "██│ ██2←│", "┌─┘ ┌───┘", "└───┘ ██0↑"]
    assert png.stat().st_size > 2000 and svg.stat().st_size > 2000


def test_model_stats_count_the_arrows(run_cli):
    code, out, _ = run_cli("yajilin", PZPRJS, "--model-stats", "--json")
    assert code == 0
    rules = {r["rule"]: r for r in json.loads(out)["model"]["rules"]}
    assert rules["an arrow counts the shaded cells it points at"]["constraints"] == 2  # a sum an arrow
    assert rules["no two shaded cells share an edge"]["constraints"] == 34  # 40 pairs less the 6 beside the clues


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    lines = [json.dumps({"kind": "yajilin", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:3]]
    (tmp_path / "y.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "y.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [("yajilin", "solved", True)] * 3


def test_the_picture_draws_each_number_with_its_arrow_as_puzzle_link_does():
    puzzle = KIND.parse(PZPRJS)
    drawing = puzzle.drawing(RECORDS[0]["answer"])
    assert (drawing.text, drawing.arrows) == ({(2, 3): "2", (4, 4): "0"}, {(2, 3): "left", (4, 4): "up"})
    assert drawing.shaded == {(2, 0), (2, 2), (4, 3)} and drawing.pale == set()
    grey = KIND.parse(PZPRJS.replace("yajilin/", "yajilin/b/")).drawing(RECORDS[0]["answer"])
    assert grey.pale == {(2, 3), (4, 4)}  # the b flag: clue cells drawn grey (pzprjs's disptype_yajilin 2)
    ring = [[6, 10, 12], [5, 0, 5], [3, 10, 9]]
    plain = KIND.parse("yajilin\n. . .\n. # .\n. . .").drawing(ring)
    assert (plain.text, plain.arrows, plain.pale) == ({(1, 1): ""}, {}, {(1, 1)})  # a block: grey, as puzz.link's b
    unknown = KIND.parse("yajilin\n. . .\n. ?> .\n. . .")
    assert (unknown.drawing(ring).text, unknown.drawing(ring).arrows) == ({(1, 1): "?"}, {(1, 1): "right"})
    hidden = KIND.parse("yajilin grey\n. . .\n. ?> .\n. . .").drawing(ring)
    assert (hidden.text, hidden.arrows, hidden.pale) == ({(1, 1): ""}, {}, {(1, 1)})  # under b, '?' is not shown


def test_auto_runs_the_compiled_search_but_for_forced_cells_and_the_o_flag():
    puzzle, outside = KIND.parse(PZPRJS), KIND.parse(PZPRJS.replace("yajilin/", "yajilin/o/"))
    assert KIND.choose_engine(puzzle, Task("solve"), {}) == "search"
    assert KIND.choose_engine(puzzle, Task("forced"), {}) == "cpsat"
    assert KIND.choose_engine(outside, Task("solve"), {}) == "cpsat"
    assert puzzle.uniqueness().engine == "search" and outside.solve().engine == "cpsat"
