"""Hostile pass 31, the command line: what it found, each with the behaviour it now has."""

from __future__ import annotations

import pytest

MASYU = ". . W . . .\n. B . . W .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n"
YINYANG = "0 0 2 0 0\n1 0 0 0 2\n0 0 0 0 0\n2 0 0 1 0\n0 0 0 0 0\n"


@pytest.mark.parametrize(("header", "command", "text", "said"), [
    ("nurikabe", "masyu", MASYU, "line 1: 'nurikabe' names a Nurikabe puzzle, not Masyu (read it with gridsat nurikabe)"),
    ("akari", "masyu", MASYU, "line 1: 'akari' names a Light Up puzzle, not Masyu (read it with gridsat lightup)"),
    ("Star Battle", "masyu", MASYU, "line 1: 'Star Battle' names a Star Battle puzzle, not Masyu (read it with gridsat starbattle)"),
    ("cover", "nurikabe", MASYU.replace("W", "1").replace("B", "2"),
     "line 1: 'cover' names an Exact cover puzzle, not Nurikabe (read it with gridsat cover)"),
    ("nurikabe", "yinyang", YINYANG, "line 1: 'nurikabe' names a Nurikabe puzzle, not Yin-Yang (read it with gridsat nurikabe)"),
])
def test_a_grid_headed_by_another_genre_s_name_is_told_so(run_cli, tmp_path, header, command, text, said):
    """`gridsat masyu F` with F's first line 'nurikabe' (or 'akari', 'Star Battle') said "line 2: 6 cells,
    expected 1", the header read as a row of one cell; Yin-Yang said "line 1, column 1: symbol 'n' is not 0"."""
    path = tmp_path / "p.txt"
    path.write_text(f"{header}\n{text}")
    assert run_cli(command, str(path)) == (2, "", f"gridsat: error: p.txt: {said}\n")


def test_a_yinyang_grid_headed_by_its_title_in_two_words_is_read(run_cli, tmp_path):
    """'Yin Yang' over the rows was "symbol 'Yin' is not 0 (empty), ..." where 'Light Up' heads a Light Up."""
    path = tmp_path / "p.txt"
    path.write_text("Yin Yang\n" + YINYANG)
    code, out, err = run_cli("yinyang", str(path))
    assert (code, err) == (0, "") and "solved in" in out


def test_a_grid_whose_first_row_is_a_genre_s_name_of_the_right_width_is_still_a_row():
    """A one-column Star Battle whose first room is named 'lits' is read as rows, not as a header."""
    from gridsat.puzzles.headers import refuse_header

    assert refuse_header([(1, "lits"), (2, "b")], "starbattle", ("",), "p") is None


def test_generate_to_a_link_to_no_file_is_refused_before_the_puzzle_is_made(run_cli, tmp_path, monkeypatch):
    """`gridsat generate yinyang -o L` with L a link to a file that does not exist made the puzzle, then said
    "'L' exists (another run wrote it meanwhile)": no other run had written anything."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.txt").symlink_to(tmp_path / "nowhere" / "p.txt")
    assert run_cli("generate", "yinyang", "--size", "3x3", "-o", "p.txt") == (
        2, "", "gridsat: error: 'p.txt' is a link to a file that does not exist: choose another --out (gridsat "
        "never overwrites a puzzle file)\n")
    assert not (tmp_path / "nowhere").exists()


NURIKABE_URL = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
NURIKABE_POSITION = "0 1 0 0 0\n0 0 1 0 0\n0 0 2 0 0\n0 2 1 2 0\n0 0 2 1 0\n"


def test_a_shading_position_may_be_headed_by_its_kind_s_name_as_a_yinyang_one_is(run_cli, tmp_path):
    """`hint NURIKABE --position P` with P's first line 'nurikabe' said "line 1, column 1: 'n' is not 0 or ?
    (undecided), ...", where a Yin-Yang position headed 'yinyang' is read."""
    path = tmp_path / "p.txt"
    path.write_text("nurikabe\n" + NURIKABE_POSITION)
    code, out, err = run_cli("hint", NURIKABE_URL, "--position", str(path))
    assert (code, err) == (0, "") and out.startswith("next step (rule: between): r1c3 is sea")


