"""Hostile pass 49, part c: the Python API (the designer's ranking)."""

from __future__ import annotations

import numpy as np
import pytest

from gridsat.puzzles.calendar.design import rank

GOOD = {"design": "b", "unsolvable": 0, "total": 5, "cv": 1.0, "fewest": {"count": 2, "dates": []}}


@pytest.mark.parametrize("objective", ["most-fewest", "fewest-fewest", "even"])
def test_rank_takes_numpy_numbers_in_a_record(objective):
    """``rank([{..., "total": np.int64(3)}], ...)`` said "design record 1's 'total' is np.int64(3), not a number"
    (records read with numpy or pandas), while ``top=np.int64(1)`` was taken."""
    numpy_record = dict(GOOD, design="a", total=np.int64(9), unsolvable=np.int64(0), cv=np.float64(0.5),
                        fewest={"count": np.int64(3), "dates": []})
    ranked = rank([GOOD, numpy_record], objective)
    assert [r["design"] for r in ranked] == (["b", "a"] if objective == "fewest-fewest" else ["a", "b"])
    with pytest.raises(TypeError, match=r"^rank: design record 1's 'total' is True, not a number "):
        rank([dict(GOOD, total=True)], objective)  # a bool is still no number
    with pytest.raises(TypeError, match=r"^rank: design record 1's 'total' is np.float64\(nan\), not a number "):
        rank([dict(GOOD, total=np.float64("nan"))], objective)


@pytest.mark.parametrize("fewest, shown", [(5, "5"), ("x", "'x'"), ([1], "[1]")])
def test_rank_names_a_fewest_that_is_not_a_record(fewest, shown):
    """``rank([{..., "fewest": 5}], ...)`` said the record "has no 'fewest count'" (a PuzzleInputError), as if the
    field were missing, not of another type."""
    with pytest.raises(TypeError) as caught:
        rank([GOOD, dict(GOOD, design="a", fewest=fewest)], "most-fewest")
    assert str(caught.value) == (f"rank: design record 2's 'fewest' is {shown}, not a record with a 'count' "
                                 "(as search_designs gives)")
    with pytest.raises(Exception, match=r"^rank: design record 1 has no 'fewest count' "):
        rank([dict(GOOD, fewest={"dates": []})], "most-fewest")  # a record without its count: still missing
    assert rank([dict(GOOD, fewest=None)], "even") == [dict(GOOD, fewest=None)]  # no fewest at all: taken


def test_a_grid_puzzle_takes_numpy_whole_numbers():
    """``NurikabePuzzle(np.int64(5), 5, clues)`` said "rows must be a whole number from 1 to 1000, got np.int64(5)",
    a clue ``np.int64(5)`` "is not a whole number, a symbol or empty", a room id ``np.int64(0)`` "is not a whole
    number (a region id per cell)" and ``stars=np.int64(1)`` "the star count must be a whole number": Domino Fit's
    puzzle, boards, counts and answers all take numpy's whole numbers."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.nurikabe.rules import NurikabePuzzle
    from gridsat.puzzles.starbattle.rules import StarBattlePuzzle

    plain = NurikabePuzzle(3, 3, ((3, None, None), (None, None, None), (None, None, 1)))
    numpy = NurikabePuzzle(np.int64(3), np.int64(3), [[np.int64(3), None, None], [None] * 3, [None, None, np.int64(1)]])
    assert numpy == plain and type(numpy.rows) is int and type(numpy.clues[0][0]) is int
    assert numpy.count().count == plain.count().count == 1
    regions = ((0, 0, 1, 1), (0, 0, 1, 1), (2, 2, 3, 3), (2, 2, 3, 3))
    stars = StarBattlePuzzle(4, 4, ((None,) * 4,) * 4, [list(map(np.int64, row)) for row in regions],
                             stars=np.int64(1))
    assert stars == StarBattlePuzzle(4, 4, ((None,) * 4,) * 4, regions) and type(stars.stars) is int
    with pytest.raises(PuzzleInputError, match=r"^puzzle: rows must be a whole number from 1 to 1000, got 3\.0$"):
        NurikabePuzzle(3.0, 3, ((None,) * 3,) * 3)  # a float is still refused
    with pytest.raises(PuzzleInputError, match=r"^puzzle: clues row 1, column 1: np.True_ is not a whole number, "):
        NurikabePuzzle(3, 3, ((np.True_, None, None),) + ((None,) * 3,) * 2)  # numpy's bool too


def test_the_memory_limits_python_words_fit_calls_taking_memory_limit_themselves():
    """``kind.hints(puzzle, memory_limit=1)`` (and ``run_batch(..., memory_limit=...)``) was told to "raise it with
    SolverOptions(memory_limit=BYTES)": neither takes a SolverOptions."""
    from gridsat.core.memory import MemoryLimitError
    from gridsat.kinds import get

    kind = get("yinyang")
    with pytest.raises(MemoryLimitError) as caught:
        kind.hints(kind.parse(kind.examples[0].puzzle), memory_limit=1)
    assert str(caught.value) == ("searching a 5x5 Yin-Yang board needs about 4.6 KB of memory; the limit is 1 byte "
                                 "(raise it with memory_limit=BYTES (the call's, or its SolverOptions') or "
                                 "GRIDSAT_MEMORY_LIMIT (in GB))")


