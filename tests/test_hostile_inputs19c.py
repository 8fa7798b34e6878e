"""The nineteenth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import json
import math

import pytest

import gridsat
from gridsat import SolverOptions
from gridsat.core.errors import PuzzleInputError

YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.mark.parametrize("call", [
    lambda bad: gridsat.pack("6x10", options=bad),
    lambda bad: gridsat.calendar("2026-10-06", options=bad),
    lambda bad: gridsat.read(YINYANG)[1].solve(options=bad),
    lambda bad: gridsat.read(YINYANG)[1].count(options=bad),
    lambda bad: gridsat.kinds.get("yinyang").generator().generate(4, 4, 1, options=bad),
])
@pytest.mark.parametrize("bad", [0, [], {}, ""])
def test_false_options_are_refused_not_taken_for_none(call, bad):
    """``gridsat.pack("6x10", options=0)`` (or ``[]``, ``{}``, ``""``; and ``calendar``, a puzzle's methods) ran
    with the default options, as ``options or SolverOptions()`` took every false value for none."""
    with pytest.raises(TypeError) as caught:
        call(bad)
    assert str(caught.value) == f"options must be gridsat.SolverOptions or None, got {type(bad).__name__} {bad!r}"


@pytest.mark.parametrize("call", [lambda bad: gridsat.read(YINYANG, bad), lambda bad: gridsat.solve(YINYANG, bad)])
@pytest.mark.parametrize("bad", [0, [], {}])
def test_a_false_kind_is_refused_not_taken_for_none(call, bad):
    """``gridsat.read(URL, 0)`` (or ``[]``, ``{}``) detected the kind, as if none was named; ``gridsat.solve(URL,
    kind=[])`` named ``name``, the argument of another function."""
    with pytest.raises(TypeError) as caught:
        call(bad)
    assert str(caught.value) == ("kind must be a kind's name (one of " + ", ".join(gridsat.kinds.names()) +
                                 f") or None, got {type(bad).__name__} {bad!r}")


@pytest.mark.parametrize("fields, error, message", [
    ({"deadline": "a"}, TypeError, "deadline must be a time.perf_counter() value or None, got str 'a'"),
    ({"deadline": math.nan}, PuzzleInputError,
     "deadline must be a finite time.perf_counter() value (None: set by started()), got nan"),
    ({"deadline": math.inf}, PuzzleInputError,
     "deadline must be a finite time.perf_counter() value (None: set by started()), got inf"),
    ({"memory_base": 1.5}, TypeError, "memory_base must be a number of bytes or None, got float 1.5"),
    ({"memory_base": "a"}, TypeError, "memory_base must be a number of bytes or None, got str 'a'"),
    ({"memory_base": -3}, PuzzleInputError,
     "memory_base must be a number of bytes, 0 or more (None: set by started()), got -3"),
])
def test_solver_options_check_the_deadline_and_memory_base(fields, error, message):
    """``SolverOptions(deadline="a")`` (or ``memory_base="a"``) was taken and failed later inside the search
    (``unsupported operand type(s) for -: 'str' and 'float'``); ``deadline=nan`` never ran out."""
    with pytest.raises(error) as caught:
        SolverOptions(**fields)
    assert str(caught.value) == message


def test_solver_options_keep_a_started_deadline():
    """The checks take what :meth:`SolverOptions.started` sets."""
    started = SolverOptions(time_limit=5).started()
    assert SolverOptions(**{**started.__dict__}) == started


@pytest.mark.parametrize("kind, method", [(k, m) for k in ("pack", "yinyang", "hitori", "calendar")
                                          for m in ("deduce", "cell_labels", "hint_text", "hint_figure")])
def test_a_kinds_puzzle_methods_refuse_what_is_no_puzzle(kind, method):
    """``gridsat.kinds.get("pack").deduce(None)`` failed inside the kind's code (``AttributeError: 'NoneType' object
    has no attribute 'hole_count'``), and ``cell_labels("x")`` so; now each names the puzzle it wants."""
    found = gridsat.kinds.get(kind)
    args = (None,) if method in ("deduce", "cell_labels") else (None, None)
    with pytest.raises(TypeError) as caught:
        getattr(found, method)(*args)
    assert str(caught.value).startswith("puzzle must be a ") and str(caught.value).endswith(
        f"(from gridsat.kinds.get({kind!r}).parse), got NoneType")


@pytest.mark.parametrize("kind, name, error, message", [
    ("yinyang", "insane", PuzzleInputError, "name must be a grade (easy, medium, hard, expert, guess), got 'insane'"),
    ("hitori", "insane", PuzzleInputError, "name must be a grade (easy, medium, hard, expert, guess), got 'insane'"),
    ("pack", None, TypeError, "name must be a grade (easy, medium, hard, expert, guess), got NoneType None"),
])
def test_grade_meaning_names_an_unknown_grade(kind, name, error, message):
    """``kind.grade_meaning("insane")`` raised a bare ``KeyError: 'insane'``."""
    with pytest.raises(error) as caught:
        gridsat.kinds.get(kind).grade_meaning(name)
    assert str(caught.value) == message


def test_grade_meaning_still_explains_a_grade():
    """The check keeps the meanings."""
    assert gridsat.kinds.get("hitori").grade_meaning("expert") == \
        "trials: 'if this cell were the other way, a contradiction follows'"


def _big_piece(tmp_path, side: int, edition: bool = True):
    """A file whose one piece is a ``side`` x ``side`` square: an edition file, or a piece file."""
    drawing = "/".join(["#" * side] * side)
    if edition:
        text = f"[pieces]\nH: {drawing}\n[editions]\ne = standard : H\n"
        path = tmp_path / "big.txt"
    else:
        text, path = f"H: {drawing}\n", tmp_path / "big.pieces"
    path.write_text(text)
    return str(path)


@pytest.mark.slow  # (2.6 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("args", [("--verify-edition", "{}"), ("--census", "-e", "{}"),
                                  ("--year", "2026", "--out", "{out}", "-e", "{}"), ("--layout", "labels", "-e", "{}"),
                                  ("--design", "standard", "--pieces", "{pieces}", "--choose", "8")])
def test_the_time_limit_covers_reading_an_edition_or_piece_file(run_cli, tmp_path, args):
    """``gridsat calendar --verify-edition FILE -t 5`` on an edition file with a 2000x2000 piece ran 75 s (the
    census, the year, the layout and the design search so, and their Python functions), then said the pieces
    cover too many cells: reading an edition or piece file was not under the time limit."""
    edition, pieces = _big_piece(tmp_path, 600), _big_piece(tmp_path, 600, edition=False)
    args = [a.format(edition, out=str(tmp_path / "y.jsonl"), pieces=pieces) for a in args]
    code, out, err = run_cli("calendar", *args, "-t", "0.2")
    assert (code, out, err) == (1, "", "gridsat: the time limit ran out while reading the puzzle; nothing was "
                                         "solved (give more time with -t)\n")


@pytest.mark.slow  # (1.6 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("call", [
    lambda path: gridsat.calendar("2026-01-01", path, options=SolverOptions(time_limit=0.2)),
    lambda path: __import__("gridsat.puzzles.calendar.census", fromlist=["x"]).run_census(
        path, options=SolverOptions(time_limit=0.2)),
    lambda path: __import__("gridsat.puzzles.calendar.year", fromlist=["x"]).verify_edition(
        path, options=SolverOptions(time_limit=0.2)),
])
def test_the_python_calendar_functions_time_reading_an_edition_file(tmp_path, call):
    """``gridsat.calendar(date, FILE, options=SolverOptions(time_limit=0.5))`` took 4 s reading the file first."""
    import gc

    from gridsat.core.options import TimeUp

    with pytest.raises(TimeUp) as caught:
        call(_big_piece(tmp_path, 600))
    said = caught.value.args
    del caught  # its traceback holds the reading's frames: freed, a clock a late tick kept open is closed
    gc.collect()
    assert said == ("while reading the puzzle",)


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_verify_edition_keeps_one_time_limit_for_the_whole_run(monkeypatch):
    """``verify_edition(ed, options=SolverOptions(time_limit=T))`` gave each of the 366 dates the whole limit (its
    docstring: arguments as ``solve_year``, whose limit covers the whole run): every date now gets the one
    deadline the run started with."""
    from gridsat.puzzles.calendar import year

    deadlines = []
    solve = year.CalendarPuzzle.solve

    def recording(self, *, options=None, engine="auto"):
        deadlines.append(options.deadline)
        return solve(self, options=options, engine=engine)

    monkeypatch.setattr(year.CalendarPuzzle, "solve", recording)
    report = year.verify_edition("dragonfjord", options=SolverOptions(time_limit=600))
    assert (report.checked, report.unsolvable, report.unknown) == (366, [], [])
    assert len(deadlines) == 366 and len(set(deadlines)) == 1 and deadlines[0] is not None


@pytest.mark.parametrize("args", [("calendar", "--verify-edition", "{edition}"), ("pack", "-b", "4x4", "--pieces",
                                                                                   "{pieces}")])
def test_a_huge_piece_is_refused_by_the_memory_limit_before_it_is_built(run_cli, tmp_path, args):
    """An 8 MB edition file holding one 2000x2000 piece took 1.4 GB under ``--memory-limit 0.3`` (its bytes
    alone said 76 MB): a piece's squares now count at their own cost before the piece is built."""
    paths = {"edition": _big_piece(tmp_path, 500), "pieces": _big_piece(tmp_path, 500, edition=False)}
    args = [a.format(**paths) for a in args]
    code, out, err = run_cli(*args, "--memory-limit", "0.05")
    where = paths["edition" if args[0] == "calendar" else "pieces"].rsplit("/", 1)[1]
    line = 2 if args[0] == "calendar" else 1
    assert (code, out, err) == (2, "", f"gridsat: error: {where}: line {line}: piece H (250,000 squares) needs about "
                                       "76.3 MB of memory; the limit is 51.2 MB (raise it with --memory-limit GB or "
                                       "GRIDSAT_MEMORY_LIMIT)\n")


