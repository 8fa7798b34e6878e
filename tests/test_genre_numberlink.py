"""Numberlink: published puzzles solved to their published answers and proven unique, the checker's words on
pzprjs's failing boards, the vocabulary's joined_paths and stray_cuts against a brute-force reading, counts on random
boards against brute force over the checker, puzz.link URLs (numlin, numberlink, arukone), text and JSON, recorded and
drawn answers, bad input, the web, batch.

Puzzles: tests/data/genres/numberlink.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at
Arukone 1, 2, 3, 12 and 51 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.model import RuleModel
from gridsat.constraints.paths import joined_paths, stray_cuts
from gridsat.core.grid import box_cells, box_neighbours
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from gridsat.puzzles.grid.loop import loop_masks

KIND = gridsat.kinds.get("numberlink")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "numberlink.json").read_text())
PZPRJS = "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"
BOARD = "numberlink\n1 . . . .\n2 . . 3 .\n. . . . .\n. 1 . . 2\n. . . . 3\n"


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    answer = puzzle.read_answer(record["answer"])
    assert puzzle.violations(answer) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert (result.uniqueness, result.grid) == (Uniqueness.UNIQUE, answer)
    assert (puzzle.rows, puzzle.cols) == (record["rows"], record["cols"])


def test_both_engines_prove_a_published_puzzle():
    record = RECORDS[-1]  # janko.at Arukone 12, 10x10
    puzzle = KIND.parse(record["url"])
    for engine in ("cuts", "cpsat"):
        result = KIND.run(puzzle, Task("unique", engine=engine))
        assert (result.uniqueness, result.grid, result.engine) == (Uniqueness.UNIQUE,
                                                                   puzzle.read_answer(record["answer"]), engine)


def pzprjs_board(h: str, v: str):
    """An answer grid from a pzprv3 file's line fields (between columns, then between rows; -1, a cross: none)."""
    edges = {((r, c), (r, c + 1)) for r, s in enumerate(h.strip(" /").split("/")) for c, x in enumerate(s.split())
             if x == "1"}
    edges |= {((r, c), (r + 1, c)) for r, s in enumerate(v.strip(" /").split("/")) for c, x in enumerate(s.split())
              if x == "1"}
    return loop_masks(edges, 5, 5, False)


@pytest.mark.parametrize("h,v,said", [
    ("0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0", "0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0",  # brNoLine
     ["no path ends at the number 1 at r1c1", "no path ends at the number 2 at r2c1",
      "no path ends at the number 3 at r2c4", "no path ends at the number 1 at r4c2",
      "no path ends at the number 2 at r4c5", "no path ends at the number 3 at r5c5", "no path is drawn"]),
    ("0 0 0 0 /1 1 1 0 /0 0 0 0 /0 0 0 0 /0 0 0 0", "0 0 0 0 0 /0 1 0 0 0 /0 1 0 0 0 /0 0 0 0 0",  # lnBranch
     ["no path ends at the number 1 at r1c1", "a path branches at r2c2", "no path ends at the number 2 at r4c5",
      "no path ends at the number 3 at r5c5", "a path joins 3 numbers: r2c1, r2c4, r4c2"]),
    ("1 0 0 0 /1 1 1 0 /0 0 0 0 /0 0 0 0 /0 0 0 0", "0 1 0 0 0 /0 1 0 0 0 /0 1 0 0 0 /0 0 0 0 0",  # lnCross
     ["paths cross at r2c2", "no path ends at the number 2 at r4c5", "no path ends at the number 3 at r5c5",
      "a path joins 4 numbers: r1c1, r2c1, r2c4, r4c2"]),
    ("1 1 1 1 /1 1 1 0 /0 0 0 0 /0 0 0 0 /0 0 0 0", "1 0 0 0 1 /0 0 0 0 1 /0 0 0 0 1 /0 0 0 0 1",  # lcTripleNum
     ["a path goes through the number 1 at r1c1", "a path goes through the number 2 at r2c1",
      "no path ends at the number 1 at r4c2", "a path goes through the number 2 at r4c5",
      "a path joins 5 numbers: r1c1, r2c1, r2c4, r4c5, r5c5"]),
    ("1 1 0 0 /0 0 0 0 /0 0 0 0 /0 0 1 1 /0 0 0 0", "0 0 1 0 0 /0 0 1 0 0 /0 0 1 0 0 /0 0 0 0 0",  # nmConnDiff
     ["no path ends at the number 2 at r2c1", "no path ends at the number 3 at r2c4",
      "no path ends at the number 1 at r4c2", "no path ends at the number 3 at r5c5",
      "a path joins different numbers: 1 at r1c1 and 2 at r4c5"]),
    ("1 0 0 0 /0 0 0 0 /0 0 1 0 /0 0 0 0 /0 0 1 0", "0 1 0 0 0 /0 1 0 0 0 /0 1 1 1 0 /0 0 1 1 0",  # lcIsolate
     ["no path ends at the number 2 at r2c1", "no path ends at the number 3 at r2c4",
      "no path ends at the number 2 at r4c5", "no path ends at the number 3 at r5c5",
      "the path through r3c3 joins no number (a loop of empty cells)"]),
    ("1 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 1", "0 1 0 0 0 /0 1 0 1 0 /0 0 0 1 0 /0 0 0 1 0",  # lnDeadEnd
     ["no path ends at the number 2 at r2c1", "a path ends at r3c2, which holds no number",
      "no path ends at the number 1 at r4c2", "no path ends at the number 2 at r4c5"]),
])
def test_the_checker_names_each_rule_pzprjs_failchecks_break(h, v, said):
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations(pzprjs_board(h, v)) == said


