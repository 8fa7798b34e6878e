"""Type checks of the Python API's arguments: every kind's ``parse``,
``detect``, ``parse_json``, ``read_position`` and ``check_position`` refuse a wrong-typed argument with a TypeError
naming it (wrapped in by :meth:`gridsat.puzzles.contract.Kind.__init_subclass__`)."""

from __future__ import annotations

from ..core.errors import shown
import functools

from .input_checks import (check_json_object, check_parse_text, check_position_grid, check_position_text,
                           check_source, check_text, checked_answer, checked_record, plain_rows, same_position_kind,
                           same_puzzle, reading_records, checked_build, first_parameter)
from .own_output import told_own_output


def checked(own, check):
    """``own`` (a method taking a value first) calling ``check(value, *args, **kw)`` before it runs; the value also by
    ``own``'s name for it (``parse(text=...)``: a wrapper's ``value`` refused it, "missing ... argument: 'value'")."""
    first = first_parameter(own)

    @functools.wraps(own)
    def method(self, *args, **kw):
        if (not args) == (first not in kw):  # as Python says it of a plain method
            raise TypeError(f"{own.__qualname__}() " + (f"got multiple values for argument '{first}'" if args else
                                                        f"missing 1 required positional argument: '{first}'"))
        value, args = (args[0], args[1:]) if args else (kw.pop(first), args)
        check(value, *args, **kw)
        return own(self, value, *args, **kw)

    method._checked = True
    return method


def checked_puzzle(own):
    """``own`` (a kind's method taking one of its puzzles first: ``deduce``, ``cell_labels``...) refusing anything
    else with the kind's ``check_puzzle`` TypeError (None met the kind's code as ``'NoneType' object has no
    attribute 'hole_count'``)."""
    @functools.wraps(own)
    def method(self, puzzle, *args, **kw):
        self.check_puzzle(puzzle)
        return own(self, puzzle, *args, **kw)

    method._checked = True
    return method


def checked_position_reader(own):
    """``own`` (a kind's ``read_position(text, puzzle, source)``) refusing text or a source that is not a string
    and a puzzle not of the kind (Yin-Yang's read any text as a position of any size with puzzle=None, and the
    others met None as ``'NoneType' object has no attribute 'rows'``)."""
    @functools.wraps(own)
    def method(self, text, *args, **kw):
        puzzle = kw["puzzle"] if "puzzle" in kw else args[0] if args else None
        source = kw["source"] if "source" in kw else args[1] if len(args) > 1 else "position"
        check_position_text(text, source=source)
        self.check_puzzle(puzzle)
        same_position_kind(self.name, text, source)
        return own(self, text, *args, **kw)

    method._checked = True
    return method


def checked_hint(own):
    """``own`` (a kind's ``hint_text(puzzle, deduction)`` or ``hint_figure(puzzle, deduction, upto)``) refusing a
    puzzle not of the kind, a deduction that is not one (None met ``'NoneType' object has no attribute 'steps'``)
    and an ``upto`` that is not a whole number or None (TypeError) or is below 0 (ValueError)."""
    @functools.wraps(own)
    def method(self, puzzle, deduction, *args, **kw):
        from ..core.hints import Deduction

        self.check_puzzle(puzzle)
        if not isinstance(deduction, Deduction):
            raise TypeError(f"deduction must be a Deduction (from kind.hints(puzzle)), got {type(deduction).__name__} "
                            f"{shown(deduction, 40)}")
        if deduction.puzzle is not None and not same_puzzle(deduction.puzzle, puzzle):  # names aside
            # another puzzle's steps were drawn on this one, or met IndexError deep inside
            raise ValueError("deduction is the steps of another puzzle: draw it with the puzzle given to kind.hints")
        upto = kw.get("upto", args[0] if args else None)
        if upto is not None and not KINDS["whole"][0](upto):
            raise TypeError(f"upto must be a whole number of steps or None, got {type(upto).__name__} "
                            f"{shown(upto, 40)}")
        if upto is not None and upto < 0:  # -1 drew all steps but the last, titled so: a slice, no count of steps
            raise ValueError(f"upto must be a number of steps, 0 or more, or None (all), got {upto}")
        return own(self, puzzle, deduction, *args, **kw)

    method._checked = True
    return method


