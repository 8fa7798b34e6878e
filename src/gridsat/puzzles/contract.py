"""The contract of a puzzle kind: one declaration from which every front end is built.

A kind is one package under :mod:`gridsat.puzzles` whose ``kind.py`` defines
``KIND``, an instance of a :class:`Kind` subclass, registered by one line in
:data:`gridsat.puzzles.kinds.REGISTRY`.  The declaration says what the kind
reads and writes, its engines and tasks, its typed :class:`Setting` s, its
writers (``--to``), extra modes, examples with known answers, and its result
type; from it come ``gridsat KIND``, ``gridsat solve``, ``batch``, ``formats``,
``generate KIND``, the web pages and API, and the contract tests.  The kind
implements reading (:meth:`Kind.parse`, :meth:`Kind.detect`) and two hooks of
the one task runner (:meth:`Kind.choose_engine`, :meth:`Kind.solver`); every
task then runs through :func:`gridsat.core.task.run_task`.

Puzzle objects get the same methods everywhere from :class:`~gridsat.puzzles.solvable.Solvable`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from ..core.errors import PuzzleInputError, did_you_mean, shown
from ..core.lazy import lazy_getattr
from ..core.settings import Setting, check_settings, engine_words, spelled, task_words
from ..core.task import TASKS, Task, run_task
from .arguments import check_json_object, check_kind_methods
from .declaration import SOLVER_OPTIONS, Argument, Example, Mode, Writer, check_declared_words, refuse_task_or_option
from .explaining import Explaining

TYPE_CHECKING = False  # typing costs start-up 11 ms: its names are for annotations only
if TYPE_CHECKING:
    from typing import ClassVar
    from .generators import Generated, Generator


#: A kind's methods taking one of its puzzles first, each refusing anything else (see ``Kind.__init_subclass__``).
PUZZLE_FIRST = ("cell_labels", "point_labels", "notices", "given_position", "cell_name", "hint_name",
                "placement_problem", "saved_position", "value_names")


class Kind(Explaining, ABC):
    """The declaration and hooks of a puzzle kind (see the module docstring).

    Declaration (class attributes):
        name: registry name (also the subcommand), ``title``, ``summary``.
        reads, writes: formats, as ``gridsat formats`` lists them.
        suffixes: file endings ``gridsat batch`` looks for in folders.
        engines: ``--engine`` choices, ``auto`` first; ``engine_help``;
            ``compiled``: engine or work (explains, distinct, generator, a mode's trigger) -> its C module(s);
            where missing, ``auto`` uses CP-SAT and the rest is refused, offered neither on the web nor listed.
        tasks: the tasks of :data:`~gridsat.core.task.TASKS` it supports.
        settings: its :class:`Setting` s (``read`` and ``run`` stage).
        solver_options: which of :data:`SOLVER_OPTIONS` apply.
        writers: its :class:`Writer` s; modes: its :class:`Mode` s.
        examples: its :class:`Example` s (the contract tests run them all).
        result_type: its :class:`~gridsat.core.result.Result` subclass.
        argument: its :class:`Argument`.
        pictures: True when its results draw themselves (``--png``).
        distinct: how it lists and counts up to symmetry (``--distinct``'s help), or empty when it does not.
        model_engine: the engine whose CP-SAT model ``--model-stats`` and ``--export-model`` show, or None;
        ``cpsat_engines``, ``log_engines``, ``seed_engines``: the engines taking ``--params``/``--log``/``--seed``.
        notes: a paragraph for ``gridsat KIND --help`` (how cells are numbered...), or empty.
        explains: True when the kind explains its steps (:meth:`hints`: ``gridsat hint``, ``gridsat grade``,
            ``POST /api/hint``).
        position_values: with ``explains``, the names of a position's cell values 1, 2, ... (0 undecided), as a
            click cycles them (the web's play mode; ``play_board`` False: none; drawn as ``position_looks`` say).
        elsewhere: its own options a user may give another command (``-e`` to ``gridsat hint``), each with where
            it goes instead (said after click's "No such option").
        genre_line: its text grid's first line naming the genre: None where its text is no grid (JSON, a DLX
            file), "" where the line may be left out, else what a grid without it is told to write."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    reads: ClassVar[tuple] = ()
    writes: ClassVar[tuple] = ()
    suffixes: ClassVar[tuple] = ()
    engines: ClassVar[tuple] = ("auto",)
    engine_help: ClassVar[str] = "auto: the measured best"
    compiled: ClassVar[dict] = {}
    tasks: ClassVar[tuple] = ("solve",)
    settings: ClassVar[tuple] = ()
    solver_options: ClassVar[tuple] = SOLVER_OPTIONS
    writers: ClassVar[tuple] = ()
    modes: ClassVar[tuple] = ()
    examples: ClassVar[tuple] = ()
    result_type: ClassVar[type] = None
    argument: ClassVar[Argument] = Argument()
    pictures: ClassVar[bool] = True
    distinct: ClassVar[str] = ""
    model_engine: ClassVar[str | None] = None
    cpsat_engines: ClassVar[tuple] = ("cpsat", "cuts", "race")
    log_engines: ClassVar[tuple] = ("cpsat", "cuts", "race")
    seed_engines: ClassVar[tuple] = ("cpsat", "cuts", "race")
    notes: ClassVar[str] = ""
    explains: ClassVar[bool] = False
    position_values: ClassVar[tuple] = ()
    play_board: ClassVar[bool] = True  # False: the play board cannot draw its puzzle: no play card
    elsewhere: ClassVar[dict] = {}
    genre_line: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs):
        """Refuse declared words of a wrong type; wrap the methods to refuse a wrong-typed argument (TypeError)."""
        super().__init_subclass__(**kwargs)
        check_declared_words(cls)
        check_kind_methods(cls, PUZZLE_FIRST)  # the Python API's one-line error, naming the argument

    def __repr__(self) -> str:
        """``<gridsat kind 'yinyang': Yin-Yang>``: what ``gridsat.read`` returns first, printed in a notebook."""
        return f"<gridsat kind {self.name!r}: {self.title}>"

    # -- the declaration, read ---------------------------------------------
    @property
    def example(self) -> str:
        """The first example's puzzle text (the web app's sample)."""
        return self.examples[0].puzzle if self.examples else ""

    def setting(self, name: str) -> Setting:
        """The declared setting ``name`` (modes' triggers included).

        Raises: KeyError (:class:`~gridsat.core.settings.UnknownSetting`): no such setting; the message lists
        the kind's (a bare ``KeyError: 'a'`` said neither what was looked up nor where).  TypeError: not a string.
        """
        for s in self.all_settings() if isinstance(name, str) else ():  # (a numpy array compared met numpy's
            if s.name == name:  # "truth value of an array ... is ambiguous")
                return s
        from ..core.settings import unknown_setting

        raise unknown_setting(name, self.puzzles, [s.name for s in self.all_settings()])

    def all_settings(self) -> tuple:
        """The settings, then each mode's trigger."""
        return tuple(self.settings) + tuple(m.trigger for m in self.modes)

    def stage(self, stage: str) -> tuple:
        """The settings used at ``stage`` (one of :data:`~gridsat.core.settings.STAGES`: ``read``, ``run``...).
        Raises PuzzleInputError for another stage (every other name answered no settings, as if the kind had none)."""
        from ..core.settings import STAGES

        if not isinstance(stage, str) or stage not in STAGES:  # (a numpy array: numpy's "truth value ... ambiguous")
            raise PuzzleInputError(f"stage must be one of {', '.join(map(repr, STAGES))}, got {shown(stage, 40)}")
        return tuple(s for s in self.settings if s.stage == stage)

    @property
    def puzzles(self) -> str:
        """The kind's puzzles in a sentence: ``"Sudoku puzzles"``, ``"Calendar puzzles"`` (its title ends in
        "puzzle": "--to does not apply to Calendar puzzle puzzles" was said)."""
        title = self.title[:-len(" puzzle")] if self.title.lower().endswith(" puzzle") else self.title
        return f"{title} puzzles"

    def writer(self, name: str, puzzle_only: bool = False) -> Writer:
        """The writer ``name``.  Raises PuzzleInputError: no such writer (the message lists them, only those of
        a puzzle alone with ``puzzle_only``, as generate prints; or says there are none)."""
        if (found := next((w for w in self.writers if isinstance(name, str) and w.name == name), None)) is not None:
            return found
        to, offered = spelled("--to", "writer"), [w for w in self.writers if not (puzzle_only and w.answer)]
        if not offered:
            listing = spelled("'gridsat formats'", "kind.writers")  # from Python: no command to run
            raise PuzzleInputError(f"{to} does not apply to {self.puzzles} (gridsat writes them in no other "
                                   f"format; {listing} lists each kind's)")
        asked = name.lower() if isinstance(name, str) else ""  # a format the results take, not the puzzle: said (CLI)
        other = (f"; --json prints the result as JSON, and with --to {offered[0].name} the puzzle's record"
                 if asked == "json" else f"; a picture is --{asked} FILE" if asked in ("png", "svg") else "")
        close = did_you_mean(name, [w.name for w in offered]) if isinstance(name, str) and not other else ""
        raise PuzzleInputError(f"{to} must be one of {', '.join(w.name for w in offered)}, got {shown(name)}"
                               f"{close}{spelled(other, '')}")  # ('URL', 'pzprv': --grade Easy had its suggestion)

    def describe(self) -> dict:
        """The declaration as JSON (``gridsat formats --json``, ``GET /api/kinds``)."""
        gen = self.generator()
        return {"name": self.name, "title": self.title, "summary": self.summary, "reads": list(self.reads),
                "writes": list(self.writes), "tasks": list(self.tasks), "engines": list(self.engines),
                "settings": [s.describe() for s in self.settings], "writers": [w.name for w in self.writers],
                "modes": [m.trigger.describe() for m in self.modes], "example": self.example,
                "pictures": self.pictures, "model": self.model_engine is not None, "distinct": bool(self.distinct),
                "explains": self.explains, **self.play_words(),
                "generator": None if gen is None else {"max_side": gen.max_side, "default_size": gen.default_size,
                                                       "promise": gen.promise, "given_noun": gen.given_noun,
                                                       "settings": [s.describe() for s in gen.settings]}}

    # -- reading -------------------------------------------------------------
    def detect(self, text: str) -> bool:
        """True when ``text`` (a file's content or a URL) is a puzzle of
        this kind; judged without raising.  Default: False."""
        return False

    def detect_json(self, data: dict) -> bool:
        """True when a decoded JSON object that names no ``"kind"`` is a
        puzzle of this kind; default: False.

        Raises:
            TypeError: ``data`` is not a dict (a decoded JSON object), or holds what JSON cannot (numpy numbers do).
        """
        check_json_object(data)
        return False

    def looks_like(self, text: str) -> bool:
        """True when ``text`` is shaped like this kind's files even if it is
        not a valid puzzle (asked when no kind detects it, so the closest
        reader names the problem); default: :meth:`detect`."""
        return self.detect(text)

    @abstractmethod
    def parse(self, text: str, source: str = "puzzle", base=None, **settings):
        """The puzzle in ``text``.

        Args:
            text: a file's content, or a URL.
            source: where it came from, for messages.
            base: the folder of the file, inside which the puzzle may name
                other files (None: it may name none).
            settings: the kind's ``read``-stage settings (checked).

        Raises:
            PuzzleInputError: one line naming the problem and where (``source``).
            TypeError: ``text`` is not a string.
        """

    def parse_json(self, data: dict, source: str = "puzzle", base=None, **settings):
        """The puzzle of a decoded JSON object; default: :meth:`parse` of it.

        Raises:
            TypeError: ``data`` is not a dict (a decoded JSON object), or holds what JSON cannot (numpy numbers do).
        """
        check_json_object(data)
        from ..formats.json_python import json_text

        return self.parse(json_text(data), source, base, **settings)

    def read(self, spec: str, **settings):
        """The puzzle named by ``spec`` (a file, ``-``: standard input; a URL, for kinds with URLs), as :meth:`parse`.

        Raises:
            PuzzleInputError: no such file, unreadable, or bad content.
        """
        import os

        from ..core.files import reading_kind
        from ..core.reading import puzzle_spec, read_puzzle_record
        from .kinds import record_kind
        from .pasted import pasted_sudoku

        spec = puzzle_spec(spec)
        with reading_kind(self):  # a size where the file goes ('cover 6x10') is told what this kind reads
            text, source, recorded = read_puzzle_record(spec)
        record_kind(self.name, recorded, source)  # a record of another kind is named as such
        pasted_sudoku(self, source, text)
        return self.parse(text, source, base=(os.path.dirname(spec) or ".") if source not in ("URL", "stdin") else None,
                          **settings)

    def build(self, argument: str | None, settings: dict):
        """The puzzle of the command line: its argument (a file, URL or
        ``-``; None when not given) and its ``read``-stage settings.

        Raises:
            PuzzleInputError: no argument where one is needed, or as :meth:`read`.
        """
        if argument is None:
            raise PuzzleInputError(f"give {self.argument.words}")
        from .unreadable import read_argument  # another kind's word ('gridsat nurikabe weekday') told what it is
        return read_argument(self, argument, settings)

    def notices(self, puzzle) -> list[str]:
        """Lines worth telling the user about a puzzle as read (the command
        line prints them on stderr as ``note: ...``); default: none."""
        return []

    def read_settings(self, given: dict, *, text: bool = False) -> dict:
        """Typed ``read``-stage settings (defaults filled in); see :func:`~gridsat.core.settings.check_settings`."""
        return check_settings(self.stage("read"), given, owner=self.puzzles, text=text,
                              later=self.stage("run"))

    # -- running -------------------------------------------------------------
    def run(self, puzzle, task: Task, **settings):
        """Carry out ``task`` on ``puzzle`` with the kind's ``run``-stage
        ``settings``; a checked :class:`~gridsat.core.result.Result` in the
        shared JSON schema (see :func:`gridsat.core.task.run_task`).

        Raises:
            TypeError: ``task`` is not a Task, ``puzzle`` not one of this kind, or a setting's name is a
                task or a solver option (:func:`~.declaration.refuse_task_or_option`).
            PuzzleInputError: a task, engine or setting the kind does not offer.
            KeyboardInterrupt: Ctrl-C before anything was found (batch and the web app stop on it; later, the result
                so far, ``interrupted`` True; the puzzle's methods return an empty interrupted result instead).
        """
        if not isinstance(task, Task):
            raise TypeError(f"task must be a gridsat.Task, got {type(task).__name__} (e.g. Task('unique'))")
        refuse_task_or_option(settings)
        self.check_puzzle(puzzle)
        checked = self.check(task, settings)
        self.validate(puzzle, task, checked)
        return run_task(self, puzzle, task, checked)

    def check(self, task: Task, settings: dict | None = None, *, text: bool = False) -> dict:
        """Refuse a task, engine or setting this kind does not offer (one
        line); the typed ``run``-stage settings.

        Raises:
            TypeError: ``task`` is not a Task or ``settings`` not a dict.
            PuzzleInputError: the task, engine or a setting is not offered.
        """
        if not isinstance(task, Task):
            raise TypeError(f"task must be a gridsat.Task, got {type(task).__name__} (e.g. Task('unique'))")
        if settings is not None and not isinstance(settings, dict):
            raise TypeError(f"settings must be a dict of setting names to values, got {type(settings).__name__}")
        settings = dict(settings or {})
        for name in settings:
            if any(s.name == name for s in self.stage("read")):
                raise PuzzleInputError(f"{self.setting(name).label} is used when the puzzle is read: give it to "
                                       "parse or read")
        checked = check_settings(self.stage("run"), settings, owner=self.puzzles, task=task.what,
                                 text=text)
        if task.what not in self.tasks:
            # named as the caller asks for them ("support solve, solutions, count, unique; not forced" named no option)
            raise PuzzleInputError(f"{self.puzzles} support {', '.join(map(task_words, self.tasks))}; "
                                   f"not {task_words(task.what)}")
        if task.engine not in self.engines:
            raise PuzzleInputError(f"unknown engine {shown(task.engine)} for {self.puzzles}"
                                   f"{did_you_mean(task.engine, self.engines)}; use one of: {', '.join(self.engines)}")
        if task.distinct and not self.distinct:  # first (by title, as --to): told to add --count, then refused
            raise PuzzleInputError(f"{spelled('--distinct', 'distinct')} does not apply to {self.puzzles}")
        if task.distinct and task.what not in ("solutions", "count"):
            raise PuzzleInputError(f"{spelled('--distinct', 'distinct')} goes with {task_words('count')} or "
                                   f"{task_words('solutions')}, not with {task_words(task.what)}")
        if task.options.params:
            from ..engines.cpsat_params import check_params

            check_params(task.options.params, task.options)  # bad parameters fail before any work
        return checked

    def validate(self, puzzle, task: Task, settings: dict) -> None:  # noqa: B027 - a hook, empty by default
        """Cross-checks of a task with settings on a puzzle (one line each);
        default: none."""

    def choose_engine(self, puzzle, task: Task, settings: dict) -> str:
        """The engine ``auto`` stands for; default: the kind's only engine, else the one asked for."""
        only = [name for name in self.engines if name != "auto"]  # the result names the engine that answered
        return only[0] if task.engine == "auto" and len(only) == 1 else task.engine

    def engine_used(self, puzzle, task: Task, settings: dict, engine: str) -> str:
        """The engine that will run when :meth:`choose_engine` gave
        ``engine`` (the one ``--params``, ``--log`` and ``--seed`` are judged
        against); default ``engine``.  Kinds whose solver resolves ``auto``
        per task say here what it will pick."""
        return engine

    @abstractmethod
    def solver(self, puzzle, engine: str, task: Task, settings: dict):
        """An object with the task methods of :mod:`gridsat.core.task` for
        ``engine`` (built under ``task.options``' deadline and memory limit)."""

    def result_fields(self, puzzle, task: Task, settings: dict) -> dict:
        return {"puzzle": puzzle}  # the puzzle's fields of the result

    def model(self, puzzle, task: Task, settings: dict):
        """The CP-SAT model of the rules (a :class:`~gridsat.constraints.model.RuleModel`), built as ``task``
        would solve it, for ``--model-stats`` and ``--export-model``.

        Raises:
            PuzzleInputError: the kind (or the engine asked for: ``cuts``' model lacks rules) has no CP-SAT model of
                the rules, an engine the kind does not have.
            TypeError: ``puzzle`` not one of this kind's, ``task`` not a Task, ``settings`` not a dict.
            TimeUp: ``task.options``' time limit (from this call) ran out while building, in words saying so.
        """
        checked = self.check(task, settings)  # an engine the kind lacks named as a solve names it, first (not "the
        engine = task.engine if task.engine != "auto" else self.model_engine  # exact engine has no CP-SAT model")
        asks = spelled("--model-stats and --export-model need", "model() needs")  # (no flags from Python)
        if engine == "cuts" and engine in self.engines:  # (written, rules missing: OR-Tools found non-answers)
            raise PuzzleInputError("the cuts engine's model leaves rules to cuts added while it solves, so alone "
                                   f"it is not the rules; {asks} {engine_words('cpsat')}")
        if self.model_engine is None or engine != "cpsat" or engine not in self.engines:
            raise PuzzleInputError(f"the {engine if self.model_engine else self.name} "
                                   f"{'engine' if self.model_engine else 'kind'} has no CP-SAT model; {asks} "
                                   + (engine_words("cpsat") if self.model_engine else "a kind solved with CP-SAT"))
        if task.distinct:  # (built as if not asked: a count of it is of every answer, symmetric or not)
            raise PuzzleInputError("distinct does not apply to model() (the CP-SAT model holds every answer)")
        from dataclasses import replace  # (the deadline from this call; a TimeUp worded: arguments.checked_rule_model)
        return self.solver(puzzle, engine, replace(task, options=task.options.started()), checked).session.model

    def same_answer(self, result, solution) -> bool:
        """True when ``result``'s answer equals a recorded ``solution`` (a collection line's ``solution`` field,
        or an answer file's text), compared as sets where order does not matter.  Raises as :meth:`recorded_answer`."""
        raise PuzzleInputError(f"{self.name} results cannot be compared with a recorded solution")

    def recorded_answer(self, result, solution):
        """A recorded ``solution`` read as ``result``'s answer is shaped (its ``answer_field``), for the rules to
        judge: ``result.with_answer(answer).violations()`` (a record that differs may be another answer).

        Raises: PuzzleInputError: a solution this kind cannot read; TypeError: ``result`` not the kind's."""
        raise PuzzleInputError(f"{self.name} results cannot be compared with a recorded solution")

    def generator(self):
        """The kind's :class:`Generator`, or None."""
        return None


#: The generators' contract is imported on first use: solving needs none of it.
__getattr__ = lazy_getattr(__name__, {"Generated": ".generators", "Generator": ".generators"}, anchor=__package__)

__all__ = ["SOLVER_OPTIONS", "TASKS", "Argument", "Example", "Generated", "Generator", "Kind", "Mode", "Setting",
           "Task", "Writer"]
