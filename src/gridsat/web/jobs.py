"""The work of one web request, as a solver process does it.

:func:`run_solve` reads the puzzle (never a file of the server's: only the files sent with the request, see
:mod:`.uploads`), runs the task through the kind registry exactly as ``gridsat solve`` does, and returns the
result's JSON (``docs/json.md``) with, when asked, its pictures (``svg``: the same SVG as ``--svg``) and its
terminal drawing as plain text.  A listing with ``skip`` hands back only the solutions after the first ``skip``
(:func:`~.skipping.run_skipping`).  :func:`.generating.run_generate` returns a generator's record.  Both raise
:class:`~gridsat.core.errors.PuzzleInputError` for bad input."""

from __future__ import annotations

import contextlib
import dataclasses

from ..core.errors import PuzzleInputError, shown, whole_text
from .hint_requests import HintPlan
from .limits import Limits
from .naming import as_sent
from .requests import SolvePlan
from .skipping import run_skipping

SOURCE = "puzzle"


def board_box(puzzle) -> tuple[int, int] | None:
    """``(rows, cols)`` of a puzzle's board (its bounding box), or None when the kind has no board."""
    for holder in (puzzle, getattr(puzzle, "board", None)):
        rows, cols = getattr(holder, "rows", None), getattr(holder, "cols", None)
        if isinstance(rows, int) and isinstance(cols, int):
            return rows, cols
    return None


def read(plan: SolvePlan):
    """``(kind, puzzle, settings)`` of a plan: the kind named or detected, the puzzle read from its text (or built
    from the kind's argument and settings, as ``gridsat KIND`` builds it), the kind settings for
    :meth:`~gridsat.puzzles.kinds.Kind.run`.  Only the files sent with the request can be read meanwhile
    (:func:`~gridsat.web.uploads.reading`).

    Raises:
        PuzzleInputError: no kind recognises the text, bad content, an
            option the kind does not take, a file that was not sent
            (:class:`~gridsat.web.uploads.NotSent`), a board over the cell
            limit (:class:`~gridsat.web.limits.TooLarge`).
    """
    from ..core.records import record_parts, without_kind
    from ..puzzles.kinds import detect, get, record_kind
    from ..puzzles.unreadable import elsewhere, unreadable
    from .argument_words import argument_word, elsewhere_argument, other_kinds_word
    from .requests import kind_options, no_option
    from .uploads import reading

    # a puzzle record ({"kind", "puzzle"}, as `gridsat KIND --to FORMAT --json` prints one) is read as the command
    # line reads its file: a Sudoku's was "unknown field 'puzzle'", a Yin-Yang URL's went to the URL reader whole
    from ..core.results_files import first_line, results_command

    ran = results_command(first_line(plan.puzzle)) if plan.puzzle is not None else None
    if ran is not None:  # a results line was read as a puzzle's object: "Sudoku: unknown field 'answer'"
        raise PuzzleInputError(f"this is the results of a {ran} run, not a puzzle", SOURCE)
    text, recorded = record_parts(plan.puzzle, SOURCE) if plan.puzzle is not None else (None, None)
    named = record_kind(plan.kind, recorded, SOURCE)
    kind = get(named) if named else detect(text)
    if kind is None:  # a date or a board: its kind and the field taking it named, not "not a puzzle"
        raise argument_word(text, None, SOURCE, plan.route) or unreadable(text, SOURCE, page=plan.route)
    own = kind_options(kind.name)
    for name, value in plan.extras.items():
        if name not in own:
            raise no_option(kind, name, own)
        own[name].coerce(value, label=f"option {name!r}")
        if own[name].stage == "mode":  # as `gridsat KIND` refuses it without its mode: never dropped unsaid
            raise PuzzleInputError(f"option {name!r} goes with {_modes_of(kind, name)}, not a solve")
    read = {name: v for name, v in plan.extras.items() if own[name].stage == "read"}
    settings = {name: v for name, v in plan.extras.items() if own[name].stage == "run"}
    if text is not None:
        _check_url_size(text, plan.max_cells)  # before a huge URL's body is decoded
    _check_board_size(read.get("board"), text, plan.max_cells)  # before a huge board is built
    with _no_files_to_hint(plan.route), reading(plan.files) as folder:
        if text is None:
            try:
                puzzle = kind.build(plan.argument, read)  # names in the settings are of files sent, in `folder`
            except PuzzleInputError as exc:  # a sent file (or URL) of another kind: its page named, as "puzzle"'s
                raise elsewhere_argument(exc, plan.argument, kind) from None  # is ("a pack puzzle is a JSON object")
        else:  # a file the puzzle names is one sent, in `folder`; one not sent is told so (NotSent), with or
            try:  # without others sent (without, it was "names a file, which a puzzle given as text may not do")
                puzzle = kind.parse(text, SOURCE, base=folder, **read)
            except PuzzleInputError as exc:  # another kind's puzzle: its page named, not the parser's words
                unkinded = without_kind(text, recorded)  # (a record's object: not the kind merged into it)
                far = elsewhere(exc, unkinded, SOURCE, kind, page=True, record=not plan.kind) if plan.kind or \
                    recorded is not None else exc  # (a record's kind named, not "URL is a 'slither' puzzle")
                raise argument_word(text, [kind], SOURCE, plan.route) or (  # another kind's word ('weekday': the
                    other_kinds_word(text, kind, SOURCE, plan.route) if plan.kind else None) or far from None  # page)
    box = board_box(puzzle)
    if box is not None:
        Limits(max_cells=plan.max_cells).check_cells(*box)
        puzzle = _named(puzzle, kind, box)
    return kind, puzzle, settings


