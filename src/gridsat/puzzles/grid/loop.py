"""What the loop genres share (Slitherlink, Masyu): their answer grid, its
edges, the one-loop check, and a kind that proves uniqueness by enumeration.

*Answer grid*: per cell a bitmask of its four sides, up 1, right 2, down 4,
left 8 (:data:`SIDES`).  On a loop through cell centres (Masyu) a bit says
the loop leaves the cell through that side; on a loop along the grid's
lines (Slitherlink, ``points``) it says the loop runs along that side.
Neighbouring cells agree on the side they share.

*Edge strings* (as puz.link's files and the reference data write loops): on
the grid of loop nodes (cells, or the ``(rows + 1) x (cols + 1)`` grid points),
``horizontal[r][c]`` is ``"1"`` when the loop joins node ``(r, c)`` to ``(r, c
+ 1)`` and ``vertical[r][c]`` when it joins ``(r, c)`` to ``(r + 1, c)``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import ClassVar

from ...core.errors import PuzzleInputError, cell_name, quoted
from ...core.settings import engine_words
from ...core.grid import components, groups_from, recorded_grid
from .address_form import refuse_address_form
from .checking import whole_answer
from .drawn_answer import as_drawing, text_rows
from .kind import Encoding, GridKind
from .puzzle import GridPuzzle, recorded_values
from .recorded import recorded, slashed, strings_shape, text_numbers
from .result import GridResult

#: ``(bit, (dr, dc))`` for each side of a cell: up 1, right 2, down 4, left 8.
SIDES = ((1, (-1, 0)), (2, (0, 1)), (4, (1, 0)), (8, (0, -1)))
#: The answer values of a loop going straight (vertical, horizontal).
STRAIGHT = (5, 10)


def side_edges(cell, points: bool) -> list:
    """``[(bit, (node, node)), ...]`` for the four sides of ``cell``: the grid points at the ends of each side
    (``points``), or the cell and the neighbour across it; node pairs sorted."""
    r, c = cell
    if points:
        return [(1, ((r, c), (r, c + 1))), (2, ((r, c + 1), (r + 1, c + 1))), (4, ((r + 1, c), (r + 1, c + 1))),
                (8, ((r, c), (r + 1, c)))]
    return [(bit, tuple(sorted([(r, c), (r + dr, c + dc)]))) for bit, (dr, dc) in SIDES]


def loop_edges(grid, points: bool) -> set:
    """The edges (sorted node pairs) the answer grid's cells name (None cells name none)."""
    return {edge for r, row in enumerate(grid) for c, mask in enumerate(row) if mask
            for bit, edge in side_edges((r, c), points) if mask & bit}


def loop_masks(edges, rows: int, cols: int, points: bool) -> list:
    """The answer grid of a set of edges (the inverse of :func:`loop_edges`)."""
    edges = set(edges)
    return [[sum(bit for bit, e in side_edges((r, c), points) if e in edges) for c in range(cols)]
            for r in range(rows)]


def node_shape(rows: int, cols: int, points: bool) -> tuple[int, int]:
    """Loop nodes per column and row: grid points or cells."""
    return (rows + 1, cols + 1) if points else (rows, cols)


def edge_strings(edges, rows: int, cols: int) -> dict:
    """``{"horizontal", "vertical"}`` strings of edges on a ``rows x cols`` grid of nodes (the module docstring)."""
    edges = set(edges)
    return {"horizontal": ["".join("1" if ((r, c), (r, c + 1)) in edges else "0" for c in range(cols - 1))
                           for r in range(rows)],
            "vertical": ["".join("1" if ((r, c), (r + 1, c)) in edges else "0" for c in range(cols))
                         for r in range(rows - 1)]}


def read_edge_strings(data: dict, rows: int, cols: int) -> set:
    """The edges of ``{"horizontal", "vertical"}`` strings on a ``rows x cols`` grid of nodes ("1" a line; "0", "-1"
    and other marks no line). Raises ``PuzzleInputError``: strings of another count or length."""
    h, v = data.get("horizontal"), data.get("vertical")
    shapes = ((h, rows, cols - 1, "horizontal"), (v, rows - 1, cols, "vertical"))
    for strings, n, width, what in shapes:
        if not isinstance(strings, list) or len(strings) != n or \
                any(not isinstance(s, str) or len(s) != width for s in strings):
            raise PuzzleInputError(f"a recorded loop's {what!r} must be {strings_shape(n, width, 'character')}")
    return {((r, c), (r, c + 1)) for r, s in enumerate(h) for c, ch in enumerate(s) if ch == "1"} | \
        {((r, c), (r + 1, c)) for r, s in enumerate(v) for c, ch in enumerate(s) if ch == "1"}


