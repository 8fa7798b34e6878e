"""Yin-Yang: shade every cell black or white.

Rules (as stated on puzzle-yin-yang.com and Nikoli-style collections such
as janko.at; gridsat issue 4):

1. every cell is black or white;
2. all black cells form one orthogonally connected group, and so do all
   white cells (a colour with no cell at all is trivially connected);
3. no 2x2 block is all one colour;
4. given circles keep their colour (white circle: white, black circle: black).

Grids are rows of ints: in a puzzle ``0`` empty, ``1`` white circle, ``2``
black circle; in an answer ``1`` white, ``2`` black.

CP-SAT model (chosen by measurement, ``benchmarks/yinyang.py``; walk-through
in ``docs/yinyang.md``): one boolean per cell (true = black); rule 3 as two
clauses per 2x2 block; rule 4 by fixing variables; three redundant
constraints that every valid answer satisfies -- no 2x2 checkerboard, at most
two colour changes around the border, no isolated cell of a colour with two
or more givens; and rule 2 as one rooted tree per colour sharing
one set of parent arcs: every cell except the root of its colour has exactly
one parent, a same-coloured neighbour one step closer to the root.  The root
of a colour is its first given circle in row-major order, or (no given of
that colour) its first cell of that colour in row-major order -- never a
free choice, so each colouring has exactly one tree-depth labelling up to
the choice of parents.

A second connectivity model, ``method="cuts"``, keeps only the local rules
and adds vertex-separator cuts for separated components lazily (solve, cut,
solve again); it is correct but measured slower on the hard 25x25 boards
(many rounds), so it is kept for comparison only.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from ortools.sat.python import cp_model

from ..core.errors import PuzzleInputError
from ..core.files import read_text_file
from ..core.geometry import MAX_SIDE, is_edge_connected
from ..core.result import Result
from ..core.solver import Outcome, Session, SolverOptions, Status, Uniqueness

EMPTY, WHITE, BLACK = 0, 1, 2
COLOUR_NAMES = {WHITE: "white", BLACK: "black"}

#: CP-SAT parameters for the lazy-cut model, chosen by measurement
#: (benchmarks/yinyang.py): one worker -- each round is a small, mostly
#: propagation-driven solve, and a second worker only adds start-up time.
CUT_DEFAULTS = {"num_workers": 1}
#: CP-SAT parameters for the complete tree model, chosen by measurement
#: (benchmarks/yinyang.py): one worker, no symmetry detection, no probing in
#: presolve -- on these models the extra presolve work costs more than it saves.
TREE_DEFAULTS = {"num_workers": 1, "symmetry_level": 0, "cp_model_probing_level": 0}

#: Connectivity model used unless asked otherwise, chosen by measurement
#: (benchmarks/yinyang.py, 25x25 to 40x40 boards, solve + uniqueness proof).
DEFAULT_METHOD = "tree"

#: Input formats :func:`parse` understands.
FORMATS = ("text", "url", "pzprv3", "html")


# ---------------------------------------------------------------------------
# the puzzle
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class YinYangPuzzle:
    """A Yin-Yang board with its given circles.

    Attributes:
        givens: ``rows`` tuples of ``cols`` ints (0 empty, 1 white, 2 black).
        name: label for messages and pictures.

    Raises:
        PuzzleInputError: empty, ragged, a value other than 0/1/2, or a side
            above :data:`~gridsat.core.geometry.MAX_SIDE`.
    """

    givens: tuple
    name: str = "yinyang"

    def __post_init__(self):
        rows = tuple(tuple(int(v) for v in row) for row in self.givens)
        object.__setattr__(self, "givens", rows)
        if not rows or not rows[0]:
            raise PuzzleInputError("the board has no cells", self.name)
        width = len(rows[0])
        for r, row in enumerate(rows, start=1):
            if len(row) != width:
                raise PuzzleInputError(f"ragged rows: row {r} has {len(row)} cells, row 1 has {width}", self.name)
            for c, v in enumerate(row, start=1):
                if v not in (EMPTY, WHITE, BLACK):
                    raise PuzzleInputError(f"row {r}, column {c}: value {v} is not 0 (empty), 1 (white circle) "
                                           "or 2 (black circle)", self.name)
        if len(rows) > MAX_SIDE or width > MAX_SIDE:
            raise PuzzleInputError(f"board {len(rows)}x{width} is too large (at most {MAX_SIDE} per side)",
                                   self.name)

    # -- shape ---------------------------------------------------------
    @property
    def rows(self) -> int:
        return len(self.givens)

    @property
    def cols(self) -> int:
        return len(self.givens[0])

    def cells(self) -> list:
        """All cells ``(r, c)`` in row-major order."""
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]

    def given_cells(self, colour: int) -> list:
        """Cells with a given circle of ``colour`` (1 or 2), row-major."""
        return [(r, c) for r, c in self.cells() if self.givens[r][c] == colour]

    def neighbours(self, cell) -> list:
        """Orthogonal neighbours of ``cell`` inside the board."""
        r, c = cell
        return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                if 0 <= r + dr < self.rows and 0 <= c + dc < self.cols]

    def blocks(self) -> list:
        """Every 2x2 block as ``(top-left, top-right, bottom-left, bottom-right)``."""
        return [((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1))
                for r in range(self.rows - 1) for c in range(self.cols - 1)]

    def border(self) -> list:
        """Border cells in cyclic (clockwise) order; needs at least 2 rows and 2 columns."""
        R, C = self.rows - 1, self.cols - 1
        ring = [(0, c) for c in range(C)] + [(r, C) for r in range(R)]
        ring += [(R, c) for c in range(C, 0, -1)] + [(r, 0) for r in range(R, 0, -1)]
        return ring

    # -- CP-SAT ----------------------------------------------------------
    def session(self, options: SolverOptions | None = None, method: str = DEFAULT_METHOD) -> Session:
        """The CP-SAT model of the rules in a :class:`Session` whose decision
        variables are the cell booleans (row-major, true = black).

        Args:
            options: solver options.
            method: ``"tree"`` (default; complete rooted-tree model) or
                ``"cuts"`` (lazy connectivity cuts).

        Raises:
            PuzzleInputError: unknown ``method``.
        """
        model = cp_model.CpModel()
        black = {cell: model.new_bool_var(f"black{cell}") for cell in self.cells()}
        for (r, c), v in black.items():  # rule 4
            if self.givens[r][c] == WHITE:
                model.add(v == 0)
            elif self.givens[r][c] == BLACK:
                model.add(v == 1)
        for a, b, c, d in self.blocks():
            model.add_bool_or([black[a], black[b], black[c], black[d]])  # rule 3: not all white
            model.add_bool_or([~black[a], ~black[b], ~black[c], ~black[d]])  # rule 3: not all black
            # redundant: no checkerboard a=d != b=c (two crossing paths would be needed)
            model.add_bool_or([~black[a], black[b], black[c], ~black[d]])
            model.add_bool_or([black[a], ~black[b], ~black[c], black[d]])
        if self.rows >= 2 and self.cols >= 2:  # redundant: at most 2 colour changes around the border
            ring = self.border()
            changes = []
            for i, cell in enumerate(ring):
                nxt = ring[(i + 1) % len(ring)]
                t = model.new_bool_var(f"change{cell}")
                model.add_bool_or([~black[cell], black[nxt], t])
                model.add_bool_or([black[cell], ~black[nxt], t])
                changes.append(t)
            model.add(sum(changes) <= 2)
        for colour in (WHITE, BLACK):  # redundant: no isolated cell of a colour with 2+ givens
            if len(self.given_cells(colour)) >= 2:
                def lit(cell, colour=colour):
                    return black[cell] if colour == BLACK else ~black[cell]
                for cell in self.cells():
                    model.add_bool_or([~lit(cell)] + [lit(nb) for nb in self.neighbours(cell)])
        decision = [black[cell] for cell in self.cells()]
        if method == "cuts":
            return CutSession(model, decision, options, CUT_DEFAULTS, puzzle=self)
        if method == "tree":
            self._add_tree(model, black)
            return Session(model, decision, options, TREE_DEFAULTS)
        raise PuzzleInputError(f"unknown Yin-Yang method {method!r} (use 'cuts' or 'tree')")

    def _add_tree(self, model: cp_model.CpModel, black: dict) -> None:
        """Rule 2 as a complete model: every cell but one root per colour has
        exactly one parent arc to a same-coloured neighbour of depth one less.
        The root of a colour is its first given in row-major order, or (no
        given of that colour) its first cell in row-major order."""
        cells = self.cells()
        n = len(cells)
        is_root = {cell: [] for cell in cells}
        for colour in (WHITE, BLACK):
            given = self.given_cells(colour)
            if given:
                is_root[given[0]].append(1)
                continue
            seen = None  # "an earlier cell has this colour"
            for cell in cells:
                lit = black[cell] if colour == BLACK else ~black[cell]
                root = model.new_bool_var(f"root{colour}{cell}")
                if seen is None:
                    model.add(root == lit)
                    seen_now = lit
                else:
                    model.add_bool_and([lit, ~seen]).only_enforce_if(root)
                    model.add_bool_or([~lit, seen, root])
                    seen_now = model.new_bool_var(f"seen{colour}{cell}")
                    model.add_max_equality(seen_now, [seen, lit])
                is_root[cell].append(root)
                seen = seen_now
        depth = {cell: model.new_int_var(0, n - 1, f"depth{cell}") for cell in cells}
        for cell in cells:
            arcs = []
            for nb in self.neighbours(cell):
                p = model.new_bool_var(f"parent{cell}->{nb}")
                model.add(black[cell] == black[nb]).only_enforce_if(p)
                model.add(depth[cell] == depth[nb] + 1).only_enforce_if(p)
                arcs.append(p)
            model.add(sum(arcs) + sum(is_root[cell]) == 1)

    # -- cuts for the lazy model ------------------------------------------
    def connectivity_cuts(self, values) -> list:
        """Separator cuts violated by an assignment that breaks rule 2.

        Args:
            values: cell values row-major (1 = black), as a session returns.

        Returns:
            list of ``(colour, component, boundary, anchors)``: for each
            separated component ``component`` (a set of cells) of ``colour``,
            ``boundary`` is its outer vertex boundary and ``anchors`` the two
            cells ``(u, v)`` with ``u`` inside and ``v`` in another component.
            The clause "``u`` and ``v`` have ``colour`` implies some boundary
            cell has ``colour``" holds in every answer: a path of ``colour``
            from ``u`` to ``v`` must leave ``component`` through its boundary.
            Empty when both colours are connected.
        """
        colour_of = {cell: BLACK if v else WHITE for cell, v in zip(self.cells(), values)}
        out = []
        for colour in (WHITE, BLACK):
            comps = _components([c for c in colour_of if colour_of[c] == colour], self.neighbours)
            if len(comps) < 2:
                continue
            givens = set(self.given_cells(colour))
            anchors = [next((c for c in comp if c in givens), min(comp)) for comp in comps]
            order = sorted(range(len(comps)), key=lambda i: (-(anchors[i] in givens), -len(comps[i])))
            for i, comp in enumerate(comps):
                j = order[0] if order[0] != i else order[1]
                boundary = {nb for cell in comp for nb in self.neighbours(cell)} - comp
                out.append((colour, comp, boundary, (anchors[i], anchors[j])))
        return out

    # -- answers -----------------------------------------------------------
    def decode(self, values) -> list:
        """Rows of 1 (white) / 2 (black) from cell values (row-major, 1 = black)."""
        flat = [BLACK if v else WHITE for v in values]
        return [flat[r * self.cols:(r + 1) * self.cols] for r in range(self.rows)]

    def solve(self, options: SolverOptions | None = None, method: str = DEFAULT_METHOD) -> "YinYangResult":
        """One answer, checked before it is returned.

        Returns:
            :class:`YinYangResult` (``status`` solved / infeasible / unknown).
        """
        t0 = time.perf_counter()
        out = self.session(options, method).solve()
        grid = self.decode(out.values) if out.values is not None else None
        return YinYangResult(out.status, time.perf_counter() - t0, self, grid).check()

    def uniqueness(self, options: SolverOptions | None = None, method: str = DEFAULT_METHOD) -> "YinYangResult":
        """Solve and prove the answer unique (or find a second one).

        Returns:
            :class:`YinYangResult` with ``uniqueness`` set (``unique``,
            ``not_unique`` with ``second_grid``, ``unknown`` when the time
            limit ran out, ``no_solution`` when proven infeasible).
        """
        t0 = time.perf_counter()
        session = self.session(options, method)
        u = session.uniqueness()
        if u.verdict is Uniqueness.NO_SOLUTION:
            status = Status.INFEASIBLE
        elif u.first is None:
            status = Status.UNKNOWN
        else:
            status = Status.SOLVED
        grid = self.decode(u.first) if u.first is not None else None
        second = self.decode(u.second) if u.second is not None else None
        return YinYangResult(status, time.perf_counter() - t0, self, grid, uniqueness=u.verdict,
                             second_grid=second).check()

    def count(self, limit: int, options: SolverOptions | None = None) -> "YinYangResult":
        """Count answers, up to ``limit`` (one solve per answer, each found
        answer forbidden before the next).

        Returns:
            :class:`YinYangResult` with ``count`` and ``count_complete`` (True
            when the search proved there are no more); ``grid`` is the first.

        Raises:
            PuzzleInputError: ``limit`` below 1.
        """
        if limit < 1:
            raise PuzzleInputError(f"count limit must be at least 1, got {limit}")
        t0 = time.perf_counter()
        session = self.session(options)
        found, last = [], None
        for out in session.solutions(limit):
            last = out
            if out.status is Status.SOLVED:
                found.append(self.decode(out.values))
        complete = last is not None and last.status is Status.INFEASIBLE
        if found:
            status = Status.SOLVED
        else:
            status = Status.INFEASIBLE if complete else Status.UNKNOWN
        result = YinYangResult(status, time.perf_counter() - t0, self, found[0] if found else None,
                               count=len(found), count_complete=complete, others=found[1:])
        return result.check()

    def forced(self, options: SolverOptions | None = None) -> "YinYangResult":
        """The forced cells: colours equal in every answer (the backbone).

        Returns:
            :class:`YinYangResult` with ``forced`` (rows of 0 not forced /
            1 white / 2 black) and ``forced_complete`` (False when the time
            limit stopped the proof: then ``forced`` over-approximates).
        """
        t0 = time.perf_counter()
        session = self.session(options)
        first = session.solve()
        if first.status is not Status.SOLVED:
            return YinYangResult(first.status, time.perf_counter() - t0, self, None).check()
        bb = session.backbone(first.values)
        grid = self.decode(bb.first)
        forced = [[grid[r][c] if bb.forced[r * self.cols + c] else 0 for c in range(self.cols)]
                  for r in range(self.rows)]
        return YinYangResult(Status.SOLVED, time.perf_counter() - t0, self, grid, forced=forced,
                             forced_complete=bb.complete).check()

    # -- writing -----------------------------------------------------------
    def to_text(self) -> str:
        """The text grid format (rows of space separated 0/1/2)."""
        return "\n".join(" ".join(str(v) for v in row) for row in self.givens) + "\n"

    def to_url(self) -> str:
        """A puzz.link URL (``https://puzz.link/p?yinyang/cols/rows/body``)."""
        from ..formats.puzzlink import encode_ternary, make_url

        return make_url("yinyang", self.cols, self.rows, encode_ternary(v for row in self.givens for v in row))

    def to_pzprv3(self, grid=None) -> str:
        """A pzprv3 file; with ``grid`` (an answer) the answer rows are
        written too (``.`` on given cells, 1 white, 2 black)."""
        from ..formats.pzprv3 import write_pzprv3

        question = [["." if v == EMPTY else str(v) for v in row] for row in self.givens]
        answer = None
        if grid is not None:
            answer = [["." if self.givens[r][c] else str(grid[r][c]) for c in range(self.cols)]
                      for r in range(self.rows)]
        return write_pzprv3("yinyang", question, answer)


class CutSession(Session):
    """A :class:`Session` whose :meth:`solve` adds connectivity cuts until
    the answer satisfies rule 2 (or the model is infeasible / time is up).

    Every cut holds in every answer, so cuts stay in the model and the
    session's uniqueness, backbone and ``solutions`` work unchanged.

    Attributes:
        rounds: CP-SAT solves made so far.
        cuts: cut clauses added so far.
    """

    def __init__(self, model, decision, options=None, defaults=None, *, puzzle: YinYangPuzzle):
        super().__init__(model, decision, options, defaults)
        self.puzzle = puzzle
        self.index = {cell: i for i, cell in enumerate(puzzle.cells())}
        self.rounds = 0
        self.cuts = 0

    def _literal(self, cell, colour):
        v = self.decision[self.index[cell]]
        return v if colour == BLACK else ~v

    def solve(self) -> Outcome:
        seconds = 0.0
        hint = None
        while True:
            if hint is not None:
                self.model.clear_hints()
                for var, val in zip(self.decision, hint):
                    self.model.add_hint(var, val)
            out = Session.solve(self)
            self.rounds += 1
            seconds += out.seconds
            if out.status is not Status.SOLVED:
                return Outcome(out.status, seconds)
            cuts = self.puzzle.connectivity_cuts(out.values)
            if not cuts:
                out.seconds = seconds
                return out
            givens = self.puzzle.givens
            for colour, _comp, boundary, (u, v) in cuts:
                clause = [self._literal(w, colour) for w in sorted(boundary)]
                for anchor in (u, v):
                    if givens[anchor[0]][anchor[1]] != colour:
                        clause.append(~self._literal(anchor, colour))
                self.model.add_bool_or(clause)
                self.cuts += 1
            hint = out.values


def _components(cells, neighbours) -> list:
    """Orthogonally connected components (list of sets) of ``cells``."""
    left = set(cells)
    comps = []
    while left:
        start = min(left)
        comp = {start}
        left.discard(start)
        queue = deque([start])
        while queue:
            for nb in neighbours(queue.popleft()):
                if nb in left:
                    left.discard(nb)
                    comp.add(nb)
                    queue.append(nb)
        comps.append(comp)
    return comps


# ---------------------------------------------------------------------------
# the independent checker
# ---------------------------------------------------------------------------
def check_grid(puzzle: YinYangPuzzle, grid, what: str = "answer") -> list:
    """Rule violations of ``grid`` (rows of 1 white / 2 black) for ``puzzle``,
    read from the rules in the module docstring alone (no solver).

    Returns:
        list of violations naming the rule and cell(s); empty when valid.
    """
    problems = []
    if len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid):
        return [f"{what} is not {puzzle.rows}x{puzzle.cols}"]
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v not in (WHITE, BLACK):
                problems.append(f"{what}: cell ({r}, {c}) is {v!r}, neither white (1) nor black (2)")
            elif puzzle.givens[r][c] and puzzle.givens[r][c] != v:
                problems.append(f"{what}: cell ({r}, {c}) has a {COLOUR_NAMES[puzzle.givens[r][c]]} circle "
                                f"but is {COLOUR_NAMES[v]}")
    if problems:
        return problems
    for a, b, c, d in puzzle.blocks():
        vals = {grid[x][y] for x, y in (a, b, c, d)}
        if len(vals) == 1:
            problems.append(f"{what}: 2x2 block at ({a[0]}, {a[1]}) is all {COLOUR_NAMES[vals.pop()]}")
    for colour in (WHITE, BLACK):
        cells = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols) if grid[r][c] == colour]
        if cells and not is_edge_connected(cells):
            n = len(_components(cells, puzzle.neighbours))
            problems.append(f"{what}: the {COLOUR_NAMES[colour]} cells form {n} separate groups")
    return problems


