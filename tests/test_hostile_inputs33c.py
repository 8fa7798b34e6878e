"""Hostile pass 33, part c: the Python API and the designers."""

import json

import numpy as np
import pytest

import gridsat
from gridsat.batch.settings import Settings
from gridsat.puzzles.calendar.editions import load_edition, parse_editions
from gridsat.puzzles.calendar.puzzle import make_calendar
from gridsat.puzzles.calendar.rules import CalendarBoard
from gridsat.puzzles.calendar.year import date_record


def test_numpy_flags_taken_by_solver_options_log():
    # SolverOptions(log=np.False_) was "log must be True or False, got bool np.False_"
    options = gridsat.SolverOptions(log=np.False_)
    assert options.log is False


def test_numpy_flags_taken_by_batch_settings():
    # Settings(unique=np.True_) was "Settings.unique must be True or False, got bool np.True_"
    settings = Settings(unique=np.True_, check_answer=np.False_, option_words=np.False_)
    assert (settings.unique, settings.check_answer, settings.option_words) == (True, False, False)


def test_numpy_flags_taken_by_typed_functions_and_passed_on_as_bools():
    # date_record(count=np.True_) was "date_record: count must be True or False, got bool np.True_"; the flag is
    # passed on as a plain bool (np.True_ in a record is not JSON)
    record = date_record(make_calendar("10-06"), count=np.True_)
    assert record["count"] == 7 and json.loads(json.dumps(record))["complete"] is True
    from importlib.resources import files

    text = files("gridsat").joinpath("data/calendar/editions.txt").read_text()
    assert sorted(parse_editions(text, want_parts=np.True_)) == ["boards", "editions", "pieces"]
    with pytest.raises(TypeError, match=r"^parse_editions: want_parts must be True or False, got str 'yes'$"):
        parse_editions("", want_parts="yes")


def test_numpy_flag_taken_by_calendar_board():
    board = load_edition("dragonfjord").board
    again = CalendarBoard(board.name, board.board, board.labels, np.bool_(board.weekdays), board.fillers)
    assert again.weekdays is board.weekdays


def test_pack_board_of_no_rows_or_a_row_not_text_named():
    # gridsat.pack([]) and pack(["##", 5]) were "board must be ..., a list of mask rows ..., got list"
    with pytest.raises(gridsat.PuzzleInputError, match=r"^board: a list of mask rows needs one row or more, got none$"):
        gridsat.pack([], pieces={"O": "##/##"})
    with pytest.raises(TypeError, match=r'^board: mask row 2 must be text like "##\.", got int 5$'):
        gridsat.pack(["##", 5], pieces={"O": "##/##"})
    assert gridsat.pack(("##", "##"), pieces={"O": "##/##"}).status.value == "solved"


def test_pack_file_board_of_no_rows_or_a_row_not_text_named(tmp_path):
    from gridsat.puzzles.pack.io import puzzle_from_json

    for board, words in (([], "a list of mask rows needs one row or more, got none"),
                         (["##", 5], 'mask row 2 must be text like "##.", got int 5')):
        with pytest.raises(gridsat.PuzzleInputError) as caught:
            puzzle_from_json({"board": board, "pieces": "pentominoes"}, "b.json")
        assert str(caught.value) == f"b.json: 'board': {words}"


def test_typed_functions_get_numpy_whole_numbers_and_flags_as_plain_ones():
    from gridsat.puzzles.arguments import argument_types

    @argument_types(n="whole", flag="flag")
    def seen(n, *, flag=False):
        return type(n), type(flag)

    assert seen(np.int64(3), flag=np.True_) == (int, bool)
    assert seen(n=np.int32(3)) == (int, bool)


@pytest.mark.slow
def test_search_layouts_takes_numpy_whole_numbers(tmp_path):
    # search_layouts(seed=np.int64(3), ...) met json.dumps: "Object of type int64 is not JSON serializable"
    from gridsat.puzzles.calendar.layout import search_layouts

    out = tmp_path / "layouts.jsonl"
    found = search_layouts("dragonfjord", restarts=np.int64(1), steps=np.int64(10), seed=np.int64(3), out=out,
                           time_limit=60)
    assert found["complete"] and all(json.loads(line) for line in out.read_text().splitlines())


