"""Creek deductions a person can follow, simplest first (the logic of
:mod:`gridsat.puzzles.grid.stepping`; levels of :mod:`gridsat.core.hints`).

Each is a consequence of the rules (:mod:`.rules`: a number on a grid point
counts the shaded cells around it, the unshaded cells connected), the
classic Creek techniques:

1. ``number_full``: a number with as many shaded cells around it as it
   says has its other cells unshaded (a 0's cells are all unshaded);
   ``number_needs``: a number that needs every cell around it not yet
   unshaded has them shaded (a 4's cells, a 2 on the board's edge, a 1 in
   its corner).
2. ``numbers_together``: two numbers on neighbouring points share cells
   (two, or one diagonally); of the ways to shade the cells around both
   that give each its count, every one shades a cell, or every one leaves
   it unshaded: so is it (a 3 beside a 1 inside the board: the 3's own
   two cells shaded, the 1's own two unshaded);
   ``unshaded_escape``: a group of unshaded cells with one way out, while
   other unshaded cells lie elsewhere, goes out that way; ``walled``: a
   cell whose neighbours are all shaded (four, three on the board's edge,
   two in its corner) is shaded when unshaded cells lie elsewhere
   (unshaded, it would be cut off).
3. ``unshaded_cut``: a cell that, shaded, would cut unshaded cells off
   from the others is unshaded.
"""

from __future__ import annotations

from ...constraints.corners import corner_cells
from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, separators, unjoined
from .rules import point_name


def givens(board: Board) -> list:
    """Every cell undecided: the numbers stand on the grid points, none in a cell."""
    return [0] * board.n


def _numbers(board: Board) -> list:
    """``(point, number, cells)`` of every number (``?`` left out), ``cells`` the flat indices around its point;
    worked out once per board."""
    if not hasattr(board, "creek_numbers"):
        puzzle, cols = board.puzzle, board.cols
        board.creek_numbers = [(p, v, [r * cols + c for r, c in corner_cells(board.rows, cols, p)])
                               for p, v in puzzle.clued().items() if v != "?"]
    return board.creek_numbers


def _at(b: Board, number: int, point) -> str:
    """A number in words: ``"the 2 at the top-left corner of r1c1"``."""
    return f"the {number} at {point_name(point, b.rows, b.cols)}"


def _is(cells: list) -> str:
    return "is" if len(cells) == 1 else "are"


def _cells(n: int) -> str:
    return f"{n} shaded cell{'' if n == 1 else 's'}"


