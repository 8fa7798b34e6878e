"""Hostile pass 85, part a: hints for a solver, genre by genre (the kinds without hints say so, and what instead)."""

from __future__ import annotations

import json


def test_formats_says_which_kinds_have_hints(run_cli):
    """``hint --help`` and ``grade --help`` take "a puzzle file or URL of a kind with hints (see 'gridsat
    formats')", and neither the table nor ``formats --json`` said which kinds have them."""
    code, out, _ = run_cli("formats", "--json")
    data = json.loads(out)
    assert code == 0 and {name for name, entry in data.items() if entry["hints"]} == {
        "pack", "calendar", "dominofit", "yinyang", "nurikabe", "hitori"}
    code, out, _ = run_cli("formats", "hitori")
    assert code == 0 and "grade)" in " ".join(out.split())
    code, out, _ = run_cli("formats", "lits")
    assert code == 0 and "grade" not in out


def test_web_hint_of_a_kind_without_hints_says_what_to_ask_instead(api_client, run_cli):
    """``POST /api/hint`` of a LITS said only "LITS has no hints or grades yet (kinds with them: ...)", where
    ``gridsat hint`` of the same URL goes on "what every answer shares: gridsat lits URL --forced"."""
    url = "https://puzz.link/p?lits/4/4/9q02jg"
    _, _, err = run_cli("hint", url)
    reply = api_client.post("/api/hint", json={"puzzle": url})
    having = err.split("; ")[0].removeprefix("gridsat: error: ")
    assert (reply.status_code, reply.json()) == (422, {"error": f"{having}; what every answer shares: POST "
                                                                 '/api/solve with "options": {"forced": true}'})
    reply = api_client.post("/api/solve", json={"puzzle": url, "options": {"forced": True}})
    assert reply.status_code == 200 and reply.json()["forced"]


def test_hitori_cut_names_the_cells_it_walls_off(run_cli):
    """Hitori's ``cut`` named the side of the cut away from the first unshaded cell, whichever was smaller: on
    the cspuz 5x6 it said "r2c2 is unshaded: shading here would cut the unshaded cells apart (r1c4, r1c5 and 24
    more would be walled off)" where shading r2c2 shuts r1c2 in alone (a trial's contradiction names the
    smaller side too)."""
    code, out, _ = run_cli("hint", "https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.", "--steps")
    assert code == 0 and ("step 17 (rule: cut): r2c2 is unshaded: shading here would cut the unshaded cells "
                          "apart (r1c2 would be walled off)") in out
