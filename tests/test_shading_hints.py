"""Hints of the shading genres (Hitori, Nurikabe) on their published
puzzles (tests/data/genres, sources per record): every step agrees with the
published answer, the steps replay to it, each step follows from its
premises alone (the clues and the premise cells), and a puzzle with several
answers or none, or a position with a mistake, gets no steps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from shading_steps import assert_follows

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade, refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State, other
from gridsat.puzzles.hitori import deductions as hitori_logic
from gridsat.puzzles.nurikabe import deductions as nurikabe_logic

DATA = Path(__file__).parent / "data" / "genres"
LOGIC = {"hitori": hitori_logic, "nurikabe": nurikabe_logic}
RECORDS = {kind: {r["name"]: r for r in json.loads((DATA / f"{kind}.json").read_text())} for kind in LOGIC}
# (kind, name): (steps, grade, trials, guesses), measured; two 20x20 Hitori run with -m slow.  The four large
# Nurikabe boards are left out: 30x36 and 31x45 step for minutes (trials in Python), 50x50 and 40x57 are not
# proven unique by the solver within minutes (benchmarks/shading_hints.py reports them).
PUBLISHED = {
    ("hitori", "pzprjs-test-4x4"): (13, "hard", 0, 0),
    ("hitori", "cspuz_rs-test-5x6"): (27, "hard", 3, 0),  # was expert: a mirror graded hard (pass 83)
    ("hitori", "janko-hitori-02_5x5"): (19, "medium", 0, 0),
    ("hitori", "janko-hitori-04_8x8"): (48, "hard", 0, 0),
    ("hitori", "janko-hitori-499_20x20"): (271, "hard", 0, 0),
    ("hitori", "janko-hitori-569_20x20"): (263, "medium", 0, 0),
    ("nurikabe", "pzprjs-test-5x5"): (16, "medium", 0, 0),
    ("nurikabe", "janko-nurikabe-01_10x10"): (54, "hard", 0, 0),
    ("nurikabe", "janko-nurikabe-726_10x10"): (82, "hard", 10, 0),  # was expert, 21 trials: the first three cells tried (pass 83)
    ("nurikabe", "janko-nurikabe-758_11x11"): (74, "expert", 14, 0),
    ("nurikabe", "janko-nurikabe-827_13x20"): (216, "hard", 10, 0),  # its trials are short and local (core.hints.SHORT_TRIAL)
}
SLOW = {
    ("hitori", "janko-hitori-500_20x20"): (272, "hard", 0, 0),
    ("hitori", "janko-hitori-570_20x20"): (274, "hard", 0, 0),
}
CASES = [pytest.param(key, id=f"{key[0]}-{key[1]}") for key in PUBLISHED] + \
    [pytest.param(key, id=f"{key[0]}-{key[1]}", marks=pytest.mark.slow) for key in SLOW]


def published(kind, name):
    record = RECORDS[kind][name]
    answer = [[SHADED if ch == "#" else UNSHADED for ch in row] for row in record["answer"]]
    return gridsat.kinds.get(kind), gridsat.kinds.get(kind).parse(record["url"]), answer


def replay(kind, puzzle, steps):
    grid = kind.given_position(puzzle)
    for step in steps:
        for (r, c), value in step.decided.items():
            assert grid[r][c] == 0, f"{step.sentence}: r{r + 1}c{c + 1} was decided before"
            grid[r][c] = value
    return grid


def premise_state(kind, puzzle, step, answer):
    """The clues' cells and the step's premises, as the answer has them; nothing else."""
    board = Board(puzzle)
    grid = LOGIC[kind].givens(board)
    for r, c in step.premises:
        grid[r * board.cols + c] = answer[r][c]
    return State(board, grid)


@pytest.mark.slow  # (1.6 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("key", CASES)
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(key):
    kind, puzzle, answer = published(*key)
    out = kind.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    assert replay(kind, puzzle, out.steps) == answer == out.grid
    g = grade(out.steps)
    expected = {**PUBLISHED, **SLOW}[key]
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == expected
    logic = LOGIC[key[0]]
    for step in out.steps:  # (from the premises alone other rules fire first: a trial may take more rounds)
        if step.depth <= 1:
            assert_follows(logic, puzzle, step, premise_state(key[0], puzzle, step, answer), plain_chain=True)


def test_the_first_hints_of_the_small_puzzles():
    kind, puzzle, _ = published("hitori", "pzprjs-test-4x4")
    step, = kind.hints(puzzle, first=True).steps
    assert step.sentence == ("r1c2 is unshaded: sandwich (1 1 1) in row 1; shaded, it would leave the 1s beside it "
                             "(r1c1, r1c3) both unshaded")
    assert (step.rule, step.decided, step.premises) == ("sandwich", {(0, 1): UNSHADED}, [(0, 0), (0, 2)])
    kind, puzzle, _ = published("nurikabe", "pzprjs-test-5x5")
    step, = kind.hints(puzzle, first=True).steps
    assert step.sentence == "r3c3, r4c2, r4c4, r5c3 are sea: a 1 is an island alone (r4c3)"
    assert step.decided == {(2, 2): SHADED, (3, 1): SHADED, (3, 3): SHADED, (4, 2): SHADED}
    assert step.premises == [(3, 2)]


def test_a_trial_is_explained_by_the_rules():
    kind, puzzle, answer = published("hitori", "cspuz_rs-test-5x6")
    trial = next(s for s in kind.hints(puzzle).steps if s.depth == 1)
    (cell, value), = trial.decided.items()
    name = f"r{cell[0] + 1}c{cell[1] + 1}"
    words = {UNSHADED: "unshaded", SHADED: "shaded"}
    assert trial.sentence.startswith(f"{name} is {words[value]}: if it were {words[other(value)]}, ")
    assert trial.rule == "trial" and value == answer[cell[0]][cell[1]]


@pytest.mark.parametrize(("kind", "text", "verdict", "says"), [
    ("nurikabe", "nurikabe\n. 2 .\n", "not_unique", "no hints: the puzzle has more than one answer"),
    ("nurikabe", "nurikabe\n1 1 .\n", "no_solution", "no hints: the puzzle has no answer"),
    ("hitori", "hitori\n1 1\n", "not_unique", "no hints: the puzzle has more than one answer"),
    ("hitori", "hitori\n1 1\n1 1\n", "no_solution", "no hints: the puzzle has no answer"),
])
def test_no_steps_without_exactly_one_answer(kind, text, verdict, says):
    found = gridsat.kinds.get(kind)
    out = found.hints(found.parse(text))
    assert out.verdict == verdict and out.steps == [] and refusal(out).startswith(says)


def test_a_position_with_a_mistake_gets_it_named():
    kind, puzzle, answer = published("hitori", "pzprjs-test-4x4")
    start = [[0] * 4 for _ in range(4)]
    start[0][0] = UNSHADED  # the answer shades it
    start[1][1] = UNSHADED
    out = kind.hints(puzzle, start=start, first=True)
    assert out.mistakes == [(0, 0)] and out.steps == []
    assert refusal(out) == "the position has a mistake: r1c1 differs from the puzzle's only answer"
    start[0][0] = SHADED
    step, = kind.hints(puzzle, start=start, first=True).steps
    assert step.rule == "beside_shaded" and step.decided == {(0, 1): UNSHADED, (1, 0): UNSHADED}


def test_positions_are_read_and_refused_with_one_line():
    kind, puzzle, _ = published("nurikabe", "pzprjs-test-5x5")
    assert kind.read_position("0 1 2\n# . ?\n", puzzle) == [[0, 1, 2], [2, 1, 0]]
    assert kind.given_position(puzzle)[0] == [0, 1, 0, 0, 0]
    assert kind.cell_labels(puzzle)[0] == ["", "5", "", "", ""]
    with pytest.raises(PuzzleInputError) as info:
        kind.read_position("0 1\n0 x\n", puzzle)
    assert str(info.value) == ("position: line 2, column 2: 'x' is not 0 or ? (undecided), 1 or . "
                               "(unshaded), 2 or # (shaded)")  # ('.' is unshaded: the message named 0/1/2 alone)
    start = [[0] * 5 for _ in range(5)]
    start[0][1] = SHADED
    with pytest.raises(PuzzleInputError) as info:
        kind.hints(puzzle, start=start)
    assert str(info.value) == "start: r1c2 is shaded (sea), but its clue 5 keeps it unshaded"


def test_the_command_line_hints_and_grades(run_cli, tmp_path):
    url = RECORDS["nurikabe"]["pzprjs-test-5x5"]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: one): r3c3, r4c2, r4c4, r5c3 are sea: a 1 is an island "
                                        "alone (r4c3)\n")
    code, out, _ = run_cli("hint", url, "--steps", "--png", str(tmp_path / "h.png"))
    assert code == 0 and "step 16 (rule: " in out and "solved in 16 steps (0 trials, 0 guesses); grade: medium" in out
    assert (tmp_path / "h.png").read_bytes().startswith(b"\x89PNG")
    code, out, _ = run_cli("hint", RECORDS["hitori"]["pzprjs-test-4x4"]["url"], "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "hitori" and data["steps"][0]["rule"] == "sandwich"
    assert data["steps"][0]["decided"] == [{"cell": [0, 1], "value": UNSHADED}]
    code, out, _ = run_cli("grade", RECORDS["hitori"]["janko-hitori-02_5x5"]["url"], "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "medium"


def test_a_filled_position_is_judged_by_the_independent_checker():
    kind, puzzle, answer = published("nurikabe", "pzprjs-test-5x5")
    assert kind.check_position(puzzle, answer) == []
    wrong = [row[:] for row in answer]
    wrong[0][0] = SHADED  # cuts the 5 off from the rest of its island, and this sea cell off from the sea
    assert kind.check_position(puzzle, wrong) == ["position: the island of clue 5 at r1c2 has 1 cell",
                                                  "position: the island at r2c1 holds 0 clues, not one",
                                                  "position: the shaded cells are not connected: 2 groups, from r1c1 and r1c3"]


def test_grade_refuses_in_its_own_word(run_cli, tmp_path):
    """'gridsat grade' of a puzzle with several answers said 'no hints: ...' (hint's words), and pointed to a
    second answer in an awkward aside."""
    puzzle = tmp_path / "two.txt"
    puzzle.write_text("nurikabe\n. 2 .\n")
    assert run_cli("grade", str(puzzle)) == (1, "no grade: the puzzle has more than one answer (gridsat nurikabe "
                                                f"{puzzle} --unique shows a second)\n", "")


def test_a_hint_grid_explains_every_mark_it_shows(run_cli):
    """The Nurikabe hint's legend named # * o and █, but its grid showed ? and · unexplained; then it named every
    mark, those its grid did not show too: it names those it shows."""
    code, out, _ = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    assert code == 0 and out.splitlines()[-1] == "(# sea by this step; ? not yet decided)"
    code, out, _ = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--steps")
    assert code == 0 and out.splitlines()[-1] == "(# sea by this step; ██ sea before it; · unshaded before it)"
