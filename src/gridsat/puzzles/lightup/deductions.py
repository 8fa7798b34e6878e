"""Light Up (Akari) deductions a person can follow, simplest first (the
logic of :mod:`gridsat.puzzles.grid.stepping`; levels of
:mod:`gridsat.core.hints`).

A bulb is a shaded cell, a cell without one unshaded; walls hold no bulb
from the start.  Each rule is a consequence of the rules (:mod:`.rules`,
as puzz.link states them: every open cell is lit by a bulb in its row or
column run up to a wall, no bulb lights another, a numbered wall has that
many bulbs beside it), the classic Akari techniques:

1. ``lit``: the cells a bulb lights hold no bulb (no bulb lights another);
   ``wall_full``: a numbered wall with all its bulbs beside it has no
   other bulb beside it (a 0 none at all); ``wall_needs``: a numbered wall
   with as many cells left beside it as bulbs it still needs has a bulb in
   each; ``only_light``: a dark cell that only one cell left can light
   (itself or a cell that sees it) has its bulb there.
2. ``diagonal``: a numbered wall that needs bulbs in all but one of the
   cells left beside it has one in any two of them, so a cell that sees
   two of them (diagonal to the wall) is lit and holds no bulb;
   ``shared_light``: a cell that sees every cell left that could light a
   dark cell is lit whichever does, so it holds no bulb.
"""

from __future__ import annotations

from ...core.errors import counted
from ..grid.hinting import SHADED, UNSHADED, Board, State
from .rules import WALL


def givens(board: Board) -> list:
    """Walls hold no bulb (unshaded); every open cell starts undecided."""
    return [0 if v is None else UNSHADED for v in board.clue]


def given_words(board: Board, i: int) -> str:
    """Why a position cannot put a bulb on wall ``i`` (its message: "r2c3 is a bulb, but ...")."""
    clue = board.clue[i]
    return f"it is a wall{'' if clue == WALL else f' (its number {clue})'}, and a wall holds no bulb"


def _sight(board: Board) -> list:
    """``sees[i]``: the other open cells of open cell ``i``'s row and column
    runs (up to a wall or the edge), the cells a bulb at ``i`` lights;
    ``None`` for a wall (cached on the board, with the runs: each run's
    cells, and each open cell's row run and column run)."""
    if not hasattr(board, "lightup_sees"):
        runs, run_of = [], [[None, None] for _ in range(board.n)]
        for axis, (outer, inner) in enumerate(((board.rows, board.cols), (board.cols, board.rows))):
            for a in range(outer):
                for b in range(inner):
                    i = a * board.cols + b if axis == 0 else b * board.cols + a
                    if board.clue[i] is not None:
                        continue
                    before = i - 1 if axis == 0 else i - board.cols
                    if b == 0 or board.clue[before] is not None:
                        runs.append([])
                    runs[-1].append(i)
                    run_of[i][axis] = len(runs) - 1
        board.lightup_runs, board.lightup_run_of = runs, run_of
        board.lightup_lines = [None if board.clue[i] is not None else sorted(set(runs[r]) | set(runs[c]))
                               for i, (r, c) in enumerate(run_of)]
        board.lightup_sees = [None if line is None else [j for j in line if j != i]
                              for i, line in enumerate(board.lightup_lines)]
        board.lightup_walls = [(i, v, [nb for nb in board.near[i] if board.clue[nb] is None])
                               for i, v in enumerate(board.clue) if v is not None and v != WALL]
    return board.lightup_sees


def _walls(board: Board) -> list:
    """``(cell, number, open neighbours)`` of every numbered wall."""
    _sight(board)
    return board.lightup_walls


def nearby(board: Board, changed: list) -> tuple:
    """The scope of the cells ``changed`` since a stalled position (:mod:`gridsat.puzzles.grid.stepping`):
    ``(cells, walls, runs)``: the open cells sharing a row run or column run with a changed cell (a bulb's,
    a dark cell's step reads its two runs alone), the numbered walls beside a changed cell (indices of
    :func:`_walls`: a wall's step reads its neighbours alone) and the runs of those cells (ascending); the
    rules' steps and a broken rule anywhere else are as they were."""
    walls = _walls(board)
    if not hasattr(board, "lightup_walls_of"):
        board.lightup_walls_of = [[] for _ in range(board.n)]
        for k, (_, _, near) in enumerate(walls):
            for j in near:
                board.lightup_walls_of[j].append(k)
    lines, run_of = board.lightup_lines, board.lightup_run_of
    cells = sorted({j for i in changed for j in lines[i]})
    return (cells, sorted({k for i in changed for k in board.lightup_walls_of[i]}),
            sorted({r for i in cells for r in run_of[i]}))


def _walls_in(board: Board, scope) -> list:
    """The numbered walls a rule looks at: all, or those of ``scope``."""
    walls = _walls(board)
    return walls if scope is None else [walls[k] for k in scope[1]]


