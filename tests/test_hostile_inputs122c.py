"""Hostile pass 122, part c: Kurotto's hints, grades and play card -- a position in JSON rows one of which is empty or
no list is refused naming that row."""

from __future__ import annotations

import json

import pytest

URL = "https://puzz.link/p?kurotto/5/5/30m4h6h4m02"
SAID = 'a position in JSON is rows of values (as hint --json prints its "grid"), got [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0...'


@pytest.mark.parametrize(("last", "where"), [([], "row 6 is empty"), ("00000", 'row 5 is "00000", not a list'),
                                             (None, "row 5 is null, not a list")])
def test_a_json_position_with_a_bad_row_names_the_row(api_client, last, where):
    """``POST /api/hint`` of rows of which one was empty (or text, or null) said only "got [[0, 0, ...": the rows
    shown were all good ones, the bad one past the cut."""
    rows = [[0] * 5] * (5 if last == [] else 4) + [last]
    answer = api_client.post("/api/hint", json={"kind": "kurotto", "puzzle": URL, "position": json.dumps(rows)})
    assert answer.status_code == 422
    assert answer.json()["error"] == f"position: {SAID}: {where}"


def test_the_command_line_names_the_bad_row_too(run_cli, tmp_path):
    (tmp_path / "pos.json").write_text(json.dumps([[0] * 5] * 5 + [[]]))
    assert run_cli("hint", URL, "--position", str(tmp_path / "pos.json")) == (
        2, "", f"gridsat: error: {tmp_path / 'pos.json'}: {SAID}: row 6 is empty\n")


def test_rows_with_no_good_row_are_said_as_before(api_client):
    answer = api_client.post("/api/hint", json={"kind": "kurotto", "puzzle": URL, "position": '["00000"]'})
    assert answer.json()["error"] == 'position: a position in JSON is rows of values (as hint --json prints its ' \
                                     '"grid"), got ["00000"]'
