"""Cave: published puzzles solved to their published answers and proven
unique, the checker's words (puzz.link's own failing boards), the
vocabulary's edge rule against a brute-force reading, degenerate boards,
counts against brute force, puzz.link URLs under both names, text and JSON,
hints, the web's play card, batch, bad input.

Puzzles: tests/data/genres/cave.json (sources and licences per record:
robx/pzprjs's test puzzle, janko.at Corral 1, 2, 19, 20 and 31 as
transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.edge_reach import touch_edge
from gridsat.constraints.model import RuleModel
from gridsat.constraints.shading import cell_vars
from gridsat.core.grid import box_neighbours
from gridsat.core.status import Status, Uniqueness
from gridsat.core.task import Task
from shadings import shadings_accepted, text_grid

KIND = gridsat.kinds.get("cave")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "cave.json").read_text())
PZPRJS = "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g"


def grid_of(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


SLOW = {"janko-cave-20_18x18"}  # its proof takes seconds on a loaded machine: run with -m slow


@pytest.mark.parametrize("record", [pytest.param(r, id=r["name"], marks=[pytest.mark.slow] * (r["name"] in SLOW))
                                    for r in RECORDS])
def test_published_puzzle_has_its_published_answer_and_no_other(record):
    puzzle = KIND.parse(record["url"])
    if "puzzle" in record:  # janko.at's numbers as the dataset transcribes them, read back from the URL written
        assert record["puzzle"]["numbers"] == [list(row) for row in puzzle.clues]
    assert puzzle.violations(grid_of(record["answer"])) == []  # the checker, from the rules, accepts it
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE
    assert result.grid == grid_of(record["answer"])


PZPRJS_FAILING = [  # robx/pzprjs test/script/cave.js: each board its checker fails, and the failcode it names
    ("cuDivide", ["#...#.", "#.#.##", "#.#..#", "......", ".#..##", ".##..#"],
     "the unshaded cells are not connected: 2 groups, from r1c2 and r1c6"),
    ("cuDivide", ["#...##", "#.#.#.", "#.#..#", "......", ".#..##", ".##..#"],
     "the unshaded cells are not connected: 2 groups, from r1c2 and r2c6"),
    ("csConnOut", ["#...##", "#.#.##", "#.#..#", "......", ".#..##", ".##..#"],
     "the shaded area at r2c3 (2 cells) does not touch the board's edge"),
    ("csConnOut", ["#...##", "##..##", "#.#..#", "......", ".#..##", ".##..#"],
     "the shaded area at r3c3 (1 cell) does not touch the board's edge"),
    ("nmSumViewNe", ["#....#", "###.##", "#.#..#", ".....#", ".#..##", ".##..#"],
     "the 3 at r1c2 sees 4 unshaded cells (itself included), not 3"),
]


@pytest.mark.parametrize("failcode,rows,first", PZPRJS_FAILING, ids=[f[0] for f in PZPRJS_FAILING])
def test_the_checker_refuses_puzzle_links_own_failing_boards(failcode, rows, first):
    assert KIND.parse(PZPRJS).violations(grid_of(rows))[0] == first


def test_the_checker_says_which_rule_breaks():
    puzzle = KIND.parse(PZPRJS)
    assert puzzle.violations([[1] * 6] * 6)[:2] == ["numbered cell r1c2 is shaded", "numbered cell r3c2 is shaded"]
    assert puzzle.violations([[0] * 6] * 6)[:2] == ["the 3 at r1c2 sees 11 unshaded cells (itself included), not 3",
                                                    "the 2 at r3c2 sees 11 unshaded cells (itself included), not 2"]
    assert puzzle.violations([[0] * 5]) == ["the answer is not 6x6"]


def test_the_model_states_one_rule_per_vocabulary_call():
    rules = [r["rule"] for r in KIND.model(KIND.parse(PZPRJS), Task(), {}).stats()["rules"]]
    assert rules == ["one shaded boolean per cell", "numbered cells are unshaded", "the unshaded cells are connected",
                     "every shaded area touches the edge", "a number is how many unshaded cells it sees"]


def brute_touch(grid, rows, cols):
    """Every area of 1s reaches the edge: flood the 1s from the edge cells, then no 1 is left unreached."""
    todo = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] and (r in (0, rows - 1) or c in (0, cols - 1))]
    reached = set(todo)
    while todo:
        r, c = todo.pop()
        for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= y < rows and 0 <= x < cols and grid[y][x] and (y, x) not in reached:
                reached.add((y, x))
                todo.append((y, x))
    return all((r, c) in reached for r in range(rows) for c in range(cols) if grid[r][c])


@pytest.mark.parametrize("rows,cols,sample", [(3, 3, None), (2, 3, None), (1, 3, None), (4, 4, 150), (4, 5, 150)])
def test_the_vocabularys_edge_rule_is_the_brute_force_reading(rows, cols, sample):
    """touch_edge alone in CP-SAT: each shading (every one, or ``sample`` drawn at random) is feasible exactly when
    a plain reading of the rule accepts it (its depths and parents are not enumerated: they are many per shading)."""
    from ortools.sat.python import cp_model

    model = RuleModel()
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    shaded = cell_vars(model, cells)
    touch_edge(model, rows, cols, box_neighbours(rows, cols), shaded)
    assert [r["rule"] for r in model.stats()["rules"]][-1] == "every shaded area touches the edge"
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    masks = range(1 << len(cells)) if sample is None else random.Random(rows * cols).sample(range(1 << len(cells)),
                                                                                             sample)
    verdicts = set()
    for mask in masks:
        bits = [mask >> k & 1 for k in range(len(cells))]
        model.clear_assumptions()
        model.add_assumptions([shaded[cell] if bit else ~shaded[cell] for cell, bit in zip(cells, bits)])
        feasible = solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE)
        assert feasible == brute_touch([bits[r * cols:(r + 1) * cols] for r in range(rows)], rows, cols), bits
        verdicts.add(feasible)
    assert verdicts == ({True, False} if rows > 2 else {True})  # no inner cell on a board two rows high


def test_the_edge_rule_refuses_a_cell_off_the_board():
    model = RuleModel()
    shaded = cell_vars(model, [(0, 0), (5, 5)])
    with pytest.raises(ValueError, match=r"cell \(5, 5\) is outside the 2x2 board"):
        touch_edge(model, 2, 2, box_neighbours(2, 2), shaded)


def test_one_cell_boards():
    assert KIND.parse("cave\n1\n").uniqueness().grid == [[0]]  # a 1 sees itself alone
    empty = KIND.parse("cave\n.\n").count()  # no number: the cell shaded (on the edge) or not
    assert (empty.count, empty.complete) == (2, True)
    assert KIND.parse("cave\n2\n").solve().status is Status.INFEASIBLE


def test_two_answers_and_the_second_differs():
    result = KIND.parse("cave\n. . .\n. 3 .\n. . .\n").uniqueness()
    assert result.uniqueness is Uniqueness.NOT_UNIQUE
    assert result.grid != result.second
    for grid in (result.grid, result.second):
        assert KIND.parse("cave\n. . .\n. 3 .\n. . .\n").violations(grid) == []


def test_no_answer_is_proven_and_explained(run_cli, tmp_path):
    result = KIND.parse("cave\n4 .\n. .\n").uniqueness()  # a 2x2 corner sees 3 cells at most
    assert result.status is Status.INFEASIBLE and result.uniqueness is Uniqueness.NO_SOLUTION and result.complete
    (tmp_path / "c.txt").write_text("cave\n4 .\n. 2\n")
    code, out, _ = run_cli("cave", str(tmp_path / "c.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == ("the number 4 at r1c1 cannot hold, even with every other "
                                                       "number taken away, each cell left unshaded")


def test_a_ring_of_unshaded_cells_cannot_shut_a_shaded_cell_in():
    """Eight numbers not shown ring the middle cell: shaded, it would touch no edge, so it is unshaded (without
    rule 3 both shadings would pass: the ring keeps the unshaded cells connected either way)."""
    puzzle = KIND.parse("cave\n? ? ?\n? . ?\n? ? ?\n")
    result = puzzle.uniqueness()
    assert result.uniqueness is Uniqueness.UNIQUE and result.grid == [[0] * 3] * 3
    assert puzzle.violations([[0, 0, 0], [0, 1, 0], [0, 0, 0]]) == [
        "the shaded area at r2c2 (1 cell) does not touch the board's edge"]


def test_forced_cells_of_a_unique_puzzle_are_its_answer():
    record = RECORDS[4]
    forced = KIND.parse(record["url"]).forced()
    assert forced.complete and forced.forced == grid_of(record["answer"])


def brute_force_count(puzzle):
    """Every shading (bit masks) that the independent checker accepts."""
    return shadings_accepted(puzzle)


def random_board(seed):
    """A 3x3 to 4x3 board, two to four of its cells numbered 2-6 or ``?``."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    cells = [["."] * cols for _ in range(rows)]
    for _ in range(rng.choice([2, 3, 3, 4])):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice([2, 3, 4, 5, 6, "?"])
    return KIND.parse("cave\n" + text_grid(cells))


