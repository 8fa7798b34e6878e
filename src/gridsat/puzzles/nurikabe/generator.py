"""``gridsat generate nurikabe``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a
random answer whose numbers are all fixed (each island needs its one number: none can be taken away).

1. A random answer (:func:`~.planting.random_answer`: islands grown on an all-sea board while the sea stays
   connected and no pool is left), each island's size on one of its cells drawn at random.
2. While the numbers allow a second answer (a check of the shared generator: CP-SAT, the planted answer hinted and
   forbidden, the cells the deductions decide fixed), the board is changed where the two answers differ
   (:meth:`NurikabeGenerator.repair`): a number moved within its island onto a cell the second answer shades, an
   island split by shading one of its cells the second answer shades, a cell the second answer leaves unshaded made
   an island of its own or added to the island beside it.  Each change keeps the planted answer valid (the checker)
   and breaks a rule in the second answer; the planted answer is changed only there.  At most a quarter of the
   cells' changes, then the next candidate.
"""

from __future__ import annotations

import random

from ...core.options import SolverOptions
from ..grid.clue_generator import ClueGenerator, graded_settings
from .planting import STEPS, Shading, islands_of, numbered, random_answer

#: The most changes a repair weighs (each by the classic deductions: about 2 ms on 10x10, 20 ms on 30x30).
CHANGES = 40
#: Random answers drawn for one candidate before it gives up (a pool no cell could break, seldom).
DRAWS = 20


class NurikabeGenerator(ClueGenerator):
    """Nurikabe puzzles with one answer: one number an island (with ``--grade``: of that grade)."""

    kind = "nurikabe"
    promise = ("a Nurikabe puzzle with exactly one answer: a random shading, one number an island, changed where a "
               "second answer was found (with --grade: of that grade)")
    settings = graded_settings(True)
    # from 225 cells a run without a time limit is told it may take minutes (benchmarks/clue_generators.py)
    slow_cells, slow_measured = 225, ("10x10 1-3 s, 15x15 8-27 s (up to 83 s), 20x20 about 100 s on a busy 2-core "
                                      "machine")
    cell_bytes = 70_000  # a 16x16 board grew 17.9 MB, a 12x12 13.8 MB

    def plant(self, rows: int, cols: int, rng: random.Random, options: SolverOptions) -> tuple[list, list]:
        """``(board, answer)``: :func:`~.planting.random_answer` and its numbers (:func:`~.planting.numbered`)."""
        from ..generators import CandidatesRanOut

        for _ in range(DRAWS):
            answer = random_answer(rows, cols, rng, options.check_time)
            if answer is not None:
                return numbered(answer, rng), answer
        raise CandidatesRanOut(f"no random {rows}x{cols} nurikabe answer in {DRAWS} draws")

    def model_given(self, puzzle, options: SolverOptions) -> dict:
        """The cells the deductions with their bounded one-cell trials decide, fixed in the check's model (15x15
        seeds 1-4: 63 s and 69 checks in all, where the model's own deductions, without trials, took 138 s and 109
        checks; the trials are bounded by their work, not the clock, and by the same budget with the compiled rules
        or without them: the same seed, the same puzzle on every install)."""
        known = puzzle.deductions(options, trials=True, same_everywhere=True)
        return {} if known is None else {"known": known}

    def read_clues(self, board: list, answer: list) -> dict:
        """None: every number is on the board (an island without its number is no Nurikabe)."""
        return {}

    def givens(self, board: list, clues: dict) -> int:
        """The numbers on the board."""
        return sum(v is not None for row in board for v in row)

    def repair(self, board: list, answer: list, other: list, rng: random.Random, earlier: list = (),
               options: SolverOptions | None = None) -> tuple[list, list] | None:
        """``(board, answer)`` changed where ``answer`` and ``other`` differ (the module docstring), the planted answer
        still valid and ``other`` breaking a rule: of those that let back in the fewest of the ``earlier`` second
        answers, the one whose numbers let the classic deductions decide the most cells (ties drawn at random; at
        most :data:`CHANGES` changes weighed); None when there is none.

        Raises:
            TimeUp: the time limit (``options``) ran out first."""
        from ...core.options import given_options

        options = given_options(options)
        rows, cols = len(answer), len(answer[0])
        changes = _moves(board, answer, other) + _splits(board, answer, other, rng) + _islets(board, answer, other)
        rng.shuffle(changes)
        best, key = None, None
        weighed = 0
        for new_board, new_answer in changes:
            puzzle = self.puzzle(rows, cols, new_board, {})
            if puzzle.violations(new_answer) or not puzzle.violations(other):
                continue
            back = sum(1 for e in earlier if e != new_answer and not puzzle.violations(e))
            decided = puzzle.deductions(options)
            mine = (back, -len(decided or ()))
            if key is None or mine < key:
                best, key = (new_board, new_answer), mine
            weighed += 1
            if weighed >= CHANGES:
                break
        return best


