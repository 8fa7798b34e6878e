"""Shikaku's hints: every published puzzle stepped to its published answer (the kind's checker judging the end),
each rule's step found again from its premises alone (the numbers' own cells and the cells it cites as they were,
every other cell undecided), each trial's chain replayed by the rules to the contradiction it names; every rule's
conclusion true in every answer of small random boards (their answers all listed by brute force, boards of several
answers too); the steps' words, positions and the command line.

Puzzles: tests/data/genres/shikaku.json (robx/pzprjs's and cspuz_core's test puzzles, janko.at Sikaku 251, 1, 2,
266, 101, 141, 146, 220, 36, 250)."""

from __future__ import annotations

import json
import random

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from gridsat.puzzles.shikaku import deductions as sd
from gridsat.puzzles.shikaku import stepping
from records import Published

KIND = gridsat.kinds.get("shikaku")
PUBLISHED = Published("shikaku")
record = PUBLISHED.record
PZPRJS = "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"

# name: (steps, grade, trials, guesses), measured; the 17x17, 14x24 and 31x45 (each step re-derived: 2-17 s on a loaded
# machine) run with -m slow
HINTED = {"pzprjs-test-6x6": (18, "medium", 0, 0), "cspuz-test-6x6": (9, "medium", 0, 0),
          "janko-shikaku-251_7x7": (15, "medium", 0, 0), "janko-shikaku-1_10x10": (39, "medium", 0, 0),
          "janko-shikaku-2_10x10": (42, "medium", 0, 0), "janko-shikaku-266_11x11": (29, "medium", 0, 0),
          "janko-shikaku-101_12x12": (41, "medium", 0, 0), "janko-shikaku-141_13x13": (35, "medium", 0, 0),
          "janko-shikaku-146_15x15": (37, "medium", 0, 0)}
HINTED_SLOW = {"janko-shikaku-220_17x17": (112, "medium", 0, 0), "janko-shikaku-36_14x24": (119, "medium", 0, 0),
               "janko-shikaku-250_31x45": (396, "medium", 0, 0)}


def premise_grid(puzzle, before: list, step) -> list:
    """The position a step rests on: the numbers' own cells and the cells it cites as they were, every other cell
    undecided."""
    cited = {r * puzzle.cols + c for r, c in step.premises}
    givens = stepping.givens(puzzle)
    return [v if i in cited or givens[i] else 0 for i, v in enumerate(before)]


def assert_follows(puzzle, board: sd.Board, before: list, step) -> None:
    """A rule's step found again by its rule from its premises alone; a trial's chain, each link found by the
    rules in turn from each other way of its number, ends in a broken rule."""
    if step.depth == 0:
        found = getattr(sd, step.rule)(board, premise_grid(puzzle, before, step))
        for cell, v in step.decided.items():
            assert any(f.decided.get(cell) == v for f in found), f"{step.sentence!r} does not follow from its premises"
        return
    assert step.rule == "trial" and step.depth == 1
    k = next(iter(step.decided.values())) - 1
    ways = sd.Ways(board, before)
    right = [s for s in ways.left[k] if all(board.rc(i) in step.decided or before[i] == k + 1
                                            for i in board.shapes[k][s][4])]
    assert len(right) == 1 and len(ways.left[k]) > 1, step.sentence
    chain = list(step.chain)
    for s in ways.left[k]:
        if s == right[0]:
            continue
        tried = list(before)
        for i in board.shapes[k][s][4]:
            tried[i] = k + 1
        while sd.contradiction(board, tried) is None:
            assert chain, f"trial {step.sentence!r}: no contradiction from {board.way(k, s)}"
            link = chain.pop(0)
            found = getattr(sd, link.rule)(board, tried)
            assert any(all(f.decided.get(c) == w for c, w in link.decided.items()) for f in found), link.sentence
            for (r, c), w in link.decided.items():
                tried[r * board.cols + c] = w
    assert not chain


def replay(puzzle, out) -> list:
    """Every step re-derived (:func:`assert_follows`) and applied; the final rows."""
    board = sd.Board(puzzle)
    grid = stepping.givens(puzzle)
    for step in out.steps:
        if step.depth < 2:
            assert_follows(puzzle, board, grid, step)
        for (r, c), v in step.decided.items():
            assert not grid[r * puzzle.cols + c]
            grid[r * puzzle.cols + c] = v
    return [grid[r * puzzle.cols:(r + 1) * puzzle.cols] for r in range(puzzle.rows)]


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    puzzle, answer = KIND.parse(record(name)["url"]), record(name)["answer"]
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == {**HINTED, **HINTED_SLOW}[name]
    final = replay(puzzle, out)
    assert final == out.grid == answer
    assert puzzle.violations(final) == []


