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
    # a Yin-Yang file is what hint takes, so nothing is added there
    assert run_cli("yinyang", "examples/yinyang-10x10.txt", "--steps") == (
        2, "", "gridsat: error: No such option: --steps; every step: gridsat hint PUZZLE --steps "
               "(see 'gridsat yinyang --help')\n")


def test_packing_hints_page_names_a_puzzle_file():
    # docs/packing.md's "Hints" said only `gridsat hint PUZZLE`; a board is not one
    text = (ROOT / "docs" / "packing.md").read_text()
    assert "`gridsat hint examples/pack-3x20.json`" in text
    assert (ROOT / "examples" / "pack-3x20.json").is_file()
