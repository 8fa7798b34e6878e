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


def test_batch_names_a_kinds_unknown_engine_as_solve_does(run_cli, tmp_path):
    """gridsat batch F -o R -k yinyang --engine exact said "unknown engine 'exact' for Yin-Yang puzzles; use one of:
    auto, cpsat, cuts, race, search" (sorted), where gridsat solve F -k yinyang --engine exact and the web say "for
    yinyang; use one of: auto, race, search, cpsat, cuts"."""
    puzzle = tmp_path / "yy.txt"
    puzzle.write_text("https://puzz.link/p?yinyang/6/6/0i0090300300\n")
    words = "unknown engine 'exact' for Yin-Yang puzzles; use one of: auto, race, search, cpsat, cuts"
    for args in (["batch", str(puzzle), "-o", str(tmp_path / "r.jsonl"), "-k", "yinyang"],
                 ["solve", str(puzzle), "-k", "yinyang"]):
        code, _out, err = run_cli(*args, "--engine", "exact")
        assert (code, err.strip()) == (2, f"gridsat: error: {words}")