def check_deadline(deadline, name: str = "deadline", wall: bool = False):
    """``deadline`` (a :func:`time.perf_counter` value, or with ``wall`` a :func:`time.time` one, or None) as a
    run takes it: None for infinity, a whole number past any float (no clock reaches it; 10**400 met ``float()``
    deep inside as OverflowError) or one more than a billion seconds away
    (:func:`~gridsat.core.errors.reachable`).  ``name`` is the argument's, for the messages.

    Raises:
        TypeError: not a number (a str met the search as "'>' not supported between instances of 'float' and 'str'").
        ValueError: NaN, or (not ``wall``) a time.time() value.
    """
    import time

    if deadline is None:
        return None
    clock = "a time.time()" if wall else "a time.perf_counter()"
    from numbers import Integral, Real

    if isinstance(deadline, bool) or not isinstance(deadline, Real):
        raise TypeError(f"{name} must be {clock} value in seconds or None, got {type(deadline).__name__} "
                        f"{shown(deadline, 40)}")
    if type(deadline) not in (int, float):  # numpy's numbers, as the exact-cover engine takes them
        deadline = int(deadline) if isinstance(deadline, Integral) else float(deadline)
    if deadline != deadline:  # NaN: some kinds never stopped, others named a "time limit"
        raise ValueError(f"{name} must be {clock} value in seconds or None, got nan")
    if isinstance(deadline, int) and abs(deadline) > 2**1023:
        return None if deadline > 0 else float("-inf")
    from ..core.errors import perf_deadline, reachable

    if wall:  # the same distance on the wall clock
        return None if reachable(deadline - time.time() + time.perf_counter()) is None else deadline
    return perf_deadline(deadline, name)  # infinity, or farther than any limit: none (a time.time() one refused)


def checked_deduce(own):
    """``own`` (a kind's ``deduce(puzzle, *, start, deadline, first)``) refusing a puzzle not of the kind, a
    start given as text (its :meth:`hints` reads text; a packing kind met "'str' object has no attribute
    'piece'") or as no list, and a deadline or ``first`` of another type (:func:`check_deadline`)."""
    @functools.wraps(own)
    def method(self, puzzle, *args, **kw):
        self.check_puzzle(puzzle)
        start = kw.get("start")
        if start is not None and (isinstance(start, (str, bytes, dict)) or not hasattr(start, "__iter__")):
            raise TypeError(f"start must be a position as kind.start_position gives it, or None (text: "
                            f"kind.hints(puzzle, start=TEXT)), got {type(start).__name__} {shown(start, 40)}")
        if "deadline" in kw:
            kw["deadline"] = check_deadline(kw["deadline"])
        if "first" in kw:
            from ..core.options import truth

            kw["first"] = truth(kw["first"])  # numpy's np.True_ too
        if not isinstance(kw.get("first", False), bool):
            raise TypeError(f"first must be True or False, got {type(kw['first']).__name__} "
                            f"{shown(kw['first'], 40)}")
        return own(self, puzzle, *args, **kw)

    method._checked = True
    return method


def check_task(task, settings=None, *args, **kw) -> None:
    """Raise TypeError unless ``task`` is a :class:`~gridsat.core.task.Task` and ``settings`` (positional or
    keyword) None or a dict: a kind's ``check`` and ``model`` (Domino Fit's own ``check`` took ``settings=5`` to
    ``'int' object is not iterable``, ``model`` a string task to ``'str' object has no attribute 'engine'``)."""
    from ..core.task import Task

    settings = kw.get("settings", settings)
    if not isinstance(task, Task):
        raise TypeError(f"task must be a gridsat.Task, got {type(task).__name__} (e.g. Task('unique'))")
    if settings is not None and not isinstance(settings, dict):
        raise TypeError(f"settings must be a dict of setting names to values, got {type(settings).__name__}")


def checked_task(own):
    """``own`` (a kind's ``check(task, settings)``) refusing a task or settings of the wrong type first."""
    return checked(own, check_task)


