"""A compiled complete search for CP-SAT models made only of counting rules.

Many pencil-puzzle models are nothing but boolean variables and constraints
``lo <= x_a + x_b + ... <= hi`` over positive literals: "at least one"
(``bool_or``), "at most one", "exactly one", "exactly k" (a linear sum with
all coefficients 1) and fixed values.  Star Battle and Light Up are such
models.  :func:`from_model` reads one from a CP-SAT model (None when the
model holds anything else), and :func:`search` counts its solutions with the
depth-first search of ``cardinality_search.h`` (propagation of the counts,
branching on the most constrained rule), which proves these puzzles unique
in micro- to milliseconds where CP-SAT needs tens to thousands (measured:
``benchmarks/genres/``).  A problem may add one single-loop rule over some
of its variables (edges of a graph whose true ones form one closed loop,
propagated in C by path-end tracking: ``cardinality_loop.h``): Slitherlink
and Masyu are such problems.  A problem may also add one connectivity rule
(nodes of a graph, a variable each, the nodes whose variable has a given
value connected, propagated in C by a depth-first search at every node and
probe: ``cardinality_connect.h``): LITS's shaded cells.  The search is
complete but learns nothing, so a model built to defeat it can take
exponential time: the time limit holds.
"""

# No ``from __future__ import annotations`` here: NamedTuple compiles every string annotation of its fields
# (0.4 ms of the import, measured; a 5x5 Norinori's whole proof takes 2.5 ms).
from array import array
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..core.options import SolverOptions


class CardinalityProblem(NamedTuple):
    """Counting rules over ``n`` boolean variables.

    Attributes:
        n: variables (the CP-SAT model's, by index).
        lo, hi: per rule, the bounds of its sum (int32 arrays).
        start, members: rule ``c`` sums ``members[start[c]:start[c + 1]]``.
        fixed: per variable, -1 (free) or the value it must take (int8).
        loop: None, or the single-loop rule: int32 triples ``(variable,
            node, node)``, one per edge of a graph (nodes numbered from 0);
            the true edges must form one closed loop (at least one edge).
        connected: None, or the connectivity rule ``(nodes, links,
            present)``: ``nodes`` int32, a variable per node of a graph
            (distinct); ``links`` int32 node pairs, its edges; the nodes
            whose variable equals ``present`` (0 or 1) must be connected.
    """

    n: int
    lo: array
    hi: array
    start: array
    members: array
    fixed: array
    loop: array | None = None
    connected: tuple | None = None


def from_model(model) -> CardinalityProblem | None:
    """The counting rules of a CP-SAT model, or None when it holds
    anything else (integer variables, negated literals, enforcement
    literals, weighted sums, an objective, other constraint types).

    Args:
        model: a ``cp_model.CpModel``.  It is read as the protocol buffer
            CP-SAT exports (walking that message is 8x faster than reading
            the model's own accessors: 0.2 s instead of 1.8 s for a 100x100
            Light Up board on a loaded machine).
    """
    import os
    import tempfile

    from ortools.sat import cp_model_pb2

    fd, path = tempfile.mkstemp(suffix=".pb")
    os.close(fd)
    try:
        if not model.export_to_file(path):
            raise OSError(f"CP-SAT could not export the model to {path}")
        proto = cp_model_pb2.CpModelProto()
        with open(path, "rb") as f:
            proto.ParseFromString(f.read())
    finally:
        os.unlink(path)
    if proto.HasField("objective") or proto.HasField("floating_point_objective") or proto.assumptions:
        return None
    n = len(proto.variables)
    fixed = array("b", [-1]) * n
    for i, var in enumerate(proto.variables):
        dom = var.domain
        if len(dom) != 2 or not 0 <= dom[0] <= dom[1] <= 1:
            return None
        if dom[0] == dom[1]:
            fixed[i] = dom[0]
    lo, hi, start, members = array("i"), array("i"), array("i", [0]), array("i")

    def rule(refs, low, high) -> bool:
        if refs and (min(refs) < 0 or len(set(refs)) != len(refs)):
            return False
        lo.append(max(low, 0))
        hi.append(min(high, len(refs)))
        members.extend(refs)
        start.append(len(members))
        return True

    for con in proto.constraints:
        kind = con.WhichOneof("constraint")
        if con.enforcement_literal:
            return None
        if kind == "bool_or":
            ok = rule(con.bool_or.literals, 1, len(con.bool_or.literals))
        elif kind == "at_most_one":
            ok = rule(con.at_most_one.literals, 0, 1)
        elif kind == "exactly_one":
            ok = rule(con.exactly_one.literals, 1, 1)
        elif kind == "bool_and":
            ok = all(r >= 0 and rule([r], 1, 1) for r in con.bool_and.literals)
        elif kind == "linear":
            lin = con.linear
            dom = lin.domain
            ok = (len(dom) == 2 and set(lin.coeffs) <= {1} and -2 ** 31 < dom[0] <= dom[1]
                  and rule(lin.vars, dom[0], min(dom[1], 2 ** 31 - 1)))
        else:
            ok = False
        if not ok:
            return None
    return CardinalityProblem(n, lo, hi, start, members, fixed)


