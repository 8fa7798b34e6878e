"""The twenty-fifth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

PARSE_INSTEAD = ("read a puzzle's text with gridsat.kinds.get(KIND).parse(TEXT) and solve it with that kind's "
                 "run(PUZZLE, Task('solve')), or save the text in a file and name it")


@pytest.mark.parametrize("call", [gridsat.solve, gridsat.read])
def test_a_puzzles_text_given_to_the_api_is_told_to_parse_it_not_to_pipe_it(call):
    """``gridsat.solve("ab\\nab", "starbattle")`` said "pipe it in and give - (standard input)": a Python caller has
    no standard input to pipe into and no argument '-' for text; the API's own way (the kind's parse) went unsaid."""
    with pytest.raises(PuzzleInputError) as lines:
        call("ab\nab", "starbattle")
    assert str(lines.value) == ("the puzzle argument holds 2 lines, a puzzle's text, where a file, a URL or - goes: "
                                + PARSE_INSTEAD)
    with pytest.raises(PuzzleInputError) as obj:
        call('{"kind": "pack"}')
    assert str(obj.value) == ("'{\"kind\": \"pack\"}': the puzzle argument is a JSON object, a puzzle's text, where "
                              "a file, a URL or - goes: " + PARSE_INSTEAD.replace("save the text", "save it"))
    kind = gridsat.kinds.get("starbattle")  # the advice works
    assert kind.run(kind.parse(kind.example), gridsat.Task("solve")).status.value == "solved"


BOARD = """[board mine]
Jan Feb Mar Apr May Jun .
Jul Aug Sep Oct Nov Dec .
1   2   3   4   5   6   7
8   9   10  11  12  13  14
15  16  17  18  19  20  21
22  23  24  25  26  27  28
29  30  31  .   .   .   .
"""


@pytest.mark.parametrize("piece, drawn", [("#" * 41, "41 squares"), ("#" * 36, "#" * 36)])
def test_an_edition_piece_that_fits_nowhere_on_its_board_is_named(run_cli, tmp_path, piece, drawn):
    """An edition whose pieces' area was right but one piece (a 1x41 bar on the 7x7 board) fits nowhere: `calendar
    --verify-edition` said "366 of 366 dates have no solution" and each date "infeasible", never which piece or
    why, where an area off by one is refused at reading with its line."""
    extra = " U5" if len(piece) == 36 else ""
    path = tmp_path / "bar.txt"
    path.write_text(f"{BOARD}[pieces]\nW: {piece}\n[editions]\nmine = mine : W{extra}\n", encoding="utf-8")
    line = (f"gridsat: error: bar.txt: line 12: edition mine: piece W ({drawn}) fits nowhere on board mine, in any "
            "turn or flip, so no date has a solution\n")
    assert run_cli("calendar", "--verify-edition", str(path)) == (2, "", line)
    assert run_cli("calendar", "2026-01-05", "-e", str(path)) == (2, "", line)


def test_a_generator_without_grades_asked_for_one_from_python_names_no_command():
    """``kinds.get("dominofit").generator().generate(6, 6, 1, grade="easy")`` said "generate dominofit has no grade
    setting": a command the Python caller never typed (the command line refuses --grade itself)."""
    generator = gridsat.kinds.get("dominofit").generator()
    with pytest.raises(PuzzleInputError) as info:
        generator.generate(6, 6, 1, grade="easy")
    assert str(info.value) == ("Domino Fit generators take no setting 'grade': they do not grade the puzzles they "
                               "make")


def test_the_logic_engine_refusing_an_undecided_board_from_python_names_the_keyword(tmp_path):
    """``gridsat.solve(two_answers, "nurikabe", engine="logic")`` said "(use --engine auto)": no option a Python
    caller can type."""
    (tmp_path / "two.txt").write_text("2 .\n. .\n", encoding="utf-8")
    with pytest.raises(PuzzleInputError) as info:
        gridsat.solve(str(tmp_path / "two.txt"), "nurikabe", engine="logic")
    assert str(info.value) == ("the deductions leave 2 of 4 cells undecided: the logic engine answers only boards "
                               "they decide (use engine='auto')")


def test_a_hint_on_a_board_past_the_exact_cover_engine_from_python_names_the_keyword(tmp_path):
    """``kind.hints(puzzle)`` of a 40x40 packing read by ``gridsat.read`` said "solving, counting and listing take
    --engine cpsat"."""
    path = tmp_path / "pack.json"
    path.write_text('{"kind": "pack", "board": "40x40", "pieces": {"D*800": "##"}}', encoding="utf-8")
    kind, puzzle = gridsat.read(str(path))
    with pytest.raises(PuzzleInputError) as info:
        kind.hints(puzzle)
    assert str(info.value) == ("the exact-cover engine handles boards whose bounding box has at most 1024 cells; "
                               "this one is 40x40 (censuses, hints and design and layout searches run on it alone; "
                               "solving, counting and listing take engine='cpsat')")


def _queens(n):
    """n queens as an exact cover: rows and columns primary, diagonals secondary."""
    from gridsat.engines.cover import CoverEngine

    options = [[f"r{r}", f"c{c}", f"d{r + c}", f"a{r - c}"] for r in range(n) for c in range(n)]
    secondary = [f"d{i}" for i in range(2 * n)] + [f"a{i}" for i in range(-n, n)]
    return CoverEngine(options, [f"r{i}" for i in range(n)] + [f"c{i}" for i in range(n)], secondary)


def _dominoes():
    from gridsat.engines.exact_cover import TilingEngine

    cells = [(r, c) for r in range(4) for c in range(4)]
    placements = {"D": [[(r, c), (r, c + 1)] for r in range(4) for c in range(3)]
                  + [[(r, c), (r + 1, c)] for r in range(3) for c in range(4)]}
    return TilingEngine(cells, placements, {"D": 8})


def test_a_progress_callback_that_is_no_function_is_refused_before_the_count():
    """``CoverEngine.count(on_progress=3)`` counted for 0.2 s, then failed "'int' object is not callable", the count
    lost; ``TilingEngine.count`` so too."""
    for engine in (_queens(6), _dominoes()):
        with pytest.raises(TypeError) as info:
            engine.count(on_progress=3)
        assert str(info.value) == "on_progress must be a function or None, got int 3"
    assert _queens(6).count() == (4, True) and _dominoes().count() == (36, True)


@pytest.mark.parametrize("blocked, error, line", [
    ([(0, 0.5)], PuzzleInputError, "blocked: cell (0, 0.5) is not a pair of whole numbers"),
    (["ab"], PuzzleInputError, "blocked: cell 'ab' is not a pair of whole numbers"),
    (3, TypeError, "blocked must be cells (row, column), got int 3"),
])
def test_a_tiling_counts_blocked_cells_are_read_as_given(blocked, error, line):
    """``TilingEngine.count(blocked=[(0, 0.5)])`` blocked the cell (0, 0) -- int() truncated the half -- and
    counted another board's tilings; ``["ab"]`` met "invalid literal for int()", ``3`` "'int' object is not
    iterable"."""
    with pytest.raises(error) as info:
        _dominoes().count(blocked)
    assert str(info.value) == line


def test_a_tiling_counts_budget_is_checked():
    """``TilingEngine.count(budget="x")`` met "invalid literal for int() with base 10: 'x'"."""
    with pytest.raises(TypeError) as info:
        _dominoes().count(budget="x")
    assert str(info.value) == "budget must be a whole number, got str 'x'"


@pytest.mark.parametrize("drop, line", [
    ([True], "drop must be option indices (whole numbers), got bool True"),
    ([1.0], "drop must be option indices (whole numbers), got float 1.0"),
    (["a"], "drop must be option indices (whole numbers), got str 'a'"),
    (3, "drop must be option indices (whole numbers), got int 3"),
])
def test_options_dropped_from_a_cover_engine_are_whole_numbers(drop, line):
    """``CoverEngine.without([True])`` and ``([1.0])`` dropped option 1; ``(["a"])`` met "'<=' not supported between
    instances of 'int' and 'str'", ``(3)`` "'int' object is not iterable"."""
    engine = _queens(4)
    with pytest.raises(TypeError) as info:
        engine.without(drop)
    assert str(info.value) == line
    assert engine.without([1]).count() == (1, True)  # 4 queens: one of the two answers has a queen at r0c1


@pytest.mark.parametrize("board_extra, groups, line", [
    ([], [[(0, 0.5)], [(1, 1)]], "hole group 0: cell (0, 0.5) is not a pair of whole numbers"),
    ([(4, 0.5)], [[(0, 0)], [(1, 1)]], "the board: cell (4, 0.5) is not a pair of whole numbers"),
])
def test_a_census_reads_its_cells_as_given(board_extra, groups, line):
    """``Census(cells, placements, counts, [[(0, 0.5)], ...])`` took the hole (0, 0.5) for (0, 0) -- int()
    truncated it -- and counted the tilings around another cell; a board cell (4, 0.5) became (4, 0)."""
    from gridsat.puzzles.calendar.holes import Census

    cells = [(r, c) for r in range(4) for c in range(4)] + board_extra
    placements = {"D": [[(r, c), (r, c + 1)] for r in range(4) for c in range(3)]
                  + [[(r, c), (r + 1, c)] for r in range(3) for c in range(4)]}
    with pytest.raises(PuzzleInputError) as info:
        Census(cells, placements, {"D": 7}, groups)
    assert str(info.value) == line


def test_a_packing_piece_that_fits_nowhere_is_named_as_the_reason(tmp_path):
    """``gridsat.pack("2x7", "bar.txt", holes=True)`` with a 1x8 bar searched and said only "infeasible", where a
    colouring proof gives its reason."""
    path = tmp_path / "bar.txt"
    path.write_text("A: ########\nB: ##\n", encoding="utf-8")
    result = gridsat.pack("2x7", str(path), holes=True)
    assert (result.status.value, result.count) == ("infeasible", None)
    assert result.reason == "piece A (8 squares) fits nowhere on the board's 14 free cells, in any turn or flip"
    assert gridsat.pack("2x8", str(path), holes=True).status.value == "solved"  # it fits there


@pytest.mark.parametrize("task", ["grade", "hint"])
def test_a_grade_or_hint_asked_as_a_task_says_where_they_are(task):
    """``gridsat.solve(path, task="grade")`` (as ``gridsat grade`` is a command) said only "unknown task 'grade'; use
    one of: solve, ...": where Python gives hints and grades went unsaid."""
    with pytest.raises(PuzzleInputError) as info:
        gridsat.solve("examples/yinyang-10x10.txt", task=task)
    assert str(info.value) == (f"unknown task {task!r}; use one of: solve, count, unique, forced; hints "
                               "and grades are no task: deduction = kind.hints(puzzle) gives the steps "
                               "(deduction.steps), and gridsat.core.hints.grade(deduction) their grade")
    from gridsat.core.hints import grade

    kind, puzzle = gridsat.read("examples/yinyang-10x10.txt")  # the advice works
    assert grade(kind.hints(puzzle))["grade"] == "hard"


def test_counts_of_one_in_cover_and_room_messages_are_singular(run_cli, tmp_path):
    """A cover JSON of one option with two names said '"option_names" must be 1 strings'; a Heyawake file of two
    clue rows and one room row said "the regions have 1 rows"."""
    (tmp_path / "c.json").write_text('{"primary": ["a"], "options": [["a"]], "option_names": ["x", "y"]}')
    assert run_cli("cover", str(tmp_path / "c.json")) == (
        2, "", 'gridsat: error: c.json: JSON: "option_names" must be 1 string, one per option\n')
    (tmp_path / "h.txt").write_text(". .\n. .\n\nA A\n")
    assert run_cli("heyawake", str(tmp_path / "h.txt")) == (
        2, "", "gridsat: error: h.txt: the clues have 2 rows (from line 1), the regions 1 (from line 4): each block has one row "
                  "per row of the board\n")


@pytest.mark.parametrize("cells, error, line", [
    ([(9, 9)], PuzzleInputError, "cell (9, 9) to remove is not on board 3x4"),
    ([(0, 0.5)], PuzzleInputError, "cells to remove: cell (0, 0.5) is not a pair of whole numbers"),
    ("ab", TypeError, "cells to remove must be cells (row, column), got str 'ab'"),
    (3, TypeError, "cells to remove must be cells (row, column), got int 3"),
])
def test_a_board_without_cells_it_lacks_says_so(cells, error, line):
    """``Board.rectangle(3, 4).without([(9, 9)])``, ``([(0, 0.5)])`` and ``("ab")`` returned the whole board, nothing
    removed and nothing said (a packing then solved another board than meant); ``(3)`` met "'int' object is not
    iterable"."""
    board = gridsat.Board.rectangle(3, 4)
    with pytest.raises(error) as info:
        board.without(cells)
    assert str(info.value) == line
    assert board.without([(0, 0)]).area == 11


def test_a_piece_sets_subset_reads_a_string_as_names_not_letters():
    """``pentominoes().subset("XF")`` was read letter by letter (X and F), so hexominoes' ``subset("H01")`` looked for
    pieces 'H', '0' and '1'; ``subset(None)`` met "'NoneType' object is not iterable"."""
    pentominoes = gridsat.pentominoes()
    assert [p.name for p in pentominoes.subset("X F").pieces] == ["X", "F"]
    with pytest.raises(PuzzleInputError) as info:
        pentominoes.subset("XF")
    assert str(info.value) == "unknown piece 'XF'; known: F I L N P T U V W X Y Z"
    with pytest.raises(TypeError) as wrong:
        pentominoes.subset(None)
    assert str(wrong.value) == ("names must be piece names (a list of strings, or one string of them separated by "
                                "spaces), got NoneType None")


def test_a_one_cell_boards_repr_is_singular():
    """``repr(Board(2, 2, {(0, 0)}))`` said "Board(2x2, 1 cells, ...)"."""
    assert repr(gridsat.Board(2, 2, {(0, 0)})) == "Board(2x2, 1 cell, name='')"


def test_a_cover_position_check_names_the_covers_own_checker():
    """``kinds.get("cover").check_position(puzzle, [[0]])`` met "CoverResult.__init__() got an unexpected keyword
    argument 'puzzle'": a cover has no grid of values, and its own checker went unsaid."""
    from gridsat.puzzles.cover.check import check_cover

    kind = gridsat.kinds.get("cover")
    puzzle = kind.parse(kind.example)
    with pytest.raises(PuzzleInputError) as info:
        kind.check_position(puzzle, [[0]])
    assert str(info.value) == ("Exact cover reads no positions (rows of cell values): check chosen options with "
                               "gridsat.puzzles.cover.check.check_cover(puzzle, [option indices])")
    assert check_cover(puzzle, [0]) == ["primary item 'a' is not covered", "primary item 'b' is not covered"]


SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_a_puzzle_of_another_kind_read_from_python_names_the_kind_not_a_command():
    """``gridsat.read("examples/cover-abc.dlx", "pack")`` said "...: gridsat cover examples/cover-abc.dlx", and a
    Sudoku line given to ``gridsat.solve(line, "yinyang")`` "...: gridsat sudoku 53..7...": commands a Python caller
    does not type, where the argument to change is ``kind``."""
    with pytest.raises(PuzzleInputError) as info:
        gridsat.read("examples/cover-abc.dlx", "pack")
    assert str(info.value) == ("cover-abc.dlx: this looks like an Exact cover puzzle, not Polyomino packing: read it "
                               "with kind='cover' (or kind=None)")
    with pytest.raises(PuzzleInputError) as line:
        gridsat.solve(SUDOKU, "yinyang")
    assert str(line.value) == ("this looks like a Sudoku puzzle, not Yin-Yang: read it with kind='sudoku' (or "
                               "kind=None)")
    assert gridsat.solve(SUDOKU).status.value == "solved"  # the advice works


@pytest.mark.parametrize("path, line", [
    ("examples/my-edition.txt", "my-edition.txt: this is a calendar edition file, not a puzzle: "
                                "gridsat.calendar(DATE, 'examples/my-edition.txt') solves one of its dates"),
    ("examples/pieces.txt", "pieces.txt: this is a piece file, not a puzzle: gridsat.pack(board='RxC', "
                            "pieces='examples/pieces.txt')"),
    ("examples/8x8-centre.txt", "8x8-centre.txt: this is a board mask, not a puzzle: "
                                "gridsat.pack(board='examples/8x8-centre.txt', pieces=...)"),
])
def test_a_companion_file_read_from_python_names_the_call(path, line):
    """``gridsat.read("examples/pieces.txt")`` said "gridsat pack --board RxC --pieces examples/pieces.txt" (an edition
    file "gridsat calendar --verify-edition ...", a mask "gridsat pack --board ..."): commands, not the calls
    Python makes."""
    with pytest.raises(PuzzleInputError) as info:
        gridsat.read(path)
    assert str(info.value) == line


def test_a_kind_without_writers_asked_for_one_from_python_names_no_command():
    """``kinds.get("cover").writer("url")`` said "'gridsat formats' lists each kind's": a command, where Python has
    the kinds' ``writers``."""
    with pytest.raises(PuzzleInputError) as info:
        gridsat.kinds.get("cover").writer("url")
    assert str(info.value) == ("writer does not apply to Exact cover puzzles (gridsat writes them in no other format; "
                               "kind.writers lists each kind's)")
