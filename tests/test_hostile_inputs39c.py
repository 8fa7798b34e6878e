"""Hostile pass 39, part C: the Python API and the designers."""
from array import array

import numpy as np
import pytest

from gridsat.engines.cover import CoverEngine

WANTED = "items must be a one-dimensional int32 array (array('i') or numpy int32)"


def test_numbered_two_dimensional_int32_names_its_dimensions():
    # was "got format 'i' of 4-byte items": the very format the message asked for
    with pytest.raises(TypeError) as err:
        CoverEngine.numbered(2, np.array([[0, 1]], dtype=np.int32), array("i", [0, 2]))
    assert str(err.value) == f"{WANTED}, got 2 dimensions (shape (1, 2))"


def test_numbered_strided_view_is_named():
    # was the C search's bare ValueError "ndarray is not C-contiguous", naming no argument
    with pytest.raises(TypeError) as err:
        CoverEngine.numbered(2, np.array([0, 9, 1, 9], dtype=np.int32)[::2], array("i", [0, 2]))
    assert str(err.value) == (f"{WANTED} with its items side by side, got a strided view "
                              "(copy it: numpy.ascontiguousarray)")


def test_numbered_byte_swapped_is_refused_by_name():
    with pytest.raises(TypeError) as err:
        CoverEngine.numbered(2, np.array([0, 1], dtype=">i4"), array("i", [0, 1, 2]))
    assert str(err.value) == f"{WANTED} in this machine's byte order, got format '>i' of 4-byte items"


def test_numbered_contiguous_int32_still_counts():
    engine = CoverEngine.numbered(np.int64(2), np.array([0, 1], dtype=np.int32), memoryview(array("i", [0, 1, 2])))
    assert engine.count() == (1, True)


def test_figure_bytes_upper_case_png_is_weighed_against_the_memory_limit():
    # "PNG" skipped the memory check (it asked for "png" only) and drew a 7.6 GB raster
    import matplotlib.pyplot as plt

    from gridsat.core.memory import MemoryLimitError
    from gridsat.core.result import figure_bytes

    fig = plt.figure(figsize=(400, 400))
    try:
        with pytest.raises(MemoryLimitError, match=r"^a PNG of 32,000x32,000 pixels .* needs about 7\.6 GB"):
            figure_bytes(fig, "PNG")
    finally:
        plt.close(fig)


@pytest.mark.parametrize("args, kind, message", [
    ((None,), TypeError, "fig must be a matplotlib Figure (result.figure()), got NoneType"),
    (("FIG", "pdf"), ValueError, "fmt must be 'svg' or 'png', got 'pdf'"),
    (("FIG", None), TypeError, "fmt must be 'svg' or 'png', got NoneType None"),
    (("FIG", "svg", "5"), TypeError, "deadline must be a time.perf_counter() value or None, got str '5'"),
    (("FIG", "svg", float("nan")), ValueError,
     "deadline must be a finite time.perf_counter() value or None, got nan"),
])
def test_figure_bytes_refuses_wrong_arguments_by_name(args, kind, message):
    # None met "'NoneType' object has no attribute 'savefig'"; "pdf" drew with neither clock; a str deadline met
    # "'>=' not supported between instances of 'float' and 'str'"; NaN was taken
    import matplotlib.pyplot as plt

    from gridsat.core.result import figure_bytes

    fig = plt.figure(figsize=(1, 1))
    try:
        with pytest.raises(kind) as err:
            figure_bytes(*[fig if a == "FIG" else a for a in args])
        assert str(err.value) == message
    finally:
        plt.close(fig)


def test_save_figure_refuses_a_str_deadline_by_name(tmp_path):
    import matplotlib.pyplot as plt

    from gridsat.core.pictures import save_figure

    fig = plt.figure(figsize=(1, 1))
    try:
        with pytest.raises(TypeError) as err:
            save_figure(fig, tmp_path / "a.svg", "5")
        assert str(err.value) == "deadline must be a time.perf_counter() value or None, got str '5'"
        assert not (tmp_path / "a.svg").exists()
    finally:
        plt.close(fig)


