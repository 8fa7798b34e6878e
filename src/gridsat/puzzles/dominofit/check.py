"""The independent checker of Domino Fit tilings: rules 1-5 of :mod:`.rules`,
read off the board's fields and the dominoes alone (no solver).

Exact cover of the free cells, nothing on a blocked cell or off the grid,
every row's and column's score against its target and relation under the
``cell`` or ``dot`` rule, givens present.  Written on plain data so that it
costs a few microseconds on a game-sized board: a whole level bank is
checked answer by answer.
"""

from __future__ import annotations

from numbers import Integral
from typing import Iterable, Sequence
from ...core.errors import cell_name, counted
from ..arguments import argument_types
from .rules import DominoFitPuzzle


def _holds(value: int, relation: str, target: int) -> bool:
    return value == target if relation == "=" else value <= target if relation == "<=" else value >= target


def check_tiling(rows: int, cols: int, blocked: Iterable[Sequence[int]], row_targets: Sequence[int],
                 col_targets: Sequence[int], rule: str, dominoes: Iterable[Sequence],
                 row_relations: Sequence[str] | None = None, col_relations: Sequence[str] | None = None,
                 givens: Iterable[Sequence] = ()) -> list[str]:
    """Violations of the Domino Fit rules by ``dominoes``.

    Args:
        rows, cols: grid size (cells).
        blocked: ``(r, c)`` blocked cells.
        row_targets, col_targets: one int per row / column.
        rule: ``"cell"`` (each cell of a horizontal domino worth 2 to its row
            and column, of a vertical one 1) or ``"dot"`` (a vertical domino
            scores 1 to its top cell's row and column, a horizontal one 2 to
            its right cell's row and column), as in the module docstring of
            :mod:`gridsat.puzzles.dominofit.rules`.
        dominoes: ``("H"|"V", r, c)`` with ``(r, c)`` the left/top cell.
        row_relations, col_relations: ``"="`` / ``"<="`` / ``">="`` per line
            (None = all exact).
        givens: dominoes that must be in the tiling.

    Returns:
        a list of messages, each naming the domino, cell or line; empty when
        the tiling is valid.

    Raises:
        TypeError, PuzzleInputError: the grid is no Domino Fit puzzle, as
            :class:`~gridsat.puzzles.dominofit.rules.DominoFitPuzzle` says (a
            blocked cell off the grid met IndexError or, negative, blocked
            another; a target list too short left lines unchecked; an unknown
            rule was scored as ``cell``, an unknown relation never held nor
            failed).
    """
    puzzle = DominoFitPuzzle(rows, cols, blocked, row_targets, col_targets, rule, row_relations, col_relations,
                             givens)
    return _problems(puzzle.rows, puzzle.cols, puzzle.blocked, puzzle.row_targets, puzzle.col_targets, puzzle.rule,
                     dominoes, puzzle.row_relations, puzzle.col_relations, puzzle.givens)


def _problems(rows, cols, blocked, row_targets, col_targets, rule, dominoes, row_relations, col_relations,
              givens) -> list[str]:
    """:func:`check_tiling` of a checked grid."""
    problems = []
    n = rows * cols
    state = bytearray(n)  # 0 free and uncovered, 1 covered, 2 blocked
    for r, c in blocked:
        state[r * cols + c] = 2
    rs, cs = [0] * rows, [0] * cols
    dot = rule == "dot"
    dominoes = [_plain_domino(d) for d in dominoes]  # numpy's rows and columns as the numbers they are
    for d in dominoes:
        if not _is_domino(d):
            shown = list(d) if isinstance(d, (list, tuple)) else repr(d)[:40]  # list(5) failed: "not iterable"
            problems.append(f"{shown} is not a domino [\"H\"|\"V\", row, col]")
            continue
        kind, r, c = d
        if kind == "H":
            i = r * cols + c
            if 0 <= r < rows and 0 <= c and c + 1 < cols and not state[i] and not state[i + 1]:
                state[i] = state[i + 1] = 1
                if dot:
                    rs[r] += 2
                    cs[c + 1] += 2
                else:
                    rs[r] += 4
                    cs[c] += 2
                    cs[c + 1] += 2
                continue
        else:
            i = r * cols + c
            if 0 <= r and r + 1 < rows and 0 <= c < cols and not state[i] and not state[i + cols]:
                state[i] = state[i + cols] = 1
                rs[r] += 1
                if dot:
                    cs[c] += 1
                else:
                    rs[r + 1] += 1
                    cs[c] += 2
                continue
        _slow_domino(d, rows, cols, state, dominoes, dot, rs, cs, problems)
    if 0 in state:
        i = state.index(0)
        missing = state.count(0)
        problems.append(f"{counted(missing, 'free cell')} {'is' if missing == 1 else 'are'} not covered (first "
                        f"{cell_name((i // cols, i % cols))})")  # (it said "1 free cells are", as packing's does not)
    for axis, sums, targets, rels in (("row", rs, row_targets, row_relations),
                                      ("column", cs, col_targets, col_relations)):
        if sums == list(targets):  # every relation holds at equality
            continue
        rels = rels or ("=",) * len(sums)
        for i, (s, t, rel) in enumerate(zip(sums, targets, rels)):
            if not _holds(s, rel, t):
                problems.append(f"{axis} {i + 1} scores {s} under the {rule} rule, target {rel} {t}")
    if givens:
        have = {tuple(d) for d in dominoes if _is_domino(d)}
        for g in givens:
            if tuple(g) not in have:
                problems.append(f"given domino {list(g)} is not in the tiling")
    return problems


