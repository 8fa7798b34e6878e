"""Hostile pass 34, part b: the web app and batch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.web.hint_requests import plan_hint
from gridsat.web.jobs import run_hint
from gridsat.web.limits import Limits

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_web_hint_position_may_be_the_whole_hint_record_as_an_object():
    # POST /api/hint {"position": <the record hint --json printed>} was refused ("'position' must be rows of cell
    # values...") where the same record sent as a string (and the command line's --position FILE) was read
    puzzle = (EXAMPLES / "calendar-oct6.json").read_text()
    record = run_hint(plan_hint({"kind": "calendar", "puzzle": puzzle}, Limits()))
    as_object = plan_hint({"kind": "calendar", "puzzle": puzzle, "position": record}, Limits())
    as_text = plan_hint({"kind": "calendar", "puzzle": puzzle, "position": json.dumps(record)}, Limits())
    assert as_object.position == as_text.position
    stepped = run_hint(as_object)
    assert stepped["position"] == record["grid"] and stepped["steps"][0]["sentence"].startswith("Dec is covered by ")


def test_web_hint_position_object_over_the_size_limit_is_too_large():
    from gridsat.web.limits import TooLarge

    with pytest.raises(TooLarge, match="^the position has [0-9,]+ characters; this server takes at most 100$"):
        plan_hint({"kind": "calendar", "puzzle": "x", "position": {"grid": [[0] * 50]}}, Limits(max_puzzle=100))


def test_web_hint_position_of_another_json_type_names_every_shape():
    with pytest.raises(PuzzleInputError) as caught:
        plan_hint({"kind": "calendar", "puzzle": "x", "position": 7}, Limits())
    assert str(caught.value) == ("'position' must be rows of cell values (0 undecided), like [[0, 1], [2, 0]], "
                                 "their text, or the record hint --json printed")


LEVEL_BANK_LINE = {"rows": 6, "cols": 6, "blocked": [[1, 3], [2, 5], [3, 0], [3, 3], [3, 5], [4, 3], [4, 5], [5, 1]],
                   "row_targets": [6, 5, 2, 3, 3, 4], "col_targets": [2, 3, 5, 4, 3, 6], "rule": "dot",
                   "solution": [["H", 0, 0], ["H", 0, 2], ["H", 0, 4], ["H", 1, 4], ["H", 2, 3], ["H", 3, 1],
                                ["H", 4, 1], ["H", 5, 2], ["H", 5, 4], ["V", 1, 0], ["V", 1, 1], ["V", 1, 2],
                                ["V", 3, 4], ["V", 4, 0]],
                   "source_id": {"file": "lvls/split/0.json", "index": 0, "sub": 0, "code": "608ExkhIyYpKzUAHjAwDAZ+AA=="}}


def test_dominofit_level_bank_record_with_source_id_is_read(tmp_path):
    # the reference data's whole Domino Fit level bank (isotropic_all/all.dot.jsonl.gz, 246,384 lines) carries a
    # 'source_id' on every line: batch recorded every one bad_input "unknown field 'source_id'"
    from gridsat.batch.run import run_batch

    collection = tmp_path / "bank.jsonl"
    collection.write_text(json.dumps(LEVEL_BANK_LINE) + "\n")
    out = tmp_path / "out.jsonl"
    run_batch([str(collection)], out, check_answer=True, jobs=1)
    line = json.loads(out.read_text())
    assert (line["kind"], line["status"], line["matches_record"]) == ("dominofit", "solved", True)


def test_dominofit_misspelt_source_id_is_still_refused():
    from gridsat.puzzles.dominofit.io import puzzle_from_json

    with pytest.raises(PuzzleInputError, match="^unknown field 'sourceid'"):
        puzzle_from_json({**LEVEL_BANK_LINE, "sourceid": 1})


def test_batch_record_puzzle_text_names_its_own_lines_as_the_puzzles(tmp_path):
    # a record's puzzle text read wrong said "c.jsonl: line 1: line 2: 4 cells, expected 3": two line numbers, the
    # second (the text's) read as the collection's
    from gridsat.batch.run import run_batch

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "nurikabe", "puzzle": "2 . .\n. . . .\n. . 1"}) + "\n"
                          + json.dumps({"kind": "nurikabe", "puzzle": "2 . .\n...\n. . 1"}) + "\n")
    out = tmp_path / "out.jsonl"
    run_batch([str(collection)], out, jobs=1)
    errors = sorted(json.loads(line)["error"] for line in out.read_text().splitlines())
    assert errors == ["c.jsonl: line 1: puzzle: line 2: 4 cells, expected 3",
                      "c.jsonl: line 2: puzzle: line 2: '...' is cells written together: separate a row's cells by "
                      "spaces ('. . .')"]


def test_batch_record_of_another_kind_is_said_of_the_puzzle_not_a_file(tmp_path):
    # {"kind": "pack", "puzzle": {"kind": "calendar", ...}} on a collection line said "the file says kind 'calendar'"
    from gridsat.batch.run import run_batch

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "pack", "puzzle": {"kind": "calendar", "board": "3x20",
                                                                 "pieces": "pentominoes"}}) + "\n")
    out = tmp_path / "out.jsonl"
    run_batch([str(collection)], out, jobs=1)
    assert json.loads(out.read_text())["error"] == (  # (85c: the record's kind named as such, with what to do)
        "c.jsonl: line 1: this looks like a Calendar puzzle, not Polyomino packing (the record's kind): make its "
        "\"kind\" 'calendar', or leave it out")
