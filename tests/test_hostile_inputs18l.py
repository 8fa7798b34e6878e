"""The eighteenth hostile pass, the lead's own cases (issue 20): a real full disk, tried on a small tmpfs, kept
as tests under a file-size limit (a write past it fails, with EFBIG, as a full disk's does with ENOSPC)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import TEST_DATA, file_size_limit

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

_WRITER = """
import resource, signal, sys
from gridsat.core.errors import PuzzleInputError
from gridsat.core.jsonl import JsonLinesWriter
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (1000, 1000))
with JsonLinesWriter(sys.argv[1], key="n") as writer:
    writer.write({"n": 0, "text": "a" * 600})
    for n, size in ((1, 500), (2, 450)):  # each fits in part only
        try:
            writer.write({"n": n, "text": "b" * size})
        except PuzzleInputError as exc:
            print(exc)
"""


def test_a_second_write_the_disk_cannot_hold_is_cut_off_whole(tmp_path):
    """On a full disk, ``gridsat batch -j 2`` left a half line at the end of its results file: the first write the
    disk refused was cut off again, but the in-flight puzzles' lines written next were cut back to where the file
    had ended before the first cut (its position in append mode), keeping part of a line."""
    out = tmp_path / "out.jsonl"
    run = subprocess.run([sys.executable, "-B", "-c", _WRITER, str(out)], capture_output=True, text=True, timeout=60)
    said = f"{out}: cannot write results file: File too large; every line before it is kept: make room and run " \
           "the same command again to go on"
    assert (run.returncode, run.stdout, run.stderr) == (0, f"{said}\n{said}\n", "")
    assert [json.loads(line)["n"] for line in out.read_bytes().splitlines()] == [0]
    assert out.read_bytes().endswith(b'a"}\n')


@pytest.mark.slow  # 2.5 s of workers; test_hostile_inputs11b fills a disk by default
@pytest.mark.parametrize("size", [20000])
def test_batch_on_two_workers_keeps_whole_lines_on_a_full_disk(tmp_path, size):
    out = tmp_path / "out.jsonl"
    run = subprocess.run([sys.executable, "-B", "-m", "gridsat", "batch", str(TEST_DATA / "collection" /
                          "yinyang-5x5.jsonl"), "-j", "2", "-q", "-o", str(out)], capture_output=True, text=True,
                         timeout=120, preexec_fn=file_size_limit(size))
    assert run.returncode == 2 and run.stderr.endswith(f"gridsat: error: {out}: cannot write results file: File too "
                                                       "large; every line before it is kept: make room and run the "
                                                       "same command again to go on\n")
    data = out.read_bytes()
    assert data.endswith(b"\n") and 0 < len(data) <= size
    lines = [json.loads(line) for line in data.splitlines()]
    assert {line["status"] for line in lines} <= {"solved", "unknown"} and len(lines) < 100
    again = subprocess.run([sys.executable, "-B", "-m", "gridsat", "batch", str(TEST_DATA / "collection" /
                            "yinyang-5x5.jsonl"), "-j", "2", "-q", "-o", str(out)], capture_output=True, text=True,
                           timeout=120)
    assert again.returncode == 0
    lines = [json.loads(line) for line in out.read_bytes().splitlines()]
    assert len(lines) == 100 and {line["status"] for line in lines} == {"solved"}


@pytest.mark.parametrize("command, example, value, said", [
    ("pack", "pack-3x20.json", None, "null"),
    ("dominofit", "dominofit-8x8.json", True, "true"),
    ("calendar", "calendar-oct6.json", 5, "5"),
])
def test_a_files_kind_that_is_no_name_is_said_as_json_writes_it(run_cli, tmp_path, command, example, value, said):
    """``"kind": null`` in a Domino Fit file said "the file says kind None, not 'dominofit'" (Python's words, in six
    readers that each wrote the check): said as the file writes it now, by one check."""
    data = json.loads((EXAMPLES / example).read_text())
    (tmp_path / "k.json").write_text(json.dumps({**data, "kind": value}))
    code, out, err = run_cli(command, str(tmp_path / "k.json"))
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: k.json: the puzzle says kind {said}, not '"), err


def test_a_puzzle_input_error_of_a_number_is_its_text():
    from gridsat import PuzzleInputError

    assert (str(PuzzleInputError(5)), str(PuzzleInputError("bad", 3))) == ("5", "3: bad")


def test_a_date_read_from_python_is_told_the_keyword_not_the_option():
    """``gridsat.read("2026-10-06")`` told a Python caller to "add --kind calendar"."""
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.read("2026-10-06")
    assert str(caught.value) == ("2026-10-06: no such file; as a DATE it is a Calendar puzzle: add kind='calendar' "
                                 "(gridsat.solve('2026-10-06', kind='calendar') solves it)")
    assert gridsat.solve("2026-10-06", kind="calendar").status.value == "solved"


@pytest.mark.parametrize("args", [("yinyang", str(EXAMPLES / "yinyang-10x10.txt")), ("pack",), ("calendar", "01-25")])
def test_log_on_a_race_the_search_won_says_there_is_no_cpsat_log(run_cli, monkeypatch, args):
    """``--log`` with the default engine (a race) printed nothing when the search answered before CP-SAT started:
    the option looked ignored.  Said once a process (``calendar --year`` races 365 times)."""
    from gridsat.engines import race

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])  # (this process ran races with --log before)
    code, _, err = run_cli(*args, "--log")
    assert (code, err) == (0, "note: the search answered before CP-SAT started, so there is no CP-SAT log "
                              "(--engine cpsat runs CP-SAT alone)\n")


def test_a_file_names_terminal_escapes_are_shown_not_obeyed(run_cli, tmp_path):
    """A file name holding an escape sequence was echoed raw in the error line, so the terminal obeyed it (a name
    could colour, clear or retitle the user's terminal)."""
    name = str(tmp_path / "nofile\x1b[2J.txt")
    escaped = name.replace("\x1b", "\\x1b")
    assert run_cli("solve", name) == (
        2, "", f"gridsat: error: {escaped}: cannot read puzzle file: No such file or directory\n")


def test_a_temporary_picture_a_killed_run_left_is_removed_by_the_next_write(run_cli, tmp_path):
    """``kill -9`` during ``--png`` left a hidden ``.gridsat-XXXX.png`` beside the target for good.  A run's
    temporary files now carry its process id; the next write into the folder removes those of a process that no
    longer exists, once an hour old (a live run's, or a fresh one, are kept)."""
    import os
    import time

    old = time.time() - 7200
    dead, live, fresh = (tmp_path / ".gridsat-4194305-abc.png", tmp_path / f".gridsat-{os.getpid()}-abc.png",
                         tmp_path / ".gridsat-4194305-new.png")
    for path in (dead, live, fresh):
        path.write_bytes(b"half a picture")
    for path in (dead, live):
        os.utime(path, (old, old))
    assert run_cli("pack", "-b", "3x20", "--png", str(tmp_path / "p.png"))[0] == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, fresh.name, "p.png"])


