"""Country Road's hint hooks (:class:`CountryRoadHints`, a base of its kind before the loop genres' base): Masyu's
(:class:`~gridsat.puzzles.masyu.hints.MasyuHints`: the shared stepping over the lattice of cells and edges, a
player's position read as side bitmasks or the lattice's rows of 0/1/2), the rules :mod:`.deductions` and the
lattice the rooms laid over it (:mod:`.lattice`)."""

from __future__ import annotations

from ..masyu.hints import MasyuHints


class CountryRoadHints(MasyuHints):
    """Hints, grades and a position's check for Country Road (see the module docstring)."""

    deductions = "gridsat.puzzles.countryroad.deductions"

    def lattice(self, puzzle):
        """The lattice with its rooms (:class:`~.lattice.RoomLattice`) and the module holding its ``givens`` (no
        point given but the grid corners) and ``of_masks`` (Masyu's)."""
        from types import SimpleNamespace

        from ..masyu.lattice import of_masks
        from .lattice import RoomLattice, givens

        return RoomLattice(puzzle), SimpleNamespace(givens=givens, of_masks=of_masks)

    def hint_text(self, puzzle, deduction):
        """Masyu's lattice of the steps (:meth:`~gridsat.puzzles.masyu.hints.MasyuHints.hint_text`), then the rooms'
        numbers the steps name, each at its cell: the lattice draws a cell's state, not its number (a step's "the
        room at r1c1, which holds 2" had no 2 anywhere in the drawing)."""
        text = super().hint_text(puzzle, deduction)
        numbers = [f"{v} at r{r + 1}c{c + 1}" for r, row in enumerate(puzzle.clues) for c, v in enumerate(row)
                   if v is not None]
        return text + (f"\n(the rooms' numbers: {', '.join(numbers)})" if numbers else "")

    def cell_labels(self, puzzle):
        """The rooms' numbers as the play board writes them (``""`` elsewhere; rows)."""
        return [["" if v is None else str(v) for v in row] for row in puzzle.clues]

    def cell_regions(self, puzzle):
        """The rooms (rows of room ids), whose borders the loop card draws thick."""
        return [list(row) for row in puzzle.regions]


__all__ = ["CountryRoadHints"]
