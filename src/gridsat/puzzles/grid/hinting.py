"""The mechanics the shading genres' hints share: a board as flat cell
indices, a partial shading, its connected areas, the cells that would cut an
area apart, and applying steps (:func:`gridsat.core.hints.fresh` keeps the new ones).

A position's cells are 0 undecided, :data:`UNSHADED` (1) or :data:`SHADED`
(2), the values a player's position holds (the kinds' ``position_values``
are ``("unshaded", "shaded")``).  Cells are indices ``r * cols + c`` here;
steps name them ``(r, c)`` (:meth:`Board.step`).  A genre's deductions
(``puzzles/<kind>/deductions.py``) are functions ``State -> [Step]`` built
on these; :mod:`.stepping` runs them.
"""

from __future__ import annotations

from ...core.grid import FlatGrid, cut_vertices
from ...core.hints import Step
from .walls import stays_joined

UNSHADED, SHADED = 1, 2
NAMES = {UNSHADED: "unshaded", SHADED: "shaded"}


def other(value: int) -> int:
    """The other of :data:`UNSHADED` and :data:`SHADED`."""
    return 3 - value


class Board(FlatGrid):
    """A puzzle's ``rows x cols`` board as flat cell indices
    (:class:`~gridsat.core.grid.FlatGrid`: ``rc``, ``near``, ``blocks``,
    ``where``, ``named``) with ``clue[i]`` the clue (None: none)."""

    def __init__(self, puzzle, shaded_word: str = NAMES[SHADED], unshaded_word: str = NAMES[UNSHADED]):
        super().__init__(puzzle.rows, puzzle.cols)
        self.puzzle = puzzle
        # (a genre whose numbers stand on the grid points, Creek, has no clue in a cell: its deductions read them)
        self.clue = [None] * self.n if getattr(puzzle, "clue_points", False) else \
            [puzzle.clues[r][c] for r, c in self.rc]
        # the values' names in its sentences, the genre's own word for shaded: Nurikabe's trials said "r1c2 is
        # shaded: if it were unshaded ..." beside its rules' "r4c1 is sea"
        # (Star Battle's: "r2c3 is a star: if it were empty, ..."; Light Up's: "r2c5 is bulb-free: if it were a
        # bulb, ...")
        self.names = {UNSHADED: unshaded_word, SHADED: shaded_word}
        #: ``index[(r, c)]`` the flat index of a cell (built once: each trial and each applying of steps read it)
        self.index = {rc: i for i, rc in enumerate(self.rc)}
        #: The rows and columns before the cell the sentences name r1c1: a board drawn inside a frame of clues
        #: numbers its own cells, as its lines are named (a Nonogram's ``name_origin``); ``(0, 0)`` elsewhere.
        self.origin = getattr(puzzle, "name_origin", (0, 0))

    def where(self, i: int) -> str:
        """A cell as a person reads it: ``r3c4`` (row and column from 1, counted from :attr:`origin`)."""
        r, c = self.rc[i]
        return f"r{r + 1 - self.origin[0]}c{c + 1 - self.origin[1]}"

    def step(self, rule: str, sentence: str, decided: dict, premises, level: int) -> Step:
        """A :class:`~gridsat.core.hints.Step` with cells as ``(r, c)`` (premises deduplicated)."""
        rc = self.rc
        return Step(rule, sentence, {rc[i]: v for i, v in decided.items()}, [rc[i] for i in sorted(set(premises))],
                    level)


class State:
    """A partial shading: ``grid[i]`` 0 undecided / 1 unshaded / 2 shaded."""

    __slots__ = ("board", "grid")

    def __init__(self, board: Board, grid: list):
        self.board, self.grid = board, grid

    def copy(self) -> "State":
        return State(self.board, self.grid[:])

    def free(self) -> list:
        """The undecided cells."""
        g = self.grid
        return [i for i in range(len(g)) if not g[i]]

    def touching(self, cells, value: int) -> list:
        """The cells of ``value`` next to ``cells`` (outside them)."""
        inside, g, near = set(cells), self.grid, self.board.near
        return sorted({nb for c in cells for nb in near[c] if g[nb] == value and nb not in inside})


