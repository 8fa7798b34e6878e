"""Hostile pass 38, part C: the Python API and the designers."""
import numpy as np
import pytest

from gridsat import Board, PuzzleInputError, pack


@pytest.mark.parametrize("make", [
    lambda: Board.rectangle(2, 2, name=5),
    lambda: Board.from_mask("#", name=5),
    lambda: Board.from_array([[1]], name=5),
])
def test_board_constructors_refuse_a_name_that_is_no_string(make):
    # Board(...) refused it; its constructors made a board whose messages said "board 5 has 3 cells"
    with pytest.raises(TypeError, match=r"^Board name must be a string, got 5$"):
        make()


def test_board_rectangle_without_name_is_named_by_its_size():
    assert Board.rectangle(2, 3).name == "2x3"


def test_board_from_array_ragged_numpy_row_named():
    with pytest.raises(PuzzleInputError) as e:
        Board.from_array([[1], np.array([1, 1])])
    assert str(e.value) == "array: board array rows are ragged (row 2 has 2 values, row 1 has 1)"


def test_board_from_array_string_row_among_lists():
    with pytest.raises(PuzzleInputError) as e:  # was numpy's 'setting an array element with a sequence...'
        Board.from_array([[1, 0], "ab"])
    assert str(e.value) == "array: board array must be rows of numbers or true/false of one length"


def test_board_from_array_numpy_rows_still_read():
    b = Board.from_array([np.array([1, 0]), np.array([1, 1])])
    assert (b.rows, b.cols, len(b.cells)) == (2, 2, 3)
    assert str(pack(Board.from_array([[1, 1]]), {"A": "##"})).startswith("A A")


YINYANG_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"


def test_hints_draw_on_the_same_puzzle_read_again():
    # the URL's puzzle is named 'Yin-Yang', its text read back 'puzzle': "deduction is the steps of another puzzle"
    import gridsat

    kind, puzzle = gridsat.read(YINYANG_URL)
    again = kind.parse(puzzle.to_text())
    assert again.name != puzzle.name and again.givens == puzzle.givens
    deduction = kind.hints(puzzle, first=True)
    assert kind.hint_text(again, deduction).plain == kind.hint_text(puzzle, deduction).plain


def test_hints_of_dominofit_drawn_on_its_file_read_again():
    import gridsat

    kind, puzzle = gridsat.read("examples/dominofit-8x8.json")
    again = kind.parse(puzzle.to_text())
    assert again.name != puzzle.name
    assert str(kind.hint_text(again, kind.hints(puzzle, first=True))).startswith(" 2 5 5 4 6 7 6 6")


def test_hints_of_another_puzzle_still_refused():
    import gridsat

    kind, puzzle = gridsat.read(YINYANG_URL)
    _, other = gridsat.read("examples/yinyang-10x10.txt")
    with pytest.raises(ValueError, match=r"^deduction is the steps of another puzzle: draw it with the puzzle given "
                                         r"to kind\.hints$"):
        kind.hint_text(other, kind.hints(puzzle, first=True))


def test_cover_engine_numbered_names_a_list_given_for_items():
    from array import array

    from gridsat.engines.cover import CoverEngine

    with pytest.raises(TypeError, match=r"^items must be a one-dimensional int32 array \(array\('i'\) or numpy int32\), got list$"):
        CoverEngine.numbered(2, [0, 1], array("i", [0, 1, 2]))
    with pytest.raises(TypeError, match=r"^starts must be a one-dimensional int32 array .*, got NoneType$"):
        CoverEngine.numbered(2, array("i", [0, 1]), None)
    with pytest.raises(TypeError, match=r"^items must be a one-dimensional int32 array .*, got format 'q' of 8-byte items$"):
        CoverEngine.numbered(2, array("q", [0, 1]), array("i", [0, 1, 2]))
    with pytest.raises(ValueError, match=r"^n_primary must be 0 or more, got -1$"):  # was "item counts must be >= 0"
        CoverEngine.numbered(-1, array("i", [0]), array("i", [0, 1]))
    numbered = CoverEngine.numbered(2, np.array([0, 1, 0, 1], dtype=np.int32), array("i", [0, 1, 2, 4]))
    assert numbered.count() == (2, True)


