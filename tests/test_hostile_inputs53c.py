"""Hostile pass 53, part C: the Python API and designers."""

import itertools
import time

import pytest

from gridsat import PuzzleInputError
from gridsat.engines.cover import CoverEngine


def test_cover_engine_refuses_a_time_time_deadline():
    # CoverEngine(...).count(deadline=time.time() + 2) was a billion seconds away on the perf_counter clock: the
    # count of a 30-item matching ran on past it (minutes) where SolverOptions and the kinds refuse that value.
    engine = CoverEngine([[a, b] for a, b in itertools.combinations(range(30), 2)])
    deadline = time.time() + 2
    message = (f"deadline {deadline:.6g} is a time.time() value (a date); a deadline here is a time.perf_counter() "
               f"value: time.perf_counter() + seconds")
    with pytest.raises(PuzzleInputError) as count:
        engine.count(deadline=deadline)
    assert str(count.value) == message
    with pytest.raises(PuzzleInputError) as listing:
        engine.iter(deadline=deadline)
    assert str(listing.value) == message
    assert engine.count(deadline=time.perf_counter() - 1)[1] is False  # a perf_counter one still taken
