"""Which of gridsat's compiled engines are installed, and what to say when
one is missing.

The C extensions are optional (``setup.py``: one that does not build is
skipped and the install goes on; ``GRIDSAT_NO_EXTENSIONS=1`` skips them all).
Where one is missing, ``auto`` engines use CP-SAT (or another engine that is
present), after one notice on stderr (:func:`fall_back`; once per process,
and once between a process and the workers it starts, see
:func:`share_notices`); asking
for the missing engine by name, or for work only it does, is refused in one
line (:func:`require`).  Presence is looked up with
:func:`importlib.util.find_spec`, which imports nothing, so
``gridsat --version`` stays fast.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from functools import lru_cache

from .errors import PuzzleInputError

#: Every compiled extension (``setup.py`` builds ``src/gridsat/**/_NAME.c``)
#: -> the engine it is, as messages name it.
ENGINES = {
    "gridsat.engines._tiling": "exact-cover tiling",
    "gridsat.engines._cover": "exact-cover (Algorithm X)",
    "gridsat.engines._cardinality": "counting search",
    "gridsat.constraints._islands": "island-deduction",
    "gridsat.puzzles.yinyang._kernel": "Yin-Yang search",
    "gridsat.puzzles.dominofit._kernel": "Domino Fit search",
    "gridsat.puzzles.dominofit._cycle_kernel": "Domino Fit cycle search",
}

#: What runs in place of a missing engine, where not CP-SAT (as :func:`fall_back` is told).
INSTEAD = {"gridsat.constraints._islands": "the same rules in Python"}

def lacking(compiled: dict) -> set:
    """The keys of a kind's ``compiled`` declaration (engine or work -> a module or a tuple of them) that a
    missing module takes away."""
    return {what for what, modules in compiled.items()
            if missing(*((modules,) if isinstance(modules, str) else modules))}


def hints_installed(kind) -> bool:
    """True when ``kind`` (a registry kind) gives hints here: it declares ``explains`` and no missing engine takes
    them away (the lists of "kinds with them" named pack, calendar and Yin-Yang, which then refused)."""
    return bool(kind.explains) and "explains" not in lacking(kind.compiled)


def offered(entry: dict, compiled: dict) -> dict:
    """A kind's ``GET /api/kinds`` entry without what its missing engines would refuse (:func:`lacking` of the kind's
    ``compiled``: its engines, ``explains`` (hints and play), ``distinct``, ``generator`` and modes by trigger).
    Without it the pages offered a Hint, Generate or census that could only be refused."""
    gone = lacking(compiled)
    if not gone:
        return entry
    entry["engines"] = [e for e in entry.get("engines", ()) if e not in gone]
    for flag in ("explains", "distinct"):
        if flag in gone:
            entry[flag] = False
    if "generator" in gone:
        entry["generator"] = None
    entry["modes"] = [m for m in entry.get("modes", ()) if m.get("name") not in gone]
    entry["web_modes"] = [m for m in entry.get("web_modes", ()) if m.get("trigger", {}).get("name") not in gone]
    return entry


#: How to get a missing engine (the end of every message).  pip keeps the wheel it built without a compiler and
#: installs it again ("Reinstall with a C compiler" alone gave the same install, still without the engines), unless
#: told --no-cache-dir.
REMEDY = "Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one)."
#: Why an engine is missing: either cause (an install with GRIDSAT_NO_EXTENSIONS=1 on purpose was told it had no
#: C compiler).
WHY = "(no C compiler at install time, or GRIDSAT_NO_EXTENSIONS=1)"

_noticed: set = set()

#: The environment variable by which a process shares its notices with the worker processes it starts
#: (:func:`share_notices`): ``PID:FOLDER``, each notice given leaving a file named after its module in FOLDER.
NOTICES = "GRIDSAT_NOTICES"


@lru_cache(maxsize=None)
def present(module: str) -> bool:
    """True when the compiled ``module`` (a key of :data:`ENGINES`) can be
    imported (found, not imported)."""
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def missing(*modules: str) -> list:
    """The modules of ``modules`` that are not installed, in order."""
    return [m for m in modules if not present(m)]


def fall_back(module: str, instead: str = "CP-SAT") -> None:
    """Say once per process on stderr that ``module``'s engine is missing
    and ``instead`` is used (the caller then uses it)."""
    if module in _noticed:
        return
    _noticed.add(module)
    if not _first_between_processes(module):
        return
    print(f"gridsat: the compiled {ENGINES[module]} engine is not installed {WHY}; using {instead}, slower. "
          f"{REMEDY}", file=sys.stderr)


def _shared_folder() -> str | None:
    """The folder of :data:`NOTICES` where this process is the one sharing it or a worker it started
    (a ``multiprocessing`` child of that process), else None: a command started some other way (a test's
    subprocess, a script a server runs) inherits the variable and says its own notices."""
    owner, _, folder = os.environ.get(NOTICES, "").partition(":")
    if not folder or not owner.isdigit():
        return None
    if int(owner) == os.getpid():
        return folder
    multiprocessing = sys.modules.get("multiprocessing")
    parent = multiprocessing.parent_process() if multiprocessing is not None else None
    return folder if parent is not None and parent.pid == int(owner) else None


def _first_between_processes(module: str) -> bool:
    """False when a process sharing this one's notices (:func:`share_notices`) gave ``module``'s already; the
    file it leaves is created exclusively, so of workers starting together one alone says it."""
    folder = _shared_folder()
    if folder is None:
        return True
    try:
        os.close(os.open(os.path.join(folder, module), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    except OSError:  # the folder is gone (its process ended): say it
        return True
    return True


def share_notices():
    """Make the worker processes this one starts from now on (spawned: they inherit its environment) give each
    notice of :func:`fall_back` once between them and this process, as one command or server writing to one
    stderr: a batch's or a web server's workers each said every notice, and a replaced web worker said them
    again.  Returns the function that ends the sharing (removing its folder); where this process shares its
    notices already, or where no engine is missing (no notice can be given), nothing changes and it does
    nothing: no folder is made (a run killed with kill -9 left its folder, empty, in the temporary folder).
    """
    if os.environ.get(NOTICES, "").partition(":")[0] == str(os.getpid()) or not missing(*ENGINES):
        return lambda: None
    import shutil
    import tempfile

    folder = tempfile.mkdtemp(prefix="gridsat-notices-")
    for module in _noticed:
        open(os.path.join(folder, module), "w").close()
    before = os.environ.get(NOTICES)  # inherited from another process: put back after
    value = os.environ[NOTICES] = f"{os.getpid()}:{folder}"

    def end() -> None:
        if os.environ.get(NOTICES) == value:
            if before is None:
                del os.environ[NOTICES]
            else:
                os.environ[NOTICES] = before
        shutil.rmtree(folder, ignore_errors=True)

    return end


def require(module: str, what: str) -> None:
    """Refuse ``what`` (e.g. ``"--engine exact"``, ``"hints"``) in one line
    when ``module``'s engine is missing.

    Raises:
        PuzzleInputError: naming the missing engine and how to get it.
    """
    if not present(module):
        raise PuzzleInputError(f"{what} needs the compiled {ENGINES[module]} engine, which is not installed "
                               f"{WHY}. {REMEDY}")


def needs(module: str):
    """A decorator refusing a call of a Python entry point whose work only ``module``'s engine does (a
    calendar's census, design and layout searches), in one line naming the function (:func:`require`), before
    anything is read: a script calling ``run_census`` met a raw ImportError of the missing module."""
    import functools

    def wrap(function):
        @functools.wraps(function)
        def call(*args, **kw):
            require(module, function.__name__)
            return function(*args, **kw)

        return call

    return wrap


class Absent:
    """Stands for a compiled module that is not installed, imported as ``from . import _NAME`` is: the module
    importing it still imports (``gridsat.puzzles.calendar.census``, whose functions Python calls, met a raw
    ImportError of ``_tiling`` at ``import``), and the first use of the engine is refused in one line
    (:func:`require`) naming ``what`` it was asked for."""

    def __init__(self, module: str, what: str):
        self.__dict__.update(_module=module, _what=what)

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        require(self._module, self._what)
        raise AttributeError(name)  # installed after all (a test hid it): the importing module kept the stand-in


def loaded(module: str, what: str):
    """The compiled ``module`` imported, or when it is not installed its :class:`Absent` stand-in refusing ``what``
    at its first use (the modules importing an engine still import: a script's ``gridsat.count_covers`` or
    ``from gridsat.puzzles.calendar.census import run_census`` met a raw ImportError)."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        return Absent(module, what)


