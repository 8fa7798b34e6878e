"""Pass 97, part c: the newest refusals (typographic dashes, full-width words) must not catch valid input."""

import pytest


@pytest.mark.parametrize("option, name", [
    ("--svg", "—a.svg"), ("--png", "–a.png"), ("--export-model", "—m.txt"), ("--svg", "—out.svg"),
])
def test_a_file_to_write_named_with_a_dash_is_written(run_cli, tmp_path, monkeypatch, option, name):
    """``gridsat pack -b 3x20 --svg —a.svg`` wrote '—a.svg' before the typographic dash check, which then refused
    it: "'—a.svg' starts with — (U+2014), not the plain '-' a command line reads (...): write --a.svg" (so did
    ``batch --out —r.jsonl`` and ``calendar --out —2027.jsonl``): an option's value names a file, dash and all."""
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("pack", "-b", "3x20", option, name)
    assert (code, err) == (0, "") and f"wrote {name}" in out and (tmp_path / name).is_file()


def test_a_missing_file_named_with_a_dash_is_said_missing(run_cli, tmp_path, monkeypatch):
    """``gridsat yinyang —nofile.txt`` (no such file) was told to "write --nofile.txt", an option no command has:
    a word shaped as a file's name is read as one, and its absence said."""
    monkeypatch.chdir(tmp_path)
    assert run_cli("yinyang", "—nofile.txt") == (
        2, "", "gridsat: error: —nofile.txt: cannot read puzzle file: No such file or directory\n")


@pytest.mark.parametrize("args, word, written", [
    (("pack", "-b", "3x20", "—svg", "a.svg"), "'—svg'", "--svg"),
    (("generate", "yinyang", "--size", "6x6", "—seed", "3"), "'—seed'", "--seed"),
    (("pack", "-b", "3x20", "--seed", "—1"), "'—1'", "-1"),
])
def test_a_dashed_option_is_still_named(run_cli, args, word, written):
    assert run_cli(*args) == (2, "", f"gridsat: error: {word} starts with — (U+2014), not the plain '-' a command "
                                     f"line reads (a web page or an editor may have turned '-' or '--' into it): "
                                     f"write {written}\n")


def test_an_edition_named_outside_ascii_is_told_why(run_cli, tmp_path):
    """An edition file naming its edition 'mïne' was told only "expected 'NAME = BOARD : PIECE PIECE ...', got
    'mïne = standard : ...'", which it looks like (a piece file says what a name is)."""
    path = tmp_path / "ed.txt"
    path.write_text("[editions]\nmïne = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n", encoding="utf-8")
    assert run_cli("calendar", "10-06", "-e", str(path)) == (
        2, "", "gridsat: error: ed.txt: line 2: expected 'NAME = BOARD : PIECE PIECE ...', got 'mïne = standard : O6 "
               "U5 V5 T5 L5 N5 Y5 P5' (a name is ASCII letters, digits, '_' and '-': 'mïne' is not)\n")
