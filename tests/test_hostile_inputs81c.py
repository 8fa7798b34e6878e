"""Hostile pass 81, part c: hints and their reasons, step by step."""

from __future__ import annotations

import gridsat
from gridsat.core.hints import refusal

# L5 down the left edge, Jan Jul 1 8 with 9 beside 8: none of the 7 answers of 6 October has it
CALENDAR_MISTAKE = (" L5  .   .   .   .   .\n L5  .   .  Oct  .   .\n L5  .   .   .   .   6   .\n L5  L5  .   .   .   .   .\n"
                    " .   .   .   .   .   .   .\n .   .   .   .   .   .   .\n .   .   .\n")


def test_a_calendar_mistake_names_its_cells_as_the_calendar_steps_do(run_cli, tmp_path):
    # was "the position has a mistake: the pieces on r1c1, r2c1, r3c1, r4c1, r4c2 lead to no answer", where every
    # calendar step names the board's labels ("Jan can only be covered by O6 (Jan Feb Jul Aug 1 2)")
    position = tmp_path / "pos.txt"
    position.write_text(CALENDAR_MISTAKE)
    code, out, err = run_cli("hint", "2026-10-06", "--kind", "calendar", "--position", str(position))
    assert (code, err) == (0, "")
    assert out == "the position has a mistake: the pieces on Jan, Jul, 1, 8, 9 lead to no answer\n"
    kind = gridsat.kinds.get("calendar")
    puzzle = kind.build("2026-10-06", {})
    deduction = kind.hints(puzzle, start=CALENDAR_MISTAKE)
    assert str(deduction) == refusal(deduction) == out.strip()
    # a board without labels keeps rNcM
    pack = gridsat.kinds.get("pack")
    board = pack.parse('{"board": "3x20", "pieces": "pentominoes"}')
    start = pack.given_position(board)
    start[0][:5] = ["I"] * 5
    assert refusal(pack.hints(board, start=start)) == ("the position has a mistake: the pieces on r1c1, r1c2, r1c3, "
                                                       "r1c4, r1c5 lead to no answer")


def test_the_rules_of_nurikabe_and_hitori_hints_are_documented():
    # json.md's step field "rule: the rule's name (docs of the kind list them)" had no page for Nurikabe and Hitori:
    # their rules (grow, sea_escape, sandwich, only_copy, ...) were listed nowhere in docs/ or the README
    import re
    from importlib import import_module
    from pathlib import Path

    docs = Path(__file__).parent.parent / "docs"
    for name in [n for n in gridsat.kinds.names() if getattr(gridsat.kinds.get(n), "deductions", "")]:  # every grid genre
        kind = gridsat.kinds.get(name)
        # Sudoku's techniques have their own module and page (their grade quoted the trials' paragraph as the
        # words of xy_wing, and naked_triple and hidden_triple had none: the list ran them into hidden_pair's)
        page = (docs / ("sudoku-hints.md" if name == "sudoku" else "shading-hints.md")).read_text()
        module = import_module(getattr(kind, "techniques", None) or kind.deductions).__doc__
        levels = {rule: int(level) for level, part in re.findall(r"(\d)\. (.*?)(?=\n\d\. |\n\n|\Z)", module, re.S)
                  for rule in re.findall(r"``(\w+)``:", part)}
        assert set(levels) == set(kind.rule_words())
        for rule, words in kind.rule_words().items():
            assert f"| {levels[rule]} | `{rule}` | {words} |" in page
    assert "[shading-hints.md](shading-hints.md)" in (docs / "json.md").read_text()


def test_an_answer_grid_given_as_a_position_is_named(run_cli, tmp_path, api_client):
    # the grid `gridsat nurikabe URL --json` prints (1 shaded, 0 unshaded) given to hint --position was read as a
    # position (0 undecided, 1 unshaded): "the position has 14 mistakes: r1c3, r1c4, ..." -- the answer itself
    import json

    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    code, out, err = run_cli("nurikabe", url, "--json")
    grid = json.loads(out)["grid"]
    position = tmp_path / "answer.json"
    position.write_text(json.dumps(grid))
    words = ("this is the puzzle's answer grid as a solve gives it (1 shaded, 0 unshaded); a position writes 0 "
             "undecided, 1 unshaded, 2 shaded (as a hint's grid)")
    assert run_cli("hint", url, "--position", str(position)) == (2, "", f"gridsat: error: {position}: {words}\n")
    kind = gridsat.kinds.get("nurikabe")
    try:
        kind.hints(kind.parse(url), start=grid)
    except gridsat.PuzzleInputError as e:
        assert str(e) == f"start: {words}"
    else:
        raise AssertionError("not refused")
    reply = api_client.post("/api/hint", json={"puzzle": url, "position": grid})
    assert (reply.status_code, reply.json()) == (422, {"error": f"position: {words}"})
    # the same cells written as a position (2 shaded, 1 unshaded) are the answer
    position.write_text(json.dumps([[2 if v else 1 for v in row] for row in grid]))
    assert run_cli("hint", url, "--position", str(position)) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")


def test_steps_from_a_position_grade_those_steps_not_the_puzzle(run_cli, tmp_path):
    # janko 726 grades expert from its givens; from its answer less the last row, hint --steps said
    # "solved in 6 steps (...); grade: medium", as if that were the puzzle's grade
    import json
    from pathlib import Path

    record = json.loads((Path(__file__).parent / "data" / "genres" / "nurikabe.json").read_text())[5]
    position = tmp_path / "near.txt"
    position.write_text("\n".join(record["answer"][:9] + ["?" * 10]) + "\n")
    code, out, err = run_cli("hint", record["url"], "--position", str(position), "--steps")
    assert (code, err) == (0, "")
    assert "; grade of these steps from the position (not the puzzle's): medium (its hardest" in out
    assert run_cli("grade", record["url"])[1].startswith("grade: hard")  # (expert before pass 83e's trial search)
