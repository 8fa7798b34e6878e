"""The ``norinori`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.counting import CountingKind
from ..grid.explained import ShadingHints
from .rules import NorinoriPuzzle


class NorinoriKind(ShadingHints, CountingKind):
    name = "norinori"
    title = "Norinori"
    summary = "shade two cells in every region; the shaded cells form dominoes that never touch"
    reads = ("puzz.link URL (norinori)", "JSON {\"kind\": \"norinori\", \"rows\", \"cols\", \"regions\"}",
             "text grid: a region name per cell")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = NorinoriPuzzle
    deductions = "gridsat.puzzles.norinori.deductions"
    url_names = ("norinori",)
    #: Measured (CPU seconds of the uniqueness proofs of the published boards, 23x33 to 36x54): presolve and the LP
    #: find nothing the propagation does not, and one enumeration stopped at a second answer costs half of
    #: solving twice.
    defaults = {"num_workers": 1, "cp_model_presolve": False, "linearization_level": 0}
    enumerates = True
    #: Measured on the published boards (tests/data/genres): the counting search's probing proves six of the eight
    #: unique in 1-3 nodes (at most 2 ms of CPU on the 24x36), and is lost on the 23x33 and 36x54 (hundreds of
    #: nodes, no proof in 0.25 s; CP-SAT: 30-80 ms). So CP-SAT takes over alone after 5 ms of search.
    head_start = 0.005
    races = False
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?norinori/5/5/cag4ocjo",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/norinori.js) and its answer",
                answer=["##...", "..##.", "##..#", "....#", "##..."], unique=True, count=1),
        Example("cspuz-6x6", "https://puzz.link/p?norinori/6/6/mac2a4c11spr",
                "the test puzzle of cspuz_rs (semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/norinori.rs) and its "
                "answer", answer=[".##...", "...##.", ".##..#", ".....#", "#.#.#.", "#.#.#."], unique=True, count=1),
    )


KIND = NorinoriKind()
