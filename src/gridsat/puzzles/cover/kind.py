"""The ``cover`` kind: generic exact cover through the kind contract."""

from __future__ import annotations

from ..kinds import Kind, Task


class CoverKind(Kind):
    name = "cover"
    title = "Exact cover"
    summary = "choose options covering every primary item once and every secondary item at most once"
    reads = ("Knuth's DLX text format (primary items | secondary items, then one option a line)",
             'JSON {"primary": [...], "secondary": [...], "options": [[...], ...], "option_names": [...]}')
    writes = ("the chosen options, one a line", "JSON (--json)")
    suffixes = (".dlx", ".xc", ".exact", ".json")
    engines = ("auto",)
    tasks = ("solve", "solutions", "count", "unique")
    example = "| items a b c; 13 exact covers\na b c\nc\nb\na c\nc\nc\na c\nb\nc\nb c\na\n"

    def detect(self, text: str) -> bool:
        """JSON with ``options``, or Knuth's format with its ``|`` (a comment or
        the secondary items' bar): a bare list of words is too common to claim
        (files ending in .dlx or .xc are read as exact cover whatever they hold)."""
        from ...core.errors import PuzzleInputError
        from .io import parse_cover
        from ...formats.json import json_kind

        stripped = text.lstrip()
        if stripped.startswith("{"):
            if json_kind(text) not in (None, "cover") or '"options"' not in text:
                return False
        elif "|" not in text:
            return False
        try:
            return bool(parse_cover(text).options)
        except PuzzleInputError:
            return False

    def detect_json(self, data: dict) -> bool:
        return isinstance(data.get("options"), list)

    def parse(self, text: str, source: str = "puzzle", base=None):
        from .io import parse_cover

        return parse_cover(text, source)

    def run(self, puzzle, task: Task, **settings):
        from .tasks import run

        self.require(task, settings)
        return run(puzzle, task)

    def same_answer(self, result, solution) -> bool:
        from ...core.errors import PuzzleInputError

        if not isinstance(solution, list) or not all(isinstance(i, int) for i in solution):
            raise PuzzleInputError("a recorded exact-cover solution must be a list of option indices")
        return result.cover is not None and sorted(solution) == result.cover


KIND = CoverKind()
