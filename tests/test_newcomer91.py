"""Pass 91's newcomer: README.md and docs/*.md followed from the top, every kind tried as a newcomer would."""

SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"  # README's


def test_sudoku_hint_key_names_only_what_plain_text_shows(run_cli):
    # a Sudoku hint written to a pipe or a file keyed "bold: a given", but plain text has no bold: the givens looked
    # as every digit found before did
    code, out, err = run_cli("hint", SUDOKU)
    assert code == 0 and "\x1b[" not in out
    assert out.rstrip().endswith("(N* decided by this step; . not yet decided; on a terminal, a given is bold)")


def test_spreadsheet_rows_with_empty_cells_between_tabs_are_named(run_cli, tmp_path, monkeypatch):
    # a Sudoku copied from a spreadsheet (tabs between cells, the empty ones blank) was "line 2: 4 cells, expected
    # 3" (gridsat sudoku) and "not a puzzle gridsat can read" (gridsat solve): its empty cells vanished
    rows = [SUDOKU[9 * r:9 * r + 9] for r in range(9)]
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "s.txt"
    path.write_text("\n".join("\t".join("" if ch == "." else ch for ch in row) for row in rows) + "\n")
    told = ("gridsat: error: s.txt: line 1: '5\\t3\\t\\t\\t7\\t\\t\\t\\t' is cells separated by tabs, some of them "
            "empty (a spreadsheet's copy), which spaces cannot keep: write '.' in each empty cell and separate a "
            "row's cells by spaces ('5 3 . . 7 . . . .')\n")
    for command in ("sudoku", "solve", "hint"):
        assert run_cli(command, "s.txt") == (2, "", told)  # (the file named as given: run from its folder)
    path.write_text("nurikabe\n5\t.\n.\t.\n")  # tabs between cells, none empty: read as before
    assert run_cli("nurikabe", "s.txt")[0] in (0, 1)


def test_the_position_help_and_docs_give_a_sudokus_digits(run_cli):
    # `hint --help`'s --position and docs/web.md's /api/hint position gave "1 white or unshaded, 2 black or shaded"
    # and Star Battle's and Light Up's values, nothing of Sudoku's (its position is its digits, '.' or 0 empty)
    from test_newcomer89 import ROOT

    help_text = " ".join(run_cli("hint", "--help")[1].split())
    assert "Light Up: 1 bulb-free, 2 bulb; Slitherlink, Masyu, Country Road: the loop drawn so far as an answer writes it (side " \
        "bitmasks), or its lattice (1 drawn, 2 not); Sudoku: digits (. or ? empty too);" in help_text  # (the kinds'
    # lines; Masyu's between them since it had hints, Slitherlink's with it since pass 111)
    web = " ".join((ROOT / "docs" / "web.md").read_text().split())
    assert "Light Up: 1 bulb-free, 2 a bulb; Sudoku: its digits, 0 empty) -- not" in web


def test_a_sudoku_pasted_with_spaces_is_told_to_leave_them_out(run_cli, tmp_path, monkeypatch):
    # 81 digits pasted with a space between each, or 9 rows of 9 spaced apart, on the command line were "'5 3 0 ...':
    # cannot read puzzle file: No such file or directory"; in a file, one row of 81 was "got 1x81" alone
    digits = SUDOKU.replace(".", "0")
    for spec in (" ".join(digits), " ".join(digits[9 * r:9 * r + 9] for r in range(9))):
        code, out, err = run_cli("sudoku", spec)
        assert (code, out) == (2, "") and err.endswith(
            "is no file; read as a Sudoku's cells in one line, the spaces between them are not cells: leave them "
            "out\n")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.txt").write_text(" ".join(digits) + "\n")
    assert run_cli("sudoku", "s.txt") == (2, "", "gridsat: error: s.txt: a Sudoku is N x N with N a square number or 6 "
                                          "(boxes as puzz.link draws them), got 1x81: write its 81 cells in 9 rows of "
                                          "9, or side by side without spaces\n")
    assert run_cli("sudoku", "1 2 3 4")[2] == "gridsat: error: 1 2 3 4: cannot read puzzle file: No such file or directory\n"


