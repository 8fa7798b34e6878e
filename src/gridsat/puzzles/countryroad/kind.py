"""The ``countryroad`` kind: one declaration on the loop genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.loop import LoopKind
from .hints import CountryRoadHints
from .rules import CountryRoadPuzzle


class CountryRoadKind(CountryRoadHints, LoopKind):
    name = "countryroad"
    title = "Country Road"
    other_names = ("country road",)
    summary = ("draw one loop through cell centres that passes through every room once, a room's number the cells "
               "it visits there; no two cells off the loop side by side across a room border")
    reads = ("puzz.link URL (country)", "JSON {\"kind\": \"countryroad\", \"rows\", \"cols\", \"clues\", \"regions\"}",
             "text grid: the numbers (. none, ? any count), a blank line, then a room name per cell")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json: side bitmasks and "
              "horizontal/vertical edge strings)", "PNG", "SVG")
    notes = ("Answers are rows of side bitmasks, one per cell: up 1, right 2, down 4, left 8 for the sides the loop "
             "leaves the cell through (0: off the loop); --json also gives the loop as horizontal/vertical edge "
             "strings.  A room's number counts the cells the loop visits in it; it sits in the room's top cell "
             "(docs/countryroad.md).")
    puzzle_type = CountryRoadPuzzle
    url_names = ("country",)
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?country/5/5/amda0uf02h12h",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/country.js) and the answer its checker "
                "accepts", answer={"horizontal": ["0010", "1101", "1100", "0101", "0110"],
                                   "vertical": ["00110", "10001", "00101", "01010"]}, unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = CountryRoadKind()
