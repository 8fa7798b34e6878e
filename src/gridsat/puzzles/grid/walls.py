"""Whether the cells not shaded stay in one area as cells are shaded, told
near those cells (a trial's rounds: :mod:`.stepping`), by the walls they
join: the shaded cells side by side or corner to corner ("8-connected"),
those on the board's edge joined through the frame around it.

The duality of a square grid's two connectivities (Rosenfeld, "Connectivity
in digital pictures", JACM 17, 1970; Kong and Rosenfeld, "Digital topology",
1989): the 4-connected cells outside a set are split only along a closed
8-connected curve of the set's cells (the frame counted as one such cell).
So shading one cell ``x`` of an area that is one piece splits it only
where two of the walls around ``x`` (its eight neighbours shaded or off
the board, grouped as they touch in that ring) were already joined by
walls elsewhere: the new wall then closes a curve through ``x``.  Where the
walls around ``x`` form one group (none: ``x`` stood alone), its
neighbours not shaded stay joined around it (a "simple" cell), and where
they form several groups of different walls, no curve closes.  Cells
shaded one after another are told so one at a time, the walls' groups kept
in a union-find.  Where a curve may close, the caller searches the whole
board (a wall joined to itself through cells all shaded side by side, a
2x2 block, closes none: only a search tells).
"""

from __future__ import annotations

#: The eight neighbours of a cell, around it in order (up, up-right, right, ... up-left).
RING = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))


_FLAGS = {v: bytes(int(i == v) for i in range(256)) for v in (1, 2)}


def rings(board) -> list:
    """Per cell of ``board`` (a :class:`~gridsat.core.grid.FlatGrid`), its eight neighbours' indices in
    :data:`RING` order, -1 off the board (cached on the board)."""
    if not hasattr(board, "wall_rings"):
        rows, cols = board.rows, board.cols
        board.wall_rings = [[(r + dr) * cols + c + dc if 0 <= r + dr < rows and 0 <= c + dc < cols else -1
                             for dr, dc in RING] for r, c in board.rc]
    return board.wall_rings


def wall_labels(board, shaded: list) -> list:
    """Per cell, the label of its group of walls (8-connected shaded cells; 0 for those joined to the board's
    edge, the frame's), -1 where ``shaded[i]`` is false."""
    ring, label, k = rings(board), [-1] * board.n, 0
    for start in range(board.n):
        if label[start] >= 0 or not shaded[start]:
            continue
        k += 1
        group, edge = [start], False
        label[start] = k
        for i in group:  # (the list grows as it is walked)
            for nb in ring[i]:
                if nb < 0:
                    edge = True
                elif label[nb] < 0 and shaded[nb]:
                    label[nb] = k
                    group.append(nb)
        if edge:
            for i in group:
                label[i] = 0
    return label


def _groups(around: list) -> list:
    """The groups, as lists of ring positions, of the walls (true entries) of a cell's ring of eight, walls
    touching (side by side or corner to corner) in one group."""
    seen, out = [False] * 8, []
    for start in range(8):
        if not around[start] or seen[start]:
            continue
        seen[start], group = True, [start]
        for k in group:
            steps = (k - 1, k + 1, k - 2, k + 2) if k % 2 == 0 else (k - 1, k + 1)  # (a side's neighbour sides touch
            for j in steps:  # it corner to corner)
                j %= 8
                if around[j] and not seen[j]:
                    seen[j] = True
                    group.append(j)
        out.append(group)
    return out


#: The groups of :func:`_groups` of each ring, by the bits of its walls (bit k: ring position k).
GROUPS = [_groups([bool(mask >> k & 1) for k in range(8)]) for mask in range(256)]


