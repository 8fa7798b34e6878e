"""The ``lits`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.counting import CountingKind
from ..grid.explained import ShadingHints
from .rules import LitsPuzzle


class LitsKind(ShadingHints, CountingKind):
    name = "lits"
    title = "LITS"
    summary = ("shade one tetromino in every region; shaded cells connected, no 2x2, "
               "two tetrominoes of one shape never share an edge")
    reads = ("puzz.link URL (lits; also the old form lits/d/... of one character per cell)",
             "JSON {\"kind\": \"lits\", \"rows\", \"cols\", \"regions\"}",
             "text grid (a room id or letter per cell)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = LitsPuzzle
    deductions = "gridsat.puzzles.lits.deductions"
    url_names = ("lits",)
    # Engines (CountingKind): auto solves, proves and counts with the compiled counting search on
    # search_model, CP-SAT joining after the search's head start; forced cells and --engine cpsat use
    # the CP-SAT model.  Measured, CPU of kind.run(unique) with build and check, one loaded run: the
    # eight published boards settle in 1-4 search nodes, 2 ms (6x7) to 0.36 s (40x57), where CP-SAT
    # took 17 ms to 1.65 s (10x10: 10 ms against 33 ms; 31x45: 73-200 ms against 0.45-0.8 s).
    #: CP-SAT's settings, measured (CPU of the uniqueness proofs of the six published boards from 10x10 to
    #: 40x57, medians of 3 alternating rounds): one presolve pass instead of CP-SAT's default 3, 10-18% less
    #: in total (presolve runs again for the second solve); symmetry, linearization and probing gained nothing.
    defaults = {"num_workers": 1, "max_presolve_iterations": 1}
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?lits/4/4/9q02jg",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/lits.js) and its answer",
                answer=["#.##", "###.", "#.#.", "####"], unique=True, count=1),
        Example("janko-1", "https://puzz.link/p?lits/7/6/19aerr5gemde2h0",
                "janko.at LITS 1 (https://www.janko.at/Raetsel/LITS/001.a.htm) and its published answer",
                answer=["###..##", "#.##..#", "##.####", ".###.#.", "#..###.", "####.#."], unique=True),
    )


KIND = LitsKind()
