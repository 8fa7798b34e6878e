"""The ``gridsat`` command: ``solve``, one subcommand per registered kind
(built from its declaration by :mod:`gridsat.cli.kind_command`),
``generate``, ``batch``, ``formats`` and ``serve``.

Each module in this package that defines ``register(app)`` adds its subcommand; the shared conventions (options,
output, exit codes) live in :mod:`gridsat.cli.common`.  The solving commands (``gridsat KIND PUZZLE``,
``gridsat solve PUZZLE``) are read without typer when they can be
(:mod:`gridsat.cli.fast`), with the same output and exit codes.  Modules import only what their command needs, and
only when it runs, so ``gridsat --version`` and ``--help`` start fast.  Bad input
(:class:`~gridsat.core.errors.PuzzleInputError`) becomes one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import os
import sys
import time

#: :func:`time.perf_counter` when this module was first imported (the command's clock starts no later than this).
IMPORTED = time.perf_counter()

from .. import __version__  # noqa: E402 (after the clock is read)

#: :func:`time.perf_counter` when the current command started (see :func:`run_start`).
_RUN_START: float | None = None


def process_start() -> float:
    """When this process started, as a :func:`time.perf_counter` value.

    On Linux: the start time in ``/proc/self/stat`` (field 22, clock ticks
    since boot, see proc(5)) against ``CLOCK_BOOTTIME``, to a clock tick
    (10 ms); so the interpreter's own start-up and every import count.
    Elsewhere, or when that cannot be read: :data:`IMPORTED`.  Never later
    than :data:`IMPORTED`.
    """
    try:
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()  # the command name may hold spaces and ")"
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - int(fields[19]) / os.sysconf("SC_CLK_TCK")
        now = time.perf_counter()
    except (OSError, ValueError, IndexError, AttributeError):
        return IMPORTED
    return min(now - age, IMPORTED) if age >= now - IMPORTED else IMPORTED


def run_start() -> float:
    """When the current command started, as a :func:`time.perf_counter`
    value: where ``-t`` is counted from.  For ``gridsat`` run as a program
    (:func:`main` with no ``argv``) the process's start (:func:`process_start`),
    so ``-t 1`` is one second of the user's wall clock, start-up included; for
    ``main(argv)`` called in a running program, the moment :func:`main` was
    called; outside :func:`main`, now."""
    return time.perf_counter() if _RUN_START is None else _RUN_START

#: Subcommand modules besides the kinds, in the order ``gridsat --help`` lists them (the kinds come after ``solve``).
MODULES = ("solve", "hint", "grade", "generate", "batch", "formats", "serve")


def commands() -> tuple:
    """Every subcommand: ``solve``, the registered kinds, then the other modules."""
    from ..puzzles.kinds import names

    return ("solve", *names(), *MODULES[1:])


def _argument_type(self, ctx):
    """Help shows an argument by its metavar alone (typer would add ``<str>``)."""
    return None if self.metavar else type(self).__mro__[1].display_type(self, ctx)


def _usage_name(self) -> str:
    """The usage line names a required argument as POSIX usage does, ``PUZZLE`` (typer writes ``{PUZZLE}``,
    braces that elsewhere mean "one of"); an optional one ``[PUZZLE]``."""
    name = self.display_name_raw if self.required else f"[{self.display_name_raw}]"
    return name + ("..." if self.nargs != 1 else "")


def build_app(only: str | None = None):
    """The typer application with every subcommand registered (or, with
    ``only``, just that one: a command line names one subcommand, and each
    module costs import time)."""
    import typer
    import typer.core

    typer.core.TyperArgument.display_type_rich = _argument_type
    if hasattr(typer.core.TyperArgument, "_usage_display_name"):  # typer 0.2x
        typer.core.TyperArgument._usage_display_name = _usage_name

    app = typer.Typer(
        name="gridsat",
        help="Model, solve, count, check, generate and draw grid puzzles with OR-Tools CP-SAT "
             "and gridsat's exact-cover engines.",
        no_args_is_help=True,
        pretty_exceptions_enable=False,
        add_completion=True,  # --install-completion, --show-completion; _GRIDSAT_COMPLETE answers
        rich_markup_mode=None,  # help texts are plain: "[dask]" is an extra's name, not markup
        context_settings={"help_option_names": ["-h", "--help"]},
    )

    def version(value: bool):
        if value:
            _print_version()
            raise typer.Exit()

    @app.callback()
    def _root(show_version: bool = typer.Option(False, "--version", callback=version, is_eager=True,
                                                help="Print the version and exit.")):
        """Model, solve, count, check, generate and draw grid puzzles."""

    import importlib
    import pkgutil

    from ..puzzles.kinds import names
    from .kind_command import register_one

    known = {m.name for m in pkgutil.iter_modules(__path__)}
    for name in commands() if only is None else [only]:
        if name in names():
            register_one(app, name)
        elif name in known:
            importlib.import_module(f"{__name__}.{name}").register(app)
    from .typed import refuse_repeated_options

    refuse_repeated_options(app)
    return app


def say(line: str) -> None:
    """Print ``line`` on stderr; a reader of stderr that went away (``2>&1 |
    head``) or a full disk leaves it unsaid, and the run's exit code stands
    (a BrokenPipeError out of the handler ended the run with 1, the code of
    an infeasible puzzle)."""
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        import os

        try:  # the interpreter's last flush of stderr cannot raise again at exit
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stderr.fileno())
        except (OSError, ValueError):
            pass


def error_exit(message: str, code: int = 2) -> None:
    """Print ``gridsat: error: message`` on stderr (one line, :func:`~gridsat.core.wording.one_line`;
    :func:`say`, its long numbers shortened by :func:`~gridsat.core.wording.shortened_numbers`) and exit."""
    from ..core.wording import full_width_told, one_line, shortened_numbers

    say(f"gridsat: error: {full_width_told(shortened_numbers(one_line(message)))}")
    raise SystemExit(code)


def stopped_by() -> str:
    """How the run was stopped: ``"stopped by SIGTERM"`` or ``"interrupted (Ctrl-C)"``."""
    return "stopped by SIGTERM" if _TERMINATED else "interrupted (Ctrl-C)"


def interrupter() -> str:
    """What interrupted the run, as messages name it: ``"SIGTERM"`` or ``"Ctrl-C"`` (a run a ``kill`` or
    ``timeout`` stopped said Ctrl-C stopped its count)."""
    return "SIGTERM" if _TERMINATED else "Ctrl-C"


def _interrupted() -> None:
    """Say the run was stopped, by Ctrl-C or SIGTERM (not an error: one line
    on stderr), and exit 130 (:func:`main` makes it 143 after SIGTERM)."""
    say(f"gridsat: {stopped_by()}")
    raise SystemExit(130)


def _stuck() -> None:
    """The run did not end within :data:`~gridsat.engines.interrupt.WIND_DOWN` seconds of Ctrl-C (or SIGTERM):
    say so and end the process at once (every line a results file holds was flushed as it was written).  Where
    Python's fault handler is on (``PYTHONFAULTHANDLER``), where each thread waited goes to stderr too."""
    import faulthandler

    from ..engines.interrupt import WIND_DOWN

    said = f"gridsat: {stopped_by()}; the run did not stop within {WIND_DOWN:g} s and was ended at once; every " \
           "line written is kept\n"
    try:
        os.write(2, said.encode())
        if faulthandler.is_enabled():
            faulthandler.dump_traceback(all_threads=True)
    except OSError:  # stderr gone (its reader left): the exit code still says the run was stopped
        pass
    os._exit(143 if _TERMINATED else 130)


