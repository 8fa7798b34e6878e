"""Domino Fit: tile the free cells with dominoes so that row and column scores meet their targets.

Rules (issue 5; the ``dot`` rule is the one of the web game
https://dominofit.isotropic.us, the ``cell`` rule the one of the tutorial this
project follows; both as written down in ``../shared/data/dominofit/SOURCES.md``):

1. a ``rows x cols`` grid has some blocked cells;
2. every free cell is covered by exactly one domino (two orthogonally
   adjacent free cells, horizontal ``H`` or vertical ``V``); dominoes never
   cover blocked cells or leave the grid;
3. each domino scores, under the scoring rule:

   * ``cell``: every cell of a vertical domino is worth 1, every cell of a
     horizontal domino 2 (``V`` at (r, c): rows r and r+1 get 1 each, column
     c gets 2; ``H`` at (r, c): row r gets 4, columns c and c+1 get 2 each);
   * ``dot``: a vertical domino scores 1 in its upper cell, a horizontal
     domino 2 in its right cell (``V`` at (r, c): row r and column c get 1;
     ``H`` at (r, c): row r and column c+1 get 2);

4. each row's and column's score equals its target (or, with relaxed
   targets, is at most / at least it);
5. given dominoes (optional, for designed puzzles) are part of the tiling.

A domino is ``("H"|"V", r, c)`` with (r, c) its top/left cell, row 0 at the
top.  JSON format::

    {"rows": R, "cols": C, "blocked": [[r, c], ...], "row_targets": [...],
     "col_targets": [...], "rule": "cell"|"dot",
     "targets": "exact"|"at-most"|"at-least",            # optional default
     "row_relations": ["=", "<=", ">=", null, ...],     # optional per line
     "col_relations": [...], "givens": [["H", r, c], ...],
     "costs": [["V", r, c, cost], ...]}                 # optional

and a text format (``docs/dominofit.md``)::

    dominofit rule=dot
      2 3 5 4 3 6
      . . . # . .  6
      ...

Implied constraints (derived here, used by the default model): with every
row target exact, the number of horizontal dominoes in each row and of
vertical dominoes starting in each row follow from the targets and the free
cells; with every column target exact, the number of vertical dominoes in
each column and of horizontal dominoes starting in each column do too (see
:func:`implied_counts`).  Given exact cover these four families of
cardinality constraints are equivalent to the targets, and CP-SAT solves
them far faster (benchmarks/dominofit.py).
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Iterable, Sequence

from ortools.sat.python import cp_model

from ..core.errors import PuzzleInputError
from ..core.files import read_text_file
from ..core.geometry import MAX_SIDE
from ..core.result import Result
from ..core.solver import Outcome, Session, SolverOptions, Status, Uniqueness, UniquenessOutcome

RULES = ("cell", "dot")
TARGET_MODES = {"exact": "=", "at-most": "<=", "at-least": ">="}
RELATIONS = ("=", "<=", ">=")
BACKENDS = ("cpsat", "scip")
MODELS = ("implied", "plain")
SIDES = ("top", "bottom", "left", "right")
OBJECTIVES = ("max-vertical", "min-vertical", "max-horizontal", "min-horizontal", "weighted", "costs", "edge")

#: CP-SAT parameters for the implied model, chosen by measurement
#: (benchmarks/dominofit.py, 2 cores): one worker beats the default
#: two-worker portfolio; without the LP relaxation (``linearization_level:
#: 0``) and without presolve the six shared 45x45 boards take 0.1-0.7 s and
#: the six 100x100 boards 11-25 s (with presolve: 2 of them > 150 s; with the
#: LP: none within 180 s).
CPSAT_DEFAULTS = {"num_workers": 1, "linearization_level": 0, "cp_model_presolve": False}
#: With an objective the LP bound is what proves optimality: keep it.
CPSAT_OBJECTIVE_DEFAULTS = {"num_workers": 1}

Domino = tuple  # ("H" | "V", r, c)


def domino_cells(d: Domino) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two cells ``((r, c), (r, c+1))`` of ``H`` or ``((r, c), (r+1, c))`` of ``V``."""
    kind, r, c = d
    return ((r, c), (r, c + 1)) if kind == "H" else ((r, c), (r + 1, c))


def domino_scores(rule: str, d: Domino) -> list[tuple[str, int, int]]:
    """What domino ``d`` adds to line sums under ``rule``: ``[("row"|"col", index, points), ...]``."""
    kind, r, c = d
    if rule == "cell":
        if kind == "H":
            return [("row", r, 4), ("col", c, 2), ("col", c + 1, 2)]
        return [("row", r, 1), ("row", r + 1, 1), ("col", c, 2)]
    if kind == "H":
        return [("row", r, 2), ("col", c + 1, 2)]
    return [("row", r, 1), ("col", c, 1)]


def line_sums(rule: str, rows: int, cols: int, dominoes: Iterable[Domino]) -> tuple[list[int], list[int]]:
    """Row and column scores of ``dominoes`` under ``rule`` (lists of ``rows`` / ``cols`` ints)."""
    rs, cs = [0] * rows, [0] * cols
    for d in dominoes:
        for axis, i, pts in domino_scores(rule, d):
            if axis == "row" and 0 <= i < rows:
                rs[i] += pts
            elif axis == "col" and 0 <= i < cols:
                cs[i] += pts
    return rs, cs


def _holds(value: int, relation: str, target: int) -> bool:
    return value == target if relation == "=" else value <= target if relation == "<=" else value >= target


@dataclass(frozen=True)
class ImpliedCounts:
    """Counts that exact targets force (each a list of ints, or None for an
    axis whose targets are not all exact).

    Attributes:
        h_row: horizontal dominoes in row r.
        v_row: vertical dominoes whose upper cell is in row r.
        h_col: horizontal dominoes whose left cell is in column c.
        v_col: vertical dominoes in column c.
        contradiction: why no tiling can meet the targets (a line whose
            forced count is negative or not whole), or None.
    """

    h_row: list | None
    v_row: list | None
    h_col: list | None
    v_col: list | None
    contradiction: str | None = None


