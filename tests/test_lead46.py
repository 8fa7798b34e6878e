"""Lead, sitting 15: what the fourteenth sitting left, each with the words a user now reads."""
from __future__ import annotations

import json

import pytest

from gridsat.core.errors import PuzzleInputError

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_an_engine_is_read_in_any_capitals_as_a_settings_choice_is(run_cli, tmp_path):
    """'--engine CPSAT' was "unknown engine 'CPSAT' ... (did you mean 'cpsat'?)", while '--format TEXT' was read:
    every engine's name is lower case, so its capitals are read as the choices' are, on every front end."""
    from gridsat.batch.run import run_batch
    from gridsat.core.task import Task

    def board(*args):  # the answer drawn, without the time it took
        code, out, _ = run_cli("solve", NURIKABE, *args)
        return code, out.rsplit("solved in", 1)[0]

    assert board("--engine", "CPSAT") == board("--engine", "cpsat") and board()[0] == 0
    code, out, _ = run_cli("pack", "--engine", "Exact", "-n", "2")
    assert code == 0 and "solution 2" in out
    assert Task("solve", engine="CPSAT").engine == "cpsat"
    # a misspelt name is still refused, offered the right one
    assert run_cli("solve", NURIKABE, "--engine", "CPSTA")[::2] == (
        2, "gridsat: error: unknown engine 'cpsta' for Nurikabe puzzles (did you mean 'cpsat'?); use one of: auto, "
           "logic, cpsat\n")
    puzzle = tmp_path / "n.txt"
    puzzle.write_text(NURIKABE + "\n")
    report = run_batch([str(puzzle)], str(tmp_path / "r.jsonl"), engine="CPSAT")
    line = json.loads((tmp_path / "r.jsonl").read_text().splitlines()[0])
    assert (report.statuses["solved"], line["status"]) == (1, "solved")
    with pytest.raises(PuzzleInputError) as told:
        run_batch([str(puzzle)], str(tmp_path / "s.jsonl"), engine="EXAKT")
    assert str(told.value).startswith("unknown engine 'exakt' for any kind (did you mean 'exact'?); use one of: ")


def test_a_hint_picture_shows_the_cells_a_step_reads_where_it_decides_them_too():
    """Hashiwokakero's first step on pzprjs's puzzle reads the corner 4 and its two neighbours and draws their
    bridges: the red frames of the decided islands hid the blue ones of the same cells, so the picture showed no
    "why". Red dashes now run over the blue frame."""
    from matplotlib.colors import to_hex

    from gridsat.render.picture import DECIDED_COLOUR, PREMISE_COLOUR

    kind = __import__("gridsat").kinds.get("hashi")
    puzzle = kind.parse("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3")
    deduction = kind.hints(puzzle, first=True)
    step = deduction.steps[0]
    assert set(step.premises) & {cell for ends in step.decided for cell in ends}  # the case: cells both ways
    fig = kind.hint_figure(puzzle, deduction)
    frames = [(to_hex(c.get_edgecolor()[0]), c.get_linestyle()[0][1] is not None)
              for c in fig.axes[0].collections if c.get_label() == "outline"]
    assert frames == [(PREMISE_COLOUR.lower(), False), (DECIDED_COLOUR.lower(), True)]