def test_a_sudoku_with_spaces_for_empty_cells_is_named(run_cli, tmp_path, monkeypatch):
    # rows as a newspaper page copies them, a space for each empty cell ('53  7    '), were "line 4: 3 cells,
    # expected 2" (gridsat sudoku) and "not a puzzle gridsat can read" (gridsat solve, hint)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.txt").write_text("\n".join(SUDOKU[9 * r:9 * r + 9].replace(".", " ") for r in range(9)) + "\n")
    for command in ("sudoku", "solve", "hint"):
        assert run_cli(command, "s.txt") == (2, "", "gridsat: error: s.txt: rows of 9 characters with spaces for "
                                             "empty cells, which cannot be told apart from the spaces between "
                                             "cells: write '.' or 0 for each empty cell\n")


def test_no_hints_of_several_answers_names_the_command_to_type(run_cli):
    # "no hints: the puzzle has more than one answer (its solve command with --unique shows a second)": a newcomer
    # with a Sudoku of digits did not know which command was "its solve command"
    empty = "." * 81
    told = f"the puzzle has more than one answer (gridsat sudoku {empty} --unique shows a second)\n"
    assert run_cli("hint", empty) == (1, "no hints: " + told, "")
    assert run_cli("grade", empty) == (1, "no grade: " + told, "")
    code, out, err = run_cli("sudoku", empty, "--unique")  # the command told works
    assert code == 0 and "not unique" in out


def test_solve_tells_a_spaced_sudoku_line_as_a_sudoku(run_cli, tmp_path, monkeypatch):
    # 81 digits with spaces between, in a file, were told by solve and hint "a hitori grid with no kind named above
    # it: write 'hitori' ... or gridsat hitori s.txt", which then said the Hitori has no answer
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.txt").write_text(" ".join(SUDOKU) + "\n")
    for command in ("solve", "hint"):
        assert run_cli(command, "s.txt") == (2, "", "gridsat: error: s.txt: a Sudoku is N x N with N a square number "
                                             "or 6 (boxes as puzz.link draws them), got 1x81: write its 81 cells in 9 "
                                             "rows of 9, or side by side without spaces\n")


