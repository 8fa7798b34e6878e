"""Hostile pass 89, part c: limits on every path, every kind."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.pack import make_puzzle

DISTINCT_TOO_BIG = ("--distinct needs the exact-cover engine, which holds boards whose bounding box has at most 1024 "
                    "cells; this one has 1,600 (leave out --distinct)")


@pytest.mark.parametrize("engine", [[], ["--engine", "exact"], ["--engine", "cpsat"]])
def test_distinct_on_a_board_the_exact_engine_cannot_hold(tmp_path, run_cli, engine):
    """``pack -b 40x40 --count --distinct`` (2x2 squares) was told "--distinct needs the exact-cover engine
    (--engine exact or auto)" -- auto was what it ran -- and with ``--engine exact`` "the exact-cover engine
    holds boards ... at most 1024 cells ... (use --engine cpsat)", which --distinct refuses: advice in a circle."""
    pieces = tmp_path / "squares.txt"
    pieces.write_text("X*400: ##/##\n")
    code, out, err = run_cli("pack", "-b", "40x40", "-p", str(pieces), "--count", "--distinct", *engine)
    assert code == 2 and out == ""
    assert err == f"gridsat: error: {DISTINCT_TOO_BIG}\n"


def test_distinct_on_a_large_board_from_python(tmp_path):
    """Python's word: ``distinct``, the same refusal."""
    pieces = tmp_path / "squares.txt"
    pieces.write_text("X*400: ##/##\n")
    puzzle = make_puzzle("40x40", str(pieces))
    with pytest.raises(PuzzleInputError) as caught:
        puzzle.count(distinct=True)
    assert caught.value.problem == DISTINCT_TOO_BIG.replace("--distinct", "distinct")


@pytest.mark.parametrize("extra, line", [
    (["--engine", "search", "--objective", "edge"],
     "the search engine finds tilings; --objective needs --engine cpsat or scip"),
    (["--engine", "cycles", "--forced"], "the cycles engine finds tilings; --forced needs --engine cpsat"),
])
def test_dominofit_engine_refusal_names_what_was_asked(run_cli, extra, line):
    """``dominofit --engine search --objective edge`` was told "--objective and --forced need --engine cpsat":
    --forced was never asked, and an objective runs on SCIP as well (``--engine scip --objective edge`` solves)."""
    from pathlib import Path

    board = Path(__file__).parent.parent / "examples" / "dominofit-8x8.json"
    code, out, err = run_cli("dominofit", str(board), *extra)
    assert (code, out, err) == (2, "", f"gridsat: error: {line}\n")