def test_a_square_listed_twice_is_found_in_one_pass():
    """``Polyomino("A", cells)`` with 100,000 cells, the last one twice, scanned the cells before each one (minutes);
    it is named at once."""
    from gridsat import Polyomino

    with pytest.raises(PuzzleInputError) as caught:
        Polyomino("A", [(0, i) for i in range(100_000)] + [(0, 99_999)])
    assert str(caught.value) == "piece A lists square (0, 99999) twice"


@pytest.mark.parametrize("pieces, use, message", [
    ("pentominoes+hexominoes", "F5 F5 H01 I5 L5 N5 P5 T5",
     "piece F5 is named 2 times, but a design of library pentominoes+hexominoes may use it at most 1 time"),
    ("{lib}", "O6 O6 O6", "piece O6 is named 3 times, but a design of library {lib} may use it at most 2 times"),
])
def test_a_design_uses_no_more_copies_than_its_library_holds(run_cli, tmp_path, pieces, use, message):
    """``calendar --census --design standard --pieces pentominoes+hexominoes --use "F5 F5 H01 ..."`` counted a
    design with two F5, which no design of that library (one of each piece) can be, and said nothing."""
    lib = tmp_path / "lib.pieces"
    lib.write_text("O6*2: ###/###\nF5: .##/##./.#.\n")
    code, out, err = run_cli("calendar", "--census", "--design", "standard", "--pieces", pieces.format(lib=lib),
                             "--use", use)
    assert (code, out, err) == (2, "", f"gridsat: error: {message.format(lib=lib)}\n")


