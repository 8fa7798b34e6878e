"""What a new user, working from the README alone, tripped over in the
eighteenth pass: each case is the exact line, record or picture a user gets now."""

from __future__ import annotations

import json
from gridsat.puzzles.kinds import names

KINDS = ", ".join(names())  # every registered kind (was written out: a new kind edited it)


def test_an_unsolved_genres_url_is_named_even_with_a_variant_field(run_cli):
    """`gridsat solve 'https://puzz.link/p?simpleloop/v:/11/11/...'` (penpa-edit's own test URL) said
    "URL: not a puzzle gridsat can read": the 'v:' field (or a bad size) hid the genre the URL names,
    while the same URL without it said "a 'simpleloop' puzzle: a genre gridsat does not solve"."""
    for url in ("https://puzz.link/p?simpleloop/v:/11/11/0408080080k400g014000024g",
                "https://puzz.link/p?simpleloop/0/11/0408"):
        assert run_cli("solve", url) == (
            2, "", f"gridsat: error: URL: a 'simpleloop' puzzle: a genre gridsat does not solve (kinds: {KINDS})\n")
    assert run_cli("solve", "https://puzz.link/p?mashuu/v:/6/6/1063000i3000")[2] == (
        "gridsat: error: URL: a 'mashuu' puzzle: a genre gridsat does not solve (did you mean 'mashu', gridsat's "
        f"masyu?) (kinds: {KINDS})\n")
    # a genre gridsat has keeps its own reader's line
    assert run_cli("solve", "https://puzz.link/p?nurikabe/0/0/")[2] == (
        "gridsat: error: Nurikabe: URL column count '0' is not a whole number from 1 to 1000\n")


def _thick_segments(fig) -> set:
    """The thick (piece and board) borders of a region picture, as sorted corner pairs."""
    from matplotlib.collections import LineCollection

    lines = [c for c in fig.axes[0].collections if isinstance(c, LineCollection)]
    return {tuple(sorted(map(tuple, seg.tolist()))) for line in lines for seg in line.get_segments()}


def test_a_date_or_a_hole_on_the_board_edge_keeps_the_board_outline():
    """`gridsat calendar 2026-12-31 --png` drew the uncovered 31 (bottom row) and Dec (right end of its
    row) with thin grey outer sides, as if hanging off the board; so did a hole on the edge of
    `gridsat pack --board 5x13 --holes --png`. The board's edge is now thick round them too."""
    from gridsat.puzzles.calendar import solve_calendar

    result = solve_calendar("2026-12-31")
    segs = _thick_segments(result.figure())
    assert result.puzzle.uncovered == {"Dec": (1, 5), "31": (6, 2)}
    assert {((2.0, 7.0), (3.0, 7.0)), ((3.0, 6.0), (3.0, 7.0))} <= segs  # 31: bottom, right
    assert ((6.0, 1.0), (6.0, 2.0)) in segs  # Dec: right
    # the edge between two blanks stays thin (a board's inner grid line), pieces keep their borders
    from gridsat.render.picture import draw_regions

    segs = _thick_segments(draw_regions(1, 3, {(0, 0): "A"}, blanks={(0, 1), (0, 2)}))
    assert ((2.0, 0.0), (2.0, 1.0)) not in segs and {((3.0, 0.0), (3.0, 1.0)), ((1.0, 0.0), (1.0, 1.0))} <= segs


def test_a_misspelt_cpsat_parameter_gets_the_name_cpsat_has(run_cli):
    """An OR learner's `gridsat pack --engine cpsat --params max_time_in_second:3` got protobuf's "has no
    field named" and no hint of the real name among CP-SAT's 300-odd parameters."""
    code, out, err = run_cli("pack", "--engine", "cpsat", "--params", "max_time_in_second:3")
    assert (code, out) == (2, "") and err == (
        "gridsat: error: bad CP-SAT parameters 'max_time_in_second:3': 1:1 : Message type "
        "\"operations_research.sat.SatParameters\" has no field named \"max_time_in_second\". "
        "(did you mean 'max_time_in_seconds'?)\n")


