"""Fillomino's hints: every published puzzle stepped to its published answer (the kind's checker judging the end),
each rule's step found again from its premises alone (the cells it cites as they were, every other cell undecided),
each trial's chain replayed by its rules to the contradiction it names, the steps' words, positions and the command
line.

Puzzles: tests/data/genres/fillomino.json (robx/pzprjs's test puzzle and janko.at Fillomino 1, 2, 3, 5, 7, 8, 14,
20)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from gridsat.puzzles.fillomino import deductions as fd
from gridsat.puzzles.fillomino import stepping
from gridsat.puzzles.fillomino.stepping import rules
from records import Published

KIND = gridsat.kinds.get("fillomino")
PUBLISHED = Published("fillomino")
RECORDS, record = PUBLISHED.records, PUBLISHED.record
answer_rows = PUBLISHED.answer_rows
PZPRJS = "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"


# name: (steps, grade, trials, guesses), measured; janko 7 (its proof alone takes 8 s of CPU) runs with -m slow
HINTED = {"pzprjs-fillomino-6x6": (19, "expert", 1, 0), "janko-fillomino-1_5x5": (10, "medium", 0, 0),
          "janko-fillomino-2_6x6": (21, "medium", 0, 0), "janko-fillomino-3_6x6": (23, "expert", 5, 0),
          "janko-fillomino-14_7x7": (27, "expert", 1, 0), "janko-fillomino-5_8x8": (38, "expert", 8, 0),
          "janko-fillomino-20_9x9": (51, "expert", 10, 0), "janko-fillomino-8_10x10": (62, "hard", 10, 0)}
HINTED_SLOW = {"janko-fillomino-7_10x10": (69, "guess", 7, 8)}


def premise_grid(before: list, step, cols: int) -> list:
    """The position a step rests on: the cells it cites as they were before it, every other cell undecided."""
    cited = {r * cols + c for r, c in step.premises}
    return [v if i in cited else 0 for i, v in enumerate(before)]


def assert_follows(board: fd.Board, before: list, step) -> None:
    """The step's rule, run on its premises alone, decides each cell it decides the same way (a rule's step); a
    trial's chain, each step found by its rules in turn from the assumption, ends in a broken rule, and so does
    every other candidate's."""
    if step.depth == 0:
        found = getattr(fd, step.rule)(board, premise_grid(before, step, board.cols))
        for cell, v in step.decided.items():
            assert any(f.decided.get(cell) == v for f in found), f"{step.sentence!r} does not follow from its premises"
        return
    assert step.depth == 1 and step.rule == "trial"
    (cell, v), = step.decided.items()
    i = cell[0] * board.cols + cell[1]
    assert not before[i]
    bl = fd.Blocks(board, before)
    two_ways = re.search(r"or (r\d+c\d+); if (r(\d+)c(\d+)) were (\d+), ", step.sentence)
    if two_ways:  # a block's two ways: its number in the other one breaks a rule
        assert two_ways.group(1) == f"r{cell[0] + 1}c{cell[1] + 1}" and int(two_ways.group(5)) == v
        i = (int(two_ways.group(3)) - 1) * board.cols + int(two_ways.group(4)) - 1
        others = [v]
    else:
        others = [k for k in fd.candidates(board, before, bl, i)[0] if k != v]
    assert others and len(others) < stepping.MOST_CANDIDATES, step.sentence
    chain = list(step.chain)
    for k in others:
        s = list(before)
        s[i] = k
        while fd.contradiction(board, s) is None:
            assert chain, f"trial {step.sentence!r}: no contradiction with {k} at {cell}"
            link = chain.pop(0)
            found = [f for f in rules(board, s) if f.rule == link.rule] or getattr(fd, link.rule)(board, s)
            assert any(all(f.decided.get(c) == w for c, w in link.decided.items()) for f in found), \
                f"trial chain step {link.sentence!r} not found"
            for (r, c), w in link.decided.items():
                s[r * board.cols + c] = w


def replay(puzzle, out) -> list:
    """Every step re-derived (:func:`assert_follows`) and applied; the final rows."""
    board = fd.Board(puzzle.rows, puzzle.cols)
    grid = [v if isinstance(v, int) else 0 for row in puzzle.clues for v in row]
    for step in out.steps:
        if step.depth < 2:
            assert_follows(board, grid, step)
        for (r, c), v in step.decided.items():
            assert not grid[r * puzzle.cols + c]
            grid[r * puzzle.cols + c] = v
    return [grid[r * puzzle.cols:(r + 1) * puzzle.cols] for r in range(puzzle.rows)]


