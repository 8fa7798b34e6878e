"""What the web server allows one request, and how much work it takes at once.

Every number here is a bound that keeps ``gridsat serve`` safe to leave
running: a request can neither run long, nor send a huge puzzle, nor start
more solver processes than the machine has room for.  Requests that exceed
a size get HTTP 413 with one line saying which limit; a ``time_limit`` above
the cap is lowered to the cap (the answer then says ``unknown`` if it ran
out), never refused.
"""

from __future__ import annotations

import sys

from dataclasses import dataclass

from ..core.errors import PuzzleInputError, shown


#: The most solver processes a server may run (``gridsat serve --workers`` allows as many).
MAX_WORKERS = 64


class TooLarge(PuzzleInputError):
    """Input over one of the server's size limits (HTTP 413)."""


@dataclass(frozen=True)
class Limits:
    """The server's bounds.

    Attributes:
        workers: solver processes (requests solved at the same time).
        queue: requests that may wait for a free process; one more gets
            HTTP 503 at once.
        queue_wait: seconds a request may wait for a process before it gets
            HTTP 503.
        time_limit: seconds of solving a request gets when it names no
            ``time_limit``.
        max_time_limit: the largest ``time_limit`` a request gets (a larger
            one is lowered to it).
        grace: seconds a worker may run past a request's time limit (reading
            the puzzle, drawing) before the server stops it (HTTP 504).
        max_body: largest request body (bytes).
        body_seconds: seconds a request's body may take to arrive, from the
            moment the app starts reading it; a slower one gets HTTP 408 and
            its connection is closed (a client that sent a head and then
            dripped its body, or stopped, held one of the server's
            connection places for as long as it liked).
        max_puzzle: largest ``"puzzle"`` text (characters), with the
            ``"files"`` sent beside it counted in.
        max_cells: largest board (cells) of a puzzle or a generated board.
        max_solutions: largest ``solutions`` (a listing of more is refused).
        max_skip: largest ``skip`` (solutions passed over before a listing;
            the solver still finds them, so this bounds its work and memory).
        max_files: most ``files`` sent with one request.
        memory_limit: the largest model a request may build, in GB (see
            :meth:`~gridsat.core.options.SolverOptions.check_memory`); a
            request may ask for less, a larger ``memory_limit`` is lowered to it.
        warm: let new solver processes solve each kind's example once before
            the first request, so the first answer comes quickly.

    Raises:
        TypeError: a count that is not a whole number (True and False are
            not), an amount that is not a number, ``warm`` not True or False.
        ValueError: a bound below 1 (below 0 for ``queue``) or not below a
            billion, more than :data:`MAX_WORKERS` workers, an amount not
            positive or not below a billion.
    """

    workers: int = 2
    queue: int = 32
    queue_wait: float = 30.0
    time_limit: float = 10.0
    max_time_limit: float = 60.0
    grace: float = 15.0
    max_body: int = 512 * 1024
    body_seconds: float = 30.0
    max_puzzle: int = 256 * 1024
    max_cells: int = 10_000
    max_solutions: int = 100
    max_skip: int = 10_000
    max_files: int = 8
    memory_limit: float = 2.0
    warm: bool = True

    def __post_init__(self):
        counts = ("workers", "queue", "max_body", "max_puzzle", "max_cells", "max_solutions", "max_skip", "max_files")
        amounts = ("queue_wait", "time_limit", "max_time_limit", "grace", "body_seconds", "memory_limit")
        from numbers import Integral, Real

        for name in counts + amounts:  # workers="2" failed comparing str and int; 2.5, True, nan went through
            value, whole = getattr(self, name), name in counts
            if isinstance(value, bool) or not isinstance(value, Integral if whole else Real):
                raise TypeError(f"{name} must be {'a whole number' if whole else 'a number'}, got "
                                f"{type(value).__name__} {shown(value, 40)}")
            if type(value) not in (int, float):  # numpy's numbers, as SolverOptions takes them (np.int64 was refused)
                object.__setattr__(self, name, int(value) if isinstance(value, Integral) else float(value))
        from ..core.options import truth

        object.__setattr__(self, "warm", truth(self.warm))  # numpy's np.True_ too
        if not isinstance(self.warm, bool):
            raise TypeError(f"warm must be True or False, got {type(self.warm).__name__} {shown(self.warm, 40)}")
        for name in counts[:1] + counts[2:]:
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, got {shown(getattr(self, name))}")
        if self.workers > MAX_WORKERS:  # each is a process: what `gridsat serve --workers` allows
            raise ValueError(f"workers must be at most {MAX_WORKERS}, got {shown(self.workers)}")
        for name in counts[1:]:  # max_solutions=10**30 was taken: a bound that bounds nothing
            if getattr(self, name) >= 10**9:
                raise ValueError(f"{name} must be below a billion, got {shown(getattr(self, name))}")
        if self.queue < 0:
            raise ValueError(f"queue must be at least 0, got {shown(self.queue)}")
        for name in amounts:
            unit = "GB" if name == "memory_limit" else "seconds"
            if not 0 < getattr(self, name) < 1e9:  # inf and nan refused too
                raise ValueError(f"{name} must be a positive number of {unit} (below a billion), "
                                 f"got {shown(getattr(self, name))}")
        if self.memory_limit * 1024**3 < 1:
            raise ValueError(f"memory_limit {self.memory_limit:g} GB is less than one byte")
        if self.time_limit > self.max_time_limit:
            raise ValueError(f"time_limit {self.time_limit} is above max_time_limit {self.max_time_limit}")

    def seconds(self, asked: float | None) -> float:
        """The time limit a request gets: ``asked`` (None: the default),
        lowered to :attr:`max_time_limit`.

        Raises:
            PuzzleInputError: ``asked`` not positive, or past the largest number.
        """
        if asked is None:
            return self.time_limit
        if asked > sys.float_info.max:  # JSON's 1e400, or a whole number of 400 digits (an int, never equal to
            # inf: it slipped past), was lowered to the cap; the command line refuses -t 1e400 and -t 999...
            raise PuzzleInputError(f"time_limit {asked} is past the largest number (about 1.8e308)")
        if not asked > 0:  # named as the request names it, as memory_limit is: was "time limit must be ..."
            from ..core.errors import check_seconds

            check_seconds(asked, "time_limit")
        return min(asked, self.max_time_limit)

    def memory_bytes(self, asked_gb: float | None) -> int:
        """The memory limit a request gets, in bytes: ``asked_gb`` (None: the
        server's), lowered to :attr:`memory_limit`.

        Raises:
            PuzzleInputError: ``asked_gb`` not positive, or below a byte.
        """
        from ..core.errors import number_text

        if asked_gb is not None and not 0 < asked_gb < 1e9:
            raise PuzzleInputError("memory_limit must be a positive number of GB (below a billion), got "
                                   f"{number_text(asked_gb)}")
        gb = self.memory_limit if asked_gb is None else min(asked_gb, self.memory_limit)
        if gb * 1024**3 < 1:  # as the command line's --memory-limit
            raise PuzzleInputError(f"memory_limit {number_text(asked_gb)} GB is less than one byte")
        return int(gb * 1024**3)

    def check_cells(self, rows: int, cols: int, what: str = "the board") -> None:
        """Refuse a board of more than :attr:`max_cells` cells.

        Raises:
            TooLarge: naming the size and the limit.
        """
        if rows * cols > self.max_cells:  # (sizes as counts are written: a board '9...9x5' of 4,000 digits was
            # told whole, its message cut at 1,000 characters before it said the limit)
            from ..core.errors import big_count

            def side(n: int) -> str:
                return str(n) if abs(n) < 10**21 else big_count(n)

            raise TooLarge(f"{what} has {side(rows)}x{side(cols)} = {big_count(rows * cols)} cells; this server "
                           f"takes at most {self.max_cells:,}")


__all__ = ["Limits", "MAX_WORKERS", "TooLarge"]
