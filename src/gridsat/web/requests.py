"""The web API's requests, checked before any solver process is asked.

``POST /api/solve`` takes ``{"kind": ..., "puzzle": ..., "options": {...},
"svg": false, "text": false}`` (or, with ``kind``, ``"argument"`` instead
of ``puzzle``: what ``gridsat KIND`` takes, the puzzle then built from it and
the kind's settings; and ``"files"``: files the puzzle or settings name,
sent as text); ``POST /api/generate`` takes ``{"kind": ...,
"size": "RxC", "seed": N, "time_limit": S, "svg": false, ...settings}``;
``POST /api/hint`` is read by :mod:`.hint_requests`.
``options`` uses the command line's long option names without the dashes
(``time_limit`` for ``--time-limit``; a kind's own settings by their names,
as its declaration types them), and the command line's rules decide what
goes together (:func:`gridsat.core.task.task_from_flags`).  Everything here
is cheap: a bad request is refused without reading the puzzle.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.errors import PuzzleInputError, shown
from .limits import Limits, TooLarge
from .unknown import api_spelling, unknown_field

#: The shared options and their JSON types (as ``gridsat solve`` has them).
COMMON_OPTIONS = {"count": bool, "limit": int, "solutions": int, "skip": int, "unique": bool, "forced": bool,
                  "distinct": bool, "engine": str, "time_limit": float, "seed": int, "memory_limit": float}

SOLVE_FIELDS = ("kind", "puzzle", "argument", "files", "options", "svg", "text")
GENERATE_FIELDS = ("kind", "size", "seed", "time_limit", "svg")


@dataclass(frozen=True)
class SolvePlan:
    """A checked ``/api/solve`` request, ready for a solver process.

    Attributes:
        kind: the kind's name, or None to detect it from the puzzle.
        puzzle: the puzzle text (a file's content, or a URL), or None to
            build the puzzle from ``argument`` and the kind's settings.
        task: keyword arguments of :func:`~gridsat.core.task.task_from_flags`
            (without ``options``).
        extras: the kind's own settings (``{"hint": 3}``...), checked
            against its declaration once the kind is known.
        time_limit: seconds for the run, reading the puzzle included (capped
            by the server).
        seed: the solver's random seed, or None.
        memory_limit: bytes the largest model may need (capped by the server).
        svg: add pictures (``svg``, ``svg_second``, ``svg_last``).
        text: add the terminal drawing as plain text (``text``).
        max_cells: the largest board the server takes.
        argument: the kind's command-line argument (a date...), or None.
        files: ``{name: text}`` of the files sent with the request.
        skip: solutions passed over before the ``solutions`` listed (None:
            no ``skip`` asked; given, even 0, the task is a listing).
        route: the API route read for (``"hint"``: its errors name that route's fields).
    """

    kind: str | None
    puzzle: str | None
    task: dict
    extras: dict
    time_limit: float
    seed: int | None = None
    memory_limit: int | None = None
    svg: bool = False
    text: bool = False
    max_cells: int = 10_000
    argument: str | None = None
    files: dict = field(default_factory=dict)
    skip: int | None = None
    route: str = "solve"


@dataclass(frozen=True)
class GeneratePlan:
    """A checked ``/api/generate`` request.

    Attributes:
        kind: the kind's name (it has a generator).
        rows, cols: the size asked for.
        seed: the generator's seed.
        time_limit: seconds for the run (capped by the server).
        settings: the generator's own settings (``{"rule": "dot"}``...).
        svg: add a picture of the puzzle (``svg``).
        memory_limit: bytes the largest model may need (the server's limit).
        longest: the server's longest time limit, seconds (``gridsat serve
            -t``): what a request cut by its own shorter one may ask for.
    """

    kind: str
    rows: int
    cols: int
    seed: int
    time_limit: float
    settings: dict = field(default_factory=dict)
    svg: bool = False
    memory_limit: int | None = None
    longest: float | None = None


def _typed(name: str, value, want, what: str = "option "):
    """``value`` if it has the JSON type ``want`` (``float`` takes whole
    numbers too; ``object`` takes any scalar), else a one-line error naming
    it ``what`` (an option in ``"options"``; ``""`` for a request's own field,
    as ``/api/hint``'s and ``/api/generate``'s time limit are: "option
    'time_limit'" had them looked for in an "options" those requests lack)."""
    names = {bool: "true or false", int: "a whole number", float: "a number", str: "a string",
             object: "a number, string or true/false"}
    ok = {bool: isinstance(value, bool),
          int: isinstance(value, int) and not isinstance(value, bool),
          float: isinstance(value, (int, float)) and not isinstance(value, bool),
          str: isinstance(value, str),
          object: isinstance(value, (bool, int, float, str))}[want]
    if not ok:  # what came quoted, as a kind's own setting quotes it ("got true"): "option 'seed' must be a whole
        # number" said nothing of the 1e400 or "7" sent
        from ..core.errors import json_shown

        raise PuzzleInputError(f"{what}{name!r} must be {names[want]}, got {json_shown(value, ascii=True)}")
    return value


def kind_options(name: str) -> dict:
    """The settings of kind ``name`` (beyond :data:`COMMON_OPTIONS`), ``{name: Setting}``."""
    from ..puzzles.kinds import get

    return {s.name: s for s in get(name).settings}


def no_option(kind, name: str, own: dict) -> PuzzleInputError:
    """What a request giving ``kind`` an option ``name`` it does not take is told: its own options, and for
    ``hint`` or ``steps`` on a kind with hints, where the next step is asked (the command line's ``solve --hint``
    points to ``gridsat hint``; the API said only "their own options: none")."""
    route = "; the next step and why: POST /api/hint" if name in ("hint", "steps") and kind.explains else ""
    return PuzzleInputError(f"{kind.puzzles} take no option {name!r} (their own options: "
                            f"{', '.join(own) or 'none'}){route}")


def split_options(options: dict, kind: str | None) -> tuple[dict, dict]:
    """``(shared, extras)``: the request's ``options`` checked and split into
    the shared ones and the kind's own (``kind`` None: any kind's).

    Raises:
        PuzzleInputError: not an object, an unknown option (the message
            lists the known ones), or a value of the wrong type.
    """
    from ..puzzles.kinds import get, names
    from .modes import REFUSED

    if not isinstance(options, dict):
        raise PuzzleInputError("'options' must be an object like {\"count\": true}")
    known = dict(COMMON_OPTIONS)
    for name in ([kind] if kind else names()):
        known.update(kind_options(name))
    shared, extras = {}, {}
    for name, value in options.items():
        # the command line's spelling ("--unique", "time-limit"): the API's name said first
        spelt = name.lstrip("-").replace("-", "_") if isinstance(name, str) else None
        if name not in known and spelt == "svg":
            raise PuzzleInputError(f"option {shown(name)}: the picture is asked for by the request's field "
                                   "\"svg\": true, beside \"options\", not in them")
        if name not in known and spelt in REFUSED:  # the command line's --png, --out, --json: what to do instead
            raise PuzzleInputError(f"option {shown(name)} is not taken by a web request: {REFUSED[spelt]}")
        if name not in known:
            whose = f" for {get(kind).puzzles}" if kind else ""
            listed = [n for n in known if _offered(n, kind)]  # cover's list named forced and distinct, refused
            raise PuzzleInputError(f"unknown option {shown(name)}{whose}{api_spelling(name, listed)} (options: "
                                   f"{', '.join(listed)})")
        if value is None:
            continue
        if name in COMMON_OPTIONS:
            shared[name] = _typed(name, value, known[name])
        else:  # a kind's setting, typed by its declaration (any kind's, until the kind is known)
            extras[name] = known[name].coerce(value, label=f"option {name!r}") if kind else value
    return shared, extras


#: The task each shared option asks for (or goes with): a kind without that task is not offered the option.
_TASK_OF = {"count": "count", "limit": "count", "solutions": "solutions", "skip": "solutions", "unique": "unique",
            "forced": "forced"}


def _offered(name: str, kind: str | None) -> bool:
    """Whether option ``name`` is one to list to a request of ``kind`` (None: any kind's): a kind's task options only
    for its tasks, ``distinct`` only where it counts up to symmetry."""
    if kind is None:
        return True
    from ..puzzles.kinds import get

    declared = get(kind)
    if name == "distinct":
        return bool(declared.distinct)
    return name not in _TASK_OF or _TASK_OF[name] in declared.tasks


def file_text(text: str, field: str) -> str:
    """A request's text field read as the command line reads a file's text
    (:func:`~gridsat.core.reading.decode_text`): a byte-order mark at its start
    dropped, every line end (``\\r\\n``, ``\\r``) read as ``\\n``, a NUL refused -- a binary or
    compressed file a page read as text (the browser keeps its NULs) is named so, not read as a strange grid.

    Raises:
        PuzzleInputError: ``"FIELD: not text: a NUL character at line L, column C ..."``.
    """
    from ..core.binary import not_text

    if (what_it_is := not_text(text)) is not None:  # a picture chosen as the puzzle's file ("a NUL character")
        raise PuzzleInputError(what_it_is, field)
    text = text[1:] if text.startswith("\ufeff") else text
    # every line end read as "\n", as a file's are: a text of lone "\r" ends (an old Mac file, pasted) was one line
    # here ("Light Up" above its grid: "not a puzzle gridsat can read") and read whole from a file
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    nul = text.find("\x00")
    if nul >= 0:
        line = text.count("\n", 0, nul) + 1
        column = nul - (text.rfind("\n", 0, nul) + 1) + 1
        raise PuzzleInputError(f"not text: a NUL character at line {line}, column {column} (a binary or compressed "
                               "file? send a puzzle file's text)", field)
    return text


def _puzzle_missing(puzzle) -> str:
    """What is wrong with a ``puzzle`` field that is not a puzzle's text."""
    from ..formats.json import json_type

    if puzzle is None or isinstance(puzzle, str):
        return "'puzzle' is required: the text of a puzzle file, or a URL"
    return f"'puzzle' must be the text of a puzzle file, or a URL (a string), got {json_type(puzzle)}"


def _fields(body, allowed) -> dict:
    if not isinstance(body, dict):
        raise PuzzleInputError("the request must be a JSON object")
    for name in body:
        if name not in allowed:  # (an option sent beside the puzzle, as the command line puts --unique)
            raise PuzzleInputError(unknown_field(body, name, allowed, COMMON_OPTIONS))
    for flag in ("svg", "text"):
        if body.get(flag) is not None and not isinstance(body[flag], bool):  # null: the default (false), as in
            # every other field that has one; the value sent is named, as the options' messages name it
            from ..core.errors import json_shown

            raise PuzzleInputError(f"{flag!r} must be true or false, got {json_shown(body[flag], ascii=True)}")
    return body


def _kind_name(body) -> str | None:
    from ..puzzles.kinds import get, names

    kind = body.get("kind")
    if kind is None:
        return None
    if not isinstance(kind, str):
        raise PuzzleInputError(f"'kind' must be a string, one of: {', '.join(names())}")
    from ..puzzles.genres import kind_spelt

    return get(kind_spelt(kind)).name  # 'Yin-Yang' is the kind yinyang; an unknown kind refused, listing the known ones


def _source(body, kind: str | None, limits: Limits) -> tuple[str | None, str | None]:
    """``(puzzle, argument)`` of a solve request: one of them, or neither
    when the kind builds its puzzle from settings alone (``gridsat pack
    --board 3x20``).

    Raises:
        TooLarge: a puzzle text over the limit.
        PuzzleInputError: neither nor both, a wrong type, an argument without a kind.
    """
    from ..puzzles.kinds import get

    puzzle, argument = body.get("puzzle"), body.get("argument")
    if puzzle is not None and argument is not None:
        raise PuzzleInputError("give 'puzzle' (a file's text or a URL) or 'argument', not both")
    if argument is not None:
        if kind is None:
            raise PuzzleInputError("'argument' goes with 'kind' (it is what `gridsat KIND` takes)")
        if not isinstance(argument, str) or not argument.strip() or len(argument) > 4096:
            raise PuzzleInputError("'argument' must be a non-empty string of at most 4,096 characters")
        if argument.strip() == "-":
            raise PuzzleInputError("'argument' '-' (standard input) means nothing here: send the text as 'puzzle'")
        return None, argument
    if puzzle is None and kind is not None and not get(kind).argument.required:
        return None, None
    if not isinstance(puzzle, str) or not puzzle.strip():
        raise PuzzleInputError(_puzzle_missing(puzzle))
    if len(puzzle) > limits.max_puzzle:
        raise TooLarge(f"the puzzle has {len(puzzle):,} characters; this server takes at most {limits.max_puzzle:,}")
    return file_text(puzzle, "puzzle"), None


def plan_solve(body, limits: Limits) -> SolvePlan:
    """The :class:`SolvePlan` of a decoded ``/api/solve`` body.

    Raises:
        TooLarge: a puzzle text or files over the limit, a listing or a
            ``skip`` over the server's.
        PuzzleInputError: anything else wrong (unknown field, kind or option,
            a wrong type, options that do not go together, as on the
            command line).
    """
    from ..core.options import SolverOptions
    from ..core.task import task_from_flags
    from ..puzzles.kinds import get
    from .uploads import check_files

    body = _fields(body, SOLVE_FIELDS)
    kind = _kind_name(body)
    puzzle, argument = _source(body, kind, limits)
    files = check_files(body.get("files"), limits, len(puzzle or "") + len(argument or ""))
    # null is no options, as every null option value, 'files' null and /api/mode's 'options' null are (it was "must
    # be an object" here alone)
    shared, extras = split_options({} if body.get("options") is None else body["options"], kind)
    time_limit = limits.seconds(shared.pop("time_limit", None))
    seed = shared.pop("seed", None)
    memory = limits.memory_bytes(shared.pop("memory_limit", None))
    skip = shared.pop("skip", None)
    if shared.get("solutions", 1) > limits.max_solutions:
        raise TooLarge(f"solutions {shared['solutions']} is more than this server lists ({limits.max_solutions})")
    if skip is not None and not 0 <= skip <= limits.max_skip:
        raise (TooLarge if skip > 0 else PuzzleInputError)(
            f"skip {skip} is not from 0 to {limits.max_skip:,} (the most solutions this server passes over)")
    if skip is not None and any(shared.get(name) for name in ("count", "unique", "forced")):
        raise PuzzleInputError("'skip' goes with a listing ('solutions' N, or solution skip+1 alone), not with "
                               "count, unique or forced")
    options = SolverOptions(time_limit=time_limit, seed=seed, memory_limit=memory)  # refuses bad values now
    # the command line's rules (one task at a time, --limit with --count...); with skip, a listing even of one
    # offered: the kind's own tasks only ("choose one of ..., --forced" was offered for pack, which has no forced)
    offered = tuple(get(kind).tasks) if kind else None
    # distinct is weighed once the kind is known, as `gridsat solve` weighs it: a detected Light Up's 'distinct' was
    # told "--distinct goes with --count or --solutions N", and with count then "does not apply to lightup puzzles"
    flags = {**shared, "solutions": max(2, shared.get("solutions", 1))} if skip is not None else shared
    task_from_flags(**flags if kind else {**flags, "distinct": False}, options=options, offered=offered,
                    no_distinct=None if not kind or get(kind).distinct else get(kind).puzzles)
    return SolvePlan(kind, puzzle, shared, extras, time_limit, seed, memory, bool(body.get("svg")),
                     bool(body.get("text")), limits.max_cells, argument, files, skip)


def plan_generate(body, limits: Limits) -> GeneratePlan:
    """The :class:`GeneratePlan` of a decoded ``/api/generate`` body.

    Raises:
        TooLarge: a board over the server's cell limit.
        PuzzleInputError: an unknown field or kind, a kind without a
            generator, a bad size, seed or setting.
    """
    from ..core.options import MAX_SEED, SolverOptions
    from ..puzzles.kinds import get, names

    if not isinstance(body, dict):
        raise PuzzleInputError("the request must be a JSON object")
    kind = _kind_name(body)
    having = ", ".join(sorted(n for n in names() if get(n).generator()))  # in the command line's order
    if kind is None:
        raise PuzzleInputError(f"'kind' is required (a kind with a generator: {having})")
    generator = get(kind).generator()
    if generator is None:  # as gridsat generate KIND says it
        raise PuzzleInputError(f"{get(kind).title} has no generator yet (kinds with one: {having})")
    allowed = GENERATE_FIELDS + tuple(s.name for s in generator.settings)
    for name in ("unique", "grade"):  # "unknown field 'unique'" alone, where the command line says why
        if name in body and generator.needless(name):
            raise PuzzleInputError(f"unknown field {name!r} (fields: {', '.join(allowed)}): the {get(kind).title} "
                                   f"generator takes no {name!r}: {generator.needless(name)}")
    _fields(body, allowed)
    # null is the default, as its time_limit, grade and settings null are (size and seed null were refused)
    size = generator.default_size if body.get("size") is None else body["size"]
    if not isinstance(size, str):
        raise PuzzleInputError("'size' must be a string like \"10x10\"")
    rows, cols = generator.size(size, "'size'")
    limits.check_cells(rows, cols, f"size {rows}x{cols}")
    seed = 1 if body.get("seed") is None else body["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        from ..core.errors import json_shown

        raise PuzzleInputError(f"'seed' must be a whole number from 0 to {MAX_SEED}, got "
                               f"{json_shown(seed, ascii=True)}")
    asked = body.get("time_limit")
    if asked is not None:
        _typed("time_limit", asked, float, "")
    time_limit = limits.seconds(asked)
    SolverOptions(time_limit=time_limit)
    settings = {s.name: s.coerce(body[s.name], label=repr(s.name)) for s in generator.settings if s.name in body}
    return GeneratePlan(kind, rows, cols, seed, time_limit, settings, bool(body.get("svg")), limits.memory_bytes(None),
                        limits.max_time_limit)


__all__ = ["COMMON_OPTIONS", "GeneratePlan", "SolvePlan", "TooLarge", "file_text", "kind_options", "plan_generate",
           "plan_solve", "split_options"]