class Walls:
    """The walls of ``grid`` (cells of value ``shaded``, the frame) as those of a position before ``changed``
    (labelled once a position: :func:`wall_labels`, cached on the board) joined by the cells shaded since, one
    at a time in a union-find; ``closed``: one of them may have closed a curve (:func:`stays_joined`)."""

    def __init__(self, board, grid: list, changed, shaded: int):
        self.board, self.grid, self.ring, self.n = board, grid, rings(board), board.n
        self.new = sorted(i for i in set(changed) if grid[i] == shaded)
        base = bytearray(bytes(grid).translate(_FLAGS[shaded]))  # (1 where shaded: one C-level pass)
        for i in changed:
            base[i] = 0
        key = bytes(base)
        cached = getattr(board, "wall_position", None)
        if cached is None or cached[0] != key:
            cached = board.wall_position = [key, wall_labels(board, base), None]
        self.stall, self.label, self.base, self.parent = cached, cached[1], base, {}
        self.closed = False
        for x in self.new:
            roots = self.roots(x)
            self.closed = self.closed or len(set(roots)) < len(roots)
            for root in set(roots):
                self.parent[root] = self.n + 1 + x
            base[x] = 2  # (shaded since: a wall of the cells after it)

    def find(self, x: int) -> int:
        parent = self.parent
        while parent.get(x, x) != x:
            parent[x] = x = parent.get(parent[x], parent[x])
        return x

    def roots(self, x: int) -> list:
        """The roots of the groups of walls around cell ``x`` (0 the frame's; a cell shaded since, n + 1 + its
        index), one a group."""
        label, base, n1 = self.label, self.base, self.n + 1
        ids = [0 if p < 0 else n1 + p if base[p] == 2 else label[p] for p in self.ring[x]]
        mask = sum(1 << k for k, i in enumerate(ids) if i >= 0)
        return [self.find(ids[g[0]]) for g in GROUPS[mask]]

    def closes(self, x: int) -> bool:
        """Whether shading cell ``x`` may close a curve of walls (two groups around it already joined)."""
        roots = self.roots(x)
        return len(set(roots)) < len(roots)


def stays_joined(board, grid: list, changed, shaded: int) -> bool:
    """Whether the cells of ``grid`` not ``shaded`` (a value) surely form one area, ``changed`` (indices) the
    cells decided since a position of ``grid`` (those cells undecided, 0) whose cells not shaded were one area
    (False: a curve of walls may close; search the whole board)."""
    return not any(grid[i] == shaded for i in changed) or not Walls(board, grid, changed, shaded).closed


def _beside(walls: Walls) -> tuple:
    """Of the position before the changes: per wall label, the cells with a wall of it around them (the frame's:
    the edge's cells too), and the cells two of whose groups of walls around have one label (cached with it)."""
    if walls.stall[2] is None:
        label, beside, closing = walls.label, {}, []
        for x, ring in enumerate(walls.ring):
            ids = [0 if p < 0 else label[p] for p in ring]
            for i in set(ids) - {-1}:
                beside.setdefault(i, []).append(x)
            groups = GROUPS[sum(1 << k for k, i in enumerate(ids) if i >= 0)]
            if len({ids[g[0]] for g in groups}) < len(groups):
                closing.append(x)
        walls.stall[2] = (beside, closing)
    return walls.stall[2]


def may_cut(board, grid: list, changed, shaded: int, walls: Walls | None = None) -> bool:
    """Whether shading some undecided cell of ``grid`` may cut its cells not ``shaded`` apart (False: surely
    none does), ``changed`` the cells decided since a position where none did (and its cells not shaded were one
    area).  Looked at: the cells around those shaded since, those two of whose groups of walls around had one
    label there (:func:`_beside`), and those beside walls of two labels the cells shaded since joined.  Why that
    suffices: a cell whose shading cuts closes a curve (the module docstring) through two groups of walls around
    it; joined before, it is among the second; joined since through a cell shaded since, among the first (a
    group of it) or the third (groups of two labels of the position before, joined since)."""
    walls = walls or Walls(board, grid, changed, shaded)  # (``walls``: those of these arguments, made before)
    if walls.closed:
        return True
    beside, closing = _beside(walls)
    classes: dict = {}
    for label in {walls.label[p] if p >= 0 else 0 for x in walls.new for p in walls.ring[x]} - {-1}:
        classes.setdefault(walls.find(label), []).append(label)
    todo = {p for x in walls.new for p in walls.ring[x] if p >= 0}.union(closing)
    for labels in classes.values():
        if len(labels) > 1:
            todo.update(x for label in labels for x in beside.get(label, ()))
    return any(not grid[x] and walls.closes(x) for x in todo)


__all__ = ["GROUPS", "RING", "Walls", "may_cut", "rings", "stays_joined", "wall_labels"]
