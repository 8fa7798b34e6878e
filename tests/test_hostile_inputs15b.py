"""The fifteenth hostile pass over the limits: -t, --memory-limit, Ctrl-C and SIGTERM on every command and mode,
measured as whole processes (each test a fault found, kept)."""

from __future__ import annotations

import json
from pathlib import Path
import re
import subprocess
import sys

import pytest

from conftest import gridsat_child, stop_when_working


def _empty_board(path, kind: str, size: int = 10) -> str:
    """An empty ``size`` x ``size`` board of ``kind`` (Heyawake: four rooms), whose answers are past counting."""
    board = {"kind": kind, "rows": size, "cols": size, "clues": [[None] * size for _ in range(size)]}
    if kind == "heyawake":
        board["regions"] = [[(r * 2 // size) * 2 + c * 2 // size for c in range(size)] for r in range(size)]
    path.write_text(json.dumps(board))
    return str(path)


@pytest.mark.parametrize("kind", [pytest.param("heyawake", marks=pytest.mark.slow),  # 1.6-5 s each: test_interrupt
                                  pytest.param("lightup", marks=pytest.mark.slow)])  # stops CP-SAT's and the search's counts
@pytest.mark.parametrize("task", [["--count"], pytest.param(["-n", "100000"], marks=pytest.mark.slow)])
def test_ctrl_c_in_a_counting_search_prints_what_it_found_so_far(tmp_path, kind, task):
    """``solve --count`` on a Heyawake or Light Up board (the compiled counting search) ended on Ctrl-C with
    "gridsat: interrupted (Ctrl-C)" alone, where --help promises the count so far, marked incomplete (Yin-Yang,
    Sudoku and a time limit gave it): the search's KeyboardInterrupt carried its partial result, unread."""
    proc = gridsat_child("solve", _empty_board(tmp_path / f"{kind}.json", kind), *task)
    out, err = stop_when_working(proc, 1.5)
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    if task == ["--count"]:
        found = re.search(r"^([\d,]+) solutions \(incomplete: Ctrl-C stopped the count\)$", out, re.M)
    else:
        found = re.search(r"^([\d,]+) solutions listed \(there may be more\)$", out, re.M)
    assert found and int(found[1].replace(",", "")) > 0, (out, err)
    assert re.search(r"^interrupted \(Ctrl-C\) after [\d.]+ s$", out, re.M), out


@pytest.mark.parametrize("mode", [["--layout", "labels"], pytest.param(
    ["--design", "dragonfjord", "--pieces", "pentominoes+hexominoes", "--choose", "8"], marks=pytest.mark.slow)])
def test_a_calendar_layout_or_design_search_stops_past_the_memory_limit(mode):
    """``calendar --layout`` and ``--design`` ran their censuses unwatched: under ``--memory-limit 0.01`` (10 MB)
    they ran out their time limit holding 20 MB and more beyond the start, where ``--census`` stops at once. The
    command line never took the run's memory base (``SolverOptions.started``) for a mode, and ``--design`` ran
    outside ``watched``.  (A process of its own: the memory measured is the run's alone.)"""
    done = subprocess.run([sys.executable, "-m", "gridsat", "calendar", *mode, "--memory-limit", "0.01", "-t", "60"],
                          capture_output=True, text=True, timeout=600)
    code, out, err = done.returncode, done.stdout, done.stderr
    assert code == 2, (out, err)
    assert re.fullmatch(r"gridsat: error: the search grew past the memory limit \(10\.24 MB\) and was stopped: it "
                        r"held [\d.]+ MB \(raise the limit with --memory-limit GB or GRIDSAT_MEMORY_LIMIT\)\n", err)


def test_steps_cut_short_name_no_grade_as_the_grade_command_names_none(run_cli, monkeypatch):
    """``hint --steps`` cut by the time limit or Ctrl-C printed "stopped in 254 steps (9 trials, 0 guesses); grade:
    expert" -- a grade of the steps so far, which the steps still to come may raise to guess, where ``grade`` on the
    same cut says "no grade: ... before the last step" and the JSON holds none."""
    from dataclasses import replace

    from gridsat.cli import hint

    real = hint.deduce

    def cut(*args, **kwargs):  # the first 20 of the 61 steps, as a time limit leaves them
        found, parsed, out = real(*args, **kwargs)
        undecided = [[0] * len(row) for row in out.grid]  # (the cells those steps decide stay undecided here)
        return found, parsed, replace(out, steps=out.steps[:20], grid=undecided, complete=False)

    monkeypatch.setattr(hint, "deduce", cut)
    puzzle = str(Path(__file__).parent / "data" / "yinyang" / "janko_017_12x12.txt")
    code, out, err = run_cli("hint", "--steps", puzzle)
    assert code == 1, err
    lines = out.splitlines()
    assert lines[19].startswith("step 20 (rule: ")
    assert lines[20] == "stopped in 20 steps (0 trials, 0 guesses); no grade before the last step"
    assert lines[21] == "the time limit ran out: these are the steps so far (give more time with -t)"
    assert "grade:" not in out
