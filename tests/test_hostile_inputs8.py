"""The eighth hostile pass over the command line, files, limits and
interruptions (issue 20): what it found, each kept as a test."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from gridsat.batch import run_batch


def _lines(path: Path) -> list:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_a_resume_redoes_a_puzzle_whose_piece_file_was_edited(tmp_path):
    """A pack puzzle file names its piece file: the results line's digest covered the puzzle file's bytes
    only, so after the piece file was edited (its piece no longer fits the board) a resume kept the old
    'solved' line as done."""
    (tmp_path / "p.txt").write_text("A: ##/##\nB*2: ##\n")
    puzzle, out = tmp_path / "pz.json", tmp_path / "r.jsonl"
    puzzle.write_text('{"kind": "pack", "board": "2x4", "pieces": "p.txt"}\n')
    assert run_batch([puzzle], out, jobs=1).new == 1
    assert _lines(out)[0]["status"] == "solved"
    (tmp_path / "p.txt").write_text("A: ###/###\n")
    again = run_batch([puzzle], out, jobs=1)
    assert (again.new, again.skipped, again.edited) == (1, 0, 1)
    [record] = _lines(out)
    assert record["status"] == "bad_input"
    assert record["error"] == ("pz.json: board 2x4 has 8 cells to cover but the pieces cover 6; the areas must be "
                               'equal (or allow holes: "holes": true); the pieces\' area (6 cells) is that of a board '
                               'such as 2x3')  # the file's field, not the flag
    assert run_batch([puzzle], out, jobs=1).skipped == 1  # unchanged since: kept


def test_a_resume_redoes_a_puzzle_whose_missing_board_file_was_written(tmp_path):
    """A pack puzzle naming a board file that is not there is bad input; once the file is written, a resume
    must try it again (the missing file is part of what the line was written for)."""
    puzzle, out = tmp_path / "pz.json", tmp_path / "r.jsonl"
    puzzle.write_text('{"kind": "pack", "board": "mask.txt", "pieces": {"I": "##"}}\n')
    run_batch([puzzle], out, jobs=1)
    assert _lines(out)[0]["status"] == "bad_input"
    (tmp_path / "mask.txt").write_text("##\n")
    again = run_batch([puzzle], out, jobs=1)
    assert (again.new, again.edited) == (1, 1)
    [record] = _lines(out)
    assert (record["status"], record["answer"]["placements"]) == ("solved", [{"piece": "I", "cells": [[0, 0],
                                                                                                     [0, 1]]}])


def test_a_resume_with_check_answer_redoes_a_puzzle_whose_answer_file_was_edited(tmp_path):
    """``--check-answer`` compares with NAME.solution.txt: after that file was corrected, a resume kept the
    line saying the answer does not match the record."""
    from gridsat.puzzles.kinds import get

    source = Path(__file__).parent / "data" / "batch" / "yinyang_6x6.txt"
    puzzle, out, answer = tmp_path / "a.txt", tmp_path / "r.jsonl", tmp_path / "a.solution.txt"
    puzzle.write_text(source.read_text())
    grid = get("yinyang").parse(source.read_text(), "a.txt").solve().grid
    answer.write_text("\n".join("".join(str(3 - v) for v in row) for row in grid) + "\n")  # colours swapped
    run_batch([puzzle], out, jobs=1, check_answer=True)
    assert _lines(out)[0]["matches_record"] is False
    answer.write_text("\n".join("".join(str(v) for v in row) for row in grid) + "\n")
    again = run_batch([puzzle], out, jobs=1, check_answer=True)
    assert (again.new, again.edited) == (1, 1)
    assert _lines(out)[0]["matches_record"] is True


def _layout_data(best=None) -> dict:
    return {"kind": "calendar-layout", "mode": "fillers", "objective": "most-fewest", "complete": False,
            "table_seconds": 1.973, "layouts": 0 if best is None else 1, "best": best}


def test_a_layout_search_stopped_before_any_layout_says_so():
    """``--layout`` stopped by the time limit before its first layout was scored printed 'fewest None, most
    None, spread 0.000': Python's None, and a spread nothing measured."""
    from gridsat.puzzles.calendar.design_modes import LayoutReport

    assert LayoutReport(_layout_data(), out=None).text() == LayoutReport(_layout_data(), out="l.jsonl").text() == [
        "[bold]best fillers layout[/bold] (most-fewest, stopped by the time limit before a layout was scored (2.0 "
        "s went to the pair table every run builds first); nothing is kept, so run again with a longer time limit): "
        "no layout scored yet"]


def test_a_search_stopped_by_the_time_limit_says_run_again_only_when_it_kept_its_work():
    """``--design`` and ``--layout`` stopped by the time limit said 'run again to go on' with no --out, where a
    second run starts over (nothing was written); with --out it goes on from the file."""
    from types import SimpleNamespace

    from gridsat.puzzles.calendar.design_modes import DesignReport, LayoutReport

    best = {"rows": ["Jan Feb"], "fewest": {"count": 3, "dates": ["10-06"]}, "most": {"count": 9}, "cv": 0.5}
    assert LayoutReport(_layout_data(best), out="l.jsonl").text()[0] == (
        "[bold]best fillers layout[/bold] (most-fewest, stopped by the time limit: run again with the same --out "
        "to go on): fewest 3, most 9, spread 0.500")
    data = {"space": {"designs": 27720, "k": 8}, "complete": False, "designs_done": 252, "ruled_out": 250,
            "censused": 2, "all_solvable": 0, "seconds": 1.8, "best": []}
    result = SimpleNamespace(to_json=lambda: data, complete=False, best=[])
    assert DesignReport(result, out=None).text()[0] == (
        "[bold]27,720 designs[/bold] of 8 pieces: 252 decided, 250 ruled out by proof, 2 censused, 0 with every "
        "date solvable (stopped by the time limit; nothing is kept without --out FILE) in 1.8 s")
    assert "(stopped by the time limit: run again with the same --out to go on)" in DesignReport(
        result, out="d.jsonl").text()[0]


def test_two_tasks_at_once_are_refused_naming_only_the_flags_the_command_has(run_cli, tmp_path):
    """``gridsat cover`` (and ``pack``) with --count and --unique said 'choose one of --count, --solutions N,
    --unique, --forced': neither command has --forced ('No such option' when given)."""
    problem = tmp_path / "c.dlx"
    problem.write_text("a b\na\nb\na b\n")
    for command in (["cover", str(problem)], ["pack", "-b", "3x20"]):
        code, out, err = run_cli(*command, "--count", "--unique")
        assert (code, out, err) == (2, "", "gridsat: error: choose one of --count, --solutions N, --unique (got "
                                          "--count and --unique)\n")
    assert run_cli("cover", str(problem), "--forced")[0] == 2  # which indeed it has not