def implied_counts(puzzle: "DominoFitPuzzle") -> ImpliedCounts:
    """Derive :class:`ImpliedCounts` from the targets and the free cells.

    Every free cell is covered once, so a line's free cells ``f`` split into
    horizontally and vertically covered ones.  ``cell`` rule, row r: score =
    f + (cells covered horizontally), so ``h_row[r] = (t - f) / 2`` and
    ``v_row[r] = f - 2 h_row[r] - v_row[r-1]``; column c: ``t - f`` cells are
    covered horizontally, ``h_col[c] = t - f - h_col[c-1]``, ``v_col[c] =
    (2f - t) / 2``.  ``dot`` rule, row r: score = f - (lower cells of
    vertical dominoes), so ``v_row[r-1] = f - t`` and ``h_row[r] = (t -
    v_row[r]) / 2``; column c with ``a_c`` horizontal dominoes whose right
    cell is in c: score ``t = v_col[c] + 2 a_c`` and cover ``f = 2 v_col[c]
    + a_c + a_{c+1}``, so ``a_{c+1} = f - 2t + 3 a_c`` with ``a_0 = 0``.
    """
    R, C = puzzle.rows, puzzle.cols
    fr, fc = puzzle.free_per_row, puzzle.free_per_col
    t, u = puzzle.row_targets, puzzle.col_targets
    rows_exact = all(rel == "=" for rel in puzzle.row_relations)
    cols_exact = all(rel == "=" for rel in puzzle.col_relations)
    h_row = v_row = h_col = v_col = None
    if rows_exact:
        if puzzle.rule == "cell":
            h_row = [Fraction(t[r] - fr[r], 2) for r in range(R)]
            v_row, prev = [], 0
            for r in range(R):
                prev = fr[r] - 2 * h_row[r] - prev
                v_row.append(prev)
        else:
            v_row = [Fraction(fr[r + 1] - t[r + 1]) if r + 1 < R else Fraction(0) for r in range(R)]
            h_row = [Fraction(t[r] - v_row[r], 2) for r in range(R)]
    if cols_exact:
        if puzzle.rule == "cell":
            h_col, prev = [], 0
            for c in range(C):
                prev = (u[c] - fc[c]) - prev
                h_col.append(Fraction(prev))
            v_col = [Fraction(2 * fc[c] - u[c], 2) for c in range(C)]
        else:
            right = [Fraction(0)]
            for c in range(C - 1):
                right.append(fc[c] - 2 * u[c] + 3 * right[c])
            h_col = right[1:] + [Fraction(0)]
            v_col = [u[c] - 2 * right[c] for c in range(C)]
    problem = None
    for name, counts, axis in (("horizontal dominoes", h_row, "row"), ("vertical dominoes starting", v_row, "row"),
                               ("horizontal dominoes starting", h_col, "column"),
                               ("vertical dominoes", v_col, "column")):
        for i, n in enumerate(counts or ()):
            if n < 0 or n.denominator != 1:
                problem = (f"the targets force {n} {name} in {axis} {i}, which is "
                           + ("negative" if n < 0 else "not a whole number"))
                break
        if problem:
            break
    # the last row/column of each recurrence must close: nothing hangs off the grid
    if problem is None and v_row is not None and R and v_row[R - 1] != 0:
        problem = f"the targets force {v_row[R - 1]} vertical dominoes to start in the last row {R - 1}"
    if problem is None and h_col is not None and C and h_col[C - 1] != 0:
        problem = f"the targets force {h_col[C - 1]} horizontal dominoes to start in the last column {C - 1}"
    if puzzle.rule == "dot" and problem is None and cols_exact and C:
        # dot columns: the recurrence's value past the last column must be 0
        a_next = fc[C - 1] - 2 * u[C - 1] + 3 * (h_col[C - 2] if C >= 2 else 0)
        if a_next != 0:
            problem = f"the column targets leave {a_next} horizontal dominoes sticking out of the right edge"
    if problem is None and puzzle.rule == "dot" and rows_exact and R and t[0] != fr[0]:
        problem = f"row 0 has {fr[0]} free cells, so its dot score must be {fr[0]}, not {t[0]}"

    def ints(xs):
        return None if xs is None or problem else [int(x) for x in xs]

    return ImpliedCounts(ints(h_row), ints(v_row), ints(h_col), ints(v_col), problem)


@dataclass(frozen=True)
class Objective:
    """What to optimise (None kind = just find a tiling).

    Attributes:
        kind: one of :data:`OBJECTIVES`: ``max-vertical`` / ``min-vertical`` /
            ``max-horizontal`` / ``min-horizontal`` (domino counts),
            ``weighted`` (maximise ``weights[0] * #H + weights[1] * #V``),
            ``costs`` (minimise the sum of the file's per-placement costs;
            unlisted placements cost 0), ``edge`` (maximise the number of
            dominoes lying entirely within ``depth`` cells of ``side``).
        weights: ``(w_horizontal, w_vertical)`` integers for ``weighted``.
        side: ``top`` / ``bottom`` / ``left`` / ``right`` for ``edge``.
        depth: band width in cells for ``edge`` (>= 1).
    """

    kind: str
    weights: tuple = (1, 1)
    side: str = "top"
    depth: int = 2

    def __post_init__(self):
        if self.kind not in OBJECTIVES:
            raise PuzzleInputError(f"unknown objective {self.kind!r}; choose one of {', '.join(OBJECTIVES)}")
        if self.side not in SIDES:
            raise PuzzleInputError(f"unknown side {self.side!r}; choose one of {', '.join(SIDES)}")
        if self.depth < 1:
            raise PuzzleInputError(f"edge depth must be at least 1 cell, got {self.depth}")

    @property
    def sense(self) -> str:
        """``"max"`` or ``"min"``."""
        return "min" if self.kind in ("min-vertical", "min-horizontal", "costs") else "max"

    def coefficient(self, puzzle: "DominoFitPuzzle", d: Domino) -> int:
        """Integer weight of domino ``d`` in the objective."""
        kind = d[0]
        if self.kind in ("max-vertical", "min-vertical"):
            return int(kind == "V")
        if self.kind in ("max-horizontal", "min-horizontal"):
            return int(kind == "H")
        if self.kind == "weighted":
            return int(self.weights[0] if kind == "H" else self.weights[1])
        if self.kind == "costs":
            return int(puzzle.costs.get(d, 0))
        cells = domino_cells(d)
        far = {"top": max(r for r, _ in cells), "bottom": max(puzzle.rows - 1 - r for r, _ in cells),
               "left": max(c for _, c in cells), "right": max(puzzle.cols - 1 - c for _, c in cells)}[self.side]
        return int(far < self.depth)

    def value(self, puzzle: "DominoFitPuzzle", dominoes: Iterable[Domino]) -> int:
        """Objective value of a tiling (computed from the dominoes alone)."""
        return sum(self.coefficient(puzzle, d) for d in dominoes)

    def describe(self) -> str:
        if self.kind == "weighted":
            return f"maximise {self.weights[0]}*horizontal + {self.weights[1]}*vertical"
        if self.kind == "costs":
            return "minimise the sum of placement costs"
        if self.kind == "edge":
            return f"maximise dominoes within {self.depth} cells of the {self.side} edge"
        verb, what = self.kind.split("-")
        return f"{'maximise' if verb == 'max' else 'minimise'} {what} dominoes"