@contextlib.contextmanager
def _no_files_to_hint(route: str):
    """A file the puzzle names, told on ``/api/hint`` that the route reads none (not 'send it in "files"')."""
    from .uploads import NotSent
    try:
        yield
    except NotSent as exc:
        if route != "hint" or exc.sendable is None:
            raise
        raise PuzzleInputError(f"{shown(exc.sendable)} is a file the puzzle names, and /api/hint is sent no files: "
                               "a hint is given of a puzzle naming none (POST /api/solve solves it, sending the "
                               'file in "files")', exc.where) from None


def _named(puzzle, kind, box: tuple[int, int]):
    """``puzzle`` with the name pictures are titled with, where it was the request's ``"puzzle"``: its kind and
    size (``Yin-Yang 10x14``), or its board's size (``pentominoes in 5x8``, a board sent in the puzzle; ``in 60
    cells of 8x8`` for a board with cells missing)."""
    board = getattr(puzzle, "board", None)
    if getattr(puzzle, "name", None) == SOURCE and dataclasses.is_dataclass(puzzle):
        puzzle = dataclasses.replace(puzzle, name=f"{kind.title} {box[0]}x{box[1]}")
    elif getattr(board, "name", None) == SOURCE and dataclasses.is_dataclass(board) \
            and dataclasses.is_dataclass(puzzle):
        full = getattr(board, "area", None) == box[0] * box[1]  # a board drawn with cells taken away was titled
        name = f"{box[0]}x{box[1]}" if full else ""  # by its bounding box: unnamed, it says its cells
        puzzle = dataclasses.replace(puzzle, board=dataclasses.replace(board, name=name))
    return puzzle


def _modes_of(kind, name: str) -> str:
    """The modes of ``kind`` that use setting ``name``, with what each needs beside it (census's 'use' was refused
    again there for want of 'design'), and where each runs (``census (POST /api/mode) or design (...)``)."""
    where = [m.name + "".join(f" with setting {o!r}" for s, o in m.needs if s == name)
             + (" (POST /api/mode)" if m.web else f" (the command line: gridsat {kind.name} {m.trigger.option})")
             for m in kind.modes if name in m.uses]
    return f"the {kind.title} mode {' or '.join(where)}"


