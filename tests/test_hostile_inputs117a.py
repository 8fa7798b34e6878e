"""Hostile inputs, pass 117, part a: collections and batch runs."""
import json
import time
from pathlib import Path

import pytest

URL = "https://puzz.link/p?yinyang/5/5/016612300"


def _cut_by_the_run(chunk, settings):
    """A worker whose every puzzle the run's time limit cuts (as it writes them)."""
    from gridsat.batch.work import RUN_CUT_NOTE, Done, Tally

    time.sleep(max(0.0, settings.until - time.time()) + 0.01)
    records = [{"file": item.file, "line": item.line, "kind": "yinyang", "status": "unknown", "seconds": 0.0,
                "complete": False, "note": RUN_CUT_NOTE} for item in chunk]
    tally = Tally()
    for record in records:
        tally.add(record)
    return Done("".join(json.dumps(r) + "\n" for r in records).encode(), tally, "c.jsonl:1: unknown")


@pytest.mark.slow  # (the run waits out its --total-time, given room for reading under load)
def test_a_line_put_back_is_not_also_counted_not_started(tmp_path, monkeypatch, run_cli):
    """A resume stopped by --total-time before a line it was to do again: that puzzle was counted both among the
    file's lines ("1 resumed") and among those "not started", so the file's lines and the puzzles not started
    came to more puzzles than the collection holds (5,190 lines and 194,812 not started of 200,000)."""
    from gridsat.batch import run as batch_run

    (tmp_path / "c.jsonl").write_text(URL + "\n")
    out = tmp_path / "r.jsonl"
    assert batch_run.run_batch([tmp_path / "c.jsonl"], out, jobs=1).new == 1
    before = out.read_text()
    monkeypatch.setattr(batch_run, "solve_chunk", _cut_by_the_run)
    code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "-j", "1", "--engine", "cpsat",
                           "--total-time", "4", "-q")
    assert out.read_text() == before
    assert code == 1
    assert err == ("stopped by --total-time: 1 puzzle to do again not started (its earlier line kept); this run "
                   "finished none, so running it again would stop there too: give more --total-time\n")


def test_lines_kept_and_puzzles_not_started_add_up_to_the_collection(tmp_path, monkeypatch):
    from gridsat.batch import run as batch_run
    from gridsat.batch.lines import INTERRUPTED_NOTE

    (tmp_path / "c.jsonl").write_text(URL + "\n" + URL + "\n")
    out = tmp_path / "r.jsonl"
    first = json.dumps({"file": str(tmp_path / "c.jsonl"), "line": 1, "kind": "yinyang", "status": "unknown",
                        "complete": False, "note": INTERRUPTED_NOTE})
    assert batch_run.run_batch([tmp_path / "c.jsonl"], out, jobs=1).new == 2
    lines = out.read_text().splitlines()
    out.write_text(first + "\n")  # line 1: an earlier run's Ctrl-C; line 2: never tried
    monkeypatch.setattr(batch_run, "solve_chunk", _cut_by_the_run)
    summary = batch_run.run_batch([tmp_path / "c.jsonl"], out, jobs=1, total_time=1)
    written = out.read_text().splitlines()
    assert len(lines) == 2
    assert (summary.new, summary.cut, summary.untried, summary.kept_back, summary.stopped) == (1, 1, 0, 1, 1)
    assert len(written) + summary.untried == 2


def test_a_recorded_loop_answer_with_one_side_changed_names_the_two_cells_of_that_side(tmp_path):
    """A recorded Slitherlink answer with the right side of r1c1 drawn: `record_breaks` named only "cell r1c2 and
    its neighbours disagree on their sides" (the cell left alone, not the one changed, nor which side)."""
    from gridsat.batch import run_batch

    record = {"kind": "slitherlink", "puzzle": "slitherlink\n. .\n. .", "solution": [[11, 3], [12, 6]]}
    (tmp_path / "c.jsonl").write_text(json.dumps(record) + "\n")
    run_batch([tmp_path / "c.jsonl"], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["matches_record"], line["record_is_an_answer"]) == (False, False)
    assert line["record_breaks"] == "answer: cells r1c1 and r1c2 disagree on the side between them"


def test_a_recorded_solution_of_a_puzzle_with_no_answer_is_judged_by_the_rules(tmp_path):
    """A Domino Fit board edited to have no tiling, its old recorded tiling kept: the line said `matches_record`
    false and nothing of the record (neither `record_is_an_answer` nor the rule it breaks); the kind's checker
    judged only a solved result's answer, so judging the record as the infeasible result's said it was one."""
    from gridsat.batch import run_batch

    board = json.loads((Path(__file__).parent.parent / "examples" / "dominofit-8x8.json").read_text())
    solution = board.pop("solution")
    board["row_targets"] = [8] * 8
    records = [{"kind": "dominofit", "puzzle": board, "solution": solution},
               {"kind": "nurikabe", "puzzle": "nurikabe\n1 . .\n. . .\n. . 1\n",
                "solution": [[0, 1, 1], [1, 1, 1], [1, 1, 0]]}]
    (tmp_path / "c.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    summary = run_batch([tmp_path / "c.jsonl"], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    lines = sorted(map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    assert [(r["status"], r["matches_record"], r["record_is_an_answer"], r["record_breaks"]) for r in lines] == [
        ("infeasible", False, False, "row 1 scores 7 under the dot rule, target = 8"),
        ("infeasible", False, False, "answer: the 2x2 block at r1c2 is all shaded")]
    assert summary.matches[False] == 2
