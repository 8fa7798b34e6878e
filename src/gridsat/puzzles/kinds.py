"""The puzzle-kind contract and the registry every front end reads.

A *kind* (packing, calendar, Yin-Yang, Domino Fit, exact cover) is one
package under :mod:`gridsat.puzzles` whose ``kind.py`` defines ``KIND``, an
instance of a :class:`Kind` subclass.  Through it the command line
(``gridsat solve``, ``gridsat batch``, ``gridsat formats``), the web app and
the Python API (:mod:`gridsat.kinds`) do everything without knowing the
kind: read a puzzle from text, a file or a URL, recognise the kind's own
files, run a :class:`Task` (a first solution, several, a count, a uniqueness
check, forced cells), and get a :class:`~gridsat.core.result.Result` that
prints itself as JSON, text and pictures.  Generators plug in the same way.

Adding a kind: one package with its ``kind.py``, and one line in
:data:`REGISTRY`.  Kinds are imported on first use, so listing them costs
no solver import.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable, ClassVar

from ..core.errors import PuzzleInputError
from ..core.options import SolverOptions

#: Registered kinds: name -> module defining ``KIND`` (detection order).
REGISTRY = {
    "pack": "gridsat.puzzles.pack.kind",
    "calendar": "gridsat.puzzles.calendar.kind",
    "dominofit": "gridsat.puzzles.dominofit.kind",
    "yinyang": "gridsat.puzzles.yinyang.kind",
    "cover": "gridsat.puzzles.cover.kind",
}

#: What a :class:`Task` may ask for.
TASKS = ("solve", "solutions", "count", "unique", "forced")


@dataclass(frozen=True)
class Task:
    """What to do with a puzzle.

    Attributes:
        what: ``solve`` (a first solution), ``solutions`` (up to ``n``),
            ``count`` (every solution, up to ``limit``), ``unique`` (a
            solution and a proof that it is the only one, or a second one),
            ``forced`` (the cells or pieces every solution shares).
        n: how many solutions to list (``solutions``).
        limit: stop counting after this many (``count``; None = all).
        keep: when counting, keep this many solutions in the result's
            ``solutions`` (None = every one counted; 1 = just the first,
            shown as the answer).
        engine: the solver (``auto`` or one of the kind's :attr:`Kind.engines`).
        options: :class:`~gridsat.core.options.SolverOptions` (time limit in
            seconds for the whole run, workers, seed, CP-SAT parameters).
        distinct: list or count one solution per symmetry class (kinds that
            support it).
        on_progress: ``f(found so far, fraction done 0..1)``, called about
            every 0.1 s by long counts (kinds that can estimate progress).

    Raises:
        PuzzleInputError: an unknown task, ``n`` or ``limit`` below 1.
    """

    what: str = "solve"
    n: int = 1
    limit: int | None = None
    keep: int | None = 1
    engine: str = "auto"
    options: SolverOptions = field(default_factory=SolverOptions)
    distinct: bool = False
    on_progress: Callable | None = field(default=None, compare=False)

    def __post_init__(self):
        if self.what not in TASKS:
            raise PuzzleInputError(f"unknown task {self.what!r}; use one of: {', '.join(TASKS)}")
        if self.n < 1:
            raise PuzzleInputError(f"number of solutions must be at least 1, got {self.n}")
        if self.limit is not None and self.limit < 1:
            raise PuzzleInputError(f"limit must be at least 1, got {self.limit}")
        if self.keep is not None and self.keep < 1:
            raise PuzzleInputError(f"keep must be at least 1, got {self.keep}")


class Kind:
    """The contract of a puzzle kind.

    Class attributes (metadata, cheap to read):
        name: registry name, e.g. ``"yinyang"`` (also the subcommand).
        title: human name, e.g. ``"Yin-Yang"``.
        summary: one line on what is solved.
        reads / writes: formats, as ``gridsat formats`` lists them.
        suffixes: file endings ``gridsat batch`` looks for in folders.
        engines: ``--engine`` choices, ``auto`` first.
        tasks: the :data:`TASKS` this kind supports.
        example: a small puzzle in a format :meth:`parse` reads (tests and
            the web app use it).
        settings: kind-specific settings :meth:`run` takes, ``{name: help}``
            (the command line's option names with ``_`` for ``-``).

    Subclasses implement :meth:`detect`, :meth:`parse` and :meth:`run`;
    :meth:`read` works for any kind whose puzzles are files or URLs.
    """

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    reads: ClassVar[tuple] = ()
    writes: ClassVar[tuple] = ()
    suffixes: ClassVar[tuple] = ()
    engines: ClassVar[tuple] = ("auto",)
    tasks: ClassVar[tuple] = ("solve",)
    example: ClassVar[str] = ""
    settings: ClassVar[dict] = {}

    def detect(self, text: str) -> bool:
        """True when ``text`` (a file's content or a URL) is a puzzle of
        this kind; judged without raising."""
        raise NotImplementedError

    def detect_json(self, data: dict) -> bool:
        """True when a decoded JSON object (one that names no ``"kind"``) is
        a puzzle of this kind; default: False."""
        return False

    def parse_json(self, data: dict, source: str = "puzzle", base=None):
        """The puzzle of a decoded JSON object (what :meth:`parse` makes of
        its text, without decoding it again); default: :meth:`parse` of it."""
        import json

        return self.parse(json.dumps(data), source, base)

    def looks_like(self, text: str) -> bool:
        """True when ``text`` is shaped like this kind's files even if it is
        not a valid puzzle (asked when no kind :meth:`detect` s it, so the
        closest reader names the problem); default: :meth:`detect`."""
        return self.detect(text)

    def parse(self, text: str, source: str = "puzzle", base=None):
        """The puzzle in ``text``.

        Args:
            text: a file's content, or a URL.
            source: where it came from, for messages.
            base: the folder of the file, inside which the puzzle may name
                other files (None: it may name none).

        Raises:
            PuzzleInputError: one line naming the problem and where (``source``).
        """
        raise NotImplementedError

    def read(self, spec: str):
        """The puzzle named by ``spec``: a file path, ``-`` (standard input)
        or, for kinds with URLs, a URL.

        Raises:
            PuzzleInputError: no such file, unreadable, or bad content.
        """
        from pathlib import Path

        from ..core.files import read_puzzle_text

        text, source = read_puzzle_text(spec)
        return self.parse(text, source, base=Path(spec).parent if source not in ("URL", "stdin") else None)

    def run(self, puzzle, task: Task):
        """Carry out ``task`` on ``puzzle``; a checked
        :class:`~gridsat.core.result.Result` in the shared JSON schema.

        Raises:
            PuzzleInputError: a task or engine the kind does not support.
        """
        raise NotImplementedError

    def same_answer(self, result, solution) -> bool:
        """True when ``result``'s answer equals a recorded ``solution`` (the
        ``solution`` field of a collection line, or the text of an answer
        file), compared as sets (the order of pieces or dominoes does not
        matter).

        Raises:
            PuzzleInputError: a solution this kind cannot read.
        """
        raise PuzzleInputError(f"{self.name} results cannot be compared with a recorded solution")

    def generator(self):
        """The kind's generator (see :mod:`gridsat.puzzles.generators`), or None."""
        return None

    # -- helpers for subclasses ------------------------------------------
    def require(self, task: Task, settings: dict | None = None) -> None:
        """Refuse a task, engine or setting this kind does not offer (one line, exit 2)."""
        for name in settings or {}:
            if name not in self.settings:
                known = ", ".join(self.settings) or "none"
                raise PuzzleInputError(f"{self.name} puzzles take no setting {name!r} (settings: {known})")
        if task.what not in self.tasks:
            raise PuzzleInputError(f"{self.name} puzzles support {', '.join(self.tasks)}; not {task.what}")
        if task.engine not in self.engines:
            raise PuzzleInputError(f"unknown engine {task.engine!r} for {self.name}; use one of: "
                                   f"{', '.join(self.engines)}")
        if task.distinct and task.what not in ("solutions", "count"):
            raise PuzzleInputError("--distinct goes with --count or --solutions N")
        if task.options.params:
            from ..engines.cpsat import parse_params

            parse_params(task.options.params)  # a bad parameter string fails before any work


@dataclass
class Generated:
    """A generated puzzle with its planted answer.

    Attributes:
        kind: the kind's name.
        puzzle: the puzzle object.
        text: the puzzle as a file of the kind (what :meth:`Kind.parse` reads).
        suffix: the usual file ending for ``text`` (``".txt"``, ``".json"``).
        solution: the planted answer, JSON-ready (it solves the puzzle; the
            only answer when the generator proves uniqueness).
        seed: the seed it was made from (same seed, same puzzle).
        seconds: wall time (s).
        info: further facts for the record (``"givens"``, ``"unique"``...).
        draw: ``title -> Figure`` drawing the puzzle (None: no picture).
    """

    kind: str
    puzzle: object
    text: str
    suffix: str
    solution: object
    seed: int
    seconds: float
    info: dict = field(default_factory=dict)
    draw: Callable | None = field(default=None, repr=False, compare=False)

    def figure(self, title: str | None = None):
        """A matplotlib ``Figure`` of the puzzle (None when the kind draws none)."""
        return None if self.draw is None else self.draw(title)

    def record(self) -> dict:
        """One JSON-lines record: ``{"kind", "puzzle", "solution", "seed",
        "seconds", ...info}`` (``puzzle`` is the file text, or its JSON object
        for JSON files), which ``gridsat batch`` reads back."""
        import json

        puzzle = json.loads(self.text) if self.suffix == ".json" else self.text
        return {"kind": self.kind, "puzzle": puzzle, "solution": self.solution, "seed": self.seed,
                "seconds": round(self.seconds, 6), **self.info}


class Generator:
    """The contract of a kind's generator.

    Class attributes:
        kind: the kind's name.
        max_side: largest side (cells) it accepts.
        promise: one line on what it makes (for ``--help``).
    """

    kind: ClassVar[str] = ""
    max_side: ClassVar[int] = 60
    promise: ClassVar[str] = ""

    def generate(self, rows: int, cols: int, seed: int, options: SolverOptions, **settings) -> Generated:
        """One puzzle of ``rows x cols`` from ``seed``.

        Raises:
            PuzzleInputError: a size or setting out of range, or a time limit
                that ran out before the puzzle was proven (never an unproven
                puzzle).
        """
        raise NotImplementedError


def names() -> list[str]:
    """The registered kind names, in detection order."""
    return list(REGISTRY)


def get(name: str) -> Kind:
    """The kind registered as ``name``.

    Raises:
        PuzzleInputError: no such kind (the message lists the known ones).
    """
    module = REGISTRY.get(name)
    if module is None:
        raise PuzzleInputError(f"unknown kind {name!r} (kinds: {', '.join(REGISTRY)})")
    return importlib.import_module(module).KIND


def detect_object(data) -> Kind | None:
    """The kind of a decoded JSON object: the one its ``"kind"`` names, else
    the first whose :meth:`Kind.detect_json` accepts it, or None."""
    if not isinstance(data, dict):
        return None
    named = data.get("kind")
    if isinstance(named, str) and named in REGISTRY:
        return get(named)
    for name in REGISTRY:
        kind = get(name)
        if kind.detect_json(data):
            return kind
    return None


def detect(text: str) -> Kind | None:
    """The kind of ``text``: for a JSON object, :func:`detect_object`; else
    the first kind whose :meth:`Kind.detect` accepts it; failing both, the
    first whose :meth:`Kind.looks_like` does, so that its reader can name
    what is wrong; or None."""
    if text.lstrip().startswith("{"):
        import json

        try:
            found = detect_object(json.loads(text))
        except (ValueError, RecursionError):
            found = None
        if found is not None:
            return found
    for test in ("detect", "looks_like"):
        for name in REGISTRY:
            kind = get(name)
            if getattr(kind, test)(text):
                return kind
    return None


def read_any(spec: str, kind: str | None = None):
    """``(kind, puzzle)`` for a file path, URL or ``-``, the kind detected
    unless named.

    Raises:
        PuzzleInputError: no such file, no kind recognises it, or bad content.
    """
    from ..core.files import read_puzzle_text

    from pathlib import Path

    text, source = read_puzzle_text(spec)
    found = get(kind) if kind else (by_suffix(spec) if source not in ("URL", "stdin") else None) or detect(text)
    if found is None:
        raise PuzzleInputError(f"not a puzzle gridsat can read (kinds: {', '.join(REGISTRY)})", source)
    base = Path(spec).parent if source not in ("URL", "stdin") else None
    return found, found.parse(text, source, base=base)


def by_suffix(spec: str) -> Kind | None:
    """The one kind whose files end like ``spec`` (``.dlx``), or None when
    several or none do."""
    from pathlib import Path

    ending = Path(spec).suffix.lower()
    owners = [name for name in REGISTRY if ending and ending in get(name).suffixes]
    return get(owners[0]) if len(owners) == 1 else None


def suffixes() -> set:
    """Every file ending some kind reads (for folder searches)."""
    return {s for name in REGISTRY for s in get(name).suffixes}


__all__ = ["REGISTRY", "TASKS", "Generated", "Generator", "Kind", "Task", "by_suffix", "detect", "detect_object",
           "get", "names", "read_any", "suffixes"]
