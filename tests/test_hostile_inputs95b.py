"""Pass 95b: packing and exact cover checked against brute force (these held; kept so they keep holding)."""

import random

import gridsat


def _brute(options, primary):
    """Every cover by trying all subsets of options (Knuth's rules: a chosen option names a primary item; each
    primary item once; a secondary item by one option, or by several that all give it the same colour)."""
    covers = []
    for mask in range(1 << len(options)):
        chosen = [i for i in range(len(options)) if mask >> i & 1]
        seen, colours, ok = {p: 0 for p in primary}, {}, True
        for i in chosen:
            ok = ok and any(entry.split(":")[0] in seen for entry in options[i])
            for entry in options[i]:
                item, _, colour = entry.partition(":")
                if item in seen:
                    seen[item] += 1
                else:
                    colours.setdefault(item, []).append(colour or None)
        ok = ok and all(n == 1 for n in seen.values())
        ok = ok and all(len(cs) == 1 or (None not in cs and len(set(cs)) == 1) for cs in colours.values())
        if ok:
            covers.append(chosen)
    return covers


def test_random_colour_covers_match_brute_force():
    rng = random.Random(95)
    for _ in range(150):
        primary = [f"p{i}" for i in range(rng.randint(1, 4))]
        secondary = [f"s{i}" for i in range(rng.randint(0, 3))]
        options = []
        for _ in range(rng.randint(1, 9)):
            items = rng.sample(primary + secondary, min(rng.randint(1, 4), len(primary) + len(secondary)))
            options.append(
                [f"{it}:{rng.choice('AB')}" if it in secondary and rng.random() < 0.6 else it for it in items]
            )
        expected = _brute(options, primary)
        assert gridsat.count_covers(options, primary=primary, secondary=secondary) == len(expected), options
        assert sorted(gridsat.covers(options, primary=primary, secondary=secondary)) == sorted(expected), options


def test_one_sided_pentominoes_do_not_tile_3x20():
    # the 8 tilings of 3x20 are 2 up to symmetry; each needs a flipped piece, so rotations alone give none
    # (checked by an independent search)
    from gridsat.puzzles.pack import make_puzzle

    result = make_puzzle("3x20", one_sided=True).count()
    assert (result.count, result.complete) == (0, True)
