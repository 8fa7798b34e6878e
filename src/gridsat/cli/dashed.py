"""A file whose name starts with '-', which click reads as options."""

from __future__ import annotations

import os

from ..core.errors import quoted


def dashed_file(args: list, ctx) -> str | None:
    """A file named with a leading dash (``gridsat lightup -l4.txt``): click read it as options and said "No such
    option: -l", or "-t5.txt" as ``-t`` of '5.txt'; said to write it ./NAME (None when no such file was given
    where the command's argument goes)."""
    if ctx is None or not args:
        return None
    valued = {o for p in getattr(ctx.command, "params", ()) if not getattr(p, "is_flag", True)
              for o in getattr(p, "opts", ())}
    for before, word in zip([None, *args], args):
        if word == "--" and before not in valued:  # every word after it is an argument, read as one (it was told
            return None  # "'-x.txt' was read as options" of 'solve -- -x.txt --svg a.svg', meaning --svg)
        if (isinstance(word, str) and word.startswith("-") and word not in ("-", "--") and before not in valued
                and os.path.isfile(word)):
            return (f"{quoted(word)} was read as options, as a name starting with '-' is: give the file as "
                    f"./{word}")
    return None
