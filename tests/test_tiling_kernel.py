"""The compiled kernel (gridsat.engines._tiling) checks what it is given:
wrong types, shapes, contiguity, read-only state and impossible states raise
instead of crashing, and the engine loads without numba."""

from __future__ import annotations

import subprocess
import sys
from array import array

import numpy as np
import pytest

from gridsat.engines import _tiling
from gridsat.puzzles.pack import make_puzzle
from gridsat.puzzles.placement import exact_engine


def arguments():
    """A valid argument list for ``dfs``: the 3x20 pentomino search, its
    arrays copied into numpy arrays (the engine's own are array.array
    buffers, shared by the cached engine)."""
    engine = exact_engine(make_puzzle("3x20"))
    s = engine.search()
    e = engine
    return [np.array(a) if isinstance(a, (array, memoryview)) else a for a in _arguments(e, s)]


def _arguments(e, s):
    return [e.masks, e.lo, e.hi, e.start, e.skipto, e.rgroup, e.gsize, e.unit, e.primary_words,
            e.secondary_words, e.full_words, e.prune, e.notfirst, e.notlast, e.stride, e.perms, e.fixmask,
            e.gmask, s.st, s.rem, s.occs, s.pos, s.end, s.skip, s.chosen, 1 << 40, 1 << 62, False]


def test_valid_call_counts_the_published_8():
    args = arguments()
    assert _tiling.dfs(*args) == _tiling.FINISHED
    assert args[18][2] == 8  # st[COUNT]: 3x20 has 8 pentomino tilings (Golomb)


@pytest.mark.parametrize("index, value, error, message", [
    (0, np.zeros((5, 1), np.float64), TypeError, "masks must hold unsigned 64-bit integers"),
    (1, np.zeros(3, np.int32), ValueError, "lo has size 3 along axis 0; expected"),
    (3, np.zeros(10, np.int32), ValueError, "start has size 10 along axis 0; expected 65"),
    (6, [5, 5], TypeError, "gsize must be a C-contiguous array"),
    (18, np.zeros(4, np.int64), ValueError, "st has size 4 along axis 0; expected 5"),
    (7, 0, ValueError, "unit must be at least 1"),
    (14, 64, ValueError, "region pruning needs a stride of 1 to 63 columns"),
])
def test_bad_arguments_raise(index, value, error, message):
    args = arguments()
    args[index] = value
    with pytest.raises(error, match=message):
        _tiling.dfs(*args)


def test_non_contiguous_and_read_only_arrays_raise():
    args = arguments()
    args[4] = np.repeat(args[4], 2)[::2]
    with pytest.raises(TypeError, match="skipto must be a C-contiguous array"):
        _tiling.dfs(*args)
    args = arguments()
    args[19].flags.writeable = False
    with pytest.raises(TypeError, match="rem must be a C-contiguous, writable array"):
        _tiling.dfs(*args)


def test_bad_contents_raise():
    args = arguments()
    args[4] = args[4].copy()
    args[4][0] = 0  # skipto must move forward
    with pytest.raises(ValueError, match="row 0: skipto 0 outside 1"):
        _tiling.dfs(*args)
    args = arguments()
    args[18][0] = 99  # a depth beyond the state arrays
    with pytest.raises(ValueError, match="st holds no valid state"):
        _tiling.dfs(*args)


def test_too_shallow_state_and_bad_tally_raise():
    args = arguments()
    for i in (20, 21, 22, 23, 24):  # room for 3 levels only; a tiling needs 12
        args[i] = args[i][:4] if i == 20 else args[i][:3]
    with pytest.raises(ValueError, match="deeper than the 3 levels"):
        _tiling.dfs(*args)
    args = arguments()
    weights = np.full(len(args[0]), 1, np.int64)  # 12 rows per tiling: index 12
    with pytest.raises(ValueError, match="weights sum outside the tally's 5 entries"):
        _tiling.dfs(*args, weights, np.zeros(5, np.int64))
    with pytest.raises(ValueError, match="weights need a tally"):
        _tiling.dfs(*arguments(), weights, None)
    weights[0] = -1
    with pytest.raises(ValueError, match=r"weights\[0\] = -1 outside 0..4"):
        _tiling.dfs(*arguments(), weights, np.zeros(5, np.int64))


def test_tally_counts_by_weight():
    args = arguments()
    weights = np.full(len(args[0]), 1, np.int64)
    tally = np.zeros(20, np.int64)
    assert _tiling.dfs(*args, weights, tally) == _tiling.FINISHED
    assert tally[12] == 8 and tally.sum() == 8  # every tiling has 12 rows


