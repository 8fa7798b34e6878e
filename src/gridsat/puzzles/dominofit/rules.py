"""Domino Fit: tile the free cells with dominoes so that row and column scores meet their targets.

Rules (the ``dot`` rule is the one of the web game https://dominofit.isotropic.us,
the ``cell`` rule the one of the tutorial this project follows; both as
written down in ``../shared/data/dominofit/SOURCES.md``):

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

4. each row's and column's score equals its target (or, with relaxed targets, is at most / at least it);
5. given dominoes (optional, for designed puzzles) are part of the tiling.

A domino is ``("H"|"V", r, c)`` with (r, c) its top/left cell, row 0 at the top.  Formats: :mod:`.io`; model:
:mod:`.model`; checker: :mod:`.check`."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Iterable

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, cell_name, did_you_mean, shown, quoted
from ..solvable import Solvable

RULES = ("cell", "dot")
TARGET_MODES = {"exact": "=", "at-most": "<=", "at-least": ">="}
RELATIONS = ("=", "<=", ">=")
#: The most a weight or cost may be either way: CP-SAT refuses an objective whose sum could pass 2**63 (2**62 was
#: "CP-SAT rejected the model"); a board of a million cells has about two million placements, 2e18 at this bound.
MAX_COEFFICIENT = 10**12
#: The most a line's target may be: far past any line's score (2 a cell), within the compiled engines' C ints.
MAX_TARGET = 1_000_000


def coefficient_problem(value) -> str | None:
    """Why ``value`` is no weight or cost (None: it is one): not a whole number, or past :data:`MAX_COEFFICIENT`."""
    if isinstance(value, bool) or not isinstance(value, int):
        return f"must be a whole number, got {shown(value, 40)}"
    if abs(value) > MAX_COEFFICIENT:
        return f"{shown(value, 24)} is too large: at most 10**12 either way"
    return None

Domino = tuple  # ("H" | "V", r, c)

def domino_cells(d: Domino) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two cells ``((r, c), (r, c+1))`` of ``H`` or ``((r, c), (r+1, c))`` of ``V``.

    Raises:
        TypeError: ``d`` is not a domino ``("H"|"V", r, c)`` (``("X", 0, 0)`` was taken for a ``V``).
    """
    return _cells(_domino(d, "d"))


def _cells(d: Domino) -> tuple[tuple[int, int], tuple[int, int]]:
    """:func:`domino_cells` of a checked domino."""
    kind, r, c = d
    return ((r, c), (r, c + 1)) if kind == "H" else ((r, c), (r + 1, c))


def domino_scores(rule: str, d: Domino) -> list[tuple[str, int, int]]:
    """What domino ``d`` adds to line sums under ``rule``: ``[("row"|"col", index, points), ...]``.

    Raises:
        TypeError: ``rule`` not a string, ``d`` not a domino ``("H"|"V", r, c)``.
        PuzzleInputError: ``rule`` neither ``cell`` nor ``dot`` (any other was scored as ``dot``).
    """
    _rule(rule)
    return _scores(rule, _domino(d, "d"))


def _scores(rule: str, d: Domino) -> list[tuple[str, int, int]]:
    """:func:`domino_scores` of a checked rule and domino."""
    kind, r, c = d
    if rule == "cell":
        if kind == "H":
            return [("row", r, 4), ("col", c, 2), ("col", c + 1, 2)]
        return [("row", r, 1), ("row", r + 1, 1), ("col", c, 2)]
    if kind == "H":
        return [("row", r, 2), ("col", c + 1, 2)]
    return [("row", r, 1), ("col", c, 1)]


def line_sums(rule: str, rows: int, cols: int, dominoes: Iterable[Domino]) -> tuple[list[int], list[int]]:
    """Row and column scores of ``dominoes`` under ``rule`` (lists of ``rows`` / ``cols`` ints).

    Raises:
        TypeError: ``rule`` not a string, ``rows`` or ``cols`` not a whole number, ``dominoes`` not an iterable of
            dominoes ``("H"|"V", r, c)``.
        PuzzleInputError: ``rule`` neither ``cell`` nor ``dot``, ``rows`` or ``cols`` outside 0..MAX_SIDE, a
            domino leaving the ``rows`` x ``cols`` grid.
    """
    from ...core.options import whole

    _rule(rule)
    for name, value in (("rows", whole(rows)), ("cols", whole(cols))):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be a whole number, got {type(value).__name__} {shown(value, 40)}")
        if not 0 <= value <= MAX_SIDE:
            raise PuzzleInputError(f"{name} must be from 0 to {MAX_SIDE}, got {shown(value)}")
    if not isinstance(dominoes, Iterable) or isinstance(dominoes, (str, bytes)):
        raise TypeError(f"dominoes must be an iterable of dominoes (\"H\"|\"V\", r, c), got {type(dominoes).__name__}")
    rows, cols, checked = whole(rows), whole(cols), [_domino(d, "each domino") for d in dominoes]
    for d in checked:  # a domino off the grid was scored by its half on it (('H', -1, -1): column 1 scored 2)
        off = next(((r, c) for r, c in _cells(d) if not (0 <= r < rows and 0 <= c < cols)), None)
        if off is not None:
            raise PuzzleInputError(f"domino {tuple(d)} covers r{off[0] + 1}c{off[1] + 1}, off the {rows}x{cols} "
                                   "board")  # as the drawings say it
    return _line_sums(rule, rows, cols, checked)


