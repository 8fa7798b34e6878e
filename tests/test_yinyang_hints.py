"""Yin-Yang hints: every step agrees with the published answer, the steps
replay to it, each step follows from its premises alone, the Python rules
reach the search kernel's fixpoint, and a position with a mistake or a
puzzle without one answer gets no steps."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gridsat.core.hints import grade
from gridsat.puzzles.yinyang import _kernel
from gridsat.puzzles.yinyang.check import check_grid
from gridsat.puzzles.yinyang.deductions import (KERNEL_RULES, RULES, Geometry, State, contradiction, pair, square,
                                                turns)
from gridsat.puzzles.yinyang.io import read_answer, read_puzzle
from gridsat.puzzles.yinyang.kernel import search
from gridsat.puzzles.yinyang.stepping import (TRIAL_RULES, apply, deduce, explain_trial, guess_step, next_rules,
                                              propagate)

DATA = Path(__file__).parent / "data" / "yinyang"
# name: (steps, grade, trials) measured on the published puzzles (tests/data/yinyang/SOURCES.md)
PUBLISHED = {
    "janko_001_6x6": (15, "medium", 0),
    "janko_011_10x10": (39, "medium", 0),
    "pzv_kevinychen_demo_7x7": (18, "medium", 0),
    "pse_bobgru_game2_10x10": (62, "expert", 1),
    "pyy_newtom_hard_10x10": (49, "hard", 0),
}


def published(name):
    """The puzzle and its published answer (game2 has none published: the
    independent checker's verdict on the search's answer stands in)."""
    puzzle = read_puzzle(str(DATA / f"{name}.txt"))
    answer_file = DATA / f"{name}.solution.txt"
    if answer_file.exists():
        return puzzle, read_answer(answer_file.read_text(), puzzle)
    answer = search(puzzle.givens, 1).answers[0]
    assert check_grid(puzzle, answer) == []
    return puzzle, answer


def replay(puzzle, steps):
    grid = [list(row) for row in puzzle.givens]
    for step in steps:
        for (r, c), value in step.decided.items():
            assert grid[r][c] == 0, f"{step.sentence}: r{r + 1}c{c + 1} was decided before"
            grid[r][c] = value
    return grid


def premise_state(puzzle, step, answer):
    geo = Geometry(puzzle.rows, puzzle.cols)
    grid = [0] * geo.n
    for r, c in step.premises:
        grid[r * geo.cols + c] = answer[r][c]
    return State(geo, grid)


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_steps_replay_to_the_published_answer(name):
    puzzle, answer = published(name)
    out = deduce(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    assert replay(puzzle, out.steps) == [list(r) for r in answer] == out.grid
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"]) == PUBLISHED[name]


#: Puzzles whose steps between them use every rule (url_penpa_4: the patterns and the border's turns).
PREMISE_CHECKED = sorted(PUBLISHED) + ["url_penpa_4_10x14"]


def test_the_checked_puzzles_use_every_rule():
    used = {step.rule for name in PREMISE_CHECKED for step in deduce(published(name)[0]).steps}
    assert {rule.__name__ for rule in RULES} - {"loop", "cut"} <= used  # the 25x25 and 30x30 use cut


@pytest.mark.parametrize("name", PREMISE_CHECKED)
def test_each_step_follows_from_its_premises_alone(name):
    puzzle, answer = published(name)
    for step in deduce(puzzle).steps:
        state = premise_state(puzzle, step, answer)
        if step.depth == 0:
            rule = next(r for r in RULES if r.__name__ == step.rule)
            derived = {}
            for again in rule(state):
                derived.update(again.decided)
            assert all(derived.get(c) == v for c, v in step.decided.items()), step.sentence
        else:
            (cell, value), = step.decided.items()
            index = cell[0] * puzzle.cols + cell[1]
            assert explain_trial(state, index, 3 - value) is not None, step.sentence
            assert step.chain and all(s.depth == 0 for s in step.chain)


def fixpoint(state, rules=KERNEL_RULES):
    """The Python rules to a fixpoint: the grid, or None on a contradiction."""
    while True:
        if contradiction(state) is not None:
            return None
        found = next_rules(state, rules=rules)
        if not found:
            return state.grid
        if apply(state, found) is not None:
            return None


def test_the_rules_reach_the_kernels_fixpoint_from_random_positions():
    """From positions of random cells coloured at random (many of them
    contradictory) the Python rules and the C kernel's propagation with the
    same rules agree: the same contradiction verdict, the same fixpoint; the
    patterns added to them decide at least as much and never contradict a
    position the kernel finds consistent with the answer."""
    rng = random.Random(7)
    agreed = conflicts = 0
    for name in ("janko_001_6x6", "pzv_kevinychen_demo_7x7", "janko_011_10x10"):
        puzzle, answer = published(name)
        geo = Geometry(puzzle.rows, puzzle.cols)
        flat = [v for row in answer for v in row]
        for trial in range(60):
            grid = [0] * geo.n
            for i in rng.sample(range(geo.n), rng.randint(1, geo.n // 3)):
                grid[i] = flat[i] if trial % 2 else rng.choice((1, 2))
            state = State(geo, grid)
            code, kernel = _kernel.propagate(bytes(grid), geo.rows, geo.cols, TRIAL_RULES, 10.0)
            ours = fixpoint(state.copy())
            assert (ours is None) == (code == 1), (name, grid)
            if ours is not None:
                assert ours == list(kernel), (name, grid)
                agreed += 1
                more = fixpoint(state.copy(), RULES)
                if trial % 2:  # cells of the answer: every rule keeps to it
                    assert more == flat or (more and all(not v or v == flat[i] for i, v in enumerate(more))), grid
                assert more is None or all(v == more[i] for i, v in enumerate(ours) if v), (name, grid)
            else:
                conflicts += 1
    assert agreed > 50 and conflicts > 20


def test_a_guess_is_a_colour_no_answer_avoids():
    """url_penpa_4 needed a guess before the patterns; now rules and one-level
    trials step it through, and a guess (asked for directly, from the
    givens) is the answer's colour of a cell whose other colour has no answer."""
    puzzle = read_puzzle(str(DATA / "url_penpa_4_10x14.txt"))
    out = deduce(puzzle)
    assert out.solved and grade(out.steps)["guesses"] == 0 and grade(out.steps)["trials"] > 0
    flat = [v for row in out.answer for v in row]
    state = State(Geometry(puzzle.rows, puzzle.cols), [v for row in puzzle.givens for v in row])
    step = guess_step(state, flat)
    (r, c), value = next(iter(step.decided.items()))
    assert step.depth == 2 and step.rule == "guess" and out.answer[r][c] == value
    givens = [list(row) for row in puzzle.givens]
    givens[r][c] = 3 - value
    assert search(givens, 1).answers == () and search(givens, 1).complete


