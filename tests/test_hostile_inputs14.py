"""The fourteenth hostile pass (issue 20), over what runs long and writes files: ``gridsat batch`` (local
processes and Dask), ``calendar --year``/``--census`` with ``--out``, and their results files met odd,
edited, killed, interrupted and changed under them.  What it found, each kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[1]
YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_a_whole_line_of_another_commands_results_at_the_end_is_refused_not_deleted(run_cli, tmp_path):
    # a calendar line after a batch's lines (and a batch line after a calendar year's) was taken for a line a
    # kill had cut short, as a line that is not the file's is anywhere else refused: it was cut off the file
    # without a word.  A kill never leaves a whole line (one ending in its newline) behind, only a part of one.
    puzzle = tmp_path / "a.url"
    puzzle.write_text(YINYANG + "\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(puzzle), "--out", str(out), "-q")[0] == 0
    calendar_line = '{"date": "2026-01-01", "edition": "dragonfjord", "status": "solved"}\n'
    with open(out, "a") as f:
        f.write(calendar_line)
    before = out.read_bytes()
    code, _, err = run_cli("batch", str(puzzle), "--out", str(out), "-q")
    assert (code, err) == (2, f"gridsat: error: {out}: line 2 holds the results of a gridsat calendar --year run, "
                              "not of this command: choose another output file\n")  # (pass 47: the run named)
    assert out.read_bytes() == before
    year = tmp_path / "y.jsonl"
    assert run_cli("calendar", "--year", "2026", "--out", str(year))[0] == 0
    with open(year, "ab") as f:
        f.write(before.splitlines(keepends=True)[0])  # the batch's line
    before = year.read_bytes()
    code, _, err = run_cli("calendar", "--year", "2026", "--out", str(year))
    assert (code, err) == (2, f"gridsat: error: {year}: line 366 holds the results of a gridsat batch run, not of "
                              "this command: choose another output file\n")
    assert year.read_bytes() == before
    # a line of its own cut short, or ending broken, is still cut off and done again
    whole = before.splitlines(keepends=True)[:365]
    for tail in (b'{"date": "2026-12-31", "sta', b'{"date": "2026-12-31", "sta\n'):
        year.write_bytes(b"".join(whole[:364]) + tail)
        assert run_cli("calendar", "--year", "2026", "--out", str(year))[0] == 0
        assert year.read_bytes().count(b"\n") == 365 and json.loads(year.read_bytes().splitlines()[-1])["date"] == (
            "2026-12-31")


@pytest.mark.parametrize("edit", ["grow", "shrink"])
def test_a_collection_edited_while_the_run_reads_it_is_not_said_stopped_by_the_total_time(tmp_path, edit):
    # the puzzles not started were the puzzles counted before the run less those it did: a collection that
    # grew meanwhile gave -100 "not started", one that shrank 100, and the command line said "stopped by
    # --total-time" (exit 1) of a run without one
    from gridsat.batch import run_batch

    lines = [json.dumps({"puzzle": YINYANG})] * 300
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text("\n".join(lines) + "\n")

    def edited(todo: int, done: int) -> None:
        assert (todo, done) == (300, 0)
        collection.write_text("\n".join(lines + lines[:100] if edit == "grow" else lines[:200]) + "\n")

    summary = run_batch([collection], out, jobs=1, on_start=edited)
    assert (summary.new, summary.untried, summary.cut) == ((400 if edit == "grow" else 200), 0, 0)
    assert out.read_text().count("\n") == summary.new


def _slow_identity(value: int) -> int:
    import time

    time.sleep(0.2)
    return value


def test_a_dask_run_stopped_by_ctrl_c_names_the_calls_in_flight():
    # local worker processes mark the puzzles a Ctrl-C stops in flight, so a rerun does them after the new ones;
    # on Dask they got no line, and a rerun started them first again (a folder whose first puzzles are long never
    # got past them)
    from gridsat.core.dask_workers import run_on_dask

    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    left, got = [], []

    def stop(result):
        got.append(result)
        raise KeyboardInterrupt  # Ctrl-C as the first result comes in

    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        with pytest.raises(KeyboardInterrupt):
            run_on_dask(cluster.scheduler_address, _slow_identity, [(i,) for i in range(6)], lambda: False, stop,
                        unfinished=left.extend)
    # two calls in flight a thread: the one that came in, the other unfinished, none of the four never handed out
    assert len(got) == 1 and sorted(got + [args[0] for args in left]) == [0, 1]


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
def test_a_dask_run_holds_its_total_time_when_no_worker_answers(tmp_path):
    # with no worker (or every one busy elsewhere) the run waited on its first call for ever, --total-time or not
    import threading

    from gridsat.batch import run_batch

    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    puzzle = tmp_path / "a.url"
    puzzle.write_text(YINYANG + "\n")
    out, summaries = tmp_path / "r.jsonl", []
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=None) as cluster:
        run = threading.Thread(target=lambda: summaries.append(
            run_batch([puzzle], out, dask=cluster.scheduler_address, total_time=1.0)), daemon=True)
        run.start()
        run.join(120)  # a generous bound: the run ends about 1.1 s in
        assert not run.is_alive()
    assert (summaries[0].new, summaries[0].untried) == (0, 1) and out.read_text() == ""


def test_a_puzzle_file_edited_while_it_is_solved_is_done_again_by_the_next_run(tmp_path, monkeypatch):
    # the line's digest was of the file read again once the puzzle was read: a puzzle edited in between got the
    # old puzzle's answer under the new one's digest, and a resume kept that answer as the new puzzle's
    from gridsat.batch import run_batch
    from gridsat.core import reading

    puzzle, out = tmp_path / "p.url", tmp_path / "r.jsonl"
    first, second = YINYANG, "https://puzz.link/p?yinyang/3/3/000"  # 5x5 with givens; an empty 3x3
    puzzle.write_text(first + "\n")
    real = reading.record_parts

    def edited_meanwhile(text, source=None):
        puzzle.write_text(second + "\n")  # as an editor saves it while the worker parses the old text
        return real(text, source)

    monkeypatch.setattr(reading, "record_parts", edited_meanwhile)
    run_batch([puzzle], out, jobs=1)
    monkeypatch.setattr(reading, "record_parts", real)
    assert json.loads(out.read_text())["answer"]["rows"] == 5
    summary = run_batch([puzzle], out, jobs=1)
    assert (summary.edited, summary.new) == (1, 1) and json.loads(out.read_text())["answer"]["rows"] == 3


def test_a_generated_collection_holds_no_puzzle_in_memory_once_it_is_written(run_cli, tmp_path, monkeypatch):
    # every puzzle written (and every line read back on resume) was held whole until the run ended, its text and
    # solution with it: about 2 KB a 3x3 Yin-Yang, so --count 1000000 grew by gigabytes past any memory limit
    from gridsat.core import jsonl

    writers = []

    class Seen(jsonl.JsonLinesWriter):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            writers.append(self)

    monkeypatch.setattr(jsonl, "JsonLinesWriter", Seen)
    out = tmp_path / "g.jsonl"
    for count in (3, 5):  # written, then read back and written on
        assert run_cli("generate", "yinyang", "--size", "3x3", "--count", str(count), "--out", str(out))[0] == 0
        assert writers[-1].done == {seed: {"seed": seed, "kind": "yinyang", "size": "3x3", "settings": {"grade": None}}
                                    for seed in range(1, count + 1)}
    assert [json.loads(line)["solution"] is not None for line in out.read_text().splitlines()] == [True] * 5


@pytest.mark.parametrize("given", ["folder", "by name"])
def test_a_results_file_under_another_name_is_never_read_as_puzzles(tmp_path, given):
    # a hard link to the results file in the folder searched (or given by name) was read as a collection while
    # the run wrote it: each line it wrote was read back as a bad puzzle, written again, without end (59 MB of
    # results in 30 s, until the disk was full)
    import os

    from gridsat.batch import run_batch
    from gridsat.core.errors import PuzzleInputError

    folder, out = tmp_path / "puzzles", tmp_path / "r.jsonl"
    folder.mkdir()
    (folder / "c.jsonl").write_text("\n".join([json.dumps({"puzzle": YINYANG})] * 3) + "\n")
    assert run_batch([folder], out, jobs=1).new == 3
    os.link(out, folder / "link.jsonl")
    if given == "folder":
        summary = run_batch([folder], out, jobs=1)
        assert (summary.new, summary.skipped) == (0, 3)
        assert summary.ignored == [(str(folder / "link.jsonl"), "the results file, out")]
    else:
        with pytest.raises(PuzzleInputError) as refused:
            run_batch([folder / "c.jsonl", folder / "link.jsonl"], out, jobs=1)
        assert str(refused.value) == (f"{str(folder / 'link.jsonl')!r} is the results file (out): it cannot be "
                                      "read as puzzles too")
    assert out.read_text().count("\n") == 3


def test_a_puzzle_file_missing_when_it_was_read_is_done_again_once_it_is_back(tmp_path):
    # removed between the listing and the reading (an editor saving it anew, a sync), its line had no digest,
    # which a resume takes for a line of an older gridsat: the bad-input line was kept for ever, the puzzle back
    from gridsat.batch import run_batch

    folder, out = tmp_path / "puzzles", tmp_path / "r.jsonl"
    folder.mkdir()
    puzzle = folder / "a.url"
    puzzle.write_text(YINYANG + "\n")
    summary = run_batch([folder], out, jobs=1, on_start=lambda todo, done: puzzle.unlink())
    line = json.loads(out.read_text())
    assert (summary.new, line["status"], line["error"]) == (1, "bad_input", f"{puzzle}: cannot read puzzle file: "
                                                                            "No such file or directory")
    puzzle.write_text(YINYANG + "\n")
    summary = run_batch([folder], out, jobs=1)
    assert (summary.edited, summary.new) == (1, 1) and json.loads(out.read_text())["status"] == "solved"


@pytest.mark.parametrize("flags", [["--unique"], ["--check-answer"], ["--kind", "pack"]])
def test_a_run_over_other_puzzles_keeps_the_lines_it_does_not_redo(run_cli, tmp_path, flags):
    # the lines a resume redoes (without the verdict asked now, read as another kind, left unknown) were taken
    # out of the results file whatever their puzzle: a run over folder B with --unique deleted the solved lines
    # of folder A, which it never did again, and said "redone: 2 line(s)"
    folder_a, folder_b, out = tmp_path / "A", tmp_path / "B", tmp_path / "r.jsonl"
    folder_a.mkdir()
    folder_b.mkdir()
    (folder_a / "a.url").write_text(YINYANG + "\n")
    (folder_a / "b.txt").write_text((ROOT / "examples" / "yinyang-10x10.txt").read_text())
    (folder_b / "p.json").write_text((ROOT / "examples" / "pack-3x20.json").read_text())
    assert run_cli("batch", str(folder_a), "--out", str(out), "-q")[0] == 0
    with open(out, "a") as f:  # and a line a time limit left unknown
        f.write(json.dumps({"file": str(folder_a / "c.url"), "status": "unknown", "complete": False}) + "\n")
    before = out.read_text()
    code, printed, _ = run_cli("batch", str(folder_b), "--out", str(out), *flags)
    assert code == 0 and "redone" not in printed
    assert out.read_text().startswith(before) and out.read_text().count("\n") == 4


@pytest.mark.parametrize("args", [
    ["batch", "PUZZLE", "--out", "r.jsonl/"],
    ["calendar", "--year", "2026", "--out", "y.jsonl/"],
    ["generate", "yinyang", "--size", "4x4", "--count", "2", "--out", "g.jsonl/"],
    ["calendar", "--census", "--png", "heat.png/"],
])
def test_a_file_to_write_named_with_a_trailing_slash_is_refused_not_written_without_it(run_cli, tmp_path,
                                                                                        monkeypatch, args):
    # "results/" names a folder; the slash was dropped and a file "results" written in its place
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.url").write_text(YINYANG + "\n")
    args = [str(tmp_path / "a.url") if a == "PUZZLE" else a for a in args]
    flag, value = args[-2], args[-1]
    assert run_cli(*args) == (2, "", f"gridsat: error: {flag} {value!r} ends in '/', as a folder's name does: give "
                                     "a file name\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.url"]


@pytest.mark.slow  # 1.9 s of a Dask cluster
def test_a_dask_worker_that_dies_ends_the_run_in_one_line_and_marks_its_call(tmp_path):
    # local workers that die end the run with one line (WorkerDied); a Dask worker's death (the out-of-memory
    # killer, a crash) came out of the batch as KilledWorker, the command line's traceback, its puzzle unmarked
    import dask

    from gridsat.core.errors import WorkerDied
    from gridsat.core.dask_workers import run_on_dask

    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")

    def dies(value):  # cloudpickle sends a nested function whole: the worker needs no test module
        import os

        os._exit(1)

    left = []
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):  # the first death ends the task
        with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                      dashboard_address=None) as cluster:
            with pytest.raises(WorkerDied) as died:
                run_on_dask(cluster.scheduler_address, dies, [(7,)], lambda: False, print, unfinished=left.extend)
    assert str(died.value) == ("a Dask worker died running a call (1 worker in turn); what was written before is "
                               "kept (run the command again to go on)")
    assert left == [(7,)]


def test_a_dask_scheduler_lost_mid_run_ends_it_in_one_line(tmp_path):
    # a scheduler that went away (stopped, its machine rebooted) came out of the batch as Dask's
    # FuturesCancelledError with its traceback
    from gridsat.core.errors import WorkerDied
    from gridsat.core.dask_workers import run_on_dask

    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None)
    address, left = cluster.scheduler_address, []

    def lost(result):
        if result == 0:
            cluster.close()  # the scheduler stops as the first result comes in

    with pytest.raises(WorkerDied) as died:
        run_on_dask(address, _slow_identity, [(i,) for i in range(6)], lambda: False, lost, unfinished=left.extend)
    assert str(died.value) == (f"lost the Dask scheduler at {address} during the run; what was written before is "
                               "kept (run the command again to go on)")
    assert [args[0] for args in left] == [1, 2]  # the second in flight, and the third handed out as 0 came in


def test_a_batch_gives_its_memory_limit_to_every_worker_and_takes_it_on_the_command_line(run_cli, tmp_path,
                                                                                           monkeypatch):
    # each worker read GRIDSAT_MEMORY_LIMIT from its own environment: a Dask worker started elsewhere held its
    # own (or 2 GB), whatever the run's was; and batch took no --memory-limit, the option every other command has
    from gridsat.batch import Item, Settings, solve_item

    line = json.dumps({"puzzle": YINYANG})
    monkeypatch.delenv("GRIDSAT_MEMORY_LIMIT", raising=False)  # a worker's own: 2 GB
    record = solve_item(Item("c.jsonl", 1, line), Settings(memory_limit=1000))
    assert (record["status"], record["note"]) == ("unknown", (  # a limit stopped it: not bad input
        f"the memory limit stopped it: c.jsonl: line 1: reading this collection line ({len(line)} bytes) needs "
        f"about {len(line) * 20 / 1024:.1f} KB of memory; the limit is 0.977 KB (raise it with "
        "memory_limit=BYTES (the call's, or its SolverOptions') or GRIDSAT_MEMORY_LIMIT (in GB))"))  # from Python
    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(line + "\n")
    code, _, _ = run_cli("batch", str(collection), "--out", str(out), "--memory-limit", str(1000 / 1024**3), "-q")
    assert code == 0 and json.loads(out.read_text())["note"].endswith("the limit is 0.977 KB (raise it with "
                                                                       "--memory-limit GB or GRIDSAT_MEMORY_LIMIT)")
    assert run_cli("batch", str(collection), "--out", str(out), "--memory-limit", "0") == (
        2, "", "gridsat: error: --memory-limit must be a positive number of GB (below a billion), got 0\n")


def test_a_line_whose_recorded_solution_is_bad_input_holds_the_error_instead_of_an_answer():
    # docs/json.md: a bad-input line holds an error "instead" of an answer; one whose recorded solution could
    # not be read held the answer, "check": "passed" and "complete": true beside "status": "bad_input"
    from gridsat.batch import Item, Settings, solve_item

    line = json.dumps({"puzzle": YINYANG, "solution": "garbage"})
    record = solve_item(Item("c.jsonl", 1, line), Settings(check_answer=True))
    assert sorted(record) == ["check_answer", "digest", "error", "file", "kind", "line", "seconds", "status"]
    assert (record["status"], record["error"]) == ("bad_input", "c.jsonl: line 1: 'solution': line 1, column 1: symbol 'g' is not 1 "
                                                                "(white) or 2 (black)")


def test_a_resume_holds_each_lines_names_and_repeated_texts_once():
    # 102,000 lines of 4x4 Yin-Yangs took 200 MB to resume (118 MB now, 40 of them the imports): each line held
    # its own copy of every field name and of texts every line repeats (file, kind, status, check)
    from gridsat.batch.lines import held, lacks_verdict
    from gridsat.batch.work import Settings

    text = ('{"file": "c.jsonl", "line": %d, "kind": "yinyang", "digest": "%016x", "status": "solved", "seconds": '
            '0.001, "complete": true, "answer": {"rows": 4, "grid": ["0"]}, "check": "passed"}')
    first, second = (held(json.loads(text % (n, n))) for n in (1, 2))
    assert first == {**json.loads(text % (1, 1)), "answer": {}} and second["line"] == 2
    assert all(a is b for a, b in zip(first, second))  # the names
    assert all(first[name] is second[name] for name in ("file", "kind", "status", "check", "answer"))
    assert not lacks_verdict(Settings(), first) and lacks_verdict(Settings(unique=True), first)
