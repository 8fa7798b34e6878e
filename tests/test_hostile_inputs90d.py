"""Hostile pass 90, part d: the web server under load and abuse."""
from gridsat.web.pool import Worker


class _Pipe:
    """A pipe to a fresh worker: it says "ready" once started, then answers the job."""

    def __init__(self, log):
        self.log, self.replies = log, ["ready", ("ok", {"status": "solved"})]

    def poll(self, timeout=None):
        return True

    def recv(self):
        self.log.append("recv")
        return self.replies.pop(0)

    def send(self, job):
        self.log.append("send")


def test_a_request_given_a_fresh_worker_starts_its_clock_once_the_worker_is_ready():
    # a request queued behind a killed worker waited 2 s for the fresh one, then 7 s more while it started
    # (imports, warm-up): its reply came 9 s past its time limit, saying "waited": 2.0
    log = []
    worker = Worker.__new__(Worker)
    worker.conn, worker.ready, worker.working, worker.jobs = _Pipe(log), False, False, 0
    reply = worker.exchange(("solve", None), 5.0, lambda: log.append("started"))
    assert reply == ("ok", {"status": "solved"})
    assert log == ["recv", "started", "send", "recv"]
    log.clear()
    worker.conn.replies = [("ok", {})]
    worker.exchange(("solve", None), 5.0, lambda: log.append("started"))
    assert log == ["started", "send", "recv"]