# ---------------------------------------------------------------------------
# the result
# ---------------------------------------------------------------------------
@dataclass
class YinYangResult(Result):
    """A Yin-Yang answer (and, when asked, its uniqueness, count or forced cells).

    Attributes:
        puzzle: the :class:`YinYangPuzzle`.
        grid: rows of 1 (white) / 2 (black), or None without an answer.
        uniqueness: :class:`~gridsat.core.solver.Uniqueness` or None when not asked.
        second_grid: a second, different answer when ``not_unique``.
        count: number of answers found (None when not counted).
        count_complete: True when no further answer exists (proven).
        others: the answers after the first found while counting.
        forced: rows of 0 (not forced) / 1 / 2, or None when not asked.
        forced_complete: False when the time limit cut the forced-cell proof.
    """

    kind = "yinyang"
    puzzle: YinYangPuzzle = None
    grid: list | None = None
    uniqueness: Uniqueness | None = None
    second_grid: list | None = None
    count: int | None = None
    count_complete: bool = False
    others: list = field(default_factory=list)
    forced: list | None = None
    forced_complete: bool = True

    def violations(self) -> list:
        problems = []
        if self.grid is not None:
            problems += check_grid(self.puzzle, self.grid)
        if self.second_grid is not None:
            problems += check_grid(self.puzzle, self.second_grid, "second answer")
            if self.second_grid == self.grid:
                problems.append("the second answer equals the first")
        for i, other in enumerate(self.others, start=2):
            problems += check_grid(self.puzzle, other, f"answer {i}")
        seen = {tuple(map(tuple, g)) for g in [self.grid, *self.others] if g is not None}
        if len(seen) != len([g for g in [self.grid, *self.others] if g is not None]):
            problems.append("the same answer was counted twice")
        if self.forced is not None and self.grid is not None:
            for r, row in enumerate(self.forced):
                for c, v in enumerate(row):
                    if v and v != self.grid[r][c]:
                        problems.append(f"forced cell ({r}, {c}) differs from the answer")
                    if v and self.second_grid is not None and self.second_grid[r][c] != v:
                        problems.append(f"forced cell ({r}, {c}) differs from the second answer")
        return problems

    def answer_json(self) -> dict:
        out: dict = {"rows": self.puzzle.rows, "cols": self.puzzle.cols, "givens": [list(r) for r in self.puzzle.givens]}
        if self.grid is not None:
            out["grid"] = self.grid
        if self.uniqueness is not None:
            out["uniqueness"] = str(self.uniqueness)
        if self.second_grid is not None:
            out["second_grid"] = self.second_grid
        if self.count is not None:
            out["count"] = self.count
            out["count_complete"] = self.count_complete
        if self.forced is not None:
            out["forced"] = self.forced
            out["forced_complete"] = self.forced_complete
        return out

    def text(self, grid=None):
        """A terminal drawing: ``○``/``●`` given circles, ``·`` white,
        ``██`` black, ``?`` not forced (with ``forced``)."""
        from rich.text import Text

        grid = grid if grid is not None else (self.forced if self.forced is not None else self.grid)
        if grid is None:
            return Text(str(self.status))
        return grid_text(self.puzzle, grid)

    def figure(self, title: str | None = None, grid=None):
        """A matplotlib Figure: black cells dark, given circles drawn white or
        black; with ``forced``, unforced cells are left blank."""
        grid = grid if grid is not None else (self.forced if self.forced is not None else self.grid)
        if grid is None:
            return None
        return draw_yinyang(self.puzzle, grid, title=title or self.puzzle.name)


