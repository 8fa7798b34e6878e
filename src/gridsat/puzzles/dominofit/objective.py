"""What to optimise on a Domino Fit board with relaxed targets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, shown, quoted
from .rules import _cells, coefficient_problem

if TYPE_CHECKING:
    from .rules import Domino, DominoFitPuzzle

SIDES = ("top", "bottom", "left", "right")
OBJECTIVES = ("max-vertical", "min-vertical", "max-horizontal", "min-horizontal", "weighted", "costs", "edge")


@dataclass(frozen=True)
class Objective:
    """What to optimise (to just find a tiling, give no Objective: ``objective=None``; ``Objective(None)`` is refused).

    Attributes:
        kind: one of :data:`OBJECTIVES`: ``max-vertical`` / ``min-vertical`` /
            ``max-horizontal`` / ``min-horizontal`` (domino counts),
            ``weighted`` (maximise ``weights[0] * #H + weights[1] * #V``),
            ``costs`` (minimise the sum of the file's per-placement costs;
            unlisted placements cost 0), ``edge`` (maximise the number of
            dominoes lying entirely within ``depth`` cells of ``side``).
        weights: ``(w_horizontal, w_vertical)`` integers for ``weighted``.
        side: ``top`` / ``bottom`` / ``left`` / ``right`` for ``edge``.
        depth: band width in cells for ``edge`` (>= 1).
    """

    kind: str
    weights: tuple = (1, 1)
    side: str = "top"
    depth: int = 2

    def __post_init__(self):
        from ...core.options import whole

        weights = self.weights  # None met "'NoneType' object is not iterable"; a third weight was kept unused
        if isinstance(weights, (str, bytes, dict)) or not hasattr(weights, "__len__") or len(weights) != 2:
            raise TypeError(f"Objective's weights must be a pair (horizontal, vertical) of whole numbers, got "
                            f"{type(weights).__name__} {shown(weights, 40)}")
        object.__setattr__(self, "weights", tuple(whole(w) for w in weights))
        object.__setattr__(self, "depth", depth := whole(self.depth))
        if isinstance(depth, bool) or not isinstance(depth, int):  # "x" met "'<' not supported"
            raise TypeError(f"Objective's depth must be a whole number, got {type(depth).__name__} {shown(depth, 40)}")
        for name, value in (("kind", self.kind), ("side", self.side)):
            if not isinstance(value, str):  # None was told "unknown objective None", a bad value, not a wrong type
                raise TypeError(f"Objective's {name} must be a string, got {type(value).__name__} {shown(value, 40)}")
        if self.kind not in OBJECTIVES:
            raise PuzzleInputError(f"unknown objective {quoted(self.kind)}; choose one of {', '.join(OBJECTIVES)}")
        if self.side not in SIDES:
            raise PuzzleInputError(f"unknown side {quoted(self.side)}; choose one of {', '.join(SIDES)}")
        for weight in self.weights:  # as the weights setting is checked: past 2**63, pybind's "Unable to cast"
            if coefficient_problem(weight):
                error = TypeError if coefficient_problem(weight).startswith("must") else PuzzleInputError
                raise error(f"Objective's weight {coefficient_problem(weight)}")
        if not 1 <= self.depth <= MAX_SIDE:  # 10**20 was accepted (a band past any board)
            raise PuzzleInputError(f"edge depth must be from 1 to {MAX_SIDE} cells (a board's longest side), got "
                                   f"{shown(self.depth)}")

    @property
    def sense(self) -> str:
        """``"max"`` or ``"min"``."""
        return "min" if self.kind in ("min-vertical", "min-horizontal", "costs") else "max"

    def coefficient(self, puzzle: "DominoFitPuzzle", d: Domino) -> int:
        """Integer weight of domino ``d`` in the objective."""
        kind = d[0]
        if self.kind in ("max-vertical", "min-vertical"):
            return int(kind == "V")
        if self.kind in ("max-horizontal", "min-horizontal"):
            return int(kind == "H")
        if self.kind == "weighted":
            return int(self.weights[0] if kind == "H" else self.weights[1])
        if self.kind == "costs":
            return int(puzzle.costs.get(d, 0))
        cells = _cells(d)
        far = {"top": max(r for r, _ in cells), "bottom": max(puzzle.rows - 1 - r for r, _ in cells),
               "left": max(c for _, c in cells), "right": max(puzzle.cols - 1 - c for _, c in cells)}[self.side]
        return int(far < self.depth)

    def value(self, puzzle: "DominoFitPuzzle", dominoes: Iterable[Domino]) -> int:
        """Objective value of a tiling (computed from the dominoes alone)."""
        return sum(self.coefficient(puzzle, d) for d in dominoes)

    def describe(self) -> str:
        if self.kind == "weighted":
            return f"maximise {self.weights[0]}*horizontal + {self.weights[1]}*vertical"
        if self.kind == "costs":
            return "minimise the sum of placement costs"
        if self.kind == "edge":
            return f"maximise dominoes within {self.depth} cells of the {self.side} edge"
        verb, what = self.kind.split("-")
        return f"{'maximise' if verb == 'max' else 'minimise'} {what} dominoes"



__all__ = ["OBJECTIVES", "SIDES", "Objective"]
