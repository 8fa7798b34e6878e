"""The twenty-second hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles import dominofit, pack, yinyang

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
URL = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.fixture(scope="module")
def results(domino):
    return {"pack": gridsat.pack("6x10"), "calendar": gridsat.calendar("2024-01-05"), "yinyang": gridsat.solve(URL),
            "dominofit": dominofit.solve(domino), "cover": gridsat.solve(str(EXAMPLES / "cover-abc.dlx"))}


@pytest.mark.parametrize("title, shown", [(1.5, "float 1.5"), (b"x", "bytes b'x'"), (0, "int 0"), ([], "list []")])
@pytest.mark.parametrize("kind", ["pack", "calendar", "yinyang", "dominofit", "cover"])
def test_a_pictures_title_that_is_not_text_is_refused(results, kind, title, shown):
    """``result.figure(title=1.5)`` met "'float' object has no attribute 'isprintable'" deep in the drawing; a title
    0 or [] was dropped for the default one unsaid, and a cover result (which draws nothing) took any title."""
    with pytest.raises(TypeError) as caught:
        results[kind].figure(title=title)
    assert str(caught.value) == f"title must be a string or None, got {shown}"
    assert (results[kind].figure(title="mine") is None) == (kind == "cover")


def test_the_drawing_functions_refuse_a_title_that_is_not_text(yy, domino):
    """``yinyang.draw_yinyang(p, title=5)`` and ``dominofit.draw_figure(p, [], title=5)`` met AttributeError;
    ``title=0`` drew no title, as if None were given."""
    for draw in (lambda t: yinyang.draw_yinyang(yy, title=t), lambda t: dominofit.draw_figure(domino, [], title=t)):
        for title in (5, 0):
            with pytest.raises(TypeError) as caught:
                draw(title)
            assert str(caught.value) == f"title must be a string or None, got int {title}"
        assert draw("a title")._suptitle.get_text() == "a title"
    generated = gridsat.kinds.get("yinyang").generator().generate(4, 4, 1)
    with pytest.raises(TypeError) as caught:
        generated.figure(1.5)
    assert str(caught.value) == "title must be a string or None, got float 1.5"
    assert generated.figure("g")._suptitle.get_text() == "g"


@pytest.mark.parametrize("engine", ["search", "a", None])
def test_a_yinyang_session_refuses_an_engine_it_does_not_build(yy, engine):
    """``yinyang.session(puzzle, engine="search")`` (or "a", or None) built the tree model unsaid, as if "cpsat" were
    given: the engine asked for was ignored."""
    with pytest.raises(PuzzleInputError) as caught:
        yinyang.session(yy, engine=engine)
    assert str(caught.value) == f"session: unknown engine {engine!r}; a Yin-Yang CP-SAT model is one of: cpsat, cuts"
    assert type(yinyang.session(yy, engine="cuts")).__name__ == "CutLoopSession"


@pytest.mark.parametrize("values, error, message", [
    ("a", TypeError, "values must be the cells' values (a list of numbers, row-major), got str 'a'"),
    (b"x", TypeError, "values must be the cells' values (a list of numbers, row-major), got bytes b'x'"),
    ([None] * 25, TypeError, "values must be the cells' values (a list of numbers, row-major), got a NoneType None "
                             "among them"),
    ([1], PuzzleInputError, "values has 1 values for 25 cells"),
    (None, TypeError, "values must be the cells' values (a list of numbers, row-major), got NoneType None"),
])
def test_yinyang_decode_refuses_values_not_one_per_cell(yy, values, error, message):
    """``yinyang.decode(puzzle, "a")`` gave ``[[2], [], [], [], []]`` (a ragged grid of one cell), ``[1]`` the same,
    and ``[None] * 25`` an all-white answer."""
    with pytest.raises(error) as caught:
        yinyang.decode(yy, values)
    assert str(caught.value) == message
    assert yinyang.decode(yy, [0] * 24 + [1])[4] == [1, 1, 1, 1, 2]


def test_domino_fit_decode_refuses_values_not_one_per_placement(domino):
    """``dominofit.decode(puzzle, "a")`` gave ``[('V', 0, 0)]`` (zip read the letter as the first placement's value and
    dropped the others)."""
    n = len(domino.placements)
    with pytest.raises(TypeError) as caught:
        dominofit.decode(domino, "a")
    assert str(caught.value) == ("values must be the placements' values (a list of numbers, one per placement, in "
                                 "order), got str 'a'")
    with pytest.raises(PuzzleInputError) as caught:
        dominofit.decode(domino, [1])
    assert str(caught.value) == f"values has 1 values for {n} placements"
    assert dominofit.decode(domino, [1] + [0] * (n - 1)) == [domino.placements[0]]


@pytest.mark.parametrize("givens, shown", [("0101", "str '0101'"), (5, "int 5"), (None, "NoneType None"),
                                           ([5], "list of int")])
def test_a_yinyang_puzzle_of_givens_not_rows_is_refused(givens, shown):
    """``YinYangPuzzle("0101")`` said "value '0' is not 0 (empty), ..." and ``YinYangPuzzle(None)`` met "'NoneType'
    object is not iterable"."""
    with pytest.raises(TypeError) as caught:
        yinyang.YinYangPuzzle(givens)
    assert str(caught.value) == f"givens must be rows of 0, 1 and 2 (a list of lists), got {shown}"


