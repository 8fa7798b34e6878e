"""The twenty-first hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles import cover, dominofit, pack, yinyang

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
URL = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.mark.parametrize("grid, error, message", [
    ([[1]], PuzzleInputError, "grid is 1x1, puzzle is 5x5"),
    ([[1] * 5] * 4 + [[1]], PuzzleInputError, "grid is 5 rows of 1 and 5 cells, puzzle is 5x5"),
    ([], PuzzleInputError, "grid is empty, puzzle is 5x5"),
    ("ab", TypeError, "grid must be rows of cell values (a list of lists), got str"),
    (5, TypeError, "grid must be rows of cell values (a list of lists), got int"),
    ({}, TypeError, "grid must be rows of cell values (a list of lists), got dict"),
])
def test_a_yinyang_drawing_refuses_a_grid_not_the_puzzles_size(yy, grid, error, message):
    """``yinyang.grid_text(puzzle, [[1]])`` and ``draw_yinyang(puzzle, "ab")`` failed deep inside with
    ``IndexError: list index out of range`` (``{}``: ``KeyError: 0``; ``5``: "'int' object is not subscriptable"),
    naming no argument."""
    for draw in (yinyang.grid_text, yinyang.draw_yinyang):
        with pytest.raises(error) as caught:
            draw(yy, grid)
        assert str(caught.value) == message


def test_a_yinyang_drawing_of_a_right_sized_grid_still_draws(yy):
    """The check above lets every grid of the puzzle's size through, undecided cells included."""
    answer = gridsat.solve(URL).grid
    assert str(yinyang.grid_text(yy, answer)).splitlines()[1].startswith("○ ██● ██")
    assert str(yinyang.grid_text(yy, [[0] * 5] * 5)).splitlines()[0] == "? " * 5
    assert yinyang.draw_yinyang(yy, tuple(map(tuple, answer))) is not None


@pytest.mark.parametrize("puzzle, message", [
    (None, "read_answer: puzzle must be a YinYangPuzzle (gridsat.puzzles.yinyang), got NoneType None"),
    ("11\n11", "read_answer: puzzle must be a YinYangPuzzle (gridsat.puzzles.yinyang), got str '11\\n11'"),
])
def test_read_answer_names_a_puzzle_that_is_not_one(puzzle, message):
    """``yinyang.read_answer("11\\n11", None)`` met ``AttributeError: 'NoneType' object has no attribute 'rows'``."""
    with pytest.raises(TypeError) as caught:
        yinyang.read_answer("11\n11", puzzle)
    assert str(caught.value) == message


def test_check_tiling_names_a_problem_that_is_not_one():
    """``pack.check_tiling("x", [])`` met ``AttributeError: 'str' object has no attribute 'pieces'``; a real
    puzzle's answer still checks clean."""
    with pytest.raises(TypeError) as caught:
        pack.check_tiling("x", [])
    assert str(caught.value) == ("check_tiling: problem must be a PlacementProblem (gridsat.puzzles.placement), "
                                 "got str 'x'")
    result = gridsat.pack("6x10")
    assert pack.check_tiling(result.problem, result.placements) == []


@pytest.mark.parametrize("chosen, message", [
    (b"x", "check_cover: chosen must be a list, got bytes b'x'"),
    ("01", "check_cover: chosen must be a list, got str '01'"),
    (None, "check_cover: chosen must be a list, got NoneType None"),
    (1.5, "check_cover: chosen must be a list, got float 1.5"),
])
def test_check_cover_refuses_chosen_options_that_are_not_a_list(chosen, message):
    """``cover.check_cover(problem, b"x")`` answered "option 120 does not exist" (the bytes read as option
    indices); ``None`` or ``1.5`` met "'NoneType' object is not iterable", naming no argument."""
    problem = cover.parse_cover("a b\na\nb")
    with pytest.raises(TypeError) as caught:
        cover.check_cover(problem, chosen)
    assert str(caught.value) == message
    assert cover.check_cover(problem, (0, 1)) == [] and cover.check_cover(problem, iter([0, 1])) == []


