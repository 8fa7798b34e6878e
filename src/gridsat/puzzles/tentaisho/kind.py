"""The ``tentaisho`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .rules import TentaishoPuzzle


class TentaishoKind(GridKind):
    name = "tentaisho"
    title = "Tentaisho"
    other_names = ("spiral galaxies", "galaxies")  # its English name (the README's "Tentaisho (Spiral Galaxies)")
    summary = "divide the grid into regions, each holding one dot and symmetric under a half turn about it"
    reads = ("puzz.link URL (tentaisho)", "JSON {\"kind\": \"tentaisho\", \"rows\", \"cols\", \"dots\": [[y, x], ...]}",
             "text grid: the doubled grid (. nothing, o white dot, * black dot, # empty cell)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("Dots stand on the doubled grid: cell (r, c)'s centre is (2r, 2c), odd rows and columns lie between "
             "cells. Answers are rows of whole numbers: each cell holds the rank, from 1 in reading order of the "
             "doubled grid, of the dot whose region covers it (0: an empty cell).")
    puzzle_type = TentaishoPuzzle
    url_names = ("tentaisho",)
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/tentaisho.js), with an empty cell at "
                "r1c5, and its answer", answer=[[1, 2, 2, 2, 0], [3, 6, 4, 4, 5], [6, 6, 7, 7, 8], [6, 10, 9, 9, 9],
                                                [11, 10, 12, 12, 12]], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = TentaishoKind()
