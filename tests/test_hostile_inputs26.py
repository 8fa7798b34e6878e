"""Faults found by the twenty-sixth hostile pass over the command line, kept as tests."""

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"
YINYANG = "tests/data/yinyang/janko_001_6x6.txt"


def _drawing(run_cli, *args):
    code, out, err = run_cli(*args)
    assert code == 0, err
    return out


@pytest.mark.parametrize(("puzzle", "cut", "said"), [
    (NURIKABE, lambda rows: rows[:2], "the drawn board has 2 rows of 5 cells; the puzzle has 5 rows of 5"),
    (NURIKABE, lambda rows: rows + rows[-1:], "the drawn board has 6 rows of 5 cells; the puzzle has 5 rows of 5"),
    (NURIKABE, lambda rows: [r + "██" for r in rows], "the drawn board has 5 rows of 6 cells; the puzzle has 5 rows "
                                                       "of 5"),
    (HITORI, lambda rows: rows[:3], "the drawn board has 3 rows of 4 cells; the puzzle has 4 rows of 4"),
    (YINYANG, lambda rows: rows[:4], "the drawn board has 4 rows of 6 cells; the puzzle has 6 rows of 6"),
    (YINYANG, lambda rows: [r + "██" for r in rows], "the drawn board has 6 rows of 7 cells; the puzzle has 6 rows "
                                                      "of 6"),
])
def test_drawn_position_of_another_size_named_as_such(run_cli, tmp_path, puzzle, cut, said):
    """`gridsat hint PUZZLE --position FILE` with the board as gridsat draws it but a row cut off (a copy and
    paste short of a line) said "line 1, column 1: '·' is not 0 or ? (undecided), ..." of a symbol the drawings
    use, and a Yin-Yang drawing with a column too many was read with that column dropped, hinting on a position
    the player never gave: the sizes are now named."""
    drawn = _drawing(run_cli, "solve", puzzle).splitlines()
    board = [line for line in drawn if line.strip() and not line.startswith(("solved", "██ shaded, · unshaded"))]
    path = tmp_path / "position.txt"
    path.write_text("\n".join(cut(board)) + "\n", encoding="utf-8")
    assert run_cli("hint", puzzle, "--position", str(path)) == (2, "", f"gridsat: error: {path}: {said}\n")


@pytest.mark.parametrize("puzzle", [NURIKABE, YINYANG])
def test_drawn_position_of_the_right_size_still_read(run_cli, tmp_path, puzzle):
    """The whole drawing (an answer) is still read as the player's position."""
    path = tmp_path / "position.txt"
    path.write_text(_drawing(run_cli, "solve", puzzle), encoding="utf-8")
    code, out, err = run_cli("hint", puzzle, "--position", str(path))
    assert (code, err) == (0, "")
    assert out.startswith("solved: every cell is decided and the position is an answer")


DOMINOFIT = "tests/data/dominofit/game0_7x7_b5.dot.json"


@pytest.mark.parametrize(("cut", "said"), [
    (lambda lines: lines[:7], "the drawn board has 6 rows of 7 cells; the board has 7 rows of 7"),
    (lambda lines: lines[1:7], "the drawn board has 6 rows of 7 cells; the board has 7 rows of 7"),
    (lambda lines: [lines[0]] + [line[:14] + "^ " + line[14:] for line in lines[1:8]],
     "the drawn board has 7 rows of 8 cells; the board has 7 rows of 7"),
])
def test_drawn_domino_fit_position_of_another_size_named_as_such(run_cli, tmp_path, cut, said):
    """`gridsat hint game.json --position FILE` with the Domino Fit board as gridsat draws it, its last row cut
    off, said "r1c1: '3' is not < > ^ v . or #" of the column targets, or "the position has 6 rows" counting the
    targets as a row; a column added before the row targets was left unread: the sizes are now named."""
    lines = _drawing(run_cli, "solve", DOMINOFIT).splitlines()
    path = tmp_path / "position.txt"
    path.write_text("\n".join(cut(lines)) + "\n", encoding="utf-8")
    assert run_cli("hint", DOMINOFIT, "--position", str(path)) == (2, "", f"gridsat: error: {path}: {said}\n")


def test_domino_fit_plain_marks_still_read(run_cli, tmp_path):
    """Rows of plain marks ('#' blocked, '.' uncovered) are still read as the reader takes them."""
    path = tmp_path / "position.txt"
    path.write_text(". . . . . # ^\n. . . . . . v\n. . . . . . .\n. # . . . . .\n. . . . . # #\n. . . . . . .\n"
                    ". . . . . . #\n", encoding="utf-8")
    code, out, err = run_cli("hint", DOMINOFIT, "--position", str(path))
    assert (code, err) == (0, "")
    assert out.startswith("next step (rule: only_piece): r6c7 can only be covered by the horizontal domino")


