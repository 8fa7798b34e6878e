"""typer annotations from the plain option declarations of
:mod:`gridsat.cli.options`: the typer commands (help, completion, every
command line the fast path leaves to typer) are built from the same
:class:`~gridsat.cli.options.Opt` s the fast path reads.

Importing this module imports typer; only the typer commands do.
"""

from __future__ import annotations

import inspect
import os
from typing import Annotated, List, Optional

import typer
import typer.core

from . import options
from .paths import output_path, picture_path


def annotation(opt: options.Opt):
    """The ``Annotated[type, typer.Option(...)]`` (or ``typer.Argument``) of ``opt``."""
    # a path is read as its text: its callback (picture_path, output_path) makes the Path
    base = {bool: bool, int: int, float: float, str: str, list: List[str], os.PathLike: str}[opt.type]
    if opt.optional and opt.type is not bool:
        base = Optional[base]
    if opt.argument:
        return Annotated[base, typer.Argument(metavar=opt.metavar, help=opt.help_text)]
    extra = {}
    if opt.picture:
        extra["callback"] = picture_path(opt.picture)
    elif opt.output:
        extra["callback"] = output_path(opt.flags[0], needed_by=opt.needed_by)
    if opt.minimum is not None:
        extra["min"] = opt.minimum
    if opt.metavar is not None:
        extra["metavar"] = opt.metavar
    if opt.values is not None:
        extra["autocompletion"] = lambda incomplete: [v for v in opt.values() if v.startswith(incomplete)]
    return Annotated[base, typer.Option(*opt.flags, help=opt.help_text, **extra)]


def parameters(opts: list) -> list[inspect.Parameter]:
    """Keyword-only parameters of a typer command function, in order (a
    required argument has no default)."""
    return [inspect.Parameter(opt.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation(opt),
                              default=inspect.Parameter.empty if opt.required else opt.default) for opt in opts]


def command(handler, opts: list, name: str, doc: str):
    """A typer command function calling ``handler(values)`` with every
    option's value by name, in the order of ``opts`` (a :class:`~gridsat.cli.options.Values` naming those the
    command line gave)."""
    def run(ctx: typer.Context, **values):
        given = [name for name in values if getattr(ctx.get_parameter_source(name), "name", None)
                 in ("COMMANDLINE", "ENVIRONMENT")]  # typed, even at its default value
        return handler(options.Values(values, given))

    params = [inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=typer.Context),
              *parameters(opts)]
    run.__signature__ = inspect.Signature(params)
    run.__annotations__ = {p.name: p.annotation for p in params}
    run.__doc__ = doc
    run.__name__ = name
    return run


class OnceCommand(typer.core.TyperCommand):
    """A command that refuses an option of one value given more than once: ``--png a.png --png b.png`` wrote
    b.png alone, ``-t 3 -t 60`` ran for a minute -- the last one counted, the others were dropped unsaid (an
    option is refused, never ignored).  Repeatable options (``--params``) may be given again.  A number is read
    as written (:func:`gridsat.cli.usage.check_number`): typer's lax reading took ``--seed 1.0`` and ``-n 1_000``."""

    def parse_args(self, ctx, args: list) -> list:
        if not ctx.resilient_parsing and not set(args) & set(ctx.help_option_names):  # (completion; --help wins)
            _refuse_repeated(self, ctx, args)
        return super().parse_args(ctx, args)


def _refuse_repeated(command, ctx, args: list) -> None:
    """Refuse the first option of one value that ``args`` gives more than once, and a number not written as one.

    Raises:
        PuzzleInputError: naming the option and how often it was given.
        typer.BadParameter: a number option's value (:func:`gridsat.cli.usage.check_number`).
    """
    try:
        given, _, order = command.make_parser(ctx).parse_args(args=list(args))
    except Exception:  # a command line click refuses: its own message comes from the parse that follows
        return
    from .usage import check_number

    for param in order:
        check_number(param, given.get(param.name), ctx)
    seen: dict = {}
    for param in order:
        if getattr(param, "param_type_name", "") == "option" and not (param.multiple or param.count
                                                                      or param.is_flag):
            seen[param] = seen.get(param, 0) + 1
            if seen[param] == 2:
                from ..core.errors import PuzzleInputError

                flags = "/".join(sorted(param.opts, key=len))
                times = sum(1 for p in order if p is param)
                raise PuzzleInputError(f"{flags} is given {'twice' if times == 2 else f'{times} times'}: give it "
                                       "once (only the last would count)")


def refuse_repeated_options(app) -> None:
    """Make every command of ``app`` (and of its groups, as ``generate``) an :class:`OnceCommand`."""
    for info in app.registered_commands:
        if info.cls in (None, typer.core.TyperCommand):  # (typer's default: one or the other, by version)
            info.cls = OnceCommand
    for group in app.registered_groups:
        refuse_repeated_options(group.typer_instance)


# The shared options, for the commands declared with annotations (generate, hint, grade).
TimeLimit = annotation(options.TIME_LIMIT)
Workers = annotation(options.WORKERS)
Seed = annotation(options.SEED)
Params = annotation(options.PARAMS)
Log = annotation(options.LOG)
MemoryLimit = annotation(options.MEMORY_LIMIT)
StepsMemoryLimit = annotation(options.STEPS_MEMORY_LIMIT)
GradeMemoryLimit = annotation(options.GRADE_MEMORY_LIMIT)
GenerateMemoryLimit = annotation(options.GENERATE_MEMORY_LIMIT)
JsonOut = annotation(options.JSON_OUT)
Count = annotation(options.COUNT)
Limit = annotation(options.LIMIT)
Solutions = annotation(options.SOLUTIONS)
Unique = annotation(options.UNIQUE)
Forced = annotation(options.FORCED)
Out = annotation(options.OUT)
PngOut = annotation(options.PNG_OUT)
SvgOut = annotation(options.SVG_OUT)

__all__ = ["Count", "Forced", "GradeMemoryLimit", "JsonOut", "Limit", "Log", "MemoryLimit", "OnceCommand", "Out",
           "Params", "GenerateMemoryLimit", "PngOut", "StepsMemoryLimit", "Seed", "Solutions", "SvgOut", "TimeLimit",
           "Unique", "Workers", "annotation", "command", "parameters", "refuse_repeated_options"]
