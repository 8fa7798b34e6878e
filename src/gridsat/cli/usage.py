"""A command line's usage errors (click's, inside typer) in plain words, naming what was given."""

from __future__ import annotations

from ..core.errors import shown
import ast
import re


def plain(message: str, param, args: list, ctx=None) -> str:
    """``message`` (click's) said plainly: a number option's refusal with the value given, extra arguments with
    what the command takes (``ctx``: click's context, its command's one argument)."""
    from .dashed import dashed_file

    message = _as_typed(message)
    unnamed = (dashed_file(args, ctx) or _one_dash(args, ctx) or _unnamed_argument(message, ctx)
               or _newcomer_option(message, args, ctx))
    if unnamed is not None:
        return unnamed
    genre = _genre_command(message, ctx) or _verb_command(message, ctx, args)
    if genre is not None:
        return genre
    from .kind_spelling import kind_instead

    extra = re.fullmatch(r"Got unexpected extra argument(?:s|\(s\))? \((.*)\)", message.strip())
    if extra is not None and (instead := kind_instead(args)) is not None:
        return instead
    spaced = _spaced_size(args) if extra is not None else None
    if spaced is not None:
        return spaced
    if extra is not None and ctx is not None:
        taken = [p for p in getattr(ctx.command, "params", ()) if getattr(p, "param_type_name", "") == "argument"]
        words = extra.group(1)
        if not taken:  # 'generate yinyang 6x6': the size it names is an option's value
            size = re.fullmatch(r"\d+[xX]\d+", words) and any(getattr(p, "name", "") == "size"
                                                              for p in ctx.command.params)
            return (f"{ctx.command_path} takes no argument, got {shown(words)}: its settings are options"
                    + (f" (a size: --size {words})" if size else ""))
        if len(taken) == 1 and getattr(taken[0], "nargs", 1) == 1:
            metavar = taken[0].metavar or taken[0].name.upper()
            more = "one more word" if " " not in words else "more words"
            from .several import several_puzzles

            several = several_puzzles(ctx, args) if metavar == "PUZZLE" else ""
            written = _written(ctx)  # 'calendar Oct 6': told to quote, then "date 'Oct 6' is not YYYY-MM-DD"
            if written:
                return f"{ctx.command_path} takes one {metavar}, and {shown(words)} is {more}: {written}"
            return (f"{ctx.command_path} takes one {metavar}, and {shown(words)} is {more} (quote a name holding "
                    f"spaces{several})")
    return _number(message, param, args)


def _as_typed(message: str) -> str:
    """click's "No such command 'a\\\\b'." (its ``repr`` of the word, a backslash doubled) with the word quoted as
    typed, as gridsat's own messages quote it (:func:`~gridsat.core.errors.shown`)."""
    m = re.fullmatch(r"(No such command )('.*'|\".*\")(\..*)", message.strip(), re.S)
    if m is None:
        return message
    try:
        word = ast.literal_eval(m.group(2))
    except (ValueError, SyntaxError):
        return message
    return f"{m.group(1)}{shown(word) if isinstance(word, str) else m.group(2)}{m.group(3)}"


def _written(ctx) -> str:
    """How the argument of the kind whose command ``ctx`` runs is written, as the kind declares it
    (:attr:`~gridsat.puzzles.declaration.Argument.written`; "" for none, or a command that is no kind's)."""
    from ..puzzles.kinds import get, names

    name = getattr(ctx, "info_name", None)
    return get(name).argument.written if name in names() else ""


def _spaced_size(args: list) -> str | None:
    """A size written with spaces (``--board 6 x 10``, ``--size 6x 10``: the words after the first taken for the
    puzzle and an extra word, "'10' is one more word") said as the size it is, or None."""
    text = " ".join(str(a) for a in args)
    m = re.search(r"(?<![\w.])(\d+)(?: [x×X] ?| ?[x×X] )(\d+)(?![\w.])", text)
    if m is None:
        return None
    return f"a size is written without spaces: {m.group(1)}x{m.group(2)}, not {m.group(0)!r}"


def size_instead(message: str, args: list) -> str | None:
    """A missing puzzle file that is a word of a size written with spaces (``--board 6x 10``: "10: cannot read
    puzzle file") said as that size (:func:`_spaced_size`), or None."""
    said = _spaced_size(args)
    if said is None or ": cannot read puzzle file" not in message:
        return None
    return said if message.split(": cannot read", 1)[0] in said.rsplit("not ", 1)[-1].strip("'").split() else None


