"""Numberlink (puzz.link's ``numlin``; Nikoli's Number Link, also Arukone, Flow), rules as puzz.link checks them
(the checker list of robx/pzprjs ``src/variety/numlin.js``; ``rules.en.yaml``: "Draw paths going through the cells
to connect identical numbers. Two paths cannot occupy the same cell."):

1. draw paths through cell centres, from cell to orthogonal neighbour; a path never branches or crosses
   (pzprjs ``checkBranchLine``, ``checkCrossLine``), so no two paths share a cell;
2. a numbered cell is the end of exactly one path (``checkNoLineObject``, ``checkLineOverLetter``), and a path
   ends only on numbered cells (``checkDeadendConnectLine``, ``checkDisconnectLine``: no loop of empty cells);
3. a path joins two numbered cells (``checkTripleObject``) holding the same number (``checkLinkSameNumber``);
4. there is at least one path (``checkLineExist``).

Empty cells need not be used (puzz.link's numlin, as Nikoli's rule, does not ask it); ``full`` (puzz.link's
Arukone, ``arukone/...`` without its ``e`` flag; text ``numberlink full``) asks every cell to be on a path.  A ``?``
is a number not given; as puzz.link checks it (``checkLinkSameNumber`` compares the cells' values, a ``?`` being
one value of its own), a ``?`` is joined to another ``?``.  Answers are rows of side bitmasks per cell, up 1, right
2, down 4, left 8: the sides a path leaves the cell through (as Masyu's loop; ``--json`` also gives the
horizontal/vertical edge strings).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ...core.errors import cell_name
from ...core.grid import components
from ..grid.kind import Encoding
from ..grid.loop import LoopPuzzle, loop_edges
from ..grid.number_url import NumberedCellsURL


@dataclass(frozen=True)
class NumberlinkPuzzle(NumberedCellsURL, LoopPuzzle):
    """A Numberlink board: ``clues`` hold numbers (1 or more) or ``"?"``, None on empty cells; ``full``: every cell
    on a path (Arukone's rule)."""

    full: bool = False
    kind_name = "numberlink"
    clue_noun = "number"
    clue_least, clue_is = 1, "a number to join (1 or more)"
    unknown_says_nothing = False  # a '?' is an end, joined to another '?'
    url_flags = {"e": "cells may be left empty (Arukone)"}
    clue_ends = True  # a drawn answer's numbered cell has one line (grid/drawn_answer.py)
    #: Measured (max RSS beyond the imports, a machine loaded to 14 on 2 cores): a random 150x150 board of 100 pairs
    #: 590 MB after 25 s of search (26 KB a cell; its labels binary codes), 40x40 of 30 pairs 230 MB after 20 s, 80x80
    #: of 60 pairs 270 MB: the loop genres' 24 KB a cell falls short of the first.
    bytes_per_cell = 30_000
    #: The circuit's arc between two ends (``--engine cpsat``; every end to every other), measured: 1,000,000 arcs held
    #: 1.6 GB once solved on one worker (a 100x100 board of 2,500 pairs, 25 million arcs, was weighed 0.3 GB).
    arc_bytes = 2_000

    def model_bytes(self, check=None, lazy: bool = True) -> int:
        """The model's bytes, weighed before it is built: :attr:`bytes_per_cell` a cell, and with the circuit
        (``lazy`` False) :attr:`arc_bytes` for each ordered pair of numbered cells (``check``: unused, as every
        genre's ``model_bytes`` takes it)."""
        from ...constraints.tagging import clocked

        check = clocked(check)  # a number met "'int' object is not callable"
        ends = len(self.labels)
        return self.rows * self.cols * self.bytes_per_cell + (0 if lazy else ends * (ends - 1) * self.arc_bytes)

    def __post_init__(self):
        super().__post_init__()
        self.check_full()

    @cached_property
    def labels(self) -> dict:
        """``{cell: label}``: each numbered cell's number as a label 1, 2... (the numbers in increasing order, ``?``
        after them), the same label on cells of one number."""
        clued = self.clued()
        values = sorted({v for v in clued.values() if v != "?"}) + (["?"] if "?" in clued.values() else [])
        index = {v: i + 1 for i, v in enumerate(values)}
        return {cell: index[v] for cell, v in clued.items()}

    def check_clue(self, clue, cell) -> str | None:
        """A number 1 or more (puzz.link's numbers start at 1), or ``"?"``."""
        if clue == 0 and not isinstance(clue, bool):
            return "clue 0 is not a number to join (puzz.link's numbers start at 1)"
        return super().check_clue(clue, cell)

    # weaker: the base's, the clue itself: no one number says less and keeps every answer (a number taken away
    # leaves its path's end in an empty cell); board_reason says what the board alone shows

    def board_reason(self) -> str | None:
        """Why no answer exists whatever the paths: a board without numbers (puzz.link asks for a path), a number on
        one cell (a path joins two), or on an odd number of cells (each path joins two and ends on no other)."""
        clued = self.clued()
        if not clued:
            return "the board has no number, and puzz.link's rules ask for at least one path"
        counts: dict = {}
        for cell, v in sorted(clued.items()):
            counts.setdefault(v, []).append(cell)
        odd = [(v, cells) for v, cells in counts.items() if len(cells) % 2]
        if not odd:
            return None
        v, cells = odd[0]
        what = "a ?" if v == "?" else f"the number {v}"
        return (f"{what} stands on {len(cells)} cell{'s' if len(cells) > 1 else ''} "
                f"({', '.join(map(cell_name, cells[:4]))}{', ...' if len(cells) > 4 else ''}), and each path joins "
                "two cells of one number, none of them the end of another path")

    def model(self, model, options, lazy: bool = False):
        """The rules as CP-SAT constraints: :func:`~gridsat.constraints.paths.joined_paths` over the cells, the
        numbers as labels (``?`` a label of its own).  Stray loops of empty cells are forbidden by the circuit
        constraint, or (``lazy``) left to cuts (:func:`~gridsat.constraints.paths.stray_cuts`)."""
        from ...constraints.paths import joined_paths, stray_cuts

        options.check_memory(self.model_bytes(lazy=lazy), f"a CP-SAT model of a {self.rows}x{self.cols} Numberlink")
        ends = self.labels
        rule = "paths join equal numbers, never crossing or branching" + (", through every cell" if self.full else "")
        edges, used = joined_paths(model, self.cells(), self.neighbours, ends, full=self.full, circuit=not lazy,
                                   rule=rule)
        if not ends and not getattr(self, "pairs_thinned", False):  # rule 4 (with numbers, each one's path draws a
            # line; a board whose pairs the reason took away asks none: taking every pair away keeps an answer)
            with model.rule("at least one path"):
                model.add_bool_or(list(edges.values()))
        options.check_time()
        encoding = self.loop_encoding(edges, options.check_time)
        if not lazy:
            return encoding
        keys = list(encoding.decision)
        pairs = {id(lit): pair for pair, lit in edges.items()}
        order = [pairs[id(lit)] for lit in keys]

        def separate(values):
            return stray_cuts(ends, edges, [pair for pair, v in zip(order, values) if v], used)

        return Encoding(encoding.decision, encoding.decode, encoding.forced, separate)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the answer grid (plain Python)."""
        from ..grid.loop import mask_problems

        problems, _ = mask_problems(self, grid)
        problems = [p for p in problems if not p.startswith(("the loop has", "the lines form", "no loop is drawn"))]
        if problems:
            return problems
        clued = self.clued()
        edges = loop_edges(grid, False)
        linked: dict = {cell: [] for cell in self.cells()}
        for a, b in edges:
            linked[a].append(b)
            linked[b].append(a)
        for cell in self.cells():
            n = len(linked[cell])
            if cell in clued:
                if n == 0:
                    problems.append(f"no path ends at the number {clued[cell]} at {cell_name(cell)}")
                elif n > 1:
                    problems.append(f"a path goes through the number {clued[cell]} at {cell_name(cell)}")
            elif n == 1:
                problems.append(f"a path ends at {cell_name(cell)}, which holds no number")
            elif n == 3:
                problems.append(f"a path branches at {cell_name(cell)}")
            elif n == 4:
                problems.append(f"paths cross at {cell_name(cell)}")
            elif n == 0 and self.full:
                problems.append(f"no path goes through {cell_name(cell)}")
        if not edges:
            return problems + ["no path is drawn"]
        for part in components([c for c in self.cells() if linked[c]], lambda cell: linked[cell]):
            numbers = sorted((cell for cell in part if cell in clued))
            where = min(part)
            if not numbers:
                problems.append(f"the path through {cell_name(where)} joins no number (a loop of empty cells)")
            elif len(numbers) > 2:
                problems.append(f"a path joins {len(numbers)} numbers: {', '.join(map(cell_name, numbers))}")
            elif len({clued[c] for c in numbers}) > 1:
                a, b = numbers[0], numbers[-1]
                problems.append(f"a path joins different numbers: {clued[a]} at {cell_name(a)} and {clued[b]} at "
                                f"{cell_name(b)}")
        return problems

    def drawing(self, grid, title=None):
        """As puzz.link draws it: the numbers plain in their cells, each on a white square the path ends under (a
        ``?`` as ``?``), the paths as lines through cell centres; a cell not decided hatched."""
        clued = self.clued()
        return self.loop_drawing(grid, title, text={c: str(v) for c, v in clued.items()}, boxed=set(clued))

    @classmethod
    def from_url(cls, link, name: str):
        """A puzz.link URL: ``numlin`` (cells may stay empty), or ``arukone`` (every cell on a path, unless its
        ``e`` flag), the numbers in the number codec (``decodeNumber16``).

        Raises:
            PuzzleInputError: a flag other than ``e`` on ``arukone``, any on ``numlin``, or what the codec
                refuses."""
        from dataclasses import replace

        arukone = link.kind == "arukone"
        link.check_flags(cls.url_flags if arukone else {}, "Arukone" if arukone else "Numberlink")
        puzzle = super().from_url(link, name)
        return replace(puzzle, full=arukone and link.flags != "e")

    def to_url(self) -> str:
        """``numlin/...``, or, with ``full``, ``arukone/...`` (Arukone asks every cell to be used)."""
        url = super().to_url()
        return url.replace("?numberlink/", "?arukone/" if self.full else "?numlin/", 1)


__all__ = ["NumberlinkPuzzle"]