@pytest.mark.parametrize("dominoes, shown", [(None, "NoneType None"), ("ab", "str 'ab'"), (5, "int 5")])
def test_check_dominoes_refuses_dominoes_that_are_not_a_list(domino, dominoes, shown):
    """``dominofit.check_dominoes(puzzle, None)`` met "'NoneType' object is not iterable"; ``"ab"`` was checked as
    two dominoes ``['a']`` and ``['b']``."""
    with pytest.raises(TypeError) as caught:
        dominofit.check_dominoes(domino, dominoes)
    assert str(caught.value) == f"check_dominoes: dominoes must be a list, got {shown}"


def test_check_dominoes_names_an_item_that_is_no_sequence(domino):
    """``check_dominoes(puzzle, [5])`` met "'int' object is not iterable" (``iter([1])``: "object of type 'int' has
    no len()") instead of naming the item that is not a domino."""
    assert dominofit.check_dominoes(domino, iter([5]))[0] == '5 is not a domino ["H"|"V", row, col]'
    assert dominofit.check_dominoes(domino, dominofit.solve(domino).dominoes) == []


@pytest.mark.parametrize("call, message", [
    (lambda p: dominofit.cpsat_session(p, objective="max-vertical"),
     "cpsat_session: objective must be an Objective (gridsat.puzzles.dominofit, e.g. Objective('max-vertical')) or "
     "None, got str 'max-vertical'"),
    (lambda p: dominofit.make_session(p, objective=5),
     "make_session: objective must be an Objective (gridsat.puzzles.dominofit, e.g. Objective('max-vertical')) or "
     "None, got int 5"),
    (lambda p: dominofit.cpsat_session(p, defaults="a"),
     "cpsat_session: defaults must be a dict of CP-SAT parameter names to values, or None, got str 'a'"),
    (lambda p: dominofit.linear_rows(p, check="a"), "linear_rows: check must be a function or None, got str 'a'"),
])
def test_domino_fit_sessions_name_a_wrong_typed_argument(domino, call, message):
    """``dominofit.cpsat_session(p, objective="max-vertical")`` met "'str' object has no attribute 'describe'",
    ``defaults="a"`` "dictionary update sequence element #0 has length 1", ``linear_rows(p, check="a")`` "'str'
    object is not callable"."""
    with pytest.raises(TypeError) as caught:
        call(domino)
    assert str(caught.value) == message
    session = dominofit.cpsat_session(domino, objective=dominofit.Objective("max-vertical"))
    assert session.solve().status.value == "solved"


