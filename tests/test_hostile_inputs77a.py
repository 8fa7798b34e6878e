"""Hostile pass 77, part a: the command line of the five original kinds."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize("options, flag", [(["--objective", "max-vertical"], "--objective"),
                                           (["--objective", "edge", "--side", "top"], "--objective"),
                                           (["--depth", "2"], "--depth"), (["--weights", "1,2"], "--weights"),
                                           (["--model", "plain"], "--model")])
def test_dominofit_conversion_refuses_solving_settings(run_cli, options, flag):
    """`gridsat dominofit F --to json --objective max-vertical` printed the puzzle and said nothing of the
    objective (--side, --depth, --weights and --model too), while --engine and --unique were refused: a
    conversion solves nothing, so every setting of solving is refused alike."""
    code, out, err = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.txt"), "--to", "json", *options)
    assert (code, out) == (2, "")
    assert f"{flag} does not apply to --to json (it converts the puzzle without solving it)" in err


def test_dominofit_conversion_keeps_reading_settings(run_cli):
    """--rule and --targets change the puzzle read, so a conversion still takes them."""
    code, out, _ = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.txt"), "--to", "text", "--rule", "cell")
    assert code == 0 and out.startswith("dominofit rule=cell")


def test_census_of_a_one_sided_library_design_does_not_flip(run_cli):
    """`--census --design standard --pieces pentominoes-one-sided+hexominoes-one-sided --use '...'` (the census
    command the design search prints for its designs) counted 5,668 solutions, the count with every piece
    flipped too: only --one-sided was read. A one-sided library's pieces are now never flipped: 140, as
    --one-sided with the two-sided library counts."""
    import json

    use = ["--census", "--design", "standard", "--use", "H01 U5 V5 Z5 L5 N5 Y5 P5", "--json"]
    code, out, _ = run_cli("calendar", *use, "--pieces", "pentominoes-one-sided+hexominoes-one-sided")
    one_sided = json.loads(out)
    assert (code, one_sided["total"], one_sided["one_sided"]) == (1, 140, True)  # exit 1: dates without a solution
    code, out, _ = run_cli("calendar", *use, "--pieces", "pentominoes+hexominoes", "--one-sided")
    assert json.loads(out)["total"] == 140


@pytest.mark.parametrize("pieces, advice", [
    ("pentominoes+hexominoes", "give --pieces pentominoes-one-sided+hexominoes-one-sided"),
    ("pentominoes-one-sided", "it is one-sided already: leave --one-sided out")])
def test_design_one_sided_says_how(run_cli, pieces, advice):
    """`--design B --pieces L --choose K --one-sided` was told only "--one-sided does not apply to --design",
    not how to search one-sided designs: the library's name does it."""
    code, _, err = run_cli("calendar", "--design", "standard", "--pieces", pieces, "--choose", "8", "--one-sided")
    assert code == 2
    assert ("--one-sided does not apply to --design: its library says whether pieces flip (" + advice + ")") in err


def test_domino_fit_position_marks_worded_as_the_puzzle_file(run_cli, tmp_path):
    """A position with a '^' alone was told "r1c1: ^ has no v beside it" (the v goes below), a puzzle file with
    the same mark "'^' at r1c1 needs a 'v' below it": a position's marks are now worded as the file's."""
    start = ["^ ##. . . . . .  7", ". ##. . . . . .  6"]
    code, out, err = run_cli("hint", str(EXAMPLES / "dominofit-8x8.txt"), "--position", str(_position(tmp_path, start)))
    assert (code, out) == (2, "") and err.endswith("pos.txt: '^' at r1c1 needs a 'v' below it\n")
    start = [". ##. . . . . .  7", "v ##. . . . . .  6"]
    code, out, err = run_cli("hint", str(EXAMPLES / "dominofit-8x8.txt"), "--position", str(_position(tmp_path, start)))
    assert (code, out) == (2, "") and err.endswith("pos.txt: 'v' at r2c1 needs a '^' above it\n")


def _position(tmp_path, first_rows):
    """The example Domino Fit board as `gridsat hint` draws it, its first two rows replaced."""
    rest = ["##. . ^*. . . .  5", "##. . v*##. . ## 2", ". ##. . . . . .  5", ". . . . . . . ## 6",
            ". . . . . . . .  8", ". . . . ####. .  2"]
    path = tmp_path / "pos.txt"
    path.write_text(" 2 5 5 4 6 7 6 6\n" + "\n".join(first_rows + rest) + "\n")
    return path


def test_objective_parts_without_objective_name_it(run_cli):
    """`dominofit F --export-model m.txt --weights 1,2` was told "--weights does not apply to solving without
    --objective" (it solved nothing); the message now names the objective the part belongs to."""
    code, _, err = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.txt"), "--model-stats", "--depth", "3")
    assert code == 2 and err == "gridsat: error: --depth does not apply without --objective edge\n"


@pytest.mark.parametrize("args, says", [
    (["pack", str(EXAMPLES / "pack-3x20.json"), "--one-sided"],
     "--one-sided does not apply to a puzzle file (it says its board and pieces; set its \"one_sided\" field "
     "instead)"),
    (["calendar", str(EXAMPLES / "calendar-oct6.json"), "-P", "L5@r1c1"],
     "--place does not apply to a puzzle file (it says its date and edition; set its \"place\" field instead)")])
def test_settings_beside_a_puzzle_file_name_its_field(run_cli, args, says):
    """`gridsat pack F.json --one-sided` was told "(it says its board and pieces)": not true of one-sidedness,
    and not where a one-sided puzzle says so; the field to set is now named."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {says}\n")