#: How :func:`report` names work of a kind's ``compiled`` declaration that is not an engine or a mode's trigger.
_WORK = {"explains": "hints, grades", "distinct": "--distinct", "generator": "generation"}


def refused(kinds) -> list:
    """What the missing engines take away, one phrase per group of kinds losing the same: ``["--engine search on
    Star Battle, Light Up", "--engine exact, hints, grades, --census on Calendar puzzle"]``; ``kinds``: objects
    with ``title``, ``engines``, ``modes`` and ``compiled`` (the registry's kinds: core names none).  An engine
    only ``auto`` runs (Domino Fit's ``race``) is not refused: ``auto`` uses CP-SAT."""
    groups: dict = {}
    for kind in kinds:
        gone = lacking(kind.compiled)
        engines = [e for e in kind.engines if e in gone]
        work = [w for w in kind.compiled if w in gone and (w in _WORK or w in {m.trigger.name for m in kind.modes})]
        words = ([f"--engine {', '.join(engines)}"] if engines else []) + [
            _WORK.get(w, "--" + w.replace("_", "-")) for w in work]
        if words:
            groups.setdefault(", ".join(words), []).append(kind.title)
    return [f"{words} on {', '.join(names)}" for words, names in groups.items()]


def report(kinds=()) -> str:
    """Lines for ``gridsat --version``: the compiled engines present; those missing, by what runs in their
    place (:data:`INSTEAD`, else CP-SAT); and the work of ``kinds`` (or of what ``kinds()`` returns, called only
    where an engine is missing) refused without them (:func:`refused`)."""
    have = [ENGINES[m] for m in ENGINES if present(m)]
    lack = [m for m in ENGINES if not present(m)]
    lines = [f"compiled engines: {', '.join(have) if have else 'none'}"]
    for instead in dict.fromkeys(INSTEAD.get(m, "CP-SAT") for m in lack):
        names = [ENGINES[m] for m in lack if INSTEAD.get(m, "CP-SAT") == instead]
        lines.append(f"missing, {instead} used instead: {', '.join(names)}")
    if lack:
        kinds = kinds() if callable(kinds) else kinds
        lines.append(f"refused without them: {'; '.join(refused(kinds)) or 'nothing'} (reinstall with a C "
                     "compiler and pip's --no-cache-dir to get them)")
    return "\n".join(lines)


__all__ = ["Absent", "ENGINES", "INSTEAD", "NOTICES", "REMEDY", "fall_back", "hints_installed", "lacking", "loaded",
           "missing", "needs", "offered", "present", "refused", "report", "require", "share_notices"]