def run_solve(plan: SolvePlan) -> dict:
    """The answer to a ``/api/solve`` request: the result's JSON, plus ``svg`` / ``svg_second`` / ``svg_last``
    (``svg_skipped`` for a kind that draws none) and ``text`` when asked, and ``notices`` (sentences the command
    line prints on stderr, such as a date given a weekday not its own) when there are any.

    Raises:
        PuzzleInputError: bad input (see :func:`read`), or a task the kind does not offer.
    """
    from ..core.notes import collecting
    from ..core.options import SolverOptions

    # the clock starts before the puzzle is read, as on the command line
    options = SolverOptions(time_limit=plan.time_limit, seed=plan.seed, memory_limit=plan.memory_limit).started()
    kind, puzzle, settings = read(plan)
    with collecting() as noted, as_sent(puzzle, SOURCE):  # what the run says beside its answer (a seed the race's
        out, result, beyond = _solved(plan, options, kind, puzzle, settings)  # search left unused)
    if plan.svg and not kind.pictures and not beyond:  # the reply came without a picture, saying nothing of why
        out["svg_skipped"] = f"gridsat draws no picture of {kind.puzzles}"
    notices = kind.notices(puzzle) + noted  # what the command line says on stderr (a weekday not the date's own;
    if notices:  # a seed the race's search left unused)
        out["notices"] = notices
    if plan.text and not beyond:
        out["text"], unfinished = answer_text(result, options.deadline)
        if unfinished:
            out["text_unfinished"] = "the time limit ran out while drawing: the text holds the answers drawn by then"
    return out


def _solved(plan: SolvePlan, options, kind, puzzle, settings) -> tuple[dict, object, bool]:
    """``(answer's JSON with its pictures, result, beyond)`` of a solve request's run (``beyond``: no solution
    after the skipped ones)."""
    from ..core.task import Task, task_from_flags

    beyond = False  # no solution after the skipped ones: nothing is drawn, in a picture or in text
    if plan.skip is not None:  # one solver thread: the same request lists the same solutions in the same order
        task = Task("solutions", n=plan.task.get("solutions", 1), engine=plan.task.get("engine", "auto"),
                    options=dataclasses.replace(options, workers=1), distinct=plan.task.get("distinct", False))
        result, listing = run_skipping(kind, puzzle, task, settings, plan.skip)
        out = result.to_json()
        out["skipped"] = listing.skipped
        if beyond := listing.beyond:  # none listed, nothing drawn (the text drew the first skipped solution)
            out["solutions"] = []
        elif plan.svg:
            out.update(pictures(result, options.deadline))
    else:
        task = task_from_flags(**plan.task, options=options, offered=tuple(kind.tasks),  # a detected kind's own
                               no_distinct=None if kind.distinct else kind.puzzles)
        result = kind.run(puzzle, task, **settings)
        out = result.to_json()
        if plan.svg:
            out.update(pictures(result, options.deadline))
    return out, result, beyond


def answer_text(result, deadline: float | None = None) -> tuple[str, bool]:
    """The drawings the command line prints above its verdict, as plain text, and whether the time ran out
    before all were drawn: every solution listed (each under ``solution K``), else the answer (nothing for a
    status the verdict says), then a uniqueness check's second answer (under ``a second answer``).  The first
    is drawn always, the others while ``deadline`` (``time.perf_counter()``; None: no limit) has not passed."""
    import time

    listed = getattr(result, "solutions", None)
    if listed and len(listed) > 1:
        drawings = [(f"solution {i}\n", answer) for i, answer in enumerate(listed, 1)]
    else:
        drawings = [("", None)]
    if getattr(result, "second", None) is not None:
        drawings.append(("a second answer\n", result.second))
    parts = []
    for heading, answer in drawings:
        if parts and deadline is not None and time.perf_counter() > deadline:
            return "\n".join(parts), True
        parts.append(heading + plain_text(result.text() if answer is None else result.text_of(answer)))
    return "\n".join(parts), False


