"""Batch mends: a puzzle's recorded seconds leave out first-use imports; the
Dask path holds the time limit on reading; collection lines read per shape."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import gridsat.batch.work as work
from gridsat.batch import Item, Settings, solve_item
from gridsat.core.imports import ImportClock

DATA = Path(__file__).parent / "data" / "batch"
SLOW_IMPORT = 1.0  # seconds a module of the test's spends running when imported


def _slow_module(tmp_path: Path, monkeypatch, name: str) -> None:
    (tmp_path / f"{name}.py").write_text(f"import time\ntime.sleep({SLOW_IMPORT})\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, name, raising=False)


def test_import_clock_counts_its_own_threads_imports_once(tmp_path, monkeypatch):
    _slow_module(tmp_path, monkeypatch, "gridsat_test_slow_a")
    _slow_module(tmp_path, monkeypatch, "gridsat_test_slow_b")
    with ImportClock() as outer:
        with ImportClock() as inner:
            __import__("gridsat_test_slow_a")
        __import__("gridsat_test_slow_a")  # already imported: costs nothing
        other = threading.Thread(target=__import__, args=("gridsat_test_slow_b",))
        other.start()
        other.join()  # another thread's import is not this thread's
    assert SLOW_IMPORT <= inner.seconds < 2 * SLOW_IMPORT
    assert SLOW_IMPORT <= outer.seconds < 2 * SLOW_IMPORT
    assert "gridsat_test_slow_b" in sys.modules
    assert all(type(f).__name__ != "_Finder" for f in sys.meta_path)  # gone once no clock is open


def test_a_puzzles_seconds_leave_out_first_use_imports(tmp_path, monkeypatch):
    """The first puzzle of a fresh worker imported the kind's modules inside
    its timing (its seconds were the imports'); they are left out now."""
    _slow_module(tmp_path, monkeypatch, "gridsat_test_slow_kind")
    real = work._puzzle_of

    def importing(item, settings, record):
        __import__("gridsat_test_slow_kind")  # as a kind's modules load on first use
        return real(item, settings, record)

    monkeypatch.setattr(work, "_puzzle_of", importing)
    rec = solve_item(Item(str(DATA / "yinyang_6x6.txt")), Settings())
    assert rec["status"] == "solved" and rec["check"] == "passed"
    assert 0 < rec["seconds"] < SLOW_IMPORT
    rec = solve_item(Item(str(DATA / "malformed.txt")), Settings())
    assert rec["status"] == "bad_input" and 0 < rec["seconds"] < SLOW_IMPORT
    assert list(rec) == ["file", "kind", "status", "error", "seconds"]