def areas(board: Board, inside) -> tuple:
    """The connected areas of the cells ``inside`` (a list of flags per cell,
    or a function of the cell): ``(label, groups)``, ``label[i]`` the area
    of cell ``i`` (-1 outside), ``groups`` each area's cells in the order
    found."""
    ok = [bool(inside(i)) for i in range(board.n)] if callable(inside) else inside
    label, groups, near = [-1] * board.n, [], board.near
    for start in range(board.n):
        if label[start] >= 0 or not ok[start]:
            continue
        k = len(groups)
        label[start], group, todo = k, [start], [start]
        while todo:
            for nb in near[todo.pop()]:
                if label[nb] < 0 and ok[nb]:
                    label[nb] = k
                    group.append(nb)
                    todo.append(nb)
        groups.append(group)
    return label, groups


def separators(board: Board, inside, needed, root: int) -> list:
    """The cells of the area of ``inside`` cells around ``root`` whose
    removal cuts off a piece holding a ``needed`` cell while a ``needed``
    cell stays on the other side (Tarjan's cut vertices, iteratively):
    ``[(cell, piece, cut)]``, ``piece`` the cut-off cells (the smallest such
    piece of each cell), ``cut`` how many cells removing ``cell`` cuts off
    from ``root`` in all."""
    tin, pieces = cut_vertices(board.near, inside, root, lambda i: int(needed(i)))
    total = sum(int(needed(i)) for i in tin)
    out = []
    for u, parts in pieces.items():
        fits = [(end - begin, begin, end) for begin, end, w in parts if w and total - w - needed(u) > 0]
        if fits:
            _, begin, end = min(fits)
            out.append((u, tin[begin:end], sum(e - b for b, e, _ in parts)))
    return out


def cut_apart(state: State, shaded: list | None = None):
    """The shading's unshaded-and-undecided cells in more than one area (the
    unshaded cells could not be connected, a rule of Hitori and Heyawake):
    ``(sentence, cells)``, the smallest area's walling shaded cells, or None.
    ``shaded``: the cells changed since a position whose cells not shaded
    were in one area; None is then said at once where
    :func:`~.walls.stays_joined` shows they still are (a trial's every
    round searched a whole 22x38 board)."""
    if shaded is not None and stays_joined(state.board, state.grid, shaded, SHADED):
        return None
    board, g = state.board, state.grid
    _, parts = areas(board, [v != SHADED for v in g])
    if len(parts) > 1:
        piece = min(parts, key=len)
        return (f"the unshaded cells would be cut apart ({board.named(piece, 2)} walled off by shaded cells)",
                state.touching(piece, SHADED))
    return None


def unjoined(state: State, colour: int):
    """Why the cells of ``colour`` (:data:`SHADED` or :data:`UNSHADED`), which must all be connected, cannot be:
    ``("the shaded cells at r1c1 and r4c4 could not be joined", cells)``, the first of them and one it cannot reach
    through cells not of the other colour, with the walling cells of that colour's reach; or None (Tapa's and Aqre's
    shaded cells, Creek's unshaded ones)."""
    g, b = state.grid, state.board
    wall = other(colour)
    first = next((i for i in range(b.n) if g[i] == colour), None)
    if first is None:
        return None
    reached, todo, near = {first}, [first], b.near  # the cells not of the other colour the first one can reach
    while todo:
        for nb in near[todo.pop()]:
            if nb not in reached and g[nb] != wall:
                reached.add(nb)
                todo.append(nb)
    stray = next((i for i in range(b.n) if g[i] == colour and i not in reached), None)
    if stray is None:
        return None
    return (f"the {NAMES[colour]} cells at {b.where(first)} and {b.where(stray)} could not be joined",
            [first, stray] + state.touching(reached, wall))


def walled_in(board: Board, grid: list, tried: dict, starts, total: int) -> list | None:
    """Whether a way tried (``tried``: cell -> value, over ``grid``'s values elsewhere, 0 undecided) leaves a group of
    shaded cells reached from ``starts`` with no undecided cell beside it while other shaded cells lie elsewhere
    (``total`` shaded in all): the shaded cells could then never be connected (Tapa's clue ways, Aqre's room ways).
    None when it does not; else the decided cells (of ``grid``) that show it, sorted: the group's, the unshaded cells
    walling it in and a shaded cell elsewhere, a step's premises (a step citing only the cells near the way would
    not show a group walled in far from it)."""
    get, seen = tried.get, set()
    for start in starts:
        if start in seen:
            continue
        group, walls, todo, loose = {start}, set(), [start], False
        while todo and not loose:
            for nb in board.near[todo.pop()]:
                v = get(nb, grid[nb])
                if v == 0:
                    loose = True
                    break
                if v == SHADED and nb not in group:
                    group.add(nb)
                    todo.append(nb)
                elif v != SHADED:
                    walls.add(nb)
        seen |= group
        if not loose and len(group) < total:
            elsewhere = next((i for i, v in enumerate(grid) if v == SHADED and i not in group), None)
            shown = {i for i in group | walls if grid[i]} | ({elsewhere} if elsewhere is not None else set())
            return sorted(shown)
    return None


