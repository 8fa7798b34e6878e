"""Shared test helpers.

``../shared`` (beside the project root) holds the team's reference data; a
fresh clone does not have it, so tests that read it use the ``shared_data``
fixture and skip cleanly when it is absent.  Small files the default run
needs are copied into ``tests/data/`` with their source noted.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEST_DATA = ROOT / "tests" / "data"
SHARED = ROOT.parent / "shared" / "data"
# child processes (``python -m gridsat``, scripts) import the checkout under test too, as pytest itself does
# (``pythonpath`` in pyproject.toml): a second checkout (a git worktree) tested the installed one's code in them
os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])])


SLOW_TESTS = Path(__file__).with_name("slow_tests.txt")


@pytest.hookimpl(tryfirst=True)  # before ``-m`` selects by markers
def pytest_collection_modifyitems(config, items):
    """Mark ``slow`` the tests ``slow_tests.txt`` lists (measured at over a second each), as if decorated."""
    listed = {line.strip() for line in SLOW_TESTS.read_text(encoding="utf-8").splitlines()
              if line.strip() and not line.startswith("#")}
    for item in items:
        if item.nodeid in listed:
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def shared_data() -> Path:
    """Path of ``../shared/data``; skips the test when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared/data is absent (reference data lives beside the project root)")
    return SHARED


@pytest.fixture(scope="session")
def api_client():
    """A web app (one worker, no warm-up) behind Starlette's test client, one per test process (skips where
    Starlette is not installed).  One per process, not per module: each app starts a solver process, which imports
    gridsat and OR-Tools (a second or more each), and 136 modules ask for it.  A test that needs an app of other
    limits, or one it stops, makes its own."""
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        yield client


@pytest.fixture
def run_cli(capsys):
    """Run the gridsat CLI in-process: returns ``(exit_code, stdout, stderr)``."""
    from gridsat.cli import main

    def run(*args: str):
        code = 0
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        out = capsys.readouterr()
        return code, out.out, out.err

    return run


@pytest.fixture(scope="session")
def year_results(tmp_path_factory):
    """``year_results(year)``: the text of the results file ``gridsat calendar --year YEAR --out FILE`` writes,
    made once per test process and year (each run solves 365 dates) for the tests that edit a line of it."""
    made = {}

    def text(year: int) -> str:
        if year not in made:
            out = tmp_path_factory.mktemp("year") / "year.jsonl"
            subprocess.run([sys.executable, "-m", "gridsat", "calendar", "--year", str(year), "--out", str(out)],
                           check=True, capture_output=True, timeout=600)
            made[year] = out.read_text(encoding="utf-8")
        return made[year]

    return text


def cpu_seconds(pid: int) -> float:
    """CPU seconds a process has used so far (Linux /proc; 0 when it is gone)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_until_working(proc, seconds: float = 1.0, timeout: float = 60.0) -> None:
    """Wait until ``proc`` has used ``seconds`` of CPU (it is past start-up and
    at work, however loaded the machine is), or ``timeout`` wall seconds."""
    end = time.monotonic() + timeout
    while proc.poll() is None and cpu_seconds(proc.pid) < seconds and time.monotonic() < end:
        time.sleep(0.05)


@pytest.fixture(autouse=True)
def reason_time(monkeypatch):
    """A proven "no answer" seeks its reason for a second (gridsat.puzzles.conflict.BUDGET) on a user's machine; on
    a loaded test machine a first CP-SAT solve alone can take longer: tests give it a minute, so that the printed
    reasons they compare do not hang on the load (test_no_answer_reason.py tests the budget itself)."""
    from gridsat.puzzles import conflict

    monkeypatch.setattr(conflict, "BUDGET", 60.0)


@pytest.fixture(autouse=True)
def python_ctrl_c_handler():
    """Every test runs with Python's own SIGINT handler (``KeyboardInterrupt``),
    as in an interactive ``python``: pytest started in the background by a
    script (``pytest &``) inherits an ignored SIGINT, and a test that sends
    itself SIGINT (the Ctrl-C tests of :mod:`gridsat.engines.interrupt`)
    would then wait for it forever."""
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, old)


def sigint_default() -> None:
    """``preexec_fn`` of a child that is sent SIGINT: the system default, so
    that Python in it raises KeyboardInterrupt.  A child inherits an ignored
    SIGINT (pytest started in the background by a script: ``pytest &``), and
    Python then installs no handler -- the child would never see Ctrl-C.

    On Linux the child is also sent SIGTERM when the test process dies: a test run killed from outside (kill -9,
    a CI timeout) left its ``gridsat serve`` children running, each with its solver processes, for good."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    if sys.platform.startswith("linux"):
        import ctypes

        PR_SET_PDEATHSIG = 1  # prctl(2)
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)


