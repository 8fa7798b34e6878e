"""The sixty-seventh hostile pass, part C: the Python API without the compiled engines."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import gridsat
from gridsat.core import compiled
from test_no_compiler import HIDE

ROOT = Path(__file__).resolve().parent.parent
WHY = ("needs the compiled exact-cover tiling engine, which is not installed (no C compiler at install time, or "
       "GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one).")
COVER_WHY = WHY.replace("exact-cover tiling", "exact-cover (Algorithm X)")


@pytest.fixture
def no_engines(monkeypatch):
    """Every compiled engine reported missing (the modules stay loaded: the refusals are what is tested)."""
    monkeypatch.setattr(compiled, "present", lambda module: False)


def test_count_covers_without_its_engine_counts_on_cp_sat(no_engines, capsys, monkeypatch):
    """gridsat.count_covers (the README's example) met a raw ImportError of _cover in an install without a C
    compiler; then it was refused in one line (while `gridsat cover --count` counted on CP-SAT); now it counts on
    CP-SAT after the one notice (tests/test_hostile_inputs86d.py)."""
    monkeypatch.setattr(compiled, "_noticed", set())  # the notice comes once a process
    assert gridsat.count_covers([["a"], ["a"]]) == 2
    assert list(gridsat.covers([["a"]])) == [[0]]
    assert "the compiled exact-cover (Algorithm X) engine is not installed" in capsys.readouterr().err


def test_census_and_design_searches_without_the_tiling_engine_name_the_function(no_engines):
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.census import edition_census, run_census
    from gridsat.puzzles.calendar.design import search_designs
    from gridsat.puzzles.calendar.layout import edition_pair_table, search_layouts

    edition = load_edition("dragonfjord")
    for function, args in ((run_census, ("dragonfjord",)), (edition_census, (edition,)),
                           (search_designs, ("dragonfjord", "pentominoes+hexominoes", 8)),
                           (search_layouts, (edition,)), (edition_pair_table, (edition,))):
        with pytest.raises(gridsat.PuzzleInputError) as err:
            function(*args)
        assert str(err.value) == f"{function.__name__} {WHY}"


def test_distinct_without_the_tiling_engine_names_the_keyword_not_the_option(no_engines):
    """README: Python's messages name the keyword as Python spells it, never a command-line option; this one
    said '--distinct needs ...'."""
    puzzle = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    with pytest.raises(gridsat.PuzzleInputError) as err:
        puzzle.solutions(2, distinct=True)
    assert str(err.value) == f"distinct {WHY}"


def test_a_missing_engine_stand_in_refuses_its_first_use(no_engines):
    absent = compiled.loaded("gridsat.engines._no_such_engine", "CoverEngine")
    assert isinstance(absent, compiled.Absent)
    absent = compiled.Absent("gridsat.engines._cover", "CoverEngine")
    with pytest.raises(gridsat.PuzzleInputError) as err:
        getattr(absent, "Search")  # noqa: B009 - the attribute read is what is refused
    assert str(err.value) == f"CoverEngine {COVER_WHY}"
    with pytest.raises(AttributeError):  # copy, pickle and hasattr look for dunders: not a refusal
        getattr(absent, "__wrapped__")  # noqa: B009


HIDDEN = HIDE + """
import gridsat
import gridsat.puzzles.calendar.census, gridsat.puzzles.calendar.design, gridsat.puzzles.calendar.layout
import gridsat.engines.cover_threads
from gridsat.puzzles.dominofit.cycle_kernel import solve  # docs/dominofit_large.md's example
from gridsat.puzzles.dominofit.kernel import search  # docs/dominofit.md's
for call in (lambda: print(gridsat.count_covers([["a"]])), lambda: search(2, 4, bytes([1] * 8), []),
             lambda: solve(2, 4, bytes([1] * 8), [])):
    try:
        call()
    except gridsat.PuzzleInputError as e:
        print(e)
"""


def test_without_compiled_modules_the_documented_modules_import():
    """The modules holding run_census, search_designs, search_layouts, count_covers and the Domino Fit searches
    the docs call imported the missing compiled module at their top: ``import`` itself failed (ImportError)."""
    run = subprocess.run([sys.executable, "-c", HIDDEN], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        "1",  # counted on CP-SAT (it was refused: tests/test_hostile_inputs86d.py)
        f"gridsat.puzzles.dominofit.kernel.search {WHY.replace('exact-cover tiling', 'Domino Fit search')}",
        f"gridsat.puzzles.dominofit.cycle_kernel.solve {WHY.replace('exact-cover tiling', 'Domino Fit cycle search')}"]


@pytest.mark.parametrize("kw, message", [
    ({"limits": {"time_limit": 5}}, "create_app: limits must be gridsat.web.Limits(...) or None, got dict"),
    ({"allowed_hosts": "example.com"},
     "create_app: allowed_hosts must be a list of host names (strings) or None, got str 'example.com'"),
    ({"allowed_hosts": [5]}, "create_app: allowed_hosts must be a list of host names (strings) or None, got list [5]"),
])
def test_create_app_refuses_wrong_types_naming_them(kw, message):
    """A dict of limits met AttributeError ('dict' object has no attribute 'workers'); one host name as a string
    was taken as its letters (the real host refused, a Host of 'e' answered); [5] failed at the first request."""
    from gridsat.web import create_app

    with pytest.raises(TypeError) as err:
        create_app(**kw)
    assert str(err.value) == message
