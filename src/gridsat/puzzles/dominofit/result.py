"""Domino Fit results: a tiling and, when asked, uniqueness, several tilings,
a count, the forced dominoes, or an optimum."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.errors import got_items
from ...core.result import Result
from ...core.status import Status
from .check import check_dominoes
from .objective import Objective
from .rules import DominoFitPuzzle

#: What ``--forced`` says when every domino of the tiling is forced, in place of drawing the same board again (the
#: hint reader takes such a drawing as the tiling it shows).
ONLY_TILING = "the tiling above is the only one"


@dataclass
class DominoFitResult(Result):
    """A Domino Fit answer.

    Attributes:
        puzzle: the :class:`~gridsat.puzzles.dominofit.rules.DominoFitPuzzle` solved.
        dominoes: the tiling, ``[("H"|"V", r, c), ...]`` (empty unless solved).
        reason: why the puzzle is infeasible when proven by arithmetic on the targets.
        second: a second tiling when a uniqueness check found one.
        solutions: every tiling listed (``solutions`` task), else None.
        forced: dominoes in every tiling (``forced`` task; ``complete`` False
            when the proof was cut short).
        objective, objective_value, optimal, bound: the optimisation, when asked.
        (and the shared fields: ``count``, ``uniqueness``, ``complete``)
    """

    kind = "dominofit"
    answer_field = "dominoes"
    puzzle: DominoFitPuzzle = None
    dominoes: list = field(default_factory=list)
    reason: str | None = None
    second: list | None = None
    solutions: list | None = None
    forced: list | None = None
    objective: Objective | None = None
    objective_value: int | None = None
    optimal: bool | None = None
    bound: float | None = None

    def violations(self) -> list[str]:
        problems = []
        if self.status is Status.SOLVED:
            problems += check_dominoes(self.puzzle, self.dominoes)
            if self.objective is not None and self.objective_value != self.objective.value(self.puzzle, self.dominoes):
                problems.append("the reported objective value differs from the tiling's")
        if self.second is not None:
            problems += [f"second tiling: {p}" for p in check_dominoes(self.puzzle, self.second)]
            if self.same_answers(self.second, self.dominoes):
                problems.append("the second tiling equals the first")
        for i, tiling in enumerate(self.solutions or [], 1):
            problems += [f"tiling {i}: {p}" for p in check_dominoes(self.puzzle, tiling)]
        if self.solutions and len({tuple(sorted(t)) for t in self.solutions}) != len(self.solutions):
            problems.append("the same tiling is listed twice")
        if self.forced is not None:
            have = set(self.dominoes)
            problems += [f"forced domino {list(d)} is not in the tiling" for d in self.forced if d not in have]
        return problems

    def answer_json(self) -> dict:
        out = {"rule": self.puzzle.rule, "dominoes": [list(d) for d in self.dominoes]}
        if self.reason:
            out["reason"] = self.reason
        if self.second is not None:
            out["second"] = [list(d) for d in self.second]
        if self.solutions is not None:
            out["solutions"] = [[list(d) for d in t] for t in self.solutions]
        if self.forced is not None:
            out["forced"] = [list(d) for d in self.forced]
        if self.objective is not None:
            out.update({"objective": self.objective.kind, "objective_value": self.objective_value,
                        "optimal": bool(self.optimal)})
            if self.bound is not None:
                out["bound"] = self.bound
        return out

    def text(self):
        from rich.console import Group
        from rich.text import Text

        from .draw import draw_ascii

        parts = []
        if self.status is Status.SOLVED:
            parts.append(draw_ascii(self.puzzle, self.dominoes))
        elif self.puzzle.rows * self.puzzle.cols <= 10_000:  # an unsolved huge board is not worth printing
            parts.append(draw_ascii(self.puzzle, []))
        if self.reason:
            parts.append(Text(f"no tiling: {self.reason}"))
        if self.objective is not None and self.status is Status.SOLVED:
            proven = "proven optimal" if self.optimal else "not proven optimal"
            parts.append(Text(f"{self.objective.describe()}: {self.objective_value} ({proven})"))
        if self.forced is not None:
            proof = "proven" if self.is_complete else "not proven: time limit"
            if self.is_complete and len(self.forced) == len(self.dominoes):  # the same board twice, said once
                parts.append(Text(f"forced dominoes (in every tiling; proven): all {len(self.forced):,}: "
                                  f"{ONLY_TILING}"))
            else:
                parts.append(Text(f"forced dominoes (in every tiling; {proof}): {len(self.forced):,} of "
                                  f"{len(self.dominoes):,}"))
                parts.append(draw_ascii(self.puzzle, self.forced))
        return Group(*parts)

    def same_answers(self, one, other) -> bool:
        return sorted(map(tuple, one)) == sorted(map(tuple, other))  # a tiling's dominoes in any order

    def plain_answer(self, answer):
        from ..input_checks import plain_rows

        return [(str(d[0]), int(d[1]), int(d[2])) for d in plain_rows(answer)]

    def answer_fault(self, answer):
        from numbers import Integral

        from ..input_checks import plain_rows

        answer = plain_rows(answer)  # a numpy array of dominoes (dtype=object) as its rows, as grid answers are

        def domino(d):
            return (isinstance(d, (list, tuple)) and len(d) == 3 and d[0] in ("H", "V")
                    and all(isinstance(v, Integral) and not isinstance(v, bool) for v in d[1:]))  # numpy's too

        if not isinstance(answer, (list, tuple)) or not all(domino(d) for d in answer):
            return f'a tiling: a list of dominoes ("H" or "V", row, col), got {got_items(answer, domino)}'
        return None

    def text_of(self, dominoes):
        """A terminal drawing of one tiling (TypeError: not one in shape)."""
        self.expect_answer(dominoes)
        from .draw import draw_ascii

        return draw_ascii(self.puzzle, dominoes)

    def figure(self, title: str | None = None):
        from .draw import draw_figure

        if self.status is not Status.SOLVED:
            return None
        title = title or self._title()
        if self.forced is not None:  # a --forced picture drew the first tiling whole, as if every domino were forced
            from ...core.result import forced_title

            return draw_figure(self.puzzle, self.forced, title=forced_title(
                title, len(self.forced), len(self.dominoes), "dominoes forced", self.is_complete,
                "the others left out"))
        return draw_figure(self.puzzle, self.dominoes, title=title)

    def puzzle_figure(self, title: str | None = None):
        """The board as read, no domino placed but the givens (see :meth:`Result.puzzle_figure`)."""
        from .draw import draw_figure

        return draw_figure(self.puzzle, (), title=self.unsolved_title(title or self._title()))

    def _title(self) -> str:
        return f"Domino Fit {self.puzzle.rows}x{self.puzzle.cols} ({self.puzzle.rule} rule)"


__all__ = ["DominoFitResult"]