def grid_text(puzzle: YinYangPuzzle, grid):
    """rich ``Text`` of ``grid`` (rows of 0 unknown / 1 white / 2 black) with
    ``puzzle``'s circles."""
    from rich.text import Text

    out = Text()
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            g, v = puzzle.givens[r][c], grid[r][c]
            if v == BLACK:
                out.append("●" if g else "██", style="white on grey23" if g else "grey23")
                if g:
                    out.append(" ", style="white on grey23")
            elif v == WHITE:
                out.append("○ " if g else "· ")
            else:
                out.append("? ", style="dim")
        if r < puzzle.rows - 1:
            out.append("\n")
    return out


def draw_yinyang(puzzle: YinYangPuzzle, grid=None, *, title: str | None = None):
    """Figure of ``grid`` (0 not forced, drawn hatched / 1 white / 2 black
    cells) with the circles; ``grid=None`` draws the unsolved puzzle."""
    if grid is None:
        grid = [[WHITE] * puzzle.cols for _ in range(puzzle.rows)]
    from matplotlib.patches import Circle, Rectangle

    from ..render.picture import draw_circle, new_figure

    fig, ax = new_figure(puzzle.rows, puzzle.cols, title=title)
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            shade = {BLACK: "#3a3a3a", WHITE: "white"}.get(grid[r][c], "#d9d9d9")
            ax.add_patch(Rectangle((c, r), 1, 1, facecolor=shade, edgecolor="#999999", linewidth=0.5,
                                   hatch=None if grid[r][c] else "//"))
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            g = puzzle.givens[r][c]
            if g == WHITE:
                draw_circle(ax, (r, c), filled=False)
            elif g == BLACK:
                ax.add_patch(Circle((c + 0.5, r + 0.5), 0.36, facecolor="black", edgecolor="white", linewidth=1.2))
    ax.add_patch(Rectangle((0, 0), puzzle.cols, puzzle.rows, facecolor="none", edgecolor="black", linewidth=1.5))
    return fig


