"""Shikaku deductions a person can follow, simplest first (levels of :mod:`gridsat.core.hints`), as Shikaku guides
state them (Nikoli's rules; puzz.link's rules, robx/pzprjs ``rules.en.yaml``: each number's rectangle has its area
and holds no other number, every cell in one rectangle).

A position gives each decided cell the rank of the number whose rectangle covers it (flat, row-major, 0 undecided;
ranks from 1 in reading order, as the kind's answers).  A number's *ways* are the rectangles left to it: of its area
(any area for a ``?``), holding its cell and no other number, every cell undecided or already its own, and every cell
already its own inside.  Each rule follows from the rules (:mod:`.rules`):

1. ``one_way``: a number with one way left takes that rectangle's cells.
2. ``overlap``: cells every way left to a number covers are that number's; ``only_reach``: an undecided cell the
   ways of one number alone can cover is that number's.
3. ``dead_end``: a way of a number that would leave a cell no other number's ways can reach (each crossing it), or
   another number with no way left, is ruled out; the cells every other way of it covers are the number's.

A trial from a stalled position takes a number of few ways, gives it another way than one, runs the rules until a
rule of the puzzle breaks (a number with no way left, a cell no way can reach) and so rules that way out.
"""

from __future__ import annotations

from ...core.errors import cell_name


class Board:
    """The board's numbers and their rectangles, shared by every position of one puzzle: ``rows``, ``cols``,
    ``home[k]`` the flat cell of the number ranked ``k + 1``, ``area[k]`` its area (``"?"``: any), ``shapes[k]``
    its rectangles of that area holding no other number, each ``(top, left, height, width, cells)`` (cells flat,
    in reading order), ``cover[i]`` the ``(k, s)`` of every rectangle covering flat cell ``i``."""

    def __init__(self, puzzle, check=None):
        self.rows, self.cols = puzzle.rows, puzzle.cols
        clued, numbered = puzzle.clued(), puzzle.numbered()
        self.home = [r * self.cols + c for r, c in numbered]
        self.area = [clued[cell] for cell in numbered]
        self.shapes = [[] for _ in numbered]
        self.cover = [[] for _ in range(self.rows * self.cols)]
        for rank, cells in puzzle.rectangles(check):
            (top, left), (bottom, right) = cells[0], cells[-1]
            flat = tuple(r * self.cols + c for r, c in cells)
            k = rank - 1
            for i in flat:
                self.cover[i].append((k, len(self.shapes[k])))
            self.shapes[k].append((top, left, bottom - top + 1, right - left + 1, flat))

    def name(self, i: int) -> str:
        return cell_name(divmod(i, self.cols))

    def rc(self, i: int) -> tuple:
        return divmod(i, self.cols)

    def number(self, k: int) -> str:
        """``"the 6 at r2c3"``."""
        return f"the {self.area[k]} at {self.name(self.home[k])}"

    def way(self, k: int, s: int) -> str:
        """``"2x3, rows 2-3, columns 3-5"``: rectangle ``s`` of number ``k``, its height first."""
        top, left, h, w, _ = self.shapes[k][s]
        rows = f"row {top + 1}" if h == 1 else f"rows {top + 1}-{top + h}"
        cols = f"column {left + 1}" if w == 1 else f"columns {left + 1}-{left + w}"
        return f"{h}x{w}, {rows}, {cols}"