def test_make_session_names_its_backend_argument(domino):
    """``make_session(p, backend=None)`` said "unknown engine None", naming an argument it does not have."""
    with pytest.raises(PuzzleInputError) as caught:
        dominofit.make_session(domino, backend=None)
    assert str(caught.value) == "unknown backend None; choose cpsat or scip"


@pytest.mark.parametrize("field", ["rule", "targets"])
def test_a_domino_fit_reader_does_not_drop_an_empty_or_wrong_typed_override(field):
    """``dominofit.load_puzzle(path, rule=0)`` (or ``""``, ``[]``) read the file's own rule, the override dropped unsaid;
    ``targets=b"x"`` met "Object of type bytes is not JSON serializable"."""
    path = EXAMPLES / "dominofit-8x8.json"
    for value in (0, b"x", []):
        with pytest.raises(TypeError) as caught:
            dominofit.load_puzzle(path, **{field: value})
        assert str(caught.value) == f"load_puzzle: {field} must be a string or None, got {type(value).__name__} " \
                                    f"{value!r}"
    with pytest.raises(PuzzleInputError) as caught:
        dominofit.load_puzzle(path, **{field: ""})
    assert str(caught.value) == {"rule": "dominofit-8x8.json: unknown rule ''; choose cell or dot",
                                 "targets": 'dominofit-8x8.json: targets must be exact, at-most or at-least, '
                                            'got ""'}[field]
    text = dominofit.puzzle_to_text(dominofit.load_puzzle(path))
    with pytest.raises(PuzzleInputError):
        dominofit.parse_text(text, **{field: ""})
    data = json.loads(path.read_text())
    assert dominofit.puzzle_from_json(data, rule="dot").rule == "dot"


@pytest.mark.parametrize("kw, message", [
    ({"labels": "a"}, "check_tiling: labels must be a dict or None, got str 'a'"),
    ({"when": 5}, "check_tiling: when must be a string, got int 5"),
])
def test_check_tiling_refuses_message_arguments_of_the_wrong_type(results, kw, message):
    """``pack.check_tiling(problem, placements, labels="a", when=5)`` answered [] (the arguments are read only when a
    cell is left uncovered, so a right answer hid them)."""
    result = results["pack"]
    with pytest.raises(TypeError) as caught:
        pack.check_tiling(result.problem, result.placements, **kw)
    assert str(caught.value) == message
    assert pack.check_tiling(result.problem, result.placements, labels={(0, 0): "x"}, when=" today") == []


def test_a_pack_puzzles_base_folder_of_the_wrong_type_is_refused():
    """``pack.puzzle_from_json({}, base=1.5)`` and ``pack.parse_puzzle("{}", base=1.5)`` made the default puzzle,
    the base taken unread (it is read only when the object names a file)."""
    with pytest.raises(TypeError) as caught:
        pack.puzzle_from_json({}, base=1.5)
    assert str(caught.value) == "puzzle_from_json: base must be a folder (str or path) or None, got float 1.5"
    with pytest.raises(TypeError) as caught:
        pack.parse_puzzle("{}", base=1.5)
    assert str(caught.value) == "base must be a folder (str or path) or None, got float"
    assert pack.parse_puzzle("{}", base=".").board.name == "6x10"


@pytest.mark.parametrize("name", ["yinyang", "dominofit", "pack", "calendar"])
def test_read_position_refuses_a_puzzle_that_is_not_one(name):
    """``kinds.get("yinyang").read_position("0", None)`` answered ``[[0]]``, a position of no puzzle's size; the other
    kinds met None as "'NoneType' object has no attribute 'rows'" (or 'board', 'problem')."""
    kind = gridsat.kinds.get(name)
    with pytest.raises(TypeError) as caught:
        kind.read_position("0", None)
    assert str(caught.value).startswith("puzzle must be a ") and str(caught.value).endswith(", got NoneType")
    puzzle = kind.parse(kind.examples[0].puzzle)
    text = "\n".join(" ".join(str(v) for v in row) for row in kind.given_position(puzzle))
    assert kind.read_position(text, puzzle=puzzle, source="mine") is not None