# ---------------------------------------------------------------------------
# reading puzzles
# ---------------------------------------------------------------------------
def parse_text_grid(text: str, *, source: str = "text") -> list:
    """Rows of ints from the text grid format: one row per line, cells 0/1/2
    separated by white space (a line without white space is read one
    character per cell); blank lines at the start and end are ignored.

    Raises:
        PuzzleInputError: no rows, ragged rows, or a symbol other than 0/1/2
            (naming line and column).
    """
    lines = text.splitlines()
    first = next((i for i, ln in enumerate(lines) if ln.strip()), None)
    if first is None:
        raise PuzzleInputError("no grid rows (expected lines of 0 empty, 1 white circle, 2 black circle)", source)
    last = max(i for i, ln in enumerate(lines) if ln.strip())
    rows, width, width_line = [], None, None
    for i in range(first, last + 1):
        line = lines[i].strip()
        if not line:
            raise PuzzleInputError(f"line {i + 1} is empty inside the grid", source)
        tokens = line.split() if any(ch.isspace() for ch in line) else list(line)
        row = []
        for j, tok in enumerate(tokens, start=1):
            if tok not in ("0", "1", "2"):
                raise PuzzleInputError(f"line {i + 1}, column {j}: symbol {tok!r} is not 0 (empty), "
                                       "1 (white circle) or 2 (black circle)", source)
            row.append(int(tok))
        if width is None:
            width, width_line = len(row), i + 1
        elif len(row) != width:
            raise PuzzleInputError(f"ragged rows: line {i + 1} has {len(row)} cells, line {width_line} has {width}",
                                   source)
        rows.append(row)
    return rows


