"""The calendar designer's search: which K pieces of a library make the best puzzle on a board.

``search_designs(board, library, k, out=...)`` walks every design of the
:class:`~.design_space.DesignSpace` (K-multisets of library pieces whose
areas fill the board less the date cells), rules out the designs with a
date that has no tiling (proofs only, :mod:`.design_eval`), counts every
date of the others with the census, writes one JSON line per censused
design and per finished chunk (resumable: a killed run started again with
the same ``out`` skips the finished chunks and takes the designs censused
in an unfinished one as known), and ranks the designs.

Objectives (every one puts designs whose every date is solvable first,
then fewer unsolvable dates):

* ``most-fewest``: the largest fewest-solutions count (the kindest design:
  its hardest date has the most solutions), then the largest total;
* ``fewest-fewest``: the smallest fewest-solutions count (the hardest
  puzzle whose every date still works), then the smallest total;
* ``even``: the smallest coefficient of variation of the counts (every
  date about as hard as every other), then the largest fewest count.

Results file lines (``"record"`` first): one ``"search"`` line (the space,
its signature), ``"chunk"`` lines (see :class:`~.design_eval.ChunkOutcome`)
and ``"design"`` lines (``design``: piece names; the statistics of
:func:`~.design_eval.distribution`).
"""

from __future__ import annotations

import numbers
import os
import time
from dataclasses import dataclass, field
from typing import Callable

from ...core.compiled import needs
from ...core.errors import PuzzleInputError, shown
from ...core.settings import spelled
from ...core.dask_workers import run_on_dask
from ...core.workers import check_jobs, run_on_processes
from ..arguments import KINDS, argument_types
from .design_eval import ChunkOutcome, Evaluator
from .design_lines import check_dask_jobs as _check_dask_jobs, check_lines, check_verified, line_key as _key
from .design_space import DesignSpace
from .library import Library, load_board, load_library
from .verify import design_edition, verify_dates, verify_design

OBJECTIVES = ("most-fewest", "fewest-fewest", "even")


def rank_key(objective: str) -> Callable[[dict], tuple]:
    """Sort key of design records for ``objective`` (smaller sorts first).

    Raises:
        TypeError: an objective that is not a string (None was "unknown objective None", as rank and
            search_designs say a TypeError).
        PuzzleInputError: an unknown objective.
    """
    if not isinstance(objective, str):
        raise TypeError(f"rank_key: objective must be a string, got {type(objective).__name__} {shown(objective, 40)}")
    if objective not in OBJECTIVES:
        raise PuzzleInputError(f"unknown objective {shown(objective)} (use {', '.join(OBJECTIVES)})")

    def key(r: dict) -> tuple:
        fewest = r["fewest"]["count"] if r.get("fewest") else 0
        head = (r["unsolvable"],)
        if objective == "most-fewest":
            return head + (-fewest, -r["total"], r["design"])
        if objective == "fewest-fewest":
            return head + (fewest, r["total"], r["design"])
        return head + (r["cv"], -fewest, r["design"])

    return key


@argument_types(designs=(lambda v: isinstance(v, (list, tuple)) and all(isinstance(r, dict) for r in v),
                          "a list of design records (dicts, as search_designs gives them)"),
                objective="text",
                top=(KINDS["optional whole"][0], "a whole number, 1 or more, or None"))
def rank(designs: list, objective: str, top: int | None = None) -> list:
    """Design records best first for ``objective`` (the first ``top``).

    Raises:
        TypeError: an argument of another type (designs=None met "'NoneType' object is not iterable").
        PuzzleInputError: an unknown objective; ``top`` below 1; a record without a field the objective sorts by (it met
            ``KeyError: 'unsolvable'``).
    """
    if top is not None and top < 1:  # a whole number below 1 is a bad value, not a bad type (it was a TypeError)
        raise PuzzleInputError(f"rank: top must be 1 or more, or None, got {top}")
    key = rank_key(objective)
    wanted = ("design", "unsolvable", "total") + (("cv",) if objective == "even" else ())
    for number, record in enumerate(designs, start=1):
        fewest = record.get("fewest")
        if fewest and not isinstance(fewest, dict):  # a 5 was told it "has no 'fewest count'"
            raise TypeError(f"rank: design record {number}'s 'fewest' is {shown(fewest, 40)}, not a record with a "
                            f"'count' (as search_designs gives)")
        missing = next((name for name in wanted if name not in record), None) or \
            ("fewest count" if fewest and "count" not in fewest else None)
        if missing is not None:
            raise PuzzleInputError(f"rank: design record {number} has no {missing!r} (as search_designs gives)")
        odd = next((name for name in wanted[1:] if not _number(record[name])), None) or \
            ("fewest count" if fewest and not _number(fewest["count"]) else None) or \
            ("design" if not isinstance(record["design"], str) else None)
        if odd is not None:  # a cv of None met "'<' not supported between instances of 'float' and 'NoneType'"
            value = fewest["count"] if odd == "fewest count" else record[odd]
            raise TypeError(f"rank: design record {number}'s {odd!r} is {shown(value, 40)}, "
                            f"not {'text' if odd == 'design' else 'a number'} (as search_designs gives)")
    return sorted(designs, key=key)[:top]


