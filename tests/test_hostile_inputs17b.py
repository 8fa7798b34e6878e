"""The seventeenth hostile pass, second half: the documented promises and the public Python API.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import re

import pytest

from gridsat.puzzles.dominofit.cycle_kernel import solve as cycle_solve
from gridsat.puzzles.dominofit.kernel import NO_HI, Counter, search

FREE_2X4 = bytes([1] * 8)


@pytest.mark.parametrize("engine", ["search", "cycles"])
@pytest.mark.parametrize("axis", ["Row", "diag", "column", 0])
def test_a_counter_of_an_unknown_axis_is_refused_not_read_as_a_column(engine, axis):
    """docs/dominofit.md and dominofit_large.md show ``Counter("row" | "col", ...)``; any other axis (``"Row"``,
    ``"diag"``) was packed as a column: ``search(2, 4, ..., [Counter("Row", 0, (1, 1, 1, 1), 4, 4)])`` counted 0
    tilings where row 0 (4 cells, every tiling) gives 5."""
    run = search if engine == "search" else cycle_solve
    with pytest.raises(ValueError, match=rf"counter 0: axis must be 'row' or 'col', got {axis!r}"):
        run(2, 4, FREE_2X4, [Counter(axis, 0, (1, 1, 1, 1), 4, 4)])


@pytest.mark.parametrize("kind", ["h", "X", "", 1])
def test_a_given_domino_of_an_unknown_kind_is_refused_not_read_as_vertical(kind):
    """A given ``("h", 0, 0)`` or ``("X", 0, 0)`` was packed as a vertical domino (3 tilings of 2x4, where a
    horizontal one gives 2)."""
    with pytest.raises(ValueError, match=rf"given 0: kind must be 'H' or 'V', got {kind!r}"):
        search(2, 4, FREE_2X4, [], givens=[(kind, 0, 0)], limit=10)


def test_the_known_axes_and_kinds_still_count():
    """Row 0 of 2x4 always holds 4 covered cells (all 5 tilings); a horizontal domino at r1c1 leaves 2, a
    vertical one 3 (counted by hand: 2x4 has the tilings HH/HH, V+HH/HH+V... 5 in all)."""
    assert search(2, 4, FREE_2X4, [Counter("row", 0, (1, 1, 1, 1), 4, 4)], limit=10).count == 5
    assert search(2, 4, FREE_2X4, [], givens=[("H", 0, 0)], limit=10).count == 2
    assert search(2, 4, FREE_2X4, [], givens=[("V", 0, 0)], limit=10).count == 3
    assert cycle_solve(2, 4, FREE_2X4, [Counter("col", 0, (0, 0, 1, 1), 2, 2)]).status == "solved"


@pytest.mark.parametrize("engine", ["search", "cycles"])
@pytest.mark.parametrize("counter, named", [
    (Counter("col", 0, (0, 0, 1, 1), 10 ** 12, NO_HI), "counter 0: lo must be a whole number from"),
    (Counter("col", 0, (0, 0, 1, 1), 0, 2 ** 40), "counter 0: hi must be a whole number from"),
    (Counter("row", 2 ** 33, (1, 1, 1, 1), 0, 4), "counter 0: index must be a whole number from"),
    (Counter("row", 0, (1, 1, 1, 2 ** 32), 0, 4), "counter 0: weights must be a whole number from"),
])
def test_a_counter_number_past_the_kernels_ints_names_the_counter(engine, counter, named):
    """A counter bound or index past 32 bits raised OverflowError 'signed integer is greater than maximum',
    naming neither the counter nor its field."""
    run = search if engine == "search" else cycle_solve
    with pytest.raises(ValueError, match=named):
        run(2, 4, FREE_2X4, [counter])


def test_a_given_past_the_kernels_ints_names_the_given():
    with pytest.raises(ValueError, match="given 0: row must be a whole number from"):
        search(2, 4, FREE_2X4, [], givens=[("H", 2 ** 40, 0)])


@pytest.mark.parametrize("engine", ["search", "cycles"])
def test_a_grid_side_past_the_kernels_ints_is_out_of_range(engine):
    """``search(10 ** 12, 4, ...)`` raised OverflowError instead of the grid's range."""
    run = search if engine == "search" else cycle_solve
    with pytest.raises(ValueError, match=r"rows must be a whole number from"):
        run(10 ** 12, 4, FREE_2X4, [])


def test_a_huge_limit_or_budget_is_no_limit():
    """``search(..., limit=10 ** 30)`` (every tiling, as CoverEngine.count takes any limit) and a node budget or
    round budget or restart base of 10 ** 30 raised OverflowError 'int too big to convert'; 2x4 has 5 tilings."""
    assert search(2, 4, FREE_2X4, [], limit=10 ** 30).count == 5
    assert search(2, 4, FREE_2X4, [], limit=10, node_limit=10 ** 30).count == 5
    assert search(2, 4, FREE_2X4, [], restart_base=10 ** 30).count == 1
    assert cycle_solve(2, 4, FREE_2X4, [], max_rounds=10 ** 30).status == "solved"


