"""Hostile pass 79, part b: the web app for designers and the JSON API's parity with the command line."""

from __future__ import annotations

import pytest

YY = "0 0\n0 0\n"


@pytest.mark.parametrize("route, body, words", [
    # was "unknown field 'unique' (the API spells it 'unique') ...": a name is no spelling of itself
    ("hint", {"kind": "yinyang", "puzzle": YY, "unique": True},
     "unknown field 'unique' (fields: kind, puzzle, position, steps, time_limit, memory_limit)"),
    ("hint", {"kind": "yinyang", "puzzle": YY, "seed": 3},
     "unknown field 'seed' (fields: kind, puzzle, position, steps, time_limit, memory_limit)"),
    ("generate", {"kind": "yinyang", "unique": True},
     "unknown field 'unique' (fields: kind, size, seed, time_limit, svg, grade)"),
    # was "(did you mean 'unique'?)", a field /api/hint then refused
    ("hint", {"kind": "yinyang", "puzzle": YY, "uniqe": True},
     "unknown field 'uniqe' (fields: kind, puzzle, position, steps, time_limit, memory_limit)"),
    # was "(did you mean 'targets'?)": /api/generate takes no targets
    ("generate", {"kind": "dominofit", "target": 3},
     "unknown field 'target' (fields: kind, size, seed, time_limit, svg, rule, blocked, unique)"),
    # still pointed where the route takes it
    ("generate", {"kind": "dominofit", "seeds": 3},
     "unknown field 'seeds' (did you mean 'seed'?) (fields: kind, size, seed, time_limit, svg, rule, blocked, unique)"),
])
def test_unknown_field_points_only_to_what_the_route_takes(api_client, route, body, words):
    response = api_client.post(f"/api/{route}", json=body)
    assert response.status_code == 422
    assert response.json()["error"] == words
