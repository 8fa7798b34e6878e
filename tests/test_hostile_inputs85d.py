"""Pass 85, part d: a second kind author (Shikaku) following docs/adding-a-kind.md."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.grid.puzzle import GridPuzzle


@dataclass(frozen=True)
class _Numbers(GridPuzzle):
    """A genre whose answers are whole numbers (answer_values None), with no symbols of its own."""

    kind_name = "numbers"
    answer_values = None


def test_a_genre_of_numbers_is_not_offered_the_shading_symbols():
    # was: "a recorded numbers solution must be rows of #/./*/x or of numbers" -- '#' (shaded) means nothing to a
    # genre whose answers are numbers (Shikaku's ranks), and '#' was read as 1
    assert _Numbers.answer_symbols == {}
    with pytest.raises(PuzzleInputError, match="must be rows of whole numbers separated by spaces$"):
        _Numbers.read_answer(["#."])
    with pytest.raises(PuzzleInputError, match="must be rows of whole numbers separated by spaces$"):
        _Numbers.read_answer(["2 x"])


def test_a_genre_of_numbers_reads_a_one_column_answer_as_numbers():
    # was refused: a line of one token was read as a row of symbols ("1" no symbol), so a 3x1 answer "1\n1\n1" was
    # "must be rows of ... or of numbers"
    assert _Numbers.read_answer("1\n2\n12\n") == [[1], [2], [12]]
    assert _Numbers.read_answer("1 2\n3 12\n") == [[1, 2], [3, 12]]


def test_shading_genres_keep_their_symbols():
    from gridsat.puzzles.nurikabe.rules import NurikabePuzzle

    assert NurikabePuzzle.read_answer(["#.", ".#"]) == [[1, 0], [0, 1]]
    with pytest.raises(PuzzleInputError, match=r"rows of #/\./\*/x or of numbers$"):
        NurikabePuzzle.read_answer(["ab"])


def _placement_model():
    from gridsat.constraints.model import RuleModel

    model = RuleModel()
    return model, [model.new_bool_var("a"), model.new_bool_var("b")]


def test_place_pieces_refuses_a_piece_counts_lacks_and_bad_counts():
    from gridsat.constraints.placement import place_pieces

    model, x = _placement_model()
    with pytest.raises(ValueError, match=r"^pieces: placement 1 is of piece 'b', which counts does not hold; give "
                                         r"each piece's count$"):
        place_pieces(model, x, ["a", "b"], {"a": 1})  # was a bare KeyError: 'b'
    with pytest.raises(ValueError, match=r"^counts: the count of piece 'a' must be 0 or more, got -1$"):
        place_pieces(model, x, ["a", "a"], {"a": -1})  # was taken: a model without answers, said nowhere
    with pytest.raises(TypeError, match=r"^counts: the count of piece 'a' must be a whole number, not float$"):
        place_pieces(model, x, ["a", "a"], {"a": 1.5})  # was OR-Tools' "__eq__(): incompatible function arguments"


def test_cover_refuses_a_placement_listing_a_cell_twice():
    from gridsat.constraints.placement import cover

    model, x = _placement_model()
    # was taken: the cell counted twice, "covered exactly once" then ruled the placement out without a word
    with pytest.raises(ValueError, match=r"^placement_cells: placement 1 covers \(0, 0\) twice; list each cell once$"):
        cover(model, x, [[(0, 0)], [(0, 0), (0, 0)]], [(0, 0)])


def test_cover_and_apart_name_a_cell_covered_lacks():
    from gridsat.constraints.placement import apart, cover

    model, x = _placement_model()
    with pytest.raises(ValueError, match=r"^covered: cell \(0, 1\) has no literal; give one for every cell$"):
        cover(model, x, [[(0, 0)], [(0, 1)]], [(0, 0), (0, 1)], covered={(0, 0): x[0]})  # was KeyError: (0, 1)
    with pytest.raises(ValueError, match=r"^covered: \(0, 1\), a neighbour of placement 0's cells, has no literal; "
                                         r"give one for every cell a neighbour may be$"):
        apart(model, x, [[(0, 0)], [(0, 1)]], lambda c: [(0, 1 - c[1])], covered={(0, 0): x[0]})  # was KeyError


@pytest.mark.parametrize("call, said", [
    ("islands", "unshaded: (1, 1) has no literal; islands takes one for every cell"),
    ("bounded_islands", "unshaded: (1, 1) has no literal; bounded_islands takes one for every cell"),
    ("boundary_loop", "visited: (1, 1) has no literal; boundary_loop takes one for every cell"),
    ("loop", "visited: (1, 1) has no literal; loop takes one for every node"),
])
def test_vocabulary_calls_name_a_cell_their_literals_lack(call, said):
    # each was a bare KeyError: (1, 1), as each_connected's was before it named the cell
    from gridsat.constraints import islands, loops
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars

    model = RuleModel()
    cells = [(0, 0), (0, 1), (1, 0), (1, 1)]
    some = {c: v for c, v in cell_vars(model, cells).items() if c != (1, 1)}

    def neighbours(cell):
        return [(r, c) for r, c in ((cell[0], 1 - cell[1]), (1 - cell[0], cell[1]))]

    calls = {"islands": lambda: islands.islands(model, cells, neighbours, some, {(0, 0): 2}),
             "bounded_islands": lambda: islands.bounded_islands(model, cells, neighbours, some, {(0, 0): 2}),
             "boundary_loop": lambda: loops.boundary_loop(model, 2, 2, visited=some),
             "loop": lambda: loops.loop(model, cells, neighbours, visited=some)}
    with pytest.raises(ValueError) as raised:
        calls[call]()
    assert str(raised.value) == said


@pytest.mark.parametrize("words, said", [
    ({"notes": ("Answers are rows.",)}, "K.notes must be a string, got tuple"),  # was printed in --help as a tuple
    ({"summary": None}, "K.summary must be a string, got NoneType"),
    ({"reads": "text grid"}, "K.reads must be a tuple of strings, one a format"),  # was listed a character a line
])
def test_a_kind_declaring_words_of_a_wrong_type_is_refused_when_defined(words, said):
    from gridsat.puzzles.grid.kind import GridKind
    from gridsat.puzzles.nurikabe.rules import NurikabePuzzle

    declared = {"name": "k", "title": "K", "summary": "s", "reads": ("x",), "writes": ("y",),
                "puzzle_type": NurikabePuzzle}
    with pytest.raises(TypeError) as raised:
        type("K", (GridKind,), {**declared, **words})
    assert str(raised.value) == said


def test_a_recorded_answer_as_a_list_of_rows_with_spaces_is_read_as_its_text_is():
    import gridsat

    # was "a recorded Sudoku solution must be rows of 1/2/3/4/5/6/7/8/9 or of numbers" (Shikaku: "must be rows of whole
    # numbers separated by spaces", of rows of whole numbers separated by spaces): the same rows in one text were read
    sudoku = gridsat.kinds.get("sudoku").parse("https://puzz.link/p?sudoku/4/4/g1k23k3g")
    assert sudoku.read_answer(["2 1 4 3", "4 3 1 2", "3 4 2 1", "1 2 3 4"]) == [[2, 1, 4, 3], [4, 3, 1, 2],
                                                                             [3, 4, 2, 1], [1, 2, 3, 4]]
    assert _Numbers.read_answer(["1 2", "1 12"]) == [[1, 2], [1, 12]]


def test_count_refuses_a_number_named_by_no_group():
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars, count

    model = RuleModel()
    shaded = cell_vars(model, [(0, 0), (0, 1)])
    # was taken: the mistyped name left the row free, said nowhere
    with pytest.raises(ValueError, match=r"^number: 'row1' names no group; give numbers by the groups' names$"):
        count(model, [("r1", [(0, 0), (0, 1)])], shaded, {"row1": 1})