@functools.cache
def brute_force_of(seed):
    """:func:`brute_force_count` of :func:`random_board` ``seed``, counted once for both tests below."""
    return brute_force_count(random_board(seed))


@pytest.mark.slow  # (3.0 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("seed", range(12))
def test_counts_equal_brute_force_over_the_checker(seed):
    counted = random_board(seed).count()
    assert (counted.count, counted.complete) == (brute_force_of(seed), True)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_random_boards_cover_answers_and_none():
    counts = [brute_force_of(seed) for seed in range(12)]
    assert 0 in counts and 1 in counts and max(counts) > 1


def test_url_round_trip_of_every_published_url_and_both_names():
    for record in RECORDS:
        assert KIND.parse(record["url"]).to_url() == record["url"]
    bag = KIND.parse("https://puzz.link/p?bag/6/6/g3q2h3jbj3i3i2g")
    assert bag.clues == KIND.parse(PZPRJS).clues and bag.to_url() == PZPRJS
    assert gridsat.kinds.detect(PZPRJS) is KIND and gridsat.kinds.detect("https://puzz.link/p?bag/2/2/.g2g") is KIND
    assert [list(r) for r in KIND.parse("http://pzv.jp/p.html?cave_edit/2/2/.g2g").clues] == [["?", None], [2, None]]


