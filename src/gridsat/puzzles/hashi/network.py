"""The network of a Hashiwokakero position (:mod:`.deductions`): the islands a set of bridges joins, the groups the
links that can still hold a bridge join, and the links each of those groups hangs on."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .deductions import State


def group_of(s: State, cells, extra: int | None = None) -> set:
    """The islands joined to ``cells`` through links holding a bridge (``extra``: a link counted as holding one)."""
    L = s.links
    seen, todo = set(cells), list(cells)
    while todo:
        cell = todo.pop()
        for k in L.at[cell]:
            if s.lo[k] or k == extra:
                other = L.other(k, cell)
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
    return seen


def parts(s: State, without: int | None = None) -> list:
    """The groups of islands the links that can still hold a bridge join (``without``: one left out)."""
    L = s.links
    seen, parts = set(), []
    for first in L.islands:
        if first in seen:
            continue
        part, todo = {first}, [first]
        seen.add(first)
        while todo:
            cell = todo.pop()
            for k in L.at[cell]:
                if s.hi[k] and k != without:
                    other = L.other(k, cell)
                    if other not in seen:
                        seen.add(other)
                        part.add(other)
                        todo.append(other)
        parts.append(part)
    return parts


def graph_bridges(s: State) -> list:
    """The links whose removal splits the graph of links that can hold a bridge (Tarjan's bridges, iterative)."""
    L = s.links
    index, low, found, counter = {}, {}, [], [0]
    for root in L.islands:
        if root in index:
            continue
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack = [(root, None, iter(L.at[root]))]
        while stack:
            cell, via, links = stack[-1]
            k = next(links, None)
            if k is None:
                stack.pop()
                if stack:
                    parent = stack[-1][0]
                    low[parent] = min(low[parent], low[cell])
                    if low[cell] > index[parent]:
                        found.append(via)
                continue
            if not s.hi[k] or k == via:
                continue
            other = L.other(k, cell)
            if other in index:
                low[cell] = min(low[cell], index[other])
            else:
                index[other] = low[other] = counter[0]
                counter[0] += 1
                stack.append((other, k, iter(L.at[other])))
    return found


__all__ = ["graph_bridges", "group_of", "parts"]