def corner(r: int, c: int, rows: int, cols: int) -> str:
    """Grid point ``(r, c)`` (0..rows, 0..cols from the top left) named by a
    cell it is a corner of, e.g. ``"the top-left corner of r1c1"``."""
    return (f"the {'bottom' if r == rows else 'top'}-{'right' if c == cols else 'left'} corner of "
            f"{cell_name((min(r, rows - 1), min(c, cols - 1)))}")


def loop_problems(edges, name=cell_name) -> list[str]:
    """What keeps ``edges`` (node pairs) from being one closed loop: no
    edge, a node with other than two edges, several loops; ``name(node)``
    names a node in the messages (default: a cell, ``r1c1``).  Plain Python."""
    if not edges:
        return ["no loop is drawn"]
    degree: dict = {}
    for a, b in edges:
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    problems = [f"the loop has {n} line{'s' if n > 1 else ''} at {name(node)}" for node, n in sorted(degree.items())
                if n != 2]
    linked: dict = {}
    for a, b in edges:
        linked.setdefault(a, []).append(b)
        linked.setdefault(b, []).append(a)
    parts = components(degree, lambda node: linked[node])
    if len(parts) > 1:
        problems.append(f"the lines form {len(parts)} separate loops, not one: through {groups_from(parts, name)}")
    return problems


def mask_problems(puzzle, grid) -> tuple[list, set]:
    """``(problems, edges)`` of an answer grid on ``puzzle``'s board: its
    shape, values 0..15, sides that neighbours disagree on, lines leaving
    the board (cell loops), then :func:`loop_problems`."""
    rows, cols, points = puzzle.rows, puzzle.cols, puzzle.loop_points
    if len(grid) != rows or any(len(row) != cols for row in grid):
        return [f"the answer is not {rows}x{cols}"], set()
    if any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 15 for row in grid for v in row):
        return ["answer values must be whole numbers 0..15 (sides: up 1, right 2, down 4, left 8)"], set()
    edges = loop_edges(grid, points)
    n_rows, n_cols = node_shape(rows, cols, points)
    off = sorted(e for e in edges if not all(0 <= r < n_rows and 0 <= c < n_cols for r, c in e))
    def name(node):  # a cell, or a grid point by a cell it is a corner of
        return corner(*node, rows, cols) if points else cell_name(node)
    def inside(node):
        return 0 <= node[0] < n_rows and 0 <= node[1] < n_cols

    problems = [f"the line from {name(a if inside(a) else b)} leaves the board" for a, b in off]
    again = loop_masks(edges, rows, cols, points)  # more than the cell's own: a side its neighbour draws
    problems += [f"cells {cell_name(min(p))} and {cell_name(max(p))} disagree on the side between them"
                 for r in range(rows) for c in range(cols) for b in (1, 2, 4, 8) if again[r][c] & ~grid[r][c] & b
                 for p in [((r, c), (r + (b == 4) - (b == 1), c + (b == 2) - (b == 8)))]]
    return problems + loop_problems(edges - set(off), name), edges