def test_text_and_json_round_trips():
    puzzle = KIND.parse(PZPRJS)
    for again in (KIND.parse(puzzle.to_text()), KIND.parse(json.dumps(puzzle.to_json()))):
        assert (again.rows, again.cols, again.clues) == (puzzle.rows, puzzle.cols, puzzle.clues)
    assert puzzle.to_text().splitlines()[:4] == ["cave", ". 3 . . . .", ". . . . . .", ". 2 . . 3 ."]
    assert puzzle.to_json()["kind"] == "cave"


def test_hint_steps_reach_the_answer_with_their_reasons():
    puzzle = KIND.parse(PZPRJS)
    deduction = KIND.deduce(puzzle)
    assert deduction.complete and len(deduction.steps) == 17 and not any(s.rule == "trial" for s in deduction.steps)
    assert [s.rule for s in deduction.steps[:2]] == ["too_far", "sight_short"]
    assert deduction.steps[0].sentence == ("r2c2 is shaded: unshaded, it would join the unshaded cells past it and the "
                                           "2 at r3c2 would see 3 cells (up and the other ways), more than its 2")
    pocket = next(s for s in deduction.steps if s.rule == "pocket")
    assert pocket.sentence == ("r1c6, r2c6 are shaded: the shaded cells around (r1c5, r2c5, r3c6) wall them off from "
                               "the unshaded cell at r1c2, and the unshaded cells are connected")
    assert pocket.premises == [(0, 1), (0, 4), (1, 4), (2, 5)]
    checker = next(s for s in deduction.steps if s.rule == "no_checker")
    assert checker.sentence.startswith("r2c3 is shaded: unshaded, it would make a checkerboard with r2c2, r3c2, r3c3")
    final = [[0] * 6 for _ in range(6)]
    for step in deduction.steps:
        for (r, c), value in step.decided.items():
            final[r][c] = int(value == 2)
    assert final == grid_of(RECORDS[0]["answer"])


