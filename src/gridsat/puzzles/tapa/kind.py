"""The ``tapa`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .clues import drawn
from .rules import TapaPuzzle


class TapaKind(ShadingHints, GridKind):
    name = "tapa"
    title = "Tapa"
    summary = ("shade cells so each clue lists the runs of shaded cells among its eight neighbours; shaded cells "
               "connected, no 2x2 block shaded")
    reads = ("puzz.link URL (tapa)", "JSON {\"kind\": \"tapa\", \"rows\", \"cols\", \"clues\"} (a clue of several "
             "runs as an array: [3, 1, 1])",
             "text grid (. empty, a number 0-8, ? a run not shown, runs separated by commas: 3,1,1)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = TapaPuzzle
    deductions = "gridsat.puzzles.tapa.deductions"
    url_names = ("tapa",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    # Measured (CPU, a machine loaded to 10-13 on 2 cores; benchmarks/shading_hints.py --kind tapa): uniqueness() of
    # the eight published boards (5x5 to 17x17) 0.01-0.16 s, their hints' steps 0.00-3.6 s (janko.at Tapa 100: 166
    # steps, 25 trials, 6 guesses); a whole 'gridsat tapa URL --unique' 0.5-1.5 s, 'gridsat hint URL --steps'
    # 0.7-11 s (medians of 5 and 3). No compiled search: CP-SAT alone is fast enough here.
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?tapa/5/5/3n5hchhajn2",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/tapa.js) and its answer",
                answer=[".####", "##.#.", "#..##", ".#.#.", "####."], unique=True, count=1),
    )

    def drawn_clue(self, clue) -> str:
        """A clue as a hint's board and the play card write it: its runs together (``311``)."""
        return drawn(clue)


KIND = TapaKind()
