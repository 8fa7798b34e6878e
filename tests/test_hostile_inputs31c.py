"""Hostile pass 31, part C: the Python API (exact cover items, gridsat.pack's dicts)."""

import numpy as np
import pytest

import gridsat
from gridsat import PieceSet, count_covers, pentominoes
from gridsat.core.errors import PuzzleInputError


def test_numpy_whole_numbers_and_strings_name_the_same_items():
    # numpy's 1 beside 1 (and numpy's 'a' beside 'a') were refused as "equals the item ... name items with strings or
    # whole numbers", which they are: options made from numpy arrays could not be counted
    assert count_covers([np.array([0, 1]), [1], [0]]) == 2
    assert count_covers([[np.str_("a")], ["a"]]) == 2
    assert count_covers([[np.int64(1)], [1]]) == 2


def test_true_and_one_are_still_refused():
    with pytest.raises(PuzzleInputError, match=r"^option 1: item 1 equals the item True to Python"):
        count_covers([[True], [1]])
    with pytest.raises(PuzzleInputError, match=r"^option 1: item 1.0 equals the item 1 to Python"):
        count_covers([[1], [1.0]])
    with pytest.raises(PuzzleInputError, match=r"^option 1: item np.True_ equals the item np.int64\(1\)"):
        count_covers([[np.int64(1)], [np.True_]])


def test_pack_dict_key_that_is_neither_name_nor_polyomino_is_named():
    # said "PieceSet.of: piece 0 must be a Polyomino or a (Polyomino, count) pair, got tuple (5, '##/##')"
    with pytest.raises(TypeError) as got:
        gridsat.pack(["##", "##"], {5: "##/##"})
    assert str(got.value) == ('pieces: a dict maps piece names to shapes ({"O*2": "##/##"}) or Polyominoes to '
                              'counts, got the key int 5')


@pytest.mark.parametrize("shape, said", [(None, "NoneType None"), (5, "int 5"), (["##", "##"], "list ['##', '##']")])
def test_pack_dict_shape_of_the_wrong_type_is_a_type_error(shape, said):
    # was PuzzleInputError 'piece 'O': shape must be one line like "##/#."' (a list of rows is one line?)
    with pytest.raises(TypeError) as got:
        gridsat.pack(["##", "##"], {"O": shape})
    assert str(got.value) == f'pieces: the shape of piece \'O\' must be a drawing like "##/#.", got {said}'


def test_piece_count_of_the_wrong_type_is_named():
    # the message quoted the pair cut off inside the Polyomino, so the count at fault was never shown
    with pytest.raises(TypeError) as got:
        PieceSet.of({pentominoes()["F"]: 2.0})
    assert str(got.value) == "PieceSet.of: the count of piece F must be a whole number, got float 2.0"


def test_mask_rows_board_is_said_by_its_size():
    # "the piece set has no pieces: nothing to place on board board"
    with pytest.raises(PuzzleInputError) as got:
        gridsat.pack(["##", "##"], {})
    assert str(got.value) == "the piece set has no pieces: nothing to place on board 2x2"
    assert gridsat.pack(["##", "##"], {"O": "##/##"}).status.value == "solved"


def test_solver_options_take_numpy_numbers():
    # memory_limit=np.int64(10**9) was "memory_limit must be a number of bytes or None", though workers took
    # np.int64(2) and a count's limit numpy's integers
    from gridsat import SolverOptions

    got = SolverOptions(time_limit=np.float32(2), memory_limit=np.int64(10**9), memory_base=np.int64(5))
    assert (got.time_limit, got.memory_limit, got.memory_base) == (2.0, 10**9, 5)
    assert type(got.memory_limit) is int and type(got.time_limit) is float
    with pytest.raises(TypeError, match=r"^memory_base must be a number of bytes or None, got float 1000000000.0$"):
        SolverOptions(memory_base=1e9)


def test_run_batch_takes_numpy_numbers(tmp_path):
    from gridsat.batch.run import run_batch

    summary = run_batch(["examples/yinyang-10x10.txt"], tmp_path / "out.jsonl", jobs=np.int64(1),
                        time_limit=np.float32(30), memory_limit=np.int64(2 * 10**9))
    assert summary.tally.statuses == {"solved": 1}


