"""The result of a placement search: a tiling, several, or a count."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.errors import counted, got_items, shown as shown_input
from ...core.result import Result
from ...core.status import Status
from .check import check_tiling
from .draw import tiling_figure, tiling_text
from .problem import PlacementProblem


def placements_key(placements) -> frozenset:
    """A tiling as a set of ``(piece, cells)``, whatever its form: Placements,
    or JSON ``{"piece", "cells"}`` objects.

    Raises:
        PuzzleInputError: a JSON tiling of another shape, not a list (``{}`` was read as no placement at all, and
            compared), or one placing a piece on the same cells twice (the set held it once, so a record listing
            a placement twice matched the answer).
    """
    from ...core.errors import PuzzleInputError, cell_name, shown
    from ...core.options import whole

    def cell(rc, piece):  # int() read [0.5, 1] as r1c2
        r, c = (whole(v) for v in rc)
        if any(isinstance(v, bool) or not isinstance(v, int) for v in (r, c)):
            raise PuzzleInputError(f"a recorded solution's cells are [row, col] pairs of whole numbers, got "
                                   f"{shown(rc)} (piece {piece})")
        return r, c

    if not isinstance(placements, (list, tuple)):  # "" or {} was read as no placement at all: an empty tiling
        raise PuzzleInputError('a recorded solution must be a list of {"piece": ..., "cells": [[r, c], ...]}')
    try:
        out = set()
        for pl in placements:
            piece, cells = (pl["piece"], pl["cells"]) if isinstance(pl, dict) else (pl.piece, pl.cells)
            key = (str(piece), tuple(sorted(cell(rc, piece) for rc in cells)))
            if key in out:
                where = " ".join(map(cell_name, key[1]))[:80]
                raise PuzzleInputError(f"a recorded solution places piece {key[0][:40]} on {where} twice")
            out.add(key)
        return frozenset(out)
    except PuzzleInputError:  # (a ValueError: named in cell)
        raise
    except (AttributeError, KeyError, TypeError, ValueError):  # AttributeError: a string's 'piece'
        raise PuzzleInputError('a recorded solution must be a list of '
                               '{"piece": ..., "cells": [[r, c], ...]}') from None


@dataclass
class TilingResult(Result):
    """A placement answer.

    Attributes:
        problem: the :class:`PlacementProblem` solved.
        placements: the first tiling (list of Placements, fixed pieces
            included); empty unless solved.
        solutions: every tiling listed when several were asked (None otherwise).
        second: a second tiling, when a uniqueness check found one.
        distinct: True when tilings were listed or counted up to the board's symmetries.
        reason: why no tiling exists, when a proof in words settled it (the chessboard colouring).
    """

    kind = "pack"
    answer_field = "placements"
    problem: PlacementProblem = None
    placements: list = field(default_factory=list)
    solutions: list | None = None
    second: list | None = None
    distinct: bool = False
    reason: str | None = None

    def tilings(self) -> list:
        """Every tiling this result holds (listed, or first and second)."""
        if self.solutions is not None:
            return self.solutions
        return [t for t in (self.placements, self.second) if t]

    def same_answers(self, one, other) -> bool:
        return _tiling_key(one) == _tiling_key(other)  # its placements in any order

    def check_one(self, tiling) -> list[str]:
        """The rules' violations of one tiling (subclasses add their own rules)."""
        return check_tiling(self.problem, tiling)

    def violations(self) -> list[str]:
        problems = []
        tilings = self.tilings()
        for i, tiling in enumerate(tilings, 1):
            where = f"solution {i}: " if len(tilings) > 1 else ""
            problems += [where + p for p in self.check_one(tiling)]
        keys = [_tiling_key(t) for t in tilings]
        if len(set(keys)) != len(keys):
            problems.append("two listed solutions are the same tiling")
        if self.status is Status.SOLVED and not self.placements:  # not 'tilings': a second beside no answer passed
            problems.append("solved, but no tiling is given")
        if self.count is not None and self.count < len(tilings):
            problems.append(f"count {self.count} is below the {counted(len(tilings), 'tiling')} listed")
        if self.status is Status.INFEASIBLE and (self.count or tilings):
            problems.append("infeasible, yet a tiling is given")
        return problems

    def answer_json(self) -> dict:
        out = {"placements": [pl.to_json() for pl in self.placements]}
        if self.solutions is not None:
            out["solutions"] = [[pl.to_json() for pl in t] for t in self.solutions]
        if self.second is not None:
            out["second"] = [pl.to_json() for pl in self.second]
        if self.distinct:
            out["distinct"] = True
        if self.reason:
            out["reason"] = self.reason
        return out

    def text(self):
        if self.placements:
            return self.text_of(self.placements)
        return f"no tiling: {self.reason}" if self.reason else str(self.status)

    def answer_fault(self, answer):
        from ...core.placements import Placement

        from ..input_checks import plain_rows
        from .check import _cell_pairs

        answer = plain_rows(answer)  # a numpy array of Placements as its list
        if not isinstance(answer, (list, tuple)) or not all(isinstance(p, Placement) for p in answer):
            return (f"a tiling: a list of Placements (as in .placements), got "
                    f"{got_items(answer, lambda p: isinstance(p, Placement))}")
        odd = next((p for p in answer if not isinstance(p.piece, str) or not _cell_pairs(p.cells)), None)
        if odd is not None:  # Placement('F', 0, None) passed, then met "'NoneType' object is not iterable" in
            # to_json, text and figure (a piece None: "object of type 'NoneType' has no len()" in the figure)
            what = (f"the piece's name, a string, got {type(odd.piece).__name__}" if not isinstance(odd.piece, str)
                    else f"the cells of piece {shown_input(odd.piece, 40)}, (row, col) pairs of whole numbers, got "
                         f"{shown_input(odd.cells, 60)}")
            return f"a tiling: a list of Placements (as in .placements), each with {what}"
        return None

    def plain_answer(self, answer):
        """``answer`` (shaped like a tiling) with each Placement's cells as sorted (row, col) tuples of Python's
        ints: cells given as lists met the checker as "unhashable type: 'list'"."""
        from ...core.options import whole
        from ...core.placements import Placement
        from ..input_checks import plain_rows

        return [Placement(p.piece, whole(p.orientation), tuple(sorted((int(r), int(c)) for r, c in p.cells)))
                for p in plain_rows(answer)]

    def text_of(self, placements):
        """A terminal drawing of one tiling (TypeError: not a tiling)."""
        self.expect_answer(placements)
        b = self.problem.board
        empty = set(b.cells) - {tuple(c) for pl in placements for c in pl.cells}
        if empty and len(b.cells) < b.rows * b.cols:  # holes left on a board with cells missing: both were '.'
            # (as a hint's board draws them: no board cell blank, a board cell left empty '.')
            return tiling_text(b.rows, b.cols, placements, blank=" ", text={c: "." for c in empty})
        return tiling_text(b.rows, b.cols, placements)

    def figure(self, title: str | None = None):
        if not self.placements:
            return None
        b = self.problem.board
        holes = self.problem.board.cells - {tuple(c) for pl in self.placements for c in pl.cells}
        return tiling_figure(b.rows, b.cols, self.placements, blanks=holes, title=title or self._title())

    def _title(self) -> str:
        """``pentominoes in 5x12`` (``in 60 cells of 8x8``: an unnamed board with cells missing), ``(one-sided)``
        after a one-sided packing's, as the calendar heads its pictures
        (a one-sided tiling was titled as a two-sided one)."""
        name = self.problem.pieces.name or "pieces"
        sided = " (one-sided)" if getattr(self.problem, "one_sided", False) else ""
        b = self.problem.board  # a board drawn with cells taken away was titled by its bounding box ("in 8x8")
        where = b.label if b.name or b.area == b.rows * b.cols else f"{counted(b.area, 'cell')} of {b.rows}x{b.cols}"
        return f"{name} in {where}{sided}"

    def puzzle_figure(self, title: str | None = None):
        """The board as read, every cell uncovered (see :meth:`Result.puzzle_figure`)."""
        b = self.problem.board
        title = self.unsolved_title(title or self._title())
        return tiling_figure(b.rows, b.cols, [], blanks=b.cells, title=title)


__all__ = ["TilingResult"]


def _tiling_key(tiling) -> frozenset:
    """A tiling as a set of its pieces' places: the same tiling whatever order its placements (or cells) come in."""
    return frozenset((pl.piece, tuple(sorted(map(tuple, pl.cells)))) for pl in tiling)