def _number(value) -> bool:
    """A record's number: a real number (numpy's too: a total of np.int64(3) was told it is "not a number"), not a
    bool, not NaN (NaN sorted anywhere)."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool) and value == value


@dataclass
class DesignSearchResult:
    """What a design search found.

    Attributes:
        space: :meth:`~.design_space.DesignSpace.describe` of the space.
        objective: the objective of ``best``.
        designs: every censused design record (this run's and resumed ones, those of chunks not finished
            yet included: each was censused whole, and a report of "0 censused" beside them in the file misled).
        best: the top designs for the objective, best first; each verified
            one carries ``"verified"`` (:func:`verify_dates`; the first
            ``verify`` of them, as far as the time limit allows).
        chunks_done: chunks finished (of ``space["chunks"]``).
        designs_done: designs decided (censused or ruled out).
        ruled_out: designs proven to have an unsolvable date without a census.
        kills: ``{date: designs it ruled out}``, largest first.
        resumed: chunks that were already in the results file.
        partial: designs censused in chunks this run left unfinished (written, known to the next run).
        complete: every chunk (of ``chunks``, when given) finished (False:
            the time limit stopped it).
        seconds: this run's wall time (s).
        interrupted: Ctrl-C or SIGTERM stopped it (the designs so far, unverified).
    """

    space: dict
    objective: str
    designs: list = field(default_factory=list)
    best: list = field(default_factory=list)
    chunks_done: int = 0
    designs_done: int = 0
    ruled_out: int = 0
    kills: dict = field(default_factory=dict)
    resumed: int = 0
    partial: int = 0
    complete: bool = False
    seconds: float = 0.0
    interrupted: bool = False
    _finished: set = field(default_factory=set, repr=False)
    _unfinished: dict = field(default_factory=dict, repr=False)  # design -> record, of chunks not finished

    def settle(self, objective: str, top: int | None) -> None:
        """Take the designs of unfinished chunks into ``designs`` and rank ``best`` (at the end of a run)."""
        self.designs = self.designs + [d for d in self._unfinished.values()]
        self.designs_done += len(self._unfinished)
        self._unfinished = {}
        self.kills = dict(sorted(self.kills.items(), key=lambda kv: -kv[1]))
        self.best = rank(self.designs, objective, top)

    def to_json(self) -> dict:
        """``{"kind": "calendar-design", "space", "objective", "complete", "chunks_done",
        "designs_done", "ruled_out", "censused", "all_solvable", "kills" (top 10), "best", "seconds"}``."""
        return {"kind": "calendar-design", "space": self.space, "objective": self.objective,
                "complete": self.complete, "chunks_done": self.chunks_done, "designs_done": self.designs_done,
                "ruled_out": self.ruled_out, "censused": len(self.designs),
                "all_solvable": sum(1 for d in self.designs if d["all_solvable"]),
                "kills": dict(list(self.kills.items())[:10]), "best": self.best, "seconds": round(self.seconds, 3),
                **({"interrupted": True} if self.interrupted else {})}


_EVALUATORS: dict = {}


def _evaluator(board, library: Library, k: int, check=None) -> Evaluator:
    """The worker's evaluator for a space, built once per process (``check`` as :class:`Evaluator` takes it)."""
    space = DesignSpace(board, library, k)
    sig = space.signature()
    if sig not in _EVALUATORS:
        _EVALUATORS.clear()
        _EVALUATORS[sig] = Evaluator(space, check)
    return _EVALUATORS[sig]


#: Seconds a chunk in flight gets past the time limit before its worker is ended: a chunk has the deadline
#: itself and stops within its census's clock checks; one still unfinished is dropped and redone on resume.
CHUNK_GRACE = 0.1


