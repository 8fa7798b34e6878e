"""``gridsat solve PUZZLE``: any puzzle file or URL of any kind, detected by the registry."""

from __future__ import annotations

from ..core.errors import PuzzleInputError
from .common import make_task, printer, run_and_show, solver_options
from .kind_command import chosen_writer, model_asked, show_model, write_puzzle
from .options import SOLVE, given_names, refuse_empty
from .timed_reading import UNREAD, unknown_if_reading_runs_out, unread_task

DOC = ("Solve a puzzle of any kind (the kind is detected from the file); same output and exit codes as the\n"
       "    kind's own subcommand.")


def run_solve(values: dict) -> None:
    """Carry out one ``gridsat solve`` command line (``values``: every option
    of :data:`~gridsat.cli.options.SOLVE` by name)."""
    from ..core.options import reading_under
    from ..core.reading import noting_reads
    from ..puzzles.kinds import read_any

    refuse_empty(values, SOLVE)
    writes = {"--png": values["png"], "--svg": values["svg"], "--export-model": values["export_model"]}
    if any(writes.values()):  # (only then: a plain solve need not import pathlib)
        from ..core.files import refuse_overwriting

        refuse_overwriting([values["puzzle"]], writes)  # --export-model too: 'solve p.txt --export-model p.txt'
    options = solver_options(values["time_limit"], values["workers"], values["seed"], values["params"],
                             values["log"], values["memory_limit"])
    flags = {"count": values["count"], "solutions": values["solutions"], "unique": values["unique"],
             "limit": values["limit"], "engine": values["engine"], "options": options, "forced": values["forced"]}
    unsolved = values["to"] or values["model_stats"] or values["export_model"]
    try:
        task, refused = make_task(**flags), None
    except PuzzleInputError as exc:  # with --to/--model-stats/--export-model, their refusal first ('--limit goes
        if not unsolved:  # with --count (use --solutions N ...)' advised what --to text then refused)
            raise
        task, refused = None, exc
    with unknown_if_reading_runs_out(values["as_json"], values["kind"], unread_task(None if unsolved else task),
                                     **UNREAD), noting_reads() as noted, \
            reading_under(options.deadline, options.memory_limit):  # -t and --memory-limit cover reading too
        found, parsed = read_any(values["puzzle"], values["kind"])
    if any(writes.values()):  # and the files the puzzle named: 'solve P.json --export-model MASK' replaced its board
        from ..core.files import refuse_overwriting

        refuse_overwriting(noted, writes)
    for note in found.notices(parsed):  # as `gridsat KIND` says them (a pzprv3 file's answer rows breaking a rule,
        printer(stderr=True).print(f"note: {note}")  # a weekday not the date's own): solve said nothing
    if values["distinct"] and refused is None:  # weighed once the kind is known: `solve LITS --distinct` was
        from dataclasses import replace  # told it goes with --count, which then said it does not apply to lits puzzles

        task = make_task(**flags, distinct=True) if found.distinct else replace(task, distinct=True)
    given = given_names(values, {opt.name: opt.default for opt in SOLVE})
    model = model_asked(found, given)  # its model, unsolved, as 'gridsat KIND --model-stats/--export-model'
    writer = None if model else chosen_writer(found, values["to"], given)  # its formats, as 'gridsat KIND --to'
    if refused is not None:
        raise refused
    if model:
        return show_model(found, parsed, task, {}, values)
    if writer is not None:
        return write_puzzle(found, writer, parsed, task, {}, values["as_json"], (values["png"], values["svg"]))
    for flag in ("png", "svg"):  # known once the kind is: refused before the solving, not after it
        if values[flag] is not None and not found.pictures:
            raise PuzzleInputError(f"--{flag} does not apply to {found.puzzles} (gridsat draws no picture of "
                                   "them)")
    run_and_show(found, parsed, task, as_json=values["as_json"], png=values["png"], svg=values["svg"])


def register(app) -> None:
    """Add ``gridsat solve``."""
    from .typed import command

    app.command("solve")(command(run_solve, SOLVE, "solve_command", DOC))
