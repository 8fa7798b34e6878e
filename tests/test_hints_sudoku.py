"""Sudoku hints: every published Sudoku of tests/data/genres/sudoku.json and sudoku_hints.json (sources credited in
the files) stepped to its published answer, each decided digit agreeing; every step of the small ones proven to
follow from its premises alone (CP-SAT on the rules) and found again by its technique from them; reasons checked by
hand; grades in order (a newspaper's easy, a teaching X-wing hard, Inkala's "hardest" past expert); the command line
(hint, --steps, --position, --json, --png/--svg, grade) and ``POST /api/hint``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from sudoku_steps import follows, found_again

KIND = gridsat.kinds.get("sudoku")
DATA = Path(__file__).parent / "data" / "genres"
PUBLISHED = json.loads((DATA / "sudoku.json").read_text())
CLASSICS = {r["name"]: r for r in json.loads((DATA / "sudoku_hints.json").read_text())}
#: The classics a trial cannot crack (guesses; 4 to 8 s each): the slow set steps them.
HARDEST = ("inkala-2012-hardest", "ai-escargot", "easter-monster", "golden-nugget")
FOUR = "https://puzz.link/p?sudoku/4/4/g1k23k3g"


def answer_of(record) -> list:
    return [[int(ch) for ch in row] if isinstance(row, str) else list(row) for row in record["answer"]]


def stepped(record):
    """The puzzle, its deduction from the givens and the published answer, each step replayed on the givens: every
    cell decided once, as the answer has it."""
    puzzle = KIND.parse(record["url"])
    deduction = KIND.hints(puzzle)
    answer = answer_of(record)
    grid = [[v or 0 for v in row] for row in puzzle.clues]
    for step in deduction.steps:
        for (r, c), value in step.decided.items():
            assert grid[r][c] == 0 and value == answer[r][c], step.sentence
            grid[r][c] = value
    assert deduction.complete and deduction.solved and grid == answer == deduction.grid
    return puzzle, deduction, answer


@pytest.mark.parametrize("record", PUBLISHED + [r for r in CLASSICS.values() if r["name"] not in HARDEST],
                         ids=lambda r: r["name"])
def test_the_steps_reach_the_published_answer(record):
    stepped(record)


@pytest.mark.slow
@pytest.mark.parametrize("name", HARDEST)
def test_the_hardest_classics_are_stepped_to_their_answer_with_guesses(name):
    _, deduction, _ = stepped(CLASSICS[name])
    assert grade(deduction)["grade"] == "guess"


@pytest.mark.slow  # (1.8 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("record", [r for r in PUBLISHED if r["rows"] < 9 or r["name"] in ("cspuz-test-9x9",
                                                                                           "janko-sudoku-0004-9x9")]
                         + [CLASSICS[name] for name in ("x-wing-teaching", "janko-0347", "janko-0049")],
                         ids=lambda r: r["name"])
def test_every_step_follows_from_its_premises_alone(record):
    """Each step's digit holds in every Sudoku grid agreeing on its premises (CP-SAT finds none with another digit
    there), and its technique finds it again from those cells alone."""
    puzzle, deduction, answer = stepped(record)
    for step in deduction.steps:
        assert follows(puzzle, step, answer), step.sentence
        assert found_again(puzzle, step, answer), step.sentence


def test_a_trial_follows_from_its_premises_alone():
    """janko.at Sudoku 19 (Hirofumi Fujiwara; its published solution): stalled after 38 steps, r2c9 is decided by a
    trial of one single, checked by hand: with r2c9 4, row 3's 4 goes to r3c3 (r3c4 sees r1c4's 4, r3c8 box 3's),
    and row 6's two cells for 4 see r3c3 and r2c9."""
    record = CLASSICS["janko-0019"]
    puzzle, deduction, answer = stepped(record)
    trials = [step for step in deduction.steps if step.depth == 1]
    assert [step.sentence for step in trials][0] == (
        "r2c9 is 3: if it were 4, then r3c3 is 4, and row 6 would have no cell for 4")
    for step in trials:
        assert follows(puzzle, step, answer) and found_again(puzzle, step, answer), step.sentence
    assert grade(deduction)["grade"] == "hard"


