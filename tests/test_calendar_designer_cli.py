"""The designer's loop on the command line: the census as a heat map on the
board, a picked design's census, the design and layout searches (the
searches themselves are tested in test_calendar_design.py)."""

from __future__ import annotations

import json

import pytest


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
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


@pytest.mark.slow  # 1.2-2.2 s on an idle machine; a cheaper test of the same behaviour stays in the default run
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


def test_a_design_found_is_an_edition_line_away(run_cli, tmp_path):
    """The search names pieces as the libraries do (H02, F5, I5...), which an edition file did not know ("piece
    'H03', which is not defined"): they are built in there too.  The dragonfjord design, so named, has the
    dragonfjord census (24,405 solutions, as the built-in edition)."""
    path = tmp_path / "mine.txt"
    path.write_text("[editions]\nmine = standard : H02 L5 N5 P5 U5 V5 Y5 Z5\n")  # dragonfjord's board
    code, out, _ = run_cli("calendar", "--census", "-e", f"{path}:mine", "--json")
    assert (code, json.loads(out)["total"], json.loads(out)["fewest"]["count"]) == (0, 24405, 7)
    path.write_text("[editions]\nmine = standard : H03 F5 I5 L5 N5 P5 U5 Y5\n")  # I5 and F5: in no built-in edition
    code, out, _ = run_cli("calendar", "01-01", "-e", f"{path}:mine", "--json")
    assert code in (0, 1) and json.loads(out)["status"] in ("solved", "infeasible")


def test_the_design_text_says_how_to_play_and_see_the_first_design():
    from gridsat.puzzles.calendar.design_modes import DesignReport

    class Found:  # the shape of a search's JSON (DesignSearchResult.to_json)
        complete = True

        def __init__(self, library, one_sided=False):
            self.library, self.one_sided = library, one_sided

        def to_json(self):
            return {"space": {"board": "standard", "library": self.library, "one_sided": self.one_sided, "k": 8,
                              "designs": 27720}, "complete": True, "designs_done": 27720, "ruled_out": 0,
                    "censused": 1, "all_solvable": 1, "seconds": 1.0,
                    "best": [{"design": "H02 L5 N5 P5 U5 V5 Y5 Z5", "fewest": {"count": 7, "dates": ["10-06"]},
                              "most": {"count": 216}, "total": 24405, "cv": 0.564, "all_solvable": True}]}

    lines = DesignReport(Found("pentominoes+hexominoes")).text()
    assert lines[-3:] == [
        "(spread: the counts' standard deviation over their mean, lower is more even)",
        "to play design 1: an edition file's line 'NAME = standard : H02 L5 N5 P5 U5 V5 Y5 Z5' under \\[editions] "
        "(the built-in "
        r"library's pieces need no \[pieces] section)",
        "its census and heat map: --census --design standard --pieces pentominoes+hexominoes --use 'H02 L5 N5 P5 "
        "U5 V5 Y5 Z5' --png FILE"]
    assert r"with the pieces of my.txt in its \[pieces] section" in DesignReport(Found("my.txt")).text()[-2]
    assert not any("edition file" in line for line in DesignReport(Found("pentominoes-one-sided", True)).text())
    typed = DesignReport(Found("pentominoes+hexominoes"), given=("my boards/wide.txt", "pentominoes+hexominoes"))
    assert typed.text()[-1] == ("its census and heat map: --census --design 'my boards/wide.txt' --pieces "
                                "pentominoes+hexominoes --use 'H02 L5 N5 P5 U5 V5 Y5 Z5' --png FILE")  # (was 'wide')
