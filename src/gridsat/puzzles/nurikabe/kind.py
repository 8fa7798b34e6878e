"""The ``nurikabe`` kind: one declaration on the grid genres' base; its
engines are the deductions, which settle most published boards alone, and
CP-SAT (:class:`~gridsat.puzzles.grid.decided.DeducingKind`)."""

from __future__ import annotations

from ..contract import Example
from ..grid.decided import DeducingKind
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import NurikabePuzzle


class NurikabeKind(ShadingHints, DeducingKind, GridKind):
    name = "nurikabe"
    title = "Nurikabe"
    summary = "shade cells so each unshaded area holds one number, its size; shaded cells connected, no 2x2"
    reads = ("puzz.link URL (nurikabe)", "JSON {\"kind\": \"nurikabe\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, numbers, ? a clue of unknown size)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = NurikabePuzzle
    deductions = "gridsat.puzzles.nurikabe.deductions"
    shaded_word = "sea"  # as its steps say: "r3c3 is sea"
    url_names = ("nurikabe",)
    engine_help = ("auto: the deductions (the classic island rules to a fixed point, one-cell trials on boards of "
                   "up to 400 cells), the answer when they decide every cell, else CP-SAT with the cells they decide "
                   "fixed (CP-SAT alone with --params, --log, --seed or -w); logic: the deductions alone (refused "
                   "when they leave a cell undecided); cpsat: the CP-SAT model of the rules (the one --export-model "
                   "writes)")
    # Measured (CPU of uniqueness() in a fresh process, loaded machine): the pzprjs 5x5 and janko.at 1
    # (10x10) decided by the rules alone in about 1 ms, where CP-SAT's two solves took 6 and 9 ms;
    # janko.at 726, 758, 827 (10x10 to 13x20, "?" clues) by the trials in 25-50 ms against 60-90 ms.
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/nurikabe.js) and its answer",
                answer=["..###", ".#..#", ".####", ".#.#.", "###.."], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR

    def why_none(self, puzzle, task, settings) -> dict | None:
        """The grid genres' reason; when no island size is needed ("none even with every island size taken
        away") or none was found in the search's time, two numbered cells side by side are named: they would share
        one island (the reason, true)."""
        found = super().why_none(puzzle, task, settings)
        if found is not None and found["conflict"]:
            return found  # (None: the search ran out of its budget; two numbers side by side are still a reason)
        return touching_numbers(puzzle, "island") or found


def touching_numbers(puzzle, area: str) -> dict | None:
    """The reason "the numbers at X and Y touch, so one AREA would hold both": two numbered cells side by side, where
    each unshaded area holds one number at most (Nurikabe's islands, Mochikoro's rectangles); None when none touch."""
    clued = puzzle.clued()
    for (r, c) in sorted(clued):
        for other in ((r, c + 1), (r + 1, c)):
            if other in clued:
                return {"reason": f"the numbers at r{r + 1}c{c + 1} and r{other[0] + 1}c{other[1] + 1} touch, "
                                  f"so one {area} would hold both (whatever the {area} sizes)",
                        "conflict": [[r, c], list(other)]}
    return None


KIND = NurikabeKind()
