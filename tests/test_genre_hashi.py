"""Hashiwokakero: published puzzles solved to their published answers and proven unique, the checker's words, the
vocabulary's edges_connect and linking_cuts against a brute-force reading, degenerate boards, counts against brute
force over the checker, puzz.link URLs under every name, text and JSON, recorded answers, bad input, the web, batch.

Puzzles: tests/data/genres/hashi.json (sources and licences per record: robx/pzprjs's test puzzle, janko.at Hashi 1,
3, 6, 11, 12, 13, 15, 18, 888, 889 and 890 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.edge_links import edges_connect, linking_cuts
from gridsat.constraints.model import RuleModel
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from gridsat.puzzles.hashi.rules import answer_of

KIND = gridsat.kinds.get("hashi")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "hashi.json").read_text())
PZPRJS = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"


def grid_of(answer):
    return [[int(t) for t in row.split()] for row in answer]


ANSWER = grid_of(RECORDS[0]["answer"])
EDGES = {"horizontal": ["2200", "0111", "0000", "0110", "2222"], "vertical": ["20000", "22001", "12001", "10001"]}


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])
    assert [list(row) for row in puzzle.clues] == record["puzzle"]["clues"]


def test_both_engines_prove_the_largest_published_puzzle():
    record = RECORDS[-2]  # janko.at Hashi 889, 30x45
    for engine in ("cuts", "cpsat"):
        result = KIND.run(KIND.parse(record["url"]), Task("unique", engine=engine))
        assert (result.uniqueness, result.grid, result.engine) == (Uniqueness.UNIQUE, grid_of(record["answer"]),
                                                                   engine)


def pzprjs_board(h: str, v: str):
    """An answer grid from a pzprv3 file's bridge lines (horizontal sides, then vertical; -1, a cross, no bridge)."""
    right = {(r, c): max(0, int(x)) for r, s in enumerate(h.strip(" /").split("/")) for c, x in enumerate(s.split())}
    down = {(r, c): max(0, int(x)) for r, s in enumerate(v.strip(" /").split("/")) for c, x in enumerate(s.split())}
    return answer_of(5, 5, right, down)


@pytest.mark.parametrize("h,v,said", [
    # pzprjs nmLineGt: the 3 at r3c1 has a double bridge above and below
    ("2 2 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0", "2 0 0 0 0 /2 0 0 0 0 /2 0 0 0 0 /2 0 0 0 0",
     ["the island 3 at r2c2 has 0 bridges, not 3", "the island 2 at r2c5 has 0 bridges, not 2",
      "the island 3 at r3c1 has 4 bridges, not 3", "the island 3 at r4c2 has 0 bridges, not 3",
      "the island 1 at r4c4 has 0 bridges, not 1", "the island 3 at r5c1 has 2 bridges, not 3",
      "the island 4 at r5c3 has 0 bridges, not 4", "the island 3 at r5c5 has 0 bridges, not 3",
      "the bridges join the islands into 7 separate groups, not one: through r1c1, r2c2, r2c5 and 4 more"]),
    # pzprjs lcDivided: two networks and three islands alone
    ("2 2 0 0 /0 1 1 1 /-1 0 0 0 /0 0 0 0 /0 0 0 0", "2 0 0 0 0 /2 1 0 0 0 /1 1 0 0 0 /1 0 0 0 0",
     ["the island 3 at r2c2 has 2 bridges, not 3", "the island 2 at r2c5 has 1 bridge, not 2",
      "the island 3 at r4c2 has 1 bridge, not 3", "the island 1 at r4c4 has 0 bridges, not 1",
      "the island 3 at r5c1 has 1 bridge, not 3", "the island 4 at r5c3 has 0 bridges, not 4",
      "the island 3 at r5c5 has 0 bridges, not 3",
      "the bridges join the islands into 5 separate groups, not one: through r1c1, r2c2, r4c4 and 2 more"]),
    # pzprjs nmLineLt: one network, five islands short of their numbers
    ("2 2 0 0 /0 1 1 1 /-1 0 0 0 /0 1 1 0 /1 1 1 1", "2 0 0 0 0 /2 1 0 0 1 /1 1 0 0 1 /1 0 0 0 1",
     ["the island 3 at r2c2 has 2 bridges, not 3", "the island 3 at r4c2 has 2 bridges, not 3",
      "the island 3 at r5c1 has 2 bridges, not 3", "the island 4 at r5c3 has 2 bridges, not 4",
      "the island 3 at r5c5 has 2 bridges, not 3"]),
    # pzprjs's accepted board
    ("2 2 0 0 /0 1 1 1 /-1 0 -1 -1 /0 1 1 -1 /2 2 2 2", "2 0 0 0 0 /2 2 0 0 1 /1 2 0 -1 1 /1 0 0 -1 1", []),
])
def test_the_checker_names_each_rule_pzprjs_failchecks_break(h, v, said):
    assert KIND.parse(PZPRJS).violations(pzprjs_board(h, v)) == said


