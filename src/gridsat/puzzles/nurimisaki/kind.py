"""The ``nurimisaki`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import NurimisakiPuzzle


class NurimisakiKind(ShadingHints, GridKind):
    name = "nurimisaki"
    title = "Nurimisaki"
    summary = ("shade cells so the unshaded cells are connected with no 2x2 block one colour; the circles are "
               "exactly the dead ends, each number the unshaded cells its circle sees along its row and column")
    reads = ("puzz.link URL (nurimisaki)", "JSON {\"kind\": \"nurimisaki\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. no circle, numbers in circles, ? a circle without a number)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("A clue is a circle: a dead end of the unshaded cells (exactly one unshaded neighbour), and every dead "
             "end has one; its number counts as Kurodoko's do, itself and the unshaded cells in its row and column "
             "up to the first shaded cell ('?': a circle without a number). An answer is rows of 1 (shaded) and 0 "
             "(unshaded) in JSON; a recorded one (batch --check-answer) may also be rows of # and . "
             "(docs/nurimisaki.md).")
    puzzle_type = NurimisakiPuzzle
    deductions = "gridsat.puzzles.nurimisaki.deductions"
    url_names = ("nurimisaki",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    # Measured (a machine loaded to 14-18 on 2 cores; benchmarks/genres.py nurimisaki, medians of 5, and medians of 3
    # whole processes): uniqueness() of the five published boards (5x5 to 10x10) 60-195 ms in process, a plain CP-SAT
    # model 37-973 ms; a whole 'gridsat nurimisaki URL --unique' 0.24-0.27 s CPU, 'gridsat hint URL --steps' 0.30-0.92 s
    # CPU. No compiled search: CP-SAT alone is fast enough.
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/nurimisaki.js) and the answer its "
                "checker accepts", answer=["#....", ".###.", "..#..", "#.##.", "....."], unique=True, count=1),
    )

    def drawn_clue(self, clue) -> str:
        """A circle without a number drawn ``○`` on a hint's board, as the answer draws it: its ``?`` was an
        undecided cell's, and most of a board's circles went unseen among them."""
        return "○" if clue == "?" else str(clue)

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = NurimisakiKind()