def test_rank_top_below_one_is_a_value_error():
    # a whole number below 1 was a TypeError ("must be a whole number, 1 or more"); the README promises a bad
    # value raises PuzzleInputError (a ValueError), as search_designs(top=0) does
    from gridsat.puzzles.calendar.design import rank

    with pytest.raises(ValueError) as err:
        rank([], "most-fewest", top=0)
    assert str(err.value) == "rank: top must be 1 or more, or None, got 0"
    assert rank([], "most-fewest", top=np.int64(2)) == []
    with pytest.raises(TypeError):
        rank([], "most-fewest", top=1.5)


def test_batch_item_line_zero_is_a_value_error():
    from gridsat.batch import Item

    with pytest.raises(ValueError) as err:
        Item("c.jsonl", 0)
    assert str(err.value) == "Item.line must be a line number, 1 or more, or None, got 0"
    with pytest.raises(TypeError):
        Item("c.jsonl", "x")


@pytest.mark.slow  # about 4 s: a census and twelve month boards drawn twice
def test_a_census_report_draws_itself_in_jupyter():
    # "In Jupyter every result draws itself" (README): run_census's CensusReport drew nothing (no _repr_png_)
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.census import run_census

    report = run_census(load_edition("dragonfjord"))
    assert report.complete and report.board is not None
    assert report._repr_png_()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "<svg" in report._repr_svg_()
    assert len(report.figure().axes) > 1  # twelve month boards on the edition's own board, not the bare heat map


def test_a_generated_puzzle_draws_itself_in_jupyter():
    # Generated had figure() but no _repr_png_/_repr_svg_: a made puzzle showed as its dataclass repr
    import gridsat
    from gridsat.core.options import SolverOptions

    made = gridsat.kinds.get("yinyang").generator().generate(5, 5, 1, SolverOptions(time_limit=10))
    assert made._repr_png_()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "<svg" in made._repr_svg_()


def test_domino_fit_takes_numpy_targets_and_names_missing_ones():
    # np.int64 targets were refused as "row_targets[0] (row 1) is np.int64(7); targets must be whole numbers" and
    # rows=np.int64(8) as not a whole number; row_targets=None met "object of type 'NoneType' has no len()"
    from gridsat.puzzles.dominofit import load_puzzle, solve

    puzzle = load_puzzle("examples/dominofit-8x8.json")
    same = puzzle.with_changes(rows=np.int64(8), row_targets=np.array(puzzle.row_targets),
                               col_targets=list(puzzle.col_targets))
    assert same == puzzle and type(same.rows) is int and type(same.row_targets[0]) is int
    assert solve(same, unique=True).uniqueness.value == "unique"
    with pytest.raises(TypeError) as err:
        puzzle.with_changes(row_targets=None)
    assert str(err.value) == "row_targets must be a list of 8 whole numbers (one per row), got NoneType None"


@pytest.mark.parametrize("changes, kind, message", [
    ({"blocked": frozenset({(0.5, 0)})}, ValueError, "blocked cell (0.5, 0) is not (row, col) of whole numbers"),
    ({"blocked": frozenset({"ab"})}, ValueError, "blocked cell 'ab' is not (row, col) of whole numbers"),
    ({"blocked": None}, TypeError, "blocked must be a collection of (row, col) cells, got NoneType None"),
    ({"givens": None}, TypeError, "givens must be a collection of dominoes, got NoneType None"),
    ({"costs": None}, TypeError, "costs must be a collection of domino -> cost entries (a dict), got NoneType None"),
    ({"row_relations": 5}, TypeError, "row_relations must be a list of 8 relations ('=', '<=' or '>='), got int 5"),
])
def test_domino_fit_fields_of_a_wrong_kind_are_named(changes, kind, message):
    # blocked (0.5, 0) was kept, blocking nothing (a silently different puzzle); "ab" met "'<=' not supported";
    # None and 5 met "'NoneType' object is not iterable" / "'int' object is not iterable"
    from gridsat.puzzles.dominofit import load_puzzle

    with pytest.raises(kind) as err:
        load_puzzle("examples/dominofit-8x8.json").with_changes(**changes)
    assert str(err.value) == message


def test_domino_fit_blocked_cells_are_kept_as_plain_pairs():
    from gridsat.puzzles.dominofit import load_puzzle

    puzzle = load_puzzle("examples/dominofit-8x8.json")
    moved = puzzle.with_changes(blocked=[(np.int64(r), c) for r, c in puzzle.blocked])
    assert moved.blocked == puzzle.blocked and hash(moved) == hash(puzzle)