def _cut_by_ctrl_c(exc: BaseException) -> bool:
    """True when a KeyboardInterrupt caused ``exc``: Ctrl-C while a compiled module initialises (OR-Tools'
    ``cp_model_helper``) comes out of the import as ``ImportError: initialization failed`` (pybind11), one inside
    matplotlib's path converter (drawing) as ``ValueError: Invalid affine transformation matrix``, of no cause."""
    from ..engines.interrupt import _NOTED

    seen = set()
    while exc is not None and id(exc) not in seen and not isinstance(exc, KeyboardInterrupt):
        seen.add(id(exc))
        exc = exc.__cause__
    return isinstance(exc, KeyboardInterrupt) or _NOTED["set"]  # any error once a Ctrl-C (or SIGTERM) came


def _quiet_stdout() -> None:
    """Point stdout at /dev/null: the interpreter's last flush of a broken or full output cannot raise at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _shown(show, *args) -> None:
    """``show(*args)`` (printing) and exit 0, outside :func:`_main`'s handlers (``--version``, plain ``gridsat``):
    a reader gone away (``| head``) exits 141, an output not writable (closed, a full disk) one line and 2."""
    try:
        show(*args)
        sys.stdout.flush()  # a full disk fails here, not in the interpreter's teardown
    except BrokenPipeError:
        _quiet_stdout()
        raise SystemExit(141) from None
    except OSError as exc:
        _quiet_stdout()
        error_exit(f"cannot write the output: {exc.strerror or exc}")
    raise SystemExit(0)


def _print_version() -> None:
    """The version, and which compiled engines are installed (found, not imported)."""
    from ..core.compiled import report

    def kinds():  # what each kind loses (its own declaration): the registry is read only where an engine is missing
        from ..puzzles.kinds import get, names
        return [get(name) for name in names()]

    print(f"gridsat {__version__}\n{report(kinds)}")


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``gridsat`` console script.

    Exit codes: what the subcommand returns (0 solved, 1 infeasible, unknown
    or an incomplete count), 2 for bad input or a bad command line (one line
    on stderr), 130 when interrupted.  As the process's entry point
    (``argv`` None), an interrupted run leaves without the interpreter's
    teardown, where OR-Tools' static objects, destroyed just after a stopped
    solve, could abort the process ("terminate called without an active
    exception": exit -6 instead of 130) once the result is printed.  The
    time limit ``-t`` is counted from :func:`run_start`.

    SIGTERM (``kill``, ``timeout``, a job scheduler) stops a run as Ctrl-C
    does -- what was found is printed, marked interrupted, and every line
    written is kept -- with exit code 143 (128 + 15) instead of 130.
    """
    global _RUN_START, _TERMINATED
    _RUN_START, _TERMINATED = (process_start() if argv is None else time.perf_counter()), False
    if "gridsat.cli.common" in sys.modules:  # a run before this one in the same process (main(argv) from Python)
        sys.modules["gridsat.cli.common"].new_run()  # left its dropped pictures to make this one's exit code 1
    if sys.stdout is None:  # '>&-': prints went nowhere and the run exited 0, its answer lost unsaid
        from .plain import ClosedOutput

        sys.stdout = ClosedOutput()
    try:
        try:  # Ctrl-C in the imports before _main's own handlers (a tenth of a second) printed Python's traceback
            if argv is None:
                from ..core.lazy import defer_module
                from ..engines.interrupt import note_ctrl_c, noted

                defer_module("inspect")
                from ..core.lean_imports import cp_model_without_pandas
                from ..core.memory import fewer_collections
                from .address_space import one_blas_thread

                fewer_collections(), one_blas_thread()
                cp_model_without_pandas(noted)  # 0.3-0.5 s of every CP-SAT command; a Ctrl-C as it loads: noted
                note_ctrl_c(on_stuck=_stuck)
                _stop_on_sigterm()
            from ..core.settings import command_line_run

            with command_line_run():  # messages name options (--hint), not the Python API's keywords
                _main(argv)
        except KeyboardInterrupt:
            _interrupted()
    except SystemExit as exc:
        if argv is None and exc.code == 130:
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except (OSError, ValueError):
                    pass
            os._exit(143 if _TERMINATED else 130)
        raise
    finally:  # the interpreter's final collection walked every object left: after a 1000x1000 Slitherlink's
        if argv is None:  # search (-t 3 run out) 3 s past the limit; frozen, it skips them
            import gc

            gc.freeze()

