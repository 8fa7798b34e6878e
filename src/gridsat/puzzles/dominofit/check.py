"""The independent checker of Domino Fit tilings: rules 1-5 of :mod:`.rules`,
read off the puzzle and the dominoes alone (no solver)."""

from __future__ import annotations

from typing import Iterable

from .rules import Domino, DominoFitPuzzle, domino_cells, holds, line_sums


def check_dominoes(puzzle: DominoFitPuzzle, dominoes: Iterable[Domino]) -> list[str]:
    """The independent checker: rules 1-5 of the module docstring, read off
    the puzzle and the dominoes alone (no solver).

    Returns:
        list of violations, each naming the domino, cell or line; empty when valid.
    """
    problems = []
    covered: dict = {}
    dominoes = list(dominoes)
    for d in dominoes:
        if len(d) != 3 or d[0] not in ("H", "V"):
            problems.append(f"{list(d)} is not a domino [\"H\"|\"V\", row, col]")
            continue
        for cell in domino_cells(d):
            r, c = cell
            if not (0 <= r < puzzle.rows and 0 <= c < puzzle.cols):
                problems.append(f"domino {list(d)} leaves the grid at {list(cell)}")
            elif cell in puzzle.blocked:
                problems.append(f"domino {list(d)} covers blocked cell {list(cell)}")
            elif cell in covered:
                problems.append(f"cell {list(cell)} is covered by both {list(covered[cell])} and {list(d)}")
            else:
                covered[cell] = d
    missing = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)
               if (r, c) not in puzzle.blocked and (r, c) not in covered]
    if missing:
        problems.append(f"{len(missing)} free cells are not covered (first {list(missing[0])})")
    rs, cs = line_sums(puzzle.rule, puzzle.rows, puzzle.cols, [d for d in dominoes if len(d) == 3])
    for axis, sums, targets, rels in (("row", rs, puzzle.row_targets, puzzle.row_relations),
                                      ("column", cs, puzzle.col_targets, puzzle.col_relations)):
        for i, (s, t, rel) in enumerate(zip(sums, targets, rels)):
            if not holds(s, rel, t):
                problems.append(f"{axis} {i} scores {s} under the {puzzle.rule} rule, target {rel} {t}")
    have = set(map(tuple, dominoes))
    for g in puzzle.givens:
        if tuple(g) not in have:
            problems.append(f"given domino {list(g)} is not in the tiling")
    return problems



__all__ = ["check_dominoes"]