def misread(message: str, args: list) -> str | None:
    """A puzzle input error of a word the command line misplaced, said as what was meant (a size written with
    spaces, a kind's name typed as the puzzle), or None."""
    from .elsewhere import file_as_kind
    from .kind_spelling import kind_instead

    missing = ": cannot read puzzle file" in message or message.startswith("no such file or folder: ")
    return size_instead(message, args) or (kind_instead(args) if missing else None) or file_as_kind(message, args)


def _genre_command(message: str, ctx) -> str | None:
    """click's "No such command 'akari'." when the word is puzz.link's name for a kind's genre ('akari', 'mashu',
    'pearl'): said which command it is, as ``--kind akari`` is told (None otherwise; 'akari' and 'pearl' were
    suggested nothing, though the README lists Light Up (Akari) among the genres)."""
    m = re.fullmatch(r"No such command '(.+)'\.(?: Did you mean .*)?", message.strip())
    if m is None or ctx is None or not callable(getattr(ctx.command, "list_commands", None)):
        return None
    from ..puzzles.kinds import kind_alias

    word = m.group(1)
    kind, called = kind_alias(word)
    if kind is None:  # the kind's title in lower case ('hashiwokakero'): "Did you mean 'shikaku'?"
        from ..puzzles.genres import kind_spelt
        from ..puzzles.kinds import REGISTRY, get

        kind = kind_spelt(word.strip())
        if kind not in REGISTRY:  # a kind's name or title misspelt ('Yin-Yng' was told nothing, 'hashwokakero'
            from .kind_spelling import near_kind  # "Did you mean 'heyawake'?", where '-k' said 'hashi'); a verb

            return None if word.lower().removesuffix("s") in _VERBS else near_kind(word, ctx)  # ('list') is told
        called = f" (its title is {get(kind).title!r})"
    said = f"No such command {shown(word)}: the kind is {kind!r}{called}"
    commands = ctx.command.list_commands(ctx)
    if kind in commands:
        return f"{said}: {ctx.command_path} {kind}"
    from ..puzzles.kinds import get

    return f"{said}, and {get(kind).title} has no generator yet (kinds with one: {', '.join(sorted(commands))})"


_KINDS = "gridsat formats lists every kind and what it reads"

#: How a user checks an answer of their own, in any kind (a kind without hints takes no position, and was told only
#: that it has none, though `batch --check-answer` checks the answer): the record's rule it breaks.
OWN_ANSWER = ("your own answer: save it beside the puzzle file as NAME.solution.txt, then gridsat batch NAME.txt --out "
              "RES.jsonl --check-answer (its line names the first rule the answer breaks)")

#: The README's verbs ("solves, counts, checks, generates and draws") and play, typed as commands: what does it.
_VERBS = {"count": "gridsat solve PUZZLE --count", "unique": "gridsat solve PUZZLE --unique",
          "forced": "gridsat solve PUZZLE --forced", "draw": "gridsat solve PUZZLE --png FILE (or --svg FILE)",
          "check": "every answer printed is checked; your own position: gridsat hint PUZZLE --position FILE "
                   f"(its mistakes first); {OWN_ANSWER}",
          "play": "gridsat serve --open, then Play on the puzzle's page",
          "web": "gridsat serve --open", "gui": "gridsat serve --open", "browser": "gridsat serve --open",
          "help": "gridsat --help lists the commands; gridsat COMMAND --help shows one command's options",
          "version": "gridsat --version",
          "command": "it stands for one that gridsat --help lists (gridsat solve --help)",  # the README's
          # words a newcomer tries for what other commands do: 'list' was "Did you mean 'lits'?", 'convert'
          # "Did you mean 'cover'?" (neither lists kinds or converts), 'kinds', 'new', 'next' were told nothing
          "list": _KINDS, "kind": _KINDS, "genre": _KINDS, "type": _KINDS,
          "convert": "gridsat solve PUZZLE --to FORMAT (url, text...; gridsat formats lists each kind's)",
          "new": "gridsat generate KIND --size RxC", "make": "gridsat generate KIND --size RxC",
          "create": "gridsat generate KIND --size RxC",
          "step": "gridsat hint PUZZLE", "next": "gridsat hint PUZZLE", "explain": "gridsat hint PUZZLE",
          "run": "gridsat solve PUZZLE", "show": "gridsat solve PUZZLE --to text (or --png FILE)",
          "gridsat": "the program's name is typed once: gridsat COMMAND ... (gridsat solve PUZZLE, not gridsat "
                     "gridsat solve PUZZLE)"}


