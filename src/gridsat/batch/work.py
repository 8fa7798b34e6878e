"""The worker side of ``gridsat batch``: one puzzle in, one result record out.

A record (one JSON line of the results file)::

    {"file": "puzzles/a.txt", ["line": 12,] "kind": "yinyang", "status": "solved",
     "seconds": 0.12, "complete": true, ["uniqueness": "unique",]
     "answer": {...the kind's fields...}, "check": "passed", ["matches_record": true]}

``status`` is ``solved`` / ``infeasible`` / ``unknown`` / ``bad_input`` (then
``"error"`` holds the one-line message).  Workers solve many puzzles per task
(a chunk) and exit when the process that started them dies.
"""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from ..core.errors import PuzzleInputError
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


def _puzzle_of(item: Item, settings: Settings):
    """``(kind, puzzle text, source, base folder, recorded solution or None)``."""
    from ..core.files import read_text_file
    from ..puzzles.kinds import by_suffix, detect, get

    if item.text is None:  # a puzzle file
        text = read_text_file(item.file, "puzzle file")
        source, base, solution = Path(item.file).name, Path(item.file).parent, None
        answer = Path(item.file[: -len(Path(item.file).suffix)] + ANSWER_SUFFIX) if Path(item.file).suffix else None
        if settings.check_answer and answer is not None and answer.is_file():
            solution = read_text_file(answer, "answer file")
    else:  # a line of a collection: the record itself, or {"kind", "puzzle", ["solution"]}
        source, base = f"{Path(item.file).name}: line {item.line}", None
        try:
            data = json.loads(item.text)
        except ValueError:
            data = None
        solution = data.get("solution") if isinstance(data, dict) else None
        text = item.text
        if isinstance(data, dict) and isinstance(data.get("kind"), str) and "puzzle" in data:
            inner = data["puzzle"]
            text = inner if isinstance(inner, str) else json.dumps(inner)
            kind_name = settings.kind or data["kind"]
            return get(kind_name), text, source, base, solution
    kind = get(settings.kind) if settings.kind else (by_suffix(item.file) if item.line is None else None) or detect(text)
    if kind is None:
        from ..puzzles.kinds import names

        raise PuzzleInputError(f"not a puzzle gridsat can read (kinds: {', '.join(names())})", source)
    return kind, text, source, base, solution


def solve_item(item: Item, settings: Settings) -> dict:
    """Solve one puzzle and return its record (never raises for bad input)."""
    from ..core.options import SolverOptions
    from ..puzzles.kinds import Task

    t0 = time.perf_counter()
    record: dict = {"file": item.file}
    if item.line is not None:
        record["line"] = item.line
    try:
        kind, text, source, base, solution = _puzzle_of(item, settings)
        record["kind"] = kind.name
        puzzle = kind.parse(text, source, base=base)
        task = Task("unique" if settings.unique else "solve", engine=settings.engine,
                    options=SolverOptions(time_limit=settings.time_limit))
        result = kind.run(puzzle, task).check()  # checked when built; run again so the record can say so
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
