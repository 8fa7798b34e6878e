"""Hostile pass 73, part b: the web app and batch."""
import pytest

from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize(("kind", "puzzle", "error"), [
    ("hitori", "https://puzz.link/p?hitori/3/3/111111111",
     "position: row 3, column 3: '3' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)"),
    ("yinyang", "https://puzz.link/p?yinyang/3/3/000",
     "position: row 3, column 3: symbol '3' is not 0 (undecided), 1 (white) or 2 (black)"),
])
def test_a_position_sent_as_rows_names_the_row_as_the_command_line_does(kind, puzzle, error):
    """POST /api/hint with "position": [[0, 0, 0], [0, 0, 0], [0, 0, 3]] was told "line 3, column 3" (the rows
    were joined into lines of text), where `gridsat hint URL --position pos.json` holding the same rows, and the
    same rows sent as a string, say "row 3, column 3"."""
    from gridsat.web.hint_requests import plan_hint
    from gridsat.web.jobs import run_hint
    from gridsat.web.limits import Limits

    with pytest.raises(PuzzleInputError) as exc:
        run_hint(plan_hint({"kind": kind, "puzzle": puzzle, "position": [[0, 0, 0], [0, 0, 0], [0, 0, 3]]},
                           Limits()))
    assert str(exc.value) == error