class Counted(NamedTuple):
    """What :func:`search` found.

    Attributes:
        count: solutions counted (up to the limit).
        complete: True when no further solution exists (proven).
        solutions: the kept solutions, each a list of 0/1 per variable.
        nodes: search nodes visited.
    """

    count: int
    complete: bool
    solutions: list
    nodes: int


#: CPU seconds the search first runs in the caller's thread (no thread to
#: start, which costs milliseconds on a loaded machine); only a longer
#: search is run again where Ctrl-C can stop it.  CPU time, not the clock:
#: on a machine busy with other work, a search needing 10 ms of CPU took
#: over 0.1 s by the clock, and CP-SAT joined for nothing (a 100x100 Light
#: Up board: 0.5 s of CPU instead of 0.2 s).  0.25 s: every published
#: board of tests/data/genres settles within it (Star Battle janko 027 took
#: 0.11 s before the band rule, 5 ms with it), so CP-SAT joins only where
#: the search struggles.
DIRECT_SECONDS = 0.25

#: The most answers a search stopped by Ctrl-C hands on (cutting a long
#: listing's answers out of the kernel's values takes seconds after the
#: Ctrl-C, as the Yin-Yang kernel's ``PARTIAL_ANSWERS`` says).
PARTIAL_ANSWERS = 1000


