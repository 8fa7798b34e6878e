"""Hostile pass 115, part d: pass 114's fixes attacked again (long quoted inputs cut with their length in the
messages of other options and files, the vocabulary's helpers, positions of another size)."""

from __future__ import annotations

import json

import pytest

from gridsat.core import grid

LONG = "z" * 3000
CUT = "'" + "z" * 55 + "...' (3,000 characters)"


@pytest.mark.parametrize("args, said", [
    # each was quoted whole, the line cut at 1,000 characters before it said what was wrong
    (("calendar", "--design", LONG, "--pieces", "examples/pieces.txt", "--choose", "3"),
     f"unknown board {CUT}: give a built-in board (standard, tetromino, weekday), an edition name or an edition file"),
    (("calendar", "--design", "standard", "--pieces", LONG, "--choose", "3"),
     f"unknown piece library {CUT}: give a piece file or built-in sets joined with '+' "
     "(tetrominoes[-one-sided], pentominoes[-one-sided], hexominoes[-one-sided])"),
])
def test_calendar_s_long_board_or_library_is_quoted_cut_with_its_length(run_cli, args, said):
    code, _, err = run_cli(*args)
    assert code == 2 and err.strip() == "gridsat: error: " + said


@pytest.mark.parametrize("header, said", [
    (f"dominofit rule={LONG}", f"unknown rule {CUT}; choose rule=cell or rule=dot"),
    (f"dominofit {LONG}=1", "unknown header option '" + "z" * 55 + "...' (3,002 characters) (use rule=cell|dot, "
     "targets=exact|at-most|at-least)"),
    (f"dominofit targets={LONG}", f"targets must be exact, at-most or at-least, got {CUT}"),
])
def test_a_domino_fit_header_s_long_word_is_quoted_cut_with_its_length(run_cli, tmp_path, header, said):
    lines = open("examples/dominofit-8x8.txt").read().splitlines()
    path = tmp_path / "d.txt"
    path.write_text("\n".join([header] + lines[1:]) + "\n")
    code, _, err = run_cli("dominofit", str(path))
    assert code == 2 and err.strip().endswith(": line 1: " + said), err[-300:]


def test_an_exact_cover_json_s_long_unknown_key_is_quoted_cut_with_its_length(run_cli, tmp_path):
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"primary": ["a"], "options": [["a"]], LONG: 1}))
    code, _, err = run_cli("cover", str(path))
    assert code == 2 and err.strip().endswith(f": JSON: unknown key {CUT}; expected kind, primary, secondary, options, "
                                              "option_names"), err[-300:]


def test_save_figure_s_long_file_name_is_quoted_cut_with_its_length(tmp_path):
    # quoted whole (3,000 letters) where the command line's --png cuts it
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.pictures import save_figure

    given = "/tmp/" + "q" * 3000 + ".gif"
    with pytest.raises(PuzzleInputError) as caught:
        save_figure(Figure(), given)
    assert str(caught.value) == "picture file must end in .png or .svg, got '/tmp/" + "q" * 190 + "...' (3,009 characters)"


@pytest.mark.parametrize("call", [
    lambda rows: grid.box_neighbours(rows, 3),
    lambda rows: grid.box_cells(rows, 3),
    lambda rows: grid.lines(rows, 3),
    lambda rows: grid.named_lines(rows, 3),
    lambda rows: grid.blocks_2x2(rows, 3),
    lambda rows: grid.border_ring(rows, 3),
    lambda rows: grid.as_rows([0] * 9, rows, 3),
])
def test_the_grid_helpers_refuse_a_size_that_is_not_a_whole_number(call):
    # as the vocabulary's layout helpers do: rows=True was one row (box_cells gave row 1's cells), -1 gave named_lines
    # 'column 2'... of no cells and border_ring cells of row -2, '3' met Python's own words
    with pytest.raises(TypeError, match=r"^rows must be a whole number, got bool True$"):
        call(True)
    with pytest.raises(TypeError, match=r"^rows must be a whole number, got str '3'$"):
        call("3")
    with pytest.raises(TypeError, match=r"^rows must be a whole number, got float 3.0$"):
        call(3.0)
    with pytest.raises(ValueError, match=r"^rows must be 0 or more, got -1$"):
        call(-1)
    call(3)


