"""The tenth hostile pass over the web server as a process, pictures, formats and
the engines' Python API (issue 20): what it found, each kept as a test."""

from __future__ import annotations

import re
import signal
import subprocess
import threading
import time

import pytest

from conftest import gridsat_child

# a count that runs to its time limit (pentominoes on 6x15 with holes: hundreds of millions of packings)
LONG_COUNT = {"kind": "pack", "options": {"board": "6x15", "holes": True, "count": True, "time_limit": 60}}


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_the_server_stops_within_seconds_of_ctrl_c_or_sigterm_while_a_request_is_solving(sig):
    # uvicorn waited for every request in flight before stopping: Ctrl-C (or a service manager's
    # SIGTERM) left the server running until the solve ended, up to the 60 s cap and its 15 s grace
    pytest.importorskip("uvicorn")
    from web_server import post, status

    proc = gridsat_child("serve", "--port", "0", "--workers", "1")
    try:
        match = re.search(r"(http://127\.0\.0\.1:\d+)/", proc.stdout.readline())
        assert match, proc.stderr.read()
        base = match.group(1)
        replies = []
        client = threading.Thread(target=lambda: replies.append(post(base, "/api/solve", LONG_COUNT, timeout=120)),
                                  daemon=True)
        client.start()
        for _ in range(600):  # until its worker is solving it
            if status(base)["pool"]["busy"] == 1:
                break
            time.sleep(0.1)
        proc.send_signal(sig)
        try:
            out, err = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            pytest.fail("gridsat serve was still running 20 s after the signal, a request in flight")
        assert (proc.returncode, err) == (0, "")
        assert out.strip().endswith("gridsat serve stopped")
        client.join(20)
        assert replies == [(503, {"error": "the server is stopping"})]  # an answer, not a dropped connection
    finally:
        proc.kill()
        proc.wait()
