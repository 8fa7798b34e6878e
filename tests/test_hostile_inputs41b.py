"""Hostile pass 41, part b (web app and batch): faults found and fixed."""

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
FORCED = "? 5 ██████\n· ██2 · ██\n· ████████\n· ██1 ██· \n██████3 · \n"


@pytest.mark.parametrize("key, left", [("? not forced (24 of 25 cells forced)", "1 cell"),
                                       ("? not forced (1,000 of 1,200 cells forced)", "200 cells")])
def test_a_partly_forced_drawing_recorded_as_the_solution_is_named(key, left):
    # `gridsat nurikabe P --forced > P.solution.txt` of a puzzle with several answers, then `batch --check-answer`:
    # it was "a recorded nurikabe solution must be rows of #/./*/x or of numbers" (bordered kinds: "drawn inside
    # borders, but not as gridsat draws an answer"), of gridsat's own drawing
    kind = get("nurikabe")
    result = kind.parse(NURIKABE).solve()
    with pytest.raises(PuzzleInputError) as refused:
        kind.recorded_answer(result, FORCED + key + "\nsolved in 0.007 s\n")
    assert str(refused.value) == (f"the recorded solution is a --forced drawing with {left} not forced ('?'): a "
                                  "solution decides every cell (save the answer gridsat prints without --forced)")


def test_a_wholly_forced_drawing_is_still_the_answer():
    kind = get("nurikabe")
    result = kind.parse(NURIKABE).solve()
    drawn = FORCED.replace("?", "·", 1) + "? not forced (25 of 25 cells forced)\nsolved in 0.007 s\n"
    assert kind.recorded_answer(result, drawn) == [list(r) for r in result.grid]
