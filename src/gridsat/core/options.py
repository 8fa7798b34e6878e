"""What a user may set on a run: time limit, workers, seed, solver parameters.

The time limit covers the whole run after the input is read -- building
placements and models, presolve, search, checking -- so a run keeps one
*deadline*: :meth:`SolverOptions.started` fixes it when the run begins and
every later step asks :meth:`SolverOptions.left` how much is left (or calls
:meth:`SolverOptions.check_time`, which raises :class:`TimeUp`, while
building).  Nothing here imports a solver.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from .errors import PuzzleInputError

#: Largest random seed CP-SAT takes (its ``random_seed`` is a 32-bit integer).
MAX_SEED = 2**31 - 1


class TimeUp(Exception):
    """The run's deadline passed while building (a model, placements...).

    Not an input error: a kind catches it and reports status ``unknown``.
    """


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
            ``--params`` syntax), applied last.
        log: print the solver's search log (on stderr).
        deadline: ``time.perf_counter()`` value when the time runs out, set by
            :meth:`started` (None = not started or no limit).

    Raises:
        PuzzleInputError: a time limit that is not positive, workers below 1,
            a seed outside 0..2**31-1.
    """

    time_limit: float | None = None
    workers: int | None = None
    seed: int | None = None
    params: str = ""
    log: bool = False
    deadline: float | None = None

    def __post_init__(self):
        if self.time_limit is not None and not self.time_limit > 0:
            raise PuzzleInputError(f"time limit must be a positive number of seconds, got {self.time_limit}")
        if self.workers is not None and self.workers < 1:
            raise PuzzleInputError(f"workers must be at least 1, got {self.workers}")
        if self.seed is not None and not 0 <= self.seed <= MAX_SEED:
            raise PuzzleInputError(f"seed must be a whole number from 0 to {MAX_SEED}, got {self.seed}")
        if self.params:
            from ..engines.cpsat import parse_params

            parse_params(self.params)  # fail early on a bad parameter string

    def started(self) -> "SolverOptions":
        """These options with the deadline fixed ``time_limit`` seconds from
        now (unchanged when already started or without a limit)."""
        if self.deadline is not None or self.time_limit is None:
            return self
        return replace(self, deadline=time.perf_counter() + self.time_limit)

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


__all__ = ["MAX_SEED", "SolverOptions", "TimeUp"]
