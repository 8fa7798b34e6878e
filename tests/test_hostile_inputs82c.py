"""Hostile pass 82, part c: interrupting every command at every stage."""

from __future__ import annotations

import json
import pickle

import pytest

from gridsat.puzzles.calendar import design, design_eval, design_space
from gridsat.puzzles.calendar.design import search_designs

from test_hostile_inputs23c import LIBRARY
from test_hostile_inputs30b import ctrl_c_after_two_censuses


def test_a_design_search_on_workers_stopped_by_ctrl_c_keeps_the_designs_its_chunks_censused(tmp_path, monkeypatch):
    """``calendar --design tetromino --pieces tetrominoes+pentominoes --choose 9 --jobs 2 --out d.jsonl`` stopped
    by Ctrl-C (or SIGTERM) after 15 s wrote no design line, and every run again censused the same designs anew:
    a worker's chunk stopped with its designs on the KeyboardInterrupt (``outcome``), which the pool's Ctrl-C
    handling never looked at (it takes ``done``, as a batch's workers hand back), and the pool was not asked to
    stop the calls at all (``stoppable``).  Now the designs a worker censused are handed back and written."""
    lib, _ = ctrl_c_after_two_censuses(tmp_path, monkeypatch)

    def on_workers(fn, calls, jobs, over, record, grace, stoppable=False):  # a pool, its worker in this process
        for args in calls:
            try:
                record(fn(*args))
            except KeyboardInterrupt as exc:  # as core.stopping.collect_stopped takes it, pickled back
                back = pickle.loads(pickle.dumps(exc))
                if stoppable and getattr(back, "done", None) is not None:
                    record(back.done)
                raise

    monkeypatch.setattr(design, "run_on_processes", on_workers)
    out = tmp_path / "d.jsonl"
    with pytest.raises(KeyboardInterrupt):
        search_designs("dragonfjord", str(lib), 8, out=out, jobs=2, verify=0)
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["record"] for r in written] == ["search", "design", "design"]  # was ["search"]


def test_a_design_search_writes_each_design_as_it_is_censused(tmp_path, monkeypatch):
    """``calendar --design tetromino --pieces tetrominoes+pentominoes --choose 9 --out d.jsonl`` killed (kill -9)
    after 12 s had written no design line: the designs of the chunk under way were written only when it ended (or
    at Ctrl-C), so every kill lost them all and the next run censused them again.  Now a run in one process
    writes each design as its census ends."""
    lib = tmp_path / "lib.txt"
    lib.write_text(LIBRARY)
    monkeypatch.setattr(design_space, "CHUNK_MIN", 1)
    out = tmp_path / "d.jsonl"
    census = design_eval.Evaluator.census
    seen = []

    def looking(self, node, *, deadline=None):  # what the file holds as each census starts
        seen.append(sum(1 for line in out.read_text().splitlines() if line.startswith('{"record": "design"')))
        return census(self, node, deadline=deadline)

    monkeypatch.setattr(design_eval.Evaluator, "census", looking)
    result = search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=0)
    assert seen[:3] == [0, 1, 2]  # was [0, 0, 0]: nothing until the chunk's end
    assert result.complete and result.partial == 0


def test_a_year_stopped_before_its_first_line_says_nothing_was_written(run_cli, tmp_path, monkeypatch):
    """``calendar --year 2027 --out y.jsonl`` stopped by SIGTERM before its first date said "every line written is
    kept in y.jsonl: run the same command again to go on" of a file it never made; ``generate --count 20 --out``
    says "nothing was written to g.jsonl" there, and now so does the calendar."""
    from gridsat.puzzles.calendar import year

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(year, "solve_year", stopped)
    out = tmp_path / "y.jsonl"
    code, _, err = run_cli("calendar", "--year", "2027", "--out", str(out))
    assert (code, err.replace(str(out), "y.jsonl")) == (130, "gridsat: interrupted (Ctrl-C); nothing was written to "
                                                             "y.jsonl\n")
    out.write_text("")  # made, and empty
    code, _, err = run_cli("calendar", "--year", "2027", "--out", str(out))
    assert code == 130 and err.endswith("nothing was written to y.jsonl\n".replace("y.jsonl", str(out)))


def test_a_batch_stopped_before_its_first_line_says_nothing_was_written(run_cli, tmp_path, monkeypatch):
    """``batch DIR --out b.jsonl`` stopped before its first line said "every line written is kept in b.jsonl" of
    an empty file; it now says "nothing was written to b.jsonl", as calendar and generate do."""
    from gridsat.batch import run as batch_run

    def ctrl_c(fn, arguments, jobs, over, record, grace=None, unfinished=None, stoppable=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(batch_run, "run_on_processes", ctrl_c)
    out = tmp_path / "b.jsonl"
    code, _, err = run_cli("batch", "examples/batch", "-o", str(out), "-j", "2", "-q")
    assert (code, " ".join(err.split())) == (130, f"gridsat: interrupted (Ctrl-C); nothing was written to {out}")


def test_generate_says_its_puzzle_file_is_kept_when_its_picture_cannot_be_written(run_cli, tmp_path, monkeypatch):
    """``generate yinyang --size 16x16 -o p.txt --png p.png`` on a full disk said only "cannot write 'p.png': File
    too large", leaving p.txt written; the same command made room for then refused: "'p.txt' exists: choose
    another --out".  The error now says the puzzle file is kept and what to do."""
    from gridsat.cli import generate
    from gridsat.core.errors import PuzzleInputError

    def full(*args, **kwargs):
        raise PuzzleInputError("cannot write 'p.png': No space left on device")

    monkeypatch.setattr(generate, "write_pictures", full)
    out = tmp_path / "p.txt"
    code, _, err = run_cli("generate", "yinyang", "--size", "4x4", "-o", str(out), "--png", str(tmp_path / "p.png"))
    assert (code, " ".join(err.split())) == (
        2, f"gridsat: error: cannot write 'p.png': No space left on device; the puzzle was written to {out}, which "
           "the same command would not overwrite: remove it first to make it again (seed 1)")
    assert out.exists()


def test_generate_whose_picture_was_dropped_says_its_puzzle_file_is_kept(run_cli, tmp_path, monkeypatch):
    """``generate yinyang --size 16x16 -o p.txt --png p.png`` whose drawing Ctrl-C (or the time limit) stopped
    said "not written: p.png (give more time with -t)" and left p.txt written: the same command, with more -t,
    was refused ("'p.txt' exists").  It now says the puzzle file is kept and what to do."""
    from gridsat.cli import common, generate

    def dropped(*args, **kwargs):  # as write_pictures notes a picture the time limit stopped
        monkeypatch.setattr(common, "_PICTURES_DROPPED", True)
        return []

    monkeypatch.setattr(generate, "write_pictures", dropped)
    out = tmp_path / "p.txt"
    code, _, err = run_cli("generate", "yinyang", "--size", "4x4", "-o", str(out), "--png", str(tmp_path / "p.png"))
    assert code == 1 and out.exists()
    assert " ".join(err.split()).endswith(  # was nothing
        f"gridsat: the puzzle was written to {out}, which the same command would not overwrite: remove it first to "
        "make it again with its pictures (seed 1)")
