"""``gridsat KIND``: one subcommand per registered kind, built from its declaration.

The options come from the kind (:class:`~gridsat.puzzles.contract.Kind`):
its argument, its settings (read and run stage), the tasks it supports
(``--unique``, ``-n``, ``--count``, ``--limit``, ``--forced``,
``--distinct``), its engines, the shared solver options it takes, its
writers (``--to``), its modes (``--year``...), pictures, and the CP-SAT
model's ``--model-stats`` / ``--export-model``.  No kind is named here.
"""

from __future__ import annotations

import sys

from ..core.errors import PuzzleInputError, counted, printable
from . import common, stopped_by
from ..render.styled import literal_name
from .options import SOLVER, given_names, kind_options, refuse_empty
from .timed_reading import UNREAD, unknown_if_reading_runs_out, unread_task


def kind_command(kind):
    """The typer command function of ``kind`` (its signature is the
    declaration's options, :func:`~gridsat.cli.options.kind_options`; it
    calls :func:`run_command`)."""
    from .typed import command

    opts = kind_options(kind)
    return command(lambda values: run_command(kind, values, opts), opts, f"{kind.name}_command",
                   f"{kind.title}: {kind.summary}." + (f"\n\n{kind.notes}" if kind.notes else ""))


def _flag(kind, name: str) -> str:
    """How the command line spells option ``name``."""
    if name == "argument":
        return kind.argument.words
    try:
        return kind.setting(name).option
    except KeyError:
        return {"as_json": "--json", "solutions": "--solutions"}.get(name, "--" + name.replace("_", "-"))


def run_command(kind, values: dict, opts: list) -> None:
    """Carry out one ``gridsat KIND`` command line (see the module
    docstring): ``values`` by option name, ``opts`` the command's options
    (:func:`~gridsat.cli.options.kind_options`)."""
    refuse_empty(values, opts)
    writes = {"--png": values.get("png"), "--svg": values.get("svg"), "--out": values.get("out"),
              "--export-model": values.get("export_model")}
    if any(writes.values()):  # (only then: a plain solve need not import pathlib)
        from ..core.files import refuse_overwriting

        refuse_overwriting([v for v in values.values() if isinstance(v, str)], writes)  # argument, edition, pieces
    defaults = {opt.name: opt.default for opt in opts}
    options = common.solver_options(**{name: values.get(name, defaults.get(name)) for name in SOLVER
                                       if name in values})
    given = given_names(values, defaults)
    for mode in kind.modes:
        if mode.trigger.name in given:
            return run_mode(kind, mode, values, given, options)
    if "out" in given:
        modes = ", ".join(m.trigger.option for m in kind.modes if m.out)
        raise PuzzleInputError(f"--out does not apply to one puzzle (it is for {modes})")
    for setting in kind.stage("mode"):
        if setting.name in given:
            raise PuzzleInputError(f"{setting.option} goes with {_modes_taking(kind, setting.name)}")
    writer = chosen_writer(kind, values.get("to"), given)  # first: what solves nothing takes no task to advise on
    model_asked(kind, given)  # refuses what does not go with building the model unsolved
    task = common.make_task(count=values.get("count", False), solutions=values.get("solutions", 1),
                            unique=values.get("unique", False), forced=values.get("forced", False),
                            limit=values.get("limit"), distinct=values.get("distinct", False),
                            engine=values.get("engine", "auto"), options=options, offered=kind.tasks)
    read = {s.name: values[s.name] for s in kind.stage("read") if s.name in given}  # a file refuses each one
    run = {s.name: values[s.name] for s in kind.stage("run")}
    kind.check(task, run)  # a bad task, engine or setting fails before the puzzle is read
    from ..core.reading import noting_reads
    unsolved = writer is not None or values.get("model_stats") or values.get("export_model")
    with unknown_if_reading_runs_out(values.get("as_json", False), kind.name, unread_task(None if unsolved else task),
                                     **UNREAD), noting_reads() as noted:
        puzzle = build(kind, values.get("argument"), read, options.deadline, options.memory_limit)
    if any(writes.values()):  # and the files the puzzle named: 'pack P.json --export-model MASK' replaced its board
        from ..core.files import refuse_overwriting

        refuse_overwriting(noted, writes)
    for note in kind.notices(puzzle):
        common.printer(stderr=True).print(f"note: {note}")
    if values.get("model_stats") or values.get("export_model"):
        return show_model(kind, puzzle, task, run, values)
    if writer is not None:
        return write_puzzle(kind, writer, puzzle, task, run, values.get("as_json", False),
                            (values.get("png"), values.get("svg")))
    common.run_and_show(kind, puzzle, task, as_json=values.get("as_json", False), png=values.get("png"),
                        svg=values.get("svg"), settings=run)


