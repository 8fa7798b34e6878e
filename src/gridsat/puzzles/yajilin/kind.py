"""The ``yajilin`` kind: one declaration on the loop genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.loop import LoopKind
from .hints import YajilinHints
from .rules import YajilinPuzzle


class YajilinKind(YajilinHints, LoopKind):
    name = "yajilin"
    title = "Yajilin"
    summary = ("shade cells, never two side by side, as the arrows count them; one loop through every other cell")
    reads = ("puzz.link URL (yajilin, yajirin; flag o: shaded cells outside the loop; flag b: clue cells drawn grey)",
             "JSON {\"kind\": \"yajilin\", \"rows\", \"cols\", \"clues\" (\"2>\", \"1^\", \"0v\", \"3<\", \"?>\", "
             "\"#\", \"?\" or null), [\"outside\"], [\"grey\"]}",
             "text grid (. empty; a number and its arrow: 2> 1< 0^ 3v, ?> a number not given; # a clue cell without "
             "number or arrow; ? a clue cell whose number is not given, without an arrow; first line 'yajilin "
             "outside' for the o flag, 'yajilin grey' for b)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json: side bitmasks, 16 a "
              "shaded cell, and horizontal/vertical edge strings)", "PNG", "SVG")
    notes = ("Answers are rows of side bitmasks, one per cell: up 1, right 2, down 4, left 8 for the sides the loop "
             "leaves the cell through, 16 for a shaded cell, 0 for a clue cell; --json also gives the loop as "
             "horizontal/vertical edge strings.")
    puzzle_type = YajilinPuzzle
    url_names = ("yajilin", "yajirin")
    # Measured (benchmarks/yajilin_engines.py, medians of 5, a machine loaded to 12-15 on 2 cores; docs/yajilin.md):
    # uniqueness() of the eight published boards (5x5 to 20x36) 1.8-28 ms of CPU with the search, 6-221 ms with
    # CP-SAT; a whole 'gridsat yajilin URL --unique' 0.8-1.3 s with the search, 0.8-1.8 s with CP-SAT.  Hints
    # (benchmarks/yajilin_hints.py, load 15): a whole 'gridsat hint URL --steps' 0.12-0.66 s of CPU up to 14x24, 7.1 s
    # on the 20x36 (17 trials, each round reading the loop's joins on the whole board).
    engine_help = ("auto: the compiled loop search, CP-SAT when it has not settled within its head start (forced "
                   "cells, and the o flag's shaded cells outside the loop: CP-SAT); search: that search alone; cpsat: "
                   "the CP-SAT model of the rules")
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

    def choose_engine(self, puzzle, task, settings) -> str:
        """As every loop genre's (:class:`LoopKind`), but CP-SAT for the ``o`` flag, whose rule is no count."""
        engine = super().choose_engine(puzzle, task, settings)
        return "cpsat" if engine == "search" and task.engine == "auto" and puzzle.outside else engine

    def solver(self, puzzle, engine, task, settings):
        if engine == "search" and puzzle.outside:
            from ...core.errors import PuzzleInputError
            from ...core.settings import engine_words

            raise PuzzleInputError("the search engine does not state the o flag's rule (shaded cells outside the loop: "
                                   f"no count); use {engine_words('cpsat')}")
        return super().solver(puzzle, engine, task, settings)


KIND = YajilinKind()
