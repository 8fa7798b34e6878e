"""Two engines on one question, the first answer wins.

gridsat's own searches (the exact-cover search, the Domino Fit cycle search)
are fast where they succeed but cannot always prove that there is no
answer; CP-SAT proves such things but is slower to find answers on the
problems those searches were written for.  :func:`race` runs both: the
search in a thread from the start (the compiled searches release the GIL),
CP-SAT in the caller's thread once the search has had a head start, so a
search that answers at once never pays for building the CP-SAT model.
Whichever *settles* the question first (an answer, or a proof that there is
none) stops the other.  On two cores both run at full speed.
"""

from __future__ import annotations

import threading
from typing import Callable, TypeVar

from ..core.options import SolverOptions
from ..core.session import Outcome

T = TypeVar("T")


def race(search: Callable[[bytearray], T], settled: Callable[[T], bool], make_session: Callable[[], object],
         head_start: float, options: SolverOptions) -> tuple[T | None, Outcome | None]:
    """Run ``search`` beside a CP-SAT session until one of them settles.

    Args:
        search: ``search(stop)``, run in a thread: returns its finding, and
            must return soon after ``stop[0]`` becomes nonzero (compiled
            searches poll the byte; Python ones can test it between steps).
        settled: True when a finding of ``search`` answers the question
            (then CP-SAT is stopped or never built).
        make_session: builds the CP-SAT session (a
            :class:`~gridsat.engines.cpsat.CpSatSession`, or anything with
            ``solve()`` and a thread-safe ``stop()``), in the caller's thread,
            when the search has not settled within ``head_start`` seconds.
        head_start: seconds (s) the search runs alone.
        options: the run's started options; the deadline bounds the head start.

    Returns:
        ``(finding, outcome)``: the search's return value and CP-SAT's
        :class:`~gridsat.core.session.Outcome` (None when CP-SAT never ran).
        When both settled, both are returned; either answer is right.

    Raises:
        whatever ``search`` or ``make_session`` raised (e.g. ``TimeUp``
        while building, ``PuzzleInputError`` for the memory limit), after the
        other side has been stopped.
    """
    stop = bytearray(1)
    lock = threading.Lock()
    done = threading.Event()
    box: dict = {}

    def run() -> None:
        try:
            box["finding"] = search(stop)
            won = settled(box["finding"])
        except BaseException as exc:  # handed to the caller below
            box["error"] = exc
            won = True
        if won:
            with lock:
                done.set()
                session = box.get("session")
            if session is not None:
                session.stop()

    thread = threading.Thread(target=run, name="gridsat-race-search", daemon=True)
    thread.start()
    outcome = None
    try:
        left = options.left()
        done.wait(head_start if left is None else max(0.0, min(head_start, left)))
        if not done.is_set() and not options.expired():
            session = make_session()
            with lock:
                box["session"] = session
                beaten = done.is_set()
            if beaten:
                session.stop()
            outcome = session.solve()
    finally:
        stop[0] = 1
        thread.join()
    if "error" in box:
        raise box["error"]
    return box.get("finding"), outcome


__all__ = ["race"]