def _slow_domino(d, rows, cols, state, dominoes, dot, rs, cs, problems) -> None:
    """A domino that leaves the grid or meets a blocked or covered cell: name
    each problem, score what is on the grid."""
    kind, r, c = d
    r2, c2 = (r, c + 1) if kind == "H" else (r + 1, c)
    for (y, x) in ((r, c), (r2, c2)):
        if not (0 <= y < rows and 0 <= x < cols):
            problems.append(f"domino {list(d)} leaves the grid at {cell_name((y, x))}")
            continue
        i = y * cols + x
        if state[i] == 2:
            problems.append(f"domino {list(d)} covers blocked cell {cell_name((y, x))}")
        elif state[i] == 1:
            other = next(e for e in dominoes if _is_domino(e) and (y, x) in _cells(e))  # the earliest = the owner
            problems.append(f"cell {cell_name((y, x))} is covered by both {list(other)} and {list(d)}")
        else:
            state[i] = 1
    if kind == "H":
        scores = [("r", r, 2), ("c", c + 1, 2)] if dot else [("r", r, 4), ("c", c, 2), ("c", c + 1, 2)]
    else:
        scores = [("r", r, 1), ("c", c, 1)] if dot else [("r", r, 1), ("r", r + 1, 1), ("c", c, 2)]
    for axis, i, pts in scores:
        if axis == "r" and 0 <= i < rows:
            rs[i] += pts
        elif axis == "c" and 0 <= i < cols:
            cs[i] += pts


def _plain_domino(d):
    """``d`` with numpy's integers (an array's rows and columns) as Python's: ``("H", np.int64(0), 0)`` was
    told it "is not a domino", where a result's ``with_answer`` and a hint's start take it; a domino given as a
    numpy row (``np.array(dominoes, dtype=object)``) as its list (it was told "array([...]) is not a domino")."""
    from ...core.options import is_array

    if is_array(d):
        d = d.tolist()
    if isinstance(d, (list, tuple)) and len(d) == 3 and not (type(d[1]) is int and type(d[2]) is int) and all(
            isinstance(v, Integral) and not isinstance(v, bool) for v in d[1:]):
        return (d[0], int(d[1]), int(d[2]))
    return d


def _is_domino(d) -> bool:
    return (isinstance(d, (list, tuple)) and len(d) == 3 and d[0] in ("H", "V")
            and type(d[1]) is int and type(d[2]) is int)


def _cells(d):
    kind, r, c = d
    return ((r, c), (r, c + 1)) if kind == "H" else ((r, c), (r + 1, c))


@argument_types(puzzle=DominoFitPuzzle, dominoes="items")
def check_dominoes(puzzle, dominoes: Iterable) -> list[str]:
    """:func:`check_tiling` on a :class:`~gridsat.puzzles.dominofit.rules.DominoFitPuzzle`.

    Returns:
        list of violations, each naming the domino, cell or line; empty when valid.

    Raises:
        TypeError: ``puzzle`` not a Domino Fit puzzle, ``dominoes`` not a list (None met "'NoneType' object is not
            iterable"; a string was read as dominoes of one letter each).
    """
    return _problems(puzzle.rows, puzzle.cols, puzzle.blocked, puzzle.row_targets, puzzle.col_targets, puzzle.rule,
                     dominoes, puzzle.row_relations, puzzle.col_relations, puzzle.givens)


__all__ = ["check_dominoes", "check_tiling"]
