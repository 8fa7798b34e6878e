"""Options a user gives one command that belong to another: where they are, for the one-line refusal."""

from __future__ import annotations

#: Options a user may give a solving command that belong to another command: where they are.
ELSEWHERE = {"--hint": "the next step and why: gridsat hint PUZZLE",
             "--explain": "the next step and why: gridsat hint PUZZLE", "--steps": "every step: gridsat hint PUZZLE "
             "--steps", "--position": "steps from a position: gridsat hint PUZZLE --position FILE",
             "--grade": "how hard a puzzle is: gridsat grade PUZZLE",
             "--check": "every answer printed is already checked by an independent checker; your own position's "
                        "mistakes: gridsat hint PUZZLE --position FILE"}


#: What `gridsat batch` without its folder or its results file is told (click said "Missing argument 'PATH'."
#: and "Missing option '--out' / '-o'." alone, where `gridsat nurikabe` alone is told what goes there).
BATCH_MISSING = {
    "Missing argument 'PATH'.": "Missing argument 'PATH': the puzzles to solve, as files, folders or .jsonl "
                                "collections (e.g. gridsat batch examples/batch --out results.jsonl)",
    "Missing option '--out' / '-o'.": "Missing option '--out' / '-o': the results file, one JSON line a puzzle, "
                                      "that a run given it again resumes (e.g. --out results.jsonl)"}


def elsewhere() -> dict:
    """:data:`ELSEWHERE` with every kind's own options that belong to its command (``Kind.elsewhere``)."""
    from ..puzzles.kinds import get, names

    found = dict(ELSEWHERE)
    for name in names():
        found.update(get(name).elsewhere)
    return found


def _missing_puzzle(name: str, ctx) -> str:
    """What goes in the missing argument ``name`` for the kind of the command or of its ``--kind``: `gridsat
    dominofit` and `gridsat hint --kind calendar` were told of "a puzz.link URL in quotes", which they refuse
    (the calendar takes a DATE), and `gridsat cover` said "Missing argument 'FILE'." alone."""
    from ..puzzles.kinds import get, names

    command = getattr(ctx, "info_name", None)
    kind = command if command in names() else (getattr(ctx, "params", None) or {}).get("kind")
    kind = get(kind) if isinstance(kind, str) and kind in names() else None
    said = f"Missing argument '{name}': your puzzle, as "
    try_some = "the README's examples/ folder has some to try"
    if kind is not None and kind.argument.missing:  # the kind's own argument (the calendar's DATE)
        return said + f"{kind.argument.missing} ({try_some})"
    if kind is not None and kind.hint_puzzle:  # what hint takes of a kind built from options (a packing's file)
        return said + kind.hint_puzzle
    if kind is not None and not any("URL" in r for r in kind.reads):
        return said + f"a file's name or - for standard input ({kind.title} reads no URLs; {try_some})"
    return said + f"a file's name, a puzz.link URL in quotes, or - for standard input ({try_some})"


def _long_options(command) -> set:
    """Every option name of ``command`` and of the commands under it (``gridsat generate yinyang``)."""
    found = {o for p in getattr(command, "params", ())
             for o in (*getattr(p, "opts", ()), *getattr(p, "secondary_opts", ()))}
    for sub in (getattr(command, "commands", None) or {}).values():
        found |= _long_options(sub)
    return found


