"""Fillomino's hints: every published puzzle stepped to its published answer (the kind's checker judging the end),
each rule's step found again from its premises alone (the cells it cites as they were, every other cell undecided),
each trial's chain replayed by its rules to the contradiction it names, the steps' words, positions and the command
line.

Puzzles: tests/data/genres/fillomino.json (robx/pzprjs's test puzzle and janko.at Fillomino 1, 2, 3, 5, 7, 8, 14,
20)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from gridsat.puzzles.fillomino import deductions as fd
from gridsat.puzzles.fillomino.stepping import rules

KIND = gridsat.kinds.get("fillomino")
RECORDS = json.loads((Path(__file__).parent / "data" / "genres" / "fillomino.json").read_text())
PZPRJS = "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"


def record(name: str) -> dict:
    return next(r for r in RECORDS if r["name"] == name)


def answer_rows(name: str) -> list:
    return [[int(v) for v in row.split()] for row in record(name)["answer"]]


# name: (steps, grade, trials, guesses), measured; janko 7 (its proof alone takes 8 s of CPU) runs with -m slow
HINTED = {}
HINTED_SLOW = {}


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
    others = [k for k in fd.candidates(board, before, bl, i)[0] if k != v]
    assert others and len(others) <= 2, step.sentence
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


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
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
