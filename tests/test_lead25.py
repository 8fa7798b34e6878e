"""The lead's changes of the fifty-third pass's session: what an error knows besides its words.

Front ends used to parse other layers' messages with regular expressions to find a date written the other way
round, a date that does not exist, or a kind's own word (a board, a piece set) given where a puzzle goes; the
errors now carry those facts, kept through ``at`` and through pickling (batch and web workers send errors back)."""

import pickle

import pytest

from gridsat.core.errors import MissingFile, OwnWord, PuzzleInputError, SettingTypeError
from gridsat.puzzles.calendar.dates import parse_date
from gridsat.puzzles.kinds import get
from gridsat.web.argument_words import argument_word


@pytest.mark.parametrize(("text", "corrected", "nonexistent"), [
    ("31-12", "12-31", "month 31 is not 1-12; the month comes first: 12-31"),
    ("2026-25-12", "2026-12-25", "month 25 is not 1-12; the month comes first: 2026-12-25"),
    ("25-12-2026", "2026-12-25", None),  # not a date's shape at all: written with the year last
    ("2027-02-29", None, "February 2027 has 28 days"),
    ("0000-01-01", None, "there is no year 0"),
    ("13-45", None, None),  # a month past 12 and no other reading: perhaps a file's name, no date
])
def test_a_date_error_says_how_it_goes_and_why_it_is_none(text, corrected, nonexistent):
    with pytest.raises(PuzzleInputError) as caught:
        parse_date(text)
    assert (caught.value.corrected, caught.value.nonexistent) == (corrected, nonexistent)


def test_at_keeps_the_class_and_what_the_error_knows():
    typed = SettingTypeError("objective must be text").at("solve")
    assert isinstance(typed, TypeError) and str(typed) == "solve: objective must be text"
    dated = PuzzleInputError("date 31-12 does not exist", corrected="12-31").at("f.json")
    assert (str(dated), dated.corrected, dated.where) == ("f.json: date 31-12 does not exist", "12-31", "f.json")
    # a file a puzzle names, read under the puzzle's name, still names the missing file (the web says it was not sent)
    missing = MissingFile("cannot read board file: No such file or directory", "mask.txt").at("p.json")
    assert (type(missing), missing.where, missing.missing) == (MissingFile, "p.json", "mask.txt")


def test_a_kinds_own_word_is_said_with_its_facts_and_survives_pickling():
    with pytest.raises(PuzzleInputError) as caught:
        get("pack").parse("6x10", "p.json")
    error = pickle.loads(pickle.dumps(caught.value))
    assert error.own[:5] == OwnWord("6x10", "a board", "pack", "board", None)[:5]
    assert str(error) == str(caught.value) == (
        "p.json: '6x10' is a board, not a packing puzzle file (JSON): gridsat pack --board 6x10; in Python, "
        "gridsat.pack('6x10'); as a puzzle file (for hint, grade or batch): {\"kind\": \"pack\", \"board\": \"6x10\"}")
    with pytest.raises(PuzzleInputError) as caught:
        get("calendar").parse("2027-02-29", "c.json")
    assert caught.value.own.why == "February 2027 has 28 days"


@pytest.mark.parametrize(("word", "said"), [
    ("6x10", "'6x10' is a board, not a puzzle's text: give it on the Polyomino packing page (/puzzle/pack), or "
             "send it as the option \"board\" with \"kind\": \"pack\""),
    ("10-06", "'10-06' is a date, not a puzzle's text: give it on the Calendar puzzle page (/puzzle/calendar), or "
              "send it as \"argument\" with \"kind\": \"calendar\""),
    ("2027-02-29", "'2027-02-29' is a date that does not exist: February 2027 has 28 days"),
    # a board no command takes was "not a puzzle gridsat can read"
    ("0x5", "'0x5' is a board size: board 0x5 has 0 rows; need at least 1"),
])
def test_the_web_says_a_kinds_word_from_the_errors_facts(word, said):
    assert str(argument_word(word, None, "puzzle")) == f"puzzle: {said}"


def test_a_nurikabe_hints_key_says_sea_as_its_steps_do(run_cli):
    """The step said "r3c3, r4c2, r4c4, r5c3 are sea" and the drawing's key "# shaded by this step": one cell,
    two words. Hitori's key still says shaded, as its steps do."""
    code, out, _ = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    assert (code, out.splitlines()[0].split(": a ")[0], out.splitlines()[-1]) == (
        0, "next step (rule: one): r3c3, r4c2, r4c4, r5c3 are sea", "(# sea by this step; ? not yet decided)")
    code, out, _ = run_cli("hint", "https://puzz.link/p?hitori/4/4/1114142333214213", "--steps")
    assert (code, out.splitlines()[-1]) == (
        0, "(# shaded by this step; ███ shaded before it; N a number's cell unshaded before it)")


@pytest.mark.parametrize("kind, name, first", [("dominofit", "g.txt", "dominofit rule=cell"),
                                               ("yinyang", "g.url", "https://puzz.link/p?yinyang/5/5/")])
def test_a_generated_puzzle_is_written_in_the_format_its_file_name_says(run_cli, tmp_path, kind, name, first):
    """``generate dominofit -o g.txt`` was refused ("name it g.json") though Domino Fit writes text, and ``generate
    yinyang -o g.url`` told to redirect ``--to url``: a file named for a format the kind writes now holds the
    puzzle in it, and reads back as the same puzzle."""
    from gridsat.puzzles.kinds import get

    path = tmp_path / name
    code, _, err = run_cli("generate", kind, "--size", "5x5", "--seed", "3", "-o", str(path))
    assert code == 0 and err.endswith(f"wrote {path}\n")
    text = path.read_text()
    assert text.startswith(first) and text.endswith("\n") and text.count("\n") == (7 if kind == "dominofit" else 1)
    again = tmp_path / ("again" + get(kind).generator().suffix)
    assert run_cli("generate", kind, "--size", "5x5", "--seed", "3", "-o", str(again))[0] == 0
    as_text = get(kind).writer("text", puzzle_only=True).write  # the same puzzle, whatever its name
    assert as_text(get(kind).parse(text.strip(), "g"), None) == as_text(get(kind).parse(again.read_text(), "a"), None)
