"""The ``fillomino`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .hints import FillominoHints
from .rules import FillominoPuzzle


class FillominoKind(FillominoHints, GridKind):
    name = "fillomino"
    title = "Fillomino"
    summary = ("a number in every cell: each block of equal numbers has as many cells as its number, and blocks of "
               "the same size never share an edge")
    reads = ("puzz.link URL (fillomino)", "JSON {\"kind\": \"fillomino\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, the given numbers, ? a given of any number)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("Answers are rows of whole numbers, each cell's number. puzz.link's variants with given borders and "
             "with blocks of 3 cells at most (the 't' flag) are refused.")
    puzzle_type = FillominoPuzzle
    url_names = ("fillomino",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    # CP-SAT's full linear relaxation of the flows and reaches: janko.at Fillomino 7 (10x10) 29 + 21 s of CPU to
    # find its answer and prove it unique -> 4.1 + 4.1 s (one worker, measured side by side on a loaded machine)
    defaults = {"num_workers": 1, "linearization_level": 2}
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/fillomino.js) and its answer",
                answer=[[5, 5, 4, 4, 4, 4], [5, 5, 3, 2, 2, 1], [3, 5, 3, 3, 5, 2], [3, 3, 5, 5, 5, 2],
                        [2, 2, 5, 1, 4, 4], [1, 3, 3, 3, 4, 4]], unique=True, count=1),
    )

    def session_of(self, model, encoding, options):
        """The CP-SAT session; a board with free cells (:meth:`FillominoPuzzle.free_cells`, whose model carries a
        decision strategy: the smallest number first) searches in that order alone (``FIXED_SEARCH``: CP-SAT's
        automatic search leaves a strategy aside with one worker); ``--params`` may set another.  Such a model's
        greedy fills (``model.answer_hints``) are hinted in turn, one a solve
        (:class:`~gridsat.puzzles.fillomino.session.HintedSession`)."""
        from .session import HintedSession

        if getattr(model, "answer_hints", None) and encoding.separate is None:
            session = HintedSession(model, encoding.decision, options, self.defaults, hints=model.answer_hints)
        else:
            session = super().session_of(model, encoding, options)
        if model.proto.search_strategy:
            session.defaults["search_branching"] = "FIXED_SEARCH"
        return session


KIND = FillominoKind()