def detect_format(text: str) -> str | None:
    """``"url"``, ``"pzprv3"``, ``"html"`` or ``"text"`` for text in a format
    :func:`parse` reads, else None (judged by shape, not validated)."""
    from ..formats.html import looks_like_html
    from ..formats.puzzlink import looks_like_url
    from ..formats.pzprv3 import is_pzprv3

    stripped = text.strip()
    if not stripped:
        return None
    if is_pzprv3(stripped):
        return "pzprv3"
    if "\n" not in stripped and looks_like_url(stripped):
        return "url"
    if looks_like_html(stripped):
        return "html"
    if all(tok in ("0", "1", "2") or set(tok) <= set("012") for tok in stripped.split()):
        return "text"
    return None


def parse(text: str, *, fmt: str | None = None, source: str = "puzzle", name: str | None = None) -> YinYangPuzzle:
    """A :class:`YinYangPuzzle` from text in any supported format.

    Args:
        text: a text grid, a puzz.link URL, a pzprv3 file or puzzle-yin-yang.com HTML.
        fmt: one of :data:`FORMATS`, or None to detect it.
        source: where the text came from (for messages).
        name: puzzle name (default: ``source``).

    Raises:
        PuzzleInputError: unknown format, a URL/pzprv3 of another puzzle
            kind, or any error of the format's reader.
    """
    from ..formats.html import extract_yinyang
    from ..formats.puzzlink import decode_ternary, parse_url
    from ..formats.pzprv3 import read_pzprv3

    if fmt is None:
        fmt = detect_format(text)
        if fmt is None:
            if not text.strip():
                raise PuzzleInputError("empty input (expected a text grid of 0/1/2, a puzz.link URL, "
                                       "a pzprv3 file or puzzle-yin-yang.com HTML)", source)
            fmt = "text"  # the text reader names the first bad symbol
    elif fmt not in FORMATS:
        raise PuzzleInputError(f"unknown format {fmt!r} (use one of: {', '.join(FORMATS)})")
    if fmt == "text":
        rows = parse_text_grid(text, source=source)
    elif fmt == "url":
        try:
            link = parse_url(text, max_side=MAX_SIDE)
            if link.kind != "yinyang":
                raise PuzzleInputError(f"URL is a {link.kind!r} puzzle, not yinyang")
            values = decode_ternary(link.body, link.rows * link.cols)
        except PuzzleInputError as exc:
            raise exc.at(source) from None
        rows = [values[r * link.cols:(r + 1) * link.cols] for r in range(link.rows)]
    elif fmt == "pzprv3":
        pz = read_pzprv3(text, source=source, max_side=MAX_SIDE)
        if pz.kind != "yinyang":
            raise PuzzleInputError(f"pzprv3 file is a {pz.kind!r} puzzle, not yinyang", source)
        rows = []
        for r, row in enumerate(pz.question, start=1):
            out = []
            for c, tok in enumerate(row, start=1):
                if tok not in (".", "1", "2"):
                    raise PuzzleInputError(f"question row {r}, column {c}: {tok!r} is not '.', '1' or '2'", source)
                out.append(0 if tok == "." else int(tok))
            rows.append(out)
    else:
        rows = extract_yinyang(text, source=source)
    return YinYangPuzzle(tuple(tuple(r) for r in rows), name or source)


