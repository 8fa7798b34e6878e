"""The twenty-fourth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import Task

KINDS_WITH_HINTS = [n for n in gridsat.kinds.names() if gridsat.kinds.get(n).explains]


def _example(name):
    kind = gridsat.kinds.get(name)
    return kind, kind.parse(kind.example)


@pytest.mark.parametrize("name", gridsat.kinds.names())
def test_a_kinds_engine_hooks_name_a_wrong_typed_task_or_puzzle(name):
    """``kind.choose_engine(puzzle, "unique", {})`` met "'str' object has no attribute 'engine'" in every kind
    (Domino Fit: KeyError), and ``result_fields``, ``engine_used`` and ``solver`` given None for the puzzle or the
    task met AttributeError deep inside, where ``model`` named the argument."""
    kind, puzzle = _example(name)
    task = Task("solve")
    calls = [(lambda: kind.choose_engine(puzzle, "unique", {}), "task must be a gridsat.Task, got str (e.g. "
                                                               "Task('unique'))"),
             (lambda: kind.result_fields(puzzle, None, {}), "task must be a gridsat.Task, got NoneType (e.g. "
                                                            "Task('unique'))"),
             (lambda: kind.engine_used(puzzle, task, None, "auto"), "settings must be a dict of the kind's settings "
                                                                    "(kind.check(task) gives them), got NoneType"),
             (lambda: kind.solver(puzzle, 5, task, {}), f"engine must be an engine's name (str; the kind's: "
                                                        f"{', '.join(kind.engines)}), got int 5")]
    for call, message in calls:
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value) == message
    for hook in (kind.choose_engine, kind.result_fields):
        with pytest.raises(TypeError) as caught:
            hook(None, task, {})
        assert str(caught.value).startswith(("puzzle must be a ", "puzzle must be an ")) and str(caught.value).endswith(", got NoneType")
    assert kind.choose_engine(puzzle, task, kind.check(task)) in (*kind.engines, "race")  # the right types still
    # pass (auto may choose a race of two of the kind's engines: Sudoku's, Domino Fit's)


@pytest.mark.parametrize("name", KINDS_WITH_HINTS)
def test_a_kinds_position_hooks_refuse_what_is_not_a_puzzle_or_a_start(name):
    """``kind.given_position(None)`` met "'NoneType' object has no attribute 'givens'" (each kind its own field),
    ``kind.check_position(None, grid)`` the same, and ``kind.start_position(puzzle, None)`` "'NoneType' object is
    not iterable"."""
    kind, puzzle = _example(name)
    given = kind.given_position(puzzle)
    for call in (lambda: kind.given_position(None), lambda: kind.check_position("x", given)):
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value).startswith(("puzzle must be a ", "puzzle must be an "))  # (an Aqre puzzle)
    with pytest.raises(TypeError) as caught:
        kind.start_position(puzzle, None)
    assert str(caught.value) == ("start must be a position: rows of the kind's values (its text: "
                                 "kind.read_position), got NoneType None")
    assert kind.start_position(puzzle, given) is not None


@pytest.mark.parametrize("name", KINDS_WITH_HINTS)
@pytest.mark.parametrize("deadline, error, message", [
    ("x", TypeError, "deadline must be a time.perf_counter() value in seconds or None, got str 'x'"),
    (float("nan"), ValueError, "deadline must be a time.perf_counter() value in seconds or None, got nan"),
])
def test_a_deduce_deadline_is_checked_as_hints_checks_it(name, deadline, error, message):
    """``kind.deduce(puzzle, deadline="x")`` met "'>' not supported between instances of 'float' and 'str'" deep
    in the search, where ``kind.hints`` named the deadline."""
    kind, puzzle = _example(name)
    for call in (kind.deduce, kind.hints):
        with pytest.raises(error) as caught:
            call(puzzle, deadline=deadline)
        assert str(caught.value) == message


@pytest.mark.parametrize("name", ["yinyang", "hitori", "dominofit", "pack"])
def test_a_deadline_past_any_float_is_no_deadline(name):
    """``kind.hints(puzzle, deadline=10**400)`` met OverflowError ('int too large to convert to float') deep in
    the search; infinity was already taken as no deadline, and so is a whole number past any clock."""
    kind, puzzle = _example(name)
    far = kind.hints(puzzle, deadline=10**400, first=True)
    assert [s.decided for s in far.steps] == [s.decided for s in kind.hints(puzzle, first=True).steps]
    assert far.steps


@pytest.mark.parametrize("name", [n for n in gridsat.kinds.names() if n not in KINDS_WITH_HINTS])
def test_deduce_of_a_kind_without_hints_says_so(name):
    """``gridsat.kinds.get("lits").deduce(puzzle)`` said 'LITS declares explains but has no deduce', a
    NotImplementedError about the kind's code; ``hints`` said the kind has no hints yet."""
    kind, puzzle = _example(name)
    for call in (kind.deduce, kind.hints):
        with pytest.raises(PuzzleInputError) as caught:
            call(puzzle)
        assert str(caught.value).startswith(f"{kind.title} has no hints or grades yet (kinds with them: ")


