"""The seventy-second hostile pass, part a (the command line): each fault found, kept as a test."""

from __future__ import annotations

import pytest

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


def test_a_tiny_memory_limit_names_the_puzzles_own_model_not_a_built_in_piece(run_cli, tmp_path):
    """``gridsat hint HITORI-URL --memory-limit 1e-6`` said "piece I (4 squares) needs about 1.2 KB of memory":
    LITS' built-in tetrominoes, parsed as the kinds loaded while the puzzle was read, were held to the user's
    reading limit, and the message named a piece no Hitori has."""
    # (1e-5 GB: reading the URL, about 3.9 KB, fits; a tighter limit refuses the reading first)
    code, out, err = run_cli("hint", HITORI, "--memory-limit", "1e-5")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: a model of a 4x4 Hitori needs about 62.5 KB of memory; the limit is 10.485 KB "
                   "(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


@pytest.mark.parametrize("args", [["10-06"], ["10-06", "-e", "dragonfjord"]])
def test_a_tiny_memory_limit_does_not_blame_the_built_in_editions_file(run_cli, args):
    """``gridsat calendar 10-06 --memory-limit 1e-6`` said "editions.txt: line 40: piece O6 (6 squares) needs
    about 1.9 KB of memory": gridsat's own editions file, which the user never gave, was held to the reading
    limit; the limit is now told against the puzzle's own model."""
    code, out, err = run_cli("calendar", *args, "--memory-limit", "1e-6")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: board 7x7 with 8 pieces (up to 1,196 placements) needs about 1.7 MB of memory; "
                   "the limit is 1.048 KB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


SUDOKU = "https://puzz.link/p?sudoku/4/4/g1k23k3g"


@pytest.mark.parametrize("args, kept", [([], "1 answer"), (["-u"], "2 answers"), (["-n", "3"], "3 answers")])
def test_a_sudoku_refused_for_memory_counts_the_answers_asked_for(run_cli, args, kept):
    """``gridsat sudoku URL --memory-limit 1e-4`` (one answer asked for) said 'an exact cover of a 4x4 Sudoku
    keeping 2 answers', while ``gridsat cover`` said 'keeping 1 cover' for the same request."""
    code, out, err = run_cli("sudoku", SUDOKU, "--memory-limit", "1e-4", *args)
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: an exact cover of a 4x4 Sudoku keeping {kept} needs about 6.0 MB of memory; "
                   "the limit is 0.102 MB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
