"""The designer's modes of the calendar: ``--design`` (search sets of pieces
for a board) and ``--layout`` (search where the labels or filler cells go),
each a report as :mod:`.modes` describes."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import PuzzleInputError, counted
from ...core.options import reading_under


def _stopped(complete: bool, out, done: str, by: str = "the time limit") -> str:
    """How a search's report names its end: ``done`` when ``complete``; stopped ``by`` the time limit (or what
    else stopped it) otherwise, with a resume offered only when its work was written to ``out`` (without, a second
    run starts over)."""
    if complete:
        return done
    if out:
        return f"stopped by {by}: run again with the same --out to go on"
    return f"stopped by {by}; nothing is kept without --out FILE"


def _design_text(rec: dict) -> str:
    fewest, most = rec.get("fewest") or {}, rec.get("most") or {}
    from .design_lines import agrees

    checked = "" if "verified" not in rec else (" (every date checked)" if agrees(rec) else " (check incomplete)")
    pieces = rec["design"] if isinstance(rec["design"], str) else " ".join(rec["design"])
    n = rec.get("unsolvable", 0)
    solvable = "" if rec.get("all_solvable") else f"; {n} {'date has' if n == 1 else 'dates have'} no solution"
    return (f"{pieces}: fewest {fewest.get('count')} on {', '.join(fewest.get('dates', [])[:3])}, "
            f"most {most.get('count')}, total {rec.get('total', 0):,}, spread {rec.get('cv', 0):.3f}{solvable}"
            f"{checked}")


def _copies_note(library) -> str:
    """What the advice to copy a piece file's pieces into an edition adds when the file allows copies
    (``P5*2:``): an edition file refuses a count there, naming each copy on its ``[editions]`` line instead."""
    from .library import load_library

    try:
        copies = any(count > 1 for _, count in load_library(library).pieces.items)
    except (PuzzleInputError, OSError, TypeError):
        return ""
    return r", each once without its '*N': the \[editions] line names every copy" if copies else ""


@dataclass
class DesignReport:
    """A design search's ranked designs (:class:`.design.DesignSearchResult`); ``out`` its results file
    (None: none); ``given`` the board and library as the command line gave them (for the census command it
    prints: a board file's name alone was 'unknown board')."""

    result: object
    out: object = None
    given: tuple = ()  # the --design BOARD and --pieces LIBRARY as typed (a file's path, not its name)

    def to_json(self) -> dict:
        return self.result.to_json()

    def text(self) -> list[str]:
        data = self.result.to_json()
        space = data["space"]
        state = _stopped(data["complete"], self.out, "the whole space searched",
                         "Ctrl-C or SIGTERM" if data.get("interrupted") else "the time limit")
        result = self.result
        if (not data["complete"] and not data.get("interrupted") and getattr(result, "partial", None) == 0
                and result.chunks_done == result.resumed):  # a run again would stop where this one did, for ever
            state = ("stopped by the time limit before a census or a chunk of designs was done; nothing new is kept, "
                     "so run again with a longer time limit")
        lines = [f"[bold]{counted(space.get('designs', 0), 'design')}[/bold] of {counted(space.get('k'), 'piece')}: "
                 f"{data['designs_done']:,} decided, {data['ruled_out']:,} ruled out by proof, {data['censused']:,} "
                 f"censused, {data['all_solvable']:,} with every date solvable ({state}) in {data['seconds']:.1f} s"]
        lines += [f"{i}. {_design_text(rec)}" for i, rec in enumerate(data["best"], 1)]
        # designs ruled out by a date without a solution are never censused: one shown with 78 such dates stood as
        # second best while one ruled out had 66
        if data["ruled_out"] and not all(rec.get("all_solvable") for rec in data["best"]):
            lines.append(f"(a design with dates without a solution is ranked among the {data['censused']:,} "
                         f"censused only: the {data['ruled_out']:,} ruled out by proof were not counted date by "
                         "date, and some may have fewer such dates)")
        if not data["best"]:
            lines.append("no design with every date solvable found so far")
            return lines
        first = data["best"][0]["design"]
        first = first if isinstance(first, str) else " ".join(first)
        from .library import BUILTIN_LIBRARIES

        board, library = space.get("board"), space.get("library")
        lines.append("(spread: the counts' standard deviation over their mean, lower is more even)")
        if not space.get("one_sided"):  # (a one-sided library's mirror images, F5', are no edition file's names)
            built_in = all(part in BUILTIN_LIBRARIES for part in str(library).split("+"))
            lines.append(f"to play design 1: an edition file's line 'NAME = {board} : {first}' under \\[editions] ("
                         + (r"the built-in library's pieces need no \[pieces] section" if built_in else
                            rf"with the pieces of {library} in its \[pieces] section"
                            + (_copies_note(self.given[1] if self.given else library))) + ")")
        import shlex

        board, library = (shlex.quote(str(x)) for x in (self.given or (board, library)))
        lines.append(f"its census and heat map: --census --design {board} --pieces {library} --use "
                     f"{shlex.quote(first)} --png FILE")
        return lines

    def figure(self, title=None):
        return None

    def exit_code(self) -> int:
        return 0 if self.result.complete and self.result.best else 1


def run_design(argument, values: dict, options, progress) -> DesignReport:
    """``--design BOARD --pieces LIBRARY --choose K``: the best designs."""
    from ...core.compiled import require
    from ...engines.choice import TILING_MODULE

    require(TILING_MODULE, "--design")  # one line before anything is read, when the compiled engine is missing
    from .design import search_designs

    if not values.get("pieces") or not values.get("choose"):
        raise PuzzleInputError("--design BOARD needs --pieces LIBRARY and --choose K")
    if values.get("one_sided"):  # it was told only that --one-sided does not apply, not how to search one-sided
        from .library import BUILTIN_LIBRARIES

        from ...core.files import is_file

        parts = [p + "-one-sided" if p in BUILTIN_LIBRARIES else p for p in values["pieces"].split("+")]
        if is_file(values["pieces"]):  # a piece file is one-sided as FILE-one-sided, which it was never told
            parts = [values["pieces"] + "-one-sided"]
        already = all(p.endswith("-one-sided") for p in values["pieces"].split("+"))
        raise PuzzleInputError("--one-sided does not apply to --design: its library says whether pieces flip ("
                               + ("it is one-sided already: leave --one-sided out" if already else
                                  f"give --pieces {'+'.join(parts)}" if parts != values["pieces"].split("+") else
                                  "NAME-one-sided for a built-in NAME or a piece file") + ")")

    def step(info: dict) -> None:
        progress(info["chunks_done"], info["chunks"], f"{info['censused']:,} censused")

    from ...core.memory import watched

    if values.get("dask") is not None and values.get("jobs") is not None:  # --jobs 1 too, as batch refuses it
        raise PuzzleInputError("--jobs does not apply with --dask (the cluster's workers run the chunks)")
    _check_design_memory(values, options)
    given = (values["design"], values["pieces"])
    try:
        with watched(options):  # a census run here that grows past the memory limit is stopped, as the census's
            result = search_designs(values["design"], values["pieces"], values["choose"],
                                    objective=values.get("objective") or "most-fewest", out=values.get("out"),
                                    jobs=values.get("jobs") or 1, dask=values.get("dask"),
                                    time_limit=_time_left(options), top=values.get("top") or 10, on_progress=step)
    except KeyboardInterrupt as exc:  # the designs so far (nothing was shown: a time limit shows its report)
        if getattr(exc, "partial", None) is not None:
            exc.partial = DesignReport(exc.partial, values.get("out"), given)
        raise
    return DesignReport(result, values.get("out"), given)


def _check_design_memory(values: dict, options) -> None:
    """Refuse, before any census, a design search whose censuses would need more memory than ``options``
    allow (``--memory-limit`` was taken and never looked at): one census a worker process (``--jobs``),
    each of at most the placements of the K pieces of the library with the most (a bound of any design's).

    Raises:
        PuzzleInputError: the board or library is bad, or the estimate is over the limit.
    """
    from ...core.placements import BYTES_PER_PLACEMENT
    from ...core.workers import check_jobs
    from .library import load_board, load_library

    check_jobs(values.get("jobs"))  # a bad --jobs is named as such, not as memory
    with reading_under(options.deadline, options.memory_limit):  # -t and --memory-limit cover the files
        board, library = load_board(values["design"]), load_library(values["pieces"])
    flip, per_piece, rows, cols = not library.one_sided, [], board.board.rows, board.board.cols
    for piece, copies in library.pieces.items:  # every orientation at every offset, as count_placements
        fits = sum(max(0, rows - max(r for r, _ in shape)) * max(0, cols - max(c for _, c in shape))
                   for shape in piece.orientations(flip))
        per_piece += [fits] * copies
    n, jobs = sum(sorted(per_piece, reverse=True)[:values["choose"]]), values.get("jobs") or 1
    options.check_memory(jobs * n * BYTES_PER_PLACEMENT, f"the design search ({jobs} census(es) at once, each of up to "
                         f"{n:,} placements)")


@dataclass
class LayoutReport:
    """A label or filler search's best layout (:func:`.layout.search_layouts`); ``out`` its results file
    (None: none)."""

    data: dict
    out: object = None
    pieces: tuple = ()  # the edition's pieces by name (a piece twice for two copies): the edition line to play it
    new: int | None = None  # layouts this run added (None: not known)
    drawn: tuple = ()  # 'NAME: ROWS' of its pieces an edition file must define (not built in): their [pieces] lines

    def to_json(self) -> dict:
        return self.data

    def text(self) -> list[str]:
        best = self.data.get("best")
        state = _stopped(self.data.get("complete"), self.out, "complete",
                         "Ctrl-C or SIGTERM" if self.data.get("interrupted") else "the time limit")
        if not best and not self.data.get("complete") and not self.data.get("interrupted"):
            # the pair table and a restart's climb are kept only when done: 'run again with the same --out to go
            # on' sent a run whose -t ends before them to do the same again for ever
            state = (f"stopped by the time limit before a layout was scored ({self.data['table_seconds']:.1f} s "
                     "went to the pair table every run builds first); nothing is kept, so run again with a longer "
                     "time limit")
        elif best and self.new == 0 and self.out and not self.data.get("complete") \
                and not self.data.get("interrupted"):  # kept from earlier runs: a run again would add none either
            state = (f"stopped by the time limit before a new layout was scored ({self.data['table_seconds']:.1f} s "
                     "went to the pair table every run builds first); nothing new is kept, so run again with a "
                     "longer time limit")
        head = f"[bold]best {self.data['mode']} layout[/bold] ({self.data['objective']}, {state}): "
        if not best:  # stopped before the first layout was scored: nothing measured to show
            return [head + "no layout scored yet"]
        lines = [head + f"fewest {(best.get('fewest') or {}).get('count')}, "
                 f"most {(best.get('most') or {}).get('count')}, spread {best.get('cv', 0):.3f}"]
        lines += list(best.get("rows", []))
        if self.pieces and best.get("rows"):  # the design search says how to play its design: so does this
            own = rf", under '\[pieces]' the lines {', '.join(map(repr, self.drawn))}" if self.drawn else ""
            lines.append(r"to play it: these rows under a '\[board mine]' line of an edition file" + own
                         + rf", and under '\[editions]' the line 'mine = mine : {' '.join(self.pieces)}'")
        return lines

    def figure(self, title=None):
        return None

    def exit_code(self) -> int:
        return 0 if self.data.get("complete") and self.data.get("best") else 1


def run_layout(argument, values: dict, options, progress) -> LayoutReport:
    """``--layout labels|fillers``: where the labels or filler cells go."""
    from ...core.compiled import require
    from ...engines.choice import TILING_MODULE

    require(TILING_MODULE, "--layout")  # one line before anything is read, when the compiled engine is missing
    from ...core.memory import watched
    from ...core.placements import BYTES_PER_PLACEMENT, count_placements
    from .editions import load_edition

    with reading_under(options.deadline, options.memory_limit):  # -t and --memory-limit cover an edition file
        edition = load_edition(values["edition"])
    n = count_placements(edition.board.board, edition.pieces, not values["one_sided"])  # as the census's
    options.check_memory(n * BYTES_PER_PLACEMENT, f"the layout search (censuses of up to {n:,} placements)")
    pieces = tuple(p.name for p, copies in edition.pieces.items for _ in range(copies))
    drawn = own_pieces(edition)
    try:
        with watched(options):  # a census that grows past the memory limit is stopped, as the census mode's
            data = _layouts(edition, values, options, progress)
    except KeyboardInterrupt as exc:  # the report so far (it printed nothing: a time limit prints its report)
        if isinstance(getattr(exc, "partial", None), dict):
            exc.partial = LayoutReport(exc.partial, values.get("out"), pieces, drawn=drawn)
        raise
    new = data.pop("new", None)  # said in the text, not a field of the --json report
    return LayoutReport(data, values.get("out"), pieces, new, drawn)


def own_pieces(edition) -> tuple:
    """``'NAME: ROWS'`` of ``edition``'s pieces that an edition file must define, not being built in (a layout of
    ``examples/filler-edition.txt`` told to play 'mine = mine : A7 B6 ...' alone: "piece 'A7' is not defined")."""
    from .editions import builtin_fallback

    built = {p.name: p.cells for p in builtin_fallback()["pieces"].pieces}  # an edition file names them undefined
    return tuple(f"{p.name}: {p.ascii()}" for p, _ in edition.pieces.items if built.get(p.name) != p.cells)


def _time_left(options) -> float | None:
    """The seconds of the run's time limit left for a search (None: no limit), at least a microsecond: when the
    limit ran out before the search began (reading the edition on a loaded machine), the search stops at once and
    says so, as any search the limit stops (``--layout fillers -t 3`` said "time limit must be a positive number of
    seconds, got -1.53", exit 2, as if the user had given it)."""
    left = options.left()
    return None if left is None else max(left, 1e-6)


def _layouts(edition, values: dict, options, progress) -> dict:
    from .layout import search_layouts

    return search_layouts(edition, mode=values["layout"],
                          objective=values.get("objective") or "most-fewest", restarts=values.get("restarts") or 20,
                          steps=values.get("steps") or 20_000, one_sided=values["one_sided"], out=values.get("out"),
                          time_limit=_time_left(options), seed=options.seed or 0, workers=options.workers,
                          on_progress=lambda done, total, best: progress(done, total, ""))


__all__ = ["DesignReport", "LayoutReport", "run_design", "run_layout"]
