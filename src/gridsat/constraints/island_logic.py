"""Forced cells of the island genres (Nurikabe): the deductions a solver makes by hand before any search, run to a
fixed point in plain Python.

Every deduction holds in every answer, so fixing the cells it finds keeps the set of answers as it is: solving,
counting, uniqueness and forced cells on the smaller model give what they give on the whole one (and a contradiction
proves there is no answer).  The rules (each a classic Nurikabe technique; Nikoli's rules as puzz.link states them,
robx/pzprjs ``rules.en.yaml``):

1. clue cells are unshaded;
2. an island (an unshaded area with its clue) that has its size is
   surrounded by shaded cells; one that lacks cells and has a single
   undecided neighbour grows there (none: no answer); an unshaded area
   without a clue must reach one, so likewise;
3. an undecided cell next to areas holding two clues, or whose island would
   then outgrow its number, is shaded;
4. a cell no island can reach -- within the cells it still lacks, never
   through a shaded cell or a cell next to another island -- is shaded (an
   unshaded cell no island can reach: no answer);
5. (with ``blocks``) no block is all shaded: three shaded cells of a 2x2
   block make the fourth unshaded;
6. (with ``sea_connected``) a shaded area with a single undecided
   neighbour extends there when shaded cells lie elsewhere or more are
   needed; with no neighbour left while others exist: no answer;
7. when every clue has a size, exactly ``cells - sum of sizes`` are shaded.

:func:`probed_cells` adds one-cell trials: a value of an undecided cell
from which these rules reach a contradiction holds in no answer.

Both run compiled (``gridsat.constraints._islands``, the same rules in C, 30-60 times faster) on boards of
4-neighbour cells when it is installed, and here in Python otherwise (the reference the tests hold the compiled rules
to).
"""

from __future__ import annotations

import numbers
from collections import deque
from typing import Callable, Mapping, Sequence

from ..core.grid import cut_vertices
from .tagging import both_ways, cells_listed

UNKNOWN = -1


class Contradiction(Exception):
    """The rules leave no answer."""


def forced_cells(cells: Sequence, neighbours: Callable, clues: Mapping, *, blocks: Sequence = (),
                 sea_connected: bool = True, check: Callable | None = None, deadline: float | None = None,
                 compiled: bool = True) -> dict | None:
    """The cells the rules above force (see the module docstring).

    Args:
        cells: every cell, in a fixed order.
        neighbours: ``cell -> iterable of neighbour cells``.
        clues: ``{clue cell: size}``, None for a clue of unknown size.
        blocks: groups of cells that are never all shaded (2x2 blocks).
        sea_connected: the shaded cells are one connected area.
        check: called once per round (a deadline check that raises).
        deadline: the run's deadline (``time.perf_counter()`` seconds, None:
            none), which the compiled rules hold (then ``check`` raises).
        compiled: use the compiled rules when they are installed.

    Returns:
        ``{cell: 1 (shaded) or 0 (unshaded)}`` for the forced cells, or
        None when the rules prove there is no answer.

    Raises:
        ValueError: a clue off the board or a size below 1 (naming ``clues``).
        TypeError: a size neither a whole number nor None.
        TimeUp: the deadline passed (from ``check``).
        KeyboardInterrupt: Ctrl-C (the compiled rules stop at once).
    """
    neighbours = both_ways(cells := cells_listed(cells, "cells"), neighbours, check)  # (one way: half the rules)
    if compiled and _compiled(cells, neighbours, blocks, check):
        return _deduce_compiled(cells, neighbours, clues, blocks, sea_connected, check, deadline, None)
    index = {cell: i for i, cell in enumerate(cells)}
    nbs = [[index[nb] for nb in neighbours(cell)] for cell in cells]
    size = _sizes(index, clues)
    try:
        state = _deduce(len(cells), nbs, size, [[index[c] for c in b] for b in blocks], sea_connected, check,
                        staged=True)
    except Contradiction:
        return None
    return {cell: state[i] for i, cell in enumerate(cells) if state[i] != UNKNOWN}