def message(exc, ctx) -> str:
    """click's refusal ``exc``, its unrelated guesses left out for an option other commands take: ``gridsat cover
    --png`` said "No such option: --png (Possible options: --engine, --log)", as if a picture were one of those,
    and ``gridsat calendar --forced`` (no guess) no more than "No such option: --forced"."""
    text = exc.format_message()
    if text in ("Missing argument 'PUZZLE'.", "Missing argument 'FILE'."):  # a newcomer's first `gridsat nurikabe`
        return _missing_puzzle(text[18:-2], ctx)  # what goes there, not its name
    if text in BATCH_MISSING and getattr(ctx, "info_name", None) == "batch":  # said no more than its name
        return BATCH_MISSING[text]
    name = getattr(exc, "option_name", None)
    if not name or ctx is None or not text.startswith("No such option"):
        return text
    if name in elsewhere():  # where it is follows; click's guesses ("--check": "--help") only when one extends it
        near = [p for p in getattr(exc, "possibilities", None) or () if p.startswith(name)]
        return text if near else f"No such option: {name}"
    import typer.main

    from . import build_app

    every = typer.main.get_command(build_app())
    if name not in _long_options(every):  # every command's (one is loaded)
        return text  # a typo: click's close matches are the help
    if all(name not in _long_options(sub) for sub in every.commands.values()):  # gridsat's own: --version
        return (f"No such option: {name}: it is gridsat's own option, not {ctx.command_path}'s: run 'gridsat {name}' "
                "alone")
    own = _long_options(ctx.command)
    spelled = sorted({o for o in _spellings(every, name) if o.startswith("--") and o in own})
    if spelled:  # `gridsat calendar -j 2` said calendar "does not take it", though it takes --jobs
        return f"No such option: {name}: {ctx.command_path} takes it only as {' or '.join(spelled)}"
    takers = _takers(every, name, "gridsat")
    from ..puzzles.kinds import get, names

    if name in ("-u", "--unique") and getattr(ctx.parent, "info_name", None) == "generate" \
            and ctx.info_name in names() and get(ctx.info_name).generator().proves({}):  # (it named solve's -u)
        return f"No such option: {name}: every puzzle {ctx.command_path} makes is proven unique before it is given"

    if ctx.info_name in names():  # solve sends this kind's puzzle to the same rules, which refuse it there too
        refusing = {"gridsat solve"} | (set() if get(ctx.info_name).explains else {"gridsat hint", "gridsat grade"})
        takers = [t for t in takers if t not in refusing]  # (`norinori P --distinct` was pointed at solve)
    # `gridsat solve DOMINOFIT-FILE --rule cell` was told "though other commands do", naming none of them
    others = "" if not takers else f"; {', '.join(takers)} {'does' if len(takers) == 1 else 'do'}" \
        if len(takers) <= 3 else ", though other commands do"
    return f"No such option: {name}: {ctx.command_path} does not take it{others}"


def _takers(command, name: str, path: str) -> list:
    """The commands under ``command`` (its path ``path``) taking option ``name``: not ``gridsat generate`` itself."""
    subs = getattr(command, "commands", None) or {}
    if not subs:
        return [path] if name in _long_options(command) else []
    return [taker for n, sub in subs.items() for taker in _takers(sub, name, f"{path} {n}")]


def _spellings(command, name: str) -> set:
    """Every name of the options that other commands under ``command`` spell ``name`` (``-j``: ``--jobs``)."""
    found = {o for p in getattr(command, "params", ()) if name in getattr(p, "opts", ()) for o in p.opts}
    for sub in (getattr(command, "commands", None) or {}).values():
        found |= _spellings(sub, name)
    return found


def where_else(exc, ctx, args=()) -> str:
    """What follows click's refusal ``exc``: where an option of another command is (not when this command has
    one that extends it, as batch's --check-answer does --check), then the command's help (``args``: the
    command line, for a refusal of click's parser, which has no context)."""
    hint = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
    from .usage import _one_dash

    if _one_dash(list(args), ctx):  # '-png': said as --png, not as pack's -p, which click read
        return hint
    name = getattr(exc, "option_name", None) or ""
    engine = _engine_meant(name, ctx, args)
    if engine:
        return f"; {engine}{hint}"
    if name == "--grade" and getattr(getattr(ctx, "parent", None), "info_name", None) == "generate":
        return f"; {_no_grade_made(ctx)}{hint}"
    other = elsewhere().get(name)
    other = None if any(p.startswith(name) for p in getattr(exc, "possibilities", None) or ()) else other
    if other and name in ELSEWHERE and ctx is not None:  # `pack --steps`: what PUZZLE is for that kind
        kind = (_kind_given(args) if ctx.info_name in ("solve", "hint", "grade") else None) or ctx.info_name
        given = _given_puzzle(ctx, args, kind)
        other = (_without_hints(other, kind) or _without_hints(other, _file_kind(ctx, given, kind))
                 or _puzzle_named(other, ctx.info_name, given))
    if ctx is None:  # click's parser: 'calendar DATE --steps' (--layout's, N) said "requires an argument" alone
        command = next((f"gridsat {a} " for a in args if not a.startswith("-")), None)
        wanted = "requires an argument" in exc.format_message()
        words = [a for a in args if isinstance(a, str) and not a.startswith("-")]
        given = _own_word(words[1], words[0]) if len(words) == 2 and words[0] in _kind_names() \
            and not _reads_settings(_command_of(words[0]), args, words[0]) else None
        other = other.replace("PUZZLE", given, 1) if other and given else other
        told = other and command and command not in other and wanted \
            and command != "gridsat generate "  # its --grade is its own: 'generate yinyang --grade' was sent to grade
        return f"; {other}" if told else _value_wanted(name, args) if wanted else ""
    own = f"gridsat {ctx.info_name} PUZZLE --"
    if other and f"gridsat {ctx.info_name} " in other and own in elsewhere().get(name, ""):  # `gridsat hint FILE
        # --check`: said no more than "No such option: --check", where every other command is pointed at hint's
        # --position FILE
        return f"; {elsewhere()[name].replace(own[:-2], '')}{hint}"
    return f"; {other}{hint}" if other and f"gridsat {ctx.info_name} " not in other else hint


