"""The worker side of ``gridsat batch``: one puzzle in, one result record out.

A record (one JSON line of the results file)::

    {"file": "puzzles/a.txt", ["line": 12,] "kind": "yinyang", "status": "solved",
     "seconds": 0.12, "complete": true, ["uniqueness": "unique",]
     "answer": {...the kind's fields...}, "check": "passed", ["matches_record": true]}

``status`` is ``solved`` / ``infeasible`` / ``unknown`` / ``bad_input`` (then
``"error"`` holds the one-line message; ``check_failed`` would mean an
answer broke a rule -- a gridsat bug, recorded rather than stopping the run).  Workers solve many puzzles per task
(a chunk) and exit when the process that started them dies.
"""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from ..core.errors import PuzzleInputError, SolutionCheckError
from .sources import ANSWER_SUFFIX, Item


@dataclass(frozen=True)
class Settings:
    """How every puzzle of a batch is solved.

    Attributes:
        kind: force one kind (None = detect per puzzle).
        time_limit: seconds per puzzle (None = no limit).
        unique: prove each answer unique (or find a second one).
        check_answer: compare each answer with the puzzle's recorded
            solution (a ``solution`` field, or a ``NAME.solution.txt`` file
            beside a puzzle file) and say so in ``matches_record``.
        engine: the solver (``auto``, or one every puzzle's kind offers).
    """

    kind: str | None = None
    time_limit: float | None = None
    unique: bool = False
    check_answer: bool = False
    engine: str = "auto"


def _puzzle_of(item: Item, settings: Settings, record: dict):
    """``(kind, puzzle, recorded solution or None)`` of an item; the kind is
    put in ``record`` as soon as it is known (so a bad puzzle's line names it)."""
    from ..core.files import read_text_file
    from ..puzzles.kinds import by_suffix, detect, detect_object, get, names

    if item.text is None:  # a puzzle file
        text = read_text_file(item.file, "puzzle file")
        path = Path(item.file)
        source, base, solution = path.name, path.parent, None
        answer = path.with_name(path.name[: -len(path.suffix)] + ANSWER_SUFFIX) if path.suffix else None
        if settings.check_answer and answer is not None and answer.is_file():
            solution = read_text_file(answer, "answer file")
        kind = get(settings.kind) if settings.kind else by_suffix(item.file) or detect(text)
        if kind is None:
            raise PuzzleInputError(f"not a puzzle gridsat can read (kinds: {', '.join(names())})", source)
        record["kind"] = kind.name
        return kind, kind.parse(text, source, base=base), solution
    # a line of a collection: a puzzle's JSON object, or {"kind", "puzzle", ["solution"]} (a generator's record)
    source = f"{Path(item.file).name}: line {item.line}"
    try:
        data = json.loads(item.text)
    except ValueError as exc:
        raise PuzzleInputError(f"not a JSON object ({exc.msg.lower()} at column {exc.colno})", source) from None
    except RecursionError:
        raise PuzzleInputError("JSON nested too deeply", source) from None
    if not isinstance(data, dict):
        raise PuzzleInputError("a collection line must be a JSON object", source)
    solution = data.get("solution")
    if isinstance(data.get("kind"), str) and "puzzle" in data:
        kind = get(settings.kind or data["kind"])
        record["kind"] = kind.name
        inner = data["puzzle"]
        puzzle = kind.parse(inner, source) if isinstance(inner, str) else kind.parse_json(inner, source)
        return kind, puzzle, solution
    kind = get(settings.kind) if settings.kind else detect_object(data)
    if kind is None:
        raise PuzzleInputError(f"not a puzzle gridsat can read (kinds: {', '.join(names())})", source)
    record["kind"] = kind.name
    return kind, kind.parse_json(data, source), solution


def solve_item(item: Item, settings: Settings) -> dict:
    """Solve one puzzle and return its record (never raises for bad input)."""
    from ..core.options import SolverOptions
    from ..puzzles.kinds import Task

    t0 = time.perf_counter()
    record: dict = {"file": item.file}
    if item.line is not None:
        record["line"] = item.line
    record["kind"] = settings.kind
    try:
        kind, puzzle, solution = _puzzle_of(item, settings, record)
        task = Task("unique" if settings.unique else "solve", engine=settings.engine,
                    options=SolverOptions(time_limit=settings.time_limit))
        result = kind.run(puzzle, task)  # every result a kind returns has passed its independent checker
        data = result.to_json()
        for field in ("kind", "status", "seconds", "complete", "uniqueness"):
            if field in data:
                record[field] = data.pop(field)
        record["answer"] = data
        record["check"] = "passed"
        if settings.check_answer and solution is not None:
            record["matches_record"] = kind.same_answer(result, solution)
    except PuzzleInputError as exc:
        record["status"] = "bad_input"
        record["error"] = " ".join(str(exc).split())
    except SolutionCheckError as exc:  # a gridsat bug: recorded, and the batch goes on
        record["status"] = "check_failed"
        record["error"] = " ".join(str(exc).split())
    record["seconds"] = round(time.perf_counter() - t0, 6)
    return record


def solve_chunk(chunk: list, settings: Settings) -> list:
    """Records of every item of ``chunk``, in order (one task of a worker)."""
    return [solve_item(item, settings) for item in chunk]


def die_with_parent() -> None:
    """Process-pool initializer: end this worker when its parent dies.

    On Linux the kernel sends SIGKILL when the parent exits (``prctl``'s
    parent-death signal); everywhere, a watchdog thread checks once a second
    that the parent is still the one that started the worker.
    """
    parent = os.getppid()
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the signal was set
        os._exit(1)

    def watch():
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="gridsat-parent-watchdog", daemon=True).start()


__all__ = ["Settings", "die_with_parent", "solve_chunk", "solve_item"]
