"""Nonogram hints on its published puzzles (tests/data/genres/nonogram.json, sources per record) and against a brute
force from the rules: every step agrees with the published answer, the steps replay to it, each step follows from its
premises alone (found again by its rule, a trial's contradiction met again); on small random boards every step holds
in every answer that agrees with its premises, and each line rule decides only what every filling of the line its
numbers allow agrees on; the sentences, contradictions, positions, command line, web and play card."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.runs import runs_of
from gridsat.core.hints import grade, refusal
from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State
from gridsat.puzzles.nonogram import deductions as logic
from gridsat.puzzles.nonogram.url import frame_depths
from shading_steps import assert_follows, assert_replays, premise_state

DATA = Path(__file__).parent / "data" / "genres" / "nonogram.json"
RECORDS = {r["name"]: r for r in json.loads(DATA.read_text())}
KIND = gridsat.kinds.get("nonogram")
SMALL = "pzprjs-nonogram-6x6"
# name: (steps, grade, trials, guesses), measured
PUBLISHED = {
    "pzprjs-nonogram-6x6": (23, "hard", 1, 0),
    "janko-nonogramme-861_10x5": (32, "easy", 0, 0),
    "janko-nonogramme-273_10x10": (43, "easy", 0, 0),
    "janko-nonogramme-1591_10x10": (56, "hard", 1, 0),
    "janko-nonogramme-590_15x15": (91, "easy", 0, 0),
    "janko-nonogramme-1393_15x15": (64, "easy", 0, 0),
    "janko-nonogramme-932_15x20": (66, "easy", 0, 0),
    "janko-nonogramme-396_20x20": (198, "hard", 2, 0),
    "janko-nonogramme-1106_25x25": (115, "easy", 0, 0),
    "janko-nonogramme-749_30x25": (136, "easy", 0, 0),
}
FAST = {SMALL, "janko-nonogramme-861_10x5", "janko-nonogramme-273_10x10"}
SLOW = set(PUBLISHED) - FAST  # (their steps' premises searched again: seconds on a loaded machine)


def framed(puzzle, rows: list) -> list:
    """The board's rows of ``#``/``.`` in the puzzle's frame, as position values (the frame unshaded)."""
    top, left = puzzle.depths
    return [[UNSHADED] * puzzle.cols for _ in range(top)] + [
        [UNSHADED] * left + [SHADED if ch == "#" else UNSHADED for ch in row] for row in rows]


def published(name):
    record = RECORDS[name]
    answer = record["answer"] if isinstance(record["answer"], list) else json.loads(record["answer"].replace("'", '"'))
    puzzle = KIND.parse(record["url"])
    return puzzle, framed(puzzle, answer)


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in PUBLISHED])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = published(name)
    out = KIND.hints(puzzle)
    assert_replays(out, KIND, logic, puzzle, answer, PUBLISHED[name], plain_chain=True)


def test_the_published_boards_use_every_rule():
    used = {s.rule for name in (SMALL, "janko-nonogramme-1591_10x10") for s in KIND.hints(published(name)[0]).steps}
    assert used >= {"blank_line", "overlap", "out_of_reach", "run_complete", "trial"}
    # line_fits is the 20x20's (its two steps), left slow above; here on a line the simpler rules leave: row 1 (2 1)
    # of 6 cells with r1c4 shaded is c3-c4 and c6, or c1-c2 and c4; the runs reach every cell, r1c5 never shaded
    board = Board(published(SMALL)[0])
    grid = logic.givens(board)
    row = logic.lines_of(board)[0]
    grid[row.cells[3]] = SHADED
    state = State(board, grid)
    assert not any(rule(state, {0}) for rule in logic.RULES[:-1])
    fits, = logic.line_fits(state, {0})
    assert fits.sentence == "r1c5 is unshaded: every way row 1's runs 2 1 fit beside its cells known leaves it unshaded"
    assert fits.decided == {(3, 7): UNSHADED} and fits.level == 2


def test_the_steps_of_the_six_by_six_say_their_rules_and_cells():
    puzzle, _ = published(SMALL)
    steps = KIND.hints(puzzle).steps
    assert [s.rule for s in steps[:3]] == ["blank_line", "blank_line", "overlap"]
    first, third = steps[0], steps[2]
    assert first.sentence == "r4c1 to r4c6 are unshaded: row 4 has no number, so none of its cells is shaded"
    assert first.decided == dict.fromkeys([(6, c) for c in range(3, 9)], UNSHADED)
    assert first.premises == [(6, 0), (6, 1), (6, 2)] or first.premises == []
    assert third.sentence == ("r1c2 is shaded: row 1's runs 2 1 pushed as far left as they go, keeping to its cells "
                              "known (r1c1 to r1c2, r1c4) and as far right (r1c2 to r1c3, r1c5) overlap there")
    assert third.decided == {(3, 4): SHADED} and third.premises == [(3, 1), (3, 2), (3, 8)]  # its numbers, r1c6
    reach = next(s for s in steps if s.rule == "out_of_reach")
    assert reach.sentence == ("r1c3, r1c5 are unshaded: row 1's runs 2 1 fit only so, keeping to its cells known "
                              "(r1c1 to r1c2, r1c4), and no run reaches them")
    trial = next(s for s in steps if s.rule == "trial")
    assert trial.sentence == ("r5c1 is shaded: if it were unshaded, then r5c2 is shaded; r6c1 is shaded; r6c2 is "
                              "shaded, and column 2's runs 1 1 1 would fit no way beside its cells known")
    assert trial.level == 1 and grade(steps)["grade"] == "hard"


def test_a_whole_run_and_the_overlap_of_one_run_say_so():
    puzzle, _ = published("janko-nonogramme-1591_10x10")
    done = next(s for s in KIND.hints(puzzle).steps if s.rule == "run_complete")
    assert done.sentence == ("r2c3 is unshaded: the shaded r3c3 is a whole run of column 3 (1 1 1 1) (each of its "
                             "runs that can lie there has 1 cell), and a run ends beside an unshaded cell or the edge")
    puzzle, _ = published("janko-nonogramme-273_10x10")
    board = Board(puzzle)
    row3 = next(s for s in logic.overlap(State(board, logic.givens(board))) if s.sentence.startswith("r3"))
    assert row3.sentence == ("r3c2, r3c5 to r3c6, r3c9 are shaded: row 3's runs 2 3 2 pushed as far left as they go "
                             "(r3c1 to r3c2, r3c4 to r3c6, r3c8 to r3c9) and as far right (r3c2 to r3c3, r3c5 to "
                             "r3c7, r3c9 to r3c10) overlap there")
    assert row3.decided == dict.fromkeys([(7, 6), (7, 9), (7, 10), (7, 13)], SHADED)
    assert row3.premises == [(7, 2), (7, 3), (7, 4)]  # its numbers, nothing else known


def test_each_line_breaks_as_contradiction_says():
    puzzle, _ = published(SMALL)
    board = Board(puzzle)
    at = {(r, c): board.index[(r + 3, c + 3)] for r in range(6) for c in range(6)}

    def said(shaded, unshaded=()):
        grid = logic.givens(board)
        for cell in shaded:
            grid[at[cell]] = SHADED
        for cell in unshaded:
            grid[at[cell]] = UNSHADED
        found = logic.contradiction(State(board, grid))
        return found and (found[0], sorted(board.rc[i] for i in found[1]))

    assert said([(3, 2)]) == ("row 4 (no number) would hold the shaded r4c3, though it has no number", [(6, 5)])
    assert said([(5, 0), (5, 4)]) == ("row 6's run of 3 would fit no way beside its cells known",
                                      [(8, 2), (8, 3), (8, 7)])
    assert said([(0, 0), (0, 1), (0, 2)]) == ("row 1's runs 2 1 would fit no way beside its cells known",
                                              [(3, 1), (3, 2), (3, 3), (3, 4), (3, 5)])
    assert said([(0, 0), (0, 1)], [(0, 3), (0, 4), (0, 5)])[0] == "row 1's runs 2 1 would fit no way beside its " \
        "cells known"
    assert said([(0, 0), (0, 1), (0, 3)]) is None


def test_rule_words_list_every_rule():
    words = KIND.rule_words()
    assert set(words) == {r.__name__ for r in logic.RULES}
    assert words["blank_line"] == "the cells of a line with no number are unshaded"


def test_a_position_with_a_mistake_names_it_as_the_steps_name_cells():
    puzzle, _ = published(SMALL)
    start = [[0] * 6 for _ in range(6)]
    start[3][0] = SHADED  # row 4 has no number
    out = KIND.hints(puzzle, start=start)  # the rows inside alone, put in their frame
    assert out.mistakes == [(6, 3)] and out.steps == []
    assert refusal(out) == ("the position has a mistake: r4c1 differs from the puzzle's only answer; as it stands, "
                            "row 4 (no number) holds the shaded r4c1, though it has no number")


def test_positions_framed_or_inside_and_what_is_refused():
    puzzle, answer = published(SMALL)
    inside = [row[3:] for row in answer[3:]]
    assert KIND.hints(puzzle, start=inside, first=True).solved
    half = [[v if r < 3 else 0 for v in row] for r, row in enumerate(answer)]
    step = KIND.hints(puzzle, start=half, first=True).steps[0]
    assert step.rule == "blank_line" and step.sentence.startswith("r4c1 to r4c6 are unshaded")
    with pytest.raises(gridsat.PuzzleInputError) as bad:
        KIND.hints(puzzle, start=[[0] * 4] * 2)
    assert str(bad.value) == ("start: the position has 2 rows of 4 cells; the puzzle is 6x6 inside its frame of "
                              "numbers: give its 9 rows of 9 (the frame 0), or the 6 rows of 6 inside alone")
    framed_shaded = [[0] * 9 for _ in range(9)]
    framed_shaded[0][3] = SHADED
    with pytest.raises(gridsat.PuzzleInputError) as bad:
        KIND.hints(puzzle, start=framed_shaded)
    assert str(bad.value) == ("start: r1c4 is shaded, but it is on the frame of numbers, which is never shaded (a "
                              "framed position's rows and columns count the frame: the board's top left cell is its "
                              "row 4, column 4)")


def test_the_command_line_hints_grades_and_draws(run_cli, tmp_path):
    url = RECORDS[SMALL]["url"]
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.startswith("next step (rule: blank_line): r4c1 to r4c6 are unshaded: ")
    drawn = tmp_path / "drawn.txt"  # the board a hint draws is read back as a position
    drawn.write_text(out)
    code, again, _ = run_cli("hint", url, "--position", str(drawn))
    assert code == 0 and again.startswith("next step (rule: blank_line): r1c6 to r3c6, r5c6 to r6c6 are unshaded")
    code, out, _ = run_cli("grade", url, "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "hard"
    code, out, _ = run_cli("hint", url, "--steps", "--png", str(tmp_path / "h.png"))
    assert code == 0 and "solved in 23 steps (1 trial, 0 guesses); grade: hard" in out
    assert (tmp_path / "h.png").read_bytes()[:4] == b"\x89PNG"


def test_the_web_pages_hint_button_and_play_card(api_client):
    url = RECORDS[SMALL]["url"]
    data = api_client.post("/api/hint", json={"kind": "nonogram", "puzzle": url}).json()
    assert data["refusal"] is None and data["steps"][0]["rule"] == "blank_line"
    assert data["values"] == ["unshaded", "shaded"] and data["regions"] is None
    assert data["walls"][0] == [True] * 9 and data["walls"][3] == [True] * 3 + [False] * 6
    assert data["labels"][1] == ["", "", "", "2", "1", "", "1", "2", ""] and data["labels"][8][2] == "3"
    assert data["givens"][0] == [UNSHADED] * 9 and data["givens"][3] == [UNSHADED] * 3 + [0] * 6
    assert data["origin"] == [3, 3]  # the play card names r1c1 the board's first cell, as the steps do
    data = api_client.post("/api/hint", json={"kind": "nonogram", "puzzle": url, "steps": True}).json()
    assert data["solved"] and data["grade"]["steps"] == 23
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    assert kinds["nonogram"]["play_card"] and kinds["nonogram"]["play_walls"] == "frame"
    assert kinds["lightup"]["play_walls"] == "dark"


# -- against a brute force from the rules ---------------------------------------------------------------------------

def fillings(clue: list, n: int) -> list:
    """Every line of ``n`` cells (tuples of 0/1) whose runs are ``clue``: all 2**n read by the rule."""
    return [line for line in itertools.product((0, 1), repeat=n) if runs_of(line) == list(clue)]


def url_of(answer: list) -> str:
    """The puzz.link URL of the Nonogram whose numbers ``answer`` (rows of 0/1) gives."""
    rows = [runs_of(row) for row in answer]
    cols = [runs_of(col) for col in zip(*answer)]
    h, w = len(answer), len(answer[0])
    top, left = frame_depths(h, w)
    frame = [[None] * (w + left) for _ in range(h + top)]
    for j, clue in enumerate(cols):
        for k, v in enumerate(clue):
            frame[top - len(clue) + k][left + j] = v
    for i, clue in enumerate(rows):
        for k, v in enumerate(clue):
            frame[top + i][left - len(clue) + k] = v
    text = "\n".join(" ".join("." if v is None else str(v) for v in row) for row in frame)
    return KIND.parse(text).to_url()


def answers(puzzle) -> list:
    """Every answer by the rules (rows of 0/1 inside the frame): rows that fit their numbers, columns checked."""
    lines = puzzle.lines()
    rows = [fillings(clue, puzzle.width) for (what, _), _, clue, _ in lines if what == "row"]
    cols = [clue for (what, _), _, clue, _ in lines if what == "column"]
    return [grid for grid in itertools.product(*rows) if all(runs_of(col) == cols[j]
                                                             for j, col in enumerate(zip(*grid)))]


def boards(count: int, seed: int) -> list:
    """Random small boards (3x3 to 5x6) with one answer."""
    rng, out = random.Random(seed), []
    while len(out) < count:
        h, w = rng.randint(3, 5), rng.randint(3, 6)
        answer = [[int(rng.random() < 0.55) for _ in range(w)] for _ in range(h)]
        puzzle = KIND.parse(url_of(answer))
        if len(answers(puzzle)) == 1:
            out.append(puzzle)
    return out


@pytest.mark.parametrize("seed", range(3))
def test_every_step_holds_in_every_answer_agreeing_with_its_premises(seed):
    for puzzle in boards(6, seed):
        top, left = puzzle.depths
        every = answers(puzzle)
        out = KIND.hints(puzzle)
        assert out.solved and out.complete
        for step in out.steps:
            given = {(r - top, c - left): v for r, c in step.premises if not puzzle.on_frame((r, c))
                     for v in [out.grid[r][c]]}
            agree = [a for a in every if all((a[r][c] == 1) == (v == SHADED) for (r, c), v in given.items())]
            assert agree, step.sentence
            for a in agree:
                assert all((a[r - top][c - left] == 1) == (v == SHADED) for (r, c), v in step.decided.items()), \
                    step.sentence
            answer = [[SHADED if v == SHADED else UNSHADED for v in row] for row in out.grid]
            assert_follows(logic, puzzle, step, premise_state(logic, puzzle, step, answer))


@pytest.mark.parametrize("seed", range(4))
def test_each_line_rule_decides_what_every_filling_of_the_line_agrees_on(seed):
    """On random lines and partial positions: a rule's step decides a cell only where every filling of the line that
    keeps its known cells and fits its numbers agrees, and line_fits decides every such cell."""
    rng = random.Random(100 + seed)
    for _ in range(40):
        n = rng.randint(1, 9)
        truth = [int(rng.random() < 0.5) for _ in range(n)]
        clue = runs_of(truth)
        answer = [truth, [0] * n]
        puzzle = KIND.parse(url_of(answer))
        board = Board(puzzle)
        row = logic.lines_of(board)[0]
        grid = logic.givens(board)
        for i, v in zip(row.cells, truth):
            if rng.random() < 0.4:
                grid[i] = SHADED if v else UNSHADED
        known = row.known(grid)
        fits = [f for f in fillings(clue, n) if all(k is None or k == v for k, v in zip(known, f))]
        agreed = {row.cells[c]: SHADED if fits[0][c] else UNSHADED for c in range(n)
                  if known[c] is None and len({f[c] for f in fits}) == 1}
        state = State(board, grid)
        for rule in logic.RULES:
            for step in rule(state, {0}):  # the row's steps alone
                for cell, v in step.decided.items():
                    i = board.index[cell]
                    if i in row.cells:
                        assert agreed.get(i) == v, step.sentence
        solved = {board.index[cell]: v for step in logic.line_fits(state, {0}) for cell, v in step.decided.items()}
        simpler = {board.index[cell]: v for rule in logic.RULES[:-1] for step in rule(state, {0})
                   for cell, v in step.decided.items()}
        assert {**simpler, **solved} == agreed