PACK = '{"kind": "pack", "board": "3x20"}'


@pytest.mark.parametrize("command", ["solve", "hint"])
@pytest.mark.parametrize("kind", ["pack", "calendar"])
def test_placing_kinds_read_the_board_as_gridsat_draws_it(run_cli, tmp_path, command, kind):
    """`gridsat hint PUZZLE --position FILE` with FILE the board as 'hint' draws it ('hint --help' says it is
    read) said "the position has 4 rows; the board has 3 rows" for a packing (its sentence line counted) and "9
    rows; the board has 7 rows" for a calendar (its title and status lines), where the shading kinds' drawings
    were read: the lines of words around the board are now left out."""
    if kind == "pack":
        (tmp_path / "p.json").write_text(PACK)
        puzzle = [str(tmp_path / "p.json")]
    else:
        puzzle = ["2026-12-04", "-k", "calendar"]
    path = tmp_path / "position.txt"
    path.write_text(_drawing(run_cli, command, *puzzle), encoding="utf-8")
    code, out, err = run_cli("hint", *puzzle, "--position", str(path))
    assert (code, err) == (0, "")
    assert out.startswith("solved: every cell is decided" if command == "solve" else "next step (")


def test_a_drawn_calendar_row_with_a_wrong_piece_is_still_named(run_cli, tmp_path):
    """A board row with a piece the set lacks is no line of words: it is named, not left out."""
    drawn = _drawing(run_cli, "calendar", "12-04").splitlines()
    path = tmp_path / "position.txt"
    path.write_text("\n".join(line + " X5" for line in drawn) + "\n", encoding="utf-8")
    assert run_cli("hint", "2026-12-04", "-k", "calendar", "--position", str(path)) == (
        2, "", f"gridsat: error: {path}: row 1, column 7: 'X5' is no piece of the set (pieces: L5 N5 O6 P5 U5 V5 Y5 "
               "Z5)\n")


@pytest.mark.parametrize(("puzzle", "engine", "flag", "said"), [
    (NURIKABE, "exact", "--model-stats", "unknown engine 'exact' for Nurikabe puzzles; use one of: auto, logic, cpsat"),
    (HITORI, "logic", "--model-stats", "unknown engine 'logic' for Hitori puzzles; use one of: auto, search, cuts, cpsat"),
    ("https://puzz.link/p?sudoku/4/4/g1k23k3g", "logic", "--model-stats",
     "unknown engine 'logic' for Sudoku puzzles; use one of: auto, exact, cpsat"),
])
def test_model_stats_of_an_engine_the_kind_lacks_names_the_engine_unknown(run_cli, puzzle, engine, flag, said):
    """`gridsat solve NURIKABE --engine exact --model-stats` said "the exact engine has no CP-SAT model; ... need
    --engine cpsat", of an engine Nurikabe does not have (without --model-stats: "unknown engine 'exact' for
    nurikabe"): the engine is now named unknown, with the kind's engines."""
    assert run_cli("solve", puzzle, "--engine", engine, flag) == (2, "", f"gridsat: error: {said}\n")


@pytest.mark.parametrize(("args", "option", "value", "command"), [
    (("solve", NURIKABE, "-t", "1e400"), "'--time-limit' / '-t'", "1e400", "solve"),
    (("solve", NURIKABE, "-t", "-1E400"), "'--time-limit' / '-t'", "-1E400", "solve"),
    (("hint", NURIKABE, "--memory-limit", "1e999"), "'--memory-limit'", "1e999", "hint"),
    (("generate", "yinyang", "--total-time", "1e400"), "'--total-time'", "1e400", "generate yinyang"),
    (("generate", "dominofit", "--blocked", "1e400"), "'--blocked'", "1e400", "generate dominofit"),
])
def test_a_number_past_a_floats_range_is_quoted_as_written(run_cli, args, option, value, command):
    """`gridsat solve URL -t 1e400` said "-t/--time-limit must be below a billion seconds ..., got inf" and
    `generate yinyang --total-time 1e400` "got inf", a word the user never typed ('-t 0' was fixed to say "got
    0", not "got 0.0"): the number is now quoted as written."""
    end = "smallest number (about -1.8e308)" if value.startswith("-") else "largest number (about 1.8e308)"
    assert run_cli(*args) == (2, "", f"gridsat: error: Invalid value for {option}: '{value}' is past the {end} "
                                     f"(see 'gridsat {command} --help')\n")


