"""What stopped an unfinished search, in the words the command line says it."""

from __future__ import annotations


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
    from ..engines.cpsat_params import LIMITS, parse_params

    try:
        params = parse_params(options.params)
    except Exception:  # refused before any search; nothing to tell apart
        return True
    return not any(params.HasField(name) for name in LIMITS)


__all__ = ["time_ran_out"]