def gridsat_child(*args: str) -> subprocess.Popen:
    """``python -m gridsat ARGS`` as a terminal starts a job: its own process
    group (its own session), SIGINT at the system default
    (:func:`sigint_default`), stdout and stderr piped as text."""
    env = {**os.environ, "PYTHONFAULTHANDLER": "1"}  # SIGABRT dumps every thread's stack (stop_when_working)
    return subprocess.Popen([sys.executable, "-m", "gridsat", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True, preexec_fn=sigint_default, env=env)


def stop_when_working(proc: subprocess.Popen, cpu: float, sig: int = signal.SIGINT, group: bool = True,
                      timeout: float = 30.0) -> tuple[str, str]:
    """Once ``proc`` (from :func:`gridsat_child`) has used ``cpu`` seconds of
    CPU (:func:`wait_until_working`), check it still runs, send it ``sig`` --
    to its whole process group as a terminal's Ctrl-C does, or with
    ``group=False`` to the process alone -- and return its ``(stdout,
    stderr)``, waiting ``timeout`` wall seconds at most (generous: the runs
    stop within a tenth of a second); past it, the failure shows where each
    of the child's threads was (SIGABRT: Python's fault handler).  The child
    is killed whatever happens."""
    try:
        wait_until_working(proc, cpu)
        assert proc.poll() is None
        if group:
            os.killpg(proc.pid, sig)
        else:
            proc.send_signal(sig)
        try:
            return proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:  # a run the signal did not stop: where each of its threads waits
            proc.send_signal(signal.SIGABRT)
            _, err = proc.communicate(timeout=10)
            raise AssertionError(f"{sig!r} did not stop the run in {timeout} s; its threads then:\n{err}") from None
    finally:
        proc.kill()


def run_script(path: Path, text: str, timeout: float = 60.0) -> subprocess.CompletedProcess:
    """Write the Python script ``text`` to ``path`` and run it in a child with
    SIGINT at the system default (:func:`sigint_default`): the completed
    process, output captured as text."""
    path.write_text(text)
    return subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=timeout,
                          preexec_fn=sigint_default)


@pytest.fixture(scope="module")
def yy():
    """The 5x5 Yin-Yang of puzz.link's encoder test vector (the README's), parsed: the API passes' puzzle."""
    from gridsat.puzzles import yinyang

    return yinyang.parse("https://puzz.link/p?yinyang/5/5/016612300")


@pytest.fixture(scope="module")
def domino():
    """examples/dominofit-8x8.json, loaded: the API passes' Domino Fit board."""
    from gridsat.puzzles import dominofit

    return dominofit.load_puzzle(ROOT / "examples" / "dominofit-8x8.json")


@pytest.fixture(scope="session")
def live_server():
    """A real ``gridsat serve --workers 2`` on a free loopback port, shared by
    the load and browser tests (skipped without the web extra)."""
    pytest.importorskip("uvicorn")
    from web_server import running_server

    with running_server("--workers", "2") as base:
        yield base


@pytest.fixture(scope="session")
def browser():
    """Headless Chromium driven by Selenium (skipped, with the reason, when absent)."""
    from web_server import chromium

    with chromium() as driver:
        yield driver


def slow_import_module(tmp_path, monkeypatch, name: str, seconds: float) -> None:
    """Make ``import name`` (a module written to ``tmp_path``) take ``seconds``, as a kind's first imports do
    inside a worker; it is imported afresh in this test."""
    import sys

    (tmp_path / f"{name}.py").write_text(f"import time\ntime.sleep({seconds})\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, name, raising=False)


def file_size_limit(size: int):
    """A child's ``preexec_fn``: files it writes may not grow past ``size`` bytes; a write past it fails
    (EFBIG, "File too large") as on a full disk, instead of killing the process (SIGXFSZ ignored)."""
    def limit():
        import resource
        import signal

        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))
    return limit


def recorded_solution_lines(run_cli, tmp_path: Path, records: list) -> list[dict]:
    """Run ``batch --check-answer`` on a collection of ``(kind, puzzle, solution)`` records and return its results'
    lines in the collection's order, each ``"error"`` (``""`` for none) without its ``c.jsonl: line N:`` prefix."""
    import json

    puzzles = tmp_path / "c.jsonl"
    puzzles.write_text("".join(json.dumps({"kind": k, "puzzle": p, "solution": s}) + "\n" for k, p, s in records))
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(puzzles), "-o", str(out), "--check-answer", "-q", "-j", "1")[::2] == (0, "")
    lines = sorted(map(json.loads, out.read_text().splitlines()), key=lambda r: r["line"])
    return [{**r, "error": r.get("error", "").removeprefix(f"c.jsonl: line {r['line']}: ")} for r in lines]