def _no_grade_made(ctx) -> str:
    """Why ``gridsat generate KIND --grade`` (``ctx``) is refused: the generators that take it, not hints' kinds."""
    from ..puzzles.kinds import get, names

    makers = [t.split()[-1] for t in _takers(_command_of(None), "--grade", "gridsat")
              if t.startswith("gridsat generate ")]
    graded = ctx.info_name in names() and get(ctx.info_name).explains
    then = "; the grade of a puzzle it made: gridsat grade PUZZLE" if graded else ""
    return f"{ctx.command_path} makes no puzzle of a chosen grade (generators that take --grade: {', '.join(makers)}" \
        f"){then}"


def _command_of(name: str | None):
    import typer.main

    from . import build_app

    every = typer.main.get_command(build_app())
    return every if name is None else (getattr(every, "commands", None) or {}).get(name)


def _kind_names() -> list:
    from ..puzzles.kinds import names

    return names()


def _value_wanted(name: str, args) -> str:
    """What follows click's "Option '--grade' requires an argument." (its parser gives no context): the value's
    name and the help that lists its choices (it said no more, where --grade takes one of four words)."""
    import typer.main

    from . import build_app

    command, path = typer.main.get_command(build_app()), ["gridsat"]
    for arg in args:
        sub = (getattr(command, "commands", None) or {}).get(arg) if isinstance(arg, str) else None
        if sub is None:
            break
        command, path = sub, path + [arg]
    option = next((p for p in getattr(command, "params", ()) if name in (*p.opts, *p.secondary_opts)), None)
    metavar = getattr(option, "metavar", None) or ""
    return f" ({metavar + ': ' if metavar else ''}see '{' '.join(path)} --help')" if option is not None else ""


def _engine_meant(name: str, ctx, args) -> str | None:
    """Where the engine ``-e NAME`` meant is chosen, when NAME is one of an engine's and the command takes
    ``--engine``: ``gridsat nurikabe URL -e cpsat`` was told that an edition is the calendar's."""
    from ..puzzles.kinds import get, names

    args = [a for a in args if isinstance(a, str)]
    if name != "-e" or ctx is None or "-e" not in args[:-1]:
        return None
    value = args[args.index("-e") + 1]
    kinds = [ctx.info_name] if ctx.info_name in names() else names()  # `pack -e search`: not pack's
    engines = {e for n in kinds for e in get(n).engines}
    takes = {o for p in getattr(ctx.command, "params", ()) for o in getattr(p, "opts", ())}
    owner = next(((n, s.name) for n in names() for s in (*get(n).stage("read"), *get(n).stage("run"))
                  if "-e" in s.flags), None)  # the kind declaring -e (no kind named here)
    if value not in engines or "--engine" not in takes or owner is None:
        return None
    return f"the solver is chosen with --engine (-e is the {owner[0]}'s {owner[1]}): --engine {value}"


#: The largest file :func:`_file_kind` reads to tell its kind (a larger one is not read for advice).
LARGEST_READ = 1 << 20


