"""Fillomino deductions a person can follow, simplest first (levels of :mod:`gridsat.core.hints`), as Fillomino
guides state them (Nikoli's rules; pzl.org.uk's Fillomino page, www.pzl.org.uk/fillomino.html, and its solving
steps: a finished block's neighbours take another number, a block grows where it can, equal blocks never touch).

A position is a number in every decided cell (flat, row-major, 0 undecided); a *block* is a set of orthogonally
joined decided cells of one number, *full* when it has as many cells as its number.  A cell's *candidates* are the
numbers ``k`` it can still take: not when it touches a full block of ``k``s (``full``), not when it would join
blocks of ``k``s into more than ``k`` cells (two equal blocks that would touch), and not when fewer than ``k`` cells
(undecided, or of a block of ``k``s not full) are joined to it without touching a full block of ``k``s (no room).
Each rule follows from the rules (:mod:`.rules`):

1. ``grows_one_way``: a block with fewer cells than its number that can grow through one undecided neighbour
   alone (its others decided, or unable to take its number) takes that cell.
2. ``only_number``: an undecided cell whose every candidate but one is ruled out (a full block of that number
   beside it, equal blocks it would join, no room) takes the one left; ``exact_room``: a block whose number's
   cells can be reached, within the steps it still has to grow, by exactly as many cells as its number takes
   them all; ``bottleneck``: a cell without which a block could not reach its number's cells (every way it can
   grow passes there) takes its number.

A trial from a stalled position gives a cell of few candidates another candidate (or a block that can grow
through two cells alone its number in one of them), runs the rules on the cells near those it changed
(:func:`nearby`) until a rule of the puzzle breaks (a block too large, a block that cannot grow to its number, a
cell with no candidate), and so rules the candidate out (the block grows through the other cell).
"""

from __future__ import annotations

from collections import deque

from ...core.errors import cell_name