# the three largest of the default run step in seconds each on a loaded 2-core machine: the slow set runs them
HEAVY = {"janko-fillomino-5_8x8", "janko-fillomino-20_9x9", "janko-fillomino-8_10x10"}


@pytest.mark.parametrize("name", [pytest.param(n, id=n, marks=[pytest.mark.slow] if n in HEAVY else [])
                                  for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = KIND.parse(record(name)["url"]), answer_rows(name)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == {**HINTED, **HINTED_SLOW}[name]
    final = replay(puzzle, out)
    assert final == out.grid == answer
    assert puzzle.violations(final) == []


JANKO_1 = "janko-fillomino-1_5x5"


def test_the_first_steps_say_their_rules_for_their_cells():
    """janko.at Fillomino 1, re-derived by hand: the 2 at r2c5 cannot take r3c5 or r2c4 (each touches the 2 at
    r3c4: three cells), so it takes r1c5; the 2 at r3c4, whose r3c5 now touches a full block of 2s and r2c4 the 2 at
    r2c5, takes r3c3; the 5 at r1c4 reaches r1c3, r2c4, r1c2 and r2c3 alone (the 3, the 1, the 2s wall it in)."""
    out = KIND.hints(KIND.parse(record(JANKO_1)["url"]))
    said = [(s.rule, s.sentence, sorted(s.decided.items())) for s in out.steps[:3]]
    assert said == [
        ("grows_one_way", "r1c5 is 2: the block of 2s at r2c5 has 1 of its 2 cells and can grow only into r1c5",
         [((0, 4), 2)]),
        ("grows_one_way", "r3c3 is 2: the block of 2s at r3c4 has 1 of its 2 cells and can grow only into r3c3",
         [((2, 2), 2)]),
        ("exact_room", "r1c2, r1c3, r2c3, r2c4 are 5: the block of 5s at r1c4 has 1 of its 5 cells, and exactly 5 "
         "cells lie within its reach", [((0, 1), 5), ((0, 2), 5), ((1, 2), 5), ((1, 3), 5)])]
    assert out.steps[6].sentence == "r5c1 is 1: nothing above 1 (only 1 cell can join it)"


def test_a_cells_candidates_say_why_the_others_are_ruled_out():
    """janko.at Fillomino 2's ninth and eighteenth steps, checked by hand: r5c1 touches the full 1s at r4c1 and r6c1
    and has no undecided neighbour, so it joins the 6; r4c4 touches the full 1s, and r4c5 beside it touches full
    blocks of 2 and 3."""
    steps = KIND.hints(KIND.parse(record("janko-fillomino-2_6x6")["url"])).steps
    assert steps[8].sentence == ("r5c1 is 6: not 1 (the 1 at r4c1 is full); not 2 to 5, 7 to 29 (too little room); "
                                 "nothing above 29 (only 29 cells can join it)")
    assert steps[17].sentence == ("r4c4 is 6: not 1 (the 1 at r3c4 is full); not 2 to 5, 7 to 15 (too little room); "
                                  "nothing above 15 (only 15 cells can join it)")
    assert steps[10].sentence == ("r2c3 is 4: the block of 4s at r2c2 has 1 of its 4 cells, and without r2c3 only 2 "
                                  "cells lie within its reach")
    board = fd.Board(3, 3)  # two 2s a cell apart: the cell between them would join them into 3 cells
    grid = [2, 0, 2, 0, 0, 0, 0, 0, 0]
    bl = fd.Blocks(board, grid)
    numbers, reasons = fd.candidates(board, grid, bl, 1)
    assert 2 not in numbers and reasons[2] == ("touch", [0, 1])
    assert fd._reasons_said(board, bl, {2: reasons[2], "above": 7})[0] == (
        "not 2 (it would join the block of 2s at r1c1 and the block of 2s at r1c3 into 3 cells); nothing above 7 "
        "(only 7 cells can join it)")


def test_a_position_steps_on_and_a_mistake_is_told(run_cli, tmp_path):
    puzzle = KIND.parse(record(JANKO_1)["url"])
    answer = answer_rows(JANKO_1)
    start = [[v if r < 2 else 0 for v in row] for r, row in enumerate(answer)]
    out = KIND.hints(puzzle, start=start, first=True)
    assert out.verdict == "unique" and not out.mistakes and len(out.steps) == 1
    (r, c), v = next(iter(out.steps[0].decided.items()))
    assert r >= 2 and answer[r][c] == v
    wrong = [row[:] for row in start]
    wrong[0][1] = 3  # r1c2: 3, not the answer's 5
    out = KIND.hints(puzzle, start=wrong)
    assert out.mistakes == [(0, 1)] and not out.steps
    position = tmp_path / "position.txt"
    position.write_text("\n".join(" ".join(str(v) if v else "." for v in row) for row in wrong) + "\n")
    code, text, err = run_cli("hint", record(JANKO_1)["url"], "--position", str(position))
    assert code == 0 and "the position has a mistake: r1c2 differs from the puzzle's only answer" in text
    position.write_text("3 5 x\n")
    code, text, err = run_cli("hint", record(JANKO_1)["url"], "--position", str(position))
    assert code == 2 and err.strip().splitlines() == [
        f"gridsat: error: {position}: line 1, column 3: 'x' is not a number from 1 to 25, '.', 0 or ?"]
    with pytest.raises(PuzzleInputError, match="ragged rows"):
        KIND.read_position("3 5\n1\n", puzzle)
    assert KIND.read_position("35.\n1?0\n", puzzle) == [[3, 5, 0], [1, 0, 0]]
    hinted = KIND.hints(puzzle, first=True)  # a hint's board read back: its sentence and key left out, 2* read as 2
    drawn = f"next step: {hinted.steps[0].sentence}\n{KIND.hint_text(puzzle, hinted).plain}\n"
    assert " 2*" in drawn and KIND.read_position(drawn, puzzle) == hinted.grid


def test_the_command_line_steps_to_the_answer():
    proc = subprocess.run([sys.executable, "-m", "gridsat", "hint", "--steps", record(JANKO_1)["url"]],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "solved in 10 steps (0 trials, 0 guesses); grade: medium" in proc.stdout
    assert proc.stdout.rstrip().splitlines()[-6:-1] == [
        " 3  5  5  5  2", " 3  1  5  5  2", " 3  4  2  2  4", " 4  4  3  3  4", " 1  4  3* 4  4"]


def test_the_web_gives_its_play_data_and_a_step(api_client):
    reply = api_client.post("/api/hint", json={"kind": "fillomino", "puzzle": record(JANKO_1)["url"]})
    assert reply.status_code == 200, reply.text
    data = reply.json()
    assert (data["values"], data["regions"], data["verdict"]) == ([str(v) for v in range(1, 10)], None, "unique")
    assert data["steps"][0]["sentence"] == ("r1c5 is 2: the block of 2s at r2c5 has 1 of its 2 cells and can grow "
                                            "only into r1c5")


def board(browser) -> list:
    cells = browser.execute_script("return [...document.querySelectorAll('#play-board .cell')]"
                                   ".map((b) => [Number(b.dataset.value), b.querySelector('.digit').textContent]);")
    assert all(text == ("" if v == 0 else str(v)) for v, text in cells)  # each cell shows its number
    return [[v for v, _ in cells[5 * r:5 * r + 5]] for r in range(5)]


@pytest.mark.slow  # a few seconds of a browser: out of the default run
def test_a_published_puzzle_is_typed_hinted_checked_and_solved_in_the_browser(live_server, browser, tmp_path):
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    answer = answer_rows(JANKO_1)

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    def typed(*keys):
        for key in keys:
            browser.switch_to.active_element.send_keys(key)

    open_page(browser, live_server + "/puzzle/fillomino")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(record(JANKO_1)["url"])
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    givens = [[v or 0 for v in row] for row in KIND.parse(record(JANKO_1)["url"]).clues]
    assert board(browser) == givens
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    first = KIND.hints(KIND.parse(record(JANKO_1)["url"]), first=True).steps[0]
    assert by_id(browser, "play-message").text == first.sentence
    by_id(browser, "play-apply").click()
    (r, c), v = next(iter(first.decided.items()))
    assert board(browser)[r][c] == v == answer[r][c]
    cell(0, 1).click()  # r1c2: 3, wrong (the answer's 5)
    typed("3")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert "r1c2" in by_id(browser, "play-message").text and "wrong" in cell(0, 1).get_attribute("class")
    browser.save_screenshot(str(tmp_path / "fillomino-mistake.png"))
    now = board(browser)
    for r, row in enumerate(answer):  # the rest typed from the published answer, the mistake overwritten
        for c, v in enumerate(row):
            if now[r][c] != v:
                cell(r, c).click()
                typed(str(v))
    assert board(browser) == answer
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    browser.save_screenshot(str(tmp_path / "fillomino-solved.png"))
