"""The ``kurodoko`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import KurodokoPuzzle


class KurodokoKind(ShadingHints, GridKind):
    name = "kurodoko"
    title = "Kurodoko"
    summary = ("shade cells so each number sees that many unshaded cells along its row and column; "
               "shaded cells never touch, unshaded connected")
    reads = ("puzz.link URL (kurodoko)", "JSON {\"kind\": \"kurodoko\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, numbers, ? a number not shown)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = KurodokoPuzzle
    deductions = "gridsat.puzzles.kurodoko.deductions"
    url_names = ("kurodoko",)
    other_names = ("kuromasu",)  # Nikoli's other name
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    # Measured (CPU, a machine loaded to 20 on 2 cores; benchmarks/shading_hints.py --kind kurodoko): uniqueness() of
    # the six published boards (5x5 to 17x17) 0.01-0.20 s, their hints' steps 0.02 s at most beyond that proof; a
    # whole 'gridsat kurodoko URL --unique' 0.24-0.42 s, 'gridsat hint URL --steps' 0.29-0.59 s (medians of 3).
    # No compiled search: CP-SAT alone is fast enough here.
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/kurodoko.js) and its answer",
                answer=[".#...", "..#..", ".#..#", "..#..", "#...#"], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = KurodokoKind()
