"""What a new user, working from the README alone, tripped over in the
seventy-fourth pass: each case is the exact line a user gets now."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.calendar import make_calendar

NO_WEEKDAY = ("edition dragonfjord has no weekday cells; a weekday does not apply: leave the weekday out, or choose "
              "an edition that shows it (weekday)")


def test_a_weekday_on_a_board_without_weekday_cells_says_what_to_do(run_cli, tmp_path):
    """``gridsat calendar 2026-10-06 --weekday Mon`` (the docs' weekday example without ``-e weekday``) was told
    only "edition dragonfjord has no weekday cells; a weekday does not apply": not what to do instead. The
    same words reach Python and a puzzle file, so they name no option."""
    assert run_cli("calendar", "2026-10-06", "--weekday", "Mon")[2] == f"gridsat: error: {NO_WEEKDAY}\n"
    puzzle = tmp_path / "wd.json"
    puzzle.write_text('{"kind": "calendar", "date": "2026-10-06", "weekday": "Mon"}')
    assert run_cli("solve", str(puzzle))[2] == f"gridsat: error: wd.json: {NO_WEEKDAY}\n"
    with pytest.raises(PuzzleInputError) as caught:
        make_calendar("2026-10-06", weekday="Mon")
    assert str(caught.value) == NO_WEEKDAY


@pytest.mark.parametrize("size", ["6*10", "6,10", "6×10", "6 by 10"])
def test_a_size_with_another_mark_between_its_sides_is_told_the_size_meant(run_cli, size):
    """``gridsat pack --board 6*10`` was "unknown board '6*10': give RxC ..." and ``generate yinyang --size 6*10``
    "--size '6*10' is not RxC (e.g. 10x10)": only the letter O for a zero was told the size meant."""
    assert run_cli("pack", "--board", size)[2] == (
        f"gridsat: error: unknown board '{size}' (did you mean '6x10'?): give RxC (e.g. 6x10), a mask file, or one "
        "of: 8x8-centre\n")
    assert run_cli("generate", "yinyang", "--size", size)[2] == (
        f"gridsat: error: --size '{size}' is not RxC: did you mean '6x10'?\n")
    assert run_cli("pack", "--board", "0*5")[2] == (  # no size to mean: a side of 0
        "gridsat: error: unknown board '0*5': give RxC (e.g. 6x10), a mask file, or one of: 8x8-centre\n")


def test_a_listing_up_to_symmetry_says_distinct_as_its_count_does(run_cli):
    """``gridsat pack -b 3x20 -n 10 --distinct`` said "2 solutions listed (no more exist)" where ``--count
    --distinct`` says "2 distinct solutions": the 8 tilings of 3x20 seemed to be 2. Python's verdict_lines too."""
    code, out, _ = run_cli("pack", "-b", "3x20", "-n", "10", "--distinct")
    assert code == 0 and "\n2 distinct solutions listed (no more exist)\n" in out
    assert "\n8 solutions listed (no more exist)\n" in run_cli("pack", "-b", "3x20", "-n", "10")[1]
    import gridsat

    pack = gridsat.kinds.get("pack").parse('{"board": "3x20", "pieces": "pentominoes"}')
    assert pack.solutions(10, distinct=True).verdict_lines() == ["2 distinct solutions listed (no more exist)"]


def test_the_readmes_command_placeholder_typed_as_it_stands_is_explained(run_cli):
    """``gridsat COMMAND --help`` (the README's vocabulary table, typed as written) was told only "No such command
    'COMMAND'.", where PUZZLE typed as written is told what it stands for."""
    assert run_cli("COMMAND", "--help")[2] == (
        "gridsat: error: No such command 'COMMAND': it stands for one that gridsat --help lists (gridsat solve "
        "--help) (see 'gridsat --help')\n")
    # 'gridsat generate KIND --size RxC' (the same table's generate row) was "No such command 'KIND'." with no kind
    assert run_cli("generate", "KIND", "--size", "RxC")[2] == (
        "gridsat: error: KIND stands for a kind with a generator: aqre, cave, countryroad, creek, dominofit, gokigen, kurodoko, "
        "kurotto, lightup, mochikoro, nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, yinyang (see 'gridsat generate --help')\n")


def test_a_design_library_typo_and_commas_between_pieces_say_what_was_meant(run_cli):
    """``--design dragonfjord --pieces pentominos+hexominoes`` (and 'pentominoes + hexominoes') was "unknown piece
    library ..." with no word of the one meant, where ``pack --pieces pentomino`` is told it; ``--use 'H03,F5,...'``
    was "piece H03,F5,... is not in library ..." where an edition file's commas are told to be spaces."""
    for typed in ("pentominos+hexominoes", "pentominoes + hexominoes"):
        err = run_cli("calendar", "--design", "dragonfjord", "--pieces", typed, "--choose", "8", "--out", "d.jsonl")[2]
        assert err.startswith(f"gridsat: error: unknown piece library '{typed}' (did you mean "
                              "'pentominoes+hexominoes'?): give a piece file or built-in sets joined with '+'")
    err = run_cli("calendar", "--census", "--design", "dragonfjord", "--pieces", "pentominoes+hexominoes", "--use",
                  "H03,F5,L5,N5,P5,U5,V5,Y5")[2]
    assert err.startswith("gridsat: error: piece H03,F5,L5,N5,P5,U5,V5,Y5 is not in library pentominoes+hexominoes")
    assert err.endswith("H35); separate the pieces by spaces, not commas\n")


def test_a_puzzle_file_whose_kind_is_misspelt_is_told_the_kind_meant(run_cli, tmp_path):
    """``{"kind": "calender", "date": "2026-10-06"}`` was told "the puzzle says kind 'calender', not 'calendar'",
    which reads as the right kind refused; a kind far from the command's is told as before."""
    puzzle = tmp_path / "p.json"
    puzzle.write_text('{"kind": "calender", "date": "2026-10-06"}')
    expected = "gridsat: error: p.json: the puzzle says kind 'calender': did you mean 'calendar'?\n"
    assert run_cli("solve", str(puzzle))[2] == run_cli("calendar", str(puzzle))[2] == expected
    puzzle.write_text('{"kind": "pack", "board": "3x20"}')
    assert run_cli("yinyang", str(puzzle))[2].startswith("gridsat: error: p.json: ")
