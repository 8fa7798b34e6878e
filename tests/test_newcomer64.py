"""A newcomer's pass (64d): what someone following the README met."""
import re

import pytest

import gridsat

URL = "https://puzz.link/p?yinyang/5/5/016612300"


def _coloured(text: str) -> str:
    """Every two-character cell wrapped in escape codes, as rich writes a drawing under FORCE_COLOR."""
    out = []
    for line in text.splitlines():
        if re.fullmatch(r"([?·○●W B█]{2})+", line.replace("██", "BB")):
            line = "".join(f"\x1b[2m{line[k:k + 2]}\x1b[0m" for k in range(0, len(line), 2))
        out.append(line)
    return "\n".join(out) + "\n"


def test_yinyang_position_saved_in_colour_is_read_as_the_plain_one():
    # `FORCE_COLOR=1 gridsat hint P > pos.txt` then `gridsat hint P --position pos.txt` was
    # "line 1, column 1: symbol 'next' is not 0 (undecided), 1 (white) or 2 (black)"
    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse(URL)
    drawn = "next step (rule: x): r1c1 is white\n" + "\n".join(
        " ".join("?" if v == 0 else "●" if v == 2 else "○" for v in row) + " " for row in puzzle.givens) + \
        "\n(●/○ given black/white circles; ? not yet decided)\n"
    plain = kind.position_of(drawn, puzzle)
    assert kind.position_of(_coloured(drawn), puzzle) == plain
    assert kind.read_position(_coloured(drawn), puzzle) == plain


@pytest.mark.parametrize("args, says", [
    (["--png", "answer.svg"], "--png file must end in .png, got 'answer.svg'; an SVG picture is --svg FILE"),
    (["--svg", "answer.PNG"], "--svg file must end in .svg, got 'answer.PNG'; a PNG picture is --png FILE"),
    (["--png", "answer.jpg"], "--png file must end in .png, got 'answer.jpg'")])
def test_a_picture_named_for_the_other_option_names_that_option(run_cli, args, says):
    """``--png answer.svg`` was told only "must end in .png": which option draws an SVG was not said."""
    assert run_cli("solve", URL, *args) == (2, "", f"gridsat: error: {says}\n")


@pytest.mark.parametrize("missing, says", [
    (("gridsat.puzzles.dominofit._kernel", "gridsat.puzzles.dominofit._cycle_kernel"),
     "refused without them: --engine search, cycles on Domino Fit (reinstall with a C compiler and pip's --no-cache-dir to get them)"),
    (("gridsat.puzzles.dominofit._cycle_kernel",),
     "refused without them: --engine cycles on Domino Fit (reinstall with a C compiler and pip's --no-cache-dir to get them)")])
def test_version_says_each_refusal_once(monkeypatch, missing, says):
    """``GRIDSAT_NO_EXTENSIONS=1 pip install -e .`` then ``gridsat --version`` listed "--engine search and cycles on
    Domino Fit; --engine cycles on Domino Fit".  What each kind loses comes from its own ``compiled``
    declaration (Domino Fit's ``race``, which only ``auto`` runs, falls back to CP-SAT: not refused)."""
    from gridsat.core import compiled
    from gridsat.puzzles.kinds import get, names

    monkeypatch.setattr(compiled, "present", lambda module: module not in missing)
    assert compiled.report([get(name) for name in names()]).splitlines()[-1] == says
