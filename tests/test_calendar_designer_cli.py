"""The designer's loop on the command line: the census as a heat map on the
board, a picked design's census, the design and layout searches (the
searches themselves are tested in test_calendar_design.py)."""

from __future__ import annotations

import json


def test_census_heat_map_on_the_board(run_cli, tmp_path):
    png = tmp_path / "heat.png"
    code, out, _ = run_cli("calendar", "--census", "--png", str(png))
    assert code == 0 and f"wrote {png}" in out and png.stat().st_size > 50_000
    code, out, _ = run_cli("calendar", "--census", "--json")
    assert json.loads(out)["median"] == {"count": 59, "dates": json.loads(out)["median"]["dates"]}


def test_census_of_a_picked_design(run_cli, tmp_path):
    # the original dragonfjord pieces, named as the pentomino and hexomino libraries name them
    code, out, _ = run_cli("calendar", "--census", "--design", "dragonfjord", "--pieces", "pentominoes+hexominoes",
                           "--use", "H02 L5 N5 P5 U5 V5 Y5 Z5", "--json")
    data = json.loads(out)
    assert code == 0 and data["fewest"]["count"] == 7 and data["total"] == 24405


def test_design_search_within_its_time_limit(run_cli, tmp_path):
    out = tmp_path / "designs.jsonl"
    code, stdout, _ = run_cli("calendar", "--design", "dragonfjord", "--pieces", "pentominoes+hexominoes",
                              "--choose", "8", "--out", str(out), "-t", "2", "--json")
    data = json.loads(stdout)
    assert code == 1 and data["kind"] == "calendar-design" and data["complete"] is False
    assert data["space"]["designs"] == 27720


def test_designer_options_go_with_their_modes(run_cli):
    assert run_cli("calendar", "2026-10-06", "--choose", "3")[::2] == (
        2, "gridsat: error: --choose goes with --design\n")
    assert run_cli("calendar", "--design", "dragonfjord", "--choose", "8")[::2] == (
        2, "gridsat: error: --design BOARD needs --pieces LIBRARY and --choose K\n")
    assert run_cli("calendar", "--census", "--design", "dragonfjord")[::2] == (
        2, 'gridsat: error: --census --design BOARD needs --pieces LIBRARY and --use "NAMES" (the design\'s pieces)\n')
