"""Slitherlink's steps derived again from their premises alone, for tests/test_hints_slitherlink.py: a brute force
of its own over the edges near a step's points (:class:`Window`), knowing only the genre's rules and the lattice's
indices (:mod:`gridsat.puzzles.slitherlink.lattice`)."""

from __future__ import annotations

from gridsat.puzzles.grid.hinting import State, other
from gridsat.puzzles.grid.stepping import explain_trial
from gridsat.puzzles.slitherlink import deductions
from gridsat.puzzles.slitherlink.lattice import OFF, ON, SlitherLattice, givens


def premise_state(board: SlitherLattice, step, answer: list) -> State:
    """The givens and ``step``'s premises as ``answer`` has them; nothing else."""
    grid = givens(board)
    for r, c in step.premises:
        grid[r * board.cols + c] = answer[r * board.cols + c]
    return State(board, grid)


class Window:
    """The genre's rules over the edges near a step's points, searched by brute force (this test's own, sharing
    nothing with the deductions but the lattice's indices): every grid point two lines or none (on the loop with two,
    off with none), every number its count of sides, and a drawn cycle the whole loop (every number its count on it,
    no line or grid point on the loop off it)."""

    def __init__(self, board: SlitherLattice, grid: list, points: list):
        self.b, self.grid = board, grid
        cols = board.cols
        self.at = {v: [(r + dr) * cols + c + dc for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1))
                       if 0 <= r + dr < board.rows and 0 <= c + dc < cols]
                   for v, (r, c) in enumerate(board.rc) if r % 2 == 0 and c % 2 == 0}
        hub = set()
        for i in points:
            if i in board.ends:
                hub.update(board.ends[i])
            elif i in board.edges:
                hub.add(i)
        edges = {e for v in hub for e in self.at[v]} | {e for i in points if i in board.ends for e in [i]}
        for i in points:
            if board.clue[i] is not None and isinstance(board.clue[i], int):
                edges.update(self.sides(i))
        self.free = sorted(e for e in edges if not grid[e])
        self.drawn = {e for e in board.ends if grid[e] == ON}  # (the premises' lines: read once, not at every node)
        touched = {v for e in edges for v in board.ends[e]}
        cells = {k for e in edges for k in self.cells_beside(e)}
        self.checks = [("point", v) for v in sorted(touched)] + [("number", k) for k in sorted(cells)]

    def sides(self, k: int) -> list:
        cols = self.b.cols
        return [k - cols, k + 1, k + cols, k - 1]

    def cells_beside(self, e: int) -> list:
        b, (r, c) = self.b, self.b.rc[e]
        found = [e - 1, e + 1] if r % 2 else [e - b.cols, e + b.cols]
        return [k for k in found if 0 <= k < b.n and b.rc[k][0] % 2 and b.rc[k][1] % 2 and isinstance(b.clue[k], int)
                and abs(b.rc[k][0] - r) <= 1 and abs(b.rc[k][1] - c) <= 1]

    def value(self, e: int, tried: dict):
        return self.grid[e] or tried.get(e, 0)

    def fits(self, tried: dict, point_values: dict) -> bool:
        for what, i in self.checks:
            if what == "point":
                values = [self.value(e, tried) for e in self.at[i]]
                on, open_ = values.count(ON), values.count(0)
                want = point_values.get(i, self.grid[i])
                if on > 2 or (want == OFF and on) or (want == ON and on + open_ < 2) or (not open_ and on == 1):
                    return False
            else:
                values = [self.value(e, tried) for e in self.sides(i)]
                on, open_ = values.count(ON), values.count(0)
                if on > self.b.clue[i] or on + open_ < self.b.clue[i]:
                    return False
        return self.cycle_fits(tried)

    def cycle_fits(self, tried: dict) -> bool:
        b = self.b
        drawn = self.drawn | {e for e, v in tried.items() if v == ON}
        near: dict = {}
        for e in drawn:
            for v in b.ends[e]:
                near.setdefault(v, []).append(e)
        seen = set()
        for start in near:
            if start in seen:
                continue
            group, todo, loop_edges = {start}, [start], set()
            while todo:
                for e in near[todo.pop()]:
                    loop_edges.add(e)
                    for w in b.ends[e]:
                        if w not in group:
                            group.add(w)
                            todo.append(w)
            seen |= group
            if all(len(near[v]) == 2 for v in group):  # a closed cycle: the whole loop
                if loop_edges != drawn or any(self.grid[v] == ON and v not in group for v in b.edges):
                    return False
                if any(sum(e in loop_edges for e in self.sides(k)) != b.clue[k] for k in b.numbers):
                    return False
        return True

    def possible(self, point: int, value: int) -> bool:
        """Whether some values of the window's free edges fit the rules with ``point`` of ``value``."""
        tried, point_values = {}, {}
        if point in self.b.ends:
            tried[point] = value
        else:
            point_values[point] = value
        (r0, c0), rc = self.b.rc[point], self.b.rc  # the edges nearest the point first: a contradiction there is
        free = sorted((e for e in self.free if e not in tried),  # met before the far ones are tried every way
                      key=lambda e: (abs(rc[e][0] - r0) + abs(rc[e][1] - c0), e))

        def search(k: int) -> bool:
            if not self.fits(tried, point_values):
                return False
            if k == len(free):
                return True
            for v in (ON, OFF):
                tried[free[k]] = v
                if search(k + 1):
                    return True
            del tried[free[k]]
            return False

        return search(0)


def assert_follows(board: SlitherLattice, step, state: State) -> None:
    """``step`` holds in ``state`` (its premises alone): a rule's points cannot take their other values (a window's
    brute force; a row's parity counted; a closed loop's other points off); a trial's other value meets a
    contradiction again."""
    index = [(r * board.cols + c, v) for (r, c), v in step.decided.items()]
    g = state.grid
    if step.depth:
        ((i, value),) = index
        assert explain_trial(deductions, state, i, other(value), rounds=board.n) is not None, step.sentence
    elif step.rule == "parity":
        ((e, value),) = [(i, v) for i, v in index if i in board.ends]
        r, c = board.rc[e]
        line = [(r * board.cols + x) for x in range(0, board.cols, 2)] if r % 2 else \
            [(y * board.cols + c) for y in range(0, board.rows, 2)]
        assert sorted(board.rc[i] for i in line if i != e) == step.premises, step.sentence
        assert (sum(g[i] == ON for i in line if i != e) + (value == ON)) % 2 == 0, step.sentence
    elif step.rule == "loop_closed":
        drawn = [i for i in range(board.n) if g[i] == ON and i in board.ends]
        window = Window(board, g, [])
        assert window.cycle_fits({}) and drawn, step.sentence
        assert all(v == OFF for _, v in index), step.sentence
    else:
        window = Window(board, g, [i for i, _ in index] + [board.index[p] for p in step.premises])
        for i, value in index:
            assert not window.possible(i, other(value)), (step.sentence, board.where(i))
