"""The eighteenth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import gridsat
from gridsat import Task
from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.calendar.puzzle import make_calendar

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

#: An edition whose one piece (41 squares in a row) fits nowhere on the 7-wide standard board, though its area is
#: the 41 cells a date leaves.
LINE_EDITION = "[pieces]\nL: " + "#" * 41 + "\n[editions]\ne = standard : L\n"


def test_a_piece_that_fits_nowhere_counts_no_tiling(run_cli, tmp_path):
    """``gridsat calendar --census -e FILE`` and ``--verify-edition FILE`` on an edition with a piece longer than
    the board said ``gridsat: error: count given for piece 'L', which has no placements entry`` (an engine's
    message about its own input, exit 2), while solving one date said infeasible.  An edition file is now refused
    at reading, naming the piece (the twenty-fifth pass); an edition built in Python still counts no tiling."""
    from gridsat.puzzles.calendar.census import edition_census
    from gridsat.puzzles.calendar.rules import Edition

    path = tmp_path / "line.txt"
    path.write_text(LINE_EDITION)
    line = ("gridsat: error: line.txt: line 4: edition e: piece L (41 squares) fits nowhere on board standard, in any "
            "turn or flip, so no date has a solution\n")
    for command in (("--census", "-e", str(path)), ("--verify-edition", str(path)), ("2026-01-01", "-e", str(path))):
        assert run_cli("calendar", *command) == (2, "", line)
    standard = gridsat.puzzles.calendar.editions.load_edition("dragonfjord")
    bar = gridsat.PieceSet(((gridsat.Polyomino.parse("L", "#" * 41), 1),), "bar")
    counts, complete = edition_census(Edition("e", standard.board, bar))
    assert complete and len(counts) == 12 * 31 and sum(counts.values()) == 0  # every month x day label pair


def test_every_piece_has_its_placements_listed_even_none():
    """The shared table of placements per piece keeps a piece with none (the engines then count 0 tilings)."""
    from gridsat.core.board import Board
    from gridsat.core.placements import cells_by_piece
    from gridsat.core.polyomino import PieceSet, Polyomino
    from gridsat.engines.exact_cover import count_tilings

    board = Board.rectangle(2, 2)
    pieces = PieceSet(((Polyomino("I", ((0, 0), (0, 1), (0, 2), (0, 3))), 1),), "long")
    by = cells_by_piece(board, pieces)
    assert by == {"I": []}
    assert count_tilings(board.cells, by, {"I": 1}) == (0, True)


YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"
SUDOKU = "https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k"


@pytest.mark.parametrize("call, message", [
    (lambda: gridsat.kinds.get("pack").run(gridsat.kinds.get("pack").parse(gridsat.kinds.get("pack").example),
                                           Task("solve", distinct=True)),  # (Yin-Yang has no distinct: said first)
     "distinct goes with Task('count') or Task('solutions', n=N), not with Task('solve')"),
    (lambda: gridsat.kinds.get("yinyang").run(gridsat.kinds.get("yinyang").parse(YINYANG), Task("solve", distinct=True)),
     "distinct does not apply to Yin-Yang puzzles"),
    (lambda: gridsat.kinds.get("yinyang").writer("nosuch"), "writer must be one of text, url, pzprv3, got 'nosuch'"),
    (lambda: make_calendar("2026-10-06").hint(9), "hint must be 1..8 (pieces of dragonfjord), got 9"),
    (lambda: make_calendar("2026-10-06").hint("a"), "hint must be a whole number, got 'a'"),
    (lambda: make_calendar("2026-10-06", place=["x"]), "place 'x': expected NAME@rNcM[:TURN], e.g. L5@r3c4:r90 or "
     "P5@r1c1:##/##/#. (see gridsat.puzzles.calendar.PLACE_SYNTAX)"),
    (lambda: gridsat.kinds.get("yinyang").generator().generate(4, 4, 1, grade="insane"),
     "grade must be one of easy, medium, hard, expert, got 'insane'"),
    (lambda: gridsat.kinds.get("yinyang").generator().size("1x1"), "size 1x1: each side must be from 2 to 60"),
    (lambda: gridsat.pack("3x20", engine="exact", options=gridsat.SolverOptions(log=True)),
     "log prints CP-SAT's search log, but the exact engine has none (use engine='cpsat')"),
    (lambda: gridsat.kinds.get("dominofit").read(str(EXAMPLES / "dominofit-8x8.json")).solve(weights="1,2"),
     "weights does not apply without objective='weighted'"),
    (lambda: gridsat.kinds.get("dominofit").read(str(EXAMPLES / "dominofit-8x8.json")).count(objective="max-vertical"),
     "objective goes with Task('solve') or Task('unique'), not with Task('count')"),
    (lambda: gridsat.kinds.get("dominofit").read(str(EXAMPLES / "dominofit-8x8.json")).uniqueness(engine="cycles"),
     "the cycles engine finds one tiling; Task('unique') needs engine='search' or engine='cpsat'"),
    (lambda: gridsat.kinds.get("sudoku").parse(SUDOKU).solve(engine="cpsat", options=gridsat.SolverOptions(
        workers=2, params="num_workers:1")), "params num_workers sets what workers sets: give it once"),
])
def test_the_python_api_names_its_keywords_not_the_command_lines_options(call, message):
    """From Python, ``kind.run(p, Task("solve", distinct=True))`` said ``--distinct goes with --count or --solutions
    N``, ``make_calendar(...).hint(9)`` ``--hint must be 1..8``, ``generate(..., grade="insane")`` ``--grade must be
    one of ...``, ``kind.writer("x")`` ``--to must be one of ...``: options a Python caller has no way to type."""
    with pytest.raises(PuzzleInputError) as caught:
        call()
    assert str(caught.value) == message


def test_the_command_line_still_names_its_options(run_cli):
    """The same checks on the command line keep naming its options, and the flag is the command line's only while
    it runs (the tests run it in-process)."""
    assert run_cli("calendar", "2026-10-06", "--hint", "9") == (
        2, "", "gridsat: error: --hint must be 1..8 (pieces of dragonfjord), got 9\n")
    assert run_cli("yinyang", YINYANG, "--to", "nosuch")[2].startswith("gridsat: error: ")
    with pytest.raises(PuzzleInputError, match="^hint must be 1..8"):
        make_calendar("2026-10-06").hint(9)


@pytest.mark.parametrize("given, says", [
    ({"time_limit": 5}, "; time_limit is a solver option: options=gridsat.SolverOptions(time_limit=...)"),
    ({"limit": 2}, "; limit is a field of the task: Task('count', limit=N) (or puzzle.count(...), "
                   "puzzle.solutions(...))"),
    ({"unique": True}, "; unique is a task: puzzle.uniqueness(), or gridsat.solve(..., task='unique')"),
])
def test_a_solver_option_or_task_field_given_as_a_setting_says_where_it_belongs(given, says):
    """``kinds.get('yinyang').parse(text, time_limit=5)`` said only ``Yin-Yang puzzles take no setting 'time_limit'
    (settings: format)``: true, but not where a time limit goes (``gridsat.solve`` refuses it before reading, as
    a TypeError: tests/test_newcomer18.py)."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("yinyang").parse(YINYANG, **given)
    assert str(caught.value) == f"Yin-Yang puzzles take no setting {next(iter(given))!r} (settings: format){says}"