@dataclass(frozen=True)
class DominoFitPuzzle:
    """A Domino Fit board.

    Attributes:
        rows, cols: grid size (cells).
        blocked: frozenset of blocked ``(r, c)`` cells.
        row_targets, col_targets: tuples of non-negative ints, one per line.
        rule: ``"cell"`` or ``"dot"`` (see the module docstring).
        row_relations, col_relations: tuples of ``"="``, ``"<="`` or ``">="``
            per line (score relation target).
        givens: dominoes that must be in the tiling (tuple of ``(kind, r, c)``).
        costs: ``{domino: int}`` per-placement costs for the ``costs`` objective.
        name: label for titles and messages.

    Raises:
        PuzzleInputError: a size out of range, a target list of the wrong
            length, a negative target, a blocked cell outside the grid, an
            odd number of free cells, an unknown rule or relation, or a
            given/cost on cells that cannot hold that domino.
    """

    rows: int
    cols: int
    blocked: frozenset
    row_targets: tuple
    col_targets: tuple
    rule: str = "cell"
    row_relations: tuple = None
    col_relations: tuple = None
    givens: tuple = ()
    costs: dict = field(default_factory=dict, hash=False, compare=False)
    name: str = "dominofit"

    def __post_init__(self):
        for what, n in (("rows", self.rows), ("cols", self.cols)):
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_SIDE:
                raise PuzzleInputError(f"{what} must be a whole number from 1 to {MAX_SIDE}, got {n!r}")
        if self.rule not in RULES:
            raise PuzzleInputError(f"unknown rule {self.rule!r}; choose cell or dot")
        for what, targets, n, line in (("row_targets", self.row_targets, self.rows, "row"),
                                       ("col_targets", self.col_targets, self.cols, "column")):
            if len(targets) != n:
                raise PuzzleInputError(f"{what} has {len(targets)} entries, expected {n} (one per {line})")
            for i, t in enumerate(targets):
                if isinstance(t, bool) or not isinstance(t, int):
                    raise PuzzleInputError(f"{what}[{i}] is {t!r}; targets must be whole numbers")
                if t < 0:
                    raise PuzzleInputError(f"{what}[{i}] is {t}; targets must not be negative")
        for attr, n, what in (("row_relations", self.rows, "row_relations"), ("col_relations", self.cols, "col_relations")):
            rel = getattr(self, attr)
            if rel is None:
                object.__setattr__(self, attr, ("=",) * n)
                continue
            rel = tuple(rel)
            if len(rel) != n:
                raise PuzzleInputError(f"{what} has {len(rel)} entries, expected {n}")
            for i, x in enumerate(rel):
                if x not in RELATIONS:
                    raise PuzzleInputError(f"{what}[{i}] is {x!r}; use '=', '<=' or '>='")
            object.__setattr__(self, attr, rel)
        for cell in self.blocked:
            r, c = cell
            if not (0 <= r < self.rows and 0 <= c < self.cols):
                raise PuzzleInputError(f"blocked cell [{r}, {c}] is outside the {self.rows}x{self.cols} grid")
        free = self.rows * self.cols - len(self.blocked)
        if free % 2:
            raise PuzzleInputError(f"the grid has {free} free cells, an odd number; dominoes cover cells in pairs")
        for what, dominoes in (("given", self.givens), ("cost", list(self.costs))):
            for d in dominoes:
                if not self.fits(d):
                    raise PuzzleInputError(f"{what} domino {list(d)} does not fit on two free cells of the grid")
        seen = {}
        for d in self.givens:
            for cell in domino_cells(d):
                if cell in seen:
                    raise PuzzleInputError(f"given dominoes {list(seen[cell])} and {list(d)} overlap at {list(cell)}")
                seen[cell] = d

    # -- geometry -------------------------------------------------------
    def is_free(self, r: int, c: int) -> bool:
        """True for a cell inside the grid that is not blocked."""
        return 0 <= r < self.rows and 0 <= c < self.cols and (r, c) not in self.blocked

    def fits(self, d) -> bool:
        """True when ``d`` is ``("H"|"V", r, c)`` on two free cells."""
        if len(d) != 3 or d[0] not in ("H", "V"):
            return False
        return all(self.is_free(r, c) for r, c in domino_cells(d))

    @cached_property
    def free_per_row(self) -> list[int]:
        """Free cells in each row."""
        out = [self.cols] * self.rows
        for r, _ in self.blocked:
            out[r] -= 1
        return out

    @cached_property
    def free_per_col(self) -> list[int]:
        """Free cells in each column."""
        out = [self.rows] * self.cols
        for _, c in self.blocked:
            out[c] -= 1
        return out

    @cached_property
    def placements(self) -> list[Domino]:
        """Every domino on two free cells, row by row (``H`` before ``V`` per cell)."""
        out = []
        for r in range(self.rows):
            for c in range(self.cols):
                if (r, c) in self.blocked:
                    continue
                if self.is_free(r, c + 1):
                    out.append(("H", r, c))
                if self.is_free(r + 1, c):
                    out.append(("V", r, c))
        return out

    def with_changes(self, **changes) -> "DominoFitPuzzle":
        """A copy with some fields replaced (validated again)."""
        fields = dict(rows=self.rows, cols=self.cols, blocked=self.blocked, row_targets=self.row_targets,
                      col_targets=self.col_targets, rule=self.rule, row_relations=self.row_relations,
                      col_relations=self.col_relations, givens=self.givens, costs=self.costs, name=self.name)
        fields.update(changes)
        return DominoFitPuzzle(**fields)

    def rescored(self, rule: str, dominoes: Iterable[Domino]) -> "DominoFitPuzzle":
        """The same board with exact targets computed from ``dominoes`` under ``rule``."""
        rs, cs = line_sums(rule, self.rows, self.cols, dominoes)
        return self.with_changes(rule=rule, row_targets=tuple(rs), col_targets=tuple(cs),
                                 row_relations=None, col_relations=None)

    def with_target_mode(self, mode: str) -> "DominoFitPuzzle":
        """A copy whose lines are all ``exact`` / ``at-most`` / ``at-least``."""
        if mode not in TARGET_MODES:
            raise PuzzleInputError(f"unknown targets mode {mode!r}; choose exact, at-most or at-least")
        rel = TARGET_MODES[mode]
        return self.with_changes(row_relations=(rel,) * self.rows, col_relations=(rel,) * self.cols)

    # -- formats --------------------------------------------------------
    def to_json(self) -> dict:
        """The JSON form (see the module docstring); round-trips through :func:`parse_json`."""
        out = {"rows": self.rows, "cols": self.cols, "blocked": [list(x) for x in sorted(self.blocked)],
               "row_targets": list(self.row_targets), "col_targets": list(self.col_targets), "rule": self.rule}
        if any(x != "=" for x in self.row_relations):
            out["row_relations"] = list(self.row_relations)
        if any(x != "=" for x in self.col_relations):
            out["col_relations"] = list(self.col_relations)
        if self.givens:
            out["givens"] = [list(d) for d in self.givens]
        if self.costs:
            out["costs"] = [[*d, v] for d, v in sorted(self.costs.items())]
        return out

    def to_text(self) -> str:
        """The text format (see ``docs/dominofit.md``); round-trips through :func:`parse_text`."""
        grid = [["#" if (r, c) in self.blocked else "." for c in range(self.cols)] for r in range(self.rows)]
        for kind, r, c in self.givens:
            if kind == "H":
                grid[r][c], grid[r][c + 1] = "<", ">"
            else:
                grid[r][c], grid[r + 1][c] = "^", "v"

        def tok(t, rel):
            return f"{'' if rel == '=' else rel}{t}"

        ctoks = [tok(t, rel) for t, rel in zip(self.col_targets, self.col_relations)]
        width = max(len(x) for x in ctoks)
        lines = [f"dominofit rule={self.rule}"]
        lines += [f"cost {k} {r} {c} {v}" for (k, r, c), v in sorted(self.costs.items())]
        lines.append(" ".join(x.rjust(width) for x in ctoks))
        for r in range(self.rows):
            cells = " ".join(ch.rjust(width) for ch in grid[r])
            lines.append(f"{cells}   {tok(self.row_targets[r], self.row_relations[r])}")
        return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- parsing