def read_puzzle(spec: str, *, fmt: str | None = None) -> YinYangPuzzle:
    """A puzzle from ``spec``: ``-`` (standard input), a URL, or a file path.

    Raises:
        PuzzleInputError: unreadable file, no such file, or a parse error.
    """
    import sys

    from ..formats.puzzlink import looks_like_url

    if spec == "-":
        return parse(sys.stdin.read(), fmt=fmt, source="stdin")
    path = Path(spec)
    try:
        is_file = path.is_file()
    except OSError:  # e.g. a long URL is too long for a file name
        is_file = False
    if looks_like_url(spec) and not is_file:
        return parse(spec, fmt=fmt or "url", source="URL", name="puzz.link")
    if not is_file and path.is_dir():
        raise PuzzleInputError("cannot read puzzle file: it is a folder", spec)
    if not is_file:
        raise PuzzleInputError(f"no such file: {spec!r} (give a file path, a puzz.link URL, or - for stdin)")
    text = read_text_file(path, "puzzle file")
    return parse(text, fmt=fmt, source=path.name, name=path.stem)


def read_answer(text: str, puzzle: YinYangPuzzle, *, source: str = "answer") -> list:
    """An answer grid (rows of 1/2) in the text format, sized like ``puzzle``.

    Raises:
        PuzzleInputError: bad symbol, ragged rows, a 0, or a size mismatch.
    """
    rows = parse_text_grid(text, source=source)
    if len(rows) != puzzle.rows or len(rows[0]) != puzzle.cols:
        raise PuzzleInputError(f"answer is {len(rows)}x{len(rows[0])}, puzzle is {puzzle.rows}x{puzzle.cols}",
                               source)
    for r, row in enumerate(rows, start=1):
        if 0 in row:
            raise PuzzleInputError(f"row {r}, column {row.index(0) + 1}: an answer cell must be 1 or 2", source)
    return rows