def test_a_census_whose_time_is_up_builds_nothing(monkeypatch):
    """``--verify-edition`` of a file of 300 editions with ``-t 3`` ran 59 s: past the deadline each edition
    still built its placements and set up its search (0.2 s each) to find every date undecided."""
    import time

    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.calendar import census
    from gridsat.puzzles.calendar.editions import builtin_editions

    def refused(*args, **kwargs):
        raise AssertionError("placements built after the deadline")

    monkeypatch.setattr(census, "cells_by_piece", refused)
    over = SolverOptions(time_limit=1.0, deadline=time.perf_counter() - 1.0)
    report = census.run_census(builtin_editions()["dragonfjord"], options=over)
    assert (report.complete, len(report.counts), set(report.counts.values())) == (False, 12 * 31, {0})
    weekday = census.run_census(builtin_editions()["weekday"], options=over)
    assert (weekday.complete, len(weekday.counts), set(weekday.counts.values())) == (False, 12 * 31 * 7, {0})


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_verify_edition_of_many_editions_stops_at_the_time_limit(run_cli, tmp_path):
    """The same through the command line, in CPU seconds (the machine may be loaded): 300 editions under
    ``-t 0.5`` took 6.8 s of CPU (28 s of wall time) before; every edition past the deadline is reported undecided."""
    import time

    editions = tmp_path / "many.txt"
    editions.write_text("[editions]\n" + "".join(f"e{k} = standard : O6 U5 V5 Z5 L5 N5 Y5 P5\n"
                                                for k in range(300)))
    cpu = time.process_time()  # (-t 0.5 ran out while reading the file under a load of 12, reporting nothing)
    code, out, _ = run_cli("calendar", "--verify-edition", str(editions), "-t", "2", "--json")
    assert time.process_time() - cpu < 4.5  # at most the 2 s; 6.8 s of CPU before (and 28 s of wall time) at -t 0.5
    assert code == 1
    reports = [json.loads(line) for line in out.splitlines()]
    assert [r["edition"] for r in reports] == [f"e{k}" for k in range(300)]
    assert all(r["all_solvable"] is None and r["unsolvable"] == [] for r in reports[-5:])
    assert [len(r["unknown"]) for r in reports[-5:]] == [366] * 5