def _int(x, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise PuzzleInputError(f"{what} must be a whole number, got {x!r}")
    return x


def _domino(x, what: str) -> Domino:
    if not isinstance(x, (list, tuple)) or len(x) != 3 or x[0] not in ("H", "V"):
        raise PuzzleInputError(f"{what} must be [\"H\"|\"V\", row, col], got {json.dumps(x)}")
    return (x[0], _int(x[1], what), _int(x[2], what))


def _relations(x, n_default: str, what: str):
    if x is None:
        return None
    if not isinstance(x, list):
        raise PuzzleInputError(f"{what} must be a list of '=', '<=', '>=' or null")
    out = []
    for i, rel in enumerate(x):
        rel = TARGET_MODES.get(rel, rel) if rel is not None else n_default
        out.append(rel)
    return tuple(out)


def puzzle_from_json(data, *, name: str = "dominofit", targets: str | None = None,
                     rule: str | None = None) -> DominoFitPuzzle:
    """A puzzle from the JSON object (already decoded).

    ``targets`` (exact / at-most / at-least) replaces the file's default
    relation (lines listed in ``row_relations`` / ``col_relations`` keep
    theirs); ``rule`` replaces the file's rule.

    Raises:
        PuzzleInputError: a missing or mistyped field, or any problem
            :class:`DominoFitPuzzle` rejects.
    """
    if not isinstance(data, dict):
        raise PuzzleInputError("a Domino Fit JSON puzzle must be an object with rows, cols, blocked, row_targets, col_targets")
    for key in ("rows", "cols", "row_targets", "col_targets"):
        if key not in data:
            raise PuzzleInputError(f"missing field {key!r}")
    rows, cols = _int(data["rows"], "rows"), _int(data["cols"], "cols")
    blocked = data.get("blocked", [])
    if not isinstance(blocked, list):
        raise PuzzleInputError("blocked must be a list of [row, col] pairs")
    cells = set()
    for i, b in enumerate(blocked):
        if not isinstance(b, (list, tuple)) or len(b) != 2:
            raise PuzzleInputError(f"blocked[{i}] must be a [row, col] pair, got {json.dumps(b)}")
        cells.add((_int(b[0], f"blocked[{i}] row"), _int(b[1], f"blocked[{i}] col")))
    lines = []
    for key in ("row_targets", "col_targets"):
        if not isinstance(data[key], list):
            raise PuzzleInputError(f"{key} must be a list of whole numbers")
        lines.append(tuple(data[key]))
    mode = targets or data.get("targets", "exact")
    if mode not in TARGET_MODES:
        raise PuzzleInputError(f"targets must be exact, at-most or at-least, got {mode!r}")
    default = TARGET_MODES[mode]
    row_rel = _relations(data.get("row_relations"), default, "row_relations")
    col_rel = _relations(data.get("col_relations"), default, "col_relations")
    if mode != "exact":
        row_rel = row_rel or (default,) * rows
        col_rel = col_rel or (default,) * cols
    givens = tuple(_domino(g, f"givens[{i}]") for i, g in enumerate(data.get("givens") or []))
    costs = {}
    for i, entry in enumerate(data.get("costs") or []):
        if not isinstance(entry, list) or len(entry) != 4:
            raise PuzzleInputError(f"costs[{i}] must be [\"H\"|\"V\", row, col, cost], got {json.dumps(entry)}")
        costs[_domino(entry[:3], f"costs[{i}]")] = _int(entry[3], f"costs[{i}] cost")
    rule = rule or data.get("rule", "cell")
    return DominoFitPuzzle(rows, cols, frozenset(cells), lines[0], lines[1], rule, row_rel, col_rel,
                           givens, costs, name)


_TARGET_TOKEN = re.compile(r"^(<=|>=|=)?(-?\d+)$")
_CELL_CHARS = {".": None, "#": "blocked", "<": "H0", ">": "H1", "^": "V0", "v": "V1"}


def _target_token(tok: str, where: str) -> tuple[int, str | None]:
    """``(target, relation or None when the token has no prefix)``."""
    m = _TARGET_TOKEN.match(tok)
    if not m:
        raise PuzzleInputError(f"target {tok!r} is not a whole number (optionally prefixed by <= or >=)", where)
    return int(m.group(2)), m.group(1)


def parse_text(text: str, *, source: str = "puzzle", targets: str | None = None,
               rule: str | None = None) -> DominoFitPuzzle:
    """Parse the text format (``docs/dominofit.md``).

    Layout: a header line ``dominofit [rule=cell|dot] [targets=exact|at-most|at-least]``,
    optional ``cost H|V ROW COL COST`` lines, a line of column targets, then one
    line per grid row: its cells (``.`` free, ``#`` blocked, ``<`` ``>`` a given
    horizontal domino, ``^`` ``v`` a given vertical one; separated by spaces
    or written together) followed by the row target.  A target may carry a
    relation prefix ``<=`` or ``>=``.  Lines starting with ``%`` are comments.
    ``targets`` and ``rule`` replace the header's values.

    Raises:
        PuzzleInputError: naming the line (``source: line N``) of a bad
            header, token, ragged row, or a given drawn inconsistently.
    """
    lines = [(i, ln.strip()) for i, ln in enumerate(text.splitlines(), 1)]
    lines = [(i, ln) for i, ln in lines if ln and not ln.startswith("%")]
    if not lines or not lines[0][1].lower().startswith("dominofit"):
        raise PuzzleInputError("a Domino Fit text puzzle starts with a line 'dominofit rule=cell|dot'", source)
    head_no, head = lines[0]
    opts = {"rule": "cell", "targets": "exact"}
    for tok in head.split()[1:]:
        key, _, value = tok.partition("=")
        if key not in opts or not value:
            raise PuzzleInputError(f"unknown header option {tok!r} (use rule=cell|dot, targets=exact|at-most|at-least)",
                                   f"{source}: line {head_no}")
        opts[key] = value
    opts["targets"] = targets or opts["targets"]
    opts["rule"] = rule or opts["rule"]
    if opts["targets"] not in TARGET_MODES:
        raise PuzzleInputError(f"targets must be exact, at-most or at-least, got {opts['targets']!r}",
                               f"{source}: line {head_no}")
    default = TARGET_MODES[opts["targets"]]
    body = lines[1:]
    costs = {}
    while body and body[0][1].lower().startswith("cost"):
        no, ln = body.pop(0)
        parts = ln.split()
        if len(parts) != 5 or parts[1] not in ("H", "V") or not all(re.fullmatch(r"-?\d+", p) for p in parts[2:]):
            raise PuzzleInputError("a cost line reads 'cost H|V ROW COL COST'", f"{source}: line {no}")
        costs[(parts[1], int(parts[2]), int(parts[3]))] = int(parts[4])
    if not body:
        raise PuzzleInputError("missing the line of column targets", source)
    col_no, col_line = body.pop(0)
    ctoks = [_target_token(t, f"{source}: line {col_no}") for t in col_line.split()]
    cols = len(ctoks)
    if not body:
        raise PuzzleInputError("missing the grid rows", source)
    grid, rtoks = [], []
    for no, ln in body:
        where = f"{source}: line {no}"
        parts = ln.split()
        if len(parts) < 2:
            raise PuzzleInputError("a grid row needs its cells and then the row target", where)
        cells = "".join(parts[:-1])
        if len(cells) != cols:
            raise PuzzleInputError(f"row has {len(cells)} cells, expected {cols} (one per column target)", where)
        bad = [ch for ch in cells if ch not in _CELL_CHARS]
        if bad:
            raise PuzzleInputError(f"unknown cell symbol {bad[0]!r} (use . # < > ^ v)", where)
        grid.append(cells)
        rtoks.append(_target_token(parts[-1], where))
    rows = len(grid)
    blocked = frozenset((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "#")
    givens = []
    for r in range(rows):
        for c in range(cols):
            ch = grid[r][c]
            if ch == "<":
                if c + 1 >= cols or grid[r][c + 1] != ">":
                    raise PuzzleInputError(f"'<' at row {r}, column {c} needs a '>' to its right", source)
                givens.append(("H", r, c))
            elif ch == "^":
                if r + 1 >= rows or grid[r + 1][c] != "v":
                    raise PuzzleInputError(f"'^' at row {r}, column {c} needs a 'v' below it", source)
                givens.append(("V", r, c))
            elif ch == ">" and (c == 0 or grid[r][c - 1] != "<"):
                raise PuzzleInputError(f"'>' at row {r}, column {c} needs a '<' to its left", source)
            elif ch == "v" and (r == 0 or grid[r - 1][c] != "^"):
                raise PuzzleInputError(f"'v' at row {r}, column {c} needs a '^' above it", source)

    row_rel = tuple(rel or default for _, rel in rtoks)
    col_rel = tuple(rel or default for _, rel in ctoks)
    return DominoFitPuzzle(rows, cols, blocked, tuple(t for t, _ in rtoks), tuple(t for t, _ in ctoks), opts["rule"],
                           row_rel, col_rel, tuple(givens), costs, source)


def detect(text: str) -> bool:
    """True when ``text`` looks like a Domino Fit puzzle: the text format's
    ``dominofit`` header, or a JSON object with ``row_targets`` and
    ``col_targets`` (the batch runner uses this to pick the puzzle kind)."""
    stripped = text.lstrip()
    if stripped[:9].lower() == "dominofit":
        return True
    if not stripped.startswith("{"):
        return False
    try:
        data = json.loads(text)
    except ValueError:
        return False
    return isinstance(data, dict) and "row_targets" in data and "col_targets" in data and "rows" in data


def parse_puzzle(text: str, *, source: str = "puzzle", targets: str | None = None,
                 rule: str | None = None) -> DominoFitPuzzle:
    """A puzzle from JSON or the text format (chosen by the first character);
    ``targets`` / ``rule`` override the file's defaults (see :func:`puzzle_from_json`).

    Raises:
        PuzzleInputError: bad JSON (with line and column) or any problem the
            formats reject, prefixed with ``source``.
    """
    stripped = text.lstrip()
    if stripped.startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise PuzzleInputError(f"bad JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", source) from None
        try:
            return puzzle_from_json(data, name=source, targets=targets, rule=rule)
        except PuzzleInputError as exc:
            raise exc.at(source) from None
    try:
        return parse_text(text, source=source, targets=targets, rule=rule)
    except PuzzleInputError as exc:
        if exc.where and exc.where.startswith(source):
            raise
        raise exc.at(source) from None


def load_puzzle(path, *, targets: str | None = None, rule: str | None = None) -> DominoFitPuzzle:
    """Read a puzzle file (JSON or text format); see :func:`parse_puzzle`.

    Raises:
        PuzzleInputError: the file cannot be read, or its content is bad.
    """
    from pathlib import Path

    p = Path(path)
    text = read_text_file(p, "puzzle file")
    return parse_puzzle(text, source=p.name, targets=targets, rule=rule)


# ---------------------------------------------------------------- checker
def check_dominoes(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino]) -> list[str]:
    """The independent checker: rules 1-5 of the module docstring, read off
    the puzzle and the dominoes alone (no solver).

    Returns:
        list of violations, each naming the domino, cell or line; empty when valid.
    """
    problems = []
    covered: dict = {}
    dominoes = list(dominoes)
    for d in dominoes:
        if len(d) != 3 or d[0] not in ("H", "V"):
            problems.append(f"{list(d)} is not a domino [\"H\"|\"V\", row, col]")
            continue
        for cell in domino_cells(d):
            r, c = cell
            if not (0 <= r < puzzle.rows and 0 <= c < puzzle.cols):
                problems.append(f"domino {list(d)} leaves the grid at {list(cell)}")
            elif cell in puzzle.blocked:
                problems.append(f"domino {list(d)} covers blocked cell {list(cell)}")
            elif cell in covered:
                problems.append(f"cell {list(cell)} is covered by both {list(covered[cell])} and {list(d)}")
            else:
                covered[cell] = d
    missing = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)
               if (r, c) not in puzzle.blocked and (r, c) not in covered]
    if missing:
        problems.append(f"{len(missing)} free cells are not covered (first {list(missing[0])})")
    rs, cs = line_sums(puzzle.rule, puzzle.rows, puzzle.cols, [d for d in dominoes if len(d) == 3])
    for axis, sums, targets, rels in (("row", rs, puzzle.row_targets, puzzle.row_relations),
                                      ("column", cs, puzzle.col_targets, puzzle.col_relations)):
        for i, (s, t, rel) in enumerate(zip(sums, targets, rels)):
            if not _holds(s, rel, t):
                problems.append(f"{axis} {i} scores {s} under the {puzzle.rule} rule, target {rel} {t}")
    have = set(map(tuple, dominoes))
    for g in puzzle.givens:
        if tuple(g) not in have:
            problems.append(f"given domino {list(g)} is not in the tiling")
    return problems


