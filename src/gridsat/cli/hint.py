"""``gridsat hint PUZZLE``: the next step a person can take, and why; with
``--steps`` every step from the givens (or a position) to the answer."""

from __future__ import annotations

import re
import shlex
from contextlib import contextmanager
from pathlib import Path

from ..core.errors import counted
from ..core.hints import refusal
from ..render.styled import literal_name
from .options import HINT, refuse_empty

DOC = ("The next step a person can take on a puzzle, in plain words: the rule, the cells it decides and the cells\n"
       "    that justify it (simplest rule first; a short trial where no rule applies; a guess only past that). A\n"
       "    picture (--png/--svg) shows the position after the last step printed, that step's cells marked.")


# a file `--to pzprv3` wrote holds the whole answer: told only "give --position", a newcomer asking for a hint
# of it met "nothing to deduce" and was not told which position starts from the givens
STARTING_FROM_ANSWER_ROWS = ("note: starting from the file's answer rows (give --position to start elsewhere; "
                             "a grid of 0s starts from the givens)")

@contextmanager
def _saying_forced(puzzle_spec: str):
    """A kind's "no hints yet" refusal, with what the user can ask instead where the kind lists forced cells:
    ``gridsat hint URL`` of a Light Up said only which other kinds have hints, not what to do with this one."""
    from ..core.errors import NoHints, PuzzleInputError
    from ..puzzles.kinds import get

    try:
        yield
    except NoHints as refused:
        if refused.kind is None or "forced" not in get(refused.kind).tasks:
            raise
        shown = shlex.quote(puzzle_spec) if len(puzzle_spec) <= 100 and "\n" not in puzzle_spec else "PUZZLE"
        raise PuzzleInputError(f"{refused}; what every answer shares: gridsat {refused.kind} {shown} --forced") \
            from None


def with_unique_command(why: str | None, kind: str, puzzle_spec: str) -> str | None:
    """``why`` (a refusal) with "its solve command with --unique" said as the command to type: a newcomer told it
    of a Sudoku did not know which command was its solve command."""
    if not why or "its solve command with --unique" not in why:
        return why
    shown = shlex.quote(puzzle_spec) if len(puzzle_spec) <= 100 and "\n" not in puzzle_spec else "PUZZLE"
    return why.replace("its solve command with --unique", f"gridsat {kind} {shown} --unique")


def more_time(out) -> str:
    """What a hint or grade the time limit cut (``out`` not finished, not interrupted) is told to do,
    :data:`~gridsat.cli.verdicts.MORE_TIME` ("no hints: the time limit ran out before the puzzle's answers were
    found" said nothing more), else ``""``."""
    from .verdicts import MORE_TIME

    return "" if out.complete or out.interrupted else MORE_TIME


def _read_first(puzzle_spec: str) -> bool:
    """``puzzle_spec`` is a URL or a file small enough to read (``LARGEST_READ``) before a --kind without hints is
    refused, so that one of another kind is named as such."""
    import os

    from .elsewhere import LARGEST_READ

    try:
        return "://" in puzzle_spec or os.path.getsize(puzzle_spec) <= LARGEST_READ
    except (OSError, ValueError):  # a missing file is read (and named so): 'hint -k lits nosuch.txt' was sent to
        return not os.path.lexists(puzzle_spec)  # 'gridsat lits nosuch.txt --forced'


def deduce(puzzle_spec: str, kind: str | None, time_limit: float | None, **how):
    """:func:`_deduce` (below), a kind without hints told what it can say instead."""
    with _saying_forced(puzzle_spec):
        return _deduce(puzzle_spec, kind, time_limit, **how)


