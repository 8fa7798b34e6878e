"""Typed settings: what a kind (or a generator) may be told beyond the shared solver options, declared once and read
by every front end.

A :class:`Setting` names one value -- its type, default, allowed choices, help, the tasks it goes with and when it is
used (``read``: while the puzzle is built, like Domino Fit's scoring rule; ``run``: while it is solved, like a
calendar hint).  From the declarations come the command line's options, the web API's validation and form, ``gridsat
formats`` and the docs; :func:`check_settings` turns values from any of them (command-line strings, JSON values,
Python keywords) into typed values or refuses them in one line.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from collections.abc import Callable, Iterable, Mapping

from .wording import (TASK_KEYWORDS, TASK_WORDS, command_line, command_line_run, engine_words,  # noqa: F401
                      spelled, task_words, web_job)  # (the wording of messages, at home in wording.py)
from .errors import (PuzzleInputError, SettingTypeError, closest, did_you_mean, shown as shown_value,
                     shown as shown_input, quoted)

#: The types a setting may have, as the web API names them.
TYPE_NAMES = {bool: "true or false", int: "a whole number", float: "a number", str: "a string",
              list: "a list of strings"}

#: When a setting is used: while the puzzle is built, while it is solved, or
#: only by one of the kind's modes (``--design``...).
STAGES = ("read", "run", "mode")

#: Longest string a setting takes (a file name, a URL, a piece spec).
MAX_TEXT = 4096
#: Most values a repeatable (``list``) setting takes.
MAX_ITEMS = 1000


def _plain(number) -> str:
    """A bound or value as a user reads it: whole numbers in full (10000, not 1e+04), others as ``%g``, or in
    full where ``%g`` would round it (0.50000001 out of "from 0 to 0.5" was shown "got 0.5")."""
    short = shown_value(number) if isinstance(number, int) else f"{number:g}"
    return short if isinstance(number, int) or float(short) == number else repr(float(number))


@dataclass(frozen=True)
class Setting:
    """One value a kind or generator may be given.

    Attributes:
        name: a Python identifier (``"one_sided"``); the command line's
            option is ``--one-sided`` unless ``flags`` says otherwise.
        type: ``bool``, ``int``, ``float``, ``str`` or ``list`` (of strings;
            a repeatable option).
        default: the value when not given (None: not set).
        help: one or two sentences for ``--help`` and the web form.
        choices: the only values allowed (empty: any of the type).
        suggestions: common values of an open setting (built-in edition
            names...), or a function returning them; shown, not enforced.
        tasks: the tasks it goes with (empty: every task); given with
            another task it is refused.
        stage: ``"read"`` (used to build the puzzle) or ``"run"``.
        flags: command-line spellings (default ``("--name-with-dashes",)``).
        metavar: the value's name in help (default from the type).
        minimum, maximum: bounds of a number (inclusive).

    Raises:
        ValueError: a declaration error (unknown type or stage) -- a bug in
            the kind, caught by the contract tests.
    """

    name: str
    type: type = str
    default: object = None
    help: str = ""
    choices: tuple = ()
    suggestions: tuple | Callable[[], Iterable[str]] = ()
    tasks: tuple = ()
    stage: str = "run"
    flags: tuple = ()
    metavar: str = ""
    minimum: float | None = None
    maximum: float | None = None

    def __post_init__(self):
        if not isinstance(self.name, str):  # None met "'NoneType' object has no attribute 'isidentifier'"
            raise TypeError(f"a setting's name must be a string, got {type(self.name).__name__} "
                            f"{shown_input(self.name, 40)}")
        if self.type not in TYPE_NAMES:
            raise ValueError(f"setting {self.name!r}: type {self.type!r} is not one of {list(TYPE_NAMES)}")
        if self.stage not in STAGES:
            raise ValueError(f"setting {self.name!r}: stage {self.stage!r} is not one of {STAGES}")
        if not self.name.isidentifier():
            raise ValueError(f"setting {self.name!r} is not a Python identifier")

    @property
    def option(self) -> str:
        """The command line's main spelling (``--one-sided``)."""
        return self.flags[0] if self.flags else "--" + self.name.replace("_", "-")

    @property
    def label(self) -> str:
        """How messages name it: :attr:`option` on the command line, else the keyword :attr:`name`."""
        return spelled(self.option, self.name)

    def known_values(self) -> list[str]:
        """The choices, else the suggestions (evaluated)."""
        if self.choices:
            return [str(c) for c in self.choices]
        values = self.suggestions() if callable(self.suggestions) else self.suggestions
        return [str(v) for v in values]

    def coerce(self, value, *, text: bool = False, label: str | None = None):
        """``value`` as this setting's type, checked.

        Args:
            value: a Python or JSON value, or (``text``) a command-line string.
            text: read strings as the command line writes numbers and flags.
            label: how messages name the setting (default: :attr:`label`, ``--one-sided`` on the command line,
                ``one_sided`` in Python; the web API says ``option 'one_sided'``, ``setting 'one_sided'`` or
                ``'one_sided'``, and quotes a wrong value as JSON writes it).

        Returns:
            the typed value (None stays None: not given).

        Raises:
            PuzzleInputError: ``"OPTION must be TYPE, got VALUE"``, a value
                not among the choices, or out of bounds (one line); a Python caller's wrong type is
                a :class:`~.errors.SettingTypeError`, a TypeError too.
        """
        if value is None:
            return None
        label = label or self.label
        want = TYPE_NAMES[self.type]
        shown = repr(value[:40] + ("..." if len(value) > 40 else "")) if isinstance(value, str) else \
            shown_value(value)  # (a number of 5,000 digits has no repr)
        web = label.startswith(("option '", "setting '", "'"))
        wrong = PuzzleInputError if web or text or command_line() else SettingTypeError  # Python's: a TypeError too
        if web and isinstance(value, (bool, str, list, dict)):  # a string too: option 'holes' "yes" was "got 'yes'"
            from .errors import json_shown  # as JSON writes it, cut to about 40 characters (as option 'count' says)

            shown = json_shown(value, ascii=True)  # the web API's JSON ("got true", {"a": null}), not Python's True
        if self.type is bool and not web and not command_line():  # Python's: unique='true' was told "must be true
            want = "True or False"  # or false, got 'true'"
        if self.type is bool:
            from .options import truth  # (here: --version's fast path imports these settings, not the options)

            value = truth(value)  # numpy's np.True_ too
            if text and isinstance(value, str) and value.lower() in ("true", "false"):
                value = value.lower() == "true"
            if not isinstance(value, bool):
                raise wrong(f"{label} must be {want}, got {shown}")
            return value
        if self.type is list:
            if isinstance(value, str):
                value = [value]
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise wrong(f"{label} must be {want}, got {shown}")
            if len(value) > MAX_ITEMS:
                raise PuzzleInputError(f"{label} takes at most {MAX_ITEMS:,} values, got {len(value):,}")
            for v in value:
                self._check_text(v, label)
            return [self._choice(v, label) for v in value]
        if self.type in (int, float) and text and isinstance(value, str):
            value = _number(value, self.type)
        if self.type is int:
            from .options import whole

            value = whole(value)  # np.int64(3) is 3
            if isinstance(value, bool) or not isinstance(value, int):
                raise wrong(f"{label} must be {want}, got {shown}")
        if self.type is float:
            from .options import real

            value = real(value)  # numpy's np.float32(0.3) was "must be a number"
            # nan, inf, and a whole number past a float's range (float() of it raised OverflowError) refused
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not abs(value) <= sys.float_info.max:
                number = isinstance(value, (int, float)) and not isinstance(value, bool) and value == value
                bound = (self.maximum if value > 0 else self.minimum) if number else None
                if bound is not None:  # 1e400 (a float's inf): "must be a number" though it is one, out of bounds
                    raise PuzzleInputError(f"{label} must be {self._span()}, got {shown}")
                raise wrong(f"{label} must be {want}, got {shown}")
            if value == 0 and getattr(value, "text", None):  # JSON's 1e-400 (a WrittenReal) was taken as 0, where
                raise PuzzleInputError(f"{label} {shown} is too small to tell from 0")  # --blocked 1e-400 is refused
            value = float(value)
        if self.type is str:
            if wrong is SettingTypeError and isinstance(value, os.PathLike) and isinstance(os.fspath(value), str):
                value = os.fspath(value)  # edition=Path(FILE) as load_edition takes it ("must be a string")
            if not isinstance(value, str):
                raise wrong(f"{label} must be {want}, got {shown}")
            self._check_text(value, label)
        if self.type in (int, float):
            for bound, ok in ((self.minimum, lambda b: value >= b), (self.maximum, lambda b: value <= b)):
                if bound is not None and not ok(bound):
                    raise PuzzleInputError(f"{label} must be {self._span()}, got {_plain(value)}")
        return self._choice(value, label)

    def _span(self) -> str:
        """The bounds in words: ``"from 0 to 0.5"``, ``"at least 1"`` (not "from 1 to inf"), ``"at most 9"``."""
        if self.maximum is None:
            return f"at least {_plain(self.minimum)}"
        if self.minimum is None:
            return f"at most {_plain(self.maximum)}"
        return f"from {_plain(self.minimum)} to {_plain(self.maximum)}"

    def _check_text(self, value: str, label: str) -> None:
        if len(value) > MAX_TEXT:
            raise PuzzleInputError(f"{label} takes at most {MAX_TEXT:,} characters, got {len(value):,}")

    def _choice(self, value, label: str):  # in any case ('HTML', 'Dot'): the choices are all lower case
        spelt = {str(c).lower(): c for c in self.choices}.get(value.lower()) if isinstance(value, str) else None
        if self.choices and value not in self.choices and spelt is None:
            raise PuzzleInputError(f"{label} must be one of {', '.join(map(str, self.choices))}, "
                                   f"got {shown_value(str(value), 44)}{did_you_mean(value, self.choices)}")
        return value if spelt is None else spelt

    def describe(self) -> dict:
        """The declaration as JSON (``GET /api/kinds``, ``gridsat formats --json``)."""
        out = {"name": self.name, "type": self.type.__name__, "default": self.default, "help": self.help,
               "option": self.option, "stage": self.stage}
        if self.choices:
            out["choices"] = list(self.choices)
        known = self.known_values() if not self.choices else []
        if known:
            out["suggestions"] = known
        if self.tasks:
            out["tasks"] = list(self.tasks)
        for bound in ("minimum", "maximum"):
            if getattr(self, bound) is not None:
                out[bound] = getattr(self, bound)
        return out


