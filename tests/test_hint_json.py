"""docs/json.md documents the hint JSON (``gridsat hint --json``, the web's
``/api/hint``): its fields, and an example checked here against real
output; cells are ``[row, col]`` from 0 in the JSON and ``rNcM`` from 1 in
every sentence and message a person reads."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import gridsat

PAGE = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
SECTION = PAGE.split("## Hint JSON", 1)[1].split("\n## ", 1)[0]


def _fields(tag: str) -> set:
    block = SECTION.split(f"```{tag}\n", 1)[1].split("```", 1)[0]
    return {line.split()[0] for line in block.splitlines() if line.strip()}


def _example() -> tuple[list, dict]:
    block = SECTION.split("```bash\n", 1)[1].split("```", 1)[0].splitlines()
    assert block[0].startswith("$ gridsat ")
    return shlex.split(block[0][2:])[1:], json.loads(block[1])


def _cells(sentence: str) -> set:
    return {(int(r) - 1, int(c) - 1) for r, c in re.findall(r"\br(\d+)c(\d+)\b", sentence)}


def test_the_documented_example_is_what_the_command_prints(run_cli):
    args, documented = _example()
    code, out, err = run_cli(*args)
    got = json.loads(out)
    assert code == 0 and err == ""
    assert isinstance(got.pop("seconds"), float) and documented.pop("seconds") > 0  # the one field that varies
    assert got == documented


def test_every_field_is_documented_and_cells_agree_with_the_sentences(run_cli):
    args, _ = _example()
    code, out, _ = run_cli(*args, "--steps")
    data = json.loads(out)
    assert code == 0 and set(data) <= _fields("hint-fields") and "grade" in data and data["solved"] is True
    step_fields = _fields("hint-step-fields")
    for step in data["steps"]:
        assert set(step) <= step_fields
        decided = {tuple(d["cell"]) for d in step["decided"]}
        # the sentence names (1-based) every cell the JSON decides (0-based), and only cells of the board
        assert decided <= _cells(step["sentence"]) <= {(r, c) for r in range(5) for c in range(5)}
    assert data["steps"][0]["decided"][0]["cell"] == [0, 0] and data["steps"][0]["sentence"].startswith("r1c1, ")


def test_checker_messages_name_cells_from_1():
    sudoku = gridsat.kinds.get("sudoku").parse("sudoku\n1 . . .\n. . . .\n. . . .\n. . . .")
    answer = [[2, 1, 4, 3], [3, 4, 1, 2], [1, 2, 3, 4], [4, 3, 2, 1]]
    assert sudoku.violations(answer) == ["given 1 at r1c1 is changed to 2"]
    heyawake = gridsat.kinds.get("heyawake").parse("heyawake\n. .\n. .\n\nA A\nA A")
    assert heyawake.violations([[1, 1], [0, 0]])[0] == "shaded cells r1c1 and r1c2 are adjacent"
    from gridsat.puzzles.grid.loop import corner  # a grid point, by a cell it is a corner of

    assert [corner(0, 0, 1, 2), corner(1, 2, 1, 2)] == ["the top-left corner of r1c1", "the bottom-right corner of r1c2"]
