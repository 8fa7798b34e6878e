"""The ``dominofit`` kind: Domino Fit through the kind contract."""

from __future__ import annotations

from ..kinds import Kind, Task


class DominoFitKind(Kind):
    name = "dominofit"
    title = "Domino Fit"
    summary = "tile the free cells with dominoes so row and column scores meet their targets"
    reads = ('JSON {"rows", "cols", "blocked", "row_targets", "col_targets", "rule", ["givens"], ["costs"]}',
             "text format (grid with '#' blocked cells, targets on the edges; see docs/dominofit.md)")
    writes = ("ASCII with targets", "JSON (--json)", "PNG", "SVG")
    suffixes = (".json", ".dfit", ".txt")
    engines = ("auto", "search", "cycles", "cpsat", "scip")
    tasks = ("solve", "solutions", "count", "unique", "forced")
    settings = {"model": "implied (default) or plain", "objective": "an Objective (relaxed targets)"}
    example = "dominofit rule=dot\n1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n"

    def detect(self, text: str) -> bool:
        from .io import detect

        return detect(text)

    def detect_json(self, data: dict) -> bool:
        return "row_targets" in data and "col_targets" in data and "rows" in data

    def parse_json(self, data: dict, source: str = "puzzle", base=None):
        from ...core.errors import PuzzleInputError
        from .io import puzzle_from_json

        try:
            return puzzle_from_json(data, name=source)
        except PuzzleInputError as exc:
            raise exc.at(source) from None

    def parse(self, text: str, source: str = "puzzle", base=None):
        from .io import parse_puzzle

        return parse_puzzle(text, source=source)

    def run(self, puzzle, task: Task, **settings):
        from .tasks import run

        self.require(task, settings)
        return run(puzzle, task, **settings)

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR

    def same_answer(self, result, solution) -> bool:
        from ...core.errors import PuzzleInputError

        try:
            recorded = {(str(k), int(r), int(c)) for k, r, c in solution}
        except (TypeError, ValueError):
            raise PuzzleInputError('a recorded Domino Fit solution must be a list of ["H"|"V", row, col]') from None
        return recorded == {tuple(d) for d in result.dominoes}


KIND = DominoFitKind()