def model_asked(kind, given: list) -> str | None:
    """``"model_stats"`` or ``"export_model"`` when ``given`` (option names) asks for the model of the rules,
    else None.

    Raises:
        PuzzleInputError: an option that does not go with building the model unsolved (a picture, a task,
            a solver setting), or a kind without a CP-SAT model."""
    model = next((o for o in ("model_stats", "export_model") if o in given), None)
    if model is not None and not kind.model_engine:
        raise PuzzleInputError(f"{_flag(kind, model)} does not apply to {kind.puzzles} (no CP-SAT model)")
    for name in ("png", "svg", "to", *TASKS, *UNSOLVED[1:]) if model else ():  # the engine picks the model
        if name in given:  # the model is built, not solved: no picture, no task, and no solver settings to pass on
            raise PuzzleInputError(f"{_flag(kind, name)} does not apply to {_flag(kind, model)} (it builds the "
                                   "CP-SAT model without solving it)")
    return model


#: What to do with the answers: the model of the rules is the same for each (refused when nothing is solved).
TASKS = ("count", "limit", "solutions", "unique", "forced", "distinct")
#: Solver options that only a search uses (refused when nothing is solved).
UNSOLVED = ("engine", "seed", "params", "log", "workers")


def chosen_writer(kind, name: str | None, given: list):
    """The writer ``--to NAME`` asks for (None without ``--to``), once the
    options ``given`` (names, as :func:`~gridsat.cli.options.given_names` lists them) all apply to it:
    a writer that prints one answer takes no listing or JSON, one that
    converts the puzzle without solving takes no solving option.  Shared by
    ``gridsat KIND`` and ``gridsat solve``.

    Raises:
        PuzzleInputError: an unknown format for ``kind`` (listing its
            formats), or the first given option that does not apply.
    """
    if not name:
        return None
    writer = kind.writer(name)
    why = ("it prints one answer in the pzprv3 file" if writer.answer else
           "it converts the puzzle without solving it")
    blocked = ("as_json", "solutions", "count", "forced", "unique", "png", "svg") if writer.answer else \
              ("unique", "count", "solutions", "forced", "limit", "distinct", *UNSOLVED,  # a picture: unsolved
               *(s.name for s in kind.stage("run")))  # Domino Fit's --objective was taken and never used
    for option in given:
        if option in blocked:
            raise PuzzleInputError(f"{_flag(kind, option)} does not apply to --to {writer.name} ({why})")
    return writer