def probed_cells(cells: Sequence, neighbours: Callable, clues: Mapping, *, blocks: Sequence = (),
                 sea_connected: bool = True, check: Callable | None = None, deadline: float | None = None,
                 trials: int | None = None, compiled: bool = True) -> dict | None:
    """:func:`forced_cells`, then one-cell trials (failed-literal probing)
    to a fixed point: an undecided cell whose one value makes the rules
    contradict themselves takes the other value in every answer; sweeps over
    the undecided cells repeat until one decides nothing.

    Args and result: as :func:`forced_cells` (``check`` is called once per
    round of every trial); ``trials``: the most trials made (None: no
    bound), after which the cells decided so far are returned (each holds
    in every answer, as when the sweeps end by themselves).  The cost is a
    run of the rules per trial: use it where the search without it is the
    larger cost.
    """
    neighbours = both_ways(cells := cells_listed(cells, "cells"), neighbours, check)  # (one way: half the rules)
    if compiled and _compiled(cells, neighbours, blocks, check):
        return _deduce_compiled(cells, neighbours, clues, blocks, sea_connected, check, deadline,
                                -1 if trials is None else max(trials, 0))
    index = {cell: i for i, cell in enumerate(cells)}
    nbs = [[index[nb] for nb in neighbours(cell)] for cell in cells]
    size = _sizes(index, clues)
    blocks = [[index[c] for c in b] for b in blocks]
    cut_done: dict = {}
    try:
        state = _deduce(len(cells), nbs, size, blocks, sea_connected, check, cut_done=cut_done, staged=True)
        decided, left = True, trials
        while decided:
            decided, implied = False, set()  # values a trial without contradiction reached since the last decision
            for i in range(len(cells)):
                for value in (0, 1) if state[i] == UNKNOWN else ():
                    if (i, value) in implied:  # its rules' run is part of that trial's: no contradiction either
                        continue
                    if left is not None:
                        if left <= 0:
                            return {cell: state[j] for j, cell in enumerate(cells) if state[j] != UNKNOWN}
                        left -= 1
                    trial = list(state)
                    trial[i] = value
                    try:
                        _deduce(len(cells), nbs, size, blocks, sea_connected, check, trial, dict(cut_done))
                    except Contradiction:
                        state[i], decided, implied = 1 - value, True, set()
                        state = _deduce(len(cells), nbs, size, blocks, sea_connected, check, state, cut_done)
                        break
                    implied.update((j, v) for j, v in enumerate(trial) if v != UNKNOWN and state[j] == UNKNOWN)
    except Contradiction:
        return None
    return {cell: state[i] for i, cell in enumerate(cells) if state[i] != UNKNOWN}


#: The compiled rules; boards of at most this many cells run with Ctrl-C
#: handled when they return (a few milliseconds), larger ones in a thread
#: Ctrl-C stops at once (which costs about 0.1 ms a call).
MODULE = "gridsat.constraints._islands"
SHORT_BOARD = 400


def compiled_rules() -> bool:
    """Whether the compiled rules are installed (imports nothing)."""
    from ..core.compiled import present

    return present(MODULE)


def _ticking(items, check, every: int = 4096):
    """``items`` one by one, calling ``check`` (a deadline check that
    raises, or None) before every ``every``-th: the Python loops that set
    up the compiled rules take seconds on a 1000x1000 board."""
    for i, item in enumerate(items):
        if check is not None and not i % every:
            check()
        yield item


def check_clues(clues: Mapping, cells) -> None:
    """Refuse island clues (``{clue cell: size or None}``) the rules cannot
    mean, on the board of ``cells`` (a set or mapping: ``in`` is asked).

    Raises:
        ValueError: a clue off the board or a size below 1 (the compiled rules' -1 and -2 mean "any size" and
            "no clue": read as sizes, they gave wrong forced cells).
        TypeError: ``clues`` not a mapping (a list met AttributeError), a size not a whole number or None.
    """
    if not isinstance(clues, Mapping):
        raise TypeError(f"clues must be a mapping {{clue cell: size or None}}, got {type(clues).__name__}")
    for cell, size in clues.items():
        if cell not in cells:
            raise ValueError(f"clues: {cell!r} is not one of the cells")
        if size is not None and (isinstance(size, bool) or not isinstance(size, numbers.Integral)):
            raise TypeError(f"clues: the size at {cell!r} must be a whole number or None (any size), "
                            f"not {type(size).__name__}")
        if size is not None and size < 1:
            raise ValueError(f"clues: the size at {cell!r} is {int(size)}; an island has 1 cell or more "
                             "(None: any size)")


