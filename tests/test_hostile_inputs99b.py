"""Hostile pass 99, part B: packing and exact cover, command line and web."""

import pytest

from gridsat.puzzles.pack.io import make_puzzle


@pytest.mark.parametrize("board, pieces, raw, distinct", [
    (["#####"] * 3, {"S": "##./.#./.##", "Z": ".##/.#./##.", "C": "##", "D": "##", "O": "#"}, 8, 2),
    (["####"] * 4, {"L": "#../###", "J": "..#/###", "C": "##", "D": "##", "O": "##/##"}, 64, 8)])
def test_one_sided_mirror_pair_beside_two_equal_pieces_counts_reflections(board, pieces, raw, distinct):
    """One-sided S and Z (each the other's mirror image) with two dominoes: a reflection maps every tiling onto
    one (S to Z, each domino to itself), but it was left out of the symmetries since a domino "could go to C or
    D", and --distinct counted 4 and 16 classes (a brute-force count of the orbits: 2 and 8)."""
    puzzle = make_puzzle(board, pieces, one_sided=True)
    assert puzzle.count().count == raw
    found = puzzle.count(distinct=True)
    assert (found.count, found.complete) == (distinct, True)
    listed = puzzle.solutions(20, distinct=True)
    assert (len(listed.solutions), listed.complete) == (distinct, True)
