"""Kurodoko deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: numbered cells unshaded,
shaded cells never touch, the unshaded cells connected, a number the count
of the unshaded cells it sees along its row and column), the classic
Kurodoko techniques:

1. ``beside_shaded``: the neighbours of a shaded cell are unshaded;
   ``sight_full``: a number that already sees its count of unshaded cells
   has the cell just past each of its lines shaded; ``too_far``: a cell
   just past a number's line is shaded when, unshaded, it would join that
   line to the unshaded cells beyond it and the number would see more than
   its count; ``sight_short``: a number that sees too few cells the other
   ways, even with every cell not shaded seen, sees the rest along the
   remaining line: those cells are unshaded.
2. ``shade_spills``: a cell beside the end of a number's line stays
   unshaded when, shaded, it would leave its neighbours unshaded and the
   number would see more cells than its count (or fewer: the line cut
   short).
3. ``cut``: shading a cell that cuts the cells not shaded in two would
   leave unshaded cells (its neighbours) on both sides.
"""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import SHADED, UNSHADED, Board, State, cut_apart
from ..hitori import deductions as hitori

_WAYS = ("up", "down", "left", "right")
_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def givens(board: Board) -> list:
    """The numbered cells are unshaded; the rest undecided."""
    return [UNSHADED if v is not None else 0 for v in board.clue]


def _numbers(board: Board) -> list:
    """``(cell, count, lines)`` of every number shown, ``lines`` the four lines of flat cells out of it (up, down,
    left, right), each to the edge or ``count`` cells (one more than it can see that way), worked out once per
    board."""
    if not hasattr(board, "kurodoko_numbers"):
        out = []
        for i, v in enumerate(board.clue):
            if isinstance(v, int):
                r, c = board.rc[i]
                lines = [[y * board.cols + c for y in range(r - 1, max(r - 1 - v, -1), -1)],
                         [y * board.cols + c for y in range(r + 1, min(r + 1 + v, board.rows))],
                         [r * board.cols + x for x in range(c - 1, max(c - 1 - v, -1), -1)],
                         [r * board.cols + x for x in range(c + 1, min(c + 1 + v, board.cols))]]
                out.append((i, v, lines))
        board.kurodoko_numbers = out
    return board.kurodoko_numbers


def numbers_seeing(board: Board, cells) -> list:
    """The entries ``(cell, count, lines)`` of the numbers (in the board's order) whose lines hold a cell of
    ``cells`` (indices): a number's steps and its broken sight read its lines alone, so those of the others are as
    they were before ``cells`` changed (a trial's scope; the rules' and :func:`sight_broken`'s ``numbers``)."""
    numbers = _numbers(board)
    if not hasattr(board, "kurodoko_seeing"):
        board.kurodoko_seeing = [[] for _ in range(board.n)]
        for k, (_, _, lines) in enumerate(numbers):
            for line in lines:
                for j in line:
                    board.kurodoko_seeing[j].append(k)
    seeing = board.kurodoko_seeing
    return [numbers[k] for k in sorted({k for i in cells for k in seeing[i]})]


def _seen(g: list, line: list) -> int:
    """How many cells of ``line`` are unshaded before the first that is not."""
    k = 0
    for j in line:
        if g[j] != UNSHADED:
            return k
        k += 1
    return k


def _open(g: list, line: list) -> int:
    """How many cells of ``line`` come before the first shaded one."""
    k = 0
    for j in line:
        if g[j] == SHADED:
            return k
        k += 1
    return k


def _past(b: Board, g: list, last: int, way: int) -> list:
    """The unshaded cells (flat) after ``last`` along ``way`` (an index of ``_WAYS``), up to the first that is not
    or the edge: a line of :func:`_numbers` ends ``count`` cells out, and a sentence says the whole count past it
    (a 2 saw "3 cells" where it would see 4)."""
    (dr, dc), (r, c), out = _STEPS[way], b.rc[last], []
    while 0 <= r + dr < b.rows and 0 <= c + dc < b.cols and g[(r + dr) * b.cols + c + dc] == UNSHADED:
        r, c = r + dr, c + dc
        out.append(r * b.cols + c)
    return out


def _seen_cells(b: Board, g: list, lines: list) -> list:
    """The unshaded cells (flat) a number sees in ``g`` along each of its ``lines``, to the edge (past a line's
    end too): the cells a sentence counts."""
    out = []
    for way, line in enumerate(lines):
        k = _seen(g, line)
        out.append(line[:k] + (_past(b, g, line[-1], way) if line and k == len(line) else []))
    return out


def _sight(g: list, lines: list) -> tuple:
    """``(seen, most)`` per line: the unshaded cells it sees now, the cells not shaded it could see."""
    return [_seen(g, line) for line in lines], [_open(g, line) for line in lines]


def _is(cells: list) -> str:
    return "is" if len(cells) == 1 else "are"


def sight_full(s: State, numbers: list | None = None) -> list:
    g, b, out = s.grid, s.board, []
    for i, number, lines in _numbers(b) if numbers is None else numbers:
        seen = [_seen(g, line) for line in lines]
        if 1 + sum(seen) != number:
            continue
        ends = [line[k] for line, k in zip(lines, seen) if k < len(line) and not g[line[k]]]
        if ends:
            out.append(b.step("sight_full", f"{b.named(ends)} {_is(ends)} shaded: the {number} at {b.where(i)} "
                              f"already sees {counted(number, 'unshaded cell')}, so its lines stop there",
                              dict.fromkeys(ends, SHADED), [i] + [j for line, k in zip(lines, seen) for j in line[:k]],
                              1))
    return out


