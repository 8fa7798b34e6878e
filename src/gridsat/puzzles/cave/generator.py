"""``gridsat generate cave``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its numbers
read from a random answer as Kurodoko's are: each unshaded cell's count of the unshaded cells it sees."""

from __future__ import annotations

from ..kurodoko.generator import KurodokoGenerator


class CaveGenerator(KurodokoGenerator):
    """Cave puzzles with one answer and a minimal set of numbers (with ``--grade``: of that grade).  The random
    answer is CP-SAT's on the empty board (the Cave rules), hinted towards a random picture; its numbers, and
    the shape of its memory estimate, are Kurodoko's
    (:class:`~gridsat.puzzles.kurodoko.generator.KurodokoGenerator`)."""

    kind = "cave"
    promise = "a Cave puzzle with exactly one answer and a minimal set of numbers (with --grade: of that grade)"
    density = 0.4  # shaded cells may touch: a published Cave shades about half its board
    # from 150 cells a run without a time limit is told it may take minutes (measured in processes, seeds 1-3)
    slow_cells, slow_measured = 150, "10x10 about 25 s (4 s of CPU) on a 2-core machine loaded to 14"
    seen_bytes = 14_000  # an 11x11 board grew 29.3 MB, a 7x7 13.0 MB (its shaded areas' trees beside Kurodoko's)


GENERATOR = CaveGenerator()

__all__ = ["CaveGenerator", "GENERATOR"]
