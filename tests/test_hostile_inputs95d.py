"""Hostile pass 95, part d: people with collections (batch over whole level banks, resumed)."""

from __future__ import annotations

import json

from gridsat.batch import run_batch


def _lines(path):
    return sorted(map(json.loads, path.read_text().splitlines()), key=lambda r: r["line"])


def test_a_record_whose_kind_has_two_letters_swapped_is_named(tmp_path):
    """{"kidn": "nurikabe", "puzzle": GRID}: the field passed the near-miss test (a short word's swap is too far
    by ratio), was dropped unsaid, and the grid was said to have "no kind named above it"."""
    collection = tmp_path / "c.jsonl"
    grid = "2 . .\n. . .\n. . 1\n"
    collection.write_text("".join(json.dumps({key: "nurikabe", "puzzle": grid}) + "\n"
                                  for key in ("kidn", "knid", "kind")))
    run_batch([str(collection)], str(tmp_path / "r.jsonl"), jobs=1)
    lines = _lines(tmp_path / "r.jsonl")
    assert [r["error"] for r in lines[:2]] == [
        f"c.jsonl: line {n}: the record's field {key!r} is not one gridsat reads (did you mean 'kind'?)"
        for n, key in ((1, "kidn"), (2, "knid"))]
    assert lines[2]["kind"] == "nurikabe" and lines[2]["status"] == "infeasible"  # (2 + 1 white cells: a pool)

