"""The eleventh hostile pass over the commands that write or run long, as processes (issue 20):
interruptions, full disks, odd output paths, limits.  What it found, each kept as a test."""

from __future__ import annotations

import json
import resource
import signal
import subprocess
import sys

import pytest

from conftest import TEST_DATA


def _file_size_limit(size: int):
    """A child's ``preexec_fn``: files it writes may not grow past ``size`` bytes; a write past it fails
    (EFBIG, "File too large") as on a full disk, instead of killing the process (SIGXFSZ ignored)."""
    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))
    return limit


def _whole_lines(path) -> list:
    data = path.read_bytes()
    assert data.endswith(b"\n") or not data
    return [json.loads(line) for line in data.splitlines()]


@pytest.mark.parametrize("command, size, lines", [
    (["generate", "yinyang", "--size", "4x4", "--count", "6", "-o", "{out}"], 700, 6),
    # batch writes a task's lines at once (25 lines of about 460 bytes here)
    (["batch", str(TEST_DATA / "collection" / "yinyang-5x5.jsonl"), "-j", "1", "-q", "-o", "{out}"], 20000, 100),
])
def test_a_results_file_the_disk_cannot_hold_is_named_and_keeps_whole_lines(tmp_path, command, size, lines):
    # a full disk (or a file-size limit) mid-run said "cannot write the output: No space left on device",
    # naming no file (the results file, not stdout, was full), and left the line it was writing half
    out = tmp_path / "out.jsonl"
    args = [arg.replace("{out}", str(out)) for arg in command]
    run = subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True, timeout=120,
                         preexec_fn=_file_size_limit(size))
    assert (run.returncode, run.stderr) == (2, f"gridsat: error: {out}: cannot write results file: File too large; "
                                            "every line before it is kept: make room and run the same command "
                                            "again to go on\n")
    kept = _whole_lines(out)
    assert 0 < len(kept) and out.stat().st_size <= size
    rerun = subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    done = _whole_lines(out)
    assert done[:len(kept)] == kept and len(done) == lines