def test_the_checker_names_crossings_dead_ends_and_bridges_off_the_board():
    plus = KIND.parse("hashi\n. ? .\n? . ?\n. ? .\n")
    crossing = answer_of(3, 3, {(1, 0): 1, (1, 1): 1}, {(0, 1): 1, (1, 1): 1})
    assert plus.violations(crossing) == ["bridges cross at r2c2"]
    line = KIND.parse("hashi\n1 . 1\n")
    assert line.violations([[1, 0, 0]]) == ["a bridge ends at r1c2, which is no island",
                                           "the island 1 at r1c3 has 0 bridges, not 1",
                                           "the bridges join the islands into 2 separate groups, not one: through "
                                           "r1c1 and r1c3"]
    assert line.violations([[1, 1, 1]]) == ["a bridge leaves the board at r1c3"]
    assert line.violations([[1, 1]]) == ["the answer is not 1x3"]
    with pytest.raises(ValueError, match="r1c1 holds 9; a Hashiwokakero answer holds right \\+ 3 x down bridges"):
        line.violations([[9, 0, 0]])


@pytest.mark.parametrize("text,reason,ends", [
    ("hashi\n. .\n", "the board has no island, and puzz.link's rules ask for at least one bridge", ["r1c1", "r1c2"]),
    ("hashi\n? .\n", "the board has one island, and a bridge joins two, and puzz.link's rules ask for at least one "
     "bridge", ["r1c2"]),
])
def test_a_board_without_two_islands_has_no_answer_and_says_why(text, reason, ends):
    """pzprjs checkLineExist: an answer draws a bridge."""
    puzzle = KIND.parse(text)
    assert puzzle.violations([[0, 0]]) == ["no bridge is drawn"]
    assert puzzle.violations([[1, 0]]) == [f"a bridge ends at {cell}, which is no island" for cell in ends]
    result = puzzle.uniqueness()
    assert (result.status, result.uniqueness, result.reason) == (Status.INFEASIBLE, Uniqueness.NO_SOLUTION, reason)


def graph_cases():
    """Small graphs: (nodes, edges as pairs)."""
    return [(["a"], []), (["a", "b"], [("a", "b")]), (["a", "b", "c"], [("a", "b"), ("b", "c"), ("a", "c")]),
            (list("abcd"), [("a", "b"), ("b", "c"), ("c", "d"), ("d", "a"), ("a", "c")]),
            (list("abcd"), [("a", "b"), ("c", "d")]),
            (list("abcde"), [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "a"), ("b", "e"), ("a", "d")])]


def brute_connected(nodes, used) -> bool:
    """The rule read plainly: from the first node, follow used edges; every node reached."""
    seen, todo = {nodes[0]}, [nodes[0]]
    while todo:
        at = todo.pop()
        for a, b in used:
            for x, y in ((a, b), (b, a)):
                if x == at and y not in seen:
                    seen.add(y)
                    todo.append(y)
    return len(seen) == len(nodes)


@pytest.mark.parametrize("nodes,pairs", graph_cases())
def test_the_vocabularys_edges_connect_is_the_brute_force_reading(nodes, pairs):
    """edges_connect alone in CP-SAT: the sets of edges it allows are exactly those that join every node."""
    from ortools.sat.python import cp_model

    model = RuleModel()
    edges = {pair: model.new_bool_var(f"{pair}") for pair in pairs}
    edges_connect(model, nodes, edges)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    found = set()
    while solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):  # each set once: a clause blocks it
        found.add(frozenset(pair for pair, lit in edges.items() if solver.value(lit)))
        model.add_bool_or([~lit if solver.value(lit) else lit for lit in edges.values()])
    want = {frozenset(used) for k in range(len(pairs) + 1) for used in itertools.combinations(pairs, k)
            if brute_connected(nodes, used)}
    assert found == want


