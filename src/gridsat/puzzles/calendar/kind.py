"""The ``calendar`` kind: the calendar puzzle through the kind contract."""

from __future__ import annotations

from ...core.settings import Setting
from ...engines.choice import ENGINES, TILING_MODULE
from ..contract import Argument, Example, Kind, Mode
from ..pack.kind import placement_answer, placement_record
from ..placement.explain import ExplainsPlacements
from .result import CalendarResult

PLACE_HELP = ("Pre-place a piece (repeatable): NAME@rNcM[:TURN], rNcM the top-left corner of the piece's "
              "bounding box, from r1c1 as messages name cells (or ROW,COL from 0,0 as in the JSON), TURN r0 r90 "
              "r180 r270 (clockwise) with f in front to flip first (L5@r3c4:fr90), or the turned shape itself "
              "(P5@r1c1:##/##/#.).")


#: The most hill climbs and steps per climb of a layout search (``--restarts``, ``--steps``).
MAX_RESTARTS, MAX_STEPS = 10_000, 1_000_000


def _is_file(argument: str) -> bool:
    """True when ``argument`` names a file (a name the file system refuses, such as
    one too long, is not a file: it is read as a date and refused as one)."""
    from ...core.files import is_file

    return is_file(argument)


def _is_folder(argument: str) -> bool:
    """True when ``argument`` names a folder: read as a file, it is told what every kind's command tells it."""
    import os

    try:
        return os.path.isdir(argument)
    except (OSError, ValueError):
        return False


def _editions():
    from .editions import builtin_edition_names

    return tuple(builtin_edition_names())


def _modes() -> tuple:
    from .blank import run_blank
    from .design_modes import run_design, run_layout
    from .modes import run_census_mode, run_verify, run_year

    solver = ("time_limit", "workers", "seed", "params", "log", "memory_limit")
    counting = ("time_limit", "workers", "memory_limit")  # the census counts with the exact cover: no CP-SAT, no seed
    search = ("objective", "out", "json", "time_limit", "workers", "memory_limit")
    return (
        Mode("year", Setting("year", int, None, "Solve every date of the year into --out (one JSON line per date; "
                             "a killed run resumes).", metavar="YYYY", minimum=1, maximum=9999),
             uses=("edition", "one_sided", "count", "engine", "json", "out") + solver, out="required", run=run_year),
        Mode("census", Setting("census", bool, False, "Count the solutions of every date of the edition at once "
                               "(x weekday on weekday boards): total, fewest, most, dates with none, a histogram; "
                               "--out writes one JSON line per date (complete: false, redone by the next run, when "
                               "the time limit stopped the count; a run stopped or killed goes on from the parts of "
                               "the search it finished), --png a heat map."),
             uses=("edition", "one_sided", "json", "png", "svg", "out", "design", "pieces", "use") + counting,
             out="optional", run=run_census_mode, web=True,
             apart=(("design", "edition", "the census of a design counts the design's board and pieces"),),
             needs=(("pieces", "design"), ("use", "design"))),
        Mode("verify", Setting("verify_edition", str, None, "Check that every date (x weekday on weekday boards) of "
                               "each edition in an edition file (or a built-in name) is solvable (a view of the "
                               "census).", metavar="EDITION"),
             uses=("one_sided", "json") + counting, run=run_verify, web=True),
        Mode("design", Setting("design", str, None, "Search sets of --choose K pieces from --pieces LIBRARY for this "
                               "board (a built-in edition's board, or an edition file's) whose every date is solvable, "
                               "ranked by --objective; resumable with --out.", metavar="BOARD"),
             # one census a worker process, one thread each: -w would be ignored (--jobs sets the processes)
             uses=("pieces", "choose", "jobs", "dask", "top", "one_sided") + tuple(n for n in search if n != "workers"),
             out="optional", run=run_design),
        Mode("layout", Setting("layout", str, None, "Search where the labels (labels) or the filler cells (fillers) "
                               "of the edition's board go, its pieces fixed, ranked by --objective.",
                               choices=("labels", "fillers"), metavar="WHAT"),
             uses=("edition", "one_sided", "restarts", "steps", "seed") + search, out="optional", run=run_layout),
        Mode("blank", Setting("blank", bool, False, "Draw the edition's blank board for printing or cutting: every "
                              "cell with its label, no piece and no date left out, and its pieces' shapes (--png or "
                              "--svg the picture, --json the cells, labels and pieces)."),
             uses=("edition", "json", "png", "svg", "time_limit", "memory_limit"), run=run_blank, web=True),
    )


