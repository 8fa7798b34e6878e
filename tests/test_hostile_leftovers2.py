"""Issue 20's last leftovers (noticed in the hostile passes, left then):
each case is the exact line (or status) a user gets now."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parents[1] / "examples"


def test_a_limit_already_past_when_the_search_would_start_gives_unknown(run_cli):
    # The compiled Domino Fit search finished the 8x8 inside its first clock check: "solved" in 3 ms of a
    # 1e-9 s limit. The runner now checks the clock between building and searching, for every kind.
    code, out, err = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "-t", "1e-9", "--json")
    assert (code, err, json.loads(out)["status"]) == (1, "", "unknown")
    code, out, err = run_cli("sudoku", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "-t", "1e-9", "--json")
    assert (code, err, json.loads(out)["status"]) == (1, "", "unknown")


def test_generate_count_past_the_last_seed_names_the_count(run_cli):
    assert run_cli("generate", "yinyang", "--count", str(10**20)) == (
        2, "", "gridsat: error: --count 100000000000000000000 from --seed 1 needs seeds up to 100000000000000000000; "
               "the last is 2147483647 (--count at most 2147483647)\n")  # "--seed ... got 1" before
    assert run_cli("generate", "yinyang", "--seed", "2147483647", "--count", "2") == (
        2, "", "gridsat: error: --count 2 from --seed 2147483647 needs seeds up to 2147483648; the last is 2147483647 "
               "(--count at most 1)\n")
    assert run_cli("generate", "yinyang", "--seed", "-1") == (
        2, "", "gridsat: error: --seed must be a whole number from 0 to 2147483647, got -1\n")


def test_dominofit_json_refuses_a_misspelt_field(run_cli, tmp_path):
    puzzle = {"rows": 2, "cols": 2, "blocked": [], "row_targets": [2, 2], "col_targets": [2, 2], "rule": "cell",
              "given": [["H", 0, 0]]}  # "givens" misspelt: the given domino was silently dropped
    (tmp_path / "df.json").write_text(json.dumps(puzzle))
    assert run_cli("dominofit", str(tmp_path / "df.json")) == (
        2, "", "gridsat: error: df.json: unknown field 'given' (did you mean 'givens'?) (fields: blocked, "
               "col_relations, col_targets, cols, "
               "costs, generator, givens, kind, name, row_relations, row_targets, rows, rule, solution, source, "
               "source_id, targets, unique)\n")
    del puzzle["given"]
    puzzle.update(source="made by hand", solution=[["H", 0, 0], ["H", 1, 0]], unique=True)  # a record's fields
    (tmp_path / "df.json").write_text(json.dumps(puzzle))
    assert run_cli("dominofit", str(tmp_path / "df.json"), "--count")[0] == 0


def test_batch_on_a_dask_port_nothing_listens_at_fails_at_once(run_cli, tmp_path):
    pytest.importorskip("distributed")
    import socket

    with socket.create_server(("127.0.0.1", 0)) as server:  # a port that was free a moment ago
        port = server.getsockname()[1]
    (tmp_path / "p.url").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n")
    code, out, err = run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q", "--dask",
                             f"tcp://127.0.0.1:{port}")
    # Dask retried for its 10 s connect timeout before saying it timed out
    assert (code, out, err) == (2, "", f"gridsat: error: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: "
                                       "nothing listens there (Connection refused)\n")
