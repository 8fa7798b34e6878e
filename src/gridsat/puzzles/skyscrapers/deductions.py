"""Skyscrapers techniques a person can follow, simplest first, as solvers name them (the Latin square's singles
shared with Sudoku: :mod:`gridsat.puzzles.sudoku.deductions`, its rows and columns without boxes; the clues' own
rules from :mod:`.rules`: a clue counts the buildings seen from it, a taller one hiding a shorter).  A position is
flat over the board in its frame (``r * (N + 2) + c``): a cell's height, 0 undecided, :data:`FRAME` on the frame.
Each step decides a height; a step of an elimination ends in the single it allows and names the eliminations it
needs.  The techniques, whose words a grade quotes:

1. ``clue_one``: a clue 1 sees only the building next to it, so that one is the tallest, N;
   ``clue_full``: a clue N on a side of N sees every building, so they rise 1, 2, ..., N from it;
   ``full_house``: the last empty cell of a row or column takes the height it lacks;
   ``hidden_single_line``: the only cell of a row or column where a height can go;
   ``naked_single``: a cell whose row and column hold every height but one;
   ``tallest_place``: a clue c keeps the tallest, N, out of its first c - 1 cells (c - 1 buildings are seen
   before it), leaving N fewer places;
   ``clue_bounds``: a clue c's bounds on the first cells: the cell k from the clue holds at most N - c + k (the
   c - k buildings seen after it are taller than it).
2. ``visibility``: the heights of a row or column that no order of its heights left fits, from the clue's count
   (every order of the line's candidates enumerated, the one clue's count kept).
3. ``visibility_both``: the same from the two clues at a row's or column's ends at once (an order each sees as
   it counts).
"""

from __future__ import annotations

from ...constraints.visible import orders_seen
from ..grid.steploop import late
from ..sudoku.deductions import Single, eliminate as latin_eliminate, singles as latin_singles
from ..sudoku.marks import Layout, Marks, Move, Why

#: A frame cell's value in a position (no height goes there).
FRAME = -1
#: The level of each rule (the module docstring's).
LEVELS = {"clue_one": 1, "clue_full": 1, "full_house": 1, "hidden_single_line": 1, "naked_single": 1,
          "tallest_place": 1, "clue_bounds": 1, "visibility": 2, "visibility_both": 3}


def heights_said(heights) -> str:
    """``1, 3 or 5`` of ``heights`` (ascending)."""
    said = [str(h) for h in sorted(heights)]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " or " + said[-1]


