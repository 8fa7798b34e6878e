"""The HTTP protocol ``gridsat serve`` runs: uvicorn's h11 protocol with a
deadline for each request's head.

The server bounds its open connections (uvicorn's ``limit_concurrency``:
one more gets HTTP 503), and uvicorn counts every open connection, yet it
closes one that sends nothing only after a response (its keep-alive timer).
A client that opened connections and sent part of a request head, or
nothing, held their places for as long as it liked: a few hundred such
sockets (a slow or stuck client, or a hostile one) made the server answer
503 to every page and request until they closed.  Here a connection must send
a whole request head within :data:`HEAD_SECONDS` of opening, or of its last
answer; one that does not is closed.  A request whose head has arrived is
never cut by this timer (its body and its work have their own limits:
:class:`~gridsat.web.limits.Limits`).

A request beyond the bound is answered here, as every error of the API is:
``{"error": "one line"}`` with 503 and ``Retry-After`` (uvicorn's own answer
was the plain text "Service Unavailable", and it logged a warning for each
one: hundreds of lines while a client held the places), and the log says so
once a minute at most.
"""

from __future__ import annotations

from ..core.errors import quoted
import json

#: Seconds a connection has to send a whole request head (method, path,
#: headers), from opening or from its previous answer.  A browser or a
#: script sends one in milliseconds.
HEAD_SECONDS = 10.0


