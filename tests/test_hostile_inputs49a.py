"""Faults the forty-ninth hostile pass found on the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest

HITORI = "hitori\n1 2\n2 1\n"


@pytest.mark.parametrize("flag", ["--png", "--svg"])
def test_a_picture_path_that_is_a_link_in_a_loop_is_no_traceback(run_cli, tmp_path, monkeypatch, flag):
    """`gridsat solve p.txt --png loop1.png`, loop1.png a link to loop2.png and loop2.png a link back, met
    Python 3.11's RuntimeError "Symlink loop from ..." in the picture path's link check: a traceback, exit 1.  The
    picture is now written in the link's place, as a picture over any other name that is no file is."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.txt").write_text(HITORI)
    suffix = flag.replace("--", ".")
    (tmp_path / f"loop1{suffix}").symlink_to(f"loop2{suffix}")
    (tmp_path / f"loop2{suffix}").symlink_to(f"loop1{suffix}")
    code, out, err = run_cli("solve", "p.txt", flag, f"loop1{suffix}")
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == f"wrote loop1{suffix}"
    assert (tmp_path / f"loop1{suffix}").is_file() and not (tmp_path / f"loop1{suffix}").is_symlink()


@pytest.mark.parametrize(("args", "what"), [
    (("pack", "-b", "3x3", "-p", "loop1.txt"), "piece file"),
    (("calendar", "--edition", "loop1.txt"), "edition file"),
    (("solve", "loop1.txt"), "puzzle file"),
])
def test_a_file_that_is_a_link_in_a_loop_is_named_so_in_every_reader(run_cli, tmp_path, monkeypatch, args, what):
    """`gridsat pack -b 3x3 -p loop1.txt` and `calendar --edition loop1.txt`, loop1.txt a link to loop2.txt and
    back, said "No such file or directory", where `solve loop1.txt` says "Too many levels of symbolic links": the
    built-in-name-or-file readers told every file that does not open as missing."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "loop1.txt").symlink_to("loop2.txt")
    (tmp_path / "loop2.txt").symlink_to("loop1.txt")
    assert run_cli(*args) == (2, "", f"gridsat: error: loop1.txt: cannot read {what}: Too many levels of "
                                     "symbolic links\n")


def test_a_lits_region_of_a_square_is_not_said_to_hold_no_tetromino(run_cli, tmp_path):
    """`gridsat solve l.txt` of a LITS whose regions are 2x2 squares said "the region at r1c3 cannot hold a
    tetromino": it holds the square one, which LITS does not take; the letters it takes are named."""
    (tmp_path / "l.txt").write_text("lits\n0 0 1 1\n0 0 1 1\n")
    code, out, err = run_cli("solve", str(tmp_path / "l.txt"))
    assert (code, err) == (1, "")
    assert out.splitlines()[0] == ("no answer: the region at r1c3 cannot hold an L, I, T or S tetromino, even with "
                                   "every other region left free to hold no tetromino")


@pytest.mark.parametrize(("kind", "clue", "problem"), [
    ("nurikabe", "2", "clue '2' is not a whole number or '?'"),
    ("lightup", "3", "clue '3' is not a wall: '#' or a number from 0 to 4"),
])
def test_a_json_clue_written_in_quotes_is_told_to_lose_them(run_cli, tmp_path, kind, clue, problem):
    """`gridsat solve p.json` with a clue "2" (a JSON string) said "clue '2' is not a whole number", which it reads
    as: the quotes are what is wrong, and now the message says so."""
    import json

    path = tmp_path / "p.json"
    path.write_text(json.dumps({"kind": kind, "rows": 2, "cols": 2, "clues": [[None, clue], [None, None]]}))
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: p.json: row 1, column 2: {problem} (a number is "
                                                  f"written without quotes in JSON: {clue})\n")


def test_a_picture_path_linking_into_a_missing_folder_is_named_a_link(run_cli, tmp_path, monkeypatch):
    """`gridsat solve p.txt --png pic.png`, pic.png a link to /missing/x.png, said "folder '/missing' does not exist
    (for 'pic.png')": a folder the user never named, with nothing said of the link."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.txt").write_text(HITORI)
    (tmp_path / "pic.png").symlink_to(tmp_path / "missing" / "x.png")
    assert run_cli("solve", "p.txt", "--png", "pic.png") == (
        2, "", f"gridsat: error: --png: 'pic.png' is a link to '{tmp_path}/missing/x.png', whose folder does not exist\n")