def test_yinyang_to_pzprv3_refuses_an_answer_not_of_the_puzzle(yy):
    """``puzzle.to_pzprv3([[1]])`` met IndexError, and a grid of the right size holding 7 or "x" was written
    into the file as if an answer."""
    answer = yy.solve().grid
    assert yy.to_pzprv3(answer).startswith("pzprv3\nyinyang\n")
    for grid, error, message in (
            ([[1]], PuzzleInputError, f"grid is 1x1, puzzle is {yy.rows}x{yy.cols}"),
            ("x", TypeError, "grid must be rows of cell values (a list of lists), got str"),
            ([[7] * yy.cols] * yy.rows, PuzzleInputError, "grid: cell r1c1 is 7, neither white (1) nor black (2)")):
        with pytest.raises(error) as caught:
            yy.to_pzprv3(grid)
        assert str(caught.value) == message


def test_a_cover_results_colours_of_checks_its_cover():
    """``result.colours_of(None)`` met "'NoneType' object is not iterable", and ``colours_of`` of a problem
    without colours "'NoneType' object is not subscriptable", where ``text_of`` named the cover's shape."""
    kind = gridsat.kinds.get("cover")
    plain = kind.parse("a b c\na b\nc\n").solve()
    assert plain.colours_of(plain.cover) == {}
    coloured = kind.parse("a b | x\na x:RED\nb x:RED\n").solve()
    assert coloured.colours_of(coloured.cover) == {"x": "RED"}
    with pytest.raises(TypeError) as caught:
        plain.colours_of(None)
    assert str(caught.value) == "answer must be a cover: a list of option indices from 0 to 1, got NoneType"


def test_option_arguments_of_puzzle_methods_are_named():
    """A placement problem's ``check_memory(None)`` met "'NoneType' object has no attribute 'check_memory'", a
    Nurikabe puzzle's ``deductions(None)`` "... no attribute 'check_time'"."""
    kind = gridsat.kinds.get("pack")
    pack = kind.parse(kind.example)
    nurikabe = gridsat.kinds.get("nurikabe")
    for call in (lambda: pack.check_memory("x"), lambda: nurikabe.parse(nurikabe.example).deductions(1.5)):
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value).startswith("options must be gridsat.SolverOptions or None, got ")
    pack.check_memory(None)  # the defaults, as every other options argument takes None


@pytest.mark.parametrize("name", ["yinyang", "dominofit"])
def test_a_generators_own_part_and_settings_check_take_arguments_as_generate_does(name):
    """``generator.check(None)`` met "argument of type 'NoneType' is not iterable"; Domino Fit's ``make(4, 4, 1,
    None)`` "'NoneType' object has no attribute 'deadline'" and ``make(..., unique="x")`` took "x" for True, where
    ``generate`` named each; ``size("x", label=1.5)`` wrote the 1.5 into its message."""
    from gridsat.core.options import SolverOptions

    gen = gridsat.kinds.get(name).generator()
    with pytest.raises(TypeError) as caught:
        gen.check(None)
    assert str(caught.value) == "settings must be a dict of the generator's settings, got NoneType"
    with pytest.raises(TypeError) as caught:
        gen.size("x", 1.5)
    assert str(caught.value) == "label must be what the messages call the size (str) or None, got float 1.5"
    made = gen.make(4, 4, 1, None)  # the defaults, as generate takes None
    assert made.puzzle == gen.generate(4, 4, 1).puzzle
    with pytest.raises(TypeError) as caught:
        gen.make(4, 4, 1, "x")
    assert str(caught.value) == "options must be gridsat.SolverOptions or None, got str 'x'"
    with pytest.raises(PuzzleInputError) as caught:
        gen.make(4, 4, -1, SolverOptions())
    assert str(caught.value) == "seed must be a whole number from 0 to 2147483647, got -1"
    if name == "dominofit":
        with pytest.raises(PuzzleInputError) as caught:
            gen.make(4, 4, 1, None, unique="x")
        assert str(caught.value) == "unique must be True or False, got 'x'"