def test_run_batch_with_no_paths_says_so(tmp_path):
    from gridsat.batch.run import run_batch

    with pytest.raises(PuzzleInputError) as got:  # "no puzzle files found in " (naming nothing)
        run_batch([], tmp_path / "out.jsonl", jobs=1)
    assert str(got.value) == ("run_batch's paths name no file or folder: give a list of puzzle files, folders or "
                              "collections")


def test_jobs_and_design_size_take_numpy_integers():
    # check_jobs refused np.int64(1) ('jobs must be a whole number or None, got int64'), and the design search's
    # k np.int64(8) ('k must be a whole number, got int64') though its top and verify took numpy's integers
    from gridsat.core.workers import check_jobs
    from gridsat.puzzles.calendar.design_space import DesignSpace
    from gridsat.puzzles.calendar.library import load_board, load_library

    assert check_jobs(np.int64(1)) == 1 and type(check_jobs(np.int64(1))) is int
    with pytest.raises(TypeError, match=r"^jobs must be a whole number or None, got float 1.0$"):
        check_jobs(1.0)
    space = DesignSpace(load_board("dragonfjord"), load_library("pentominoes+hexominoes"), np.int64(8))
    assert space.k == 8 and type(space.k) is int


def test_board_takes_numpy_integers():
    # Board.rectangle(np.int64(2), 3) was 'rows must be a whole number, got np.int64(2)', and Board's cells of numpy
    # integers 'must be (row, col) pairs of whole numbers', though Polyomino's cells took them
    from gridsat import Board

    assert Board.rectangle(np.int64(2), np.int64(3)).area == 6
    board = Board(np.int64(2), 2, {(np.int64(0), np.int64(1)), (1, 1)})
    assert board.cells == frozenset({(0, 1), (1, 1)}) and type(board.rows) is int
    with pytest.raises(TypeError, match=r"^Board cells must be a set of \(row, col\) pairs of whole numbers"):
        Board(2, 2, {(0.0, 1)})


def test_unknown_board_without_built_ins_names_no_empty_list():
    from gridsat import Board

    with pytest.raises(PuzzleInputError) as got:  # "... a mask file, or one of: " (and nothing)
        Board.parse("-1x5", {})  # (without built-ins given, the packing's are read: 8x8-centre)
    assert str(got.value) == "unknown board '-1x5': give RxC (e.g. 6x10) or a mask file"


def test_primary_or_secondary_item_spelled_otherwise_than_the_options_is_refused():
    # primary=[True, 0, 2, 3] with options naming 1 counted 2 covers: True was taken as the options' 1, the
    # clash the options themselves are refused for
    options = [[0, 1], [2, 3], [0, 2], [1, 3]]
    with pytest.raises(PuzzleInputError) as got:
        count_covers(options, primary=[True, 0, 2, 3])
    assert str(got.value) == ("primary item True equals the options' item 1 to Python, so they would be one item; "
                              "name items with strings or whole numbers")
    with pytest.raises(PuzzleInputError, match=r"^secondary item 1.0 equals the options' item 1 to Python"):
        count_covers(options, primary=[0, 2, 3], secondary=[1.0])
    assert count_covers(options, primary=np.array([0, 1, 2, 3])) == 2  # numpy's whole numbers are the same items
    assert count_covers([["a"]], primary=[np.str_("a")]) == 1


def test_python_settings_say_true_or_false_as_python_writes_them_and_take_numpy_numbers():
    # generate(unique='true') was told "unique must be true or false, got 'true'"; blocked=np.float32(0.3) was
    # "blocked must be a number" (the web API's message still says true or false, as JSON writes it)
    gen = gridsat.kinds.get("dominofit").generator()
    with pytest.raises(PuzzleInputError) as got:
        gen.generate(4, 4, 1, unique="true")
    assert str(got.value) == "unique must be True or False, got 'true'"
    assert gen.generate(4, 4, 1, blocked=np.float32(0.25)).puzzle == gen.generate(4, 4, 1, blocked=0.25).puzzle
    setting = next(s for s in gen.settings if s.name == "unique")
    with pytest.raises(PuzzleInputError, match=r"^setting 'unique' must be true or false, got \"yes\"$"):
        setting.coerce("yes", label="setting 'unique'")