def _sizes(index: Mapping, clues: Mapping) -> dict:
    """``{cell index: size}`` of ``clues`` (checked), -1 for None (any size); a
    size past the board is as impossible as the board's size + 1."""
    check_clues(clues, index)
    return {index[cell]: -1 if size is None else min(int(size), len(index) + 1) for cell, size in clues.items()}


def _compiled(cells, neighbours, blocks, check=None) -> bool:
    """Whether the compiled rules can take this board (installed; at most
    4 neighbours a cell, blocks of 4), saying once when they are missing."""
    if not compiled_rules():
        from ..core.compiled import fall_back

        fall_back(MODULE, "the same rules in Python")
        return False
    return len(cells) > 0 and all(len(b) == 4 for b in _ticking(blocks, check)) and \
        all(len(neighbours(c)) <= 4 for c in _ticking(cells, check))


def _deduce_compiled(cells, neighbours, clues, blocks, sea_connected, check, deadline, trials):
    """The rules (and with ``trials`` not None, the trials) in C; as :func:`forced_cells`."""
    from array import array
    import importlib
    import time

    from ..core.options import TimeUp
    from ..engines.interrupt import interruptible

    islands = importlib.import_module(MODULE)
    n = len(cells)
    index = {cell: i for i, cell in enumerate(_ticking(cells, check))}
    nbs = array("i", [-1]) * (4 * n)
    for i, cell in enumerate(_ticking(cells, check)):
        for d, nb in enumerate(neighbours(cell)):
            nbs[4 * i + d] = index[nb]
    sizes = array("i", [-2]) * n
    for i, size in _sizes(index, clues).items():
        sizes[i] = size
    flat_blocks = array("i", [index[c] for b in _ticking(blocks, check) for c in b])
    state, stop = bytearray(b"\xff" * n), bytearray(1)
    seconds = 0.0
    if deadline is not None:
        seconds = deadline - time.perf_counter()
        if seconds <= 0:
            raise TimeUp
    def call():
        return islands.deduce(nbs, sizes, flat_blocks, memoryview(state).cast("b"), sea_connected,
                              trials is not None, -1 if trials is None else trials, seconds, stop)

    code = call() if n <= SHORT_BOARD else interruptible(call, stop)
    if code == islands.CONTRADICTION:
        return None
    if code == islands.STOPPED:
        if check is not None:
            check()
        raise TimeUp
    return {cell: (1 if state[i] == 1 else 0) for i, cell in enumerate(_ticking(cells, check)) if state[i] != 255}


def _areas(cells, nbs, state, value):
    """Label the areas of ``value`` cells: ``(label per cell (-1 outside), [cells of each area])``."""
    label, areas = [-1] * len(state), []
    for start in cells:
        if state[start] != value or label[start] >= 0:
            continue
        label[start] = len(areas)
        area, queue = [start], [start]
        while queue:
            for nb in nbs[queue.pop()]:
                if state[nb] == value and label[nb] < 0:
                    label[nb] = len(areas)
                    area.append(nb)
                    queue.append(nb)
        areas.append(area)
    return label, areas