def pictures(result, deadline: float | None = None) -> dict:
    """SVG pictures of a result: ``svg`` (``result.figure()``, as ``--svg``
    draws it; for a run without an answer, the puzzle as read, unsolved,
    where the kind draws it: ``result.puzzle_figure()``), ``svg_second`` (the second answer a uniqueness check found,
    the cells that differ from the first marked where the kind draws a grid)
    and ``svg_last`` (the last of several listed solutions).  Only those
    that exist; none for a result without a picture.  Drawing stops at
    ``deadline`` (the request's time limit): then ``svg_unfinished`` says
    so, in place of the pictures not drawn (:data:`BEFORE_DRAWING` when it had passed before the first)."""
    from ..core.options import TimeUp
    from ..core.result import figure_bytes

    def svg(fig):
        return None if fig is None else figure_bytes(fig, "svg", deadline).decode("utf-8")

    out: dict = {}
    if time_gone(deadline):  # (said "ran out while drawing" of a picture never begun: a search the time cut)
        out["svg_unfinished"] = BEFORE_DRAWING
        return out
    try:
        with drawing_under(deadline):
            _draw_pictures(result, svg, out)
    except TimeUp:
        out["svg_unfinished"] = "the time limit ran out while drawing"
    return out


BEFORE_DRAWING = "the time limit had run out before drawing began"  # as the command line says it


def time_gone(deadline: float | None) -> bool:
    """Whether ``deadline`` (``time.perf_counter()``; None: no limit) has passed: a picture then is not begun, and
    ``svg_unfinished`` says :data:`BEFORE_DRAWING` rather than that the time ran out while drawing."""
    import time

    return deadline is not None and time.perf_counter() >= deadline


def drawing_under(deadline: float | None):
    """A block that builds figures under ``deadline`` (``time.perf_counter()``; None: no limit), raising
    :class:`~gridsat.core.options.TimeUp` as it passes, as the command line builds them: only drawing was
    clocked (:func:`~gridsat.core.result.figure_bytes`), and a 100x100 Domino Fit figure took 8.7 s to build.
    matplotlib is imported first, outside the clock: stopped half-imported, it broke every later picture."""
    import importlib

    from ..core.options import reading_under

    list(map(importlib.import_module, DRAWING_MODULES))
    return reading_under(deadline, slack=0.05)


#: What building and drawing a figure imports, imported before the clock starts (:func:`drawing_under`).
DRAWING_MODULES = ("matplotlib.figure", "matplotlib.patches", "matplotlib.collections",
                   "matplotlib.backends.backend_svg", "gridsat.render.picture", "gridsat.render.board")


def _draw_pictures(result, svg, out: dict) -> None:
    drawn = svg(result.figure() if result.solved else result.puzzle_figure())  # no answer: the puzzle as read
    if drawn is not None:
        out["svg"] = drawn
    if "svg" not in out or not result.solved:
        return
    second = svg(result.second_figure())
    if second is not None:
        out["svg_second"] = second
    listed = getattr(result, "solutions", None)
    if listed and len(listed) > 1:
        out["svg_last"] = svg(result.with_answer(listed[-1]).figure())


def plain_text(drawing) -> str:
    """A terminal drawing (a rich renderable or a string) as plain text."""
    if isinstance(drawing, str):
        return drawing
    import io

    from rich.console import Console

    console = Console(width=200, record=True, file=io.StringIO(), color_system=None)  # kept by record, not the file
    console.print(drawing)
    return console.export_text().rstrip("\n")


def _stopped_first(out) -> str | None:
    """The command line's sentence for hints a limit stopped before their first step, the answers found (the JSON
    said ``"refusal": null`` with no step), else None."""
    if out.steps or out.complete:
        return None
    return f"no hints: {'a KeyboardInterrupt came' if out.interrupted else 'the time limit ran out'} before a first " \
           "step was found"


