"""Pass 98, part e: Kurodoko and Hitori as a solver on the web and in batch; pass 97's fixes (file names with dashes,
typographic dashes, editions with non-ASCII names)."""

import pytest


def test_a_folder_named_with_a_dash_is_told_how_to_give_it(run_cli, tmp_path, monkeypatch):
    """``gridsat batch -levels`` (a folder that exists) was told "No such option: -l": only files were looked for,
    and batch takes folders; it is now told to write ./-levels, as a file is."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-levels").mkdir()
    assert run_cli("batch", "-levels", "--out", "r.jsonl") == (
        2, "", "gridsat: error: '-levels' was read as options, as a name starting with '-' is: give the folder as "
               "./-levels (see 'gridsat batch --help')\n")
    assert not (tmp_path / "r.jsonl").exists()


def test_a_missing_folder_named_with_a_typographic_dash_is_said_missing(run_cli, tmp_path, monkeypatch):
    """``gridsat batch —levels`` (no such folder) was told to "write --levels", an option batch does not have: a word
    that names no option of its command is read as the name it is, and its absence said."""
    monkeypatch.chdir(tmp_path)
    assert run_cli("batch", "—levels", "--out", "r.jsonl") == (
        2, "", "gridsat: error: no such file or folder: '—levels'\n")
    assert run_cli("solve", "—notes") == (
        2, "", "gridsat: error: —notes: cannot read puzzle file: No such file or directory\n")


@pytest.mark.parametrize("args, word, written", [
    (("pack", "-b", "3x20", "–n3"), "'–n3'", "-n 3"),  # was "write --n3"
    (("pack", "-b", "3x20", "—count"), "'—count'", "--count"),
    (("solve", "—help"), "'—help'", "--help"),
    (("pack", "—board", "3x20"), "'—board'", "--board"),
])
def test_a_typographic_dash_before_an_option_is_still_named(run_cli, args, word, written):
    """The options the command has are still named, a short one with its value as two words."""
    code, out, err = run_cli(*args)
    assert (code, err) == (2, f"gridsat: error: {word} starts with {word[1]} (U+{ord(word[1]):04X}), not the plain "
                              f"'-' a command line reads (a web page or an editor may have turned '-' or '--' into "
                              f"it): write {written}\n")


@pytest.mark.parametrize("name", ["brätt", "my board"])
def test_a_board_named_outside_ascii_is_told_why(run_cli, tmp_path, name):
    """An edition file's ``[board brätt]`` was an "unknown section '[board brätt]' (use [board NAME], [pieces] or
    [editions])", which it is: the name is not one, as pass 97 said of an edition's name."""
    path = tmp_path / "ed.txt"
    path.write_text(f"[board {name}]\nJan Feb\n[editions]\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n",
                    encoding="utf-8")
    assert run_cli("calendar", "10-06", "-e", str(path)) == (
        2, "", f"gridsat: error: ed.txt: line 1: expected '[board NAME]', got '[board {name}]' (a name is ASCII "
               f"letters, digits, '_' and '-': '{name}' is not)\n")


def test_an_edition_with_dashes_and_underscores_in_its_name_is_read(run_cli, tmp_path):
    """Names of ASCII letters, digits, '_' and '-' stay names."""
    path = tmp_path / "-ed—1.txt"
    path.write_text("[editions]\nmine-1 = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n"
                    "mine_2 = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n", encoding="utf-8")
    code, out, err = run_cli("calendar", "10-06", "-e", f"{path}:mine-1")
    assert (code, err) == (0, "") and "solved" in out
