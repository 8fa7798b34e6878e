"""Hostile pass 88, part e: a designer generating and grading."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("body, words", [
    # was "unknown field 'unique' (fields: ...)" alone, where `generate yinyang -u` says why it needs none
    ({"kind": "yinyang", "unique": True},
     "unknown field 'unique' (fields: kind, size, seed, time_limit, svg, grade): the Yin-Yang generator takes no "
     "'unique': every puzzle it makes is proven unique before it is given"),
    # was "unknown field 'grade' (fields: ...)" alone, where Python says the generator does not grade
    ({"kind": "dominofit", "grade": "easy"},
     "unknown field 'grade' (fields: kind, size, seed, time_limit, svg, rule, blocked, unique): the Domino Fit "
     "generator takes no 'grade': it does not grade the puzzles it makes"),
])
def test_the_web_says_why_a_generator_takes_no_unique_or_grade(api_client, body, words):
    response = api_client.post("/api/generate", json=body)
    assert response.status_code == 422 and response.json()["error"] == words


def test_python_says_a_yinyang_generator_needs_no_unique():
    """was "Yin-Yang generators take no setting 'unique' (settings: grade); unique is a task: puzzle.uniqueness(),
    ...": pointed at a task for a generator whose every puzzle is proven unique (Domino Fit's takes unique)."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("yinyang").generator().generate(6, 6, 1, unique=True)
    assert str(caught.value) == ("the Yin-Yang generator takes no setting 'unique': every puzzle it makes is proven "
                                 "unique before it is given")
