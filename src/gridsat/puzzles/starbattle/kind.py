"""The ``starbattle`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.counting import CountingKind
from ..grid.explained import ShadingHints
from .rules import StarBattlePuzzle


class StarBattleKind(ShadingHints, CountingKind):
    name = "starbattle"
    title = "Star Battle"
    summary = ("the same number of stars in every row, column and region (1 or 2 on most boards); no two stars "
               "touch, not even diagonally")
    reads = ("puzz.link URL (starbattle)",
             "JSON {\"kind\": \"starbattle\", \"rows\", \"cols\", \"regions\", \"stars\"}",
             "text grid (first line 'starbattle K', then a room name per cell)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = StarBattlePuzzle
    deductions = "gridsat.puzzles.starbattle.deductions"
    shaded_word, unshaded_word = "a star", "empty"  # as its steps say: "r2c3 is a star", "r1c1 is empty"
    shaded_glyph = "★"  # as its answer draws a star
    position_values, position_looks = ("empty", "star"), ("dot", "star")  # the play board's words and marks
    url_names = ("starbattle",)
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/starbattle.js) and its answer",
                answer=[".*....", "...*..", ".....*", "..*...", "....*.", "*....."], unique=True, count=1),
        Example("janko-017-9x9-2stars", "https://puzz.link/p?starbattle/9/9/2/2b96ol35tha2888816gm0goeb0c01g",
                "janko.at Sternenschlacht 017 (Zoltan Horvath), its published solution",
                answer=[".*..*....", "......*.*", "..*.*....", "*......*.", "...*.*...", ".*.....*.",
                        "...*.*...", "*.......*", "..*...*.."], unique=True, count=1),
    )

    def detect(self, text: str) -> bool:
        head = self.named_as_kind(text.strip()).split("\n", 1)
        return super().detect(text) or (len(head) == 2 and head[0].split()[:1] == [self.name]
                                        and len(head[0].split()) == 2)


KIND = StarBattleKind()
