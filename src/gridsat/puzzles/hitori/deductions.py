"""Hitori deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: no number twice among a
line's unshaded cells, shaded cells never touch, unshaded cells connected),
the classic Hitori techniques:

1. ``beside_shaded``: the neighbours of a shaded cell are unshaded;
   ``repeat``: an unshaded cell's number is shaded everywhere else in its
   row and column; ``sandwich``: in ``A B A`` the ``B`` is unshaded (shaded,
   it would leave both ``A`` unshaded); ``pair``: in ``A A`` one ``A`` stays
   unshaded (they cannot both be shaded), so every third copy in that line
   is shaded.
2. ``only_copy``: a cell whose number has no unshaded-or-undecided copy
   left in its row and column stays unshaded: shaded, it could be unshaded
   again without breaking a rule, a second answer (the puzzle has one; the
   solver proves it before any step).
3. ``cut``: shading a cell that cuts the cells not shaded in two would
   leave unshaded cells (its neighbours) on both sides.
"""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, cut_apart, separators


def givens(board: Board) -> list:
    """Hitori gives no cell's shading: every cell starts undecided."""
    return [0] * board.n


def _lines(board: Board) -> list:
    """``(name, cells)`` of every row and column (cached on the board)."""
    if not hasattr(board, "hitori_lines"):
        board.hitori_lines = ([(f"row {r + 1}", [r * board.cols + c for c in range(board.cols)])
                               for r in range(board.rows)]
                              + [(f"column {c + 1}", [r * board.cols + c for r in range(board.rows)])
                                 for c in range(board.cols)])
        board.hitori_copies = [[] for _ in range(board.n)]  # (line name, the other cells of that number)
        for name, cells in board.hitori_lines:
            for i in cells:
                if isinstance(board.clue[i], int):
                    same = [j for j in cells if j != i and board.clue[j] == board.clue[i]]
                    if same:
                        board.hitori_copies[i].append((name, same))
    return board.hitori_lines


def _copies(board: Board, i: int) -> list:
    _lines(board)
    return board.hitori_copies[i]


def beside_shaded(s: State, cells: list | None = None) -> list:
    """Each shaded cell's undecided neighbours are unshaded (of the shaded cells among ``cells``, ascending, where
    given: Heyawake's local rule)."""
    g, b, out = s.grid, s.board, []
    for i in [i for i, v in enumerate(g) if v == SHADED] if cells is None else [i for i in cells if g[i] == SHADED]:
        free = [nb for nb in b.near[i] if not g[nb]]
        if free:
            out.append(b.step("beside_shaded", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} unshaded: "
                              f"neighbours of a shaded cell ({b.where(i)}) are unshaded", dict.fromkeys(free, UNSHADED),
                              [i], 1))
    return out


def repeat(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for i, v in enumerate(g):
        for name, same in _copies(b, i) if v == UNSHADED else ():
            free = [j for j in same if not g[j]]
            if free:
                out.append(b.step("repeat", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} shaded: the "
                                  f"{b.clue[i]} repeats in {name} and stays unshaded at {b.where(i)}",
                                  dict.fromkeys(free, SHADED), [i], 1))
    return out