#: Keywords a Python caller may give as a setting that belong elsewhere: solver options, tasks (the command line's
#: ``--unique``, ``-t`` written in Python) and a task's fields.
SOLVER_OPTION_FIELDS = ("time_limit", "workers", "seed", "params", "log", "memory_limit")
#: The puzzle method of each task, for a caller who wrote the task as a keyword (``unique=True``).
TASK_METHODS = {"solve": "solve()", "solutions": "solutions(n)", "count": "count()", "unique": "uniqueness()",
                "forced": "forced()"}
_TASK_FIELDS = {"n": "Task('solutions', n=N)", "limit": "Task('count', limit=N)", "keep": "Task('count', keep=N)",
                "distinct": "Task('count', distinct=True)", "on_progress": "Task('count', on_progress=f)",
                "engine": "Task('solve', engine='cpsat')",
                "options": "Task('solve', options=gridsat.SolverOptions(...))"}
#: The puzzle's method that takes a listing or a count's field, told by a call that takes no Task (``gridsat.solve``,
#: ``gridsat.pack``): "Task('count', limit=N)" led to a Task such a call refuses.
PUZZLE_CALLS = {"solutions": "puzzle.solutions(n)", "n": "puzzle.solutions(n)", "limit": "puzzle.count(limit=N)",
                "keep": "puzzle.count(keep=N)", "distinct": "puzzle.count(distinct=True)",
                "on_progress": "puzzle.count(on_progress=f)"}