def evaluate_chunk(board, library: Library, k: int, index: int, wall_deadline: float | None,
                   known: dict | None = None, on_design=None):
    """One chunk, in a worker (a pool process or a Dask worker): the
    :class:`~.design_eval.ChunkOutcome`.  ``wall_deadline`` is a
    ``time.time()`` value (clocks of other machines agree on it, not on
    ``perf_counter``), or None (TypeError or ValueError: no number, or NaN);
    ``known`` the chunk's designs an earlier run censused (see :meth:`~.design_eval.Evaluator.run_chunk`)."""
    from ...core.options import TimeUp
    from ..arguments import check_deadline

    wall_deadline = check_deadline(wall_deadline, "wall_deadline", wall=True)  # 'x' met "unsupported operand"
    deadline = None if wall_deadline is None else time.perf_counter() + (wall_deadline - time.time())

    def check() -> None:
        if deadline is not None and time.perf_counter() > deadline:
            raise TimeUp()

    try:  # the evaluator's engines take seconds to build for a large library: -t 1 ended after 4 s
        ev = _evaluator(board, library, k, check)
    except TimeUp:  # the chunk is left for a resume, as one its search ran out in
        return ChunkOutcome({"record": "chunk", "chunk": index}, [], False)
    return ev.run_chunk(index, deadline, known, on_design)


_OPTIONAL_TEXT = (lambda v: v is None or isinstance(v, str), "a string or None")
_CHUNKS = (lambda v: v is None or isinstance(v, range), "a range of chunk indices or None")


@needs("gridsat.engines._tiling")
@argument_types(objective="text", top="whole", verify="whole", dask=_OPTIONAL_TEXT, chunks=_CHUNKS,
                on_progress="function", out="out")