def _file_kind(ctx, given: str | None, kind) -> str | None:
    """The kind of the file ``given`` (shell-quoted) to solve, hint or grade with no kind named: ``gridsat solve
    HEYAWAKE-FILE --hint`` was pointed at ``gridsat hint HEYAWAKE-FILE``, which then refused Heyawake."""
    from ..puzzles.kinds import names

    if given is None or kind in names() or ctx.info_name not in ("solve", "hint", "grade"):
        return None
    return _detected(given)


def _detected(given: str | None) -> str | None:
    """The kind of the file ``given`` (shell-quoted, maybe with ``--kind KIND``) holds, if small; else None."""
    import os
    import shlex

    from ..puzzles.kinds import detect

    if given is None:
        return None
    try:
        path = shlex.split(given)[0]
        if os.path.getsize(path) > LARGEST_READ:
            return None
        with open(path, encoding="utf-8", errors="replace") as file:
            found = detect(file.read())
    except (OSError, ValueError):
        return None
    return getattr(found, "name", None)


def _kind_given(args) -> str | None:
    """The kind ``-k``/``--kind`` names on the command line ``args`` (``gridsat solve -k heyawake URL --hint``), or
    else that of a puzz.link URL among them (``gridsat solve HEYAWAKE-URL --hint``)."""
    from ..formats.puzzlink import looks_like_url, url_genre
    from ..puzzles.genres import genre_names

    args = [a for a in args if isinstance(a, str)]
    for i, arg in enumerate(args):
        if arg in ("-k", "--kind") and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--kind="):
            return arg[7:]
    urls = [a for a in args if "\n" not in a and looks_like_url(a.strip())]
    return genre_names().get((url_genre(urls[0].strip()) or "").lower()) if len(urls) == 1 else None


def _without_hints(other: str, command) -> str | None:
    """For a kind with no hints, what replaces advice to use ``gridsat hint``/``grade``: ``gridsat heyawake URL
    --hint`` pointed at ``gridsat hint PUZZLE``, which then refused Heyawake, and ``--check`` at ``hint --position``
    for a kind that cannot take a position."""
    from ..puzzles.kinds import get, names

    if command not in names() or get(command).explains or "gridsat hint" not in other and "gridsat grade" not in other:
        return None
    from ..puzzles.explaining import hinting_kinds
    from .usage import OWN_ANSWER

    checked = f"every answer printed is already checked by an independent checker; {OWN_ANSWER}; " \
        if "checked" in other else ""
    return f"{checked}{get(command).title} has no hints, grades or position checks yet (kinds with them: " \
        f"{hinting_kinds()})"


def _puzzle_named(other: str, command, given: str | None = None) -> str:
    """``other`` with what ``gridsat hint PUZZLE`` takes for the kind of ``command`` (its ``hint_puzzle``), where
    that is not what the command itself reads: ``gridsat pack -b 3x20 --steps`` pointed at ``gridsat hint PUZZLE
    --steps``, and ``gridsat hint 3x20`` then refused the board.  Else PUZZLE is the puzzle ``given`` (shell-quoted)
    where the command line gave one: ``gridsat nurikabe URL --hint`` was pointed at ``gridsat hint PUZZLE``."""
    from ..puzzles.kinds import get, names

    said = get(command).hint_puzzle if command in names() else None
    if said and given and _detected(given) == command:  # `gridsat pack PACK.json --steps`: the packing file given
        return other.replace("PUZZLE", given.removesuffix(f" --kind {command}"), 1)
    if said and "PUZZLE" in other:
        return f"{other} (PUZZLE {said})"
    return other.replace("PUZZLE", given, 1) if given else other


#: The longest puzzle :func:`_given_puzzle` writes into advice (a longer one stays PUZZLE).
LONGEST_GIVEN = 300


