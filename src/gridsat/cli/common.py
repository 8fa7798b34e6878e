"""The command line's shared conventions, in one place.

Vocabulary (the same in every subcommand):

* ``-o/--out FILE`` is always a file to write; ``--count`` counts the solutions (``--limit N`` stops early);
  ``-n/--solutions N`` lists up to N; ``-u/--unique`` proves the answer unique or shows a second one; ``--forced``
  shows what every answer shares; ``--engine NAME`` chooses the solver; ``--one-sided`` forbids flipping
  pieces; options that do not apply are refused, never ignored;
* ``-t/--time-limit SECONDS`` covers the whole run from the process's start (start-up, reading, solving,
  checking, drawing); ``--json`` prints the result in the one schema of ``docs/json.md``; ``--png``/``--svg``
  write pictures;
* exit codes: 0 solved (or a complete count of at least one solution), 1 infeasible, unknown or an incomplete
  count, 2 bad input, 130 interrupted (143: SIGTERM).

Logs, progress bars and notices go to stderr; stdout holds the answer.
"""

from __future__ import annotations

import re
import sys
import time

from ..core.errors import PuzzleInputError
from ..core.options import SolverOptions
from .verdicts import verdict

TYPE_CHECKING = False  # pathlib's Path is for annotations only here: start-up need not import it
if TYPE_CHECKING:
    from pathlib import Path


#: The options SolverOptions' messages name, as the command line spells them.
_FLAGS = {"time_limit": "-t/--time-limit", "workers": "-w/--workers", "seed": "--seed"}
_FLAG_NAMES = re.compile("^(" + "|".join(_FLAGS) + ")")


def solver_options(time_limit=None, workers=None, seed=None, params="", log=False, memory_limit=None, *,
                   start: bool = True) -> SolverOptions:
    """SolverOptions from the shared options (``memory_limit`` in GB;
    ``params`` the text of each ``--params`` given, a list, or one text).

    With ``start`` (the solving commands) the deadline is fixed from when the command started
    (:func:`gridsat.cli.run_start`: the process's start when ``gridsat`` is the program), so the time limit covers
    start-up, reading and parsing too; ``generate`` passes False and starts each puzzle's clock itself
    (:func:`started_at_run_start` for the first).

    Raises:
        PuzzleInputError: a bad value (non-positive time limit...).
    """
    memory = memory_limit_bytes(memory_limit)
    if isinstance(params, (list, tuple)):  # --params given again: one text, so a parameter given twice is refused
        if any(not text.strip() for text in params):  # --params '' was dropped as if not given
            raise PuzzleInputError("--params is empty: give NAME:VALUE,... or leave the option out")
        params = " ".join(params)
    try:
        options = SolverOptions(time_limit=time_limit, workers=workers, seed=seed, params=params or "", log=log,
                                memory_limit=memory)
    except PuzzleInputError as exc:  # named by the option the user typed: "-w/--workers must be ..."
        raise PuzzleInputError(_FLAG_NAMES.sub(lambda m: _FLAGS[m.group(0)], str(exc), count=1)) from None
    return started_at_run_start(options) if start else options


def memory_limit_bytes(memory_limit: float | None) -> int | None:
    """``--memory-limit GB`` in bytes (None: not given).

    Raises:
        PuzzleInputError: not a positive number of GB below a billion, or
            less than a byte.
    """
    if memory_limit is not None and not 0 < memory_limit < 1e9:
        raise PuzzleInputError("--memory-limit must be a positive number of GB (below a billion), got "
                               f"{memory_limit:g}")
    memory = None if memory_limit is None else int(memory_limit * 1024**3)
    if memory is not None and memory < 1:
        raise PuzzleInputError(f"--memory-limit {memory_limit:g} GB is less than one byte")
    return memory


def started_at_run_start(options: SolverOptions) -> SolverOptions:
    """``options`` with the deadline ``time_limit`` seconds after the command started
    (:func:`gridsat.cli.run_start`); unchanged when already started or without a limit."""
    if options.deadline is not None or options.time_limit is None:
        return options
    from dataclasses import replace

    from . import run_start

    return replace(options, deadline=run_start() + options.time_limit)


def refuse(flags: dict, mode: str) -> None:
    """The one rule for options that do not apply: the first given option of
    ``flags`` (``{"--png": value, ...}``) is refused with one line."""
    for name, given in flags.items():
        if given not in (None, False, 0, "", [], ()):
            raise PuzzleInputError(f"{name} does not apply to {mode}")


