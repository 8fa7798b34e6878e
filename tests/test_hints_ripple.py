"""Ripple Effect's hints: every published puzzle stepped to its published answer (the kind's checker judging the end);
each step found again from its premises alone by this file's own brute force (a search written from the rules,
keeping only the cells the step cites: no filling puts another digit in the step's cell), on the rooms the step reads
(its cell's, its cited cells', the rooms it names: a looser board than the whole, so what holds there holds in every
answer) and on the small boards' whole board too; the steps' words checked by hand, a pair found in a room, positions
with mistakes, the play card's hooks and the command line.

Puzzles: tests/data/genres/ripple.json (robx/pzprjs's test puzzle and janko.at Hakyuu 1, 6, 16, 21, 51, 61, 63, 67,
448 and 450 as transcribed in SmilingWayne/puzzlekit-dataset)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from records import Published

KIND = gridsat.kinds.get("ripple")
PUBLISHED = Published("ripple")
record, answer_rows = PUBLISHED.record, PUBLISHED.answer_rows
PZPRJS = "pzprjs-ripple-4x4"

# name: (steps, grade, trials, guesses), measured
HINTED = {PZPRJS: (12, "easy", 0, 0), "janko-ripple-61_6x6": (32, "easy", 0, 0),
          "janko-ripple-63_7x7": (41, "easy", 0, 0), "janko-ripple-1_8x8": (51, "easy", 0, 0),
          "janko-ripple-67_9x9": (69, "easy", 0, 0), "janko-ripple-6_10x10": (78, "easy", 0, 0),
          "janko-ripple-51_12x12": (137, "medium", 0, 0), "janko-ripple-16_10x18": (156, "easy", 0, 0),
          "janko-ripple-448_15x15": (186, "medium", 0, 0), "janko-ripple-21_14x24": (264, "easy", 0, 0)}
#: Boards whose every step the brute force finds again (the larger ones' whole-board searches take too long).
BRUTE = (PZPRJS, "janko-ripple-61_6x6", "janko-ripple-63_7x7")
#: Every rule a step may name: each found again on the rooms it reads (:func:`assert_follows`, ``local``).
EVERY_RULE = ("full_house", "hidden_single_room", "naked_single", "reach", "naked_pair", "hidden_pair", "naked_triple",
              "hidden_triple", "trial")
SLOW = {"janko-ripple-448_15x15", "janko-ripple-21_14x24", "janko-ripple-51_12x12"}


class Board:
    """A Ripple Effect board read from the puzzle's rooms alone: each cell's room, its size and the cells in its
    row and column."""

    def __init__(self, puzzle):
        self.rows, self.cols = puzzle.rows, puzzle.cols
        self.cells = [(r, c) for r in range(self.rows) for c in range(self.cols)]
        self.room = {cell: puzzle.regions[cell[0]][cell[1]] for cell in self.cells}
        self.members = {}
        for cell in self.cells:
            self.members.setdefault(self.room[cell], []).append(cell)

    def allowed(self, grid: dict, cell) -> set:
        """The digits ``cell`` may take beside the digits of ``grid``: 1 to its room's size, none its room holds,
        none n with an n fewer than n cells away along its row or column."""
        room = self.members[self.room[cell]]
        out = set(range(1, len(room) + 1)) - {grid.get(x) for x in room}
        r, c = cell
        for (rr, cc), v in grid.items():
            if (rr == r) != (cc == c) and abs(rr - r) + abs(cc - c) <= v:
                out.discard(v)
        return out

    def keeps(self, grid: dict) -> bool:
        """Whether the digits of ``grid`` keep the rules among themselves."""
        return all(v in self.allowed({y: w for y, w in grid.items() if y != x}, x) for x, v in grid.items())

    def fits(self, grid: dict, rooms=None) -> bool:
        """Whether some filling of the whole board (of the ``rooms`` named alone, the rest left out: a looser
        board) keeps ``grid``'s digits and the rules (a depth-first search, fewest digits first, each room's missing
        digits kept placeable)."""
        rooms = list(self.members) if rooms is None else rooms
        free = [x for k in rooms for x in self.members[k] if x not in grid]
        if not free:
            return True
        left = {x: self.allowed(grid, x) for x in free}
        for room in (self.members[k] for k in rooms):
            held = {grid[x] for x in room if x in grid}
            for d in range(1, len(room) + 1):
                if d not in held and not any(d in left[x] for x in room if x in left):
                    return False
        cell = min(free, key=lambda x: (len(left[x]), x))
        for d in sorted(left[cell]):
            grid[cell] = d
            if self.fits(grid, rooms):
                del grid[cell]
                return True
            del grid[cell]
        return False


def cited(puzzle, grid: dict, premises) -> dict:
    """The digits of the cells a step cites, in the position ``grid``."""
    out = {}
    for cell in map(tuple, premises):
        assert grid.get(cell), f"{cell} cited, undecided"
        out[cell] = grid[cell]
    return out


def assert_follows(board: Board, grid: dict, step, local: bool = False) -> None:
    """A step, from its premises alone: its digit fits, and no filling of the board puts another in its cell;
    ``local``: of the rooms of its cell, of the cells it cites and of the rooms it names alone (a looser board, so
    what holds there holds on the whole)."""
    (cell, v), = step.decided.items()
    known = cited(board, grid, step.premises)
    rooms = None
    if local:
        named = re.findall(r"the room at r(\d+)c(\d+)", step.sentence)
        rooms = sorted({board.room[x] for x in [cell, *known]} | {board.room[(int(r) - 1, int(c) - 1)]
                                                                  for r, c in named})
    assert board.keeps({**known, cell: v}) and board.fits({**known, cell: v}, rooms), step.sentence
    for w in range(1, len(board.members[board.room[cell]]) + 1):
        assert w == v or not (board.keeps({**known, cell: w}) and board.fits({**known, cell: w}, rooms)), \
            f"{step.sentence!r}: {w} stands"


def replay(puzzle, out, brute: bool, local=()) -> list:
    """Every step applied (and found again by the brute force when ``brute``, on the rooms it reads alone for its
    rules in ``local``); the final rows."""
    board = Board(puzzle)
    grid = {cell: v for cell, v in puzzle.clued().items() if v != "?"}
    for step in out.steps:
        assert step.depth in (0, 1), step.sentence  # (no guess expected)
        if brute or step.rule in local:
            assert_follows(board, grid, step, step.rule in local)
        for cell, v in step.decided.items():
            assert cell not in grid
            grid[cell] = v
    return [[grid.get((r, c), 0) for c in range(puzzle.cols)] for r in range(puzzle.rows)]


def test_every_published_puzzle_but_the_largest_is_hinted():
    assert set(HINTED) == {r["name"] for r in PUBLISHED.records} - {"janko-ripple-450_30x45"}


@pytest.mark.parametrize("name", [pytest.param(n, id=n, marks=[pytest.mark.slow] if n in SLOW else [])
                                  for n in HINTED])
def test_steps_replay_to_the_published_answer(name):
    puzzle, answer = KIND.parse(record(name)["url"]), answer_rows(name)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == HINTED[name]
    final = replay(puzzle, out, name in BRUTE, EVERY_RULE)
    assert final == out.grid == answer
    assert puzzle.violations(final) == []


def test_the_first_steps_say_their_rooms_and_lines():
    """puzz.link's test puzzle, by hand: the rooms at r2c1 and r4c1 have one empty cell each (their other digits
    given); the 1 at r2c2 is beside the room at r1c1's other empty cells, so its 1 goes in r1c1."""
    steps = KIND.hints(KIND.parse(record(PZPRJS)["url"])).steps
    assert [(s.rule, s.sentence, s.decided) for s in steps[:3]] == [
        ("full_house", "r2c1 is 2: the last empty cell of the room at r2c1", {(1, 0): 2}),
        ("full_house", "r4c1 is 1: the last empty cell of the room at r4c1", {(3, 0): 1}),
        ("hidden_single_room", "r1c1 is 1: the only cell of the room at r1c1 that can hold 1; the 1 at r2c2 is "
         "beside its other empty cells", {(0, 0): 1})]
    assert steps[2].premises == [(1, 1)]