def _given_puzzle(ctx, args, kind: str | None) -> str | None:
    """The puzzle on the command line ``args`` of ``ctx``'s command, shell-quoted: its one argument that is no
    option's value, where it is a URL or a file (not standard input, not a word such as a date) of ``kind`` (a
    kind's name), followed by ``--kind KIND`` for a file (a grid without its kind's line above it is read by the
    kind's command, not by ``hint``) or where ``--kind`` was given; a file given to solve, hint or grade of no kind
    named; else None (a genre gridsat does not solve)."""
    import os
    import shlex

    from ..formats.puzzlink import looks_like_url
    from ..puzzles.kinds import names

    args = [a for a in args if isinstance(a, str)]
    takes = {o for p in getattr(ctx.command, "params", ()) if not getattr(p, "is_flag", True)
             for o in (*getattr(p, "opts", ()), *getattr(p, "secondary_opts", ())) if o.startswith("-")}
    start = args.index(ctx.info_name) + 1 if ctx.info_name in args else 0
    given, value = [], False
    for arg in args[start:]:
        if value or arg.startswith("-") and arg != "-":
            value = not value and arg in takes
            continue
        given.append(arg)
    if len(given) != 1 or len(given[0]) > LONGEST_GIVEN or "\n" in given[0]:
        return None
    puzzle, named = given[0], any(a in ("-k", "--kind") or a.startswith("--kind=") for a in args)
    if kind not in names():  # a file given to solve, hint or grade: detected there as here (a URL: not solved)
        detected = ctx.info_name in ("solve", "hint", "grade") and os.path.isfile(puzzle)
        return shlex.quote(puzzle) if detected else None
    if not (looks_like_url(puzzle.strip()) or os.path.isfile(puzzle)):
        return None if _reads_settings(ctx.command, args, kind) else _own_word(puzzle, kind)
    return shlex.quote(puzzle) + (f" --kind {kind}" if named or not looks_like_url(puzzle.strip()) else "")


def _reads_settings(command, args, kind: str) -> bool:
    """Whether ``args`` give ``command`` one of the kind's reading settings (a calendar's ``-e weekday``), which
    ``hint`` takes only from a puzzle file: the date alone would name another puzzle."""
    from ..puzzles.kinds import get

    read = {s.name for s in get(kind).stage("read")}
    opts = {o for p in getattr(command, "params", ()) if p.name in read for o in (*p.opts, *p.secondary_opts)}
    return any(isinstance(a, str) and a.split("=")[0] in opts for a in args)


def _own_word(word: str, kind: str) -> str | None:
    """``word`` with ``--kind KIND`` where the kind's command reads it as its puzzle (a calendar's DATE), as ``hint``
    takes it; else None.  `gridsat calendar 2026-10-06 --steps` was pointed at "gridsat hint PUZZLE --steps", and
    `gridsat hint 2026-10-06 --steps` then refused the date without --kind calendar."""
    import shlex

    from ..puzzles.kinds import Kind, get

    found = get(kind)
    if type(found).build is Kind.build:  # files and URLs only
        return None
    try:
        found.build(word, {})
    except Exception:  # noqa: BLE001 - a word the kind does not read is no puzzle to name
        return None
    return f"{shlex.quote(word)} --kind {kind}"


__all__ = ["ELSEWHERE", "elsewhere", "message", "where_else"]


def file_as_kind(message: str, args) -> str | None:
    """"unknown kind 'yinyang.txt'" where the word is a puzzle file (``gridsat formats yinyang.txt``, ``gridsat solve
    -k yinyang.txt``), said to be a file, with the kind it holds; else None."""
    import os
    import shlex

    from ..core.errors import quoted

    for arg in args:
        said = f"unknown kind {quoted(arg)}"
        if not (isinstance(arg, str) and message.startswith(said + " (") and " (kinds: " in message):
            continue
        kinds = message[message.index(' (kinds: '):]
        batch = f"; gridsat batch {shlex.quote(arg)} --out results.jsonl solves its puzzles"
        if os.path.isdir(arg):  # 'formats levels' was "unknown kind 'levels'", the folder unsaid
            return f"{said}: that is a folder, not a kind{batch}{kinds}"
        if os.path.isfile(arg) and arg.endswith((".jsonl", ".jsonl.gz")):  # a collection: no one puzzle's kind
            return f"{said}: that is a collection of puzzles, not a kind{batch}{kinds}"
        if os.path.isfile(arg):  # its 'did you mean' left out: the file, not its name, says the kind
            kind = _detected(shlex.quote(arg))
            held = f"; it holds a {kind} puzzle, whose kind is {kind!r}" if kind else ""
            return f"{said}: that is a file, not a kind{held}{kinds}"
    return None