#: (``engine`` and ``options`` given to ``kind.run`` were "hitori puzzles take no setting 'engine' (settings: none)",
#: where ``n`` and ``time_limit`` were told where they go.)


def belongs_elsewhere(name) -> tuple[str, str] | None:
    """What a keyword given as a setting is, and where it goes, or None: ``("a solver option",
    "options=gridsat.SolverOptions(time_limit=...)")`` for ``time_limit``, a task for ``unique``, a task's field for
    ``limit``."""
    if name in SOLVER_OPTION_FIELDS:
        return "a solver option", f"options=gridsat.SolverOptions({name}=...)"
    if name == "solutions":  # gridsat.solve(..., task='solutions') is refused: it takes no number
        return "a task", "puzzle.solutions(n), or Task('solutions', n=N)"
    if name in TASK_METHODS:
        return "a task", f"puzzle.{TASK_METHODS[name]}, or gridsat.solve(..., task={name!r})"
    if name in _TASK_FIELDS:
        return "a field of the task", f"{_TASK_FIELDS[name]} (or puzzle.count(...), puzzle.solutions(...))"
    if name in _OUTPUTS:  # png='x.png' was "nurikabe puzzles take no setting 'png' (settings: none)"
        return _OUTPUTS[name]
    return None


#: The command line's outputs given as keywords: what they are and what gives them in Python.
_OUTPUTS = {"png": ("the command line's --png", "result.figure().savefig('x.png') draws the answer"),
            "svg": ("the command line's --svg", "result.figure().savefig('x.svg') draws the answer"),
            "json": ("the command line's --json", "result.to_json() is the same dict")}


