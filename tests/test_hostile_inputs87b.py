"""Hostile pass 87, part b: the Python library as a programmer uses it."""

import pickle

import pytest

import gridsat


@pytest.mark.parametrize("kind", ["yinyang", "dominofit"])
def test_a_generated_puzzle_pickles(kind):
    # was: AttributeError "Can't pickle local object 'YinYangGenerator.make.<locals>.<lambda>'" (its drawing
    # a lambda), so a process pool making puzzles returned none
    made = gridsat.kinds.get(kind).generator().generate(5, 5, 1)
    back = pickle.loads(pickle.dumps(made))
    assert back == made and back.record() == made.record()
    assert back.figure("t") is not None


@pytest.mark.parametrize("url", ["https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "https://puzz.link/p?yinyang/5/5/016612300"])
def test_hints_start_as_rows_of_text(url):
    # was: each character a cell, "start: the position has 5 rows of 9 cells; the puzzle has 5 rows of 5"
    # (and ['00000'] * 5 "r1c1: '0' is not 0, 1 or 2"), where the placing kinds read rows of text as text
    kind, puzzle = gridsat.read(url)
    given = kind.hints(puzzle)
    assert len(kind.hints(puzzle, start=["0 0 0 0 0"] * 5).steps) == len(given.steps)
    assert len(kind.hints(puzzle, start=["00000"] * 5).steps) == len(given.steps)
    with pytest.raises(TypeError, match=r"^start must be rows of values \(0 undecided\) or rows of their text, "
                                        r"not both$"):
        kind.hints(puzzle, start=["0 0 0 0 0"] * 4 + [[0] * 5])


def _dominoes(*names_counts):
    from gridsat import PieceSet, Polyomino

    return PieceSet.of([(Polyomino.parse(name, "##"), count) for name, count in names_counts])


def test_pack_puzzle_to_json_keeps_blocked_cells_and_refuses_what_no_file_holds():
    from gridsat import Board, PackingPuzzle
    from gridsat.puzzles.pack import puzzle_from_json, puzzle_to_json

    # was: blocked cells dropped, the JSON a 2x3 board of 6 cells for 4 (refused when read back)
    blocked = PackingPuzzle(Board.rectangle(2, 3), _dominoes(("A", 2)), blocked=frozenset({(0, 0), (0, 1)}))
    assert puzzle_to_json(blocked)["board"] == ["..#", "###"]
    assert puzzle_from_json(puzzle_to_json(blocked)).count().count == blocked.count().count == 1
    # was: written as {"A*2": "##", ...}, read back as two copies of A (another puzzle, unsaid)
    odd = PackingPuzzle(Board.rectangle(2, 2), _dominoes(("A*2", 1), ("B", 1)))
    with pytest.raises(gridsat.PuzzleInputError, match=r"^puzzle: piece 'A\*2' has a name a puzzle file cannot hold "
                                                       r"\(a piece's name is letters, digits and '_'\): rename it to "
                                                       r"write the puzzle as JSON$"):
        puzzle_to_json(odd)
    # was: the pre-placed piece dropped (2 answers where the puzzle has 1)
    plain = PackingPuzzle(Board.rectangle(2, 2), _dominoes(("A", 2)))
    fixed = plain.with_fixed(plain.solve().placements[:1])
    with pytest.raises(gridsat.PuzzleInputError, match=r"^puzzle: a puzzle file cannot hold pre-placed pieces \(1 "
                                                       r"here\)"):
        puzzle_to_json(fixed)


def test_calendar_puzzle_to_json_keeps_its_placed_pieces():
    # was: {"kind": "calendar", "date": "2026-10-06", "edition": "dragonfjord"}, the pieces placed dropped
    from gridsat.puzzles.calendar import make_calendar, puzzle_from_json, puzzle_to_json

    puzzle = make_calendar("2026-10-06", place=["O6@r1c1"], one_sided=True)
    record = puzzle_to_json(puzzle)
    assert record["place"] == ["O6@r1c1:###/###"]
    assert puzzle_from_json(record) == puzzle


def test_jupyter_png_of_a_picture_past_the_memory_limit_is_left_to_the_svg(monkeypatch):
    # was: _repr_png_ raised MemoryLimitError "a PNG of 20,277x20,330 pixels ... needs about 3.1 GB", which Jupyter
    # prints as a traceback under the SVG of every big board
    from gridsat.core.result import figure_bytes

    result = gridsat.solve("https://puzz.link/p?yinyang/5/5/016612300")
    monkeypatch.setenv("GRIDSAT_MEMORY_LIMIT", "0.000001")  # 1,000 bytes: any PNG is past it
    assert result._repr_png_() is None and result._repr_svg_().startswith("<?xml")
    with pytest.raises(gridsat.PuzzleInputError, match=r"^a PNG of .* pixels \(an SVG draws it in far less\) needs"):
        figure_bytes(result.figure(), "png")  # asked for by name, it still says why


def test_jupyter_png_of_hint_steps_past_the_memory_limit_is_declined(monkeypatch):
    # was: MemoryLimitError from Deduction._repr_png_, a traceback in the notebook
    kind, puzzle = gridsat.read("https://puzz.link/p?yinyang/5/5/016612300")
    deduction = kind.hints(puzzle)
    monkeypatch.setenv("GRIDSAT_MEMORY_LIMIT", "0.000001")
    assert deduction._repr_png_() is None


def test_calendar_hint_keyword_points_to_the_puzzles_hint():
    # was: "calendar() got an unexpected keyword argument 'hint': hints and grades are no keyword: kind.hints(puzzle)
    # gives the steps, ...", where the calendar's puzzle takes hint=K (make_calendar(...).hint(K), solve(hint=K))
    with pytest.raises(TypeError, match=r"^calendar\(\) takes no 'hint': a hint of K pieces is the puzzle's: "
                                        r"gridsat\.puzzles\.calendar\.make_calendar\(date, edition\)\.hint\(K\) "
                                        r"\(kind\.hints\(puzzle\) gives the steps\)$"):
        gridsat.calendar("10-06", hint=3)


def test_a_piece_set_function_given_uncalled_is_told_to_call_it():
    # was: "... or a PieceSet, got function" and "pieces must be a gridsat PieceSet, got function"
    with pytest.raises(TypeError, match=r"or a PieceSet, got function tetrominoes \(call it: tetrominoes\(\)\)$"):
        gridsat.pack("4x5", pieces=gridsat.tetrominoes)
    with pytest.raises(TypeError, match=r"^pieces must be a gridsat PieceSet, got function pentominoes \(call it: "
                                        r"pentominoes\(\)\)$"):
        gridsat.PackingPuzzle(gridsat.Board.rectangle(6, 10), gridsat.pentominoes)


def test_calendar_puzzle_to_json_names_an_edition_files_edition_by_its_file():
    # was: {"edition": "mine"}, read back as "unknown edition 'mine': give a built-in edition ..."
    from gridsat.puzzles.calendar import make_calendar, puzzle_from_json, puzzle_to_json

    puzzle = make_calendar("10-06", "examples/my-edition.txt")
    record = puzzle_to_json(puzzle)
    assert record["edition"] == "my-edition.txt:mine"
    assert puzzle_from_json(record, "puzzle", "examples") == puzzle


def test_hints_start_given_a_path_says_to_read_it():
    # was: "start must be a position ... or None, got PosixPath PosixPath('examples/yinyang-position.txt..." alone
    import pathlib

    kind, puzzle = gridsat.read("examples/yinyang-10x10.txt")
    with pytest.raises(TypeError, match=r"got PosixPath .* \(a file's position: start=Path\(FILE\)\.read_text\(\)\)$"):
        kind.hints(puzzle, start=pathlib.Path("examples/yinyang-position.txt"))