def build(kind, argument, read: dict, deadline: float | None = None, memory_limit: int | None = None):
    """The kind's puzzle of the command line; a file or URL of another kind
    gets a pointer to that kind's command instead of a parser's message.
    Past ``deadline`` (the run's, ``time.perf_counter()`` seconds) reading
    stops with :class:`~gridsat.core.options.TimeUp`; a file whose reading
    would need more than ``memory_limit`` bytes is refused."""
    from ..core.options import TimeUp, reading_under

    try:
        with reading_under(deadline, memory_limit):  # -t covers reading: the run's clock started at the command's start
            return kind.build(argument, read)
    except PuzzleInputError as exc:
        if argument is None or (argument == "-" and _interactive_stdin()):
            raise
        from ..core.reading import read_puzzle_record
        from ..core.records import without_kind
        from ..puzzles.unreadable import elsewhere

        try:  # only to point to another kind's command: the kind's own message when that cannot be done in time
            with reading_under(deadline, memory_limit):  # other kinds' detection: it ran past -t, and read again
                text, _, recorded = read_puzzle_record(argument)  # (whole, a file the memory limit refused)
                # a record of another kind: said so, and pointed to that kind's command when it is the kind the
                # text is ('nurikabe' on {"kind": "slitherlink", ...} was told only "the puzzle says kind
                # 'slitherlink', not 'nurikabe'"); of this kind, its "kind" is named
                pointer = exc if recorded not in (None, kind.name) and _detected(text) != recorded else elsewhere(
                    exc, without_kind(text, recorded), argument, kind, record=recorded == kind.name)
        except (PuzzleInputError, TimeUp):
            raise exc from None
        raise pointer from None


def _detected(text: str) -> str | None:
    """The name of the kind ``text`` is detected as, if any."""
    from ..puzzles.kinds import detect

    try:
        return getattr(detect(text), "name", None)
    except TypeError:
        return None


def _interactive_stdin() -> bool:
    """Whether standard input is a terminal (reading it would wait for someone to type)."""
    import sys

    try:
        return sys.stdin is None or sys.stdin.isatty()
    except (AttributeError, ValueError, OSError):
        return True


def write_puzzle(kind, writer, puzzle, task, run: dict, as_json: bool, pictures: tuple = (None, None)) -> None:
    """``--to FORMAT``: the puzzle (with its answer, for an answer format) as text; ``pictures`` (``--png``,
    ``--svg`` paths) of a format without the answer draw the puzzle as read, unsolved (a designer's edited puzzle,
    for print: "--png does not apply to --to text" before), each "wrote" on stderr, away from the text."""
    result = None
    if writer.answer:
        result = kind.run(puzzle, task, **run)
        echo(writer.write(puzzle, result))
        if not result.solved:  # the file has no answer rows: say why, as the solving commands do
            from .stopped import what_stopped

            ended = common.verdict(result, timed=what_stopped(task.options))[-1]
            print(f"gridsat: {ended.replace('[bold]', '').replace('[/bold]', '')}: the {writer.name} file holds the "
                  "puzzle alone (no answer rows)", file=sys.stderr)
        raise SystemExit(result.exit_code())
    try:
        text = writer.write(puzzle, None)
    except PuzzleInputError as exc:  # "row 1, column 1: number 1296 is too large for a puzz.link URL" named no
        raise exc.at(f"--to {writer.name}") from None  # option: the file's cell is right, its format is not
    for path in common.write_pictures(puzzle._drawn, *pictures, task.options.deadline,
                                      memory_limit=task.options.memory_limit, board=puzzle):
        if not as_json:  # (as a solve's --json says nothing of its pictures)
            print(f"wrote {printable(str(path))} (the puzzle as read, unsolved)", file=sys.stderr)
    if as_json:
        payload = {"kind": kind.name, "format": writer.name}
        for size in ("rows", "cols"):
            if isinstance(getattr(puzzle, size, None), int):
                payload[size] = getattr(puzzle, size)
        payload["puzzle"] = text.rstrip("\n")
        common.print_json(payload)
    else:
        echo(text)
    raise SystemExit(common.exit_code(0))