def test_the_pzprjs_accepted_board_passes():
    puzzle = KIND.parse(PZPRJS)
    h = "1 -1 1 1 /0 -1 0 0 /0 -1 -1 0 /0 -1 -1 0 /1 1 -1 1"
    v = "0 1 1 0 1 /1 1 1 1 1 /1 1 1 1 1 /1 0 1 1 0"
    assert puzzle.violations(pzprjs_board(h, v)) == []
    assert pzprjs_board(h, v) == puzzle.read_answer(RECORDS[0]["answer"])


def test_the_checker_refuses_unused_cells_only_when_every_cell_must_be_used():
    open_board = KIND.parse("numberlink\n1 . 1\n. . .\n")
    answer = [[2, 10, 8], [0, 0, 0]]
    assert open_board.violations(answer) == []
    full = KIND.parse("numberlink full\n1 . 1\n. . .\n")
    assert full.violations(answer) == ["no path goes through r2c1", "no path goes through r2c2",
                                       "no path goes through r2c3"]
    assert full.violations([[4, 0, 4], [3, 10, 9]]) == ["no path goes through r1c2"]
    assert full.uniqueness().grid == [[4, 0, 4], [3, 10, 9]] or full.uniqueness().status is Status.INFEASIBLE


def brute_paths(rows, cols, ends, full) -> set:
    """Every edge set on a rows x cols grid keeping the rules, read plainly: each end one edge, every other node
    none or two, each group of joined nodes two ends of one label, and (full) every node used."""
    nodes = box_cells(rows, cols)
    pairs = [(a, b) for a in nodes for b in box_neighbours(rows, cols)(a) if a < b]
    found = set()
    for bits in itertools.product((0, 1), repeat=len(pairs)):
        chosen = [p for p, bit in zip(pairs, bits) if bit]
        degree = {n: 0 for n in nodes}
        linked: dict = {n: [] for n in nodes}
        for a, b in chosen:
            degree[a] += 1
            degree[b] += 1
            linked[a].append(b)
            linked[b].append(a)
        if any(degree[n] != (1 if n in ends else degree[n] if degree[n] in (0, 2) else -1) for n in nodes):
            continue
        if full and any(degree[n] == 0 for n in nodes):
            continue
        seen, good = set(), True
        for n in nodes:
            if n in seen or not degree[n]:
                continue
            group, todo = {n}, [n]
            while todo:
                for m in linked[todo.pop()]:
                    if m not in group:
                        group.add(m)
                        todo.append(m)
            seen |= group
            labels = [ends[m] for m in group if m in ends]
            good &= len(labels) == 2 and labels[0] == labels[1]
        if good:
            found.add(frozenset(chosen))
    return found


def model_paths(rows, cols, ends, full, circuit) -> set:
    """Every edge set the vocabulary's model allows (``circuit``), or allows once stray_cuts have cut it to its
    answers (solving again after each cut until none is added)."""
    from ortools.sat.python import cp_model

    found = set()
    model = RuleModel()
    edges, used = joined_paths(model, box_cells(rows, cols), box_neighbours(rows, cols), ends, full=full,
                               circuit=circuit)
    keys = list(edges)
    while True:
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        if solver.solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return found
        chosen = [k for k in keys if solver.boolean_value(edges[k])]
        cuts = [] if circuit else stray_cuts(ends, edges, chosen, used)
        for clause in cuts:
            model.add_bool_or(clause)
        if not cuts:
            found.add(frozenset(chosen))
            model.add_bool_or([~edges[k] if k in chosen else edges[k] for k in keys])