def number_full(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for point, number, cells in _numbers(b):
        shaded = [i for i in cells if g[i] == SHADED]
        free = [i for i in cells if not g[i]]
        if free and len(shaded) == number:
            why = f"{_at(b, number, point)} has no shaded cell around it" if number == 0 else \
                f"{_at(b, number, point)} has its {_cells(number)} already ({b.named(shaded)})"
            out.append(b.step("number_full", f"{b.named(free)} {_is(free)} unshaded: {why}",
                              dict.fromkeys(free, UNSHADED), shaded, 1))
    return out


def number_needs(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for point, number, cells in _numbers(b):
        light = [i for i in cells if g[i] == UNSHADED]
        free = [i for i in cells if not g[i]]
        if free and number and len(cells) - len(light) == number:
            if light:
                why = (f"{_at(b, number, point)} needs {_cells(number)}, and with {b.named(light)} unshaded only "
                       f"{number} of its {len(cells)} cells {'is' if number == 1 else 'are'} left")
            elif len(cells) == number == 1:
                why = f"{_at(b, number, point)}, in the board's corner, touches only that cell"
            else:
                why = f"{_at(b, number, point)} needs {_cells(number)}, as many as the cells around it"
            out.append(b.step("number_needs", f"{b.named(free)} {_is(free)} shaded: {why}",
                              dict.fromkeys(free, SHADED), light, 1))
    return out


def _pairs(board: Board) -> list:
    """``(first, second, shared)`` for every two numbers whose points are neighbours (across or diagonally),
    ``first`` and ``second`` as :func:`_numbers` gives them, ``shared`` the cells around both; once per board."""
    if not hasattr(board, "creek_pairs"):
        numbers = _numbers(board)
        at = {point: k for k, (point, _, _) in enumerate(numbers)}
        out = []
        for k, ((r, c), _, cells) in enumerate(numbers):
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                other = at.get((r + dr, c + dc))
                if other is not None:
                    shared = sorted(set(cells) & set(numbers[other][2]))
                    if shared:
                        out.append((numbers[k], numbers[other], shared))
        board.creek_pairs = out
    return board.creek_pairs


def numbers_together(s: State) -> list:
    g, b, out = s.grid, s.board, []
    for (p, m, mine), (q, n, theirs), shared in _pairs(b):
        cells = sorted(set(mine) | set(theirs))
        free = [i for i in cells if not g[i]]
        if not free:
            continue
        inside = set(mine)
        need_m = m - sum(g[i] == SHADED for i in mine)
        need_n = n - sum(g[i] == SHADED for i in theirs)
        always, ever, ways = -1, 0, 0
        for bits in range(1 << len(free)):
            got_m = sum(bits >> k & 1 for k, i in enumerate(free) if i in inside)
            got_n = sum(bits >> k & 1 for k, i in enumerate(free) if i in theirs)
            if got_m == need_m and got_n == need_n:
                ways += 1
                always &= bits
                ever |= bits
        if not ways:
            continue  # (the contradiction says so)
        decided = {i: SHADED if always >> k & 1 else UNSHADED for k, i in enumerate(free)
                   if always >> k & 1 or not ever >> k & 1}
        if not decided:
            continue
        said = [f"{b.named(c)} {_is(c)} {word}" for word, c in
                (("shaded", [i for i, v in decided.items() if v == SHADED]),
                 ("unshaded", [i for i, v in decided.items() if v == UNSHADED])) if c]
        known = [i for i in cells if g[i]]
        given = f"with {b.named(known)} decided, " if known else ""
        ways_said = "only one way to shade the cells around them gives both their counts" if ways == 1 else (
            f"{ways} ways to shade the cells around them give both their counts, and "
            f"{'both' if ways == 2 else f'all {ways}'} agree there")
        out.append(b.step("numbers_together", f"{' and '.join(said)}: {_at(b, m, p)} and {_at(b, n, q)} share "
                          f"{b.named(shared)}; {given}{ways_said}",
                          decided, known, 2))
    return out


def unshaded_escape(s: State) -> list:
    b, out = s.board, []
    _, groups = areas(b, [v == UNSHADED for v in s.grid])
    for k, group in enumerate(groups if len(groups) > 1 else ()):
        exits = s.touching(group, 0)
        if len(exits) == 1:
            elsewhere = groups[1 if k == 0 else 0][0]
            out.append(b.step("unshaded_escape", f"{b.where(exits[0])} is unshaded: the unshaded cells must be "
                              f"connected, and the group at {b.where(min(group))} has no other way out to the "
                              f"unshaded cell at {b.where(elsewhere)}", {exits[0]: UNSHADED},
                              group + s.touching(group, SHADED) + [elsewhere], 2))
    return out


def walled(s: State) -> list:
    g, b, out = s.grid, s.board, []
    first = next((i for i in range(b.n) if g[i] == UNSHADED), None)
    if first is None:
        return out
    for i in s.free():
        if all(g[nb] == SHADED for nb in b.near[i]):
            out.append(b.step("walled", f"{b.where(i)} is shaded: its neighbours are all shaded, so unshaded it "
                              f"would be cut off from the unshaded cell at {b.where(first)}", {i: SHADED},
                              b.near[i] + [first], 2))
    return out


def unshaded_cut(s: State) -> list:
    g, b, out = s.grid, s.board, []
    root = next((i for i in range(b.n) if g[i] == UNSHADED), None)
    if root is None:
        return out
    for cell, piece, _ in separators(b, lambda i: g[i] != SHADED, lambda i: g[i] == UNSHADED, root):
        if not g[cell]:
            inside = next(i for i in piece if g[i] == UNSHADED)
            out.append(b.step("unshaded_cut", f"{b.where(cell)} is unshaded: the unshaded cells must be connected, "
                              f"and shaded it would cut the unshaded cell at {b.where(inside)} off from the one at "
                              f"{b.where(root)}", {cell: UNSHADED},
                              [inside, root] + s.touching(piece + [cell], SHADED), 3))
    return out


#: The rules in the order a person tries them (simplest first).
RULES = (number_full, number_needs, numbers_together, unshaded_escape, walled, unshaded_cut)
# the level of every step of a rule past level 1 (a short trial's look-ahead of level-1 rules stops there:
# :func:`~..grid.stepping.next_rules`)
numbers_together.level = unshaded_escape.level = walled.level = 2
unshaded_cut.level = 3


def contradiction(s: State):
    """Why the partial shading already breaks a rule: ``(sentence, cells
    that show it)``, or None."""
    g, b = s.grid, s.board
    for point, number, cells in _numbers(b):
        shaded = [i for i in cells if g[i] == SHADED]
        if len(shaded) > number:
            return f"{_at(b, number, point)} would have {_cells(len(shaded))} around it", shaded
        light = [i for i in cells if g[i] == UNSHADED]
        if len(cells) - len(light) < number:
            return f"{_at(b, number, point)} could not have {_cells(number)} around it", light
    return unjoined(s, UNSHADED)


__all__ = ["RULES", "contradiction", "givens", "number_full", "number_needs", "numbers_together", "unshaded_cut",
           "unshaded_escape", "walled"]
