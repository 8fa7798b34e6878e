"""Hostile pass 82, part b: the web server under many requests."""

from __future__ import annotations

import json
import socket

import pytest
from web_server import server_in_thread

from gridsat.web import Limits


def test_a_body_over_the_limit_sent_whole_on_a_kept_alive_connection_gets_the_413():
    # was: "Connection reset by peer" one time in two (httpx on a kept-alive connection), the 413 naming the limit
    # lost -- the server closed with the body's rest still coming, and the kernel reset the connection
    body = json.dumps({"puzzle": "0" * 2_000_000}).encode()
    with server_in_thread(Limits(workers=1, warm=False), head_seconds=10.0, connections=16) as port:
        for _ in range(3):
            with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
                sock.sendall(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                assert sock.recv(65536).startswith(b"HTTP/1.1 200")  # (its body may come with the next answer)
                sock.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                             b"Content-Length: %d\r\n\r\n" % len(body) + body)  # all of it, then the answer read
                answer = b""
                while chunk := sock.recv(65536):
                    answer += chunk
            assert b"HTTP/1.1 413 " in answer
            assert answer.endswith(b'{"error":"the request has 2,000,014 bytes; this server takes at most 524,288"}')


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_a_burst_of_connections_refuses_only_those_beyond_the_most():
    # was: all twelve refused 503 (each counted every open connection, the twelve accepted before any head was read),
    # the first nine too, where only the three beyond the server's ten are
    import time

    with server_in_thread(Limits(workers=1, warm=False), head_seconds=30.0, connections=10) as port:
        held = [socket.create_connection(("127.0.0.1", port), timeout=30) for _ in range(12)]
        time.sleep(1.0)  # all of them accepted before any head comes
        for sock in held:
            sock.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                         b"Content-Length: 1000\r\n\r\n{")
        answers = [sock.recv(1000) for sock in held[9:]]
        for sock in held[:9]:  # their bodies still arriving: their places kept, no answer
            sock.settimeout(0.2)
            with pytest.raises(socket.timeout):
                sock.recv(1000)
        for sock in held:
            sock.close()
    assert [answer.split(b"\r\n")[0] for answer in answers] == [b"HTTP/1.1 503 Service Unavailable"] * 3


@pytest.mark.slow  # the default run keeps near 5 minutes on a fresh machine (its heaviest: 16 s)
def test_a_web_worker_does_not_keep_the_garbage_of_the_jobs_it_refused():
    # was: each refused row of 130,000 cells left 2.3 MB of garbage with cycles (its error's traceback holding the
    # puzzle's text and tokens) at the raised collection threshold: 800 requests grew a worker to 2 GB, kept idle
    import multiprocessing

    from gridsat.web.requests import plan_solve
    from gridsat.web.worker import worker_main

    ctx = multiprocessing.get_context("spawn")
    conn, child = ctx.Pipe()
    process = ctx.Process(target=worker_main, args=(child, False), daemon=True)
    process.start()
    child.close()

    def resident_mb() -> float:
        with open(f"/proc/{process.pid}/status") as status:
            return int(status.read().split("VmRSS:")[1].split()[0]) / 1024

    try:
        assert conn.recv() == ("ready",)
        job = ("solve", plan_solve({"kind": "yinyang", "puzzle": "0 " * 130000}, Limits(warm=False)))
        for n in range(40):
            conn.send(job)
            assert conn.recv() == ("input", "puzzle: line 1 has 130,000 cells; at most 1000 per side", False)
            if n == 4:
                before = resident_mb()
        assert resident_mb() - before < 35  # (was 80 MB more)
    finally:
        conn.close()
        process.join(10)
        if process.is_alive():
            process.kill()