def test_the_reasons_checked_by_hand():
    """The 4x4 test puzzle's twelve steps, read against its grid by hand, and a pointing, an X-wing and an XY-wing
    (their positions checked by hand: cspuz's 9x9 after 6 steps; the teaching X-wing at its start, rows 2 and 6
    holding their 7 only in columns 4 and 8; janko.at 49 after 25 steps)."""
    _, deduction, _ = stepped(PUBLISHED[0])
    assert [step.sentence for step in deduction.steps] == [
        "r1c1 is 2: the only cell of box 1 that can hold 2; the 2 in r2c4 sees its other empty cells",
        "r2c2 is 3: the only cell of box 1 that can hold 3; the 3 in r3c1 sees its other empty cells",
        "r2c3 is 1: the only cell of box 2 that can hold 1; the 1 in r1c2 sees its other empty cells",
        "r1c4 is 3: the only cell of box 2 that can hold 3; the 3 in r4c3 sees its other empty cells",
        "r4c1 is 1: the only cell of box 3 that can hold 1; the 1 in r1c2 sees its other empty cells",
        "r3c3 is 2: the only cell of box 4 that can hold 2; the 2 in r2c4 sees its other empty cells",
        "r2c1 is 4: the last empty cell of box 1", "r1c3 is 4: the last empty cell of box 2",
        "r4c2 is 2: the only cell of box 3 that can hold 2; the 2 in r3c3 sees its other empty cells",
        "r3c4 is 1: the only cell of box 4 that can hold 1; the 1 in r4c1 sees its other empty cells",
        "r3c2 is 4: the last empty cell of box 3", "r4c4 is 4: the last empty cell of box 4"]
    _, deduction, _ = stepped(PUBLISHED[1])
    step = deduction.steps[6]
    assert (step.rule, step.level, step.sentence) == ("pointing", 2, (
        "r5c9 is 2: the only digit left for it (its row, column and box hold 1, 4, 5, 6, 7, 8, 9 and 3 is struck "
        "out); found once these are struck out: pointing: the 3s of box 4 lie in row 5 alone (r5c2, r5c3), so r5c8, "
        "r5c9 cannot be 3"))
    _, deduction, _ = stepped(CLASSICS["x-wing-teaching"])
    step = deduction.steps[0]
    assert (step.rule, step.level, step.sentence) == ("x_wing", 3, (
        "r8c2 is 7: the only cell of row 8 that can hold 7; found once these are struck out: x-wing: the 7s of row 2 "
        "and row 6 lie in column 4 and column 8 alone (r2c4, r2c8, r6c4, r6c8), so r1c4, r5c4, r8c4, r8c8, r9c4, "
        "r9c8 cannot be 7"))
    assert step.premises == [(1, c) for c in (0, 1, 2, 4, 5, 6, 8)] + [(5, c) for c in (0, 1, 2, 4, 5, 6, 8)] + [
        (7, c) for c in (0, 2, 4, 5, 6, 8)]  # the filled cells of rows 2, 6 (the X-wing) and 8 (the single)
    _, deduction, _ = stepped(CLASSICS["janko-0049"])  # r1c2 holds 1 or 4 (row 1 lacks 1, 4, 7; column 2 has 7)
    step = next(step for step in deduction.steps if step.rule == "xy_wing")  # r1c7 4 or 7, r3c1 1 or 7
    assert (step.level, step.sentence) == (3, (
        "r3c1 is 7: the only cell of row 3 that can hold 7; found once these are struck out: xy-wing: r1c2 holds 1 or "
        "4, so r1c7 (4/7) or r3c1 (1/7) holds 7, and r3c9 cannot be 7"))


