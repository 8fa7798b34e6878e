"""The twenty-fifth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _answer(tmp_path, example: str) -> list:
    """The answer ``gridsat batch`` records for an example puzzle file: its placements or dominoes."""
    from gridsat.batch import run_batch

    out = tmp_path / f"{example}.jsonl"
    run_batch([str(EXAMPLES / example)], out, jobs=1)
    answer = json.loads(out.read_text())["answer"]
    return answer.get("placements") or answer["dominoes"]


def _checked(tmp_path, records: list) -> list:
    """``gridsat batch c.jsonl --check-answer`` over ``records``: each line's (status, matches_record, error)."""
    from gridsat.batch import run_batch

    lines = tmp_path / "c.jsonl"
    lines.write_text("".join(json.dumps(r) + "\n" for r in records))
    out = tmp_path / "r.jsonl"
    run_batch([str(lines)], out, jobs=1, check_answer=True)
    rows = sorted((json.loads(t) for t in out.read_text().splitlines()), key=lambda r: r["line"])
    return [(r["status"], r.get("matches_record"), r.get("error", "").split(": ", 2)[-1]) for r in rows]


def test_a_recorded_tiling_listing_a_placement_twice_or_given_as_an_object_is_refused(tmp_path):
    """``gridsat batch c.jsonl --check-answer`` over a 3x20 packing record whose 'solution' was the answer with its
    first placement listed again said ``matches_record: true`` (the placements were compared as a set, which held
    it once), and a 'solution' of ``{}`` was read as no placement at all and counted as an answer that differs.
    Both are now bad input naming what is wrong."""
    puzzle = json.loads((EXAMPLES / "pack-3x20.json").read_text())
    tiling = _answer(tmp_path, "pack-3x20.json")
    first = tiling[0]
    where = " ".join(f"r{r + 1}c{c + 1}" for r, c in sorted(map(tuple, first["cells"])))
    assert _checked(tmp_path, [{"kind": "pack", "puzzle": puzzle, "solution": tiling},
                               {"kind": "pack", "puzzle": puzzle, "solution": tiling + [first]},
                               {"kind": "pack", "puzzle": puzzle, "solution": {}}]) == [
        ("solved", True, ""),
        ("bad_input", None, f"a recorded solution places piece {first['piece']} on {where} twice"),
        ("bad_input", None, 'a recorded solution must be a list of {"piece": ..., "cells": [[r, c], ...]}')]


def test_a_recorded_domino_fit_answer_listing_a_domino_twice_or_given_as_an_object_is_refused(tmp_path):
    """A Domino Fit record as ``generate dominofit --json`` writes it, with its first domino listed again in
    'solution', was said to match its answer under ``batch --check-answer`` (a set of dominoes), and a 'solution'
    of ``{}`` was read as no domino and counted as differing.  Both are now bad input."""
    record = json.loads((EXAMPLES / "dominofit-8x8.json").read_text())
    del record["solution"]
    dominoes = _answer(tmp_path, "dominofit-8x8.json")
    got = _checked(tmp_path, [{"kind": "dominofit", "puzzle": record, "solution": dominoes},
                              {"kind": "dominofit", "puzzle": record, "solution": dominoes + [dominoes[0]]},
                              {"kind": "dominofit", "puzzle": record, "solution": {}}])
    shape = 'a recorded Domino Fit solution must be a list of ["H"|"V", row, col] (row and col whole numbers)'
    assert got == [("solved", True, ""),
                   ("bad_input", None, f"a recorded Domino Fit solution lists the domino {dominoes[0]} twice"),
                   ("bad_input", None, f"{shape}, got {{}}")]


def test_a_setting_past_a_floats_range_is_told_its_bounds_not_that_it_is_no_number(api_client):
    """``POST /api/generate {"kind": "dominofit", "blocked": 1e400}`` answered "'blocked' must be a number, got
    1e400" (and 1 or 0.6 "must be from 0 to 0.5"): 1e400 is a number, read as a float's infinity.  A number past
    a float's range now gets its setting's bounds, quoted as written; what is no number is still called so."""
    def error(value: str) -> tuple:
        response = api_client.post("/api/generate", content='{"kind": "dominofit", "size": "6x6", "blocked": %s}'
                                   % value, headers={"Content-Type": "application/json"})
        return response.status_code, response.json()["error"]

    assert error("1e400") == (422, "'blocked' must be from 0 to 0.5, got 1e400")
    assert error("-1e400") == (422, "'blocked' must be from 0 to 0.5, got -1e400")
    assert error("0.6") == (422, "'blocked' must be from 0 to 0.5, got 0.6")
    assert error('"0.2"') == (422, "'blocked' must be a number, got \"0.2\"")
    assert error("true") == (422, "'blocked' must be a number, got true")


def test_serve_takes_no_more_solver_processes_than_batch_takes_workers(run_cli, monkeypatch):
    """``gridsat serve -w 64`` on a 2-core machine started 64 solver processes (each its own solver's memory, 62
    of them waiting for a core), where ``gridsat batch -j 64`` is refused "must be from 1 to 8 (4 per core on this
    machine)".  The server's workers are now held to the same bound, before anything is started."""
    import os

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert run_cli("serve", "--port", "0", "-w", "64") == (
        2, "", "gridsat: error: -w/--workers must be from 1 to 8 (4 per core on this machine), got 64\n")
    assert run_cli("serve", "--port", "0", "-w", "9")[2].endswith("got 9\n")
