"""Shared test helpers.

``../shared`` (beside the project root) holds the team's reference data; a
fresh clone does not have it, so tests that read it use the ``shared_data``
fixture and skip cleanly when it is absent.  Small files the default run
needs are copied into ``tests/data/`` with their source noted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEST_DATA = ROOT / "tests" / "data"
SHARED = ROOT.parent / "shared" / "data"


@pytest.fixture
def shared_data() -> Path:
    """Path of ``../shared/data``; skips the test when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared/data is absent (reference data lives beside the project root)")
    return SHARED


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


def cpu_seconds(pid: int) -> float:
    """CPU seconds a process has used so far (Linux /proc; 0 when it is gone)."""
    import os

    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_until_working(proc, seconds: float = 1.0, timeout: float = 60.0) -> None:
    """Wait until ``proc`` has used ``seconds`` of CPU (it is past start-up and
    at work, however loaded the machine is), or ``timeout`` wall seconds."""
    import time

    end = time.monotonic() + timeout
    while proc.poll() is None and cpu_seconds(proc.pid) < seconds and time.monotonic() < end:
        time.sleep(0.05)


def sigint_default() -> None:
    """``preexec_fn`` of a child that is sent SIGINT: the system default, so
    that Python in it raises KeyboardInterrupt.  A child inherits an ignored
    SIGINT (pytest started in the background by a script: ``pytest &``), and
    Python then installs no handler -- the child would never see Ctrl-C."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


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
