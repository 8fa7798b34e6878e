"""Hostile pass 58, part c: the Python API's kernels (Yin-Yang search, Domino Fit search and cycle search)."""

import math

import numpy as np
import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.dominofit import cycle_kernel
from gridsat.puzzles.dominofit import kernel as domino_kernel
from gridsat.puzzles.dominofit.kernel import Counter
from gridsat.puzzles.yinyang import kernel as yinyang_kernel

GIVENS = [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
FREE = b"\x01" * 4


def test_empty_stop_buffer_refused_before_the_thread(capsys):
    # an empty bytearray raised in the kernel's thread, whose clean-up then printed an IndexError's traceback
    for call in (lambda: yinyang_kernel.search(GIVENS, 2, stop=bytearray()),
                 lambda: cycle_kernel.solve(2, 2, FREE, [], stop=bytearray()),
                 lambda: domino_kernel.search(2, 2, FREE, [], stop=bytearray())):
        with pytest.raises(ValueError, match="^stop must hold at least one byte$"):
            call()
    assert "Traceback" not in capsys.readouterr().err


def test_yinyang_count_limit_none_named():
    with pytest.raises(TypeError, match="^limit must be a whole number, got NoneType None$"):
        yinyang_kernel.count(GIVENS, None)


def test_yinyang_negative_max_nodes_refused():
    # -1 was taken as no budget at all
    with pytest.raises(PuzzleInputError, match=r"^max_nodes must be 0 or more \(0 or None: no budget\), got -1$"):
        yinyang_kernel.search(GIVENS, 2, max_nodes=-1)
    with pytest.raises(PuzzleInputError, match="^max_nodes must be 0 or more"):
        yinyang_kernel.forced(GIVENS, max_nodes=-1)


def test_yinyang_other_answer_planted_checked_and_named():
    # planted=None searched for any answer (returning the planted one); a bad one was called "avoid"
    with pytest.raises(TypeError, match=r"^other_answer: planted must be an answer \(rows of 1 white / 2 black\), "
                                        r"got None$"):
        yinyang_kernel.other_answer(GIVENS, None)
    with pytest.raises(PuzzleInputError, match=r"^planted must be a 4x4 grid of 1 \(white\) / 2 \(black\)$"):
        yinyang_kernel.other_answer(GIVENS, [[1]])


def test_domino_search_numpy_whole_numbers_taken():
    # np.int64(2) was "rows must be a whole number from ..., got np.int64(2)"
    out = domino_kernel.search(np.int64(2), np.int32(2), FREE, [Counter("row", np.int64(0), (np.int64(1), 1, 1, 1),
                                                                        0, 9)], limit=10)
    assert (out.status, out.count) == ("exhausted", 2)


@pytest.mark.parametrize("kw, error, message", [
    (dict(limit=None), TypeError, "limit must be a whole number, got NoneType None"),
    (dict(limit=1.5), TypeError, "limit must be a whole number, got float 1.5"),
    (dict(keep="1"), TypeError, "keep must be a whole number, got str '1'"),
    (dict(node_limit="1"), TypeError, "node_limit must be a whole number, got str '1'"),
    (dict(restart_base="1"), TypeError, "restart_base must be a whole number, got str '1'"),
    (dict(seconds="1"), TypeError, "seconds must be a number of seconds (0: none), got str '1'"),
    (dict(seconds=None), TypeError, "seconds must be a number of seconds (0: none), got NoneType None"),
    (dict(seconds=math.nan), ValueError, "seconds must not be negative or NaN (seconds, 0: none), got nan"),
    (dict(order=[]), ValueError, "unknown order []; choose one of h-first, v-first, need"),
])
def test_domino_search_arguments_named(kw, error, message):
    with pytest.raises(error) as info:
        domino_kernel.search(2, 2, FREE, [], **kw)
    assert str(info.value) == message


@pytest.mark.parametrize("args, error, message", [
    ((None,), TypeError, "counters must be a list, got NoneType None"),
    (([], None), TypeError, "givens must be a list, got NoneType None"),
    (([], "abc"), TypeError, "givens must be a list, got str 'abc'"),
    (([], [("H", 0)]), ValueError, "given 0 must be (kind, row, column), got ('H', 0)"),
])
def test_domino_counters_and_givens_named(args, error, message):
    for call in (domino_kernel.search, cycle_kernel.solve):
        with pytest.raises(error) as info:
            call(2, 2, FREE, *args)
        assert str(info.value) == message


@pytest.mark.parametrize("kw, error, message", [
    (dict(seed="1"), TypeError, "seed must be a whole number, got str '1'"),
    (dict(seed=None), TypeError, "seed must be a whole number, got NoneType None"),
    (dict(seed=True), TypeError, "seed must be a whole number, got bool True"),
    (dict(seconds="1"), TypeError, "seconds must be a number of seconds (0: none), got str '1'"),
    (dict(cpu_seconds="1"), TypeError, "cpu_seconds must be a number of seconds (0: none), got str '1'"),
    (dict(cpu_seconds=math.nan), ValueError, "cpu_seconds must not be negative or NaN (seconds, 0: none), got nan"),
    (dict(max_rounds=1.5), TypeError, "max_rounds must be a whole number, got float 1.5"),
])
def test_domino_cycle_arguments_named(kw, error, message):
    # the cycle search took '1' as 1 s and True as seed 1, and met "unsupported operand" for the others
    with pytest.raises(error) as info:
        cycle_kernel.solve(2, 2, FREE, [], **kw)
    assert str(info.value) == message


def test_domino_cycle_numpy_seed_taken():
    # np.uint64 met "argument 6 must be int, not numpy.uint64"
    out = cycle_kernel.solve(2, 2, FREE, [], seed=np.uint64(2 ** 63 + 5))
    assert out.status == "solved" and len(out.dominoes) == 2


def test_yinyang_minimal_givens_refuses_an_answer_breaking_the_rules():
    # a checkerboard was returned as the minimal givens of a unique puzzle, though no answer exists
    from gridsat.puzzles.yinyang.generator import minimal_givens

    with pytest.raises(PuzzleInputError, match=r"^answer: the white cells form 2 separate groups, from r1c1 and r2c2: "
                                               r"a planted answer must be a valid Yin-Yang answer \(2 problems\)$"):
        minimal_givens([[1, 2], [2, 1]], 1)
    with pytest.raises(TypeError, match="^answer must be rows of 1 \\(white\\) and 2 \\(black\\), a list of lists, "
                                        "got NoneType$"):
        minimal_givens(None, 1)
    with pytest.raises(PuzzleInputError, match="^answer has no cells: a planted answer must be a valid Yin-Yang "
                                               "answer$"):
        minimal_givens([], 1)
    with pytest.raises(TypeError, match=r"^seed must be a whole number, got str \('x'\)$"):
        minimal_givens([[1, 1], [2, 2]], "x")
    assert minimal_givens(np.array([[1, 1], [2, 2]]), np.int64(1))[0] == ((1, 1), (2, 2))


def test_yinyang_comb_answer_size_checked():
    from gridsat.puzzles.yinyang.generator import comb_answer

    with pytest.raises(PuzzleInputError, match="^generator size 0x0: each side must be from 2 to 60$"):
        comb_answer(0, 0)  # an IndexError
    assert comb_answer(3, 3) == [[1, 1, 1], [1, 2, 1], [2, 2, 2]]


def test_piece_set_iterates_its_pieces_and_answers_in():
    # iteration fell back on set[0]: "a piece's name must be a string, got 0"; so did 'F' in set
    import gridsat

    pieces = gridsat.pentominoes()
    assert [p.name for p in pieces] == list("FILNPTUVWXYZ")
    assert ("F" in pieces, "Q" in pieces, pieces["F"] in pieces, 5 in pieces) == (True, False, True, False)


def test_placements_within_checks_options_once_cached():
    # options=5 was refused on the first call and taken once the placements were cached
    import gridsat

    puzzle = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    assert len(puzzle.placements_within(None)) == 1236
    with pytest.raises(TypeError, match="^options must be gridsat.SolverOptions or None, got int 5$"):
        puzzle.placements_within(5)


def test_batch_sources_fields_checked(tmp_path):
    # Sources(files='a.txt') was counted as 5 puzzles (one a letter); files=None met "has no len()"
    from gridsat.batch import Sources, count_puzzles, find_sources, items

    with pytest.raises(TypeError, match=r"^count_puzzles: Sources.files must be a list of paths \(str or path\), "
                                        r"got str 'a.txt'$"):
        count_puzzles(Sources(files="a.txt"))
    with pytest.raises(TypeError, match="^items: Sources.collections must be a list of paths"):
        list(items(Sources(collections=None)))
    puzzle = tmp_path / "a.txt"
    puzzle.write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    found = find_sources([str(puzzle)], {".txt"})
    assert count_puzzles(found) == 1
    with pytest.raises(TypeError, match=r"^items: done must be a set of keys \(file, line or None\), got str 'abc'$"):
        items(found, done="abc")
    with pytest.raises(TypeError, match="^items: later must be a set of keys"):
        items(found, later=5)
    assert [item.file for item in items(found, done={(str(puzzle), None)})] == []


def test_find_sources_suffixes_are_endings(tmp_path):
    # {'txt'} and {'.TXT'} matched no file: every puzzle of the folder was skipped
    from gridsat.batch import find_sources

    (tmp_path / "a.txt").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    with pytest.raises(PuzzleInputError, match=r"^find_sources' suffixes must be file endings such as '.txt' \(a dot, "
                                               r"then no other\), got 'txt'$"):
        find_sources([str(tmp_path)], {"txt"})
    assert [p.endswith("a.txt") for p in map(str, find_sources([str(tmp_path)], {".TXT"}).files)] == [True]


def test_yinyang_negative_keep_refused():
    # keep=-1 (with restarts=False) kept every answer, as None does
    with pytest.raises(PuzzleInputError, match=r"^keep must be 0 or more \(None: keep all\), got -1$"):
        yinyang_kernel.search(GIVENS, 5, keep=-1, restarts=False)
    out = yinyang_kernel.search(GIVENS, 5, keep=1, restarts=False)
    assert (len(out.answers), out.count) == (1, 5)
