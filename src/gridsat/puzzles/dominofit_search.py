"""Domino Fit by gridsat's own tiling search (``gridsat.engines.dominoes``),
on plain data, lean enough for a whole level bank.

The rules are those of :mod:`gridsat.puzzles.dominofit` (both scoring rules,
exact or relaxed targets, givens).  Here a board is a :class:`Board` of plain
tuples, validated with the same checks and messages as ``DominoFitPuzzle``;
its targets become line counters for the search:

* an axis whose targets are all exact becomes its implied per-line domino
  counts (:func:`implied_counts`, the derivation of
  ``dominofit.implied_counts`` in whole numbers): for rows, horizontal
  dominoes in the row and vertical dominoes starting in it; for columns,
  horizontal dominoes starting in the column and vertical dominoes in it;
* any other axis keeps its scores: ``cell`` weighs each covered cell 2
  (horizontal domino) or 1 (vertical), ``dot`` weighs the right cell of a
  horizontal domino 2 and the top cell of a vertical one 1, each bounded by
  its relation.

:func:`solve_board` searches (up to two tilings when asked for uniqueness),
checks every tiling with the independent checker
:func:`gridsat.puzzles.dominofit_check.check_tiling`, and reports honest
statuses: ``infeasible`` / ``no_solution`` only when the search was
exhausted or arithmetic on the targets rules every tiling out, ``unknown``
when the node budget or time limit ran out.  :func:`solve_record` does the
same for one record of the shared JSON-lines format (``rows``, ``cols``,
``blocked``, targets, ``rule``, optional ``solution``) and returns a result
dict.
"""

from __future__ import annotations

import json
import time
from array import array
from dataclasses import dataclass

from ..core.errors import PuzzleInputError, SolutionCheckError
from ..engines import dominoes as engine
from .dominofit_check import check_tiling

RULES = ("cell", "dot")
RELATIONS = ("=", "<=", ">=")
TARGET_MODES = {"exact": "=", "at-most": "<=", "at-least": ">="}
MAX_SIDE = 1000

#: counter weights per role (HL, HR, VT, VB); see gridsat.engines.dominoes
_SCORE_WEIGHTS = {"cell": (2, 2, 1, 1), "dot": (0, 2, 1, 0)}


@dataclass(frozen=True, slots=True)
class Board:
    """A validated Domino Fit board of plain data (see :func:`make_board`).

    Attributes:
        rows, cols: grid size (cells).
        blocked: tuple of blocked ``(r, c)``.
        row_targets, col_targets: tuples of ints, one per line.
        rule: ``"cell"`` or ``"dot"``.
        row_relations, col_relations: tuples of ``"="`` / ``"<="`` / ``">="``.
        givens: tuple of ``("H"|"V", r, c)`` that every tiling must contain.
    """

    rows: int
    cols: int
    blocked: tuple
    row_targets: tuple
    col_targets: tuple
    rule: str
    row_relations: tuple
    col_relations: tuple
    givens: tuple


def _whole(x, what: str) -> int:
    if type(x) is not int:
        raise PuzzleInputError(f"{what} must be a whole number, got {x!r}")
    return x