def test_a_yinyang_position_or_answer_is_told_in_cells_not_circles(run_cli, tmp_path, monkeypatch):
    """`gridsat hint PUZZLE --position mine.txt` with a 'W' in mine.txt said "symbol 'W' is not 0 (empty),
    1 (white circle) or 2 (black circle)": the puzzle's vocabulary, while a position's 1 and 2 are the
    player's white and black cells (as `hint --help` says); a batch's recorded solution said the same."""
    from pathlib import Path

    example = str(Path(__file__).parents[1] / "examples" / "yinyang-10x10.txt")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.txt").write_text("W W . .\n")
    assert run_cli("hint", example, "--position", "mine.txt") == (
        2, "", "gridsat: error: mine.txt: line 1, column 1: symbol 'W' is not 0 (undecided), 1 (white) or 2 (black)\n")
    url = "https://puzz.link/p?yinyang/6/6/6a166b230900"
    (tmp_path / "c.jsonl").write_text(json.dumps({"puzzle": url, "solution": "BWBWBW"}) + "\n")
    run_cli("batch", "c.jsonl", "--out", "r.jsonl", "--check-answer", "-q", "-j", "1")
    record = json.loads((tmp_path / "r.jsonl").read_text())
    assert (record["status"], record["error"]) == (
        "bad_input", "c.jsonl: line 1: 'solution': line 1, column 1: symbol 'B' is not 1 (white) or 2 (black)")
    # the puzzle itself keeps its own words
    (tmp_path / "p.txt").write_text("0 W\n")
    assert run_cli("yinyang", "p.txt")[2] == (
        "gridsat: error: p.txt: line 1, column 2: symbol 'W' is not 0 (empty), 1 (white circle) or 2 (black circle)\n")


def test_the_python_api_names_the_task_or_option_a_command_line_habit_gave():
    """`gridsat.solve(FILE, unique=True)` (as `--unique`) said "Yin-Yang puzzles take no setting 'unique'
    (settings: none)", `time_limit=5` the same, and so did a puzzle's own `solve(unique=True)`: nothing said
    where they go."""
    import pytest

    from pathlib import Path

    import gridsat

    example = str(Path(__file__).parents[1] / "examples" / "yinyang-10x10.txt")
    _, puzzle = gridsat.read(example)
    for call in (lambda **kw: gridsat.solve(example, **kw), puzzle.solve, puzzle.count):
        with pytest.raises(TypeError) as caught:
            call(unique=True)
        assert str(caught.value) == ("unique is a task, not a setting: puzzle.uniqueness(), or "
                                     "gridsat.solve(..., task='unique')")
        with pytest.raises(TypeError) as caught:
            call(time_limit=5)
        assert str(caught.value) == ("time_limit is a solver option, not a setting: "
                                     "options=gridsat.SolverOptions(time_limit=...)")
    with pytest.raises(TypeError) as caught:
        gridsat.solve(example, limit=2)
    assert str(caught.value) == ("limit is a field of the task, not a setting: puzzle.count(limit=N) (the "
                                 "puzzle: kind, puzzle = gridsat.read(spec))")
    assert gridsat.solve(example, task="unique", options=gridsat.SolverOptions(time_limit=5)).uniqueness.value == "unique"
    with pytest.raises(gridsat.PuzzleInputError, match="Yin-Yang puzzles take no setting 'rule'"):
        gridsat.solve(example, rule="dot")  # a real setting's name is still the kind's to judge


