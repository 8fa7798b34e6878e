"""The lines under an answer on the command line: status and time, uniqueness, count, forced, listing, and what
stopped a run cut short."""

from __future__ import annotations

import time

#: What a run the time limit stopped, with no more to say than that, is told to do (hint, grade, generate): their
#: lines said only that the limit ran out.
MORE_TIME = " (give more time with -t)"


def _before_solving(result, timed) -> str:
    """`` (11.2 s since the command started, reading the puzzle included)`` when a run the time limit stopped spent a
    second or more before solving: -t counts from the start, and "-t 10 ... unknown after 4.459 s" read as a solver
    that gave up early; nothing otherwise."""
    from . import run_start

    whole = time.perf_counter() - run_start()
    return f" ({whole:.1f} s since the command started, reading the puzzle included)" \
        if timed is True and not result.interrupted and whole - result.seconds >= 1 else ""


def advice(kind, puzzle, task, settings: dict | None = None) -> str:
    """What may settle a run the time limit cut short (:func:`verdict`'s ``advice``): more time, and where an
    engine was named (``--engine``), the kind's others that take this task, puzzle and options (Sudoku's exact
    search wanders for minutes on a 25x25 CP-SAT answers in seconds; CP-SAT took 28 s on an empty one the search
    fills at once).  Under ``auto`` more time alone: it chose the engine, or raced them (Sudoku's answers, proofs
    and counts, a first tiling of a packing)."""
    from ..core.settings import engine_words

    named = task.engine != "auto"
    others = [engine_words(e) for e in getattr(kind, "engines", ()) if named and e not in ("auto", task.engine)
              and _takes(kind, puzzle, task, settings or {}, e)]
    return f"a longer -t may settle it{', and so may ' + ' or '.join(others) if others else ''}"


def _takes(kind, puzzle, task, settings: dict, engine: str) -> bool:
    """Whether ``kind`` runs ``task`` on ``puzzle`` with ``engine`` (and the run's settings and solver options), as
    it refuses before solving: Domino Fit's cycle search finds one tiling and no proof, the exact-cover engine
    holds a bounding box of 1,024 cells, ``--params`` needs an engine that runs CP-SAT."""
    from dataclasses import replace

    from ..core.errors import PuzzleInputError
    from ..core.task import refuse_unused

    asked = replace(task, engine=engine)
    try:
        typed = kind.check(asked, settings)
        refuse_unused(kind, asked, kind.engine_used(puzzle, asked, typed, kind.choose_engine(puzzle, asked, typed)))
    except (PuzzleInputError, TypeError, ValueError):
        return False
    return not _over_memory(kind, puzzle, asked, typed)


def _over_memory(kind, puzzle, asked, typed) -> bool:
    """Whether the memory limit refuses ``asked``'s engine on ``puzzle``: a kind weighs its model before building
    it, so it is asked with its time already out, and stops at the weighing or the first look at the clock (an
    empty 400x400 Slitherlink cut short on the search was told "and so may --engine cpsat", which the limit then
    refused: 3.6 GB for a CP-SAT model)."""
    import time
    from dataclasses import replace

    from ..core.memory import MemoryLimitError
    from ..core.options import given_options

    expired = replace(given_options(asked.options), deadline=time.perf_counter() - 1)
    try:
        kind.solver(puzzle, asked.engine, replace(asked, options=expired), typed)
    except MemoryLimitError:
        return True
    except Exception:  # the clock (TimeUp), or what the run itself would meet: offered as before
        return False
    return False


def verdict(result, limit: int | None = None, *, timed: bool | str = True, asked: int | None = None,
            advice: str = "") -> list[str]:
    """The lines under a drawing: status and time, uniqueness, count, forced, listing; a count cut short says what
    cut it (``limit``: the task's ``--limit``; ``timed``: the run had a time limit, else a solver parameter such
    as ``max_number_of_conflicts`` stopped it, or Ctrl-C or SIGTERM), so does a listing of fewer than the
    ``asked`` solutions, and the last line says how the run ended.  ``advice`` (:func:`advice`) follows what the
    time limit left unknown: an answer, its uniqueness, what every answer shares, a count, a listing short of -n."""
    from . import interrupter

    lines, by = [], timed if isinstance(timed, str) else "a solver limit (--params)"  # a str: what stopped it
    cut = f"{interrupter()} stopped the search" if result.interrupted else "the time limit ran out" if timed is True \
        else f"{by} stopped the search"
    advised = f"; {advice}" if advice and timed is True and not result.interrupted else ""
    if result.uniqueness is not None and (result.solved or str(result.uniqueness) != "unknown"):
        lines.append({"unique": "[bold]unique[/bold]: no other answer exists",
                      "not_unique": "[bold]not unique[/bold]: another answer exists (shown above)",
                      "unknown": f"[bold]uniqueness unknown[/bold]: {cut} before it was proven{advised}",
                      "no_solution": "[bold]no solution[/bold]"}[str(result.uniqueness)])
    at_limit = limit is not None and result.count is not None and result.count >= limit
    stopped = interrupter() if result.interrupted else f"--limit {limit:,}" if at_limit else \
        "the time limit" if timed is True else by
    what = "distinct solution" if getattr(result, "distinct", False) else "solution"  # a count's and a listing's
    if result.count is not None:
        more = "all counted" if result.is_complete else f"incomplete: {stopped} stopped the count"
        lines.append(f"[bold]{result.count:,} {what}{'' if result.count == 1 else 's'}[/bold] ({more})")
    listed = getattr(result, "solutions", None)
    if listed is not None and result.count is None:
        more = "no more exist" if result.is_complete else "there may be more"
        if not result.is_complete and not result.interrupted and asked is not None and len(listed) < asked:
            # short of -n without a word: a user took it for all there are, or the listing for broken
            more = f"of {asked:,} asked for: {stopped} stopped the listing; there may be more" + (
                advised if str(result.status) != "unknown" else "")  # (an unknown's line says it: once)
        lines.append(f"[bold]{len(listed):,} {what}{'' if len(listed) == 1 else 's'} listed[/bold] ({more})")
    shown = getattr(result, "shown", None)
    if shown is not None and result.solved:
        agree = "" if result.is_complete else f" (of the first {getattr(result, 'pool', 0) or 0:,} found)"
        lines.append(f"hint: {len(shown)} of {len(result.placements)} pieces; {result.remaining} solution"
                     f"{' agrees' if result.remaining == 1 else 's agree'} with it{agree}")
    if result.interrupted:
        lines.append(f"[bold]interrupted[/bold] ({interrupter()}) after {result.seconds:.3f} s" + (
            ", the puzzle proven infeasible (no answer) before" if str(result.status) == "infeasible" else ""))
    elif result.count is not None and not result.is_complete:
        lines.append(f"[bold]stopped[/bold] by {stopped} after {result.seconds:.3f} s"  # what may settle the count
                     f"{advised if stopped == 'the time limit' else ''}")  # (it said only that the limit stopped it)
    elif str(result.status) == "unknown":  # no answer, or (--forced) one but not what every answer shares: say why
        found = result.answered
        lines.append(f"[bold]unknown[/bold] after {result.seconds:.3f} s{_before_solving(result, timed)}: {cut} "
                     f"before {'what every answer shares was proven' if found else 'an answer was found'}{advised}")
    else:
        lines.append(f"[bold]{result.status}[/bold] in {result.seconds:.3f} s")
    return lines


__all__ = ["advice", "verdict"]