def show_model(kind, puzzle, task, run: dict, values: dict) -> None:
    """``--model-stats`` / ``--export-model``: the CP-SAT model of the rules."""
    from pathlib import Path

    from ..core.files import atomic_write
    from ..core.options import TimeUp

    path = values.get("export_model")
    if path is not None and path.suffix.lower() not in (".pb", ".txt"):
        raise PuzzleInputError(f"--export-model file must end in .pb (binary) or .txt (text proto), got "
                               f"{str(path)!r}")
    if path is not None:  # (once the files the command reads are refused as outputs: that refusal says more)
        from .paths import refuse_model_over

        refuse_model_over(path, str(path))
    from dataclasses import replace

    task = replace(task, options=task.options.started())  # the deadline the model is built under, read below
    text = path is not None and path.suffix.lower() == ".txt"
    doing = "building"
    try:  # -t covers building, grouping and writing too: status unknown (exit 1), nothing written
        model = kind.model(puzzle, task, run)
        doing = "writing" if path is not None else "grouping by rule"
        stats = model.stats(task.options.check_time)  # (22 s for a 300x300 Yin-Yang)
        left = task.options.left()
        if path is not None and left is not None and left < model.export_seconds(text=text):
            raise TimeUp()  # CP-SAT's own export cannot be stopped once started
        data = model.export_bytes(text=text, check=task.options.check_time) if path is not None else None
    except TimeUp:
        said = f"the time limit ran out while {doing} the CP-SAT model; nothing was " + (
            "written" if path is not None else "shown")
        if values.get("as_json"):  # its object, as a time limit while the puzzle is read prints one (stdout was empty)
            common.print_json({"kind": kind.name, "model": None, "note": said})
        else:
            print(f"gridsat: {said} (give more time with -t)", file=sys.stderr)  # what to do, as reading's says
        raise SystemExit(1) from None
    if path is not None:
        atomic_write(path, lambda tmp: Path(tmp).write_bytes(data))
    if values.get("as_json"):
        common.print_json({"kind": kind.name, "model": stats, **({"wrote": str(path)} if path else {})})
        raise SystemExit(0)
    out = common.console()
    if values.get("model_stats"):
        from rich.table import Table

        table = Table(title=f"CP-SAT model: {counted(stats['variables'], 'variable')}, "
                            f"{counted(stats['constraints'], 'constraint')}")
        for column in ("rule", "variables", "constraints", "by type"):
            table.add_column(column, justify="right" if column in ("variables", "constraints") else "left")
        for rule in stats["rules"]:
            kinds = ", ".join(f"{n:,} {t}" for t, n in rule["types"].items())
            table.add_row(rule["rule"], f"{rule['variables']:,}", f"{rule['constraints']:,}", kinds)
        out.print(table)
    if path is not None:
        out.print(f"wrote {literal_name(str(path))} ({counted(stats['variables'], 'variable')}, "
                  f"{counted(stats['constraints'], 'constraint')})")
    raise SystemExit(0)