def refuse_keywords(call: str, given: Mapping, puzzle: str) -> None:
    """Refuse the keywords ``given`` to a function ``call`` that takes none of them, each with where it
    belongs (:func:`belongs_elsewhere`): ``gridsat.pack("6x10", time_limit=2)`` or ``count=True`` got only
    Python's "unexpected keyword argument".  ``puzzle``: how to make the puzzle a task's method is called on.

    Raises:
        TypeError: naming the first keyword.
    """
    for name in given:
        where = belongs_elsewhere(name)
        if where is None:  # hint=3 (calendar --hint 3) was told only "unexpected", where solve(hint=...) says more
            hints = f": hints and grades are no keyword: {HINTS_WAY}" if isinstance(name, str) and \
                name.lower() in HINT_WORDS else ""
            raise TypeError(f"{call}() got an unexpected keyword argument {quoted(name)}{hints}")
        made = "" if where[0] == "a solver option" or name in _OUTPUTS else f" (the puzzle: {puzzle})"
        raise TypeError(f"{call}() takes no {name!r}: {name} is {where[0]}: {PUZZLE_CALLS.get(name, where[1])}{made}")


#: Words for hints and grades, given as a task or a setting ('gridsat grade' and 'solve --hint' have neither), and
#: where Python gives them.  The grade is of the Deduction itself, which refuses a puzzle with no answer or several:
#: its ``.steps`` (empty then), the way this once named, were graded "easy".
HINT_WORDS = ("hint", "hints", "grade", "grades", "explain", "steps")
HINTS_WAY = ("deduction = kind.hints(puzzle) gives the steps (deduction.steps), and "
             "gridsat.core.hints.grade(deduction) their grade")


def _elsewhere(name, settings=()) -> str:
    """Where a keyword given as a setting belongs, as the end of a message, or ''; ``hint=True`` (the command
    line's ``solve --hint``) says where hints are, as ``task='hint'`` does (it was told only "settings: none");
    a misspelt name (``uniqe``: was told only "settings: format") the setting or keyword meant."""
    where = belongs_elsewhere(name)
    if where is None and isinstance(name, str) and name.lower() in HINT_WORDS and not command_line():  # (Python's)
        return f"; hints and grades are no setting: {HINTS_WAY}"
    if where is None and isinstance(name, str) and (meant := closest(name, [
            *settings, *SOLVER_OPTION_FIELDS, *TASK_METHODS, *_TASK_FIELDS, *_OUTPUTS])) is not None:
        return f"; did you mean {meant!r}?" + ("" if meant in settings else _elsewhere(meant).replace(";", "", 1))
    return f"; {name} is {where[0]}: {where[1]}" if where else ""