def sandwich(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for name, cells in _lines(b):
        for x, y, z in zip(cells, cells[1:], cells[2:]):
            if not g[y] and isinstance(b.clue[x], int) and b.clue[x] == b.clue[z]:
                middle = "·" if b.clue[y] is None else b.clue[y]
                out.append(b.step("sandwich", f"{b.where(y)} is unshaded: sandwich ({b.clue[x]} {middle} "
                                  f"{b.clue[z]}) in {name}; shaded, it would leave the {b.clue[x]}s beside it "
                                  f"({b.where(x)}, {b.where(z)}) both unshaded",
                                  {y: UNSHADED}, [x, z], 1))
    return out


def pair(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for name, cells in _lines(b):
        for x, y in zip(cells, cells[1:]):
            if isinstance(b.clue[x], int) and b.clue[x] == b.clue[y]:
                free = [j for j in cells if b.clue[j] == b.clue[x] and j not in (x, y) and not g[j]]
                if free:
                    out.append(b.step("pair", f"{b.named(free)} {'is' if len(free) == 1 else 'are'} shaded: pair in "
                                      f"{name} ({b.where(x)} and {b.where(y)} show {b.clue[x]}, side by side, so "
                                      f"one of them stays unshaded): the third copy is shaded",
                                      dict.fromkeys(free, SHADED), [x, y], 1))
    return out


def only_copy(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for i in s.free():
        copies = [j for _, same in _copies(b, i) for j in same]
        if all(g[j] == SHADED for j in copies):
            said = (f"the only {b.clue[i]} left in its row and column (the others are shaded)" if copies else
                    f"its {b.clue[i]} is the only one in its row and column" if isinstance(b.clue[i], int) else
                    "it shows no number")
            out.append(b.step("only_copy", f"{b.where(i)} stays unshaded: {said}; shaded, it could be unshaded "
                              "again without breaking a rule, a second answer", {i: UNSHADED}, copies, 2))
    return out


def cut(s: State) -> list:
    g, b, out = s.grid, s.board, []
    root = next((i for i in range(b.n) if g[i] != SHADED), None)
    if root is None:
        return out
    label, parts = areas(b, [v != SHADED for v in g])
    for cell, piece, cut_off in separators(b, lambda i: g[i] != SHADED, lambda i: True, root):
        if not g[cell]:
            if 0 < len(parts[label[root]]) - 1 - cut_off < len(piece):  # the root's side is the smaller: it is the one
                # walled off, as a trial's contradiction names it ("r1c4, r1c5 and 24 more would be walled off" was
                # said where shading r2c2 shuts r1c2 in alone)
                piece = _side(b, g, root, cell)
            out.append(b.step("cut", f"{b.where(cell)} is unshaded: shading here would cut the unshaded cells "
                              f"apart ({b.named(piece, 2)} would be walled off)", {cell: UNSHADED},
                              s.touching(piece + [cell], SHADED), 3))
    return out


def _side(b: Board, g: list, root: int, cell: int) -> list:
    """The cells not shaded that ``root`` reaches without passing ``cell`` (its side of the cut at ``cell``)."""
    seen, todo = {root, cell}, [root]
    for i in todo:  # (the list grows as it is walked: a breadth-first search)
        for nb in b.near[i]:
            if nb not in seen and g[nb] != SHADED:
                seen.add(nb)
                todo.append(nb)
    return todo


#: The rules in the order a person tries them (simplest first).
RULES = (beside_shaded, repeat, sandwich, pair, only_copy, cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`; tests/test_hint_steps_pinned.py checks the steps say it)
only_copy.level = 2
cut.level = 3


def shaded_side_by_side(s: State, i: int):
    """``(sentence, cells)`` when the shaded cell ``i`` has a shaded
    neighbour (no two shaded cells share an edge: Hitori's rule, Kurodoko's
    too), else None."""
    g, b = s.grid, s.board
    nb = next((nb for nb in b.near[i] if g[nb] == SHADED), None)
    return None if nb is None else (f"{b.where(i)} and {b.where(nb)} would be shaded side by side", [i, nb])


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None."""
    g, b = s.grid, s.board
    for i, v in enumerate(g):
        if v == SHADED:
            if told := shaded_side_by_side(s, i):
                return told
        elif v == UNSHADED:
            for name, same in _copies(b, i):
                j = next((j for j in same if g[j] == UNSHADED), None)
                if j is not None:
                    return f"the {b.clue[i]}s at {b.where(i)} and {b.where(j)} would both be unshaded in {name}", [i, j]
    return cut_apart(s)


__all__ = ["RULES", "beside_shaded", "contradiction", "cut", "givens", "only_copy", "pair", "repeat", "sandwich",
           "shaded_side_by_side"]