def test_a_task_given_to_a_puzzles_task_method_is_refused_in_its_words():
    """``puzzle.solve(task="unique")`` (``gridsat.solve`` takes ``task=``) said ``Solvable.run() got multiple values
    for argument 'task'``; ``Task(None)`` said ``unknown task None`` (a ValueError for a wrong type)."""
    puzzle = gridsat.kinds.get("yinyang").parse(YINYANG)
    with pytest.raises(TypeError, match=r"^puzzle\.solve\(\) takes no task: the method is the task"):
        puzzle.solve(task="unique")
    with pytest.raises(TypeError, match=r"^puzzle\.uniqueness\(\) takes no task"):
        puzzle.uniqueness(task="count")
    with pytest.raises(TypeError, match=r"^Task\.what must be a task's name \(one of solve, solutions, count, unique, "
                                        r"forced\), got NoneType$"):
        Task(None)
    assert puzzle.uniqueness().uniqueness.value == "unique"


def test_a_weekday_that_is_not_the_dates_own_is_told_to_a_python_caller(run_cli):
    """``gridsat.calendar("2026-10-06", "weekday", weekday="Fri")`` (a Tuesday) solved with Fri uncovered and said
    nothing, where the command line notes ``2026-10-06 is a Tue; leaving Fri uncovered as asked``."""
    note = "2026-10-06 is a Tue; leaving Fri uncovered as asked"
    with pytest.warns(UserWarning, match=f"^{note}$") as caught:
        result = gridsat.calendar("2026-10-06", "weekday", weekday="Fri")
    assert result.status.value == "solved" and caught[0].filename == __file__
    with pytest.warns(UserWarning, match=f"^{note}$"):
        make_calendar("2026-10-06", "weekday", weekday="Fri")
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        make_calendar("2026-10-06", "weekday", weekday="Tue")  # its own weekday: nothing to say
        make_calendar("10-06", "weekday", weekday="Fri")  # no year: no weekday of its own
        code, _, err = run_cli("calendar", "2026-10-06", "-e", "weekday", "--weekday", "Fri")
    assert (code, err) == (0, f"note: {note}\n")


