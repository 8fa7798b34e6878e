"""The ``gridsat`` command: one subcommand per task.

Each module in this package that defines ``register(app)`` adds its
subcommands (and ``register_generate(generate_app)`` its ``gridsat generate
KIND`` command); new puzzle kinds plug in by adding a module, without editing
this file.  Bad input (:class:`~gridsat.core.errors.PuzzleInputError`)
becomes one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

import typer

from .. import __version__
from ..core.errors import PuzzleInputError

app = typer.Typer(
    name="gridsat",
    help="Model, solve, count, check, generate and draw grid puzzles with OR-Tools CP-SAT.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    rich_markup_mode=None,  # help texts are plain: "[dask]" is an extra's name, not markup
    context_settings={"help_option_names": ["-h", "--help"]},
)


#: ``gridsat generate KIND``: modules add generators with ``register_generate(generate_app)``.
generate_app = typer.Typer(
    name="generate",
    help="Generate puzzles (uniquely solvable where the kind supports it).",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool):
    if value:
        typer.echo(f"gridsat {__version__}")
        raise typer.Exit()


@app.callback()
def _root(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                       help="Print the version and exit.")):
    """Model, solve, count, check, generate and draw grid puzzles with OR-Tools CP-SAT."""


def _register_all() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_") or info.name == "common":
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(app)
        register_generate = getattr(module, "register_generate", None)
        if register_generate is not None:
            register_generate(generate_app)
    if generate_app.registered_commands:
        app.add_typer(generate_app)


_register_all()


def error_exit(message: str, code: int = 2) -> None:
    """Print ``gridsat: error: message`` on stderr (one line) and exit."""
    print(f"gridsat: error: {message}", file=sys.stderr, flush=True)
    raise SystemExit(code)


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``gridsat`` console script.

    Exit codes: what the subcommand returns (0 solved, 1 infeasible or
    unknown), 2 for bad input or a bad command line (one line on stderr),
    130 when interrupted.
    """
    try:
        code = app(args=argv, prog_name="gridsat", standalone_mode=False)
    except PuzzleInputError as exc:
        error_exit(" ".join(str(exc).split("\n")))
    except (KeyboardInterrupt, typer.Abort):
        error_exit("interrupted", 130)
    except Exception as exc:
        # Command-line errors from click (typer may ship its own copy of click,
        # so they are recognised by their interface, not their class).
        if not (callable(getattr(exc, "format_message", None)) and isinstance(getattr(exc, "exit_code", None), int)):
            raise
        if type(exc).__name__ == "NoArgsIsHelpError":  # plain `gridsat`: show the help
            print(exc.format_message())
            raise SystemExit(0) from None
        ctx = getattr(exc, "ctx", None)
        hint = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
        error_exit(" ".join(exc.format_message().split()) + hint, exc.exit_code or 2)
    raise SystemExit(code if isinstance(code, int) else 0)