def test_a_naked_single_names_its_room_and_the_digits_near_it():
    """janko.at Hakyuu 51, by hand: r2c5's room of 5 holds 1 and 2; the 3 at r2c8 has two cells between it and r2c5
    (fewer than 3), the 4 at r2c7 one (fewer than 4): 5 is left."""
    steps = KIND.hints(KIND.parse(record("janko-ripple-51_12x12")["url"])).steps
    single = next(s for s in steps if s.rule == "naked_single")
    assert (single.sentence, single.decided) == (
        "r2c5 is 5: the room at r2c5 holds 1 to 5, its 1 and 2 are placed; 3 is ruled out: the 3 at r2c8 is 2 cells "
        "away along row 2, fewer than 3; 4 is ruled out: the 4 at r2c7 is 1 cell away along row 2, fewer than 4",
        {(1, 4): 5})
    reach = next(s for s in steps if s.rule == "reach")
    assert reach.sentence == (
        "r10c7 is 2: the only cell of the room at r9c7 that can hold 2; found once these are struck out: reach: the 2 "
        "of the room at r5c6 goes in r7c8, r8c8, each within 2 cells of r9c8 along a row or column, so r9c8 cannot "
        "be 2")


def test_trials_decide_where_the_singles_stall(monkeypatch):
    """Without its eliminations, janko.at Hakyuu 51 stalls: trials decide, each other digit of its cell led by
    singles to a broken rule, and the steps still end at the published answer."""
    from gridsat.puzzles.ripple import deductions

    monkeypatch.setattr(deductions, "TECHNIQUES", ())
    name = "janko-ripple-51_12x12"
    out = KIND.hints(KIND.parse(record(name)["url"]))
    trials = [s for s in out.steps if s.rule == "trial"]
    assert out.grid == answer_rows(name) and grade(out.steps)["guesses"] == 0 and len(trials) == 8
    assert replay(KIND.parse(record(name)["url"]), out, False, EVERY_RULE) == out.grid
    assert trials[0].sentence == "r9c8 is 1: if it were 2, the room at r5c6 would have no cell for 2"


