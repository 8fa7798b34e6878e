"""The result type every puzzle returns.

Subclasses add their answer fields and implement :meth:`Result.violations`
(the independent checker: rules read from the puzzle's definition, never the
solver), :meth:`Result.answer_json`, :meth:`Result.text` and
:meth:`Result.figure`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .errors import SolutionCheckError
from .solver import Status


@dataclass
class Result:
    """Common part of every answer.

    Attributes:
        status: :class:`~gridsat.core.solver.Status` (``solved`` /
            ``infeasible`` / ``unknown``).
        seconds: wall time spent solving (s).
    """

    kind: ClassVar[str] = "result"
    status: Status
    seconds: float

    @property
    def solved(self) -> bool:
        return self.status is Status.SOLVED

    def violations(self) -> list[str]:
        """Rule violations of the answer (empty list = valid, or no answer)."""
        return []

    def check(self) -> "Result":
        """Run the independent checker.

        Returns:
            self, so ``pack(...).check()`` chains.

        Raises:
            SolutionCheckError: the answer breaks a rule (lists which).
        """
        problems = self.violations()
        if problems:
            raise SolutionCheckError(problems)
        return self

    def answer_json(self) -> dict:
        """The answer's fields for :meth:`to_json` (empty without answer)."""
        return {}

    def to_json(self) -> dict:
        """``{"kind", "status", "seconds", ...answer fields}`` (JSON-ready)."""
        return {"kind": self.kind, "status": str(self.status), "seconds": round(self.seconds, 6),
                **self.answer_json()}

    def text(self):
        """A terminal drawing (``rich`` renderable or ``str``)."""
        return str(self.status)

    def figure(self):
        """A matplotlib ``Figure`` of the answer, or None for a kind without pictures."""
        return None

    def _repr_svg_(self):
        from ..render.picture import figure_svg

        fig = self.figure()
        return None if fig is None else figure_svg(fig)
