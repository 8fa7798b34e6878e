"""Hostile pass 34, part c: the Python API and designers."""

import numpy as np
import pytest

import gridsat


def test_piece_set_takes_numpy_counts_and_names_a_bad_count():
    """``PieceSet(((piece, np.int64(2)),), "x")`` was refused as "PieceSet takes a tuple of (Polyomino, count)
    pairs" (it is one; PieceSet.of and subset take numpy counts), and a float count got the same message, not
    naming the count."""
    d = gridsat.Polyomino("d", [(0, 0), (0, 1)])
    pieces = gridsat.PieceSet(((d, np.int64(2)),), "x")
    assert pieces.items == ((d, 2),) and type(pieces.items[0][1]) is int
    assert gridsat.pack("2x2", pieces).solved
    with pytest.raises(TypeError) as e:
        gridsat.PieceSet(((d, 2.0),), "x")
    assert str(e.value) == "PieceSet: the count of piece d must be a whole number, got float 2.0"


YINYANG = "https://puzz.link/p?yinyang/6/6/6a166b230900"


def test_position_as_numpy_array_is_taken_by_check_position_and_hints():
    """``kind.check_position(puzzle, np.array(grid))`` and ``kind.hints(puzzle, start=np.array(grid))`` were
    refused ('got ndarray', 'got a row ndarray') where ``with_answer(np.array(grid))`` takes the same rows."""
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse(YINYANG)
    grid = kind.given_position(puzzle)
    array = np.array(grid)
    assert kind.check_position(puzzle, array) == kind.check_position(puzzle, grid)
    assert kind.check_position(puzzle, grid=array) == kind.check_position(puzzle, grid)
    assert kind.hints(puzzle, start=array).to_json()["grid"] == kind.hints(puzzle, start=grid).to_json()["grid"]
    assert kind.hints(puzzle, start=list(array)).to_json()["grid"] == kind.hints(puzzle, start=grid).to_json()["grid"]
    halves = array.astype(float)
    halves[0, 0] = 1.5
    with pytest.raises(gridsat.PuzzleInputError) as e:
        kind.hints(puzzle, start=halves)
    assert str(e.value) == "start: r1c1: 1.5 is not 0, 1 or 2"


def test_hints_start_takes_a_deduction_record_as_its_text_is_taken():
    """``kind.hints(puzzle, start=deduction.to_json())`` was refused as 'got dict' where the same record's JSON text
    (``start=json.dumps(record)``, and ``hint --start FILE`` on the command line) was taken."""
    import json

    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse(YINYANG)
    record = kind.hints(puzzle, first=True).to_json()
    assert kind.hints(puzzle, start=record).to_json()["grid"] == kind.hints(puzzle, start=json.dumps(record)).to_json()[
        "grid"]
    with pytest.raises(gridsat.PuzzleInputError) as e:
        kind.hints(puzzle, start={"a": 1})
    assert str(e.value) == ('start: a position in JSON is rows of values, or an object with them as "grid" (as a '
                            "Deduction's to_json() gives it)")
    with pytest.raises(TypeError, match=r"^start must be a position or a Deduction's to_json\(\) record, got a dict"):
        kind.hints(puzzle, start={"grid": {1}})


def test_batch_item_takes_a_numpy_line_number():
    """``Item(file, np.int64(3), text)`` was refused as "Item.line must be a line number, 1 or more, or None, got
    int64 np.int64(3)", where every other typed argument takes numpy's whole numbers; it is kept as an int."""
    import json

    from gridsat.batch import Item, Settings, solve_item

    item = Item("x.jsonl", np.int64(3), YINYANG)
    assert item.line == 3 and type(item.line) is int
    record = solve_item(item, Settings())
    assert record["line"] == 3 and record["status"] == "solved" and json.dumps(record)
    with pytest.raises(ValueError) as e:  # a bad value, not a bad type (hostile pass 39)
        Item("x.jsonl", np.int64(0), YINYANG)
    assert str(e.value) == "Item.line must be a line number, 1 or more, or None, got 0"


def test_hint_picture_refuses_a_negative_number_of_steps():
    """``deduction.figure(-1)`` (``kind.hint_figure(puzzle, deduction, -1)``) drew every step but the last, as a
    slice: "the position after the first ``upto`` steps" has no -1; 0 (the start) is still taken."""
    import matplotlib

    matplotlib.use("Agg")
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse(YINYANG)
    deduction = kind.hints(puzzle)
    with pytest.raises(ValueError) as e:
        deduction.figure(-1)
    assert str(e.value) == "upto must be a number of steps, 0 or more, or None (all), got -1"
    with pytest.raises(ValueError):
        kind.hint_figure(puzzle, deduction, upto=np.int64(-2))
    assert deduction.figure(0) is not None


