"""Domino Fit's implied counts: the dominoes per line that exact targets force, or the reason, in the board's
terms, that no tiling meets the targets (see :func:`implied_counts`)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import counted
from ..arguments import argument_types
from .rules import DominoFitPuzzle


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


def _dominoes(n: int, kind: str) -> str:
    """``"1 vertical domino"``, ``"2 vertical dominoes"``."""
    return f"{n:,} {kind} domino{'' if n == 1 else 'es'}"


def _ends(words: tuple, i: int, lines: int, target: int, cells: int, ends: int) -> str | None:
    """Why line ``i`` (of ``lines``) cannot hold its dominoes' far ends, or None: ``target`` leaves ``cells`` of it
    to dominoes across it (``words``: its axis, their direction, their far end), ``ends`` of them the far ends of
    those the line before starts; none starts in the last line."""
    (axis, kind, end), last = words, i == lines - 1
    if cells == ends if last else cells >= ends:
        return None
    said = f"{axis} {i + 1}'s target {target} leaves {counted(cells, 'cell')} of it to {kind} dominoes, "
    if not i:
        return said + f"but the grid has one {axis}"
    return said + ("too few for" if cells < ends else "more than") + (
        f" the {end} ends of the {_dominoes(ends, kind)} {axis} {i} starts") + (
        f", and none starts in the last {axis}" if cells > ends else "")


@argument_types(puzzle=DominoFitPuzzle)
def implied_counts(puzzle: "DominoFitPuzzle") -> ImpliedCounts:
    """Derive :class:`ImpliedCounts` from the targets and the free cells, in whole numbers.

    Every free cell is covered once, so a line's free cells ``f`` split into
    horizontally and vertically covered ones.  ``cell`` rule, row r: score =
    f + (cells covered horizontally), so ``h_row[r] = (t - f) / 2`` and
    ``v_row[r] = f - 2 h_row[r] - v_row[r-1]``; column c: ``t - f`` cells are
    covered horizontally, ``h_col[c] = t - f - h_col[c-1]``, ``v_col[c] =
    (2f - t) / 2``.  ``dot`` rule, row r: score = f - (lower cells of
    vertical dominoes), so ``v_row[r-1] = f - t`` and ``h_row[r] = (t -
    v_row[r]) / 2``; column c with ``a_c`` horizontal dominoes whose right
    cell is in c: score ``t = v_col[c] + 2 a_c`` and cover ``f = 2 v_col[c]
    + a_c + a_{c+1}``, so ``a_{c+1} = f - 2t + 3 a_c`` with ``a_0 = 0``.  A
    count that is negative or not whole, or a recurrence that does not close
    at the last line, proves that no tiling meets the targets.
    """
    R, C = puzzle.rows, puzzle.cols
    fr, fc = puzzle.free_per_row, puzzle.free_per_col
    t, u = puzzle.row_targets, puzzle.col_targets
    rows_exact = all(x == "=" for x in puzzle.row_relations)
    cols_exact = all(x == "=" for x in puzzle.col_relations)
    h_row = v_row = h_col = v_col = None

    def no(reason: str) -> ImpliedCounts:
        return ImpliedCounts(None, None, None, None, reason)

    free = sum(fr)
    if free % 2:  # a well-formed puzzle with no tiling, as a target no tiling meets: infeasible, not bad input
        return no(f"the grid has {counted(free, 'free cell')}, an odd number; dominoes cover cells in pairs")
    # Every reason below is said in the board's terms: never a negative or fractional count of dominoes.
    if rows_exact:
        if puzzle.rule == "cell":
            h_row, v_row, prev = [], [], 0
            for r in range(R):  # every row's score first, then the lower ends row by row (the order said before)
                if (t[r] - fr[r]) % 2 or not fr[r] <= t[r] <= 2 * fr[r]:  # (was "-3/2 horizontal dominoes in row 3")
                    return no(f"row {r + 1} has {counted(fr[r], 'free cell')}, so its score under the cell rule is "
                              f"{fr[r]} plus 2 for each horizontal domino in it: never {t[r]}")
            for r in range(R):
                h = (t[r] - fr[r]) // 2
                why = _ends(("row", "vertical", "lower"), r, R, t[r], fr[r] - 2 * h, prev)
                if why:  # (was "the targets force -1 vertical dominoes starting in row 2", "2 ... in the last row")
                    return no(why)
                prev = fr[r] - 2 * h - prev
                h_row.append(h), v_row.append(prev)
        else:
            if t[0] != fr[0]:
                return no(f"row 1 has {counted(fr[0], 'free cell')}, so its dot score must be {fr[0]}, not {t[0]}")
            for r in range(1, R):  # (else "-1 vertical dominoes starting in row 1", a negative count)
                if t[r] > fr[r]:
                    return no(f"row {r + 1} has {counted(fr[r], 'free cell')}, so its dot score is at most {fr[r]} "
                              f"(a horizontal domino 2 on its 2 cells, a vertical one 1 or 0 on its cell), not {t[r]}")
            v_row = [fr[r + 1] - t[r + 1] for r in range(R - 1)] + [0]
            h_row = []
            for r in range(R):
                if (t[r] - v_row[r]) % 2 or t[r] < v_row[r]:  # (was "3/2" or "-1 horizontal dominoes in row 1")
                    tops = (f"{v_row[r]} for the vertical dominoes starting in it (row {r + 2}'s target leaves "
                            f"{v_row[r]} of its cells to their lower ends)") if r < R - 1 else (
                        "0 for vertical dominoes (none starts in the last row)")
                    return no(f"row {r + 1}'s dot score is {tops} plus 2 for each horizontal domino: never {t[r]}")
                h_row.append((t[r] - v_row[r]) // 2)
    if cols_exact:
        if puzzle.rule == "cell":
            h_col, v_col, prev = [], [], 0
            for c in range(C):
                if u[c] % 2 or not fc[c] <= u[c] <= 2 * fc[c]:  # (was "3/2 vertical dominoes", "-1 vertical ...")
                    return no(f"column {c + 1} has {counted(fc[c], 'free cell')}, each scoring 1 under a vertical "
                              f"domino (whose cells pair up) or 2 under a horizontal one: an even score from "
                              f"{fc[c] + fc[c] % 2} to {2 * fc[c]}, never {u[c]}")
            for c in range(C):  # (every column's score first, as before)
                ends = u[c] - fc[c]  # its cells covered horizontally
                why = _ends(("column", "horizontal", "right"), c, C, u[c], ends, prev)
                if why:  # (was "the targets force -2 horizontal dominoes starting in column 2", "... last column")
                    return no(why)
                prev = ends - prev
                h_col.append(prev)
                v_col.append((2 * fc[c] - u[c]) // 2)
        else:
            right = [0]
            for c in range(C):  # a negative count said "-8 horizontal dominoes sticking out": name the column
                if u[c] < 2 * right[c]:  # (was "4 horizontal dominoes sticking out", carried from -2 vertical ones)
                    return no(f"column {c + 1}'s dot score {u[c]} is less than {2 * right[c]}: the columns to its "
                              f"left end {_dominoes(right[c], 'horizontal')} in it, which score 2 each")
                right.append(fc[c] - 2 * u[c] + 3 * right[c])
                if right[c + 1] < 0:
                    v, a = u[c] - 2 * right[c], right[c]
                    ends = f" besides the {_dominoes(a, 'horizontal')} the columns to its left end in it" if a else ""
                    return no(f"column {c + 1}'s dot score {u[c]} needs {_dominoes(v, 'vertical')} starting in it"
                              f"{ends}: {counted(2 * v, 'cell')}, but it has {fc[c] - a} free")
            if right[C] != 0:
                return no(f"the column targets leave {_dominoes(right[C], 'horizontal')} sticking out of the right "
                          "edge")
            h_col = right[1:]
            v_col = [u[c] - 2 * right[c] for c in range(C)]
    return ImpliedCounts(h_row, v_row, h_col, v_col)
