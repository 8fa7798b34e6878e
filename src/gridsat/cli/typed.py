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

from . import options
from .paths import output_path, picture_path


def annotation(opt: options.Opt):
    """The ``Annotated[type, typer.Option(...)]`` (or ``typer.Argument``) of ``opt``."""
    # a path is read as its text: its callback (picture_path, output_path) makes the Path
    base = {bool: bool, int: int, float: float, str: str, list: List[str], os.PathLike: str}[opt.type]
    if opt.optional and opt.type is not bool:
        base = Optional[base]
    if opt.argument:
        return Annotated[base, typer.Argument(metavar=opt.metavar, help=opt.help)]
    extra = {}
    if opt.picture:
        extra["callback"] = picture_path(opt.picture)
    elif opt.output:
        extra["callback"] = output_path(opt.flags[0])
    if opt.minimum is not None:
        extra["min"] = opt.minimum
    if opt.metavar is not None:
        extra["metavar"] = opt.metavar
    if opt.values is not None:
        extra["autocompletion"] = lambda incomplete: [v for v in opt.values() if v.startswith(incomplete)]
    return Annotated[base, typer.Option(*opt.flags, help=opt.help, **extra)]


def parameters(opts: list) -> list[inspect.Parameter]:
    """Keyword-only parameters of a typer command function, in order (a
    required argument has no default)."""
    return [inspect.Parameter(opt.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation(opt),
                              default=inspect.Parameter.empty if opt.required else opt.default) for opt in opts]


def command(handler, opts: list, name: str, doc: str):
    """A typer command function calling ``handler(values)`` with every
    option's value by name, in the order of ``opts``."""
    def run(**values):
        return handler(values)

    params = parameters(opts)
    run.__signature__ = inspect.Signature(params)
    run.__annotations__ = {p.name: p.annotation for p in params}
    run.__doc__ = doc
    run.__name__ = name
    return run


# The shared options, for the commands declared with annotations (generate, hint, grade).
TimeLimit = annotation(options.TIME_LIMIT)
Workers = annotation(options.WORKERS)
Seed = annotation(options.SEED)
Params = annotation(options.PARAMS)
Log = annotation(options.LOG)
MemoryLimit = annotation(options.MEMORY_LIMIT)
StepsMemoryLimit = annotation(options.STEPS_MEMORY_LIMIT)
PictureMemoryLimit = annotation(options.PICTURE_MEMORY_LIMIT)
JsonOut = annotation(options.JSON_OUT)
Count = annotation(options.COUNT)
Limit = annotation(options.LIMIT)
Solutions = annotation(options.SOLUTIONS)
Unique = annotation(options.UNIQUE)
Forced = annotation(options.FORCED)
Out = annotation(options.OUT)
PngOut = annotation(options.PNG_OUT)
SvgOut = annotation(options.SVG_OUT)

__all__ = ["Count", "Forced", "JsonOut", "Limit", "Log", "MemoryLimit", "Out", "Params", "PictureMemoryLimit",
           "PngOut", "StepsMemoryLimit",
           "Seed", "Solutions", "SvgOut", "TimeLimit", "Unique", "Workers", "annotation", "command",
           "parameters"]
