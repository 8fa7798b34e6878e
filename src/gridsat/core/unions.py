"""Disjoint sets (union-find) of hashable items: the one home of "are these two joined yet?" for the rules'
vocabulary and the checkers (a forest of edges growing, the edge that closes a loop)."""

from __future__ import annotations


class Unions:
    """Disjoint sets of hashable items, each item a set of its own until joined (path halving on :meth:`find`)."""

    __slots__ = ("parent",)

    def __init__(self):
        self.parent: dict = {}

    def find(self, item):
        """The representative of ``item``'s set (``item`` itself when never joined)."""
        parent = self.parent
        while parent.get(item, item) != item:
            parent[item] = item = parent.get(parent[item], parent[item])
        return item

    def join(self, a, b) -> bool:
        """Join the sets of ``a`` and ``b``: True, or False when they were one set already (an edge ``a``-``b``
        then closes a cycle)."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        self.parent[ra] = rb
        return True


__all__ = ["Unions"]
