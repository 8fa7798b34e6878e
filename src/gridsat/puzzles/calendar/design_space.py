"""The space of calendar designs: every choice of K library pieces that fills a board.

A *design* is a multiset of K pieces of a :class:`~.library.Library` whose
areas add up to the board's cells less the date cells (a month and a day
cell, and a weekday cell on weekday boards).  Each library piece may appear
at most its library count times (1 for the built-in sets: a design is then a
*set* of distinct shapes, as a maker cuts one of each; a piece file's
``NAME*2`` allows two copies).  Two library pieces of the same shape under
the library's rules (turned, and flipped unless one-sided) are refused, so no
design is listed twice under two names.

Order: the library's pieces are grouped into *classes* by size, largest
first (large pieces constrain a tiling most, so choosing them first makes
the relaxations of :mod:`.design_eval` bite early); a *composition* says how
many pieces of each class a design takes (``7 x 5 + 1 x 6 = 41``); a design
is the tuple of its library indices, class by class, non-decreasing within
a class.  The *tree* of partial designs (a prefix of that tuple) is cut at a
fixed depth into *chunks*, the unit of work, of progress and of resuming:
the cut depends only on the space, never on the number of workers.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations_with_replacement
from math import prod

from ...core.errors import PuzzleInputError, shown
from ...core.settings import spelled
from .library import Library
from .rules import CalendarBoard

#: Most pieces in one design.
MAX_PIECES = 16
#: Most designs a space may hold (a search streams them, a deadline stops it).
MAX_DESIGNS = 10 ** 10
#: The chunk cut: at least this many chunks ...
CHUNK_MIN = 256
#: ... and at most this many designs in one chunk (unless the tree ends first) ...
CHUNK_DESIGNS = 20_000
#: ... and never more chunks than this.
CHUNK_MAX = 200_000


@dataclass(frozen=True)
class PieceClass:
    """Library pieces of one size.

    Attributes:
        size: squares per piece.
        members: library indices (into ``library.pieces.items``), in library order.
        caps: most copies of each member in one design.
    """

    size: int
    members: tuple
    caps: tuple


def _one_name_a_shape(library: Library) -> None:
    """Refuse two pieces of ``library`` of one shape: a piece file's ``P5`` and ``P5b`` drawn alike made every
    design with one listed again with the other (two designs, one set of pieces to cut)."""
    from ...core.polyomino import canonical

    seen: dict = {}
    for piece, _ in library.pieces.items:
        first = seen.setdefault(canonical(piece.cells, flip=not library.one_sided), piece.name)
        if first != piece.name:
            how = "turned" if library.one_sided else "turned or flipped"
            raise PuzzleInputError(f"pieces {first} and {piece.name} of library {library.name} are the same shape "
                                   f"({how}), so each design with one would be listed again with the other; keep "
                                   f"one of them (in a piece file, '{first}*2: ...' allows two copies)")


class DesignSpace:
    """Every design of ``k`` pieces from ``library`` for ``board``.

    Args:
        board: the :class:`~gridsat.puzzles.calendar.rules.CalendarBoard`.
        library: the :class:`~gridsat.puzzles.calendar.library.Library`.
        k: pieces per design, 1..:data:`MAX_PIECES`.

    Raises:
        PuzzleInputError: ``k`` out of range, two library pieces of one shape,
            no composition of ``k`` library pieces with the right area, or more
            than :data:`MAX_DESIGNS` designs.
    """

    def __init__(self, board: CalendarBoard, library: Library, k: int):
        from ...core.options import whole

        k = whole(k)  # numpy's 8 was 'k must be a whole number, got int64', though top and verify took it
        if isinstance(k, bool) or not isinstance(k, int):
            raise TypeError(f"k must be a whole number, got {type(k).__name__}")
        if not 1 <= k <= MAX_PIECES:
            raise PuzzleInputError(f"{spelled('--choose', 'k')} must be 1..{MAX_PIECES} pieces, got {shown(k)}")
        self.board, self.library, self.k = board, library, k
        _one_name_a_shape(library)
        self.area = board.board.area - board.date_cells
        by_size: dict = {}
        for i, (piece, count) in enumerate(library.pieces.items):
            by_size.setdefault(piece.size, []).append((i, count))
        self.classes = [PieceClass(s, tuple(i for i, _ in by_size[s]), tuple(n for _, n in by_size[s]))
                        for s in sorted(by_size, reverse=True)]
        self._ways_memo: dict = {}
        self.compositions = [c for c in self._compositions(0, k, self.area) if self._total_of(c) > 0]
        if not self.compositions:
            sizes = ", ".join(f"{len(c.members)} of size {c.size}" for c in self.classes)
            raise PuzzleInputError(f"no {k} piece{'' if k == 1 else 's'} of library {library.name} ({sizes}) cover "
                                   f"{self.area} cells (board {board.name}: {board.board.area} cells less "
                                   f"{board.date_cells} date cells){self._other_k()}")
        if self.total > MAX_DESIGNS:
            raise PuzzleInputError(f"{self.total:,} designs of {k} pieces from {library.name}; a search takes at "
                                   f"most {MAX_DESIGNS:,} (choose a smaller library or K)")

    def _other_k(self) -> str:
        """What to do when no ``k`` of the library fills the area: the numbers of its pieces that do, or a library
        of other sizes (``--choose 9`` of the pentominoes for 41 cells was told only that none do)."""
        fits = [n for n in range(1, MAX_PIECES + 1) if any(self._total_of(c) > 0 for c in
                                                            self._compositions(0, n, self.area))]
        if fits:
            return f": {spelled('--choose', 'k')} {' or '.join(map(str, fits))} does"
        return ": no number of its pieces does; add pieces of other sizes ('pentominoes+hexominoes')"

    # -- counting ------------------------------------------------------
    def _compositions(self, c: int, k: int, area: int):
        if c == len(self.classes):
            if k == 0 and area == 0:
                yield ()
            return
        cls = self.classes[c]
        for n in range(min(k, sum(cls.caps), area // cls.size), -1, -1):
            for rest in self._compositions(c + 1, k - n, area - n * cls.size):
                yield (n,) + rest

    def _ways(self, c: int, p: int, m: int) -> int:
        """Multisets of ``m`` pieces from members ``p..`` of class ``c`` (caps kept)."""
        key = (c, p, m)
        if key not in self._ways_memo:
            caps = self.classes[c].caps
            if m == 0:
                value = 1
            elif p >= len(caps):
                value = 0
            else:
                value = sum(self._ways(c, p + 1, m - x) for x in range(min(caps[p], m) + 1))
            self._ways_memo[key] = value
        return self._ways_memo[key]

    def _total_of(self, comp: tuple) -> int:
        return prod(self._ways(c, 0, n) for c, n in enumerate(comp))

    @cached_property
    def total(self) -> int:
        """How many designs the space holds."""
        return sum(self._total_of(c) for c in self.compositions)

    def state(self, comp: tuple, chosen: tuple) -> tuple:
        """``(class, position, copies of it so far, pieces still to choose in
        the class)`` of a partial design: where its next piece comes from."""
        done = 0
        for c, n in enumerate(comp):
            if len(chosen) < done + n:
                mine = chosen[done:]
                if not mine:
                    return c, 0, 0, n
                members = self.classes[c].members
                p = members.index(mine[-1])
                return c, p, mine.count(mine[-1]), n - len(mine)
            done += n
        return len(comp), 0, 0, 0

    def completions(self, comp: tuple, chosen: tuple) -> int:
        """How many designs extend the partial design ``chosen`` (0 if none)."""
        c, p, used, left = self.state(comp, chosen)
        if c == len(comp):
            return 1
        later = prod(self._ways(c2, 0, comp[c2]) for c2 in range(c + 1, len(comp)))
        if used == 0:
            return self._ways(c, 0, left) * later
        cap = self.classes[c].caps[p]
        here = sum(self._ways(c, p + 1, left - x) for x in range(min(cap - used, left) + 1))
        return here * later

    def children(self, comp: tuple, chosen: tuple) -> list[tuple]:
        """The partial designs one piece longer that some design extends."""
        c, p, used, _ = self.state(comp, chosen)
        if c == len(comp):
            return []
        cls = self.classes[c]
        first = p if used and used < cls.caps[p] else (p + 1 if used else 0)
        out = []
        for q in range(first, len(cls.members)):
            nxt = chosen + (cls.members[q],)
            if self.completions(comp, nxt):
                out.append(nxt)
        return out

    # -- chunks --------------------------------------------------------
    @cached_property
    def chunks(self) -> list[tuple]:
        """The units of work: ``[(composition, prefix), ...]``, every design
        under exactly one; cut at the smallest depth that gives at least
        :data:`CHUNK_MIN` chunks of at most :data:`CHUNK_DESIGNS` designs
        (or at :data:`CHUNK_MAX` chunks, or at the leaves)."""
        level = [(comp, ()) for comp in self.compositions]
        for _ in range(self.k):
            biggest = max(self.completions(comp, pre) for comp, pre in level)
            if (len(level) >= CHUNK_MIN and biggest <= CHUNK_DESIGNS) or len(level) >= CHUNK_MAX:
                break
            grown = [(comp, nxt) for comp, pre in level for nxt in self.children(comp, pre)]
            if len(grown) > CHUNK_MAX:
                break
            level = grown
        return level

    def designs(self, comp: tuple, prefix: tuple = ()):
        """Every design extending ``prefix`` (in tree order)."""
        stack = [prefix]
        while stack:
            node = stack.pop()
            if len(node) == self.k:
                yield node
                continue
            stack.extend(reversed(self.children(comp, node)))

    # -- names ---------------------------------------------------------
    def names(self, design: tuple) -> list[str]:
        """Piece names of a design (library names, ``NAME`` repeated for copies)."""
        return [self.library.pieces.items[i][0].name for i in design]

    def key(self, design: tuple) -> str:
        """The design as text: its piece names joined by spaces (the results file's key)."""
        return " ".join(self.names(design))

    def signature(self) -> str:
        """A digest of what defines the space (board cells and labels, library
        shapes and counts, one-sidedness, K): a results file is resumed only
        by a search of the same space."""
        data = {"board": sorted([list(c), self.board.labels.get(c, "*")] for c in self.board.board.cells),
                "pieces": [[p.name, list(map(list, p.cells)), n] for p, n in self.library.pieces.items],
                "one_sided": self.library.one_sided, "k": self.k}
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]

    def describe(self) -> dict:
        """``{"board", "library", "one_sided", "k", "area", "compositions", "designs", "chunks"}``
        (compositions as ``{"SIZE": pieces}``)."""
        comps = [{str(cls.size): n for cls, n in zip(self.classes, comp) if n} for comp in self.compositions]
        return {"board": self.board.name, "library": self.library.name, "one_sided": self.library.one_sided,
                "k": self.k, "area": self.area, "compositions": comps, "designs": self.total,
                "chunks": len(self.chunks)}


def brute_force_designs(space: DesignSpace) -> list[tuple]:
    """Every design of ``space`` by plain enumeration of K-multisets of the
    library (no tree, no classes), sorted: the check of :meth:`DesignSpace.designs`
    (only for small spaces: it walks all ``C(len(library) + K - 1, K)`` multisets)."""
    items = space.library.pieces.items
    out = set()
    for combo in combinations_with_replacement(range(len(items)), space.k):
        if sum(items[i][0].size for i in combo) != space.area:
            continue
        if all(combo.count(i) <= items[i][1] for i in set(combo)):
            out.add(combo)
    return sorted(out)


__all__ = ["CHUNK_DESIGNS", "CHUNK_MIN", "MAX_DESIGNS", "MAX_PIECES", "DesignSpace", "PieceClass",
           "brute_force_designs"]