def test_with_fixed_keeps_the_puzzle_class_and_names_a_wrong_argument():
    """``PackingPuzzle(...).with_fixed(placements)`` returned a bare PlacementProblem (``.count()`` met
    AttributeError 'PlacementProblem' object has no attribute 'count'), and ``with_fixed(None)`` met "'NoneType'
    object is not iterable"."""
    d = gridsat.Polyomino("d", [(0, 0), (0, 1)])
    puzzle = gridsat.PackingPuzzle(gridsat.Board.rectangle(2, 2), gridsat.PieceSet(((d, 2),), "d"))
    placed = puzzle.solve().placements[:1]
    fixed = puzzle.with_fixed(placed)
    assert type(fixed) is gridsat.PackingPuzzle and fixed.count().count == 1
    assert puzzle.with_fixed([]).count().count == 2
    with pytest.raises(TypeError) as e:
        puzzle.with_fixed(None)
    assert str(e.value) == "fixed must be a list of Placements (gridsat.Placement), got NoneType None"


def test_solve_lists_only_the_tasks_it_takes():
    """``gridsat.solve(url, task="nope")`` listed 'solutions' among the tasks to use, which gridsat.solve then
    refuses ("task 'solutions' needs a number"); Task itself still lists it."""
    with pytest.raises(gridsat.PuzzleInputError) as e:
        gridsat.solve(YINYANG, task="nope")
    assert str(e.value) == "unknown task 'nope'; use one of: solve, count, unique, forced"
    with pytest.raises(gridsat.PuzzleInputError) as e:
        gridsat.Task("nope")
    assert str(e.value) == "unknown task 'nope'; use one of: solve, solutions, count, unique, forced"


def test_yinyang_checker_and_drawings_take_a_numpy_grid_as_other_kinds_do():
    """``gridsat.puzzles.yinyang.check_grid(puzzle, np.array(grid))``, ``draw_yinyang`` and ``grid_text`` were
    refused as 'got ndarray', where a Nurikabe puzzle's ``violations`` and ``drawing`` take the array."""
    import matplotlib

    matplotlib.use("Agg")
    from gridsat.puzzles.yinyang import check_grid, draw_yinyang, grid_text

    result = gridsat.solve(YINYANG)
    array = np.array(result.grid)
    assert check_grid(result.puzzle, array) == [] == check_grid(result.puzzle, list(array))
    wrong = array.copy()
    wrong[0, 0] = 3 - wrong[0, 0]
    assert check_grid(result.puzzle, wrong) == check_grid(result.puzzle, wrong.tolist()) != []
    assert draw_yinyang(result.puzzle, array) is not None
    assert str(grid_text(result.puzzle, array)) == str(grid_text(result.puzzle, result.grid))
    assert result.puzzle.to_pzprv3(array) == result.puzzle.to_pzprv3(result.grid)


def test_tiling_answer_with_list_cells_or_as_a_numpy_array_is_taken():
    """``result.with_answer([Placement("L", 0, [[0, 0], ...]), ...]).check()`` met "unhashable type: 'list'" (the
    shape check took list pairs, the checker did not), and ``with_answer(np.array(placements, dtype=object))`` was
    refused as 'got ndarray' where grid and cover answers take arrays."""
    import json

    result = gridsat.pack("2x4", {"L*2": "#./#./##"})
    listed = [gridsat.Placement(p.piece, np.int64(p.orientation), [list(c) for c in reversed(p.cells)])
              for p in result.placements]
    again = result.with_answer(listed)
    assert again.check().placements == result.placements
    assert json.dumps(again.to_json()) == json.dumps(result.to_json())
    assert result.with_answer(np.array(result.placements, dtype=object)).check().placements == result.placements
    wrong = [gridsat.Placement("L", 0, [[0, c] for c in range(4)]), gridsat.Placement("L", 0, [[1, c] for c in range(4)])]
    with pytest.raises(gridsat.SolutionCheckError) as e:
        result.with_answer(wrong).check()
    assert "piece L at r1c1 is not an orientation of L" in str(e.value)


def test_domino_answer_as_a_numpy_object_array_is_taken():
    """``result.with_answer(np.array(result.dominoes, dtype=object))`` was refused as 'got ndarray' where grid, cover
    and now tiling answers take arrays; an array of strings (numbers as text) is still refused, naming a row."""
    result = gridsat.solve("examples/dominofit-8x8.json")
    assert result.with_answer(np.array(result.dominoes, dtype=object)).check().dominoes == result.dominoes
    with pytest.raises(TypeError) as e:
        result.with_answer(np.array(result.dominoes))
    assert str(e.value) == ('answer must be a tiling: a list of dominoes ("H" or "V", row, col), got a list whose '
                            "item 0 is list ['H', '0', '2']")


def test_yinyang_generate_takes_a_planted_answer_as_a_numpy_array():
    """``gridsat.puzzles.yinyang.generate(4, 4, 3, answer=np.array(rows))`` was refused as "answer must be rows of 1
    (white) and 2 (black), a list of lists, got ndarray" where the same rows as lists are planted."""
    from gridsat.puzzles.yinyang import generate

    rows = generate(4, 4, 2).answer
    assert generate(4, 4, 3, answer=np.array(rows)).puzzle == generate(4, 4, 3, answer=rows).puzzle