def too_far(s: State, numbers: list | None = None) -> list:
    g, b, out = s.grid, s.board, []
    for i, number, lines in _numbers(b) if numbers is None else numbers:
        seen = [_seen(g, line) for line in lines]
        if 1 + sum(seen) >= number:  # (equal: sight_full says it)
            continue
        sights = [i] + [j for line, k in zip(lines, seen) for j in line[:k]]
        for way, line, k in zip(_WAYS, lines, seen):
            if k == len(line) or g[line[k]]:
                continue
            beyond = _seen(g, line[k + 1:])
            if beyond and 1 + sum(seen) + 1 + beyond > number:
                end, past = line[k], line[k + 1:k + 1 + beyond]
                if k + 1 + beyond == len(line):  # the line ends there: the cells past its end are seen too
                    past = past + _past(b, g, line[-1], _WAYS.index(way))
                out.append(b.step("too_far", f"{b.where(end)} is shaded: unshaded, it would join the unshaded "
                                  f"cells past it and the {number} at {b.where(i)} would see "
                                  f"{2 + sum(seen) + len(past)} cells ({way} and the other ways), more than its "
                                  f"{number}", {end: SHADED}, sights + past, 1))
    return out


def sight_short(s: State, numbers: list | None = None) -> list:
    g, b, out = s.grid, s.board, []
    for i, number, lines in _numbers(b) if numbers is None else numbers:
        seen, most = _sight(g, lines)
        for way, line, k, m in zip(_WAYS, lines, seen, most):
            others = sum(most) - m
            need = number - 1 - others
            if need <= k:  # (negative: a slice from the end)
                continue
            free = [j for j in line[k:min(need, m)] if not g[j]]
            if free:
                walls = [line[x] for line, x in zip(lines, most) if x < len(line)]
                out.append(b.step("sight_short", f"{b.named(free)} {_is(free)} unshaded: the {number} at "
                                  f"{b.where(i)} sees at most {counted(others, 'cell')} the other ways besides itself, "
                                  f"so it sees at least {counted(need, 'cell')} {way}", dict.fromkeys(free, UNSHADED),
                                  [i] + walls, 1))
    return out


def shade_spills(s: State) -> list:
    g, b, out, tried = s.grid, s.board, [], set()
    for i, number, lines in _numbers(b):
        seen = [_seen(g, line) for line in lines]
        ends = [line[k] for line, k in zip(lines, seen) if k < len(line) and not g[line[k]]]
        for x in sorted({x for e in ends for x in b.near[e] if not g[x] and x != i} - tried):
            trial = g[:]
            trial[x] = SHADED
            freed = [nb for nb in b.near[x] if not g[nb]]
            for nb in freed:
                trial[nb] = UNSHADED
            now, most = _sight(trial, lines)
            if 1 + sum(now) > number:  # the cells it would see, those unshaded already read (the freed follow x)
                sights = [j for cells in _seen_cells(b, trial, lines) for j in cells]
                said, read = f"would see {1 + len(sights)} unshaded cells, more than its {number}", sights
            elif 1 + sum(most) < number:  # the shaded cells that end its lines
                said = f"could see at most {counted(1 + sum(most), 'cell')}, fewer than its {number}"
                read = [j for line, k in zip(lines, most) for j in line[:k + 1]]
            else:
                continue
            tried.add(x)
            out.append(b.step("shade_spills", f"{b.where(x)} is unshaded: shaded, it would leave {b.named(freed)} "
                              f"unshaded, and the {number} at {b.where(i)} {said}", {x: UNSHADED},
                              [i] + [j for j in read if g[j] and j != x], 2))
    return out


def beside_shaded(s: State) -> list:
    """Hitori's ``beside_shaded`` (shaded cells never touch, in both genres)."""
    return hitori.beside_shaded(s)


def cut(s: State) -> list:
    """Hitori's ``cut`` (the unshaded cells are connected, in both genres)."""
    return hitori.cut(s)


#: The rules in the order a person tries them (simplest first).
RULES = (beside_shaded, sight_full, too_far, sight_short, shade_spills, cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`)
shade_spills.level = 2
cut.level = 3


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None."""
    g, b = s.grid, s.board
    for i, v in enumerate(g):
        if v == SHADED:
            if b.clue[i] is not None:
                return f"the numbered cell {b.where(i)} would be shaded", [i]
            if told := hitori.shaded_side_by_side(s, i):
                return told
    return sight_broken(s) or cut_apart(s)


def sight_broken(s: State, numbers: list | None = None):
    """``(sentence, cells)`` when a number already sees more unshaded cells than it says, or could see fewer even
    with every cell not shaded seen, else None (Kurodoko's numbers, and every genre whose numbers see as they do:
    Cave's).  ``numbers``: the entries of :func:`numbers_seeing` looked at (None: every number)."""
    g, b = s.grid, s.board
    for i, number, lines in _numbers(b) if numbers is None else numbers:
        seen, most = _sight(g, lines)
        if 1 + sum(seen) > number:
            sights = [j for cells in _seen_cells(b, g, lines) for j in cells]
            return (f"the {number} at {b.where(i)} would see {1 + len(sights)} unshaded cells, more than its number",
                    [i] + sights)
        if 1 + sum(most) < number:
            return (f"the {number} at {b.where(i)} could see at most {counted(1 + sum(most), 'cell')}, fewer than "
                    "its number", [i] + [line[x] for line, x in zip(lines, most) if x < len(line)])
    return None


__all__ = ["RULES", "beside_shaded", "contradiction", "cut", "givens", "numbers_seeing", "shade_spills",
           "sight_broken", "sight_full", "sight_short", "too_far"]
