"""The ``mochikoro`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from ..nurikabe.kind import touching_numbers
from .rules import MochikoroPuzzle


class MochikoroKind(GridKind):
    name = "mochikoro"
    title = "Mochikoro"
    summary = ("shade cells so each unshaded area is a rectangle holding one number at most, its area; the unshaded "
               "cells connected diagonally; no 2x2 block shaded")
    reads = ("puzz.link URL (mochikoro)", "JSON {\"kind\": \"mochikoro\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, numbers, ? a number not shown)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("A rectangle may hold no number (any area); rectangles touch only at their corners, and all of them "
             "are joined that way into one group. An answer is rows of 1 (shaded) and 0 (unshaded) in JSON; a "
             "recorded one (batch --check-answer) may also be rows of # and . (docs/mochikoro.md).")
    puzzle_type = MochikoroPuzzle
    url_names = ("mochikoro",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?mochikoro/5/5/4p2n1i1",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/mochikoro.js) and the answer its "
                "checker accepts", answer=["....#", "####.", "#.#.#", "#.#.#", ".#.#."], unique=True, count=1),
    )

    def why_none(self, puzzle, task, settings) -> dict | None:
        """The grid genres' reason; when no area is needed ("none even with every area taken away") or none was
        found in the search's time, two numbered cells side by side are named: they would share one rectangle (the
        reason, true)."""
        found = super().why_none(puzzle, task, settings)
        if found is not None and found["conflict"]:
            return found  # (None: the search ran out of its budget; two numbers side by side are still a reason)
        return touching_numbers(puzzle, "rectangle") or found

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = MochikoroKind()
