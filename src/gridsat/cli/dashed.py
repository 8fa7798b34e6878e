"""A file whose name starts with '-', which click reads as options."""

from __future__ import annotations

import os
import re

from ..core.errors import shown


def dashed_file(args: list, ctx) -> str | None:
    """A file or folder named with a leading dash (``gridsat lightup -l4.txt``, ``gridsat batch -levels``): click read
    it as options and said "No such option: -l", or "-t5.txt" as ``-t`` of '5.txt'; said to write it ./NAME (None
    when no such file or folder was given where the command's argument goes).  A folder was told "No such option":
    only files were looked for, and ``batch`` takes folders."""
    if ctx is None or not args:
        return None
    valued = {o for p in getattr(ctx.command, "params", ()) if not getattr(p, "is_flag", True)
              for o in getattr(p, "opts", ())}
    for before, word in zip([None, *args], args):
        if word == "--" and before not in valued:  # every word after it is an argument, read as one (it was told
            return None  # "'-x.txt' was read as options" of 'solve -- -x.txt --svg a.svg', meaning --svg)
        if (isinstance(word, str) and word.startswith("-") and word not in ("-", "--") and before not in valued
                and os.path.exists(word)):
            what = "folder" if os.path.isdir(word) else "file"
            return (f"{shown(word)} was read as options, as a name starting with '-' is: give the {what} as "
                    f"./{word}")
    return None


def typographic_dash(args: list) -> str | None:
    """A word starting with a typographic dash (``gridsat pack —board 3x20``: a web page or an editor turned ``--``
    into an em dash, ``-`` into an en dash or a minus sign): click read it as the puzzle and said "'3x20' is one more
    word", or "—board: cannot read puzzle file"; said which dash it is and how to write the option (None when no
    word before ``--`` starts with one, or the word is a file that exists, a file's name (``—x.txt``) or the value of
    an option taking one: ``--svg —a.svg`` writes that file)."""
    valued = None
    for before, word in zip([None, *args], args):
        if word == "--":
            return None
        if isinstance(word, str) and ("\u2010" <= word[:1] <= "\u2015" or word[:1] == "\u2212") \
                and not os.path.exists(word):
            rest, short = word.lstrip("-\u2010\u2011\u2012\u2013\u2014\u2015\u2212"), None
            if not re.fullmatch(r"\d+(\.\d*)?", rest):  # '−1' of --seed: a minus sign, said below
                if not re.fullmatch(r"[A-Za-z][\w-]*(=.*)?", rest):
                    continue  # '—x.txt': a file's name, no option's; a missing one is told so where it is read
                if valued is None:
                    valued, known = _options(args)
                if before in valued:
                    continue  # --svg —out: a file to write, named so (it was refused, told to write --out)
                short = re.fullmatch(r"[A-Za-z]\d+(\.\d*)?", rest) and "-" + rest[0] in (known or ())  # '–n3'
                if known and not short and _written(rest).split("=", 1)[0] not in known:
                    continue  # 'batch —levels', a folder not there: it was told to write --levels, no option of batch
            written = f"-{rest[0]} {rest[1:]}" if short else _written(rest)  # -n 3 (it was told to write --n3)
            return (f"{shown(word)} starts with {word[0]} (U+{ord(word[0]):04X}), not the plain '-' a command line "
                    f"reads (a web page or an editor may have turned '-' or '--' into it): write {written}")
    return None


def _written(rest: str) -> str:
    """The option ``rest`` (a word's text after its dashes) is with plain dashes: ``--board``, ``-t``, ``-1``."""
    return ("--" if len(rest) > 1 and not rest[:1].isdigit() else "-") + rest


def _options(args: list) -> tuple:
    """``(valued, known)``: the options taking a value (``--svg``, ``-o``) and every option of the subcommand the
    command line ``args`` names (its click command, built: only when a word starts with a typographic dash); both
    empty when it names none."""
    from . import build_app, commands

    if not args or args[0] not in commands():
        return set(), set()
    import typer.main

    command = typer.main.get_command(build_app(args[0]))
    for word in args:
        inner = getattr(command, "commands", None)  # 'generate yinyang': the kind's command inside generate's
        if not inner or word not in inner:
            break
        command = inner[word]
    params = getattr(command, "params", ())
    valued = {o for p in params if not getattr(p, "is_flag", True) for o in getattr(p, "opts", ())}
    known = {o for p in params for o in (*getattr(p, "opts", ()), *getattr(p, "secondary_opts", ()))}
    return valued, known | {"--help", "-h"}
