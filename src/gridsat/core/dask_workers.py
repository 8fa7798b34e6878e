"""Running a batch's or a design search's calls on a Dask distributed cluster: what
:func:`~gridsat.core.workers.run_on_processes` does on local worker processes."""

from __future__ import annotations

import time

from .workers import GRACE, POLL  # the same grace and polling as the local pool's


def check_dask(address: str) -> str:
    """``address`` without surrounding white space, once Dask is found installed and nothing refuses the
    address outright (a caller checks before its progress bar starts, so the line is the only one).

    Raises:
        PuzzleInputError: Dask is not installed, or nothing listens at the address, no such host, or a port
            outside 1-65535 (:func:`_refused`).
    """
    from .errors import PuzzleInputError
    from .settings import spelled

    try:
        import dask.distributed  # noqa: F401
    except ImportError:  # from Python the keyword (run_batch(dask=...) said "--dask needs ...")
        raise PuzzleInputError(f"{spelled('--dask', 'dask')} needs the dask extra: pip install 'gridsat[dask]'") \
            from None
    address = address.strip()  # pasted with a space: Dask tried the port '8786 ' for its whole connect time
    refused = _refused(address)
    if refused:  # Dask would retry for the whole connect time
        from .errors import shown

        at = address if len(address) <= 200 else shown(address, 60)  # (one of 5,000 characters filled the line)
        raise PuzzleInputError(f"cannot reach the Dask scheduler at {at}: {refused}")
    return address


def _parts(address: str) -> tuple[str, str, str]:
    """``(scheme, host, port)`` of ``address`` as written (``tcp://[::1]:8786``: ``("tcp", "[::1]", "8786")``;
    a part missing is empty)."""
    scheme, _, rest = address.rpartition("://")
    host, _, port = rest.rpartition(":")
    return scheme, host, port


def _refused(address: str) -> str | None:
    """Why a ``tcp://`` (or scheme-less) ``address`` cannot answer: "nothing listens there (the system's
    connection-refused message)", "no such host 'NAME'" or "port N is not a port"; None otherwise (it answers,
    cannot be tried in one second, or is another scheme: Dask's own connection then decides, retrying for its
    whole connect time)."""
    import socket

    scheme, host, port = _parts(address)
    if scheme in ("", "tcp") and (host or port).startswith("[") and "]" not in host + port:  # split at last ':',
        # 'tcp://[::1' was told "no such host ':'"
        return "an IPv6 address without its closing ']': give it as tcp://[ADDRESS]:PORT"
    digits = port.lstrip("0") if port.isascii() and port.isdigit() else None  # (5,000 digits met int()'s limit)
    if scheme in ("", "tcp") and host and digits is not None and (len(digits) > 5 or not 0 < int(digits or 0) < 65536):
        from .errors import shown  # Dask tried it for 10 s

        return f"port {shown(digits, 12) if len(digits) > 12 else int(digits or 0)} is not a port (1 to 65535)"
    if scheme in ("", "tcp") and (not host or not port.isdigit()):  # 'foo': Dask's "missing port number in
        # address 'foo'", with nothing on what to write
        return "no port in the address: give it as tcp://HOST:PORT (a scheduler listens on 8786 by default)"
    if scheme not in ("", "tcp"):
        return None
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=1).close()
    except ConnectionRefusedError as exc:
        return f"nothing listens there ({exc.strerror or 'connection refused'})"
    except (socket.gaierror, UnicodeError):  # (UnicodeError: a part over 63 characters, or empty: idna's traceback)
        from .errors import shown

        return f"no such host {shown(host.strip('[]'), 60)}"
    except OSError:
        return None
    return None


