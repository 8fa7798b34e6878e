"""The solving commands' options as plain data: one declaration from which
both the typer command (:mod:`gridsat.cli.typed`) and the fast command line
(:mod:`gridsat.cli.fast`) are built.

An :class:`Opt` is one positional argument or option: its Python name (the
keyword the handler reads), its spellings, its value type, default, bounds,
help and, for pictures, the file ending its check wants.  This module
imports no command-line library, so ``gridsat KIND FILE`` can read its
options without loading typer, click or pydantic.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Opt:
    """One argument or option of a solving command.

    Attributes:
        name: the handler's keyword (``time_limit``).
        flags: spellings (``("--time-limit", "-t")``); empty for the
            positional argument.
        type: ``bool`` (a flag), ``int``, ``float``, ``str``, ``list`` (a
            repeatable option of strings) or :class:`os.PathLike` (a file
            path, given to the handler as a :class:`pathlib.Path`; named
            so, start-up need not import :mod:`pathlib`).
        default: the value when not given.
        help: the help text.
        metavar: the value's name in help (None: typer's default).
        optional: the typed value may be None (``Optional[...]``).
        minimum: the smallest value an ``int`` takes (None: any).
        picture: for ``--png``/``--svg``, the file ending the path must have
            (checked before any work, :func:`gridsat.cli.paths.picture_path`).
        output: a file to write (``--out``, ``--export-model``): its folder
            must exist and it may not be a folder (checked before any work,
            :func:`gridsat.cli.paths.output_path`).
        argument: True for the positional argument.
        required: the positional argument must be given.
        values: the values shell completion offers: a function of no
            arguments returning strings (evaluated only when completing).
        needed_by: for an ``output``, the options whose run needs it
            (``--year``), named when it is given empty (the kind's modes
            with ``out="required"``).
    """

    name: str
    flags: tuple = ()
    type: type = str
    default: object = None
    help: str = ""
    metavar: str | None = None
    optional: bool = True
    minimum: int | None = None
    picture: str = ""
    output: bool = False
    argument: bool = False
    required: bool = False
    values: object = None
    needed_by: str | None = None

    @property
    def help_text(self) -> str:
        """The help as shown: ``help`` itself, or, where it depends on what is installed, its function called now
        (only when help is drawn, so reading the options imports nothing more)."""
        return self.help() if callable(self.help) else self.help


TIME_LIMIT = Opt("time_limit", ("--time-limit", "-t"), float, None, metavar="SECONDS", help=(
    "Wall-clock limit for the whole run from the command's start (start-up and reading included); when it runs "
    "out the status is 'unknown', its line saying what may settle it (more time; another engine, where one was "
    "named)."))
WORKERS = Opt("workers", ("--workers", "-w"), int, None, metavar="N", help=(
    "Solver threads: CP-SAT workers, or exact-cover counting threads (default: the measured best; over 1 is "
    "refused for an engine that runs on one thread)."))
SEED = Opt("seed", ("--seed",), int, None, metavar="N", help="Solver random seed.")
PARAMS = Opt("params", ("--params",), list, None, metavar="NAME:VALUE,...", help=(
    "Any CP-SAT parameter, as in OR-Tools' --params, e.g. 'num_workers:2,cp_model_presolve:false' (may be given "
    "again; a parameter given twice, or one -w or --seed sets too, is refused)."))
LOG = Opt("log", ("--log",), bool, False, help="Print the solver's search log (on stderr).")
MEMORY_LIMIT = Opt("memory_limit", ("--memory-limit",), float, None, metavar="GB", help=(
    "Refuse models estimated to need more memory than this, and stop a search that grows past it (in GB of 1024^3 "
    "bytes, as the messages' GB, MB and KB are of 1024; default 2, or GRIDSAT_MEMORY_LIMIT)."))
#: ``--memory-limit`` of the commands that look for steps (hint, grade): their uniqueness proof's model too.
#: hint's and grade's -t: they have no --engine (their help said "another engine, where one was named") and print
#: no status 'unknown' (their line says what the limit cut, and "give more time with -t").
STEPS_TIME_LIMIT = Opt("time_limit", ("--time-limit", "-t"), float, None, metavar="SECONDS", help=(
    "Wall-clock limit for the whole run from the command's start (start-up, reading, the uniqueness proof and the "
    "steps included); when it runs out the line says so and to give more time (the JSON: verdict 'unknown', or "
    "complete false)."))
STEPS_MEMORY_LIMIT = Opt("memory_limit", ("--memory-limit",), float, None, metavar="GB", help=(
    "Refuse a puzzle file, a PNG or the uniqueness proof's model estimated to need more memory than this, and "
    "stop steps that grow past it (in GB of 1024^3 bytes; default 2, or GRIDSAT_MEMORY_LIMIT)."))
GRADE_MEMORY_LIMIT = Opt("memory_limit", ("--memory-limit",), float, None, metavar="GB", help=(
    "Refuse a puzzle file or the uniqueness proof's model estimated to need more memory than this, and stop steps "
    "that grow past it (in GB of 1024^3 bytes; default 2, or GRIDSAT_MEMORY_LIMIT)."))  # grade draws no PNG
GENERATE_MEMORY_LIMIT = Opt("memory_limit", ("--memory-limit",), float, None, metavar="GB", help=(
    "Refuse a puzzle, its uniqueness proof or a PNG estimated to need more memory than this, before the puzzle "
    "is made (in GB of 1024^3 bytes; default 2, or GRIDSAT_MEMORY_LIMIT)."))
JSON_OUT = Opt("as_json", ("--json",), bool, False, help="Print the result as JSON (schema: docs/json.md).")
COUNT = Opt("count", ("--count",), bool, False, help=(
    "Count the solutions (--limit N stops early; --time-limit or Ctrl-C prints the count so far, marked "
    "incomplete)."))
LIMIT = Opt("limit", ("--limit",), int, None, metavar="N", minimum=1,
            help="With --count: stop after N (the count is then marked incomplete, unless the search proved "
                 "there are no more).")  # 'queens-8.dlx --count --limit 92' says all 92 counted, as it should
SOLUTIONS = Opt("solutions", ("--solutions", "-n"), int, 1, metavar="N", optional=False, minimum=1,
                help="List up to N different solutions.")
UNIQUE = Opt("unique", ("--unique", "-u"), bool, False, help="Prove the answer unique, or show a second one.")
FORCED = Opt("forced", ("--forced",), bool, False, help="Show only what every answer shares (forced cells or pieces).")
OUT = Opt("out", ("--out", "-o"), os.PathLike, None, metavar="FILE", output=True, help="File to write.")
PNG_OUT = Opt("png", ("--png",), os.PathLike, None, metavar="PATH", picture=".png", help="Write a PNG picture.")
SVG_OUT = Opt("svg", ("--svg",), os.PathLike, None, metavar="PATH", picture=".svg", help="Write an SVG picture.")

#: The shared solver options, by the name the handler reads.
SOLVER = {opt.name: opt for opt in (TIME_LIMIT, WORKERS, SEED, PARAMS, LOG, MEMORY_LIMIT)}
#: The task flags, and which task each belongs to.
TASK_FLAGS = {"unique": (UNIQUE, "unique"), "solutions": (SOLUTIONS, "solutions"), "count": (COUNT, "count"),
              "limit": (LIMIT, "count"), "forced": (FORCED, "forced")}


def engine(engines, default_help: str, compiled: dict | None = None) -> Opt:
    """An ``--engine NAME`` option listing ``engines``: in help and completion those installed, the compiled ones
    missing (``compiled``, a kind's declaration: engine -> its C module) named apart as not installed (help listed
    'auto | race | search | cpsat' on an install without them, each refused when asked for)."""
    def split():
        from ..core.compiled import lacking
        gone = lacking(compiled or {})
        return [e for e in engines if e not in gone], [e for e in engines if e in gone]

    def helptext():
        have, gone = split()
        note = (f" Not installed: {', '.join(gone)} (reinstall with a C compiler to get "
                f"{'it' if len(gone) == 1 else 'them'})." if gone else "")
        return f"Solver: {' | '.join(have)} ({default_help}).{note}"

    return Opt("engine", ("--engine",), str, "auto", metavar="NAME", optional=False, help=helptext,
               values=lambda: list(dict.fromkeys(["auto", *split()[0]])))


def needing(opt: Opt, compiled: dict) -> Opt:
    """``opt``, its help saying so when the compiled engine its work needs (``compiled``, a kind's declaration) is
    not installed (`pack --help` offered --distinct, `calendar --help` --census, as any other option)."""
    if opt.name not in compiled:
        return opt
    from dataclasses import replace

    def helptext():
        from ..core.compiled import lacking

        gone = opt.name in lacking(compiled)
        return opt.help + (" Not installed: reinstall with a C compiler to get it." if gone else "")

    return replace(opt, help=helptext)


def setting_opt(setting) -> Opt:
    """The option of a :class:`~gridsat.core.settings.Setting` (strings, as
    the command line gives them; the kind checks and converts them)."""
    helptext = setting.help
    if setting.choices and "|" not in helptext and setting.type is not bool:
        helptext += f" ({' | '.join(map(str, setting.choices))})"
    metavar = None if setting.type is bool else (setting.metavar or setting.name.upper())
    default = setting.default if setting.type is not list else None
    return Opt(setting.name, setting.flags or (setting.option,), setting.type, default, helptext, metavar,
               optional=setting.type is not bool, values=setting.known_values)


def kind_options(kind) -> list[Opt]:
    """The argument and options of ``gridsat KIND``, in the order the
    handler receives them (see :mod:`gridsat.cli.kind_command`)."""
    arg = kind.argument
    opts = [Opt("argument", (), str, None, arg.help, arg.metavar, optional=not arg.required, argument=True,
                required=arg.required)]
    opts += [setting_opt(s) for s in kind.stage("read")]
    if kind.writers:
        names = " | ".join(w.name for w in kind.writers)
        helptext = "Print the puzzle in another format: " + "; ".join(
            f"{w.name}: {w.help}" + (" (solved first)" if w.answer else " (no solving)") for w in kind.writers)
        opts.append(Opt("to", ("--to",), str, None, f"{helptext} ({names}).", "FORMAT",
                        values=lambda: [w.name for w in kind.writers]))
    opts += [opt for opt, task in TASK_FLAGS.values() if task in kind.tasks]
    if kind.distinct:
        opts.append(needing(Opt("distinct", ("--distinct",), bool, False, kind.distinct), kind.compiled))
    opts += [setting_opt(s) for s in kind.stage("run") + kind.stage("mode")]
    opts += [needing(setting_opt(mode.trigger), kind.compiled) for mode in kind.modes]
    if any(mode.out for mode in kind.modes):
        needing_out = " or ".join(m.trigger.option for m in kind.modes if m.out == "required")
        opts.append(dataclasses.replace(OUT, needed_by=needing_out or None))
    if len(kind.engines) > 1:
        opts.append(engine(kind.engines, kind.engine_help, kind.compiled))
    opts += [opt for name, opt in SOLVER.items() if name in kind.solver_options]
    opts.append(JSON_OUT)
    if kind.pictures:
        opts += [PNG_OUT, SVG_OUT]
    if kind.model_engine:
        opts += [MODEL_STATS, EXPORT_MODEL]
    return opts


#: The model of the rules, built and not solved (every kind with a CP-SAT model; ``gridsat solve`` too).
MODEL_STATS = Opt("model_stats", ("--model-stats",), bool, False, "Print the CP-SAT model's variables and "
                  "constraints, grouped by rule (no solving).")
EXPORT_MODEL = Opt("export_model", ("--export-model",), os.PathLike, None, "Write the CP-SAT model (.pb binary or "
                   ".txt text proto) that plain OR-Tools loads and solves (no solving).", "FILE", output=True)


#: ``gridsat solve PUZZLE``'s argument and options, in the handler's order.
SOLVE = [
    Opt("puzzle", (), str, None, "A puzzle file of any kind gridsat reads (see 'gridsat formats'), a puzz.link URL, "
        "or - for standard input.", "PUZZLE", optional=False, argument=True, required=True),
    Opt("kind", ("--kind", "-k"), str, None, "The puzzle's kind (default: detected from the file).", "KIND",
        values=lambda: kind_names(False)),
    Opt("to", ("--to",), str, None, "Print the puzzle in another format its kind writes, as 'gridsat KIND --to' "
        "does ('gridsat formats' lists each kind's formats).", "FORMAT", values=lambda: every_kinds("to")),
    COUNT, LIMIT, SOLUTIONS, UNIQUE, FORCED,
    Opt("distinct", ("--distinct",), bool, False, "With --count or --solutions N: one solution per symmetry class "
        "(kinds that support it)."),
    Opt("engine", ("--engine",), str, "auto", "Solver (the kind's choices; default: auto, the measured best).",
        "NAME", optional=False, values=lambda: every_kinds("engine")),
    TIME_LIMIT, WORKERS, SEED, PARAMS, LOG, MEMORY_LIMIT, JSON_OUT, PNG_OUT, SVG_OUT, MODEL_STATS, EXPORT_MODEL,
]

#: ``gridsat hint PUZZLE``'s and ``gridsat grade PUZZLE``'s argument and kind, then each one's options.
STEPS_PUZZLE = Opt("puzzle", (), str, None, "A puzzle file or URL of a kind with hints (see 'gridsat formats'), or - "
                   "for standard input.", "PUZZLE", optional=False, argument=True, required=True)
STEPS_KIND = Opt("kind", ("--kind", "-k"), str, None, "The puzzle's kind (default: detected from the file).", "KIND",
                 values=lambda: kind_names(True))


def every_kinds(what: str) -> list:
    """Every kind's ``--engine`` names (``auto`` first) or ``--to`` formats, each once: what shell completion offers
    for ``solve`` and ``batch``, whose kind is not known yet (it offered nothing; ``gridsat KIND`` offers them)."""
    from ..core.compiled import lacking
    from ..puzzles.kinds import get, names

    def engines(kind) -> list:  # those installed (an install without a C compiler was offered 'exact', 'search')
        return [e for e in kind.engines if e not in lacking(kind.compiled)]

    found = [v for n in names() for v in (engines(get(n)) if what == "engine" else (w.name for w in get(n).writers))]
    return list(dict.fromkeys(found))


def kind_names(explained: bool) -> list:
    """The kinds' names shell completion offers for ``--kind`` (``explained``: those with hints and grades); it
    offered nothing, where the engines, editions and boards are offered."""
    from ..core.compiled import lacking
    from ..puzzles.kinds import get, names

    return [name for name in names() if not explained or (get(name).explains
                                                          and "explains" not in lacking(get(name).compiled))]
def position_help() -> str:
    """``hint --position``'s help: each kind's values as its declared line says them
    (:data:`gridsat.puzzles.position_lines.POSITION_LINES`, in the registry's order), kinds saying the same words
    named together; built only when the help is drawn, importing no kind (the values were written here, a kind's
    changed values left the help saying the old ones)."""
    from ..puzzles.position_lines import POSITION_LINES

    said: dict = {}  # words -> the titles of the kinds saying them
    for title, words in POSITION_LINES.values():
        said.setdefault(words, []).append(title)
    values = "; ".join(f"{', '.join(titles)}: {words}" for words, titles in said.items())
    return (f"Step on from a player's position: the grid as 'hint --json' prints its \"grid\" (0 undecided; then "
            f"{values}; in a shading genre's text also ? undecided, . unshaded, # shaded), or, for kinds that place "
            "pieces, their answer text with what is placed so far; or the board as 'hint' draws it; - reads it from "
            "standard input.")


HINT = [
    STEPS_PUZZLE, STEPS_KIND,
    Opt("steps", ("--steps",), bool, False, "Every step from the givens to the answer."),
    Opt("position", ("--position",), os.PathLike, None, position_help, "FILE"),
    STEPS_TIME_LIMIT, JSON_OUT, PNG_OUT, SVG_OUT, STEPS_MEMORY_LIMIT,
]
GRADE = [STEPS_PUZZLE, STEPS_KIND, STEPS_TIME_LIMIT, JSON_OUT, GRADE_MEMORY_LIMIT]


class Values(dict):
    """A command line's option values by name (defaults filled in), and ``given``: the names of the options it
    gave, whatever their value.  Telling an option given from its default by comparing values missed one typed
    at its default -- ``pack 3x20.json -b 6x10`` solved the file's board, ``--to url -n 1`` printed the URL --,
    where every other value given there is refused."""

    def __init__(self, values: dict, given=()):
        super().__init__(values)
        self.given = frozenset(given)


def given_names(values: dict, defaults: dict) -> list[str]:
    """The names of the options ``values`` gives, in order: those the command line typed (a :class:`Values`),
    and any whose value is not its default (None and [] are never a value given)."""
    typed = getattr(values, "given", frozenset())
    return [name for name, value in values.items()
            if name in typed or (value != defaults.get(name) and value not in (None, []))]


def refuse_empty(values: dict, opts) -> None:
    """Refuse an option whose absence means "not given" (default None) given
    an empty value (``--kind ''``, ``--to=``), which would read as absent:
    an option is refused, never ignored.  One whose default is a value
    (``--board 6x10``, ``--pieces``, ``--edition``, ``--engine``) is refused
    empty too: it was read as a file named '' ("cannot read board file: its
    name is empty"), naming no option.

    Raises:
        PuzzleInputError: naming the first such option.
    """
    from ..core.errors import PuzzleInputError

    for opt in opts:
        if opt.flags and opt.type is str and opt.default != "" and values.get(opt.name) == "":
            what = opt.metavar or "value"
            article = "an" if what[:1].lower() in "aeiou" else "a"  # "give a EDITION"
            raise PuzzleInputError(f"{opt.flags[0]} is empty: give {article} {what} or leave the option out")


__all__ = ["GRADE", "HINT", "Opt", "SOLVE", "SOLVER", "TASK_FLAGS", "Values", "engine", "given_names", "kind_options",
           "refuse_empty", "setting_opt"]