@pytest.mark.parametrize("puzzle, grid, error", [
    (None, [[1] * 5] * 5, "puzzle must be a YinYangPuzzle (from gridsat.puzzles.yinyang.parse), got NoneType"),
    ("0 0\n0 0", [[1] * 5] * 5, "puzzle must be a YinYangPuzzle (from gridsat.puzzles.yinyang.parse), got str"),
    ("URL", None, "grid must be rows of cell values (a list of lists), got NoneType"),
    ("URL", [1, 2, 3, 4, 5], "grid must be rows of cell values (a list of lists), got a row of int"),
    ("URL", iter([[1] * 5] * 5), "grid must be rows of cell values (a list of lists), got list_iterator"),
])
def test_the_yinyang_checker_names_an_argument_of_the_wrong_type(puzzle, grid, error):
    """docs/yinyang.md's ``check_grid(puzzle, grid)`` raised what its insides hit: ``check_grid(puzzle, None)``
    "object of type 'NoneType' has no len()", ``check_grid(None, grid)`` "'NoneType' object has no attribute
    'rows'"."""
    from gridsat.puzzles.yinyang import check_grid, parse

    puzzle = parse("https://puzz.link/p?yinyang/5/5/016612300") if puzzle == "URL" else puzzle
    with pytest.raises(TypeError) as caught:
        check_grid(puzzle, grid)
    assert str(caught.value) == error


@pytest.mark.parametrize("edit, says", [
    ({"status": "unknown"}, "it says unknown (a limit stopped it) yet complete"),
    ({"status": "infeasible", "grid": None, "count": 1}, "it says infeasible yet counts 1 solution"),
    ({"count": 0}, "it says solved yet counts 0 solutions, all counted"),
])
def test_check_refuses_a_status_its_count_or_completeness_contradicts(edit, says):
    """``check()`` compares what a result says with what it holds (docs/json.md: ``unknown`` is "a limit stopped
    the search first", ``complete`` false then); it took a result edited to say ``unknown`` and complete, or
    ``infeasible`` beside a count of 1, or solved beside a complete count of 0."""
    import dataclasses

    import gridsat
    from gridsat import SolutionCheckError, Status

    result = gridsat.solve("https://puzz.link/p?yinyang/5/5/016612300", task="count")
    assert result.check() is result and result.count == 1 and result.complete
    if "status" in edit:
        edit["status"] = Status(edit["status"])
    with pytest.raises(SolutionCheckError, match=re.escape(says)):
        dataclasses.replace(result, **edit).check()


def _readers():
    from gridsat.puzzles.calendar.io import parse_puzzle as calendar_file
    from gridsat.puzzles.dominofit import parse_text
    from gridsat.puzzles.dominofit.io import parse_puzzle as dominofit_file
    from gridsat.puzzles.pack.io import parse_puzzle as pack_file
    from gridsat.puzzles.yinyang import parse

    return {"yinyang.parse": parse, "dominofit.parse_text": parse_text, "dominofit parse_puzzle": dominofit_file,
            "calendar parse_puzzle": calendar_file, "pack parse_puzzle": pack_file}


@pytest.mark.parametrize("reader", sorted(_readers()))
@pytest.mark.parametrize("text", [None, 5, b"0 0\n0 0"])
def test_the_documented_readers_name_a_puzzle_text_of_the_wrong_type(reader, text):
    """docs/yinyang.md's ``parse`` and docs/dominofit.md's ``parse_text`` (and the puzzle-file readers under
    them) raised what their insides hit: ``parse(None)`` "'NoneType' object has no attribute 'lstrip'", the
    packing and calendar readers "the JSON object must be str, bytes or bytearray"."""
    with pytest.raises(TypeError) as caught:
        _readers()[reader](text)
    assert str(caught.value) == f"text must be a puzzle's text or URL (str), got {type(text).__name__}"


@pytest.mark.parametrize("path", [None, 5])
def test_load_puzzle_names_a_path_of_the_wrong_type(path):
    """docs/dominofit.md's ``load_puzzle(None)`` said "expected str, bytes or os.PathLike object, not NoneType"."""
    from gridsat.puzzles.dominofit import load_puzzle

    with pytest.raises(TypeError) as caught:
        load_puzzle(path)
    assert str(caught.value) == f"path must be a puzzle file's path (str or path), got {type(path).__name__}"


@pytest.mark.parametrize("task, says", [
    ("count", "8 solutions (all counted)"),
    ("unique", "not unique: another answer exists (the result's second)"),
    ("solutions", "8 solutions listed (no more exist)"),
])
def test_printing_a_result_says_its_count_or_verdict(task, says):
    """README: ``print(r)`` is "the drawing the command line prints, then 'solved in 0.03 s (exact)'"; the command
    line says "8 solutions (all counted)" or "not unique" under the drawing, but ``print`` of a count or a
    uniqueness result of 3x20 said only "solved in ... (exact)", as if a first tiling had been asked for."""
    import gridsat
    from gridsat import Task

    kind = gridsat.kinds.get("pack")
    result = kind.run(kind.parse('{"board": "3x20"}'), Task(task, n=10) if task == "solutions" else Task(task))
    lines = str(result).splitlines()
    assert lines[-2] == says and lines[-1].startswith("solved in ") and lines[-1].endswith(" s (exact)")
    one = gridsat.solve("https://puzz.link/p?yinyang/5/5/016612300", task="unique")
    assert str(one).splitlines()[-2] == "unique: no other answer exists"
    assert str(gridsat.pack("3x20")).splitlines()[-2].strip()  # a first tiling: its drawing, no verdict line


def test_a_path_object_is_a_file_path():
    """``gridsat.read(Path("examples/yinyang-10x10.txt"))`` and ``gridsat.solve(Path(...))`` were refused with
    "spec must be a file path, URL or '-', got PosixPath" (a pathlib path is one; load_puzzle takes it)."""
    from pathlib import Path

    import gridsat

    path = Path(__file__).resolve().parents[1] / "examples" / "yinyang-10x10.txt"
    kind, puzzle = gridsat.read(path)
    assert kind.name == "yinyang" and puzzle.rows == 10
    assert gridsat.solve(path, task="unique").uniqueness.value == "unique"
    assert gridsat.kinds.get("yinyang").read(path).rows == 10
    with pytest.raises(TypeError, match=r"spec must be a file path \(str or path\), URL or '-', got bytes"):
        gridsat.solve(bytes(path))