def checked_model(own):
    """``own`` (a kind's ``model(puzzle, task, settings)``, or another hook taking them first: ``validate``,
    ``choose_engine``, ``engine_used``, ``result_fields``, ``why_none``) refusing what is not one of its puzzles, a
    task or settings of the wrong type first (``choose_engine(puzzle, "unique", {})`` met "'str' object has no
    attribute 'engine'")."""
    @functools.wraps(own)
    def method(self, puzzle, task, settings, *args, **kw):
        self.check_puzzle(puzzle)
        check_task(task, settings)
        if settings is None:  # met a kind's code as "'NoneType' object has no attribute 'get'"
            raise TypeError("settings must be a dict of the kind's settings (kind.check(task) gives them), got "
                            "NoneType")
        return own(self, puzzle, task, settings, *args, **kw)

    method._checked = True
    return method


def checked_rule_model(own):
    """``own`` (a kind's ``model(puzzle, task, settings)``) checked as :func:`checked_model` checks it, its
    :class:`~gridsat.core.options.TimeUp` saying what ran out: ``kind.model(p, Task(options=SolverOptions(
    time_limit=0.01)), {})`` raised a TimeUp without a word (the command line words its own)."""
    inner = checked_model(own)

    @functools.wraps(own)
    def method(self, puzzle, task, settings, *args, **kw):
        from ..core.options import TimeUp

        try:
            return inner(self, puzzle, task, settings, *args, **kw)
        except TimeUp as exc:
            if exc.args and exc.args[0]:
                raise
            limit, title = task.options.time_limit, self.title.removesuffix(" puzzle")  # not "Calendar puzzle puzzle"
            raise TimeUp(f"the time limit{'' if limit is None else f' of {limit:g} s'} ran out while building the "
                         f"CP-SAT model of the {title} puzzle; give more time (no model is returned)") from None

    method._checked = True
    return method


def checked_solver(own):
    """``own`` (a kind's ``solver(puzzle, engine, task, settings)``) refusing an engine that is not a name, and the
    rest as :func:`checked_model` does."""
    @functools.wraps(own)
    def method(self, puzzle, engine, task, settings, *args, **kw):
        if not isinstance(engine, str):  # (a name: a kind's solver takes its inner engines too, a race's "race")
            raise TypeError(f"engine must be an engine's name (str; the kind's: {', '.join(self.engines)}), got "
                            f"{type(engine).__name__} {shown(engine, 40)}")
        return checked_model(lambda kind, p, t, s: own(kind, p, engine, t, s, *args, **kw))(self, puzzle, task,
                                                                                              settings)

    method._checked = True
    return method


def checked_start(own):
    """``own`` (a kind's ``start_position(puzzle, start)``) refusing a puzzle not of the kind and a start that is
    no list of rows (None met "'NoneType' object is not iterable"; text is read by ``kind.read_position``)."""
    @functools.wraps(own)
    def method(self, puzzle, start, *args, **kw):
        self.check_puzzle(puzzle)
        start = plain_rows(start)  # numpy's arrays as their rows
        if isinstance(start, (str, bytes, dict)) or not hasattr(start, "__iter__"):
            raise TypeError(f"start must be a position: rows of the kind's values (its text: kind.read_position), "
                            f"got {type(start).__name__} {shown(start, 40)}")
        return own(self, puzzle, start, *args, **kw)

    method._checked = True
    return method


def checked_position_check(own):
    """``own`` (a kind's ``check_position(puzzle, grid)``) refusing a puzzle not of the kind (None met the kind's
    code as ``'NoneType' object has no attribute 'rows'``) and a grid that is not rows."""
    @functools.wraps(own)
    def method(self, puzzle, *args, **kw):
        self.check_puzzle(puzzle)
        if "grid" in kw:  # numpy's arrays as their rows, as with_answer takes them
            kw["grid"] = plain_rows(kw["grid"])
        elif args:
            args = (plain_rows(args[0]),) + args[1:]
        if not self.is_answer_list(kw.get("grid", args[0] if args else None)):
            check_position_grid(puzzle, *args, **kw)  # (Domino Fit's dominoes are no rows)
        return own(self, puzzle, *args, **kw)

    method._checked = True
    return method