def test_a_result_whose_answer_was_set_by_hand_is_named_when_drawn_or_written():
    # dataclasses.replace(result, grid="abc") met str() and figure() as IndexError 'string index out of range'
    # (a packing's placements as AttributeError, a loop's to_json as "unsupported operand type(s) for &")
    import dataclasses

    result = gridsat.pack("3x20")
    odd = dataclasses.replace(result, placements="abc")
    for call in (str, lambda r: r.figure(), lambda r: r.to_json()):
        with pytest.raises(TypeError, match=r"^answer must be a tiling: a list of Placements \(as in \.placements\)"):
            call(odd)
    masyu = gridsat.kinds.get("masyu")
    solved = masyu.read(masyu.examples[0].puzzle).solve()
    for bad in ("abc", [[None]]):
        odd = dataclasses.replace(solved, grid=bad)
        for call in (str, lambda r: r.figure(), lambda r: r.to_json()):
            with pytest.raises(TypeError, match=r"^answer must be 6 rows of 6 whole numbers \(a list of lists\)"):
                call(odd)


def test_design_edition_names_its_own_name_argument():
    # name=None was "PieceSet's name must be a string, got NoneType None"
    from gridsat.puzzles.calendar.design import design_edition

    names = ["F5", "I5", "L5", "N5", "P5", "T5", "U5", "H01"]
    with pytest.raises(TypeError) as got:
        design_edition("dragonfjord", "pentominoes+hexominoes", names, name=None)
    assert str(got.value) == "design_edition's name must be a string, got NoneType None"
    assert design_edition("dragonfjord", "pentominoes+hexominoes", names).name == "design"


@pytest.mark.parametrize("header, said", [("nurikabe", "'nurikabe' names a Nurikabe puzzle, not Light Up (read it as "
                                                       "kind 'nurikabe')"),
                                          ("Star Battle", "'Star Battle' names a Star Battle puzzle, not Light Up (read "
                                                          "it as kind 'starbattle')")])
def test_a_grid_headed_by_another_genre_is_said_so(header, said):
    # kind.parse read the other genre's name as a row of one cell: "Light Up: line 2: 2 cells, expected 1" (gridsat.read
    # with kind='lightup' pointed to the other kind)
    with pytest.raises(PuzzleInputError) as got:
        gridsat.kinds.get("lightup").parse(f"{header}\n. .\n. .\n")
    assert str(got.value) == f"Light Up: line 1: {said}"
    assert gridsat.kinds.get("lightup").parse("akari\n. .\n. .\n").rows == 2  # its own puzz.link name is its header


def test_a_yinyang_grid_headed_by_another_genre_is_said_so():
    # was "puzzle: line 1, column 1: symbol 'l' is not 0 (empty), 1 (white circle) or 2 (black circle)"
    kind = gridsat.kinds.get("yinyang")
    with pytest.raises(PuzzleInputError) as got:
        kind.parse("lightup\n0 0\n0 0\n")
    assert str(got.value) == ("puzzle: line 1: 'lightup' names a Light Up puzzle, not Yin-Yang (read it as kind "
                              "'lightup')")
    assert kind.parse("Yin-Yang\n0 1\n0 0\n").givens == ((0, 1), (0, 0))


def test_a_packing_position_with_no_row_of_the_board_says_so():
    # hints(start='abc') and read_position('abc') said "the position has 0 rows" of a text of one line
    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse('{"board": "3x20", "pieces": "pentominoes"}')
    with pytest.raises(PuzzleInputError) as got:
        kind.read_position("abc", puzzle)
    assert str(got.value) == ("position: no line of the position is a row of the board ('abc' is not): the position "
                              "is the board's 3 rows of piece names, as gridsat draws a tiling (. for a cell not yet "
                              "covered)")


def test_yinyang_check_grid_names_a_wrong_typed_what_and_dominofit_generate_takes_numpy_floats():
    # check_grid(..., what=None) wrote "None: cell r2c3 ..."; dominofit.generate(block_frac=np.float32(0.25)) was
    # "block_frac must be a number", though the generator's blocked= takes it
    from gridsat.puzzles import dominofit, yinyang

    puzzle = yinyang.read_puzzle("https://puzz.link/p?yinyang/5/5/016612300")
    with pytest.raises(TypeError) as got:
        yinyang.check_grid(puzzle, [[1] * 5] * 5, what=None)
    assert str(got.value) == "what must be what the messages call the grid (str), got NoneType None"
    made, plain = dominofit.generate(6, 6, block_frac=np.float32(0.25)), dominofit.generate(6, 6, block_frac=0.25)
    assert (made.puzzle, made.info) == (plain.puzzle, plain.info)
    assert type(made.info["block_frac"]) is float