def _line_sums(rule: str, rows: int, cols: int, dominoes: Iterable[Domino]) -> tuple[list[int], list[int]]:
    """:func:`line_sums` of checked arguments."""
    rs, cs = [0] * rows, [0] * cols
    for d in dominoes:
        for axis, i, pts in _scores(rule, d):
            if axis == "row" and 0 <= i < rows:
                rs[i] += pts
            elif axis == "col" and 0 <= i < cols:
                cs[i] += pts
    return rs, cs


def _rule(rule) -> None:
    """Refuse a scoring rule that is not one of :data:`RULES`."""
    if not isinstance(rule, str):
        raise TypeError(f"rule must be one of {', '.join(RULES)} (str), got {type(rule).__name__} {shown(rule, 40)}")
    if rule not in RULES:
        raise PuzzleInputError(f"unknown rule {shown(rule, 40)}{did_you_mean(rule, RULES)}; choose cell or dot")


def _domino(d, name: str) -> Domino:
    """``d`` as a domino ``("H"|"V", r, c)`` (a tuple of Python ints: a list, as JSON gives it, and numpy's whole
    numbers taken) when it is one with whole-number ``r`` and ``c``, else TypeError naming it."""
    from numbers import Integral

    if not (isinstance(d, (tuple, list)) and len(d) == 3 and isinstance(d[0], str) and d[0] in ("H", "V")
            and all(isinstance(v, Integral) and not isinstance(v, bool) for v in d[1:])):
        raise TypeError(f'{name} must be a domino ("H"|"V", r, c), got {type(d).__name__} {shown(d, 40)}')
    return d[0], int(d[1]), int(d[2])


def _own_domino(d, what: str) -> Domino:
    """A puzzle's given or cost domino as ``(kind, r, c)`` of plain ints, else PuzzleInputError naming it."""
    from ...core.options import whole

    parts = tuple(whole(v) for v in d) if isinstance(d, (tuple, list)) else None
    if not parts or len(parts) != 3 or parts[0] not in ("H", "V") or \
            not all(type(v) is int for v in parts[1:]):
        raise PuzzleInputError(f'{what} domino {shown(d, 40)} is not ("H"|"V", row, col) of whole numbers')
    return parts


def holds(value: int, relation: str, target: int) -> bool:
    return value == target if relation == "=" else value <= target if relation == "<=" else value >= target