def make_task(**flags):
    """The :class:`~gridsat.core.task.Task` the shared options ask for (:func:`gridsat.core.task.task_from_flags`)."""
    from ..core.task import task_from_flags

    return task_from_flags(**flags)


def console(stderr: bool = False):
    """A rich console (colour only on a terminal; :func:`~gridsat.cli.plain.rich_console`)."""
    from .plain import rich_console

    return rich_console(stderr)


def printer(stderr: bool = False):
    """A :class:`~gridsat.cli.plain.Printer`: prints as :func:`console`
    does, importing rich only when the output needs it."""
    from .plain import Printer

    return Printer(stderr=stderr)


def write_pictures(figure_fn, png: Path | None, svg: Path | None, deadline: float | None = None, *,
                   optional: bool = False, memory_limit: int | None = None, board=None) -> list[Path]:
    """Draw once with ``figure_fn()`` and write the requested files (none, with ``optional``, when it draws
    nothing). With ``deadline`` (a :func:`time.perf_counter` value, the run's time limit), drawing stops there:
    a line on stderr says which pictures were not written (none is left half-written) and the run's exit code
    becomes 1 (see :func:`finish`).  ``memory_limit``: bytes a PNG may need (None: the default;
    :func:`~gridsat.core.pictures.check_picture_memory`). Objects alive then are frozen: the command ends soon.
    ``board``: the puzzle drawn (its ``rows`` and ``cols``), whose smallest PNG is weighed before ``figure_fn``
    draws anything (:func:`~gridsat.core.pictures.check_board_picture_memory`; the puzzle as read, ``--to text
    --png``, was drawn for 18 s on a 600x600 board and then refused).

    Raises:
        PuzzleInputError: the answer has no picture, a bad path, or a PNG
            past the memory limit (refused before it is drawn).
    """
    if png is None and svg is None:
        return []
    import gc
    import time

    from ..core.pictures import EncodingTimeUp, quiet_half_imports, save_figure
    from ..core.options import TimeUp, reading_under

    global _PICTURES_DROPPED, _PICTURES_INTERRUPTED
    paths, written = [path for path in (png, svg) if path is not None], []
    if png is not None and board is not None:
        from ..core.pictures import check_board_picture_memory

        check_board_picture_memory(getattr(board, "rows", None), getattr(board, "cols", None), memory_limit)
    try:
        if deadline is not None and time.perf_counter() >= deadline:  # (not "while drawing": it never began)
            raise TimeUp("the time limit had run out before drawing began")
        with reading_under(deadline, slack=0.05), quiet_half_imports():  # a 1000x1000 board's collections: 30 s
            fig = figure_fn()  # with no clock of their own; not the 0.5 s reading is given (0.25-2.3 s past -t)
        if fig is None and optional:
            return []
        if fig is None:
            raise PuzzleInputError("there is no solution to draw")
        for path in paths:
            written.append(save_figure(fig, path, deadline, memory_limit))
    except TimeUp as exc:  # ran out, or a PNG's encoding (no clock of its own) would end past it
        _PICTURES_DROPPED = True
        left = ", ".join(str(p) for p in paths[len(written):])
        why = exc.args[0] if isinstance(exc, EncodingTimeUp) or str(exc).startswith("the time limit had") else \
            "the time limit ran out while drawing"
        print(f"gridsat: {why}; not written: {left} (give more time with -t)",
              file=sys.stderr)
    except KeyboardInterrupt:  # the answer is kept, as a time-up keeps it (it was lost after minutes of solving)
        from . import interrupter

        _PICTURES_DROPPED = _PICTURES_INTERRUPTED = True
        left = ", ".join(str(p) for p in paths[len(written):])
        print(f"gridsat: {interrupter()} while drawing; not written: {left}", file=sys.stderr)
    finally:  # a figure's cyclic artists (300x300: 600 MB) slowed every collection after it, 4.8 s past -t; frozen
        gc.freeze()  # as the command ends soon after
    return written


def print_json(payload: dict) -> None:
    """One JSON object on stdout, one line, written whole (:func:`whole_output`): prepared first, so a Ctrl-C
    meanwhile prints none of it; a Ctrl-C while it is written stops the run once it is written."""
    import json

    text = json.dumps(payload) + "\n"
    with whole_output():
        from .written import write_whole  # every byte, under PYTHONUNBUFFERED too
        write_whole(text)


