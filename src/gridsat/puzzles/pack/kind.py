"""The ``pack`` kind: polyomino packing through the kind contract."""

from __future__ import annotations

from ...engines.choice import ENGINES
from ..kinds import Kind, Task


class PackKind(Kind):
    name = "pack"
    title = "Polyomino packing"
    summary = "pack polyominoes into a board, every cell covered once"
    reads = ("board: RxC (6x10), built-in name (8x8-centre), ASCII mask file ('#'/'1' cell, '.'/'0' none)",
             "pieces: pentominoes, tetrominoes, piece file (lines 'NAME: ##./.##', 'NAME*2: ...')",
             'JSON puzzle file {"kind": "pack", "board": ..., "pieces": ..., "one_sided": false, "holes": false}')
    writes = ("coloured ASCII", "JSON (--json)", "PNG (--png)", "SVG (--svg)")
    suffixes = (".json",)
    engines = ENGINES
    tasks = ("solve", "solutions", "count", "unique")
    example = '{"kind": "pack", "board": "3x20", "pieces": "pentominoes"}'

    def detect(self, text: str) -> bool:
        from ...formats.json import json_kind

        return json_kind(text) == "pack"

    def parse_json(self, data: dict, source: str = "puzzle", base=None):
        from ...core.errors import PuzzleInputError
        from .io import puzzle_from_json

        if data.get("kind", self.name) != self.name:
            raise PuzzleInputError(f"the file says kind {data.get('kind')!r}, not {self.name!r}", source)
        return puzzle_from_json(data, source, base)

    def parse(self, text: str, source: str = "puzzle", base=None):
        from .io import parse_puzzle

        return parse_puzzle(text, source, base=base)

    def run(self, puzzle, task: Task, **settings):
        self.require(task, settings)
        return puzzle.run(task)

    def same_answer(self, result, solution) -> bool:
        from ..placement.result import placements_key

        return placements_key(result.placements) == placements_key(solution)


KIND = PackKind()
