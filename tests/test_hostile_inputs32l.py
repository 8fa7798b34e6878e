"""The lead's fixes of the thirty-second session: items earlier notes left."""

import pytest

from gridsat.core.pieces import load_pieces


def test_hexominoes_are_a_piece_set_for_packing(run_cli):
    # the design search knew the 35 free hexominoes; `pack -p hexominoes` said "unknown piece set"
    pieces = load_pieces("hexominoes")
    assert (len(pieces.pieces), pieces.area) == (35, 210)
    code, out, err = run_cli("pack", "-b", "14x15", "-p", "hexominoes")
    assert (code, err) == (1, "")
    assert out.startswith("no tiling: on a chessboard colouring the free cells are 105 dark and 105 light squares, "
                          "and no way of laying the pieces covers that: H04 covers 4 of one colour and 2 of the other")


# (from test_hostile_inputs5.py, kept under 400 lines)
@pytest.mark.parametrize("args", [
    ["pack", "-b", "20x20", "--holes"], ["pack", "-b", "20x20", "--holes", "--count", "--limit", "5"],
    ["calendar", "2026-10-06"],
])
def test_the_exact_cover_engine_is_held_to_the_memory_limit(run_cli, args):
    # each built its exact cover and answered under a limit of 10 KB: the estimate was made for CP-SAT models
    # and listings only
    code, out, err = run_cli(*args, "--memory-limit", "0.00001")
    assert (code, out) == (2, "") and err.startswith("gridsat: error: board ") and \
        err.endswith("of memory; the limit is 10.485 KB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
