"""The lead's fixes of the thirty-second session: items earlier notes left."""

from gridsat.core.pieces import load_pieces


def test_hexominoes_are_a_piece_set_for_packing(run_cli):
    # the design search knew the 35 free hexominoes; `pack -p hexominoes` said "unknown piece set"
    pieces = load_pieces("hexominoes")
    assert (len(pieces.pieces), pieces.area) == (35, 210)
    code, out, err = run_cli("pack", "-b", "14x15", "-p", "hexominoes")
    assert (code, err) == (1, "")
    assert out.startswith("no tiling: on a chessboard colouring the free cells are 105 dark and 105 light squares, "
                          "and no way of laying the pieces covers that: H04 covers 4 of one colour and 2 of the other")
