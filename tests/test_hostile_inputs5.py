"""Hostile input, ninth pass (issue 20): the command line and files -- what
an output path, a results file or an option left aside by a mode did wrong.
Each case is the exact line (or file) a user gets now."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

DATA = Path(__file__).parent / "data"
JANKO = DATA / "yinyang" / "janko_001_6x6.txt"


def _files(folder: Path) -> list:
    return [json.loads(line)["file"] for line in (folder / "results.jsonl").read_text().splitlines()]


def test_batch_over_a_folder_never_reads_its_own_results_file(run_cli, tmp_path):
    # The results file inside the searched folder was read back as a collection on the next run: 8 bad_input
    # lines for its own records, and more every run after.
    folder = tmp_path / "puzzles"
    folder.mkdir()
    for name in ("pack_small.json", "yinyang_6x6.txt", "pack_infeasible.json"):
        shutil.copy(DATA / "batch" / name, folder)
    out = folder / "results.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "-j", "1")[0] == 0
    first = out.read_bytes()
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "-j", "1") == (0, "", "")
    assert out.read_bytes() == first and len(_files(folder)) == 3
    code, text, _ = run_cli("batch", str(folder), "-o", str(out), "-j", "1")
    assert code == 0 and f"not read: 1 path(s): {out} (the results file, --out)" in text


def test_batch_refuses_its_results_file_named_as_a_puzzle(run_cli, tmp_path):
    out = tmp_path / "results.jsonl"
    assert run_cli("batch", str(JANKO), "-o", str(out), "-q")[0] == 0
    kept = out.read_bytes()
    assert run_cli("batch", str(JANKO), str(out), "-o", str(out), "-q") == (
        2, "", f"gridsat: error: {str(out)!r} is the results file (--out): it cannot be read as puzzles too\n")
    assert out.read_bytes() == kept