def test_a_hint_from_a_players_position():
    puzzle, answer = published("janko_001_6x6")
    start = [[0] * 6 for _ in range(6)]
    first = deduce(puzzle, first=True)
    assert len(first.steps) == 1 and first.steps[0].rule == "border"  # janko 1 has no triple to start with
    (r, c), value = next(iter(first.steps[0].decided.items()))
    start[r][c] = value
    after = deduce(puzzle, start=start, first=True)
    assert after.steps[0].decided != first.steps[0].decided
    start[r][c] = 3 - value
    wrong = deduce(puzzle, start=start, first=True)
    assert wrong.mistakes == [(r, c)] and not wrong.steps


@pytest.mark.parametrize("name, verdict", [("pse_bobgru_game3_10x10", "not_unique"), ("url_penpa_1_6x6", "no_solution")])
def test_no_steps_without_exactly_one_answer(name, verdict):
    out = deduce(read_puzzle(str(DATA / f"{name}.txt")))
    assert out.verdict == verdict and out.steps == [] and out.complete


def test_a_trial_sentence_names_its_chain_and_its_contradiction():
    puzzle, _ = published("pse_bobgru_game2_10x10")
    trial = next(s for s in deduce(puzzle).steps if s.rule == "trial")
    (r, c), value = next(iter(trial.decided.items()))
    colour, wrong = ("white", "black") if value == 1 else ("black", "white")
    assert trial.sentence.startswith(f"r{r + 1}c{c + 1} is {colour}: if it were {wrong}, ")
    assert trial.to_json()["chain"] and trial.to_json()["decided"] == [{"cell": [r, c], "value": value}]


def test_the_kernel_fixpoint_is_what_propagate_returns():
    puzzle, answer = published("janko_001_6x6")
    geo = Geometry(puzzle.rows, puzzle.cols)
    state = State(geo, [v for row in puzzle.givens for v in row])
    assert propagate(state) == [v for row in answer for v in row]  # janko 1 falls to these rules alone