@pytest.mark.parametrize("dominoes, error, message", [
    ([("H", 99, 99)], PuzzleInputError, "domino ('H', 99, 99) covers r100c100, off the 8x8 board"),
    ([("V", 7, 0)], PuzzleInputError, "domino ('V', 7, 0) covers r9c1, off the 8x8 board"),
    ([("Q", 0, 0)], TypeError, "each domino must be a domino (\"H\"|\"V\", r, c), got tuple ('Q', 0, 0)"),
    (["ab"], TypeError, "each domino must be a domino (\"H\"|\"V\", r, c), got str 'ab'"),
    ("ab", TypeError, "dominoes must be a list of dominoes (\"H\"|\"V\", r, c), got str"),
    (None, TypeError, "dominoes must be a list of dominoes (\"H\"|\"V\", r, c), got NoneType"),
])
def test_a_domino_fit_drawing_refuses_dominoes_it_cannot_draw(domino, dominoes, error, message):
    """``dominofit.draw_ascii(puzzle, [("Q", 0, 0)])`` drew a vertical domino, ``[("H", 99, 99)]`` was left out
    without a word (a picture of an answer that is not the one given), ``["ab"]`` met "not enough values to
    unpack" and ``None`` "'NoneType' object is not iterable"."""
    for draw in (dominofit.draw_ascii, dominofit.draw_figure):
        with pytest.raises(error) as caught:
            draw(domino, dominoes)
        assert str(caught.value) == message
    solved = dominofit.solve(domino)
    assert str(dominofit.draw_ascii(domino, solved.dominoes)).count("<==>") == \
        sum(kind == "H" for kind, _, _ in solved.dominoes)


@pytest.mark.parametrize("call, message", [
    (lambda: yinyang.parse("0 1\n1 0", name=1.5), "parse: name must be a string or None, got float 1.5"),
    (lambda: yinyang.YinYangPuzzle(((0, 1), (1, 0)), name=b"x"), "name must be a string, got bytes b'x'"),
    (lambda: dominofit.puzzle_from_json(json.loads((EXAMPLES / "dominofit-8x8.json").read_text()), name=5),
     "name must be a string, got int 5"),
])
def test_a_puzzle_name_that_is_not_a_string_is_refused(call, message):
    """``yinyang.parse(text, name=1.5)`` and ``dominofit.puzzle_from_json(data, name=5)`` made puzzles named
    1.5 and 5, whose titles and file names then came from a number."""
    with pytest.raises(TypeError) as caught:
        call()
    assert str(caught.value) == message


@pytest.mark.parametrize("deadline, error, message", [
    ("a", TypeError, "deadline must be a time.perf_counter() value, got str 'a'"),
    (float("nan"), PuzzleInputError, "deadline is NaN: no clock reading passes it, so it would never stop the "
                                     "search"),
])
def test_a_yinyang_deadline_that_is_no_time_is_refused(deadline, error, message):
    """``yinyang.random_colouring(4, 4, 1, deadline="a")`` met "'<=' not supported between instances of 'str'
    and 'float'"; ``deadline=nan`` ran with no time limit at all, as the exact cover engine refuses."""
    with pytest.raises(error) as caught:
        yinyang.random_colouring(4, 4, 1, deadline=deadline)
    assert str(caught.value) == message


@pytest.mark.parametrize("kind", ["dominofit", "yinyang"])
@pytest.mark.parametrize("call, error, message", [
    (lambda g: g.memory_needed("a", 2), TypeError, "rows must be a whole number, got str ('a')"),
    (lambda g: g.memory_needed(10**6, 2), PuzzleInputError, "generator size 1000000x2: each side must be from 2 to "),
    (lambda g: g.check_memory(4, 4, 5, {}), TypeError, "options must be gridsat.SolverOptions or None, got int 5"),
    (lambda g: g.check_memory(4, 4, None, None), TypeError,
     "settings must be a dict of the generator's settings, got NoneType"),
    (lambda g: g.memory_needed(4, 4, bogus=1), PuzzleInputError, "generators take no setting 'bogus' (settings: "),
])
def test_a_generators_memory_estimate_checks_its_arguments_as_generate_does(kind, call, error, message):
    """``generator.memory_needed("a", 2)`` of Domino Fit returned the string ``"aa...a"`` (800 of them), and
    ``check_memory(4, 4, None, {})`` met ``AttributeError: 'NoneType' object has no attribute 'check_memory'``,
    though ``generate`` takes ``options=None``; an unknown setting said "generate dominofit take no setting"."""
    with pytest.raises(error) as caught:
        call(gridsat.kinds.get(kind).generator())
    assert message in str(caught.value)


