"""The registry of puzzle kinds, and finding the kind of a file or URL.

A *kind* (packing, calendar, Yin-Yang, Domino Fit, exact cover, each grid genre) is one package under
:mod:`gridsat.puzzles` whose ``kind.py`` defines ``KIND``, an instance of a :class:`~gridsat.puzzles.contract.Kind`
subclass (the contract).  Through the registry the command line, the web app, batch runs and the Python API
(:mod:`gridsat.kinds`) do everything without naming a kind.  Adding a kind: its package and one line in
:data:`REGISTRY` (guide: ``docs/adding-a-kind.md``).  Kinds are imported on first use: listing them loads no solver."""

from __future__ import annotations

import importlib
import os
import sys

from ..core.errors import PuzzleInputError, did_you_mean, shown
from ..core.task import TASKS, Task, keyword_task
from ..core.lazy import lazy_getattr
from ..core.wording import a_or_an
from .contract import Example, Kind, Mode, Setting, Writer
from .declaration import refuse_unknown_settings
from .endings import SHARED_ENDINGS, by_suffix, puzzle_endings, suffixes
from .solvable import Solvable

TYPE_CHECKING = False  # typing costs start-up: these names come from __getattr__ below
if TYPE_CHECKING:
    from .generators import Generated, Generator

#: Registered kinds: name -> module defining ``KIND`` (detection order).
REGISTRY = {
    "pack": "gridsat.puzzles.pack.kind",
    "calendar": "gridsat.puzzles.calendar.kind",
    "dominofit": "gridsat.puzzles.dominofit.kind",
    "yinyang": "gridsat.puzzles.yinyang.kind",
    "cover": "gridsat.puzzles.cover.kind",
    "nurikabe": "gridsat.puzzles.nurikabe.kind",
    "starbattle": "gridsat.puzzles.starbattle.kind",
    "lightup": "gridsat.puzzles.lightup.kind",
    "heyawake": "gridsat.puzzles.heyawake.kind",
    "norinori": "gridsat.puzzles.norinori.kind",
    "lits": "gridsat.puzzles.lits.kind",
    "statuepark": "gridsat.puzzles.statuepark.kind",
    "slitherlink": "gridsat.puzzles.slitherlink.kind",
    "masyu": "gridsat.puzzles.masyu.kind",
    "sudoku": "gridsat.puzzles.sudoku.kind",
    "hitori": "gridsat.puzzles.hitori.kind",
    "shikaku": "gridsat.puzzles.shikaku.kind",
    "kurodoko": "gridsat.puzzles.kurodoko.kind",
    "tapa": "gridsat.puzzles.tapa.kind",
    "creek": "gridsat.puzzles.creek.kind",
    "aqre": "gridsat.puzzles.aqre.kind",
    "yajilin": "gridsat.puzzles.yajilin.kind",
    "cave": "gridsat.puzzles.cave.kind",
    "fillomino": "gridsat.puzzles.fillomino.kind",
    "hashi": "gridsat.puzzles.hashi.kind",
    "numberlink": "gridsat.puzzles.numberlink.kind",
    "kakuro": "gridsat.puzzles.kakuro.kind",
    "nurimisaki": "gridsat.puzzles.nurimisaki.kind",
    "shimaguni": "gridsat.puzzles.shimaguni.kind",
    "skyscrapers": "gridsat.puzzles.skyscrapers.kind",
    "nonogram": "gridsat.puzzles.nonogram.kind",
    "countryroad": "gridsat.puzzles.countryroad.kind",
    "ripple": "gridsat.puzzles.ripple.kind",
    "tentaisho": "gridsat.puzzles.tentaisho.kind",
    "kurotto": "gridsat.puzzles.kurotto.kind",
    "mochikoro": "gridsat.puzzles.mochikoro.kind",
    "gokigen": "gridsat.puzzles.gokigen.kind",
    "easyasabc": "gridsat.puzzles.easyasabc.kind",
}


def names() -> list[str]:
    """The registered kind names, in detection order."""
    return list(REGISTRY)


def kind_hint(name: str) -> str:
    """What an unknown kind ``name`` is told after its name: the kind puzz.link's name for a genre stands for
    (``": the kind is 'lightup' (puzz.link calls it 'akari')"``), else a close kind's name (or nothing)."""
    from .genres import near_other_name  # ('--kind akar', 'coral': no word, where a first line 'akar' had one)
    alias, called = kind_alias(name)
    return f": the kind is {alias!r}{called}" if alias is not None else (did_you_mean(name, REGISTRY)
                                                                         or near_other_name(name))


