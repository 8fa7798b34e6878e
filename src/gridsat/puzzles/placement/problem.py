"""A placement problem: put every piece on the board, covering every free cell once.

Rules (the exact-cover definition of a packing puzzle, shared by polyomino
packing and the calendar puzzle):

1. each piece is used exactly ``count`` times (once, for an ordinary set);
2. each use is one fixed orientation of the piece -- reflections allowed
   (*free* polyominoes, two-sided physical pieces) unless ``one_sided`` --
   translated onto board cells;
3. no two pieces overlap, and no piece covers a *blocked* cell (cells that
   must stay uncovered, such as a calendar date's cells);
4. every other board cell is covered -- unless ``holes`` is allowed, in
   which case exactly ``free cells - pieces' area`` cells stay uncovered;
5. *fixed* (pre-placed) pieces are part of every solution.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ...core.board import Board
from ...core.errors import PuzzleInputError, big_count, cell_name, counted, got_items, shown
from ...core.placements import BYTES_PER_PLACEMENT, Placement, all_placements, count_placements
from ...core.polyomino import PieceSet, normalise
from ...core.settings import spelled


def fixed_placements(fixed) -> tuple:
    """``fixed`` (a puzzle's pre-placed pieces) as a tuple, checked to be Placements.

    Raises:
        TypeError: ``fixed`` not a tuple or list of :class:`~gridsat.core.placements.Placement`.
    """
    if not isinstance(fixed, (tuple, list)) or not all(isinstance(pl, Placement) for pl in fixed):
        raise TypeError(f"fixed must be a tuple of Placements (gridsat.Placement), got "
                        f"{got_items(fixed, lambda pl: isinstance(pl, Placement))}")
    import dataclasses
    import numbers

    out = []
    for pl in fixed:  # before any check reads them: a calendar's met a list cell as "unhashable type: 'list'"
        name = pl.piece if isinstance(pl.piece, str) else shown(pl.piece, 40)
        if not isinstance(pl.piece, str):
            raise TypeError(f"pre-placed {name}: a piece's name must be a string, got {type(pl.piece).__name__}")
        from ...core.options import plain_rows

        cells = plain_rows(pl.cells)  # a numpy array of (row, col) rows, as a Polyomino's cells take it
        # numpy's whole numbers and [row, col] lists are read as an answer's Placements are (they were refused
        # here, and taken by with_answer); kept as plain int tuples
        if not isinstance(cells, (tuple, list)) or not cells or not all(
                isinstance(c, (tuple, list)) and len(c) == 2 and all(
                    isinstance(v, numbers.Integral) and not isinstance(v, bool) for v in c) for c in cells):
            raise TypeError(f"pre-placed {name}: cells must be (row, col) pairs of whole numbers, got "
                            f"{shown(cells, 40)}")
        orientation = pl.orientation
        if isinstance(orientation, numbers.Integral) and not isinstance(orientation, bool):
            orientation = int(orientation)
        out.append(dataclasses.replace(pl, piece=str(pl.piece), orientation=orientation,
                                       cells=tuple((int(r), int(c)) for r, c in cells)))
    return tuple(out)


@dataclass(frozen=True)
class PlacementProblem:
    """A placement (packing) problem.

    Attributes:
        board: the :class:`~gridsat.core.board.Board` to fill.
        pieces: the :class:`~gridsat.core.polyomino.PieceSet` (with counts),
            fixed pieces included.
        one_sided: rotations only, no reflections (one-sided polyominoes).
        holes: let ``free cells - pieces' area`` cells stay uncovered.
        blocked: cells of the board that must stay uncovered (``frozenset``).
        fixed: pre-placed :class:`~gridsat.core.placements.Placement` tuple,
            part of every solution.

    Raises:
        TypeError: ``board`` not a Board, ``pieces`` not a PieceSet,
            ``one_sided`` or ``holes`` not True or False, ``blocked`` not a
            set of (row, col) cells.
        PuzzleInputError: a blocked cell off the board; the pieces' area
            differs from the free cells' (or exceeds it, with holes); a fixed
            piece off the board, on a blocked cell, overlapping another, not
            in the set, or placed more often than its count.
    """

    board: Board
    pieces: PieceSet
    one_sided: bool = False
    holes: bool = False
    blocked: frozenset = frozenset()
    fixed: tuple = ()

    def __post_init__(self):
        for name, kind, what in (("board", Board, "a gridsat Board"), ("pieces", PieceSet, "a gridsat PieceSet"),
                                 ("one_sided", bool, "True or False"), ("holes", bool, "True or False")):
            if kind is bool:  # numpy's np.True_ too
                from ...core.options import truth

                object.__setattr__(self, name, truth(getattr(self, name)))
            value = getattr(self, name)  # one_sided="no" packed one-sided; a board of 5 failed deep inside
            if not isinstance(value, kind):
                raise TypeError(f"{name} must be {what}, got {type(value).__name__}"
                                + (f" {shown(value, 40)}" if kind is bool else "")
                                + (f" {value.__name__} (call it: {value.__name__}())" if callable(value) and
                                   getattr(value, "__name__", "") in ("pentominoes", "tetrominoes", "hexominoes")
                                   else ""))  # a built-in set given uncalled was told only "got function"
        blocked = self.blocked  # blocked=5 met "'int' object is not iterable", [[0, 0]] "unhashable type: 'list'"
        if not hasattr(blocked, "__iter__") or isinstance(blocked, (str, bytes, dict)) or \
                not all(isinstance(cell, (tuple, list)) for cell in blocked):
            raise TypeError(f"blocked must be a set of (row, col) cells, got {type(blocked).__name__} "
                            f"{shown(blocked, 40)}")
        from ...core.grid import whole_cells

        # ((True, False),) blocked r2c1 (a bool is an int); (0.5, 0) was "is not a board cell", naming no reason
        object.__setattr__(self, "blocked", frozenset(whole_cells(blocked, "blocked")))
        outside = self.blocked - self.board.cells
        if outside:
            first = sorted(outside)[0]
            raise PuzzleInputError(f"blocked cell {first} ({cell_name(first)}) is not a board cell")
        if not self.pieces.items:  # with holes, the empty tiling met the checker: 'solved, but no tiling is given'
            raise PuzzleInputError(f"the piece set {self.pieces.name + ' ' if self.pieces.name else ''}has no pieces: "
                                   f"nothing to place on board {self.board.label}")
        free, need = self.board.area - len(self.blocked), self.pieces.area
        if need > free or (need != free and not self.holes):
            raise PuzzleInputError(
                f"board {self.board.label} has {counted(free, 'cell')} to cover but the pieces cover "
                f"{big_count(need)}; "
                + ("the pieces do not fit" if need > free else
                   f"the areas must be equal (or allow holes: {spelled('--holes', 'holes=True')})")
                + self.board_advice(need))
        self._check_fixed()

    def board_advice(self, need: int) -> str:
        """What the area mismatch's message adds of a board the pieces' ``need`` cells fit ('' here)."""
        return ""

    def _check_fixed(self) -> None:
        seen: dict = {}
        placed: Counter = Counter()
        object.__setattr__(self, "fixed", fixed_placements(self.fixed))
        for pl in self.fixed:
            name = pl.piece if isinstance(pl.piece, str) else shown(pl.piece, 40)
            where = f"pre-placed {name}"
            try:
                allowed = self.pieces.count(pl.piece)
            except KeyError:
                raise PuzzleInputError(f"piece {name} is not in the set", where) from None
            self._check_shape(pl, where)
            placed[pl.piece] += 1
            if placed[pl.piece] > allowed:
                raise PuzzleInputError(f"piece {pl.piece} is placed {placed[pl.piece]} times; the set has {allowed}",
                                       where)
            for cell in pl.cells:
                if cell not in self.board.cells:
                    raise PuzzleInputError(f"the piece would cover {cell_name(cell)}, which is not a board cell", where)
                if cell in self.blocked:
                    raise PuzzleInputError(f"the piece would cover {cell_name(cell)}, which must stay uncovered", where)
                if cell in seen:
                    raise PuzzleInputError(f"the piece would overlap piece {seen[cell]} at {cell_name(cell)}", where)
                seen[cell] = pl.piece

    def _check_shape(self, pl: Placement, where: str) -> None:
        """Refuse a pre-placed piece whose cells are not one of its piece's orientations (a monomino placed on two
        cells made the problem "infeasible"; a reflection in one-sided play so)."""
        piece = self.pieces[pl.piece]
        cells = pl.cells  # (pairs of whole numbers: fixed_placements)
        turns = piece.orientations(self.flip)
        if normalise(cells) not in turns:
            turn = "a turn (one-sided play: no reflections)" if self.one_sided else "a turn or reflection"
            raise PuzzleInputError(f"its cells {' '.join(cell_name(c) for c in sorted(cells))[:80]} are not {turn} "
                                   f"of piece {pl.piece} ({piece.ascii()})", where)
        own = turns.index(normalise(cells))
        if pl.orientation not in (-1, own) or isinstance(pl.orientation, bool):  # 99 was carried into the answer
            raise PuzzleInputError(f"its orientation {shown(pl.orientation, 20)} is not its cells' ({own}; -1 when "
                                   "not known)", where)

    # -- what is left to place ---------------------------------------------
    @property
    def flip(self) -> bool:
        """True when reflections are allowed (free pieces)."""
        return not self.one_sided

    @cached_property
    def free_cells(self) -> frozenset:
        """Board cells that are not blocked."""
        return self.board.cells - self.blocked

    @property
    def hole_count(self) -> int:
        """Cells left uncovered in every solution (besides blocked cells)."""
        return len(self.free_cells) - self.pieces.area

    @cached_property
    def occupied(self) -> frozenset:
        """Cells no search may cover: blocked cells and the fixed pieces' cells."""
        return self.blocked | frozenset(c for pl in self.fixed for c in pl.cells)

    @cached_property
    def remaining(self) -> PieceSet:
        """The pieces still to place after the fixed ones (counts reduced)."""
        used = Counter(pl.piece for pl in self.fixed)
        return PieceSet(tuple((p, n - used[p.name]) for p, n in self.pieces.items if n > used[p.name]),
                        self.pieces.name)

    @cached_property
    def placements(self) -> list[Placement]:
        """Every placement of the remaining pieces on the free, unoccupied cells."""
        return self.placements_within(None)

    def placements_within(self, options) -> list[Placement]:
        """:attr:`placements`, built under ``options``' memory limit and
        deadline (cached once built).

        Raises:
            PuzzleInputError: the placements would not fit the memory limit.
            TimeUp: the deadline passed while building.
            TypeError: ``options`` neither SolverOptions nor None (5 was taken once the placements were cached).
        """
        from ...core.options import given_options

        given_options(options)
        built = self.__dict__.get("placements")
        if built is not None:
            return built
        check = None
        if options is not None:
            self.check_memory(options)
            check = options.check_time
        occupied = self.occupied
        built = [pl for pl in all_placements(self.board, self.remaining, self.flip, check=check)
                 if not occupied.intersection(pl.cells)]
        self.__dict__["placements"] = built
        return built

    def check_memory(self, options) -> None:
        """Refuse a problem whose placements would not fit the memory limit
        (an upper bound, counted without building them).

        Args:
            options: :class:`~gridsat.core.options.SolverOptions` (None: the defaults).

        Raises:
            PuzzleInputError: naming the number of placements, the estimate and the limit.
            TypeError: ``options`` of another type (None met "'NoneType' object has no attribute 'check_memory'").
        """
        from ...core.options import given_options

        options = given_options(options)
        n = count_placements(self.board, self.remaining, self.flip)
        shapes = len(self.remaining)
        copies = sum(count for _, count in self.remaining.items)  # 'pentominoes*60' is 720 pieces, not 12
        pieces = counted(copies, "piece") + (f" of {counted(shapes, 'shape')}" if copies != shapes else "")
        options.check_memory(n * BYTES_PER_PLACEMENT, f"board {self.board.rows}x{self.board.cols} with {pieces} "
                                                      f"(up to {n:,} placements)")

    @cached_property
    def colouring_refutes(self) -> bool:
        """True when the chessboard colouring proves there is no tiling: every
        orientation and place of a piece covers the same number of squares
        of one colour more than of the other (the T tetromino: 3 and 1, so
        2), and no choice of which colour each piece favours adds up to the
        free cells' own difference (6x10 with three sets of tetrominoes: the
        searches took 50 s to exhaust it).  False with ``holes``."""
        return self.colouring_reason is not None

    @cached_property
    def colouring_reason(self) -> str | None:
        """Why the chessboard colouring rules every tiling out, in words (the
        free cells' dark and light squares, and what the pieces cover of
        each), or None when it does not (see :attr:`colouring_refutes`)."""
        if self.holes:
            return None
        free = self.free_cells - self.occupied
        board = sum(1 if (r + c) % 2 == 0 else -1 for r, c in free)
        sums, uneven, even = {0}, [], False
        for piece, count in self.remaining.items:
            d = abs(sum(1 if (r + c) % 2 == 0 else -1 for r, c in piece.cells))
            for _ in range(count if d else 0):
                sums = {s + d for s in sums} | {s - d for s in sums}
            even = even or not d
            if d:
                big = (len(piece.cells) + d) // 2
                copies = f", each of its {count} copies" if count > 1 else ""
                uneven.append(f"{piece.name} covers {big} of one colour and {len(piece.cells) - big} of the "
                              f"other{copies}")
        if board in sums:
            return None
        dark = (len(free) + board) // 2
        squares = f"on a chessboard colouring the free cells are {dark} dark and {len(free) - dark} light squares"
        if not uneven:
            return f"{squares}, but every piece covers as many of one colour as of the other"
        shown = "; ".join(uneven[:4]) + (f"; and {len(uneven) - 4} more shapes alike" if len(uneven) > 4 else "")
        others = " (any other piece as many of each)" if even else ""
        return f"{squares}, and no way of laying the pieces covers that: {shown}{others}"

    @cached_property
    def homeless_reason(self) -> str | None:
        """Why no tiling exists when a piece still to place fits nowhere on the free cells, in any turn or flip
        (a 1x8 bar on a 2x7 board was searched and said only "infeasible"), or None."""
        from ...core.placements import homeless_piece

        free = self.free_cells - self.occupied
        piece = homeless_piece([piece for piece, _ in self.remaining.items], free)
        if piece is not None:
            return (f"piece {piece.name} ({piece.size} squares) fits nowhere on the board's "
                    f"{len(free)} free cells, in any turn or flip")
        return None

    def box_cells(self) -> int:
        """Cells of the board's bounding box (what the engine choice looks at)."""
        return self.board.rows * self.board.cols

    def with_fixed(self, fixed) -> "PlacementProblem":
        """A copy with ``fixed`` pre-placed pieces (validated), of this problem's own class (a PackingPuzzle's was
        a bare PlacementProblem, which has no ``count`` or ``solve``)."""
        if isinstance(fixed, (str, bytes, dict)) or not hasattr(fixed, "__iter__"):  # None met "'NoneType' object
            raise TypeError(f"fixed must be a list of Placements (gridsat.Placement), got "  # is not iterable"
                            f"{type(fixed).__name__} {shown(fixed, 40)}")
        return type(self)(self.board, self.pieces, self.one_sided, self.holes, self.blocked, tuple(fixed))


__all__ = ["PlacementProblem"]
