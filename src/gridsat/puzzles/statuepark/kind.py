"""The ``statuepark`` kind: one declaration on the grid genres' base; its
answers' JSON also lists which piece covers which cells."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from ..grid.result import GridResult
from .rules import StatueParkPuzzle


class StatueParkResult(GridResult):
    """A Statue Park answer: the grid, and in JSON the pieces it places."""

    def answer_json(self) -> dict:
        out = super().answer_json()
        if self.grid is not None:
            out["pieces"] = [{"piece": name, "cells": [list(c) for c in cells]}
                             for name, cells in self.puzzle.pieces_in(self.grid)]
        return out


class StatueParkKind(GridKind):
    name = "statuepark"
    title = "Statue Park"
    summary = ("place the given pieces, never sharing an edge; black circles covered, white circles not, "
               "the unshaded cells connected")
    reads = ("puzz.link URL (statuepark: circles, then the piece set //p, //t, //d or /N/code/...)",
             "JSON {\"kind\": \"statuepark\", \"rows\", \"cols\", \"clues\", \"pieces\"}",
             "text grid (. empty, B black circle, W white circle) after a line 'pieces: tetrominoes'")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json, pieces)", "PNG", "SVG")
    puzzle_type = StatueParkPuzzle
    result_type = StatueParkResult
    url_names = ("statuepark",)
    notes = ("Piece sets: pentominoes (puzz.link's default), tetrominoes, double tetrominoes (each tetromino twice), "
             "none, or pieces as rows of # and . joined by / (#./#./## is an L), separated by spaces on the text's "
             "line ('pieces: #./#./## ##/##'), a list in JSON ([\"#./#./##\", \"##/##\"]).")
    def detect(self, text: str) -> bool:
        """The genre's own line (``statuepark``, as ``--to text`` writes), a URL or JSON of it, or a text grid
        whose first line is its pieces line (``pieces: tetrominoes``, the form 'gridsat formats' gives: solve
        said "not a puzzle gridsat can read")."""
        from .rules import pieces_line

        head = text.lstrip().lstrip("\ufeff").split("\n", 1)[0]
        return super().detect(text) or (pieces_line(head) and "\n" in text.strip())

    examples = (
        Example("pzprjs-7x7", "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/statuepark.js) and its answer",
                answer=["....#..", "###.##.", "..#..#.", "#......", "#.##...", "#.##.#.", "#...###"],
                unique=True, count=1),
        Example("cspuz-6x5", "https://puzz.link/p?statuepark/6/5/0000591i00/2/23lg/22u",
                "a test puzzle of cspuz_rs (semiexp/cspuz_core, statue_park.rs) with a bank of two pieces, "
                "and its answer", answer=["......", "..###.", "..#...", "...##.", "...##."], unique=True),
    )


KIND = StatueParkKind()