@pytest.mark.parametrize("name", ["yinyang", "dominofit", "pack"])
def test_hint_drawings_refuse_a_deduction_that_is_not_one(name):
    """``kind.hint_text(puzzle, None)`` and ``kind.hint_figure(puzzle, None)`` met "'NoneType' object has no attribute
    'steps'" (or 'grid'); ``upto="a"`` was compared with numbers deep inside."""
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.examples[0].puzzle)
    for draw in (kind.hint_text, kind.hint_figure):
        with pytest.raises(TypeError) as caught:
            draw(puzzle, None)
        assert str(caught.value) == "deduction must be a Deduction (from kind.hints(puzzle)), got NoneType None"
    deduction = kind.hints(puzzle)
    with pytest.raises(TypeError) as caught:
        kind.hint_figure(puzzle, deduction, "a")
    assert str(caught.value) == "upto must be a whole number of steps or None, got str 'a'"
    assert kind.hint_figure(puzzle, deduction, 1) is not None and kind.hint_text(puzzle, deduction) is not None


@pytest.mark.parametrize("call, message", [
    (lambda k: k.read_settings(None), "settings must be a dict of setting names to values, got NoneType"),
    (lambda k: k.build("6x10", None), "settings must be a dict of setting names to values, got NoneType"),
    (lambda k: k.build(1.5, {}), "argument must be the command line's argument (a string) or None, got float 1.5"),
    (lambda k: k.validate(k.parse(k.examples[0].puzzle), gridsat.Task(), None),
     "settings must be a dict of the kind's settings (kind.check(task) gives them), got NoneType"),
])
@pytest.mark.parametrize("name", ["pack", "calendar", "dominofit"])
def test_a_kinds_hooks_refuse_settings_and_arguments_of_the_wrong_type(name, call, message):
    """``kind.read_settings(None)`` and ``kind.build("6x10", None)`` met "'NoneType' object has no attribute
    'items'", Domino Fit's ``validate(puzzle, task, None)`` "... no attribute 'get'", the calendar's ``build(1.5,
    {})`` "'float' object has no attribute 'lower'"."""
    with pytest.raises(TypeError) as caught:
        call(gridsat.kinds.get(name))
    assert str(caught.value) == message


def test_a_kinds_stage_of_another_name_is_refused():
    """``kind.stage("reed")`` answered ``()``, as if the kind had no settings at that stage."""
    kind = gridsat.kinds.get("dominofit")
    with pytest.raises(PuzzleInputError) as caught:
        kind.stage("reed")
    assert str(caught.value) == "stage must be one of 'read', 'run', 'mode', got 'reed'"
    assert [s.name for s in kind.stage("read")] == ["rule", "targets"]


@pytest.mark.parametrize("name", ["pack", "calendar"])
def test_deduce_takes_a_start_as_hints_does(name):
    """``kind.deduce(puzzle, start="a")`` or ``start=[[0, ...]]`` (rows of labels, which ``hints`` takes) met
    "'str' object has no attribute 'piece'" in a packing kind."""
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.examples[0].puzzle)
    with pytest.raises(TypeError) as caught:
        kind.deduce(puzzle, start="a")
    assert str(caught.value) == ("start must be a position as kind.start_position gives it, or None (text: "
                                 "kind.hints(puzzle, start=TEXT)), got str 'a'")
    rows = kind.given_position(puzzle)
    assert kind.deduce(puzzle, start=rows).verdict == kind.hints(puzzle, start=rows).verdict == "several"