def _deduce(puzzle_spec: str, kind: str | None, time_limit: float | None, *, position: Path | None = None,
            first: bool = False, as_json: bool = False, picture: bool = False, memory_limit: float | None = None,
            command: str = "hint"):
    """``(kind, puzzle, deduction)`` for the command line (the time limit
    covers reading too: with ``as_json``, its running out there prints the
    verdict ``unknown``, :mod:`~gridsat.cli.timed_reading`).  ``picture``: a
    PNG is asked for, and one past ``memory_limit`` (GB, as ``--memory-limit``;
    None: the default) is refused before the steps are looked for; a file
    past it is refused before it is read.  ``command``: the one a puzzle of another kind than ``kind`` is
    pointed to (``hint`` or ``grade``)."""
    from ..core.errors import PuzzleInputError
    from ..core.files import exists
    from ..core.options import reading_under
    from ..core.reading import read_stdin, read_text_file
    from ..puzzles.kinds import read_any
    from .common import solver_options
    from .timed_reading import UNREAD_STEPS, unknown_if_reading_runs_out

    options = solver_options(time_limit, memory_limit=memory_limit).started()
    deadline = options.deadline
    stdin = position is not None and str(position) == "-"
    if stdin and puzzle_spec == "-":
        raise PuzzleInputError("the puzzle and --position cannot both be standard input (-): name a file for one")
    if position is not None and not stdin and re.match(r"^[a-z][a-z0-9+.-]*:/", str(position), re.IGNORECASE) \
            and not Path(position).exists():
        raise PuzzleInputError("--position takes a file of the player's grid (the kind's values, 0 undecided), "
                               "not a URL; the puzzle's URL goes first: gridsat hint URL --position FILE")
    if kind:
        from ..puzzles.kinds import REGISTRY, get

        if kind in REGISTRY and not get(kind).explains and not _read_first(puzzle_spec):  # said before a big file is
            get(kind).hints(None)  # read (it ran out of -t); a URL or small file is read first: `grade -k masyu
            # LIGHTUP-URL` was told to run `gridsat masyu LIGHTUP-URL --forced`, which refuses a Light Up
    with unknown_if_reading_runs_out(as_json, kind, UNREAD_STEPS[command], name=None, verdict="unknown"), \
            reading_under(deadline, options.memory_limit):  # the position too: standard input may never come
        from ..puzzles.unreadable import POINTED_COMMAND

        pointing = POINTED_COMMAND.set(command)  # (a Sudoku's line given -k hitori was pointed to 'gridsat sudoku')
        try:
            if kind and puzzle_spec != "-" and "://" not in puzzle_spec and not exists(puzzle_spec):
                from ..puzzles.kinds import get

                found = get(kind)  # a kind whose argument is no file (a calendar's date) builds its puzzle
                puzzle = found.build(puzzle_spec, {})
            else:
                found, puzzle = read_any(puzzle_spec, kind)
        finally:
            POINTED_COMMAND.reset(pointing)
        if not found.explains:
            found.hints(puzzle)  # raises the one-line "no hints yet" error
        if found.saved_position(puzzle) is None:  # (of a file's answer rows, the note below says what is read)
            from .common import printer

            for note in found.notices(puzzle):  # as `gridsat KIND` says them (a weekday not the date's own)
                printer(stderr=True).print(f"note: {note}")
        start = None
        if position is None and command == "hint" and found.explains and found.saved_position(puzzle) is not None:
            start = found.saved_position(puzzle)  # a player's work saved in the file (pzprv3 answer rows); a grade
            # is the puzzle's, from its givens (a save of the answer was graded easy in 0 steps, one with a mistake
            # not at all, and told of a --position grade does not have)
            if not as_json:
                from .common import printer

                printer(stderr=True).print(STARTING_FROM_ANSWER_ROWS)
        if position is not None:
            from ..core.options import TimeUp

            try:
                text = read_stdin() if stdin else read_text_file(str(position), "position file", stdin=True)
                start = found.position_of(text, puzzle, "stdin" if stdin else str(position))
            except TimeUp:  # named: it said "while reading the puzzle", which was read
                up = TimeUp("while reading the position (--position)")
                up.kind, up.name = found.name, found.hint_name(puzzle)  # (--json's "kind" and "name")
                raise up from None
    if hasattr(found, "refuse_hint_size"):  # a board hints refuse (Domino Fit's over 400 cells) is named so first:
        found.refuse_hint_size(puzzle)  # a --png was "needs about 3.1 GB of memory", then, raised, this
    if picture:  # weighed before the steps are looked for, not after
        from ..core.pictures import check_board_picture_memory

        check_board_picture_memory(getattr(puzzle, "rows", None), getattr(puzzle, "cols", None),
                                   options.memory_limit)
    import time

    began = time.perf_counter()
    try:
        return found, puzzle, found.hints(puzzle, start=start, deadline=deadline, first=first,
                                          memory_limit=options.memory_limit)
    except PuzzleInputError as exc:  # a position that does not fit the puzzle: named by its file
        if position is not None and exc.where in ("position", "start"):  # (hints names its start "start")
            raise PuzzleInputError(exc.problem, "stdin" if stdin else str(position)) from None
        raise
    except KeyboardInterrupt:  # before a first step (the uniqueness proof): --json still prints its object, as
        if not as_json:  # a time limit there does (stdout was empty); the text says "gridsat: interrupted"
            raise
        from ..core.hints import Deduction

        return found, puzzle, Deduction("unknown", complete=False, interrupted=True,
                                        seconds=time.perf_counter() - began)


