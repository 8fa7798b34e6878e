"""What stopped an unfinished search, in the words the command line says it."""

from __future__ import annotations


def holds_nothing(path) -> bool:
    """True when the results file ``path`` does not exist or is empty: a run stopped then says "nothing was
    written to" it, not "every line written is kept in" it."""
    import os

    try:
        return os.path.getsize(path) == 0
    except OSError:
        return not os.path.exists(path)


def time_ran_out(options) -> bool:
    """Whether the run's time limit (``options.deadline``), not a limit set in ``--params``, is what stopped an
    unfinished search: with both, a search ``--params max_time_in_seconds:0.1`` stopped long before ``-t 5`` said
    "the time limit ran out" (without ``-t`` it said "a solver limit (--params)").  CP-SAT's parameters are read
    only when ``--params`` are given: importing them loaded CP-SAT and numpy in every solve, a third of a second
    of a small puzzle's whole command."""
    if options.deadline is None:
        return False
    if not options.params or options.expired():
        return True
    from ..engines.cpsat_params import parse_params, sets_a_limit

    try:
        params = parse_params(options.params)
    except Exception:  # refused before any search; nothing to tell apart
        return True
    return not sets_a_limit(params)


def what_stopped(options) -> bool | str:
    """True where the time limit stopped an unfinished search (:func:`time_ran_out`), else the words for what did:
    a limit set in ``--params``, or, with no ``--params``, the engine's own budget (``dominofit --engine cycles`` of
    a board without a tiling said "a solver limit (--params) stopped the search", though no --params were given)."""
    if time_ran_out(options):
        return True
    return "a solver limit (--params)" if options.params else "the engine's own search budget"


__all__ = ["time_ran_out", "what_stopped"]
