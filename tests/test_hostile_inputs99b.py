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


def test_symmetries_of_a_distinct_count_are_mapped_under_the_deadline(monkeypatch):
    """`pack -b 30x30 --holes --count --distinct -t 5` ran to 13 s on a loaded machine: the rows' images under
    the board's 7 symmetries (49,696 rows, 2.9 s of CPU) were mapped without one call of the building's check."""
    from gridsat.engines import exact_cover
    from gridsat.engines.exact_cover import TilingEngine

    real, inside = exact_cover.symmetry_reduction, []

    def spied(*args):
        inside.append(True)
        found = real(*args)
        inside.append(False)
        return found

    class Stop(Exception):
        pass

    def check():
        if inside and inside[-1]:
            raise Stop

    monkeypatch.setattr(exact_cover, "symmetry_reduction", spied)
    cells = {(r, c) for r in range(4) for c in range(4)}
    dominoes = [[(r, c), (r, c + 1)] for r in range(4) for c in range(3)]
    dominoes += [[(c, r), (c + 1, r)] for r in range(4) for c in range(3)]
    with pytest.raises(Stop):
        TilingEngine(cells, {"D": dominoes}, {"D": 8}, distinct=True, check=check)
    assert inside == [True]  # stopped inside, not after it