def _deduce(n, nbs, size, blocks, sea_connected, check, state=None, cut_done=None, staged=False):
    """The rules to a fixed point from ``state`` (None: nothing decided; changed in place);
    ``cut_done`` remembers rule 4b's regions between calls (a trial starts from its base's).
    ``staged``: rules 4, 4b and 6b (the costly ones) run in a round only when the others found nothing in it
    (it ends as ever with a round of every rule finding nothing; janko.at 827, 13x20 with "?" clues, from
    nothing decided in 11 ms instead of 25; a trial, which needs few rounds, is faster unstaged)."""
    state = [UNKNOWN] * n if state is None else state
    for i in size:
        if state[i] == 1:
            raise Contradiction
        state[i] = 0
    every = range(n)
    total = None if any(s < 0 for s in size.values()) else n - sum(size.values())
    changed = True
    cut_done = {} if cut_done is None else cut_done  # rule 4b's last region per clue: the same cut cells again

    def put(i, value):
        nonlocal changed
        if state[i] == UNKNOWN:
            state[i], changed = value, True
        elif state[i] != value:
            raise Contradiction

    while changed:
        changed = False
        if check is not None:
            check()
        label, areas = _areas(every, nbs, state, 0)
        owner = []  # the clue of each unshaded area, or -1
        for area in areas:
            inside = [i for i in area if i in size]
            if len(inside) > 1 or inside and 0 <= size[inside[0]] < len(area):
                raise Contradiction  # rule 2: one clue per island, never too big
            owner.append(inside[0] if inside else -1)
        liberties = [{nb for i in area for nb in nbs[i] if state[nb] == UNKNOWN} for area in areas]
        for a, area in enumerate(areas):  # rule 2
            k, libs = owner[a], liberties[a]
            if k >= 0 and size[k] == len(area):
                for i in libs:
                    put(i, 1)
            elif k < 0 or size[k] > 0:
                if not libs:
                    raise Contradiction
                if len(libs) == 1:
                    put(next(iter(libs)), 0)
        for i in every:  # rule 3
            if state[i] != UNKNOWN:
                continue
            near = {label[nb] for nb in nbs[i] if label[nb] >= 0}
            keys = {owner[a] for a in near if owner[a] >= 0}
            if len(keys) > 1 or keys and 0 <= size[k := next(iter(keys))] < 1 + sum(len(areas[a]) for a in near):
                put(i, 1)
        for block in blocks:  # rule 5
            shaded = sum(state[i] == 1 for i in block)
            if shaded == len(block):
                raise Contradiction
            if shaded == len(block) - 1:
                for i in block:
                    if state[i] == UNKNOWN:
                        put(i, 0)
        n_shaded = state.count(1)
        if total is not None:  # rule 7
            if n_shaded > total or n - state.count(0) < total:
                raise Contradiction
            if n_shaded == total or n - state.count(0) == total:
                for i in every:
                    if state[i] == UNKNOWN:
                        put(i, 0 if n_shaded == total else 1)
        if sea_connected:  # rule 6
            _, seas = _areas(every, nbs, state, 1)
            more = len(seas) > 1 or total is not None and state.count(1) < total
            if more:
                exits = [{nb for i in sea for nb in nbs[i] if state[nb] == UNKNOWN} for sea in seas]
                for out in exits:
                    if not out:
                        raise Contradiction
                    if len(out) == 1:
                        put(next(iter(out)), 1)
        if staged and changed:  # the costly rules wait until the others settle
            continue
        reached, regions = [False] * n, []  # rule 4
        for a, area in enumerate(areas):
            k = owner[a]
            if k < 0:
                continue
            budget = n if size[k] < 0 else size[k] - len(area)
            for i in area:
                reached[i] = True
            if budget <= 0:
                continue
            dist = dict.fromkeys(area, 0)
            queue = deque(area)
            while queue:
                i = queue.popleft()
                if dist[i] == budget:
                    continue
                for nb in nbs[i]:
                    if nb in dist or state[nb] == 1 or label[nb] >= 0 and owner[label[nb]] >= 0:
                        continue
                    if any(label[x] >= 0 and owner[label[x]] not in (-1, k) for x in nbs[nb]):
                        continue
                    dist[nb] = dist[i] + 1
                    reached[nb] = True
                    queue.append(nb)
            if size[k] > 0:
                regions.append((k, dist))
        for i in every:
            if not reached[i]:
                if state[i] == 0:
                    raise Contradiction
                put(i, 1)
        for k, region in regions:  # rule 4b: cells an island cannot do without
            if len(region) <= size[k]:
                if len(region) < size[k]:
                    raise Contradiction
                for i in region:
                    put(i, 0)
                continue
            if cut_done.get(k) == region.keys():
                continue
            cut_done[k] = region.keys()
            found, pieces = cut_vertices(nbs, region.__contains__, k)
            for i, cut_off in pieces.items():
                if i != k and len(found) - 1 - sum(w for _, _, w in cut_off) < size[k]:
                    put(i, 0)
        root = next((i for i in every if state[i] == 1), None) if sea_connected else None
        if root is not None:  # rule 6b: cells the sea cannot do without
            found, pieces = cut_vertices(nbs, lambda i: state[i] != 0, root, lambda i: int(state[i] == 1))
            if len(found) < n and sum(state[i] == 1 for i in found) < state.count(1):
                raise Contradiction
            for i, cut_off in pieces.items():
                if i != root and state[i] == UNKNOWN and any(w for _, _, w in cut_off):
                    put(i, 1)
    return state


__all__ = ["Contradiction", "compiled_rules", "forced_cells", "probed_cells"]