def test_the_calendar_designers_functions_name_a_wrong_typed_argument(tmp_path):
    """``verify_dates("dragonfjord")`` met "'str' object has no attribute 'board'", ``edition_census(None)`` the
    same, ``edition_census(ed, workers="x")`` "'>' not supported between instances of 'str' and 'int'" (and
    ``workers=1.5`` ran on), ``deadline="x"`` "'>=' not supported ...", ``rank(None, "even")`` "'NoneType' object
    is not iterable", ``rank(designs, "even", top=-1)`` dropped the last design, and ``normal_label(None)`` met
    "'NoneType' object has no attribute 'lower'"."""
    from gridsat.puzzles.calendar import census, design, editions, verify

    ed = editions.load_edition("dragonfjord")
    for call, message in (
            (lambda: verify.verify_dates("dragonfjord"),
             "verify_dates: ed must be an Edition (gridsat.puzzles.calendar), got str 'dragonfjord'"),
            (lambda: census.edition_census(None), "edition_census: edition must be an Edition "
                                                  "(gridsat.puzzles.calendar), got NoneType None"),
            (lambda: census.edition_census(ed, workers=1.5), "edition_census: workers must be a whole number of "
                                                             "threads from 1 to 256 or None, got float 1.5"),
            (lambda: census.edition_census(ed, deadline="x"), "deadline must be a time.perf_counter() value in "
                                                              "seconds or None, got str 'x'"),
            (lambda: design.rank(None, "even"), "rank: designs must be a list of design records (dicts, as "
                                                "search_designs gives them), got NoneType None"),
            (lambda: design.rank([{}], "even", -1.0), "rank: top must be a whole number, 1 or more, or None, got "
                                                      "float -1.0"),
            (lambda: editions.normal_label(None), "normal_label: token must be a string, got NoneType None")):
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value) == message
    assert editions.normal_label("jan") == "Jan"


def test_a_census_deadline_past_any_float_is_no_deadline():
    """``edition_census(ed, deadline=10**400)`` met OverflowError ('int too large to convert to float')."""
    from gridsat.puzzles.calendar import census, editions

    ed = editions.load_edition("dragonfjord")
    counts, complete = census.edition_census(ed, deadline=10**400)
    assert complete and counts[("Oct", "6")] == census.edition_census(ed)[0][("Oct", "6")] > 0


def test_the_design_and_layout_searches_messages_name_no_command_line_option(tmp_path):
    """``search_designs(board, library, k, out=FILE)`` of another search's file said 'choose another --out' to a
    Python caller (and ``search_layouts`` the same); ``search_layouts(ed, out="")`` wrote nothing and said
    nothing, where ``search_designs(..., out="")`` was told '.' is a folder."""
    from gridsat.puzzles.calendar import design, editions, layout

    from test_hostile_inputs23c import LIBRARY

    lib = tmp_path / "lib.txt"
    lib.write_text(LIBRARY)
    other = tmp_path / "other.jsonl"
    other.write_text('{"record": "search", "signature": "another"}\n')
    with pytest.raises(PuzzleInputError) as caught:
        design.search_designs("dragonfjord", str(lib), 8, out=other, verify=0)
    assert str(caught.value) == (f"{other}: the results file belongs to another search (other board, library or K); "
                                 "choose another out")
    ed = editions.load_edition("dragonfjord")
    with pytest.raises(PuzzleInputError) as caught:
        layout.search_layouts(ed, out="", time_limit=1)
    assert str(caught.value) == "the results file's name is empty (''): name a file"


def test_an_empty_kind_name_is_refused_by_read_as_by_solve():
    """``gridsat.read(url, kind="")`` detected the kind, as if no kind were named, where ``gridsat.solve(url,
    kind="")`` said the kind is unknown."""
    url = "https://puzz.link/p?yinyang/5/5/016612300"
    for call in (gridsat.read, gridsat.solve):
        with pytest.raises(PuzzleInputError) as caught:
            call(url, "")
        assert str(caught.value).startswith("unknown kind '' (kinds: pack, calendar, ")
    assert gridsat.read(url, "yinyang")[0].name == gridsat.read(url)[0].name == "yinyang"


@pytest.mark.slow  # 2 s
def test_a_domino_fit_count_keeping_every_tiling_keeps_what_the_memory_limit_holds():
    """``kind.run(puzzle, Task("count", keep=None))`` on the search engine kept up to 2**20 tilings whatever the
    memory limit: a free 10x10 board's count under a 50 MB limit grew 1.6 GB before the limit's watch stopped it
    ('the search grew past the memory limit'); the other kinds keep what half the limit holds and count on."""
    import json

    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.dominofit.search import run_search
    from gridsat.puzzles.dominofit.tasks import BYTES_PER_LISTED_DOMINO

    kind = gridsat.kinds.get("dominofit")
    puzzle = kind.parse(json.dumps({"rows": 8, "cols": 8, "blocked": [], "row_targets": [0] * 8,
                                    "col_targets": [0] * 8, "rule": "dot", "targets": "at-least"}))
    options = SolverOptions(time_limit=2, memory_limit=5 * 2**20).started()
    found = run_search(puzzle, Task("count", keep=None, engine="search"), options)
    held = options.answers_held(BYTES_PER_LISTED_DOMINO * 32 + 64)
    assert found.count > held and len(found.answers) == held == 2621440 // 3264  # 12,988,816 tilings in all


