"""The twentieth hostile pass, the lead's own cases (issue 20): what the nineteenth pass's report left behind."""

from __future__ import annotations

import json

from gridsat.core.options import SolverOptions, TimeUp
from gridsat.puzzles.kinds import get


#: ``gridsat generate yinyang --size 6x6 --seed 1``: a unique puzzle and its answer.
PUZZLE = "0 0 0 0 1 0\n0 0 0 1 0 0\n2 0 1 0 0 0\n1 0 0 0 2 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
ANSWER = [[2, 2, 2, 1, 1, 1], [2, 1, 1, 1, 2, 1], [2, 2, 1, 2, 2, 1], [1, 2, 1, 1, 2, 1], [1, 2, 2, 2, 2, 1],
          [1, 1, 1, 1, 1, 1]]


def _record(tmp_path, **fields) -> str:
    made = tmp_path / "made.jsonl"
    made.write_text(json.dumps({"kind": "yinyang", "puzzle": PUZZLE, **fields}) + "\n")
    return str(made)


def test_a_misspelt_solution_field_is_named_not_counted_as_none(run_cli, tmp_path):
    """``batch made.jsonl --check-answer`` with a record's "solution" typed "solutoin": solved, and counted
    "without one" among the recorded solutions, the typo never named."""
    made = _record(tmp_path, solutoin=ANSWER, seed=1, givens=6)
    out = tmp_path / "out.jsonl"
    run_cli("batch", made, "--out", str(out), "--check-answer")
    line = json.loads(out.read_text())
    assert (line["status"], line["error"]) == (
        "bad_input", "made.jsonl: line 1: the record's field 'solutoin' is not one gridsat reads (did you mean "
                     "'solution'?)")


def test_a_record_saved_as_a_file_names_its_misspelt_solution_field(run_cli, tmp_path):
    """The same record saved as a puzzle file of its own: its answer was compared with nothing, silently."""
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"kind": "yinyang", "puzzle": PUZZLE, "soluton": ANSWER}))
    out = tmp_path / "out.jsonl"
    run_cli("batch", str(one), "--out", str(out), "--check-answer")
    assert json.loads(out.read_text())["error"] == ("one.json: the record's field 'soluton' is not one gridsat reads "
                                                    "(did you mean 'solution'?)")


def test_fields_a_generator_writes_beside_the_record_are_read_as_before(run_cli, tmp_path):
    """The fields ``generate --json`` writes beside kind, puzzle and solution (seed, givens, size...) are no typo."""
    made = _record(tmp_path, solution=ANSWER, seed=1, givens=6, size="6x6", checks=21, unique=True)
    out = tmp_path / "out.jsonl"
    assert run_cli("batch", made, "--out", str(out), "--check-answer")[0] == 0
    line = json.loads(out.read_text())
    assert (line["status"], line["matches_record"]) == ("solved", True)


def test_a_generator_out_of_time_says_so_to_a_python_caller():
    """``Generator.generate`` out of time raised ``TimeUp()`` with no words: a Python caller printing it printed
    an empty line (only the command line and the web app had wording of their own)."""
    generator = get("dominofit").generator()
    try:
        generator.generate(60, 60, 1, SolverOptions(time_limit=0.01), unique=True)
    except TimeUp as stop:
        said = str(stop)
    assert said == ("the time limit of 0.01 s ran out before dominofit puzzle seed 1 (60x60) was proven; no "
                    "unproven puzzle is given")