def whole_output():
    """A context in which a Ctrl-C (or SIGTERM) is held back until the output written in it is complete, then
    raised (``KeyboardInterrupt``: exit 130), so that no answer is cut mid-way; what is printed in it must be
    prepared (bounded: listings keep what can be checked and printed in the time left)."""
    from ..core.ctrl_c import ctrl_c_deferred

    return ctrl_c_deferred()


def emit(result, *, as_json: bool, png: Path | None = None, svg: Path | None = None, title: str | None = None,
         heading: str | None = None, limit: int | None = None, deadline: float | None = None,
         memory_limit: int | None = None, asked: int | None = None, timed: bool | str | None = None,
         advice: str = "") -> None:
    """Print ``result`` (JSON, or a drawing with its verdict) and write its pictures (``asked``: the number of
    solutions a listing asked for, whose verdict says what stopped it short of them; ``advice``: what may settle
    a run the time limit left unknown, :func:`~gridsat.cli.verdicts.advice`).

    Pictures show the answer; for a result without one, the puzzle as read, unsolved, where the kind draws it (else
    stderr says which were not written, and why; either way stderr says so).  They are written before printing, so a
    failing path leaves no half output.  ``deadline``: drawing stops there (:func:`write_pictures`); ``timed``:
    whether the time limit stopped an unfinished run (default: whether there is one), else a --params limit.
    """
    timed = deadline is not None if timed is None else timed
    written = (write_pictures(lambda: result.figure(title=title), png, svg, deadline, memory_limit=memory_limit)
               if result.solved else [])
    if not result.solved and (png is not None or svg is not None):  # never silently
        named = ", ".join(str(p) for p in (png, svg) if p is not None)
        dropped = _PICTURES_DROPPED
        # stopped by Ctrl-C: no picture of the puzzle unsolved (a 150x150 board's took 19 s after the Ctrl-C); nor
        # with no time left, when "the time limit ran out while drawing" was said of a picture never begun
        late = deadline is not None and time.perf_counter() >= deadline
        written = [] if result.interrupted or late else write_pictures(
            lambda: result.puzzle_figure(title=title), png, svg, deadline, optional=True, memory_limit=memory_limit)
        if result.interrupted:
            from . import interrupter

            print(f"gridsat: not written: {named} ({interrupter()} stopped the run before an answer was found)",
                  file=sys.stderr)
        elif written or _PICTURES_DROPPED == dropped:  # (else the time ran out drawing them: that line was said)
            held = getattr(result, "puzzle", None)  # a genre of rooms without clues outlines its rooms
            held = f"{held.room_noun}s" if hasattr(held, "waived") else "clues"
            marked = f"; the {held} that cannot all hold outlined" if written and getattr(result, "conflict", 0) else ""
            print(f"gridsat: {'the puzzle as read, unsolved' if written else 'not written'}: {named} (the run is "
                  f"{result.status}: no answer to draw{marked})", file=sys.stderr)
    if as_json:
        print_json(result.to_json())
        return
    with whole_output():
        _print_result(result, written, heading, limit, timed=timed, asked=asked, advice=advice)


def _print_result(result, written: list, heading: str | None, limit: int | None, *, timed: bool,
                  asked: int | None = None, advice: str = "") -> None:
    from ..render.styled import literal_name

    out = printer()
    heading = heading or result.heading()
    if heading:
        out.print(f"[bold]{literal_name(heading)}[/bold]")
    listed = getattr(result, "solutions", None)
    if listed and len(listed) > 1:
        for i, answer in enumerate(listed, 1):
            out.print(f"[bold]solution {i}[/bold]")
            out.print(_shown(result.text_of(answer)))
    else:
        drawing = result.text()
        if str(drawing) not in ("", str(result.status)):  # the verdict line names the status anyway
            out.print(_shown(drawing))
    if getattr(result, "second", None) is not None:
        out.print("[bold]a second answer[/bold]")
        out.print(_shown(result.text_of(result.second)))
    for line in verdict(result, limit, timed=timed, asked=asked, advice=advice):
        out.print(line)
    # a picture draws one answer: say which, where the text shows more (a user took it for all)
    which = (f" (solution 1 of the {len(listed):,} listed)" if listed and len(listed) > 1 else
             " (the first answer; the second is in the text)" if getattr(result, "second", None) is not None else "")
    for path in written:
        out.print(f"wrote {literal_name(str(path))}{which}")