def test_a_collections_bad_line_is_named_once_in_the_summary(run_cli, tmp_path, monkeypatch):
    """`gridsat batch urls.jsonl --out r.jsonl` summed up a bad line as "urls.jsonl:2 (line 2: a 'kakuro'
    puzzle: ...": the line twice, the error's own prefix left in."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "urls.jsonl").write_text("https://puzz.link/p?sudoku/4/4/g1k23k3g\nhttps://puzz.link/p?kinkonkan/2/2/k...-5\n")
    code, out, _ = run_cli("batch", "urls.jsonl", "--out", "r.jsonl", "-j", "1")
    assert code == 0 and "bad input: urls.jsonl:2 (a 'kinkonkan' puzzle: a genre gridsat does not solve (kinds: " \
                         f"{KINDS}))\n" in out  # the only one refused: said whole


SUDOKU_81 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"  # Wikipedia's Sudoku


def test_a_sudoku_written_without_spaces_is_read(run_cli, tmp_path, monkeypatch):
    """A puzzle solver's Sudoku in the form most tools write (81 characters in one line, or 9 lines of 9, '.'
    or 0 empty) got "line 1: '53..7....6..'... (81 characters) is too long for a cell (at most 8)" from
    `gridsat sudoku`, and "not a puzzle gridsat can read" from `gridsat solve`."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "one.txt").write_text(SUDOKU_81 + "\n")
    (tmp_path / "nine.txt").write_text("\n".join(SUDOKU_81[9 * r:9 * r + 9].replace(".", "0") for r in range(9)))
    first = "5 3 4 6 7 8 9 1 2 \n"
    for args in (("sudoku", "one.txt"), ("solve", "one.txt"), ("solve", "nine.txt")):
        code, out, err = run_cli(*args, "--unique")
        assert (code, err) == (0, "") and out.startswith(first) and "unique: no other answer exists\n" in out
    # rows of 0, 1 and 2 alone stay a Yin-Yang text grid; a digit too large is named where it is
    (tmp_path / "yy.txt").write_text("0120\n0000\n0000\n0000\n")
    assert run_cli("solve", "yy.txt", "--json")[1].startswith('{"kind": "yinyang"')
    (tmp_path / "bad.txt").write_text("..5.............\n")
    assert run_cli("solve", "bad.txt") == (2, "", "gridsat: error: bad.txt: row 1, column 3: given 5 is not a "
                                                  "digit from 1 to 4\n")