def run_hint(values: dict) -> int:
    """Carry out one ``gridsat hint`` command line (``values``: every option of :data:`~gridsat.cli.options.HINT`
    by name); the exit code: 0 when the steps ran to an answer (unique or several), 1 when they did not, 130 when
    interrupted."""
    refuse_empty(values, HINT)
    puzzle, kind, steps, time_limit, as_json = (values[k] for k in ("puzzle", "kind", "steps", "time_limit", "as_json"))
    png, svg, memory_limit = values["png"], values["svg"], values["memory_limit"]
    from .paths import given_path  # (Path('') is '.': "--position ''" was told ".: ... it is a folder")

    position = None if values["position"] is None else given_path(values["position"], "--position")
    from . import common
    from .common import console, print_json, solver_options, write_pictures

    from ..core.files import refuse_overwriting

    refuse_overwriting([puzzle, position], {"--png": png, "--svg": svg})
    options = solver_options(time_limit, memory_limit=memory_limit).started()  # the pictures' clock and memory too
    from ..core.reading import noting_reads

    with noting_reads() as noted:
        found, parsed, out = deduce(puzzle, kind, time_limit, position=position, first=not steps, as_json=as_json,
                                     picture=png is not None, memory_limit=memory_limit)
    refuse_overwriting(noted, {"--png": png, "--svg": svg})  # and the files the puzzle named (a board mask...)
    why = with_unique_command(refusal(out), found.name, puzzle)
    why = why + more_time(out) if why and out.verdict == "unknown" else why
    # a finished position is checked by the rules, as the web's Check does: on a puzzle of several answers it was
    # told only "no hints: the puzzle has more than one answer", whether it was one of them or broke every rule
    broken = found.finished_position(parsed, out) if out.grid and not out.interrupted else None
    if broken == [] and not out.solved:
        why = "solved: every cell is decided and the position is an answer" + (
            " (one of the puzzle's several)" if out.verdict == "not_unique" else "")
    elif broken and out.verdict != "no_solution":  # (its reason says what cannot hold)
        why = (why + "\n" if why else "") + f"the position breaks a rule: {broken[0].removeprefix('position: ')}" + (
            f" (and {len(broken) - 1:,} more broken rule{'s' if len(broken) > 2 else ''})" if len(broken) > 1 else "")
        # ('has 1 cell (and 2 more)' read as 2 more cells, 'holds 9 twice (and 2 more)' as more 9s)
    if why and out.interrupted and out.verdict == "no_solution":  # proven, and then a Ctrl-C: said, not only exit 130
        from . import interrupter

        why += f" ({interrupter()} stopped the search for its reason)"

    def figure():  # the position's mistakes framed, as its message names them
        drawn = found.hint_figure(parsed, out)
        if drawn is not None and out.mistakes:  # framed red with a key (they stood unexplained in the picture)
            from ..render.picture import mark_step

            words = "mistakes: no answer goes on from them" if out.verdict == "several" else \
                "mistakes: they differ from the only answer"
            mark_step(drawn, [], conflict=found.mistake_cells(parsed, out.mistakes), conflict_words=words)
        return drawn

    # the pictures before the text: a reader that goes away early (| head -1) left no picture
    written = [] if out.interrupted and not out.grid else \
        write_pictures(figure, png, svg, options.deadline, memory_limit=options.memory_limit)  # (none: cut before)
    if as_json:
        record = {"kind": found.name, "name": found.hint_name(parsed), **out.to_json(with_grade=steps)}
        if broken is not None:  # as POST /api/hint answers them
            record.update(violations=broken, solved=record["solved"] or not broken)
        print_json(record)
    else:
        with common.whole_output():  # a Ctrl-C now stops the run once the steps are printed
            started = position is not None or found.saved_position(parsed) is not None  # not from the givens
            _print_steps(found, parsed, out, why, steps, started)
            for path in written:
                console().print(f"wrote {literal_name(str(path))}")
    if out.interrupted or common.exit_code(0) == 130:  # (Ctrl-C while drawing: the steps are printed)
        raise SystemExit(130)
    answered = out.verdict in ("unique", "several") and out.complete or broken == []
    return 0 if answered and not common._PICTURES_DROPPED else 1


