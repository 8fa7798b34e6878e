"""Hostile pass 66, part a: the command line."""

import os

import pytest

LIGHTUP = "https://puzz.link/p?akari/6/6/nekcakbl"


def test_a_export_model_refuses_writing_over_a_file_of_another_kind(run_cli, tmp_path):
    # `gridsat lightup URL --engine cpsat --export-model m.pb`, m.pb a link to notes.md, wrote the model over
    # notes.md (where `--png`/`--svg` refuse a link to a file of another kind); and `--export-model other.txt`
    # replaced another puzzle's text grid, unsaid
    notes = tmp_path / "notes.md"
    notes.write_text("notes\n")
    link = tmp_path / "m.pb"
    os.symlink(notes, link)
    code, out, err = run_cli("lightup", LIGHTUP, "--engine", "cpsat", "--export-model", str(link))
    assert code == 2
    assert err == (f"gridsat: error: --export-model {str(link)!r} is a link to {str(notes)!r}, which is no .pb or "
                   ".txt file: it would be written over\n")
    assert notes.read_text() == "notes\n"
    puzzle = tmp_path / "other.txt"
    puzzle.write_text("nurikabe\n. 2\n. .\n")
    code, out, err = run_cli("lightup", LIGHTUP, "--engine", "cpsat", "--export-model", str(puzzle))
    assert code == 2
    assert err == (f"gridsat: error: --export-model {str(puzzle)!r} holds text that is no CP-SAT model (its first "
                   "line: 'nurikabe'): it would be written over; choose another name\n")
    assert puzzle.read_text() == "nurikabe\n. 2\n. .\n"


def test_a_export_model_writes_over_its_own_model(run_cli, tmp_path):
    # a model written before (or an empty file) is written over, as before
    path = tmp_path / "m.txt"
    for _ in range(2):
        code, out, err = run_cli("lightup", LIGHTUP, "--engine", "cpsat", "--export-model", str(path))
        assert code == 0, err
        assert out.startswith(f"wrote {path}")
    assert path.read_text().startswith("variables {")
    empty = tmp_path / "e.txt"
    empty.write_text("")
    code, out, err = run_cli("lightup", LIGHTUP, "--engine", "cpsat", "--export-model", str(empty))
    assert code == 0, err


def stopped_search(kind: str, text: str, stars: int, build: str = "model"):
    """``(CPU seconds, result)`` of the compiled counting search of ``kind``'s puzzle ``text`` (built by its
    ``build`` method) asked for ``stars`` trues a rule, its stop byte set before it starts: the time it takes to
    see it (CPU time of this thread, not the clock: the machine may be loaded)."""
    import time

    import gridsat
    from gridsat.core.options import SolverOptions
    from gridsat.engines.cardinality import search
    from gridsat.puzzles.grid.recorder import CountingRecorder

    puzzle = gridsat.kinds.get(kind).parse(text)
    options = SolverOptions(time_limit=100).started()
    recorder = CountingRecorder(check=options.check_time)
    getattr(puzzle, build)(recorder, options)
    problem = recorder.problem()
    start = time.thread_time()
    counted = search(problem, stars, stars, SolverOptions(time_limit=100).started(), bytearray(b"\x01"))
    return time.thread_time() - start, counted


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_a_counting_search_sees_its_stop_byte_within_its_first_probing_pass():
    # the compiled counting search looked at the clock and its stop byte once every 256 variables of a probing
    # pass, each probe of a board with the band rule a pass over the whole board: on a 600x600 Star Battle it ran
    # 2 s past a deadline already gone, and `gridsat hint HITORI-200x200 -t 2` waited up to 1 s past its limit for
    # the race's search to stop (a 300x300 board: 0.5 s; now a few hundredths)
    n = 300
    text = "starbattle 1\n" + "\n".join(" ".join([str(i)] * n) for i in range(n)) + "\n"
    seconds, counted = stopped_search("starbattle", text, 2)
    assert seconds < 0.25
    assert (counted.count, counted.complete) == (0, False)


def test_a_ctrl_c_while_a_written_line_is_counted_counts_it(tmp_path):
    # `gridsat generate yinyang --count 400 -o gc.jsonl` stopped by Ctrl-C said "the 178 puzzles in gc.jsonl (178
    # made by this run) are kept" where the file held 179: a Ctrl-C handled after the line's write, while the
    # writer looked at the file's end to count it, left it uncounted; it is now raised once the line is counted
    import signal

    import pytest

    from gridsat.core.jsonl import JsonLinesWriter

    writer = JsonLinesWriter(tmp_path / "r.jsonl", "seed")
    real = writer._file

    class Interrupting:  # the file, a Ctrl-C arriving as the writer looks at its end after the write
        def __init__(self):
            self.seeks = 0

        def seek(self, *args):
            self.seeks += 1
            if self.seeks == 3:  # (1: the start, 2: inside the append, 3: the count's look)
                os.kill(os.getpid(), signal.SIGINT)
            return real.seek(*args)

        def __getattr__(self, name):
            return getattr(real, name)

    writer._file = Interrupting()
    with pytest.raises(KeyboardInterrupt):
        writer.write({"seed": 1, "puzzle": "x"})
    writer._file = real
    assert len(writer.done) == 1
    writer.close()
    assert (tmp_path / "r.jsonl").read_text().count("\n") == 1


def test_a_ctrl_c_before_any_thread_started_does_not_wait_for_them(monkeypatch):
    # `gridsat generate yinyang --size 8x8 --count 400 -o g.jsonl` stopped by Ctrl-C now and then said "the run did
    # not stop within 20 s and was ended at once": a Ctrl-C handled as run_threads began holding Ctrl-C back (before
    # its own handler was in place) started no thread, and the run waited for them for ever
    import contextlib
    import threading


    from gridsat.engines import interrupt

    @contextlib.contextmanager
    def interrupted_at_once():
        raise KeyboardInterrupt
        yield  # pragma: no cover

    monkeypatch.setattr(interrupt, "ctrl_c_deferred", interrupted_at_once)
    outcome = []

    def call():
        try:
            interrupt.run_threads(lambda: None, 2, bytearray(1))
        except KeyboardInterrupt:
            outcome.append("interrupted")

    thread = threading.Thread(target=call, daemon=True)
    thread.start()
    thread.join(10)
    assert outcome == ["interrupted"]
