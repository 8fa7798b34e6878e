"""The ``yajilin`` kind: one declaration on the loop genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.loop import LoopKind
from .rules import YajilinPuzzle


class YajilinKind(LoopKind):
    name = "yajilin"
    title = "Yajilin"
    summary = ("shade cells, never two side by side, as the arrows count them; one loop through every other cell")
    reads = ("puzz.link URL (yajilin, yajirin; flag o: shaded cells outside the loop; flag b: clue cells drawn grey)",
             "JSON {\"kind\": \"yajilin\", \"rows\", \"cols\", \"clues\" (\"2>\", \"1^\", \"0v\", \"3<\", \"?>\", "
             "\"#\", \"?\" or null), [\"outside\"], [\"grey\"]}",
             "text grid (. empty; a number and its arrow: 2> 1< 0^ 3v, ?> a number not given; # a clue cell without "
             "number or arrow; first line 'yajilin outside' for the o flag, 'yajilin grey' for b)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json: side bitmasks, 16 a "
              "shaded cell, and horizontal/vertical edge strings)", "PNG", "SVG")
    notes = ("Answers are rows of side bitmasks, one per cell: up 1, right 2, down 4, left 8 for the sides the loop "
             "leaves the cell through, 16 for a shaded cell, 0 for a clue cell; --json also gives the loop as "
             "horizontal/vertical edge strings.")
    puzzle_type = YajilinPuzzle
    url_names = ("yajilin", "yajirin")
    engines = ("auto", "cpsat")
    compiled: dict = {}  # no compiled search states these rules: CP-SAT alone
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?yajilin/5/5/m32j10",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/yajilin.js) and the answer its checker "
                "accepts", answer=[[6, 10, 12, 6, 12], [3, 12, 3, 9, 5], [16, 5, 16, 0, 5], [6, 9, 6, 10, 9],
                                   [3, 10, 9, 16, 0]], unique=True, count=1),
        Example("janko-001-7x7", "https://puzz.link/p?yajilin/7/7/a31h40h41b31a22o31h",
                "janko.at Yajilin 001 (www.janko.at/Raetsel/Yajilin/001.a.htm) and its published answer",
                answer=["#06aaac", "6a906a9", "3ac#50#", "#05056c", "6a9#395", "5#6ac05", "3a9#3a9"],
                unique=True, count=1),
    )


KIND = YajilinKind()