def make_board(rows: int, cols: int, blocked=(), row_targets=(), col_targets=(), rule: str = "cell",
               row_relations=None, col_relations=None, givens=()) -> Board:
    """A validated :class:`Board`.

    Raises:
        PuzzleInputError: a size out of 1..1000, a target list of the wrong
            length, a negative or non-integer target, a blocked cell outside
            the grid, an odd number of free cells, an unknown rule or
            relation, a given that does not fit on two free cells, or
            overlapping givens (the checks of ``DominoFitPuzzle``).
    """
    for what, n in (("rows", rows), ("cols", cols)):
        if type(n) is not int or not 1 <= n <= MAX_SIDE:
            raise PuzzleInputError(f"{what} must be a whole number from 1 to {MAX_SIDE}, got {n!r}")
    if rule not in RULES:
        raise PuzzleInputError(f"unknown rule {rule!r}; choose cell or dot")
    lines = []
    for what, targets, n, line in (("row_targets", row_targets, rows, "row"),
                                   ("col_targets", col_targets, cols, "column")):
        targets = tuple(targets)
        if len(targets) != n:
            raise PuzzleInputError(f"{what} has {len(targets)} entries, expected {n} (one per {line})")
        for i, t in enumerate(targets):
            if type(t) is not int:
                raise PuzzleInputError(f"{what}[{i}] must be a whole number, got {t!r}")
            if t < 0:
                raise PuzzleInputError(f"{what}[{i}] is {t}; targets must not be negative")
        lines.append(targets)
    rels = []
    for what, rel, n in (("row_relations", row_relations, rows), ("col_relations", col_relations, cols)):
        if rel is None:
            rels.append(("=",) * n)
            continue
        rel = tuple(rel)
        if len(rel) != n:
            raise PuzzleInputError(f"{what} has {len(rel)} entries, expected {n}")
        for i, x in enumerate(rel):
            if x not in RELATIONS:
                raise PuzzleInputError(f"{what}[{i}] is {x!r}; use '=', '<=' or '>='")
        rels.append(rel)
    cells = set()
    for cell in blocked:
        r, c = cell
        if not (0 <= r < rows and 0 <= c < cols):
            raise PuzzleInputError(f"blocked cell [{r}, {c}] is outside the {rows}x{cols} grid")
        cells.add((r, c))
    if (rows * cols - len(cells)) % 2:
        raise PuzzleInputError(f"the grid has {rows * cols - len(cells)} free cells, an odd number; "
                               "dominoes cover cells in pairs")
    seen = {}
    gv = []
    for d in givens:
        kind, r, c = d
        r2, c2 = (r, c + 1) if kind == "H" else (r + 1, c)
        if (kind not in ("H", "V") or not (0 <= r < rows and 0 <= c < cols and 0 <= r2 < rows and 0 <= c2 < cols)
                or (r, c) in cells or (r2, c2) in cells):
            raise PuzzleInputError(f"given domino {list(d)} does not fit on two free cells of the grid")
        for cell in ((r, c), (r2, c2)):
            if cell in seen:
                raise PuzzleInputError(f"given dominoes {list(seen[cell])} and {list(d)} overlap at {list(cell)}")
            seen[cell] = d
        gv.append((kind, r, c))
    return Board(rows, cols, tuple(sorted(cells)), lines[0], lines[1], rule, rels[0], rels[1], tuple(gv))


def _relations(x, default: str, what: str):
    if x is None:
        return None
    if not isinstance(x, list):
        raise PuzzleInputError(f"{what} must be a list of '=', '<=', '>=' or null")
    return tuple(default if rel is None else TARGET_MODES.get(rel, rel) for rel in x)


def board_from_record(rec: dict) -> Board:
    """A :class:`Board` from a decoded JSON record (the format of
    ``dominofit.puzzle_from_json``: ``rows``, ``cols``, ``blocked``,
    ``row_targets``, ``col_targets``, optional ``rule`` (default ``cell``),
    ``targets``, ``row_relations``, ``col_relations``, ``givens``; other
    fields such as ``solution`` are ignored).

    Raises:
        PuzzleInputError: a missing or mistyped field, or any problem
            :func:`make_board` rejects.
    """
    if not isinstance(rec, dict):
        raise PuzzleInputError("a Domino Fit record must be an object with rows, cols, blocked, row_targets, col_targets")
    for key in ("rows", "cols", "row_targets", "col_targets"):
        if key not in rec:
            raise PuzzleInputError(f"missing field {key!r}")
    rows, cols = _whole(rec["rows"], "rows"), _whole(rec["cols"], "cols")
    blocked = rec.get("blocked", [])
    if not isinstance(blocked, list):
        raise PuzzleInputError("blocked must be a list of [row, col] pairs")
    for i, b in enumerate(blocked):
        if not isinstance(b, (list, tuple)) or len(b) != 2 or type(b[0]) is not int or type(b[1]) is not int:
            raise PuzzleInputError(f"blocked[{i}] must be a [row, col] pair of whole numbers, got {json.dumps(b)}")
    for key in ("row_targets", "col_targets"):
        if not isinstance(rec[key], list):
            raise PuzzleInputError(f"{key} must be a list of whole numbers")
    mode = rec.get("targets", "exact")
    if mode not in TARGET_MODES:
        raise PuzzleInputError(f"targets must be exact, at-most or at-least, got {mode!r}")
    default = TARGET_MODES[mode]
    row_rel = _relations(rec.get("row_relations"), default, "row_relations")
    col_rel = _relations(rec.get("col_relations"), default, "col_relations")
    if mode != "exact":
        row_rel = row_rel or (default,) * rows
        col_rel = col_rel or (default,) * cols
    givens = []
    for i, g in enumerate(rec.get("givens") or ()):
        if not isinstance(g, (list, tuple)) or len(g) != 3 or g[0] not in ("H", "V") \
                or type(g[1]) is not int or type(g[2]) is not int:
            raise PuzzleInputError(f"givens[{i}] must be [\"H\"|\"V\", row, col], got {json.dumps(g)}")
        givens.append(tuple(g))
    return make_board(rows, cols, blocked, rec["row_targets"], rec["col_targets"], rec.get("rule", "cell"),
                      row_rel, col_rel, givens)


