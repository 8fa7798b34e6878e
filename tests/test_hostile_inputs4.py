"""Hostile input, eighth pass (issue 20): what the seventh hostile pass found.
Each case is the exact line (or answer) a user gets now."""

from __future__ import annotations

import json

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.fixture
def run_fd(capfd):
    """The CLI in-process with the file descriptors captured: what CP-SAT's C++ side writes to them shows."""
    from gridsat.cli import main

    def run(*args: str):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code
        out = capfd.readouterr()
        return code, out.out, out.err

    return run


# -- stdout stays the answer: a search log asked for through --params goes to stderr, as --log's does ---------------

@pytest.mark.parametrize("params", ["log_search_progress:true", "log_search_progress:true,log_to_stdout:true"])
def test_a_search_log_asked_for_in_params_goes_to_stderr(run_fd, params):
    code, out, err = run_fd("nurikabe", NURIKABE, "--json", "--params", params)  # the log was printed before the JSON
    assert code == 0 and json.loads(out)["status"] == "solved", out[:200]
    assert "CpSolverResponse summary" in err


# -- limits: -t covers reading a puzzle (a 1000x1000 board of rooms took 14-35 s to read, whatever the limit) -------

BIG_STARS = "https://puzz.link/p?starbattle/1000/1000/1/" + "0" * 399_600  # one room of a million cells
READ_OUT = "gridsat: the time limit ran out while reading the puzzle; nothing was solved (give more time with -t)\n"


@pytest.mark.parametrize("command", [("starbattle",), ("solve",), ("hint",), ("grade", "--json")])
def test_a_time_limit_that_runs_out_while_reading_is_one_line(run_cli, command):
    import time

    t0 = time.process_time()
    assert run_cli(*command, BIG_STARS, "-t", "0.3") == (1, "", READ_OUT)
    assert time.process_time() - t0 < 0.3 + 10  # CPU: reading it whole takes far longer


def test_a_time_limit_covers_waiting_for_standard_input():
    import subprocess
    import sys

    writer = subprocess.Popen(["sleep", "60"], stdout=subprocess.PIPE)  # a pipe that stays open, writing nothing
    try:
        out = subprocess.run([sys.executable, "-m", "gridsat", "solve", "-", "-t", "1"], stdin=writer.stdout,
                             capture_output=True, text=True, timeout=50)
    finally:
        writer.kill()
        writer.wait()
    assert (out.returncode, out.stdout, out.stderr) == (1, "", READ_OUT)


def test_the_python_api_stops_reading_at_its_time_limit():
    import gridsat
    from gridsat.core.options import SolverOptions, TimeUp

    with pytest.raises(TimeUp, match="^while reading the puzzle$"):
        gridsat.solve(BIG_STARS, options=SolverOptions(time_limit=0.3))
    import signal

    # no timer is left to fire later, nor a handler in place of the program's own
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0) and signal.getsignal(signal.SIGALRM) == signal.SIG_DFL


def test_batch_counts_each_puzzles_reading_in_its_time_limit(run_cli, tmp_path):
    (tmp_path / "big.url").write_text(BIG_STARS + "\n")  # it was read whole (34 s) and then given -t to solve
    out = tmp_path / "r.jsonl"
    code, _, err = run_cli("batch", str(tmp_path / "big.url"), "--out", str(out), "-t", "0.3", "-j", "1", "-q")
    record = json.loads(out.read_text())
    assert (code, err) == (0, "") and record["seconds"] < 0.3 + 10
    assert {k: v for k, v in record.items() if k != "seconds"} == {
        "file": str(tmp_path / "big.url"), "kind": "starbattle", "status": "unknown", "complete": False,
        "note": "the time limit ran out while reading the puzzle"}
