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


def stays_joined(board, grid: list, changed, shaded: int) -> bool:
    """Whether the cells of ``grid`` not ``shaded`` (a value) surely form one area, ``changed`` (indices) the
    cells decided since a position of ``grid`` (those cells undecided, 0) whose cells not shaded were one area
    (False: a curve of walls may close; search the whole board).  The walls of that position are labelled
    once (cached on the board by it)."""
    new = sorted(i for i in set(changed) if grid[i] == shaded)
    if not new:
        return True
    base = bytearray(bytes(grid).translate(_FLAGS[shaded]))  # (1 where shaded: one C-level pass)
    for i in changed:
        base[i] = 0
    key = bytes(base)
    cached = getattr(board, "wall_position", None)
    if cached is None or cached[0] != key:
        cached = board.wall_position = (key, wall_labels(board, base))
    label, ring, n = cached[1], rings(board), board.n
    parent: dict = {}

    def find(x: int) -> int:
        while parent.get(x, x) != x:
            parent[x] = x = parent.get(parent[x], parent[x])
        return x

    def wall(p: int) -> int:  # the label of a wall (0 the frame; a cell shaded since, n + 1 + its index), -1: none
        return 0 if p < 0 else n + 1 + p if base[p] == 2 else label[p]

    for x in new:
        ids = [wall(p) for p in ring[x]]
        groups = _groups([i >= 0 for i in ids])
        roots = [find(ids[g[0]]) for g in groups]
        if len(set(roots)) < len(roots):
            return False
        for root in roots:
            parent[root] = n + 1 + x
        base[x] = 2  # (shaded since: a wall of the cells after it)
    return True


__all__ = ["RING", "rings", "stays_joined", "wall_labels"]