def run_mode(kind, mode, values: dict, given: list, options) -> None:
    """A mode of ``kind`` (``--year``, ``--census``...): refuse what does not
    go with it, run it with a progress bar, print its report."""
    for name in given:
        used = "json" if name == "as_json" else name
        if name != mode.trigger.name and used not in mode.uses and not (name == "argument" and mode.argument):
            # the modes it goes with said ('--design B --use NAMES' was told no more than that --use did not apply)
            mine = any(s.name == used and s.stage == "mode" for s in kind.settings)  # a mode's own setting
            picture = used in ("png", "svg")  # '--year --png' was told only no: a heat map is --census's
            goes = _modes_taking(kind, used, but=mode) if mine or picture else ""
            raise PuzzleInputError(f"{_flag(kind, name)} does not apply to {mode.trigger.option}"
                                   + (f" (it goes with {goes})" if goes else ""))
    for setting, other, why in mode.apart:
        if setting in given and other in given:
            raise PuzzleInputError(f"{_flag(kind, other)} does not apply to {mode.trigger.option} "
                                   f"{_flag(kind, setting)} ({why})")
    settings = {s.name: kind.setting(s.name).coerce(values[s.name]) for s in kind.all_settings() if s.name in values}
    settings.update(out=values.get("out"), count=values.get("count", False), engine=values.get("engine", "auto"))
    options = options.started()  # the memory a mode's search grows by is measured from here, as the web's modes do
    from .progress import ProgressBar

    from ..core.options import TimeUp

    try:
        with ProgressBar(f"{kind.name} {mode.name}") as bar:
            report = mode.run(values.get("argument"), settings, options, bar.update)
    except TimeUp as exc:  # its edition file's reading cut: '--census --json -t 0.5' of a long file printed no JSON
        if not values.get("as_json", False) or not exc.args:  # (a solve's does: timed_reading)
            raise
        from .timed_reading import _print_unread

        _print_unread(f"{kind.name}-{mode.name}", {"seconds": 0.0}, {}, f"the time limit ran out {exc.args[0]}")
        raise SystemExit(1) from None
    except KeyboardInterrupt as exc:
        so_far = getattr(exc, "partial", None)  # a mode's report so far (a census): shown, as a time limit's is
        if so_far is not None and hasattr(so_far, "text"):
            with common.whole_output():
                if values.get("as_json", False):
                    common.print_json_lines(so_far.to_json())
                else:
                    for line in so_far.text():
                        common.printer().print(line)
        out = values.get("out")
        from ..render.styled import literal_name
        from .stopped import holds_nothing

        empty = out is not None and holds_nothing(out)  # stopped before a line: "every line written is kept in
        out = None if out is None else literal_name(str(out))  # y.jsonl" was said of no file (generate's words)
        kept = f"; every line written is kept in {out}: run the same command again to go on" if out else ""
        if out and so_far is not None and getattr(so_far, "partial_lines", False):  # a census's dates
            kept = f"; the counts so far are in {out}, marked incomplete, with the parts of the search finished: " \
                   "run the same command again to go on from them"
        kept = f"; nothing was written to {out}" if empty else kept
        common.printer(stderr=True).print(f"gridsat: {stopped_by()}{kept}")
        raise SystemExit(130) from None
    try:
        common.emit_report(report, as_json=values.get("as_json", False), png=values.get("png"),
                           svg=values.get("svg"), deadline=options.deadline)
    except PuzzleInputError as exc:  # a picture on a full disk said only "cannot write 'c.png'", of a census whose
        from ..render.styled import literal_name  # lines, written, the user was not told were kept
        from .stopped import holds_nothing

        out = values.get("out")
        if out is None or holds_nothing(out):
            raise
        raise PuzzleInputError(f"{exc.problem}; every line is kept in {literal_name(str(out))}", exc.where) from None


def _modes_taking(kind, name: str, but=None) -> str:
    """The modes setting ``name`` goes with, each with what it needs beside it (``--census --design BOARD``): '--use
    goes with --census' was said, and then '--census --use' was refused for want of --design.  A mode needing
    another that takes the setting anyway is left out (--pieces: --design, not also --census --design BOARD)."""
    modes = [m for m in kind.modes if m is not but and name in m.uses]
    triggers = {m.trigger.name for m in modes}
    words = []
    for m in modes:
        needed = [kind.setting(other) for setting, other in m.needs if setting == name]
        if not any(s.name in triggers for s in needed):
            words.append(" ".join([m.trigger.option] + [f"{s.option} {s.metavar}".strip() for s in needed]))
    return " or ".join(words)


def echo(text: str) -> None:
    """Write ``text`` on stdout as it is (no end of line added), as
    ``typer.echo(text, nl=False)`` does for text without escape codes."""
    with common.whole_output():  # a Ctrl-C meanwhile stops the run once the text is written
        if "\x1b" in text:  # click strips colour codes on a pipe
            import typer

            typer.echo(text, nl=False)
            return
        from .written import write_whole  # every byte, under PYTHONUNBUFFERED too (it exited 0, cut, not 141)

        write_whole(text)


def register(app) -> None:
    """Add ``gridsat KIND`` for every registered kind."""
    from ..puzzles.kinds import get, names

    for name in names():
        app.command(name)(kind_command(get(name)))


def register_one(app, name: str) -> None:
    """Add ``gridsat NAME`` alone (a command line names one subcommand)."""
    from ..puzzles.kinds import get

    app.command(name)(kind_command(get(name)))


__all__ = ["chosen_writer", "echo", "kind_command", "register", "register_one", "run_command"]