def kind_alias(name: str) -> tuple:
    """The kind puzz.link's name for its genre (``name``: 'akari', 'Pearl') or another of the genre's names
    (``other_names``: janko.at's 'Corral') stands for, and the words saying whose name it is: ``("lightup", "
    (puzz.link calls it 'akari')")``, ``("cave", " (also called 'corral')")``; ``(None, "")`` for any other name (a
    kind's own, in any case, is left to a 'did you mean')."""
    from .genres import genre_names

    said = name.strip().lower()
    alias = genre_names().get(said)
    if alias is None:  # '--kind corral' was "did you mean 'creek'?"
        other = [n for n in REGISTRY if said in getattr(get(n), "other_names", ())]
        return (other[0], f" (also called {said!r})") if other else (None, "")
    return (None, "") if alias == said else (alias, f" (puzz.link calls it {said!r})")


def get(name: str) -> Kind:
    """The kind registered as ``name``. Raises ``PuzzleInputError``: no such kind (the message lists the known ones);
    ``TypeError``: ``name`` is not a string."""
    if not isinstance(name, str):
        raise TypeError(f"name must be a kind's name (one of {', '.join(REGISTRY)}), got {type(name).__name__}")
    module = REGISTRY.get(name)
    if module is None:
        raise PuzzleInputError(f"unknown kind {shown(name)}{kind_hint(name)} (kinds: {', '.join(REGISTRY)})")
    # import_module costs ~10 us a call (a year asks once per date): a module already imported is read at
    # once, one another thread is still importing (no KIND yet) waits in import_module for its lock
    kind = getattr(sys.modules.get(module), "KIND", None)
    return kind if kind is not None else importlib.import_module(module).KIND


def detect_object(data) -> Kind | None:
    """A JSON object's kind: the one its ``"kind"`` names, else the first :meth:`Kind.detect_json` takes; or None."""
    if not isinstance(data, dict):
        return None
    from .genres import kind_spelt

    named = kind_spelt(data.get("kind"))  # 'Yin-Yang' as the command line reads it
    if isinstance(named, str) and named in REGISTRY:
        return get(named)
    for name in REGISTRY:
        kind = get(name)
        if kind.detect_json(data):
            return kind
    # none takes it whole: the one kind whose own fields it holds (a packing's board and pieces beside a field
    # misspelt, "one-sided") reads it, so its reader names the field ("not a puzzle gridsat can read" was said)
    near = [kind for kind in map(get, REGISTRY) if getattr(kind, "looks_like_json", lambda data: False)(data)]
    return near[0] if len(near) == 1 else None


def detect(text: str) -> Kind | None:
    """The kind of ``text``: for a JSON object, :func:`detect_object`; else
    the first kind whose :meth:`Kind.detect` accepts it; failing both, the
    first whose :meth:`Kind.looks_like` does, so that its reader can name
    what is wrong; or None.

    Raises:
        TypeError: ``text`` is not a string.
    """
    from .input_checks import refuse_non_text

    refuse_non_text(text)
    if text.lstrip().startswith("{"):
        import json

        try:
            found = detect_object(json.loads(text))
        except (ValueError, RecursionError):
            found = None
        if found is not None:
            return found
    from ..formats.sniff import looks_like_url

    url = "\n" not in text.strip() and looks_like_url(text.strip())
    for test in ("detect",) if url else ("detect", "looks_like"):  # a URL names its genre: no guessing
        for name in REGISTRY:
            kind = get(name)
            if getattr(kind, test)(text):
                return kind
    return None


def url_refused(text, kind, where: str | None):
    """The error for ``text`` when it is one URL and ``kind`` reads none (no format it declares is a URL), else
    None: 'cover https://...' was told of "Knuth's item multiplicities", a Domino Fit of its header line."""
    from ..core.errors import PuzzleInputError
    from ..formats.sniff import looks_like_url

    if not isinstance(text, str) or not looks_like_url(text.strip()) or any("URL" in r for r in kind.reads):
        return None
    return PuzzleInputError(f"{kind.title} reads no URLs, only its puzzle's text", where)