def head_timed_protocol(head_seconds: float = HEAD_SECONDS):
    """uvicorn's ``H11Protocol`` with the head deadline (see the module
    docstring), for ``uvicorn.Config(http=...)``.

    Args:
        head_seconds: the deadline, in seconds (more than 0).

    Raises:
        ValueError: ``head_seconds`` is not a number more than 0.
    """
    from uvicorn.protocols.http.h11_impl import H11Protocol

    if isinstance(head_seconds, bool) or not isinstance(head_seconds, (int, float)) or not head_seconds > 0:
        raise ValueError(f"head_seconds must be a number of seconds more than 0, got {quoted(head_seconds)}")

    import itertools

    born = itertools.count()  # the order in which connections open
    logged = [float("-inf")] * 2  # when this server last logged the requests beyond its bound, and unreadable ones

    class HeadTimedH11Protocol(H11Protocol):
        _head_timer = None

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            # the bound is kept here, and uvicorn's own check (its plain-text 503) switched off
            self._most, self.limit_concurrency = self.limit_concurrency, None
            app = self.app

            async def bounded(scope, receive, send):
                if scope.pop(TOO_MANY, False):
                    await _too_many(self._most, self.logger, send, logged)
                else:
                    await app(scope, receive, send)

            self.app = bounded
            self.logger = _Throttled(self.logger, logged)  # (uvicorn logs each request it cannot read)

        def data_received(self, data: bytes) -> None:
            # counted as uvicorn counted, as the request's head arrives (counted when its app began, a burst of
            # connections refused those that came first too)
            before = self.cycle
            many = self._most is not None and (self._rank() >= self._most or len(self.tasks) >= self._most)
            self._data_received(data)
            if self.cycle is not None and self.cycle is not before and many:
                self.cycle.scope[TOO_MANY] = True  # (its task has not run yet)

        def connection_made(self, transport) -> None:
            self._born = next(born)
            super().connection_made(transport)
            self.transport = _Lingering(transport, self)  # (the requests' cycles close it through this one)
            self._await_head()

        def shutdown(self) -> None:
            self.transport.at_once = True  # the server is stopping: no connection lingers
            super().shutdown()

        def eof_received(self):
            if self.transport.lingering:  # the client has sent all it meant to: closed now
                self.transport.close()
            return super().eof_received()

        def _rank(self) -> int:
            """This connection's place among the open ones, oldest first (1: the oldest).  Counting them all, a
            burst of connections whose heads were read after all of them were accepted (201 clients at once on a
            server of 200) was refused whole, the first ones too: only the connections beyond the most are.  One
            lingering after its answer (:class:`_Lingering`, seconds at most) holds no place."""
            if len(self.connections) < self._most:
                return len(self.connections)
            return sum(1 for other in self.connections if getattr(other, "_born", -1) <= self._born
                       and not getattr(getattr(other, "transport", None), "lingering", False))  # (answered: ending)

        def send_400_response(self, msg: str) -> None:
            # a head h11 cannot read: the API's one line of JSON, not the plain text "Invalid HTTP request received.",
            # naming what h11 found (uvicorn calls this inside its ``except``: the error is the one being handled)
            import sys

            import h11

            body = json.dumps({"error": unreadable_words(sys.exc_info()[1])}).encode()
            for event in (h11.Response(status_code=400, reason=b"Bad Request", headers=[
                    (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"), (b"x-content-type-options", b"nosniff")]),
                    h11.Data(data=body), h11.EndOfMessage()):
                self.transport.write(self.conn.send(event))
            self.transport.close()

        def _data_received(self, data: bytes) -> None:
            if self.transport.lingering:  # the rest of a refused request's body: thrown away
                return
            super().data_received(data)
            if self._in_request():  # the head has arrived: its request is answered whatever it takes
                self._stop_timer()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and not self._in_request():
                self._await_head()  # the next request's head (or nothing: uvicorn's keep-alive timer)

        def connection_lost(self, exc) -> None:
            self._stop_timer()
            super().connection_lost(exc)

        def _in_request(self) -> bool:
            return self.cycle is not None and not self.cycle.response_complete

        def _await_head(self) -> None:
            self._stop_timer()
            self._head_timer = self.loop.call_later(head_seconds, self._head_late)

        def _stop_timer(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None

        def _head_late(self) -> None:
            self._head_timer = None
            if not self._in_request() and not self.transport.is_closing():
                self.transport.close()

    return HeadTimedH11Protocol


#: What h11 says of a request head it cannot read (the start of its message), and the words the answer says:
#: every such head was told "a Content-Length twice or not a number?", a head past h11's 16 KiB or one with no
#: Host too.
_UNREADABLE = (
    ("conflicting Content-Length", "it has a Content-Length twice, with different values"),
    ("bad Content-Length", "its Content-Length is not a whole number of bytes of at most 20 digits"),  # (h11's bound)
    ("Receive buffer too long", "its head (request line and headers) is longer than 16 KiB"),
    ("Missing mandatory Host", "it has no Host header (HTTP/1.1 requires one)"),
    ("Found multiple Host", "it has a Host header twice"),
    ("Only Transfer-Encoding: chunked", "its Transfer-Encoding is not chunked, the only one taken"),
    ("multiple Transfer-Encoding", "it has a Transfer-Encoding twice"),
    ("illegal request line", "its first line is not METHOD PATH HTTP/1.1"),
    ("Illegal method", "its first line is not METHOD PATH HTTP/1.1"),
    ("illegal header line", "a header line is not NAME: VALUE"),
    ("Illegal header", "a header line is not NAME: VALUE"),
    ("illegal chunk header", "its chunked body has a chunk size that is not a hexadecimal number"),
    ("malformed chunk footer", "its chunked body has a chunk not ended by CRLF"),
)


def unreadable_words(exc) -> str:
    """The one line answering a request that is not valid HTTP, naming what is wrong with it.

    Args:
        exc: the error h11 raised reading it (``h11.RemoteProtocolError``), or None when unknown.

    Returns:
        ``"the request is not valid HTTP: ..."``: a known fault in words (:data:`_UNREADABLE`), else h11's own
        message, cut to 100 characters.
    """
    said = str(exc) if exc is not None else ""
    for start, words in _UNREADABLE:
        if said.startswith(start):
            return f"the request is not valid HTTP: {words}"
    from ..core.errors import shown

    return "the request is not valid HTTP: its head cannot be read" + (f" ({shown(said, 100)})" if said else "")


#: Seconds a connection answered while its request's body was still arriving (413, 408) goes on reading, and
#: throwing away, what comes before it is closed (or until its client stops sending).
LINGER_SECONDS = 2.0


class _Lingering:
    """A connection's transport whose ``close`` while the request's body is still arriving first sends the
    answer's end (``write_eof``) and reads on for :data:`LINGER_SECONDS`: closed at once, the bytes still coming
    made the kernel reset the connection, and a client that sends its whole body before it reads (httpx, on a
    kept-alive connection, one time in two) got "Connection reset by peer" in place of the 413 that named the
    limit.  A second ``close``, or one as the server stops (``at_once``), closes at once."""

    def __init__(self, transport, protocol):
        self._transport, self._protocol, self.lingering, self.at_once = transport, protocol, False, False

    def close(self) -> None:
        import h11

        transport = self._transport
        arriving = self._protocol.conn.their_state is h11.SEND_BODY  # (the request's body still coming)
        if self.lingering or self.at_once or transport.is_closing() or not arriving or not transport.can_write_eof():
            self.lingering = False
            transport.close()
            return
        self.lingering = True
        transport.write_eof()
        transport.resume_reading()
        self._protocol.loop.call_later(LINGER_SECONDS, transport.close)

    def is_closing(self) -> bool:
        return self.lingering or self._transport.is_closing()

    def __getattr__(self, name):
        return getattr(self._transport, name)


class _Throttled:
    """A logger whose warning of an unreadable request ("Invalid HTTP request received.", uvicorn's) is said once
    a minute at most (:data:`TOO_MANY_LOGGED_EVERY`), with the bound's: a client sending such requests one after
    another wrote a line to the server's terminal for each.  ``logged``: when the server last said either."""

    UNREADABLE = "Invalid HTTP request received."

    def __init__(self, logger, logged: list):
        self._logger, self._logged = logger, logged

    def warning(self, message, *args, **kwargs):
        import time

        if message == self.UNREADABLE:
            if time.monotonic() - self._logged[1] < TOO_MANY_LOGGED_EVERY:
                return
            self._logged[1] = time.monotonic()
            message = "requests whose head cannot be read are answered 400 (said once a minute at most)"
        self._logger.warning(message, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._logger, name)


#: Seconds a server told to stop while it was starting goes on answering the requests sent meanwhile, at most.
EARLY_SECONDS = 2.0


async def answer_early(state, most: float = EARLY_SECONDS) -> None:
    """Answer the requests sent to a server told to stop (Ctrl-C, SIGTERM) while it was starting, before it closes.

    The port listens from the first line ("gridsat is serving ...") on, while the solver processes and the kinds'
    listing take seconds to start; connections made meanwhile wait in the socket's queue.  A stop then closed them
    unread: "Connection reset by peer" (a page's "the server cannot be reached"), where a request in flight is
    answered 503 saying what happened.  Here the loop takes them and the app answers each (503: the pool is
    stopping) until a turn brings no new connection and no request is left unanswered, or ``most`` seconds pass.

    Args:
        state: uvicorn's ``ServerState`` (``connections``, ``tasks``: the requests being answered).
        most: seconds at most.
    """
    import asyncio
    import time

    end, seen = time.monotonic() + most, None
    while time.monotonic() < end:
        await asyncio.sleep(0.05)
        if len(state.connections) == seen and not state.tasks:
            return
        seen = len(state.connections)


#: The key of a request's scope that marks it as one beyond the bound.
TOO_MANY = "gridsat.too_many"
#: Seconds between two lines of the log about requests refused for too many connections.
TOO_MANY_LOGGED_EVERY = 60.0


async def _too_many(most: int, logger, send, logged: list) -> None:
    """Answer a request beyond the server's ``most`` connections or requests at once: 503, one JSON line."""
    import time

    body = json.dumps({"error": f"the server has {most:,} connections or requests at once, its most: try again "
                                "in a moment"}).encode()
    await send({"type": "http.response.start", "status": 503, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
        (b"retry-after", b"2"), (b"connection", b"close"), (b"x-content-type-options", b"nosniff")]})
    await send({"type": "http.response.body", "body": body, "more_body": False})
    if time.monotonic() - logged[0] >= TOO_MANY_LOGGED_EVERY:  # ``logged``: when the server last said so
        logged[0] = time.monotonic()
        logger.warning(f"more than {most:,} connections or requests at once: those beyond are answered 503 (said "
                       f"once a minute at most)")


__all__ = ["EARLY_SECONDS", "HEAD_SECONDS", "LINGER_SECONDS", "TOO_MANY_LOGGED_EVERY", "answer_early",
           "head_timed_protocol", "unreadable_words"]
