"""The counting rules of a genre's model, recorded without CP-SAT.

:class:`CountingRecorder` takes the calls the rule vocabulary
(:mod:`gridsat.constraints`) makes on a model -- ``new_bool_var``,
``add_bool_or``, ``add_at_most_one``, ``add_exactly_one``, ``add(sum == k)``
(also ``<=``, ``>=``), ``rule`` -- and keeps them as counting rules for the
compiled search (:mod:`gridsat.engines.cardinality`), with no OR-Tools
object made: building the CP-SAT model was 90% of a Light Up board's time
(100x100: 0.44 s of CPU against 12 ms of search).  A clause of negated
literals only (``add_bool_or([~a, ~b])``: not all of them) is the count "at
most n - 1 of them" (:func:`gridsat.constraints.shading.no_adjacent`).
Anything else (a negated literal used otherwise, an integer variable,
another constraint) raises :class:`NotCounting`; the caller then builds the
CP-SAT model as before.
``add_loop`` records the search's single-loop rule (the loop genres'
edges), which CP-SAT models state otherwise
(:func:`gridsat.constraints.loops.edge_loop`); ``add_connected`` the
search's connectivity rule (nodes of a graph whose present ones are
connected: :func:`gridsat.constraints.connectivity.search_connected`).
"""

from __future__ import annotations

from array import array
from contextlib import contextmanager
from itertools import accumulate, chain, islice


class NotCounting(Exception):
    """The model holds something that is not a counting rule."""


class _Sum:
    """A sum of literals (a chain: ``sum()`` adds one at a time)."""

    __slots__ = ("prev", "lit")

    def __init__(self, prev, lit):
        self.prev, self.lit = prev, lit

    def __add__(self, other):
        if other.__class__ is Literal:
            return _Sum(self, other)
        if isinstance(other, int) and other == 0:
            return self
        raise NotCounting(f"a sum of literals plus {other!r}")

    __radd__ = __add__

    def refs(self) -> list:
        out, at = [], self
        while at is not None:
            out.append(at.lit.index)
            at = at.prev
        return out[::-1]

    def __eq__(self, k):
        return _bound(self, k, k)

    def __le__(self, k):
        return _bound(self, None, k)

    def __ge__(self, k):
        return _bound(self, k, None)

    __hash__ = None


class Literal(_Sum):
    """A boolean variable of the recording, numbered from 0 (``index``)."""

    __slots__ = ("index",)

    def __init__(self, index: int):
        self.prev, self.lit, self.index = None, self, index

    def __invert__(self):
        return Negated(self)

    __hash__ = object.__hash__


class Negated:
    """``~literal`` of the recording: counted only in a clause of negated
    literals (:meth:`CountingRecorder.add_bool_or`); a sum, a comparison or
    any other rule over it raises :class:`NotCounting`."""

    __slots__ = ("literal",)

    def __init__(self, literal: Literal):
        self.literal = literal

    def __invert__(self):
        return self.literal

    def _refuse(self, *other):
        raise NotCounting("a negated literal outside a clause of negated literals")

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __neg__ = __bool__ = _refuse
    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = _refuse
    __hash__ = object.__hash__


def _bound(total: _Sum, lo, hi):
    if isinstance(lo, bool) or isinstance(hi, bool) or not all(v is None or isinstance(v, int) for v in (lo, hi)):
        raise NotCounting("a sum compared with something other than a whole number")
    return total.refs(), lo, hi


