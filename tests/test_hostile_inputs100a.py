"""Hostile pass 100, part a: Tapa as a puzzle person attacks it."""

from __future__ import annotations

import pytest

import gridsat


def _reason(text: str) -> str | None:
    kind = gridsat.kinds.get("tapa")
    result = kind.run(kind.parse(text), gridsat.Task("solve"))
    return result.to_json().get("reason")


@pytest.mark.parametrize("text, said", [
    # a clue of three runs where only three neighbours are: it was "there is none even with every clue taken away"
    # (its runs' count was kept as '?,?,?'), though the empty board has answers
    ("tapa\n3,1,1 . .\n. . .\n. . .\n", "the clue 3,1,1 at r1c1 cannot hold, even with every other clue taken away"),
    # '?,?' and '?' that held no answer were never named (no reason at all)
    ("tapa\n. . .\n. ?,? .\n. . .\n", "the clue ?,? at r2c2 cannot hold, even with every other clue taken away"),
    ("tapa\n?\n", "the clue ? at r1c1 cannot hold, even with every other clue taken away"),
])
def test_tapa_reason_names_the_clue_not_every_clue_taken_away(text, said):
    assert _reason(text) == said


@pytest.mark.parametrize("clue, said", [
    ("[]", "clues row 1, column 2: [] is not a Tapa clue"),
    ("[true, 1]", "clues row 1, column 2: [true, 1] is not a Tapa clue"),
    ("[1.5]", "clues row 1, column 2: [1.5] is not a Tapa clue"),
])
def test_tapa_json_array_that_is_no_list_of_runs_is_named_in_tapas_words(clue, said):
    # it was "[] is not a whole number, a symbol or empty": the arrays Tapa reads went unnamed
    text = '{"kind": "tapa", "rows": 1, "cols": 3, "clues": [[null, %s, null]]}' % clue
    with pytest.raises(gridsat.PuzzleInputError) as err:
        gridsat.kinds.get("tapa").parse(text)
    assert str(err.value).endswith(said + " (a number 0-8, '?', or an array of run lengths, each a whole number or "
                                   "'?': [3, 1, 1])")


_URL = "https://puzz.link/p?tapa/5/5/3n5hchhajn2"


@pytest.mark.parametrize("middle, said", [
    # a clue of several runs typed in a spaced position, as the board draws it or as the text writes it: it was
    # "the drawn board has 5 rows of 5/6 cells (line 3 has 6); the puzzle has 5 rows of 5"
    ("? ? 311 ? ?", "the position has a mistake: r2c3 differs from the puzzle's only answer"),
    ("? ? 3,1,1 ? ?", "the position has a mistake: r2c3 differs from the puzzle's only answer"),
])
def test_tapa_position_reads_a_clue_of_several_runs_in_a_spaced_row(middle, said, tmp_path):
    import os
    import subprocess
    import sys

    kind = gridsat.kinds.get("tapa")
    text = f"3 # ? ? ?\n# # # ? 5\n{middle}\n31 ? ? ? ?\n? ? ? ? 2\n"
    grid = kind.read_position(text, kind.parse(_URL))
    assert grid[1] == [2, 2, 2, 0, 1] and grid[2] == [0, 0, 1, 0, 0] and grid[3][0] == 1
    (tmp_path / "pos.txt").write_text(text)
    src = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")
    run = subprocess.run([sys.executable, "-m", "gridsat", "hint", _URL, "--position", str(tmp_path / "pos.txt")],
                         capture_output=True, text=True, env={**os.environ, "PYTHONPATH": src}, timeout=120)
    assert said in run.stdout + run.stderr


@pytest.mark.parametrize("row, said", [
    # a clue's runs typed with spaces after the commas were "line 3: 5 cells, expected 3"
    (". 3, 1, 1 .", "line 3: '3, 1, 1' is one clue's runs written with spaces; write them without (3,1,1)"),
    (". 3 ,1 .", "line 3: '3 ,1' is one clue's runs written with spaces; write them without (3,1)"),
])
def test_tapa_text_clue_runs_written_with_spaces_are_named(row, said):
    with pytest.raises(gridsat.PuzzleInputError) as err:
        gridsat.kinds.get("tapa").parse(f"tapa\n. . .\n{row}\n. . .\n")
    assert str(err.value).endswith(said)