def _shown(drawing):
    """A drawing or an answer's text, printed as it is (a user's names in it are no markup)."""
    from ..render.styled import literal

    return literal(drawing) if isinstance(drawing, str) else drawing


def run_and_show(kind, puzzle, task, *, as_json: bool, png=None, svg=None, title: str | None = None,
                 heading: str | None = None, settings: dict | None = None) -> None:
    """Run ``task`` on ``puzzle`` with ``kind`` (a progress bar on long counts), print the result, write its
    pictures, and exit with its code (:func:`~gridsat.core.task.run_keeping_ctrl_c`: Ctrl-C keeps a result)."""
    from dataclasses import replace

    from ..core.task import run_keeping_ctrl_c
    from .progress import CountProgress
    from .stopped import what_stopped
    from .verdicts import advice

    if png is not None:  # refused before solving, not after (a 300x300 board was solved for 28 s, then refused)
        from ..core.pictures import check_board_picture_memory

        check_board_picture_memory(getattr(puzzle, "rows", None), getattr(puzzle, "cols", None),
                                   task.options.memory_limit)
    progress = CountProgress()
    if task.what == "count" and task.on_progress is None:
        task = replace(task, on_progress=progress)
    try:
        result = run_keeping_ctrl_c(kind, puzzle, task, settings or {})
    finally:
        progress.stop()
    emit(result, as_json=as_json, png=png, svg=svg, title=title, heading=heading, limit=task.limit,
         deadline=task.options.deadline, memory_limit=task.options.memory_limit,
         asked=task.n if task.what == "solutions" else None, timed=what_stopped(task.options),
         advice=advice(kind, puzzle, task, settings))
    finish(result)


def print_json_lines(data) -> None:
    """A report's JSON: one line per object (a list is one object per edition, as ``--verify-edition`` of a file
    of several gives), the same whether the run finished or Ctrl-C stopped it (then it printed one array)."""
    for item in data if isinstance(data, list) else [data]:
        print_json(item)


def emit_report(report, *, as_json: bool, png: Path | None = None, svg: Path | None = None,
                deadline: float | None = None) -> None:
    """Print a mode's report (its JSON lines, or its text lines), write its pictures (drawing stops at
    ``deadline``: :func:`write_pictures`), and exit with its code (1 when the time limit stopped a picture)."""
    written = write_pictures(lambda: report.figure(), png, svg, deadline)
    if as_json:
        print_json_lines(report.to_json())
    else:
        lines = list(report.text())
        out = printer()
        with whole_output():
            for line in lines:
                out.print(line)
            for path in written:
                out.print(f"wrote {_shown(str(path))}")
    raise SystemExit(exit_code(report.exit_code()))


#: Set when the time limit (or Ctrl-C) stopped drawing a picture the run asked for.
_PICTURES_DROPPED = False
#: Set when Ctrl-C or SIGTERM stopped drawing a picture (the run then prints its answer and exits 130).
_PICTURES_INTERRUPTED = False


def exit_code(code: int) -> int:
    """A run's exit ``code`` after its pictures: 130 when Ctrl-C (or SIGTERM) stopped one, 1 for a run that
    succeeded but whose picture the time limit stopped, else ``code``."""
    return 130 if _PICTURES_INTERRUPTED else 1 if code == 0 and _PICTURES_DROPPED else code


def new_run() -> None:
    """Forget what an earlier run in this process noted of its pictures (:func:`main` calls it for each run)."""
    global _PICTURES_DROPPED, _PICTURES_INTERRUPTED
    _PICTURES_DROPPED = _PICTURES_INTERRUPTED = False


def pictures_dropped() -> bool:
    """True once the time limit stopped a picture this run asked for (:func:`write_pictures`)."""
    return _PICTURES_DROPPED


def finish(result) -> None:
    """Leave with the result's exit code (see the module docstring); 1 (a
    time-up) when an answer was found but the time limit stopped its picture."""
    raise SystemExit(exit_code(130 if getattr(result, "interrupted", False) else result.exit_code()))


__all__ = ["console", "emit", "emit_report", "exit_code", "finish", "make_task", "new_run", "pictures_dropped",
           "print_json", "printer", "refuse", "run_and_show", "solver_options", "started_at_run_start", "verdict",
           "whole_output", "write_pictures"]
