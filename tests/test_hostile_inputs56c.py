"""Hostile pass 56, part c: the Python API and designers."""

from __future__ import annotations

import json

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

URL = "https://puzz.link/p?hitori/4/4/1114142333214213"
NOT_BOARD = f"{URL}: a puzzle's URL, not a board file: give it as the puzzle itself, not as its board"


def test_a_url_given_as_the_board_is_told_what_it_is():
    """`gridsat.pack(URL)` and `gridsat pack -b URL` said "cannot read board file: No such file or directory",
    where the same URL saved in a file given as the board was told it is a puzzle's URL."""
    with pytest.raises(PuzzleInputError) as err:
        gridsat.pack(URL)
    assert str(err.value) == NOT_BOARD


def test_a_url_given_as_the_pieces_or_edition_is_told_what_it_is():
    from gridsat.puzzles.calendar import load_edition

    with pytest.raises(PuzzleInputError) as err:
        gridsat.pack("6x10", URL)
    assert str(err.value) == f"{URL}: a puzzle's URL, not a piece file: give it as the puzzle itself, not as its " \
                             "pieces"
    with pytest.raises(PuzzleInputError) as err:
        load_edition(URL)
    assert str(err.value) == f"{URL}: a puzzle's URL, not an edition file: give it as the puzzle itself, not as " \
                             "its edition"


def test_another_sites_address_as_the_board_says_gridsat_opens_no_web_pages(run_cli):
    assert run_cli("pack", "-b", "http://example.com/board.txt") == (
        2, "", "gridsat: error: http://example.com/board.txt: a web address, not a board file: gridsat opens no web "
               "pages; save the file and give its name\n")


def test_a_url_as_the_board_on_the_command_line(run_cli):
    said = NOT_BOARD.replace("itself,", f"itself (gridsat solve '{URL}'),")  # the command that reads it (pass 60)
    assert run_cli("pack", "-b", URL) == (2, "", f"gridsat: error: {said}\n")


@pytest.mark.parametrize("field, words", [("board", "a board"), ("pieces", "a piece set")])
def test_a_json_puzzles_url_board_is_not_read_as_a_file_in_its_folder(tmp_path, field, words):
    """`{"board": URL, "pieces": "pentominoes"}` in a file said "/tmp/x/https:/puzz.link/p?...: cannot read board
    file: No such file or directory": the URL joined to the puzzle's folder, one slash lost."""
    data = {"board": "6x10", "pieces": "pentominoes", field: URL}
    (tmp_path / "p.json").write_text(json.dumps(data))
    with pytest.raises(PuzzleInputError) as err:
        gridsat.read(str(tmp_path / "p.json"))
    its = "its board" if field == "board" else "its pieces"
    assert str(err.value) == f"p.json: {field} '{URL}': a puzzle's URL, not {words}: give it as the puzzle itself, " \
                             f"not as {its}"


def test_a_calendar_records_url_edition(tmp_path):
    """It said "edition '...': no such file in the puzzle file's folder"."""
    (tmp_path / "c.json").write_text(json.dumps({"date": "01-01", "edition": URL}))
    with pytest.raises(PuzzleInputError) as err:
        gridsat.read(str(tmp_path / "c.json"))
    assert str(err.value) == f"c.json: edition '{URL}': a puzzle's URL, not an edition: give it as the puzzle " \
                             "itself, not as its edition"


def test_a_missing_board_file_is_still_named_missing():
    with pytest.raises(PuzzleInputError) as err:
        gridsat.pack("nosuch/board.txt")
    assert str(err.value) == "nosuch/board.txt: cannot read board file: No such file or directory"


@pytest.mark.parametrize("name, value, where", [
    ("engine", "cpsat", "Task('solve', engine='cpsat')"),
    ("options", gridsat.SolverOptions(), "Task('solve', options=gridsat.SolverOptions(...))")])
def test_kind_run_with_a_tasks_field_as_a_setting_says_where_it_goes(name, value, where):
    """`kind.run(puzzle, Task('solve'), engine='cpsat')` said "Hitori puzzles take no setting 'engine' (settings:
    none)", where `n=2` and `time_limit=1` were told where they go."""
    kind = gridsat.kinds.get("hitori")
    with pytest.raises(TypeError) as err:
        kind.run(kind.parse(URL), gridsat.Task("solve"), **{name: value})
    assert str(err.value) == f"{name} is a field of the task, not a setting: {where} (or puzzle.count(...), " \
                             "puzzle.solutions(...))"


def test_a_calendar_file_holding_a_json_array_with_a_url_is_told_calendars_read_none(tmp_path):
    """`gridsat.read(FILE, 'calendar')` of `["https://puzz.link/..."]` said "expected a JSON object, got an array",
    where pack, cover and Domino Fit said they read no URLs."""
    (tmp_path / "a.json").write_text(json.dumps([URL]))
    with pytest.raises(PuzzleInputError) as err:
        gridsat.read(str(tmp_path / "a.json"), "calendar")
    assert str(err.value) == "a.json: Calendar puzzle reads no URLs, only its puzzle's text"
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("calendar").parse(json.dumps([URL]))
    assert str(err.value) == "puzzle: Calendar puzzle reads no URLs, only its puzzle's text"


