"""Hostile pass 63, part c: the Python API and designers."""

from __future__ import annotations

import pytest

import gridsat


def _lightup(rows: int, cols: int):
    return gridsat.kinds.get("lightup").parse("\n".join([" ".join(["."] * cols)] * rows))


@pytest.mark.parametrize("answer, grid", [
    ("* x x x\nx * x x\nx x * x\nx x x *", [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
    ("x * x x\n* x x x\nx x * x\nx x x *", [[0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
    ("# x x x\n. * . .\n. . * .\n. . . *", [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]),
])
def test_an_answer_row_of_a_symbol_then_xs_is_a_row_not_the_key(answer, grid):
    """A Light Up answer row `* x x x` (a bulb, then three cells without one) was taken for the key gridsat prints
    under a drawn answer (`◉ bulb, · no bulb`: any glyph, then lowercase words) and left out: `read_answer` gave 3
    rows, and a record's solution in those symbols (`batch --check-answer`, a record's `solution`) was refused as
    "the recorded solution is 3x4; the puzzle is 4x4"."""
    puzzle = _lightup(4, 4)
    assert type(puzzle).read_answer(answer) == grid
    result = puzzle.solve()
    kind = gridsat.kinds.get("lightup")
    assert kind.recorded_answer(result, answer) == grid


def test_the_key_under_a_drawn_answer_is_still_left_out():
    """The key line is left out of a drawn answer as before, whatever glyphs it names."""
    from gridsat.core.grid_text import without_status_line
    from gridsat.puzzles.grid.result import _GLYPHS

    result = _lightup(4, 4).solve()
    drawn = result.text(result.grid).plain
    kind = gridsat.kinds.get("lightup")
    assert kind.recorded_answer(result, drawn + "\n◉ bulb, · no bulb\n") == [list(r) for r in result.grid]
    for glyph, _ in _GLYPHS:
        assert without_status_line(f"row\n{glyph} shaded, · unshaded") == "row"


def test_cp_sat_joining_a_race_imports_it_within_the_time_left(tmp_path, monkeypatch):
    """CP-SAT joining a counting search (a race, or taking over from it) imported OR-Tools in the caller's thread,
    past the deadline: `count(options=SolverOptions(time_limit=1))` of a Heyawake 31x45 took 2.5 s from Python, and
    its `solve` 3.2 s (OR-Tools and pandas imported on a loaded machine).  The import now runs in a thread of its own,
    waited for only while the time lasts."""
    import sys
    import time

    from gridsat import SolverOptions
    from gridsat.engines import race

    (tmp_path / "h63c_slow_module.py").write_text("import time\ntime.sleep(3)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(race, "CP_MODEL", "h63c_slow_module")
    monkeypatch.delitem(sys.modules, "h63c_slow_module", raising=False)
    options = SolverOptions(time_limit=0.3).started()
    start = time.perf_counter()
    assert race.cp_sat_loaded(options) is False
    assert time.perf_counter() - start < 2.0
    monkeypatch.setattr(race, "CP_MODEL", "json")
    assert race.cp_sat_loaded(options) is True  # imported already: at once, whatever the time left


@pytest.mark.slow
def test_a_heyawake_solve_from_python_keeps_its_time_limit_while_or_tools_loads():
    """The whole run in a fresh process (OR-Tools not yet imported): the answer 'unknown' at about the limit."""
    import subprocess
    import sys

    code = ("import json, time, gridsat\n"
            "recs = {r['name']: r for r in json.load(open('tests/data/genres/heyawake.json'))}\n"
            "p = gridsat.kinds.get('heyawake').parse(recs['janko-heyawake-350_31x45']['url'])\n"
            "t = time.perf_counter()\n"
            "r = p.solve(options=gridsat.SolverOptions(time_limit=0.5))\n"
            "print(r.status.value, round(time.perf_counter() - t, 2))\n")
    from pathlib import Path

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=Path(__file__).resolve().parent.parent)
    status, seconds = out.stdout.split()
    assert status == "unknown" and float(seconds) < 1.5, out.stdout + out.stderr


def test_a_cp_sat_model_built_while_or_tools_loads_past_the_limit_is_unknown(tmp_path, monkeypatch):
    """`engine='cpsat'` (and Nurikabe's and Hitori's CP-SAT after their deductions) imported OR-Tools past the time
    limit too: the import is waited for while the time lasts, then the run is 'unknown' at its limit."""
    import sys
    import time

    from gridsat import SolverOptions
    from gridsat.engines import race

    (tmp_path / "h63c_slow_module2.py").write_text("import time\ntime.sleep(3)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(race, "CP_MODEL", "h63c_slow_module2")
    monkeypatch.delitem(sys.modules, "h63c_slow_module2", raising=False)
    start = time.perf_counter()
    result = _lightup(6, 6).count(engine="cpsat", options=SolverOptions(time_limit=0.3))
    assert result.status.value == "unknown" and time.perf_counter() - start < 2.0
