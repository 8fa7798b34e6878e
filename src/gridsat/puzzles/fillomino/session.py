"""Fillomino's CP-SAT session on boards with free cells: whole answers built outright as hints, in turn."""

from __future__ import annotations

from ...engines.cpsat import CpSatSession


class HintedSession(CpSatSession):
    """A CP-SAT session whose solves take turns among whole answers as hints (``hints``: lists of ``(variable,
    value)``, the model's :attr:`answer_hints`, its first already hinted): the second solve, past the first
    answer (``--unique``), starts from a second answer, not from the one it may no longer give."""

    def __init__(self, model, decision, options=None, defaults=None, *, hints: list):
        super().__init__(model, decision, options, defaults)
        self.hints = hints
        self.solves = 0

    def solve(self):
        if self.solves:
            self.model.clear_hints()
            for var, value in self.hints[self.solves % len(self.hints)]:
                self.model.add_hint(var, value)
        self.solves += 1
        return super().solve()


__all__ = ["HintedSession"]
