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
