"""Hostile pass 32, part C: the Python API and the designers."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

import gridsat


def _solved(kind: str):
    k = gridsat.kinds.get(kind)
    return k.read(k.examples[0].puzzle).solve()


@pytest.mark.parametrize("kind", ["nurikabe", "yinyang", "sudoku"])
def test_a_grid_set_by_hand_is_refused_when_written_to_json_as_when_printed(kind):
    # dataclasses.replace(result, grid="abc").to_json() wrote {"grid": "abc"}, where str() and figure() refused it
    result = _solved(kind)
    for bad in ("abc", [[None]], 5):
        odd = dataclasses.replace(result, grid=bad)
        with pytest.raises(TypeError, match=r"^answer must be \d+ rows of \d+ whole numbers \(a list of lists\), got "):
            odd.to_json()
    assert json.dumps(result.to_json())  # an answer of its own is written as before


@pytest.mark.parametrize("kind", ["nurikabe", "yinyang", "masyu", "sudoku"])
def test_numpy_integers_in_an_answer_are_whole_numbers(kind):
    # with_answer and text_of refused [[np.int64(0), ...]] as 'N rows of N whole numbers', which check_position took
    result = _solved(kind)
    grid = [[np.int64(v) for v in row] for row in result.grid]
    again = result.with_answer(grid)
    assert again.grid == result.grid and all(type(v) is int for row in again.grid for v in row)
    assert json.dumps(again.to_json())  # kept as Python's ints: JSON-ready
    assert str(result.text_of(grid)) == str(result.text_of(result.grid))


def test_a_yinyang_answer_cell_that_is_no_colour_is_refused():
    # with_answer([[99, -5, ...]]) was drawn with 99 and -5 as '?' (not forced); grid genres refuse such a cell
    result = _solved("yinyang")
    grid = [row[:] for row in result.grid]
    grid[0][1] = 99
    with pytest.raises(TypeError, match=r"^answer must be cells of 1 \(white\) or 2 \(black\), or 0 or None "
                                        r"\(undecided\); cell r1c2 holds 99$"):
        result.with_answer(grid)
    grid[0][1] = 0  # undecided, as a forced grid writes it
    assert result.with_answer(grid).grid[0][1] == 0


def test_orientations_refuse_a_flip_that_is_not_true_or_false():
    # orientations(flip='no') or None gave the 8 free orientations; is_orientation refused the same flip
    f = gridsat.pentominoes()["F"]
    for flip in ("no", None, 0):
        with pytest.raises(TypeError, match=r"^Polyomino.orientations flip must be True or False, got "):
            f.orientations(flip)
    assert len(f.orientations(False)) == 4 and len(f.orientations(True)) == 8


def test_count_placements_names_a_wrong_argument():
    # count_placements(board, pieces, 'no') counted flipped placements; None met AttributeError 'rows'
    from gridsat.core.placements import count_placements

    board, pieces = gridsat.Board.rectangle(3, 3), gridsat.tetrominoes()
    with pytest.raises(TypeError, match=r"^flip must be True or False, got str$"):
        count_placements(board, pieces, "no")
    with pytest.raises(TypeError, match=r"^board must be a gridsat.Board, got NoneType$"):
        count_placements(None, pieces)
    with pytest.raises(TypeError, match=r"^pieces must be a gridsat.PieceSet, got NoneType$"):
        count_placements(board, None)
    assert (count_placements(board, pieces, True), count_placements(board, pieces, False)) == (36, 24)


def _example_result(kind: str):
    k = gridsat.kinds.get(kind)
    return k.parse(k.examples[0].puzzle).solve()


def test_a_cover_answer_takes_numpy_indices_and_names_a_wrong_one():
    # with_answer([np.int64(1), ...]) was refused as no option index, and any fault was told 'got list'
    result = _example_result("cover")
    again = result.with_answer([np.int64(i) for i in result.cover])
    assert again.cover == result.cover and all(type(i) is int for i in again.cover)
    assert json.dumps(again.to_json()) == json.dumps(result.to_json())
    with pytest.raises(TypeError, match=r"^answer must be a cover: a list of option indices from 0 to 9, got a list "
                                        r"whose item 1 is float 1\.5$"):
        result.with_answer([0, 1.5])


def test_a_domino_fit_answer_takes_numpy_rows_and_columns():
    # ("H", np.int64(2), 1) was refused as no domino, though the numbers are whole
    result = _example_result("dominofit")
    again = result.with_answer([(d, np.int64(r), np.int32(c)) for d, r, c in result.dominoes])
    assert again.dominoes == result.dominoes and json.dumps(again.to_json()) == json.dumps(result.to_json())


def test_a_placement_of_numpy_cells_is_written_as_json():
    # with_answer took Placements whose cells are numpy's integers, then to_json was not JSON-ready
    # ('Object of type int64 is not JSON serializable' from json.dumps)
    from gridsat.core.placements import Placement

    result = _example_result("pack")
    tiling = [Placement(p.piece, p.orientation, tuple((np.int64(r), np.int64(c)) for r, c in p.cells))
              for p in result.placements]
    assert json.dumps(result.with_answer(tiling).to_json()) == json.dumps(result.to_json())


def test_solve_names_its_own_task_and_engine_arguments_before_reading(tmp_path):
    # task=Task('count') and task=None were told "Task.what must be a task's name", a field the caller never named,
    # and every wrong task or engine only after the puzzle was read (0.8 s for a 1000x1000 Light Up)
    path = tmp_path / "big.txt"
    path.write_text("lightup\n" + "\n".join(" ".join("." * 1000) for _ in range(1000)) + "\n")
    with pytest.raises(TypeError, match=r"^task must be a task's name \(solve, unique, count or forced\), got Task: "
                                        r"run a Task with gridsat.kinds.get\(KIND\).run\(puzzle, task\)"):
        gridsat.solve(str(path), task=gridsat.Task("count"))
    with pytest.raises(TypeError, match=r"^task must be a task's name \(solve, unique, count or forced\), got "
                                        r"NoneType None$"):
        gridsat.solve(str(path), task=None)
    with pytest.raises(TypeError, match=r"^engine must be an engine's name \(auto: the measured best\), got int 3$"):
        gridsat.solve(str(path), engine=3)
    with pytest.raises(gridsat.PuzzleInputError, match=r"^unknown task 'bogus'; use one of: "):
        gridsat.solve(str(path), task="bogus")
    assert gridsat.solve("https://puzz.link/p?yinyang/5/5/016612300", task="unique").uniqueness.value == "unique"


def test_a_folder_whose_only_puzzle_is_the_results_file_says_so(tmp_path):
    # run_batch([folder], folder/puzzle.txt) said only "no puzzle files found in FOLDER", which holds one
    from gridsat.batch import run_batch

    puzzle = tmp_path / "yinyang.txt"
    puzzle.write_text("0 0\n0 0\n")
    with pytest.raises(gridsat.PuzzleInputError, match=rf"^no puzzle files found in {tmp_path}; {puzzle} is the "
                                                       r"results file, out$"):
        run_batch([str(tmp_path)], str(puzzle), jobs=1)
    assert puzzle.read_text() == "0 0\n0 0\n"


@pytest.mark.parametrize("field, value, said", [
    ("second", "abc", r"second must be 5 rows of 5 whole numbers \(a list of lists\), got str 'abc'"),
    ("solutions", "abc", r"solutions must be a list of answers, got str 'abc'"),
    ("solutions", [None, 5], r"solutions\[1\] must be 5 rows of 5 whole numbers \(a list of lists\), got int 5"),
    ("forced", [[9]], r"forced must be 5 rows of 5 whole numbers \(a list of lists\), got list of 1 \[\[9\]\]")])
def test_the_other_answers_of_a_result_set_by_hand_are_refused_when_written(field, value, said):
    # dataclasses.replace(result, second='abc').to_json() wrote {"second": "abc"} (second_figure refused it)
    k = gridsat.kinds.get("nurikabe")
    result = k.parse(k.examples[0].puzzle).count(3, keep=3)
    if field == "solutions" and isinstance(value, list):
        value[0] = result.solutions[0]
    with pytest.raises(TypeError, match=f"^{said}$"):
        dataclasses.replace(result, **{field: value}).to_json()


def test_web_limits_take_numpy_numbers_as_solver_options_do():
    # Limits(workers=np.int64(2)) was 'workers must be a whole number, got int64', and np.float32 no number,
    # where SolverOptions took both
    from gridsat.web.limits import Limits

    limits = Limits(workers=np.int64(3), time_limit=np.float32(2.5), max_cells=np.int32(500))
    assert (limits.workers, limits.time_limit, limits.max_cells) == (3, 2.5, 500)
    assert (type(limits.workers), type(limits.time_limit)) == (int, float)  # kept as Python's: pickled to workers
    with pytest.raises(TypeError, match=r"^workers must be a whole number, got float64 np.float64\(2.0\)$"):
        Limits(workers=np.float64(2))
    with pytest.raises(TypeError, match=r"^workers must be a whole number, got bool np.True_$"):
        Limits(workers=np.bool_(True))


def test_a_domino_fit_hint_start_of_numpy_dominoes_is_read_and_a_fractional_one_named():
    # ("H", np.int64(2), np.int64(1)) was told "the domino ... leaves the 4x4 board", and so were ("H", 2.0, 1)
    # and ("H", True, 0), which are on it
    k = gridsat.kinds.get("dominofit")
    puzzle = k.parse(k.examples[0].puzzle)
    first = puzzle.solve().dominoes[0]
    plain = k.hints(puzzle, start=[first]).steps
    assert len(k.hints(puzzle, start=[(first[0], np.int64(first[1]), np.int64(first[2]))]).steps) == len(plain)
    for odd in (("H", 2.0, 1), ("H", True, 0)):
        with pytest.raises(gridsat.PuzzleInputError, match=r'^start: the domino \[.*\] is not \("H" or "V", row, '
                                                           r'col\) of whole numbers$'):
            k.hints(puzzle, start=[odd])
    with pytest.raises(gridsat.PuzzleInputError, match=r"^start: the domino \['H', 9, 1\] leaves the 4x4 board$"):
        k.hints(puzzle, start=[("H", 9, 1)])


def test_a_hint_deadline_takes_numpy_numbers_as_the_cover_engine_does():
    # kind.hints(puzzle, deadline=np.float32(...)) was 'deadline must be a time.perf_counter() value', which
    # CoverEngine.count took
    import time

    k = gridsat.kinds.get("dominofit")
    puzzle = k.parse(k.examples[0].puzzle)
    steps = len(k.hints(puzzle).steps)
    assert len(k.hints(puzzle, deadline=np.float32(time.perf_counter() + 60)).steps) == steps
    assert len(k.hints(puzzle, deadline=np.int64(int(time.perf_counter()) + 60)).steps) == steps
    with pytest.raises(TypeError, match=r"^deadline must be a time.perf_counter\(\) value in seconds or None, got "
                                        r"bool np.True_$"):
        k.hints(puzzle, deadline=np.bool_(True))


@pytest.mark.parametrize("kind, text, settings, said", [
    ("calendar", "10-06", {"edition": "jarringwords"}, r"puzzle: '10-06' is a date, not a calendar puzzle file"),
    ("pack", "6x10", {"one_sided": True}, r"puzzle: '6x10' is a board, not a packing puzzle file")])
def test_a_date_or_board_parsed_with_settings_is_told_what_it_is(kind, text, settings, said):
    # kind.parse('10-06', edition=...) was told "edition does not apply to a puzzle file (it says its date and
    # edition)": the text is no puzzle file, and without the setting it is told to give the date itself
    k = gridsat.kinds.get(kind)
    with pytest.raises(gridsat.PuzzleInputError, match=f"^{said}"):
        k.parse(text, **settings)
    with pytest.raises(gridsat.PuzzleInputError, match=r"does not apply to a puzzle file \(it says its "):
        k.parse(json.dumps(k.examples[0].puzzle) if isinstance(k.examples[0].puzzle, dict) else
                k.examples[0].puzzle, **settings)


def test_yinyang_drawings_refuse_a_cell_that_is_no_colour():
    # grid_text and draw_yinyang drew a 9 (or True, or '1') as '?', an undecided cell
    from gridsat.puzzles import yinyang

    puzzle = yinyang.read_puzzle("https://puzz.link/p?yinyang/5/5/016612300")
    for value in (9, True, "1"):
        for draw in (yinyang.grid_text, yinyang.draw_yinyang):
            with pytest.raises(gridsat.PuzzleInputError, match=rf"^grid: cell r1c1 is {value!r}, neither undecided "
                                                               r"\(0\), white \(1\) nor black \(2\)$"):
                draw(puzzle, [[value] * 5 for _ in range(5)])


def test_find_sources_refuses_one_path_or_a_string_of_endings():
    # find_sources('examples', ...) read the string letter by letter ("no such file or folder: 'e'"), and
    # suffixes='.txt' took every piece of it as an ending ('.t' matched too); run_batch refuses one path so
    from gridsat.batch import find_sources

    with pytest.raises(TypeError, match=r"^find_sources' paths must be a list of paths, got the string 'examples' "
                                        r"\(write \['examples'\] for one\)$"):
        find_sources("examples", {".txt"})
    for odd, said in ((".txt", "str '.txt'"), (None, "NoneType None")):
        with pytest.raises(TypeError, match=rf"^find_sources' suffixes must be a set of file endings \(\{{'.txt'\}}\), "
                                            rf"got {said}$"):
            find_sources(["examples"], odd)


def test_a_filler_layout_search_of_a_board_without_fillers_is_refused():
    # search_layouts('dragonfjord', mode='fillers') "searched" the one way to place no filler and reported the
    # edition's own board as the best layout, complete
    from gridsat.puzzles.calendar.layout import search_layouts

    with pytest.raises(gridsat.PuzzleInputError, match=r"^edition dragonfjord's board has no filler cells \('\*'\) "
                                                       r"to place: search its labels \(mode='labels'\), or give a "
                                                       r"board with fillers$"):
        search_layouts("dragonfjord", mode="fillers", time_limit=20, restarts=1, steps=5)
