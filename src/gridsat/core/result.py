"""The result every puzzle kind returns, and its one JSON schema.

Every result prints as ``{"kind", "status", "seconds", "complete", ["count"],
["uniqueness"], ["engine"], ["interrupted"], ...kind fields}`` (``docs/json.md``):

* ``status``: ``solved`` / ``infeasible`` (proven) / ``unknown`` (a limit stopped the search);
* ``seconds``: wall time of the run after the input was read (s);
* ``complete``: True when the work asked for ran to its end -- every
  solution counted, no further solution beyond those listed, the uniqueness
  verdict or the forced cells proven; False when a limit, the time limit or
  an interruption stopped it first;
* ``count``: present only when solutions were counted;
* ``uniqueness``: present only when asked (``unique`` / ``not_unique`` /
  ``unknown`` / ``no_solution``);
* ``engine``: the solver that answered;
* ``interrupted``: ``true``, present only when Ctrl-C stopped the run (what
  was found so far is kept; ``complete`` is then False).

Subclasses add their answer fields (``answer_field`` names the main one; ``second`` and ``solutions`` hold answers
of the same shape) and implement :meth:`Result.violations` (the independent checker: rules read from the puzzle's
definition, never the solver), :meth:`Result.answer_json`, :meth:`Result.text` and :meth:`Result.figure`.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from .errors import SolutionCheckError
from .status import Status, Uniqueness


class DrawsItself:
    """Jupyter's pictures of a result, a report or a puzzle (the README: every result draws itself): ``_drawn()``
    (default ``self.figure()``) as SVG and PNG; no picture when it is None."""

    def _drawn(self):
        return self.figure()

    def _repr_svg_(self):
        fig = self._drawn()
        return None if fig is None else figure_bytes(fig, "svg").decode("utf-8")

    def _repr_png_(self):
        from .pictures import jupyter_png

        return jupyter_png(self._drawn())


@dataclass
class Result(DrawsItself):
    """Common part of every answer.

    Attributes:
        status: :class:`~gridsat.core.status.Status`.
        seconds: wall time of the run (s).
        complete: whether the work ran to its end (given as None: True
            unless the status is ``unknown``).
        count: solutions counted (only when counting).
        uniqueness: :class:`~gridsat.core.status.Uniqueness` when asked.
        engine: the solver that answered (``exact``, ``cpsat``, ``scip``...).
        interrupted: True when Ctrl-C stopped the run (the result holds what
            was found so far; the command line exits with 130).
    """

    #: class constants, not fields (unannotated: dataclasses tells a ClassVar
    #: only when typing is imported, and start-up does without it)
    kind = "result"
    answer_field = "answer"
    #: fields of the JSON that hold the answer together when ``answer_field`` is absent (a loop's edge strings)
    answer_parts = ()
    status: Status
    seconds: float
    _: KW_ONLY
    complete: bool | None = None
    count: int | None = None
    uniqueness: Uniqueness | None = None
    engine: str = ""
    interrupted: bool = False

    def __init_subclass__(cls, **kw):
        """A kind's ``figure``, ``puzzle_figure`` and ``second_figure`` refuse a title that is not a string or None
        (TypeError naming it): 1.5 met the drawing as "'float' object has no attribute 'isprintable'", and 0 or []
        drew the default title unsaid."""
        super().__init_subclass__(**kw)
        for name in ("figure", "puzzle_figure", "second_figure"):
            own = cls.__dict__.get(name)
            if own is not None and not getattr(own, "_titled", False):
                setattr(cls, name, _titled(own))

    def __post_init__(self):
        if self.complete is None:
            self.complete = self.status is not Status.UNKNOWN

    @property
    def solved(self) -> bool:
        return self.status is Status.SOLVED

    @property
    def answered(self) -> bool:
        """Whether the result holds an answer: its ``answer_field`` is neither None nor empty (a search the time
        limit cut before any answer leaves an empty list of placements or dominoes, which said an answer was
        found: 'before what every answer shares was proven' of a --unique that found none)."""
        return bool(getattr(self, self.answer_field, None))

    @property
    def is_complete(self) -> bool:
        """``complete``, as a bool."""
        return bool(self.complete)

    def exit_code(self) -> int:
        """The command line's exit code: 0 when solved (when counting: a
        complete count of at least one solution), else 1."""
        if self.count is not None:
            return 0 if self.is_complete and self.count > 0 else 1
        return 0 if self.solved else 1

    def violations(self) -> list[str]:
        """Rule violations of the answer (empty list = valid, or no answer)."""
        return []

    def check(self) -> "Result":
        """Run the independent checker.

        Returns:
            self, so ``puzzle.solve().check()`` chains.

        Raises:
            SolutionCheckError: the answer breaks a rule (lists which).
            TypeError: an answer set by hand not shaped like one, naming its field (:meth:`expect_own_answer`; a
                Domino Fit ``second='abc'`` was told "check_dominoes: dominoes must be a list").
        """
        self.expect_own_answer()
        problems = self.claims() + self.violations()
        if problems:
            raise SolutionCheckError(problems)
        return self

    def claims(self) -> list[str]:
        """What the result says against what it holds (a result built or edited by hand: ``check()`` took one
        saying "unique" beside a second answer): empty when they agree."""
        unique, second = str(self.uniqueness) if self.uniqueness is not None else None, getattr(self, "second", None)
        listed = getattr(self, "solutions", None)
        out = []
        if unique == "unique" and second is not None:
            out.append("it says unique but holds a second answer")
        if unique in ("unique", "not_unique") and self.status is Status.INFEASIBLE:
            out.append(f"it says {unique.replace('_', ' ')} of a puzzle it says has no answer")
        # the siblings: unique beside more than one answer counted or listed, no answer beside an answer
        if unique == "unique" and (self.count or 0) > 1:
            out.append(f"it says unique but counts {self.count:,} solutions")
        elif unique == "unique" and len(listed or ()) > 1:
            out.append(f"it says unique but lists {len(listed):,} solutions")
        if unique == "no_solution" and self.status is Status.SOLVED:
            out.append("it says the puzzle has no solution yet solved")
        if self.status is Status.INFEASIBLE and self.answered:
            out.append("it says infeasible yet holds an answer")
        if self.status is Status.UNKNOWN and self.complete:
            out.append("it says unknown (a limit stopped it) yet complete")
        if self.status is Status.INFEASIBLE and self.count:
            out.append(f"it says infeasible yet counts {self.count:,} solution{'s' * (self.count != 1)}")
        if self.status is Status.SOLVED and self.count == 0 and self.complete:
            out.append("it says solved yet counts 0 solutions, all counted")
        if self.count is not None and listed is not None and len(listed) > self.count:
            out.append(f"it counts {self.count:,} solutions but lists {len(listed):,}")
        return out

    def answer_json(self) -> dict:
        """The kind's fields for :meth:`to_json`."""
        return {}

    def answer_fault(self, answer) -> str | None:
        """What ``answer`` should be and is not, when it is not shaped like
        this result's answers (``"5 rows of 5 ..., got str"``); None when it is.
        The kinds say their shape; the default takes anything."""
        return None

    def expect_answer(self, answer, name: str = "answer") -> None:
        """Refuse an ``answer`` not shaped like this result's answers
        (:meth:`answer_fault`), before it is drawn or shown.

        Raises:
            TypeError: ``"answer must be ..."``, naming the shape and what came.
        """
        fault = self.answer_fault(answer)
        if fault:
            raise TypeError(f"{name} must be {fault}")  # figure(grid=5) is told grid

    def expect_own_answer(self) -> None:
        """Refuse this result's own answer (its ``answer_field``) when it is not shaped like one, as
        :meth:`expect_answer` does: a result made with ``dataclasses.replace`` or its constructor, not
        :meth:`with_answer`, met its drawing as IndexError or AttributeError deep inside."""
        answer = getattr(self, self.answer_field, None)
        if answer is not None:
            self.expect_answer(answer)
        elif _never_none(self, self.answer_field):  # placements=None by hand met "'NoneType' object is not
            # iterable" in to_json (a tiling or a domino answer is a list: empty when there is none)
            raise TypeError(f"{self.answer_field} must be {self.answer_fault(None)}")
        # the other answers it writes too (second='abc' by hand was written into the JSON)
        listed = getattr(self, "solutions", None)
        if listed is not None and not isinstance(listed, (list, tuple)):
            from .grid_answers import described

            raise TypeError(f"solutions must be a list of answers, got {described(listed)}")
        others = [(name, getattr(self, name, None)) for name in ("second", "forced")]
        for name, other in others + [(f"solutions[{i}]", one) for i, one in enumerate(listed or ())]:
            fault = None if other is None else self.answer_fault(other)
            if fault:
                raise TypeError(f"{name} must be {fault}")

    def with_answer(self, answer) -> "Result":
        """A copy of this result showing ``answer`` (shaped like the field
        ``answer_field`` names, e.g. a listed or second solution) as its answer.

        Raises:
            TypeError: ``answer`` is not shaped so (:meth:`expect_answer`).
        """
        from dataclasses import replace

        self.expect_answer(answer)
        shown, second = self.plain_answer(answer), getattr(self, "second", None)
        fields = {self.answer_field: shown}
        if second is not None and self.same_answers(shown, self.plain_answer(second)):
            # the second shown: the first becomes the other answer (kept as second, the copy said "the second
            # answer equals the first" to its checker, and batch --check-answer called a record of it no answer)
            fields["second"] = getattr(self, self.answer_field)
        return replace(self, **fields)

    def same_answers(self, one, other) -> bool:
        """True when two answers shaped like this result's are the same answer (default ``==``; a kind whose
        answer is an unordered list compares it as a set)."""
        return one == other

    def plain_answer(self, answer):
        """``answer`` (shaped like one: :meth:`expect_answer`) as this result keeps it; the kinds on grids
        write numpy's integers as Python's, so :meth:`to_json` stays JSON-ready."""
        return answer

    def second_figure(self, title: str | None = None):
        """A ``Figure`` of the second answer a uniqueness check found (None
        without one); kinds on grids mark the cells where it differs."""
        second = getattr(self, "second", None)
        return None if second is None else self.with_answer(second).figure(title=title)

    def to_json(self) -> dict:
        """The result in the shared schema (see the module docstring); JSON-ready.

        Raises:
            TypeError: an answer set by hand (``dataclasses.replace``) not shaped like one (:meth:`expect_answer`).
        """
        self.expect_own_answer()  # a grid 'abc' set by hand was written into the JSON that printing refused
        out = {"kind": self.kind, "status": str(self.status), "seconds": round(self.seconds, 6),
               "complete": self.is_complete}
        if self.count is not None:
            out["count"] = self.count
        if self.uniqueness is not None:
            out["uniqueness"] = str(self.uniqueness)
        if self.engine:
            out["engine"] = self.engine
        if self.interrupted:
            out["interrupted"] = True
        out.update(self.answer_json())
        return out

    def heading(self) -> str | None:
        """A line printed above the drawing (what was solved), or None."""
        return None

    def text(self):
        """A terminal drawing (``rich`` renderable or ``str``)."""
        return str(self.status)

    def __str__(self) -> str:
        """``print(result)``: the drawings as the command line prints them (no colours; each solution listed under
        ``solution K``: "2 solutions listed" drew the first alone), then the status, the seconds and the engine
        (it printed the dataclass's fields, 2,300 characters for a 6x10 packing); ``repr`` keeps the fields."""
        import io

        from rich.console import Console

        self.expect_own_answer()
        listed = getattr(self, "solutions", None) or []
        drawings = [(f"solution {i}\n", self.text_of(answer)) for i, answer in enumerate(listed, 1)] \
            if len(listed) > 1 and hasattr(self, "text_of") else [("", self.text())]
        console = Console(file=io.StringIO(), width=1000, color_system=None, highlight=False)
        for heading, drawing in drawings:
            console.print(heading, end="")
            console.print(drawing) if str(drawing) != str(self.status) else None
        engine = f" ({self.engine})" if getattr(self, "engine", None) else ""
        cut = ", interrupted (KeyboardInterrupt)" if self.interrupted else ""  # (it said "solved in 0.729 s", as an
        # answer found without a stop says it)
        return console.file.getvalue() + "".join(line + "\n" for line in self.verdict_lines()) + \
            f"{self.status} in {self.seconds:.3f} s{engine}{cut}"

    def verdict_lines(self) -> list[str]:
        """What was asked beyond a first answer, in words, as the command line says it under the drawing: the
        uniqueness verdict, the count (complete or cut), the listing; empty for a first answer."""
        lines, unique, listed = [], self.uniqueness, getattr(self, "solutions", None)
        by = "a KeyboardInterrupt" if self.interrupted else "a limit"  # (a Ctrl-C's was "a limit stopped the count")
        if unique is not None:
            lines.append({"unique": "unique: no other answer exists",
                          "not_unique": "not unique: another answer exists (the result's second)",
                          "unknown": f"uniqueness unknown: {by} stopped the proof",
                          "no_solution": "no solution"}[str(unique)])
        what = "distinct solution" if getattr(self, "distinct", False) else "solution"  # a count's and a listing's
        if self.count is not None:
            more = "all counted" if self.complete else f"incomplete: {by} stopped the count"
            lines.append(f"{self.count:,} {what}{'' if self.count == 1 else 's'} ({more})")
        elif listed is not None:
            more = "no more exist" if self.complete else "there may be more"
            lines.append(f"{len(listed)} {what}{'' if len(listed) == 1 else 's'} listed ({more})")
        return lines

    def figure(self, title: str | None = None):
        """A matplotlib ``Figure`` of the answer, or None when there is nothing to draw."""
        return None

    def puzzle_figure(self, title: str | None = None):
        """A matplotlib ``Figure`` of the puzzle as it was read, unsolved
        (for a run without an answer: the user sees what was solved), titled
        ``"TITLE: no solution"`` (or ``unsolved``), or None where the kind
        draws only answers."""
        return None

    def unsolved_title(self, title: str) -> str:
        """``title`` with what became of the run: ``"p: no solution"``, ``"p: unsolved"``."""
        return f"{title}: {'no solution' if str(self.status) == 'infeasible' else 'unsolved'}"

    def _drawn(self):
        """The picture Jupyter shows: the answer's, or (a run without one) the puzzle as read, as the command line
        draws it (an infeasible Light Up's clues that cannot all hold outlined); None: nothing to draw."""
        fig = self.figure()
        return self.puzzle_figure() if fig is None and not self.answered else fig



def _never_none(result, name: str) -> bool:
    """The dataclass field ``name`` of ``result`` holds a list when unset (its default is never None)."""
    import dataclasses

    field = next((f for f in dataclasses.fields(result) if f.name == name), None) \
        if dataclasses.is_dataclass(result) else None
    return field is not None and field.default is dataclasses.MISSING and field.default_factory is not \
        dataclasses.MISSING


def _titled(figure):
    """``figure`` (a method taking ``title`` first) checking its title first (see :meth:`Result.__init_subclass__`)."""
    import functools

    @functools.wraps(figure)
    def method(self, title=None, *args, **kw):
        from .pictures import check_title

        check_title(title)
        if figure.__name__ == "figure" and not args and kw.get("grid") is None:  # its own answer drawn
            self.expect_own_answer()
        return figure(self, title, *args, **kw)

    method._titled = True
    return method


for _name in ("figure", "puzzle_figure", "second_figure"):  # the base's own, which a kind drawing nothing keeps
    setattr(Result, _name, _titled(getattr(Result, _name)))


def forced_title(title: str, n: int, cells: int, words: str, complete: bool = True,
                 others: str = "the others hatched") -> str:
    """The title of a ``--forced`` picture, as the terminal's key says it (every one forced: no "others" named)."""
    return f"{title}: {n:,} of {cells:,} {words}{'' if complete else ' (unproven)'}{f', {others}' if n < cells else ''}"