@pytest.mark.parametrize("nodes,pairs", graph_cases())
def test_linking_cuts_refuse_exactly_what_leaves_the_nodes_apart(nodes, pairs):
    """For every set of edges: no cut when it joins every node; else cuts it breaks and every joining set keeps."""
    literal = {pair: k for k, pair in enumerate(pairs)}  # a literal stands for its edge's index here
    subsets = [set(used) for k in range(len(pairs) + 1) for used in itertools.combinations(pairs, k)]
    joining = [used for used in subsets if brute_connected(nodes, used)]
    for used in subsets:
        cuts = linking_cuts(nodes, literal, used)
        if brute_connected(nodes, used):
            assert cuts == []
            continue
        assert cuts and all(not any(pairs[i] in used for i in cut) for cut in cuts)  # this set breaks each cut
        assert all(any(pairs[i] in other for i in cut) for cut in cuts for other in joining)  # valid cuts


def test_the_vocabulary_is_tagged_and_refuses_what_it_cannot_mean():
    model = RuleModel()
    with model.rule("an edge"):
        x = model.new_bool_var("x")
    edges_connect(model, ["a", "b"], {("a", "b"): x})
    assert [r["rule"] for r in model.stats()["rules"]] == ["an edge", "the chosen edges connect all the nodes"]
    with pytest.raises(ValueError, match="names a node that is not one of the nodes"):
        edges_connect(model, ["a", "b"], {("a", "c"): x})
    with pytest.raises(ValueError, match="joins a node to itself"):
        edges_connect(model, ["a", "b"], {("a", "a"): x})


def test_the_model_states_its_rules():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["at most two bridges join a pair of islands", "an island has as many bridges as its number",
                     "bridges never cross", "the bridges join every island into one network"]


def test_small_boards():
    assert KIND.parse("hashi\n1 1\n").uniqueness().grid == [[1, 0]]
    assert KIND.parse("hashi\n2\n2\n").uniqueness().grid == [[6], [0]]
    assert KIND.parse("hashi\n1\n").solve().status is Status.INFEASIBLE  # an island alone: no bridge to draw
    assert KIND.parse("hashi\n?\n").solve().status is Status.INFEASIBLE
    joined = KIND.parse("hashi\n? ?\n").count()  # one bridge or two
    assert (joined.count, joined.complete) == (2, True)


def test_two_answers_and_the_second_differs():
    puzzle = KIND.parse("hashi\n3 3\n3 3\n")  # doubles across the top and bottom, or down both sides
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE and result.grid != result.second
    assert puzzle.violations(result.grid) == puzzle.violations(result.second) == []
    assert sorted([result.grid, result.second]) == [[[5, 3], [2, 0]], [[7, 6], [1, 0]]]
    forced = puzzle.forced()
    assert forced.complete and forced.forced == [[None, None], [None, None]]  # r2c2's bridges differ too


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    result = KIND.parse("hashi\n. ? .\n? . ?\n. ? .\n").uniqueness()  # the two pairs would cross
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete
    (tmp_path / "t.txt").write_text("hashi\n3 . 3\n")
    code, out, _ = run_cli("hashi", str(tmp_path / "t.txt"), "--json")
    got = json.loads(out)
    assert code == 1 and got["status"] == "infeasible"
    assert got["reason"] == "the island number 3 at r1c3 cannot hold, even with every other island number taken away"


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    forced = KIND.parse(RECORDS[1]["url"]).forced()
    assert forced.complete and forced.forced == grid_of(RECORDS[1]["answer"])