@pytest.mark.parametrize("name, expected", [
    ("wikipedia-sudoku", ("easy", "hidden_single_box")), ("norvig-grid1-euler96-01", ("easy", "hidden_single_box")),
    ("norvig-hard1-top95-01", ("medium", "pointing")), ("x-wing-teaching", ("hard", "x_wing")),
    ("janko-0019", ("hard", "trial")), ("janko-0336", ("hard", "x_wing")), ("janko-0895", ("hard", "swordfish")),
    ("janko-0347", ("medium", "naked_triple")), ("janko-0049", ("hard", "xy_wing")), ("janko-0700", ("expert", "trial"))])
def test_grades_are_in_order(name, expected):
    _, deduction, _ = stepped(CLASSICS[name])
    graded = grade(deduction)
    assert (graded["grade"], graded["hardest_rule"]) == expected


def test_hint_steps_position_json_and_pictures(run_cli, tmp_path):
    code, out, err = run_cli("hint", FOUR, "--steps")
    assert code == 0 and err == ""
    assert out.splitlines()[0] == ("step 1 (rule: hidden_single_box): r1c1 is 2: the only cell of box 1 that can hold "
                                   "2; the 2 in r2c4 sees its other empty cells")
    assert "solved in 12 steps (0 trials, 0 guesses); grade: easy" in out
    position = tmp_path / "pos.txt"
    position.write_text("21..\n...2\n3...\n..3.\n")
    code, out, _ = run_cli("hint", FOUR, "--position", str(position), "--json")
    record = json.loads(out)
    assert code == 0 and record["kind"] == "sudoku" and record["steps"][0]["decided"] == [{"cell": [1, 1], "value": 3}]
    assert record["steps"][0]["premises"] == [[0, 0], [0, 1], [2, 0]]
    position.write_text("31..\n...2\n3...\n..3.\n")
    assert run_cli("hint", FOUR, "--position", str(position))[1].splitlines()[0] == (
        "the position has a mistake: r1c1 differs from the puzzle's only answer; as it stands, column 1 holds 3 twice "
        "(r1c1, r3c1)")
    position.write_text("sudoku\n2 1 4 3\n4 3 1 2\n3 4 2 1\n1 2 3 4\n")
    assert run_cli("hint", FOUR, "--position", str(position))[1] == (
        "solved: every cell is decided and the position is an answer; nothing to deduce\n")
    position.write_text("x1..\n...2\n3...\n..3.\n")
    assert run_cli("hint", FOUR, "--position", str(position))[2] == (
        f"gridsat: error: {position}: line 1, column 1: 'x' is not a digit from 1 to 4, '.', 0 or ?\n")
    position.write_text("4 1 ? ?\n0 0 0 2\n3 0 0 0\n0 0 3 0\n")
    assert "r1c1" in run_cli("hint", FOUR, "--position", str(position))[1].splitlines()[0]
    png, svg = tmp_path / "h.png", tmp_path / "h.svg"
    code, out, _ = run_cli("hint", FOUR, "--png", str(png), "--svg", str(svg))
    assert code == 0 and png.read_bytes()[:4] == b"\x89PNG" and "<svg" in svg.read_text()
    code, out, _ = run_cli("grade", CLASSICS["x-wing-teaching"]["url"])
    assert code == 0 and out.splitlines()[0].startswith("grade: hard (its hardest steps use the rule 'x_wing': ")


def test_the_python_api_reads_positions_of_digits():
    puzzle = KIND.parse(FOUR)
    assert KIND.hints(puzzle, start="2 1 . .\n. . . 2\n3 . . .\n. . 3 .", first=True).steps[0].decided == {(1, 1): 3}
    assert KIND.hints(puzzle, start=[[2, 1, 0, 0], [0, 0, 0, 2], [3, 0, 0, 0], [0, 0, 3, 0]],
                      first=True).steps[0].decided == {(1, 1): 3}
    with pytest.raises(PuzzleInputError, match=r"^start: r1c2 is 2, but it is given as 1$"):
        KIND.hints(puzzle, start=[[0, 2, 0, 0], [0, 0, 0, 2], [3, 0, 0, 0], [0, 0, 3, 0]])
    assert KIND.given_position(puzzle) == [[0, 1, 0, 0], [0, 0, 0, 2], [3, 0, 0, 0], [0, 0, 3, 0]]
    assert "naked_single" in KIND.rule_words() and "x_wing" in KIND.rule_words()
    assert KIND.grade_meaning("expert") == ("trials: 'if this cell held another of its digits, singles would lead to "
                                            "a contradiction', longer than 10 singles")  # (no shading's "other way")
    _, deduction, _ = stepped(CLASSICS["janko-0019"])
    assert KIND.grade_meaning("hard", deduction.steps) == "short trials of singles (10 at most)"