def _libraries():
    return ("tetrominoes", "pentominoes", "hexominoes", "pentominoes+hexominoes", "pentominoes-one-sided")


class CalendarKind(ExplainsPlacements, Kind):
    compiled = dict.fromkeys(("exact", "explains", "census", "verify_edition", "design", "layout"), TILING_MODULE)
    name = "calendar"
    title = "Calendar puzzle"
    summary = "cover every cell but today's month and day (and weekday) with the pieces"
    reads = ("date YYYY-MM-DD or MM-DD; built-in editions dragonfjord, jarringwords, creamakerspace, tetromino, "
             "weekday; edition files (labels, '.' no cell, '*' filler cell; see docs/calendar.md)",
             'JSON puzzle file {"kind": "calendar", "date": ..., "edition": ..., "weekday": ..., "one_sided": ...}')
    writes = ("coloured ASCII with the date labels", "JSON (--json)", "JSON lines (--year, --census --out)",
              "PNG", "SVG")
    suffixes = (".json",)
    engines = ENGINES
    engine_help = "auto: the exact-cover engine, measured fastest; a first solution races it against CP-SAT"
    tasks = ("solve", "solutions", "count", "unique")
    settings = (
        Setting("edition", str, "dragonfjord", "A built-in edition, an edition file, or FILE:NAME for one edition "
                "of a file with several.", suggestions=_editions, stage="read", flags=("--edition", "-e"),
                metavar="EDITION"),
        Setting("weekday", str, None, "Weekday to leave uncovered on weekday boards (Mon..Sun); default: the date's "
                "own.", stage="read", metavar="DAY"),
        Setting("one_sided", bool, False, "Rotations only: no piece may be flipped over (one-sided polyominoes).",
                stage="read", flags=("--one-sided", "--face-up")),
        Setting("place", list, None, PLACE_HELP, stage="read", flags=("--place", "-P"),
                metavar="NAME@rNcM[:TURN]"),
        Setting("hint", int, None, "Show only K pieces of a solution (those most solutions share), not the whole "
                "answer.", tasks=("solve",), metavar="K"),
        Setting("pieces", str, None, "With --design: the piece library -- tetrominoes, pentominoes, hexominoes (each "
                "also NAME-one-sided), joined with +, or a piece file (FILE-one-sided: face up).",
                suggestions=_libraries, stage="mode", metavar="LIBRARY"),
        Setting("choose", int, None, "With --design: pieces per design.", stage="mode", metavar="K", minimum=1,
                maximum=16),
        Setting("objective", str, None, "With --design or --layout: most-fewest (the hardest date as easy as "
                "possible), fewest-fewest (the hardest puzzle whose every date works) or even (the most even "
                "spread). Default most-fewest.", choices=("most-fewest", "fewest-fewest", "even"), stage="mode",
                metavar="GOAL"),
        Setting("jobs", int, None, "With --design: worker processes (default 1; at most 4 per core).", stage="mode",
                metavar="N", minimum=1),
        Setting("dask", str, None, "With --design: run on a Dask scheduler (pip install 'gridsat[dask]').",
                stage="mode", metavar="tcp://HOST:PORT"),
        Setting("top", int, None, "With --design: how many designs to show (default 10).", stage="mode", metavar="N",
                minimum=1, maximum=1000),
        Setting("use", str, None, "With --census --design BOARD --pieces LIBRARY: one design's pieces (names, "
                "space-separated), for its census and heat map.", stage="mode", metavar="NAMES"),
        Setting("restarts", int, None, "With --layout: hill climbs (default 20).", stage="mode", metavar="N",
                minimum=1, maximum=MAX_RESTARTS),
        Setting("steps", int, None, "With --layout: steps per climb (default 20,000).", stage="mode", metavar="N",
                minimum=1, maximum=MAX_STEPS),
    )
    result_type = CalendarResult
    notes = ("Cells are (row, col) in the edition's board as written in its file (row 0 is Jan..Jun, column 0 the "
             "first column).")
    model_engine = "cpsat"
    # hint and grade take no -e or --weekday: they read them from a calendar puzzle file
    elsewhere = {**dict.fromkeys(("-e", "--edition"), (
        "an edition is the calendar's: gridsat calendar DATE -e EDITION; for solve, hint and grade, name it in a "
        'calendar puzzle file (an edition file beside it): {"kind": "calendar", "date": "2026-04-06", "edition": '
        '"weekday"}')),  # was "for hint and grade" (solve said it too) and named only an edition file; its date
    # was "04-06", which that very file refuses (the weekday edition needs the year, or a "weekday")
        "--weekday": ("a weekday is the calendar's: gridsat calendar DATE -e weekday --weekday DAY; for solve, "
                      'hint and grade, name it in a calendar puzzle file: {"kind": "calendar", "date": "04-06", '
                      '"edition": "weekday", "weekday": "mon"}'),
        **dict.fromkeys(("-P", "--place"), (
            "pre-placing a piece is the calendar's: gridsat calendar DATE -P NAME@rNcM; for hint, the pieces "
            "placed so far are a position: gridsat hint PUZZLE --position FILE"))}
    argument = Argument("DATE", "YYYY-MM-DD (default: today), MM-DD, a JSON puzzle file, or - for standard input.",
                        required=False, words="a DATE", written="a date is written YYYY-MM-DD or MM-DD, without "
                        "spaces (e.g. 2026-10-06 or 10-06); quote a file name holding spaces",
                        missing="a DATE (YYYY-MM-DD or MM-DD, e.g. 2026-10-06) or a calendar puzzle file")
    examples = (
        Example("oct-6", '{"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord"}',
                "DragonFjord's A-Puzzle-A-Day: October 6 has 7 solutions, the fewest of any date (the census of "
                "the edition; published counts in ../shared/data/calendar)", count=7),
        Example("jan-25", '{"kind": "calendar", "date": "2027-01-25", "edition": "dragonfjord"}',
                "DragonFjord's A-Puzzle-A-Day: January 25 has 216 solutions (../shared/data/calendar)", count=216),
    )

    @property
    def modes(self) -> tuple:
        return _modes()

    def detect(self, text: str) -> bool:
        from ...formats.json import json_kind

        return json_kind(text) == "calendar"

    def detect_json(self, data: dict) -> bool:
        """An object of the calendar file's fields alone, a date among them, without its ``"kind"``."""
        from .io import FIELDS

        return "date" in data and set(data) <= FIELDS

    def looks_like_json(self, data: dict) -> bool:
        """An object with a date among other fields, that no kind detects: read as a calendar, whose reader names
        the field it does not know."""
        return "date" in data

    def parse_json(self, data: dict, source: str = "puzzle", base=None, **settings):
        from ...formats.json import check_kind
        from .io import puzzle_from_json

        self._no_settings(settings)
        from ..genres import kind_spelt

        check_kind(data, self.name, source, spelt=kind_spelt)  # 'Calendar puzzle' too
        return puzzle_from_json(data, source, base)

    def parse(self, text: str, source: str = "puzzle", base=None, **settings):
        from ..kinds import url_refused
        from .io import parse_puzzle

        self.read_settings(settings)
        if (no_url := url_refused(text, self, source)) is not None:  # a JSON array holding a URL was "expected a
            raise no_url  # JSON object, got an array", where pack, cover and Domino Fit say they read no URLs
        puzzle = parse_puzzle(text, source, base=base)  # a date's text is told to be one first ('10-06' with an
        self._no_settings(settings)  # edition was told the edition does not apply to a puzzle file, as it were one)
        return puzzle

    def _no_settings(self, settings: dict) -> None:
        """Refuse a setting given with a puzzle's text: the file says its date and edition (they were silently
        dropped, as a web request's {"options": {"edition": "weekday"}} beside a dragonfjord puzzle)."""

        self.read_settings(settings)
        if settings:
            raise _in_the_file(self.setting(next(iter(settings))))

    def build(self, argument, settings: dict):
        """A date (default today) on the edition, or a JSON puzzle file (``-``: standard input, as every kind's
        command reads it; it was "date '-' is not YYYY-MM-DD")."""
        from .puzzle import make_calendar

        given = self.read_settings(_weekday_named(settings))
        if argument is not None and (argument == "-" or argument.lower().endswith(".json") or _is_file(argument)
                                     or _is_folder(argument)):  # a folder was told "date 'dir' is not YYYY-MM-DD"
            changed = [self.setting(k) for k in given if k in settings]  # at its default too: -e dragonfjord
            if changed and (argument == "-" or _is_file(argument)):  # a file missing is said so, not its settings
                raise _in_the_file(changed[0])
            return self.read(argument)
        return make_calendar(argument, given["edition"], weekday=given["weekday"], one_sided=given["one_sided"],
                             place=given["place"] or ())

    def notices(self, puzzle) -> list[str]:
        from .rules import WEEKDAYS

        d = puzzle.date
        if d.weekday is not None and d.own_weekday is not None and d.weekday != d.own_weekday:
            return [f"{d.year:04d}-{d.month:02d}-{d.day:02d} is a {WEEKDAYS[d.own_weekday]}; leaving "
                    f"{WEEKDAYS[d.weekday]} uncovered as asked"]
        return []

    def model(self, puzzle, task, settings):
        """The model of the rules (:meth:`Kind.model`); ``hint`` (K pieces of an answer shown) is refused, not left
        out unsaid ('calendar 10-06 --hint 3 --model-stats' printed the model as if --hint were not given)."""
        if isinstance(settings, dict) and settings.get("hint") is not None:
            from ...core.errors import PuzzleInputError
            from ...core.settings import spelled

            raise PuzzleInputError(f"{spelled('--hint', 'hint')} does not apply to "
                                   f"{spelled('--model-stats or --export-model', 'model()')} (the CP-SAT model is "
                                   "built without solving it; the hint shows K pieces of an answer)")
        return super().model(puzzle, task, settings)

    def solver(self, puzzle, engine, task, settings):
        from .tasks import CalendarSolver

        return CalendarSolver(puzzle, engine, task.options, settings.get("hint"))

    def engine_used(self, puzzle, task, settings, engine) -> str:
        from ..placement.run import engine_used

        return engine_used(puzzle.problem, engine, task, listing=settings.get("hint") is not None)

    def result_fields(self, puzzle, task, settings) -> dict:
        return {"problem": puzzle.problem, "puzzle": puzzle}

    def same_answer(self, result, solution) -> bool:
        return placement_answer(result, solution, lambda text: self.read_position(text, result.puzzle, "solution"))

    def recorded_answer(self, result, solution):
        return placement_record(result, solution, lambda text: self.read_position(text, result.puzzle, "solution"))

    def placement_problem(self, puzzle):
        return puzzle.problem

    def cell_name(self, puzzle):
        from functools import partial

        return partial(_label_or_cell, puzzle.edition.board.labels)  # (a lambda: its deduction did not pickle)

    def cell_labels(self, puzzle):
        b, labels = puzzle.edition.board.board, puzzle.edition.board.labels
        return [[labels.get((r, c), "") for c in range(b.cols)] for r in range(b.rows)]

    def read_position(self, text, puzzle, source="position"):
        """A position as the board is printed (``calendar``, ``hint``): the date's cells may show their labels
        (``Oct``, ``6``), and a row may leave out the cells the board does not have (printed blank), one token
        for each cell it has; then as every placing kind reads it (``#`` a cell that stays uncovered)."""
        from ...core.grid_text import without_colour
        from ..placement.hints import read_position

        text = without_colour(text) if isinstance(text, str) else text  # saved in colour: 'Oct' was no piece
        return read_position(_as_grid(text, puzzle), self.placement_problem(puzzle), source)

    def hint_text(self, puzzle, deduction):
        from ..placement.explain import with_legend
        from ..placement.hints import placements_after
        from .draw import calendar_text

        placed = placements_after(deduction)
        return with_legend(calendar_text(puzzle, placed), deduction, placed, "the date's labels stay uncovered")

    def hint_name(self, puzzle) -> str:
        """The date and the edition, as the answer's picture is titled ('Calendar puzzle' named no date)."""
        return puzzle.titled

    def position_figure(self, puzzle, placements, title):
        from .draw import calendar_figure

        return calendar_figure(puzzle, placements, title=title, hint=True)