class Board(Layout):
    """The Latin square inside a :class:`~.rules.SkyscrapersPuzzle`'s frame, as :class:`~..sudoku.marks.Layout`
    holds a Sudoku's: ``n`` the side (heights 1 to n), ``units`` its rows and columns (named as the board's rows and
    columns, its frame counted), cells flat over the framed board; ``clues`` every clue as ``(clue cell, count,
    cells from it inward)``; ``line_clues[u]`` the clues on unit ``u``'s two ends."""

    #: When the stepping must stop (a :func:`time.perf_counter` value; None: never): a line is enumerated only before.
    deadline = None
    peer_words = "row and column"
    value_word = "height"
    levels = LEVELS
    #: A trial's chain runs every technique (singles alone left a 7x7 of janko.at's to a guess).
    trial_upto = 3

    def __init__(self, puzzle):
        n, w = puzzle.n, puzzle.cols
        self.n, self.width = n, w
        self.rc = [divmod(i, w) for i in range(w * w)]
        inside = range(1, n + 1)
        rows = [(f"row {r + 1}", tuple(r * w + c for c in inside)) for r in inside]
        cols = [(f"column {c + 1}", tuple(r * w + c for r in inside)) for c in inside]
        self.units = rows + cols
        self.join(w * w)
        self.clues = [(r * w + c, count, [a * w + b for a, b in cells]) for (r, c), count, _, cells in puzzle.lines()]
        self.line_clues = {u: [k for k, (_, _, cells) in enumerate(self.clues) if set(cells) == set(line)]
                           for u, (_, line) in enumerate(self.units)}

    def flat(self, cell) -> int:
        return cell[0] * self.width + cell[1]

    def marks(self, grid: list) -> "SkylineMarks":
        return SkylineMarks(self, grid)

    def singles(self, marks) -> list:
        """The clues' own singles (:func:`clue_singles`), else the Latin square's (Sudoku's, without boxes)."""
        return clue_singles(marks) or latin_singles(marks)

    def eliminate(self, marks, order: int) -> bool:
        """Strike the heights of the first finding of the simplest technique that strikes any (:data:`TECHNIQUES`,
        by Sudoku's :func:`~..sudoku.deductions.eliminate`)."""
        return latin_eliminate(marks, order, TECHNIQUES)

    def clue_name(self, k: int) -> str:
        """``the clue 3 at r1c2``."""
        at, count, _ = self.clues[k]
        return f"the clue {count} at {self.name(at)}"

    def ordered(self, u: int, marks, ks=None) -> tuple:
        """``(cells, heights each may hold, count from the start, count from the end)`` of unit ``u`` read from the
        first of its clues ``ks`` (None: both it has; from the top or left when none)."""
        ks = self.line_clues[u] if ks is None else ks
        cells = list(self.clues[ks[0]][2]) if ks else list(self.units[u][1])
        counts = {tuple(self.clues[k][2]) == tuple(cells): self.clues[k][1] for k in ks}
        heights = [{marks.grid[i]} if marks.grid[i] else set(marks.cand[i]) for i in cells]
        return cells, heights, counts.get(True), counts.get(False)


class SkylineMarks(Marks):
    """A Skyscrapers position's pencil marks (Sudoku's: each height a row or column holds struck from its other
    cells), told a contradiction of a clue too."""

    def contradiction(self):
        """As Sudoku's marks' (a height twice in a row or column, a cell or a height with no place left), or a clue
        whose row or column has no order of its heights left that it sees as it counts:
        ``(sentence, cell indices)``; None when there is none."""
        broken = super().contradiction()
        if broken is not None:
            return broken
        lay = self.layout
        for u, ks in lay.line_clues.items():
            if not ks or late(lay.deadline):
                continue
            cells, heights, front, back = lay.ordered(u, self)
            fits = orders_seen(heights, front, back)
            if fits is not None and not fits[0]:
                said = " and ".join(lay.clue_name(k) for k in ks)
                why = self.struck(cells, range(1, lay.n + 1))
                return (f"{said} could not see as {'they count' if len(ks) > 1 else 'it counts'} with the heights "
                        f"left in {lay.units[u][0]}", sorted(why.premises | {lay.clues[k][0] for k in ks}
                                                             | self.filled(u)))
        return None


def clue_singles(marks: SkylineMarks) -> list:
    """The heights a clue decides alone: beside a clue 1, N; along a clue N, 1 to N in order."""
    lay, out = marks.layout, []
    n = lay.n
    for k, (at, count, cells) in enumerate(lay.clues):
        why = Why(frozenset((at,)))
        if count == 1 and not marks.grid[cells[0]]:
            out.append(Single("clue_one", cells[0], n, why, f"{lay.name(cells[0])} is {n}: {lay.clue_name(k)} sees "
                              "one building, so the one next to it is the tallest"))
        elif count == n and n > 1:
            for place, i in enumerate(cells, 1):
                if not marks.grid[i]:
                    out.append(Single("clue_full", i, place, why, f"{lay.name(i)} is {place}: {lay.clue_name(k)} "
                                      f"sees all {n} buildings, so they rise 1 to {n} from it"))
    return out