@pytest.mark.parametrize("record, says", [
    ({"kind": "calendar", "puzzle": "2026-10-06"}, "'2026-10-06' is a date, not a calendar puzzle file (JSON): give "
     "the date itself (gridsat calendar 2026-10-06; in Python, gridsat.calendar('2026-10-06')); as a puzzle file (for "
     'hint, grade or batch): {"kind": "calendar", "date": "2026-10-06"}'),
    ({"kind": "pack", "puzzle": "6x10"}, "'6x10' is a board, not a packing puzzle file (JSON): gridsat pack --board "
     "6x10; in Python, gridsat.pack('6x10'); as a puzzle file (for hint, grade or batch): {\"kind\": \"pack\", \"board\": \"6x10\"}"),
    ({"kind": "pack", "puzzle": "hello"}, "a pack puzzle is a JSON object such as {\"board\": \"6x10\", \"pieces\": "
     "\"pentominoes\"}, got 'hello'"),
    ({"kind": None, "puzzle": YINYANG}, "the record's 'kind' is null: name a kind (kinds: "
     f"{', '.join(gridsat.kinds.names())}) or leave the field out"),  # (the registry's: a new genre is one registry line)
])
def test_a_record_whose_puzzle_is_a_commands_argument_or_whose_kind_is_null(run_cli, tmp_path, record, says):
    """``{"kind": "calendar", "puzzle": "2026-10-06"}`` said ``not valid JSON: Extra data at line 1, column 5`` (and
    ``"6x10"`` for pack ``column 2``), in ``solve`` and in ``batch``; ``{"kind": null, "puzzle": URL}`` was read as
    a record without a kind and solved as whatever it was detected to be."""
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(record))
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: rec.json: {says}\n")
    lines = tmp_path / "recs.jsonl"
    lines.write_text(json.dumps(record) + "\n")
    code, _, err = run_cli("batch", str(lines), "--out", str(tmp_path / "out.jsonl"))
    result = json.loads((tmp_path / "out.jsonl").read_text())
    assert (result["status"], result["error"]) == ("bad_input", f"recs.jsonl: line 1: {says}")
    with pytest.raises(PuzzleInputError, match="^rec.json: " + re.escape(says) + "$"):
        gridsat.read(str(path))


def test_a_setting_beside_a_puzzle_file_is_named_as_python_names_it():
    """``kinds.get("pack").parse(TEXT, board="6x10")`` said ``--board does not apply to a puzzle file``."""
    pack = gridsat.kinds.get("pack")
    with pytest.raises(PuzzleInputError, match=r"^board does not apply to a puzzle file \(it says its board and pieces; set its \"board\" field instead\)$"):
        pack.parse((EXAMPLES / "pack-3x20.json").read_text(), board="6x10")
    calendar = gridsat.kinds.get("calendar")
    with pytest.raises(PuzzleInputError, match=r"^edition does not apply to a puzzle file"):
        calendar.parse((EXAMPLES / "calendar-oct6.json").read_text(), edition="weekday")


