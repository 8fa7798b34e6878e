"""The ``kurotto`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import KurottoPuzzle


class KurottoKind(ShadingHints, GridKind):
    name = "kurotto"
    title = "Kurotto"
    summary = ("shade cells so each number in a circle is the total size of the shaded groups touching the circle; "
               "circled cells are never shaded")
    reads = ("puzz.link URL (kurotto)", "JSON {\"kind\": \"kurotto\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. no circle, numbers in circles, ? a circle without a number)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("A clue is a circle, never shaded; its number is the sum of the sizes of the shaded groups "
             "(orthogonally connected) that share a side with it, each group counted once ('?': a circle without a "
             "number, no condition). An answer is rows of 1 (shaded) and 0 (unshaded) in JSON; a recorded one "
             "(batch --check-answer) may also be rows of # and . (docs/kurotto.md).")
    puzzle_type = KurottoPuzzle
    deductions = "gridsat.puzzles.kurotto.deductions"
    url_names = ("kurotto",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    # Measured (a 2-core machine loaded to 13-21; benchmarks/genres.py kurotto, medians of 3): uniqueness() of the nine
    # published boards (5x5 to 19x27) 0.12-2.1 s in process, 14.9 s on the 19x27 (3.2 s of CPU), a plain CP-SAT model
    # 2.4-10.9x slower where it finished in 30 s (five of nine). No compiled search: CP-SAT alone is fast enough.
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?kurotto/5/5/30m4h6h4m02",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/kurotto.js) and the answer its "
                "checker accepts", answer=[".....", "#.##.", "##..#", "..#.#", "#...."], unique=True, count=1),
    )

    def drawn_clue(self, clue) -> str:
        """A circle without a number drawn ``○``, as the answer draws it."""
        return "○" if clue == "?" else str(clue)

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = KurottoKind()
