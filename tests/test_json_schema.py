"""docs/json.md is the schema: every kind's JSON holds the shared fields in
order and only the kind fields the page lists, with the listed types."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import gridsat

PAGE = Path(__file__).resolve().parents[1] / "docs" / "json.md"
TYPES = {"str": str, "int": int, "bool": bool, "number": (int, float), "list": list}


def documented() -> dict:
    """``{kind or "shared": {field: type}}`` from the ```fields blocks of docs/json.md."""
    out = {}
    for name, body in re.findall(r"```fields (\w+)\n(.*?)```", PAGE.read_text(), flags=re.S):
        out[name] = {line.split()[0]: line.split()[1] for line in body.strip().splitlines()}
    return out


def block(fields: dict, name: str) -> dict | None:
    """The kind's block: its own, or (a genre on the grid base) the grid genres' one."""
    from gridsat.puzzles.grid.result import GridResult

    if name in fields:
        return fields[name]
    return fields["grid"] if issubclass(gridsat.kinds.get(name).result_type, GridResult) else None


def _check(data: dict, fields: dict) -> list:
    shared = fields["shared"]
    mine = block(fields, data["kind"])
    problems = []
    keys = list(data)
    if keys[:4] != ["kind", "status", "seconds", "complete"]:
        problems.append(f"shared fields out of order: {keys[:4]}")
    for key, value in data.items():
        kind_of = shared.get(key) or mine.get(key)
        if kind_of is None:
            problems.append(f"{data['kind']}: field {key!r} is not in docs/json.md")
        elif value is not None and not isinstance(value, TYPES[kind_of]):
            problems.append(f"{data['kind']}: field {key!r} is {type(value).__name__}, documented {kind_of}")
    return problems


def test_the_page_lists_every_kind():
    fields = documented()
    assert all(block(fields, name) is not None for name in gridsat.kinds.names())
    assert set(fields) - {"shared", "grid"} <= set(gridsat.kinds.names())
    assert list(fields["shared"])[:4] == ["kind", "status", "seconds", "complete"]


@pytest.mark.slow  # (1.8 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("name", gridsat.kinds.names())
def test_every_task_of_every_kind_matches_the_page(name):
    fields = documented()
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example, "example")
    seen = set()
    for task in kind.tasks:
        for t in (gridsat.Task(task), gridsat.Task(task, n=3) if task == "solutions" else
                  gridsat.Task(task, keep=3) if task == "count" else None):
            if t is None:
                continue
            data = kind.run(puzzle, t).to_json()
            assert _check(data, fields) == [], (task, data)
            seen |= set(data)
    assert {"count", "uniqueness", "engine"} <= seen


def test_the_checker_of_the_page_catches_an_undocumented_field():
    data = {"kind": "pack", "status": "solved", "seconds": 0.1, "complete": True, "colour": "red"}
    assert _check(data, documented()) == ["pack: field 'colour' is not in docs/json.md"]