def _tally(s: State, scope=None) -> tuple:
    """``(bulbs, free)``: each run's bulbs and its number of undecided cells (the last position's kept on the
    board, by its bytes: a trial's round asks three times, for its contradiction and two rules; read only);
    with a ``scope``, of its runs alone (dicts by run)."""
    g, board = s.grid, s.board
    if scope is not None:
        runs = board.lightup_runs
        return ({r: [j for j in runs[r] if g[j] == SHADED] for r in scope[2]},
                {r: sum(not g[j] for j in runs[r]) for r in scope[2]})
    key = bytes(g)
    kept = board.__dict__.get("lightup_tally")
    if kept is not None and kept[0] == key:
        return kept[1]
    runs = board.lightup_runs
    bulbs, free = [[] for _ in runs], [0] * len(runs)
    for k, cells in enumerate(runs):
        for j in cells:
            if g[j] == SHADED:
                bulbs[k].append(j)
            elif not g[j]:
                free[k] += 1
    board.lightup_tally = (key, (bulbs, free))
    return bulbs, free


def _dark(s: State, tally: tuple | None = None, scope=None) -> list:
    """``(cell, count)`` of each open cell no bulb lights yet, ``count``
    how many undecided cells could light it (itself or one it sees): a
    bulb lights its whole row run and column run, so a run with a bulb is
    lit and a cell is dark when neither of its runs has one (a tally of
    the runs, not of each cell's sight: trials call this at every round);
    the open cells of ``scope`` alone where given."""
    g, board = s.grid, s.board
    _sight(board)
    bulb, free = tally or _tally(s, scope)
    run_of = board.lightup_run_of
    if scope is not None:
        return [(i, free[r] + free[c] - (not g[i])) for i in scope[0] for r, c in (run_of[i],)
                if not bulb[r] and not bulb[c]]
    return [(i, free[r] + free[c] - (not g[i])) for i, (r, c) in enumerate(run_of)
            if r is not None and not bulb[r] and not bulb[c]]


def _candidates(s: State, i: int) -> list:
    """The undecided cells that could light open cell ``i`` (itself or one it sees)."""
    return [j for j in s.board.lightup_lines[i] if not s.grid[j]]


def _decided(s: State, cells: list) -> list:
    """The decided ones of ``cells`` (a step's premises)."""
    return [j for j in cells if s.grid[j]]


def _untaken(cells: list, taken: set, take: bool = False) -> list:
    """The ``cells`` no earlier step of a rule's batch decided (taken now when ``take``): a step names only the
    cells it decides (two bulbs lighting one cell were both said to decide it)."""
    left = [j for j in cells if j not in taken]
    if take:
        taken.update(left)
    return left


def _is(cells: list, one: str, many: str) -> str:
    return one if len(cells) == 1 else many


def lit(s: State, scope=None) -> list:
    g, b, out, taken = s.grid, s.board, [], set()
    for i in range(b.n) if scope is None else scope[0]:
        v = g[i]
        free = _untaken([j for j in _sight(b)[i] if not g[j]], taken, True) if v == SHADED else []
        if free:
            out.append(b.step("lit", f"{b.named(free)} {_is(free, 'has', 'have')} no bulb: lit by the bulb at "
                              f"{b.where(i)} (no bulb lights another)", dict.fromkeys(free, UNSHADED), [i], 1))
    return out


def wall_full(s: State, scope=None) -> list:
    g, b, out, taken = s.grid, s.board, [], set()
    for i, n, near in _walls_in(b, scope):
        bulbs = [j for j in near if g[j] == SHADED]
        free = [j for j in near if not g[j]]
        if free and len(bulbs) == n and _untaken(free, taken):
            free = _untaken(free, taken, True)
            said = f"the 0 at {b.where(i)} has no bulb beside it" if n == 0 else \
                f"the {n} at {b.where(i)} already has its {n} bulb{'s' if n > 1 else ''} ({b.named(bulbs)})"
            out.append(b.step("wall_full", f"{b.named(free)} {_is(free, 'has', 'have')} no bulb: {said}",
                              dict.fromkeys(free, UNSHADED), [i] + bulbs, 1))
    return out


def wall_needs(s: State, scope=None) -> list:
    g, b, out, taken = s.grid, s.board, [], set()
    for i, n, near in _walls_in(b, scope):
        bulbs = [j for j in near if g[j] == SHADED]
        free = [j for j in near if not g[j]]
        new = _untaken(free, taken, True) if free and len(bulbs) + len(free) == n else []
        if new:  # (cells an earlier step of the batch placed, another wall's, said as bulbs: "the 3 at r7c6 needs 3
            placed = [j for j in free if j not in new]  # more bulbs" was said after r6c6, beside it, had its bulb)
            need = f"{counted(len(new), 'more bulb')}" + (f" besides {b.named(placed)} (placed by an earlier step)"
                                                          if placed else "")
            only = _is(new, "it is the only cell", "they are the only cells")
            out.append(b.step("wall_needs", f"{b.named(new)} {_is(new, 'is a bulb', 'are bulbs')}: the {n} at "
                              f"{b.where(i)} needs {need} and {only} left beside it", dict.fromkeys(new, SHADED),
                              [i] + [j for j in near if g[j]] + placed, 1))
    return out