def test_domino_fit_position_as_hint_json_prints_it(run_cli, tmp_path):
    """`gridsat hint game.json --json > h.json` then `hint game.json --position h.json` ('--position' help: "the
    grid as 'hint --json' prints its grid") said "the position has 1 row; the board has 7 rows": the record, or
    its "grid" alone, is now read, and a value that is no mark is named."""
    import json

    code, out, err = run_cli("hint", DOMINOFIT, "--json")
    assert code == 0, err
    record = tmp_path / "h.json"
    record.write_text(out)
    grid = tmp_path / "grid.json"
    grid.write_text(json.dumps(json.loads(out)["grid"]))
    for path in (record, grid):
        code, said, err = run_cli("hint", DOMINOFIT, "--position", str(path))
        assert (code, err) == (0, "")
        assert said.startswith("next step (rule: only_piece): r6c7 can only be covered by the horizontal domino")
    rows = json.loads(out)["grid"]
    rows[2][0] = 3
    grid.write_text(json.dumps(rows))
    assert run_cli("hint", DOMINOFIT, "--position", str(grid)) == (
        2, "", f"gridsat: error: {grid}: a position in JSON is rows of 0 (not yet covered) and marks '#' '<' '>' '^' "
               "'v', got 3 at r3c1\n")
    grid.write_text('{"steps": []}')
    assert run_cli("hint", DOMINOFIT, "--position", str(grid)) == (
        2, "", f"gridsat: error: {grid}: a position in JSON is rows of marks, or an object with them as \"grid\" (as "
               "hint --json prints it)\n")


@pytest.mark.parametrize(("puzzle", "rows", "said"), [
    (NURIKABE, [[0] * 5] * 4 + [[0, 0, 0, 0, 3]],
     "row 5, column 5: '3' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)"),
    (NURIKABE, [[0] * 5, [0] * 4], "ragged rows: row 2 has 4 cells, row 1 has 5"),
    (YINYANG, [[0] * 6] * 5 + [[0, 0, 0, 0, 0, 3]], "row 6, column 6: symbol '3' is not 0 (undecided), 1 (white) or "
                                                   "2 (black)"),
])
def test_json_position_named_by_row_not_line(run_cli, tmp_path, puzzle, rows, said):
    """`gridsat hint PUZZLE --position grid.json` with a one-line JSON grid holding a 3 said "line 5, column 5:
    '3' is not ..." of a file of one line: a JSON position's problem is now named by its row."""
    import json

    path = tmp_path / "grid.json"
    path.write_text(json.dumps(rows))
    assert run_cli("hint", puzzle, "--position", str(path)) == (2, "", f"gridsat: error: {path}: {said}\n")


@pytest.mark.parametrize(("option", "said"), [
    (("--weekday", "mon"), "No such option: --weekday; a weekday is the calendar's: gridsat calendar DATE -e weekday "
                           "--weekday DAY; for solve, hint and grade, name it in a calendar puzzle file: {\"kind\": "
                           "\"calendar\", \"date\": \"04-06\", \"edition\": \"weekday\", \"weekday\": \"mon\"}"),
    (("-P", "O6@r1c1"), "No such option: -P; pre-placing a piece is the calendar's: gridsat calendar DATE -P "
                        "NAME@rNcM; for hint, the pieces placed so far are a position: gridsat hint PUZZLE --position "
                        "FILE"),
    (("-b", "3x20"), "No such option: -b; a board and its pieces are the packing's: gridsat pack -b BOARD -p PIECES; "
                     "for hint, grade and solve, name them in a packing puzzle file: {\"kind\": \"pack\", \"board\": "
                     "\"6x10\", \"pieces\": \"pentominoes\"}"),
    (("--one-sided",), "No such option: --one-sided; rotations only is the packing's and the calendar's: gridsat "
                       "pack ... --one-sided, gridsat calendar DATE --one-sided; for hint, grade and solve, say so "
                       "in a packing or calendar puzzle file: \"one_sided\": true"),
])
def test_a_kinds_own_option_given_to_grade_says_where_it_goes(run_cli, tmp_path, option, said):
    """`gridsat grade pack.json --one-sided` (or a calendar's --weekday, -P, a packing's -b) said only "No such
    option" where the calendar's -e to hint/grade says where an edition goes: each now says where it goes."""
    puzzle = tmp_path / "p.json"
    puzzle.write_text(PACK)
    assert run_cli("grade", str(puzzle), *option) == (
        2, "", f"gridsat: error: {said} (see 'gridsat grade --help')\n")