def random_board(seed):
    """A board of 4 to 6 cells (2x2, 1x5, 2x3, 3x2), two to four islands numbered 1 to 4 or '?' (a third of them:
    boards of numbers alone had answers too seldom)."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(2, 2), (1, 5), (2, 3), (3, 2)])
    clues = [["."] * cols for _ in range(rows)]
    for r, c in rng.sample([(r, c) for r in range(rows) for c in range(cols)], rng.choice([2, 3, 4])):
        clues[r][c] = rng.choice(["1", "2", "3", "4", "?", "?"])
    return KIND.parse("hashi\n" + "".join(" ".join(row) + "\n" for row in clues))


def brute_count(puzzle) -> int:
    """Every grid of 0 to 2 bridges across each side inside the board the independent checker accepts."""
    rows, cols = puzzle.rows, puzzle.cols
    sides = [("right", r, c) for r in range(rows) for c in range(cols - 1)] + \
        [("down", r, c) for r in range(rows - 1) for c in range(cols)]
    total = 0
    for counts in itertools.product(range(3), repeat=len(sides)):
        right = {(r, c): k for (way, r, c), k in zip(sides, counts) if way == "right"}
        down = {(r, c): k for (way, r, c), k in zip(sides, counts) if way == "down"}
        total += not puzzle.violations(answer_of(rows, cols, right, down))
    return total


@functools.lru_cache(maxsize=None)
def brute_force_of(seed: int) -> int:
    return brute_count(random_board(seed))


SEEDS = tuple(range(12))


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
    for name in ("hashi", "hashikake", "bridges"):
        assert KIND.parse(f"https://puzz.link/p?{name}/5/5/4g2i3h23k3g1g3g4g3").to_url() == PZPRJS
        assert gridsat.kinds.detect(f"https://puzz.link/p?{name}/5/5/4g2i3h23k3g1g3g4g3") is KIND
    assert KIND.parse("http://pzv.jp/p.html?hashikake_edit/5/5/4g2i3h23k3g1g3g4g3").to_url() == PZPRJS
    unknown = KIND.parse("https://puzz.link/p?hashi/3/1/.g2")  # '.', an island whose number is not given
    assert unknown.clues == (("?", None, 2),) and unknown.to_url() == "https://puzz.link/p?hashi/3/1/.g2"


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:3] == ["hashi", "4 . 2 . .", ". 3 . . 2"]
    together = KIND.parse("hashi\n4.2..\n.3..2\n3....\n.3.1.\n3.4.3\n")  # rows as puzzle sites paste them
    assert together.clues == puzzle.clues


def test_a_file_naming_the_kind_by_its_title_is_read(run_cli, tmp_path):
    """{"kind": "Hashiwokakero"}: the registry routes the title to hashi, whose reader took it for another kind."""
    (tmp_path / "k.json").write_text('{"kind": "Hashiwokakero", "rows": 1, "cols": 2, "clues": [[1, 1]]}')
    code, out, _ = run_cli("solve", str(tmp_path / "k.json"))
    assert code == 0 and out.splitlines()[0] == "1─1 "
    (tmp_path / "k.json").write_text('{"kind": "hashikake", "rows": 1, "cols": 2, "clues": [[1, 1]]}')
    assert run_cli("hashi", str(tmp_path / "k.json"))[2] == ("gridsat: error: k.json: the puzzle says kind "
                                                            "'hashikake', puzz.link's name of 'hashi': write \"kind\": "
                                                            "\"hashi\"\n")


def test_recorded_answers_as_numbers_or_bridge_strings():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.read_answer(EDGES) == ANSWER
    assert puzzle.read_answer(json.dumps(EDGES)) == ANSWER
    assert puzzle.read_answer("\n".join(" ".join(map(str, row)) for row in ANSWER)) == ANSWER
    assert puzzle.edges_json(ANSWER) == EDGES
    with pytest.raises(gridsat.PuzzleInputError, match="^a recorded Hashiwokakero solution's 'vertical' must be 4 strings "
                                                      "of 5 digits 0, 1 or 2 \\(bridges across each side\\)$"):
        puzzle.read_answer({"horizontal": EDGES["horizontal"], "vertical": ["20000"] * 3})
    with pytest.raises(gridsat.PuzzleInputError, match="'horizontal' must be 5 strings of 4 digits"):
        puzzle.read_answer({"horizontal": ["2203"] * 5, "vertical": EDGES["vertical"]})


def test_an_answer_as_gridsat_draws_it_is_read_back(run_cli, tmp_path):
    """An answer file saved from 'gridsat hashi PUZZLE' (its drawing and status line) is checked by batch."""
    (tmp_path / "p.txt").write_text(KIND.parse(PZPRJS).to_text())
    code, drawn, _ = run_cli("hashi", str(tmp_path / "p.txt"))
    assert code == 0 and drawn.splitlines()[0] == "4═══2 · · "
    (tmp_path / "p.solution.txt").write_text(drawn)
    (tmp_path / "q.txt").write_text(KIND.parse(PZPRJS).to_text())
    (tmp_path / "q.solution.txt").write_text(drawn.replace("4═══2", "4───2", 1))  # a double bridge drawn single
    code, _, err = run_cli("batch", str(tmp_path / "p.txt"), str(tmp_path / "q.txt"), "--out",
                           str(tmp_path / "r.jsonl"), "--check-answer", "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(Path(r["file"]).name, r["matches_record"]) for r in results] == [("p.txt", True), ("q.txt", False)]
    assert results[1]["record_breaks"] == "answer: the island 4 at r1c1 has 3 bridges, not 4"


def test_a_drawing_of_islands_one_above_the_other_is_refused_in_one_line():
    """The drawing shows no bridge between two islands one above the other, whatever it is: not read as any."""
    result = KIND.parse("hashi\n2\n2\n").solve()
    assert result.text(result.grid).plain.splitlines() == ["2 ", "2 "]
    with pytest.raises(gridsat.PuzzleInputError) as e:
        KIND.recorded_answer(result, "2\n2\n")
    assert str(e.value) == ("the recorded answer is drawn as gridsat draws it, and the drawing shows no bridge "
                            "between the islands r1c1 and r2c1, one above the other: record it as rows of numbers "
                            "(right + 3 x down) or the bridges' horizontal/vertical strings ('gridsat hashi PUZZLE "
                            "--json' gives both)")
    assert KIND.recorded_answer(result, "6\n0\n") == [[6], [0]]  # rows of numbers
    result = KIND.parse("hashi\n? . 2\n. . .\n? . ?\n").solve()  # '?' islands drawn as empty circles
    drawn = result.text(result.grid).plain
    assert drawn.splitlines()[0] == "○───2 " and KIND.recorded_answer(result, drawn) == result.grid


@pytest.mark.parametrize("text,message", [
    (PZPRJS + "0", "Hashiwokakero: URL body has 1 character after the board (from character 19: '0'); remove it"),
    ("https://puzz.link/p?hashi/2/2/!", "Hashiwokakero: URL body character 1 ('!'): not a number, '.', or a run of "
     "empty cells g-z"),
    ("hashi\n0 .\n", "t.txt: row 1, column 1: clue 0 is not an island's number (an island has 1 bridge or more); an "
     "empty cell is '.' in a text grid, null in JSON"),
    ("hashi\n9 .\n", "t.txt: row 1, column 1: clue 9 is more than 8, the most bridges an island has (two to each "
     "side)"),
    ("hashi\nx .\n", "t.txt: row 1, column 1: clue 'x' is not a whole number or '?'"),
    ("hashi\n4.2.\n.3..2\n", "t.txt: line 3: 5 cells, expected 4"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "t.txt").write_text(text)
        text = str(tmp_path / "t.txt")
    code, out, err = run_cli("hashi", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "a.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique: no other answer exists" in out and png.stat().st_size > 1000
    assert out.splitlines()[:5] == ["4═══2 · · ", "║ 3─────2 ", "3 ║ · · │ ", "│ 3───1 │ ", "3═══4═══3 "]


def test_json_gives_the_bridges_as_strings(run_cli):
    code, out, _ = run_cli("hashi", PZPRJS, "--json")
    got = json.loads(out)
    assert code == 0 and got["grid"] == ANSWER and (got["horizontal"], got["vertical"]) == (
        EDGES["horizontal"], EDGES["vertical"])


def test_model_stats_name_the_rules(run_cli):
    code, out, _ = run_cli("hashi", PZPRJS, "--model-stats", "--json")
    assert code == 0
    rules = [r["rule"] for r in json.loads(out)["model"]["rules"]]
    assert rules == ["at most two bridges join a pair of islands", "an island has as many bridges as its number",
                     "bridges never cross", "the bridges join every island into one network"]


def test_the_web_solves_it_answers_hints_and_offers_its_play_card(api_client):
    """Hashiwokakero explains its steps (tests/test_hints_hashi.py) and its play card draws bridges between
    islands (tests/test_web_play_hashi.py)."""
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["hashi"]["explains"] and kinds["hashi"]["play_card"] and kinds["hashi"]["play_entry"] == "bridge"
    hinted = api_client.post("/api/hint", json={"kind": "hashi", "puzzle": PZPRJS, "position": {
        "horizontal": ["22..", "....", "....", "....", "...."], "vertical": ["2....", "2....", ".....", "....."]}})
    assert hinted.status_code == 200, hinted.text
    step = hinted.json()["steps"][0]
    assert (step["rule"], step["decided"]) == ("full", [{"cell": [[0, 2], [4, 2]], "value": [0, 0]}])
    solved = api_client.post("/api/solve", json={"kind": "hashi", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == ANSWER and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    wrong = [row[:] for row in ANSWER]
    wrong[4][4] = 1  # a bridge off the board's right edge
    lines = [json.dumps({"kind": "hashi", "puzzle": r["url"], "solution": r["answer"]}) for r in RECORDS[:3]]
    lines += [json.dumps({"kind": "hashi", "puzzle": PZPRJS, "solution": EDGES}),
              json.dumps({"kind": "hashi", "puzzle": PZPRJS, "solution": wrong})]
    (tmp_path / "a.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == \
        [("hashi", "solved", True)] * 4 + [("hashi", "solved", False)]
    assert results[-1]["record_breaks"] == "answer: a bridge leaves the board at r5c5"
