"""``gridsat generate nurimisaki``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a
random answer of the rules without the dead ends' (CP-SAT, one worker); the answer's dead ends become its circles,
fixed, and each circle's number is read as Kurodoko's are (the unshaded cells it sees).  A number removed leaves its
circle (``?``): the circles always stay, as they must (a dead end without one breaks a rule)."""

from __future__ import annotations

from ..kurodoko.generator import KurodokoGenerator


class NurimisakiGenerator(KurodokoGenerator):
    """Nurimisaki puzzles with one answer and a minimal set of numbers on its circles (with ``--grade``: of that
    grade)."""

    kind = "nurimisaki"
    promise = ("a Nurimisaki puzzle with exactly one answer, a circle on each dead end and a minimal set of numbers "
               "(with --grade: of that grade)")
    density = 0.4  # the share of cells hinted shaded: no 2x2 block of one colour keeps it near half
    # A circle on every dead end, all numbered, is the most a candidate can give (no clue can be added where a second
    # answer differs): measured (seeds 1-3, a 2-core machine loaded to 15), 6x6 and 7x7 found in 5-48 candidates
    # (1.5-6.4 s), 8x8 in two seeds of three, 10x10 in none of seeds 1-2 (50 candidates, 21-23 s): sides up to 10.
    max_side, default_size = 10, "6x6"
    slow_cells, slow_measured = 64, "8x8 4-7 s, 10x10 about 22 s to run out of candidates on a busy 2-core machine"

    def plant(self, rows: int, cols: int, rng, options) -> tuple[list, list]:
        """``(board, answer)``: a random answer of the empty board's rules less the dead ends' (CP-SAT, every cell
        hinted from ``rng``), and the board of its dead ends' circles (``?``).

        Raises:
            TimeUp: the time limit ran out first."""
        from ...core.options import TimeUp
        from ...core.status import Status
        from ..grid.clue_generator import _one_worker, hint

        empty = self.puzzle(rows, cols, [[None] * cols for _ in range(rows)], {})
        session, encoding = self.genre.cpsat_session(empty, "cpsat", _one_worker(options), dead_ends=False)
        hint(session.model, encoding.decision, [rng.random() < self.density for _ in encoding.decision])
        out = session.solve()
        if out.status is not Status.SOLVED:  # (an empty board's rules less the dead ends' always have an answer)
            raise TimeUp()
        answer = encoding.decode(out.values)
        ends = set(empty.dead_ends(answer))
        return [["?" if (r, c) in ends else None for c in range(cols)] for r in range(rows)], answer

    def read_clues(self, board: list, answer: list) -> dict:
        """Every circle's number: the unshaded cells it sees along its row and column, itself included."""
        sight = self.puzzle(len(answer), len(answer[0]), board, {}).sight(answer)
        return {(r, c): sight[r][c] for r, row in enumerate(board) for c, v in enumerate(row) if v is not None}

    def removed(self, clue):
        """A number removed leaves its circle: ``?``."""
        return "?"


GENERATOR = NurimisakiGenerator()

__all__ = ["GENERATOR", "NurimisakiGenerator"]