def test_grade_meaning_refuses_steps_that_are_not_steps():
    """``kind.grade_meaning("easy", "a")`` met "'str' object has no attribute 'depth'"."""
    kind = gridsat.kinds.get("nurikabe")
    with pytest.raises(TypeError) as caught:
        kind.grade_meaning("easy", "a")
    assert str(caught.value) == "steps must be a Deduction's steps (a list of Step), got str 'a'"
    puzzle = kind.parse(kind.examples[0].puzzle)
    steps = kind.hints(puzzle).steps
    assert kind.grade_meaning("easy", iter(steps)) == kind.grade_meaning("easy", steps)


@pytest.mark.parametrize("name", ["nurikabe", "sudoku"])
def test_a_grid_genres_drawing_of_a_grid_not_an_answer_is_refused(name):
    """``result.text("a")`` of a Nurikabe or Sudoku result met "string index out of range"; ``figure(grid=...)``
    likewise drew what it was given unchecked, where ``text_of`` refused it."""
    kind = gridsat.kinds.get(name)
    result = kind.parse(kind.examples[0].puzzle).solve()
    for draw in (lambda g: result.text(g), lambda g: result.figure(grid=g)):
        with pytest.raises(TypeError) as caught:
            draw("a")
        assert str(caught.value).startswith("grid must be ") and "got str" in str(caught.value)
    assert str(result.text(result.grid)) == str(result.text())


MANY_TILINGS = "dominofit rule=cell targets=at-most\n" + " ".join(["99"] * 10) + "\n" + \
    "\n".join(" ".join(["."] * 10) + "   99" for _ in range(10)) + "\n"


def test_a_domino_fit_listing_is_weighed_against_the_memory_limit_first():
    """``gridsat dominofit MANY -n 100000000 -t 10`` (a 10x10 board of very many tilings) ran 77 s and the Python
    API met a bare ``MemoryError`` (the kernel's million kept tilings made into lists): the tilings asked for are
    weighed first, as every other kind weighs them."""
    from gridsat.core.memory import MemoryLimitError

    puzzle = dominofit.parse_puzzle(MANY_TILINGS)
    with pytest.raises(MemoryLimitError) as caught:
        puzzle.solutions(100_000_000)
    assert str(caught.value).startswith("listing 100,000,000 tilings of the 10x10 Domino Fit board needs about ")
    assert len(puzzle.solutions(5).solutions) == 5 and puzzle.count(limit=10).count == 10


@pytest.mark.slow  # (1.9 s of the default run, sitting 14: the slow set runs it)
def test_a_time_limited_domino_fit_listing_keeps_what_it_can_show():
    """``-n 300000 -t 3`` on that board ran 6.5 s and listed one tiling: the search kept every tiling it found,
    and making them into lists took the time left for checking and showing them."""
    from gridsat import SolverOptions

    # 8 s (it shows some 1,000 tilings after 1.2 s of a 4 s limit on an idle machine, 2,000 of 8 s): with 2 the time
    # kept for checking and showing (a quarter of the half left) held one tiling's check on a loaded machine, and 4
    # showed 3 once at a load average of 10
    result = dominofit.parse_puzzle(MANY_TILINGS).solutions(300_000, options=SolverOptions(time_limit=8))
    assert result.complete is False and len(result.solutions) > 3
    assert result.seconds < 8 + 6  # (a generous margin on a loaded machine)


def test_a_piece_sets_name_of_the_wrong_type_is_named():
    """``gridsat.PieceSet((), 5)`` said "PieceSet takes a tuple of (Polyomino, count) pairs and a name, got ()",
    naming the items, which were right."""
    with pytest.raises(TypeError) as caught:
        gridsat.PieceSet((), 5)
    assert str(caught.value) == "PieceSet's name must be a string, got int 5"
    assert gridsat.PieceSet(gridsat.pentominoes().items, "mine").area == 60
