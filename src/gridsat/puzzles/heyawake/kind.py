"""The ``heyawake`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.counting import CountingKind
from .rules import HeyawakePuzzle


class HeyawakeKind(CountingKind):
    name = "heyawake"
    title = "Heyawake"
    summary = ("shade cells: each room holds its number of shaded cells, shaded cells never touch, unshaded cells "
               "connected, no unshaded run crosses two room borders")
    reads = ("puzz.link URL (heyawake, heyawacky)",
             "JSON {\"kind\": \"heyawake\", \"rows\", \"cols\", \"clues\", \"regions\"}",
             "text grid: the numbers (. none, ? any count), a blank line, then a room name per cell")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = HeyawakePuzzle
    engines = ("auto", "search", "cuts", "cpsat")
    engine_help = ("auto: the compiled counting search, CP-SAT joining after its head start (forced cells: cuts); "
                   "search: that search alone; cuts: CP-SAT with the unshaded cells' connectivity added lazily as "
                   "cuts; cpsat: CP-SAT with connectivity as a rooted tree")
    url_names = ("heyawake", "heyawacky")
    #: Measured (benchmarks/genres/heyawake.py, CPU seconds of the uniqueness proofs of the 31x45 boards): the cut
    #: loop's many small solves spend most of their time in presolve and the LP, which find little here.
    defaults = {"num_workers": 1, "cp_model_presolve": False, "linearization_level": 0}
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/heyawake.js) and its answer",
                answer=["#.#..#", "...#..", "#.#.#.", "......", ".#.#.#", "..#..."], unique=True, count=1),
        Example("cspuz-6x6", "https://puzz.link/p?heyawake/6/6/aa66aapv0fu0g2i3k",
                "the test puzzle of cspuz_rs (semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/heyawake.rs) and its "
                "answer", answer=["#.#..#", "...#..", ".#..#.", "#.#...", "...#.#", ".#...."], unique=True, count=1),
    )

    def choose_engine(self, puzzle, task, settings) -> str:
        if task.engine != "auto":
            return task.engine
        return "cuts" if task.what == "forced" else "search"

    def solver(self, puzzle, engine, task, settings):
        if engine == "search":  # CP-SAT joins with the cut loop, alone: the search that has not settled in its
            # head start seldom does later (janko 350, 31x45: >30 s raced against the rooted tree's model, 16 s cuts)
            found = super().solver(puzzle, engine, task, settings)
            if found.session is not None:
                found.session, found.race = lambda: self._cut_loop(puzzle, task.options), False
            return found
        if engine != "cuts":
            return super().solver(puzzle, engine, task, settings)
        from ...core.task import SessionSolver

        session, encoding = self._cut_loop(puzzle, task.options, encoded=True)
        return SessionSolver(session, encoding.decode, forced=encoding.forced)

    def _cut_loop(self, puzzle, options, *, encoded: bool = False):
        """The CP-SAT session with the unshaded cells' connectivity added as
        cuts (and, ``encoded``, the model's encoding with it)."""
        from ...constraints.model import RuleModel
        from ...engines.cpsat import CutLoopSession

        options.check_memory(puzzle.rows * puzzle.cols * puzzle.bytes_per_cell,
                             f"a CP-SAT model of a {puzzle.rows}x{puzzle.cols} {self.title}")
        model = RuleModel(check=options.check_time)
        encoding = puzzle.model(model, options, lazy=True)
        options.check_time()
        session = CutLoopSession(model, encoding.decision, options, self.defaults,
                                 separate=puzzle.separate(encoding.decision))
        return (session, encoding) if encoded else session


KIND = HeyawakeKind()
