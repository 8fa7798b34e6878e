"""What a user may set on a run: time limit, workers, seed, solver parameters.

The time limit covers the whole run -- reading and parsing the puzzle (the
command line starts the clock before it reads), building placements and
models, presolve, search, checking -- so a run keeps one *deadline*:
:meth:`SolverOptions.started` fixes it when the run begins and
every later step asks :meth:`SolverOptions.left` how much is left (or calls
:meth:`SolverOptions.check_time`, which raises :class:`TimeUp`, while
building).  Nothing here imports a solver.
"""

from __future__ import annotations

import math
import sys
import time
from dataclasses import dataclass, replace

from .amounts import (DEFAULT_MEMORY_LIMIT, RAISE_MEMORY, RAISE_MEMORY_PYTHON, _bytes_of, amount_of_memory,  # noqa: F401
                      default_memory_limit, raise_memory)  # (named here too: the options' module was their home)
from .errors import PuzzleInputError, check_seconds, perf_deadline, shown
from .reading_clock import (READING_SLACK, REPEAT_TIME_UP, REPEAT_WINDOW, TimeUp, _timed,  # noqa: F401
                            reading_under)  # (named here too: the options' module was their home)

#: Largest random seed CP-SAT takes (its ``random_seed`` is a 32-bit integer).
MAX_SEED = 2**31 - 1

#: Most solver threads a run may ask for.
MAX_WORKERS = 256

def whole(value):
    """``value`` as a plain int when it is an integer of another type (numpy's
    ``np.int64(3)``, which was refused as "not a whole number"); anything else
    (True, 2.0, "3", None) as it is, for the caller's own check to name."""
    if isinstance(value, int) or isinstance(value, bool) or not hasattr(type(value), "__index__"):
        return value
    import operator

    try:
        return operator.index(value)
    except TypeError:  # numpy's bool has __index__ but refuses it
        return value


def truth(value):
    """``value`` as a plain bool when it is numpy's (``np.True_``, whose type is also called 'bool': it was refused
    as "must be True or False, got bool"); anything else as it is, for the caller's own check to name."""
    kind = type(value)
    return bool(value) if kind.__module__ == "numpy" and kind.__name__ in ("bool", "bool_") else value


def is_array(value) -> bool:
    """Whether ``value`` is a numpy array (told without importing numpy)."""
    kind = type(value)
    return kind.__module__ == "numpy" and kind.__name__ == "ndarray"


def plain_rows(value):
    """``value`` (rows of values) with a numpy array, or rows given as numpy arrays, as lists of Python's values
    (``check_position``, ``hints(start=...)``, a Polyomino's cells refused ``np.array(...)`` as 'got ndarray', where
    ``with_answer`` takes it); anything else as it is, for the caller's own check to name."""
    if is_array(value):
        return value.tolist()
    if isinstance(value, (list, tuple)) and any(is_array(row) for row in value):
        return [row.tolist() if is_array(row) else row for row in value]
    return value


def real(value):
    """``value`` as :func:`whole` makes it, and a real number of another type (numpy's ``np.float32(2)``) as a
    float; anything else as it is, for the caller's own check to name."""
    value = whole(value)
    if value.__class__ in (int, float) or isinstance(value, (int, float)):
        return value
    import numbers

    return float(value) if isinstance(value, numbers.Real) else value


#: Seconds a listing keeps back for checking and printing an answer, a cell (measured: a 60x60 Yin-Yang answer is
#: checked in 40 ms and printed in 0.1 s on a loaded 2-core machine, 39 microseconds a cell), and in all.
LISTED_SECONDS_PER_CELL = 60e-6
LISTED_SECONDS = 0.1


def keeps_back(limit: int | None, keep: int | None) -> bool:
    """Whether a run finding answers up to ``limit`` (None: all) and keeping ``keep`` of them (None: every one)
    keeps back time to check and show them (:meth:`SolverOptions.listing`): a listing (``limit`` at most one past
    ``keep``) of three or more, a count of two or more or of every one -- on every engine, as the counting search
    does (CP-SAT's enumeration counted to the deadline: ``--count -n 5 -t 2 --engine cpsat`` on an empty
    Slitherlink showed one answer of the five, ``count(keep=None)`` one of hundreds)."""
    if keep is None:
        return True
    return keep > 2 if limit is not None and limit <= keep + 1 else keep > 1


