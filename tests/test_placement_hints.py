"""Hints for the kinds that place pieces (packing, the calendar puzzle,
Domino Fit): the exact first hints of small boards (worked by hand in the
comments), every step of the kinds' examples checked by an independent
count (a forced placement keeps every answer left; a choice keeps some),
each rule step re-derived from its premises alone, the steps replayed to an
answer the kinds' checkers accept, and positions with mistakes or bad text
refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.core.hints import grade, refusal
from gridsat.core.placements import Placement
from gridsat.puzzles.dominofit.hints import cover_of as domino_cover
from gridsat.puzzles.kinds import get
from gridsat.puzzles.placement.hints import cover_of, keys
from gridsat.puzzles.placement.search import find
from gridsat.puzzles.placement.stepping import holds

DATA = Path(__file__).parent / "data"
# one 5-cell row on top, so the I pentomino fits in only one place
ONE_PLACE = {"kind": "pack", "board": ["#####", "####.", "###..", "###.."],
             "pieces": {"F": ".##/##./.#.", "I": "#####", "U": "#.#/###"}}
# the corner r1c1 of a 2x6 + 3 board: every way but one of covering it leaves a cell no piece can reach
CORNER = {"kind": "pack", "board": ["######", "######", "...###"],
          "pieces": {"L": "####/#...", "U": "#.#/###", "Y": "####/.#.."}}
DOMINO = "dominofit rule=dot\n1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n"


def pack(spec: dict):
    return get("pack").parse(json.dumps(spec))


def test_a_piece_with_one_place_is_the_first_hint():
    kind, puzzle = get("pack"), pack(ONE_PLACE)
    first = kind.hints(puzzle, first=True)
    assert first.verdict == "unique" and len(first.steps) == 1
    step = first.steps[0]
    assert (step.rule, step.level, step.depth) == ("one_place", 1, 0)
    assert step.sentence == "piece I fits in only one place: I (r1c1 r1c2 r1c3 r1c4 r1c5)"
    assert step.decided == {(0, c): "I" for c in range(5)}
    assert step.premises == [(1, 4)]  # the board's edge below r1c5 stops I from lying in row 2
    out = kind.hints(puzzle)
    assert [s.sentence for s in out.steps[1:]] == [
        "r2c4 can only be covered by F (r2c3 r2c4 r3c2 r3c3 r4c3)",
        "piece U fits in only one place: U (r2c1 r2c2 r3c1 r4c1 r4c2)"]
    assert out.solved and kind.check_position(puzzle, out.grid) == []
    assert grade(out.steps)["grade"] == "easy"


def test_placements_ruled_out_by_an_uncoverable_cell():
    kind, puzzle = get("pack"), pack(CORNER)
    step = kind.hints(puzzle, first=True).steps[0]
    assert (step.rule, step.level) == ("no_cover", 2)
    assert step.sentence.startswith("r1c1 can only be covered by L (r1c1 r1c2 r1c3 r1c4 r2c1): with L (r1c1 r1c2 "
                                    "r1c3 r1c4 r2c4), r2c1 could not be covered;")
    # the six other placements covering r1c1: two Ls, two Us, two Ys, each leaving a cell no piece left can reach
    assert sorted((r["piece"], r["why"]) for r in step.ruled_out) == [
        ("L", "r1c2 could not be covered"), ("L", "r2c1 could not be covered"), ("U", "r1c2 could not be covered"),
        ("U", "r1c4 could not be covered"), ("Y", "r2c1 could not be covered"), ("Y", "r2c1 could not be covered")]
    assert grade(kind.hints(puzzle).steps)["grade"] == "medium"


def test_a_dead_region_rules_a_placement_out():
    from gridsat.puzzles.placement.logic import refute

    # on the empty 3x20 box, a U standing in columns 3-4 cuts off the 3x2 block on its left: 6 cells, each of
    # which a P could still cover, but no set of pentominoes fills 6 cells
    cover = cover_of(pack({"kind": "pack", "board": "3x20", "pieces": "pentominoes"}))
    u = keys(cover)[("U", ((0, 2), (0, 3), (1, 2), (2, 2), (2, 3)))]
    rule, sentence, cells = refute(cover.start(), u)
    assert (rule, sentence) == ("dead_region", "a region of 6 cells (r1c1...) would be cut off, not a multiple of 5")
    assert cells == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]


def test_a_calendar_dates_first_hint_is_a_choice_said_so():
    kind = get("calendar")
    puzzle = kind.build("2026-10-06", {})
    out = kind.hints(puzzle, first=True)
    assert out.verdict == "several" and refusal(out) is None
    step = out.steps[0]
    assert (step.rule, step.depth) == ("choice", 2)
    assert step.sentence == ("several answers remain and no rule forces a piece; here is a placement that leads to one "
                             "(4 of the 7 left): L5 (Mar Apr May Jun Sep)")


def test_a_domino_fit_cell_with_one_domino_and_the_targets_arithmetic():
    kind = get("dominofit")
    puzzle = kind.parse(DOMINO)
    out = kind.hints(puzzle)
    # r4c1: r3c1 above it is blocked, so only the horizontal domino to its right covers it
    assert out.steps[0].sentence == "r4c1 can only be covered by the horizontal domino (r4c1 r4c2)"
    assert out.steps[0].rule == "only_piece"
    # column 1 must score 1; under the dot rule only a vertical domino's top cell scores in it
    assert out.steps[2].sentence == ("r1c1 can only be covered by the vertical domino (r1c1 r2c1): with the "
                                     "horizontal domino (r1c1 r1c2), column 1 could score at most 0, short of its "
                                     "target 1")
    assert out.steps[2].rule == "target" and out.solved
    assert kind.check_position(puzzle, out.grid) == []
    assert out.grid == [["^", "^", "^", "^"], ["v", "v", "v", "v"], ["#", "<", ">", "#"], ["<", ">", "<", ">"]]


def _placement_count(problem, fixed) -> int:
    found = find(problem.with_fixed(fixed), count=True, engine="exact")
    assert found.complete
    return found.count


def _check_placement_steps(kind, puzzle):
    problem = kind.placement_problem(puzzle)
    out = kind.hints(puzzle)
    cover = cover_of(problem)
    fixed, placed = list(problem.fixed), [keys(cover)[(pl.piece, tuple(sorted(pl.cells)))] for pl in problem.fixed]
    before = _placement_count(problem, fixed)
    for step in out.steps:
        cells = tuple(sorted(step.decided))
        k = keys(cover)[(next(iter(step.decided.values())), cells)]  # the examples use each piece once
        if step.rule not in ("choice", "guess"):
            item, basis_k, depth, level = step.basis
            assert basis_k == k
            premise = [p for p in placed if set(cover.options[p].cells) <= set(step.premises)]
            assert holds(cover.start(premise), item, k, depth, level), step.sentence
        fixed.append(Placement(cover.options[k].group, -1, cells))
        placed.append(k)
        after = _placement_count(problem, fixed)
        assert after == before if step.rule != "choice" else 0 < after < before, step.sentence
        before = after
    assert out.solved and kind.check_position(puzzle, out.grid) == []
    return out


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("kind_name", ["pack", "calendar"])
def test_every_step_of_the_examples_is_checked(kind_name):
    kind = get(kind_name)
    for example in kind.examples:
        puzzle = kind.parse(example.puzzle)
        out = _check_placement_steps(kind, puzzle)
        assert out.verdict == "several" and grade(out.steps)["grade"] == "guess"


def test_every_step_of_the_domino_fit_games_is_checked():
    kind = get("dominofit")
    from gridsat.puzzles.dominofit.rules import domino_cells

    examples = Path(__file__).parents[1] / "examples"
    boards = [kind.read(str(DATA / "dominofit" / "game0_7x7_b5.dot.json")), kind.read(str(examples / "dominofit-8x8.json")),
              kind.parse(DOMINO)]
    for puzzle in boards:
        out = kind.hints(puzzle)
        assert out.verdict == "unique" and out.solved and kind.check_position(puzzle, out.grid) == []
        answer = set(puzzle.solve().dominoes)
        cover = domino_cover(puzzle)
        placed = [next(i for i, o in enumerate(cover.options) if o.data == d) for d in puzzle.givens]
        for step in out.steps:
            k = next(i for i, o in enumerate(cover.options) if set(o.cells) == set(step.decided))
            assert cover.options[k].data in answer and set(domino_cells(cover.options[k].data)) == set(step.decided)
            if step.depth == 0:
                item, basis_k, depth, level = step.basis
                premise = [p for p in placed if set(cover.options[p].cells) <= set(step.premises)]
                assert holds(cover.start(premise), item, k, depth, level), step.sentence
            placed.append(k)
        assert grade(out.steps)["grade"] == "medium" and grade(out.steps)["hardest_rule"] == "target"


def test_a_wrong_piece_is_a_mistake(tmp_path, run_cli):
    (tmp_path / "small.json").write_text(json.dumps(ONE_PLACE))
    (tmp_path / "pos.txt").write_text("U . U . .\nU U U . #\n. . . # #\n. . . # #\n")
    code, out, err = run_cli("hint", str(tmp_path / "small.json"), "--position", str(tmp_path / "pos.txt"))
    assert out == "the position has 5 mistakes: r1c1, r1c3, r2c1, r2c2, r2c3 differ from the puzzle's only answer\n"
    kind = get("calendar")
    puzzle = kind.build("2026-10-06", {})
    # L5 along the top row, Jan to Apr with Jul below: none of the 7 answers of 6 October has it
    position = ("L5 L5 L5 L5 . . #\nL5 . . . . . #\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n"
                ". . . # # # #\n")
    out = kind.hints(puzzle, start=kind.read_position(position, puzzle))
    assert out.steps == [] and out.mistakes == [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]
    assert refusal(out) == "the position has a mistake: the pieces on Jan, Feb, Mar, Apr, Jul lead to no answer"


def test_bad_positions_get_one_line(tmp_path, run_cli):
    (tmp_path / "small.json").write_text(json.dumps(ONE_PLACE))
    bad = {"short.txt": ("U . U . .\nU U U\n. . . # #\n. . . # #\n", "row 2 has 3 cells; the board has 5 columns"),
           "q.txt": ("Q . . . .\n. . . . #\n. . . # #\n. . . # #\n",
                     "row 1, column 1: 'Q' is no piece of the set (pieces: F I U)"),
           # on a cell that stays uncovered: named as no piece, not as covering the cell (was "-1 covers a cell...")
           "minus.txt": (". . . . .\n. . . . -1\n. . . # #\n. . . # #\n",
                         "row 2, column 5: '-1' is no piece of the set (pieces: F I U)"),
           "shape.txt": ("I I I . .\nI I . . #\n. . . # #\n. . . # #\n",
                         "the cells of I (r1c1...) are not one placement of piece I")}
    for name, (text, line) in bad.items():
        (tmp_path / name).write_text(text)
        code, out, err = run_cli("hint", str(tmp_path / "small.json"), "--position", str(tmp_path / name))
        assert (code, out, err) == (2, "", f"gridsat: error: {tmp_path / name}: {line}\n")
    (tmp_path / "df.txt").write_text(DOMINO)
    (tmp_path / "half.txt").write_text(". . . <\n. . . .\n# . . #\n. . . .\n")
    code, out, err = run_cli("hint", str(tmp_path / "df.txt"), "--position", str(tmp_path / "half.txt"))
    assert err == f"gridsat: error: {tmp_path / 'half.txt'}: '<' at r1c4 needs a '>' to its right\n"


def test_the_command_line(tmp_path, run_cli):
    (tmp_path / "corner.json").write_text(json.dumps(CORNER))
    code, out, err = run_cli("hint", str(tmp_path / "corner.json"))
    assert code == 0 and out.startswith("next step (rule: no_cover): r1c1 can only be covered by L (r1c1 r1c2 r1c3 "
                                        "r1c4 r2c1): with L")
    code, out, err = run_cli("grade", str(tmp_path / "corner.json"))
    assert out.splitlines()[0] == ("grade: medium (its hardest steps use placements ruled out because a cell could not be "
                                   "covered or a region would be cut off)")
    code, out, err = run_cli("hint", "2026-10-06", "--kind", "calendar", "--svg", str(tmp_path / "hint.svg"))
    assert code == 0 and out.startswith("next step (a choice): several answers remain")
    assert (tmp_path / "hint.svg").read_text().lstrip().startswith("<?xml")
    code, out, err = run_cli("hint", str(tmp_path / "corner.json"), "--steps", "--json")
    data = json.loads(out)
    assert data["grade"]["grade"] == "medium" and len(data["steps"][0]["ruled_out"]) == 6
    assert data["grid"] == [["L", "L", "L", "L", "U", "U"], ["L", "Y", "Y", "Y", "Y", "U"], ["#", "#", "#", "Y", "U", "U"]]
