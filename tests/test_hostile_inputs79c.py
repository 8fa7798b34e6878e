"""The seventy-ninth hostile pass, part c (counts and listings against published numbers): each fault found,
kept as a test."""

from __future__ import annotations


def test_a_long_listing_counts_its_solutions_with_thousands_separators(run_cli, tmp_path):
    """``cover FILE -n 1024`` said "1024 solutions listed" beside "of 300,000 asked for" and "1,024 solutions
    (all counted)": a listing's number is written as every other count is."""
    path = tmp_path / "twice.dlx"
    items = [chr(ord("a") + i) for i in range(10)]
    path.write_text(" ".join(items) + "\n" + "".join(f"{x}\n{x}\n" for x in items))
    code, out, err = run_cli("cover", str(path), "-n", "1024")
    assert (code, err) == (0, "") and "\n1,024 solutions listed (no more exist)\n" in out


def test_a_board_offered_for_the_pieces_area_holds_every_piece(run_cli, tmp_path):
    """``pack -b 4x4 -p FILE`` (L, its mirror, S, T tetrominoes and an I tromino: 19 cells) was told "the pieces'
    area (19 cells) is that of a board such as 1x19", a board none of the tetrominoes fits: a board is offered only
    when every piece fits in it; 24 cells with an I heptomino offered 4x6, where it does not fit either."""
    pieces = tmp_path / "pieces.txt"
    pieces.write_text("L: ###/#..\nL2: ###/..#\nS: .##/##.\nI: ###\nT: ###/.#.\n")
    code, out, err = run_cli("pack", "-b", "4x4", "-p", str(pieces))
    assert (code, err) == (2, "gridsat: error: board 4x4 has 16 cells to cover but the pieces cover 19; the pieces "
                              "do not fit\n")
    pieces.write_text("I: #######\nO: ##/##\nT: ###/.#.\nS: .##/##.\nL: ###/#..\nD: #\n")
    code, out, err = run_cli("pack", "-b", "4x4", "-p", str(pieces))
    assert (code, err) == (2, "gridsat: error: board 4x4 has 16 cells to cover but the pieces cover 24; the pieces "
                              "do not fit; the pieces' area (24 cells) is that of a board such as 3x8\n")
