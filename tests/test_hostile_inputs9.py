"""The ninth hostile pass over the command line, files and limits (issue 20):
what it found, each kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.batch import Item, Settings, solve_item
from gridsat.batch.work import Tally

DATA = Path(__file__).parent / "data"


def _genre_line(genre: str, rows: int, cols: int) -> str:
    """A collection line ``{"kind", "puzzle": URL, "solution"}`` of a published puzzle of ``tests/data/genres``."""
    for entry in json.loads((DATA / "genres" / f"{genre}.json").read_text()):
        if (entry["rows"], entry["cols"]) == (rows, cols):
            return json.dumps({"kind": genre, "puzzle": entry["url"], "solution": entry["answer"]})
    raise LookupError(f"no {rows}x{cols} {genre} in tests/data/genres")


def test_a_puzzle_the_time_limit_cut_before_any_answer_claims_no_check_and_no_mismatch():
    # janko.at Heyawake 31x45 takes CP-SAT seconds; cut at 0.2 s it has no answer, yet its line said
    # "check": "passed" and "matches_record": false, and the summary counted it among the answers that
    # differ from their record
    item = Item("h.jsonl", 1, _genre_line("heyawake", 31, 45))
    record = solve_item(item, Settings(time_limit=0.2, check_answer=True))
    assert record["status"] == "unknown" and record["complete"] is False
    assert "grid" not in record.get("answer", {})
    assert "check" not in record
    assert record.get("matches_record") is None
    tally = Tally()
    tally.add(record)
    assert tally.matches == {}


def test_a_worker_reads_a_relative_puzzle_file_from_the_folder_the_run_was_started_in(tmp_path, monkeypatch):
    # `cd /tmp && gridsat batch h9/a.txt -o r.jsonl --dask ...` recorded the puzzle bad_input "No such file or
    # directory": a Dask worker read the relative name from its own working folder, not the client's
    (tmp_path / "run" / "p").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    puzzle = (DATA / "yinyang" / "janko_001_6x6.txt").read_text()
    (tmp_path / "run" / "p" / "a.txt").write_text(puzzle)
    monkeypatch.chdir(tmp_path / "elsewhere")  # the worker's folder
    record = solve_item(Item("p/a.txt"), Settings(folder=str(tmp_path / "run")))
    assert (record["file"], record["status"]) == ("p/a.txt", "solved")  # the line keeps the name as given
    assert record["answer"]["grid"] == [[int(v) for v in row.split()] for row in
                                        (DATA / "yinyang" / "janko_001_6x6.solution.txt").read_text().splitlines()]


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_a_dask_run_started_in_another_folder_than_its_workers_solves_relative_puzzle_files(tmp_path, monkeypatch):
    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    from gridsat.batch import run_batch

    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "a.txt").write_text((DATA / "yinyang" / "janko_001_6x6.txt").read_text())
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, host="127.0.0.1", dashboard_address=None,
                                  processes=True) as cluster:
        monkeypatch.chdir(tmp_path)  # the client only: the worker process keeps its own folder
        summary = run_batch(["p"], tmp_path / "r.jsonl", dask=cluster.scheduler_address)
    record = json.loads((tmp_path / "r.jsonl").read_text())
    assert (record["file"], record["status"]) == ("p/a.txt", "solved")
    assert summary.statuses == {"solved": 1}


SUDOKU_9 = "https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k"


@pytest.mark.parametrize("options, error", [
    (("-w", "3", "--params", "num_workers:2"),
     "--params num_workers sets what -w/--workers sets: give it once"),
    (("--seed", "4", "--params", "random_seed:3"),
     "--params random_seed sets what --seed sets: give it once"),
])
def test_an_option_set_again_in_params_is_refused_not_dropped(run_cli, options, error):
    # --params went on last and CP-SAT ran with num_workers 2 and random_seed 3: -w 3 and --seed 4 were dropped
    # without a word (a parameter given twice inside --params is refused)
    assert run_cli("sudoku", SUDOKU_9, "--engine", "cpsat", *options) == (2, "", f"gridsat: error: {error}\n")


def test_the_python_api_refuses_workers_set_twice_too():
    import gridsat
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.options import SolverOptions

    puzzle = gridsat.kinds.get("sudoku").parse(SUDOKU_9)
    with pytest.raises(PuzzleInputError, match="^params num_workers sets what workers sets: give it once"):
        puzzle.solve(engine="cpsat", options=SolverOptions(workers=2, params="num_workers:1"))
    assert puzzle.solve(engine="cpsat", options=SolverOptions(workers=1, params="random_seed:2")).solved


PLACEMENTS = 'a recorded solution must be a list of {"piece": ..., "cells": [[r, c], ...]}'


@pytest.mark.parametrize("solution", ["xyz", {"piece": "I", "cells": [[0, 0]]}, ["I"]])
def test_a_recorded_tiling_of_another_shape_is_the_lines_bad_input_not_a_crash(solution):
    # a collection line {"kind": "pack", ..., "solution": "xyz"} under --check-answer stopped the whole batch with
    # a traceback (AttributeError: 'str' object has no attribute 'piece')
    line = json.dumps({"kind": "pack", "puzzle": {"board": "3x20", "pieces": "pentominoes"}, "solution": solution})
    record = solve_item(Item("c.jsonl", 1, line), Settings(check_answer=True))
    said = PLACEMENTS if not isinstance(solution, str) else \
        ("'solution': no line of the recorded solution is a row of the board ('xyz' is not): the recorded solution "
         "is the board's 3 rows of piece names, as gridsat draws a tiling (. for a cell not yet covered)")  # text
    assert (record["status"], record["error"]) == ("bad_input", "c.jsonl: line 1: " + said)


def test_a_pack_puzzle_files_answer_file_is_read_as_bad_input_not_a_crash(tmp_path):
    (tmp_path / "p.json").write_text(json.dumps({"kind": "pack", "board": "3x20", "pieces": "pentominoes"}))
    (tmp_path / "p.solution.txt").write_text("UUXPPPLLLLFTTTWWZVVV\n")
    record = solve_item(Item(str(tmp_path / "p.json")), Settings(check_answer=True))
    assert (record["status"], record["error"]) == (  # read as the board gridsat draws, of 3 rows
        "bad_input", "p.solution.txt: the recorded solution has 1 row; the board has 3 rows")


@pytest.mark.parametrize("solution, said", [
    ([None], "a recorded Yin-Yang solution must be rows of 1/2"),
    ([5], "a recorded Yin-Yang solution must be rows of 1/2"),
    (["12"], "the recorded solution is 1x2; the puzzle is 6x6"),  # rows as strings are read as a grid kind's are
    ([[1, None]], "the recorded solution is 1x2; the puzzle is 6x6"),  # its shape first, as every grid kind
    ([[1] * 6] * 5 + [[1] * 5 + [None]], "a recorded Yin-Yang solution must be rows of 1/2: r6c6 is null")])
def test_a_recorded_yinyang_solution_whose_rows_are_not_rows_is_bad_input_not_a_crash(solution, said):
    # [None] stopped the batch with "TypeError: 'NoneType' object is not iterable"; ["12"] compared as a row
    line = json.dumps({"kind": "yinyang", "puzzle": (DATA / "yinyang" / "janko_001_6x6.txt").read_text(),
                       "solution": solution})
    record = solve_item(Item("c.jsonl", 1, line), Settings(check_answer=True))
    assert (record["status"], record["error"]) == ("bad_input", f"c.jsonl: line 1: {said}")


@pytest.mark.parametrize("puzzle, shown", [(None, "null"), (5, "a number"), ([[1, 2], [3, 4]], "a list"),
                                           (True, "true")])
def test_a_collection_lines_puzzle_that_is_no_text_or_object_is_bad_input_not_a_crash(run_cli, tmp_path, puzzle,
                                                                                      shown):
    # {"kind": "sudoku", "puzzle": [[1, 2], [3, 4]]} stopped the whole batch with a traceback (TypeError: data must
    # be a decoded JSON object (dict), got list), for every kind
    (tmp_path / "c.jsonl").write_text(json.dumps({"kind": "sudoku", "puzzle": puzzle}) + "\n")
    code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"), "-q", "-j", "1")
    assert (code, err) == (0, "")
    record = json.loads((tmp_path / "r.jsonl").read_text())
    assert (record["status"], record["error"]) == (
        "bad_input", f"c.jsonl: line 1: the 'puzzle' field must be a URL, a puzzle's text or its JSON object, "
                     f"not {shown}")


YY_6 = str(DATA / "yinyang" / "janko_001_6x6.txt")


@pytest.mark.parametrize("command, chosen", [
    (("yinyang", YY_6, "--engine", "search"), "the search engine"),
    (("dominofit", str(DATA / "batch" / "dominofit_6x6.json"), "--engine", "cycles"), "the cycles engine"),
    (("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--engine", "logic"), "the logic engine"),
])
def test_workers_for_an_engine_that_runs_on_one_thread_are_refused_not_dropped(run_cli, command, chosen):
    # `-w 2` was taken and dropped: these engines run on one thread (the exact engine counts on several)
    assert run_cli(*command, "-w", "2") == (
        2, "", f"gridsat: error: -w/--workers sets solver threads, but {chosen} runs on one (use --engine cpsat)\n")


def test_workers_still_go_to_an_exact_count_and_one_worker_to_any_engine(run_cli):
    code, out, _ = run_cli("sudoku", SUDOKU_9, "--engine", "exact", "--count", "-w", "2", "--json")
    assert (code, json.loads(out)["count"]) == (0, 1)
    code, out, _ = run_cli("yinyang", YY_6, "--engine", "search", "-w", "1", "--json")
    assert (code, json.loads(out)["status"]) == (0, "solved")


@pytest.mark.parametrize("first, again", [(("-k", "yinyang"), ()), (("-k", "yinyang"), ("-k", "pack")),
                                          ((), ("-k", "yinyang"))])
def test_a_resume_with_another_kind_setting_redoes_the_lines_read_otherwise(run_cli, tmp_path, first, again):
    # a run with -k yinyang recorded a packing bad_input; run again without -k (or with -k pack), the line was kept
    # as done and the puzzle never read as the run now asks
    out = tmp_path / "r.jsonl"
    pack = str(DATA / "batch" / "pack_small.json")
    assert run_cli("batch", pack, "-o", str(out), "-q", "-j", "1", *first)[0] == 0
    assert run_cli("batch", pack, "-o", str(out), "-q", "-j", "1", *again)[0] == 0
    record = json.loads(out.read_text())
    expected = {(): ("pack", "solved"), ("-k", "pack"): ("pack", "solved"), ("-k", "yinyang"): ("yinyang", "bad_input")}
    assert (record["kind"], record["status"]) == expected[again]
    assert len(out.read_text().splitlines()) == 1


def test_an_answer_file_that_is_a_folder_is_named_not_taken_for_no_recorded_solution(tmp_path):
    # NAME.solution.txt/ a folder: the line said matches_record null ("no recorded solution") without a word
    (tmp_path / "a.txt").write_text((DATA / "yinyang" / "janko_001_6x6.txt").read_text())
    (tmp_path / "a.solution.txt").mkdir()
    record = solve_item(Item(str(tmp_path / "a.txt")), Settings(check_answer=True))
    assert (record["status"], record["error"]) == (
        "bad_input", f"{tmp_path / 'a.solution.txt'}: cannot read answer file: it is a folder")


def test_a_pipe_named_as_a_puzzles_answer_file_is_refused_at_once_not_waited_on(tmp_path):
    # the line's digest opened every file the puzzle named, a pipe too, and waited for a writer: with -t the
    # puzzle was recorded "the time limit ran out while reading the puzzle", without -t the batch hung
    import os

    (tmp_path / "a.txt").write_text((DATA / "yinyang" / "janko_001_6x6.txt").read_text())
    os.mkfifo(tmp_path / "a.solution.txt")
    record = solve_item(Item(str(tmp_path / "a.txt")), Settings(check_answer=True, time_limit=30))
    assert (record["status"], record["error"]) == (
        "bad_input", f"{tmp_path / 'a.solution.txt'}: cannot read answer file: not a regular file (a pipe, socket or "
                     "device)")
    assert record["reads"] == [str(tmp_path / "a.solution.txt")] and len(record["digest"]) == 16