class Board:
    """The board's shape, shared by every position of one puzzle: ``rows``, ``cols``, ``near[i]`` the orthogonal
    neighbours of flat cell ``i``, ``most`` the largest number a cell can hold (the board's cells)."""

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols, self.most = rows, cols, rows * cols
        self.near = [[r * cols + c for r, c in ((i // cols - 1, i % cols), (i // cols + 1, i % cols),
                                               (i // cols, i % cols - 1), (i // cols, i % cols + 1))
                      if 0 <= r < rows and 0 <= c < cols] for i in range(rows * cols)]

    def rc(self, i: int) -> tuple:
        return divmod(i, self.cols)

    def name(self, i: int) -> str:
        return cell_name(divmod(i, self.cols))


class Blocks:
    """The blocks of a position ``grid`` (flat, 0 undecided): ``cells[b]`` (sorted), ``number[b]``, ``owner``
    ``{cell: b}``."""

    def __init__(self, board: Board, grid: list):
        self.cells, self.number, self.owner = [], [], {}
        for i, v in enumerate(grid):
            if not v or i in self.owner:
                continue
            b, part, queue = len(self.cells), [i], deque([i])
            self.owner[i] = b
            while queue:
                for j in board.near[queue.popleft()]:
                    if grid[j] == v and j not in self.owner:
                        self.owner[j] = b
                        part.append(j)
                        queue.append(j)
            self.cells.append(sorted(part))
            self.number.append(v)

    def full(self, b: int) -> bool:
        return len(self.cells[b]) >= self.number[b]

    def said(self, b: int, board: Board) -> str:
        n = self.number[b]
        return f"the block of {n}s at {board.name(self.cells[b][0])}" if n > 1 else \
            f"the 1 at {board.name(self.cells[b][0])}"


def _step(board: Board, rule: str, sentence: str, decided: dict, premises, level: int):
    from ...core.hints import Step

    return Step(rule, sentence, {board.rc(i): v for i, v in decided.items()}, sorted({board.rc(i) for i in premises}),
                level)


def _barred(board: Board, grid: list, bl: Blocks, i: int, k: int):
    """Why undecided cell ``i`` cannot hold ``k`` for its neighbours' sake: ``("full", [b])`` (it touches the full
    block ``b`` of ``k``s), ``("touch", [b...])`` (it would join blocks of ``k``s into more than ``k`` cells), or
    None."""
    touching = sorted({bl.owner[j] for j in board.near[i] if grid[j] == k})
    for b in touching:
        if bl.full(b):
            return "full", [b]
    if touching and 1 + sum(len(bl.cells[b]) for b in touching) > k:
        return "touch", touching
    return None


def room(board: Board, grid: list, bl: Blocks, start, k: int, limit: int | None = None, steps: int | None = None,
         without: int | None = None):
    """The cells a block of ``k`` holding ``start`` (cells) could take: joined to them through undecided cells
    that do not touch a full block of ``k``s and cells of blocks of ``k``s not full (``steps``: at most that many
    undecided cells away; ``limit``: stop once that many are found; ``without``: a cell left out)."""
    seen = {i: 0 for i in start}
    queue = deque(start)
    while queue and (limit is None or len(seen) < limit):
        i = queue.popleft()
        for j in board.near[i]:
            v = grid[j]
            if j == without or not (v == k and not bl.full(bl.owner[j])
                                    or not v and _barred(board, grid, bl, j, k) is None):
                continue
            far = seen[i] + (0 if v else 1)  # (steps count the undecided cells a block grows through)
            if steps is not None and far > steps or seen.get(j, far + 1) <= far:
                continue
            seen[j] = far
            queue.appendleft(j) if far == seen[i] else queue.append(j)
    return seen


def open_area(board: Board, grid: list, bl: Blocks, i: int) -> list:
    """The cells joined to undecided cell ``i`` through undecided cells and cells of blocks not full (any
    number): no block of ``i`` can be larger."""
    seen, queue = {i}, deque([i])
    while queue:
        for j in board.near[queue.popleft()]:
            if j not in seen and (not grid[j] or not bl.full(bl.owner[j])):
                seen.add(j)
                queue.append(j)
    return sorted(seen)


def candidates(board: Board, grid: list, bl: Blocks, i: int, most: int | None = None) -> tuple:
    """``(numbers, reasons)`` of undecided cell ``i``: the numbers it can still take (ascending; stops once ``most``
    are found), and ``{k: (why, blocks)}`` of those ruled out (``"full"``, ``"touch"``, ``"room"``; all ``k`` above
    the cells joined to ``i`` at all are ruled out by room, said once as ``reasons["above"]``)."""
    top = len(open_area(board, grid, bl, i))
    numbers, reasons = [], {"above": top}
    for k in range(1, top + 1):
        barred = _barred(board, grid, bl, i, k)
        if barred is None and len(room(board, grid, bl, [i], k, k)) < k:
            barred = "room", []
        if barred is None:
            numbers.append(k)
            if most is not None and len(numbers) >= most:
                break
        else:
            reasons[k] = barred
    return numbers, reasons


def _runs(numbers: list) -> str:
    """``1, 3 to 7`` of ascending ``numbers``."""
    runs: list = []
    for k in numbers:
        if runs and runs[-1][1] == k - 1:
            runs[-1][1] = k
        else:
            runs.append([k, k])
    return ", ".join(str(a) if a == b else f"{a}, {b}" if b == a + 1 else f"{a} to {b}" for a, b in runs)


def _reasons_said(board: Board, bl: Blocks, reasons: dict) -> tuple:
    """``(words, premise cells)`` of a cell's ruled-out numbers."""
    parts, premises, short = [], set(), []
    for k, (why, blocks) in sorted((k, v) for k, v in reasons.items() if k != "above"):
        for b in blocks:
            premises.update(bl.cells[b])
        if why == "full":
            parts.append(f"not {k} ({bl.said(blocks[0], board)} is full)")
        elif why == "touch":
            joined = " and ".join(bl.said(b, board) for b in blocks)
            parts.append(f"not {k} (it would join {joined} into {1 + sum(len(bl.cells[b]) for b in blocks)} cells)")
        else:
            short.append(k)
    if short:
        parts.append(f"not {_runs(short)} (too little room)")
    top = reasons["above"]
    parts.append(f"nothing above {top} (only {top} cell{'s' if top != 1 else ''} can join it)")
    return "; ".join(parts), premises


def _around(board: Board, grid: list, bl: Blocks, cells) -> set:
    """``cells``, the decided cells beside them and beside their undecided neighbours, and the whole blocks of
    those (a block's size is read from all its cells): the premises of a step that read ``cells``' surroundings."""
    out = set(cells)
    ring = {j for i in cells for j in board.near[i]}
    ring |= {x for j in ring if not grid[j] for x in board.near[j]}
    for j in ring:
        if grid[j]:
            out.update(bl.cells[bl.owner[j]])
    return out


def grows_one_way(board: Board, grid: list, bl: Blocks | None = None, scope=None) -> list:
    """The ``grows_one_way`` steps of ``grid`` (flat, 0 undecided) on the blocks touching ``scope`` (flat cells;
    None: all); ``bl``: its :class:`Blocks` when made already."""
    bl = bl or Blocks(board, grid)
    out = []
    for b, cells, n in _short_blocks(bl, scope):
        ways, barred = set(), set()
        for i in cells:
            for j in board.near[i]:
                if not grid[j]:
                    why = _barred(board, grid, bl, j, n)
                    if why is None:
                        ways.add(j)
                    else:
                        barred.update(c for x in why[1] for c in bl.cells[x])
        if len(ways) == 1:
            j = ways.pop()
            walls = {x for i in cells for x in board.near[i] if grid[x] and grid[x] != n}
            out.append(_step(board, "grows_one_way", f"{board.name(j)} is {n}: {bl.said(b, board)} has "
                             f"{len(cells)} of its {n} cells and can grow only into {board.name(j)}",
                             {j: n}, [*cells, *(c for x in walls for c in bl.cells[bl.owner[x]]), *barred], 1))
    return out


def _short_blocks(bl: Blocks, scope):
    """``(block, its cells, its number)`` of each block of ``bl`` short of its number and touching ``scope`` (flat
    cells; None: all): the blocks ``grows_one_way``, ``exact_room`` and ``bottleneck`` read."""
    for b, cells in enumerate(bl.cells):
        n = bl.number[b]
        if len(cells) < n and (scope is None or scope.intersection(cells)):
            yield b, cells, n


def only_number(board: Board, grid: list, bl: Blocks | None = None, scope=None) -> list:
    """The ``only_number`` steps of ``grid`` (flat, 0 undecided) on the undecided cells of ``scope`` (flat
    cells; None: all); ``bl``: its :class:`Blocks` when made already."""
    bl = bl or Blocks(board, grid)
    out = []
    for i in sorted(scope) if scope is not None else range(len(grid)):
        if grid[i]:
            continue
        numbers, reasons = candidates(board, grid, bl, i, 2)
        if len(numbers) == 1:
            words, premises = _reasons_said(board, bl, reasons)
            reach = open_area(board, grid, bl, i)
            out.append(_step(board, "only_number", f"{board.name(i)} is {numbers[0]}: {words}",
                             {i: numbers[0]}, premises | _around(board, grid, bl, reach) - {i}, 2))
    return out


def exact_room(board: Board, grid: list, bl: Blocks | None = None, scope=None) -> list:
    """The ``exact_room`` steps of ``grid`` (flat, 0 undecided) on the blocks touching ``scope`` (flat cells;
    None: all); ``bl``: its :class:`Blocks` when made already."""
    bl = bl or Blocks(board, grid)
    out = []
    for b, cells, n in _short_blocks(bl, scope):
        reach = room(board, grid, bl, cells, n, steps=n - len(cells))
        if len(reach) == n:
            new = {j: n for j in reach if not grid[j]}
            edge = _around(board, grid, bl, reach) - set(new)
            out.append(_step(board, "exact_room", f"{', '.join(board.name(j) for j in sorted(new))} "
                             f"{'is' if len(new) == 1 else 'are'} {n}: {bl.said(b, board)} has {len(cells)} of its "
                             f"{n} cells, and exactly {n} cells lie within its reach", new, edge, 2))
    return out


def bottleneck(board: Board, grid: list, bl: Blocks | None = None, scope=None) -> list:
    """The ``bottleneck`` steps of ``grid`` (flat, 0 undecided) on the blocks touching ``scope`` (flat cells;
    None: all); ``bl``: its :class:`Blocks` when made already."""
    bl = bl or Blocks(board, grid)
    out = []
    for b, cells, n in _short_blocks(bl, scope):
        reach = room(board, grid, bl, cells, n, steps=n - len(cells))
        for j in sorted(reach):
            if grid[j]:
                continue
            left = room(board, grid, bl, cells, n, n, n - len(cells), without=j)
            if len(left) < n:
                out.append(_step(board, "bottleneck", f"{board.name(j)} is {n}: {bl.said(b, board)} has "
                                 f"{len(cells)} of its {n} cells, and without {board.name(j)} only {len(left)} "
                                 f"cells lie within its reach", {j: n},
                                 _around(board, grid, bl, reach) - {j}, 2))
    return out


#: The rules in the order a person tries them (simplest first).
RULES = (grows_one_way, only_number, exact_room, bottleneck)
grows_one_way.level = 1
only_number.level = exact_room.level = bottleneck.level = 2


def contradiction(board: Board, grid: list, scope=None, now: bool = False):
    """Why position ``grid`` breaks a rule: ``(sentence, cells)``, or None; looking at the blocks and cells of
    ``scope`` (flat cells; None: all).  ``now``: said of the position as it stands (a player's), not a trial's."""
    bl = Blocks(board, grid)
    would = "" if now else "would "
    for b, cells in enumerate(bl.cells):
        if scope is not None and not scope.intersection(cells):
            continue
        n = bl.number[b]
        if len(cells) > n:
            has = "would have" if would else "has"
            return f"{bl.said(b, board)} {has} {len(cells)} cells, more than {n}", cells
        if len(cells) < n:
            reach = room(board, grid, bl, cells, n, n)
            if len(reach) < n:
                return (f"{bl.said(b, board)} {'could not' if would else 'cannot'} grow to {n} cells (only "
                        f"{len(reach)} within reach)", sorted(j for j in _around(board, grid, bl, reach) if grid[j]))
    for i in sorted(scope) if scope is not None else range(len(grid)):
        if not grid[i] and not candidates(board, grid, bl, i, 1)[0]:
            return (f"{board.name(i)} {'could' if would else 'can'} take no number",
                    sorted(j for j in _around(board, grid, bl, open_area(board, grid, bl, i)) if grid[j]))
    return None


def nearby(board: Board, grid: list, changed) -> set:
    """The cells a trial's rules look at after cells ``changed`` were decided: those cells, the blocks they join and
    every cell beside those, and again the cells beside those."""
    bl = Blocks(board, grid)
    near = set()
    for i in changed:
        near.update(bl.cells[bl.owner[i]] if i in bl.owner else [i])
    for _ in range(2):
        near |= {j for i in near for j in board.near[i]}
    return near


__all__ = ["RULES", "Blocks", "Board", "bottleneck", "candidates", "contradiction", "exact_room", "grows_one_way",
           "nearby", "only_number", "open_area", "room"]