def test_rank_names_a_record_without_the_fields_it_sorts_by():
    # rank([{"design": "a", "fewest": {"count": 1}}], "most-fewest") met KeyError: 'unsolvable'
    from gridsat.puzzles.calendar.design import rank

    with pytest.raises(gridsat.PuzzleInputError,
                       match=r"^rank: design record 1 has no 'unsolvable' \(as search_designs gives\)$"):
        rank([{"design": "a", "fewest": {"count": 1}}], "most-fewest")
    with pytest.raises(gridsat.PuzzleInputError, match=r"^rank: design record 2 has no 'cv' "):
        rank([{"design": "a", "unsolvable": 0, "total": 3, "cv": 0.1}, {"design": "b", "unsolvable": 0, "total": 3}],
             "even")
    good = [{"design": "a", "unsolvable": 0, "total": 3, "fewest": {"count": 2}},
            {"design": "b", "unsolvable": 0, "total": 4, "fewest": {"count": 2}}]
    assert [r["design"] for r in rank(good, "most-fewest")] == ["b", "a"]


def test_a_tiling_answer_set_to_none_by_hand_is_named():
    # dataclasses.replace(result, placements=None).to_json() met "'NoneType' object is not iterable"
    import dataclasses

    from gridsat.puzzles.dominofit import load_puzzle, solve

    tiling = dataclasses.replace(gridsat.pack("3x20"), placements=None)
    with pytest.raises(TypeError, match=r"^placements must be a tiling: a list of Placements \(as in \.placements\), "
                                        r"got NoneType$"):
        tiling.to_json()
    dominoes = dataclasses.replace(solve(load_puzzle("examples/dominofit-8x8.json")), dominoes=None)
    with pytest.raises(TypeError, match=r'^dominoes must be a tiling: a list of dominoes \("H" or "V", row, col\), '
                                        r"got NoneType$"):
        str(dominoes)
    assert gridsat.pack("2x4", pieces={"T": "###/.#.", "S": ".#/##/#."}).to_json()["placements"] == []


def test_run_batch_names_its_out_keyword_not_the_command_lines_option(tmp_path, run_cli):
    # run_batch([puzzle], puzzle) said "... is the results file (--out): ...", an option the Python API does not have
    from gridsat.batch import run_batch

    puzzle = tmp_path / "p.txt"
    puzzle.write_text("0 0\n0 0\n")
    with pytest.raises(gridsat.PuzzleInputError) as refused:
        run_batch([str(puzzle)], str(puzzle), jobs=1)
    assert str(refused.value) == f"{str(puzzle)!r} is the results file (out): it cannot be read as puzzles too"
    code, _, err = run_cli("batch", str(puzzle), "-o", str(puzzle))
    assert (code, err) == (2, f"gridsat: error: {str(puzzle)!r} is the results file (--out): it cannot be read as "
                              "puzzles too\n")


def _decided(grid) -> int:
    return sum(1 for row in grid for v in row if v)


def test_a_hint_figure_after_some_steps_keeps_the_position_the_steps_started_from(monkeypatch):
    # hints from a position, then deduction.figure(1): the picture was rebuilt from the givens and the step alone,
    # 29 cells decided where the position after that step has 46
    from pathlib import Path

    import gridsat.puzzles.yinyang.draw as draw

    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse(Path("examples/yinyang-10x10.txt").read_text())
    start = [[int(v) for v in line.split()] for line in Path("examples/yinyang-position.txt").read_text().splitlines()
             if line.strip()]
    deduction = kind.hints(puzzle, start=start, first=True)
    drawn = []
    real = draw.draw_yinyang
    monkeypatch.setattr(draw, "draw_yinyang", lambda p, grid, **kw: drawn.append(grid) or real(p, grid, **kw))
    deduction.figure(1)
    deduction.figure(0)
    assert (_decided(drawn[0]), _decided(drawn[1])) == (_decided(deduction.grid), _decided(start)) == (46, 45)


def test_a_shading_hint_position_after_some_steps_keeps_the_start():
    from gridsat.puzzles.grid.explained import position_after

    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse("1 . 1\n. . .\n1 . 1")
    plain = kind.hints(puzzle)
    started = kind.hints(puzzle, start=[[0, 2, 0], [0, 0, 0], [0, 0, 0]])
    assert position_after(puzzle, started, len(started.steps)) == started.grid == [[1, 2, 1], [2, 2, 2], [1, 2, 1]]
    assert position_after(puzzle, started, 0)[0][1] == 2
    assert position_after(puzzle, plain, 0) == [[1, 0, 1], [0, 0, 0], [1, 0, 1]]  # the givens, as before
    assert started.figure(0) is not None


