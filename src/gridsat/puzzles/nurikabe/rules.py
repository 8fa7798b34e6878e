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

from ...core.grid import blocks_2x2, components
from ..grid.checking import not_connected, pools
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle
from ..grid.number_url import NumberedCellsURL
from ...core.errors import cell_name, counted

#: One-cell trials before CP-SAT (:meth:`NurikabePuzzle.deductions`): with
#: the compiled rules, at most TRIAL_WORK // cells trials (a trial costs
#: about 0.5 us per cell: about a second at most, on any board; every
#: published board here is decided in 1-520 ms, 30x36 all but 12 cells);
#: with the rules in Python (40 times slower), only on boards of at most
#: TRIAL_CELLS cells, at most TRIALS trials (janko.at 726, 10x10, needs 79).
TRIAL_WORK = 2_000_000
TRIAL_CELLS = 400
TRIALS = 200


@dataclass(frozen=True)
class NurikabePuzzle(NumberedCellsURL, GridPuzzle):
    """A Nurikabe board: ``clues`` hold island sizes (ints) or ``"?"``."""

    kind_name = "nurikabe"
    clue_open = True  # a clue's cell is never shaded: an answer may write the clue there (drawn_answer)

    clue_noun = "island size"
    #: A size taken away leaves its cell a ``?``, still in an island of its own, said so: "the island size 7 at r3c3
    #: cannot hold, even with every other island size taken away" was untrue of the 7 alone on a 3x3 (an answer),
    #: and "take one of these away too and an answer exists" of a board whose other numbers are gone (kind.why_none)
    clue_left = ", each numbered cell still in an island of its own"
    clue_least, clue_is = 1, "an island size (1 or more)"

    def weaker(self, clue):
        """``"?"`` for an island size: the island keeps its one clue, of any size (no answer is lost)."""
        return "?"

    def check_clue(self, clue, cell) -> str | None:
        """An island size (1 or more) or ``"?"``; 0 is no island size.  (A size
        larger than the board is read: such a puzzle is proven infeasible.)"""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not an island size (an island has 1 cell or more)"
        return super().check_clue(clue, cell)

    def deductions(self, options, *, trials: bool = False, same_everywhere: bool = False) -> dict | None:
        """The cells every answer shares, by the classic deductions
        (:func:`~gridsat.constraints.island_logic.forced_cells`); with one-cell
        trials (:func:`~gridsat.constraints.island_logic.probed_cells`) when
        an island has 20 cells or more (the search over such islands is what
        costs: 50x50 and 40x57 unproven in minutes without them, decided by
        them alone) or, with ``trials``, up to the budget of
        :data:`TRIAL_WORK` (:data:`TRIAL_CELLS` and :data:`TRIALS` without
        the compiled rules).

        Args:
            options: the run's :class:`~gridsat.core.options.SolverOptions`
                (its deadline holds in every round).
            trials: allow the bounded one-cell trials.
            same_everywhere: with ``trials``, the compiled rules' budget even
                where they are missing (the rules in Python, slower): the same
                cells decided on every install (the generator's checks fix
                them, and the same seed must make the same puzzle; with
                :data:`TRIALS` in Python, 15x15 seeds 1-3 made other puzzles).

        Returns:
            ``{(row, col): 1 shaded / 0 unshaded}``, or None when the
            deductions prove there is no answer.

        Raises:
            TimeUp: the deadline passed.
            TypeError: ``options`` not SolverOptions (None met "'NoneType' object has no attribute 'check_time'").
        """
        from ...constraints.island_logic import compiled_rules, forced_cells, probed_cells
        from ...core.options import given_options

        options = given_options(options)

        cells, clues = self.cells(), self.size_clues()
        given = {"blocks": blocks_2x2(self.rows, self.cols, options.check_time), "check": options.check_time,
                 "deadline": options.deadline}
        if max((v or 0 for v in clues.values()), default=0) >= 20:
            return probed_cells(cells, self.neighbours, clues, **given)
        if trials and (same_everywhere or compiled_rules()):
            return probed_cells(cells, self.neighbours, clues, trials=max(TRIALS, TRIAL_WORK // len(cells)), **given)
        if trials and len(cells) <= TRIAL_CELLS:
            return probed_cells(cells, self.neighbours, clues, trials=TRIALS, **given)
        return forced_cells(cells, self.neighbours, clues, **given)

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

        cells, blocks = self.cells(), blocks_2x2(self.rows, self.cols, options.check_time)
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
                        known=known, check=options.check_time, memory=options.check_memory)
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
                                f"{counted(len(island), 'cell')}")
        problems += not_connected(shaded, self.neighbours) + pools(shaded, self.rows, self.cols)
        return problems

    def drawing(self, grid, title=None):
        """The board as puzzle sites draw it: numbers, shaded cells (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, text={c: str(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)


__all__ = ["NurikabePuzzle"]