def run_hint(plan: HintPlan) -> dict:
    """The answer to a ``/api/hint`` request: what ``gridsat hint --json`` prints (``{"kind", "name", "verdict",
    "complete", "solved", "seconds", "mistakes", "steps", "grid"}`` and, with ``steps``, ``"grade"``), plus
    ``"refusal"`` (why there are no steps, the command line's sentence, or None), ``"givens"`` (the cells a player
    cannot change, rows, 0 elsewhere), ``"position"`` (the position the steps start from: the player's, with the
    givens), ``"values"`` (the kind's ``value_names``: values 1, 2, ...), ``"labels"`` (what each cell shows besides
    its value, rows of strings: a clue's number, a calendar's month or day; or None), ``"regions"``, ``"walls"`` and
    ``"points"`` (the kind's ``cell_regions``, ``cell_walls``, ``point_labels``: rows, or None), ``"origin"`` (the
    rows and columns before the cell the steps name r1c1: a frame of numbers round the board; ``[0, 0]``) and, when that
    position has every cell decided, ``"violations"``: the rules it breaks by the kind's checker (empty: it is an
    answer), ``"notices"`` as a solve's.
    The time limit covers reading, the uniqueness proof and the steps.

    Raises:
        PuzzleInputError: bad input (see :func:`read`), a kind without hints (what to ask instead), a bad position.
    """
    from ..core.hints import refusal
    from ..core.options import SolverOptions

    options = SolverOptions(time_limit=plan.time_limit, memory_limit=plan.memory_limit).started()
    kind, puzzle, _ = read(SolvePlan(plan.kind, plan.puzzle, {}, {}, plan.time_limit, max_cells=plan.max_cells,
                                     route="hint"))
    if not kind.explains:  # told what to ask instead, as `gridsat hint` adds "what every answer shares: ... --forced"
        try:
            kind.hints(puzzle)  # raises the one-line "no hints yet" error
        except PuzzleInputError as refused:
            instead = '; what every answer shares: POST /api/solve with "options": {"forced": true}'
            raise PuzzleInputError(f"{refused}{instead if 'forced' in kind.tasks else ''}") from None
    start = kind.saved_position(puzzle) if plan.position is None else kind.position_of(plan.position, puzzle,
                                                                                            "position")
    try:
        out = kind.hints(puzzle, start=start, deadline=options.deadline, first=not plan.steps,
                         memory_limit=plan.memory_limit)
    except PuzzleInputError as exc:  # the position's fault, named as the request names it (hints says "start")
        raise (PuzzleInputError(exc.problem, "position") if exc.where == "start" else exc) from None
    position = kind.deduction_start(out)
    reply = {"kind": kind.name, "name": kind.hint_name(puzzle), **out.to_json(with_grade=plan.steps),
             "refusal": refusal(out) or _stopped_first(out), "givens": kind.given_position(puzzle),
             "position": position,
             "values": kind.value_names(puzzle), "labels": kind.cell_labels(puzzle),
             "regions": kind.cell_regions(puzzle), "walls": kind.cell_walls(puzzle),
             "points": kind.point_labels(puzzle),
             "origin": list(getattr(puzzle, "name_origin", (0, 0)))}  # (the rows and columns before the cell r1c1)
    if kind.notices(puzzle):
        reply["notices"] = kind.notices(puzzle)
    violations = kind.finished_position(puzzle, out)
    if violations is not None:
        reply["violations"] = violations
        # the kind's checker finding nothing wrong proves the position an answer, though a limit stopped the search
        reply["solved"] = reply["solved"] or not reply["violations"]
    return reply


def _check_board_size(board, text: str | None, max_cells: int) -> None:
    """Refuse a board given by its size (``"RxC"``: the ``board`` setting, or a JSON puzzle's ``"board"``) over
    the cell limit before it is built: a 1000x1000 packing board took 1-3 s of a solver process to build before the
    limit applied, past a 1 s time limit."""
    import json

    from ..core.board import _RECT

    if board is None and text is not None and text.lstrip().startswith("{"):
        try:
            board = json.loads(text).get("board")
        except (ValueError, AttributeError, RecursionError):
            return  # the kind's reader names what is wrong
    match = _RECT.match(board) if isinstance(board, str) else None
    if match:
        Limits(max_cells=max_cells).check_cells(*(whole_text(g, "board side") for g in match.groups()))


def _check_url_size(text: str, max_cells: int) -> None:
    """Refuse a puzz.link URL whose size is over the cell limit from its size fields alone (decoding a
    1000x1000 body took a minute before the limit applied)."""
    from ..formats.puzzlink import looks_like_url, parse_url

    stripped = text.strip()
    if "\n" in stripped or not looks_like_url(stripped):
        return
    try:
        url = parse_url(stripped)
    except PuzzleInputError:
        return  # the kind's reader names what is wrong
    Limits(max_cells=max_cells).check_cells(url.rows, url.cols)


__all__ = ["DRAWING_MODULES", "board_box", "drawing_under", "pictures", "plain_text", "read",
           "run_hint", "run_solve"]