def _as_grid(text: str, puzzle) -> str:
    """``text`` with every board row written out: a row of one token per cell the board has gets ``#`` where it
    has none, and a date cell's own label is ``#`` (it stays uncovered); any other row as it is, for the reader's
    own message."""
    board, labels = puzzle.edition.board.board, puzzle.edition.board.labels
    free = puzzle.problem.free_cells
    from ..placement.hints import board_lines

    lines = board_lines(text, puzzle.problem, set(labels.values()))  # (its title, a hint's sentence left out)
    if len(lines) != board.rows or text.lstrip().startswith(("[", "{")):
        return text
    out = []
    for r, line in enumerate(lines):
        tokens = line.split()
        has = [c for c in range(board.cols) if (r, c) in board.cells]
        if len(tokens) != board.cols and len(tokens) == len(has):  # printed with its missing cells blank
            row = ["#"] * board.cols
            for c, tok in zip(has, tokens):
                row[c] = tok
            tokens = row
        if len(tokens) == board.cols:
            tokens = ["#" if (r, c) in board.cells and (r, c) not in free and tok == labels.get((r, c)) else tok
                      for c, tok in enumerate(tokens)]
        out.append(" ".join(tokens) if len(tokens) == board.cols else line)
    return "\n".join(out) + "\n"