def _verb_command(message: str, ctx, args=()) -> str | None:
    """click's "No such command 'count'." at the top (``gridsat count PUZZLE``, ``gridsat check``, ``gridsat
    play``): the README says gridsat counts, checks and draws; said which command and option do it (None for
    any other word)."""
    m = re.fullmatch(r"No such command '(.+)'\.(?: Did you mean .*)?", message.strip())
    if m is None or ctx is None or ctx.parent is not None:
        return None
    word = m.group(1)
    doing = _VERBS.get(word.lower().removesuffix("s")) or _puzzle_first(word)
    if doing is not None and "gridsat hint" in doing:  # `gridsat check HEYAWAKE-URL`: not to hint, which refuses it
        from .elsewhere import _kind_given, _without_hints

        doing = _without_hints(doing, _kind_given(args)) or doing
    return None if doing is None else f"No such command {shown(word)}: {doing}"


def _puzzle_first(word: str) -> str | None:
    """A puzzle typed where the command goes (``gridsat 'https://puzz.link/p?...'``, ``gridsat puzzle.txt``,
    what a newcomer pasting a URL does first): said which command takes it (click named the URL a command)."""
    import os
    import shlex

    from ..puzzles.kinds import puzzle_endings

    lowered = word.lower()
    if os.path.isdir(word):
        return f"a folder of puzzles goes after batch: gridsat batch {shlex.quote(word)} --out results.jsonl"
    if ("://" in word or lowered.startswith(("puzz.link/", "pzv.jp/", "pzprxs.vercel.app/"))
            or lowered.endswith(tuple(puzzle_endings())) or os.path.isfile(word) or word == "-"):  # '-': stdin
        return f"a puzzle goes after a command: gridsat solve {shlex.quote(word)}"
    return None


#: The words a user writes as an option for a command's one argument (its metavar): ``--date 10-06``,
#: ``--puzzle FILE``, ``--url URL``, ``generate --kind yinyang``.
_ARGUMENT_WORDS = {"PUZZLE": {"puzzle", "file", "url", "input", "path"}, "DATE": {"date", "day"},
                   "PATH": {"path", "paths", "file", "files", "folder", "dir", "input"},
                   "KIND": {"kind", "genre", "type"}}


def _unnamed_argument(message: str, ctx) -> str | None:
    """click's "No such option: --date (Possible options: --dask, --place, --steps)" when the option names the
    command's argument, which takes no option name: said so, with the command to type (None otherwise)."""
    m = re.fullmatch(r"No such option: (--?([A-Za-z][\w-]*))(?:[ .:].*)?", message.strip())  # (': CMD does
    # not take it, though other commands do': an option of another command)
    if m is None or ctx is None:
        return None
    word = {"k": "kind"}.get(m.group(2), m.group(2).lower())  # -k is --kind wherever a command takes it
    if callable(getattr(ctx.command, "list_commands", None)):  # a group: `gridsat generate --kind yinyang`
        names = ctx.command.list_commands(ctx)
        if word not in _ARGUMENT_WORDS["KIND"] or not names:
            return _option_first(m.group(1), ctx, names)
        return (f"No such option: {m.group(1)}; the kind is a command of its own, without an option name: "
                f"{ctx.command_path} KIND (one of {', '.join(names)})")
    taken = [p for p in getattr(ctx.command, "params", ()) if getattr(p, "param_type_name", "") == "argument"]
    if len(taken) != 1:
        return None
    metavar = (taken[0].metavar or taken[0].name or "").strip("[]. ").upper()
    if word not in _ARGUMENT_WORDS.get(metavar, {metavar.lower()}):
        return None
    return (f"No such option: {m.group(1)}; {metavar} is given alone, without an option name: "
            f"{ctx.command_path} {metavar} [OPTIONS]")