@pytest.mark.parametrize("args, note", [
    (("yinyang", "--size", "60x60", "-t", "0.05"),
     "the time limit of 0.05 s ran out before the Yin-Yang puzzle of seed 1 (60x60) was proven; no unproven puzzle is given"),
    (("dominofit", "--size", "1000x1000", "--total-time", "0.05"),
     "--total-time ran out before the Domino Fit puzzle of seed 1 was made; no puzzle is given"),  # (no --unique: nothing proven)
])
def test_generate_json_says_a_stopped_puzzle_in_json(run_cli, args, note):
    """``gridsat generate yinyang --size 60x60 -t 1 --json`` printed nothing on stdout when the time ran out (only
    a line on stderr), where every other command's ``--json`` prints one object saying the run is incomplete."""
    code, out, err = run_cli("generate", *args, "--json")
    size = args[args.index("--size") + 1]
    assert code == 1 and json.loads(out) == {"kind": args[0], "seed": 1, "size": size, "puzzle": None,
                                             "complete": False, "note": note}
    assert err.startswith("gridsat: unknown: ")


@pytest.mark.parametrize("bad", [None, {}, [[1, 2]], "grid"])
def test_an_answer_writer_refuses_what_is_no_result(bad):
    """``kind.writer("pzprv3").write(puzzle, None)`` (or a dict, a grid) failed inside the writer with
    ``AttributeError: 'NoneType' object has no attribute 'grid'``."""
    found = gridsat.kinds.get("yinyang")
    puzzle = found.parse(gridsat.kinds.get("yinyang").example)
    with pytest.raises(TypeError) as caught:
        found.writer("pzprv3").write(puzzle, bad)
    assert str(caught.value) == ("result must be a YinYangResult (from puzzle.solve()): the pzprv3 writer writes its "
                                 f"answer, got {type(bad).__name__}")
    assert found.writer("pzprv3").write(puzzle, puzzle.solve()).startswith("pzprv3\n")


def test_a_commented_item_line_of_secondary_items_is_explained(run_cli, tmp_path):
    """A DLX file whose item line names secondary items alone (``| a b``) -- a comment in Knuth's format -- got
    ``line 2: item 'a:A' contains ':' (Knuth's item multiplicities ...)``: the first option was read as the item
    line, and nothing said why."""
    path = tmp_path / "sec.dlx"
    path.write_text("| a b\na:A b\na:B\nb\n")
    code, out, err = run_cli("cover", str(path))
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: sec.dlx: line 2: item 'a:A' contains ':' (Knuth's item multiplicities u:v|name are "
                   "not supported; colours belong in options, as name:colour); line 1 starts with '|', so it is a "
                   "comment, not the item line: name at least one primary item before '|' (with secondary items alone "
                   "the only cover is the empty one: an option without a primary item is never chosen)\n")