def test_a_shaded_cells_only_way_to_the_edge_is_shaded():
    """Level 2, ``way_out``: janko.at Corral 31's last step, read by hand (r3c5 joins r3c4, r2c4 and r2c3, walled in
    by unshaded cells but for r3c6)."""
    steps = KIND.deduce(KIND.parse(RECORDS[3]["url"])).steps
    assert len(steps) == 33 and not any(s.rule == "trial" for s in steps)
    last = steps[-1]
    assert (last.rule, last.level, last.decided) == ("way_out", 2, {(2, 5): 2})
    assert last.sentence == ("r3c6 is shaded: the shaded cell at r3c5 reaches the board's edge only through it "
                             "(unshaded, it would shut r3c5 in)")


def test_cells_walled_off_from_the_edge_are_unshaded():
    """``shut_in``: the ring of numbers leaves the middle cell no way to the edge."""
    step = KIND.deduce(KIND.parse("cave\n? ? ?\n? . ?\n? ? ?\n"), first=True).steps[0]
    assert (step.rule, step.decided) == ("shut_in", {(1, 1): 1})
    assert step.sentence == ("r2c2 is unshaded: the unshaded cells around it (r1c2, r2c1, r2c3, r3c2) wall it off from "
                             "the board's edge, and a shaded area touches the edge")


@pytest.mark.parametrize("position,reason", [
    ([[0, 1, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0], [0, 1, 2, 1, 1, 0], [0, 0, 1, 1, 0, 0], [0, 0, 1, 0, 0, 0],
      [1, 0, 0, 0, 1, 0]], "the shaded cell at r3c3 is walled in by unshaded cells, away from the board's edge"),
    ([[2, 1, 0, 0, 0, 0], [1, 2, 0, 0, 0, 0], [0, 1, 0, 0, 1, 0], [0, 0, 0, 1, 0, 0], [0, 0, 1, 0, 0, 0],
      [1, 0, 0, 0, 1, 0]], "the 2x2 block at r1c1 is a checkerboard (joining its two unshaded cells would ring a "
                            "shaded one in)"),
    ([[0, 1, 1, 1, 1, 0], [0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 1, 0], [0, 0, 0, 1, 0, 0], [0, 0, 1, 0, 0, 0],
      [1, 0, 0, 0, 1, 0]], "the 3 at r1c2 sees 4 unshaded cells, more than its number"),
])
def test_a_position_breaking_a_rule_is_told_the_rule(run_cli, tmp_path, position, reason):
    (tmp_path / "p.json").write_text(json.dumps(position))
    code, out, _ = run_cli("hint", PZPRJS, "--position", str(tmp_path / "p.json"), "--json")
    assert json.loads(out)["reason"] == reason


