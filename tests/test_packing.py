"""Polyomino packing: solving, the independent checker, the CLI and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat import pack
from gridsat.core.errors import PuzzleInputError, SolutionCheckError
from gridsat.core.placements import Placement
from gridsat.core.polyomino import normalise
from gridsat.core.status import Status
from gridsat.puzzles.pack import PackResult, check_tiling, make_puzzle

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
BOXES = ["6x10", "5x12", "4x15", "3x20", "8x8-centre"]


@pytest.mark.parametrize("box", BOXES)
def test_tutorial_boxes_solve_and_check(box):
    r = pack(box)
    assert r.status is Status.SOLVED
    assert len(r.placements) == 12
    assert check_tiling(r.problem, r.placements) == []
    covered = [c for pl in r.placements for c in pl.cells]
    assert sorted(covered) == r.problem.board.sorted_cells()


def test_example_mask_file_is_the_builtin_centre_board():
    assert make_puzzle(EXAMPLES / "8x8-centre.txt").board.cells == make_puzzle("8x8-centre").board.cells


def test_3x20_has_exactly_8_raw_tilings():
    # Published: the 3x20 box has 2 pentomino tilings up to symmetry, 8 counting
    # the 4 symmetries of the rectangle.
    found = make_puzzle("3x20").solutions(20)
    assert found.complete and len(found.solutions) == 8
    assert found.violations() == []
    tilings = {frozenset((pl.piece, pl.cells) for pl in t) for t in found.solutions}
    assert len(tilings) == 8


def _solved(box="6x10", one_sided=False):
    return pack(box, one_sided=one_sided)


def test_checker_rejects_an_overlap():
    r = _solved()
    pls = list(r.placements)
    a = pls[0]
    # move one square of the first piece onto a cell of the second piece
    b_cell = pls[1].cells[0]
    bad = Placement(a.piece, a.orientation, tuple(sorted(a.cells[:-1] + (b_cell,))))
    pls[0] = bad
    problems = check_tiling(r.problem, pls)
    assert any(f"cell r{b_cell[0] + 1}c{b_cell[1] + 1} is covered by both" in p for p in problems)


def test_checker_rejects_a_missing_cell():
    r = _solved()
    pls = r.placements[1:]
    problems = check_tiling(r.problem, pls)
    assert f"piece {r.placements[0].piece} is used 0 times, expected 1" in problems
    assert any(p.startswith("5 cells are not covered") for p in problems)
    with pytest.raises(SolutionCheckError):
        PackResult(Status.SOLVED, 0.0, problem=r.problem, placements=pls).check()


def test_checker_rejects_a_mirror_image_without_flips():
    r = _solved(one_sided=True)
    assert r.violations() == []
    # Replace the F pentomino by its mirror image, in place of its bounding box.
    f = next(pl for pl in r.placements if pl.piece == "F")
    c0, c1 = min(c[1] for c in f.cells), max(c[1] for c in f.cells)
    mirrored = tuple(sorted((rr, c0 + c1 - cc) for rr, cc in f.cells))
    assert normalise(mirrored) != normalise(f.cells)
    pls = [pl if pl is not f else Placement("F", 0, mirrored) for pl in r.placements]
    problems = check_tiling(r.problem, pls)
    assert any(p.startswith("piece F at ") and p.endswith("is not a rotation (reflections are not allowed) of F")
               for p in problems)
    # ... while with flips allowed the same shape is legal
    flip_puzzle = make_puzzle("6x10", one_sided=False)
    assert not any("is not an orientation" in p for p in check_tiling(flip_puzzle, pls))


def test_no_flip_solution_uses_rotations_only():
    r = pack("6x10", one_sided=True)
    for pl in r.placements:
        piece = r.problem.pieces[pl.piece]
        assert normalise(pl.cells) in set(piece.orientations(flip=False))


def test_multiplicity_and_holes():
    # Two O-tetrominoes and an I in a 3x4 box minus nothing: 2*4 + 4 = 12 cells.
    pieces = Path(__file__).parent / "data" / "pack_pieces_o2_i.txt"
    r = pack("3x4", str(pieces))
    assert r.status is Status.SOLVED and [pl.piece for pl in r.placements].count("O") == 2
    r = pack("3x5", str(pieces), holes=True)
    assert r.status is Status.SOLVED
    assert len(r.problem.board.cells - {c for pl in r.placements for c in pl.cells}) == 3
    with pytest.raises(PuzzleInputError, match=r"^board 3x5 has 15 cells to cover but the pieces cover 12; the areas must be equal \(or allow holes: holes=True\); the pieces' area \(12 cells\) is that of a board such as 3x4$"):
        pack("3x5", str(pieces))


def test_infeasible_is_proven():
    # 4 squares in a 2x2 box cannot take the I tetromino.
    pieces = Path(__file__).parent / "data" / "pack_pieces_i.txt"
    r = pack("2x2", str(pieces))
    assert r.status is Status.INFEASIBLE and r.placements == []


# -- CLI ----------------------------------------------------------------------
def test_cli_default_and_json(run_cli):
    code, out, err = run_cli("pack")
    assert code == 0
    lines = out.splitlines()
    assert lines[-1].startswith("solved in ")
    assert len(lines) == 7 and all(len(line.split()) == 10 for line in lines[:6])
    code, out, _ = run_cli("pack", "--board", "4x15", "--json")
    data = json.loads(out)
    assert code == 0 and data["kind"] == "pack" and data["status"] == "solved"
    assert isinstance(data["seconds"], float)
    assert sorted(p["piece"] for p in data["placements"]) == list("FILNPTUVWXYZ")
    assert sorted(tuple(c) for p in data["placements"] for c in p["cells"]) == [
        (r, c) for r in range(4) for c in range(15)]


def test_cli_pictures(run_cli, tmp_path):
    png, svg = tmp_path / "t.png", tmp_path / "t.svg"
    code, out, _ = run_cli("pack", "--board", "3x20", "--png", str(png), "--svg", str(svg))
    assert code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert svg.read_text().lstrip().startswith("<?xml") and "<svg" in svg.read_text()


def test_repr_svg_for_notebooks():
    svg = pack("3x20")._repr_svg_()
    assert "<svg" in svg


@pytest.mark.parametrize("args, message", [
    (["--board", "5x5"], "board 5x5 has 25 cells to cover but the pieces cover 60; the pieces do not fit"
                      "; the pieces' area (60 cells) is that of a board such as 6x10"),
    (["--board", "7x10"], "board 7x10 has 70 cells to cover but the pieces cover 60; the areas must be equal (or allow holes: --holes)"
                       "; the pieces' area (60 cells) is that of a board such as 6x10"),
    (["--board", "0x5"], "board 0x5 has 0 rows; need at least 1"),
    (["--board", "{data}/ragged_mask.txt"], "ragged_mask.txt: ragged mask: line 3 has 9 columns, line 1 has 10 (pad with '.' for no cell)"),
    (["--board", "{data}/empty_mask.txt"], "empty_mask.txt: empty board mask"),
    (["--board", "{data}/bad_symbol_mask.txt"], "bad_symbol_mask.txt: unknown symbol 'o' at line 2, column 4 (use '#' or '1' for a cell, '.' or '0' for no cell)"),
    (["--pieces", "{data}/disconnected_piece.txt"], "disconnected_piece.txt: line 2: piece Q is not edge-connected"),
    (["--board", "nosuchboard"], "unknown board 'nosuchboard': give RxC (e.g. 6x10), a mask file, or one of: 8x8-centre"),
    (["--pieces", "heptominoes"], "unknown piece set 'heptominoes': give a piece file or one of: pentominoes, tetrominoes, hexominoes (NAME*K for K copies of each piece)"),
    (["--params", "num_wrkers:2"], "bad CP-SAT parameters 'num_wrkers:2': 1:1 : Message type \"operations_research.sat.SatParameters\" has no field named \"num_wrkers\". (did you mean 'num_workers'?)"),
    (["--png", "/no/such/folder/x.png"], "--png: folder '/no/such/folder' does not exist (for '/no/such/folder/x.png')"),
    (["--png", "picture.jpg"], "--png file must end in .png, got 'picture.jpg'"),
])
def test_cli_bad_input_one_line_exit_2(run_cli, args, message):
    data = str(Path(__file__).parent / "data")
    code, out, err = run_cli("pack", *[a.format(data=data) for a in args])
    assert code == 2
    assert err == f"gridsat: error: {message}\n"
    assert out == ""


def test_cli_help_on_every_subcommand(run_cli):
    from gridsat.cli import build_app

    code, out, _ = run_cli("--help")
    assert code == 0
    app = build_app()
    names = [c.name for c in app.registered_commands] + [f"generate {c.name}" for g in app.registered_groups
                                                         for c in g.typer_instance.registered_commands]
    assert {"solve", "pack", "calendar", "yinyang", "dominofit", "batch", "generate yinyang"} <= set(names)
    for name in names:
        code, out, _ = run_cli(*name.split(), "--help")
        assert code == 0 and "Usage: gridsat " + name in " ".join(out.split())
        assert not any(bad in out for bad in ("<str>", "<int", "<float", "<list", "<path", "<bool")), (name, out)


def test_touching_pieces_never_share_a_colour():
    from gridsat.render.ascii import TERMINAL_PALETTE, region_colour_indices

    # 30 dominoes in a 2x30 strip: more regions than either palette has colours
    regions = {(r, c): f"d{c // 2}" for r in range(2) for c in range(30)}
    regions.update({(r, c): f"v{c}" for r in range(2) for c in range(30, 60)})  # 30 vertical ones
    for size in (len(TERMINAL_PALETTE), 20, 5):
        idx = region_colour_indices(regions, size)
        assert all(v < size for v in idx.values())
        for (r, c), rid in regions.items():
            for other in (regions.get((r + 1, c)), regions.get((r, c + 1))):
                assert other is None or other == rid or idx[other] != idx[rid]
