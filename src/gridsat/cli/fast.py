"""The solving commands without typer: ``gridsat KIND PUZZLE [options]``,
``gridsat solve PUZZLE [options]``, ``gridsat hint`` and ``gridsat grade`` read from the same option declarations
as their typer commands (:mod:`gridsat.cli.options`), run by the same
handlers, with the same output, files and exit codes.

typer (with its click and pydantic) and rich cost several times a small
puzzle's solve to import, so a command line this module reads with
certainty is run without them.  It reads only the plain forms --
``--option VALUE``, ``--option=VALUE``, ``-x VALUE``, flags, one positional
argument -- with values of the simplest spelling (digits, a decimal point);
anything else (``--help``, shell completion, an unknown, repeated or
malformed option, a value starting with ``-``, a number below its minimum,
a picture path its check refuses, a missing argument) is left to typer, so
every message stays the one typer gives.
"""

from __future__ import annotations

import os
import re
import sys

from ..core.errors import PuzzleInputError
from .options import Opt

#: How the fast path spells numbers (typer reads more spellings; those go to typer).
INT = re.compile(r"0|[1-9][0-9]{0,17}")
FLOAT = re.compile(r"(0|[1-9][0-9]{0,17})(\.[0-9]{1,17})?")
#: The environment variable that asks the command for shell completions.
COMPLETE_VAR = "_GRIDSAT_COMPLETE"


def _value(opt: Opt, word: str):
    """The typed value of ``word`` for ``opt``, or None when typer must judge it."""
    if word == "" or word.startswith("-"):
        return None
    if opt.type is int:
        value = int(word) if INT.fullmatch(word) else None
        return None if value is None or (opt.minimum is not None and value < opt.minimum) else value
    if opt.type is float:
        return float(word) if FLOAT.fullmatch(word) else None
    if opt.type is os.PathLike:
        from pathlib import Path

        if (opt.output or opt.picture) and word.endswith(tuple(sep for sep in (os.sep, os.altsep) if sep)):
            return None  # a folder's name, which Path would make a file's: typer refuses it (given_path)
        return Path(word)
    return word  # str, or one item of a list


def parse(opts: list[Opt], args: list[str]) -> dict | None:
    """Every option's value by name, in the order of ``opts`` (defaults for
    those not given; a :class:`~gridsat.cli.options.Values` naming those
    given), from a subcommand's words ``args``; None when the
    command line is not one the fast path reads with certainty (see the
    module docstring).

    Raises:
        PuzzleInputError: never; a picture path its check refuses gives None
            (typer then reports it).
    """
    flags = {flag: opt for opt in opts for flag in opt.flags}
    argument = next((opt for opt in opts if opt.argument), None)
    given: dict = {}
    order: list[Opt] = []
    i = 0
    while i < len(args):
        word = args[i]
        i += 1
        if word == "-" or not word.startswith("-"):
            if argument is None or argument.name in given:
                return None
            given[argument.name] = word
            continue
        name, eq, inline = word.partition("=") if word.startswith("--") else (word, "", "")
        opt = flags.get(name)
        if opt is None or (opt.name in given and opt.type is not list):
            return None  # --help, --, an unknown, combined or repeated option: typer's
        if opt.type is bool:
            if eq:
                return None
            given[opt.name] = True
        else:
            if not eq:
                if i >= len(args):
                    return None
                inline = args[i]
                i += 1
            value = _value(opt, inline)
            if value is None:
                return None
            if opt.type is list:
                given.setdefault(opt.name, []).append(value)
            else:
                given[opt.name] = value
        order.append(opt)
    if argument is not None and argument.required and argument.name not in given:
        return None
    from .paths import output_path, picture_path

    for opt in order:
        if opt.picture or opt.output:
            try:
                (picture_path(opt.picture) if opt.picture else output_path(opt.flags[0], needed_by=opt.needed_by))(
                    given[opt.name])
            except PuzzleInputError:
                return None
    from .options import Values

    return Values({opt.name: given.get(opt.name, opt.default) for opt in opts}, given)


def command(args: list[str]):
    """A function running ``gridsat ARGS`` without typer, returning the exit
    code; or None when typer must run it (not a solving command, or not
    read with certainty)."""
    if not args or COMPLETE_VAR in os.environ:
        return None
    if args[0] == "solve":
        from .options import SOLVE
        from .solve import run_solve

        values = parse(SOLVE, args[1:])
        handler = run_solve
    elif args[0] in ("hint", "grade"):  # (typer's imports were most of a small puzzle's hint: 0.6 s, solve 0.14)
        from .options import GRADE, HINT

        values = parse(HINT if args[0] == "hint" else GRADE, args[1:])
        if args[0] == "hint":
            from .hint import run_hint as handler
        else:
            from .grade import run_grade as handler
    else:
        from ..puzzles.kinds import REGISTRY, get

        if args[0] not in REGISTRY:
            return None
        from .kind_command import run_command
        from .options import kind_options

        kind = get(args[0])
        opts = kind_options(kind)
        values = parse(opts, args[1:])

        def handler(values):
            return run_command(kind, values, opts)
    if values is None:
        return None
    return lambda: invoke(handler, values)


def invoke(handler, values: dict):
    """Run ``handler(values)`` as typer's command runner does: a Ctrl-C the
    handler lets through (nothing to show) goes on to the command line,
    which says ``gridsat: error: interrupted`` and ends with code 130; end of input with an empty line on stderr and
    ``interrupted``, a closed output pipe with code 141 (128 + SIGPIPE, as a
    shell reports a process ended by it) and nothing more written; the handler's return value (None) otherwise."""
    try:
        return handler(values)
    except EOFError as exc:
        print(file=sys.stderr)
        raise Interrupted() from exc
    except OSError as exc:
        import errno

        if exc.errno != errno.EPIPE:
            raise
        from . import _quiet_stdout

        _quiet_stdout()
        raise SystemExit(141) from None  # as the other commands (and a shell, for a process ended by SIGPIPE)


class Interrupted(Exception):
    """End of input while a command read it (the command line then says
    ``interrupted``, exit code 130, as for typer's ``Abort``)."""


__all__ = ["Interrupted", "command", "invoke", "parse"]