def test_a_file_of_one_line_sudokus_points_to_batch(run_cli, tmp_path, monkeypatch):
    """A level collection of one-line Sudokus (top95.txt and the like) given to `gridsat solve` or
    `gridsat sudoku` got "not a puzzle gridsat can read" or "too long for a cell"."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "top.txt").write_text(SUDOKU_81 + "\n" + SUDOKU_81.replace("5", ".", 1) + "\n")
    said = ("2 lines, each a {}: a file holds one puzzle; gridsat batch reads a list of puzzles, one a line, from a "
            "file whose name ends in .jsonl")
    assert run_cli("solve", "top.txt") == (2, "", "gridsat: error: top.txt: " + said.format("puzzle") + "\n")
    assert run_cli("sudoku", "top.txt") == (2, "", "gridsat: error: top.txt: " + said.format("Sudoku") + "\n")
    (tmp_path / "top.jsonl").write_text((tmp_path / "top.txt").read_text())
    assert run_cli("batch", "top.jsonl", "--out", "r.jsonl", "-q", "-j", "1")[0] == 0
    records = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert sorted((r["line"], r["kind"], r["status"]) for r in records) == [(1, "sudoku", "solved"), (2, "sudoku", "solved")]


def test_a_label_layout_says_how_to_play_it():
    """A calendar maker's `gridsat calendar --layout labels -e dragonfjord --out L.jsonl` printed the best board's
    rows and stopped there, while the design search says which edition line plays its design. The layout now
    says it too; the rows and line below, saved as a file, are an edition `--census -e FILE` counts."""
    from gridsat.puzzles.calendar.design_modes import LayoutReport

    rows = ["Jul 14  4   11  13  Mar .", "30  22  Sep 23  Jan 28  .", "15  Feb 25  5   20  8   Aug",
            "7   18  1   26  31  16  19", "29  3   2   10  17  Nov 9", "6   May 27  Apr 24  21  Jun",
            "Dec 12  Oct .   .   .   ."]
    data = {"mode": "labels", "objective": "most-fewest", "complete": True,
            "best": {"rows": rows, "fewest": {"count": 19}, "most": {"count": 305}, "cv": 0.553}}
    lines = LayoutReport(data, None, ("O6", "U5", "V5", "Z5", "L5", "N5", "Y5", "P5")).text()
    assert lines[1:8] == rows and lines[8] == (
        r"to play it: these rows under a '\[board mine]' line of an edition file, and under '\[editions]' the line "
        "'mine = mine : O6 U5 V5 Z5 L5 N5 Y5 P5'")  # rich markup: printed '[board mine]', '[editions]'
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.census import run_census

    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "mine.txt"
        path.write_text("[board mine]\n" + "\n".join(rows) + "\n[editions]\nmine = mine : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
        assert run_census(load_edition(str(path))).to_json()["fewest"]["count"] == 19


def test_a_date_or_a_board_given_to_parse_is_named():
    """An OR learner's `gridsat.kinds.get("calendar").parse("2026-10-06")` (after the README's pack example
    `.parse('{"board": "3x20", ...}')`) said "not valid JSON: Extra data at line 1, column 5", and
    `kinds.get("pack").parse("6x10")` "...column 2": nothing said a date or a board is not a puzzle file."""
    import pytest

    import gridsat

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.kinds.get("calendar").parse("2026-10-06")
    assert str(caught.value) == ("puzzle: '2026-10-06' is a date, not a calendar puzzle file (JSON): give the date "
                                 "itself (gridsat calendar 2026-10-06; in Python, gridsat.calendar('2026-10-06')); as a "
                                 'puzzle file (for hint, grade or batch): {"kind": "calendar", "date": "2026-10-06"}')
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.kinds.get("pack").parse("6x10")
    assert str(caught.value) == ("puzzle: '6x10' is a board, not a packing puzzle file (JSON): gridsat pack --board "
                                 "6x10; in Python, gridsat.pack('6x10'); as a puzzle file (for hint, grade or batch): "
                                 '{"kind": "pack", "board": "6x10"}')
    with pytest.raises(gridsat.PuzzleInputError, match=r"^puzzle: a pack puzzle is a JSON object such as .*, got "
                                                      r"'garbage'$"):
        gridsat.kinds.get("pack").parse("garbage")  # any other word: what a puzzle file is


def test_a_misspelt_board_or_piece_set_gets_the_name(run_cli):
    """`-e DragonFjord` is read as dragonfjord, but `gridsat pack --pieces Pentominoes` and `--board 8X8-centre`
    (or `8x8-center`) were refused with no hint of the name meant, unlike a misspelt edition."""
    sets = "give a piece file or one of: pentominoes, tetrominoes, hexominoes (NAME*K for K copies of each piece)"
    assert run_cli("pack", "--pieces", "Pentomino") == (  # (in other capitals a set's name is read: test_lead38.py)
        2, "", f"gridsat: error: unknown piece set 'Pentomino' (did you mean 'pentominoes'?): {sets}\n")
    assert run_cli("pack", "--pieces", "heptominoes")[2] == (  # a piece set gridsat lacks, not a typo
        f"gridsat: error: unknown piece set 'heptominoes': {sets}\n")
    for board in ("8X8-centre", "8x8-center"):
        assert run_cli("pack", "--board", board) == (
            2, "", f"gridsat: error: unknown board {board!r} (did you mean '8x8-centre'?): give RxC (e.g. 6x10), a "
                   "mask file, or one of: 8x8-centre\n")


def test_a_binary_model_loads_as_the_readme_says(run_cli, tmp_path):
    """The README showed how to load an `--export-model m.txt` into plain OR-Tools, but not the `.pb` it also
    offers: OR-Tools 9.15's CpModel proto has no ParseFromString. The README's added line loads and solves it."""
    from pathlib import Path

    from ortools.sat import cp_model_pb2
    from ortools.sat.python import cp_model

    example = str(Path(__file__).parents[1] / "examples" / "yinyang-10x10.txt")
    path = tmp_path / "m.pb"
    assert run_cli("yinyang", example, "--export-model", str(path))[0] == 0
    p = cp_model_pb2.CpModelProto()
    p.ParseFromString(path.read_bytes())
    model = cp_model.CpModel()
    model.Proto().parse_text_format(str(p))
    assert cp_model.CpSolver().solve(model) == cp_model.OPTIMAL
    readme = (Path(__file__).parents[1] / "README.md").read_text()
    assert ('`p = cp_model_pb2.CpModelProto(); p.ParseFromString(open("m.pb", "rb").read())`, then '
            '`parse_text_format(str(p))`') in readme


def test_the_python_solve_takes_a_calendar_date_with_its_kind_as_read_does():
    """`gridsat.solve("2026-10-06", kind="calendar")` said "cannot read puzzle file: No such file or directory"
    while `gridsat.read("2026-10-06", kind="calendar")` and `gridsat solve 2026-10-06 --kind calendar` build the
    date's puzzle."""
    import gridsat

    result = gridsat.solve("2026-10-06", kind="calendar", edition="weekday")
    assert (result.status.value, result.puzzle.edition.name) == ("solved", "weekday")
    assert gridsat.read("2026-10-06", kind="calendar")[1].uncovered == {"Oct": (1, 3), "6": (2, 5)}