def _number(text: str, kind: type):
    """``text`` as the command line reads a number of ``kind`` (ASCII digits, no '_': Python's ``int`` reads
    '١٢', '１' and '1_000'), else ``text`` itself, refused by the type check with the value shown."""
    if not text.isascii() or "_" in text:
        return text
    try:
        return kind(text)
    except ValueError:
        return text


class UnknownSetting(KeyError):
    """A setting name a kind does not declare: ``args[0]`` is the name (as for any KeyError); the message says
    whose settings were searched and lists them."""

    def __init__(self, name, owner: str, known: list[str]):
        super().__init__(name)
        self.owner, self.known = owner, known

    def __reduce__(self):  # unpickled with whose settings they were (a worker process's error met a TypeError)
        return type(self), (self.args[0], self.owner, self.known), self.__dict__

    def __str__(self) -> str:
        from .errors import shown

        return f"{self.owner} have no setting {shown(self.args[0], 40)} (settings: {', '.join(self.known) or 'none'})"


def unknown_setting(name, owner: str, known: list[str]) -> Exception:
    """What a lookup of a setting ``name`` its ``owner`` does not declare raises: :class:`UnknownSetting`, or a
    TypeError for a name that is no string (``setting(None)`` said "Calendar puzzles have no setting None")."""
    if not isinstance(name, str):
        return TypeError(f"name must be a setting's name (a string), got {type(name).__name__}")
    return UnknownSetting(name, owner, known)


def check_settings(declared: Iterable[Setting], given: Mapping, *, owner: str, task: str | None = None,
                   text: bool = False, later: Iterable[Setting] = ()) -> dict:
    """Typed values of ``given`` settings, every declared one present.

    Args:
        declared: the :class:`Setting` declarations.
        given: ``{name: value}``; None values count as not given.
        owner: who takes them, for messages (``"dominofit puzzles"``).
        task: the task they are used with (None: do not check ``tasks``).
        text: values are command-line strings.
        later: the settings of a later stage (solving), named so when given here (reading): Domino Fit's
            ``gridsat.read(f, weights=w)`` was told "dominofit puzzles take no setting 'weights'".

    Returns:
        ``{name: value}`` for every declared setting (the default when not
        given).

    Raises:
        PuzzleInputError: an unknown name (the known ones listed), a bad
            value, or a setting given with a task it does not go with.
        TypeError: ``given`` not a mapping, or ``text`` not True or False (``text='False'`` read every
            value as a command-line string, taking ``{'hint': '2'}`` that ``text=False`` refuses).
    """
    from .options import truth

    if not isinstance(text := truth(text), bool):
        raise TypeError(f"text must be True or False, got {shown_value(text, 40)}")
    if not isinstance(given, Mapping):  # None met "'NoneType' object has no attribute 'items'"
        raise TypeError(f"settings must be a dict of setting names to values, got {type(given).__name__}")
    by_name = {s.name: s for s in declared}
    out = {s.name: s.default for s in by_name.values()}
    for name, value in given.items():
        setting = by_name.get(name)
        if setting is None:
            known = ", ".join(by_name) or "none"
            if any(s.name == name for s in later):
                raise PuzzleInputError(f"{name} is used when the puzzle is solved, not read (reading settings: "
                                       f"{known}): give it to run or gridsat.solve")  # (as run says of read's)
            raise PuzzleInputError(f"{owner} take no setting {name!r} (settings: {known}){_elsewhere(name, by_name)}")
        if value is None:
            continue
        value = setting.coerce(value, text=text)
        if task is not None and setting.tasks and task not in setting.tasks and value != setting.default:
            words = [task_words(t) for t in setting.tasks]
            raise PuzzleInputError(f"{setting.label} goes with {' or '.join(words)}, not with {task_words(task)}")
        out[name] = value
    return out


__all__ = ["MAX_ITEMS", "MAX_TEXT", "STAGES", "TASK_KEYWORDS", "TASK_WORDS", "TYPE_NAMES", "Setting", "check_settings",
           "command_line", "command_line_run", "engine_words", "refuse_keywords", "spelled", "task_words",
           "unknown_setting"]