def read_any(spec: str, kind: str | None = None, **settings):
    """``(kind, puzzle)`` for a file path, URL or ``-``, the kind detected unless named; ``settings`` are the
    kind's read-stage settings, given to its ``parse`` (Domino Fit's ``rule``).

    Raises:
        PuzzleInputError: no such file, no kind recognises it, bad content,
            or a setting the kind does not take when reading.
        TypeError: ``spec`` not a path (a string or path object), ``kind`` neither a name nor None.
    """
    found, puzzle, left = _read_detected(spec, kind, settings, every=True)
    found.read_settings(left)  # ('10-06', kind='calendar', hint=3 or foo=1: dropped, where a file's were refused)
    return found, puzzle


def _check_kind_argument(kind) -> None:
    """Raise TypeError unless ``kind`` (of gridsat.read, .solve) is a name or None (0, [] or {} were taken as none)."""
    if kind is not None and not isinstance(kind, str):
        raise TypeError(f"kind must be a kind's name (one of {', '.join(REGISTRY)}) or None, got "
                        f"{type(kind).__name__} {shown(kind, 40)}")
    if kind is not None:
        get(kind)  # an unknown name before anything is read: gridsat.read(url, kind="") detected the kind


def _read_detected(spec: str, kind: str | None, settings: dict, every: bool):
    """``(kind, puzzle, the settings left for the run)``: the puzzle read
    once (standard input cannot be read twice), its kind named or detected;
    of ``settings``, all (``every``) or only the detected kind's read-stage
    ones go to its ``parse``."""
    from ..core.options import TimeUp
    from ..core.reading import puzzle_spec, read_puzzle_record

    _check_kind_argument(kind)

    read = " (gridsat.read gives (kind, puzzle): solve a puzzle read with puzzle.solve())" \
        if isinstance(spec, tuple) or isinstance(spec, Solvable) else ""
    spec = puzzle_spec(spec, read)
    try:
        text, source, recorded = read_puzzle_record(spec)
    except PuzzleInputError:  # no such file: a kind's argument of its own (a calendar's DATE)?
        built = _built_from_argument(spec, kind, settings)
        if built is None:
            raise
        if not every:  # a calendar's DATE: 'foo' was told "(settings: hint)", of edition, weekday... not a word
            refuse_unknown_settings(built[0], settings)
        return built
    kind = record_kind(kind, recorded, source)
    found = get(kind) if kind else (by_suffix(spec) if source not in ("URL", "stdin", "puzzle") else None) \
        or (get("sudoku") if source == "puzzle" else None) or detect(text)  # "puzzle": a Sudoku line pasted
    if found is None:
        from .unreadable import unreadable

        raise unreadable(text, source, spec)
    from .bare_grid import refuse_before_parse

    refuse_before_parse(found, source, text)
    if not every:
        refuse_unknown_settings(found, settings)
    read = {k: v for k, v in settings.items() if every or any(s.name == k for s in found.stage("read"))}
    base = (os.path.dirname(spec) or ".") if source not in ("URL", "stdin") else None
    try:
        puzzle = found.parse(text, source, base=base, **read)
    except PuzzleInputError as exc:
        from ..core.records import without_kind  # (the record's kind merged into its object named that kind)
        from .unreadable import elsewhere

        raise elsewhere(exc, without_kind(text, recorded), spec, found, record=recorded is not None) from None
    except TimeUp as exc:  # the kind was known: a --json result of the time-up names it
        exc.kind = found.name
        raise
    return found, puzzle, {k: v for k, v in settings.items() if k not in read}