def search_designs(board, library, k: int, *, objective: str = "most-fewest", out=None, jobs: int | None = 1,
                   dask: str | None = None, time_limit: float | None = None, top: int = 10, verify: int = 3,
                   chunks: range | None = None,
                   on_progress: Callable[[dict], None] | None = None) -> DesignSearchResult:
    """Search the designs of ``k`` pieces from ``library`` for ``board`` and rank them.

    Args:
        board: a :class:`~.rules.CalendarBoard` or a spec for :func:`~.library.load_board`.
        library: a :class:`~.library.Library` or a spec for :func:`~.library.load_library`.
        k: pieces per design.
        objective: one of :data:`OBJECTIVES`.
        out: the JSON-lines results file (None: kept in memory only, not resumable).
        jobs: worker processes (1: in this process; None: one per core; at most
            :func:`~gridsat.core.workers.max_jobs`, 4 per core).
        dask: a Dask scheduler address (``tcp://HOST:PORT``) instead of local processes.
        time_limit: seconds for the whole search (reading the results file,
            building, searching); unfinished chunks are left for a resume, their censused designs written.
        top: designs in ``best``.
        verify: how many of ``best`` get every date's first tiling checked
            by :func:`~.result.calendar_violations` (never the solver).
        chunks: search only these chunk indices (a share of the space for
            one machine, or a benchmark); None: every chunk.
        on_progress: called after each chunk with ``{"chunks_done",
            "chunks", "designs_done", "designs", "censused", "best"}``.

    Returns:
        :class:`DesignSearchResult`.

    Raises:
        PuzzleInputError: a bad board, library, K, objective, jobs, ``chunks`` (empty, or past the space's),
            ``top`` (below 1), ``verify`` (below 0) or
            ``time_limit`` (as :class:`~gridsat.core.options.SolverOptions` takes it: -1 and 0 ran no chunk, inf
            the whole space for hours); a results file of another search, locked or not gridsat's; a Dask
            scheduler that cannot be reached.
        TypeError: an argument of the wrong type, naming it.
    """
    from ...core.jsonl import JsonLinesWriter

    from ...core.options import SolverOptions

    t0 = time.perf_counter()
    SolverOptions(time_limit=time_limit)  # the checks every time limit gets
    for name, value, least in (("top", top, 1), ("verify", verify, 0)):
        if value < least:
            raise PuzzleInputError(f"{name} must be {least} or more, got {value}")
    wall_deadline = None if time_limit is None else time.time() + time_limit
    rank_key(objective)
    jobs = check_jobs(jobs)  # 16 workers held 500 MB; the 1,024 once allowed, some 30 GB
    _check_dask_jobs(dask, jobs)
    board, library = load_board(board), library if isinstance(library, Library) else load_library(library)
    space = DesignSpace(board, library, k)
    head = {"record": "search", "signature": space.signature(), **space.describe()}
    result = DesignSearchResult(space.describe(), objective)
    writer = JsonLinesWriter(out, key=_key, first_field="record") if out is not None else None
    try:
        done, known = set(), {}  # known: chunk -> {design: record} of its designs censused by an earlier run
        if writer is not None:
            old = writer.done.get(("search",))
            if old is not None and old.get("signature") != head["signature"]:
                raise PuzzleInputError("the results file belongs to another search (other board, library or K); "
                                       f"choose another {spelled('--out', 'out')}", str(out))
            if old is None:
                if writer.done:
                    raise PuzzleInputError("the results file has no search line; choose another "
                                           f"{spelled('--out', 'out')}", str(out))
                writer.write(head)
            check_lines(space, writer.done.values(), out)  # an edited count was ranked as found
            for rec in writer.done.values():
                if rec["record"] == "chunk":
                    done.add(rec["chunk"])
                    _tally(result, rec)
                elif rec["record"] == "design":
                    result.designs.append(rec)
            for rec in result.designs:  # a chunk longer than -t was begun from nothing by every run, never done
                known.setdefault(rec["chunk"], {})[rec["design"]] = rec
            result._unfinished = {d["design"]: d for d in result.designs if d["chunk"] not in done}
            result.designs = [d for d in result.designs if d["chunk"] in done]
            result.resumed = len(done)

        early: set = set()  # designs written as they were censused (one process), before their chunk ended

        def write_design(rec: dict) -> None:
            if writer is not None and not writer.has(("design", rec["design"])):
                writer.write(rec)
                early.add(rec["design"])

        def record(outcome) -> None:
            fresh = [d for d in outcome.designs if writer is None or not writer.has(("design", d["design"]))]
            if not outcome.complete:
                if writer is not None and fresh:
                    writer.write_many(fresh)
                result.partial += len(fresh) + sum(1 for d in outcome.designs if d["design"] in early)
                result._unfinished.update((d["design"], d) for d in outcome.designs)
                return
            for d in outcome.designs:
                result._unfinished.pop(d["design"], None)
            if writer is not None:
                writer.write_many(fresh + [outcome.record])
            result.designs.extend(outcome.designs)
            result._finished.add(outcome.record["chunk"])
            _tally(result, outcome.record)
            if on_progress is not None:
                on_progress({"chunks_done": result.chunks_done, "chunks": len(space.chunks),
                             "designs_done": result.designs_done, "designs": space.total,
                             "censused": len(result.designs), "best": rank(result.designs, objective, 1)})

        wanted = range(len(space.chunks)) if chunks is None else chunks
        if not wanted:  # range(0) searched nothing and said complete
            raise PuzzleInputError(f"chunks is empty: give the chunk indices to search (0..{len(space.chunks) - 1}), "
                                   "or None for every chunk")
        ends = (wanted[0], wanted[-1])  # a range's ends: min() of range(10**18) walked it for ever
        if min(ends) < 0 or max(ends) >= len(space.chunks):
            raise PuzzleInputError(f"chunks must lie in 0..{len(space.chunks) - 1}")
        todo = (i for i in wanted if i not in done)
        args = (board, library, k)
        workers = jobs or os.cpu_count() or 1
        calls = ((*args, i, wall_deadline, known.get(i)) for i in todo)
        over = (lambda: False) if wall_deadline is None else (lambda: time.time() >= wall_deadline)
        if dask:
            run_on_dask(dask, evaluate_chunk, calls, over, record, grace=CHUNK_GRACE)
        elif workers == 1:
            for i in todo:
                if wall_deadline is not None and time.time() > wall_deadline:
                    break
                try:
                    outcome = evaluate_chunk(*args, i, wall_deadline, known.get(i), write_design)
                except KeyboardInterrupt as exc:  # the designs the chunk censused before it are written
                    if getattr(exc, "done", None) is not None:
                        record(exc.done)
                    raise
                record(outcome)
        else:
            # each chunk has the deadline and an unfinished one is dropped (record), so a call in flight gets
            # no grace: waiting the pool's second for workers still importing ran -t 0.3 to 1.1 s
            # stoppable: a worker's chunk stopped by Ctrl-C hands back its designs (--jobs 2 dropped them)
            run_on_processes(evaluate_chunk, calls, workers, over, record, grace=CHUNK_GRACE, stoppable=True)
    except KeyboardInterrupt as exc:  # the designs censused so far, ranked but unchecked: shown as a time limit's
        result.settle(objective, top)  # are (it showed nothing)
        result.interrupted = True
        result.seconds = time.perf_counter() - t0
        exc.partial = result
        raise
    finally:
        if writer is not None:
            writer.close()
    result.complete = result.chunks_done == len(space.chunks) or (
        chunks is not None and all(i in done or i in result._finished for i in chunks))
    result.settle(objective, top)
    for rec in result.best[:verify]:
        if wall_deadline is not None and time.time() > wall_deadline:
            break  # the time limit covers the checks too: the rest stay unverified
        check_verified(rec, verify_design(board, library, rec["design"].split()), out)  # kept, or refused
    result.seconds = time.perf_counter() - t0
    return result


def _tally(result: DesignSearchResult, chunk: dict) -> None:
    result.chunks_done += 1
    result.designs_done += chunk["designs"]
    result.ruled_out += chunk["ruled_out"]
    for date, n in chunk.get("kills", {}).items():
        result.kills[date] = result.kills.get(date, 0) + n


__all__ = ["OBJECTIVES", "DesignSearchResult", "design_edition", "evaluate_chunk", "rank", "rank_key",
           "search_designs", "verify_dates", "verify_design"]