@dataclass(frozen=True)
class SolverOptions:
    """Solver settings shared by every kind.

    Attributes:
        time_limit: wall-clock limit in seconds for the whole run (None = no
            limit); a run that meets it ends with status ``unknown``.
        workers: solver threads (CP-SAT ``num_workers``, exact-cover counting
            threads); None = the measured default of the model.
        seed: random seed (CP-SAT ``random_seed``); None = the solver's default.
        params: extra CP-SAT parameters ``"name:value,..."`` (OR-Tools'
            ``--params`` syntax), applied last (checked by the kind before
            a run: nothing here imports a solver).
        log: print the solver's search log (on stderr).
        deadline: ``time.perf_counter()`` value when the time runs out, set by
            :meth:`started` (None = not started or no limit).
        memory_limit: bytes a model may need before it is built, and a search
            may hold beyond what the process held when the run started (None =
            :func:`default_memory_limit`); see :meth:`check_memory` and
            :meth:`check_memory_use`.
        memory_base: bytes the process held when the run started (set by
            :meth:`started`; None = not started, or not readable here).

    Raises:
        PuzzleInputError: a time limit that is not positive, workers below 1,
            a seed outside 0..2**31-1, a memory limit that is not positive, a
            deadline that is NaN, infinite or a time.time() value, a memory base below 0 or past the
            machine's memory.
        TypeError: a value of the wrong type (``time_limit="5"``), naming the field.
    """

    time_limit: float | None = None
    workers: int | None = None
    seed: int | None = None
    params: str = ""
    log: bool = False
    deadline: float | None = None
    memory_limit: int | None = None
    memory_base: int | None = None

    def __post_init__(self):
        for name in ("workers", "seed", "memory_base"):  # numpy's integers too, as every count
            object.__setattr__(self, name, whole(getattr(self, name)))
        for name in ("time_limit", "memory_limit", "deadline"):  # np.int64(10**9) bytes was 'must be a number'
            object.__setattr__(self, name, real(getattr(self, name)))
        for name, kinds, what in (("time_limit", (int, float), "a number of seconds"),
                                  ("workers", (int,), "a whole number"), ("seed", (int,), "a whole number"),
                                  ("memory_limit", (int, float), "a number of bytes"),
                                  ("deadline", (int, float), "a time.perf_counter() value"),
                                  ("memory_base", (int,), "a number of bytes")):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, kinds)):
                raise TypeError(f"{name} must be {what} or None, got {type(value).__name__} {shown(value, 40)}")
        object.__setattr__(self, "log", truth(self.log))  # numpy's np.False_ too, as every flag
        if not isinstance(self.params, str) or not isinstance(self.log, bool):
            name, value = ("params", self.params) if not isinstance(self.params, str) else ("log", self.log)
            raise TypeError(f"{name} must be {'text name:value,...' if name == 'params' else 'True or False'}, "
                            f"got {type(value).__name__} {shown(value, 40)}")
        if self.memory_limit is not None and not 1 <= self.memory_limit < math.inf:  # bytes: the command line and
            # the web API refuse their GB below a byte themselves, naming their own option; inf was taken (the
            # command line refuses it): no limit is None
            raise PuzzleInputError(f"memory_limit must be a number of bytes, 1 or more (None: the default), got "
                                   f"{self.memory_limit:g}")
        check_seconds(self.time_limit, "time_limit")  # the keyword, as memory_limit, workers and seed are named
        if self.deadline is not None and not abs(self.deadline) <= sys.float_info.max:  # NaN never ran out (and
            # a whole number past a float's range raised OverflowError in math.isfinite and in every subtraction)
            raise PuzzleInputError(f"deadline must be a finite time.perf_counter() value (None: set by started()), "
                                   f"got {shown(self.deadline)}")
        object.__setattr__(self, "deadline", perf_deadline(self.deadline))
        if self.memory_base is not None and self.memory_base < 0:
            raise PuzzleInputError(f"memory_base must be a number of bytes, 0 or more (None: set by started()), got "
                                   f"{shown(self.memory_base)}")
        if self.memory_base is not None:  # what the process held: 10**30 switched the memory watch off unsaid
            from .memory import machine_bytes

            machine = machine_bytes()
            if machine is not None and self.memory_base > machine:
                raise PuzzleInputError(f"memory_base must be the bytes the process held, at most the machine's "
                                       f"{machine:,}, got {shown(self.memory_base)}")
        if self.workers is not None and not 1 <= self.workers <= MAX_WORKERS:
            raise PuzzleInputError(f"workers must be from 1 to {MAX_WORKERS}, got {shown(self.workers)}")
        if self.seed is not None and not 0 <= self.seed <= MAX_SEED:
            raise PuzzleInputError(f"seed must be a whole number from 0 to {MAX_SEED}, got {shown(self.seed)}")

    def started(self) -> "SolverOptions":
        """These options with the deadline fixed ``time_limit`` seconds from
        now and :attr:`memory_base` read (each unchanged when already set;
        the deadline stays None without a time limit)."""
        changes: dict = {}
        if self.deadline is None and self.time_limit is not None:
            changes["deadline"] = time.perf_counter() + self.time_limit
        if self.memory_base is None:
            from .memory import resident_bytes

            base = resident_bytes()
            if base is not None:
                changes["memory_base"] = base
        return replace(self, **changes) if changes else self

    def check_memory_use(self, imported: int = 0) -> None:
        """Raise :class:`~gridsat.core.memory.MemoryLimitError` when the
        process holds more than the memory limit beyond :attr:`memory_base`
        and the ``imported`` bytes its imports took meanwhile (what a search
        may grow to; called while it runs, every few tens of milliseconds).
        Nothing before :meth:`started`."""
        if self.memory_base is None:
            return
        from .amounts import needed_and_limit
        from .memory import MemoryLimitError, resident_bytes

        held = resident_bytes()
        limit = self.memory_limit if self.memory_limit is not None else default_memory_limit()
        if held is not None and held - self.memory_base - imported > limit:
            grown, most = needed_and_limit(held - self.memory_base - imported, limit)  # (was "past the memory
            # limit (0.1 GB) and was stopped: it held 0.1 GB", 0.1004 GB rounded to the limit's digits)
            raise MemoryLimitError(f"the search grew past the memory limit ({most}) "
                                   f"and was stopped: it held {grown} (raise the limit with {raise_memory()})")

    def listing(self, answers: int | None = None, cells: int | None = None) -> "SolverOptions":
        """These options with the deadline moved earlier, for a search listing
        many answers: the time kept back is for checking and printing them (a
        listing that ran to the deadline kept one answer, the more were asked
        for the fewer were shown).  Kept back: half the time left, or, given
        the ``answers`` to list and the ``cells`` of each, what checking and
        printing that many takes (:data:`LISTED_SECONDS_PER_CELL` a cell) when
        it is less (an empty 60x60 Yin-Yang's ``-n 3 -t 5`` gave up at 2.4 s,
        its first answer 3 s away, for three answers shown in 0.4 s).
        Unchanged without a deadline."""
        if self.deadline is None:
            return self
        left = max(self.deadline - time.perf_counter(), 0.0)
        kept = left / 2
        if answers is not None and cells is not None:
            kept = min(kept, LISTED_SECONDS + answers * cells * LISTED_SECONDS_PER_CELL)
        return replace(self, deadline=time.perf_counter() + left - kept)

    def left(self) -> float | None:
        """Seconds left before the deadline (None = no limit; may be <= 0)."""
        if self.deadline is None:
            return self.time_limit
        return self.deadline - time.perf_counter()

    def expired(self) -> bool:
        """True when the deadline has passed."""
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def check_time(self) -> None:
        """Raise :class:`TimeUp` when the deadline has passed (call it while building)."""
        if self.expired():
            raise TimeUp()

    def answers_held(self, each: float, least: int = 1, engine: float = 0) -> int:
        """How many answers of ``each`` bytes half the memory limit (the default when none is set) holds beside
        ``engine`` bytes of the search itself, and at least ``least``: what a count keeping every answer
        (``keep=None``) keeps, every kind counting on past them."""
        budget = (self.memory_limit or default_memory_limit()) // 2 - engine
        return max(least, int(budget // max(each, 1)))

    def check_memory(self, needed: float, what: str, answers: int = 1) -> None:
        """Refuse, before building, a model estimated to need ``needed`` bytes
        above the memory limit.

        Args:
            needed: the estimate in bytes.
            what: what would be built and how large (``"a CP-SAT model of
                1,000,000 cells"``), for the message.
            answers: how many answers the estimate keeps: past the machine's
                memory, fewer is advised only where more than one was asked for.

        Raises:
            MemoryLimitError: ``"WHAT needs about X GB of memory; the limit
                is Y GB (--memory-limit, or GRIDSAT_MEMORY_LIMIT)"`` (a
                :class:`PuzzleInputError`); past the machine's own memory,
                that no limit lets it run.
        """
        limit = self.memory_limit if self.memory_limit is not None else default_memory_limit()
        if needed > limit:
            from .amounts import needed_and_limit

            shown, most = needed_and_limit(needed, limit)  # never "needs about 0.1 GB; the limit is 0.1 GB"
            from .memory import MemoryLimitError, machine_bytes

            machine = machine_bytes()
            if machine is not None and needed > machine:  # -n 10**20 was told to raise the limit to 1.5e+14 GB
                way = "ask for fewer solutions, or a smaller puzzle" if answers > 1 else "give a smaller puzzle"
                raise MemoryLimitError(f"{what} needs about {shown} of memory, more than this machine has: no limit "
                                       f"lets it run ({way})")  # one answer of a 1000x1000 LITS: "fewer solutions"
            raise MemoryLimitError(f"{what} needs about {shown} of memory; the limit is {most} (raise it with "
                                   f"{raise_memory()})")


def given_options(options) -> "SolverOptions":
    """``options`` as given (a :class:`SolverOptions`), or the defaults for None.

    Raises: TypeError: anything else (``options=0``, ``[]`` or ``{}`` ran with the defaults).
    """
    if options is None:
        return SolverOptions()
    if not isinstance(options, SolverOptions):
        raise TypeError(f"options must be gridsat.SolverOptions or None, got {type(options).__name__} "
                        f"{shown(options, 40)}")
    return options


__all__ = ["DEFAULT_MEMORY_LIMIT", "MAX_SEED", "MAX_WORKERS", "SolverOptions", "TimeUp", "amount_of_memory",
           "given_options", "keeps_back", "READING_SLACK", "default_memory_limit", "reading_under"]