def test_api_hint_answers_a_sudoku(api_client):
    data = api_client.post("/api/hint", json={"kind": "sudoku", "puzzle": FOUR}).json()
    assert data["steps"][0]["sentence"].startswith("r1c1 is 2: the only cell of box 1")
    assert data["values"] == ["1", "2", "3", "4"]  # the play card's digits (tests/test_web_play_digits.py)
    data = api_client.post("/api/hint", json={"kind": "sudoku", "puzzle": FOUR, "steps": True}).json()
    assert data["solved"] and data["grade"]["grade"] == "easy" and len(data["steps"]) == 12
    data = api_client.post("/api/hint", json={"kind": "sudoku", "puzzle": FOUR,
                                              "position": "2143\n4312\n3421\n1234"}).json()
    assert data["solved"] and data["violations"] == []


def test_a_position_is_read_as_hint_draws_it_or_as_pages_print_it(run_cli, tmp_path):
    """The board ``hint`` printed (its sentence, box borders, the step's ``8*``, the key), saved and given back as
    the position, steps on from it; so does a grid with the box lines most pages print (``|``, ``------+------``),
    and a solve's answer saved with its status line ("solved in 0.004 s") is read as the answer it is."""
    wiki = CLASSICS["wikipedia-sudoku"]["puzzle"]
    code, out, _ = run_cli("hint", wiki)
    assert code == 0 and "\n│ 5  3  .  │ .  7  8* │ .  .  .  │\n│ 6  .  .  │ 1  9  5  │" in out
    drawn, boxed = tmp_path / "drawn.txt", tmp_path / "boxed.txt"
    drawn.write_text(out)
    boxed.write_text("5 3 . | . 7 8 | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n"
                     "8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n"
                     ". 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n")
    for path in (drawn, boxed):
        assert run_cli("hint", wiki, "--position", str(path))[1].splitlines()[0] == (
            "next step (rule: hidden_single_box): r1c4 is 6: the only cell of box 2 that can hold 6; the 6 in r3c8 "
            "sees its other empty cells")
    code, out, _ = run_cli("sudoku", FOUR)  # a solve's answer saved, its status line under it
    drawn.write_text(out)
    assert out.endswith(" s\n") and run_cli("hint", FOUR, "--position", str(drawn))[1] == (
        "solved: every cell is decided and the position is an answer; nothing to deduce\n")
    boxed.write_text("-1..\n...2\n3...\n..3.\n")
    assert run_cli("hint", FOUR, "--position", str(boxed))[2] == (
        f"gridsat: error: {boxed}: line 1, column 1: '-' is not a digit from 1 to 4, '.', 0 or ?\n")


def test_a_sudoku_of_no_answer_or_of_two_is_refused_as_every_genre_refuses_it(run_cli, tmp_path):
    none, two = tmp_path / "none.txt", tmp_path / "two.txt"
    none.write_text("sudoku\n1 1 . .\n. . . .\n. . . .\n. . . 2\n")
    two.write_text("sudoku\n1 . . .\n. . . .\n. . . .\n. . . .\n")
    assert run_cli("hint", str(none)) == (1, "no hints: the puzzle has no answer: the givens 1 at r1c1 and 1 at r1c2 "
                                             "cannot all hold, even with every other given taken away (take one of "
                                             "these away too and an answer exists)\n", "")
    assert run_cli("grade", str(two)) == (1, f"no grade: the puzzle has more than one answer (gridsat sudoku {two} "
                                             "--unique shows a second)\n", "")
