"""The ``calendar`` kind: the calendar puzzle through the kind contract."""

from __future__ import annotations

from ...engines.choice import ENGINES
from ..kinds import Kind, Task


class CalendarKind(Kind):
    name = "calendar"
    title = "Calendar puzzle"
    summary = "cover every cell but today's month and day (and weekday) with the pieces"
    reads = ("date YYYY-MM-DD or MM-DD; built-in editions dragonfjord, jarringwords, creamakerspace, tetromino, "
             "weekday; edition files (editions.txt format, '*' filler cells)",
             'JSON puzzle file {"kind": "calendar", "date": ..., "edition": ..., "weekday": ..., "one_sided": ...}')
    writes = ("coloured ASCII with the date labels", "JSON (--json)", "JSON lines (--year, --census --out)",
              "PNG", "SVG")
    suffixes = (".json",)
    engines = ENGINES
    tasks = ("solve", "solutions", "count", "unique")
    settings = {"hint": "show only K pieces of a solution (those most solutions share)"}
    example = '{"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord"}'

    def detect(self, text: str) -> bool:
        from ...formats.json import json_kind

        return json_kind(text) == "calendar"

    def parse_json(self, data: dict, source: str = "puzzle", base=None):
        from ...core.errors import PuzzleInputError
        from .io import puzzle_from_json

        if data.get("kind", self.name) != self.name:
            raise PuzzleInputError(f"the file says kind {data.get('kind')!r}, not {self.name!r}", source)
        return puzzle_from_json(data, source)

    def parse(self, text: str, source: str = "puzzle", base=None):
        from .io import parse_puzzle

        return parse_puzzle(text, source)

    def run(self, puzzle, task: Task, **settings):
        self.require(task, settings)
        if task.distinct:
            from ...core.errors import PuzzleInputError

            raise PuzzleInputError("--distinct does not apply to calendar puzzles (the date breaks the symmetry)")
        if settings.get("hint") is not None:
            if task.what != "solve":
                from ...core.errors import PuzzleInputError

                raise PuzzleInputError(f"--hint goes with solving, not with {task.what}")
            return puzzle.hint(settings["hint"], task.options, task.engine)
        return puzzle.run(task)

    def same_answer(self, result, solution) -> bool:
        from ..placement.result import placements_key

        return placements_key(result.placements) == placements_key(solution)


KIND = CalendarKind()