def blocks_at(board: Board, cells) -> list:
    """The 2x2 blocks of ``board`` holding a cell of ``cells`` (indices), in the order of ``board.blocks`` (a
    trial's scope: a block none of whose cells changed since a stall breaks and decides what it did there)."""
    rows, cols, near = board.rows - 1, board.cols - 1, set()
    for i in cells:
        r, c = divmod(i, board.cols)
        near.update(y * cols + x for y in (r - 1, r) if 0 <= y < rows for x in (c - 1, c) if 0 <= x < cols)
    blocks = board.blocks
    return [blocks[k] for k in sorted(near)]


def no_2x2_steps(state: State, why: str, blocks: list | None = None) -> list:
    """The ``no_2x2`` steps of a genre whose 2x2 blocks are never all shaded (Nurikabe's sea, LITS): each block with
    three shaded cells and one undecided makes that one unshaded, ``why`` saying so in the genre's words (after
    ``"r1c2 is unshaded: "``); its premises the three shaded cells.  ``blocks``: those looked at (None: all),
    in the board's order (:func:`blocks_at`)."""
    g, b, out = state.grid, state.board, []
    for block in b.blocks if blocks is None else blocks:
        free = [i for i in block if not g[i]]
        if len(free) == 1 and all(g[i] == SHADED for i in block if i != free[0]):
            out.append(b.step("no_2x2", f"{b.where(free[0])} is unshaded: {why}", {free[0]: UNSHADED},
                              [i for i in block if i != free[0]], 1))
    return out


def full_region_steps(state: State, regions, count: int, rule: str, holds: str) -> list:
    """The steps of a genre whose regions hold ``count`` shaded cells each (Norinori's two, LITS's tetromino): a
    region with its ``count`` shaded has its undecided cells unshaded.  ``regions``: ``(name, cells)`` pairs;
    ``holds``: what the sentence says the region holds ("its two shaded cells", "its tetromino")."""
    g, b, out = state.grid, state.board, []
    for name, cells in regions:
        shaded = [i for i in cells if g[i] == SHADED]
        free = [i for i in cells if not g[i]]
        if len(shaded) == count and free:
            out.append(b.step(rule, f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded: {name} holds "
                              f"{holds} ({b.named(shaded)})", dict.fromkeys(free, UNSHADED), shaded, 1))
    return out


def shaded_cut_steps(state: State, rule: str, why) -> list:
    """The steps of a genre whose shaded cells are all connected (Nurikabe's sea, LITS's tetrominoes): each
    undecided cell whose unshading would cut a shaded cell off from the first shaded cell (``root``) is shaded,
    ``why(cell, inside, root)`` saying so in the genre's words (the cells' names); level 3, its premises the two
    shaded cells and the unshaded cells around the piece it would cut off."""
    g, b, out = state.grid, state.board, []
    root = next((i for i in range(b.n) if g[i] == SHADED), None)
    if root is None:
        return out
    for cell, piece, _ in separators(b, lambda i: g[i] != UNSHADED, lambda i: g[i] == SHADED, root):
        if not g[cell]:
            inside = next(i for i in piece if g[i] == SHADED)
            out.append(b.step(rule, why(b.where(cell), b.where(inside), b.where(root)), {cell: SHADED},
                              [inside, root] + state.touching(piece + [cell], UNSHADED), 3))
    return out


def apply(state: State, steps: list):
    """Decide the cells of ``steps`` in ``state``; a contradiction
    ``(sentence, cells)`` when two steps disagree about a cell, else None."""
    g, board, by = state.grid, state.board, {}
    index = board.index
    for step in steps:
        for cell, value in step.decided.items():
            i = index[cell]
            if g[i] and g[i] != value:
                first = by.get(i)
                premises = [index[c] for c in step.premises + (first.premises if first else [])]
                names = board.names  # the genre's words (a Star Battle's was "both shaded and unshaded")
                return f"{board.where(i)} would have to be both {names[SHADED]} and {names[UNSHADED]}", premises + [i]
            g[i] = value
            by.setdefault(i, step)
    return None


__all__ = ["NAMES", "SHADED", "UNSHADED", "Board", "State", "apply", "areas", "blocks_at", "cut_apart",
           "full_region_steps", "no_2x2_steps", "other", "separators", "shaded_cut_steps", "unjoined", "walled_in"]
