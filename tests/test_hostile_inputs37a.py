"""Hostile pass 37, the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("kind", "name"), [("dominofit", "x.txt"), ("yinyang", "x.json")])
def test_generate_count_with_another_kinds_file_name_asks_for_a_collection(run_cli, tmp_path, kind, name):
    """``generate dominofit --count 3 -o x.txt`` said "name it x.json", and ``-o x.json`` was then refused with
    "--count 3 writes a collection: give --out FILE.jsonl": the first message led to a second refusal."""
    out = tmp_path / name
    assert run_cli("generate", kind, "--size", "3x3", "--count", "3", "-o", str(out)) == (
        2, "", f"gridsat: error: --count 3 writes a collection: give --out FILE.jsonl (got '{out}')\n")
    assert not out.exists()
