"""``gridsat cover`` end to end: colours, the error lines of bad files, and
listing limits (memory refused up front, the deadline held)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PENTOMINOES = ROOT / "tests" / "data" / "cover" / "pentominoes-6x10.dlx"


def test_knuths_toy_colour_problem_from_the_examples(run_cli):
    code, out, err = run_cli("cover", str(ROOT / "examples" / "xcc-toy.dlx"), "--json")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert data["cover"] == [1, 3] and data["colours"] == {"x": "A"} and data["complete"] is True
    code, out, _ = run_cli("cover", str(ROOT / "examples" / "xcc-toy.dlx"), "-u")
    assert code == 0 and out.startswith("1: p r x:A y\n3: q x:A\n")


@pytest.mark.parametrize("text, suffix, message", [
    ('{"options": [["a", "d:BLUE"], ["b", "d:BLUE"], ["a", "b"]]}', ".json",
     "JSON: option 0: item 'd' has a colour (d:BLUE), so it must be listed in \"secondary\""),
    ("a b\na b\n// and a comment\n", ".dlx",
     "line 3: unknown item '//' (not on the item line); comments start with '|' in this format"),
    ("p | x\np:A x\n", ".dlx", "line 2: primary item 'p' has a colour (p:A); only secondary items (after '|' on the "
                               "item line) take colours"),
])
def test_bad_files_get_one_line(run_cli, tmp_path, text, suffix, message):
    path = tmp_path / f"bad{suffix}"
    path.write_text(text)
    code, out, err = run_cli("cover", str(path))
    assert (code, out) == (2, "")
    assert err == f"gridsat: error: bad{suffix}: {message}\n"


def many_covers(tmp_path, items=30) -> Path:
    """2**items covers: every item has two options of its own."""
    path = tmp_path / "many.dlx"
    names = [f"a{i}" for i in range(items)]
    path.write_text(" ".join(names) + "\n" + "".join(f"{x}\n{x}\n" for x in names))
    return path


def test_listing_too_many_covers_is_refused_up_front(run_cli, tmp_path):
    code, out, err = run_cli("cover", str(many_covers(tmp_path)), "-n", "1000000", "-t", "3")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: an exact cover of 60 options, keeping 1,000,000 covers needs about 2.8 GB of "
                   "memory; the limit is 2 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_a_listing_stops_at_the_deadline_and_lists_what_it_checked(run_cli, tmp_path):
    start = time.perf_counter()
    code, out, err = run_cli("cover", str(many_covers(tmp_path)), "-n", "500000", "-t", "1", "--json")
    took = time.perf_counter() - start
    data = json.loads(out)
    assert code == 0 and data["status"] == "solved" and data["complete"] is False
    assert 1 <= len(data["solutions"]) < 500000
    assert len({tuple(c) for c in data["solutions"]}) == len(data["solutions"])
    assert took < 10  # the whole run was limited to 1 s; far below the minutes 500,000 covers would take


def test_the_pentomino_matrix_is_what_the_generator_writes_and_counts_as_pack():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from pentomino_dlx import dlx_text
    finally:
        sys.path.pop(0)
    assert PENTOMINOES.read_text() == dlx_text("6x10", "pentominoes")
    from gridsat.puzzles.cover import parse_cover
    from gridsat.engines.cover import CoverEngine

    problem = parse_cover(PENTOMINOES.read_text())
    assert len(problem.primary) == 72 and len(problem.options) == 2056
    assert CoverEngine(problem.options, problem.primary).count(limit=100) == (100, False)


@pytest.mark.slow
def test_the_pentomino_matrix_counts_every_tiling():
    # 2339 tilings up to symmetry (Haselgrove 1960) times the rectangle's 4 symmetries
    out = subprocess.run([sys.executable, "-m", "gridsat", "cover", str(PENTOMINOES), "--count", "--json"],
                         capture_output=True, text=True, check=False)
    assert json.loads(out.stdout)["count"] == 9356