def test_a_generators_memory_estimate_still_weighs_the_asked_puzzle():
    """The checks above keep the estimates: 800 B a cell for Domino Fit, 4,500 with ``unique``; None is the default options."""
    generator = gridsat.kinds.get("dominofit").generator()
    assert generator.memory_needed(1000, 1000) == 800_000_000
    assert generator.memory_needed(1000, 1000, unique=True) == 4_500_000_000
    assert generator.check_memory(100, 100, None, {"unique": True}) is None  # the default limit: 2 GB
    assert gridsat.kinds.get("yinyang").generator().memory_needed(60, 60, grade="easy") == 366_156  # its search's


def test_an_unknown_setting_of_a_kind_is_named_with_the_kinds_settings():
    """``gridsat.kinds.get("yinyang").setting("x")`` raised a bare ``KeyError: 'x'``, saying neither whose
    settings were looked in nor which there are (a number of 5,000 digits: ``<exception str() failed>``; now a
    TypeError, as every name that is no string: tests/test_hostile_inputs30l.py)."""
    with pytest.raises(KeyError) as caught:
        gridsat.kinds.get("yinyang").setting("x")
    assert str(caught.value) == "Yin-Yang puzzles have no setting 'x' (settings: format)"
    assert caught.value.args == ("x",)
    with pytest.raises(TypeError, match=r"^name must be a setting's name \(a string\), got int$"):
        gridsat.kinds.get("pack").setting(10**5000)