class CountingRecorder:
    """A stand-in for :class:`~gridsat.constraints.model.RuleModel` that
    records counting rules (see the module docstring).

    Args:
        check: called every 256 additions (``SolverOptions.check_time``:
            the time limit covers building), or None.
    """

    def __init__(self, check=None):
        self.check = check
        self.n = 0
        self.lo, self.hi, self.start, self.members = array("i"), array("i"), array("i", [0]), array("i")
        self.loop = None
        self.connected = None
        self._calls = 0

    @contextmanager
    def rule(self, name: str):
        yield self

    def _tick(self):
        """Every 256 additions: the caller's check (the time limit)."""
        self._calls = 0
        if self.check is not None:
            self.check()

    def new_bool_var(self, name: str = "") -> Literal:
        self._calls += 1
        if self._calls >= 256:
            self._tick()
        self.n += 1
        return Literal(self.n - 1)

    def _keep(self, refs: list, lo: int, hi: int) -> None:
        self._calls += 1
        if self._calls >= 256:
            self._tick()
        n = len(refs)
        if n > 1 and (refs[0] == refs[1] if n == 2 else len(set(refs)) != n):
            raise NotCounting("a variable twice in one rule")
        self.lo.append(lo if lo > 0 else 0)
        self.hi.append(hi if hi < n else n)
        self.members.extend(refs)
        self.start.append(len(self.members))

    @staticmethod
    def _flat(literals) -> list:
        """``add_bool_or(a, b)`` and ``add_bool_or([a, b])`` alike."""
        if len(literals) == 1 and literals[0].__class__ is not Literal and literals[0].__class__ is not Negated:
            return list(literals[0])
        return list(literals)

    def _refs(self, literals) -> list:
        try:
            return [lit.index for lit in self._flat(literals)]
        except AttributeError:
            raise NotCounting("a rule over something other than positive literals") from None

    def add_bool_or(self, *literals):
        flat = self._flat(literals)
        if flat and all(lit.__class__ is Negated for lit in flat):  # not all of them: at most n - 1
            return self._keep([lit.literal.index for lit in flat], 0, len(flat) - 1)
        refs = self._refs(flat)
        self._keep(refs, 1, len(refs))

    add_at_least_one = add_bool_or

    def add_at_most_one(self, *literals):
        self._keep(self._refs(literals), 0, 1)

    def add_exactly_one(self, *literals):
        self._keep(self._refs(literals), 1, 1)

    def add_counts(self, groups, lo: int, hi: int | None = None, *, width: int | None = None) -> None:
        """Many rules at once, each ``lo <= sum <= hi`` (None: no upper
        bound) over one group of variable indices (``Literal.index``): a
        genre with thousands of small rules (a Norinori 25x40: 7,800)
        records them with no Python loop per rule.  Each index must appear
        once in its group; unlike :meth:`add`, that is the caller's to
        ensure, not checked (the check cost 3x the recording).

        Args:
            groups: the groups, sequences of indices; or, with ``width``,
                every group's ``width`` indices one after another (a flat
                ``array("i")`` is fastest).
            width: None, or the size of every group.

        Raises:
            NotCounting: a group that is not a sequence of whole numbers,
                or flat indices that are not whole groups of ``width``.
        """
        self._tick()
        if width is not None:
            try:
                flat = groups if isinstance(groups, array) and groups.typecode == "i" else array("i", groups)
            except TypeError:
                raise NotCounting("a rule over something other than variable indices") from None
            if width < 1 or len(flat) % width:
                raise NotCounting(f"{len(flat)} indices are not groups of {width}")
            k, at = len(flat) // width, self.start[-1]
            self.lo.extend(array("i", [lo if lo > 0 else 0]) * k)
            self.hi.extend(array("i", [width if hi is None or hi > width else hi]) * k)
            self.members.extend(flat)
            self.start.extend(range(at + width, at + width * k + 1, width))
            return
        groups = groups if isinstance(groups, list) else list(groups)
        sizes = list(map(len, groups))
        self.lo.extend(array("i", [lo if lo > 0 else 0]) * len(groups))
        self.hi.extend(sizes if hi is None else [hi if hi < k else k for k in sizes])
        try:
            self.members.extend(chain.from_iterable(groups))
        except TypeError:
            raise NotCounting("a rule over something other than variable indices") from None
        self.start.extend(islice(accumulate(sizes, initial=self.start[-1]), 1, None))

    def add_loop(self, edges):
        """The single-loop rule: the true ones of ``edges``, ``(literal,
        node, node)`` triples (nodes: any hashable), form one closed loop.

        Raises:
            NotCounting: a second loop, or an edge that is not a literal.
        """
        if self.loop is not None:
            raise NotCounting("a second loop rule")
        numbers: dict = {}
        loop = array("i")
        for lit, a, b in edges:
            if lit.__class__ is not Literal:
                raise NotCounting("a loop edge that is not a literal")
            loop.extend((lit.index, numbers.setdefault(a, len(numbers)), numbers.setdefault(b, len(numbers))))
        self.loop = loop

    def add_connected(self, nodes: dict, neighbours, present: int = 1):
        """The connectivity rule: the nodes (keys of ``nodes``, ``{node:
        literal}``) whose literal has the value ``present`` (1 or 0) are
        connected in the graph of ``neighbours`` (``node -> nodes``; links
        to nodes not in ``nodes`` are ignored).

        Raises:
            NotCounting: a second connectivity rule, a node that is not a
                literal, or one literal for two nodes.
        """
        if self.connected is not None:
            raise NotCounting("a second connectivity rule")
        number = {node: i for i, node in enumerate(nodes)}
        lits = list(nodes.values())
        if any(lit.__class__ is not Literal for lit in lits) or len({lit.index for lit in lits}) != len(lits):
            raise NotCounting("a connectivity node that is not a literal of its own")
        links = array("i")
        for node, i in number.items():
            for other in neighbours(node):
                j = number.get(other)
                if j is not None and i < j:
                    links.extend((i, j))
        self.connected = (array("i", [lit.index for lit in lits]), links, 1 if present else 0)

    def add(self, ct):
        if isinstance(ct, bool):  # a sum of no variables compared with a number
            return self._keep([], 0 if ct else 1, 0)
        if not (isinstance(ct, tuple) and len(ct) == 3):
            raise NotCounting(f"a constraint {type(ct).__name__}")
        refs, lo, hi = ct
        self._keep(refs, 0 if lo is None else lo, len(refs) if hi is None else hi)

    def __getattr__(self, name):  # any other model method: not a counting model
        if name.startswith("add") or name.startswith("new"):
            raise NotCounting(f"the model calls {name}")
        raise AttributeError(name)

    def problem(self):
        """The recorded rules as a :class:`~gridsat.engines.cardinality.CardinalityProblem`."""
        from ...engines.cardinality import CardinalityProblem

        return CardinalityProblem(self.n, self.lo, self.hi, self.start, self.members, array("b", [-1]) * self.n,
                                  self.loop, self.connected)


__all__ = ["CountingRecorder", "Literal", "Negated", "NotCounting"]
