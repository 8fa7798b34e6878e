"""CoverEngine.without (the same problem less some options, from the numbered
items) against brute force: every subset of the options of small random
problems, with and without secondary items and colours, small enough to be
listed whole and large enough (over 64 options) to be reordered."""

from __future__ import annotations

import itertools
import random

import pytest

from cover_problems import queens
from gridsat.engines.cover import CoverEngine


def brute_covers(options, primary, secondary):
    """Every exact cover (with colours) by trying every subset of the options
    holding a primary item (Knuth's programs drop the others)."""
    out = []
    usable = [k for k, o in enumerate(options) if any(str(e) in primary for e in o)]
    for size in range(len(usable) + 1):
        for chosen in itertools.combinations(usable, size):
            used: dict = {}
            ok = True
            for k in chosen:
                for entry in options[k]:
                    item, _, colour = str(entry).partition(":")
                    colour = colour or None
                    if item in used and (item in primary or used[item] is None or used[item] != colour):
                        ok = False
                    used[item] = colour
            if ok and all(p in used for p in primary):
                out.append(list(chosen))
    return sorted(out)


def random_problem(rng):
    primary = [f"p{i}" for i in range(rng.randint(1, 4))]
    secondary = [f"s{i}" for i in range(rng.randint(0, 2))]
    options = []
    for _ in range(rng.randint(1, 9)):
        option = rng.sample(primary, rng.randint(0, len(primary)))
        option += [s if rng.random() < 0.5 else f"{s}:{rng.choice('AB')}"
                   for s in rng.sample(secondary, rng.randint(0, len(secondary)))]
        options.append(option or [rng.choice(primary)])
    return options, primary, secondary


def test_without_lists_the_covers_holding_none_of_the_dropped_options():
    rng = random.Random(7)
    for _ in range(300):
        options, primary, secondary = random_problem(rng)
        every = brute_covers(options, primary, secondary)
        engine = CoverEngine(options, primary, secondary)
        assert sorted(engine.iter()) == every
        drop = set(rng.sample(range(len(options)), rng.randint(0, len(options))))
        less = engine.without(drop)
        expected = [c for c in every if not drop & set(c)]
        assert sorted(less.iter()) == expected
        assert less.count() == (len(expected), True)
        assert less.n_options == len(options) - len(drop)
        assert sorted(engine.iter()) == every  # the engine itself is unchanged


def test_without_on_a_reordered_problem_eight_queens():
    options, primary, secondary = queens(8)  # 64 options: reordered by their items past 64
    options = options + [list(o) for o in options[:5]]
    engine = CoverEngine(options, primary, secondary)
    assert engine._order is not None
    every = list(engine.iter())
    for drop in ({0}, {3, 64, 68}, set(range(0, 69, 2)), set(range(69))):
        expected = sorted(c for c in every if not drop & set(c))
        assert sorted(engine.without(drop).iter()) == expected
        assert engine.without(drop).count(workers=2) == (len(expected), True)
    assert engine.without(set()).count() == engine.count()


def test_without_refuses_an_option_it_does_not_have():
    engine = CoverEngine([["a"], ["a"]])
    with pytest.raises(IndexError, match=r"options are numbered 0..1; cannot drop \[2\]"):
        engine.without([2])