def _option_first(option: str, ctx, names: list) -> str | None:
    """A command's option typed before the command (``gridsat -t 2 solve PUZZLE``): click said only "No such
    option: -t"; said that it goes after the command, naming those that take it (None for an option no command
    has, a typo click suggests a spelling for)."""
    having = [name for name in names
              if any(option in getattr(p, "opts", ()) for p in getattr(ctx.command.get_command(ctx, name),
                                                                         "params", ()))]
    if not having:
        return None
    which = having[0] if len(having) == 1 else "COMMAND"
    return (f"No such option: {option} before the command; a command's options go after it: "
            f"{ctx.command_path} {which} ... {option}")


#: A bound typer's validation states, in words a user reads ("Input should be greater than or equal to 1").
_BOUNDS = {"greater than or equal to": "at least", "greater than": "more than", "less than or equal to": "at most",
           "less than": "less than"}


def _number(message: str, param, args: list) -> str:
    """A number option's refusal in plain words, with the value given: typer's validation said "Input should
    be a valid integer, unable to parse string as an integer" (a user asked what parsing a string meant), and
    "Input should be greater than or equal to 1" of ``-n 0``, naming no value."""
    m = re.search(r"Input should be a valid (integer|number)\b.*$", message)
    bound = re.search(r"Input should be ((?:greater|less) than(?: or equal to)?) (\S+?)\.?$", message)
    if (m is None and bound is None) or param is None:
        return message
    given, short = _given(param, args)
    from ..core.errors import shown

    if bound is not None:
        said = f"must be {_BOUNDS[bound.group(1)]} {bound.group(2)}"
        if given is not None:  # a number as typed, anything else quoted
            said += f", got {given if re.fullmatch(r'[-+]?[0-9]+', given) else shown(given)}"
        return message[:bound.start()] + said
    what = "a whole number" if m.group(1) == "integer" else "a number"
    if given is None:
        return message[:m.start()] + f"not {what}"
    said = f"{shown(given)} is not {what}"
    if short is not None and given.startswith("="):
        said += f" (a short option takes its value after a space: {short} {given[1:]})"
    unit = re.fullmatch(r"\s*([-+]?[0-9]*\.?[0-9]+)\s*([a-zA-Z]{1,7})\s*", given)
    flag = next((o for o in getattr(param, "opts", ()) if o.startswith("--")), "")
    own = _UNITS.get(flag)
    if unit is not None and short is None and own is not None:  # '-t 1s', '--memory-limit 1GB': the option's unit
        same = unit.group(2).lower() in own[1] and float(unit.group(1)) > 0  # '-t -1s' was shown '-t -1' to write,
        said += (f" (write the number alone, without {unit.group(2)!r}: {flag} {unit.group(1)})" if same else  # then
                 f" (write a positive number of {own[0]} alone)")  # refused for not being positive
    return message[:m.start()] + said


#: The unit of a number option, and how a user may write it after the number ('-t 1s').
_UNITS = {"--time-limit": ("seconds", ("s", "sec", "secs", "second", "seconds")),
          "--total-time": ("seconds", ("s", "sec", "secs", "second", "seconds")),
          "--memory-limit": ("GB", ("g", "gb", "gib"))}


#: A number as a person writes one: digits, a decimal point, an exponent (Python's float() also reads ``1_000``,
#: and typer's validation ``1.0`` as a whole number: a typo read as a number the user never meant).
_WHOLE = re.compile(r"[-+]?[0-9]+")
_REAL = re.compile(r"[-+]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|inf(?:inity)?|nan)", re.IGNORECASE)


def number_type(param):
    """``int`` or ``float`` for an option typer reads as a number (None for others)."""
    annotation = getattr(getattr(param, "type_descriptor", None), "annotation", None)  # typer 0.2x
    if annotation in (int, float):
        return annotation
    return {"integer": int, "float": float}.get(getattr(getattr(param, "type", None), "name", None))