def checked_writer(kind_class, writer):
    """``writer`` (a :class:`~gridsat.puzzles.declaration.Writer` of ``kind_class`` or of a kind it inherits
    from) whose ``write(puzzle, result)`` refuses a puzzle not of that kind, as ``kind.check_puzzle`` does
    (TypeError naming the kind and how to get one of its puzzles), and, for a writer of the answer, a result not
    of the kind's ``result_type``."""
    from dataclasses import replace

    raw = getattr(writer.write, "_raw", writer.write)

    def write(puzzle, result=None):
        kind_class.check_puzzle(kind_class, puzzle)
        wanted = getattr(kind_class, "result_type", None)
        if writer.answer and wanted is not None and not isinstance(result, wanted):  # met as AttributeError ('grid')
            raise TypeError(f"result must be a {wanted.__name__} (from puzzle.solve()): the {writer.name} writer "
                            f"writes its answer, got {type(result).__name__}")
        return raw(puzzle, result)

    write._raw = raw
    return replace(writer, write=write)


def check_kind_methods(cls, puzzle_first: tuple) -> None:
    """Wrap the methods of ``cls`` (a :class:`~gridsat.puzzles.contract.Kind` subclass) so that each refuses a
    wrong-typed argument with a TypeError naming it: ``parse`` and ``detect`` text that is not a string,
    ``parse_json`` and ``detect_json`` data that is not a dict, ``check_position`` a grid that is not rows (a
    mixin's, too), and all a ``source`` that is not a string; the methods taking a puzzle first
    (``puzzle_first``: ``notices``...) what is not one of its puzzles, as ``check_puzzle`` does; ``check``,
    ``model`` and ``validate`` a task that is not a Task and settings that are not a dict; ``same_answer`` and
    ``recorded_answer`` a result not of the kind's ``result_type``; ``read_position``, ``position_of``, ``hint_text``,
    ``hint_figure``, ``deduce`` and ``build`` as their wrappers here say; and its writers a puzzle of another
    kind (:func:`checked_writer`)."""
    for name, check in (("parse", check_parse_text), ("detect", check_text), ("parse_json", check_json_object),
                        ("detect_json", check_json_object)):
        own = cls.__dict__.get(name)
        if own is not None and not getattr(own, "_checked", False):
            setattr(cls, name, checked(told_own_output(reading_records(own)) if name == "parse" else own, check)
                    if name != "parse_json" else checked_record(own))  # parse: a printed answer said so
    for name, wrap in ([(name, checked_puzzle) for name in puzzle_first] +  # a mixin's, too
                       [(name, checked_model) for name in ("validate", "choose_engine", "engine_used",
                                                            "result_fields", "why_none")] +
                       [("model", checked_rule_model)] +
                       [("check", checked_task), ("solver", checked_solver),
                        ("check_position", checked_position_check), ("start_position", checked_start),
                        ("same_answer", checked_answer), ("recorded_answer", checked_answer),
                        ("read_position", checked_position_reader), ("position_of", checked_position_reader),
                        ("hint_text", checked_hint), ("hint_figure", checked_hint), ("deduce", checked_deduce),
                        ("build", checked_build)]):
        own = getattr(cls, name, None)
        if own is not None and not getattr(own, "_checked", False):
            owner = next((c for c in cls.__mro__ if name in c.__dict__), cls)
            setattr(cls, name, wrap(own if owner is cls else _late(owner, name)))
    # a writer given another kind's puzzle, or None, met AttributeError ('NoneType' ... 'to_text')
    cls.writers = tuple(checked_writer(cls, w) for w in getattr(cls, "writers", ()))


def _late(owner, name: str):
    """``owner``'s method ``name`` (a mixin's, or Kind's default) looked up on ``owner`` at each call: bound when a
    kind was made, a later change of it (a test's stand-in for a mixin's ``solver``) never reached the kind."""
    @functools.wraps(owner.__dict__[name])
    def method(self, *args, **kw):
        return owner.__dict__[name](self, *args, **kw)

    return method


def _whole(value):
    from ..core.options import whole  # numpy's np.int64(2026) is a whole number

    return whole(value)


def _truth(value):
    from ..core.options import truth  # numpy's np.True_ is a flag

    return truth(value)