def test_a_json_position_refused_from_python_names_no_command_line_option():
    # kind.hints(puzzle, start='{"grid": 5}') said "... (as hint --json prints it)", an option Python has no way to type
    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse("1 . 1\n. . .\n1 . 1")
    with pytest.raises(gridsat.PuzzleInputError) as refused:
        kind.hints(puzzle, start='{"grid": 5}')
    assert str(refused.value) == ('start: a position in JSON is rows of values, or an object with them as "grid" '
                                  "(as a Deduction's to_json() gives it)")


def test_placement_find_names_the_argument_that_is_wrong():
    # find(problem, count=True, keep=0) said "limit must be at least 1, got 0"; n=2.0 "limit must be a whole number,
    # got float 3.0"; n="2" met "'<' not supported between instances of 'str' and 'int'"
    from gridsat.puzzles.placement.problem import PlacementProblem
    from gridsat.puzzles.placement.search import find

    problem = PlacementProblem(gridsat.Board.parse("2x4"),
                               gridsat.PieceSet.of([(gridsat.Polyomino.parse("O", "##/##"), 2)]))
    with pytest.raises(gridsat.PuzzleInputError, match=r"^keep must be at least 1, got 0$"):
        find(problem, count=True, keep=0)
    with pytest.raises(TypeError, match=r"^find: n must be a whole number, got float 2\.0$"):
        find(problem, n=2.0)
    with pytest.raises(TypeError, match=r"^find: limit must be a whole number or None, got str '3'$"):
        find(problem, count=True, limit="3")
    found = find(problem, count=True, keep=np.int64(2), limit=None)
    assert (found.count, found.complete) == (1, True)


@pytest.mark.parametrize("kind", ["nurikabe", "yinyang", "sudoku", "masyu"])
def test_an_answer_given_as_a_numpy_array_is_taken_as_its_rows(kind):
    # result.with_answer(np.array(result.grid)) was "answer must be 5 rows of 5 whole numbers (a list of lists), got
    # ndarray", where checking an answer takes numpy arrays; Yin-Yang's figure(grid=...) checked nothing
    result = gridsat.kinds.get(kind).parse(gridsat.kinds.get(kind).example).solve()
    again = result.with_answer(np.array(result.grid))
    assert again.to_json() == result.to_json() and json.dumps(again.to_json())
    assert result.figure(grid=np.array(result.grid)) is not None
    with pytest.raises(TypeError, match=r"^answer must be \d+ rows of \d+ whole numbers \(a list of lists\), got "
                                        r"ndarray "):
        result.with_answer(np.array(result.grid).ravel())
    with pytest.raises(TypeError, match=r"^grid must be \d+ rows of \d+ whole numbers \(a list of lists\), got str"):
        result.figure(grid="abc")


def test_a_cover_given_as_a_numpy_array_is_taken():
    # result.with_answer(np.array(result.cover)) was "answer must be a cover: ..., got ndarray"
    kind = gridsat.kinds.get("cover")
    result = kind.parse(kind.example).solve()
    assert result.with_answer(np.array(result.cover)).to_json() == result.to_json()
    with pytest.raises(TypeError, match=r"^answer must be a cover: a list of option indices from 0 to 9, got ndarray"):
        result.with_answer(np.array([[1, 2]]))


def test_a_packing_or_calendar_object_with_a_misspelt_field_is_read_by_its_kind(tmp_path):
    # gridsat.solve on {"board": "6x10", "pieces": "pentominoes", "one-sided": true} said "not a puzzle gridsat can
    # read", where gridsat pack names the field
    packing, calendar = tmp_path / "p.json", tmp_path / "c.json"
    packing.write_text('{"board": "6x10", "pieces": "pentominoes", "one-sided": true}')
    calendar.write_text('{"date": "2026-10-06", "edtion": "dragonfjord"}')
    with pytest.raises(gridsat.PuzzleInputError, match=r"unknown field 'one-sided' \(did you mean 'one_sided'\?\) "
                                                       r"\(fields: board, holes, kind, one_sided, pieces\)$"):
        gridsat.solve(str(packing))
    with pytest.raises(gridsat.PuzzleInputError, match=r"unknown field 'edtion' \(did you mean 'edition'\?\) "
                                                       r"\(fields: date, edition, kind, one_sided, place, weekday\)$"):
        gridsat.solve(str(calendar))
    both = tmp_path / "both.json"  # the fields of two kinds: neither guessed
    both.write_text('{"date": "2026-10-06", "board": "6x10", "pieces": "pentominoes"}')
    with pytest.raises(gridsat.PuzzleInputError, match=r'both\.json: a JSON object with no "kind" field: name its '
                                                       r'kind in it \("kind": "nurikabe", \.\.\.\) or pass kind='):
        gridsat.solve(str(both))
