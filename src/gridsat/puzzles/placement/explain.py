"""The hint hooks (:class:`~gridsat.puzzles.explaining.Explaining`) of the
kinds that place polyominoes, shared: a kind mixes :class:`ExplainsPlacements`
in before :class:`~gridsat.puzzles.contract.Kind` and says how to reach its
:class:`~.problem.PlacementProblem`, name its cells and draw a position."""

from __future__ import annotations

from ...core.errors import shown
from ..input_checks import check_position_size


class ExplainsPlacements:
    """Hints, positions and their pictures for a placement kind."""

    explains = True
    position_values = ()  # a position holds piece labels, not values a click cycles
    grade_words = {
        "easy": "a cell only one piece can cover, a piece with one place left",
        "medium": "placements ruled out because a cell could not be covered or a region would be cut off",
        "hard": "short trials: 'if this piece went here, then a few placements would be forced, and a cell could "
                "not be covered'",
        "expert": "longer trials: 'if this piece went here, a cell could not be covered', reached through more "
                  "forced placements or placements ruled out on the way",
        "guess": "a placement no rule or one-step trial forces (a guess), or a choice among several answers",
    }

    def placement_problem(self, puzzle):
        """The :class:`~.problem.PlacementProblem` of ``puzzle``."""
        return puzzle

    def cell_name(self, puzzle):
        """``f(cell) -> str`` for sentences, or None (``rRcC``)."""
        return None

    def position_figure(self, puzzle, placements, title: str):
        """A picture of ``placements`` (objects with ``piece`` and ``cells``)."""
        from .draw import tiling_figure

        b = self.placement_problem(puzzle).board
        covered = {tuple(c) for pl in placements for c in pl.cells}
        holes = {(r, c) for r in range(b.rows) for c in range(b.cols)} - set(b.cells)  # drawn grey: they were white
        return tiling_figure(b.rows, b.cols, placements, blanks=b.cells - covered, title=title, holes=holes)

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        from .hints import deduce

        if start is not None:  # rows of labels given here met "'list' object has no attribute 'piece'" (placements
            start = self.start_position(puzzle, start)  # are kept as they are)
        return deduce(self.placement_problem(puzzle), start=start, deadline=deadline, first=first,
                      name=self.cell_name(puzzle))

    def read_position(self, text, puzzle, source="position"):
        from .hints import read_position

        return read_position(text, self.placement_problem(puzzle), source)

    def start_position(self, puzzle, start):
        """Placements as they are; rows of labels (0 undecided, ``#``
        uncovered) read as their text (each row had been taken for a
        placement)."""
        from ...core.placements import Placement
        from .hints import position_text, read_position

        start = list(start)
        if all(isinstance(pl, Placement) for pl in start):
            from .check import _cell_pairs

            odd = next((pl for pl in start if not _cell_pairs(pl.cells)), None)  # cells None met "'NoneType' object
            if odd is not None:  # is not iterable", 'ab' "not enough values to unpack", inside the steps
                raise TypeError(f"start: the cells of piece {shown(odd.piece, 40)} must be (row, col) pairs of whole "
                                f"numbers, got {shown(odd.cells, 60)}")
            return start
        if not all(isinstance(row, (list, tuple, str)) for row in start):
            raise TypeError("start must be placements, rows of labels (0 undecided) or their text, got "
                            f"{next(type(row).__name__ for row in start if not isinstance(row, (list, tuple, str)))} "
                            "rows")
        problem = self.placement_problem(puzzle)
        check_position_size(start, problem.board.rows, problem.board.cols, "start")
        return read_position(position_text(start, "start"), problem, "start")

    def given_position(self, puzzle):
        problem = self.placement_problem(puzzle)
        b = problem.board
        rows = [[0 if (r, c) in problem.free_cells else "#" for c in range(b.cols)] for r in range(b.rows)]
        for pl in problem.fixed:
            for r, c in pl.cells:
                rows[r][c] = pl.piece
        return rows

    @staticmethod
    def is_answer_list(grid) -> bool:
        """Whether ``grid`` is placements (an answer's, as ``hints``' start takes them), not rows of labels."""
        from ...core.placements import Placement

        return isinstance(grid, (list, tuple)) and bool(grid) and all(isinstance(pl, Placement) for pl in grid)

    def check_position(self, puzzle, grid):
        """The rules a fully decided position breaks: rows of labels, or placements as :meth:`hints`' start takes
        them (they were refused: "grid must be rows of the kind's values ..., got list of Placement")."""
        from .check import check_tiling
        from .hints import position_text, read_position

        problem = self.placement_problem(puzzle)
        if self.is_answer_list(grid):
            from .check import _cell_pairs

            odd = next((pl for pl in grid if not _cell_pairs(pl.cells)), None)
            if odd is not None:
                raise TypeError(f"grid: the cells of piece {shown(odd.piece, 40)} must be (row, col) pairs of whole "
                                f"numbers, got {shown(odd.cells, 60)}")
            return check_tiling(problem, list(grid))
        check_position_size(grid, problem.board.rows, problem.board.cols, "position")
        return check_tiling(problem, read_position(position_text(grid), problem))

    def hint_text(self, puzzle, deduction):
        from .draw import tiling_text
        from .hints import placements_after

        problem = self.placement_problem(puzzle)
        b = problem.board
        placed = placements_after(deduction)
        covered = {c for pl in placed for c in pl.cells}
        out = tiling_text(b.rows, b.cols, placed, blank=" ",
                          text={c: "." for c in problem.free_cells - covered} | {c: pl.piece for pl in placed
                                                                                 for c in pl.cells})
        hole = b.rows * b.cols > len(b.cells)  # a mask board's holes stood blank, unexplained
        return with_legend(out, deduction, placed, "a blank: no board cell" if hole else "")

    def hint_name(self, puzzle) -> str:
        """What a hint picture's title calls ``puzzle``: its name; else, as its answer's picture says it, its
        pieces in its board (``pentominoes in pack-3x20.json``); else the kind's title."""
        board, pieces = getattr(puzzle, "board", None), getattr(puzzle, "pieces", None)
        if not getattr(puzzle, "name", None) and getattr(board, "name", None) and pieces is not None:
            return f"{getattr(pieces, 'name', '') or 'pieces'} in {board.label}"
        return getattr(puzzle, "name", None) or self.title

    def hint_figure(self, puzzle, deduction, upto=None):
        from ...render.picture import mark_step, step_title
        from .hints import placements_after

        steps = deduction.steps[:upto]
        title = step_title(self.hint_name(puzzle), steps, deduction.verdict)
        return mark_step(self.position_figure(puzzle, placements_after(deduction, upto), title), steps)


__all__ = ["ExplainsPlacements"]


def with_legend(drawing, deduction, placed, extra: str = ""):
    """``drawing`` (rich ``Text`` of a position) with a line saying what it shows: the pieces the last step placed,
    ``.`` for a cell not yet covered, and ``extra`` (a calendar's date cells); a hint's board stood unexplained.
    The position reader skips the line (words, not a board row)."""
    last = deduction.steps[-1] if deduction.steps else None
    if last is None:
        return drawing
    mine = sorted({pl.piece for pl in placed if set(pl.cells) & set(last.decided)})
    words = ([f"{' '.join(mine)} placed by this step"] if mine else []) + ["others placed before it"] * (
        len(placed) > len(mine)) + [". a cell not yet covered"] * ("." in drawing.plain.split()) + (
        [extra] if extra else [])
    drawing.append(f"\n({'; '.join(words)})", style="dim")
    return drawing