def test_batch_on_dask_refuses_before_its_progress_bar(run_cli, tmp_path, monkeypatch):
    """`gridsat batch examples/batch --out r.jsonl --dask tcp://scheduler:8786` (the README's line) without the
    dask extra, or with nothing at the address, drew "solving 0/5 0:00:00" before its one-line error."""
    import sys
    from pathlib import Path

    folder = str(Path(__file__).parents[1] / "examples" / "batch")
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("batch", folder, "--out", "r.jsonl", "--dask", "tcp://127.0.0.1:1")
    assert (code, out) == (2, "") and err.startswith("gridsat: error: cannot reach the Dask scheduler at "
                                                     "tcp://127.0.0.1:1: nothing listens there (")
    assert err.count("\n") == 1 and "solving" not in err
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # as without the extra: the import fails
    assert run_cli("batch", folder, "--out", "r.jsonl", "--dask", "tcp://127.0.0.1:1") == (
        2, "", "gridsat: error: --dask needs the dask extra: pip install 'gridsat[dask]'\n")
    assert not (tmp_path / "r.jsonl").exists()


def test_a_bad_character_in_a_short_ternary_url_is_named_not_called_cut_short(run_cli):
    """The web page's `https://puzz.link/p?yinyang/6/6/zzz` said "URL body ends after 3 characters ... (is the
    URL cut short?)": 'z' is no base-27 digit, which every other codec names first."""
    assert run_cli("yinyang", "https://puzz.link/p?yinyang/6/6/zzz") == (
        2, "", "gridsat: error: Yin-Yang: URL body character 1 is 'z'; expected one of 0-9, a-q\n")
    assert run_cli("solve", "https://puzz.link/p?mashu/6/6/zz")[2] == (
        "gridsat: error: Masyu: URL body character 1 is 'z'; expected one of 0-9, a-q\n")
    assert run_cli("yinyang", "https://puzz.link/p?yinyang/6/6/6a1")[2] == (  # valid but short: cut short
        "gridsat: error: Yin-Yang: URL body ends after 3 characters, missing 9 of its 12 characters (3 cells per "
        "character) (is the URL cut short?)\n")