def record_kind(asked: str | None, recorded, source: str | None) -> str | None:
    """The kind to read a puzzle record as: ``recorded`` (its ``"kind"`` field as given, None when it has none)
    or ``asked`` (the kind named by the command or the caller).

    Raises:
        PuzzleInputError: a ``"kind"`` that is no name, or another than ``asked`` (a record's kind was dropped
            with a URL puzzle: ``{"kind": "nurikabe", "puzzle": YIN-YANG URL}`` was solved as a Yin-Yang).
    """
    if recorded is None:
        return asked
    from ..core.records import JSON_NULL
    from .genres import kind_spelt

    recorded = kind_spelt(recorded)  # 'Light Up' is lightup, as on the command line

    if recorded is JSON_NULL:  # was read as no kind, the puzzle's detected
        raise PuzzleInputError(f"the record's 'kind' is null: name a kind (kinds: {', '.join(REGISTRY)}) or leave "
                               "the field out", source)
    if not isinstance(recorded, str):
        raise PuzzleInputError(f"the record's 'kind' must be a kind's name (kinds: {', '.join(REGISTRY)}), got "
                               f"{shown(recorded)}", source)
    if recorded not in REGISTRY:
        # puzz.link's name for a genre ('akari', 'mashu') is pointed to its kind, as ``--kind akari`` is
        raise PuzzleInputError(f"the record's kind {shown(recorded, 40)} is no kind gridsat has"
                               f"{kind_hint(recorded[:40])} (kinds: {', '.join(REGISTRY)})", source)
    if asked is not None and asked != recorded:
        raise PuzzleInputError(f"the record's kind is {recorded!r}, where {get(asked).puzzles} were asked for", source)
    return recorded


def _built_from_argument(spec: str, kind: str | None, settings: dict):
    """For a ``spec`` naming nothing on disk: with ``kind`` named, ``(kind, puzzle, settings left)`` of the kind's
    own argument (``solve 2026-10-06 --kind calendar``) when its ``build`` reads more than files, or the error of
    another kind's word; without, the error saying which kind's argument it is; or None (the reading's error)."""
    from ..core.files import exists, looks_like_path
    from .unreadable import another_kinds_word

    if spec in ("-", "") or exists(spec):
        return None
    if kind and (other := another_kinds_word(spec, kind)):  # 'nurikabe weekday' was "cannot read puzzle file"
        raise other
    owners = [get(kind)] if kind else [get(name) for name in REGISTRY]
    for found in owners:
        if type(found).build is Kind.build:  # files and URLs only
            continue
        read = {k: v for k, v in settings.items() if any(s.name == k for s in found.stage("read"))}
        try:
            puzzle = found.build(spec, read)
        except PuzzleInputError as exc:  # the kind's own words ('6x10' is a board: gridsat pack --board 6x10), with
            if not kind and getattr(exc.own, "kind", found.name) != found.name:  # (another's: its own build says)
                continue
            if not looks_like_path(spec) and (kind or "no such file; " in str(exc)):  # --kind or not ('solve 6x10'
                raise  # said "cannot read")
            _written_other_way(exc, found, spec)
            continue
        if kind:
            return found, puzzle, {k: v for k, v in settings.items() if k not in read}
        from ..core.settings import spelled

        name = found.name
        raise PuzzleInputError(f"no such file; as {found.argument.words} it is {a_or_an(found.title)}: add "
                               + spelled(f"--kind {name} (gridsat {name} {spec} solves it)",
                                         f"kind={name!r} (gridsat.solve({spec!r}, kind={name!r}) solves it)"), spec)
    return None


def _written_other_way(exc: PuzzleInputError, found, spec: str) -> None:
    """Raise, for an argument the kind reads as written the other way round (``solve 31-12``: its date says "the
    month comes first: 12-31"), the error naming the kind and the argument as it goes (it was "No such file")."""
    from ..core.settings import spelled
    fixed, gone = exc.corrected, exc.nonexistent
    if fixed is None and gone is not None:  # 'solve 2027-02-29' was "cannot read puzzle file: No such file"
        raise PuzzleInputError(f"no such file; as {found.argument.words} it does not exist: {gone}", spec)
    if fixed is None and exc.own is not None and exc.own.word == spec.strip():  # an edition's name as the date: not
        word = exc.own.word  # ("as a DATE ..."; ' weekday' with its space was "cannot read puzzle file" alone)
        raise PuzzleInputError(f"no such file; {word!r} is {exc.own.what} of the {found.title}" + spelled(  # Python:
            exc.own.rest, f": kind={exc.own.kind!r} with {exc.own.option}={word!r}"), spec)  # not "edition='weekday'"
    if fixed is None:  # DATE written gridsat calendar DATE ..."
        return
    name = found.name
    raise PuzzleInputError(f"no such file; as {found.argument.words} written {fixed} it is {a_or_an(found.title)}: "
                           f"give {fixed} and add " + spelled(f"--kind {name} (gridsat {name} {fixed} solves it)",
                                                         f"kind={name!r} (gridsat.solve({fixed!r}, kind={name!r}) "
                                                         "solves it)"), spec)  # (under hint and grade the
    # command 'gridsat calendar 12-31' alone was told, which solves: 'hint 12-31 --kind calendar' was meant)