def test_the_hint_command(tmp_path, capsys):
    from gridsat.cli import main

    def run(*args):
        with pytest.raises(SystemExit) as stop:
            main(list(args))
        captured = capsys.readouterr()
        return stop.value.code, captured.out, captured.err

    janko = str(DATA / "janko_001_6x6.txt")
    code, out, _ = run("hint", janko)
    assert code == 0 and out.startswith("next step (rule: border): r6c2, r6c1, r5c1 are white: between r6c3 and r4c1")
    code, out, _ = run("hint", janko, "--steps", "--png", str(tmp_path / "h.png"))
    assert code == 0 and "step 15 (rule: " in out and "solved in 15 steps (0 trials, 0 guesses); grade: medium" in out
    assert (tmp_path / "h.png").read_bytes().startswith(b"\x89PNG")
    position = tmp_path / "position.txt"
    position.write_text("1 2 0 0 0 0\n" * 5 + "2 0 0 0 0 0\n")
    code, out, _ = run("hint", janko, "--position", str(position))
    assert code == 0 and out.startswith("the position has 2 mistakes: r2c2, r6c1 differ from the puzzle's only answer")
    code, out, _ = run("grade", janko, "--json")
    assert code == 0 and '"grade": {"grade": "medium", "hardest_rule": "border"' in out
    code, out, _ = run("hint", str(DATA / "url_penpa_1_6x6.txt"))
    assert code == 1 and out == ("no hints: the puzzle has no answer: the given circles black at r5c2, black at r6c3, "
                                 "white at r6c4 and black at r6c6 cannot all hold, even with every other given circle "
                                 "taken away (take one of these away too and an answer exists)\n")  # the ring's runs
    # leave r5c1, r6c1 and r6c2 black beside r5c2: a black 2x2
    code, _, err = run("hint", "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t")  # (Light Up, Norinori, LITS hint now)
    assert code == 2 and err.startswith("gridsat: error: Statue Park has no hints or grades yet (kinds with them: ")
    position.write_text("1 2 0\n")
    code, _, err = run("hint", janko, "--position", str(position))
    assert code == 2 and err == f"gridsat: error: {position}: the position has 1 row of 3 cells; the puzzle has 6 rows " \
                                "of 6\n"
    position.write_text("2 2 0 0 0 0\n" + "0 0 0 0 0 0\n" * 5)  # r1c1 is a white circle
    code, _, err = run("hint", janko, "--position", str(position))
    assert code == 2 and err == f"gridsat: error: {position}: r1c1 is black, but the puzzle gives a white " \
                                "circle there\n"


def test_pair_reads_two_blocks_together():
    """W . W / W . B: r2c2 white would force r1c2 black (left block) and
    then the right block B W / W B is a checkerboard; so r2c2 is black.
    Neither block alone decides anything."""
    geo = Geometry(2, 3)
    state = State(geo, [1, 0, 1, 1, 0, 2])
    assert next_rules(state, upto=1, rules=KERNEL_RULES) == []
    (step,) = pair(state)
    assert step.decided == {(1, 1): 2} and sorted(step.premises) == [(0, 0), (0, 2), (1, 0), (1, 2)]
    assert step.sentence.startswith("r2c2 is black: in the 2x3 area r1c1 to r2c3, each way of colouring")


def _forced_by_brute_force(grid):
    """The cells of a 3x3 board every allowed colouring agrees on, written
    from the rules: all 512 colourings, none with a 2x2 block of one colour
    or a checkerboard."""
    agree = None
    for bits in range(512):
        colour = [1 + (bits >> j & 1) for j in range(9)]
        if any(v and v != colour[j] for j, v in enumerate(grid)):
            continue
        blocks = [[colour[r * 3 + c], colour[r * 3 + c + 1], colour[r * 3 + c + 3], colour[r * 3 + c + 4]]
                  for r in range(2) for c in range(2)]
        if any(len(set(b)) == 1 or (b[0] == b[3] != b[1] == b[2]) for b in blocks):
            continue
        agree = colour if agree is None else [a if a == x else 0 for a, x in zip(agree, colour)]
    return None if agree is None else {divmod(j, 3): v for j, v in enumerate(agree) if v and not grid[j]}


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_square_decides_what_every_allowed_colouring_of_the_area_agrees_on():
    rng = random.Random(3)
    fired = 0
    for _ in range(400):
        grid = [rng.choice((0, 0, 1, 2)) for _ in range(9)]
        expected = _forced_by_brute_force(grid)
        if expected is None:
            continue
        found = {}
        for step in square(State(Geometry(3, 3), list(grid))):
            found.update(step.decided)
        assert found == expected, grid
        fired += bool(found)
    assert fired > 20


def test_turns_where_the_colours_cannot_turn():
    """A 5x5 board has 16 blocks (even); with a turn seen at r1c1-r1c2
    (white to black), beside a block of parity 0, the line's other end is
    beside a block of parity 1, so the colours cannot turn between r1c3 and
    r1c4 (their block r1c3 has parity 0): with r2c3, r2c4 both white they
    are both black."""
    geo = Geometry(5, 5)
    grid = [0] * 25
    grid[0], grid[1], grid[7], grid[8] = 1, 2, 1, 1
    (step,) = [s for s in turns(State(geo, grid)) if "cannot turn between them" in s.sentence]
    assert step.decided == {(0, 2): 2, (0, 3): 2}
    assert sorted(step.premises) == [(0, 0), (0, 1), (1, 2), (1, 3)]