def _struck_by_bound(marks, order: int, rule: str, taller: bool) -> list:
    """A clue's bounds on its first cells, cell k from it at most N - c + k: the tallest alone (``taller``,
    ``tallest_place``) or every height above the bound (``clue_bounds``)."""
    lay, out = marks.layout, []
    n = lay.n
    for k, (at, count, cells) in enumerate(lay.clues):
        if count < 2:
            continue
        struck, parts = [], []
        for place, i in enumerate(cells[:count - 1], 1):
            if marks.grid[i]:
                continue
            over = [h for h in sorted(marks.cand[i]) if h > n - count + place and (h == n or not taller)]
            if over:
                struck += [(i, h) for h in over]
                parts.append(f"{lay.name(i)} ({place} from it) at most {n - count + place}, so not "
                             f"{heights_said(over)}")
        if not struck:
            continue
        if taller:
            names = lay.names(i for i, _ in struck)
            said = (f"tallest place: {lay.clue_name(k)} sees {count - 1} building{'s' * (count > 2)} before the "
                    f"tallest, so {n} is not in {names}")
        else:
            said = f"clue bounds: {lay.clue_name(k)} sees {count}: " + "; ".join(parts)
        out.append((Move(rule, LEVELS[rule], said, order, frozenset((at,))), struck, Why(frozenset())))
    return out


def tallest_place(marks, order: int) -> list:
    """``[(Move, [(cell, height) struck], Why relied on)]``: N struck from a clue c's first c - 1 cells."""
    return _struck_by_bound(marks, order, "tallest_place", True)


def clue_bounds(marks, order: int) -> list:
    """Every height above a clue's bound struck from its first cells (cell k at most N - c + k)."""
    return _struck_by_bound(marks, order, "clue_bounds", False)


def visibility(marks, order: int, both: bool = False) -> list:
    """The heights of a clued row or column that no order of its candidates fits, seen from one clue as it counts
    (``both``: from its two clues at once, ``visibility_both``; :func:`~gridsat.constraints.visible.orders_seen`),
    struck; a line too long to enumerate is left."""
    lay, out = marks.layout, []
    rule = "visibility_both" if both else "visibility"
    for u, clued in lay.line_clues.items():
        for ks in [clued] if both else [[k] for k in clued]:
            if not ks or both and len(ks) < 2 or late(lay.deadline):  # (past it: nothing struck, the loop stops)
                continue
            cells, heights, front, back = lay.ordered(u, marks, ks)
            fits = orders_seen(heights, front, back)
            if fits is None or not fits[0]:
                continue
            struck = [(i, h) for i, fit in zip(cells, fits) if not marks.grid[i] for h in sorted(marks.cand[i] - fit)]
            if not struck:
                continue
            clues = " and ".join(lay.clue_name(k) for k in ks)
            cut = " and ".join(f"{lay.name(i)} not {heights_said(h for j, h in struck if j == i)}"
                               for i in dict.fromkeys(i for i, _ in struck))
            said = (f"visibility: from the clue's count, every order of the heights left in {lay.units[u][0]} that "
                    f"{clues} {'see' if both else 'sees'} as {'they count' if both else 'it counts'} has {cut}")
            move = Move(rule, LEVELS[rule], said, order, frozenset({lay.clues[k][0] for k in ks} | marks.filled(u)))
            out.append((move, struck, marks.struck([i for i in cells if not marks.grid[i]], range(1, lay.n + 1))))
    return out


#: The eliminations, simplest first: ``f(marks, order) -> [(Move, struck, relied Why)]``.
TECHNIQUES = (tallest_place, clue_bounds, visibility, lambda m, o: visibility(m, o, True))


def start(puzzle) -> list:
    """The starting position, flat: the givens' heights inside, 0 elsewhere inside, :data:`FRAME` on the frame."""
    w = puzzle.cols
    return [FRAME if puzzle.on_frame(divmod(i, w)) else puzzle.clues[i // w][i % w] or 0 for i in range(w * w)]


__all__ = ["FRAME", "LEVELS", "TECHNIQUES", "Board", "SkylineMarks", "clue_bounds", "clue_singles",
           "heights_said", "start", "tallest_place", "visibility"]