def solve(spec: str, kind: str | None = None, *, task: str = "solve", options=None, engine: str = "auto",
          **settings):
    """Read a puzzle of any kind (a file path, a URL, or ``-``) and carry
    out ``task`` on it; the checked result.

    Args:
        spec: the puzzle.
        kind: its kind's name (default: detected).
        task: ``solve``, ``unique``, ``count`` or ``forced`` (``solutions``
            needs a number: use the puzzle's ``solutions(n)``).
        options: :class:`~gridsat.core.options.SolverOptions` (time limit in
            seconds covers the whole call).
        engine: the kind's engine (``auto``: the measured best).
        settings: the kind's settings (read-stage ones shape the puzzle).

    Raises:
        PuzzleInputError: no such file, no kind reads it, bad content or
            settings, a task the kind does not offer, or ``solutions``.
        TypeError: ``spec`` not a path (a string or path object), ``kind``
            neither a name nor None, ``options`` not SolverOptions; a task or a solver option
            given as a keyword (``unique=True``, ``time_limit=5``: the command
            line's options), naming the call that takes it.
        TimeUp: (``gridsat.TimeUp``) the time limit ran out while the puzzle was read (in any
            thread; see :func:`~gridsat.core.options.reading_under`).
        KeyboardInterrupt: a Ctrl-C while the puzzle is still read (no puzzle yet to give a result of); from
            then on a Ctrl-C returns the result so far, ``interrupted`` True.
    """
    from ..core.options import given_options, reading_under
    from .declaration import refuse_task_or_option

    options = given_options(options)
    refuse_task_or_option(settings, read="kind, puzzle = gridsat.read(spec)")  # before reading: --unique, -t
    if not isinstance(task, str):  # was told 'Task.what must be a task's name', a field the caller never named
        run = ": run a Task with gridsat.kinds.get(KIND).run(puzzle, task), the puzzle from gridsat.read(spec)"
        raise TypeError(f"task must be a task's name (solve, unique, count or forced), got {type(task).__name__}"
                        f"{run if isinstance(task, Task) else ' ' + shown(task, 40)}")
    if task == "solutions":  # listed one solution, as Task's n defaults to 1, where the caller asked for a listing
        raise PuzzleInputError("task 'solutions' needs a number: kind, puzzle = gridsat.read(spec); "
                               "puzzle.solutions(n)")
    if not isinstance(engine, str):
        raise TypeError(f"engine must be an engine's name (auto: the measured best), got {type(engine).__name__} "
                        f"{shown(engine, 40)}")
    if task not in TASKS:  # Task's own message listed 'solutions', which is refused above
        from ..core.task import unknown_task

        raise PuzzleInputError(unknown_task(task, [t for t in TASKS if t != "solutions"]))
    keyword_task(task, engine=engine)  # an unknown task or engine refused before reading (a 1000x1000 file: 0.8 s)
    options = options.started()  # the clock starts before the puzzle is read
    _check_kind_argument(kind)
    if kind is not None:
        get(kind)  # an unknown kind named before anything is read
    with reading_under(options.deadline, options.memory_limit):  # time and memory limits cover reading
        # the kind's read-stage settings shape the puzzle; named or detected, as gridsat.read reads it (a
        # calendar's date with kind="calendar" was "cannot read puzzle file", which gridsat.read builds)
        found, puzzle, run = _read_detected(spec, kind, settings, every=False)
    from ..core.task import run_keeping_ctrl_c  # Ctrl-C before anything was found: interrupted, not raised

    return run_keeping_ctrl_c(found, puzzle, keyword_task(task, engine=engine, options=options), run)


#: The generators' contract, imported on first use (solving needs none of it).
__getattr__ = lazy_getattr(__name__, {"Generated": ".generators", "Generator": ".generators"}, anchor=__package__)

__all__ = ["REGISTRY", "SHARED_ENDINGS", "TASKS", "Example", "Generated", "Generator", "Kind", "Mode", "Setting",
           "Solvable", "Task", "Writer", "by_suffix", "detect", "detect_object", "get", "kind_alias", "kind_hint",
           "names", "puzzle_endings", "read_any", "solve", "suffixes", "url_refused"]
