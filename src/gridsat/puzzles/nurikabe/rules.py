"""Nurikabe, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml``;
Nikoli's genre):

1. shade some cells; clue cells are never shaded;
2. each orthogonally connected area of unshaded cells (an island) holds
   exactly one clue, and the clue is its number of cells (``?``: any size);
3. the shaded cells are orthogonally connected;
4. no 2x2 block is all shaded.

Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.grid import as_rows, blocks_2x2, components
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle
from ...core.errors import cell_name

#: Boards of at most this many cells get one-cell trials before CP-SAT
#: (:meth:`NurikabePuzzle.deductions`), at most :data:`TRIALS` of them (janko.at
#: 726, 10x10, needs 79; a run of the rules costs about 0.4 ms per 100 cells, so
#: a board they do not decide loses at most about 0.3 s before CP-SAT).
TRIAL_CELLS = 400
TRIALS = 200


@dataclass(frozen=True)
class NurikabePuzzle(GridPuzzle):
    """A Nurikabe board: ``clues`` hold island sizes (ints) or ``"?"``."""

    kind_name = "nurikabe"

    def check_clue(self, clue, cell) -> str | None:
        """An island size (1 or more) or ``"?"``; 0 is no island size.  (A size
        larger than the board is read: such a puzzle is proven infeasible.)"""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not an island size (an island has 1 cell or more)"
        return super().check_clue(clue, cell)

    def deductions(self, options, *, trials: bool = False) -> dict | None:
        """The cells every answer shares, by the classic deductions
        (:func:`~gridsat.constraints.island_logic.forced_cells`); with one-cell
        trials (:func:`~gridsat.constraints.island_logic.probed_cells`) when
        an island has 20 cells or more (the search over such islands is what
        costs: 50x50 and 40x57 unproven in minutes without them, decided by
        them alone) or, with ``trials``, on a board of at most
        :data:`TRIAL_CELLS` cells, for at most :data:`TRIALS` trials (janko.at
        726, 758 and 827, 10x10 to 13x20: decided by them in 25-50 ms, where
        CP-SAT took 60-90 ms; on a 30x36 board they cost seconds, CP-SAT
        0.6 s).

        Args:
            options: the run's :class:`~gridsat.core.options.SolverOptions`
                (its time limit is checked every round).
            trials: allow the one-cell trials on a small board.

        Returns:
            ``{(row, col): 1 shaded / 0 unshaded}``, or None when the
            deductions prove there is no answer.
        """
        from ...constraints.island_logic import forced_cells, probed_cells

        cells, clues = self.cells(), self.size_clues()
        blocks = blocks_2x2(self.rows, self.cols)
        if max((v or 0 for v in clues.values()), default=0) >= 20:
            return probed_cells(cells, self.neighbours, clues, blocks=blocks, check=options.check_time)
        if trials and len(cells) <= TRIAL_CELLS:
            return probed_cells(cells, self.neighbours, clues, blocks=blocks, check=options.check_time,
                                trials=TRIALS)
        return forced_cells(cells, self.neighbours, clues, blocks=blocks, check=options.check_time)

    def size_clues(self) -> dict:
        """``{clue cell: island size}``, None for a ``?`` clue."""
        return {cell: (None if v == "?" else v) for cell, v in self.clued().items()}

    def model(self, model, options, *, known: dict | None = None):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), after
        the cells the classic deductions force (which every answer shares):
        ``known``, else :meth:`deductions` (without trials on small boards:
        the model ``--export-model`` writes)."""
        from ...constraints.connectivity import connected_around
        from ...constraints.islands import bounded_islands
        from ...constraints.shading import cell_vars, count, no_2x2

        cells, blocks = self.cells(), blocks_2x2(self.rows, self.cols)
        clues = self.size_clues()
        shaded = cell_vars(model, cells)
        known = self.deductions(options) if known is None else known
        if known is None:  # the deductions leave no answer
            with model.rule("the deductions leave no answer"):
                model.add_bool_or([])
            return cell_encoding(self, shaded)
        with model.rule("cells the deductions force"):
            model.add_bool_and([shaded[c] if v else ~shaded[c] for c, v in known.items()])
        bounded_islands(model, cells, self.neighbours, {c: ~v for c, v in shaded.items()}, clues,  # rules 1, 2
                        known=known, check=options.check_time)
        sea = {c: v for c, v in shaded.items() if known.get(c) != 0}
        connected_around(model, list(sea), self.neighbours, sea, [c for c in sea if known.get(c) == 1],  # rule 3
                         check=options.check_time, rule="the shaded cells are connected")
        no_2x2(model, self.rows, self.cols, sea, blocks=blocks)  # rule 4
        if None not in clues.values():  # implied: the islands cover the sum of the clues
            count(model, [("board", cells)], shaded, len(cells) - sum(clues.values()),
                  rule="the shaded cells number the cells less the clues' sum")
        return cell_encoding(self, shaded)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        cells = self.cells()
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        shaded, clued = {c for c in cells if grid[c[0]][c[1]]}, self.clued()
        problems = [f"clue cell {cell_name(c)} is shaded" for c in clued if c in shaded]
        for island in components([c for c in cells if c not in shaded], self.neighbours):
            numbers = [c for c in sorted(island) if c in clued]
            where = min(island)
            if len(numbers) != 1:
                problems.append(f"the island at {cell_name(where)} holds {len(numbers)} clues, not one")
            elif self.clue(numbers[0]) != "?" and self.clue(numbers[0]) != len(island):
                problems.append(f"the island of clue {self.clue(numbers[0])} at {cell_name(numbers[0])} has "
                                f"{len(island)} cells")
        if len(components(shaded, self.neighbours)) > 1:
            problems.append("the shaded cells are not connected")
        problems += [f"the 2x2 block at {cell_name(b[0])} is all shaded" for b in blocks_2x2(self.rows, self.cols)
                     if all(c in shaded for c in b)]
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: numbers, shaded cells (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: the clues in the number codec (``decodeNumber16``)."""
        from ...formats.puzzlink import Body

        body = Body(link.body)
        values = body.number16(link.rows * link.cols)
        body.end()
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols),
                   name=name)

    def to_url(self) -> str:
        from ...formats.puzzlink import encode_number16, make_url

        return make_url("nurikabe", self.cols, self.rows, encode_number16((v for row in self.clues for v in row),
                                                                       self.cell_where))


__all__ = ["NurikabePuzzle"]
