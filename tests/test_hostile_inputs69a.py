"""Hostile pass 69, part A: the command line."""
from __future__ import annotations

import pytest

from gridsat.cli.paths import output_path, picture_path
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("name, flag, message", [
    (".svg", ".svg", "--svg '.svg' has no name before .svg: give one (e.g. answer.svg)"),
    (".PNG", ".png", "--png '.PNG' has no name before .PNG: give one (e.g. answer.png)"),
])
def test_picture_named_only_by_its_ending(name, flag, message):
    # `--svg .svg` was told "--svg file must end in .svg, got '.svg'" (pathlib reads it as a hidden file)
    with pytest.raises(PuzzleInputError) as caught:
        picture_path(flag)(name)
    assert str(caught.value) == message


@pytest.mark.parametrize("name, message", [
    (".jsonl", "--out '.jsonl' has no name before .jsonl: give one (e.g. answer.jsonl)"),
    ("./.png", "--out './.png' has no name before .png: give one (e.g. answer.png)"),
])
def test_out_named_only_by_its_ending(name, message):
    # `generate dominofit --count 2 -o .jsonl` was told "give --out FILE.jsonl (got '.jsonl')", and
    # `generate yinyang -o .png` wrote the puzzle's text into a hidden file named .png
    with pytest.raises(PuzzleInputError) as caught:
        output_path("--out", None)(name)
    assert str(caught.value) == message


def test_out_with_a_name_still_taken(tmp_path):
    assert output_path("--out", None)(str(tmp_path / "a.png")) is not None
    assert picture_path(".svg")(str(tmp_path / "a.svg")) is not None