def test_an_edition_file_using_a_built_in_board_gives_that_board(tmp_path):
    """``load_board("examples/my-edition.txt")`` (``calendar --design examples/my-edition.txt``), an edition file as
    its message asks for, said only "my-edition.txt: no [board NAME] section": its edition uses the built-in board
    standard, as the edition's name would give it."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar.library import load_board

    assert load_board("examples/my-edition.txt") == load_board("standard")
    assert load_board("examples/my-edition.txt:mine") == load_board("standard")
    two = tmp_path / "two.txt"
    two.write_text("[editions]\na = standard : O6 U5 V5 T5 L5 N5 Y5 P5\nb = tetromino : O6 U5 V5 T5 L5 N5 Y5 P5\n")
    assert load_board(f"{two}:b") == load_board("tetromino")
    with pytest.raises(PuzzleInputError) as caught:
        load_board(str(two))
    assert str(caught.value) == ("two.txt: no [board NAME] section, and its editions use 2 boards (standard "
                                 "tetromino): choose one by its name")
    with pytest.raises(PuzzleInputError, match=r"^two.txt has no board or edition 'c' \(editions: a b\)$"):
        load_board(f"{two}:c")


def test_a_domino_fit_record_takes_numpy_whole_numbers():
    """``kind.parse_json({"rows": np.int64(4), ...})`` said "rows must be a whole number, got np.int64(4)", while
    ``DominoFitPuzzle(np.int64(4), ...)`` takes it."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.kinds import get

    kind = get("dominofit")
    record = {"rows": 4, "cols": 4, "blocked": [[2, 0], [2, 3]], "row_targets": [4, 0, 2, 4],
              "col_targets": [1, 3, 3, 3], "rule": "dot"}
    numpy = dict(record, rows=np.int64(4), cols=np.int64(4), blocked=[[np.int64(2), np.int64(0)], [2, 3]],
                 row_targets=[np.int64(t) for t in record["row_targets"]])
    assert kind.parse_json(numpy) == kind.parse_json(record)
    with pytest.raises(PuzzleInputError, match=r"rows must be a whole number, got 4\.0$"):
        kind.parse_json(dict(record, rows=4.0))


def test_a_json_record_given_in_python_takes_numpy_numbers():
    """``get("starbattle").parse_json({..., "stars": np.int64(1)})`` said "'stars' must be a whole number, got
    int64"; ``get("yinyang").parse_json({..., "rows": np.int64(3)})`` met json's raw "Object of type int64 is not
    JSON serializable"."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.kinds import get

    regions = [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 3]]
    record = {"kind": "starbattle", "rows": 4, "cols": 4, "clues": [[None] * 4] * 4, "regions": regions, "stars": 1}
    kind = get("starbattle")
    assert kind.parse_json(dict(record, stars=np.int64(1), rows=np.int64(4))) == kind.parse_json(record)
    yinyang = get("yinyang")
    url = "https://puzz.link/p?yinyang/5/5/016612300"
    assert yinyang.parse_json({"kind": "yinyang", "puzzle": url, "seed": np.int64(3)}) == yinyang.parse(url)
    with pytest.raises(PuzzleInputError, match=r"^puzzle: this is JSON, which Yin-Yang reads only as a generated "):
        yinyang.parse_json({"kind": "yinyang", "rows": np.int64(3)})  # its own refusal, not json's TypeError
    with pytest.raises(TypeError) as caught:
        yinyang.parse_json({"kind": "yinyang", "puzzle": {1, 2}})
    assert str(caught.value) == "data must be a decoded JSON object, but holds set {1, 2}, which JSON cannot hold"


def test_distinct_with_blocked_cells_does_not_say_they_break_a_symmetry_they_keep():
    """``PackingPuzzle(Board.parse("3x3"), dominoes, blocked={(1, 1)}).count(distinct=True)`` said "blocked cells
    break the board's symmetry" of the centre, which keeps every one; the board without it counts up to symmetry."""
    from gridsat import Board, PackingPuzzle, PieceSet, Polyomino
    from gridsat.core.errors import PuzzleInputError

    dominoes = PieceSet(((Polyomino("D", [(0, 0), (0, 1)]), 4),))
    with pytest.raises(PuzzleInputError) as caught:
        PackingPuzzle(Board.parse("3x3"), dominoes, blocked=frozenset({(1, 1)})).count(distinct=True)
    assert str(caught.value) == ("distinct counts up to the board's symmetry, which blocked cells may break: count "
                                 "without distinct, or leave those cells off the board (Board.without)")
    ring = PackingPuzzle(Board.parse("3x3").without([(1, 1)]), dominoes)
    assert (ring.count().count, ring.count(distinct=True).count) == (2, 1)
