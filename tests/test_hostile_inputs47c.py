"""The forty-seventh hostile pass, part C: the Python API and designers."""

import numpy as np

from gridsat import kinds
from gridsat.puzzles import dominofit


def test_dominofit_check_position_takes_dominoes_as_hints_start_does():
    """``kind.check_position(puzzle, dominoes)`` read the dominoes ``("H", 0, 1), ...`` (an answer's list, as
    ``hints(start=...)`` takes them) as rows: "position: the position has 7 rows; the board has 4 rows"."""
    kind = kinds.get("dominofit")
    made = dominofit.generate(4, 4)
    assert made.solution == [("H", 0, 1), ("H", 1, 2), ("H", 2, 0), ("H", 2, 2), ("H", 3, 0), ("H", 3, 2),
                             ("V", 0, 0)]
    assert kind.check_position(made.puzzle, made.solution) == []
    assert kind.check_position(made.puzzle, grid=tuple(made.solution)) == []
    assert kind.check_position(made.puzzle, [(d, np.int64(r), c) for d, r, c in made.solution]) == []
    assert kind.check_position(made.puzzle, made.solution[:6]) == [
        "2 free cells are not covered (first r1c1)", "row 1 scores 4 under the cell rule, target = 5",
        "row 2 scores 4 under the cell rule, target = 5", "column 1 scores 4 under the cell rule, target = 6"]