def check_number(param, given, ctx=None) -> None:
    """Refuse a number option's value (the text ``given``; None or a list: nothing to check; ``ctx``: its
    command's click context) not written as a number of its type, too small to be told from 0 (``-t 1e-400``
    said "got 0.0"), or past a float's range (``-t 1e400`` said "got inf").

    Raises:
        typer.BadParameter: typer's words for a number it cannot read (:func:`plain` names the value:
            ``"'1.0' is not a whole number"``), ``"'1e-400' is too small to tell from 0"`` or ``"'1e400' is past the
            largest number (about 1.8e308)"``.
    """
    kind = number_type(param)
    if kind is None or not isinstance(given, str):
        return
    said = None
    if kind is int and not _WHOLE.fullmatch(given.strip()):
        said = "Input should be a valid integer"  # said plainly, with the value, as typer's own refusal (plain)
    elif kind is float and not _REAL.fullmatch(given.strip()):
        said = "Input should be a valid number"
    elif kind is float and float(given) == 0 and re.search(r"[1-9]", re.split("[eE]", given)[0]):
        from ..core.errors import shown

        said = f"{shown(given)} is too small to tell from 0"
    elif kind is float and abs(float(given)) == float("inf") and "inf" not in given.lower():
        from ..core.errors import shown  # read as inf, it was quoted "got inf", a word never typed

        said = f"{shown(given)} is past the {'smallest' if float(given) < 0 else 'largest'} number (about " \
               f"{'-' if float(given) < 0 else ''}1.8e308)"
    if said is not None:
        import typer

        raise typer.BadParameter(said, ctx=ctx, param=param)


def _given(param, args: list) -> tuple:
    """The value the command line gave ``param`` (the last; None when not found), and the short flag it was run
    into ('-tx'), if it was."""
    given, short = None, None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        for flag in getattr(param, "opts", ()):
            if arg == flag and i + 1 < len(args):
                given = args[i + 1]
            elif flag.startswith("--") and arg.startswith(flag + "="):
                given = arg[len(flag) + 1:]
            elif not flag.startswith("--") and arg.startswith(flag) and len(arg) > len(flag):
                given, short = arg[len(flag):], flag  # click reads '-tx' and '-t=5' as -t given 'x' and '=5'
    return given, short


__all__ = ["check_number", "number_type", "plain"]


def _own_options(ctx) -> set:
    return {o for p in getattr(ctx.command, "params", ()) for o in getattr(p, "opts", ())}


def _one_dash(args: list, ctx) -> str | None:
    """A command's long option written with one dash (``-json``, ``-unique``, ``-png x.png``): click read it as
    short options, "-j: gridsat solve does not take it, though other commands do" or "Invalid value for
    '--solutions' / '-n': not a whole number" (``-u`` then ``-n ique``); said to write two dashes (None
    otherwise)."""
    if ctx is None or not args:
        return None
    own = _own_options(ctx)
    dashed = next((a for a in args if isinstance(a, str) and re.fullmatch(r"-[A-Za-z][\w-]+", a)
                   and "-" + a in own), None)
    return None if dashed is None else f"No such option: {dashed}: a long option takes two dashes: -{dashed}"


#: Option names a newcomer tries for a picture (``--output answer.png``: click offered "--count").
_PICTURE_WORDS = {"--output", "--out", "-o", "--picture", "--image", "--img", "--pic", "--draw", "--save"}


def _newcomer_option(message: str, args: list, ctx) -> str | None:
    """click's "No such option" for two things a newcomer types: a long name with one dash (``-json`` was told
    "-j: gridsat solve does not take it, though other commands do"), and a picture asked for by another name
    (``--output answer.png`` was offered "--count", ``--image answer.png`` nothing): said what to type (None
    otherwise)."""
    m = re.match(r"No such option: (--?[A-Za-z][\w-]*)", message.strip())
    if m is None or ctx is None or not args:
        return None
    name = m.group(1)
    own = _own_options(ctx)
    if name not in _PICTURE_WORDS:
        return None
    at = [i for i, a in enumerate(args) if a == name or (isinstance(a, str) and a.startswith(name + "="))]
    value = (args[at[0]].partition("=")[2] or (args[at[0] + 1] if at[0] + 1 < len(args) else "")) if at else ""
    ending = value.lower().rpartition(".")[2] if "." in value else ""
    picture = f"--{ending}" if ending in ("png", "svg") else None
    if picture in own:
        return f"No such option: {name}: a picture is drawn with {picture} FILE ({picture} {value})"
    if name not in ("--output", "--out", "-o") and "--png" in own:
        return f"No such option: {name}: a picture is drawn with --png FILE or --svg FILE"
    return None