def test_board_parse_builtins_of_another_type_named():
    with pytest.raises(TypeError, match=r"^Board\.parse builtins must be a dict of board names to masks or None, "
                                        r"got 5$"):
        Board.parse("standard", builtins=5)
    assert Board.parse("s", builtins={"s": "##"}).cells == frozenset({(0, 0), (0, 1)})


def test_dominofit_line_sums_refuses_a_domino_off_the_grid():
    # ('H', -1, -1) was scored by its half on the grid: column 1 scored 2, with no word
    from gridsat.puzzles.dominofit import line_sums

    with pytest.raises(PuzzleInputError) as e:
        line_sums("cell", 2, 2, [("H", -1, -1)])
    assert str(e.value) == "domino ('H', -1, -1) covers r0c0, off the 2x2 board"
    with pytest.raises(PuzzleInputError, match=r"^domino \('V', 1, 0\) covers r3c1, off the 2x2 board$"):
        line_sums("cell", 2, 2, [("V", 1, 0)])
    assert line_sums("cell", 2, 2, [("H", 0, 0), ("H", 1, 0)]) == ([4, 4], [4, 4])  # as before: on the grid


def test_yinyang_grid_text_names_marked_of_another_type():
    import gridsat.puzzles.yinyang as yinyang

    puzzle = yinyang.read_puzzle(YINYANG_URL)
    answer = puzzle.solve().grid
    with pytest.raises(TypeError, match=r"^marked must be a set of \(row, col\) cells, got int 5$"):
        yinyang.grid_text(puzzle, answer, marked=5)
    assert yinyang.grid_text(puzzle, answer, marked={(0, 0)}).plain.startswith("B ")


@pytest.mark.slow  # a whole census and three board pictures: about 4 s
def test_census_drawn_only_on_its_own_board():
    # the counts of dragonfjord were drawn on the board of another edition (weekday, a filler board) without a word
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.census import run_census
    from gridsat.puzzles.calendar.draw_census import census_board_figure

    report = run_census("dragonfjord")
    with pytest.raises(ValueError, match=r"^the census of dragonfjord is drawn on its own edition's board, not on "
                                         r"board sevens$"):
        census_board_figure(report, load_edition("examples/filler-edition.txt").board)
    with pytest.raises(ValueError, match=r"not on board weekday$"):
        census_board_figure(report, load_edition("weekday").board)
    assert len(census_board_figure(report, load_edition("examples/my-edition.txt").board).axes) == 13  # same board


def test_census_figure_names_arguments_of_another_type():
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.census import run_census
    from gridsat.puzzles.calendar.draw_census import census_board_figure

    board = load_edition("dragonfjord").board
    with pytest.raises(TypeError, match=r"^report must be a CensusReport \(.*\), got NoneType$"):
        census_board_figure(None, board)
    with pytest.raises(TypeError, match=r"^board must be a CalendarBoard \(.*\), got Board$"):
        census_board_figure(run_census("dragonfjord"), board.board)


def test_a_figure_saved_under_a_deadline_saves_again_after_it(tmp_path):
    # the clocks stayed on the figure: once that deadline had passed, every later save (or a notebook's
    # display) of it raised TimeUp, with no deadline given
    import time

    from gridsat.core.options import TimeUp
    from gridsat.core.pictures import save_figure
    from gridsat.core.result import figure_bytes

    fig = gridsat_pack_figure()
    artists = len(fig.artists)
    with pytest.raises(TimeUp):
        save_figure(fig, tmp_path / "late.png", deadline=0)
    assert not (tmp_path / "late.png").exists()
    assert save_figure(fig, tmp_path / "a.svg").stat().st_size > 0
    assert save_figure(fig, tmp_path / "a.png", deadline=time.perf_counter() + 60).stat().st_size > 0
    assert figure_bytes(fig, "png").startswith(b"\x89PNG")
    assert len(fig.artists) == artists and "draw" not in vars(fig.axes[0])


def gridsat_pack_figure():
    return pack("3x20").figure()


def test_save_figure_names_a_figure_or_path_of_another_type(tmp_path):
    from gridsat.core.pictures import save_figure

    with pytest.raises(TypeError, match=r"^fig must be a matplotlib Figure \(result\.figure\(\)\), got NoneType$"):
        save_figure(None, tmp_path / "x.png")  # was AttributeError: no attribute 'get_size_inches'
    with pytest.raises(TypeError, match=r"^path must be a picture file's path \(str or path\), got NoneType$"):
        save_figure(gridsat_pack_figure(), None)