def test_a_timed_yinyang_listing_of_more_answers_than_64_bits_hold_lists_them(yy):
    """``kind.run(puzzle, Task("solutions", n=10**400, options=SolverOptions(time_limit=3)))`` met OverflowError
    ('Python int too large to convert to C ssize_t'): the search was asked for n + 1 answers as they were; a count
    asks for at most 2**62."""
    from gridsat.core.options import SolverOptions

    kind = gridsat.kinds.get("yinyang")
    result = kind.run(yy, Task("solutions", n=10**400, options=SolverOptions(time_limit=3)))
    assert (result.status.value, result.complete, len(result.solutions)) == ("solved", True, 1)


def test_a_packing_of_no_pieces_is_refused_and_a_nameless_board_is_called_by_its_size():
    """``gridsat.pack(Board(1, 2, cells), PieceSet(()), holes=True)`` met SolutionCheckError ('answer breaks the
    rules: solved, but no tiling is given'), an internal fault; and a board made without a name was 'board  has
    2 cells to cover but the pieces cover 0'."""
    from gridsat import Board, PieceSet, Polyomino

    board = Board(1, 2, frozenset({(0, 0), (0, 1)}))
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.pack(board, PieceSet(()), holes=True)
    assert str(caught.value) == "the piece set has no pieces: nothing to place on board 1x2"
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.pack(board, PieceSet(((Polyomino("A", ((0, 0),)), 1),)))
    assert str(caught.value) == ("board 1x2 has 2 cells to cover but the pieces cover 1; the areas must be equal "
                                 "(or allow holes: holes=True); the pieces' area (1 cell) is that of a board such as "
                                 "1x1")
    assert gridsat.pack(board, PieceSet(((Polyomino("A", ((0, 0),)), 1),)), holes=True).status.value == "solved"


def test_a_packing_hints_start_of_placements_that_are_no_placements_is_refused():
    """``kind.hints(puzzle, start=[Placement("F", 0, ((0, 0),))])`` of a packing met KeyError ('F', ((0, 0),))
    deep inside; two placed pieces overlapping each other were said to overlap 'a pre-placed piece'; and a start of
    rows holding None was read as the text 'None' ("'None' would be the 10509th copy of piece N")."""
    from gridsat import Placement

    kind, puzzle = _example("pack")
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(puzzle, start=[Placement("F", 0, ((0, 0),))], first=True)
    assert str(caught.value) == "start: piece F at r1c1 is no placement of a piece of the set on the board (1 cell)"
    placements = kind.placement_problem(puzzle).placements
    first = placements[0]
    other = next(p for p in placements if p.piece != first.piece and set(p.cells) & set(first.cells))
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(puzzle, start=[first, other], first=True)
    assert str(caught.value) == f"start: piece {other.piece} overlaps another piece"
    with pytest.raises(TypeError) as caught:
        kind.hints(puzzle, start=[[None] * puzzle.board.cols] * puzzle.board.rows, first=True)
    assert str(caught.value) == ("a position's cells are piece labels (str), 0 undecided or '#' uncovered; row 1, "
                                 "column 1 is NoneType None")
    assert kind.hints(puzzle, start=[first], first=True).complete  # a placement of the board is taken


@pytest.mark.parametrize("name", ["yinyang", "dominofit", "nurikabe", "hitori", "pack"])
def test_a_hint_starts_wrong_cell_is_quoted_cut_short(name):
    """``kind.hints(puzzle, start=[[10**400] * cols] * rows)`` wrote the 401-digit number whole into the message
    (434 characters), as a position's, a clue's and a given's refusals in several kinds did: what a message quotes
    from the input is cut."""
    kind, puzzle = _example(name)
    rows = kind.given_position(puzzle)
    with pytest.raises(PuzzleInputError) as caught:
        kind.hints(puzzle, start=[[10**400] * len(rows[0]) for _ in rows], first=True)
    assert "1" * 1 + "0" * 32 in str(caught.value) and "0" * 41 not in str(caught.value) and "..." in str(caught.value)


def test_a_search_deadline_past_any_float_is_no_deadline(yy):
    """``gridsat.puzzles.yinyang.kernel.search(givens, deadline=10**400)`` met OverflowError ('int too large to
    convert to float') in the engines' clock reader, where infinity was taken as no deadline."""
    from gridsat.puzzles.yinyang import kernel

    givens = [list(row) for row in yy.givens]
    far, never = kernel.search(givens, 2, deadline=10**400), kernel.search(givens, 2, deadline=float("inf"))
    assert (far.complete, far.answers) == (never.complete, never.answers) == (True, never.answers)
    assert len(far.answers) == 1
