"""The settings every puzzle of a batch is solved with (:class:`Settings`), made once by
:func:`~gridsat.batch.run.run_batch` and given to every worker with each chunk."""

from __future__ import annotations

from ..core.errors import shown
import time
from dataclasses import dataclass, field

from ..core.settings import command_line


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
        until: the whole run's deadline, a ``time.time()`` value (None = no
            limit): puzzles not started by then get no record (the next
            run does them), and none gets more time than is left.
        folder: the folder relative puzzle paths are read from: the one
            the run was started in (a Dask worker's own may be another);
            None = the worker's.
        memory_limit: bytes each puzzle's reading and model may take, the
            run's (a Dask worker's own GRIDSAT_MEMORY_LIMIT may be another);
            None = the worker's.
        results: the results file's folder (absolute): each line of a puzzle named by a relative path says
            where it is from there (``at``: :func:`~gridsat.batch.places.place`), so a results file shared by
            runs from two folders names each puzzle once; None = no ``at``.
        option_words: the records' messages name the command line's options
            (``--memory-limit``) rather than the Python API's keywords; by
            default, as the process making the settings does (a Dask
            worker's own process, started apart, named the keywords).

    Raises:
        TypeError: a field of the wrong type (``unique="no"`` was read as true, ``kind=5`` dropped).
        PuzzleInputError: an unknown kind, a time or memory limit out of range.
    """

    kind: str | None = None
    time_limit: float | None = None
    unique: bool = False
    check_answer: bool = False
    engine: str = "auto"
    until: float | None = None
    folder: str | None = None
    memory_limit: int | None = None
    option_words: bool = field(default_factory=lambda: command_line())
    results: str | None = None

    def __post_init__(self):
        import os

        from ..core.options import SolverOptions, truth
        from ..puzzles.kinds import get

        for name in ("unique", "check_answer", "option_words"):  # numpy's np.True_ too, as every flag
            object.__setattr__(self, name, truth(getattr(self, name)))

        if self.kind is not None and not isinstance(self.kind, str):  # kind=5 was dropped: every kind detected
            raise TypeError(f"Settings.kind must be a kind's name or None, got {type(self.kind).__name__}")
        if self.kind is not None:
            get(self.kind)  # an unknown one named, with the kinds
        for name, test, words in (("engine", lambda v: isinstance(v, str), "an engine's name"),
                                  ("unique", lambda v: isinstance(v, bool), "True or False"),
                                  ("check_answer", lambda v: isinstance(v, bool), "True or False"),
                                  ("option_words", lambda v: isinstance(v, bool), "True or False"),
                                  ("until", lambda v: v is None or isinstance(v, (int, float))
                                   and not isinstance(v, bool), "a time.time() value or None"),
                                  ("folder", lambda v: v is None or isinstance(v, (str, os.PathLike)),
                                   "a folder (str or path) or None"),
                                  ("results", lambda v: v is None or isinstance(v, str), "a folder (str) or None")):
            if not test(value := getattr(self, name)):
                raise TypeError(f"Settings.{name} must be {words}, got {type(value).__name__} {shown(value, 40)}")
        SolverOptions(time_limit=self.time_limit, memory_limit=self.memory_limit)  # their checks, named

    def seconds(self) -> float | None:
        """The time limit of the next puzzle: its own, cut to what is left of the run."""
        if self.until is None:
            return self.time_limit
        left = max(self.until - time.time(), 1e-3)
        return left if self.time_limit is None else min(self.time_limit, left)

    def over(self) -> bool:
        """True once the whole run's deadline has passed."""
        return self.until is not None and time.time() >= self.until

    def unknown_verdict(self) -> dict:
        """What a line a limit stopped before its answer holds of the verdict asked for: ``uniqueness`` unknown
        with ``unique`` (it held none, where a search the limit cut holds it)."""
        return {"uniqueness": "unknown"} if self.unique else {}


__all__ = ["Settings"]