def test_a_position_with_two_1s_side_by_side_is_a_mistake():
    puzzle = KIND.parse(record(PZPRJS)["url"])
    out = KIND.hints(puzzle, start=[[1, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    assert out.mistakes == [(0, 1)] and not out.steps
    out = KIND.hints(puzzle, start=[[1, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], first=True)
    assert [s.sentence for s in out.steps] == ["r2c1 is 2: the last empty cell of the room at r2c1"]


def test_a_position_is_read_as_the_answer_is_written():
    puzzle = KIND.parse(record(PZPRJS)["url"])
    assert KIND.read_position("ripple\n12..\n....\n....\n....\n", puzzle) == [[1, 2, 0, 0]] + [[0] * 4] * 3
    with pytest.raises(PuzzleInputError, match=r"line 1, column 1: '5' is not a digit from 1 to 4, '.', 0 or \?"):
        KIND.read_position("5...\n....\n....\n....\n", puzzle)


def test_the_play_card_types_digits_in_rooms():
    puzzle = KIND.parse(record(PZPRJS)["url"])
    assert (KIND.play_card(), KIND.play_entry, KIND.position_values) == (True, "digit", ())
    assert KIND.value_names(puzzle) == ["1", "2", "3", "4"]
    regions = KIND.cell_regions(puzzle)
    rooms = {}
    for r, row in enumerate(regions):
        for c, k in enumerate(row):
            rooms.setdefault(k, set()).add((r, c))
    assert sorted(map(sorted, rooms.values())) == sorted(sorted(cells) for cells in puzzle.rooms().values())
    assert regions[0][0] == 0
    assert KIND.given_position(puzzle) == [[v if isinstance(v, int) else 0 for v in row] for row in puzzle.clues]


@pytest.mark.slow  # three processes: 3-4 s
def test_the_command_line_hints_and_grades(tmp_path):
    url = record(PZPRJS)["url"]
    run = subprocess.run([sys.executable, "-m", "gridsat", "hint", url], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.startswith(
        "next step (rule: full_house): r2c1 is 2: the last empty cell of the room at r2c1\n")
    run = subprocess.run([sys.executable, "-m", "gridsat", "grade", url, "--json"], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0 and json.loads(run.stdout)["grade"]["grade"] == "easy"
    (tmp_path / "p.txt").write_text("5...\n....\n....\n....\n")
    run = subprocess.run([sys.executable, "-m", "gridsat", "hint", url, "--position", str(tmp_path / "p.txt")],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "is not a digit from 1 to 4" in run.stderr and "Traceback" not in run.stderr


@pytest.mark.slow  # a browser and a server: 5-15 s
def test_the_card_is_typed_hinted_checked_and_solved(live_server, browser, tmp_path):
    from selenium.webdriver.common.keys import Keys
    from web_server import by_id, open_page, wait_for

    puzzle, answer = KIND.parse(record(PZPRJS)["url"]), answer_rows(PZPRJS)
    open_page(browser, live_server + "/puzzle/ripple")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(record(PZPRJS)["url"])
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 16)

    def cell(r, c):
        return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')

    def shown():
        return [[int(cell(r, c).get_attribute("data-value")) for c in range(4)] for r in range(4)]

    assert shown() == KIND.given_position(puzzle)
    cell(0, 0).click()
    browser.switch_to.active_element.send_keys("5")  # no digit of this board: its largest room has 4 cells
    assert by_id(browser, "play-message").text == "This board takes the digits 1 to 4." and shown()[0][0] == 0
    browser.switch_to.active_element.send_keys("1", Keys.ARROW_RIGHT, "1")  # two 1s side by side: a mistake
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: "mistake" in by_id(browser, "play-verdict").text)
    browser.switch_to.active_element.send_keys(Keys.BACKSPACE)
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == "r1c2 is 2: the last empty cell of the room at r1c1"
    browser.save_screenshot(str(tmp_path / "ripple-hint.png"))
    by_id(browser, "play-apply").click()
    assert shown()[0][1] == 2
    for r, row in enumerate(answer):
        for c, v in enumerate(row):
            if shown()[r][c] == 0:
                cell(r, c).click()
                browser.switch_to.active_element.send_keys(str(v))
    assert shown() == answer and "at=1231.2142.4321.1213" in browser.current_url
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")


def test_a_naked_pair_strikes_its_digits_from_the_rest_of_its_room():
    """On puzz.link's test puzzle's empty board, r1c3 and r1c4 (of the room at r1c3: r1c3, r1c4, r2c3, r3c3) told
    to hold 1 or 2 alone: the room's other cells lose 1 and 2, in the room's words."""
    from gridsat.puzzles.ripple import deductions
    from gridsat.puzzles.sudoku.marks import Why

    board = deductions.Board(KIND.parse(record(PZPRJS)["url"]))
    marks = board.marks([0] * 16)
    room = next(cells for name, cells in board.units if name == "the room at r1c3")
    assert sorted(board.rc[i] for i in room) == [(0, 2), (0, 3), (1, 2), (2, 2)]
    for i in (2, 3):
        for d in (3, 4):
            marks.strike(i, d, Why(frozenset()))
    found = deductions.TECHNIQUES[1](marks, 0)
    move, struck, _ = found[0]
    assert move.sentence == ("naked pair: r1c3, r1c4 of the room at r1c3 can hold only 1, 2, so 1, 2 leave the rest "
                             "of the room at r1c3 (r2c3, r3c3)")
    assert sorted(struck) == [(6, 1), (6, 2), (10, 1), (10, 2)]