def test_border_ring_of_no_rows_or_columns_is_empty_and_held_to_the_box_s_border():
    # a 0x3 box's ring was [(0, 0), (0, 1), (-1, 2), (-1, 1)]: cells of no box
    assert grid.border_ring(0, 3) == [] and grid.border_ring(3, 0) == []
    for rows in range(1, 6):
        for cols in range(1, 6):
            ring = grid.border_ring(rows, cols)
            truth = {(r, c) for r, c in grid.box_cells(rows, cols) if r in (0, rows - 1) or c in (0, cols - 1)}
            assert len(ring) == len(truth) and set(ring) == truth
            assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(ring, ring[1:]))


def test_sum_combinations_of_digits_out_of_order_are_ascending_as_said_and_held_to_a_brute_force():
    # digits (3, 1, 2) gave the set (3, 1), where the sets are said to be ascending tuples in lexicographic order
    from itertools import permutations

    from gridsat.constraints.sums import sum_combinations

    assert sum_combinations(2, 4, (3, 1, 2)) == ((1, 3),)
    digits = (7, 0, 5, 2, 9, 4)
    for length in range(4):
        for total in range(25):
            truth = sorted({tuple(sorted(p)) for p in permutations(digits, length) if sum(p) == total})
            assert list(sum_combinations(length, total, digits)) == truth
            assert list(sum_combinations(length, total, set(digits))) == truth


def test_sum_combinations_refuses_a_total_that_is_not_whole_and_too_many_sets_to_try():
    from gridsat.constraints.sums import sum_combinations

    # 3.5 gave no set, as if no digits summed to it; 3 of 10,000 digits were 166 billion sets tried
    with pytest.raises(ValueError, match=r"^total must be a whole number \(or None: any sum\), got 3.5$"):
        sum_combinations(2, 3.5)
    with pytest.raises(ValueError, match=r"^sets of 3 of 10,000 digits: 166,616,670,000 to try; at most 1,000,000 "
                                         r"are$"):
        sum_combinations(3, None, range(10000))
    assert sum_combinations(2, 3.0) == ((1, 2),)


@pytest.mark.parametrize("call", [
    lambda cell: __import__("gridsat.constraints.sight", fromlist=["rays"]).rays(3, 3, cell),
    lambda cell: __import__("gridsat.constraints.sight", fromlist=["ray"]).ray(3, 3, cell, "down"),
    lambda cell: __import__("gridsat.constraints.ring", fromlist=["ring_cells"]).ring_cells(3, 3, cell),
])
def test_the_layout_helpers_refuse_a_cell_off_the_board_or_not_a_cell(call):
    # a ray from (-1, 0) down was the whole of column 1, ring_cells of (5, 5) eight Nones, (1.0, 1) gave cells of
    # floats, (1,) met Python's "not enough values to unpack", as corner_cells refused a point off the board
    with pytest.raises(ValueError, match=r"^cell \(-1, 0\) is not a cell of a 3x3 board$"):
        call((-1, 0))
    with pytest.raises(ValueError, match=r"^cell \(5, 5\) is not a cell of a 3x3 board$"):
        call((5, 5))
    with pytest.raises(TypeError, match=r"^cell must be a pair of whole numbers \(row, column\), got \(1.0, 1\)$"):
        call((1.0, 1))
    with pytest.raises(TypeError, match=r"^cell must be a \(row, column\) pair, got tuple \(1,\)$"):
        call((1,))
    assert call([1, 1]) == call((1, 1))


def test_hashi_s_position_words_say_text_rows_are_the_answer_s_numbers():
    # hint --help said a position was "1 + the bridges ... (1 to 9)", 0 undecided: text rows of 0s, read as the
    # answer's numbers (every side decided, no bridge), were then told mistakes the player never made
    import gridsat

    kind = gridsat.kinds.get("hashi")
    puzzle = kind.parse("hashi\n2 . 2\n. . .\n2 . 2")
    words = kind.position_words()
    assert words.startswith("text rows of numbers as its answer is written (the bridges across a cell's right side + "
                            "3 x those across its bottom, 0 to 8, every side decided), hint --json's grid as JSON rows")
    assert kind.hints(puzzle, start=kind.read_position("0 0 0\n0 0 0\n0 0 0", puzzle)).to_json()["mistakes"]
    as_grid = kind.hints(puzzle, start=kind.read_position("[[0, 0, 0], [0, 0, 0], [0, 0, 0]]", puzzle))
    assert not as_grid.to_json().get("mistakes") and len(as_grid.steps) == 7


