"""Polyomino packing: place every piece on the board, covering every cell once.

Rules (the exact-cover definition of a packing puzzle):

1. each piece is used exactly ``count`` times (once, for an ordinary set);
2. each use is one fixed orientation of the piece (reflections only when
   ``flip`` is allowed), translated onto board cells;
3. no two pieces overlap;
4. every board cell is covered -- unless ``holes`` is allowed, in which case
   the board may keep exactly ``board.area - pieces.area`` cells uncovered.

CP-SAT model: one boolean per placement; for each piece the sum of its
placements equals its count; for each cell exactly one (or, with holes, at
most one) covering placement.

Exact-cover engine (:mod:`gridsat.engines.exact_cover`): the same rules as an
exact-cover problem (cells = primary items, or secondary with holes; pieces
with multiplicities), searched depth-first; it counts and lists every tiling
(``count``, ``solutions``) and finds first tilings faster than CP-SAT on the
tutorial boxes (``benchmarks/count.py``).  ``engine="auto"`` uses it whenever
the board's bounding box has at most 64 cells, CP-SAT otherwise.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property

from ortools.sat.python import cp_model

from ..core.errors import PuzzleInputError
from ..core.geometry import Board
from ..core.placements import Placement, all_placements
from ..core.polyomino import PieceSet, load_pieces, normalise, pentominoes
from ..core.result import Result
from ..core.solver import EXACT_COVER_PARAMETERS, Session, SolverOptions, Status
from ..engines.exact_cover import MAX_CELLS, TilingEngine, check_box

#: Engines a packing puzzle can be solved with.
ENGINES = ("auto", "cpsat", "exact")

#: Built-in boards besides ``RxC`` rectangles.
BUILTIN_BOARDS = {
    "8x8-centre": "\n".join(["########"] * 3 + ["###..###"] * 2 + ["########"] * 3),
}


@dataclass(frozen=True)
class PackingPuzzle:
    """A packing instance.

    Attributes:
        board: the :class:`~gridsat.core.geometry.Board` to fill.
        pieces: the :class:`~gridsat.core.polyomino.PieceSet` (with counts).
        flip: allow reflections (free pieces); False = rotations only.
        allow_holes: let ``board.area - pieces.area`` cells stay uncovered.

    Raises:
        PuzzleInputError: the pieces' area differs from the board's (or
            exceeds it, with holes allowed).
    """

    board: Board
    pieces: PieceSet
    flip: bool = True
    allow_holes: bool = False

    def __post_init__(self):
        a, p = self.board.area, self.pieces.area
        if p > a or (p != a and not self.allow_holes):
            raise PuzzleInputError(
                f"board {self.board.name} has {a} cells but the pieces cover {p}; "
                + ("the pieces do not fit" if p > a else "the areas must be equal (or allow holes: --holes)")
            )

    @property
    def holes(self) -> int:
        """Number of board cells left uncovered in every solution."""
        return self.board.area - self.pieces.area

    @cached_property
    def placements(self) -> list[Placement]:
        """Every legal placement (see :func:`~gridsat.core.placements.all_placements`)."""
        return all_placements(self.board, self.pieces, self.flip)

    def session(self, options: SolverOptions | None = None) -> Session:
        """The CP-SAT model of the rules, wrapped in a :class:`Session`
        whose decision variables are the placement booleans."""
        model = cp_model.CpModel()
        x = [model.new_bool_var(f"{p.piece}{p.orientation}@{p.cells[0]}") for p in self.placements]
        by_piece: dict[str, list] = {p.name: [] for p in self.pieces.pieces}
        by_cell: dict = {cell: [] for cell in self.board.cells}
        for var, pl in zip(x, self.placements):
            by_piece[pl.piece].append(var)
            for cell in pl.cells:
                by_cell[cell].append(var)
        for piece, count in self.pieces.items:  # rule 1
            if count == 1:
                model.add_exactly_one(by_piece[piece.name])
            else:
                model.add(sum(by_piece[piece.name]) == count)
        for cell in sorted(by_cell):  # rules 3 and 4
            if self.allow_holes:
                model.add_at_most_one(by_cell[cell])
            else:
                model.add_exactly_one(by_cell[cell])
        return Session(model, x, options, EXACT_COVER_PARAMETERS)

    def engine(self, distinct: bool = False) -> TilingEngine:
        """The exact-cover engine for this puzzle (built once per ``distinct``).

        Raises:
            PuzzleInputError: the board's bounding box has more than 1024 cells.
        """
        key = "_engine_distinct" if distinct else "_engine_raw"
        built = self.__dict__.get(key)
        if built is None:
            by_piece: dict[str, list] = {p.name: [] for p in self.pieces.pieces}
            for pl in self.placements:
                by_piece[pl.piece].append(pl.cells)
            counts = {p.name: n for p, n in self.pieces.items}
            optional = self.board.cells if self.allow_holes else ()
            built = TilingEngine(self.board.cells, by_piece, counts, optional_cells=optional, distinct=distinct)
            object.__setattr__(self, key, built)
        return built

    def pick_engine(self, engine: str = "auto") -> str:
        """``"exact"`` or ``"cpsat"`` for ``engine`` (``auto``: the exact-cover
        engine whenever the bounding box has at most 64 cells -- measured
        faster for first tilings of every tutorial box in
        ``benchmarks/count.py`` -- and CP-SAT on larger boards, where an
        exhaustive search may not end but CP-SAT can still prove things).

        Raises:
            PuzzleInputError: an unknown engine name, or ``exact`` on a board
                above the engine's 1024-cell bounding box.
        """
        if engine not in ENGINES:
            raise PuzzleInputError(f"unknown engine {engine!r}; use one of: {', '.join(ENGINES)}")
        if engine == "auto":
            return "exact" if self.board.rows * self.board.cols <= MAX_CELLS else "cpsat"
        if engine == "exact":
            check_box(self.board.rows, self.board.cols)
        return engine

    def _to_placement(self, piece: str, cells) -> Placement:
        shape = self.pieces[piece].orientations(self.flip)
        return Placement(piece, shape.index(normalise(cells)), tuple(cells))

    def _exact_results(self, n: int | None, distinct: bool, options: SolverOptions | None,
                       probe: bool = True):
        """Up to ``n`` tilings from the exact-cover engine:
        ``(list of PackResult, complete, seconds)``.  With ``probe``, when
        ``n`` were found the search goes on until one more tiling (complete
        False) or the end of the tree (complete True); without it, finding
        ``n`` leaves ``complete`` False."""
        t0 = time.perf_counter()
        limit = options.time_limit if options is not None else None
        deadline = None if limit is None else t0 + limit
        results = []
        gen = self.engine(distinct).iter(limit=None, deadline=deadline)
        more = False
        for tiling in gen:
            if n is not None and len(results) >= n:
                more = True
                break
            placed = [self._to_placement(name, cells) for name, cells in tiling.placements]
            results.append(PackResult(Status.SOLVED, time.perf_counter() - t0, self, placed).check())
            if n is not None and len(results) >= n and not probe:
                more = True
                break
        seconds = time.perf_counter() - t0
        timed_out = deadline is not None and time.perf_counter() > deadline
        return results, not more and not timed_out, seconds

    def count(self, limit: int | None = None, *, distinct: bool = False, time_limit: float | None = None,
              on_progress=None, workers: int | None = None) -> "PackCount":
        """Count tilings with the exact-cover engine.

        Args:
            limit: stop after this many (None = all).
            distinct: count one tiling per class under the board's symmetries
                (method: :mod:`gridsat.engines.exact_cover`).
            time_limit: seconds; when it runs out the count is incomplete.
            on_progress: ``f(count so far, fraction done 0..1)``, about every
                0.1 s.
            workers: threads (default: all CPUs).

        Returns:
            :class:`PackCount` (``count``, ``complete``).

        Raises:
            PuzzleInputError: the board does not fit the engine (more than
                1024 cells in its bounding box), or a limit below 1.
            KeyboardInterrupt: with ``partial`` = ``(count so far, False)``.
        """
        t0 = time.perf_counter()
        if limit is not None and limit < 1:
            raise PuzzleInputError(f"limit must be at least 1, got {limit}")
        deadline = None if time_limit is None else t0 + time_limit
        n, complete = self.engine(distinct).count(limit=limit, on_progress=on_progress, deadline=deadline,
                                                  workers=workers)
        status = Status.SOLVED if n else (Status.INFEASIBLE if complete else Status.UNKNOWN)
        return PackCount(status, time.perf_counter() - t0, self, n, complete, distinct).check()

    def decode(self, values) -> list[Placement]:
        """Placements chosen by a vector of placement-boolean values."""
        return [pl for pl, v in zip(self.placements, values) if v]

    def solve(self, options: SolverOptions | None = None, engine: str = "auto") -> "PackResult":
        """First solution, checked before it is returned.

        Args:
            options: :class:`SolverOptions` (its time limit applies to both
                engines; the other fields are CP-SAT's).
            engine: ``auto``, ``cpsat`` or ``exact`` (see :meth:`pick_engine`).

        Returns:
            :class:`PackResult`: solved; infeasible only when the search was
            exhaustive (CP-SAT proof or the whole exact-cover tree); unknown
            when the time limit stopped it.
        """
        t0 = time.perf_counter()
        if self.pick_engine(engine) == "exact":
            found, complete, _ = self._exact_results(1, False, options, probe=False)
            if found:
                return PackResult(Status.SOLVED, time.perf_counter() - t0, self, found[0].placements).check()
            return PackResult(Status.INFEASIBLE if complete else Status.UNKNOWN, time.perf_counter() - t0, self)
        out = self.session(options).solve()
        placed = self.decode(out.values) if out.values is not None else []
        return PackResult(out.status, time.perf_counter() - t0, self, placed).check()

    def solutions(self, n: int, options: SolverOptions | None = None, engine: str = "auto",
                  distinct: bool = False) -> "PackSolutions":
        """Up to ``n`` different tilings.

        Args:
            n: most tilings to return (>= 1).
            options: :class:`SolverOptions` (time limit for both engines).
            engine: ``auto`` / ``exact`` (the exact-cover engine) or
                ``cpsat`` (CP-SAT enumeration, one worker).
            distinct: one tiling per symmetry class (exact-cover engine only).

        Returns:
            :class:`PackSolutions`; ``complete`` is True when the search
            proved there are no more than those listed.

        Raises:
            PuzzleInputError: ``n`` below 1, or ``distinct`` with CP-SAT.
        """
        if n < 1:
            raise PuzzleInputError(f"number of solutions must be at least 1, got {n}")
        if distinct and engine == "cpsat":
            raise PuzzleInputError("--distinct needs the exact-cover engine (--engine exact or auto)")
        if distinct or self.pick_engine(engine) == "exact":
            found, complete, seconds = self._exact_results(n, distinct, options)
            status = Status.SOLVED if found else (Status.INFEASIBLE if complete else Status.UNKNOWN)
            return PackSolutions(status, seconds, self, found, complete).check()
        session = self.session(options)
        enum = session.enumerate(limit=n, keep=n)
        results = [PackResult(Status.SOLVED, enum.seconds, self, self.decode(v)).check() for v in enum.solutions]
        if results:
            status = Status.SOLVED
        else:
            status = Status.INFEASIBLE if enum.complete else Status.UNKNOWN
        return PackSolutions(status, enum.seconds, self, results, enum.complete)


def check_tiling(puzzle: PackingPuzzle, placements) -> list[str]:
    """The independent checker: the rules of the module docstring, read off
    the placements alone (no solver).

    Args:
        puzzle: the :class:`PackingPuzzle`.
        placements: iterable of :class:`Placement` (or objects with
            ``piece`` and ``cells``).

    Returns:
        list of violations, each naming the piece or cell; empty when valid.
    """
    problems = []
    known = {p.name: (p, n) for p, n in puzzle.pieces.items}
    used = Counter()
    covered: dict = {}
    for pl in placements:
        entry = known.get(pl.piece)
        if entry is None:
            problems.append(f"piece {pl.piece} is not in the set")
            continue
        piece, _ = entry
        used[pl.piece] += 1
        cells = [tuple(c) for c in pl.cells]
        if len(set(cells)) != len(cells) or not piece.is_orientation(cells, puzzle.flip):
            how = "an orientation" if puzzle.flip else "a rotation (reflections are not allowed)"
            problems.append(f"piece {pl.piece} at {cells[0] if cells else '?'} is not {how} of {pl.piece}")
        for cell in cells:
            if cell not in puzzle.board.cells:
                problems.append(f"piece {pl.piece} covers {cell}, which is not a board cell")
            elif cell in covered:
                problems.append(f"cell {cell} is covered by both {covered[cell]} and {pl.piece}")
            else:
                covered[cell] = pl.piece
    for name, (_, n) in known.items():
        if used[name] != n:
            problems.append(f"piece {name} is used {used[name]} times, expected {n}")
    uncovered = sorted(puzzle.board.cells - covered.keys())
    if len(uncovered) > puzzle.holes:
        problems.append(f"{len(uncovered)} cells are not covered (first {uncovered[0]}); "
                        f"{puzzle.holes} may stay empty")
    return problems


@dataclass
class PackResult(Result):
    """A packing answer.

    Attributes:
        puzzle: the :class:`PackingPuzzle` solved.
        placements: chosen :class:`Placement` list (empty unless solved).
    """

    kind = "pack"
    puzzle: PackingPuzzle = None
    placements: list = field(default_factory=list)

    def violations(self) -> list[str]:
        if self.status is not Status.SOLVED:
            return []
        return check_tiling(self.puzzle, self.placements)

    def regions(self) -> dict:
        """``{(r, c): piece name}`` for every covered cell (copies of a piece
        with multiplicity get suffixes ``#2``, ``#3``...)."""
        out = {}
        seen = Counter()
        for pl in self.placements:
            seen[pl.piece] += 1
            rid = pl.piece if seen[pl.piece] == 1 else f"{pl.piece}#{seen[pl.piece]}"
            for cell in pl.cells:
                out[tuple(cell)] = rid
        return out

    def answer_json(self) -> dict:
        return {"placements": [pl.to_json() for pl in self.placements]}

    def text(self):
        from ..render.ascii import region_text

        if self.status is not Status.SOLVED:
            return f"{self.status}"
        regions = self.regions()
        labels = {cell: rid.split("#")[0] for cell, rid in regions.items()}
        return region_text(self.puzzle.board.rows, self.puzzle.board.cols, regions, text=labels)

    def figure(self, title: str | None = None):
        from ..render.picture import draw_regions

        if self.status is not Status.SOLVED:
            return None
        regions = self.regions()
        labels = {cell: rid.split("#")[0] for cell, rid in regions.items()}
        holes = self.puzzle.board.cells - regions.keys()
        b = self.puzzle.board
        return draw_regions(b.rows, b.cols, regions, text=labels, blanks=holes,
                            title=title or f"{self.puzzle.pieces.name or 'pieces'} in {b.name}")


@dataclass
class PackSolutions(Result):
    """Several tilings of one puzzle.

    Attributes:
        puzzle: the :class:`PackingPuzzle`.
        results: one :class:`PackResult` per tiling found.
        complete: True when the search proved no further tiling exists.
    """

    kind = "pack"
    puzzle: PackingPuzzle = None
    results: list = field(default_factory=list)
    complete: bool = False

    def violations(self) -> list[str]:
        problems = []
        for i, r in enumerate(self.results, 1):
            problems += [f"solution {i}: {p}" for p in r.violations()]
        keys = [frozenset((pl.piece, pl.cells) for pl in r.placements) for r in self.results]
        if len(set(keys)) != len(keys):
            problems.append("two listed solutions are the same tiling")
        return problems

    def answer_json(self) -> dict:
        first = self.results[0].placements if self.results else []
        return {"placements": [pl.to_json() for pl in first], "count": len(self.results),
                "complete": self.complete,
                "solutions": [[pl.to_json() for pl in r.placements] for r in self.results]}


@dataclass
class PackCount(Result):
    """The number of tilings of a puzzle.

    Attributes:
        puzzle: the :class:`PackingPuzzle`.
        count: tilings counted (int).
        complete: True when every tiling was counted (False when a limit,
            a time limit or Ctrl-C stopped the count).
        distinct: True when tilings were counted up to the board's symmetries.
    """

    kind = "pack"
    puzzle: PackingPuzzle = None
    count: int = 0
    complete: bool = False
    distinct: bool = False

    def violations(self) -> list[str]:
        problems = []
        if self.count < 0:
            problems.append(f"negative count {self.count}")
        if self.status is Status.INFEASIBLE and (self.count or not self.complete):
            problems.append("infeasible is only proven by a complete count of 0")
        return problems

    def answer_json(self) -> dict:
        return {"count": self.count, "complete": self.complete, "distinct": self.distinct}

    def text(self):
        what = "distinct tilings (up to symmetry)" if self.distinct else "tilings"
        more = "" if self.complete else " (incomplete: stopped before the end)"
        return f"{self.count} {what} of {self.puzzle.pieces.name or 'the pieces'} in {self.puzzle.board.name}{more}"


def load_board(spec) -> Board:
    """A board from a :class:`Board`, ``"RxC"``, a built-in name
    (``8x8-centre``) or a mask file path."""
    return spec if isinstance(spec, Board) else Board.parse(str(spec), BUILTIN_BOARDS)


def make_puzzle(board="6x10", pieces="pentominoes", *, flip: bool = True,
                allow_holes: bool = False) -> PackingPuzzle:
    """A :class:`PackingPuzzle` from specs (see :func:`load_board`,
    :func:`~gridsat.core.polyomino.load_pieces`, or objects)."""
    piece_set = pieces if isinstance(pieces, PieceSet) else load_pieces(str(pieces))
    return PackingPuzzle(load_board(board), piece_set, flip, allow_holes)


def pack(board="6x10", pieces="pentominoes", *, flip: bool = True, allow_holes: bool = False,
         options: SolverOptions | None = None, engine: str = "auto") -> PackResult:
    """Solve a packing puzzle and return a checked answer.

    Args:
        board: ``"RxC"``, ``"8x8-centre"``, a mask file path, or a Board.
        pieces: ``"pentominoes"``, ``"tetrominoes"``, a piece file path, or a PieceSet.
        flip: allow reflections of pieces.
        allow_holes: allow ``board.area - pieces.area`` uncovered cells.
        options: :class:`SolverOptions` (time limit in seconds, workers, ...).
        engine: ``auto`` (default), ``exact`` or ``cpsat``.

    Returns:
        :class:`PackResult` with ``status`` solved / infeasible / unknown.

    Raises:
        PuzzleInputError: bad board, piece file or area mismatch.

    Example:
        >>> r = pack("3x20")
        >>> r.status.value, len(r.placements)
        ('solved', 12)
    """
    return make_puzzle(board, pieces, flip=flip, allow_holes=allow_holes).solve(options, engine)


__all__ = ["BUILTIN_BOARDS", "ENGINES", "PackCount", "PackResult", "PackSolutions", "PackingPuzzle", "check_tiling",
           "load_board", "make_puzzle", "pack", "pentominoes"]
