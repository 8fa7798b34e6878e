"""Hostile pass 52, part c: the Python API and designers."""

import numpy as np
import pytest

import gridsat

HOLDS_ITSELF = "data holds a list or dict inside itself (a circular reference), which JSON cannot hold"


@pytest.mark.parametrize("name", ["nurikabe", "pack", "dominofit", "yinyang", "cover"])
def test_record_holding_itself_refused_not_looped_for_ever(name):
    # with numpy loaded, parse_json's look for numpy's numbers walked a dict holding itself for ever; without, json
    # met its own "Circular reference detected" (yinyang, cover)
    kind = gridsat.kinds.get(name)
    record = {"kind": name}
    record["x"] = record
    with pytest.raises(TypeError) as caught:
        kind.parse_json(record)
    assert str(caught.value) == HOLDS_ITSELF
    rows = []
    rows.append(rows)
    with pytest.raises(TypeError) as caught:
        kind.parse_json({"kind": name, "rows": rows, "grid": [[np.int64(1)]]})
    assert str(caught.value) == HOLDS_ITSELF


def test_record_holding_one_list_twice_is_no_circle():
    from gridsat.formats.json_python import plain_json

    row = [np.int64(1), 2]
    assert plain_json({"a": [row, row]}) == {"a": [[1, 2], [1, 2]]}
    shared = [1]
    deep = {"a": [shared] * 3}
    for _ in range(60):  # one list held twice at every depth: looked through once, not 2**60 times
        deep = {"a": [deep, deep]}
    assert plain_json(deep) is deep


def _dominofit(**changes):
    from gridsat.puzzles.dominofit.rules import DominoFitPuzzle

    return DominoFitPuzzle(**{**dict(rows=2, cols=2, blocked=(), row_targets=(4, 4), col_targets=(2, 2)), **changes})


def test_dominofit_fits_only_dominoes_and_is_free_only_cells():
    # ("H", 0.5, 0) fitted and (0, 0.5) was free; None, "H00" and ("a", 0) met raw TypeErrors
    puzzle = _dominofit(blocked=[(1, 1)])
    assert puzzle.fits(("H", 0, 0)) and puzzle.fits(["V", np.int64(0), 0])
    assert not puzzle.fits(("H", 0.5, 0)) and not puzzle.fits(None) and not puzzle.fits("H00")
    assert not puzzle.fits(("V", 0, 1)) and not puzzle.fits((True, 0, 0))
    assert puzzle.is_free(0, 1) and puzzle.is_free(np.int64(1), 0)
    assert not puzzle.is_free(0, 0.5) and not puzzle.is_free("a", 0) and not puzzle.is_free(1, 1)


def test_dominofit_target_mode_that_is_no_string():
    with pytest.raises(gridsat.PuzzleInputError) as caught:  # was "unhashable type: 'list'"
        _dominofit().with_target_mode(["exact"])
    assert str(caught.value) == "unknown targets mode ['exact']; choose exact, at-most or at-least"


def test_batch_item_line_and_text_go_together():
    # Item(f, text=t) was told "x.txt: line None: not a puzzle ..."; Item(f, 3) read the whole file and recorded it
    # as its line 3
    from gridsat.batch import Item

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        Item("x.txt", text="garbage")
    assert str(caught.value) == ("Item has text but no line: a collection's line has both (Item(file, line, text)), "
                                 "a puzzle file neither (Item(file))")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        Item("p.json", 3)
    assert str(caught.value).startswith("Item has a line but no text: ")
    assert Item("c.jsonl", 2, "x").key == ("c.jsonl", 2) and Item("p.json").key == ("p.json", None)


def test_deadline_given_on_the_wall_clock_is_refused_not_dropped():
    # SolverOptions(deadline=time.time() + 10) was more than a billion seconds away on the perf_counter clock, so
    # taken as no deadline at all: the run went on past it; so did kind.hints(..., deadline=time.time() + 10)
    import time

    wall = time.time() + 10
    said = (f"deadline {wall:.6g} is a time.time() value (a date); a deadline here is a time.perf_counter() value: "
            "time.perf_counter() + seconds")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.SolverOptions(deadline=wall)
    assert str(caught.value) == said
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse("https://puzz.link/p?yinyang/5/5/016612300")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        kind.hints(puzzle, deadline=wall)
    assert str(caught.value) == said
    assert gridsat.SolverOptions(deadline=10**30).deadline is None  # farther than any clock: none, as before
    soon = time.perf_counter() + 30
    assert gridsat.SolverOptions(deadline=soon).deadline == soon


def test_one_column_of_equal_long_numbers_is_not_written_as_text_its_reader_refuses():
    # a Hitori one column wide of 31 and 40 was written 'hitori\n31\n40\n', which its reader refuses as cells
    # written together ('3 1'); a column of numbers of unequal lengths is still written and read back
    kind = gridsat.kinds.get("hitori")
    puzzle = kind.parse_json({"kind": "hitori", "rows": 2, "cols": 1, "clues": [[31], [40]]})
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        puzzle.to_text()
    assert str(caught.value) == ("this board one column wide of 2-digit clues (31, 40...) cannot be written as text: "
                                 "its reader reads '31' as cells written together; write it as JSON or a URL")
    assert kind.parse(puzzle.to_url()).to_json() == puzzle.to_json()
    mixed = kind.parse_json({"kind": "hitori", "rows": 2, "cols": 1, "clues": [[31], [4]]})
    assert kind.parse(mixed.to_text()).to_json() == mixed.to_json()


def test_random_colouring_past_its_deadline_says_so():
    # random_colouring(30, 30, 1, deadline=<past>) raised TimeUp with an empty message; generate keeps its own words
    import time

    from gridsat.core.options import TimeUp
    from gridsat.puzzles.yinyang import generate, random_colouring

    with pytest.raises(TimeUp) as caught:
        random_colouring(30, 30, 1, deadline=time.perf_counter() - 1)
    assert str(caught.value) == "the deadline passed before a random 30x30 answer was made"
    with pytest.raises(TimeUp) as caught:
        generate(30, 30, 1, gridsat.SolverOptions(time_limit=0.001))
    assert str(caught.value) == ("the time limit of 0.001 s ran out before the Yin-Yang puzzle of seed 1 (30x30) was proven; "
                                 "no unproven puzzle is given")
