"""A newcomer's pass (51): the README followed from the top, then what a puzzle person tries next."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACK_FILE = '(PUZZLE a packing puzzle file: {"kind": "pack", "board": "6x10", "pieces": "pentominoes"})'


@pytest.mark.parametrize("option, where", [
    ("--steps", "every step: gridsat hint PUZZLE --steps"),
    ("--hint", "the next step and why: gridsat hint PUZZLE"),
    ("--grade", "how hard a puzzle is: gridsat grade PUZZLE"),
])
def test_pack_steps_option_says_what_puzzle_hint_takes(run_cli, option, where):
    """`gridsat pack -b 3x20 --steps` pointed at `gridsat hint PUZZLE --steps`, and the newcomer's next try,
    `gridsat hint 3x20`, was refused ("'3x20' is a board, not a packing puzzle file"): the first refusal now
    says what PUZZLE is for a packing."""
    assert run_cli("pack", "-b", "3x20", option) == (
        2, "", f"gridsat: error: No such option: {option}; {where} {PACK_FILE} (see 'gridsat pack --help')\n")


def test_other_kinds_steps_refusal_unchanged(run_cli):
    # a Yin-Yang file is what hint takes: the file given is named (with its kind, which a grid may not say)
    assert run_cli("yinyang", "examples/yinyang-10x10.txt", "--steps") == (
        2, "", "gridsat: error: No such option: --steps; every step: gridsat hint examples/yinyang-10x10.txt --kind "
               "yinyang --steps (see 'gridsat yinyang --help')\n")


def test_packing_hints_page_names_a_puzzle_file():
    # docs/packing.md's "Hints" said only `gridsat hint PUZZLE`; a board is not one
    text = (ROOT / "docs" / "packing.md").read_text()
    assert "`gridsat hint examples/pack-3x20.json`" in text
    assert (ROOT / "examples" / "pack-3x20.json").is_file()


@pytest.mark.parametrize("date, said", [
    ("31-12", "date 31-12 does not exist: month 31 is not 1-12; the month comes first: 12-31"),
    ("2026-25-12", "date 2026-25-12 does not exist: month 25 is not 1-12; the month comes first: 2026-12-25"),
    ("2024-29-02", "date 2024-29-02 does not exist: month 29 is not 1-12; the month comes first: 2024-02-29"),
    ("2025-29-02", "date 2025-29-02 does not exist: month 29 is not 1-12"),  # 2025-02-29 is no date either
    ("25-12-2026", "date '25-12-2026' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06; the year comes first: 2026-12-25"),
    ("12-25-2026", "date '12-25-2026' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06; the year comes first: 2026-12-25"),
    ("05-06-2026", "date '05-06-2026' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06"),  # either reading: none said
])
def test_calendar_date_written_day_first_says_how(run_cli, date, said):
    """`gridsat calendar 31-12` (day first, as much of the world writes it) said only "month 31 is not 1-12", and
    `25-12-2026` only "is not YYYY-MM-DD": each now says the date it most likely is, where only one reading fits."""
    assert run_cli("calendar", date) == (2, "", f"gridsat: error: {said}\n")


def test_calendar_day_first_in_python_and_web_say_the_same(api_client):
    import gridsat
    from gridsat.puzzles.calendar import make_calendar

    with pytest.raises(gridsat.PuzzleInputError, match="the month comes first: 12-31$"):
        make_calendar("31-12")
    got = api_client.post("/api/solve", json={"kind": "calendar", "argument": "31-12"})
    assert got.status_code == 422 and got.json()["error"].endswith("the month comes first: 12-31"), got.json()


def test_solve_of_a_day_first_date_names_the_calendar(run_cli):
    """`gridsat solve 31-12` said "cannot read puzzle file: No such file or directory" where `solve 12-31` names the
    calendar: a date written the other way round now does too, as it goes."""
    import gridsat

    assert run_cli("solve", "31-12") == (
        2, "", "gridsat: error: 31-12: no such file; as a DATE written 12-31 it is a Calendar puzzle: "
               "give 12-31 and add --kind calendar (gridsat calendar 12-31 solves it)\n")
    assert run_cli("solve", "13-45")[2] == "gridsat: error: 13-45: cannot read puzzle file: No such file or directory\n"
    with pytest.raises(gridsat.PuzzleInputError) as err:
        gridsat.solve("25-12-2026")
    assert str(err.value) == ("25-12-2026: no such file; as a DATE written 2026-12-25 it is a Calendar puzzle: "
                              "give 2026-12-25 and add kind='calendar' (gridsat.solve('2026-12-25', "
                              "kind='calendar') solves it)")
