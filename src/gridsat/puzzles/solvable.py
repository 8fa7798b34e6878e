"""The same task methods on every puzzle object (``puzzle.solve()``,
``.count()``, ...), each carried out by the puzzle's kind through the one
task runner (:func:`gridsat.core.task.run_task`)."""

from __future__ import annotations

from ..core.errors import PuzzleInputError
from ..core.options import SolverOptions, given_options, whole
from ..core.result import DrawsItself
from ..core.task import Task, keyword_task

TYPE_CHECKING = False  # typing costs start-up: its names are for annotations only
if TYPE_CHECKING:
    from typing import ClassVar


#: The method of each task.
_METHODS = {"solve": "solve", "solutions": "solutions", "count": "count", "unique": "uniqueness", "forced": "forced"}


class Solvable(DrawsItself):
    """The same methods on every puzzle object, through its kind's runner.

    Subclasses set ``kind_name``.  Every method takes keyword arguments after
    the first: ``options`` (:class:`~gridsat.core.options.SolverOptions`),
    ``engine`` and the kind's ``run``-stage settings.
    """

    kind_name: ClassVar[str] = ""

    def run(self, task: Task, **settings):
        """Carry out ``task``; a checked result (see :meth:`Kind.run`)."""
        from .kinds import get

        return get(self.kind_name).run(self, task, **settings)

    def _task(self, what: str, options, engine: str, settings: dict, **fields):
        if "task" in settings:  # met run()'s own argument: "Solvable.run() got multiple values for argument 'task'"
            raise TypeError(f"puzzle.{_METHODS[what]}() takes no task: the method is the task (puzzle.solve(), "
                            ".solutions(n), .count(), .uniqueness(), .forced(); or gridsat.solve(spec, task=...))")
        from ..core.task import run_keeping_ctrl_c
        from .kinds import get

        task = keyword_task(what, engine=engine, options=given_options(options), **fields)
        # a Ctrl-C before anything was found (CP-SAT loading, the model built) raised from puzzle.count(), which
        # the README says returns the result so far: now the result of nothing found, marked interrupted
        return run_keeping_ctrl_c(get(self.kind_name), self, task, settings)

    def solve(self, *, options: SolverOptions | None = None, engine: str = "auto", **settings):
        """One answer, checked (status solved / infeasible / unknown)."""
        return self._task("solve", options, engine, settings)

    def solutions(self, n: int, *, options: SolverOptions | None = None, engine: str = "auto",
                  distinct: bool = False, **settings):
        """Up to ``n`` different answers (``.solutions``); ``complete`` when
        no more exist (proven)."""
        n = whole(n)
        if isinstance(n, int) and not isinstance(n, bool) and n < 1:  # the Task's "number of solutions" (the web's
            # field's words) did not name the argument this call has
            raise PuzzleInputError(f"n (the number of solutions to list) must be at least 1, got {n}")
        return self._task("solutions", options, engine, settings, n=n, distinct=distinct)

    def count(self, limit: int | None = None, *, keep: int | None = 1, distinct: bool = False,
              options: SolverOptions | None = None, engine: str = "auto", on_progress=None, **settings):
        """Count answers, up to ``limit`` (``.count``; ``complete`` when no
        more exist), keeping the first ``keep`` in ``.solutions`` (None:
        every one, as many as half the memory limit holds and the time left
        can check; the count goes on past them, so ``.solutions`` may be
        fewer than ``.count``); ``on_progress(found, fraction done)`` about
        every 0.1 s by the engines that estimate their progress (the exact-cover
        engines of packing, the calendar, exact cover and Sudoku); the others
        never call it."""
        return self._task("count", options, engine, settings, limit=limit, keep=keep, distinct=distinct,
                          on_progress=on_progress)

    def uniqueness(self, *, options: SolverOptions | None = None, engine: str = "auto", **settings):
        """An answer and whether it is the only one (``.uniqueness``; ``.second`` when not)."""
        return self._task("unique", options, engine, settings)

    def forced(self, *, options: SolverOptions | None = None, engine: str = "auto", **settings):
        """What every answer shares (``.forced``); packing, calendar and exact-cover puzzles have no forced
        cells and raise PuzzleInputError (their kind's ``tasks`` leave out "forced")."""
        return self._task("forced", options, engine, settings)

    def figure(self, title: str | None = None):
        """A matplotlib ``Figure`` of the puzzle as read, nothing decided (``title``: default its name), as a
        result's ``figure()`` draws its answer and Jupyter shows the puzzle; None where the kind draws only answers
        (packing, the calendar, exact cover).  (It was an AttributeError: only Jupyter could draw a puzzle read.)

        Raises:
            TypeError: ``title`` neither a string nor None.
        """
        from ..core.pictures import check_title

        check_title(title)
        return self._unsolved_figure(title)

    def _unsolved_figure(self, title: str | None = None):
        """The puzzle as read, every cell undecided, titled with its name: what Jupyter shows of a puzzle, as it shows
        every result and every made puzzle (``gridsat.read`` gave a dataclass dump); None where the kind draws only
        answers.  The grid genres draw it with their own ``drawing``; Yin-Yang and Domino Fit override this."""
        drawing = getattr(self, "drawing", None)
        if drawing is None:
            return None
        board = drawing([[None] * self.cols for _ in range(self.rows)], title or self.name)
        # drawn as the puzzle sites draw a new puzzle (and as Yin-Yang's is): white, not every cell hatched grey
        # with no key saying why ("not forced" is what hatching means in a --forced picture)
        board.undecided = set()
        return board.figure()

    def _drawn(self):  # Jupyter's picture (DrawsItself)
        return self._unsolved_figure()


__all__ = ["Solvable"]