def _copy(grid: list) -> list:
    return [list(row) for row in grid]


def _moves(board: list, answer: list, other: list) -> list:
    """Each number moved within its island onto a cell ``other`` shades (the answer unchanged)."""
    found = []
    for island in islands_of(answer):
        (r0, c0) = next(c for c in island if board[c[0]][c[1]] is not None)
        for r, c in island:
            if other[r][c]:
                moved = _copy(board)
                moved[r][c], moved[r0][c0] = board[r0][c0], None
                found.append((moved, answer))
    return found


def _renumbered(answer: list, board: list, rng: random.Random) -> list:
    """The numbers of ``answer``: each island keeps the cell of a number of ``board`` it holds (the first), its size
    written there; an island holding none gets one on a cell drawn at random."""
    new = [[None] * len(answer[0]) for _ in answer]
    for island in islands_of(answer):
        kept = [c for c in island if board[c[0]][c[1]] is not None]
        r, c = kept[0] if kept else rng.choice(island)
        new[r][c] = len(island)
    return new


def _splits(board: list, answer: list, other: list, rng: random.Random) -> list:
    """Each island cell ``other`` shades made sea, where the sea stays connected and no pool is made, the island's
    parts numbered (:func:`_renumbered`)."""
    rows, cols = len(answer), len(answer[0])
    shading = Shading(rows, cols)
    shading.sea = answer
    found = []
    for r in range(rows):
        for c in range(cols):
            if answer[r][c] or not other[r][c] or board[r][c] is not None:
                continue
            if not any(shading.is_sea(r + dr, c + dc) for dr, dc in STEPS):
                continue  # (a sea cell with no sea beside it is a second sea)
            new = _copy(answer)
            new[r][c] = 1
            if not _pool_at(new, r, c):
                found.append((_renumbered(new, board, rng), new))
    return found


def _islets(board: list, answer: list, other: list) -> list:
    """Each sea cell ``other`` leaves unshaded made island (alone, numbered 1, or joined to the one island beside it,
    its number one larger), where the sea stays connected."""
    rows, cols = len(answer), len(answer[0])
    shading = Shading(rows, cols)
    shading.sea = answer
    found = []
    for r in range(rows):
        for c in range(cols):
            if not answer[r][c] or other[r][c]:
                continue
            near = [(r + dr, c + dc) for dr, dc in STEPS if shading.inside(r + dr, c + dc)
                    and not answer[r + dr][c + dc]]
            if not shading.sea_keeps((r, c)):
                continue
            new = _copy(answer)
            new[r][c] = 0
            islands = [i for i in islands_of(new) if (r, c) in i]
            numbers = [cell for cell in islands[0] if board[cell[0]][cell[1]] is not None]
            if len(numbers) > 1:  # (two islands joined)
                continue
            grown = _copy(board)
            if near:
                grown[numbers[0][0]][numbers[0][1]] += 1
            else:
                grown[r][c] = 1
            found.append((grown, new))
    return found


def _pool_at(sea: list, r: int, c: int) -> bool:
    """Whether a 2x2 block holding ``(r, c)`` is all sea."""
    rows, cols = len(sea), len(sea[0])
    for y in (r - 1, r):
        for x in (c - 1, c):
            if 0 <= y < rows - 1 and 0 <= x < cols - 1 and sea[y][x] and sea[y][x + 1] and sea[y + 1][x] \
                    and sea[y + 1][x + 1]:
                return True
    return False


GENERATOR = NurikabeGenerator()

__all__ = ["CHANGES", "DRAWS", "GENERATOR", "NurikabeGenerator"]