def path_cases():
    rng = random.Random(108)
    cases = [(2, 3, {(0, 0): 1, (0, 2): 1}, False), (3, 3, {(0, 0): 1, (2, 2): 1}, False),
             (3, 3, {(0, 0): 1, (2, 2): 1}, True), (3, 3, {}, False)]
    for _ in range(8):
        rows, cols = rng.choice([(2, 3), (3, 3), (2, 4)])
        cells = rng.sample(box_cells(rows, cols), rng.choice([2, 4]))
        ends = {cell: 1 + i // 2 for i, cell in enumerate(cells)}
        if rng.random() < 0.3:
            ends = {cell: 1 for cell in cells}
        cases.append((rows, cols, ends, rng.random() < 0.4))
    return cases


@pytest.mark.parametrize("rows,cols,ends,full", path_cases())
@pytest.mark.parametrize("circuit", [True, False])
@pytest.mark.parametrize("codes", [False, True])
def test_joined_paths_and_stray_cuts_are_the_brute_force_reading(rows, cols, ends, full, circuit, codes, monkeypatch):
    if codes:  # the labels as binary codes, as on boards past ONE_HOT_MOST booleans
        monkeypatch.setattr("gridsat.constraints.paths.ONE_HOT_MOST", 0)
    assert model_paths(rows, cols, ends, full, circuit) == brute_paths(rows, cols, ends, full)


def test_stray_cuts_name_each_ring_without_an_end():
    model = RuleModel()
    ends = {(0, 0): 1, (0, 3): 1}
    edges, used = joined_paths(model, box_cells(3, 4), box_neighbours(3, 4), ends, circuit=False)
    path = [((0, 0), (0, 1)), ((0, 1), (0, 2)), ((0, 2), (0, 3))]
    ring = [((1, 1), (1, 2)), ((2, 1), (2, 2)), ((1, 1), (2, 1)), ((1, 2), (2, 2))]
    assert stray_cuts(ends, edges, path, used) == []
    cuts = stray_cuts(ends, edges, path + ring, used)
    assert len(cuts) == 4  # a clause per cell of the ring: it is unused, or an edge leaves the ring
    leaving = {edges[k] for k in edges if (k[0] in {(1, 1), (1, 2), (2, 1), (2, 2)}) !=
               (k[1] in {(1, 1), (1, 2), (2, 1), (2, 2)})}
    assert all(set(map(id, clause[1:])) == set(map(id, leaving)) for clause in cuts)


def test_the_vocabulary_refuses_what_it_cannot_mean():
    with pytest.raises(ValueError, match="end .* is not one of the nodes"):
        joined_paths(RuleModel(), [(0, 0)], lambda n: [], {(5, 5): 1})
    with pytest.raises(ValueError, match="must be a whole number 1 or more, got 0"):
        joined_paths(RuleModel(), [(0, 0)], lambda n: [], {(0, 0): 0})
    with pytest.raises(TypeError, match="RuleModel"):
        from ortools.sat.python import cp_model

        joined_paths(cp_model.CpModel(), [(0, 0)], lambda n: [], {})


def test_the_model_states_its_rules():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["paths join equal numbers, never crossing or branching", "no 2x2 ring of path cells (implied)"]


def test_small_boards():
    assert KIND.parse("numberlink\n1 1\n").uniqueness().grid == [[2, 8]]
    assert KIND.parse("numberlink\n1\n").solve().status is Status.INFEASIBLE
    four = KIND.parse("numberlink\n1 . 1\n. . .\n").count()  # across, or through the second row in three ways
    assert (four.count, four.complete) == (4, True)
    assert KIND.parse("numberlink\n? . ?\n").uniqueness().grid == [[2, 10, 8]]
    assert KIND.parse("numberlink\n? . 1\n").solve().status is Status.INFEASIBLE  # a '?' joins a '?', as pzprjs checks


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("numberlink\n1 . 1\n. . .\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert puzzle.violations(result.grid) == puzzle.violations(result.second) == []
    forced = puzzle.forced()
    assert forced.complete and forced.forced[0][0] is None


@pytest.mark.parametrize("text,reason", [
    ("numberlink\n1 . 2\n", "the number 1 stands on 1 cell (r1c1), and each path joins two cells of one number, "
     "none of them the end of another path"),
    ("numberlink\n. . .\n", "the board has no number, and puzz.link's rules ask for at least one path"),
    ("numberlink\n1 2 1\n", "the number 2 stands on 1 cell (r1c2), and each path joins two cells of one number, "
     "none of them the end of another path"),
])
def test_no_answer_is_proven_and_explained(run_cli, tmp_path, text, reason):
    (tmp_path / "t.txt").write_text(text)
    code, out, _ = run_cli("numberlink", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert (code, got["status"], got["reason"]) == (1, "infeasible", reason)


def test_crossing_pairs_have_no_answer_and_the_reason_names_them():
    result = KIND.parse("numberlink\n. 1 .\n2 . 2\n. 1 .\n").uniqueness()
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete
    assert (result.reason, result.conflict) == (
        "the pairs 1 (r1c2, r3c2) and 2 (r2c1, r2c3) cannot all hold, even with every other pair taken away (take one "
        "of these away too and an answer exists)", [[0, 1], [2, 1], [1, 0], [1, 2]])
    blocked = KIND.parse("numberlink\n. 1 . 3\n2 . 2 .\n. 1 . 3\n").solve()  # without the 3s, the 1s go round
    assert blocked.reason == ("the pairs 1 (r1c2, r3c2), 3 (r1c4, r3c4) and 2 (r2c1, r2c3) cannot all hold, even with "
                              "every other pair taken away (take one of these away too and an answer exists)")
    full = KIND.parse("numberlink full\n. 1 .\n2 . 2\n. 1 .\n").solve()  # a pair taken away leaves cells empty
    assert full.status is Status.INFEASIBLE and full.reason is None


def random_board(seed):
    """A 2x3, 3x3 or 2x4 board with one or two pairs of numbers (a third of them '?'), sometimes every cell used."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 3), (3, 3), (2, 4)])
    clues = [["."] * cols for _ in range(rows)]
    cells = rng.sample([(r, c) for r in range(rows) for c in range(cols)], rng.choice([2, 4]))
    for i, (r, c) in enumerate(cells):
        clues[r][c] = "?" if rng.random() < 0.2 else str(1 + i // 2)
    full = rng.random() < 0.3
    return KIND.parse(f"numberlink{' full' if full else ''}\n" + "".join(" ".join(row) + "\n" for row in clues))


def brute_count(puzzle) -> int:
    """Every grid of lines between neighbouring cells the independent checker accepts."""
    rows, cols = puzzle.rows, puzzle.cols
    pairs = [((r, c), (r, c + 1)) for r in range(rows) for c in range(cols - 1)] + \
        [((r, c), (r + 1, c)) for r in range(rows - 1) for c in range(cols)]
    return sum(not puzzle.violations(loop_masks([p for p, b in zip(pairs, bits) if b], rows, cols, False))
               for bits in itertools.product((0, 1), repeat=len(pairs)))


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    return brute_count(random_board(seed))


SEEDS = tuple(range(10))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("engine", ["auto", "cpsat"])
def test_counts_equal_brute_force_over_the_checker(seed, engine):
    counted = KIND.run(random_board(seed), Task("count", engine=engine))
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in SEEDS]
    assert 0 in counts and max(counts) > 1


def test_url_round_trip_under_every_name():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    for name in ("numlin", "numberlink"):
        assert KIND.parse(f"https://puzz.link/p?{name}/5/5/1j2h3m1h2j3").to_url() == PZPRJS
        assert gridsat.kinds.detect(f"https://puzz.link/p?{name}/5/5/1j2h3m1h2j3") is KIND
    full = KIND.parse("https://puzz.link/p?arukone/5/5/1j2h3m1h2j3")  # Arukone: every cell on a path
    assert full.full and full.to_url() == "https://puzz.link/p?arukone/5/5/1j2h3m1h2j3"
    assert full.to_text().splitlines()[0] == "numberlink full"
    free = KIND.parse("https://puzz.link/p?arukone/e/5/5/1j2h3m1h2j3")  # its 'e' flag: cells may stay empty
    assert not free.full and free.to_url() == PZPRJS
    unknown = KIND.parse("https://puzz.link/p?numlin/3/1/.g.")
    assert unknown.clues == (("?", None, "?"),) and KIND.parse(unknown.to_url()).clues == unknown.clues


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues, again.full) == (puzzle.rows, puzzle.cols, puzzle.clues, False)
    assert puzzle.to_text() == BOARD
    full = KIND.parse(json.dumps({"kind": "numberlink", "rows": 1, "cols": 2, "clues": [[1, 1]], "full": True}))
    assert full.full and KIND.parse(full.to_text()).full


def test_recorded_answers_as_edge_strings_or_bitmasks():
    puzzle = KIND.parse(PZPRJS)
    answer = puzzle.read_answer(RECORDS[0]["answer"])
    assert answer == [[2, 12, 6, 10, 12], [4, 5, 5, 4, 5], [5, 5, 5, 5, 5], [5, 1, 5, 5, 1], [3, 10, 9, 3, 8]]
    assert puzzle.read_answer(json.dumps(RECORDS[0]["answer"])) == answer
    assert puzzle.read_answer("\n".join(" ".join(map(str, row)) for row in answer)) == answer
    assert puzzle.edges_json(answer) == RECORDS[0]["answer"]


def test_an_answer_as_gridsat_draws_it_is_read_back(run_cli, tmp_path):
    """An answer file saved from 'gridsat numberlink PUZZLE' (its drawing and status line) is checked by batch."""
    (tmp_path / "p.txt").write_text(BOARD)
    code, drawn, _ = run_cli("numberlink", str(tmp_path / "p.txt"))
    assert code == 0 and drawn.splitlines()[:5] == ["1─┐ ┌───┐ ", "2 │ │ 3 │ ", "│ │ │ │ │ ", "│ 1 │ │ 2 ",
                                                     "└───┘ └─3 "]
    (tmp_path / "p.solution.txt").write_text(drawn)
    (tmp_path / "q.txt").write_text(BOARD)
    (tmp_path / "q.solution.txt").write_text(drawn.replace("1─┐", "1 ┐", 1))  # the first path cut short
    code, _, err = run_cli("batch", str(tmp_path / "p.txt"), str(tmp_path / "q.txt"), "--out",
                           str(tmp_path / "r.jsonl"), "--check-answer", "-q", "-j", "1")
    results = {Path(r["file"]).name: r for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert (results["p.txt"]["check"], results["p.txt"]["matches_record"]) == ("passed", True)
    assert (results["q.txt"]["status"], results["q.txt"]["error"]) == (  # a drawing no answer draws: not read as one
        "bad_input", "q.solution.txt: a recorded Numberlink solution must be horizontal/vertical edge strings or rows "
        "of side bitmasks (hex digits)")


@pytest.mark.parametrize("text,message", [
    (PZPRJS + "0", "Numberlink: URL body has 1 character after the board (from character 12: '0'); remove it"),
    ("https://puzz.link/p?numlin/e/5/5/1j2h3m1h2j3", "Numberlink: unknown URL flag 'e' (puzz.link's Numberlink has "
     "none)"),
    ("numberlink\n0 .\n", "t.txt: row 1, column 1: clue 0 is not a number to join (puzz.link's numbers start at 1); "
     "an empty cell is '.' in a text grid, null in JSON"),
    ("numberlink\nx .\n", "t.txt: row 1, column 1: clue 'x' is not a whole number or '?'"),
    ("numberlink\n1 . .\n. 1\n", "t.txt: line 3: 2 cells, expected 3"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("numberlink", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png, svg = tmp_path / "a.png", tmp_path / "a.svg"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png), "--svg", str(svg))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert svg.read_text().lstrip().startswith("<?xml")


def test_json_gives_the_paths_as_strings(run_cli):
    code, out, _ = run_cli("numberlink", PZPRJS, "--json")
    got = json.loads(out)
    assert code == 0 and (got["horizontal"], got["vertical"]) == (RECORDS[0]["answer"]["horizontal"],
                                                                 RECORDS[0]["answer"]["vertical"])


def test_model_stats_name_the_rules(run_cli):
    code, out, _ = run_cli("numberlink", PZPRJS, "--model-stats", "--json")
    assert code == 0
    rules = [r["rule"] for r in json.loads(out)["model"]["rules"]]
    assert rules == ["paths join equal numbers, never crossing or branching", "no 2x2 ring of path cells (implied)"]


def test_the_web_solves_it(api_client):
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert not kinds["numberlink"]["play_card"]
    solved = api_client.post("/api/solve", json={"kind": "numberlink", "puzzle": PZPRJS,
                                                 "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["horizontal"] == RECORDS[0]["answer"]["horizontal"]
    assert solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    wrong = {"horizontal": ["1111"] + RECORDS[0]["answer"]["horizontal"][1:], "vertical": RECORDS[0]["answer"]["vertical"]}
    lines = [json.dumps({"kind": "numberlink", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:3]]
    lines += [json.dumps({"puzzle": PZPRJS, "solution": wrong})]
    (tmp_path / "a.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == \
        [("numberlink", "solved", True)] * 3 + [("numberlink", "solved", False)]
    assert results[-1]["record_breaks"].startswith("answer: a path branches at r1c2")
