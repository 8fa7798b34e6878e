"""Pass 96, part c: a newcomer from a fresh clone, the README top to bottom, then what they try next."""

import json
import re

import pytest

import gridsat


def _suggested_files():
    """Every whole puzzle file a kind's refusal of another command's option suggests (``elsewhere``, and what
    ``hint`` takes for it): ``{"kind": ...}`` objects written out in full."""
    for name in gridsat.kinds.names():
        kind = gridsat.kinds.get(name)
        words = [*getattr(kind, "elsewhere", {}).values(), getattr(kind, "hint_puzzle", "") or ""]
        for text in words:
            for found in re.finditer(r'\{"kind": "[^{}]*\}', text):
                yield name, found.group()


@pytest.mark.parametrize("name, text", sorted(set(_suggested_files())))
def test_a_refusal_suggests_a_puzzle_file_that_is_read(name, text):
    """``gridsat hint 10-06 --kind calendar --edition weekday`` was told to name the edition in a calendar puzzle
    file, ``{"kind": "calendar", "date": "04-06", "edition": "weekday"}``, which that file refuses ("edition weekday
    shows the weekday: give "date" in full, YYYY-MM-DD, or a "weekday""): every file a refusal suggests is read."""
    puzzle = gridsat.kinds.get(name).parse(json.dumps({k: v for k, v in json.loads(text).items() if k != "kind"}))
    assert puzzle is not None


def test_hint_given_an_edition_suggests_a_file_with_the_year(run_cli, tmp_path):
    code, out, err = run_cli("hint", "10-06", "--kind", "calendar", "--edition", "weekday")
    assert (code, out) == (2, "")
    assert '{"kind": "calendar", "date": "2026-04-06", "edition": "weekday"}' in err
    suggested = tmp_path / "puzzle.json"
    suggested.write_text('{"kind": "calendar", "date": "2026-04-06", "edition": "weekday"}')
    code, out, err = run_cli("solve", str(suggested))
    assert (code, err) == (0, "")
    assert out.startswith("Mon 6 Apr 2026 on weekday")


def test_python_reading_a_weekday_file_without_the_year_names_the_files_fields(tmp_path):
    """``gridsat.solve("wk.json")`` of ``{"kind": "calendar", "date": "04-06", "edition": "weekday"}`` was told
    "give a full date YYYY-MM-DD or weekday=NAME (Mon..Sun)", and ``gridsat.solve("wk.json", weekday="Mon")`` is
    refused the same: the fix is in the file, as ``gridsat solve wk.json`` says."""
    path = tmp_path / "wk.json"
    path.write_text('{"kind": "calendar", "date": "04-06", "edition": "weekday"}')
    said = 'edition weekday shows the weekday: give "date" in full, YYYY-MM-DD, or a "weekday" (Mon..Sun)'
    for call in (lambda: gridsat.solve(str(path)), lambda: gridsat.solve(str(path), weekday="Mon"),
                 lambda: gridsat.kinds.get("calendar").parse(path.read_text())):
        with pytest.raises(gridsat.PuzzleInputError) as caught:
            call()
        assert str(caught.value).endswith(said)


@pytest.mark.parametrize("args, word, dash, written", [
    (("pack", "—board", "3x20"), "'—board'", "— (U+2014)", "--board"),
    (("pack", "–-count"), "'–-count'", "– (U+2013)", "--count"),
    (("solve", "x.txt", "—u"), "'—u'", "— (U+2014)", "-u"),
    (("—version",), "'—version'", "— (U+2014)", "--version"),
    (("pack", "--seed", "−1"), "'−1'", "− (U+2212)", "-1"),
])
def test_a_typographic_dash_is_named(run_cli, args, word, dash, written):
    """``gridsat pack —board 3x20`` (a README command copied from a page that turned '--' into an em dash) was told
    "gridsat pack takes one PUZZLE, and '3x20' is one more word", and ``gridsat pack –-count`` "–-count: cannot read
    puzzle file: No such file or directory": neither named the dash."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {word} starts with {dash}, not the plain '-' a command line "
                                     f"reads (a web page or an editor may have turned '-' or '--' into it): write "
                                     f"{written}\n")


def test_a_file_named_with_a_dash_is_still_read(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "—p.json").write_text('{"kind": "pack", "board": "3x20"}')
    code, out, err = run_cli("solve", "—p.json", "--count")
    assert (code, err) == (0, "") and "8 solutions (all counted)" in out


@pytest.mark.parametrize("genre, first, cell, plain", [
    ("nurikabe", ". ５ . . .", "row 1, column 2: clue '５'", "5"),
    ("nurikabe", ". 5 . . ？", "row 1, column 5: clue '？'", "?"),
])
def test_a_full_width_clue_is_named(run_cli, tmp_path, genre, first, cell, plain):
    """A clue typed on a Japanese keyboard (``５``, full width) was told "clue '５' is not a whole number or '?'",
    which is what it looks like."""
    path = tmp_path / "p.txt"
    path.write_text(f"{genre}\n{first}\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n", encoding="utf-8")
    assert run_cli("solve", str(path)) == (
        2, "", f"gridsat: error: p.txt: {cell} is not a whole number or '?': it is a full-width character; write "
               f"{plain}\n")


@pytest.mark.parametrize("args, said", [
    (("pack", "-b", "６x10"), "unknown board '６x10': give RxC (e.g. 6x10), a mask file, or one of: 8x8-centre "
                              "('６x10' has full-width characters: write 6x10)"),
    (("calendar", "１0-06"), "date '１0-06' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06 ('１0-06' has full-width "
                             "characters: write 10-06)"),
    (("generate", "yinyang", "--size", "６x6"), "--size '６x6' is not RxC (e.g. 10x10) ('６x6' has full-width "
                                                "characters: write 6x6)"),
])
def test_a_full_width_word_is_named(run_cli, args, said):
    """Words typed on a Japanese keyboard (``６x10``, ``１0-06``) were refused by their quoted words alone, which look
    right."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_full_width_circle_in_a_yinyang_grid_is_named(run_cli, tmp_path):
    (tmp_path / "y.txt").write_text("0 0 １\n2 0 0\n0 0 0\n", encoding="utf-8")
    assert run_cli("yinyang", str(tmp_path / "y.txt")) == (
        2, "", "gridsat: error: y.txt: line 1, column 3: symbol '１' is not 0 (empty), 1 (white circle) or 2 (black "
               "circle) ('１' has full-width characters: write 1)\n")


def test_messages_without_full_width_words_are_unchanged():
    from gridsat.core.wording import full_width_told

    for message in ("unknown board '6x11'", "symbol '●' is not 0", "'—board' starts with —", "row 1: '５' ... full-width"):
        assert full_width_told(message) == message