KIND = CalendarKind()


def _weekday_named(settings: dict) -> dict:
    """A Python caller's ``weekday=5`` as gridsat.calendar takes it (0 Mon .. 6 Sun), named: gridsat.solve(DATE,
    'calendar', weekday=5) was "weekday must be a string" (the command line and the web give names)."""
    from numbers import Integral

    from ...core.wording import command_line, web_job
    from .rules import WEEKDAYS

    day = settings.get("weekday")
    if not isinstance(day, Integral) or isinstance(day, bool) or command_line() or web_job():
        return settings
    if not 0 <= day <= 6:
        from ...core.errors import PuzzleInputError, shown

        raise PuzzleInputError(f"weekday number {shown(day)} is not 0 (Mon) .. 6 (Sun)")
    return {**settings, "weekday": WEEKDAYS[int(day)]}


def _in_the_file(setting):
    """The refusal of ``setting`` given beside a puzzle file, naming the file's field that says it (--one-sided was
    told "(it says its date and edition)", not where a one-sided puzzle says so)."""
    from ...core.errors import PuzzleInputError

    return PuzzleInputError(f"{setting.label} does not apply to a puzzle file (it says its date and edition; "
                            f"set its \"{setting.name}\" field instead)")


def _label_or_cell(labels: dict, cell) -> str:
    """How a calendar's hint names ``cell``: its label (``Jan``, ``6``), else ``rNcM``."""
    return labels.get(cell) or f"r{cell[0] + 1}c{cell[1] + 1}"
