"""The ``heyawake`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.counting import CountingKind
from ..grid.explained import ShadingHints
from .rules import HeyawakePuzzle


class HeyawakeKind(ShadingHints, CountingKind):
    name = "heyawake"
    title = "Heyawake"
    summary = ("shade cells: each room holds its number of shaded cells, shaded cells never touch, unshaded cells "
               "connected, no unshaded run crosses two room borders, at least one cell shaded")  # (rule 5: puzz.link's)
    reads = ("puzz.link URL (heyawake, heyawacky)",
             "JSON {\"kind\": \"heyawake\", \"rows\", \"cols\", \"clues\", \"regions\"}",
             "text grid: the numbers (. none, ? any count), a blank line, then a room name per cell")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = HeyawakePuzzle
    deductions = "gridsat.puzzles.heyawake.deductions"
    engines = ("auto", "search", "cuts", "cpsat")
    engine_help = ("auto: the compiled counting search, CP-SAT joining after its head start (forced cells: cuts); "
                   "search: that search alone; cuts: CP-SAT with the unshaded cells' connectivity added lazily as "
                   "cuts; cpsat: CP-SAT with connectivity as a rooted tree")
    url_names = ("heyawake", "heyawacky")
    #: Measured (benchmarks/genres/heyawake.py, CPU seconds of the uniqueness proofs of the 31x45 boards): the cut
    #: loop's many small solves spend most of their time in presolve and the LP, which find little here.
    defaults = {"num_workers": 1, "cp_model_presolve": False, "linearization_level": 0}
    #: CP-SAT joins with the cut loop, alone: the search that has not settled in its head start seldom does
    #: later (janko 350, 31x45: >30 s raced against the rooted tree's model, 16 s cuts); forced cells: cuts.
    joins, races, forced_engine = "cuts", False, "cuts"
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/heyawake.js) and its answer",
                answer=["#.#..#", "...#..", "#.#.#.", "......", ".#.#.#", "..#..."], unique=True, count=1),
        Example("cspuz-6x6", "https://puzz.link/p?heyawake/6/6/aa66aapv0fu0g2i3k",
                "the test puzzle of cspuz_rs (semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/heyawake.rs) and its "
                "answer", answer=["#.#..#", "...#..", ".#..#.", "#.#...", "...#.#", ".#...."], unique=True, count=1),
    )


KIND = HeyawakeKind()