# ---------------------------------------------------------------- models
def _line_terms(puzzle: DominoFitPuzzle):
    """``(row_terms, col_terms)``: per line a list of ``(placement index, points)``."""
    rows = [[] for _ in range(puzzle.rows)]
    cols = [[] for _ in range(puzzle.cols)]
    for i, d in enumerate(puzzle.placements):
        for axis, j, pts in domino_scores(puzzle.rule, d):
            (rows if axis == "row" else cols)[j].append((i, pts))
    return rows, cols


def linear_rows(puzzle: DominoFitPuzzle, model: str = "implied"):
    """The 0-1 model as backend-neutral linear rows over the placement
    variables (one per :attr:`DominoFitPuzzle.placements`).

    Returns:
        ``(rows, contradiction)``: ``rows`` a list of ``(terms, op, rhs)``
        with ``terms`` a list of ``(index, coefficient)`` and ``op`` one of
        ``"=", "<=", ">="``; ``contradiction`` is the reason the targets
        cannot be met (then no tiling exists) or None.  ``model="plain"`` is
        the tutorial's model (cover + targets); ``"implied"`` replaces an
        axis's exact targets by the equivalent counts of
        :func:`implied_counts`.
    """
    if model not in MODELS:
        raise PuzzleInputError(f"unknown model {model!r}; choose implied or plain")
    index = {d: i for i, d in enumerate(puzzle.placements)}
    cover: dict = {}
    for i, d in enumerate(puzzle.placements):
        for cell in domino_cells(d):
            cover.setdefault(cell, []).append(i)
    out = []
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            if (r, c) not in puzzle.blocked:
                out.append(([(i, 1) for i in cover.get((r, c), [])], "=", 1))
    for g in puzzle.givens:
        out.append(([(index[tuple(g)], 1)], "=", 1))
    row_terms, col_terms = _line_terms(puzzle)
    implied = implied_counts(puzzle) if model == "implied" else ImpliedCounts(None, None, None, None)
    if implied.contradiction:
        return out, implied.contradiction
    if implied.h_row is not None:
        by = {("H", r): [] for r in range(puzzle.rows)} | {("V", r): [] for r in range(puzzle.rows)}
        for i, (k, r, _) in enumerate(puzzle.placements):
            by[(k, r)].append((i, 1))
        for r in range(puzzle.rows):
            out.append((by[("H", r)], "=", implied.h_row[r]))
            out.append((by[("V", r)], "=", implied.v_row[r]))
    else:
        out += [(row_terms[r], rel, t) for r, (rel, t) in enumerate(zip(puzzle.row_relations, puzzle.row_targets))]
    if implied.h_col is not None:
        by = {("H", c): [] for c in range(puzzle.cols)} | {("V", c): [] for c in range(puzzle.cols)}
        for i, (k, _, c) in enumerate(puzzle.placements):
            by[(k, c)].append((i, 1))
        for c in range(puzzle.cols):
            out.append((by[("H", c)], "=", implied.h_col[c]))
            out.append((by[("V", c)], "=", implied.v_col[c]))
    else:
        out += [(col_terms[c], rel, t) for c, (rel, t) in enumerate(zip(puzzle.col_relations, puzzle.col_targets))]
    return out, None