class LoopPuzzle(GridPuzzle):
    """A loop genre's board (mixin of the genre's frozen dataclass).

    Class attributes: ``loop_points`` (the loop runs along the grid's lines,
    not through cell centres).  Puzzles carry ``full`` (every node visited:
    puzz.link's ``f`` flag), written ``KIND full`` as the text's first line.
    """

    loop_points: ClassVar[bool] = False
    answer_values: ClassVar[dict | None] = None  # edge masks: mask_problems reads them
    answer_span: ClassVar[tuple | None] = (0, 15, "side bitmasks 0..15 (up 1, right 2, down 4, left 8)")
    #: Measured (OR-Tools 9.15, 2 workers, after 10-12 s): an open 150x150 Slitherlink held 520 MB beyond the
    #: solver's import, 100x100 290 MB; a 100x100 Masyu with 6% pearls 210 MB.
    bytes_per_cell: ClassVar[int] = 24_000
    #: The compiled loop search alone (``--engine search``: CP-SAT never joins), measured after 20-30 s: an open
    #: 500x500 Slitherlink 257 MB, an empty 300x300 Masyu 107 MB (it was refused with CP-SAT's 24 KB a cell).
    search_bytes_per_cell: ClassVar[int] = 1_500
    json_fields: ClassVar[dict] = {"full": bool}
    header_settings: ClassVar[tuple] = ("", " full")

    def board_reason(self) -> str | None:
        """Why no loop exists whatever the clues say, from the board alone (:meth:`GridKind.why_none`; it was "none
        even with every clue taken away", the ``f`` flag unsaid): a board of 1 row or column, or (``full``) an odd
        number of nodes, as a loop alternates a checkerboard's two colours.  None otherwise."""
        rows, cols = node_shape(self.rows, self.cols, self.loop_points)
        if min(rows, cols) < 2:
            return (f"no loop fits a board of 1 {'row' if self.rows < 2 else 'column'}: a loop through cell centres "
                    "needs 2 rows and 2 columns")  # (a 1x3 board was called "1 cell wide")
        return (f"the f flag asks for a loop through all {rows * cols} {'grid points' if self.loop_points else 'cells'}"
                f" of the {self.rows}x{self.cols} board, and no loop visits an odd number of them: it steps between a "
                "checkerboard's two colours, as many of each (the puzzle without the f flag may have an answer)"
                ) if self.full and rows * cols % 2 else None

    def check_full(self):
        if not isinstance(self.full, bool):
            raise PuzzleInputError(f"full must be true or false, got {quoted(self.full)}", self.name)

    @classmethod
    def from_text(cls, text: str, name: str):
        from .puzzle import numbered_lines

        lines = numbered_lines(text)
        if lines[0][1].strip().lower().split() == [cls.kind_name, "full"]:
            from dataclasses import replace

            return replace(cls.from_lines(lines[1:], name), full=True)  # the rows keep their line numbers
        return cls.from_lines(lines, name)

    def to_text(self) -> str:
        text = super().to_text()
        return text.replace(self.kind_name, f"{self.kind_name} full", 1) if self.full else text

    def to_json(self) -> dict:
        return {**super().to_json(), **({"full": True} if self.full else {})}

    def edges_json(self, grid) -> dict:
        """The answer's edge strings (``{"horizontal", "vertical"}``); a grid not a whole answer of this board is
        refused (``TypeError``/``ValueError``: :func:`.whole_answer`)."""
        grid, points = whole_answer(self, grid), self.loop_points
        return edge_strings(loop_edges(grid, points), *node_shape(self.rows, self.cols, points))

    def read_answer(self, solution) -> list:
        """A recorded answer as an answer grid: ``{"horizontal", "vertical"}`` edge strings (also as JSON text), rows
        of bitmasks, or rows of hex digits (one a cell).

        Raises:
            PuzzleInputError: a solution of another shape.
        """
        if isinstance(solution, str) and solution.lstrip().startswith("{"):
            from ...formats.json import load_json

            solution = load_json(solution, "recorded solution")  # a key twice, NaN...: refused as in puzzle files
        if isinstance(solution, dict):
            edges = read_edge_strings(solution, *node_shape(self.rows, self.cols, self.loop_points))
            return loop_masks(edges, self.rows, self.cols, self.loop_points)
        try:
            rows = text_rows(solution) if isinstance(solution, str) else solution  # (a line of numbers: a row)
            rows = [[int(ch, 16) for ch in row] if isinstance(row, str) else text_numbers(row) for row in rows]
        except (TypeError, ValueError):
            raise PuzzleInputError(f"{recorded(self)} must be horizontal/vertical edge strings or rows of side "
                                   f"bitmasks (hex digits){slashed(solution)}") from None
        return recorded_values(self, rows)  # int() read 15.5 as 15

    def loop_encoding(self, edges: dict, check=None) -> Encoding:
        """The encoding of ``{(node, node): literal}``: the decision variables
        are the edges in edge-string order; the forced part shows a cell
        when all its sides are forced.  ``check``: the time limit's clock,
        read between the steps (None: none)."""
        # the horizontal edges, then the vertical ones, each sorted apart, the clock read between, and the index
        # made only for forced cells: one sort keyed by both and the index took 2.8 s of a 1000x1000 board, past -t
        check = check or (lambda: None)
        keys = sorted(e for e in edges if e[0][0] == e[1][0])
        check()
        keys += sorted(e for e in edges if e[0][0] != e[1][0])
        check()
        literals = [edges[k] for k in keys]
        check()
        index = {}

        def decode(values):
            return loop_masks([k for k, v in zip(keys, values) if v], self.rows, self.cols, self.loop_points)

        def forced(values, flags):
            if not index:
                index.update((k, i) for i, k in enumerate(keys))
            grid = decode(values)
            return [[v if all(flags[index[e]] for _, e in side_edges((r, c), self.loop_points) if e in index) else None
                     for c, v in enumerate(row)] for r, row in enumerate(grid)]

        return Encoding(literals, decode, forced)

    def loop_drawing(self, grid, title=None, **marks):
        """A :class:`~gridsat.render.board.LoopDrawing` of the answer (None
        cells undecided, their known neighbours' sides still drawn)."""
        from ...render.board import LoopDrawing

        known = [[v or 0 for v in row] for row in grid]
        return LoopDrawing(self.rows, self.cols, edges=sorted(loop_edges(known, self.loop_points)),
                           points=self.loop_points, title=title, **marks,
                           undecided={(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v is None})


class LoopResult(GridResult):
    """A loop genre's result: the answer grid plus its edge strings."""

    #: ('0 of 9 cells forced' was said of a Slitherlink whose corner 3 forces two sides of its cell: a cell is shown
    #: forced once all its sides are, as docs/json.md says of "forced")
    forced_words = "cells with every side forced"
    answer_parts = ("horizontal", "vertical")

    def forced_key(self) -> str:
        """Through cell centres (Masyu), a cell a forced side enters is drawn entering (``╵``)."""
        return "? not forced" if self.puzzle.loop_points else "? not forced, ╵ a forced side entering"

    def answer_json(self) -> dict:
        out = super().answer_json()
        if self.grid is not None:
            out.update(self.puzzle.edges_json(self.grid))
        return out


class LoopKind(GridKind):
    """A loop genre's kind: answers are side bitmasks, recorded loops may be
    edge strings, and the model (one solution per loop) proves uniqueness,
    lists and counts by CP-SAT's enumeration in one search.

    Engines: ``search``, the compiled counting search with its single-loop
    rule (:mod:`gridsat.engines.cardinality`) on the genre's
    ``search_model(recorder, options) -> Encoding`` (its rules as counts
    over :func:`~gridsat.constraints.loops.edge_loop`'s edges, recorded by
    a :class:`~gridsat.puzzles.grid.recorder.CountingRecorder`; a genre
    without one is left to CP-SAT) (no OR-Tools object made: a cold CP-SAT call costs
    20-40 ms of CPU, most of a small board's time), ``cpsat`` the CP-SAT
    model; ``auto`` the search for its head start
    (:data:`~gridsat.engines.cardinality.DIRECT_SECONDS` of CPU), then
    CP-SAT alone, and CP-SAT for forced cells.  Measured (CPU, an answer and
    its proof of uniqueness, benchmarks/genres/): the search settles every
    published Slitherlink (4x4 to 31x45) and Masyu but one (6x6 to 40x58) in
    0.1-140 ms, where CP-SAT takes 20 ms to 0.8 s; the Masyu 30x40 (janko
    759) it leaves to CP-SAT after its head start (0.38 s of CPU becomes
    0.7 s; raced instead, 1.1-2 s: the two share the CPU).
    """

    result_type = LoopResult
    engines = ("auto", "cpsat", "search")
    compiled = {"search": "gridsat.engines._cardinality"}
    engine_help = ("auto: the compiled loop search, CP-SAT when it has not settled within its head start "
                   "(forced cells: CP-SAT); search: that search alone; cpsat: the CP-SAT model of the rules")

    def choose_engine(self, puzzle, task, settings) -> str:
        if task.engine != "auto":
            return task.engine
        searchable = task.what != "forced" and hasattr(puzzle, "search_model")  # a genre states its rules for it
        return "search" if searchable else "cpsat"

    def _session(self, puzzle, options):
        """The CP-SAT session of the genre's model and its encoding."""
        from ...constraints.model import RuleModel

        model = RuleModel(check=options.check_time)
        encoding = puzzle.model(model, options)
        options.check_time()
        return enumerating_session()(model, encoding.decision, options, self.defaults), encoding

    def solver(self, puzzle, engine, task, settings):
        options = task.options
        alone = engine == "search" and task.engine == "search"  # under auto CP-SAT may join the search
        options.check_memory(puzzle.rows * puzzle.cols * (puzzle.search_bytes_per_cell if alone
                                                          else puzzle.bytes_per_cell),
                             f"a {'search' if alone else 'CP-SAT'} model of a {puzzle.rows}x{puzzle.cols} "
                             f"{self.title}" + (f" (auto may join it to the search; {engine_words('search')} runs the "
                                                f"search alone, in far less)" if engine == "search" and not alone
                                                else ""))
        if engine == "search":
            if not hasattr(puzzle, "search_model"):
                raise PuzzleInputError(f"the search engine does not solve {self.title}; use {engine_words('cpsat')}")
            from .counting import CountingSolver, _refuse_early
            from .recorder import CountingRecorder

            _refuse_early(task, puzzle.rows * puzzle.cols)  # before the rules are recorded (10 s at 1000x1000)
            recorder = CountingRecorder(check=options.check_time)
            encoding = puzzle.search_model(recorder, options)
            options.check_time()
            joins = (lambda: self._session(puzzle, options)[0]) if task.engine == "auto" else None
            return CountingSolver(recorder.problem(), encoding, options, joins, race=False)
        from ...core.session_solver import SessionSolver
        from .kind import answer_bytes, refuse_unkept

        refuse_unkept(task, answer_bytes(puzzle.rows * puzzle.cols))
        session, encoding = self._session(puzzle, options)
        return SessionSolver(session, encoding.decode, forced=encoding.forced, enumerate=True)

    def recorded_answer(self, result, solution):
        solution = as_drawing(solution)  # rows joined on one line by ';', ',', '|' or ' / ' told as every grid's are
        refuse_address_form(solution, result.puzzle.rows, result.puzzle.cols, None, "a recorded answer")  # (was
        # "must be horizontal/vertical edge strings or rows of side bitmasks (hex digits)" alone)
        if isinstance(solution, str) and not solution.lstrip().startswith("{"):  # the loop as gridsat draws it
            from .drawn_answer import drawn_centre_loop_answer, drawn_loop_answer, refuse_several

            refuse_several(solution)  # Masyu's drawing was bad input, where Slitherlink's was read
            solution = drawn_loop_answer(solution, result) or drawn_centre_loop_answer(solution, result) or solution
        return recorded_grid(result.puzzle.read_answer(solution), result.puzzle.rows, result.puzzle.cols)


@lru_cache(maxsize=None)
def enumerating_session() -> type:
    """The class ``EnumeratingSession`` (made on first use, so that reading
    puzzles imports no solver)."""
    from ...core.session import UniquenessOutcome
    from ...core.status import Uniqueness
    from ...engines.cpsat import CpSatSession

    class EnumeratingSession(CpSatSession):
        """A CP-SAT session whose uniqueness check is one enumeration up to
        two solutions (one presolve and one search instead of two); valid
        when every model solution is a different answer."""

        one_to_one = True  # the edge variables decide every other one (measured: CP-SAT's counts are the answers')

        def uniqueness(self, first=None):
            if first is not None:
                return super().uniqueness(first)
            enum = self.enumerate(limit=2, keep=2)
            found = enum.solutions
            if len(found) == 2:
                verdict = Uniqueness.NOT_UNIQUE
            elif not enum.complete:
                verdict = Uniqueness.UNKNOWN
            else:
                verdict = Uniqueness.UNIQUE if found else Uniqueness.NO_SOLUTION
            return UniquenessOutcome(verdict, found[0] if found else None, found[1] if len(found) > 1 else None,
                                     enum.seconds)

    return EnumeratingSession


__all__ = ["SIDES", "STRAIGHT", "LoopKind", "LoopPuzzle", "LoopResult", "edge_strings", "enumerating_session",
           "loop_edges", "loop_masks", "loop_problems", "mask_problems", "node_shape", "read_edge_strings",
           "side_edges"]