def test_a_board_given_to_pack_as_its_puzzle_file_is_named(run_cli):
    """``gridsat pack 6x10`` (the board where the puzzle file goes) said only "cannot read puzzle file: No such
    file or directory"."""
    assert run_cli("pack", "6x10") == (2, "", "gridsat: error: 6x10: no such file; '6x10' is a board, not a packing "
                                              "puzzle file (JSON): gridsat pack --board 6x10; in Python, "
                                              "gridsat.pack('6x10'); as a puzzle file (for hint, grade or batch): "
                                              '{"kind": "pack", "board": "6x10"}\n')
    assert run_cli("pack", "nosuch.json")[2] == ("gridsat: error: nosuch.json: cannot read puzzle file: No such file "
                                                 "or directory\n")


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine (one of its heaviest)
@pytest.mark.parametrize("thread", [False, True])
def test_a_reading_clock_whose_block_never_ended_stops_raising(thread):
    """A read timed out while a big puzzle was freed could have its clock's second raise land before the clock's
    own cleanup ran; a caller that kept the exception (as ``pytest.raises`` does) kept the block open, and the
    clock went on raising TimeUp into every later line (it crashed a test worker).  It raises for
    ``REPEAT_WINDOW`` seconds after its first raise, no longer: here the block is entered and never left."""
    import signal
    import threading
    import time

    from gridsat.core.options import REPEAT_WINDOW, TimeUp, _timed

    def run(out: list):
        clock = _timed(0.05)
        clock.__enter__()  # never left: its cleanup never runs
        start = time.perf_counter()
        while time.perf_counter() - start < REPEAT_WINDOW + 1.5:
            try:
                time.sleep(0.01)
            except TimeUp:
                out.append(time.perf_counter() - start)

    raised: list = []
    if thread:
        worker = threading.Thread(target=run, args=(raised,))
        worker.start()
        worker.join()
    else:
        try:
            run(raised)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
    assert raised and raised[-1] < REPEAT_WINDOW + 0.5, raised[-5:]  # raised, again, then stopped
    if not thread:
        assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL
