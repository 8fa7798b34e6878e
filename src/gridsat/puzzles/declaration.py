"""What a kind declares besides its own hooks: its writers (``--to``), its
examples with known answers, its extra modes and its command-line argument
(see :class:`gridsat.puzzles.contract.Kind`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.settings import PUZZLE_CALLS, SOLVER_OPTION_FIELDS, Setting, belongs_elsewhere

#: The shared solver options a kind may take (command-line names without dashes).
SOLVER_OPTIONS = SOLVER_OPTION_FIELDS


def refuse_task_or_option(settings, *, read: str | None = None) -> None:
    """Refuse a keyword given as a kind's setting that is a task, a task's field or a solver option
    (``unique=True``, ``limit=2``, ``time_limit=5``: the command line's ``--unique``, ``--limit`` and ``-t``
    written in Python), before any puzzle is read.  ``read``: how the caller gets the puzzle, given by a call
    that takes no Task (``gridsat.solve``): a listing or a count's field is then told the puzzle's method.

    Raises:
        TypeError: naming the call that takes it (the puzzle's method or ``task=``; ``Task(...)``;
            ``options=SolverOptions``).
    """
    for name in settings:
        where = belongs_elsewhere(name)
        if where and read is not None and name in PUZZLE_CALLS:  # gridsat.solve(url, solutions=3) was told
            # "Task('solutions', n=N)", which gridsat.solve then refused ("run a Task with ...kinds.get(KIND).run")
            raise TypeError(f"{name} is {where[0]}, not a setting: {PUZZLE_CALLS[name]} (the puzzle: {read})"
                            f"{_takers(name)}")
        if where:
            raise TypeError(f"{name} is {where[0]}, not a setting: {where[1]}")



def _takers(name: str) -> str:
    """'; only pack puzzles take it' for ``distinct``, which few kinds take (a cover file's
    ``gridsat.solve(f, task='count', distinct=True)`` was sent to ``puzzle.count(distinct=True)``, which it refuses)."""
    if name != "distinct":
        return ""
    from . import kinds

    takers = [kind for kind in kinds.names() if kinds.get(kind).distinct]
    return f"; only {' and '.join(takers)} puzzles take it" if takers else ""


@dataclass(frozen=True)
class Writer:
    """A format a puzzle can be printed in (``--to NAME``).

    Attributes:
        name: ``url``, ``text``, ``pzprv3``...
        help: what it prints.
        write: ``write(puzzle, result)`` -> text; ``result`` is None unless
            ``answer`` (then the solved result).
        answer: the format holds an answer (the puzzle is solved first).
    """

    name: str
    help: str
    write: Callable
    answer: bool = False


@dataclass(frozen=True)
class Example:
    """A puzzle with a known answer, the kind's contract test.

    Attributes:
        name: short name.
        puzzle: text :meth:`Kind.parse` reads (a URL, a file's content).
        source: where the puzzle and its answer come from (a book, a site, a
            published count), or how the answer was established.
        answer: the answer as a recorded solution (what
            :meth:`Kind.same_answer` compares with), or None.
        unique: True when the answer is the only one (published or proven).
        count: the number of solutions, when known.
        settings: the kind's settings to use (run stage).
    """

    name: str
    puzzle: str
    source: str
    answer: object = None
    unique: bool | None = None
    count: int | None = None
    settings: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Mode:
    """Work of a kind beyond the five tasks (the calendar's whole years...).

    Attributes:
        name: the mode's name.
        trigger: the setting that asks for it (``--year YYYY``).
        uses: the other settings and shared options it takes (names); any
            other option given with it is refused.
        out: ``"required"``, ``"optional"`` or ``""`` (no ``--out``).
        argument: whether it takes the kind's argument (a puzzle or date).
        run: ``run(argument, settings, options, out, progress)`` -> a report
            (``to_json()`` -> dict or list of dicts, ``text()``, ``figure()``
            or None, ``exit_code()``); ``progress(done, total, note)``.
        web: it may run inside a web request (``POST /api/mode``): bounded
            by the time limit, it writes nothing unless given ``out`` and
            reads only the files sent with the request.
        apart: ``(setting, other, why)`` triples: ``other`` given with ``setting`` is refused (the command line
            and a web request alike), ``why`` saying so (``--census --design`` counts the design, not the
            ``--edition`` given with it, which was dropped unsaid).
        needs: ``(setting, other)`` pairs: ``setting`` goes with this mode only beside ``other`` (``--census
            --use`` needs ``--design``); what a setting given alone is told to add.
    """

    name: str
    trigger: Setting
    uses: tuple = ()
    out: str = ""
    argument: bool = False
    run: Callable = None
    web: bool = False
    apart: tuple = ()
    needs: tuple = ()


@dataclass(frozen=True)
class Argument:
    """The kind's positional argument on the command line.

    Attributes:
        metavar: its name in help (``PUZZLE``, ``DATE``).
        help: what it is.
        required: False when the kind can build a puzzle from settings alone.
        words: how messages name it (``"a DATE"``).
        written: how it is written, said to a command line that gave it as several words ("" for the usual
            "quote a name holding spaces").
        missing: what a command missing it is told goes there ("" for the usual: a file's name, a puzz.link URL
            when the kind reads one, or -).
    """

    metavar: str = "PUZZLE"
    help: str = "A puzzle file, a puzz.link URL, or - for standard input."
    required: bool = True
    words: str = "a PUZZLE"
    written: str = ""
    missing: str = ""


def refuse_unknown_settings(kind, settings: dict) -> None:
    """Refuse a name in ``settings`` that is none of ``kind``'s read- or run-stage settings, listing both (an
    unknown name was told of the run stage's alone: "settings: none" where a Yin-Yang's format is one)."""
    from ..core.settings import check_settings

    both = tuple(kind.stage("read")) + tuple(kind.stage("run"))
    check_settings(both, {k: v for k, v in settings.items() if all(s.name != k for s in both)},
                   owner=kind.puzzles)


__all__ = ["SOLVER_OPTIONS", "Argument", "Example", "Mode", "Writer", "check_declared_words", "refuse_task_or_option",
           "refuse_unknown_settings"]


def check_declared_words(cls) -> None:
    """Refuse, when a kind class is defined, declared words of the wrong type: ``notes=("...",)`` was printed in
    ``--help`` as a tuple, ``reads="..."`` listed by ``gridsat formats`` a character a line.

    Raises:
        TypeError: ``name``, ``title``, ``summary`` or ``notes`` not a string; ``reads`` or ``writes`` not strings.
    """
    for what in ("name", "title", "summary", "notes"):
        if not isinstance(getattr(cls, what), str):
            raise TypeError(f"{cls.__name__}.{what} must be a string, got {type(getattr(cls, what)).__name__}")
    for what in ("reads", "writes"):
        if isinstance(getattr(cls, what), str) or not all(isinstance(v, str) for v in getattr(cls, what)):
            raise TypeError(f"{cls.__name__}.{what} must be a tuple of strings, one a format")
