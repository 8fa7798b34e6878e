"""Kakuro's hints: every published puzzle stepped to its published answer (the kind's checker judging the end),
each technique's step found again from its premises alone by this file's own brute force over the runs it cites
(every way to fill their cells with different digits making their sums), each trial's chain replayed the same way
to a broken rule, the steps' words checked by hand, positions with mistakes and the command line.

Puzzles: tests/data/genres/kakuro.json (robx/pzprjs's test puzzle and janko.at Kakuro 1, 2, 16, 91, 254, 960)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from gridsat.puzzles.kakuro import deductions as kd
from records import Published

KIND = gridsat.kinds.get("kakuro")
PUBLISHED = Published("kakuro")
RECORDS, record = PUBLISHED.records, PUBLISHED.record
answer_rows = PUBLISHED.answer_rows
JANKO_91 = "janko-kakuro-91_6x6"

# name: (steps, grade, trials, guesses), measured; janko 960 (31x46, 990 steps) runs with -m slow
HINTED = {"pzprjs-kakuro-5x5": (16, "easy", 0, 0), JANKO_91: (21, "easy", 0, 0),
          "janko-kakuro-1_10x12": (69, "easy", 0, 0), "janko-kakuro-2_10x12": (70, "hard", 0, 0),
          "janko-kakuro-16_12x14": (113, "hard", 0, 0), "janko-kakuro-254_24x28": (432, "hard", 0, 0)}
HINTED_SLOW = {"janko-kakuro-960_31x46": (990, "expert", 11, 0)}


def cited_runs(board: kd.Board, premises: set, decided: set) -> list:
    """The runs a step cites: those whose clue cell it names, and a run without one whose cells it names all."""
    return [k for k, (_, cells, _) in enumerate(board.runs)
            if board.sum_cell[k] in premises or board.sum_cell[k] is None and set(cells) <= premises | decided]


def fillings(board: kd.Board, grid: list, runs: list, cell: int, value: int, alone: bool = False) -> bool:
    """Whether the cells of ``runs`` can be filled (those decided in ``grid`` kept) with ``cell`` holding ``value``,
    each run's digits different and, under a sum, making it: a brute force over the digits 1 to 9, the runs
    nearest ``cell`` first.  ``alone``: the runs joined to ``cell``'s through undecided cells only (the others do
    not depend on its digit)."""
    grid = list(grid)
    grid[cell] = value
    order, free, seen = [k for k in runs if cell in board.runs[k][1]], [], set()
    for k in order:  # (grows as it goes: the runs met through each one's undecided cells, nearest first)
        for i in board.runs[k][1]:
            if not grid[i] and i not in seen:
                seen.add(i)
                free.append(i)
                order += [x for x in runs if i in board.runs[x][1] and x not in order]
    if not alone:
        order += [k for k in runs if k not in order]
        free += [i for k in runs for i in board.runs[k][1] if not grid[i] and i not in seen and not seen.add(i)]
    through = {i: [k for k in order if i in board.runs[k][1]] for i in free}

    def fine(k: int) -> bool:
        _, cells, total = board.runs[k]
        held = [grid[i] for i in cells if grid[i]]
        if len(held) != len(set(held)):
            return False
        if total is None:
            return True
        unused = sorted(set(range(1, 10)) - set(held))
        n = len(cells) - len(held)
        return sum(unused[:n]) <= total - sum(held) <= sum(unused[len(unused) - n:]) if n else sum(held) == total

    if not all(fine(k) for k in order):
        return False

    def search(j: int) -> bool:
        if j == len(free):
            return True
        i = free[j]
        for d in range(1, 10):
            grid[i] = d
            if all(fine(k) for k in through[i]) and search(j + 1):
                return True
        grid[i] = 0
        return False

    return search(0)


def assert_follows(board: kd.Board, before: list, step) -> None:
    """A technique's step, from its premises alone (the cells it cites as they were, every other white cell
    undecided) and the runs it cites: every filling of those runs gives its cell its digit (and one does)."""
    premises = {r * board.cols + c for r, c in step.premises}
    (cell, v), = step.decided.items()
    i = cell[0] * board.cols + cell[1]
    grid = [x if j in premises and x > 0 else 0 for j, x in enumerate(before)]
    runs = cited_runs(board, premises, {i})
    assert i in {j for k in runs for j in board.runs[k][1]}, step.sentence
    assert fillings(board, grid, runs, i, v), f"{step.sentence!r}: no filling at all"
    wrong = [w for w in range(1, 10) if w != v and fillings(board, grid, runs, i, w, alone=True)]
    assert not wrong, f"{step.sentence!r} does not follow from its premises: {wrong} fit too"


def assert_trial(board: kd.Board, before: list, step) -> None:
    """A trial: each digit it tries in its cell, with the chain's steps found in turn from their premises
    (:func:`assert_follows`), ends in a broken rule; and the digits tried and the answer's are all the cell's two
    runs allow (by a brute force over each run alone)."""
    (cell, v), = step.decided.items()
    i = cell[0] * board.cols + cell[1]
    assert not before[i]
    tried = [int(w) for w in re.findall(r"if it were (\d)", step.sentence)]
    allowed = {w for w in range(1, 10) if all(fillings(board, before, [k], i, w) for k in board.of[i])}
    assert allowed <= {v, *tried} and v not in tried, step.sentence
    chain = list(step.chain)
    for w in tried:
        s = list(before)
        s[i] = w
        while kd.contradiction(board, s) is None:
            assert chain, f"trial {step.sentence!r}: no contradiction with {w} at {cell}"
            link = chain.pop(0)
            assert_follows(board, s, link)
            for (r, c), x in link.decided.items():
                s[r * board.cols + c] = x


def replay(puzzle, out) -> list:
    """Every step re-derived and applied; the final rows (0 on a clue cell)."""
    board = kd.Board(puzzle)
    grid = [kd.CLUE if i in board.clue else 0 for i in range(puzzle.rows * puzzle.cols)]
    for step in out.steps:
        if step.depth == 0:
            assert_follows(board, grid, step)
        elif step.depth == 1:
            assert_trial(board, grid, step)
        for (r, c), v in step.decided.items():
            assert not grid[r * puzzle.cols + c]
            grid[r * puzzle.cols + c] = v
    return [[max(v, 0) for v in grid[r * puzzle.cols:(r + 1) * puzzle.cols]] for r in range(puzzle.rows)]


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


def test_the_first_steps_say_their_runs_and_sums():
    """janko.at Kakuro 91, by hand: 15 in five is 1+2+3+4+5 alone and 22 in three 5+8+9 or 6+7+9, so r3c4, in both
    runs, is 5; 14 in two (5+9 or 6+8) meets 16 in five (1+2+3+4+6 alone) at r6c5: 6; then r6c6 is 14 less 6."""
    out = KIND.hints(KIND.parse(record(JANKO_91)["url"]))
    said = [(s.rule, s.sentence, s.decided) for s in out.steps[:3]]
    assert said == [
        ("unique_sum", "r3c4 is 5: the across run from r3c2 (15 in five) is 1+2+3+4+5 so can hold 1, 2, 3, 4, 5; the "
         "down run from r3c4 (22 in three) is 5+8+9 or 6+7+9 so can hold 5, 6, 7, 8, 9; only 5 is in both",
         {(2, 3): 5}),
        ("unique_sum", "r6c5 is 6: the across run from r6c5 (14 in two) is 5+9 or 6+8 so can hold 5, 6, 8, 9; the "
         "down run from r2c5 (16 in five) is 1+2+3+4+6 so can hold 1, 2, 3, 4, 6; only 6 is in both", {(5, 4): 6}),
        ("last_cell", "r6c6 is 8: the across run from r6c5 (14 in two) holds 6 in its other cell; 14 less 6 is 8",
         {(5, 5): 8})]
    assert (2, 0) in out.steps[0].premises and (1, 3) in out.steps[0].premises  # the clue cells of 15 and 22


def test_a_combination_and_a_hidden_single_name_their_run():
    """By hand: 10 in two is 1+9, 2+8, 3+7 or 4+6; with r2c4 6, 8 or 9 and r3c4 2 or 3, only 2+8 fits, r2c4 8.
    24 in three is 7+8+9 alone: its 7 can go only in r11c15 (the other two cells' down runs hold 7 already)."""
    steps = KIND.hints(KIND.parse(record("janko-kakuro-2_10x12")["url"])).steps
    assert (steps[63].rule, steps[63].sentence) == (
        "combination", "r2c4 is 8: the down run from r2c4 (10 in two) can be 2+8 alone, its cells' candidates being "
        "r2c4 6, 8, 9, r3c4 2, 3; only 8 fits r2c4")
    steps = KIND.hints(KIND.parse(record("janko-kakuro-254_24x28")["url"])).steps
    assert (steps[315].rule, steps[315].sentence) == (
        "hidden_single", "r11c15 is 7: the across run from r11c14 (24 in three) must hold 7 (it is 7+8+9), and only "
        "r11c15 can take it: r11c14 cannot (the down run from r10c14 (19 in three) is 3+7+9 or 4+7+8, holding 7, so "
        "can hold 3, 4, 8, 9); r11c16 cannot (the down run from r10c16 (17 in three) is 1+7+9 or 2+7+8 or 4+6+7, "
        "holding 7, so can hold 1, 2, 4, 6, 8, 9)")


def test_the_same_digit_twice_in_a_run_is_refused():
    """A run's digits stay out of its other cells, and a position holding one twice is told so."""
    puzzle = KIND.parse(record(JANKO_91)["url"])
    board = kd.Board(puzzle)
    grid = [kd.CLUE if i in board.clue else 0 for i in range(36)]
    grid[2 * 6 + 1] = 3  # r3c2 3: the across run from r3c2 (15 in five, 1+2+3+4+5) can hold 1, 2, 4, 5 elsewhere
    assert kd.Marks(board, grid).cand[2 * 6 + 2] == {1, 2, 4, 5}  # r3c3 (its down run, 21 in five, any of them)
    grid[2 * 6 + 2] = 3
    assert kd.contradiction(board, grid, now=True) == (
        "the across run from r3c2 (15 in five) holds 3 twice", [13, 14])
    start = [[0] * 6 for _ in range(6)]
    start[2][1] = start[2][2] = 3
    out = KIND.hints(puzzle, start=start)
    assert out.mistakes == [(2, 2)] and not out.steps
    assert out.reason == "the across run from r3c2 (15 in five) holds 3 twice"


def test_a_position_steps_on_and_a_mistake_is_told(run_cli, tmp_path):
    puzzle = KIND.parse(record(JANKO_91)["url"])
    answer = answer_rows(JANKO_91)
    start = [[v if r < 3 else 0 for v in row] for r, row in enumerate(answer)]
    out = KIND.hints(puzzle, start=start, first=True)
    assert out.verdict == "unique" and not out.mistakes and len(out.steps) == 1
    (r, c), v = next(iter(out.steps[0].decided.items()))
    assert r >= 3 and answer[r][c] == v
    wrong = [row[:] for row in start]
    wrong[1][1] = 8  # r2c2: 8, not the answer's 9
    out = KIND.hints(puzzle, start=wrong)
    assert out.mistakes == [(1, 1)] and not out.steps
    position = tmp_path / "position.txt"
    position.write_text("\n".join(" ".join(str(v) if v else "." for v in row) for row in wrong) + "\n")
    code, text, err = run_cli("hint", record(JANKO_91)["url"], "--position", str(position))
    assert code == 0 and "the position has a mistake: r2c2 differs from the puzzle's only answer" in text
    position.write_text("0 9 x\n")
    code, text, err = run_cli("hint", record(JANKO_91)["url"], "--position", str(position))
    assert code == 2 and err.strip().splitlines() == [
        f"gridsat: error: {position}: line 1, column 3: 'x' is not a number from 1 to 9, '.', 0 or ?"]
    on_clue = [row[:] for row in start]
    on_clue[0][0] = 4
    with pytest.raises(PuzzleInputError, match=r"r1c1 is 4, but it is a clue cell \(no digit goes there\)"):
        KIND.hints(puzzle, start=on_clue)
    assert KIND.read_position("\\ 12\\ 21\\\n\\17 9 .\n", puzzle) == [[0, 0, 0], [0, 9, 0]]  # as the kind draws
    assert KIND.read_position("098\n0?.\n", puzzle) == [[0, 9, 8], [0, 0, 0]]
    hinted = KIND.hints(puzzle, first=True)  # a hint's board read back: its sentence and key left out, 5* read as 5
    drawn = f"next step: {hinted.steps[0].sentence}\n{KIND.hint_text(puzzle, hinted).plain}\n"
    assert " 5*" in drawn and KIND.read_position(drawn, puzzle) == hinted.grid


def test_the_command_line_steps_to_the_answer():
    proc = subprocess.run([sys.executable, "-m", "gridsat", "hint", "--steps", record(JANKO_91)["url"]],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "solved in 21 steps (0 trials, 0 guesses); grade: easy" in proc.stdout
    assert [line.split() for line in proc.stdout.rstrip().splitlines()[-7:-1]] == [
        ["\\", "12\\", "21\\", "\\", "16\\", "13\\"], ["\\17", "9", "8", "22\\11", "2", "9"],
        ["\\15", "3", "2", "5", "1", "4"], ["\\", "4\\13", "1", "9", "3", "10\\"], ["\\18", "1", "3", "8", "4", "2"],
        ["\\10", "3*", "7", "\\14", "6", "8"]]
    proc = subprocess.run([sys.executable, "-m", "gridsat", "grade", record(JANKO_91)["url"]],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout.startswith("grade: easy (its hardest steps use the rules "
                                                           "'last_cell': a run with one undecided cell"), proc.stdout


def test_the_web_gives_its_play_data_and_a_step(api_client):
    reply = api_client.post("/api/hint", json={"kind": "kakuro", "puzzle": record(JANKO_91)["url"]})
    assert reply.status_code == 200, reply.text
    data = reply.json()
    assert (data["values"], data["regions"], data["verdict"]) == ([str(v) for v in range(1, 10)], None, "unique")
    assert data["walls"][0] == [True] * 6 and data["walls"][1] == [True, False, False, True, False, False]
    assert data["labels"][1] == ["\\17", "", "", "22\\11", "", ""] and data["labels"][0][0] == ""
    assert data["steps"][0]["sentence"].startswith("r3c4 is 5: the across run from r3c2 (15 in five)")
    done = [[v for v in row] for row in answer_rows(JANKO_91)]
    reply = api_client.post("/api/hint", json={"kind": "kakuro", "puzzle": record(JANKO_91)["url"],
                                               "position": json.dumps(done)})
    assert reply.status_code == 200 and reply.json()["solved"], reply.text


def board(browser, rows: int, cols: int) -> list:
    cells = browser.execute_script("return [...document.querySelectorAll('#play-board .cell')]"
                                   ".map((b) => [Number(b.dataset.value), b.querySelector('.digit').textContent]);")
    assert all(text == ("" if v == 0 else str(v)) for v, text in cells)  # each cell shows its digit
    return [[v for v, _ in cells[cols * r:cols * r + cols]] for r in range(rows)]


@pytest.mark.slow  # a few seconds of a browser: out of the default run
def test_a_published_puzzle_is_typed_hinted_checked_and_solved_in_the_browser(live_server, browser, tmp_path):
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    answer = answer_rows(JANKO_91)
    url = record(JANKO_91)["url"]

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    def typed(*keys):
        for key in keys:
            browser.switch_to.active_element.send_keys(key)

    open_page(browser, live_server + "/puzzle/kakuro")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(url)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 36)
    assert board(browser, 6, 6) == [[0] * 6 for _ in range(6)]
    assert cell(1, 3).get_attribute("disabled") and "wall" in cell(1, 3).get_attribute("class")  # a clue cell
    assert cell(1, 3).find_element("css selector", ".label").text == "22\\11"
    assert by_id(browser, "play-count").text == "21 cells to fill."  # the white cells alone
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    first = KIND.hints(KIND.parse(url), first=True).steps[0]
    assert by_id(browser, "play-message").text == first.sentence
    browser.save_screenshot(str(tmp_path / "kakuro-hint.png"))
    by_id(browser, "play-apply").click()
    (r, c), v = next(iter(first.decided.items()))
    assert board(browser, 6, 6)[r][c] == v == answer[r][c]
    cell(1, 1).click()  # r2c2: 8, wrong (the answer's 9)
    typed("8")
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert "r2c2" in by_id(browser, "play-message").text and "wrong" in cell(1, 1).get_attribute("class")
    browser.save_screenshot(str(tmp_path / "kakuro-mistake.png"))
    by_id(browser, "play-undo").click()
    assert board(browser, 6, 6)[1][1] == 0
    now = board(browser, 6, 6)
    for r, row in enumerate(answer):  # the rest typed from the published answer
        for c, v in enumerate(row):
            if v and now[r][c] != v:
                cell(r, c).click()
                typed(str(v))
    assert board(browser, 6, 6) == answer
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    browser.save_screenshot(str(tmp_path / "kakuro-solved.png"))
