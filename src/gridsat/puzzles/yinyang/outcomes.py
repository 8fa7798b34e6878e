"""What the Yin-Yang search kernel reports (:mod:`gridsat.puzzles.yinyang.kernel`):
one search, a uniqueness question, forced cells."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SearchOutcome:
    """What one search found.

    Attributes:
        answers: answers found, each a tuple of rows (tuples of 1 white /
            2 black), in search order.
        complete: True when the search space was exhausted, so ``answers``
            are all the answers (for ``avoid``: all answers but that one).
        stop: ``"exhausted"``, ``"limit"`` (``limit`` answers found),
            ``"deadline"``, ``"nodes"`` (node budget) or ``"interrupted"``.
        nodes: search nodes (1 = solved by propagation at the root).
        probes: failed-literal probes made.
        failed_probes: probes that fixed a cell.
        restarts: times the search started again with a larger budget.
        seconds: wall time (s).
        count: answers found (more than ``len(answers)`` when ``keep`` kept
            only the first ones; None means ``len(answers)``).
    """

    answers: tuple
    complete: bool
    stop: str
    nodes: int = 0
    probes: int = 0
    failed_probes: int = 0
    restarts: int = 0
    seconds: float = 0.0
    count: int | None = None

    def __post_init__(self):
        if self.count is None:
            object.__setattr__(self, "count", len(self.answers))


@dataclass(frozen=True)
class UniquenessOutcome:
    """Verdict of :func:`uniqueness`.

    Attributes:
        verdict: ``"unique"`` (proven), ``"not_unique"`` (``second`` is the
            witness), ``"no_solution"`` (proven infeasible) or ``"unknown"``
            (deadline or node budget first) -- the values of
            ``gridsat.core.solver.Uniqueness``.
        first, second: answers (tuples of rows of 1/2) or None.
        nodes, seconds: search nodes and wall time (s).
    """

    verdict: str
    first: tuple | None
    second: tuple | None
    nodes: int
    seconds: float


@dataclass(frozen=True)
class ForcedOutcome:
    """Cells equal in every answer (the backbone), from :func:`forced`.

    Attributes:
        forced: rows of 0 (not forced) / 1 / 2, or None without an answer.
        complete: False when a limit stopped the proof (then cells shown
            forced may still vary: an over-approximation).
        first: an answer, or None (infeasible or unknown).
        infeasible: True when proven to have no answer.
        searches: searches made.
        seconds: wall time (s).
    """

    forced: tuple | None
    complete: bool
    first: tuple | None
    infeasible: bool
    searches: int
    seconds: float


__all__ = ["ForcedOutcome", "SearchOutcome", "UniquenessOutcome"]
