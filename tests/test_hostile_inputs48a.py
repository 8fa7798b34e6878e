"""Faults the forty-eighth hostile pass found on the command line: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("named", "meant"), [
    ("examples/Yinyang-10x10.txt", "examples/yinyang-10x10.txt"),  # one capital letter
    ("examples/YINYANG-10X10.TXT", "examples/yinyang-10x10.txt"),  # caps lock
])
def test_a_missing_file_named_in_other_letter_case_names_the_file_meant(run_cli, tmp_path, monkeypatch,
                                                                         named, meant):
    """`gridsat solve examples/Yinyang-10x10.txt` said only "No such file or directory", while a typo
    (`yinyang10x10.txt`) got "did you mean": a name differing only in case is the nearest slip of all (difflib's
    ratio 0.67 fell under the 0.85 cut-off)."""
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "yinyang-10x10.txt").write_text("1 0 2\n0 0 0\n0 0 0\n")
    monkeypatch.chdir(tmp_path)
    assert run_cli("solve", named) == (2, "", f"gridsat: error: {named}: cannot read puzzle file: No such file "
                                              f"or directory; did you mean {meant}?\n")


@pytest.mark.parametrize(("url", "message"), [
    ("https://puzz.link/p?heyawake/3/3/00", "Heyawake: URL body ends after 2 characters, missing 2 of the 4 base-32 "
                                            "digits of walls (is the URL cut short?)"),
    ("https://puzz.link/p?heyawake/3/3/000", "Heyawake: URL body ends after 3 characters, missing 1 of the 4 base-32 "
                                             "digits of walls (is the URL cut short?)"),
])
def test_a_cut_short_wall_part_counts_both_parts_of_the_walls(run_cli, url, message):
    """`gridsat solve https://puzz.link/p?heyawake/3/3/00` said "ends after 2 characters, missing 2 of the 2
    base-32 digits of walls": the count was of the horizontal walls' part only, as if nothing had been read."""
    assert run_cli("solve", url) == (2, "", f"gridsat: error: {message}\n")


def test_a_position_file_naming_another_genre_does_not_advise_that_kind(run_cli, tmp_path):
    """`gridsat hint NURIKABE-URL --position hitori.txt` said "(read it as kind 'hitori')": the position is of
    the puzzle given, and `-k hitori` would be refused for the Nurikabe URL."""
    position = tmp_path / "hi.txt"
    position.write_text("hitori\n1 1\n1 1\n")
    assert run_cli("hint", "https://puzz.link/p?nurikabe/3/3/1m3", "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: line 1: 'hitori' names a Hitori puzzle, not Nurikabe (a position of "
               "this Nurikabe puzzle is its grid)\n")


def test_a_yinyang_position_naming_another_genre_does_not_advise_that_kind(run_cli, tmp_path):
    puzzle, position = tmp_path / "yy.txt", tmp_path / "p.txt"
    puzzle.write_text("1 0 2\n0 0 0\n0 0 0\n")
    position.write_text("nurikabe\n0 0 0\n0 0 0\n0 0 0\n")
    assert run_cli("hint", str(puzzle), "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: line 1: 'nurikabe' names a Nurikabe puzzle, not Yin-Yang (a position "
               "of this Yin-Yang puzzle is its grid)\n")


@pytest.mark.parametrize(("given", "meant"), [("examples/Batch", "examples/batch"), ("batch", "examples/batch")])
def test_a_missing_batch_folder_names_the_folder_meant(run_cli, tmp_path, monkeypatch, given, meant):
    """`gridsat batch examples/Batch -o r.jsonl` said only "no such file or folder": the namesake looked for was
    a file, never the folder batch reads (a puzzle file's namesake is still never a folder)."""
    (tmp_path / "examples" / "batch").mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    assert run_cli("batch", given, "-o", "r.jsonl") == (
        2, "", f"gridsat: error: no such file or folder: '{given}'; did you mean {meant}?\n")
    assert run_cli("solve", given)[2] == (f"gridsat: error: {given}: cannot read puzzle file: No such file or "
                                          "directory\n")