class Ways:
    """The ways left to every number in a position ``grid`` (flat ranks, 0 undecided): ``left[k]`` the indices
    of its live rectangles, ``alive[k]`` the same as a set, ``reach[i]`` the numbers whose ways cover cell ``i``.
    A rectangle lives when it holds the bounding box of its number's cells so far and no other number's cell (the
    decided cells in it, counted by a prefix-sum table, are its number's alone)."""

    def __init__(self, board: Board, grid: list):
        self.board, self.grid = board, grid
        cols = board.cols
        self.own = [[] for _ in board.home]
        for i, v in enumerate(grid):
            if v:
                self.own[v - 1].append(i)
        table = [[0] * (cols + 1) for _ in range(board.rows + 1)]  # table[r][c]: decided cells above and left
        for r in range(board.rows):
            run, row, above = 0, table[r + 1], table[r]
            for c in range(cols):
                run += grid[r * cols + c] != 0
                row[c + 1] = above[c + 1] + run
        self.left, self.alive, self._causes = [], [], {}
        self.reach = [set() for _ in grid]
        for k, shapes in enumerate(board.shapes):
            mine = self.own[k]
            rs, cs = [i // cols for i in mine], [i % cols for i in mine]
            r0, r1, c0, c1 = min(rs), max(rs), min(cs), max(cs)
            left = []
            for s, (top, lft, h, w, cells) in enumerate(shapes):
                if top > r0 or top + h <= r1 or lft > c0 or lft + w <= c1:
                    continue
                decided = table[top + h][lft + w] - table[top][lft + w] - table[top + h][lft] + table[top][lft]
                if decided == len(mine):
                    left.append(s)
                    for i in cells:
                        self.reach[i].add(k)
            self.left.append(left)
            self.alive.append(set(left))

    def cause(self, k: int, s: int) -> int:
        """The cell that rules out rectangle ``s`` of number ``k`` (not left): one of another number's in it, else
        one of its own outside it."""
        cells, grid = self.board.shapes[k][s][4], self.grid
        other = next((i for i in cells if grid[i] and grid[i] != k + 1), None)
        if other is not None:
            return other
        inside = set(cells)
        return next(i for i in self.own[k] if i not in inside)

    def causes(self, k: int) -> set:
        """The cells that rule out every rectangle of number ``k`` not left."""
        if k not in self._causes:
            self._causes[k] = {self.cause(k, s) for s in range(len(self.board.shapes[k])) if s not in self.alive[k]}
        return self._causes[k]

    def done(self, board: Board, grid: list, k: int) -> bool:
        """Every cell of number ``k``'s one way left is decided (its rectangle is drawn)."""
        return len(self.left[k]) == 1 and all(grid[i] for i in board.shapes[k][self.left[k][0]][4])

    def ruled_out(self, board: Board, i: int, but: int = -1) -> set:
        """The cells that rule out every rectangle covering cell ``i`` not left, of numbers other than ``but``."""
        return {self.cause(k, s) for k, s in board.cover[i] if k != but and s not in self.alive[k]}


def _named(board: Board, cells) -> str:
    cells = sorted(cells)
    said = ", ".join(board.name(i) for i in cells[:4])
    return said + (f" and {len(cells) - 4} more" if len(cells) > 4 else "")


def _head(board: Board, k: int, cells) -> str:
    return f"{_named(board, cells)} {'is' if len(cells) == 1 else 'are'} {board.number(k)}'s"


def _ways_said(board: Board, k: int, ways) -> str:
    said = "; ".join(board.way(k, s) for s in ways[:3])
    return said + (f"; and {len(ways) - 3} more" if len(ways) > 3 else "")


def _step(board: Board, rule: str, sentence: str, k: int, cells, premises, level: int):
    from ...core.hints import Step

    return Step(rule, sentence, {board.rc(i): k + 1 for i in sorted(cells)}, sorted(board.rc(i) for i in premises),
                level)


def _own(board: Board, grid: list, k: int) -> set:
    return {i for i, v in enumerate(grid) if v == k + 1}


def one_way(board: Board, grid: list, ways: Ways | None = None) -> list:
    """Level 1: a number with one way left takes its cells."""
    ways = ways or Ways(board, grid)
    out = []
    for k, left in enumerate(ways.left):
        if len(left) != 1:
            continue
        new = [i for i in board.shapes[k][left[0]][4] if not grid[i]]
        if new:
            others = len(board.shapes[k]) - 1
            blocked = (" (its other way is blocked)" if others == 1 else f" (its other {others} ways are blocked)"
                       if others else "")
            out.append(_step(board, "one_way", f"{_head(board, k, new)}: it fits only as "
                             f"{board.way(k, left[0])}{blocked}", k, new,
                             ways.causes(k) | _own(board, grid, k), 1))
    return out


def overlap(board: Board, grid: list, ways: Ways | None = None) -> list:
    """Level 2: the cells every way left to a number covers."""
    ways = ways or Ways(board, grid)
    out = []
    for k, left in enumerate(ways.left):
        if len(left) < 2:
            continue
        common = set(board.shapes[k][left[0]][4]).intersection(*(board.shapes[k][s][4] for s in left[1:]))
        new = [i for i in common if not grid[i]]
        if new:
            out.append(_step(board, "overlap", f"{_head(board, k, new)}: each of its {len(left)} ways left "
                             f"({_ways_said(board, k, left)}) covers {'it' if len(new) == 1 else 'them'}", k, new,
                             ways.causes(k) | _own(board, grid, k), 2))
    return out


def only_reach(board: Board, grid: list, ways: Ways | None = None) -> list:
    """Level 2: an undecided cell the ways of one number alone cover."""
    ways = ways or Ways(board, grid)
    alone = {}
    for i, v in enumerate(grid):
        if not v and len(ways.reach[i]) == 1:
            alone.setdefault(next(iter(ways.reach[i])), []).append(i)
    out = []
    for k, cells in sorted(alone.items()):
        premises = ways.causes(k) | _own(board, grid, k)
        for i in cells:
            premises |= ways.ruled_out(board, i, but=k)
        out.append(_step(board, "only_reach", f"{_head(board, k, cells)}: no other number's rectangle can reach "
                         f"{'it' if len(cells) == 1 else 'them'}", k, cells, premises, 2))
    return out


def _stranded(board: Board, grid: list, ways: Ways, k: int, s: int):
    """``(words, premises)`` of what way ``s`` of number ``k`` would strand (a cell no other number's ways reach
    without crossing it, or a number whose every way crosses it), or None."""
    inside = set(board.shapes[k][s][4])
    touched = {j for i in inside for j in ways.reach[i] if j != k}
    for j in sorted(touched):
        if all(inside.intersection(board.shapes[j][t][4]) for t in ways.left[j]):
            return (f"{board.way(k, s)} would leave {board.number(j)} no way to fit",
                    ways.causes(j) | _own(board, grid, j))
    near = sorted({i for j in touched for t in ways.left[j] for i in board.shapes[j][t][4]
                   if not grid[i] and i not in inside})
    for i in near:
        if ways.reach[i] <= {k}:
            continue  # (this number alone reaches it: only_reach's, or no number: a contradiction)
        if not any(j != k and t in ways.alive[j] and not inside.intersection(board.shapes[j][t][4])
                   for j, t in board.cover[i]):
            return (f"{board.way(k, s)} would leave {board.name(i)} where no rectangle can reach",
                    ways.ruled_out(board, i, but=k))
    return None


def dead_end(board: Board, grid: list, ways: Ways | None = None) -> list:
    """Level 3: a number's ways that would strand a cell or another number ruled out; the cells every other way
    covers."""
    ways = ways or Ways(board, grid)
    out = []
    for k, left in enumerate(ways.left):
        if len(left) < 2:
            continue
        bad, words, premises = [], [], ways.causes(k) | _own(board, grid, k)
        for s in left:
            found = _stranded(board, grid, ways, k, s)
            if found is not None:
                bad.append(s)
                words.append(found[0])
                premises |= found[1]
        rest = [s for s in left if s not in bad]
        if not bad or not rest:
            continue
        common = set(board.shapes[k][rest[0]][4]).intersection(*(board.shapes[k][s][4] for s in rest[1:]))
        new = [i for i in common if not grid[i]]
        if new:
            said = "; ".join(words[:3]) + (f"; and {len(words) - 3} more would strand a cell" if len(words) > 3
                                             else "")
            cover = (f"it fits only as {board.way(k, rest[0])}" if len(rest) == 1
                     else f"each of its other {len(rest)} ways covers {'it' if len(new) == 1 else 'them'}")
            out.append(_step(board, "dead_end", f"{_head(board, k, new)}: {said}; {cover}", k, new, premises, 3))
    return out


RULES = (one_way, overlap, only_reach, dead_end)
one_way.level = 1
overlap.level = only_reach.level = 2
dead_end.level = 3


def contradiction(board: Board, grid: list, ways: Ways | None = None):
    """``(sentence, flat cells)`` of a rule the position ``grid`` already breaks: a number with no way left, or an
    undecided cell no way can reach; None when none is broken."""
    ways = ways or Ways(board, grid)
    for k, left in enumerate(ways.left):
        if not left:
            return f"{board.number(k)} would have no way to fit", [board.home[k]]
    for i, v in enumerate(grid):
        if not v and not ways.reach[i]:
            return f"no rectangle could reach {board.name(i)}", [i]
    return None


__all__ = ["RULES", "Board", "Ways", "contradiction", "dead_end", "one_way", "only_reach", "overlap"]