def board_from_puzzle(puzzle) -> Board:
    """A :class:`Board` from any object with the fields of ``DominoFitPuzzle``."""
    return make_board(puzzle.rows, puzzle.cols, puzzle.blocked, puzzle.row_targets, puzzle.col_targets, puzzle.rule,
                      puzzle.row_relations, puzzle.col_relations, puzzle.givens)


@dataclass(frozen=True, slots=True)
class Implied:
    """Per-line domino counts forced by exact targets (None for an axis
    whose targets are not all exact), as in ``dominofit.ImpliedCounts``."""

    h_row: list | None
    v_row: list | None
    h_col: list | None
    v_col: list | None
    reason: str | None = None


def implied_counts(board: Board) -> Implied:
    """The implied counts in whole numbers (the derivation in
    ``dominofit.implied_counts``), or the reason no tiling can meet the targets."""
    R, C = board.rows, board.cols
    fr, fc = [C] * R, [R] * C
    for r, c in board.blocked:
        fr[r] -= 1
        fc[c] -= 1
    t, u = board.row_targets, board.col_targets
    rows_exact = all(x == "=" for x in board.row_relations)
    cols_exact = all(x == "=" for x in board.col_relations)
    h_row = v_row = h_col = v_col = None
    if rows_exact:
        if board.rule == "cell":
            h_row, v_row, prev = [], [], 0
            for r in range(R):
                if (t[r] - fr[r]) % 2:
                    return Implied(None, None, None, None, f"the targets force {t[r] - fr[r]}/2 horizontal dominoes "
                                   f"in row {r}, which is not a whole number")
                h = (t[r] - fr[r]) // 2
                prev = fr[r] - 2 * h - prev
                h_row.append(h)
                v_row.append(prev)
        else:
            if t[0] != fr[0]:
                return Implied(None, None, None, None,
                               f"row 0 has {fr[0]} free cells, so its dot score must be {fr[0]}, not {t[0]}")
            v_row = [fr[r + 1] - t[r + 1] for r in range(R - 1)] + [0]
            h_row = []
            for r in range(R):
                if (t[r] - v_row[r]) % 2:
                    return Implied(None, None, None, None, f"the targets force {t[r] - v_row[r]}/2 horizontal "
                                   f"dominoes in row {r}, which is not a whole number")
                h_row.append((t[r] - v_row[r]) // 2)
    if cols_exact:
        if board.rule == "cell":
            h_col, v_col, prev = [], [], 0
            for c in range(C):
                prev = u[c] - fc[c] - prev
                h_col.append(prev)
                if (2 * fc[c] - u[c]) % 2:
                    return Implied(None, None, None, None, f"the targets force {2 * fc[c] - u[c]}/2 vertical "
                                   f"dominoes in column {c}, which is not a whole number")
                v_col.append((2 * fc[c] - u[c]) // 2)
        else:
            right = [0]
            for c in range(C):
                right.append(fc[c] - 2 * u[c] + 3 * right[c])
            if right[C] != 0:
                return Implied(None, None, None, None,
                               f"the column targets leave {right[C]} horizontal dominoes sticking out of the right edge")
            h_col = right[1:]
            v_col = [u[c] - 2 * right[c] for c in range(C)]
    for name, counts, axis in (("horizontal dominoes", h_row, "row"), ("vertical dominoes starting", v_row, "row"),
                               ("horizontal dominoes starting", h_col, "column"), ("vertical dominoes", v_col, "column")):
        for i, n in enumerate(counts or ()):
            if n < 0:
                return Implied(None, None, None, None, f"the targets force {n} {name} in {axis} {i}, which is negative")
    if v_row is not None and v_row[R - 1]:
        return Implied(None, None, None, None,
                       f"the targets force {v_row[R - 1]} vertical dominoes to start in the last row {R - 1}")
    if h_col is not None and h_col[C - 1]:
        return Implied(None, None, None, None,
                       f"the targets force {h_col[C - 1]} horizontal dominoes to start in the last column {C - 1}")
    return Implied(h_row, v_row, h_col, v_col)


def counters(board: Board) -> tuple[array, str | None]:
    """The search's line counters (packed for the kernel) and, when
    arithmetic already rules every tiling out, the reason (then the counters
    are empty).

    An all-exact axis gives two count counters per line (weights per role
    HL, HR, VT, VB): a row counts its cells in horizontal dominoes
    ``(1, 1, 0, 0) = 2 h_row`` and its vertical dominoes' top cells
    ``(0, 0, 1, 0) = v_row``; a column its horizontal dominoes' left cells
    ``(1, 0, 0, 0) = h_col`` and its cells in vertical dominoes
    ``(0, 0, 1, 1) = 2 v_col`` (cells rather than dominoes where that makes
    the search's per-cell bounds tighter).  Other axes keep their scores.
    """
    imp = implied_counts(board)
    if imp.reason:
        return array("i"), imp.reason
    flat = []
    if imp.h_row is not None:
        for r in range(board.rows):
            flat += (0, r, 1, 1, 0, 0, 2 * imp.h_row[r], 2 * imp.h_row[r], 0, r, 0, 0, 1, 0, imp.v_row[r], imp.v_row[r])
    else:
        _score_counters(flat, 0, board.rule, board.row_targets, board.row_relations)
    if imp.h_col is not None:
        for c in range(board.cols):
            flat += (1, c, 1, 0, 0, 0, imp.h_col[c], imp.h_col[c], 1, c, 0, 0, 1, 1, 2 * imp.v_col[c], 2 * imp.v_col[c])
    else:
        _score_counters(flat, 1, board.rule, board.col_targets, board.col_relations)
    return array("i", flat), None


def _score_counters(flat: list, axis: int, rule: str, targets, relations) -> None:
    w = _SCORE_WEIGHTS[rule]
    for i, (t, rel) in enumerate(zip(targets, relations)):
        lo = engine.NO_LO if rel == "<=" else t
        hi = engine.NO_HI if rel == ">=" else t
        flat += (axis, i, *w, lo, hi)


def free_cells(board: Board) -> bytearray:
    """``rows * cols`` bytes, row-major, 1 = free."""
    free = bytearray(b"\x01") * (board.rows * board.cols)
    for r, c in board.blocked:
        free[r * board.cols + c] = 0
    return free


@dataclass
class BoardOutcome:
    """A checked answer of :func:`solve_board`.

    Attributes:
        status: ``"solved"`` / ``"infeasible"`` (proven) / ``"unknown"``.
        dominoes: the tiling (``[("H"|"V", r, c), ...]``, horizontal first),
            empty unless solved.
        uniqueness: ``"unique"`` / ``"not_unique"`` / ``"no_solution"`` /
            ``"unknown"`` when asked, else None.
        second: a second tiling when not unique.
        reason: why no tiling exists, when arithmetic on the targets proves it.
        nodes: search nodes; seconds: wall time of the call (s).
    """

    status: str
    dominoes: list
    uniqueness: str | None = None
    second: list | None = None
    reason: str | None = None
    nodes: int = 0
    seconds: float = 0.0


def check_board(board: Board, dominoes) -> list[str]:
    """:func:`~gridsat.puzzles.dominofit_check.check_tiling` on a :class:`Board`."""
    return check_tiling(board.rows, board.cols, board.blocked, board.row_targets, board.col_targets, board.rule,
                        dominoes, board.row_relations, board.col_relations, board.givens)


def solve_board(board: Board, *, unique: bool = False, time_limit: float | None = None,
                node_limit: int = 0) -> BoardOutcome:
    """Find a tiling (and, with ``unique``, decide whether it is the only one).

    Args:
        board: a :class:`Board`.
        unique: search on for a second tiling.
        time_limit: seconds for the whole call (None = no limit).
        node_limit: branching nodes allowed per search (0 = no limit).

    Returns:
        a :class:`BoardOutcome` whose tilings passed the checker.

    Raises:
        SolutionCheckError: only on a gridsat bug (a tiling failed the checker).
    """
    t0 = time.perf_counter()
    packed, reason = counters(board)
    if reason:
        return BoardOutcome("infeasible", [], "no_solution" if unique else None, reason=reason,
                            seconds=time.perf_counter() - t0)
    free = free_cells(board)
    givens = engine.pack_givens(board.givens)
    seconds = time_limit or 0.0
    out = engine.search(board.rows, board.cols, free, packed, givens, limit=2 if unique else 1,
                        node_limit=node_limit, seconds=seconds)
    result = BoardOutcome("unknown", [], nodes=out.nodes)
    if out.count:
        result.status, result.dominoes = "solved", out.tilings[0]
    elif out.status == engine.EXHAUSTED:
        result.status = "infeasible"
    if unique:
        result.uniqueness = ("not_unique" if out.count >= 2 else "unknown" if out.status == engine.BUDGET
                             else "unique" if out.count == 1 else "no_solution")
        if out.count >= 2:
            result.second = out.tilings[1]
    for tiling, what in ((result.dominoes, ""), (result.second, "second tiling: ")):
        if tiling:
            problems = check_board(board, tiling)
            if problems:
                raise SolutionCheckError([what + p for p in problems])
    if result.second is not None and sorted(result.second) == sorted(result.dominoes):
        raise SolutionCheckError(["the second tiling equals the first"])
    result.seconds = time.perf_counter() - t0
    return result


def solve_record(rec: dict, *, unique: bool = True, time_limit: float | None = None) -> dict:
    """Parse, solve, check one record; the result as a JSON-ready dict.

    Returns:
        ``{"kind": "dominofit", "status", "seconds", "rule", "backend":
        "search", "dominoes", ["uniqueness"], ["second_dominoes"],
        ["reason"], "check": "passed", ["matches_recorded"]}`` where
        ``matches_recorded`` (present when the record has a ``solution``)
        says whether the tiling found equals the recorded one; ``status`` is
        ``"bad_input"`` with an ``"error"`` message for a malformed record.
    """
    t0 = time.perf_counter()
    try:
        board = board_from_record(rec)
    except PuzzleInputError as exc:
        return {"kind": "dominofit", "status": "bad_input", "error": str(exc)}
    out = solve_board(board, unique=unique, time_limit=time_limit)
    res = {"kind": "dominofit", "status": out.status, "seconds": 0.0, "rule": board.rule, "backend": "search",
           "dominoes": out.dominoes}
    if out.uniqueness is not None:
        res["uniqueness"] = out.uniqueness
        if out.second is not None:
            res["second_dominoes"] = out.second
    if out.reason:
        res["reason"] = out.reason
    res["check"] = "passed"
    recorded = rec.get("solution")
    if recorded is not None:
        res["matches_recorded"] = (out.status == "solved"
                                   and sorted(map(tuple, recorded)) == sorted(out.dominoes))
    res["seconds"] = round(time.perf_counter() - t0, 6)
    return res


def solve_line(line, *, unique: bool = True, time_limit: float | None = None) -> dict:
    """:func:`solve_record` on one JSON line (str or bytes); bad JSON gives
    ``status: "bad_input"``."""
    try:
        rec = json.loads(line)
    except ValueError as exc:
        return {"kind": "dominofit", "status": "bad_input", "error": f"bad JSON: {exc}"}
    return solve_record(rec, unique=unique, time_limit=time_limit)


__all__ = ["Board", "BoardOutcome", "Implied", "board_from_puzzle", "board_from_record", "check_board", "counters",
           "free_cells", "implied_counts", "make_board", "solve_board", "solve_line", "solve_record"]
