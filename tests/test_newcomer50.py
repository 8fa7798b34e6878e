"""A newcomer's pass: what the README and `gridsat formats` tell someone who has read nothing else."""

from pathlib import Path

import pytest

import gridsat

ROOT = Path(__file__).resolve().parent.parent


def test_formats_points_calendar_edition_files_at_their_page():
    # `gridsat formats calendar` said "editions.txt format": a file inside the package a newcomer
    # never sees; the row now says what the file holds and where it is described, as Domino Fit's does
    reads = " ".join(gridsat.kinds.get("calendar").reads)
    assert "editions.txt" not in reads
    assert "edition files (labels, '.' no cell, '*' filler cell; see docs/calendar.md)" in reads
    assert (ROOT / "docs" / "calendar.md").is_file()


@pytest.mark.parametrize("pasted", [
    "<https://puzz.link/p?nurikabe/5/5/g5k2o1k3g>",   # mail and Markdown autolinks
    '"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"',   # copied with the quotes of a shell line
    "'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g'",
    " `https://puzz.link/p?nurikabe/5/5/g5k2o1k3g` ",  # Markdown code
])
def test_url_pasted_in_brackets_or_quotes_is_read(pasted):
    # the opener was skipped as part of the path but the closer read as the body's last character:
    # "Nurikabe: URL body has 1 character after the board (from character 10: '>'); remove it"
    kind, puzzle = gridsat.read(pasted)
    assert kind.name == "nurikabe"
    assert puzzle.to_url() == "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    assert gridsat.solve(pasted).status.value == "solved"


def test_url_with_a_closer_alone_still_names_it():
    with pytest.raises(gridsat.PuzzleInputError) as err:
        gridsat.read("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g>")
    assert str(err.value) == ("Nurikabe: URL body has 1 character after the board (from character 10: '>'); "
                              "remove it")


def test_command_line_reads_a_wrapped_url(run_cli):
    assert run_cli("yinyang", "<https://puzz.link/p?yinyang/5/5/016612300>", "--to", "url") == (
        0, "https://puzz.link/p?yinyang/5/5/016612300\n", "")


@pytest.mark.parametrize("option, name, noun", [("--png", "x.png", "picture file"), ("--svg", "x.svg", "picture file"),
                                                ("--export-model", "m.txt", "file to write")])
def test_a_file_to_write_in_a_missing_folder_names_its_option(run_cli, tmp_path, option, name, noun):
    # "folder '/tmp/nodir' does not exist (for '/tmp/nodir/x.png')": which of the command's files was it?
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    missing = tmp_path / "nodir"
    assert run_cli("solve", url, option, str(missing / name)) == (
        2, "", f"gridsat: error: {option}: folder '{missing}' does not exist (for '{missing / name}')\n")
    folder = tmp_path / f"d{name[1:]}"  # a folder named as the file would be
    folder.mkdir()
    assert run_cli("solve", url, option, str(folder)) == (
        2, "", f"gridsat: error: {option}: '{folder}' is a folder, not a {noun}\n")


def test_web_api_reads_a_wrapped_url(api_client):
    # the same text on the page as on the command line and in Python
    for text, kind in (("<https://puzz.link/p?nurikabe/5/5/g5k2o1k3g>", "nurikabe"),
                       ('"https://puzz.link/p?yinyang/5/5/016612300"', "yinyang")):
        reply = api_client.post("/api/solve", json={"puzzle": text})
        assert (reply.status_code, reply.json()["kind"], reply.json()["status"]) == (200, kind, "solved")


SUDOKU_ROWS = ["53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5",
               "....8..79"]


@pytest.mark.parametrize("rows, problem", [
    (SUDOKU_ROWS[:8] + ["....8..7"], "line 9: 8 characters, expected 9 as on line 1: a Sudoku written without spaces "
                                     "has a digit a cell, '.' or 0 for an empty one"),
    (SUDOKU_ROWS[:8], "8 rows of 9 characters: a 9x9 Sudoku has 9 rows"),
])
def test_solve_names_what_is_wrong_with_a_sudoku_of_digit_rows(run_cli, tmp_path, rows, problem):
    # `gridsat solve s.txt` said only "not a puzzle gridsat can read (kinds: ...)", where `gridsat sudoku s.txt`
    # named the line
    path = tmp_path / "s.txt"
    path.write_text("\n".join(rows) + "\n")
    assert run_cli("sudoku", str(path)) == (2, "", f"gridsat: error: s.txt: {problem}\n")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: s.txt: {problem} (read as a Sudoku)\n")
    path.write_text("\n".join(SUDOKU_ROWS) + "\n")
    assert run_cli("solve", str(path))[0] == 0


def test_solve_names_the_short_row_of_a_spaced_sudoku(run_cli, tmp_path):
    path = tmp_path / "s.txt"
    path.write_text("\n".join(" ".join(row) for row in SUDOKU_ROWS[:8] + ["....8..7"]) + "\n")
    assert run_cli("solve", str(path)) == (2, "", "gridsat: error: s.txt: line 9: 8 cells, expected 9 (read as a Sudoku; a "
                                           "line 'sudoku' above the rows names its kind)\n")
