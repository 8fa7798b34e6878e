"""Results files: a compressed name is refused before any work (the file
would be plain JSON lines under a name batch reads as gzip)."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize("suffix", [".gz", ".GZ", ".xz", ".bz2"])
def test_compressed_results_file_is_refused_before_any_work(run_cli, tmp_path, suffix):
    out = tmp_path / f"r.jsonl{suffix}"
    message = (f"gridsat: error: {out}: a results file is plain JSON lines, not {suffix} (it is read back to resume "
               "a run): name it .jsonl and compress it after\n")
    assert run_cli("batch", str(EXAMPLES / "yinyang-10x10.txt"), "--out", str(out)) == (2, "", message)
    assert run_cli("calendar", "--year", "2026", "--edition", "dragonfjord", "--count", "--out", str(out)) == (
        2, "", message)
    assert list(tmp_path.iterdir()) == []  # no file, no lock