def only_light(s: State, scope=None) -> list:
    b, out, seen = s.board, [], set()
    for i, count in _dark(s, None, scope):
        can = _candidates(s, i) if count == 1 else ()
        if can and can[0] not in seen:
            seen.add(can[0])
            why = "nothing else can light it" if can[0] == i else \
                f"the only cell left that can light {b.where(i)}"
            out.append(b.step("only_light", f"{b.where(can[0])} is a bulb: {why}", {can[0]: SHADED},
                              _decided(s, [i] + _sight(b)[i]), 1))
    return out


def diagonal(s: State) -> list:
    g, b, out, taken = s.grid, s.board, [], set()
    sees = _sight(b)
    for i, n, near in _walls(b):
        free = [j for j in near if not g[j]]
        need = n - sum(g[j] == SHADED for j in near)
        if need <= 0 or len(free) - need != 1:
            continue
        for x, y in ((x, y) for k, x in enumerate(free) for y in free[k + 1:]):
            for z in sorted(set(sees[x]) & set(sees[y])):
                if not g[z] and z not in taken:
                    taken.add(z)
                    out.append(b.step("diagonal", f"{b.where(z)} has no bulb: the {n} at {b.where(i)} needs {need} "
                                      f"more of {b.named(free)}, so {b.where(x)} or {b.where(y)} holds one, and "
                                      f"either would light {b.where(z)}", {z: UNSHADED}, [i] + _decided(s, near), 2))
    return out


def shared_light(s: State) -> list:
    g, b, out, done = s.grid, s.board, [], set()
    sees = _sight(b)
    for i, count in _dark(s):
        if count < 2:
            continue
        can = _candidates(s, i)
        run_of = b.lightup_run_of
        runs, others = [run_of[j] for j in can], set(can)  # (each z: in every candidate's row run or column run)
        common = [z for z in sees[can[0]]
                  if not g[z] and z not in done and z not in others and _in_line(run_of[z], runs)]
        for z in common:
            done.add(z)
            out.append(b.step("shared_light", f"{b.where(z)} has no bulb: every cell that can still light "
                              f"{b.where(i)} ({b.named(can)}) would light it too", {z: UNSHADED},
                              _decided(s, [i] + sees[i]), 2))
    return out


def _in_line(at: list, runs: list) -> bool:
    """Whether a cell of row run and column run ``at`` shares one of them with each ``(row run, column run)``."""
    r, c = at
    return all(x == r or y == c for x, y in runs)


#: The rules in the order a person tries them (simplest first).
RULES = (lit, wall_full, wall_needs, only_light, diagonal, shared_light)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`; tests/test_hint_steps_pinned.py checks the steps say it)
diagonal.level = shared_light.level = 2
lit.local = wall_full.local = wall_needs.local = only_light.local = True  # (a trial's scope: :func:`nearby`)


def contradiction(s: State, scope=None):
    """Why the partial position already breaks a rule: ``(sentence, cells
    that show it)``, or None; looking at the cells, walls and runs of
    ``scope`` alone (:func:`nearby`) where given."""
    g, b = s.grid, s.board
    sees = _sight(b)
    tally = _tally(s, scope)
    bulbs = tally[0] if scope is None else tally[0].values()
    shared = [cells for cells in bulbs if len(cells) > 1]  # runs with two bulbs: the first bulb with another
    if shared:  # in its sight, and the first of those
        i = min(cells[0] for cells in shared)
        j = min(j for cells in shared if i in cells for j in cells if j != i)
        return f"the bulbs at {b.where(i)} and {b.where(j)} would light each other", [i, j]
    for i, n, near in _walls_in(b, scope):
        bulbs = [j for j in near if g[j] == SHADED]
        free = [j for j in near if not g[j]]
        if len(bulbs) > n:
            return f"the {n} at {b.where(i)} would have {counted(len(bulbs), 'bulb')} beside it", [i] + bulbs
        if len(bulbs) + len(free) < n:
            most = len(bulbs) + len(free)
            said = "no bulb" if most == 0 else f"at most {most} bulb{'' if most == 1 else 's'}"
            return f"the {n} at {b.where(i)} could have {said} beside it", [i] + near
    for i, count in _dark(s, tally, scope):
        if not count:
            return f"{b.where(i)} would stay dark: no cell that could light it can hold a bulb", [i] + sees[i]
    return None


__all__ = ["RULES", "contradiction", "diagonal", "given_words", "givens", "lit", "nearby", "only_light",
           "shared_light", "wall_full", "wall_needs"]
