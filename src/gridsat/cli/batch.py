"""``gridsat batch``: many puzzles of any kind, in parallel, resumable."""

from __future__ import annotations

from typing import Annotated, List, Optional

import typer

from ..core.errors import counted, printable
from ..render.styled import literal_name
from . import stopped_by
from .common import console, memory_limit_bytes
from .paths import output_path


def _engines_begun(incomplete: str) -> list:
    """Every kind's engines starting with ``incomplete``: what shell completion offers for ``--engine``."""
    from .options import every_kinds

    return [name for name in every_kinds("engine") if name.startswith(incomplete)]


def _kinds_begun(incomplete: str) -> list:
    """The kinds' names starting with ``incomplete``: what shell completion offers for ``--kind``."""
    from .options import kind_names

    return [name for name in kind_names(False) if name.startswith(incomplete)]


BATCH_HELP = """Solve every puzzle found (any kind, detected per puzzle) into a JSON-lines results file.

    Each line: file (and line, for collections), kind, status (solved / infeasible / unknown / bad_input), seconds
    (the puzzle's reading, building, solving and checking; not the worker's first-use imports), the answer and its
    check (or the error). A bad puzzle is recorded and the batch goes on. Exit code 0 once every
    puzzle has its line.
    """


def batch_command(
    paths: Annotated[List[str], typer.Argument(metavar="PATH", help="Puzzle files, folders (searched "
                                               "recursively) and JSON-lines collections (.jsonl, .jsonl.gz), one "
                                               "puzzle a line: a puzz.link URL (bare or a JSON string), a "
                                               "puzzle's JSON object, or "
                                               "{\"kind\": K, \"puzzle\": URL, text or object, \"solution\": ...} "
                                               "(kind and solution optional).")],
    out: Annotated[str, typer.Option("--out", "-o", metavar="FILE", callback=output_path("--out", required=True),
                                      help="Results file, one JSON line per puzzle. Run again with the same file "
                                      "to resume: recorded puzzles are skipped, save those edited since their line was "
                                      "written, which are done again.")],
    kind: Annotated[Optional[str], typer.Option("--kind", "-k", metavar="KIND", autocompletion=_kinds_begun,
                                                help="Force one kind "
                                                "(default: detect per puzzle).")] = None,
    unique: Annotated[bool, typer.Option("--unique", "-u",
                                         help="Prove each answer unique (or find a second one).")] = False,
    check_answer: Annotated[bool, typer.Option("--check-answer", help="Compare each answer with the puzzle's "
                                               "recorded solution (a 'solution' field, or NAME.solution.txt beside a "
                                               "puzzle file): 'matches_record' in each line.")] = False,
    engine: Annotated[str, typer.Option("--engine", metavar="NAME", autocompletion=_engines_begun,
                                        help="Solver for every puzzle (default: auto, "
                                        "each kind's measured best); an engine some kinds lack (exact, search, "
                                        "cuts...) needs --kind.")] = "auto",
    jobs: Annotated[Optional[int], typer.Option("--jobs", "-j", metavar="N", help="Worker processes "
                                                "(default: the number of cores).")] = None,
    dask: Annotated[Optional[str], typer.Option("--dask", metavar="tcp://HOST:PORT", help="Run on a running Dask "
                                                "distributed cluster (pip install 'gridsat[dask]').")] = None,
    time_limit: Annotated[Optional[float], typer.Option(
        "--time-limit", "-t", metavar="SECONDS", help="Limit per puzzle (each puzzle's reading included); a puzzle "
        "that runs out is recorded 'unknown' and done again by the next run over the same --out.")] = None,
    total_time: Annotated[Optional[float], typer.Option(
        "--total-time", metavar="SECONDS", help="Limit for the whole run, from the moment the command starts: puzzles "
        "not started by then get no line, those still solving are cut a tenth of a second later (the run exits 1; "
        "run it again to go on).")] = None,
    memory_limit: Annotated[Optional[float], typer.Option(
        "--memory-limit", metavar="GB", help="Memory each puzzle's reading and model may take (default 2, or "
        "GRIDSAT_MEMORY_LIMIT), on every worker, a Dask cluster's too.")] = None,
    keep_unknown: Annotated[bool, typer.Option(
        "--keep-unknown", help="On resume, keep the lines a time or memory limit left 'unknown' (default: do them "
        "again); puzzles a Ctrl-C or --total-time stopped before their answer are done again all the same.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar or summary (a collection that "
                                        "cannot be read is still named on stderr).")] = False,
):
    # (its help is BATCH_HELP, not a docstring: python -OO strips those, and `gridsat batch --help` said nothing)
    from ..core.errors import PuzzleInputError

    for flag, what, value in (("--kind", "a KIND", kind), ("--engine", "a NAME", engine),
                              ("--dask", "the scheduler's address, tcp://HOST:PORT,", dask)):
        if value == "":  # was "unknown kind ''" or "unknown engine '' for any kind", naming no option (as the
            # other commands' refuse_empty words it)
            raise PuzzleInputError(f"{flag} is empty: give {what} or leave the option out")
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from ..batch import STATUSES, run_batch

    err = console(stderr=True)
    progress = Progress(TextColumn("[bold]solving"), BarColumn(), MofNCompleteColumn(),
                        TextColumn("{task.fields[rate]}"), TimeElapsedColumn(),
                        TextColumn("{task.description}", markup=False),  # a file's name as it is: no markup, no emoji
                        console=err, disable=quiet or not err.is_terminal,  # a log gets no bar (as count's)
                        transient=False)
    state = {"task": None, "n": 0}

    def on_start(todo: int, done: int) -> None:
        import time

        if done and not quiet:
            err.print(f"resuming: {counted(done, 'puzzle')} already in {literal_name(str(out))}, {todo:,} to go")
        state["task"] = progress.add_task("", total=todo, rate="")
        state["t0"] = time.perf_counter()
        progress.start()  # only now: an input error before this leaves stderr with one clean line

    def on_progress(n: int, last: str) -> None:
        import time

        state["n"] += n
        rate = state["n"] / max(time.perf_counter() - state["t0"], 1e-9)
        progress.update(state["task"], advance=n, rate=f"{rate:,.0f} puzzles/s", description=printable(last))

    if total_time is not None and 0 < total_time < 1e9:  # the whole run, start-up included (as given when refused)
        import time

        from . import run_start

        total_time = max(1e-6, total_time - (time.perf_counter() - run_start()))
    try:
        summary = run_batch(paths, out, jobs=jobs, kind=kind, time_limit=time_limit, unique=unique,
                            check_answer=check_answer, engine=engine, dask=dask, on_start=on_start,
                            on_progress=on_progress, total_time=total_time, keep_unknown=keep_unknown,
                            memory_limit=memory_limit_bytes(memory_limit))
    except KeyboardInterrupt:
        if state["task"] is None:  # before the results file was opened: nothing to go on from
            raise
        progress.stop()
        from .stopped import holds_nothing  # a file still empty: nothing was kept (as calendar and generate say)

        kept = (f"nothing was written to {literal_name(str(out))}" if holds_nothing(out) else
                f"every line written is kept in {literal_name(str(out))}: run the same command again to go on")
        err.print(f"gridsat: {stopped_by()}; {kept}", highlight=False)
        raise SystemExit(130) from None
    finally:
        if state["task"] is not None:
            progress.stop()
    if summary.unread:  # not one puzzle started: nothing to show but that
        err.print(f"stopped by --total-time {summary.unread}: no puzzle started; reading alone takes longer than "
                  "that, so give more time", highlight=False)
        raise typer.Exit(1)
    # the whole run's time limit left puzzles without an answer (an earlier run's unknown line put back: one)
    stopped = summary.untried or summary.cut or summary.kept_back
    if stopped:
        kept = "its earlier line" if summary.kept_back == 1 else "their earlier lines"
        what = [f"{counted(n, 'puzzle')} {how}" for n, how in ((summary.cut, "cut while solving (recorded unknown)"),
                                                     (summary.untried, "not started"),
                                                     (summary.kept_back, f"to do again not started ({kept} kept)"))
                if n]
        # (lines moved to their puzzles' new places are kept so: the next run goes on, where it was told it would
        # "stop there too" after renumbering 150,000 lines)
        again = "run the same command again to go on" if summary.new > summary.cut or summary.moved else \
            "this run finished none, so running it again would stop there too: give more --total-time"
        err.print(f"stopped by --total-time: {', '.join(what[:-1])}{' and ' if what[1:] else ''}{what[-1]}; {again}")
    bugs = summary.statuses.get("check_failed", 0) + summary.statuses.get("internal_error", 0)
    which = "its line says which; please report it" if bugs == 1 else "their lines say which; please report them"
    failed = f"gridsat failed on {counted(bugs, 'puzzle')} (status check_failed or internal_error, a bug: {which})"
    if quiet:
        if bugs:
            err.print(f"gridsat: {failed}", highlight=False)
        if summary.unreadable:  # -q said nothing of a collection not read: its puzzles silently had no line
            shown = "; ".join(literal_name(f"{p} ({why})") for p, why in summary.unreadable[:3])
            more = f" and {len(summary.unreadable) - 3} more" if len(summary.unreadable) > 3 else ""
            err.print(f"gridsat: not read, its puzzles without a line: {shown}{more}", highlight=False)
        raise typer.Exit(1 if stopped or bugs else 0)
    from rich.table import Table

    counts = summary.statuses
    again = f" ({summary.redone:,} of them done again)" if summary.redone else ""  # lines of an earlier run redone
    table = Table(title=f"{counted(summary.puzzles, 'puzzle')} in {literal_name(str(out))} "
                  f"({summary.new:,} new{again}, {summary.skipped:,} resumed)")  # separators, as the total has them
    columns = list(STATUSES) + sorted(set(counts) - set(STATUSES))  # e.g. check_failed, which is a gridsat bug
    for name in columns:
        table.add_column(name, justify="right")
    table.add_column("total s", justify="right")
    table.add_row(*[f"{counts.get(s, 0):,}" for s in columns], f"{summary.tally.seconds:.2f}")
    c = console()
    c.print(table)
    if unique:
        v = summary.tally.verdicts
        c.print(f"uniqueness: {v.get('unique', 0):,} unique, {v.get('not_unique', 0):,} not unique, "
                f"{v.get('unknown', 0):,} unknown")
    if summary.tally.bad:
        n = counts.get("bad_input", 0)
        whole = n == 1  # one puzzle refused (often a whole run's only file): its message to the end, what to do
        reasons = [(f, line, error, _short(f, error, line, None if whole else 80))
                   for f, line, error in summary.tally.bad]
        named = "; ".join(literal_name(f"{f}{':' + str(line) if line is not None else ''} ({why})")
                          for f, line, _, why in reasons)
        more = n - len(summary.tally.bad)
        c.print(f"bad input: {named}{f' and {more:,} more' if more > 0 else ''}")
        if any(why.endswith("...") and not error.endswith("...") for _, _, error, why in reasons):
            c.print(f"(each whole, with what to do, in its line of {literal_name(str(out))}: \"error\")")
    if bugs:  # recorded, and the run went on: said, and the exit code is 1
        c.print(failed)
    if summary.tally.memory:  # recorded unknown: said here, with what to do, as bad input is
        need = "needs" if summary.tally.memory == 1 else "need"
        c.print(f"memory limit: {counted(summary.tally.memory, 'puzzle')} {need} more memory than --memory-limit "
                "allows (recorded unknown); run again with a larger --memory-limit"
                f"{' and without --keep-unknown' if keep_unknown else ''} to do them")  # (it keeps them unknown)
    if summary.stopped:  # put back unanswered: no time limit of theirs ran out, so "a longer -t" was no advice
        c.print(f"interrupted: {counted(summary.stopped, 'puzzle')} an earlier run stopped (Ctrl-C or --total-time) "
                "before {0} answer (recorded unknown); run the same command again to do them".format(
                    "its" if summary.stopped == 1 else "their"))
    # every line a resume does again (unknown, or solved with its uniqueness unproven), less those of other limits:
    # a solved line whose proof -t cut was done again, and left out of the count said here
    timed = summary.tally.unfinished - summary.tally.memory - summary.cut - summary.stopped \
        if time_limit is not None else 0
    if timed > 0:  # said as the memory limit's are: the table's "unknown" alone did not say what may settle them
        unproven = min(timed, summary.tally.unfinished - counts.get("unknown", 0))
        its = "its" if timed == 1 else "their"
        how = "left unknown" if not unproven else f"solved, {its} uniqueness unproven," if unproven == timed else \
            f"left unknown or solved with {its} uniqueness unproven ({unproven:,} of them)"
        c.print(f"time limit: {counted(timed, 'puzzle')} {how} within -t; a longer -t may settle them: run "
                f"again with it{' and without --keep-unknown' if keep_unknown else ''} to do them")
    if check_answer:
        m = summary.matches
        several = f" ({m['another answer']:,} of them answers too: those puzzles have more than one)" \
            if m.get("another answer") else ""
        # a bad input (its recorded solution unreadable too) or a puzzle left unknown is compared with nothing: "12
        # without one" counted seven lines whose recorded solution was there, and refused
        apart = summary.tally.not_compared
        c.print(f"recorded solutions: {m.get(True, 0):,} matched, {m.get(False, 0):,} differ{several}, "
                f"{summary.puzzles - m.get(True, 0) - m.get(False, 0) - apart:,} without one"
                + (f", {apart:,} not compared (bad input, or no answer)" if apart else ""))
    if summary.ignored:
        shown = "; ".join(literal_name(f"{p} ({why})") for p, why in summary.ignored[:5])
        more = f" and {len(summary.ignored) - 5} more" if len(summary.ignored) > 5 else ""
        c.print(f"not read: {counted(len(summary.ignored), 'path')}: {shown}{more}")
    slow = ", ".join(literal_name(f"{r['file']}{':' + str(r['line']) if 'line' in r else ''} ({r['seconds']:.2f} s)")
                     for r in summary.slowest(3))
    if slow:  # a run that answered nothing (every line resumed from an earlier run, none started) said "slowest: "
        c.print(f"slowest: {slow}")
    if summary.redone:
        c.print(f"redone: {counted(summary.redone, 'line')} an earlier run left unknown, cut short, without an answer "
                "or the verdict asked now (--unique, --check-answer), read as another kind (--kind), solved or "
                "refused by another engine (--engine) or refused by a --check-answer run")
    if summary.edited:
        c.print(f"redone: {counted(summary.edited, 'puzzle')} edited since an earlier run wrote "
                f"{'its' if summary.edited == 1 else 'their'} line")
    if summary.moved - summary.followed:
        c.print(f"kept: {counted(summary.moved - summary.followed, 'line')} whose puzzle moved to another line of "
                "its collection or another file (renumbered or renamed)")
    if summary.followed:  # (a copied project's lines were told "moved ... (renumbered or renamed)", and were not)
        c.print(f"kept: {counted(summary.followed, 'line')} whose puzzle was copied or moved with the files it "
                "reads (their 'reads' name those files now)")
    shortened = summary.gone - summary.deleted - summary.replaced
    if shortened:
        are = "s are" if shortened > 1 else " is"
        c.print(f"taken out: {counted(shortened, 'line')} whose puzzle{are} no longer in the collection (it has "
                "fewer lines now)")
    if summary.replaced:  # (told "it has fewer lines now" of a collection as long as before)
        c.print(f"taken out: {counted(summary.replaced, 'line')} whose place another puzzle's line moved to (its "
                f"puzzle is no longer there)")
    if summary.deleted:  # a folder's file deleted since: its line was kept, one more than the folder's puzzles
        were = " was" if summary.deleted == 1 else "s were"
        c.print(f"taken out: {counted(summary.deleted, 'line')} whose file{were} deleted from the folder since")
    if summary.unread_kept:  # (told "of puzzles this run was not given (other inputs)", beside their "not read")
        c.print(f"kept: {counted(summary.unread_kept, 'line')} of files this run found but did not read (under "
                f"'not read' above), also in {literal_name(str(out))}")
    if summary.others:  # the title's count is of this run's puzzles: the file held more lines than it said
        c.print(f"kept: {counted(summary.others, 'line')} of puzzles this run was not given (other inputs), also in "
                f"{literal_name(str(out))}")
    raise typer.Exit(1 if stopped or bugs else 0)


def register(app: typer.Typer) -> None:
    app.command("batch", help=BATCH_HELP)(batch_command)


def _short(file: str, error: str, line: int | None = None, cut: int | None = 80) -> str:
    """A bad-input line's error in the summary: without the file name (and collection line) it starts with, which
    the summary names before it ('c.jsonl:4 (line 4: ...' said the line twice), cut to ``cut`` characters (None:
    whole)."""
    import os

    error = error.removeprefix(os.path.basename(file) + ": ")
    if line is not None:
        error = error.removeprefix(f"line {line}: ")
    return error if cut is None or len(error) <= cut else error[:cut - 3] + "..."