@pytest.mark.parametrize("device", ["/dev/full", "/dev/zero"])
def test_a_results_file_that_is_a_device_is_refused_before_it_is_read(run_cli, device):
    """``calendar --year 2027 --out /dev/full -t 2`` never ended (killed after 60 s): the results file is read
    back to resume, and /dev/full and /dev/zero read as endless zeros, held in memory as they came."""
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    code, out, err = run_cli("calendar", "--year", "2027", "--out", device, "-t", "5")
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {device}: cannot use as results file: not a regular file (a pipe, socket or "
                   "device); it is read back to resume, so name a file\n")


def test_a_results_file_that_is_a_pipe_is_refused_and_dev_null_still_taken(run_cli, tmp_path):
    """A named pipe given as --out blocked the run on reading it back (no writer ever comes); /dev/null,
    read as empty and writing nothing, stays a way to throw the lines away."""
    fifo = tmp_path / "results.jsonl"
    os.mkfifo(fifo)
    code, out, err = run_cli("calendar", "--census", "--out", str(fifo))
    assert (code, out) == (2, "")
    assert err.endswith(": cannot use as results file: not a regular file (a pipe, socket or device); it is read "
                        "back to resume, so name a file\n")
    if os.path.exists(os.devnull):
        code, out, _ = run_cli("calendar", "--census", "--out", os.devnull, "--json")
        assert code == 0 and json.loads(out)["total"] == 24405  # dragonfjord's census (docs/calendar.md)


def test_a_refused_argument_is_not_read_from_a_silent_standard_input_past_the_time_limit(run_cli, monkeypatch):
    """``gridsat calendar - -t 2`` (calendar takes no standard input) waited for standard input for as long
    as it stayed open: to say which kind's command a puzzle belongs to, the refused argument was read
    again outside the time limit. Standard input here stays silent for 30 s."""
    import io
    import sys
    import threading

    read, write = os.pipe()
    wrote, late_input = threading.Event(), []

    def late():
        if not wrote.wait(30):
            late_input.append(True)
            os.write(write, b"x\n")
        os.close(write)

    threading.Thread(target=late, daemon=True).start()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.FileIO(read, "r")))
    try:
        code, out, err = run_cli("calendar", "-", "-t", "1")
    finally:
        wrote.set()  # the run is over: let the writer close its end
    assert not late_input  # the run ended before standard input said anything
    # calendar reads a puzzle file from standard input now, as every kind does: within the time limit
    assert (code, out, err) == (1, "", "gridsat: the time limit ran out while reading the puzzle; nothing was "
                                       "solved (give more time with -t)\n")