class _Contradiction:
    """A backend stand-in for targets proven impossible by arithmetic."""

    def __init__(self, reason: str):
        self.reason = reason

    def solve(self) -> Outcome:
        return Outcome(Status.INFEASIBLE, 0.0)

    def uniqueness(self, first=None) -> UniquenessOutcome:
        return UniquenessOutcome(Uniqueness.NO_SOLUTION, None, None, 0.0)


def cpsat_session(puzzle: DominoFitPuzzle, options: SolverOptions | None = None, *, model: str = "implied",
                  objective: Objective | None = None, defaults: dict | None = None):
    """The CP-SAT model wrapped in a core :class:`~gridsat.core.solver.Session`
    (decision variables = placement booleans), or a stand-in whose
    ``solve()`` reports ``infeasible`` when the targets are contradictory.

    Args:
        defaults: CP-SAT parameters (default :data:`CPSAT_DEFAULTS` for the
            implied model, CP-SAT's own defaults for ``plain``).
    """
    rows, contradiction = linear_rows(puzzle, model)
    if contradiction:
        return _Contradiction(contradiction)
    m = cp_model.CpModel()
    x = [m.new_bool_var(f"{k}{r}_{c}") for k, r, c in puzzle.placements]
    for terms, op, rhs in rows:
        if op == "=" and rhs == 1 and all(a == 1 for _, a in terms):
            m.add_exactly_one([x[i] for i, _ in terms])
            continue
        expr = cp_model.LinearExpr.weighted_sum([x[i] for i, _ in terms], [a for _, a in terms])
        m.add(expr == rhs if op == "=" else expr <= rhs if op == "<=" else expr >= rhs)
    if objective is not None:
        coefs = [objective.coefficient(puzzle, d) for d in puzzle.placements]
        expr = cp_model.LinearExpr.weighted_sum(x, coefs)
        (m.maximize if objective.sense == "max" else m.minimize)(expr)
    if defaults is None:
        defaults = {} if model == "plain" else CPSAT_OBJECTIVE_DEFAULTS if objective is not None else CPSAT_DEFAULTS
    return Session(m, x, options, defaults)


class MipSession:
    """The same 0-1 model solved by SCIP (shipped in the OR-Tools wheel,
    through ``ortools.linear_solver.pywraplp``), with the core Session's
    ``solve`` / ``forbid`` / ``uniqueness`` interface and honest statuses:
    ``infeasible`` only when SCIP proves it, a time-out is ``unknown``.

    Args:
        rows: from :func:`linear_rows`.
        n: number of placement variables.
        options: :class:`SolverOptions`; ``time_limit`` (s) is honoured,
            ``workers`` and ``seed`` are ignored (SCIP is single-threaded
            here) and CP-SAT ``params`` are refused.
        objective: ``(coefficients, "max"|"min")`` or None.
    """

    def __init__(self, rows, n: int, options: SolverOptions | None = None, objective=None):
        from ortools.linear_solver import pywraplp

        self._pywraplp = pywraplp
        self.options = options or SolverOptions()
        self.solver = pywraplp.Solver.CreateSolver("SCIP")
        if self.solver is None:  # an OR-Tools build without SCIP
            raise PuzzleInputError("this OR-Tools build has no SCIP; use --backend cpsat")
        self.x = [self.solver.BoolVar(f"x{i}") for i in range(n)]
        for terms, op, rhs in rows:
            lo, hi = {"=": (rhs, rhs), "<=": (-self.solver.infinity(), rhs), ">=": (rhs, self.solver.infinity())}[op]
            ct = self.solver.Constraint(lo, hi)
            for i, a in terms:
                ct.SetCoefficient(self.x[i], a)
        self.has_objective = objective is not None
        if objective is not None:
            coefs, sense = objective
            obj = self.solver.Objective()
            for v, a in zip(self.x, coefs):
                if a:
                    obj.SetCoefficient(v, a)
            obj.SetMaximization() if sense == "max" else obj.SetMinimization()
        if self.options.log:
            self.solver.EnableOutput()
        if self.options.params:
            raise PuzzleInputError("--params sets CP-SAT parameters; it does not apply to the scip backend")
        self._started = time.perf_counter()

    def time_left(self) -> float | None:
        if self.options.time_limit is None:
            return None
        return self.options.time_limit - (time.perf_counter() - self._started)

    def solve(self) -> Outcome:
        left = self.time_left()
        if left is not None and left <= 0:
            return Outcome(Status.UNKNOWN, 0.0)
        if left is not None:
            self.solver.SetTimeLimit(max(1, int(left * 1000)))
        t0 = time.perf_counter()
        code = self.solver.Solve()
        seconds = time.perf_counter() - t0
        S = self._pywraplp.Solver
        if code in (S.OPTIMAL, S.FEASIBLE):
            values = [int(round(v.solution_value())) for v in self.x]
            obj = bound = None
            if self.has_objective:
                obj = self.solver.Objective().Value()
                bound = self.solver.Objective().BestBound()
            return Outcome(Status.SOLVED, seconds, values, obj, bound, code == S.OPTIMAL)
        if code == S.INFEASIBLE:
            return Outcome(Status.INFEASIBLE, seconds)
        return Outcome(Status.UNKNOWN, seconds)

    def forbid(self, values: Sequence[int]) -> None:
        """Exclude one tiling: at most ``k - 1`` of its ``k`` chosen placements."""
        chosen = [v for v, val in zip(self.x, values) if val]
        ct = self.solver.Constraint(-self.solver.infinity(), len(chosen) - 1)
        for v in chosen:
            ct.SetCoefficient(v, 1)

    #: the core's uniqueness check (solve, forbid the tiling, solve again) needs
    #: only ``solve`` and ``forbid``, which this class provides.
    uniqueness = Session.uniqueness