def test_a_16x16_sudoku_with_letters_is_told_how_to_write_ten_and_up(run_cli, tmp_path, monkeypatch):
    # a 16x16 written as most sites write one, letters A-G for 10-16, was "'A' is no digit: a Sudoku written without
    # spaces has a digit a cell, '.' or 0 for an empty one" (no way to write 10), and "not a puzzle" by solve
    monkeypatch.chdir(tmp_path)
    symbols = "123456789ABCDEFG"
    rows = ["".join(symbols[(4 * (r % 4) + r // 4 + c) % 16] if (r + c) % 3 else "." for c in range(16))
            for r in range(16)]
    (tmp_path / "s.txt").write_text("\n".join(rows) + "\n")
    for command in ("sudoku", "solve", "hint"):
        code, out, err = run_cli(command, "s.txt")
        assert (code, out) == (2, "") and err.endswith(
            "is no digit: a 16x16 Sudoku is written with its numbers 1 to 16 separated by spaces, '.' or 0 an empty "
            "cell, not letters for 10 and up\n")
    (tmp_path / "s.txt").write_text("\n".join(" ".join("." if ch == "." else str(symbols.index(ch) + 1) for ch in row)
                                              for row in rows) + "\n")
    assert run_cli("sudoku", "s.txt")[0] == 0  # as it says


def test_hint_of_a_sudoku_line_under_another_kind_points_to_hint(run_cli):
    # `gridsat hint LINE -k hitori` was pointed to `gridsat sudoku LINE`, a solve, where a file was pointed to
    # `gridsat hint FILE`; and `-k calendar` quoted the line cut at 40 characters with no sign it was cut
    for command, kind, title in (("hint", "hitori", "Hitori"), ("grade", "nurikabe", "Nurikabe")):
        assert run_cli(command, SUDOKU, "-k", kind) == (
            2, "", f"gridsat: error: this looks like a Sudoku puzzle, not {title}: gridsat {command} {SUDOKU}\n")
    assert run_cli("hitori", SUDOKU)[2] == f"gridsat: error: this looks like a Sudoku puzzle, not Hitori: gridsat sudoku {SUDOKU}\n"
    assert run_cli("hint", SUDOKU, "-k", "calendar")[2] == (
        "gridsat: error: date '53..7....6..195....98....6.8...6......' (81 characters) is not YYYY-MM-DD (or MM-DD), "
        "e.g. 2026-10-06\n")


def test_a_long_json_string_quoted_in_a_message_says_it_was_cut(run_cli, tmp_path, monkeypatch):
    # {"clues": "53..7...."} (the 81 digits as one string) was told 'got a string "53..7....6..195....98....6...',
    # cut with no closing quote and no length, where every other long value says both
    import json

    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.json").write_text(json.dumps({"kind": "sudoku", "rows": 9, "cols": 9, "clues": SUDOKU}))
    assert run_cli("solve", "s.json")[2] == ('gridsat: error: s.json: clues must be a list of 9 rows, got a string '
                                            '"53..7....6..195....98......." (81 characters)\n')


def test_a_grid_genres_text_under_an_unknown_field_is_pointed_to_a_record(run_cli, tmp_path, monkeypatch):
    # {"kind": "sudoku", "grid": "53..7...."} was told only "unknown field 'grid' (fields: clues, cols, kind, name,
    # rows)": the README's puzzle record, {"kind": ..., "puzzle": TEXT}, which reads it, went unsaid
    import json

    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.json").write_text(json.dumps({"kind": "sudoku", "grid": SUDOKU}))
    assert run_cli("solve", "s.json")[2] == (
        "gridsat: error: s.json: unknown field 'grid' (fields: clues, cols, kind, name, rows); a puzzle's text or URL "
        "goes in a record's \"puzzle\": {\"kind\": ..., \"puzzle\": ...}\n")
    (tmp_path / "s.json").write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU}))
    assert run_cli("solve", "s.json")[0] == 0  # as it says


def test_a_sudoku_with_box_lines_is_told_one_way_by_solve_and_sudoku(run_cli, tmp_path, monkeypatch):
    # a Sudoku pasted from a page with '|' and '------+------' was told by solve "the rows are drawn with box lines
    # ... (read as a Sudoku)", no line named nor the row to write, and by 'gridsat sudoku' the line and its row
    monkeypatch.chdir(tmp_path)
    rows = [SUDOKU[9 * r:9 * r + 9] for r in range(9)]
    drawn = [" | ".join(" ".join(row[3 * b:3 * b + 3]) for b in range(3)) for row in rows]
    (tmp_path / "s.txt").write_text("\n".join(drawn[:3] + ["------+-------+------"] + drawn[3:]) + "\n")
    told = ("s.txt: line 1: '5 3 . | . 7 . | . . .' draws box lines ('|'), which are not cells: write the row's cells "
            "alone, separated by spaces ('5 3 . . 7 . . . .')")
    assert run_cli("sudoku", "s.txt")[2] == f"gridsat: error: {told}\n"
    assert run_cli("solve", "s.txt")[2] == (f"gridsat: error: {told} (read as a Sudoku; a line 'sudoku' above the "
                                            "rows names its kind)\n")


def test_a_digit_held_twice_is_said_one_way(run_cli, tmp_path, monkeypatch):
    # a Sudoku position with a wrong digit was told "row 1 holds 9 twice (r1c3, r1c7)" and, on the next line,
    # "the position breaks a rule: row 1 holds 9 2 times"
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("sudoku", SUDOKU)
    (tmp_path / "p.txt").write_text(out.replace("5 3 4", "5 3 9", 1))
    code, out, err = run_cli("hint", SUDOKU, "--position", "p.txt")
    # (and, the position finished, the rule was said on both lines: its checker's words alone now, as the shading
    # genres say a finished position's)
    assert out.splitlines()[:2] == [
        "the position has a mistake: r1c3 differs from the puzzle's only answer",
        "the position breaks a rule: row 1 holds 9 twice (and 2 more broken rules)"]
