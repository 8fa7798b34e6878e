"""The ``yinyang`` kind: Yin-Yang through the kind contract."""

from __future__ import annotations

from ..kinds import Kind, Task


class YinYangKind(Kind):
    name = "yinyang"
    title = "Yin-Yang"
    summary = "shade cells so each colour is one connected group and no 2x2 block is one colour"
    reads = ("text grid (0 empty, 1 white circle, 2 black circle)", "puzz.link / pzv.jp / pzprxs URL",
             "pzprv3 file", "puzzle-yin-yang.com HTML (task string or board divs)")
    writes = ("ASCII", "text grid (--to text)", "puzz.link URL (--to url)", "pzprv3 with the answer (--to pzprv3)",
              "JSON (--json)", "PNG", "SVG")
    suffixes = (".txt", ".pzprv3", ".pzv", ".url", ".html", ".htm", ".yy")
    engines = ("auto", "race", "search", "cpsat", "cuts")
    tasks = ("solve", "solutions", "count", "unique", "forced")
    example = "https://puzz.link/p?yinyang/5/5/016612300"

    def detect(self, text: str) -> bool:
        from .io import detect

        return detect(text)

    def looks_like(self, text: str) -> bool:
        from .io import detect_format

        return detect_format(text) is not None

    def parse(self, text: str, source: str = "puzzle", base=None):
        from .io import parse

        name = source.rsplit(".", 1)[0] if source not in ("URL", "stdin") else source
        return parse(text, source=source, name=name)

    def read(self, spec: str):
        from .io import read_puzzle

        return read_puzzle(spec)

    def run(self, puzzle, task: Task, **settings):
        self.require(task, settings)
        return puzzle.run(task)

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR

    def same_answer(self, result, solution) -> bool:
        from ...core.errors import PuzzleInputError
        from .io import parse_text_grid

        grid = parse_text_grid(solution, source="solution") if isinstance(solution, str) else solution
        if not isinstance(grid, list):
            raise PuzzleInputError("a recorded Yin-Yang solution must be rows of 1/2")
        return result.grid is not None and [list(r) for r in grid] == [list(r) for r in result.grid]


KIND = YinYangKind()