def test_verify_edition_json_stopped_by_ctrl_c_prints_one_object_a_line_as_a_finished_check(run_cli, monkeypatch,
                                                                                            tmp_path):
    """``calendar --verify-edition FILE --json`` of a file of two editions prints one JSON object a line; Ctrl-C
    during the second printed one JSON array of both instead (a reader of lines met a list)."""
    from itertools import product

    from gridsat.puzzles.calendar.holes import Census

    real, seen = Census.run, []

    def cut(self, **kwargs):
        seen.append(1)
        if len(seen) == 1:
            return real(self, **kwargs)
        stop = KeyboardInterrupt()  # as the census raises it: nothing counted yet
        stop.partial = ({key: 0 for key in product(*self.groups)}, False)
        raise stop

    monkeypatch.setattr(Census, "run", cut)
    editions = tmp_path / "two.txt"
    editions.write_text("[editions]\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n"
                        "also = standard : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    code, out, err = run_cli("calendar", "--verify-edition", str(editions), "--json")
    assert (code, err) == (130, "gridsat: interrupted (Ctrl-C)\n")
    first, second = (json.loads(line) for line in out.splitlines())
    assert (first["edition"], first["all_solvable"], first["checked"]) == ("mine", True, 366)
    assert (second["edition"], second["all_solvable"], second["interrupted"], len(second["unknown"])) == \
        ("also", None, True, 366)


@pytest.mark.parametrize("call, message", [
    (lambda c: c.solve_year("dragonfjord", 2026, "unused.jsonl", dates=5),
     "solve_year: dates must be a list of dates (datetime.date or text) or None, got int 5"),
    (lambda c: c.parse_editions("[editions]\nm = standard : O6 U5 V5 T5 L5 N5 Y5 P5", fallback=5),
     'parse_editions: fallback must be None or {"boards": {...}, "pieces": PieceSet}, got int 5'),
    (lambda c: c.make_date(c.load_edition("dragonfjord"), 5),
     "make_date: date must be 'YYYY-MM-DD', 'MM-DD', a datetime.date or None, got int 5"),
    (lambda c: c.make_date(c.load_edition("dragonfjord"), None, today="2026-10-06"),
     "make_date: today must be a datetime.date or None, got str '2026-10-06'"),
])
def test_the_calendar_designers_functions_name_their_wrong_typed_argument(call, message, tmp_path, monkeypatch):
    """``calendar.solve_year(ed, 2026, out, dates=5)`` met "'int' object is not iterable", ``parse_editions(text,
    fallback=5)`` "'int' object has no attribute 'get'", and ``make_date(edition, 5)`` named another function's
    argument: "parse_date: text must be a string"."""
    from gridsat.puzzles import calendar

    monkeypatch.chdir(tmp_path)
    with pytest.raises(TypeError) as caught:
        call(calendar)
    assert str(caught.value) == message
    assert not (tmp_path / "unused.jsonl").exists()


@pytest.mark.parametrize("cells", [5, ((0, 0.5),), ((True, 0),), "r1c1"])
def test_check_tiling_refuses_placement_cells_that_are_not_cells(cells):
    """``pack.check_tiling(puzzle, [Placement("A", 0, 5)])`` met "'int' object is not iterable", and cells
    ``((0, 0.5),)`` were reported as "piece A covers r1c1, which is not a board cell" (a cell it does not name)."""
    from gridsat import Placement, PieceSet, Polyomino

    puzzle = pack.make_puzzle("1x1", PieceSet(((Polyomino("A", [(0, 0)]), 1),)))
    with pytest.raises(TypeError) as caught:
        pack.check_tiling(puzzle, [Placement("A", 0, cells)])
    assert str(caught.value) == (f"placements: the cells of piece 'A' must be (row, col) pairs of whole numbers, "
                                 f"got {cells!r}")
    assert pack.check_tiling(puzzle, [Placement("A", 0, [[0, 0]])]) == []


def test_an_exact_cover_item_not_equal_to_itself_is_refused():
    """``gridsat.covers([[float("nan")], [float("nan")]])`` listed the cover ``[0, 1]``: the two NaN items, never
    equal, were two items each covered once, where the user named one item twice (covers: ``[0]`` and ``[1]``)."""
    with pytest.raises(PuzzleInputError) as caught:
        list(gridsat.covers([["a"], [float("nan")], [float("nan")]]))
    assert str(caught.value) == ("option 1: item nan is not equal to itself, so no other option could name the same "
                                 "item; name items with strings or whole numbers")
    assert gridsat.count_covers([["a", 1], [2], [None]]) == 1


@pytest.mark.parametrize("blocked, message", [
    (5, "blocked must be a set of (row, col) cells, got int 5"),
    ("ab", "blocked must be a set of (row, col) cells, got str 'ab'"),
])
def test_a_packing_puzzles_blocked_cells_of_the_wrong_type_are_named(blocked, message):
    """``gridsat.PackingPuzzle(board, pieces, blocked=5)`` met "'int' object is not iterable"; ``[[0, 0]]`` (cells as
    lists, as JSON gives them) met "unhashable type: 'list'" and is now read as the cell (0, 0)."""
    board, pieces = gridsat.Board.parse("6x10"), gridsat.pentominoes()
    with pytest.raises(TypeError) as caught:
        gridsat.PackingPuzzle(board, pieces, blocked=blocked)
    assert str(caught.value) == message
    puzzle = gridsat.PackingPuzzle(gridsat.Board.parse("6x11"), pieces, holes=True, blocked=[[0, 0]])
    assert puzzle.blocked == frozenset({(0, 0)})


@pytest.mark.parametrize("drawing", ["##//##", "##/  /##", "##\n\n##"])
def test_a_piece_drawing_with_an_empty_row_between_rows_is_refused(drawing, tmp_path):
    """A piece file's ``A: ##//##`` (and an edition's, or ``Polyomino.parse``) was read as the O tetromino: the
    empty row between was dropped, and ``pack --board 2x2`` solved with a piece that was not the one drawn."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.Polyomino.parse("A", drawing)
    assert str(caught.value) == "piece A: row 2 is empty; draw an empty row with '.' ('##/../##'), or leave the row out"
    assert gridsat.Polyomino.parse("A", "\n##\n##\n").cells == ((0, 0), (0, 1), (1, 0), (1, 1))  # blank lines
    # around a drawing are harmless; a '/' at either end is refused (test_hostile_inputs24l: '###/' lost a row)


def test_a_piece_file_with_an_empty_row_names_its_line(run_cli, tmp_path):
    """``gridsat pack --board 2x2 --pieces FILE`` with ``A: ##//##`` printed a 2x2 answer of one O piece."""
    pieces = tmp_path / "pieces.txt"
    pieces.write_text("A: ##//##\n")
    assert run_cli("pack", "--board", "2x2", "--pieces", str(pieces)) == (
        2, "", "gridsat: error: pieces.txt: line 1: piece A: row 2 is empty; draw an empty row with '.' "
               "('##/../##'), or leave the row out\n")


def test_an_empty_line_inside_an_editions_board_is_refused(run_cli, tmp_path):
    """An edition file whose ``[board mine]`` had an empty line between its month and day rows was read with the
    line dropped (the rows drawn together), and ``--verify-edition`` checked that other board: "all 366 dates
    are solvable".  A board mask file for ``pack`` already says "line 2 is empty inside the mask"."""
    rows = ["Jan Feb Mar Apr May Jun .", "Jul Aug Sep Oct Nov Dec .", "", "1   2   3   4   5   6   7",
            "8   9   10  11  12  13  14", "15  16  17  18  19  20  21", "22  23  24  25  26  27  28",
            "29  30  31  .   .   .   ."]
    edition = tmp_path / "mine.txt"
    edition.write_text("[board mine]\n" + "\n".join(rows) + "\n\n[editions]\ne = mine : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    assert run_cli("calendar", "--verify-edition", str(edition)) == (
        2, "", "gridsat: error: mine.txt: line 4: board mine: an empty line inside the board; write '.' where "
               "there is no cell (a row of them for an empty row)\n")
    rows.remove("")  # the same board without the empty line, and empty lines after it, as the built-ins have
    edition.write_text("[board mine]\n" + "\n".join(rows) + "\n\n\n[editions]\ne = mine : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    code, out, _ = run_cli("calendar", "--verify-edition", str(edition))
    assert (code, out.startswith("e: all 366 dates are solvable")) == (0, True)


@pytest.mark.parametrize("white, shown", [(True, "True"), (1.0, "1.0")])
def test_a_yinyang_answer_of_bools_or_floats_is_not_a_valid_answer(yy, white, shown):
    """``yinyang.check_grid(puzzle, grid)`` found no problem in an answer of ``True``/``1.0`` for white (``True ==
    1``), and ``generate(4, 4, 1, answer=...)`` then failed naming the wrong argument: "givens: r1c2: 1.0 is not
    0, 1 or 2" or "yinyang_4x4_seed1: row 1, column 4: value True is not 0 (empty), ...".  Now the answer's cell
    is named as checking it found it."""
    answer = gridsat.solve(URL).grid
    odd = [[white if v == 1 else v for v in row] for row in answer]
    first = next(f"r{r + 1}c{c + 1}" for r, row in enumerate(answer) for c, v in enumerate(row) if v == 1)
    assert yinyang.check_grid(yy, answer) == []
    assert yinyang.check_grid(yy, odd)[0] == f"answer: cell {first} is {shown}, neither white (1) nor black (2)"
    planted = [list(row) for row in yinyang.random_colouring(4, 4, 3)]
    with pytest.raises(PuzzleInputError) as caught:
        yinyang.generate(4, 4, 1, answer=[[white if v == 1 else v for v in row] for row in planted])
    assert str(caught.value).startswith("answer: cell r")
    assert f" is {shown}, neither white (1) nor black (2): a planted answer must be" in str(caught.value)
