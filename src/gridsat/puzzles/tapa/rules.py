"""Tapa, rules as puzz.link states them (robx/pzprjs ``rules.en.yaml`` and
its checker ``src/variety/tapa.js``; Tapa is Serkan Yürekli's genre):

1. shade some cells; clue cells are never shaded;
2. a clue lists the lengths of the runs of shaded cells among the clue
   cell's eight neighbours, read around it, in any order (``0``: no shaded
   neighbour; ``?``: a run of any length);
3. the shaded cells are orthogonally connected;
4. no 2x2 block is all shaded.

(puzz.link's checker also refuses a board with no shaded cell at all, a
guard against an untouched board, and reads a lone ``?`` as any clue, no
run included; here a lone ``?`` is one run, as cspuz_core reads it.)
Answers are rows of 1 (shaded) / 0 (unshaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import cell_name
from ...core.grid import as_rows
from ..grid.checking import not_connected, pools
from ..grid.kind import cell_encoding
from ..grid.puzzle import GridPuzzle
from .clues import clue_problem, drawn, from_json_clue, parts_of, to_json_clue

#: The eight neighbours clockwise from the upper left (the checker's own reading, apart from the vocabulary's).
_AROUND = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


@dataclass(frozen=True)
class TapaPuzzle(GridPuzzle):
    """A Tapa board: ``clues`` hold each clue cell's runs (:mod:`.clues`: an int 0-8, ``"?"``, or ``"3,1,1"``);
    None: an empty cell."""

    kind_name = "tapa"
    clue_open = True  # a clue's cell is never shaded: an answer may write the clue there (drawn_answer)
    clue_noun = "clue"
    clue_parts = True  # the text's '3,1,1' is one clue
    unknown_says_nothing = False  # a '?' is one run around its cell: taking it away thins the board
    #: The model's memory a cell, for the estimate made before it is built: measured 4.6 KB on an empty 200x200 and
    #: 5.5 KB with a clue on 30% of its cells (each clue's table of ring shadings), against 4,000 for the grid kinds.
    bytes_per_cell = 6000

    def __post_init__(self):
        rows = self.clues  # a clue given as a list of its parts ([3, 1, 1]) is held as the text writes it
        if isinstance(rows, (list, tuple)) and any(isinstance(v, list) for row in rows
                                                   if isinstance(row, (list, tuple)) for v in row):
            object.__setattr__(self, "clues", [[self._json_clue(v, r, c) for c, v in enumerate(row)]
                                               if isinstance(row, (list, tuple)) else row
                                               for r, row in enumerate(rows)])
        super().__post_init__()

    def _json_clue(self, value, r: int, c: int):
        """A JSON clue as the board holds it (:func:`.clues.from_json_clue`); an array that is no list of runs
        refused here, in Tapa's words (``[]`` was "not a whole number, a symbol or empty", arrays unnamed)."""
        clue = from_json_clue(value)
        if isinstance(clue, list):
            from ...core.errors import PuzzleInputError
            from ...formats.json import json_value

            raise PuzzleInputError(f"clues row {r + 1}, column {c + 1}: {json_value(clue)} is not a Tapa clue (a "
                                   "number 0-8, '?', or an array of run lengths, each a whole number or '?': "
                                   "[3, 1, 1])", self.name)
        return clue

    def weaker(self, clue):
        """No clue (its cell then free): every answer stays one.  (It was ``"?,?,?"`` for ``3,1,1``, the runs'
        count kept: a ``3,1,1`` in a corner, three runs where three neighbours are, then still held no answer with
        every clue "taken away", as the reason said, and a ``?,?`` or ``?`` that held none was never named.)"""
        return None

    def check_clue(self, clue, cell) -> str | None:
        """A number 0-8, ``?``, or two to four runs that fit around a cell (:func:`.clues.clue_problem`)."""
        return clue_problem(clue)

    def ring(self, cell) -> list:
        """The eight neighbours of ``cell`` clockwise from the upper left, None off the board."""
        r, c = cell
        return [(r + dr, c + dc) if 0 <= r + dr < self.rows and 0 <= c + dc < self.cols else None
                for dr, dc in _AROUND]

    def model(self, model, options):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule."""
        from ...constraints.connectivity import connected
        from ...constraints.ring import runs_around
        from ...constraints.shading import cell_vars, no_2x2

        cells, clued = self.cells(), self.clued()
        shaded = cell_vars(model, cells)  # rule 1
        with model.rule("clue cells are unshaded"):
            model.add_bool_and([~shaded[c] for c in clued])
        runs_around(model, self.rows, self.cols, shaded, {c: parts_of(v) for c, v in clued.items()},  # rule 2
                    check=options.check_time)
        connected(model, cells, self.neighbours, shaded, check=options.check_time)  # rule 3
        no_2x2(model, self.rows, self.cols, shaded)  # rule 4
        return cell_encoding(self, shaded)

    def around(self, grid, cell) -> list:
        """The runs of shaded cells around ``cell`` in ``grid`` (rows of 1 shaded / 0 unshaded), longest first:
        the ring read as a string of 0s and 1s, split at its 0s (a run over the start joined to the last)."""
        ring = "".join("1" if at is not None and grid[at[0]][at[1]] else "0" for at in self.ring(cell))
        if ring == "11111111":
            return [8]
        k = ring.index("0")
        return sorted((len(run) for run in (ring[k:] + ring[:k]).split("0") if run), reverse=True)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        shaded, clued = {c for c in self.cells() if grid[c[0]][c[1]]}, self.clued()
        problems = [f"clue cell {cell_name(c)} is shaded" for c in sorted(clued) if c in shaded]
        for cell, clue in sorted(clued.items()):
            found = self.around(grid, cell)
            if not _fits(parts_of(clue), found):
                said = f"runs {','.join(map(str, found))}" if found else "no shaded cell"
                problems.append(f"the clue {clue} at {cell_name(cell)} has {said} around it")
        problems += not_connected(shaded, self.neighbours) + pools(shaded, self.rows, self.cols)
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: each clue's runs written together in its cell, shaded cells dark
        (None: undecided)."""
        from ...render.board import BoardDrawing

        cells = self.cells()
        return BoardDrawing(self.rows, self.cols, text={c: drawn(v) for c, v in self.clued().items()},
                            shaded={c for c in cells if grid[c[0]][c[1]] == 1},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)

    def to_json(self) -> dict:
        """As every grid genre's, a clue of several runs written as an array of them (``[3, 1, 1]``)."""
        out = super().to_json()
        out["clues"] = [[to_json_clue(v) for v in row] for row in out["clues"]]
        return out

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL in Tapa's own clue codec (:func:`.clues.decode_body`).

        Raises:
            PuzzleInputError: what :func:`~.clues.decode_body` refuses, a clue no Tapa board holds, or characters
                after the last cell."""
        from ...formats.puzzlink import refuse_rest
        from .clues import decode_body

        values, used = decode_body(link.body, link.rows * link.cols)
        refuse_rest(link.body, used)
        return cls(link.rows, link.cols, as_rows(values, link.rows, link.cols), name=name)

    def to_url(self) -> str:
        """The puzz.link URL (pzprjs ``encodeNumber_tapa``)."""
        from ...formats.puzzlink import make_url
        from .clues import encode_body

        return make_url("tapa", self.cols, self.rows, encode_body(v for row in self.clues for v in row))


def _fits(clue: tuple, found: list) -> bool:
    """True when the runs ``found`` are the ones ``clue`` lists (None: a run of any length; ``(0,)``: none)."""
    if clue == (0,):
        return not found
    if len(found) != len(clue):
        return False
    left = list(found)
    for part in clue:
        if part is not None:
            if part not in left:
                return False
            left.remove(part)
    return True


__all__ = ["TapaPuzzle"]
