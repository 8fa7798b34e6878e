"""The fifteenth hostile pass over the limits: -t, --memory-limit, Ctrl-C and SIGTERM on every command and mode,
measured as whole processes (each test a fault found, kept)."""

from __future__ import annotations

import json
import re

import pytest

from conftest import gridsat_child, stop_when_working


def _empty_board(path, kind: str, size: int = 10) -> str:
    """An empty ``size`` x ``size`` board of ``kind`` (Heyawake: four rooms), whose answers are past counting."""
    board = {"kind": kind, "rows": size, "cols": size, "clues": [[None] * size for _ in range(size)]}
    if kind == "heyawake":
        board["regions"] = [[(r * 2 // size) * 2 + c * 2 // size for c in range(size)] for r in range(size)]
    path.write_text(json.dumps(board))
    return str(path)


@pytest.mark.parametrize("kind", ["heyawake", "lightup"])
@pytest.mark.parametrize("task", [["--count"], ["-n", "100000"]])
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
