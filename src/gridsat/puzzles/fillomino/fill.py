"""A first Fillomino answer built outright, for boards the givens leave sparse (the model's solution hint).

:func:`greedy_fill` grows every given's block from it first (breadth first, through empty cells, never beside
another block of its number), then fills the cells left over in reading order, each the root of the smallest block
that fits there (a block of ``k`` cells grown from it through cells still empty, never beside a block of ``k``).
It fills no cell twice and never undoes a block, so it may fail (a given boxed in by another's block, an empty
pocket no size fits): it then answers None, and the caller goes on without it.  What it returns is only a
candidate: the caller checks it with the kind's checker before using it.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Callable


def grow(start: list, size: int, filled: dict, neighbours: Callable) -> list | None:
    """Cells of a block of ``size`` cells holding ``size``, grown breadth first from ``start`` (cells already
    its own) through cells not in ``filled`` (``{cell: number}``); a cell is taken only when no neighbour outside
    the block holds ``size``, and the finished block may have none either.  None when no such block is found
    this way."""
    block = list(start)
    own = set(start)
    queue = deque(start)
    while queue and len(block) < size:
        cell = queue.popleft()
        for nxt in neighbours(cell):
            if len(block) == size:
                break
            if nxt in own or nxt in filled:
                continue
            if any(filled.get(n) == size and n not in own for n in neighbours(nxt)):
                continue
            own.add(nxt)
            block.append(nxt)
            queue.append(nxt)
    if len(block) != size:
        return None
    if any(filled.get(n) == size and n not in own for cell in block for n in neighbours(cell)):
        return None
    return block


def widen(cell, blocks: list, owner: dict, fixed: set, filled: dict, neighbours: Callable) -> list | None:
    """A neighbouring block of ``cell`` with no given (of ``blocks``, not in ``fixed``) taken with ``cell`` into one
    block a cell larger, if no neighbour of theirs holds the new size: the block (emptied from ``filled`` and
    ``owner``, ``blocks``' entry left empty), or None when none can."""
    for k in sorted({owner[n] for n in neighbours(cell) if n in owner} - fixed):
        block = blocks[k] + [cell]
        own = set(block)
        if any(filled.get(n) == len(block) and n not in own for c in block for n in neighbours(c)):
            continue
        for c in blocks[k]:
            del filled[c]
            del owner[c]
        blocks[k] = []
        return block
    return None


#: Greedy fills tried (:func:`greedy_fills`); a 15x15 fill takes 5-40 ms of CPU.
ATTEMPTS = 12


def greedy_fills(cells: list, neighbours: Callable, givens: dict, check: Callable | None = None):
    """Yield ``{cell: number}`` for every cell of ``cells`` (reading order), the ``givens`` (``{cell: number}``,
    no ``?``) kept, once for each of :data:`ATTEMPTS` greedy fills that did not get stuck (see the module
    docstring): the first in the neighbours' own order, the others each in an order shuffled by a seeded random
    draw (the same every run); they may repeat.  ``check`` is called once per block (a deadline check that
    raises)."""
    for attempt in range(ATTEMPTS):
        if attempt == 0:
            near = neighbours
        else:
            draw = random.Random(attempt)
            table = {cell: draw.sample(list(neighbours(cell)), len(list(neighbours(cell)))) for cell in cells}
            near = table.__getitem__
        filled = fill_once(cells, near, givens, check)
        if filled is not None:
            yield filled


def greedy_fill(cells: list, neighbours: Callable, givens: dict, check: Callable | None = None) -> dict | None:
    """The first of :func:`greedy_fills` (its arguments), or None when every attempt got stuck."""
    return next(greedy_fills(cells, neighbours, givens, check), None)


def fill_once(cells: list, neighbours: Callable, givens: dict, check: Callable | None = None) -> dict | None:
    """One greedy fill (:func:`greedy_fill`'s arguments, in ``neighbours``' order): None when it got stuck."""
    filled: dict = {}
    blocks: list = []  # each block's cells
    fixed: set = set()  # the blocks holding a given (never widened)
    for cell in sorted(givens):
        if cell in filled:
            continue
        size = givens[cell]
        # the givens of this number joined to it already are one block with it
        start, seen, queue = [], {cell}, deque([cell])
        while queue:
            here = queue.popleft()
            start.append(here)
            for n in neighbours(here):
                if n not in seen and givens.get(n) == size and n not in filled:
                    seen.add(n)
                    queue.append(n)
        if len(start) > size or any(filled.get(n) == size for c in start for n in neighbours(c)):
            return None
        block = grow(start, size, {**filled, **{c: v for c, v in givens.items() if c not in seen}}, neighbours)
        if block is None:
            return None
        filled.update((c, size) for c in block)
        blocks.append(block)
        fixed.add(len(blocks) - 1)
        if check is not None:
            check()
    owner = {c: k for k, block in enumerate(blocks) for c in block}
    for cell in cells:
        if cell in filled:
            continue
        room, queue = {cell}, deque([cell])  # the empty cells joined to it: no block of it is larger
        while queue:
            for n in neighbours(queue.popleft()):
                if n not in room and n not in filled:
                    room.add(n)
                    queue.append(n)
        for size in range(1, len(room) + 1):
            block = grow([cell], size, filled, neighbours)
            if block is not None:
                break
        else:
            block = widen(cell, blocks, owner, fixed, filled, neighbours)
            if block is None:
                return None
            size = len(block)
        for c in block:
            owner[c] = len(blocks)
        blocks.append(block)
        filled.update((c, size) for c in block)
        if check is not None:
            check()
    return filled


__all__ = ["ATTEMPTS", "fill_once", "greedy_fill", "greedy_fills", "grow", "widen"]
