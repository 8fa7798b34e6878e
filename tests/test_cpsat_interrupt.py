"""Ctrl-C during CP-SAT work (``--engine cpsat`` / ``cuts``): the run stops at
once, prints what it found marked as interrupted and exits 130 -- never
reported as the time limit, never hung.

CP-SAT's own SIGINT handler (``catch_sigint_signal``, on by default) logged
and took a lock inside the signal handler, so a Ctrl-C at the wrong moment
hung the process for good; otherwise it turned Ctrl-C into an early stop
that read as the time limit, and on return it left SIGINT at the system
default, so a Ctrl-C between two solves killed the process with no output.
The runs below send SIGINT to the process group (as a terminal does) at
varied points of a long count, to catch such races."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

import pytest
from conftest import cpu_seconds, gridsat_child, run_script

#: An empty 8x8 Yin-Yang board: hundreds of thousands of answers, which CP-SAT
#: counts one solve at a time (about ten a second), so a count runs far longer
#: than these tests wait.
EMPTY8 = "\n".join([" ".join("0" * 8)] * 8) + "\n"

#: CPU seconds a run has used when it is sent SIGINT: past start-up (about
#: 0.9 s of CPU to the first CP-SAT solve) and at varied points of the count,
#: 0.07 s apart, so that the signal lands in different phases (a solve, the
#: model copy, the clause added between solves, decoding).
START = 1.4
STEP = 0.07

#: (arguments, JSON?) of each run; most are the count the fault was found in.
RUNS = [(["--count", "--engine", "cpsat"], False), (["--count", "--engine", "cpsat", "--json"], True),
        (["--count", "--engine", "cpsat"], False), (["--count", "--engine", "cuts"], False),
        (["--count", "--engine", "cpsat"], False), (["--count", "--engine", "cpsat", "--json"], True),
        (["--solutions", "500", "--engine", "cpsat"], False), (["--count", "--engine", "cpsat"], False)]


def _interrupt_all(procs, thresholds, timeout: float = 120.0) -> None:
    """SIGINT to each process group once its process has used its threshold of CPU."""
    pending = dict(zip(range(len(procs)), thresholds))
    end = time.monotonic() + timeout
    while pending and time.monotonic() < end:
        for i, need in list(pending.items()):
            if procs[i].poll() is not None or cpu_seconds(procs[i].pid) >= need:
                if procs[i].poll() is None:
                    os.killpg(procs[i].pid, signal.SIGINT)
                del pending[i]
        time.sleep(0.01)


def _check(proc, args, as_json: bool) -> None:
    try:
        out, err = proc.communicate(timeout=20)  # generous: stopping takes well under a second
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail(f"gridsat {' '.join(args)} hung after Ctrl-C")
    assert proc.returncode == 130, (args, proc.returncode, out[-300:], err[-300:])
    assert "time limit" not in out
    if as_json:
        data = json.loads(out)
        assert (data["interrupted"], data["complete"], data["engine"]) == (True, False, "cpsat")
        assert data["count"] >= 0
    elif "--count" in args:
        assert "solutions (incomplete: Ctrl-C stopped the count)" in out, out[-300:]
        assert "interrupted (Ctrl-C) after" in out
    else:
        assert "solutions listed (there may be more)" in out and "interrupted (Ctrl-C) after" in out, out[-300:]


#: One run of each form (a count, its JSON, the cuts engine, a listing): the default test run's share of RUNS.
FORMS = [RUNS[0], RUNS[1], RUNS[3], RUNS[6]]


@pytest.mark.parametrize("runs", [pytest.param(FORMS, id="each-form", marks=pytest.mark.slow),
                                  pytest.param(RUNS, id="every-moment", marks=pytest.mark.slow)])
def test_ctrl_c_stops_cp_sat_counts_and_listings_at_varied_moments(tmp_path, runs):
    board = tmp_path / "empty8.txt"
    board.write_text(EMPTY8)
    # two at a time: a race is caught by many tries, not by timing; the CPU
    # thresholds hold however loaded the machine is
    for first in range(0, len(runs), 2):
        batch = runs[first:first + 2]
        procs = [gridsat_child("yinyang", str(board), "-t", "120", *args) for args, _ in batch]
        try:
            _interrupt_all(procs, [START + STEP * (first + i) for i in range(len(batch))])
            for proc, (args, as_json) in zip(procs, batch):
                _check(proc, args, as_json)
        finally:
            for proc in procs:
                if proc.poll() is None:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.communicate()


def test_python_keeps_ctrl_c_after_a_cp_sat_solve(tmp_path):
    # CP-SAT's own handler left SIGINT at the system default after a solve, so
    # a Ctrl-C between two solves killed the process without a word
    done = run_script(
        tmp_path / "probe.py",
        "import os, signal\n"
        "from gridsat.core.options import SolverOptions\n"
        "from gridsat.engines.cpsat import CpSatSession\n"
        "from ortools.sat.python import cp_model\n"
        "m = cp_model.CpModel(); x = m.new_bool_var('x')\n"
        "s = CpSatSession(m, [x], SolverOptions(params='catch_sigint_signal:true'))\n"
        "print(s.solve().status)\n"
        "try:\n"
        "    os.kill(os.getpid(), signal.SIGINT)\n"
        "    for _ in range(10**8): pass\n"
        "except KeyboardInterrupt:\n"
        "    print('KeyboardInterrupt')\n")
    assert (done.returncode, done.stdout.split()) == (0, ["solved", "KeyboardInterrupt"]), done.stderr[-300:]
