"""Faults the fiftieth hostile pass found on the command line: each case is the exact line a user gets now."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.kinds import get

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NURIKABE = "nurikabe\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n"
HITORI = "hitori\n1 2 1 3\n2 1 4 3\n3 4 1 2\n1 2 3 4\n"
OWN = ("the puzzle's own text, not a position (read as one, every cell would be unshaded): give rows of 0 or ? "
       "(undecided), 1 or . (unshaded), 2 or # (shaded), or the board as hint draws it (no position starts from the "
       "givens)")


@pytest.mark.parametrize(("text", "position"), [
    (NURIKABE, NURIKABE),
    (NURIKABE, NURIKABE.split("\n", 1)[1]),  # its rows without the header: the '.' cells say it is the puzzle
    (HITORI, HITORI),
])
def test_the_puzzle_file_given_as_its_own_position_is_refused(run_cli, tmp_path, monkeypatch, text, position):
    """`gridsat hint p.txt --position p.txt` (the puzzle file again) read its '.' cells, empty in a puzzle, as
    unshaded (a Hitori's numbers as unshaded cells) and answered, exit 0, "the position has a mistake: r1c3,
    r1c4, ... and 4 more differ from the puzzle's only answer", a mistake the player never made."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.txt").write_text(text)
    (tmp_path / "pos.txt").write_text(position)
    code, out, err = run_cli("hint", "p.txt", "--position", "pos.txt")
    assert (code, out, err.strip()) == (2, "", f"gridsat: error: pos.txt: {OWN}")


def test_a_position_like_the_puzzle_still_reads_where_it_is_no_puzzle_text():
    """A Hitori position with every cell unshaded, written without the header (as the board draws it), is
    read as before: only the header or a '.' cell says the text is the puzzle's."""
    kind = get("hitori")
    puzzle = kind.parse(HITORI)
    assert kind.read_position(HITORI.split("\n", 1)[1], puzzle) == [[1] * 4] * 4
    with pytest.raises(PuzzleInputError) as told:
        get("nurikabe").read_position(NURIKABE, get("nurikabe").parse(NURIKABE), "mine")
    assert str(told.value) == f"mine: {OWN}"
    rows = "? 5 ? ? ?\n? ? 2 ? ?\n? ? ? ? ?\n? ? 1 ? ?\n? ? ? 3 ?\n"  # the board as hint draws it: read
    assert get("nurikabe").read_position(rows, get("nurikabe").parse(NURIKABE))[0] == [0, 1, 0, 0, 0]


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_ctrl_c_while_domino_fit_answers_are_listed_is_an_interruption(run_cli, monkeypatch, command):
    """Ctrl-C during `gridsat grade dominofit-20x20.json` (no -t) while its answers were listed: the listing kept
    the interruption to itself and the command said "no grade: the time limit ran out before the puzzle's answers
    were found", exit 1, of a limit never given.  It now stops as every grid genre's hint does: exit 130."""
    from types import SimpleNamespace

    from gridsat.puzzles.dominofit.model import DominoFitPuzzle

    cut = SimpleNamespace(interrupted=True, complete=False, solutions=[])
    monkeypatch.setattr(DominoFitPuzzle, "solutions", lambda self, *a, **k: cut)
    code, out, err = run_cli(command, str(EXAMPLES / "dominofit-8x8.txt"))
    assert (code, out, err.strip()) == (130, "", "gridsat: interrupted (Ctrl-C)")


def test_a_domino_fit_board_too_large_for_hints_is_named_before_its_picture_is_weighed(run_cli, tmp_path):
    """`gridsat hint big.json --png p.png` of a 300x300 Domino Fit said "a PNG of at least 20,277x20,277 pixels
    ... needs about 3.1 GB of memory; the limit is 2 GB (raise it with --memory-limit ...)"; raised, the run
    then said hints take boards of at most 400 cells.  The board's size is named first, as without --png."""
    import json

    record = {"rows": 21, "cols": 20, "blocked": [], "row_targets": [30] * 21, "col_targets": [32] * 20,
              "rule": "cell"}
    (tmp_path / "big.json").write_text(json.dumps(record))
    code, out, err = run_cli("hint", str(tmp_path / "big.json"), "--png", str(tmp_path / "p.png"),
                             "--memory-limit", "1e-5")
    assert (code, out) == (2, "")
    assert err.strip() == ("gridsat: error: Domino Fit: hints and grades take boards of at most 400 cells; this "
                           "21x20 one has 420 (solve it instead)")
    assert not (tmp_path / "p.png").exists()


@pytest.mark.parametrize(("value", "shown"), [("true", "true"), ('"2"', '"2"'), ("null", "null"), ("2.0", "2.0")])
def test_a_grid_json_size_of_another_type_is_quoted_in_json_words(run_cli, tmp_path, value, shown):
    """`gridsat solve p.json` of {"kind": "nurikabe", "rows": true, ...} said "rows must be a whole number from 1
    to 1000, got True" (null: "got None", "2": "got '2'"): Python's words for a JSON file, where Domino Fit's
    reader said "got true".  Every grid genre's JSON reader now quotes the value as JSON writes it."""
    (tmp_path / "p.json").write_text('{"kind": "nurikabe", "rows": 2, "cols": %s, "clues": [[1, null], [null, 1]]}'
                                     % value)
    code, out, err = run_cli("solve", str(tmp_path / "p.json"))
    assert (code, out) == (2, "")
    assert err.strip() == f"gridsat: error: p.json: cols must be a whole number from 1 to 1000, got {shown}"
    (tmp_path / "p.json").write_text('{"kind": "nurikabe", "cols": 2, "clues": [[1, null], [null, 1]]}')
    assert run_cli("solve", str(tmp_path / "p.json"))[2].strip().endswith("p.json: missing field 'rows'")