#: Expected argument kinds of :func:`argument_types`: name -> (test, what the message says it must be).
KINDS = {
    "text": (lambda v: isinstance(v, str), "a string"),
    "whole": (lambda v: not isinstance(v, bool) and isinstance(_whole(v), int), "a whole number"),
    "optional whole": (lambda v: v is None or not isinstance(v, bool) and isinstance(_whole(v), int),
                       "a whole number or None"),
    "flag": (lambda v: isinstance(_truth(v), bool), "True or False"),
    "path": (lambda v: isinstance(v, (str, __import__("os").PathLike)), "a file path (str or path)"),
    "function": (lambda v: v is None or callable(v), "a function or None"),
    "dict": (lambda v: isinstance(v, dict), "a decoded JSON object (dict)"),
    "rows": (lambda v: isinstance(v, (list, tuple)), "a list"),
    "grid": (lambda v: isinstance(v, (list, tuple)) and all(isinstance(row, (list, tuple)) for row in v),
             "rows of cell values (a list of lists)"),
    # an answer's pieces, dominoes or options: a str or bytes is not a list of them (b"x" was read as option 120)
    "items": (lambda v: hasattr(v, "__iter__") and not isinstance(v, (str, bytes, bytearray, dict)), "a list"),
    "name": (lambda v: v is None or isinstance(v, str), "a string or None"),
    "out": (lambda v: v is None or KINDS["path"][0](v), "a file path (str or path) or None"),
    "folder": (lambda v: v is None or KINDS["path"][0](v), "a folder (str or path) or None"),
    "optional dict": (lambda v: v is None or isinstance(v, dict), "a dict or None"),
}


def argument_types(**expected):
    """A decorator refusing, with a TypeError naming the argument, a call whose named arguments are not of their
    expected kind: a :data:`KINDS` name, a class, or ``(test, words)`` (checked before the
    function runs, so a wrong type never meets the code as ``'NoneType' object has no attribute 'strip'``)."""
    def wrap(function):
        tests = {name: KINDS[kind] if isinstance(kind, str) else _instance_of(kind) if isinstance(kind, type)
                 else kind for name, kind in expected.items()}
        plain = {name: _truth if kind == "flag" else _whole for name, kind in expected.items()
                 if kind in ("flag", "whole", "optional whole")}  # numpy's np.True_ and np.int64(3) passed on as
        # the bool or int they equal (np.True_ was refused as "must be True or False, got bool np.True_";
        # search_layouts(seed=np.int64(3)) met json.dumps: "Object of type int64 is not JSON serializable")
        code = function.__code__  # positional names from the code object: inspect costs start-up (ast, dis...)
        positional = code.co_varnames[:code.co_argcount]
        named = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
        assert set(expected) <= set(named), f"{function.__name__} has no parameter {set(expected) - set(named)}"

        @functools.wraps(function)
        def call(*args, **kw):
            given = dict(zip(positional, args)) | kw
            for name, (test, words) in tests.items():
                if name in given and not test(value := given[name]):
                    raise TypeError(f"{function.__name__}: {name} must be {words}, got {type(value).__name__}"
                                    f" {shown(value, 40)}")
            if plain and any(name in given for name in plain):
                args = tuple(plain[name](v) if name in plain else v for name, v in zip(positional, args)) \
                    + args[len(positional):]
                kw = {name: plain[name](v) if name in plain else v for name, v in kw.items()}
            return function(*args, **kw)

        return call

    return wrap


def _instance_of(cls: type) -> tuple:
    article = "an" if cls.__name__[:1] in "AEIOU" else "a"
    return (lambda v: isinstance(v, cls)), f"{article} {cls.__name__} ({cls.__module__.rsplit('.', 1)[0]})"


__all__ = ["KINDS", "argument_types", "check_deadline", "check_json_object", "check_kind_methods",
           "check_position_grid", "check_position_text", "check_source", "check_task", "check_text", "checked",
           "checked_answer", "checked_build", "checked_deduce", "checked_hint", "checked_model", "checked_record",
           "checked_position_check", "checked_position_reader", "checked_solver", "checked_start", "checked_task",
           "checked_writer"]