@pytest.mark.parametrize("spec, engine, total", [
    (str(EXAMPLES / "queens-8.dlx"), "cpsat", 92),
    (str(EXAMPLES / "pack-3x20.json"), "exact", 8),
    (str(EXAMPLES / "calendar-oct6.json"), "cpsat", 7),
    (str(EXAMPLES / "dominofit-8x8.json"), "search", 1),
])
def test_a_count_whose_limit_is_the_number_of_solutions_is_complete_in_every_engine(spec, engine, total):
    """``--count --limit N`` with exactly N solutions: the exact cover engine said complete, CP-SAT on the same
    problem not; packing and the calendar said not complete with either engine, Domino Fit's search not and its
    CP-SAT complete.  Complete now means every solution was counted, in every engine (one more is looked for)."""
    kind, puzzle = gridsat.read(spec)
    for limit, complete in ((total - 1, False), (total, True), (total + 1, True)):
        if limit < 1:
            continue
        result = kind.run(puzzle, Task("count", limit=limit, keep=None, engine=engine))
        assert (result.count, result.complete, len(result.solutions)) == (min(limit, total), complete,
                                                                          min(limit, total)), limit


def test_the_memory_limit_is_raised_as_python_raises_it_and_is_never_infinite(run_cli):
    """``puzzle.solve(options=SolverOptions(memory_limit=1))`` said ``(raise it with --memory-limit GB or
    GRIDSAT_MEMORY_LIMIT)``, an option of the command line; ``SolverOptions(memory_limit=float("inf"))`` was taken
    (the command line refuses ``--memory-limit inf``, and no limit is None)."""
    _, puzzle = gridsat.read(str(EXAMPLES / "yinyang-10x10.txt"))
    with pytest.raises(PuzzleInputError, match=r"the limit is 1 byte \(raise it with memory_limit=BYTES "
                                               r"\(the call's, or its SolverOptions'\) "
                                               r"or GRIDSAT_MEMORY_LIMIT \(in GB\)\)$"):
        puzzle.solve(options=gridsat.SolverOptions(memory_limit=1))
    with pytest.raises(PuzzleInputError, match=r"^memory_limit must be a number of bytes, 1 or more \(None: the "
                                               r"default\), got inf$"):
        gridsat.SolverOptions(memory_limit=float("inf"))
    code, _, err = run_cli("yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--memory-limit", "0.00000001")
    assert code == 2 and err.endswith("(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


@pytest.mark.parametrize("call, message", [
    ("parse_weekday(None)", "parse_weekday: text must be a string, got NoneType None"),
    ("parse_date(5)", "parse_date: text must be a string, got int 5"),
    ("parse_editions(None)", "parse_editions: text must be a string, got NoneType None"),
    ("parse_board('b', ['Jan 1'], 'x')", "parse_board: rows must be (line number, text) pairs, got 'Jan 1'"),
    ("year_dates('2026')", "year_dates: year must be a whole number, got str '2026'"),
    ("make_date(None)", "make_date: edition must be an Edition (gridsat.puzzles.calendar), got NoneType None"),
    ("puzzle_to_json(None)", "puzzle_to_json: puzzle must be a CalendarPuzzle (gridsat.puzzles.calendar), got "
                             "NoneType None"),
    ("calendar_violations(None, [])", "calendar_violations: puzzle must be a CalendarPuzzle (gridsat.puzzles."
                                      "calendar.make_calendar), got NoneType"),
    ("load_edition_file(None)", "load_edition_file: path must be a file path (str or path), got NoneType None"),
    ("verify_edition('dragonfjord', progress=5)", "verify_edition: progress must be a function or None, got int 5"),
    ("solve_year('dragonfjord', 2026, OUT, count='yes')", "solve_year: count must be True or False, got str 'yes'"),
    ("solve_year('dragonfjord', 2026, OUT, dates=[20260101])", "solve_year: dates must be datetime.date values or "
                                                               "date text, got int 20260101"),
])
def test_the_calendar_packages_functions_refuse_a_wrong_type_naming_the_argument(tmp_path, call, message):
    """The public names of ``gridsat.puzzles.calendar`` met wrong types deep inside: ``parse_weekday(None)``
    ``AttributeError: 'NoneType' object has no attribute 'strip'``, ``solve_year(..., dates=["2026-01-01"])``
    ``'str' object has no attribute 'year'``, ``make_date(None)`` ``... has no attribute 'board'``, ``year_dates("a")``
    ``'<=' not supported``; ``solve_year(..., count="yes")`` counted a whole year, "yes" read as true."""
    from gridsat.puzzles import calendar

    names = {name: getattr(calendar, name) for name in calendar.__all__} | {"OUT": str(tmp_path / "y.jsonl")}
    with pytest.raises(TypeError) as caught:
        eval(call, names)
    assert str(caught.value) == message
    assert not (tmp_path / "y.jsonl").exists()


def test_every_public_name_of_every_module_is_there():
    """``gridsat.puzzles.dominofit.run`` and ``gridsat.puzzles.cover.run`` (both in ``__all__``) raised
    ``AttributeError: module '...tasks' has no attribute 'run'``, ``gridsat.puzzles.placement.run_task`` likewise,
    and so ``from gridsat.puzzles.dominofit import *`` failed."""
    import importlib
    import pkgutil

    missing = []
    for info in pkgutil.walk_packages(gridsat.__path__, "gridsat."):
        if info.name.startswith("gridsat.web") or info.name.endswith("__main__"):
            continue  # the web app's optional dependencies; running the command line
        module = importlib.import_module(info.name)
        missing += [f"{info.name}.{name}" for name in getattr(module, "__all__", ()) if not hasattr(module, name)]
    assert missing == []


@pytest.mark.parametrize("package, name", [
    ("dominofit", "detect"), ("dominofit", "puzzle_to_json"), ("dominofit", "puzzle_to_text"),
    ("dominofit", "implied_counts"), ("dominofit", "forced_dominoes"), ("dominofit", "linear_rows"),
    ("dominofit", "make_session"), ("dominofit", "cpsat_session"), ("pack", "puzzle_to_json"),
    ("yinyang", "detect"), ("yinyang", "detect_format"), ("yinyang", "draw_yinyang"),
    ("yinyang", "parse_text_grid"), ("yinyang", "session"),
])
@pytest.mark.parametrize("wrong", [None, 5])
def test_each_kinds_public_functions_refuse_a_wrong_type_naming_the_argument(package, name, wrong):
    """``gridsat.puzzles.yinyang.detect(None)`` raised ``AttributeError: 'NoneType' object has no attribute 'strip'``,
    ``gridsat.puzzles.dominofit.puzzle_to_json(5)`` ``'int' object has no attribute 'rows'``, and so on through
    the public names of the kinds' packages."""
    import importlib

    function = getattr(importlib.import_module(f"gridsat.puzzles.{package}"), name)
    with pytest.raises(TypeError, match=rf"^{name}: (text|puzzle) must be (a string|a \w+Puzzle \(gridsat\.puzzles\."
                                        rf"{package}\)), got {type(wrong).__name__} {wrong!r}$"):
        function(wrong)


def test_an_engines_check_that_is_no_function_is_refused_naming_it():
    """``CoverEngine(options, check=5)`` raised ``TypeError: 'int' object is not callable`` from inside the
    indexing; the tiling engine's likewise at its first piece."""
    from gridsat.engines.cover import CoverEngine
    from gridsat.engines.exact_cover import TilingEngine

    with pytest.raises(TypeError, match="^check must be a function of no arguments or None, got int$"):
        CoverEngine([["a"]], check=5)
    with pytest.raises(TypeError, match="^check must be a function of no arguments or None, got str$"):
        TilingEngine({(0, 0), (0, 1)}, {"D": [[(0, 0), (0, 1)]]}, check="x")
    assert CoverEngine([["a"]], check=lambda: None).count() == (1, True)


@pytest.mark.parametrize("given, error, message", [
    ({"unique": "no"}, TypeError, "Settings.unique must be True or False, got str 'no'"),
    ({"check_answer": 1}, TypeError, "Settings.check_answer must be True or False, got int 1"),
    ({"kind": 5}, TypeError, "Settings.kind must be a kind's name or None, got int"),
    ({"engine": None}, TypeError, "Settings.engine must be an engine's name, got NoneType None"),
    ({"time_limit": -1}, PuzzleInputError, "time_limit must be a positive number of seconds, got -1"),
    ({"memory_limit": float("inf")}, PuzzleInputError, "memory_limit must be a number of bytes, 1 or more (None: the "
                                                       "default), got inf"),
])
def test_a_batchs_settings_refuse_what_they_would_misread(given, error, message):
    """``gridsat.batch.Settings(unique="no")`` proved every answer unique ("no" read as true), ``kind=5`` was dropped
    and every puzzle's kind detected, and ``engine=None`` or ``time_limit=-1`` raised from inside ``solve_item``,
    whose docstring says it never raises for bad input."""
    from gridsat.batch import Settings

    with pytest.raises(error) as caught:
        Settings(**given)
    assert str(caught.value) == message


def test_a_packing_whose_areas_differ_names_holes_as_the_caller_gives_it(run_cli):
    """``gridsat.pack("7x10")`` said ``(or allow holes: --holes)``; Python's is ``holes=True``."""
    with pytest.raises(PuzzleInputError, match=r"^board 7x10 has 70 cells to cover but the pieces cover 60; the areas "
                                               r"must be equal \(or allow holes: holes=True\); the pieces' area \(60 cells\) is "
                                               r"that of a board such as 6x10$"):
        gridsat.pack("7x10")
    assert run_cli("pack", "-b", "7x10")[2] == ("gridsat: error: board 7x10 has 70 cells to cover but the pieces cover "
                                                "60; the areas must be equal (or allow holes: --holes); the pieces' area "
                                                "(60 cells) is that of a board such as 6x10\n")


@pytest.mark.parametrize("data, kind", [
    ({"board": "3x20", "pieces": "pentominoes"}, "pack"),
    ({"date": "2026-10-06", "edition": "dragonfjord"}, "calendar"),
])
def test_a_packing_or_calendar_file_without_its_kind_is_still_read(run_cli, tmp_path, data, kind):
    """``gridsat solve`` (and ``gridsat.read``) said ``not a puzzle gridsat can read`` of ``{"board": "3x20",
    "pieces": "pentominoes"}``, which ``gridsat pack FILE`` solves, and of a calendar file without ``"kind"``; one
    with a mistake in it was told the same instead of the mistake."""
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    code, out, _ = run_cli("solve", str(path), "--json")
    assert (code, json.loads(out)["kind"], json.loads(out)["status"]) == (0, kind, "solved")
    assert gridsat.read(str(path))[0].name == kind
    if kind == "pack":
        path.write_text(json.dumps({**data, "board": "7x10"}))
        assert run_cli("solve", str(path))[2] == ("gridsat: error: p.json: board 7x10 has 70 cells to cover but the "
                                                  "pieces cover 60; the areas must be equal (or allow holes: "
                                                  "\"holes\": true); the pieces' area (60 cells) is that of a "
                                                  "board such as 6x10\n")


def test_solving_for_solutions_without_a_number_is_refused():
    """``gridsat.solve(spec, task="solutions")`` listed one solution (a Task's ``n`` is 1 unless given), where the
    docstring says the solutions task needs a number."""
    with pytest.raises(PuzzleInputError, match=r"^task 'solutions' needs a number: kind, puzzle = gridsat\.read\(spec\); "
                                               r"puzzle\.solutions\(n\)$"):
        gridsat.solve(str(EXAMPLES / "queens-8.dlx"), task="solutions")
    assert len(gridsat.read(str(EXAMPLES / "queens-8.dlx"))[1].solutions(3).solutions) == 3