def random_board(rng, rows: int, cols: int):
    """A random division into rectangles (sides up to 4), a number (now and then a ``?``) in a random cell of
    each: a board of one answer or several."""
    grid, n = [[0] * cols for _ in range(rows)], 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c]:
                continue
            n += 1
            w = 1
            while c + w < cols and not grid[r][c + w] and w < 4 and rng.random() < 0.55:
                w += 1
            h = 1
            while r + h < rows and h < 4 and not any(grid[r + h][c:c + w]) and rng.random() < 0.55:
                h += 1
            for rr in range(r, r + h):
                grid[rr][c:c + w] = [n] * w
    parts = {}
    for r in range(rows):
        for c in range(cols):
            parts.setdefault(grid[r][c], []).append((r, c))
    clues = [[None] * cols for _ in range(rows)]
    for cells in parts.values():
        r, c = rng.choice(cells)
        clues[r][c] = len(cells) if rng.random() > 0.05 else "?"
    return KIND.parse(json.dumps({"kind": "shikaku", "rows": rows, "cols": cols, "clues": clues}))


def every_answer(board: sd.Board) -> list:
    """Every answer of the board, flat ranks, by brute force from the rules alone: the first cell not yet in a
    rectangle (or a number not yet placed) covered by each rectangle of a number that fits."""
    n, out = board.rows * board.cols, []
    grid, placed = [0] * n, [False] * len(board.home)
    for k, home in enumerate(board.home):
        grid[home] = k + 1

    def search():
        i = next((i for i in range(n) if not grid[i] or not placed[grid[i] - 1]), None)
        if i is None:
            out.append(list(grid))
            return
        for k, s in board.cover[i]:
            cells = board.shapes[k][s][4]
            if placed[k] or grid[i] not in (0, k + 1) or any(grid[j] not in (0, k + 1) for j in cells):
                continue
            saved = [grid[j] for j in cells]
            for j in cells:
                grid[j] = k + 1
            placed[k] = True
            search()
            placed[k] = False
            for j, v in zip(cells, saved):
                grid[j] = v
    search()
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_rules_step_holds_in_every_answer_of_small_random_boards(seed):
    """Each step of the rules, from the givens to where they stall, true in every answer the brute force lists
    (a step of a board with several answers too); each rule fires (the dead end on seed 1 and 2's boards)."""
    rng, used = random.Random(seed), set()
    for _ in range(120):
        puzzle = random_board(rng, rng.randint(3, 6), rng.randint(3, 6))
        board = sd.Board(puzzle)
        answers = every_answer(board)
        assert answers and all(puzzle.violations([a[r * board.cols:(r + 1) * board.cols]
                                                  for r in range(board.rows)]) == [] for a in answers)
        grid = stepping.givens(puzzle)
        while found := stepping.rules(board, grid):
            for step in found:
                used.add(step.rule)
                for (r, c), v in step.decided.items():
                    assert all(a[r * board.cols + c] == v for a in answers), (puzzle.to_url(), step.sentence)
            assert stepping.apply(board, grid, found) is None
    assert used >= {"one_way", "overlap", "only_reach"}


def test_the_first_steps_say_their_rules_for_their_cells():
    """puz.link's test puzzle, checked by hand: the 3 at r1c5 lies in row 1 (a 3x1 down from it meets the 6 at
    r2c5), columns 3-5 or 4-6, so r1c4 is its; the 5 at r2c1 is column 1's rows 1-5 or 2-6."""
    steps = KIND.hints(KIND.parse(PZPRJS)).steps
    assert [(s.rule, s.sentence, sorted(s.decided.items())) for s in steps[:2]] == [
        ("overlap", "r1c4 is the 3 at r1c5's: each of its 2 ways left (1x3, row 1, columns 3-5; 1x3, row 1, columns "
         "4-6) covers it", [((0, 3), 1)]),
        ("overlap", "r3c1, r4c1, r5c1 are the 5 at r2c1's: each of its 2 ways left (5x1, rows 1-5, column 1; 5x1, rows "
         "2-6, column 1) covers them", [((2, 0), 2), ((3, 0), 2), ((4, 0), 2)])]
    assert steps[10].sentence == ("r1c2, r1c3 are the 6 at r2c2's: it fits only as 3x2, rows 1-3, columns 2-3 (its "
                                  "other 3 ways are blocked)")
    cspuz = KIND.hints(KIND.parse(record("cspuz-test-6x6")["url"])).steps
    assert cspuz[-1].sentence == "r4c4, r5c3, r5c4 are the ? at r4c3's: no other number's rectangle can reach them"


def test_a_dead_end_and_a_trial_in_words():
    """Found on random boards, checked by hand.  3 rows of 5: the 2 at r1c3 going down (rows 1-2) would leave r3c3
    to no number (the 3 at r3c2's rows and the 4 at r3c5's row pass it by), so it goes left.  A 5x5 where the
    2 at r2c1 lying in row 2 would make the 3 at r2c3 go down, leaving the 2 at r3c2 nowhere."""
    puzzle = KIND.parse("https://puzz.link/p?shikaku/3/5/2g2g.g3m4")
    board = sd.Board(puzzle)
    grid = stepping.givens(puzzle)
    while not (found := sd.dead_end(board, grid)):
        step = stepping.rules(board, grid, most=2)
        assert step and stepping.apply(board, grid, step) is None
    assert [(s.sentence, s.decided) for s in found] == [
        ("r1c2 is the 2 at r1c3's: 2x1, rows 1-2, column 3 would leave r3c3 where no rectangle can reach; it fits "
         "only as 1x2, row 1, columns 2-3", {(0, 1): 2})]
    out = KIND.hints(KIND.parse("https://puzz.link/p?shikaku/5/5/g.g1g2g3h12g2g2i4h421"))
    trials = [s for s in out.steps if s.depth]
    assert trials[0].sentence == (
        "r1c1 is the 2 at r2c1's: of its ways (1x2, row 2, columns 1-2; 2x1, rows 1-2, column 1), if it were 1x2, "
        "row 2, columns 1-2, then r1c3, r3c3 are the 3 at r2c3's, and the 2 at r3c2 would have no way to fit; so it "
        "is 2x1, rows 1-2, column 1")
    assert grade(out)["grade"] == "hard" and replay(KIND.parse(out.puzzle.to_url()), out) == out.answer