_TERMINATED = False  # set when SIGTERM stopped the run (exit code 143)


def _stop_on_sigterm() -> None:
    """Turn SIGTERM into ``KeyboardInterrupt``, so that the run stops the
    way Ctrl-C stops it (left alone when SIGTERM is ignored)."""
    import signal

    from ..engines.interrupt import mark_interrupted

    def terminated(signum, frame):
        global _TERMINATED
        _TERMINATED = True
        mark_interrupted()
        raise KeyboardInterrupt("terminated (SIGTERM)")

    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, terminated)


def _main(argv: list[str] | None) -> None:
    from .kind_spelling import spelt_kinds  # 'gridsat Kurodoko', '-k Yin-Yang': the kind they spell
    args = spelt_kinds(sys.argv[1:] if argv is None else list(argv))
    if args == ["--version"]:  # answered before anything is imported
        _shown(_print_version)
    if args[:1] and args[0].startswith("-") or any("\u2010" <= a[:1] <= "\u2015" or a[:1] == "\u2212" for a in args):
        from .dashed import typographic_dash  # '—board': a page's dash, not an option's (--version...: below)
        from .root_options import refused  # gridsat's own --version...: typer drops what follows them
        if said := typographic_dash(args) or (args[0].startswith("-") and refused(args)):
            error_exit(said)
    from ..core.errors import PuzzleInputError, WorkerDied
    from ..core.options import TimeUp
    from .fast import Interrupted, command

    try:
        fast = command(args)  # a solving command read without typer, or None
        if fast is not None:
            code = fast()
        else:
            only = args[0] if args and args[0] in commands() and "--help" not in args[:1] else None
            try:
                code = build_app(only)(args=args, prog_name="gridsat", standalone_mode=False)
            except SystemExit as exc:  # typer ends a broken pipe (typer.echo) with 1, once it wraps stdout so:
                if exc.code == 1 and type(sys.stdout).__name__ == "PacifyFlushWrapper":
                    raise BrokenPipeError from None  # 141, as every other reader that went away
                raise
            if code == 130:  # typer turns Ctrl-C into 130, silently: say so
                _interrupted()
    except PuzzleInputError as exc:
        from .usage import misread  # "10: cannot read puzzle file" of --board 6x 10, "hitori: ..." of solve hitori

        error_exit(misread(str(exc), args) or str(exc))
    except Interrupted:
        _interrupted()
    except KeyboardInterrupt:
        _interrupted()
    except BrokenPipeError:  # the reader of our output went away (| head): end quietly
        _quiet_stdout()
        raise SystemExit(141) from None
    except OSError as exc:
        if exc.filename is None:  # writing the output failed (a full disk, /dev/full), or the folder run in is gone
            from .address_space import output_failed
            _quiet_stdout()
            error_exit(output_failed(exc))
        # a file the command line names that the system refuses (a name too long...): one line, naming it
        error_exit(str(PuzzleInputError(exc.strerror or str(exc), str(exc.filename))))
    except UnicodeEncodeError as exc:  # an output whose encoding lacks a drawing's character: was a traceback
        from .plain import unwritable
        error_exit(unwritable(exc, args))
    except WorkerDied as exc:  # a worker process killed or crashed: one line, not the pool's traceback
        error_exit(str(exc), 1)
    except (MemoryError, ImportError) as exc:  # past what the machine or `ulimit -v` gives: was Python's traceback
        from .address_space import out_of_memory  # (a Ctrl-C as a compiled module initialised: an ImportError too)
        _interrupted() if _cut_by_ctrl_c(exc) else error_exit(out_of_memory(exc), 1)
    except TimeUp as exc:  # the time limit ran out where no result can say so: status unknown
        if exc.args:  # not an error: the run's status is unknown (as --model-stats says it)
            from .timed_reading import undone

            say(f"gridsat: the time limit ran out {exc.args[0]}; {undone(args)} (give more time with -t)")
            raise SystemExit(1) from None
        error_exit("the time limit ran out before there was anything to show", 1)
    except Exception as exc:
        # click's command-line errors (typer ships its own click: recognised by their interface, not their class)
        if type(exc).__name__ == "Abort" or _cut_by_ctrl_c(exc):
            _interrupted()
        if not (callable(getattr(exc, "format_message", None)) and isinstance(getattr(exc, "exit_code", None), int)):
            raise
        ctx = getattr(exc, "ctx", None)
        if type(exc).__name__ == "NoArgsIsHelpError":
            if ctx is None or ctx.parent is None:  # plain `gridsat`: the help (`| head`, `>&-`: were tracebacks)
                _shown(print, exc.format_message())
            names = ctx.command.list_commands(ctx)  # `gridsat generate` with no kind: a missing argument (it said 0)
            error_exit(f"missing the command after '{ctx.command_path}': one of {', '.join(names)} "
                       f"(see '{ctx.command_path} --help')")
        from .elsewhere import message, where_else
        from .usage import plain

        hint = where_else(exc, ctx, args or ())
        said = plain(message(exc, ctx), getattr(exc, "param", None), args, ctx)
        error_exit((said.rstrip(".") if hint.startswith(";") else said) + hint, exc.exit_code or 2)
    raise SystemExit(code if isinstance(code, int) else 0)