def make_session(puzzle: DominoFitPuzzle, options: SolverOptions | None = None, *, backend: str = "cpsat",
                 model: str = "implied", objective: Objective | None = None):
    """A solving session for ``backend`` (``cpsat`` or ``scip``); see
    :func:`cpsat_session` and :class:`MipSession`.

    Raises:
        PuzzleInputError: unknown backend or model.
    """
    if backend not in BACKENDS:
        raise PuzzleInputError(f"unknown backend {backend!r}; choose {' or '.join(BACKENDS)}")
    if backend == "cpsat":
        return cpsat_session(puzzle, options, model=model, objective=objective)
    rows, contradiction = linear_rows(puzzle, model)
    if contradiction:
        return _Contradiction(contradiction)
    obj = None
    if objective is not None:
        obj = ([objective.coefficient(puzzle, d) for d in puzzle.placements], objective.sense)
    return MipSession(rows, len(puzzle.placements), options, obj)


def decode(puzzle: DominoFitPuzzle, values) -> list[Domino]:
    """Dominoes chosen by a vector of placement values (``list[("H"|"V", r, c)]``)."""
    return [d for d, v in zip(puzzle.placements, values) if v]


def solve(puzzle: DominoFitPuzzle, options: SolverOptions | None = None, *, backend: str = "cpsat",
          model: str = "implied", objective: Objective | None = None, unique: bool = False) -> "DominoFitResult":
    """Solve (optionally optimise, optionally check uniqueness) and return a
    checked :class:`DominoFitResult`.

    Args:
        puzzle: the :class:`DominoFitPuzzle`.
        options: :class:`SolverOptions` (time limit in seconds for the whole
            call, workers, seed, params).
        backend: ``"cpsat"`` (default, measured fastest) or ``"scip"``.
        model: ``"implied"`` (default) or the tutorial's ``"plain"`` model.
        objective: an :class:`Objective`, or None to find any tiling.
        unique: also decide whether the tiling is the only one (without
            objective: the second solve forbids the first tiling).

    Returns:
        :class:`DominoFitResult` with status solved / infeasible / unknown.

    Raises:
        PuzzleInputError: unknown backend/model.
        SolutionCheckError: only on a gridsat bug (the answer failed the checker).
    """
    t0 = time.perf_counter()
    session = make_session(puzzle, options, backend=backend, model=model, objective=objective)
    reason = getattr(session, "reason", None)
    out = session.solve()
    result = DominoFitResult(out.status, 0.0, puzzle, decode(puzzle, out.values) if out.values else [],
                             backend=backend, reason=reason)
    if objective is not None and out.status is Status.SOLVED:
        result.objective = objective
        result.objective_value = objective.value(puzzle, result.dominoes)
        result.optimal = bool(out.optimal)
        result.bound = out.bound
    if unique and out.status is not Status.UNKNOWN:
        if out.status is Status.INFEASIBLE:
            result.uniqueness = Uniqueness.NO_SOLUTION
        else:
            if objective is not None:  # uniqueness is about tilings, not about the optimum
                session = make_session(puzzle, options, backend=backend, model=model)
            u = session.uniqueness(out.values)
            result.uniqueness = u.verdict
            if u.second is not None:
                result.second = decode(puzzle, u.second)
    elif unique:
        result.uniqueness = Uniqueness.UNKNOWN
    result.seconds = time.perf_counter() - t0
    return result.check()


def forced_dominoes(puzzle: DominoFitPuzzle, options: SolverOptions | None = None):
    """Dominoes that are in every tiling (the backbone), with the core
    Session's :meth:`~gridsat.core.solver.Session.backbone`.

    Returns:
        ``(forced, first, complete)``: ``forced`` a list of dominoes in the
        reference tiling ``first`` that every tiling uses (a proof when
        ``complete``), or None when no tiling was found.
    """
    session = cpsat_session(puzzle, options)
    if isinstance(session, _Contradiction):
        return None
    bb = session.backbone()
    if bb is None:
        return None
    first = decode(puzzle, bb.first)
    forced = [d for d, v, f in zip(puzzle.placements, bb.first, bb.forced) if v and f]
    return forced, first, bb.complete


# ---------------------------------------------------------------- result
@dataclass
class DominoFitResult(Result):
    """A Domino Fit answer.

    Attributes:
        puzzle: the :class:`DominoFitPuzzle` solved.
        dominoes: the tiling, ``[("H"|"V", r, c), ...]`` (empty unless solved).
        backend: ``"cpsat"`` or ``"scip"``.
        reason: why the puzzle is infeasible when proven by arithmetic on the targets.
        uniqueness: :class:`~gridsat.core.solver.Uniqueness` when asked, else None.
        second: a second tiling when not unique.
        objective, objective_value, optimal, bound: the optimisation, when asked.
        forced: dominoes in every tiling (``--forced``), with ``forced_complete``.
    """

    kind = "dominofit"
    puzzle: DominoFitPuzzle = None
    dominoes: list = field(default_factory=list)
    backend: str = "cpsat"
    reason: str | None = None
    uniqueness: Uniqueness | None = None
    second: list | None = None
    objective: Objective | None = None
    objective_value: int | None = None
    optimal: bool | None = None
    bound: float | None = None
    forced: list | None = None
    forced_complete: bool = False

    def violations(self) -> list[str]:
        problems = []
        if self.status is Status.SOLVED:
            problems += check_dominoes(self.puzzle, self.dominoes)
            if self.objective is not None and self.objective_value != self.objective.value(self.puzzle, self.dominoes):
                problems.append("the reported objective value differs from the tiling's")
        if self.second is not None:
            problems += [f"second tiling: {p}" for p in check_dominoes(self.puzzle, self.second)]
            if sorted(self.second) == sorted(self.dominoes):
                problems.append("the second tiling equals the first")
        if self.forced is not None:
            have = set(self.dominoes)
            problems += [f"forced domino {list(d)} is not in the tiling" for d in self.forced if d not in have]
        return problems

    def answer_json(self) -> dict:
        out = {"rule": self.puzzle.rule, "backend": self.backend,
               "dominoes": [list(d) for d in self.dominoes]}
        if self.reason:
            out["reason"] = self.reason
        if self.uniqueness is not None:
            out["uniqueness"] = str(self.uniqueness)
            if self.second is not None:
                out["second_dominoes"] = [list(d) for d in self.second]
        if self.objective is not None:
            out.update({"objective": self.objective.kind, "objective_value": self.objective_value,
                        "optimal": bool(self.optimal)})
            if self.bound is not None:
                out["bound"] = self.bound
        if self.forced is not None:
            out["forced"] = [list(d) for d in self.forced]
            out["forced_complete"] = self.forced_complete
        return out

    def text(self):
        from rich.console import Group
        from rich.text import Text

        parts = []
        if self.status is Status.SOLVED:
            parts.append(draw_ascii(self.puzzle, self.dominoes))
        else:
            parts.append(draw_ascii(self.puzzle, []))
            if self.reason:
                parts.append(Text(f"no tiling: {self.reason}"))
        if self.objective is not None:
            proven = "proven optimal" if self.optimal else "not proven optimal"
            parts.append(Text(f"{self.objective.describe()}: {self.objective_value} ({proven})"))
        if self.forced is not None:
            proof = "proven" if self.forced_complete else "not proven: time limit"
            parts.append(Text(f"forced dominoes (in every tiling; {proof}): {len(self.forced)} of {len(self.dominoes)}"))
            parts.append(draw_ascii(self.puzzle, self.forced))
        if self.uniqueness is not None:
            parts.append(Text(f"uniqueness: {self.uniqueness}"))
            if self.second is not None:
                parts.append(Text("second tiling:"))
                parts.append(draw_ascii(self.puzzle, self.second))
        return Group(*parts)

    def figure(self, title: str | None = None):
        if self.status is not Status.SOLVED:
            return None
        return draw_figure(self.puzzle, self.dominoes,
                           title=title or f"Domino Fit {self.puzzle.rows}x{self.puzzle.cols} ({self.puzzle.rule} rule)")


