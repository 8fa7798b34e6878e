"""Hostile input, what the fourth pass left (issue 20): memory amounts in a
sensible unit, ``batch --engine`` judged before the run, wrong-typed JSON
fields, ``calendar --place`` in rNcM, text that is not a board, and
Yin-Yang given JSON."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridsat.core.options import amount_of_memory

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
YY = str(EXAMPLES / "yinyang-10x10.txt")
LIMIT = "(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)"


@pytest.mark.parametrize("size, plain, three", [
    (2 * 1024**3, "2.0 GB", "2 GB"), (0.5 * 1024**3, "0.5 GB", "0.5 GB"), (13411 * 1024**3, "13411.0 GB", "13411 GB"),
    (int(0.1 * 1024**3), "0.1 GB", "0.1 GB"), (90_000_000, "85.8 MB", "85.831 MB"), (41_000, "40.0 KB", "40.039 KB"),
    (300, "0.3 KB", "0.293 KB"), (3, "3 bytes", "3 bytes"), (1, "1 byte", "1 byte"),
])
def test_memory_amounts_in_a_unit_that_shows_them(size, plain, three):
    assert (amount_of_memory(size), amount_of_memory(size, decimals=3)) == (plain, three)


def test_a_tiny_memory_limit_says_how_much_is_needed(run_cli):
    # it said "needs about 0.0 GB of memory; the limit is 9.31323e-10 GB"
    assert run_cli("yinyang", YY, "--memory-limit", "1e-9") == (
        2, "", "gridsat: error: searching a 10x10 Yin-Yang board needs about 13.3 KB of memory; the limit is 1 byte "
        f"{LIMIT}\n")
    assert run_cli("lightup", "https://puzz.link/p?akari/6/6/nekcakbl", "--memory-limit", "0.00001") == (
        2, "", f"gridsat: error: a model of a 6x6 Light Up needs about 70.3 KB of memory; the limit is 10.485 KB {LIMIT}\n")
