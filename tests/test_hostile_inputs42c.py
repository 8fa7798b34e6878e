"""Hostile pass 42, part C: the Python API and designers."""

import pytest

from gridsat import PuzzleInputError
from gridsat.core.hints import Deduction


def test_deduction_cut_before_any_step_says_so():
    # a limit after the uniqueness proof but before the first step printed "one answer" alone
    assert str(Deduction(verdict="unique", complete=False)) == "one answer; no steps (cut short)"
    assert str(Deduction(verdict="several", complete=False)) == "several answers; no steps (cut short)"
    assert str(Deduction(verdict="unique", complete=True)) == "one answer"


def _edited_results(tmp_path, field, value):
    import json
    import shutil

    from gridsat.batch import run_batch

    folder = tmp_path / "p"
    folder.mkdir()
    shutil.copy("examples/batch/yinyang-6x6.url", folder)
    out = tmp_path / "out.jsonl"
    run_batch([str(folder)], str(out), jobs=1, unique=True)
    record = json.loads(out.read_text())
    record[field] = value
    out.write_text(json.dumps(record) + "\n")
    return folder, out


@pytest.mark.parametrize("field, value", [("uniqueness", "maybe"), ("kind", "zzz")])
def test_batch_line_edited_to_no_verdict_or_kind_is_refused(tmp_path, field, value):
    # a results line edited to uniqueness "maybe" was kept as done, and the summary's verdicts left it out
    # (5 solved, 4 verdicts); one edited to kind "zzz" kept too
    from gridsat.batch import run_batch

    folder, out = _edited_results(tmp_path, field, value)
    with pytest.raises(PuzzleInputError) as caught:
        run_batch([str(folder)], str(out), jobs=1, unique=True)
    assert str(caught.value) == (f"{out}: line 1 is not a JSON record with a key (its {field!r} is {value!r}); this "
                                 "file was not written by gridsat or was edited, or holds another command's results: "
                                 "choose another output file")  # (the seventy-fifth pass: the field named)


def test_batch_line_with_real_verdict_and_kind_still_resumes(tmp_path):
    from gridsat.batch import run_batch

    folder, out = _edited_results(tmp_path, "uniqueness", "unique")
    summary = run_batch([str(folder)], str(out), jobs=1, unique=True)
    assert (summary.new, summary.skipped, dict(summary.tally.verdicts)) == (0, 1, {"unique": 1})


def test_first_step_only_is_not_graded_as_the_puzzle():
    # kind.hints(puzzle, first=True) printed "one answer; 1 step, grade easy" and its to_json() graded "easy", of a
    # puzzle whose steps grade medium
    import gridsat

    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    first = kind.hints(puzzle, first=True)
    assert str(first).splitlines()[0] == "one answer; 1 step (only the next one: first=True)"
    assert "grade" not in first.to_json()
    assert kind.hints(puzzle).to_json()["grade"]["grade"] == "medium"
    # a first step that finishes the puzzle is its whole way: graded
    pack = gridsat.kinds.get("pack")
    one = pack.hints(pack.parse('{"board": "1x3", "pieces": {"I": "###"}}'), first=True)
    assert str(one).splitlines()[0] == "one answer; 1 step, grade easy"


@pytest.fixture(scope="module")
def census():
    from gridsat.puzzles.calendar.census import run_census

    return run_census("dragonfjord")


@pytest.mark.parametrize("bins, error, message", [
    (0, PuzzleInputError, "bins must be 1 or more, got 0"),  # met ZeroDivisionError
    (-1, PuzzleInputError, "bins must be 1 or more, got -1"),  # gave ranges of one count each
    (True, TypeError, "bins must be a whole number of ranges, got bool True"),
    (2.5, TypeError, "bins must be a whole number of ranges, got float 2.5"),  # "'float' object cannot be ..."
    (None, TypeError, "bins must be a whole number of ranges, got NoneType None"),
])
def test_census_histogram_refuses_bad_bins(census, bins, error, message):
    with pytest.raises(error) as caught:
        census.histogram(bins)
    assert str(caught.value) == message


def test_census_histogram_numpy_bins_give_plain_numbers(census):
    import json

    import numpy as np

    ranges = census.histogram(np.int64(3))  # its ranges were numpy numbers JSON cannot write
    assert json.loads(json.dumps(ranges)) == ranges == census.histogram(3)
    assert [r["dates"] for r in ranges] == [234, 114, 18]


def test_census_figures_refuse_a_title_of_another_type(census):
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.draw import census_figure
    from gridsat.puzzles.calendar.draw_census import census_board_figure

    for draw in (lambda: census.figure(title=5), lambda: census_figure(census, title=5),
                 lambda: census_board_figure(census, load_edition("dragonfjord").board, title=5)):
        with pytest.raises(TypeError) as caught:  # met "unsupported operand type(s) for +=: 'int' and 'str'"
            draw()
        assert str(caught.value) == "title must be a string or None, got int 5"


def test_census_extreme_refuses_a_pick_that_is_no_function(census):
    with pytest.raises(TypeError) as caught:  # met "'str' object is not callable"
        census.extreme("min")
    assert str(caught.value) == "pick must be min or max (a function of the counts), got str 'min'"
    assert census.extreme(min) == {"count": 7, "dates": ["10-06"]}