@dataclass(frozen=True)
class DominoFitPuzzle(Solvable):
    """A Domino Fit board (solved with the methods of
    :class:`~gridsat.puzzles.solvable.Solvable`; settings ``objective``,
    ``model``).

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
            unknown rule or relation, or a
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

    kind_name = "dominofit"

    def _unsolved_figure(self, title: str | None = None):
        """The board as read, no domino placed, its title naming the scoring rule (what Jupyter shows of it);
        parsed from text (named "puzzle"), titled as its answer's figure is (it was "puzzle (dot rule)")."""
        from .draw import draw_figure

        name = f"Domino Fit {self.rows}x{self.cols}" if self.name == "puzzle" else self.name
        return draw_figure(self, (), title=title or f"{name} ({self.rule} rule)")

    def __post_init__(self):
        if not isinstance(self.name, str):  # name=5 made a puzzle whose titles and files were named 5
            raise TypeError(f"name must be a string, got {type(self.name).__name__} {shown(self.name, 40)}")
        from ...core.options import whole

        for what in ("rows", "cols"):  # numpy's whole numbers too, as every count (np.int64(8) was refused)
            object.__setattr__(self, what, n := whole(getattr(self, what)))
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_SIDE:
                raise PuzzleInputError(f"{what} must be a whole number from 1 to {MAX_SIDE}, got {quoted(n)}")
        if self.rule not in RULES:
            raise PuzzleInputError(f"unknown rule {shown(self.rule)}{did_you_mean(str(self.rule), RULES)}; choose "
                                   "cell or dot")
        for what, targets, n, line in (("row_targets", self.row_targets, self.rows, "row"),
                                       ("col_targets", self.col_targets, self.cols, "column")):
            if isinstance(targets, (str, bytes, dict)) or not hasattr(targets, "__len__"):  # None met "object of
                # type 'NoneType' has no len()", naming nothing
                raise TypeError(f"{what} must be a list of {n} whole numbers (one per {line}), got "
                                f"{type(targets).__name__} {shown(targets, 40)}")
            targets = tuple(whole(t) for t in targets)  # numpy's too (np.int64(7) was 'not a whole number')
            object.__setattr__(self, what, targets)
            if len(targets) != n:
                raise PuzzleInputError(f"{what} has {_entries(len(targets))}, expected {n} (one per {line})")
            for i, t in enumerate(targets):
                if isinstance(t, bool) or not isinstance(t, int):
                    raise PuzzleInputError(f"{what}[{i}] ({line} {i + 1}) is {t!r}; targets must be whole numbers")
                if t < 0:
                    raise PuzzleInputError(f"{what}[{i}] ({line} {i + 1}) is {t}; targets must not be negative")
                if t > MAX_TARGET:  # 2**40 met the compiled engines' "OverflowError: signed integer is greater
                    raise PuzzleInputError(f"{what}[{i}] ({line} {i + 1}) is {shown(t, 24)}; targets are at most "
                                           f"{MAX_TARGET:,} (no line of {MAX_SIDE:,} cells scores over "
                                           f"{2 * MAX_SIDE:,})")  # than maximum", CP-SAT's 10**30 a TypeError
        for attr, n, what in (("row_relations", self.rows, "row_relations"),
                              ("col_relations", self.cols, "col_relations")):
            rel = getattr(self, attr)
            if rel is None:
                object.__setattr__(self, attr, ("=",) * n)
                continue
            if isinstance(rel, (bytes, dict)) or not hasattr(rel, "__iter__"):  # 5 met "'int' object is not iterable"
                raise TypeError(f"{what} must be a list of {n} relations ('=', '<=' or '>='), got "
                                f"{type(rel).__name__} {shown(rel, 40)}")
            rel = tuple(rel)
            if len(rel) != n:
                raise PuzzleInputError(f"{what} has {_entries(len(rel))}, expected {n}")
            for i, x in enumerate(rel):
                if x not in RELATIONS:
                    raise PuzzleInputError(f"{what}[{i}] is {x!r}; use '=', '<=' or '>='")
            object.__setattr__(self, attr, rel)
        for what, value, kinds in (("blocked", self.blocked, "(row, col) cells"), ("givens", self.givens, "dominoes"),
                                   ("costs", self.costs, "domino -> cost entries (a dict)")):
            if (not isinstance(value, dict) if what == "costs" else isinstance(value, (str, bytes, dict))) or \
                    not hasattr(value, "__iter__"):  # a string was read letter by letter: "given domino ['H']"
                # None met "'NoneType' object is not iterable", naming nothing
                raise TypeError(f"{what} must be a collection of {kinds}, got {type(value).__name__} "
                                f"{shown(value, 40)}")
        cells = []
        for cell in self.blocked:  # (0.5, 0) was kept as blocked, blocking nothing; "ab" met "'<=' not supported"
            pair = tuple(whole(v) for v in cell) if isinstance(cell, (tuple, list)) else None
            if pair is None or len(pair) != 2 or not all(type(v) is int for v in pair):
                raise PuzzleInputError(f"blocked cell {shown(cell, 40)} is not (row, col) of whole numbers")
            cells.append(r_c := pair)
            r, c = r_c
            if not (0 <= r < self.rows and 0 <= c < self.cols):
                raise PuzzleInputError(f"blocked cell [{r}, {c}] is outside the {self.rows}x{self.cols} grid")
        object.__setattr__(self, "blocked", frozenset(cells))  # a list of cells made the puzzle unhashable
        for d, cost in self.costs.items():  # a cost past 2**63 met pybind's "Unable to cast" in the model
            problem = coefficient_problem(whole(cost))
            if problem:
                error = TypeError if problem.startswith("must") else PuzzleInputError
                raise error(f"the cost of domino {shown(d, 40)} {problem}")
        # each domino checked and made a tuple of ints (("H", 0.5, 0) was taken, ["H", 0, 0] made it unhashable)
        object.__setattr__(self, "givens", tuple(_own_domino(d, "given") for d in self.givens))
        object.__setattr__(self, "costs", {_own_domino(d, "cost"): whole(cost) for d, cost in self.costs.items()})
        for what, dominoes in (("given", self.givens), ("cost", list(self.costs))):
            for d in filter(lambda d: not self.fits(d), dominoes):  # (was said as ['H', 0, 0], with no reason)
                a, b = _cells(d)
                why = next(f"{cell_name(c)} is {'blocked' if c in self.blocked else 'off the grid'}"
                           for c in (a, b) if not self.is_free(*c))
                raise PuzzleInputError(f"{what} domino {d[0]} at {cell_name(a)} does not fit: {why} (the grid is "
                                       f"{self.rows}x{self.cols})")
        seen = {}
        for d, cell in ((g, cell) for g in self.givens for cell in _cells(g)):
            if cell in seen:
                raise PuzzleInputError(f"given dominoes {seen[cell][0]} at {cell_name(seen[cell][1:])} and {d[0]} at "
                                       f"{cell_name(d[1:])} overlap at {cell_name(cell)}")
            seen[cell] = d

    # -- geometry -------------------------------------------------------
    def is_free(self, r: int, c: int) -> bool:
        """True for a cell inside the grid that is not blocked (False for a row or column that is no whole number:
        (0, 0.5) was free, ("a", 0) met "'<=' not supported")."""
        if type(r) is not int or type(c) is not int:
            from ...core.options import whole

            r, c = whole(r), whole(c)  # numpy's whole numbers too
            if isinstance(r, bool) or isinstance(c, bool) or not isinstance(r, int) or not isinstance(c, int):
                return False
        return 0 <= r < self.rows and 0 <= c < self.cols and (r, c) not in self.blocked

    def fits(self, d) -> bool:
        """True when ``d`` is ``("H"|"V", r, c)`` on two free cells (False for anything else: ("H", 0.5, 0) fitted,
        None met "has no len()", "H00" "can only concatenate str")."""
        try:
            d = _domino(d, "d")
        except TypeError:
            return False
        return all(self.is_free(r, c) for r, c in _cells(d))

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
        """The same board with exact targets computed from ``dominoes`` under ``rule``: PuzzleInputError for a domino
        on a blocked cell or on another's (scored all the same, into targets no tiling meets)."""
        dominoes = list(dominoes) if isinstance(dominoes, Iterable) and not isinstance(dominoes, str) else dominoes
        rs, cs = line_sums(rule, self.rows, self.cols, dominoes)  # (checked: the dominoes are the caller's)
        taken = set()
        for d in map(lambda d: _domino(d, "each domino"), dominoes):
            if not self.fits(d) or taken & set(_cells(d)):
                raise PuzzleInputError(f"domino {d} {'overlaps another' if self.fits(d) else 'covers a blocked cell'}")
            taken.update(_cells(d))
        return self.with_changes(rule=rule, row_targets=tuple(rs), col_targets=tuple(cs),
                                 row_relations=None, col_relations=None)

    def with_target_mode(self, mode: str) -> "DominoFitPuzzle":
        """A copy whose lines are all ``exact`` / ``at-most`` / ``at-least``."""
        if not isinstance(mode, str) or mode not in TARGET_MODES:  # ["exact"] met "unhashable type: 'list'"
            raise PuzzleInputError(f"unknown targets mode {shown(mode)}; choose exact, at-most or at-least")
        rel = TARGET_MODES[mode]
        return self.with_changes(row_relations=(rel,) * self.rows, col_relations=(rel,) * self.cols)

    # -- formats (see :mod:`.io`) ----------------------------------------
    def to_json(self) -> dict:
        """The JSON form; round-trips through :func:`.io.puzzle_from_json`."""
        from .io import puzzle_to_json

        return puzzle_to_json(self)

    def to_text(self) -> str:
        """The text format; round-trips through :func:`.io.parse_text`."""
        from .io import puzzle_to_text

        return puzzle_to_text(self)


def _entries(count: int) -> str:
    """``"1 entry"``, ``"3 entries"``."""
    return f"{count:,} {'entry' if count == 1 else 'entries'}"

__all__ = ["RELATIONS", "RULES", "TARGET_MODES", "Domino", "DominoFitPuzzle", "domino_cells", "domino_scores",
           "holds", "line_sums"]

