"""Exact-cover results: a cover (sorted option indices), several, or a count."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.result import Result
from ...core.status import Status
from .check import check_cover
from .problem import CoverProblem


@dataclass
class CoverResult(Result):
    """An exact-cover answer.

    Attributes:
        problem: the :class:`~gridsat.puzzles.cover.problem.CoverProblem`.
        cover: the (first) cover, sorted 0-based option indices, or None.
        second: a second cover, when a uniqueness check found one.
        solutions: the covers listed (or kept while counting), else None.
        reason: (read only) why no cover exists, when the status is
            infeasible and a primary item is in no option; else None.
    """

    kind = "cover"
    answer_field = "cover"
    problem: CoverProblem = None
    cover: list | None = None
    second: list | None = None
    solutions: list | None = None

    @property
    def reason(self) -> str | None:
        """Why no cover exists (a primary item in no option), for an infeasible result; else None."""
        if self.status is not Status.INFEASIBLE or self.problem is None:
            return None
        return self.problem.unreachable_reason

    def same_answers(self, one, other) -> bool:
        return sorted(one) == sorted(other)  # a cover's options in any order

    def violations(self) -> list[str]:
        answers = [("cover", self.cover), ("second cover", self.second)]
        answers += [(f"cover {i}", c) for i, c in enumerate(self.solutions or [], 1)]
        problems = [f"{what}: {p}" for what, c in answers if c is not None for p in check_cover(self.problem, c)]
        listed = [tuple(sorted(c)) for c in self.solutions or []]
        if len(set(listed)) != len(listed):
            problems.append("the same cover is listed twice")
        if self.second is not None and self.cover is not None and self.same_answers(self.second, self.cover):
            problems.append("the second cover equals the first")
        if self.solved and self.cover is None:
            problems.append("solved, but no cover is given")
        return problems

    def answer_json(self) -> dict:
        out: dict = {"items": len(self.problem.primary) + len(self.problem.secondary),
                     "options": len(self.problem.options), "cover": self.cover}
        if self.problem.option_names is not None and self.cover is not None:
            out["names"] = [self.problem.option_names[i] for i in self.cover]
        if self.problem.colours is not None and self.cover is not None:
            out["colours"] = self.colours_of(self.cover)
        if self.second is not None:
            out["second"] = self.second
        if self.solutions is not None:
            out["solutions"] = self.solutions
        if self.reason:
            out["reason"] = self.reason
        return out

    def text(self):
        if self.cover is None and self.reason:  # a file whose primary item no option names: only "infeasible"
            return f"no cover: {self.reason}"
        return self.text_of(self.cover) if self.cover is not None else str(self.status)

    def answer_fault(self, answer):
        from numbers import Integral

        from ...core.errors import got_items
        from ...core.grid_answers import listlike

        n = len(self.problem.options)

        def index(i) -> bool:  # numpy's integers too (np.int64(0) was refused as no index)
            return isinstance(i, Integral) and not isinstance(i, bool) and 0 <= i < n

        if not listlike(answer) or not all(index(i) for i in answer):  # a numpy array too, as the grids take it
            return f"a cover: a list of option indices from 0 to {n - 1}, got {got_items(answer, index)}"
        return None

    def plain_answer(self, answer):
        return [int(i) for i in answer]

    def text_of(self, cover) -> str:
        """One cover, an option a line: its index (and name) and its items
        (coloured ones as ``item:colour``).  TypeError: not a cover in shape."""
        self.expect_answer(cover)
        if not cover:  # a problem without primary items: its one cover was printed as nothing at all
            return "the empty cover: no primary item to cover, so no option is chosen"
        names = self.problem.option_names
        return "\n".join(f"{i}{' ' + names[i] if names else ''}: {self.problem.option_text(i)}" for i in cover)

    def colours_of(self, cover) -> dict:
        """``{secondary item: colour}`` for the items the options of
        ``cover`` give a colour (JSON keys: item names as strings).  TypeError:
        not a cover in shape (None met "'NoneType' object is not iterable")."""
        self.expect_answer(cover)
        out: dict = {}
        if self.problem.colours is None:  # a problem without colours met "'NoneType' object is not subscriptable"
            return out
        for i in cover:
            for x, c in zip(self.problem.options[i], self.problem.colours[i]):
                if c is not None:
                    out[str(x)] = c
        return out


__all__ = ["CoverResult"]