def _target_label(t: int, rel: str) -> str:
    return f"{'' if rel == '=' else '≤' if rel == '<=' else '≥'}{t}"


def draw_ascii(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino]):
    """The board as rich ``Text``: column targets on top, row targets on the
    right, ``#`` blocked, ``<==>`` a horizontal domino, ``^`` over ``v`` a
    vertical one (givens bold and underlined; without ``dominoes`` the givens
    alone are drawn), ``.`` an uncovered free cell.  ``str()`` gives plain text."""
    from rich.text import Text

    ctoks = [_target_label(t, rel).replace("≤", "<").replace("≥", ">") for t, rel in
             zip(puzzle.col_targets, puzzle.col_relations)]
    w = max(2, max(len(x) for x in ctoks) + 1)
    cell = {}
    for kind, r, c in list(dominoes) or puzzle.givens:
        if kind == "H":
            cell[(r, c)] = ("<" + "=" * (w - 1), "H")
            cell[(r, c + 1)] = ("=" * (w - 1) + ">", "H")
        else:
            cell[(r, c)] = ("^".center(w), "V")
            cell[(r + 1, c)] = ("v".center(w), "V")
    given_cells = {x for g in puzzle.givens for x in domino_cells(g)}
    out = Text()
    out.append("".join(x.rjust(w) for x in ctoks) + "\n", style="bold")
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            if (r, c) in puzzle.blocked:
                out.append("#" * w, style="dim")
            elif (r, c) in cell:
                s, kind = cell[(r, c)]
                style = "black on #9ecae1" if kind == "H" else "black on #fdae6b"
                out.append(s, style=("bold underline " + style) if (r, c) in given_cells else style)
            else:
                out.append(".".center(w), style="dim")
        label = _target_label(puzzle.row_targets[r], puzzle.row_relations[r]).replace("≤", "<").replace("≥", ">")
        out.append(" " + label, style="bold")
        if r < puzzle.rows - 1:
            out.append("\n")
    return out


def draw_figure(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino], *, title: str | None = None):
    """A matplotlib ``Figure``: blocked cells dark, each domino a rounded
    tile (horizontal blue, vertical orange, givens with a thick outline,
    dots where the ``dot`` rule scores), column targets above the grid and
    row targets to its right."""
    from matplotlib.patches import FancyBboxPatch, Rectangle

    from ..render.picture import new_figure

    fig, ax = new_figure(puzzle.rows, puzzle.cols, title=title, extra_cols=1.2, extra_rows=1.0, margin=0.2)
    ax.set_ylim(puzzle.rows + 0.2, -1.2)  # the extra row goes on top, for the column targets
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            blocked = (r, c) in puzzle.blocked
            ax.add_patch(Rectangle((c, r), 1, 1, facecolor="#444444" if blocked else "white",
                                   edgecolor="#bbbbbb", linewidth=0.5))
    fs = max(4, min(9, 240 / max(puzzle.rows, puzzle.cols)))
    givens = set(puzzle.givens)
    for kind, r, c in list(dominoes) or puzzle.givens:
        w, h = (2, 1) if kind == "H" else (1, 2)
        ax.add_patch(FancyBboxPatch((c + 0.1, r + 0.1), w - 0.2, h - 0.2, boxstyle="round,pad=0,rounding_size=0.2",
                                    facecolor="#9ecae1" if kind == "H" else "#fdae6b", edgecolor="black",
                                    linewidth=2.4 if (kind, r, c) in givens else 0.8))
        if puzzle.rule == "dot":
            (dr, dc), n = ((r, c + 1), 2) if kind == "H" else ((r, c), 1)
            xs = [dc + 0.5] if n == 1 else [dc + 0.35, dc + 0.65]
            ax.scatter(xs, [dr + 0.5] * n, s=fs * 2, color="black", zorder=3)
    for c, (t, rel) in enumerate(zip(puzzle.col_targets, puzzle.col_relations)):
        ax.text(c + 0.5, -0.5, _target_label(t, rel), ha="center", va="center", fontsize=fs)
    for r, (t, rel) in enumerate(zip(puzzle.row_targets, puzzle.row_relations)):
        ax.text(puzzle.cols + 0.6, r + 0.5, _target_label(t, rel), ha="center", va="center", fontsize=fs)
    return fig


def solve_text(text: str, source: str, options=None) -> DominoFitResult:
    """Parse ``text`` (JSON or text format) and solve it; for the batch runner.

    Args:
        text: the puzzle file's content.
        source: its name, used in error messages.
        options: :class:`SolverOptions` or None.

    Returns:
        a checked :class:`DominoFitResult`.

    Raises:
        PuzzleInputError: bad input (message prefixed with ``source``).
    """
    return solve(parse_puzzle(text, source=source), options)


__all__ = ["BACKENDS", "DominoFitPuzzle", "DominoFitResult", "ImpliedCounts", "MipSession", "Objective", "RULES",
           "check_dominoes", "cpsat_session", "decode", "detect", "domino_cells", "domino_scores", "draw_ascii",
           "draw_figure", "forced_dominoes", "implied_counts", "line_sums", "linear_rows", "load_puzzle",
           "make_session", "parse_puzzle", "parse_text", "puzzle_from_json", "solve", "solve_text"]
