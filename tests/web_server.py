"""A real ``gridsat serve`` on a free loopback port, for the load and browser tests."""

from __future__ import annotations

import contextlib
import json
import re
import signal
import subprocess
import sys
import time
import urllib.request


@contextlib.contextmanager
def running_server(*args: str, ready_seconds: float = 60.0):
    """Start ``gridsat serve --port 0 ARGS`` (port 0: any free one), wait until
    its pool answers, yield its base URL (``http://127.0.0.1:PORT``), and stop
    it with Ctrl-C (SIGINT) afterwards: it must stop within 15 s, with exit
    code 0 (killed and failed otherwise)."""
    proc = subprocess.Popen([sys.executable, "-m", "gridsat", "serve", "--port", "0", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
        if not match:
            proc.kill()
            raise RuntimeError(f"gridsat serve did not start: {line!r} {proc.stderr.read()!r}")
        base = match.group(1)
        deadline = time.monotonic() + ready_seconds
        while True:
            try:
                with urllib.request.urlopen(base + "/api/status", timeout=5) as response:
                    json.load(response)
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.1)
        yield base
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
                raise AssertionError("gridsat serve did not stop within 15 s of Ctrl-C") from None
            assert proc.returncode == 0, (proc.returncode, proc.stderr.read())
            assert proc.stdout.read().strip().endswith("gridsat serve stopped")


def post(base: str, path: str, body: dict, timeout: float = 60.0) -> tuple[int, dict]:
    """``(HTTP status, decoded JSON answer)`` of a JSON POST."""
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as exc:
        return exc.code, json.load(exc)


def status(base: str) -> dict:
    """``GET /api/status``."""
    with urllib.request.urlopen(base + "/api/status", timeout=10) as response:
        return json.load(response)