def test_a_piece_s_long_name_is_quoted_cut_with_its_length(run_cli, tmp_path):
    # written whole in the piece's faults: the line was cut at 1,000 characters before it said what was wrong
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"kind": "pack", "board": "2x2", "pieces": {LONG: "#x"}}))
    code, _, err = run_cli("pack", str(path))
    assert code == 2 and err.strip().endswith(": unknown symbol 'x' in row 1 of piece '" + "z" * 35 + "...' (3,000 "
                                              "characters) (use '#' and '.')"), err[-300:]
    path.write_text(json.dumps({"kind": "pack", "board": "2x2", "pieces": {"O": "#x"}}))
    code, _, err = run_cli("pack", str(path))
    assert code == 2 and err.strip().endswith(": unknown symbol 'x' in row 1 of piece O (use '#' and '.')")


def test_the_lazy_cuts_read_cells_written_as_lists():
    # members [[0, 0], [1, 1]] met "unhashable type: 'list'", where the anchors and known cells are read so
    from gridsat.constraints import connectivity

    nb = grid.box_neighbours(2, 3)
    assert connectivity.separator_cuts([[0, 0], [1, 1]], nb) == [({(0, 1), (1, 0)}, (0, 0), (1, 1)),
                                                                 ({(0, 1), (1, 0), (1, 2)}, (1, 1), (0, 0))]
    assert connectivity.enclosure_cuts([[0, 0], [1, 2]], [list(c) for c in grid.box_cells(2, 3)], nb) == \
        [{(0, 2), (1, 1)}]


def test_corner_cells_refuses_a_point_that_is_not_a_pair_of_whole_numbers():
    # (True, 1) gave the cells (True, 0) and (True, 1), (1.0, 1) cells of floats
    from gridsat.constraints.corners import corner_cells

    with pytest.raises(TypeError, match=r"^point must be a pair of whole numbers \(row, column\), got \(True, 1\)$"):
        corner_cells(3, 3, (True, 1))
    with pytest.raises(TypeError, match=r"^point must be a \(row, column\) pair, got tuple \(1,\)$"):
        corner_cells(3, 3, (1,))
    with pytest.raises(ValueError, match=r"^point \(4, 0\) is not a grid point of a 3x3 board \(0..3, 0..3\)$"):
        corner_cells(3, 3, (4, 0))
    for r in range(4):
        for c in range(4):
            truth = [(y, x) for y in range(3) for x in range(3) if y in (r - 1, r) and x in (c - 1, c)]
            assert corner_cells(3, 3, (r, c)) == corner_cells(3, 3, [r, c]) == truth


@pytest.mark.parametrize("record, said", [
    # quoted whole: the line was cut at 1,000 characters before it said what was wrong
    ({"primary": [LONG, LONG], "options": [[LONG]]}, "JSON: \"primary\" lists item '" + "z" * 35 + "...' (3,000 "
     "characters) twice"),
    ({"primary": ["a"], "options": [[LONG]]}, "JSON: option 0 names item '" + "z" * 35 + "...' (3,000 characters), "
     "which is neither primary nor secondary"),
    ({"primary": ["a"], "options": [["a", "a"]]}, "JSON: option 0 lists item 'a' twice"),
])
def test_an_exact_cover_json_s_long_item_is_quoted_cut_with_its_length(run_cli, tmp_path, record, said):
    path = tmp_path / "c.json"
    path.write_text(json.dumps(record))
    code, _, err = run_cli("cover", str(path))
    assert code == 2 and err.strip().endswith(": " + said), err[-300:]


def test_hashi_s_position_value_out_of_range_is_said_once_as_a_position():
    # "position: a position: cell r1c1 holds 9; ..."
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get("hashi")
    puzzle = kind.parse("hashi\n2 . 2\n. . .\n2 . 2")
    with pytest.raises(PuzzleInputError) as caught:
        kind.read_position("9 1 3\n3 0 3\n1 1 0", puzzle)
    assert str(caught.value).startswith("position: cell r1c1 holds 9; a Hashiwokakero answer holds right + 3 x down "
                                        "bridges, 0..8 (or the answer's")