# ---------------------------------------------------------------------------
# batch-runner entry points
# ---------------------------------------------------------------------------
def detect(text: str) -> bool:
    """Is ``text`` a Yin-Yang puzzle in a format :func:`parse` reads?

    True for a yinyang URL or pzprv3 file, a puzzle-yin-yang.com page (a
    ``task`` string or cell divs, and the page names Yin-Yang somewhere, so
    pages of the site's sister puzzles are not taken), or a rectangular text
    grid of 0/1/2 with at least two rows.  Judged without raising.
    """
    fmt = detect_format(text)
    if fmt is None:
        return False
    if fmt == "html" and "yin" not in text.lower():
        return False
    if fmt == "text" and len([ln for ln in text.splitlines() if ln.strip()]) < 2:
        return False
    try:
        parse(text, fmt=fmt)
    except PuzzleInputError:
        return False
    return True


def solve_text(text: str, source: str, options: SolverOptions | None = None) -> YinYangResult:
    """Parse ``text`` (any supported format) and solve it with a uniqueness
    check (the batch runner's entry point).

    Returns:
        :class:`YinYangResult` with ``uniqueness`` set, already checked.

    Raises:
        PuzzleInputError: ``text`` is not a readable Yin-Yang puzzle.
    """
    name = Path(source).stem if source else "puzzle"
    return parse(text, source=source or "puzzle", name=name).uniqueness(options)


# ---------------------------------------------------------------------------
# generating puzzles
# ---------------------------------------------------------------------------
@dataclass
class GeneratedPuzzle:
    """A generated puzzle with its planted answer.

    Attributes:
        puzzle: the :class:`YinYangPuzzle` (its givens are a subset of the answer).
        answer: rows of 1 (white) / 2 (black), the unique answer.
        seed: the seed it was made from.
        seconds: wall time (s).
        solves: CP-SAT uniqueness checks made while pruning givens.
    """

    puzzle: YinYangPuzzle
    answer: list
    seed: int
    seconds: float
    solves: int

    @property
    def givens(self) -> int:
        """Number of given circles."""
        return sum(1 for row in self.puzzle.givens for v in row if v)

    def to_json(self) -> dict:
        """``{"kind", "puzzle", "seconds", "givens", "seed", "answer"}`` (puzzle: rows of 0/1/2)."""
        return {"kind": "yinyang", "puzzle": [list(r) for r in self.puzzle.givens], "seconds": round(self.seconds, 6),
                "givens": self.givens, "seed": self.seed, "answer": self.answer}


#: Group sizes for pruning givens (first group, largest group), chosen by
#: measurement on 10x10 and 15x15, seeds 1-3: 8/64 needs 690 checks where
#: single givens need 975.
GROUP_START, GROUP_MAX = 8, 64


def random_colouring(rows: int, cols: int, seed: int) -> list:
    """A random valid answer for an empty ``rows x cols`` board.

    CP-SAT (one worker, ``random_seed=seed``, so the same seed gives the same
    colouring) solves the empty board with a solution hint of smoothed random
    noise (each cell the majority of a random field over its 3x3
    neighbourhood), which steers the search towards blob-like, varied
    answers.  The result passes :func:`check_grid`.

    Raises:
        PuzzleInputError: a side below 2 or above 60.
    """
    import random

    if not (2 <= rows <= 60 and 2 <= cols <= 60):
        raise PuzzleInputError(f"generator size {rows}x{cols}: each side must be from 2 to 60")
    rng = random.Random(seed)
    noise = [[rng.random() for _ in range(cols)] for _ in range(rows)]
    smooth = [[sum(noise[y][x] for y in range(max(0, r - 1), min(rows, r + 2))
                   for x in range(max(0, c - 1), min(cols, c + 2)))
               / len(range(max(0, r - 1), min(rows, r + 2))) / len(range(max(0, c - 1), min(cols, c + 2)))
               for c in range(cols)] for r in range(rows)]
    blank = YinYangPuzzle(tuple((0,) * cols for _ in range(rows)), f"{rows}x{cols}")
    session = blank.session(SolverOptions(workers=1, seed=seed))
    for var, (r, c) in zip(session.decision, blank.cells()):
        session.model.add_hint(var, smooth[r][c] > 0.5)
    out = session.solve()
    if out.status is not Status.SOLVED:  # an empty board of side >= 2 always has answers
        raise RuntimeError(f"no colouring found for an empty {rows}x{cols} board: {out.status}")
    return blank.decode(out.values)