@pytest.mark.parametrize("text,message", [
    ("https://puzz.link/p?cave/2/2/12", "Cave: URL body ends after 2 characters, missing 2 of the 4 cells "
     "(is the URL cut short?)"),
    ("https://puzz.link/p?bag/2/2/1!21", "Cave: URL body character 2 ('!'): not a number, '.', or a run of "
     "empty cells g-z"),
    ("https://puzz.link/p?cave/2/2/zz", "Cave: URL body character 1 ('z') runs past the 4 cells of the board"),
    ("cave\n1 2\n3\n", "c.txt: line 3: 1 cell, expected 2"),
    ("cave\n1 x\n", "c.txt: row 1, column 2: clue 'x' is not a whole number or '?'"),
    ("cave\n0 .\n", "c.txt: row 1, column 1: clue 0 is not a count of cells seen (a number sees itself: 1 or "
     "more); an empty cell is '.' in a text grid, null in JSON"),
])
def test_bad_input_gets_one_line(run_cli, tmp_path, text, message):
    if not text.startswith("http"):
        (tmp_path / "c.txt").write_text(text)
        text = str(tmp_path / "c.txt")
    code, out, err = run_cli("cave", text)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_cli_solves_a_pasted_url_with_its_picture(run_cli, tmp_path):
    png = tmp_path / "c.png"
    code, out, _ = run_cli("solve", PZPRJS, "--unique", "--png", str(png))
    assert code == 0 and "unique" in out and png.stat().st_size > 1000
    assert out.splitlines()[:2] == ["███3  ·  ·  ██████", "█████████·  ██████"]


def test_the_web_offers_its_play_card_and_answers_its_hints(api_client):
    """The page's play card and hints come from the declaration alone (ShadingHints): the numbers as labels."""
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["cave"]["play_card"] and kinds["cave"]["position_values"] == ["unshaded", "shaded"]
    reply = api_client.post("/api/hint", json={"kind": "cave", "puzzle": PZPRJS})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["steps"][0]["rule"] == "too_far" and body["labels"][0] == ["", "3", "", "", "", ""]
    solved = api_client.post("/api/solve", json={"kind": "cave", "puzzle": PZPRJS, "options": {"unique": True}})
    assert solved.status_code == 200, solved.text
    assert solved.json()["grid"] == grid_of(RECORDS[0]["answer"]) and solved.json()["uniqueness"] == "unique"


def test_batch_solves_and_checks_a_collection(run_cli, tmp_path):
    lines = [json.dumps({"kind": "cave", "puzzle": r["url"], "solution": grid_of(r["answer"])}) for r in RECORDS[:4]]
    (tmp_path / "c.jsonl").write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "--out", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    results = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [(r["kind"], r["status"], r["matches_record"]) for r in results] == [("cave", "solved", True)] * 4


# name: (steps, grade, trials, guesses), measured; the 10x18 and 18x18 run with -m slow (their trials take seconds)
HINTED = {"pzprjs-cave-6x6": (17, "easy", 0, 0), "janko-cave-01_10x10": (70, "hard", 6, 0),
          "janko-cave-02_10x10": (54, "medium", 0, 0), "janko-cave-31_8x8": (33, "medium", 0, 0)}
HINTED_SLOW = {"janko-cave-19_10x18": (114, "hard", 13, 0), "janko-cave-20_18x18": (229, "expert", 51, 0)}


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    from shading_steps import assert_follows, premise_state, published_record, replayed

    from gridsat.core.hints import grade
    from gridsat.puzzles.cave import deductions

    puzzle, answer = published_record(KIND, next(r for r in RECORDS if r["name"] == name))
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    assert replayed(out.steps, answer, KIND.given_position(puzzle)) == answer == out.grid
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == {**HINTED, **HINTED_SLOW}[name]
    for step in out.steps:
        assert_follows(deductions, puzzle, step, premise_state(deductions, puzzle, step, answer), plain_chain=True)


def test_rule_words_list_every_rule():
    from gridsat.puzzles.cave import deductions

    words = KIND.rule_words()
    assert set(words) == {rule.__name__ for rule in deductions.RULES}
    assert words["way_out"] == ("a cell is shaded when a shaded cell reaches the board's edge only through it "
                                "(unshaded, it would shut that shaded cell in)")


