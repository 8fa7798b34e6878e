"""``gridsat serve``: the puzzles in a web page, and the JSON API (docs/web.md)."""

from __future__ import annotations

import socket
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError, shown

#: Host names that mean this machine only.
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` (port 0: any free port).

    Raises:
        PuzzleInputError: the address cannot be used (in use, not this
            machine's, no permission), or is written as in a URL (with a
            port, brackets or a scheme), in one line.
    """
    if not host or host != host.strip():  # "cannot listen on :0" hid an empty or pasted host
        raise PuzzleInputError(f"--host {shown(host, 60)} is {'empty' if not host.strip() else 'padded with blanks'}: "
                               "give an address such as 127.0.0.1")
    _address_alone(host)
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
    except OSError as exc:
        raise PuzzleInputError(f"cannot listen on {host}:{port}: {exc.strerror or exc} (choose another --host or "
                               "--port)") from None
    except (UnicodeError, ValueError):  # a part of a name over 63 characters: idna's traceback ("label too long")
        raise PuzzleInputError(f"--host {shown(host, 60)} is no address or host name (a name's parts between dots "
                               "are 1 to 63 characters): give an address such as 127.0.0.1") from None
    return sock


def _address_alone(host: str) -> None:
    """Refuse a host written as in a URL -- ``http://127.0.0.1:8000``, ``127.0.0.1:8000``, ``[::1]`` -- naming the
    address and port meant: each was "cannot listen on 127.0.0.1:8000:0: Name or service not known".

    Raises:
        PuzzleInputError: naming the --host and --port to give instead.
    """
    from urllib.parse import urlsplit

    if "://" not in host and not host.startswith("[") and host.count(":") != 1:
        return  # an address or name alone (a bare IPv6 address has two colons or more)
    parts = urlsplit(host if "://" in host else "//" + host)
    try:
        name, number = parts.hostname, parts.port
    except ValueError:  # a port that is no number from 0 to 65535
        name, number = parts.hostname, None
    if not name:
        return  # nothing to name: the address is refused as it is
    meant = f"--host {name if len(name) <= 60 else shown(name, 60)}" + (
        f" --port {number}" if number is not None else "")
    port_too = ", and the port as --port" if number is not None else ""
    raise PuzzleInputError(f"--host {shown(host, 60)} is written as in a URL: give the address alone{port_too} "
                           f"({meant})")


def _unspecified(host: str) -> bool:
    """True for an address that listens on every network (``0.0.0.0``, ``::``)."""
    import ipaddress

    try:
        return ipaddress.ip_address(host.split("%")[0]).is_unspecified
    except ValueError:  # a name (localhost)
        return False


def allowed_hosts(host: str, address: str | None = None) -> list[str] | None:
    """The ``Host`` headers to answer: this machine's names when bound to a
    loopback address -- decided by the address bound to (``address``, the
    socket's; else ``host`` itself), so 127.0.0.2, 127.1 or LOCALHOST are
    guarded as 127.0.0.1 is -- and the host as given; any otherwise.  A guard
    against DNS rebinding: a web page elsewhere cannot reach the server
    through a name of its own (bound to ``::1`` or ``127.0.0.2`` it answered any
    name)."""
    import ipaddress

    try:
        loopback = ipaddress.ip_address((address or host).split("%")[0]).is_loopback
    except ValueError:  # a name, not bound yet
        loopback = host.lower() in LOOPBACK
    if not loopback:
        return None
    names = ["127.0.0.1", "[::1]", "localhost"]
    for name in (host.lower(), address):
        shown = f"[{name}]" if name and ":" in name else name
        if shown and shown not in names:
            names.append(shown)
    return names


def machine_share(workers: int, memory_limit: float, given: bool, machine: int | None = None) -> float:
    """The memory limit of each of ``workers`` solver processes, in GB
    (1024**3 bytes): ``memory_limit``, unless the processes together could
    hold more than the machine's memory (``machine`` bytes, default
    :func:`~gridsat.core.memory.machine_bytes`): a default limit is then
    lowered to the machine's share, an explicit one (``given``) refused.

    Raises:
        PuzzleInputError: ``given`` and ``workers x memory_limit`` is more
            than the machine has.
    """
    from ..core.memory import machine_bytes
    from ..core.options import amount_of_memory

    machine = machine_bytes() if machine is None else machine
    if machine is None or workers * memory_limit * 1024**3 <= machine:
        return memory_limit
    if given:
        raise PuzzleInputError(f"--workers {workers} x --memory-limit {memory_limit:g} GB is more than this "
                               f"machine's {amount_of_memory(machine)} of memory: lower one of them")
    return machine / workers / 1024**3


SERVE_HELP = """Serve the puzzles as web pages, and a JSON API mirroring the command line, until Ctrl-C or SIGTERM
    (exit 0: a server's normal end)."""


def open_files(need: int, connections: int) -> None:
    """Let the server open ``need`` files (its solver processes' pipes, ``connections`` connections): the soft limit
    raised within the hard one, or a refusal naming the limit (under ``ulimit -n 16`` it printed "serving", then
    uvicorn's traceback of "OSError: [Errno 24] Too many open files" and "Application startup failed")."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return
    if soft == resource.RLIM_INFINITY or soft >= need:
        return
    if hard != resource.RLIM_INFINITY and hard < need:
        raise PuzzleInputError(f"this process may open at most {soft:,} files (ulimit -n), fewer than the server needs "
                               f"for its solver processes and {connections:,} connections ({need:,}): raise it "
                               f"(ulimit -n {need})")
    resource.setrlimit(resource.RLIMIT_NOFILE, (need, hard))


def serve_command(
    host: Annotated[str, typer.Option("--host", metavar="HOST", help="Address to listen on (127.0.0.1: this "
                                      "machine only; 0.0.0.0: every network, at your own risk).")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", "-p", metavar="PORT", min=0, max=65535,
                                      help="Port (0: any free one; the address is printed).")] = 8765,
    open_browser: Annotated[bool, typer.Option("--open", help="Open the start page in your web browser.")] = False,
    workers: Annotated[int, typer.Option("--workers", "-w", metavar="N",
                                         help="Solver processes: puzzles solved at the same time (default 2; at "
                                         "most 4 per core).")] = 2,
    time_limit: Annotated[Optional[float], typer.Option(
        "--time-limit", "-t", metavar="SECONDS",
        help="Default time limit of a request (default 10; a request may ask for up to 60).")] = None,
    memory_limit: Annotated[Optional[float], typer.Option(
        "--memory-limit", metavar="GB", help="Largest model a request may build (default 2, or "
        "GRIDSAT_MEMORY_LIMIT).")] = None,
):
    # (its help is SERVE_HELP, not a docstring: python -OO strips those, and `gridsat serve --help` said nothing)
    import threading

    import uvicorn

    from ..core.options import default_memory_limit
    from ..web import Limits, create_app
    from .common import memory_limit_bytes
    from ..web.protocol import answer_early, head_timed_protocol

    if time_limit is not None and not 0 < time_limit <= Limits.max_time_limit:
        from ..core.errors import number_text

        raise PuzzleInputError(f"-t/--time-limit must be more than 0 and at most {Limits.max_time_limit:g} seconds "
                               f"(a request's most), got {number_text(time_limit)}")
    from ..core.workers import JOBS_PER_CORE, max_jobs

    if not 1 <= workers <= max_jobs():  # 64 processes on 2 cores took 64 solvers' memory and waited for a core, as
        # batch -j; -w 100 was told click's "must be at most 64", and -w 64 then this (one check, as batch's)
        raise PuzzleInputError(f"-w/--workers must be from 1 to {max_jobs()} ({JOBS_PER_CORE} per core on this "
                               f"machine), got {workers}")
    memory_limit_bytes(memory_limit)  # as every command's --memory-limit
    from .paths import folder_gone

    if folder_gone():  # its solver processes start in it: "serving", then uvicorn's traceback and "startup failed"
        raise PuzzleInputError(folder_gone())
    given_limit = memory_limit is not None
    if memory_limit is None:  # GRIDSAT_MEMORY_LIMIT, as for every command (it was not read here)
        memory_limit = default_memory_limit() / 1024**3
    memory_limit = machine_share(workers, memory_limit, given_limit)
    given = {"time_limit": time_limit, "memory_limit": memory_limit}
    limits = Limits(workers=workers, **{name: value for name, value in given.items() if value is not None})
    sock = listen(host, port)
    bound = sock.getsockname()[1]
    # 0.0.0.0 or ::, whose address is no page a browser opens: the address bound, as '--host 0' (0.0.0.0 written
    # short) listened on every network while the first line said only "serving http://0:PORT/"
    everywhere = _unspecified(sock.getsockname()[0])
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{('[::1]' if ':' in host else '127.0.0.1') if everywhere else shown}:{bound}/"
    app = create_app(limits, allowed_hosts=allowed_hosts(host, sock.getsockname()[0]))
    # connections beyond the queue's worth get uvicorn's 503 before any work (pages and API calls alike); one
    # that sends no whole request head in time is closed, so idle sockets cannot hold those places
    connections = 4 * (limits.workers + limits.queue) + 64
    open_files(connections + 8 * workers + 32, connections)
    class Server(uvicorn.Server):
        async def startup(self, sockets=None):
            await super().startup(sockets)
            if self.should_exit and self.started:  # stopped while starting: the requests sent meanwhile answered
                app.state.stop()  # 503 saying so (closed unread, each was reset)
                await answer_early(self.server_state)

        async def shutdown(self, sockets=None):
            # Ctrl-C or SIGTERM: requests in flight end now (503) rather than when their solve ends -- uvicorn
            # waits for every request in flight, which kept the server running up to 75 s after the signal (30 s for
            # a body still arriving)
            app.state.stop()
            await super().shutdown(sockets)
            if self.force_exit:  # a second Ctrl-C: uvicorn skips the app's shutdown, whose task then met the
                await self.lifespan.shutdown()  # loop's end cancelled, and its traceback was printed (ERROR: ...)

    server = Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on",
                                           limit_concurrency=connections, http=head_timed_protocol()))
    from ..core.options import amount_of_memory

    each = amount_of_memory(limits.memory_limit * 1024**3)
    where = f", and to every network this machine is on (port {bound} of its addresses)" if everywhere else ""
    print(f"gridsat is serving {url}{where}  ({workers} solver process{'' if workers == 1 else 'es'}, up to {each} "
          "each; Ctrl-C stops it)", flush=True)
    if open_browser:  # where no browser opens (a server, a container), say so rather than nothing
        threading.Thread(target=_open_browser, args=(url, server), daemon=True).start()
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:  # Ctrl-C is how a server is meant to stop: not an error
        pass
    finally:
        sock.close()
    print("gridsat serve stopped", flush=True)


def _open_browser(url: str, server=None) -> None:
    """Open ``url`` in the user's web browser once ``server`` (a uvicorn ``Server``) has started, or say on stderr
    that none could be opened.  (Opened before, a page could ask a server not yet listening, and a Ctrl-C at the
    note could come before the server's own handling of it: exit 130, not a server stopped.)"""
    import sys
    import time
    import webbrowser

    waited = time.monotonic()
    while server is not None and not getattr(server, "started", True) and not getattr(server, "should_exit", False) \
            and time.monotonic() - waited < 60:
        time.sleep(0.05)

    try:
        opened = webbrowser.open(url)
    except webbrowser.Error:
        opened = False
    if not opened:
        print(f"gridsat: note: no web browser could be opened here (--open): open {url} in one", file=sys.stderr,
              flush=True)


def register(app: typer.Typer) -> None:
    app.command("serve", help=SERVE_HELP)(serve_command)
