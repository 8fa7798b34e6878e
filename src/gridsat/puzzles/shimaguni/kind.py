"""The ``shimaguni`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import ShimaguniPuzzle


class ShimaguniKind(ShadingHints, GridKind):
    name = "shimaguni"
    title = "Shimaguni"
    other_names = ("islands",)  # its English name (the README's "Shimaguni (Islands)"): --kind islands is told the kind
    summary = ("shade one connected island in every room, its number the island's size; islands in different rooms "
               "never touch, and touching rooms' islands differ in size")
    reads = ("puzz.link URL (shimaguni)", "JSON {\"kind\": \"shimaguni\", \"rows\", \"cols\", \"clues\", \"regions\"}",
             "text grid: the numbers (. none, ? any size), a blank line, then a room name per cell")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("A room's number is the size of its island, the room's shaded cells, which are connected inside the "
             "room; it sits in the room's top cell and may be shaded. An answer is rows of 1 (shaded) and 0 "
             "(unshaded) in JSON; a recorded one (batch --check-answer) may also be rows of # and . "
             "(docs/shimaguni.md).")
    puzzle_type = ShimaguniPuzzle
    deductions = "gridsat.puzzles.shimaguni.deductions"
    url_names = ("shimaguni",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    #: Measured (in process, medians of 5, a 2-core machine loaded to 12-16; the seven published boards, 6x6 to
    #: 30x45): presolve and the LP find little here; without them uniqueness() took 16-248 ms on the six up to 15x15
    #: (with them, one worker: 142-460 ms) and 4.2 s on the 30x45 (6.7 s).
    defaults = {"num_workers": 1, "cp_model_presolve": False, "linearization_level": 0}
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/shimaguni.js) and the answer its "
                "checker accepts", answer=["###..#", "...#..", "##.#.#", "..#.##", "##....", "##.###"],
                unique=True, count=1),
    )

    def why_none(self, puzzle, task, settings) -> dict | None:
        """The grid genres' reason (:meth:`GridKind.why_none`); a board without numbers whose rooms alone leave no
        answer is told so (the numbers' search had nothing to take away, and said nothing)."""
        found = super().why_none(puzzle, task, settings)
        if found is None and not puzzle.clued():
            return {"reason": "the board has no room number to take away, and the rules alone leave none",
                    "conflict": []}
        return found


KIND = ShimaguniKind()
