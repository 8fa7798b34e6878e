"""The ``hitori`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.counting import CountingKind
from .rules import HitoriPuzzle


class HitoriKind(ShadingHints, CountingKind):
    name = "hitori"
    title = "Hitori"
    summary = "shade cells so no number repeats in a row or column; shaded cells never touch, unshaded connected"
    reads = ("puzz.link URL (hitori)", "JSON {\"kind\": \"hitori\", \"rows\", \"cols\", \"clues\"}",
             "text grid (numbers, . an empty cell, ? a number not shown)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = HitoriPuzzle
    deductions = "gridsat.puzzles.hitori.deductions"
    url_names = ("hitori",)
    engines = ("auto", "search", "cuts", "cpsat")
    engine_help = ("auto: the compiled counting search (CP-SAT, rooted tree, joining after its head start; "
                   "forced cells: cuts); search: that search alone, the unshaded cells' connectivity checked at every "
                   "node; cuts: the cells the deductions force, then CP-SAT with lazy connectivity cuts; "
                   "cpsat: the same with the connectivity as a rooted tree (the model --export-model writes)")
    forced_engine = "cuts"
    # Engines (CountingKind): auto solves, proves and counts with the compiled counting search on
    # search_model (CP-SAT's fixed cost was most of a small board's time); forced cells keep the cuts.
    # Measured, CPU of uniqueness() with build and check, medians of 3 alternating rounds, loaded machine:
    # the eight published boards 0.6-1.1 ms (4x4-8x8) and 6-11 ms (20x20) by the search against
    # 2.6-21 ms and 11-17 ms by the cuts.
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?hitori/4/4/1114142333214213",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/hitori.js) and its answer",
                answer=["#.#.", "....", "#.#.", "...#"], unique=True, count=1),
        Example("janko-2", "https://puzz.link/p?hitori/5/5/3455232354214552314125232",
                "janko.at Hitori 2 (https://www.janko.at/Raetsel/Hitori/002.a.htm) and its published answer",
                answer=["#..#.", "..#..", "#..#.", "..#..", "#...#"], unique=True, count=1),
    )


KIND = HitoriKind()