@pytest.mark.parametrize(("header", "said"), [
    ("masyu", "line 1: 'masyu' names a Masyu puzzle, not Nurikabe (a position of this Nurikabe puzzle is its grid)"),
    ("nurikabe x", "line 1, column 1: 'nurikabe' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)"),
])
def test_a_shading_position_headed_otherwise_is_refused_naming_its_first_line(run_cli, tmp_path, header, said):
    path = tmp_path / "p.txt"
    path.write_text(f"{header}\n" + NURIKABE_POSITION)
    assert run_cli("hint", NURIKABE_URL, "--position", str(path)) == (2, "", f"gridsat: error: {path}: {said}\n")


def test_a_date_written_with_spaces_is_told_how_a_date_is_written(run_cli):
    """`gridsat calendar 2026 10 06` was told to "quote a name holding spaces"; quoted, "date '2026 10 06' is not
    YYYY-MM-DD": a date is no name to quote."""
    assert run_cli("calendar", "2026", "10", "06") == (
        2, "", "gridsat: error: gridsat calendar takes one DATE, and '10 06' is more words: a date is written "
        "YYYY-MM-DD or MM-DD, without spaces (e.g. 2026-10-06 or 10-06); quote a file name holding spaces (see "
        "'gridsat calendar --help')\n")


@pytest.mark.parametrize(("redirect", "code"), [("2>&-", 2), ("2>&- >&-", 2)])
def test_a_closed_stderr_keeps_errors_off_stdout_and_the_exit_code(tmp_path, redirect, code):
    """`gridsat lightup MISSING 2>&-` printed "gridsat: error: ..." on stdout (print to a None stderr writes on
    stdout), and with stdout closed too the run met AttributeError in its error path and ended with 1."""
    import subprocess
    import sys

    command = f"exec {sys.executable} -m gridsat lightup {tmp_path / 'missing.txt'} {redirect}"
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (code, "")


@pytest.mark.parametrize(("command", "said"), [
    ("yinyang", "line 1, column 1: symbol 'a' is not 0 (empty), 1 (white circle) or 2 (black circle)"),
    ("calendar", "a calendar puzzle is a JSON object such as {\"date\": \"2026-10-06\", \"edition\": \"dragonfjord\"}, "
                 "got 'a b\\na\\na\\nb'"),
])
def test_knuth_s_format_in_a_txt_given_to_a_kind_is_pointed_to_gridsat_cover_as_solve_points_it(
        run_cli, tmp_path, monkeypatch, command, said):
    """`gridsat solve x.txt` of items and options is pointed to `gridsat cover x.txt`; `gridsat yinyang x.txt` got
    only its reader's "symbol 'a' is not 0 (empty)" (the issue: a file of another kind gets a parser's message)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.txt").write_text("a b\na\na\nb\n")
    assert run_cli(command, "x.txt") == (
        2, "", f"gridsat: error: x.txt: {said}; if it is an exact cover in Knuth's format (items, then an option a "
        "line): gridsat cover x.txt, or name the file .dlx\n")


@pytest.mark.parametrize("flag", ["--svg", "--png", "--export-model"])
def test_a_read_only_output_file_is_refused_before_the_run_not_replaced(run_cli, tmp_path, monkeypatch, flag):
    """`--svg ro.svg` with ro.svg made read-only (chmod 444) replaced it by a rename, where `echo > ro.svg`
    refuses. (os.access is made to say so here: the tests may run as root, who may write any file.)"""
    import os

    name = {"--svg": "ro.svg", "--png": "ro.png", "--export-model": "ro.txt"}[flag]
    path = tmp_path / name
    path.write_text("kept")
    path.chmod(0o444)
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if str(p) == str(path) else real(p, mode, **kw))
    assert run_cli("lightup", "https://puzz.link/p?akari/6/6/nekcakbl", flag, str(path)) == (
        2, "", f"gridsat: error: {flag}: cannot write {str(path)!r}: the file is read-only (make it writable or give "
        "another name)\n")
    assert path.read_text() == "kept"
