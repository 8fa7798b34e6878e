"""With ``--json``, a time limit that runs out while the puzzle is read still
prints one JSON object: its ``status`` (or a hint's ``verdict``) ``unknown``,
``complete`` false and a ``note`` saying so, as a batch line of such a puzzle
has (docs/json.md); so does Ctrl-C (or SIGTERM) there, ``interrupted`` true.
Without ``--json`` a line on stderr says it (the command line's own handler)."""

from __future__ import annotations

from contextlib import contextmanager

TYPE_CHECKING = False  # typing costs the command line's start-up
if TYPE_CHECKING:
    from typing import Iterator


@contextmanager
def unknown_if_reading_runs_out(as_json: bool, kind: str | None = None, after: dict | None = None,
                                **fields) -> "Iterator[None]":
    """Around the reading of a command's puzzle: a :class:`~gridsat.core.options.TimeUp` with a reason
    (``"while reading the puzzle"``) prints, with ``as_json``, ``{"kind": KIND, **fields, "complete": false,
    "note": "the time limit ran out while reading the puzzle"}`` and ends the run with exit code 1 (the
    status is unknown, not an error).  ``kind``: the kind's name when the command names it, else the one
    detected before the time ran out (the exception's ``kind``), else null.  ``fields``: the status fields
    of the command's JSON (``status="unknown", seconds=0.0``, the seconds replaced by the run's so far; a
    hint's ``verdict="unknown"``); ``after``: the fields that follow ``complete`` (a result's task fields,
    :func:`unread_task`), before ``interrupted`` and ``note``, as docs/json.md orders them."""
    from ..core.options import TimeUp

    try:
        yield
    except TimeUp as exc:
        if not as_json or not exc.args:
            raise
        if "name" in fields:  # a hint's: the puzzle's once read (its --position was not)
            fields = {**fields, "name": getattr(exc, "name", None)}
        _print_unread(kind or getattr(exc, "kind", None), fields, dict(after or {}),
                      f"the time limit ran out {exc.args[0]}")
        raise SystemExit(1) from None
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM there: its object too (stdout was empty), and the run stops so
        if as_json:
            from . import stopped_by

            _print_unread(kind, fields, {**(after or {}), "interrupted": True},
                          f"{stopped_by()} while the puzzle was read")
        raise


def _print_unread(kind: str | None, fields: dict, after: dict, note: str) -> None:
    """Print the JSON object of a puzzle not read: ``fields`` with the run's seconds so far, ``complete`` false,
    ``after`` and ``note`` (``interrupted`` came before ``complete``, out of the shared fields' order)."""
    from .common import print_json

    payload = {"kind": kind, **fields, "complete": False, **after, "note": note}
    if "seconds" in payload:  # the run's, from the command's start: 0.0 was printed after the whole -t
        import time

        from . import run_start

        payload["seconds"] = round(time.perf_counter() - run_start(), 6)
    print_json(payload)


#: The status fields of a result's JSON when its puzzle was not read in time (docs/json.md's shared fields; the
#: seconds are the run's when it is printed).
UNREAD = {"status": "unknown", "seconds": 0.0}


def unread_task(task) -> dict:
    """The task fields of a result whose puzzle was not read in time (``task``: the run's, None when none is
    solved): ``count`` 0 when counting, ``uniqueness`` unknown with ``--unique``, and ``engine`` auto (none
    started), as a run cut before its engine started prints them (they were left out, and a script reading
    ``count`` of a ``--count`` run found none)."""
    if task is None:
        return {}
    return {**({"count": 0} if task.what == "count" else {}),
            **({"uniqueness": "unknown"} if task.what == "unique" else {}), "engine": "auto"}


#: The fields after ``complete`` of a hint's and a grade's JSON whose puzzle was not read in time, as a Ctrl-C
#: before their first step prints them (they were left out: a script reading ``steps`` found none).  Its
#: ``name`` (before ``verdict``) is null: the puzzle that names it was not read.
UNREAD_STEPS = {"hint": {"solved": False, "seconds": 0.0, "mistakes": [], "steps": [], "grid": []},
                "grade": {"grade": None, "seconds": 0.0}}

__all__ = ["UNREAD", "UNREAD_STEPS", "unknown_if_reading_runs_out", "unread_task"]


def undone(args: list) -> str:
    """What a run whose time ran out before its answer did not do, for the command line ``args``: a hint,
    grade or generate by name ("nothing was solved" was said of a hint), and the flags that solve nothing:
    ``--to`` converts, ``--export-model`` writes, ``--model-stats`` shows (each was told "nothing was solved",
    where building their model runs out as "nothing was written")."""
    args = list(args or ())
    by_command = {"hint": "no step was looked for", "grade": "nothing was graded", "generate": "no puzzle was made"}
    if args and args[0] in by_command:
        return by_command[args[0]]
    for flag, instead in (("--to", "nothing was converted"), ("--export-model", "nothing was written"),
                          ("--model-stats", "nothing was shown")):
        if any(a == flag or a.startswith(flag + "=") for a in args):
            return instead
    return "nothing was solved"
