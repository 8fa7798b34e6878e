"""Core: boards, polyominoes, placements, the CP-SAT session."""

from __future__ import annotations

import numpy as np
import pytest
from ortools.sat.python import cp_model

from gridsat.core.errors import PuzzleInputError
from gridsat.core.board import Board
from gridsat.core.placements import all_placements, piece_placements
from gridsat.core.pieces import parse_pieces
from gridsat.core.polyomino import PENTOMINO_SHAPES, Polyomino, pentominoes, tetrominoes
from gridsat.core.options import SolverOptions
from gridsat.core.status import Status, Uniqueness
from gridsat.engines.cpsat import CpSatSession as Session


# -- boards ---------------------------------------------------------------
def test_board_from_mask_rect_and_array_agree():
    mask = Board.from_mask("###\n#.#\n")
    arr = Board.from_array(np.array([[1, 1, 1], [1, 0, 1]]))
    assert mask.cells == arr.cells == frozenset({(0, 0), (0, 1), (0, 2), (1, 0), (1, 2)})
    assert Board.from_mask("111\n101").cells == mask.cells
    assert Board.rectangle(2, 3).area == 6
    assert Board.parse("6x10").area == 60


@pytest.mark.parametrize("text, message", [
    ("##\n#", "mask: ragged mask: line 2 has 1 column, line 1 has 2 (pad with '.' for no cell)"),
    ("", "mask: empty board mask"),
    ("#x#", "mask: unknown symbol 'x' at line 1, column 2 (use '#' or '1' for a cell, '.' or '0' for no cell)"),
    ("...\n...", "mask: board has no cells"),
])
def test_bad_masks(text, message):
    with pytest.raises(PuzzleInputError) as err:
        Board.from_mask(text)
    assert str(err.value) == message


def test_lines_are_the_rows_then_the_columns_named_from_one():
    from gridsat.core.grid import lines, named_lines

    assert lines(2, 3) == [[(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)],
                           [(0, 0), (1, 0)], [(0, 1), (1, 1)], [(0, 2), (1, 2)]]
    assert [name for name, _ in named_lines(2, 3)] == ["row 1", "row 2", "column 1", "column 2", "column 3"]
    assert named_lines(2, 3)[3] == ("column 2", [(0, 1), (1, 1)])


def test_board_sizes_rejected():
    with pytest.raises(PuzzleInputError, match=r"^board 0x5 has 0 rows; need at least 1$"):
        Board.parse("0x5")
    with pytest.raises(PuzzleInputError, match="too large"):
        Board.parse("5x100000")


def test_board_symmetries():
    assert len(Board.rectangle(6, 10).symmetries()) == 4
    assert len(Board.rectangle(5, 5).symmetries()) == 8
    centre = Board.from_mask("\n".join(["########"] * 3 + ["###..###"] * 2 + ["########"] * 3))
    assert len(centre.symmetries()) == 8
    assert len(Board.from_mask("##\n#.").symmetries()) == 2  # identity and the diagonal mirror


# -- polyominoes ------------------------------------------------------------
#: Fixed orientations of each free pentomino (the standard figures: 63 in all).
PUBLISHED_ORIENTATIONS = {"F": 8, "L": 8, "N": 8, "P": 8, "Y": 8, "T": 4, "U": 4, "V": 4, "W": 4, "Z": 4,
                          "I": 2, "X": 1}


def test_pentomino_orientation_counts():
    got = {p.name: len(p.orientations()) for p in pentominoes().pieces}
    assert got == PUBLISHED_ORIENTATIONS
    assert sum(got.values()) == 63


def test_one_sided_orientation_counts():
    # Rotations only: every piece keeps its rotations, Z and I have 2 (point symmetric), X 1.
    got = {p.name: len(p.orientations(flip=False)) for p in pentominoes().pieces}
    assert got == {"F": 4, "L": 4, "N": 4, "P": 4, "Y": 4, "T": 4, "U": 4, "V": 4, "W": 4, "Z": 2,
                   "I": 2, "X": 1}


