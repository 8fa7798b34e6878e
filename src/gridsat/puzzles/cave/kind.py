"""The ``cave`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import CavePuzzle


class CaveKind(ShadingHints, GridKind):
    name = "cave"
    title = "Cave"
    summary = ("shade cells so the unshaded cells form one connected cave and every shaded area touches the edge; "
               "each number sees that many unshaded cells along its row and column")
    reads = ("puzz.link URL (cave, bag)", "JSON {\"kind\": \"cave\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, numbers, ? a number not shown)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("Also called Bag or Corral (janko.at: Höhle); puzz.link reads it as 'cave' or 'bag'. A number sees as "
             "Kurodoko's do: itself and the unshaded cells in its row and column up to the first shaded cell.")
    puzzle_type = CavePuzzle
    deductions = "gridsat.puzzles.cave.deductions"
    url_names = ("cave", "bag")
    other_names = ("corral",)  # janko.at's name
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    # Measured (a machine loaded to 6-20 on 2 cores; benchmarks/shading_hints.py --kind cave, and medians of 3 whole
    # processes): uniqueness() of the six published boards (6x6 to 18x18) 0.05-2.0 s CPU, their hints' steps 0.00-0.22 s
    # beyond it up to 10x18, 1.7 s on the 18x18 (45 trials, near their chains: 6.8 s before); a whole 'gridsat cave URL
    # --unique' 0.3-2.2 s CPU, 'gridsat hint URL --steps' 0.3-0.6 s CPU, 3.3 s on the 18x18 (8.4 s before). No compiled
    # search: CP-SAT alone is fast enough.
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/cave.js) and its answer",
                answer=["#...##", "###.##", "#.#..#", "......", ".#..##", ".##..#"], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = CaveKind()
