"""Hostile pass 100, part c: counts that must be right, and the answers a small board may keep."""

from __future__ import annotations

import pytest

from gridsat.cli import main
from gridsat.puzzles.grid.digits import most_answers
from gridsat.puzzles.grid.kept import refuse_unkept
from gridsat.puzzles.grid.kind import Encoding

EMPTY_4X4 = ". . . .\n" * 4


def _run(args, capsys) -> tuple:
    with pytest.raises(SystemExit) as done:
        main(args)
    out = capsys.readouterr()
    return done.value.code or 0, out.out, out.err


def test_a_4x4_sudoku_lists_every_answer_for_a_huge_n(tmp_path, capsys):
    # `-n 1000000000` on a 4x4 Sudoku: "an exact cover of a 4x4 Sudoku keeping 1,000,000,000 answers needs about
    # 953.7 GB of memory, more than this machine has", though it has at most 24^4 answers (288 in fact)
    path = tmp_path / "s.txt"
    path.write_text(EMPTY_4X4)
    code, out, err = _run(["sudoku", str(path), "-n", "1000000000"], capsys)
    assert (code, err) == (0, "")
    assert "288 solutions listed (no more exist)" in out


def test_a_9x9_sudoku_keeping_a_billion_answers_is_still_refused(tmp_path, capsys):
    path = tmp_path / "s.txt"
    path.write_text(".........\n" * 9)
    code, _, err = _run(["sudoku", str(path), "-n", "1000000000"], capsys)
    assert code == 2
    assert "an exact cover of a 9x9 Sudoku keeping 1,000,000,000 answers needs about" in err


def test_most_answers_of_a_digit_grid_is_its_rows_orders():
    assert most_answers([[0] * 4] * 4) == 24 ** 4
    assert most_answers([[1, 2, 3, 4], [0, 0, 3, 4], [0] * 4, [4, 3, 2, 1]]) == 2 * 24


class _Options:
    def __init__(self):
        self.weighed = []

    def check_memory(self, need, what, many=None):
        self.weighed.append((need, what))


class _Task:
    what, n = "solutions", 1_000_000_000

    def __init__(self):
        self.options = _Options()


def test_a_built_small_board_is_weighed_up_to_its_genres_bound():
    # CP-SAT (--engine cpsat) weighed a 4x4 Sudoku's -n 1000000000 up to 2^64 answers (its 64 booleans)
    task = _Task()
    refuse_unkept(task, 100, cells=16, built=Encoding(list(range(64)), decode=None, most=331_776))
    assert task.options.weighed == [(331_776 * 100, "CP-SAT keeping 1,000,000,000 answers")]
    task = _Task()
    refuse_unkept(task, 100, cells=16, built=Encoding(list(range(10)), decode=None))
    assert task.options.weighed[0][0] == 1024 * 100


PIECES = "A: ##/#.\nB: ##\nC: #\n"


def test_a_small_packing_lists_every_tiling_for_a_huge_n(tmp_path, capsys):
    # a 3x4 box with three small pieces and --holes: "listing 1,000,000,000 tilings of board 3x4 needs about
    # 3352.8 GB of memory, more than this machine has", though it has 1,596 tilings
    path = tmp_path / "p.txt"
    path.write_text(PIECES)
    code, out, err = _run(["pack", "-b", "3x4", "-p", str(path), "--holes", "-n", "1000000000"], capsys)
    assert (code, err) == (0, "")
    assert "1596 solutions listed (no more exist)" in out.replace(",", "")


def test_a_large_packing_keeping_a_billion_tilings_is_still_refused(capsys):
    code, _, err = _run(["pack", "-n", "1000000000"], capsys)
    assert code == 2
    assert "listing 1,000,000,000 tilings of board 6x10 needs about" in err


def test_most_tilings_is_the_product_of_placements_chosen():
    from gridsat.core.board import Board
    from gridsat.core.placements import most_tilings
    from gridsat.core.polyomino import PieceSet, Polyomino

    domino = Polyomino.parse("D", "##")
    assert most_tilings(Board.parse("2x3"), PieceSet(((domino, 2),))) == 21  # 7 domino placements, choose 2