def test_a_position_steps_on_and_a_mistake_is_told(run_cli, tmp_path):
    puzzle = KIND.parse(PZPRJS)
    answer = record("pzprjs-test-6x6")["answer"]
    half = [row[:3] + [0, 0, 0] for row in answer]
    given = stepping.givens(puzzle)
    half = [[v or given[r * 6 + c] for c, v in enumerate(row)] for r, row in enumerate(half)]
    out = KIND.hints(puzzle, start=half)
    assert out.solved and out.grid == answer and all(not any(half[r][c] for r, c in s.decided) for s in out.steps)
    wrong = [row[:] for row in half]
    wrong[0][0] = 3
    out = KIND.hints(puzzle, start=wrong)
    assert out.mistakes == [(0, 0)] and not out.steps
    (tmp_path / "pos.txt").write_text("\n".join(" ".join(map(str, row)) for row in wrong))
    code, text, err = run_cli("hint", PZPRJS, "--position", str(tmp_path / "pos.txt"))
    assert code == 0 and "the position has a mistake: r1c1 differs from the puzzle's only answer" in text + err
    with pytest.raises(PuzzleInputError, match="line 1, column 1: '9' is not a number from 1 to 8"):
        KIND.hints(puzzle, start="9 . . . . .\n" + "\n".join(". . . . . ." for _ in range(5)))
    code, text, err = run_cli("hint", PZPRJS, "--position", "/nonexistent-f116d.txt")
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err


def test_hint_and_grade_on_the_command_line(run_cli):
    code, out, err = run_cli("hint", PZPRJS)
    assert (code, err) == (0, "") and out.startswith("next step (rule: overlap): r1c4 is the 3 at r1c5's")
    code, out, err = run_cli("grade", PZPRJS, "--json")
    assert code == 0 and json.loads(out)["grade"]["grade"] == "medium"


@pytest.mark.slow  # a browser and a server: 14 s of the default run under load (the slow set runs it)
def test_the_play_card_draws_rectangles_by_dragging_and_hints(live_server, browser):
    """Shikaku's card: a drag from r1c1 to r5c1 gives column 1's five cells to the 5 at r2c1 (rank 2); a drag round
    the 3 at r1c5 and the 6 at r2c5 is refused in words; Hint says the next step from the position drawn."""
    from selenium.webdriver.common.action_chains import ActionChains
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/shikaku")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(PZPRJS)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 36)

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    ActionChains(browser).move_to_element(cell(0, 0)).click_and_hold().move_to_element(cell(4, 0)).release().perform()
    wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("Drawn"))
    assert by_id(browser, "play-message").text == "Drawn: a 5x1 rectangle round the 5 at r2c1."
    assert [cell(r, 0).get_attribute("data-value") for r in range(6)] == ["2", "2", "2", "2", "2", "0"]
    ActionChains(browser).move_to_element(cell(0, 4)).click_and_hold().move_to_element(cell(1, 4)).release().perform()
    wait_for(browser, lambda: by_id(browser, "play-message").text.startswith("A rectangle"))
    assert by_id(browser, "play-message").text == "A rectangle holds one number: this one holds 2."
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"), 60)
    assert by_id(browser, "play-message").text.startswith("r1c4 is the 3 at r1c5's: each of its 2 ways left")
    assert browser.current_url.endswith("&at=200010.230040.200000.200000.250067.080000")  # the position kept


def test_a_deadline_while_the_rectangles_are_listed_stops_the_steps():
    """A 16x16 with one ``?`` has 5,184 rectangles to list: a deadline already past leaves no rule and no trial
    deciding anything (the loop then stops, cut short), where the rectangles listed whole give the one step."""
    import time

    clues = [[None] * 16 for _ in range(16)]
    clues[8][8] = "?"
    puzzle = KIND.parse(json.dumps({"kind": "shikaku", "rows": 16, "cols": 16, "clues": clues}))
    genre = stepping.shikaku_genre(puzzle, time.perf_counter() - 1)
    assert genre.rules([0] * 256) == [] and genre.trial([0] * 256, [1] * 256, None) is None
    found = stepping.rules(sd.Board(puzzle), stepping.givens(puzzle))
    assert [(s.rule, len(s.decided)) for s in found] == [("only_reach", 255)]  # (no other number)