@pytest.mark.parametrize("rows,cols,seed", [(5, 5, 1), (4, 6, 2)])
def test_a_generated_puzzle_has_its_planted_answer_alone_and_each_number_is_needed(rows, cols, seed):
    """``gridsat generate cave`` (the shared clue generator, Kurodoko's numbers): the kind's checker passes the
    planted answer, an independent solve finds it alone, each number is its count and none can go; the same seed
    makes the same puzzle."""
    from gridsat.core.options import SolverOptions

    def made():
        return KIND.generator().generate(rows, cols, seed, SolverOptions(time_limit=120))

    first = made()
    puzzle = KIND.parse(first.text)
    assert puzzle.clues == first.puzzle.clues and puzzle.violations(first.solution) == []
    proof = puzzle.uniqueness()
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == first.solution
    sight = puzzle.sight(first.solution)
    numbers = puzzle.clued()
    assert numbers and all(sight[r][c] == n for (r, c), n in numbers.items())
    for cell in numbers:  # each number taken away leaves a second answer
        fewer = [[None if (r, c) == cell else v for c, v in enumerate(row)] for r, row in enumerate(puzzle.clues)]
        assert KIND.puzzle_type(rows, cols, fewer).uniqueness().uniqueness is Uniqueness.NOT_UNIQUE
    assert made().text == first.text


def test_puzzle_links_other_name_is_told_the_kind(run_cli):
    code, out, err = run_cli("bag", PZPRJS)
    assert (code, out) == (2, "") and err == ("gridsat: error: No such command 'bag': the kind is 'cave' (puzz.link "
                                              "calls it 'bag'): gridsat cave (see 'gridsat --help')\n")


@pytest.mark.parametrize("name,seed", [("janko-cave-20_18x18", 0), ("janko-cave-19_10x18", 1)])
def test_a_trial_near_its_chain_finds_what_the_whole_boards_rules_find(name, seed):
    """Cave's rules and contradictions given a trial's scope (:func:`~gridsat.puzzles.cave.deductions.nearby`:
    the numbers, blocks and walled-off areas near its changes) say what the whole board's say, step for step,
    from a stall of a published board (the 18x18's 45 trials read the whole board at every round before)."""
    from test_hint_steps_pinned import near_is_whole

    near_is_whole("cave", name, "#", seed)


def test_each_rule_and_contradiction_near_random_changes_is_the_whole_boards():
    """From a stall of Corral 20, random cells decided (groups of neighbours, some walling areas off, some shaded
    cells shut in): every local rule's new steps and the contradiction, given the changes' scope, are the whole
    board's."""
    from test_hint_steps_pinned import record, stalled

    from gridsat.core.hints import fresh
    from gridsat.puzzles.cave import deductions as logic
    from gridsat.puzzles.grid.hinting import SHADED, Board

    board = Board(KIND.parse(record("cave", "janko-cave-20_18x18")["url"]))
    answer = [SHADED if ch == "#" else 3 - SHADED for row in record("cave", "janko-cave-20_18x18")["answer"]
              for ch in row]
    state = stalled(logic, board, answer, 0)
    local = [rule for rule in logic.RULES if getattr(rule, "local", False)]
    assert {rule.__name__ for rule in local} == {"sight_full", "too_far", "sight_short", "shut_in", "pocket",
                                                 "no_checker"}
    rng, free, said, broken = random.Random(3), state.free(), set(), 0
    for _ in range(150):
        trial = state.copy()
        changed = rng.sample(free, rng.randint(1, 4))
        for cell in list(changed):
            changed += [nb for nb in board.near[cell] if not trial.grid[nb] and nb not in changed and rng.random() < .7]
        for cell in changed:
            trial.grid[cell] = SHADED if rng.random() < 0.7 else 3 - SHADED
        scope = logic.nearby(board, changed)
        whole = logic.contradiction(trial)
        assert logic.contradiction(trial, scope) == whole
        broken += whole is not None
        for rule in local:
            steps = [s.to_json() for s in fresh(rule(trial), trial.grid, board.cols)]
            assert [s.to_json() for s in fresh(rule(trial, scope), trial.grid, board.cols)] == steps, rule.__name__
            said.update(rule.__name__ for _ in steps[:1])
    assert broken > 10 and {"shut_in", "pocket", "no_checker", "sight_full"} <= said  # (both kinds of answer met)
