"""The web app: pages and the JSON API on Starlette.

Routes:

* ``GET /`` -- the start page; ``GET /puzzle/NAME`` -- a kind's page (its own form, or the general one); ``GET
  /puzzle/NAME/file`` (a kind with a form of its own) and ``GET /file`` -- the general page (any file; ``/file``
  detects the kind); ``GET /puzzle/NAME/page/FILE`` -- a script of a kind's own page, from the ``page/`` folder of
  the kind's package (:func:`gridsat.web.forms.page_folder`);
* ``GET /api/kinds`` -- the registry (:func:`gridsat.web.forms.kinds_listing`);
* ``POST /api/solve`` -- ``{"kind", "puzzle", "options", "svg", "text"}`` ->
  the result's JSON (``docs/json.md``), as ``gridsat solve --json`` prints it;
* ``POST /api/generate`` -- ``{"kind", "size", "seed", ...}`` -> the
  generator's record, as ``gridsat generate --json`` prints it;
* ``POST /api/hint`` -- ``{"kind", "puzzle", "position", "steps", "time_limit",
  "memory_limit"}`` -> the next step (or all of them) with its sentence, as
  ``gridsat hint --json`` prints it, for kinds that declare ``explains``;
* ``GET /api/status`` -- the worker pool and the limits;
* ``POST /api/mode`` -- ``{"kind", "mode", "settings", "options", "files",
  "svg"}`` -> a kind's web mode's report (:mod:`gridsat.web.modes`).

Errors are ``{"error": "one line"}`` with 400 (the body is not JSON), 404,
405 (an API route asked with another method), 408 (the body took longer than
``Limits.body_seconds`` to arrive), 413 (over a size limit), 415 (not JSON, or
compressed)
(not ``application/json``), 422 (bad input,
on every route alike: an unknown field, kind, mode or option, a query string, a value of
the wrong type, a puzzle that cannot be read -- the message the command
line prints), 500 (a solver process died), 503 (busy, or the server is stopping) or 504 (a solver ran
past its time limit and was stopped).  Every page is static:
what comes from input is put into pages as text, never as markup, and the
Content-Security-Policy allows no inline script.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import asdict
from pathlib import Path

from ..core.errors import PuzzleInputError, counted, shown
from ..core.wording import full_width_told, one_line, shortened_numbers
from ..formats.json import json_problem, real_number, refuse_constant, unique_keys, whole_number
from .limits import Limits, TooLarge
from .middleware import SecurityHeaders, ThisMachineOnly

STATIC = Path(__file__).resolve().parent / "static"

#: Seconds a request waits for a free solver process before its reply says so (``waited``).
WAIT_SAID = 0.5

#: Media types of what a kind's own page folder holds (``/puzzle/NAME/page/FILE``).
PAGE_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
              ".png": "image/png", ".json": "application/json"}

class ApiError(Exception):
    """An HTTP error with its one-line message."""
    def __init__(self, status: int, message: str, *, close: bool = False):
        super().__init__(message)
        self.status = status
        self.message = one_line(message)
        self.close = close  # the client may still be sending: answer with Connection: close


#: Each API route and the one method it answers (another gets 405 naming it).
API_METHODS = {"/api/kinds": "GET", "/api/solve": "POST", "/api/generate": "POST", "/api/hint": "POST",
               "/api/mode": "POST", "/api/status": "GET"}


def create_app(limits: Limits | None = None, *, allowed_hosts: list[str] | None = None):
    """The Starlette application.

    Args:
        limits: the server's bounds (:class:`~gridsat.web.limits.Limits`;
            default: its defaults).
        allowed_hosts: ``Host`` header values to answer (others get 400:
            a guard against DNS rebinding); None answers any.

    Returns:
        an ASGI application; its worker processes start with the first
        request (or at startup under a server) and stop at shutdown.
    """
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.requests import ClientDisconnect
    from starlette.responses import FileResponse, JSONResponse, RedirectResponse, Response
    from starlette.routing import Mount, Route
    from starlette.staticfiles import StaticFiles

    from ..core.reading import byte_place
    from .forms import kinds_listing, page_file, page_kind
    from .missing import missing_page, not_found
    from .pool import STOPPING, Busy, Crashed, Stopped, WorkerPool
    from .hint_requests import plan_hint
    from .requests import plan_generate, plan_solve

    limits = limits or Limits()
    pool = WorkerPool(limits.workers, limits.queue, limits.queue_wait, limits.warm)
    listing: dict = {}
    arriving: set = set()  # a future per request whose body is arriving, resolved by stop()

    def stop() -> None:
        """Stop at once, as the server is told to stop (Ctrl-C, SIGTERM): the requests being solved or
        waiting for a solver (:meth:`WorkerPool.stop`) and those whose body is still arriving get 503."""
        pool.stop()
        for waiter in list(arriving):  # (a future, not an Event: the test client runs a loop per request)
            waiter.get_loop().call_soon_threadsafe(lambda w=waiter: w.done() or w.set_result(None))

    def error(status: int, message: str, headers=None):
        # a word typed in full-width characters ('５x５') is said so, as the command line's errors say it
        return JSONResponse({"error": full_width_told(shortened_numbers(one_line(message)))}, status_code=status,
                            headers=headers)

    def no_query(request) -> None:
        """Refuse a query string on an API route: ``GET /api/kinds?kind=pack`` listed every kind and
        ``POST /api/solve?time_limit=5`` ran for the default time, the words after ``?`` dropped unsaid."""
        if request.url.query:
            names = sorted({name for name, _ in request.query_params.multi_items()}) or [request.url.query]
            where = ("send them in the JSON body" if request.method == "POST" else
                     f"{request.url.path} takes none")
            got = ", ".join(shown(name, 40) for name in names[:5]) + (  # (cut at 200 characters unsaid)
                f", ... ({counted(len(names), 'name')})" if len(names) > 5 else "")
            raise ApiError(422, f"the API reads no query parameters (got {got}): {where}",
                           close=request.method == "POST")  # its body unread

    async def read_json(request):
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype != "application/json":
            raise ApiError(415, "send the request as JSON (Content-Type: application/json)", close=True)
        encoding = request.headers.get("content-encoding", "identity").strip().lower()
        if encoding != "identity":  # a gzip body was read as text: "not valid JSON ... byte 0x8b in position 1"
            raise ApiError(415, f"the request's Content-Encoding {shown(encoding, 40)} is not taken; send the JSON "
                           "uncompressed", close=True)
        length = request.headers.get("content-length", "")
        if (length.isascii() and length.isdigit()) and int(length) > limits.max_body:
            raise ApiError(413, f"the request has {int(length):,} bytes; this server takes at most {limits.max_body:,}",
                           close=True)
        body = bytearray()

        async def read_body():
            async for chunk in request.stream():
                body.extend(chunk)
                if len(body) > limits.max_body:
                    raise ApiError(413, f"the request has more than {limits.max_body:,} bytes; this server takes "
                                   f"at most {limits.max_body:,}", close=True)

        if pool.stopping:  # (a request read as the server stops: one sent while it was starting) its body unread,
            raise ApiError(503, STOPPING, close=True)  # never begun (a reader cancelled unstarted: a RuntimeWarning)
        # a body dripped (or never finished) would hold a connection place for as long as its client liked; and
        # the server, told to stop, waited for it: the stop ends it too
        reader = asyncio.ensure_future(asyncio.wait_for(read_body(), limits.body_seconds))
        stopped = asyncio.get_running_loop().create_future()
        arriving.add(stopped)
        try:
            await asyncio.wait({reader, stopped}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            arriving.discard(stopped)
            stopped.cancel()
        if not reader.done():
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await reader
            raise ApiError(503, STOPPING, close=True)
        try:
            reader.result()
        except asyncio.TimeoutError:
            announced = f" of {int(length):,}" if length.isascii() and length.isdigit() else ""
            raise ApiError(408, f"the request's body did not arrive within {limits.body_seconds:g} s "
                           f"({len(body):,}{announced} bytes came)", close=True) from None
        if bytes(body[:2]) in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in bytes(body[:4]):  # (json reads them
            raise ApiError(400, "the request is UTF-16 or UTF-32 text: send the JSON in UTF-8")  # unsaid; RFC 8259)
        try:  # a too long int reaches its field's check; a key twice, NaN, Infinity are refused, as in files
            return json.loads(bytes(body), parse_int=whole_number, parse_constant=refuse_constant,
                              parse_float=real_number, object_pairs_hook=unique_keys)
        except RecursionError:
            raise ApiError(400, "the request is not valid JSON: nested too deeply") from None
        except UnicodeDecodeError as exc:  # as a puzzle file says it, not "'utf-8' codec can't decode byte 0xff..."
            place = byte_place(exc.object, exc.start)
            raise ApiError(400, f"the request is not UTF-8 text ({place}): send the JSON in UTF-8") from None
        except ValueError as exc:  # Python's "Expecting value: line 1 column 10 (char 9)" said as a file's is
            raise ApiError(400, f"the request is not valid JSON: {json_problem(exc)}" if body.strip() else
                           "the request has no body: send a JSON object") from None

    async def wait_disconnect(request) -> None:
        while (await request.receive())["type"] != "http.disconnect":
            pass

    async def run_job(request, job: tuple, seconds: float):
        """The worker's reply, or None when the client went away first (its worker is then stopped). A reply
        that waited for a free worker says how long (``waited``, seconds): its page showed "Solving… 8 s" for a
        4 s limit, the answer saying "Searched for 3.3 s"."""
        asked, started = time.perf_counter(), []
        work = asyncio.ensure_future(pool.run(job, seconds + limits.grace, lambda: started.append(time.perf_counter())))
        gone = asyncio.ensure_future(wait_disconnect(request))
        try:
            await asyncio.wait({work, gone}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            gone.cancel()
        if not work.done():
            work.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await work
            return None
        try:
            reply = work.result()
            if started and started[0] - asked >= WAIT_SAID and reply[0] == "ok" and isinstance(reply[1], dict):
                reply[1]["waited"] = round(started[0] - asked, 1)
            return reply
        except Busy as exc:
            raise ApiError(503, str(exc)) from None
        except Stopped:
            raise ApiError(504, f"the work ran past its time limit of {seconds:g} s and was stopped") from None
        except Crashed as exc:
            if pool.stopping:  # killed by the server's own stop, not a crash
                raise ApiError(503, STOPPING) from None
            raise ApiError(500, f"the solver process stopped unexpectedly ({exc}); a new one has taken its "
                           "place") from None

    async def api_call(request, planner, what: str):
        try:
            no_query(request)
            plan = planner(await read_json(request), limits)
            reply = await run_job(request, (what, plan), plan.time_limit)
        except ApiError as exc:
            headers = {"Retry-After": "2"} if exc.status == 503 else {}
            if exc.close:  # the rest of its body would come after the answer: the connection is not reused
                headers["Connection"] = "close"
            return error(exc.status, exc.message, headers or None)
        except TooLarge as exc:
            return error(413, str(exc))
        except PuzzleInputError as exc:
            return error(422, str(exc))
        except ClientDisconnect:  # it went away in the middle of its body: no work, and nothing for the log
            return Response(status_code=499)
        if reply is None:
            return Response(status_code=499)  # nobody is listening any more
        if reply[0] == "ok":
            return JSONResponse(reply[1])
        if reply[0] == "input":
            from .worker import memory_words

            return error(413 if reply[2] else 422, memory_words(reply[1], getattr(plan, "memory_limit", None),
                                                                limits.memory_bytes(None), what))
        return error(500, reply[1])

    async def solve(request):
        return await api_call(request, plan_solve, "solve")

    async def generate(request):
        return await api_call(request, plan_generate, "generate")

    async def hint(request):
        return await api_call(request, plan_hint, "hint")

    async def mode(request):
        from .modes import plan_mode

        return await api_call(request, plan_mode, "mode")

    async def kinds(request):
        try:
            no_query(request)
        except ApiError as exc:
            return error(exc.status, exc.message)
        if not listing:
            listing.update(await asyncio.to_thread(kinds_listing))
        return JSONResponse(listing)

    async def status(request):
        try:
            no_query(request)
        except ApiError as exc:
            return error(exc.status, exc.message)
        return JSONResponse({"pool": pool.stats(), "limits": asdict(limits)})

    def page(name: str):
        return FileResponse(STATIC / name, media_type="text/html")

    async def start_page(request):
        return page("index.html")

    async def kind_page(request):
        name = request.path_params["name"]
        kind, missing = page_kind(name)  # /puzzle/akari: Light Up's page (it was "no such page"), sent there
        if kind is None:  # its name quoted short (a 5,000-character one came back whole), and the one meant
            return missing_page(missing)
        own = page_file(kind, f"{kind}.html")
        # /puzzle/NAME/file: any file's page for a kind with a page of its own; else sent to the kind's one address
        general = request.url.path.endswith("/file") and own is not None
        if kind != name or (request.url.path.endswith("/file") and not general):
            query = f"?{request.url.query}" if request.url.query else ""
            return RedirectResponse(f"/puzzle/{kind}{'/file' if general else ''}{query}", status_code=308)
        return page("general.html") if general or own is None else FileResponse(own, media_type="text/html")

    async def kind_page_file(request):  # a script (or picture) a kind's own page loads from its package
        from ..puzzles.kinds import names

        name, file = request.path_params["name"], request.path_params["file"]
        found = page_file(name, file) if name in names() else None
        if found is None:
            return missing_page(f"kind {shown(name)} has no page file {shown(file)}")
        return FileResponse(found, media_type=PAGE_TYPES.get(found.suffix, "application/octet-stream"))

    async def general_page(request):
        return page("general.html")

    async def api_missing(request):
        path = request.url.path
        if path in API_METHODS:  # a route asked with another method: Starlette's plain-text 405 is no JSON error
            used = API_METHODS[path]
            return error(405, f"use {used} for {path}", {"Allow": "GET, HEAD" if used == "GET" else used})
        return error(404, f"no API route {shown(path)} (routes: {', '.join(API_METHODS)})")  # (was whole)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        await pool.start()
        listing.update(await asyncio.to_thread(kinds_listing))
        try:
            yield
        finally:
            pool.close()

    def any_method(route):  # every method a route is asked with (TRACE, PROPFIND...): the JSON error, not
        route.methods = None  # Starlette's plain-text 405 for those outside its list
        return route

    middleware = [Middleware(SecurityHeaders)]
    if allowed_hosts is not None:
        middleware.insert(0, Middleware(ThisMachineOnly, allowed=allowed_hosts))
    routes = [
        Route("/", start_page),
        Route("/file", general_page),
        Route("/puzzle/{name}", kind_page),
        Route("/puzzle/{name}/file", kind_page),
        Route("/puzzle/{name}/page/{file}", kind_page_file),
        Route("/api/kinds", kinds),
        Route("/api/status", status),
        Route("/api/solve", solve, methods=["POST"]),
        Route("/api/generate", generate, methods=["POST"]),
        Route("/api/hint", hint, methods=["POST"]),
        Route("/api/mode", mode, methods=["POST"]),
        any_method(Route("/api/{rest:path}", api_missing)),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, middleware=middleware, lifespan=lifespan, exception_handlers={404: not_found})
    app.state.pool = pool
    app.state.stop = stop
    app.state.limits = limits
    return app


__all__ = ["ApiError", "SecurityHeaders", "ThisMachineOnly", "create_app"]
