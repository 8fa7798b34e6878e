"""A real ``gridsat serve`` on a free loopback port, for the load and browser
tests, and the helpers that drive its pages in headless Chromium."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

from conftest import gridsat_child


@contextlib.contextmanager
def running_server(*args: str, ready_seconds: float = 60.0):
    """Start ``gridsat serve --port 0 ARGS`` (port 0: any free one), wait until
    its pool answers, yield its base URL (``http://127.0.0.1:PORT``), and stop
    it with Ctrl-C (SIGINT to its process group, as a terminal sends it)
    afterwards: it must stop within 15 s, with exit code 0 and no traceback
    (killed and failed otherwise)."""
    proc = gridsat_child("serve", "--port", "0", *args)  # SIGINT at the system default: Ctrl-C reaches it
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
        _wait_for_workers(proc.pid, _workers(args), deadline)
        yield base
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGINT)  # as a terminal's Ctrl-C: to the solver processes too
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
                raise AssertionError("gridsat serve did not stop within 15 s of Ctrl-C") from None
            err = proc.stderr.read()
            assert proc.returncode == 0 and "Traceback" not in err, (proc.returncode, err)
            assert proc.stdout.read().strip().endswith("gridsat serve stopped")


def _workers(args: tuple) -> int:
    """The solver processes ``gridsat serve ARGS`` starts (``-w/--workers``, default 2)."""
    for flag in ("-w", "--workers"):
        if flag in args:
            return int(args[args.index(flag) + 1])
    return 2


def _wait_for_workers(pid: int, n: int, deadline: float) -> None:
    """Wait until ``n`` solver processes of the server ``pid`` have started, that is, ignore SIGINT (a worker
    still starting up when a test ends takes the terminal's Ctrl-C as Python's KeyboardInterrupt)."""
    while True:
        started = 0
        for entry in Path("/proc").iterdir():
            try:
                if not entry.name.isdigit() or (entry / "stat").read_text().rsplit(")", 1)[1].split()[1] != str(pid):
                    continue
                if b"spawn_main" not in (entry / "cmdline").read_bytes():
                    continue
                ignored = next(line for line in (entry / "status").read_text().splitlines() if line.startswith("SigIgn"))
                started += bool(int(ignored.split()[1], 16) & (1 << (signal.SIGINT - 1)))
            except (OSError, IndexError, StopIteration):
                continue
        if started >= n or time.monotonic() > deadline:
            return
        time.sleep(0.05)


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


# -- driving the pages (Selenium) -----------------------------------------------------------------------

CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--no-first-run", "--window-size=1400,1000")


@contextlib.contextmanager
def chromium():
    """Debian's headless Chromium under Selenium (its console log kept), in a
    fresh profile; skips the test with the reason when either is absent."""
    import tempfile

    import pytest

    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
        pytest.skip("headless Chromium is not installed (apt-get install -y chromium chromium-driver)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install -e '.[test]')")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    with tempfile.TemporaryDirectory(prefix="gridsat-chromium-") as profile:
        for flag in CHROMIUM_FLAGS + (f"--user-data-dir={profile}",):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
        try:
            yield driver
        finally:
            driver.quit()


def by_id(driver, name: str):
    from selenium.webdriver.common.by import By

    return driver.find_element(By.ID, name)


def wait_for(driver, condition, seconds: float = 30):
    """``condition()``'s first true value, polled every 50 ms for up to ``seconds``."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda d: condition())


def picture_shown(driver, name: str = "picture") -> bool:
    """The <img> holds a loaded SVG (a blob URL, decoded, with a size)."""
    return driver.execute_script("const i = document.getElementById(arguments[0]);"
                                 "return !i.hidden && i.complete && i.naturalWidth > 0 && i.src.startsWith('blob:');",
                                 name)


def picture_appears(driver, name: str = "picture", seconds: float = 30) -> bool:
    """Whether the picture is shown within ``seconds``: a loaded machine may
    decode the SVG a moment after the answer is on the page."""
    from selenium.common.exceptions import TimeoutException

    try:
        return wait_for(driver, lambda: picture_shown(driver, name), seconds)
    except TimeoutException:
        return False


def open_page(driver, url: str) -> None:
    """Load a page and wait until the kinds have loaded (the header's links)."""
    driver.get(url)
    wait_for(driver, lambda: driver.find_elements("css selector", "#nav a"))


def idle(driver) -> bool:
    """No request in flight (the busy panel is hidden)."""
    return not by_id(driver, "busy").is_displayed()


@contextlib.contextmanager
def server_in_thread(limits, *, head_seconds: float, connections: int):
    """A uvicorn server of ``create_app(limits)`` in a thread on a free
    loopback port, with the protocol ``gridsat serve`` runs (a request head
    must arrive within ``head_seconds``) and room for ``connections``; yields
    its port, and stops it afterwards."""
    import asyncio
    import socket
    import threading

    import uvicorn

    from gridsat.web import create_app
    from gridsat.web.protocol import head_timed_protocol

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(create_app(limits), log_level="critical", lifespan="on",
                                           limit_concurrency=connections, http=head_timed_protocol(head_seconds)))
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])), daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        yield sock.getsockname()[1]
    finally:
        server.should_exit = True
        thread.join(30)
        sock.close()


def kinds_status(port: int) -> int:
    """The HTTP status of ``GET /api/kinds`` on ``port`` (a server that still answers: 200)."""
    import http.client

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/api/kinds")
    status = conn.getresponse().status
    conn.close()
    return status


@contextlib.contextmanager
def page_without(monkeypatch, module: str, path: str):
    """Chromium on ``path`` of a server in this process (one worker) that reads the compiled ``module`` as not
    installed, as an install without a C compiler has it (the other modules as they are); yields the driver."""
    from gridsat.core import compiled
    from gridsat.web.limits import Limits

    real = compiled.missing
    monkeypatch.setattr(compiled, "missing", lambda *modules: [m for m in real(*modules) + list(modules)
                                                               if m == module][:1])
    with server_in_thread(Limits(workers=1, warm=False), head_seconds=5, connections=10) as port, \
            chromium() as driver:
        open_page(driver, f"http://127.0.0.1:{port}{path}")
        yield driver


def start_play(driver, base: str, kind: str, puzzle: str, cells: int) -> None:
    """Open ``kind``'s page of the server at ``base``, type ``puzzle`` in its box, press Play and wait for the board's
    ``cells`` cells."""
    open_page(driver, f"{base}/puzzle/{kind}")
    wait_for(driver, lambda: driver.find_elements("css selector", "#play-start"))
    by_id(driver, "puzzle").send_keys(puzzle)
    by_id(driver, "play-start").click()
    wait_for(driver, lambda: len(driver.find_elements("css selector", "#play-board .cell")) == cells)


def as_if_hovering(driver) -> None:
    """Apply the page's ``@media (hover: hover)`` rules as a mouse's screen does: headless Chromium, as a phone, says
    it has no pointer that hovers (the pointer's frames are drawn only where one does)."""
    driver.execute_script(
        "const rules = [];"
        "for (const sheet of document.styleSheets) for (const rule of sheet.cssRules)"
        "  if (rule.conditionText === '(hover: hover)') for (const inner of rule.cssRules) rules.push(inner.cssText);"
        "const sheet = document.styleSheets[0];"  # (the page's policy refuses a <style> added)
        "for (const text of rules) sheet.insertRule(text, sheet.cssRules.length);")
