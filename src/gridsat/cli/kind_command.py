"""``gridsat KIND``: one subcommand per registered kind, built from its declaration.

The options come from the kind (:class:`~gridsat.puzzles.contract.Kind`):
its argument, its settings (read and run stage), the tasks it supports
(``--unique``, ``-n``, ``--count``, ``--limit``, ``--forced``,
``--distinct``), its engines, the shared solver options it takes, its
writers (``--to``), its modes (``--year``...), pictures, and the CP-SAT
model's ``--model-stats`` / ``--export-model``.  No kind is named here.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Annotated, List, Optional

import typer

from ..core.errors import PuzzleInputError
from . import common

#: Shared option annotations, by the name the handler reads.
SOLVER = {"time_limit": common.TimeLimit, "workers": common.Workers, "seed": common.Seed,
          "params": common.Params, "log": common.Log, "memory_limit": common.MemoryLimit}
TASK_FLAGS = {"unique": (common.Unique, False), "solutions": (common.Solutions, 1), "count": (common.Count, False),
              "limit": (common.Limit, None), "forced": (common.Forced, False)}
#: Which task each flag belongs to.
FLAG_TASK = {"unique": "unique", "solutions": "solutions", "count": "count", "limit": "count", "forced": "forced"}


def _setting_option(setting):
    """The typer annotation and default of a :class:`~gridsat.core.settings.Setting`."""
    flags = setting.flags or (setting.option,)
    helptext = setting.help
    if setting.choices and "|" not in helptext and setting.type is not bool:
        helptext += f" ({' | '.join(map(str, setting.choices))})"
    base = {bool: bool, int: Optional[int], float: Optional[float], str: Optional[str],
            list: Optional[List[str]]}[setting.type]
    metavar = None if setting.type is bool else (setting.metavar or setting.name.upper())
    default = setting.default if setting.type is not list else None
    return Annotated[base, typer.Option(*flags, metavar=metavar, help=helptext)], default


def _parameters(kind) -> list[inspect.Parameter]:
    arg = kind.argument
    params = [("argument", Annotated[Optional[str] if not arg.required else str,
                                     typer.Argument(metavar=arg.metavar, help=arg.help)],
               None if not arg.required else inspect.Parameter.empty)]
    params += [(s.name, *_setting_option(s)) for s in kind.stage("read")]
    if kind.writers:
        names = " | ".join(w.name for w in kind.writers)
        helptext = "Print the puzzle in another format: " + "; ".join(
            f"{w.name}: {w.help}" + (" (solved first)" if w.answer else " (no solving)") for w in kind.writers)
        params.append(("to", Annotated[Optional[str], typer.Option("--to", metavar="FORMAT",
                                                                   help=f"{helptext} ({names}).")], None))
    for flag, (annotation, default) in TASK_FLAGS.items():
        if FLAG_TASK[flag] in kind.tasks:
            params.append((flag, annotation, default))
    if kind.distinct:
        params.append(("distinct", Annotated[bool, typer.Option("--distinct", help=kind.distinct)], False))
    params += [(s.name, *_setting_option(s)) for s in kind.stage("run") + kind.stage("mode")]
    for mode in kind.modes:
        params.append((mode.trigger.name, *_setting_option(mode.trigger)))
    if any(mode.out for mode in kind.modes):
        params.append(("out", common.Out, None))
    if len(kind.engines) > 1:
        params.append(("engine", common.engine_option(kind.engines, kind.engine_help), "auto"))
    params += [(name, SOLVER[name], "" if name == "params" else False if name == "log" else None)
               for name in SOLVER if name in kind.solver_options]
    params.append(("as_json", common.JsonOut, False))
    if kind.pictures:
        params += [("png", common.PngOut, None), ("svg", common.SvgOut, None)]
    if kind.model_engine:
        params += [("model_stats", Annotated[bool, typer.Option(
            "--model-stats", help="Print the CP-SAT model's variables and constraints, grouped by rule "
                                  "(no solving).")], False),
                   ("export_model", Annotated[Optional[Path], typer.Option(
                       "--export-model", metavar="FILE", help="Write the CP-SAT model (.pb binary or .txt text "
                                                              "proto) that plain OR-Tools loads and solves (no "
                                                              "solving).")], None)]
    return [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation)
            for name, annotation, default in params]


def kind_command(kind):
    """The typer command function of ``kind`` (its signature is the
    declaration's options; it calls :func:`run_command`)."""
    params = _parameters(kind)
    defaults = {p.name: p.default for p in params}

    def command(**values):
        run_command(kind, values, defaults)

    command.__signature__ = inspect.Signature(params)
    command.__annotations__ = {p.name: p.annotation for p in params}
    command.__doc__ = f"{kind.title}: {kind.summary}." + (f"\n\n{kind.notes}" if kind.notes else "")
    command.__name__ = f"{kind.name}_command"
    return command


def _given(values: dict, defaults: dict) -> list[str]:
    """The names of options given a value other than their default, in order."""
    return [name for name, value in values.items() if value != defaults.get(name) and value not in (None, [])]


def _flag(kind, name: str) -> str:
    """How the command line spells option ``name``."""
    if name == "argument":
        return kind.argument.words
    try:
        return kind.setting(name).option
    except KeyError:
        return {"as_json": "--json", "solutions": "--solutions"}.get(name, "--" + name.replace("_", "-"))


def run_command(kind, values: dict, defaults: dict) -> None:
    """Carry out one ``gridsat KIND`` command line (see the module docstring)."""
    options = common.solver_options(**{name: values.get(name, defaults.get(name)) for name in SOLVER
                                       if name in values})
    given = _given(values, defaults)
    for mode in kind.modes:
        if mode.trigger.name in given:
            return run_mode(kind, mode, values, given, options)
    if "out" in given:
        modes = ", ".join(m.trigger.option for m in kind.modes if m.out)
        raise PuzzleInputError(f"--out does not apply to one puzzle (it is for {modes})")
    for setting in kind.stage("mode"):
        if setting.name in given:
            modes = " or ".join(m.trigger.option for m in kind.modes if setting.name in m.uses)
            raise PuzzleInputError(f"{setting.option} goes with {modes}")
    task = common.make_task(count=values.get("count", False), solutions=values.get("solutions", 1),
                            unique=values.get("unique", False), forced=values.get("forced", False),
                            limit=values.get("limit"), distinct=values.get("distinct", False),
                            engine=values.get("engine", "auto"), options=options)
    writer = kind.writer(values["to"]) if values.get("to") else None
    if writer is not None:
        why = ("it prints one answer in the pzprv3 file" if writer.answer else
               "it converts the puzzle without solving it")
        blocked = ("as_json", "solutions", "count", "forced") if writer.answer else \
                  ("png", "svg", "unique", "count", "solutions", "forced")
        for name in given:
            if name in blocked:
                raise PuzzleInputError(f"{_flag(kind, name)} does not apply to --to {writer.name} ({why})")
    read = {s.name: values[s.name] for s in kind.stage("read")}
    run = {s.name: values[s.name] for s in kind.stage("run")}
    kind.check(task, run)  # a bad task, engine or setting fails before the puzzle is read
    puzzle = build(kind, values.get("argument"), read)
    for note in kind.notices(puzzle):
        common.console(stderr=True).print(f"note: {note}")
    if values.get("model_stats") or values.get("export_model"):
        return show_model(kind, puzzle, task, run, values)
    if writer is not None:
        return write_puzzle(kind, writer, puzzle, task, run, values.get("as_json", False))
    common.run_and_show(kind, puzzle, task, as_json=values.get("as_json", False), png=values.get("png"),
                        svg=values.get("svg"), settings=run)


def build(kind, argument, read: dict):
    """The kind's puzzle of the command line; a file or URL of another kind
    gets a pointer to that kind's command instead of a parser's message."""
    try:
        return kind.build(argument, read)
    except PuzzleInputError as exc:
        if argument is None:
            raise
        from ..core.files import read_puzzle_text
        from ..puzzles.kinds import elsewhere

        try:
            text, _ = read_puzzle_text(argument)
        except PuzzleInputError:
            raise exc from None
        raise elsewhere(exc, text, argument, kind) from None


def write_puzzle(kind, writer, puzzle, task, run: dict, as_json: bool) -> None:
    """``--to FORMAT``: the puzzle (with its answer, for an answer format) as text."""
    result = None
    if writer.answer:
        result = kind.run(puzzle, task, **run)
        typer.echo(writer.write(puzzle, result), nl=False)
        raise typer.Exit(result.exit_code())
    text = writer.write(puzzle, None)
    if as_json:
        payload = {"kind": kind.name, "format": writer.name}
        for size in ("rows", "cols"):
            if isinstance(getattr(puzzle, size, None), int):
                payload[size] = getattr(puzzle, size)
        payload["puzzle"] = text.rstrip("\n")
        common.print_json(payload)
    else:
        typer.echo(text, nl=False)
    raise typer.Exit(0)


def show_model(kind, puzzle, task, run: dict, values: dict) -> None:
    """``--model-stats`` / ``--export-model``: the CP-SAT model of the rules."""
    from ..core.files import atomic_write

    model = kind.model(puzzle, task, run)
    path = values.get("export_model")
    if path is not None:
        if path.suffix.lower() not in (".pb", ".txt"):
            raise PuzzleInputError(f"--export-model file must end in .pb (binary) or .txt (text proto), got "
                                   f"{str(path)!r}")
        data = model.export_bytes(text=path.suffix.lower() == ".txt")
        atomic_write(path, lambda tmp: Path(tmp).write_bytes(data))
    stats = model.stats()
    if values.get("as_json"):
        common.print_json({"kind": kind.name, "model": stats, **({"wrote": str(path)} if path else {})})
        raise typer.Exit(0)
    out = common.console()
    if values.get("model_stats"):
        from rich.table import Table

        table = Table(title=f"CP-SAT model: {stats['variables']:,} variables, {stats['constraints']:,} constraints")
        for column in ("rule", "variables", "constraints", "by type"):
            table.add_column(column, justify="right" if column in ("variables", "constraints") else "left")
        for rule in stats["rules"]:
            kinds = ", ".join(f"{n:,} {t}" for t, n in rule["types"].items())
            table.add_row(rule["rule"], f"{rule['variables']:,}", f"{rule['constraints']:,}", kinds)
        out.print(table)
    if path is not None:
        out.print(f"wrote {path} ({stats['variables']:,} variables, {stats['constraints']:,} constraints)")
    raise typer.Exit(0)


def run_mode(kind, mode, values: dict, given: list, options) -> None:
    """A mode of ``kind`` (``--year``, ``--census``...): refuse what does not
    go with it, run it with a progress bar, print its report."""
    for name in given:
        used = "json" if name == "as_json" else name
        if name != mode.trigger.name and used not in mode.uses and not (name == "argument" and mode.argument):
            raise PuzzleInputError(f"{_flag(kind, name)} does not apply to {mode.trigger.option}")
    settings = {s.name: kind.setting(s.name).coerce(values[s.name]) for s in kind.all_settings() if s.name in values}
    settings.update(out=values.get("out"), count=values.get("count", False), engine=values.get("engine", "auto"))
    try:
        with common.ProgressBar(f"{kind.name} {mode.name}") as bar:
            report = mode.run(values.get("argument"), settings, options, bar.update)
    except KeyboardInterrupt:
        out = values.get("out")
        kept = f"; every line written is kept in {out}: run the same command again to go on" if out else ""
        common.console(stderr=True).print(f"gridsat: interrupted{kept}")
        raise typer.Exit(130) from None
    common.emit_report(report, as_json=values.get("as_json", False), png=values.get("png"), svg=values.get("svg"))


def register(app: typer.Typer) -> None:
    """Add ``gridsat KIND`` for every registered kind."""
    from ..puzzles.kinds import get, names

    for name in names():
        app.command(name)(kind_command(get(name)))


def register_one(app: typer.Typer, name: str) -> None:
    """Add ``gridsat NAME`` alone (a command line names one subcommand)."""
    from ..puzzles.kinds import get

    app.command(name)(kind_command(get(name)))


__all__ = ["kind_command", "register", "register_one", "run_command"]