def test_engine_loads_without_numba():
    code = ("import sys; from gridsat.engines.exact_cover import TilingEngine; "
            "assert TilingEngine({(0, 0), (0, 1)}, {'D': [[(0, 0), (0, 1)]]}).count() == (1, True); "
            "print('numba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_engine_and_search_use_no_numpy():
    # a calendar year imports the engine in every run: numpy would cost more than its searches
    code = ("import sys; from gridsat.engines.exact_cover import TilingEngine; "
            "e = TilingEngine({(r, c) for r in range(2) for c in range(3)}, "
            "{'L': [[(0, 0), (1, 0), (1, 1)], [(0, 2), (0, 1), (1, 2)], [(0, 0), (0, 1), (1, 0)], "
            "[(1, 1), (1, 2), (0, 2)]]}, {'L': 2}); "
            "print(e.count(), len(list(e.iter())), 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "(2, True) 2 False"


def test_the_engines_arrays_feed_the_kernel_as_they_are():
    engine = exact_engine(make_puzzle("3x20"))
    assert _tiling.dfs(*_arguments(engine, engine.search())) == _tiling.FINISHED


def test_a_disconnected_placement_turns_region_pruning_off():
    # on a 3x3 board cells (0, 2) and (1, 0) are neighbouring bits of the
    # row-major layout but not neighbouring cells; piece A owns that
    # disconnected pair and real dominoes with the same bit pattern.  After Z
    # the free cell (0, 2) is a one-cell region that only A's odd placement
    # (with (1, 0)) covers: region pruning would wrongly kill the one tiling.
    from gridsat.engines.exact_cover import TilingEngine

    cells = {(r, c) for r in range(3) for c in range(3)}
    odd = [(0, 2), (1, 0)]
    dominoes = [[(r, c), (r, c + 1)] for r in range(3) for c in range(2)]  # the same bit pattern
    for placements in ([odd] + dominoes, dominoes + [odd]):
        pieces = {"Z": [[(0, 0), (0, 1), (1, 1), (1, 2)]], "A": placements, "I": [[(2, 0), (2, 1), (2, 2)]]}
        engine = TilingEngine(cells, pieces)
        assert engine.prune & 1 == 0
        assert engine.count() == (1, True)


def test_buffers_are_released_after_errors_and_success():
    # a buffer still held would keep a reference to its array
    args = arguments()
    arrays = [a for a in args if isinstance(a, np.ndarray)]
    before = [sys.getrefcount(a) for a in arrays]
    args[7] = 0  # unit: rejected after every array was taken
    with pytest.raises(ValueError, match="unit must be at least 1"):
        _tiling.dfs(*args)
    args[7] = 1
    for _ in range(3):
        _tiling.dfs(*args)
    assert [sys.getrefcount(a) for a in arrays] == before


@pytest.mark.parametrize("reverse", [False, True, None])
def test_scan_direction_changes_no_count(reverse):
    from gridsat.engines.exact_cover import TilingEngine
    from gridsat.puzzles.calendar import builtin_editions
    from gridsat.core.placements import all_placements

    # published: 8x8 without its centre 2x2, 520 pentomino tilings, 65 up to symmetry
    puzzle = make_puzzle("8x8-centre")
    by = {}
    for pl in puzzle.placements:
        by.setdefault(pl.piece, []).append(pl.cells)
    assert TilingEngine(puzzle.board.cells, by, reverse=reverse, distinct=True).count() == (65, True)
    ed = builtin_editions()["dragonfjord"]  # Jan 25: 216 tilings, Oct 6: 7 (published)
    by = {}
    for pl in all_placements(ed.board.board, ed.pieces):
        by.setdefault(pl.piece, []).append(pl.cells)
    engine = TilingEngine(ed.board.board.cells, by, reverse=reverse)
    assert engine.reversed == (reverse is not False)  # its last line (29 30 31) is the narrower
    cell = ed.board.cell_of
    assert engine.count_many([[cell["Jan"], cell["25"]], [cell["Oct"], cell["6"]]]) == [216, 7]


def test_a_worker_error_reaches_the_caller_of_count(monkeypatch):
    from gridsat.engines.exact_cover import Search

    def broken(self, budget=0):
        raise RuntimeError("kernel failure")

    engine = exact_engine(make_puzzle("3x20"))
    monkeypatch.setattr(Search, "step", broken)
    with pytest.raises(RuntimeError, match="kernel failure"):
        engine.count(workers=2)
