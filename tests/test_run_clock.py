"""The time limit ``-t`` is the whole run, from the process's start, and
every picture a command draws is drawn under it (issue 20's leftovers).

No wall-clock bound is asserted on the work itself: the processes below
wait (sleep) on purpose, longer than their limit, and the tests check what
the run says and exits with."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

EXAMPLE = str(Path(__file__).parent.parent / "examples" / "yinyang-10x10.txt")


def _late_gridsat(limit: str, wait: float = 1.5) -> subprocess.CompletedProcess:
    """``gridsat yinyang EXAMPLE -t LIMIT`` as a program whose start-up took
    ``wait`` seconds before gridsat was imported."""
    code = (f"import time; time.sleep({wait})\n"
            "import sys\n"
            "from gridsat.cli import main\n"
            f"sys.argv = ['gridsat', 'yinyang', {EXAMPLE!r}, '-t', {limit!r}]\n"
            "main()\n")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONUNBUFFERED": "1"})


def test_the_time_limit_counts_from_the_process_start():
    """1.5 s of start-up before gridsat is imported: with -t 1 the deadline
    has passed before the puzzle is read, so the answer is unknown (exit 1);
    the same run with -t 60 solves it (the clock, not the puzzle, decides)."""
    late = _late_gridsat("1")
    assert (late.returncode, late.stdout.split()[0], late.stderr) == (1, "unknown", "")
    ample = _late_gridsat("60")
    assert ample.returncode == 0 and "solved in" in ample.stdout


def test_the_process_start_is_read_from_the_system():
    """The process's start (Linux: /proc/self/stat) is before gridsat's
    import by at least the time the program waited before importing it."""
    code = ("import time; time.sleep(1.0)\n"
            "from gridsat.cli import IMPORTED, process_start\n"
            "print(IMPORTED - process_start())\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    waited = float(out.stdout)
    if sys.platform.startswith("linux"):
        assert waited >= 0.99  # one clock tick (10 ms) of rounding
    else:
        assert waited == 0.0  # elsewhere the clock starts at the first import


def test_main_called_in_a_program_starts_the_clock_when_called(run_cli):
    import gridsat.cli as cli

    before = time.perf_counter()
    code, out, _ = run_cli("--version")
    assert code == 0 and out.startswith("gridsat ")
    assert before <= cli.run_start() <= time.perf_counter()
    from gridsat.cli.common import solver_options

    deadline = solver_options(5).deadline
    assert deadline == pytest.approx(cli.run_start() + 5)


@pytest.fixture
def late_drawing(monkeypatch):
    """Every drawing given a deadline finds it already past (a drawing given
    none is drawn: a command that forgot its deadline writes its file)."""
    import gridsat.cli.common as common
    from gridsat.core import pictures as files

    real = files.clock_drawing

    def late(fig, deadline):
        real(fig, time.perf_counter() - 1 if deadline is not None else None)
    monkeypatch.setattr(files, "clock_drawing", late)
    monkeypatch.setattr(common, "_PICTURES_DROPPED", False)
    yield
    monkeypatch.setattr(common, "_PICTURES_DROPPED", False)


def test_the_census_picture_is_drawn_under_the_deadline(run_cli, tmp_path, late_drawing):
    png = tmp_path / "census.png"
    code, out, err = run_cli("calendar", "--census", "--png", str(png), "-t", "600")
    assert code == 1 and "dragonfjord: 366 dates" in out and "wrote" not in out
    assert err == f"gridsat: the time limit ran out while drawing; not written: {png} (give more time with -t)\n"
    assert list(tmp_path.iterdir()) == []


def test_a_generated_puzzle_s_picture_is_drawn_under_the_deadline(run_cli, tmp_path, late_drawing):
    png, svg = tmp_path / "g.png", tmp_path / "g.svg"
    code, out, err = run_cli("generate", "yinyang", "--size", "6x6", "--png", str(png), "--svg", str(svg), "-t", "60")
    assert code == 1  # the puzzle itself is printed (seed 1 of a 6x6 board)
    assert out == "0 0 0 0 1 0\n0 0 0 1 0 0\n2 0 1 0 0 0\n1 0 0 0 2 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
    lines = err.splitlines()
    assert lines[0] == (f"gridsat: the time limit ran out while drawing; not written: {png}, {svg} (give more "
                        "time with -t)")
    assert list(tmp_path.iterdir()) == []


def test_the_web_generator_and_modes_draw_under_the_deadline(late_drawing):
    from gridsat.web.generating import run_generate
    from gridsat.web.modes import ModePlan, run_mode
    from gridsat.web.requests import GeneratePlan

    out = run_generate(GeneratePlan("yinyang", 6, 6, 1, 60.0, svg=True))
    assert out["seed"] == 1 and "svg" not in out
    assert out["svg_unfinished"] == "the time limit ran out while drawing"
    report = run_mode(ModePlan("calendar", "census", None, {}, 600.0, 2 * 1024**3, svg=True))
    assert report["exit_code"] == 0 and "svg" not in report
    assert report["svg_unfinished"] == "the time limit of 600 s ran out before the picture was drawn"
