"""The ``aqre`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import AqrePuzzle


class AqreKind(ShadingHints, GridKind):
    name = "aqre"
    title = "Aqre"
    summary = ("shade cells: each room holds its number of shaded cells, shaded cells connected, no four cells in a "
               "row or column all shaded or all unshaded")
    reads = ("puzz.link URL (aqre)", "JSON {\"kind\": \"aqre\", \"rows\", \"cols\", \"clues\", \"regions\"}",
             "text grid: the numbers (. none, ? any count), a blank line, then a room name per cell")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = AqrePuzzle
    deductions = "gridsat.puzzles.aqre.deductions"
    url_names = ("aqre",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    # Measured (a machine loaded to 9-18 on 2 cores; benchmarks/shading_hints.py --kind aqre, and medians of 5 whole
    # processes): uniqueness() of the six published boards (6x6 to 14x14) 0.05-0.5 s CPU, their hints' steps
    # 0.00-1.2 s beyond it; a whole 'gridsat aqre URL --unique' 0.2-0.4 s CPU, 'gridsat hint URL --steps'
    # 0.3-1.4 s CPU (janko.at Aqre 4 the most: 31 trials). No compiled search: CP-SAT alone is fast enough here.
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/aqre.js) and its answer",
                answer=["...#..", "##.###", ".##.##", "##.###", "#.##..", "###..."], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = AqreKind()