def search(problem: CardinalityProblem, limit: int | None, keep: int | None,
           options: "SolverOptions | None" = None, stop: bytearray | None = None, *,
           direct_only: "bool | Callable[[int], bool]" = False, head_start: float = DIRECT_SECONDS) -> Counted:
    """Count the solutions of ``problem`` up to ``limit`` (None: all),
    keeping the first ``keep`` (None: all), within ``options``' time left
    (its deadline must have been started).

    Args:
        stop: a bytearray whose first byte another thread sets nonzero to
            stop the search (a race); None: Ctrl-C stops a search that runs
            longer than :data:`DIRECT_SECONDS`.
        direct_only: stop after the first ``head_start`` CPU seconds (the
            search's head start before CP-SAT joins); the result is then
            incomplete unless the search finished.  A function of the
            solutions the head start counted: stop there when it says True
            (a count that found few goes on beside CP-SAT, one that found
            many alone).
        head_start: CPU seconds the search first runs in the caller's
            thread (default :data:`DIRECT_SECONDS`; a genre whose search
            settles its boards in a few nodes or not at all sets less:
            Norinori).

    Raises:
        KeyboardInterrupt: Ctrl-C (``partial``: the :class:`Counted` so far,
            incomplete).
        MemoryError: no memory for the search or the kept solutions.
    """
    from . import _cardinality

    left = options.left() if options is not None else None
    if left is not None and left <= 0:
        return Counted(0, False, [], 0)
    p = problem
    lim, kept = -1 if limit is None else limit, -1 if keep is None else keep

    extra = {}
    if p.loop is not None:
        extra["loop"] = p.loop
    if p.connected is not None:
        extra["nodes"], extra["links"], extra["present"] = p.connected

    def run(seconds, flag, cpu=0.0):
        return _cardinality.search(p.lo, p.hi, p.start, p.members, p.fixed, lim, kept, seconds, flag, 2, cpu, **extra)

    if stop is not None:
        out = run(left or 0.0, stop)
    else:
        from ..core.ctrl_c import ctrl_c_deferred

        out = (0, False, [], 0)  # no head start (``head_start`` 0): the search is run where Ctrl-C stops it, at once
        if head_start > 0:  # (the kernel reads a CPU budget of 0 as none: a count-first's 'head_start=0' ran the
            out = None  # whole count deaf to Ctrl-C, its answers lost, for up to 5 s)
            try:  # the head start cannot be stopped: a Ctrl-C in it struck as it returned and lost its count (a
                with ctrl_c_deferred():  # Python count raised, the command line's said 0), now kept as below
                    out = run(left or 0.0, None, head_start)
            except KeyboardInterrupt as exc:
                if out is not None:  # (None: struck before the search began)
                    cap = PARTIAL_ANSWERS if keep is None else min(keep, PARTIAL_ANSWERS)
                    exc.partial = _counted(out, p.n, cap)._replace(complete=False)
                raise
            left = options.left() if options is not None else None
        stop_here = head_start > 0 and (direct_only(out[0]) if callable(direct_only) else direct_only)
        if not stop_here and not out[1] and (limit is None or out[0] < limit) and (left is None or left > 0):
            from .interrupt import interruptible  # only here: a search that runs longer

            flag = bytearray(1)
            try:
                out = interruptible(lambda: run(left or 0.0, flag), flag)
            except KeyboardInterrupt as exc:  # the count and answers so far go with it, as a Counted
                if hasattr(exc, "partial"):  # at most PARTIAL_ANSWERS of them: Ctrl-C must end the run at once
                    cap = PARTIAL_ANSWERS if keep is None else min(keep, PARTIAL_ANSWERS)
                    exc.partial = _counted(exc.partial, p.n, cap)._replace(complete=False)
                raise
    return _counted(out, p.n, keep)


def _counted(out, n: int, keep: int | None) -> Counted:
    """The kernel's ``(count, complete, raw, nodes)`` as a :class:`Counted`,
    the raw values cut into answers of ``n`` (at most ``keep``) as each is read (:class:`_Cut`)."""
    count, complete, raw, nodes = out
    wanted = count if keep is None else min(count, keep)
    return Counted(count, complete, _Cut(raw, n, min(len(raw) // n, wanted) if n else wanted), nodes)


class _Cut(Sequence):
    """The kernel's kept values as answers of ``n`` values each, each cut when it is read: a count kept them all
    (``keep=None``: an empty 10x10 Light Up's ``-t 3`` kept 100,000) and they were cut after its deadline, 0.6 s
    of the 0.7 s it ran past it, where only the 63 decoded in time were read.  Equal to the list of its answers."""

    __slots__ = ("_raw", "_n", "_len")

    def __init__(self, raw, n: int, length: int):
        self._raw, self._n, self._len = raw, n, length

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._len))]
        i = i + self._len if i < 0 else i
        if not 0 <= i < self._len:
            raise IndexError("answer index out of range")
        return list(self._raw[i * self._n:(i + 1) * self._n])

    def __eq__(self, other) -> bool:
        return list(self) == (list(other) if isinstance(other, (_Cut, list, tuple)) else other)

    def __add__(self, other) -> list:
        return list(self) + list(other)

    def __repr__(self) -> str:
        return repr(list(self))


__all__ = ["DIRECT_SECONDS", "PARTIAL_ANSWERS", "CardinalityProblem", "Counted", "from_model", "search"]