def _print_steps(found, parsed, out, why: str | None, steps: bool, started: bool = False) -> None:
    from ..core.hints import grade
    from .common import console

    con = console()
    if why:
        con.print(why)
    elif not out.steps and out.complete:  # a limit that stopped the first step is said below
        # a player's finished position is told it is an answer ("nothing to deduce" alone left them to wonder)
        con.print("solved: every cell is decided and the position is an answer; nothing to deduce" if out.solved
                  else "nothing to deduce: every cell is decided")
    for k, step in enumerate(out.steps, start=1):
        label = f"step {k}" if steps else "next step"
        kind_of = {0: f"rule: {step.rule}", 1: "a trial",
                   2: "a choice" if step.rule == "choice" else "a guess, proven by search"}[step.depth]
        con.print(f"{label} ({kind_of}): {step.sentence}")
    if steps and out.steps and not why:
        g = grade(out.steps)
        counts = [(g["trials"], "trial"), (g["guesses"], "guess")] + [(g["choices"], "choice")] * bool(g["choices"])
        said = ", ".join(f"{n} {word}{'' if n == 1 else 'es' if word == 'guess' else 's'}" for n, word in counts)
        # a grade only of every step, as 'gridsat grade' and the JSON give one: those still to come may be harder
        # from a position, the grade of the steps left (an expert puzzle near its end was told "grade: medium")
        head = "grade of these steps from the position (not the puzzle's)" if started else "grade"
        graded = (f"{head}: {g['grade']} (its hardest steps use {found.grade_meaning(g['grade'], out.steps)})"
                  if out.complete and not out.mistakes else "no grade before the last step")
        con.print(f"{'solved' if out.solved else 'stopped'} in {counted(len(out.steps), 'step')} ({said}); {graded}")
    if not out.complete and not (why and not out.steps):  # a refusal said what stopped it ("no hints: the time limit
        from . import stopped_by  # ran out before the puzzle's answers were found"): not said twice

        stopper = stopped_by() if out.interrupted else "the time limit ran out"
        said = f"{stopper}: these are the steps so far" if out.steps else f"{stopper} before a first step was found"
        con.print(said + more_time(out))
    text = found.hint_text(parsed, out) if out.steps else None
    if text is not None:  # a drawing, not markup: a Country Road cell decided off the loop, "[x]", was printed as
        from ..render.styled import literal  # an empty tag and vanished, its row one cell short

        con.print(literal(text) if isinstance(text, str) else text)


def register(app) -> None:
    """Add ``gridsat hint``."""
    from .typed import command

    app.command("hint")(command(run_hint, HINT, "hint_command", DOC))