def figure_bytes(fig, fmt: str = "svg", deadline: float | None = None) -> bytes:
    """A matplotlib ``Figure`` as ``svg`` or ``png`` bytes (notebooks, the
    web app), drawn as picture files are written (150 dpi, tight, white).

    Raises:
        TimeUp: ``deadline`` (a :func:`time.perf_counter` value) passed
            while drawing (:func:`gridsat.core.pictures.clock_drawing`).
        PuzzleInputError: a PNG past the memory limit (the default one:
            :func:`gridsat.core.pictures.check_picture_memory`); ``fmt`` not svg or png; a NaN deadline.
        TypeError: ``fig`` not a Figure, ``fmt`` not a str, ``deadline`` not a number.
    """
    import io

    from .pictures import check_picture_memory, clocked_figure, picture_dpi, picture_request, write_figure

    fmt, deadline = picture_request(fig, fmt, deadline)  # "PNG" skipped the memory check, None met AttributeError
    check_picture_memory(fig, fmt)
    buf = io.BytesIO()
    with clocked_figure(fig, fmt, deadline):  # its clocks taken off after: the figure can be drawn again
        write_figure(fig, buf, fmt, picture_dpi(fig), deadline)
    return buf.getvalue()


__all__ = ["DrawsItself", "Result", "figure_bytes"]