@pytest.mark.parametrize("page", ["calendar.md", "yinyang.md"])
def test_every_name_a_docs_python_line_lists_exists(page):
    """docs/yinyang.md's "Python:" line listed `solve_text`, which `gridsat.puzzles.yinyang` does not have (it met
    AttributeError)."""
    import importlib
    import re
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / page).read_text()
    line = re.search(r"^Python: `([\w.]+)` \((.*?)\)\.", text, re.S | re.M)
    module = importlib.import_module(line.group(1))
    names = re.findall(r"`([^`]+)`", line.group(2))
    missing = []
    for name in names:  # `make_calendar` -> `CalendarPuzzle.solve / count`: a class's methods after its first
        parts = [part.strip() for part in re.split(r"->|/", name)]
        owner = None
        for part in parts:
            head, _, method = part.partition(".")
            if method:
                owner = getattr(module, head, None)
                part = method
            found = getattr(owner, part, None) if owner is not None else getattr(module, part, None)
            if found is None:
                missing.append(part)
    assert missing == []


def test_a_kernel_counter_with_other_than_four_weights_is_refused():
    """Counters of 3 and 5 weights filled the 16 ints two counters take, each read shifted: the search counted 0
    tilings of a 2x4 board, silently; weights=5 met "'int' object is not iterable"."""
    from gridsat.puzzles.dominofit.kernel import Counter, search

    counters = [Counter("col", 0, (0, 0, 1), 2, 2), Counter("col", 1, (0, 0, 1, 1, 5), 0, 99)]
    with pytest.raises(ValueError) as err:
        search(2, 4, bytes([1] * 8), counters, limit=100)
    assert str(err.value) == "counter 0: weights must be 4 whole numbers (w_HL, w_HR, w_VT, w_VB), got (0, 0, 1)"
    with pytest.raises(ValueError) as err:
        search(2, 4, bytes([1] * 8), [Counter("col", 0, 5, 2, 2)], limit=100)
    assert str(err.value) == "counter 0: weights must be 4 whole numbers (w_HL, w_HR, w_VT, w_VB), got 5"
    assert search(2, 4, bytes([1] * 8), [Counter("col", 0, [0, 0, 1, 1], 2, 2)], limit=100).count == 3


def test_the_yinyang_kernels_limit_is_checked_and_a_huge_one_cut():
    """`kernel.search(givens, 10**40)` met OverflowError in the C call; a limit of True was taken as 1, and a given
    True as a white circle where 0.0 was refused."""
    from gridsat.puzzles.yinyang import kernel

    empty = [[0, 0], [0, 0]]
    assert kernel.search(empty, 10**40).count == 12  # 16 colourings less the 2 of one colour and the 2 diagonal
    with pytest.raises(TypeError) as err:
        kernel.search(empty, True)
    assert str(err.value) == "limit must be a whole number, got bool True"
    with pytest.raises(PuzzleInputError) as err:
        kernel.search([[True, 0], [0, 0]], 10)
    assert str(err.value) == "givens: r1c1: True is not 0, 1 or 2"


def test_the_yinyang_kernels_node_budget_and_cpu_seconds_are_checked():
    """`kernel.uniqueness(givens, max_nodes=10**40)` met OverflowError; `cpu_seconds='x'` met "'<' not supported
    between instances of 'int' and 'str'"."""
    from gridsat.puzzles.yinyang import kernel

    assert kernel.uniqueness([[0, 0], [0, 0]], max_nodes=10**40).verdict == "not_unique"
    for bad in ("x", float("nan")):
        with pytest.raises(TypeError) as err:
            kernel.search([[0, 0], [0, 0]], 2, cpu_seconds=bad)
        assert str(err.value) == f"cpu_seconds must be a number of seconds, 0 or more, or None, got {bad!r}"


def test_the_yinyang_kernels_rules_must_be_a_list_of_names():
    """`kernel.deduce(givens, rules='triple')` said "unknown Yin-Yang rule 't'"; rules=5 met "'int' object is not
    iterable"."""
    from gridsat.puzzles.yinyang import kernel

    for bad, shown in (("triple", "'triple'"), (5, "5")):
        with pytest.raises(TypeError) as err:
            kernel.deduce([[0, 0, 0], [0, 1, 0]], rules=bad)
        assert str(err.value) == ("rules must be a list of rule names (of triple, checker, border, reach, cut, tree, "
                                  f"parity, region, probe_root, probe), got {shown}")


def test_a_saved_hint_or_answer_read_from_python_is_told_pythons_way(tmp_path, run_cli):
    """`gridsat.read(FILE)` of a saved hint said "gridsat hint PUZZLE --position FILE", of a saved answer "run
    gridsat batch with --check-answer": the command line's options in a Python call."""
    (tmp_path / "h.txt").write_text("next step (rule: one): r1c1 is shaded\n")
    (tmp_path / "a.txt").write_text("\u2588\u2588 1\n1 \u2588\u2588\nsolved in 0.01 s (search)\n")
    with pytest.raises(PuzzleInputError) as err:
        gridsat.read(str(tmp_path / "h.txt"))
    assert str(err.value) == ("h.txt: a hint as gridsat prints it, not a puzzle: give the puzzle itself (its file or "
                              "URL); a board hint drew is a position: kind.hints(puzzle, start=...) takes it")
    with pytest.raises(PuzzleInputError) as err:
        gridsat.read(str(tmp_path / "a.txt"))
    assert str(err.value).endswith("run gridsat.batch.run.run_batch with check_answer=True")
    assert run_cli("solve", str(tmp_path / "h.txt"))[2].endswith("gridsat hint PUZZLE --position FILE\n")
