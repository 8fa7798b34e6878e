"""The ``nurikabe`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import NurikabePuzzle


class NurikabeKind(ShadingHints, GridKind):
    name = "nurikabe"
    title = "Nurikabe"
    summary = "shade cells so each unshaded area holds one number, its size; shaded cells connected, no 2x2"
    reads = ("puzz.link URL (nurikabe)", "JSON {\"kind\": \"nurikabe\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, numbers, ? a clue of unknown size)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = NurikabePuzzle
    deductions = "gridsat.puzzles.nurikabe.deductions"
    url_names = ("nurikabe",)
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/nurikabe.js) and its answer",
                answer=["..###", ".#..#", ".####", ".#.#.", "###.."], unique=True, count=1),
    )


KIND = NurikabeKind()
