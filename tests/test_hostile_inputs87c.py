"""Pass 87, helper c: a packing and exact-cover practitioner's faults."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QUEENS = ROOT / "examples" / "queens-8.dlx"


@pytest.mark.parametrize("command", ["cover", "pack", "solve"])
def test_a_file_the_memory_limit_refuses_is_not_read_again_for_other_kinds(run_cli, monkeypatch, command):
    # was: the refusal went on to read the file again whole, without the limit, and ran every other kind's
    # detection on it (a 31 MB file under --memory-limit 0.1: 12 s and 0.2 GB held before the one line)
    from gridsat.core import reading
    from gridsat.puzzles import unreadable

    reads = []
    real = reading.read_puzzle_record
    monkeypatch.setattr(reading, "read_puzzle_record", lambda *a, **k: reads.append(reading._READ_LIMIT.get()) or real(*a, **k))
    monkeypatch.setattr(unreadable, "detect", lambda text: pytest.fail("other kinds' detection ran"))
    code, out, err = run_cli(command, str(QUEENS), "--memory-limit", "0.00000001")
    assert code == 2 and out == ""
    assert err == (f"gridsat: error: {QUEENS}: reading this puzzle file (1,182 bytes) needs about 23.1 KB of "
                   "memory; the limit is 10 bytes (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    assert reads and set(reads) == {10}  # every read under the limit given


def test_elsewhere_keeps_a_memory_refusal():
    from gridsat.core.memory import MemoryLimitError
    from gridsat.puzzles.kinds import get
    from gridsat.puzzles.unreadable import elsewhere

    exc = MemoryLimitError("reading this puzzle file needs more", "p.txt")
    assert elsewhere(exc, "https://puzz.link/p?nurikabe/2/2/1g", "p.txt", get("cover")) is exc