def test_tetromino_orientations():
    got = {p.name: len(p.orientations()) for p in tetrominoes().pieces}
    assert got == {"I": 2, "O": 1, "T": 4, "S": 4, "L": 8}  # 19 fixed tetrominoes
    assert tetrominoes().area == 20


def test_piece_parsing_errors():
    with pytest.raises(PuzzleInputError, match=r"^piece Q is not edge-connected$"):
        Polyomino.parse("Q", "#.#")
    with pytest.raises(PuzzleInputError, match=r"^pieces: line 2: expected 'NAME: ROW/ROW/\.\.\.', got 'oops'$"):
        parse_pieces("A: ##\noops\n")
    with pytest.raises(PuzzleInputError, match=r"^pieces: line 1: piece B is not edge-connected$"):
        parse_pieces("B: #./.#")
    with pytest.raises(PuzzleInputError, match="used twice"):
        parse_pieces("A: ##\nA: ###")
    ps = parse_pieces("# comment\nO*2: ##/##\nI: ####\n")
    assert ps.count("O") == 2 and ps.area == 12


# -- placements --------------------------------------------------------------
def _brute_force_placements(shape: str, rows: int, cols: int) -> int:
    """Independent count: all 8 images of the piece as numpy arrays (np.rot90 /
    np.fliplr), de-duplicated by their bytes, each slid over the box."""
    a = np.array([[ch == "#" for ch in row] for row in shape.split("/")], dtype=np.uint8)
    images = {}
    for img in (a, np.fliplr(a)):
        for k in range(4):
            r = np.rot90(img, k)
            images[(r.shape, r.tobytes())] = r
    return sum((rows - r.shape[0] + 1) * (cols - r.shape[1] + 1)
               for r in images.values() if r.shape[0] <= rows and r.shape[1] <= cols)


def test_placement_counts_on_6x10_match_brute_force():
    board = Board.rectangle(6, 10)
    total = 0
    for piece in pentominoes().pieces:
        n = len(piece_placements(board, piece))
        assert n == _brute_force_placements(PENTOMINO_SHAPES[piece.name], 6, 10), piece.name
        total += n
    assert total == len(all_placements(board, pentominoes())) == 2056


def test_placements_are_deterministic_and_distinct():
    board = Board.rectangle(5, 12)
    a = all_placements(board, pentominoes())
    b = all_placements(board, pentominoes())
    assert a == b
    assert len({(p.piece, p.cells) for p in a}) == len(a)


# -- CP-SAT session ------------------------------------------------------------
def _two_of_three():
    model = cp_model.CpModel()
    x = [model.new_bool_var(f"x{i}") for i in range(3)]
    model.add(sum(x) == 2)
    return model, x


def test_session_statuses_and_uniqueness():
    model, x = _two_of_three()
    s = Session(model, x)
    out = s.solve()
    assert out.status is Status.SOLVED and sum(out.values) == 2
    u = Session(*_two_of_three()).uniqueness()
    assert u.verdict is Uniqueness.NOT_UNIQUE and u.first != u.second and sum(u.second) == 2
    model, x = _two_of_three()
    model.add(x[0] == 1)
    model.add(x[1] == 1)
    assert Session(model, x).uniqueness().verdict is Uniqueness.UNIQUE
    model.add(x[2] == 1)
    assert Session(model, x).solve().status is Status.INFEASIBLE
    assert Session(model, x).uniqueness().verdict is Uniqueness.NO_SOLUTION


def test_session_enumerate_and_backbone():
    model, x = _two_of_three()
    model.add(x[0] == 1)
    e = Session(model, x).enumerate()
    assert e.count == 2 and e.complete and sorted(map(tuple, e.solutions)) == [(1, 0, 1), (1, 1, 0)]
    model, x = _two_of_three()
    model.add(x[0] == 1)
    b = Session(model, x).backbone()
    assert b.complete and b.forced == [True, False, False]