def generate(rows: int, cols: int, seed: int, options: SolverOptions | None = None) -> GeneratedPuzzle:
    """A Yin-Yang puzzle with exactly one answer and a minimal set of givens.

    1. a random valid answer (:func:`random_colouring`);
    2. every cell starts as a given; in a random order (from ``seed``) givens
       are removed while the answer stays unique: the puzzle with the
       remaining givens plus "not the planted answer" must be proven
       infeasible.  Givens are tried in groups (the group size doubles after
       a success and halves after a failure; a failed group is split in
       halves down to single givens), so the many early removals cost few
       solves.  The result is minimal: a given kept was shown necessary with
       a superset of the final givens, and fewer givens never restore
       uniqueness.

    Same ``seed``, same puzzle (one CP-SAT worker with a fixed random seed).

    Raises:
        PuzzleInputError: a bad size; a time limit in ``options`` that runs
            out (the puzzle would not be proven unique).
    """
    import random

    t0 = time.perf_counter()
    answer = random_colouring(rows, cols, seed)
    rng = random.Random(seed * 7919 + 1)
    givens = [row[:] for row in answer]
    order = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(order)
    planted = [1 if v == BLACK else 0 for row in answer for v in row]
    base = options or SolverOptions()
    solves = 0
    # The model depends on the givens only through fixed cells and the two
    # roots (first given of each colour).  Build it once per pair of roots,
    # with just the roots given, and clone it for each check, adding the
    # other givens as fixed cells: building the tree model costs as much as
    # solving it.
    template: dict = {}
    blank_cells = [(r, c) for r in range(rows) for c in range(cols)]

    def check_session(left):
        roots = tuple(next(((r, c) for r in range(rows) for c in range(cols) if givens[r][c] == colour), None)
                      for colour in (WHITE, BLACK))
        if template.get("roots") != roots:
            only_roots = [[0] * cols for _ in range(rows)]
            for cell in roots:
                if cell is not None:
                    only_roots[cell[0]][cell[1]] = answer[cell[0]][cell[1]]
            built = YinYangPuzzle(tuple(map(tuple, only_roots)), "generated").session()
            template.update(roots=roots, model=built.model, decision=[v.index for v in built.decision])
        model = template["model"].clone()
        decision = [model.get_bool_var_from_proto_index(i) for i in template["decision"]]
        for var, (r, c) in zip(decision, blank_cells):
            if givens[r][c]:
                model.add(var == (1 if givens[r][c] == BLACK else 0))
        return Session(model, decision, SolverOptions(time_limit=left, workers=1, seed=seed, params=base.params),
                       TREE_DEFAULTS)

    # Second answers found so far, as the set of cells where each differs
    # from the planted answer: while all those cells are empty, that answer
    # still solves the puzzle, so uniqueness fails without a solve.
    witnesses: list = []

    def unique_without(group) -> bool:
        nonlocal solves
        for r, c in group:
            givens[r][c] = EMPTY
        empty = {(r, c) for r in range(rows) for c in range(cols) if not givens[r][c]}
        if any(d <= empty for d in witnesses):
            for r, c in group:
                givens[r][c] = answer[r][c]
            return False
        left = None if base.time_limit is None else base.time_limit - (time.perf_counter() - t0)
        if left is not None and left <= 0:
            raise PuzzleInputError(f"time limit of {base.time_limit} s ran out while generating a {rows}x{cols} puzzle")
        session = check_session(left)
        session.forbid(planted)
        out = session.solve()
        solves += 1
        if out.status is Status.UNKNOWN:
            raise PuzzleInputError(f"time limit of {base.time_limit} s ran out while generating a {rows}x{cols} puzzle")
        if out.status is Status.SOLVED:  # another answer appears: restore the group
            witnesses.append(frozenset(cell for cell, a, b in zip(blank_cells, planted, out.values) if a != b))
            for r, c in group:
                givens[r][c] = answer[r][c]
            return False
        return True

    def remove(group) -> None:
        if unique_without(group) or len(group) == 1:
            return
        half = len(group) // 2
        remove(group[:half])
        remove(group[half:])

    size, i = GROUP_START, 0
    while i < len(order):
        group = order[i:i + size]
        i += len(group)
        if unique_without(group):
            size = min(size * 2, GROUP_MAX)
        else:
            size = max(size // 2, 1)
            if len(group) > 1:
                half = len(group) // 2
                remove(group[:half])
                remove(group[half:])
    puzzle = YinYangPuzzle(tuple(map(tuple, givens)), f"yinyang_{rows}x{cols}_seed{seed}")
    return GeneratedPuzzle(puzzle, answer, seed, time.perf_counter() - t0, solves)
