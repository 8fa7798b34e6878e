"""Calendar tasks: those of the placement layer, and hints (a few pieces of
a solution, for a person to start from)."""

from __future__ import annotations

from collections import Counter

from ...core.errors import PuzzleInputError
from ...core.settings import spelled
from ...core.task import Found
from ..placement.run import PlacementSolver
from ..placement.search import BYTES_PER_TILING_PIECE, find

#: Solutions looked at to choose the pieces of a hint.
HINT_POOL = 2000


def hint(puzzle, k: int, engine: str, options) -> Found:
    """``k`` pieces of one solution besides those placed by ``--place``: those of the first solution whose
    placements occur in the most solutions (among up to :data:`HINT_POOL`;
    ties in edition order), so a placement every solution shares is shown
    first.

    Returns:
        :class:`~gridsat.core.task.Found` with the whole first solution as
        the answer and the result fields ``shown`` (the ``k`` placements)
        and ``remaining`` (how many of the solutions looked at agree).

    Raises:
        PuzzleInputError: ``k`` below 1 or above the number of pieces not
            placed by ``--place`` (none left: said so).
    """
    total = sum(n for _, n in puzzle.edition.pieces.items)
    # the pieces placed by --place are the player's own: a hint of 1 with U5 placed gave that U5 back (it is in
    # every solution, so it ranked first), "hint: 1 of 8 pieces", and nothing new
    placed = {(pl.piece, tuple(pl.cells)) for pl in puzzle.fixed}
    free = total - len(placed)
    if not placed and not 1 <= k <= total:
        raise PuzzleInputError(f"{spelled('--hint', 'hint')} must be 1..{total} (pieces of {puzzle.edition.name}), "
                               f"got {k}")
    if placed and not 1 <= k <= free:
        also = f"must be 1..{free} (the pieces of {puzzle.edition.name} not placed by {spelled('--place', 'place')})"
        raise PuzzleInputError(f"{spelled('--hint', 'hint')} {also}, got {k}" if free else
                               f"{spelled('--place', 'place')} places every piece of {puzzle.edition.name}, so "
                               f"{spelled('--hint', 'hint')} has none to show: solve it without the hint")
    # as many solutions as half the memory limit holds, up to HINT_POOL: a 200x200 board's hint was refused,
    # "listing 2,000 tilings ... needs about 44.7 GB (ask for fewer solutions, or a smaller puzzle)", though its
    # date solves and no solutions were asked for; a pool of fewer still gives a hint (its 'remaining' says of how many)
    pool = min(HINT_POOL, options.answers_held(BYTES_PER_TILING_PIECE * total))
    found = find(puzzle.problem, n=pool, listing=True, engine=engine, options=options)
    if not found.tilings:
        return Found([], found.complete, engine=found.engine)
    key = [{(pl.piece, tuple(pl.cells)) for pl in t} for t in found.tilings]
    freq = Counter(x for t in key for x in t)
    first = found.tilings[0]
    ranked = sorted((i for i in range(len(first)) if (first[i].piece, tuple(first[i].cells)) not in placed),
                    key=lambda i: (-freq[(first[i].piece, first[i].cells)], i))
    shown = [first[i] for i in sorted(ranked[:k])]
    want = {(pl.piece, pl.cells) for pl in shown}
    remaining = sum(1 for t in key if want <= t)
    # complete only when every solution was looked at: a pool cut by -t (or at HINT_POOL) said "1 solution agrees
    # with it" of a hint 8 solutions agree with, marked complete
    return Found([first], found.complete, engine=found.engine,
                 fields={"shown": shown, "remaining": remaining, "pool": len(found.tilings)})


class CalendarSolver(PlacementSolver):
    """The placement tasks on the date's problem; ``solve`` gives a hint when asked."""

    def __init__(self, puzzle, engine: str, options, hint: int | None):
        super().__init__(puzzle.problem, engine, options)
        self.puzzle, self.hint = puzzle, hint

    def solve(self, task) -> Found:
        if self.hint is None:
            return super().solve(task)
        return hint(self.puzzle, self.hint, self.engine, self.options)


__all__ = ["HINT_POOL", "CalendarSolver", "hint"]