def test_solver_options_validate():
    from gridsat.puzzles.kinds import Task, get

    with pytest.raises(PuzzleInputError, match="no field named \"foo\""):
        get("yinyang").check(Task(options=SolverOptions(params="foo:1")))
    with pytest.raises(PuzzleInputError, match="^time_limit must be a positive number of seconds, got 0$"):
        SolverOptions(time_limit=0)
    with pytest.raises(PuzzleInputError, match="^workers must be from 1 to 256, got 0$"):
        SolverOptions(workers=0)
    with pytest.raises(PuzzleInputError, match="^seed must be a whole number from 0 to 2147483647, got 2147483648$"):
        SolverOptions(seed=2**31)


def test_parameters_cp_sat_refuses_are_bad_input():
    model, x = _two_of_three()
    session = Session(model, x, SolverOptions(params="max_time_in_seconds:-3"))
    with pytest.raises(PuzzleInputError, match=r"^CP-SAT rejected the parameters 'max_time_in_seconds:-3'$"):
        session.solve()


def _pigeonhole(n: int):
    """n+1 pigeons in n holes: infeasible, and hard to prove without symmetry reasoning."""
    model = cp_model.CpModel()
    x = [[model.new_bool_var(f"p{i}h{j}") for j in range(n)] for i in range(n + 1)]
    for row in x:
        model.add_exactly_one(row)
    for j in range(n):
        model.add_at_most_one(row[j] for row in x)
    return model, [v for row in x for v in row]


HARD = {"num_workers": 1, "cp_model_presolve": False, "symmetry_level": 0}


@pytest.mark.parametrize("options", [SolverOptions(time_limit=0.05), SolverOptions(params="max_number_of_conflicts:10")])
def test_limit_reached_is_unknown_not_infeasible(options):
    # The model is infeasible, but a search stopped by a limit has not proved it.
    out = Session(*_pigeonhole(9), options, HARD).solve()
    assert out.status is Status.UNKNOWN and out.values is None
    verdict = Session(*_pigeonhole(9), options, HARD).uniqueness().verdict
    assert verdict is Uniqueness.UNKNOWN


# -- output files ---------------------------------------------------------------
def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path):
    import os
    import stat

    from gridsat.core.files import atomic_write, write_text

    target = tmp_path / "puzzle.txt"
    write_text(target, "first\n")
    mode = stat.S_IMODE(os.stat(target).st_mode)
    mask = os.umask(0)
    os.umask(mask)
    assert mode == 0o666 & ~mask  # ordinary permissions, not a temporary file's 0600

    def broken(tmp):
        with open(tmp, "w") as fh:
            fh.write("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(PuzzleInputError, match=r"^cannot write .*puzzle.txt': No space left on device$"):
        atomic_write(target, broken)
    assert target.read_text() == "first\n"
    assert [p.name for p in tmp_path.iterdir()] == ["puzzle.txt"]  # no temporary file left behind
    with pytest.raises(PuzzleInputError, match=r"^folder '.*missing' does not exist"):
        write_text(tmp_path / "missing" / "x.txt", "x")


def test_read_text_file_names_the_file_and_the_reason(tmp_path):
    from gridsat.core.reading import read_text_file

    binary = tmp_path / "picture.png"
    binary.write_bytes(b"\x89PNG\r\n")
    cases = {binary: "a PNG picture, not text: a board file is text",  # (pass 56: a board file is no puzzle)
             tmp_path: "it is a folder", tmp_path / "none.txt": "No such file or directory"}
    for path, reason in cases.items():
        with pytest.raises(PuzzleInputError) as err:
            read_text_file(path, "board file")
        assert str(err.value) == f"{path}: cannot read board file: {reason}"
