"""Hostile pass 113, part d: limits and interruptions on the newest paths (batch, hints, generators, big boards)."""

from __future__ import annotations

import json

URL = "https://puzz.link/p?yinyang/5/5/016612300"


def test_batch_counts_a_solved_puzzle_whose_proof_minus_t_cut_among_those_a_longer_t_may_settle(run_cli, tmp_path):
    """A puzzle solved but its uniqueness left unproven by -t is done again by a resume, as an unknown one is, and
    the uniqueness line counted it unknown; but "time limit: N puzzles left unknown within -t" counted only the
    unknown statuses (5 of the 6 lines the resume did again, on a 45x30 Shimaguni collection)."""
    collection = tmp_path / "c.jsonl"
    collection.write_text(f"{URL}\n")
    out = tmp_path / "r.jsonl"
    code, _, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1", "-u")
    assert code == 0
    line = json.loads(out.read_text())
    line.update(complete=False, uniqueness="unknown")  # as -t leaves a proof cut short
    out.write_text(json.dumps(line) + "\n")
    code, printed, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1", "-u", "-t", "30",
                               "--keep-unknown")
    text = " ".join(printed.split())
    assert "uniqueness: 0 unique, 0 not unique, 1 unknown" in text, text
    assert "time limit: 1 puzzle solved, its uniqueness unproven, within -t; a longer -t may settle them: run " \
           "again with it and without --keep-unknown to do them" in text, text
