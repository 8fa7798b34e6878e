"""Hostile pass 35, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

YINYANG = """1 2 0 0 0 0
0 0 0 1 0 0
0 0 2 0 2 0
1 0 1 0 0 0
0 0 0 1 0 0
0 0 1 0 2 0
"""
GRID = [[1, 2, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0], [0, 0, 2, 0, 2, 0], [1, 0, 1, 0, 0, 0], [1, 0, 0, 1, 0, 0],
        [1, 1, 1, 0, 2, 0]]


def test_position_record_of_another_kind_refused():
    # a Sudoku's hint --json record of the right size was read as a Yin-Yang position, its "kind" ignored
    kind = get("yinyang")
    puzzle = kind.parse(YINYANG, "y.txt")
    with pytest.raises(PuzzleInputError) as err:
        kind.read_position(json.dumps({"kind": "sudoku", "grid": GRID}), puzzle, "pos.json")
    assert str(err.value) == "pos.json: the position says kind 'sudoku', not 'yinyang'"
    assert kind.read_position(json.dumps({"kind": "yinyang", "grid": GRID}), puzzle, "pos.json") is not None
    assert kind.read_position(json.dumps({"grid": GRID}), puzzle, "pos.json") is not None


def test_web_hint_position_record_of_another_kind_refused():
    from starlette.testclient import TestClient

    from gridsat.web.app import create_app

    with TestClient(create_app()) as client:
        answer = client.post("/api/hint", json={"kind": "yinyang", "puzzle": YINYANG,
                                                "position": {"kind": "sudoku", "grid": GRID}})
    assert answer.status_code == 422
    assert answer.json() == {"error": "position: the position says kind 'sudoku', not 'yinyang'"}
