"""A newcomer's pass (57): what confused someone with only the README."""

from gridsat.puzzles.explaining import hinting_kinds
import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.kinds import get

PARK = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # (a Light Up, Norinori, then LITS until they had hints)
HAVING = f"(kinds with them: {hinting_kinds()})"


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_a_kind_without_hints_says_what_to_ask_instead(run_cli, command):
    # `gridsat hint URL` of a Light Up (now a Statue Park) said only which other kinds have hints: the newcomer was not told that
    # `--forced` (the cells every answer shares) is what this kind can say
    assert run_cli(command, PARK) == (
        2, "", f"gridsat: error: Statue Park has no hints or grades yet {HAVING}; what every answer shares: "
               f"gridsat statuepark '{PARK}' --forced\n")


def test_the_suggested_command_works(run_cli):
    code, out, err = run_cli("statuepark", PARK, "--forced")
    assert (code, err) == (0, "") and "all 49 cells forced" in out


def test_a_kind_without_forced_cells_is_not_offered_them(run_cli, tmp_path):
    path = tmp_path / "toy.dlx"
    path.write_text("a b\na\nb\n")
    assert run_cli("hint", str(path)) == (
        2, "", f"gridsat: error: Exact cover has no hints or grades yet {HAVING}\n")


def test_python_keeps_its_own_words():
    # the command line's suggestion is not put on Python's error
    with pytest.raises(PuzzleInputError) as caught:
        get("statuepark").hints(None)
    assert str(caught.value) == f"Statue Park has no hints or grades yet {HAVING}"


def test_the_readme_says_which_puzzles_can_be_played_in_the_browser():
    # the README's browser section said only "On the Yin-Yang page a puzzle can be *played*", while its table
    # promised Nurikabe and Hitori "play in the browser": a newcomer on the Nurikabe page did not look for it
    from pathlib import Path

    text = " ".join((Path(__file__).parent.parent / "README.md").read_text().split())
    assert ("A Yin-Yang, Nurikabe, Hitori, Heyawake, Star Battle, Norinori, LITS, Light Up, Kurodoko, Tapa, Creek, Aqre, Yajilin, Cave, "
            "Nurimisaki, Shimaguni, Kurotto, Nonogram, Hashiwokakero, Sudoku, Fillomino, Masyu, Slitherlink, Country Road, Kakuro, Skyscrapers, Ripple Effect or Shikaku puzzle can be *played*") in text
    assert "*Play this puzzle*" in text