def run_on_dask(address: str, fn, arguments, over, record, connect_seconds: float = 10, grace: float = GRACE,
                unfinished=None) -> None:
    """:func:`run_on_processes` on the Dask cluster whose scheduler is at
    ``address``: twice as many calls in flight as the cluster has threads;
    no new call once ``over()`` is true, and ``grace`` seconds later the
    calls still in flight are cancelled unfinished (a cluster with no worker,
    or every one busy, held the run past its time limit for ever); Ctrl-C (or
    an error) calls ``unfinished(list of the args in flight)`` before the
    exception goes on; ``connect_seconds``: how long to try to reach it.

    Raises:
        PuzzleInputError: Dask is not installed, or the scheduler cannot be
            reached in time, or what answers there is no Dask scheduler.
        WorkerDied: the workers that ran a call died (Dask's ``KilledWorker``), or the scheduler went away.
    """
    from .errors import PuzzleInputError

    address = check_dask(address)
    failed = None
    not_dask = PuzzleInputError(f"{address} answered, but not as a Dask scheduler (check the address and port)")
    try:
        client = _connect(address, max(connect_seconds, 0.1))
    except TimeoutError as exc:  # Dask's own (its words say how long it tried) or _connect's
        failed = PuzzleInputError(f"cannot reach the Dask scheduler at {address}: {exc}")
    except (OSError, ValueError, TypeError) as exc:  # (TypeError: Dask's own set-up of the scheme, before any
        # connection -- tls:// without TLS settings, ucx:// without ucx -- was said to be a server's answer)
        # a server that closed the connection on Dask's first message (a web server): Dask's "in <TCP (closed)
        # local=... remote=...>: Stream is closed" said nothing a user could act on
        failed = not_dask if type(exc).__name__ == "CommClosedError" else \
            PuzzleInputError(f"cannot reach the Dask scheduler at {address}: {exc}")
    except Exception:  # e.g. a web server: its first bytes read as a message of exabytes (a MemoryError)
        failed = not_dask
    if failed is not None and "Timed out trying to connect" in str(failed) and _answers(address):
        failed = not_dask  # Dask may retry a server that drops its first message until its time is out, then say
        # only "Timed out trying to connect" (an OSError of its own): the same server was told either by chance
    if failed is not None:
        # raised here, not in the except clause: there Dask's error (its traceback holding the half-made Client)
        # stayed on as the context, and the Client was collected only at exit, its loop gone: 20 s and an
        # "Exception ignored ... TimeoutError" traceback per failed call (a Python caller's retry of a mistyped
        # address); collected now, while its loop runs, it closes at once
        import gc

        gc.collect()
        raise failed
    calls: dict = {}  # future -> its args, while it is in flight
    try:
        _run_on_dask(client, fn, iter(arguments), over, record, grace, calls)
    except BaseException as exc:
        if unfinished is not None and calls:
            unfinished(list(calls.values()))
        from concurrent.futures import CancelledError

        from .errors import WorkerDied

        kept = "; what was written before is kept (run the command again to go on)"
        if type(exc).__name__ == "KilledWorker":  # as a local worker's death: one line, not Dask's traceback
            tries = exc.args[2] + 1 if len(exc.args) > 2 and isinstance(exc.args[2], int) else None
            raise WorkerDied("a Dask worker died running a call" + (
                f" ({tries} worker{'s' if tries > 1 else ''} in turn)" if tries else "") + kept) from None
        if isinstance(exc, (CancelledError, OSError)):  # our calls cancelled by the scheduler's going, or its comm
            raise WorkerDied(f"lost the Dask scheduler at {address} during the run{kept}") from None
        raise
    finally:
        for future in calls:
            future.cancel()
        client.close()


def _answers(address: str) -> bool:
    """Whether what listens at a ``tcp://HOST:PORT`` ``address`` answers a few bytes within a second, or drops the
    connection: it is there, and no Dask scheduler (a web server answers 400, a plain socket server hangs up)."""
    import socket

    scheme, host, port = _parts(address)
    if scheme not in ("", "tcp") or not port.isdigit():
        return False
    try:
        conn = socket.create_connection((host.strip("[]"), int(port)), timeout=1)
    except (OSError, ValueError):  # nothing there now
        return False
    with conn:
        try:
            conn.sendall(b"\0" * 8)
            conn.recv(1)  # bytes, or b"" when it hung up
            return True
        except socket.timeout:  # silent: Dask's words stand
            return False
        except OSError:  # it took the connection and dropped it
            return True


def _connect(address: str, seconds: float):
    """A Dask ``Client`` of the scheduler at ``address``, or TimeoutError when none is made within ``seconds``
    (and half a second for Dask's own timeout, whose words say more, to come first): Dask's timeout bounds
    its connecting, not its waiting for the first answer, so a server that accepts and never answers
    (``python -m http.server`` waits for a line Dask never ends) held the run for ever, past --total-time."""
    import threading

    from dask.distributed import Client

    made: dict = {}

    def make():
        try:
            made["client"] = Client(address, timeout=f"{seconds:.3f}s")
        except BaseException as exc:  # handed to the caller's thread
            made["error"] = exc

    thread = threading.Thread(target=make, name="gridsat-dask-connect", daemon=True)
    thread.start()
    thread.join(seconds + 0.5)
    if thread.is_alive():
        raise TimeoutError(f"it took the connection but answered nothing within {seconds:.3g} s (is it a Dask "
                           "scheduler? check the address and port)")
    if "error" in made:
        raise made["error"]
    return made["client"]


def _run_on_dask(client, fn, arguments, over, record, grace: float, calls: dict) -> None:
    """:func:`run_on_dask`'s loop: ``calls`` holds the futures in flight and their args."""
    from itertools import islice

    from dask.distributed import wait

    width = 2 * max(1, sum(client.nthreads().values()))
    ends, exhausted = None, False
    while True:
        if ends is None and over():
            ends = time.monotonic() + grace
        room = 0 if ends is not None or exhausted else max(0, width - len(calls))
        if room:
            taken = list(islice(arguments, room))
            for args in taken:
                calls[client.submit(fn, *args, pure=False)] = args
            exhausted = len(taken) < room
        if not calls or ends is not None and time.monotonic() >= ends:
            return
        try:  # a short wait, so that over() is looked at while every call is long
            finished = wait(list(calls), timeout=POLL if ends is None else max(0.0, ends - time.monotonic()),
                            return_when="FIRST_COMPLETED").done
        except TimeoutError:
            continue
        for future in finished:
            result = future.result()  # a worker's death raises here, its call still in flight
            del calls[future]
            record(result)


__all__ = ["check_dask", "run_on_dask"]
