"""A kind typed as people spell it, read as the kind's name wherever a command line names one: the command
(``gridsat Kurodoko FILE``), ``generate KIND``, ``formats KIND`` and ``--kind``/``-k`` (``-k Yin-Yang`` was
"unknown kind 'Yin-Yang' (did you mean 'yinyang'?)", ``gridsat Kurodoko`` click's "No such command", of names
that stand for one kind only)."""

from __future__ import annotations

#: The commands whose first word is a kind.
_KIND_FIRST = ("generate", "formats")


def kind_spelt(word: str, lower_too: bool = False) -> str:
    """:func:`gridsat.puzzles.genres.kind_spelt` of ``word``, the registry imported only for a word that may be a
    kind spelt otherwise (letters with capitals, hyphens, underscores or spaces): every command imported it, and
    `gridsat --version` took 45 ms where it took 29.  ``lower_too``: a word that is surely a kind (``-k``'s) in
    lower-case letters alone is read too, where it is no kind's name: a title so written ('hashiwokakero',
    'exactcover') was "unknown kind 'hashiwokakero' (did you mean 'hashi'?...)" where 'Hashiwokakero' was read."""
    if lower_too and word.isascii() and word.isalpha() and word.islower():
        from ..puzzles.kinds import REGISTRY  # (imported by the command that reads the kind anyway)

        if word in REGISTRY:
            return word
    elif not word[:1].isalpha() or (word.isalpha() and word.islower()) or not all(
            ch.isalpha() or ch in " _-\u2010\u2011\u2012\u2013\u2014\u2015" for ch in word):
        return word
    from ..puzzles.genres import kind_spelt as spelt

    return spelt(word)


def spelt_kinds(args: list) -> list:
    """``args`` with each word that names a kind in another spelling (capitals, hyphens, underscores, spaces, or a
    title in lower case: see :func:`gridsat.puzzles.genres.kind_spelt`) replaced by the kind's name; every other
    word as given."""
    if not args:
        return args
    words = list(args)
    from . import MODULES  # (a command's own name: no kind, read without the registry)

    words[0] = kind_spelt(words[0], lower_too=words[0] not in MODULES)  # 'gridsat hashiwokakero FILE' as
    # 'gridsat Hashiwokakero FILE' (it was "No such command 'hashiwokakero': the kind is 'hashi'")
    if len(words) > 1 and words[0] in _KIND_FIRST and not words[1].startswith("-"):
        words[1] = kind_spelt(words[1], lower_too=True)
    for i, word in enumerate(words):
        if word in ("-k", "--kind") and i + 1 < len(words):
            words[i + 1] = kind_spelt(words[i + 1], lower_too=True)
        elif word.startswith(("--kind=", "-k")) and not word.startswith("--kind=-"):  # '-kYin-Yang' too
            flag = "--kind=" if word.startswith("--kind=") else "-k"
            words[i] = flag + kind_spelt(word[len(flag):], lower_too=True)
        if word == "--":
            break
    return words


def near_kind(word: str, ctx) -> str | None:
    """click's "No such command" of a kind's name or title misspelt in any spelling ('Yin-Yng', 'hashwokakero',
    'Star-Batle'): the kind it is close to and its command (None when it is close to none)."""
    from ..core.errors import closest
    from ..formats.json import kind_letters
    from ..puzzles.kinds import REGISTRY, get

    letters = kind_letters(word)
    if not letters.isalpha():
        return None
    near = {n: n for n in REGISTRY} | {kind_letters(get(n).title): n for n in REGISTRY}
    close = closest(letters, near)
    if close is None:
        return None
    kind = near[close]
    title = f" (its title is {get(kind).title!r})" if close != kind else ""
    commands = ctx.command.list_commands(ctx)
    return f"No such command {word!r}: did you mean {kind!r}{title}? {ctx.command_path} {kind}" if kind in commands \
        else None


def kind_instead(args: list) -> str | None:
    """A kind's name typed where the puzzle goes (``gridsat solve hitori URL``, ``gridsat hint nurikabe``, as
    ``gridsat generate yinyang`` is written): said so, with the command to type (None when the first word after
    the command is no kind's or genre's name, or is a file). It was told "'URL' is one more word (quote a name
    holding spaces...)" or "hitori: cannot read puzzle file"."""
    import os

    from ..puzzles.genres import genre_names, named_kind
    from ..puzzles.kinds import REGISTRY

    if len(args) < 2 or args[0] not in ("solve", "hint", "grade", "batch", *REGISTRY) or args[1].startswith("-"):
        return None
    word = args[1]
    kind = genre_names().get(word.strip().lower()) or named_kind(word)  # ('light-up', 'hashiwokakero', 'corral' were
    if kind is None or os.path.exists(word):  # "'x' is one more word", though 'lightup' was told it is a kind)
        return None
    if args[0] in REGISTRY:  # 'gridsat lightup lightup' was "lightup: cannot read puzzle file" alone
        return f"{word!r} is a kind, not a puzzle: gridsat {kind} PUZZLE"
    alone = f", or gridsat {kind} PUZZLE" if args[0] == "solve" else ""
    if args[0] == "batch":
        return f"{word!r} is a kind, not a file: gridsat batch PATH... (kinds are detected), or --kind {kind}"
    if args[0] in ("hint", "grade"):  # ('gridsat hint kakuro' was told to type 'gridsat hint PUZZLE --kind kakuro',
        from ..core.compiled import hints_installed  # which then said Kakuro has no hints)
        from ..puzzles.explaining import hinting_kinds
        from ..puzzles.kinds import get

        if not hints_installed(get(kind)):
            forced = (f"; what every answer shares: gridsat {kind} PUZZLE --forced" if "forced" in get(kind).tasks
                      else "")
            return (f"{word!r} is a kind, not a puzzle, and {get(kind).title} has no hints or grades yet (kinds with "
                    f"them: {hinting_kinds()}){forced}")
    return (f"{word!r} is a kind, not a puzzle: gridsat {args[0]} PUZZLE (the kind is detected), or gridsat "
            f"{args[0]} PUZZLE --kind {kind}{alone}")


__all__ = ["kind_instead", "near_kind", "spelt_kinds"]
