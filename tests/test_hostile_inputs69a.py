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
    (".jsonl", "--out '.jsonl' has no name before .jsonl: give one (e.g. out.jsonl)"),
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


def test_collection_line_of_many_digits(tmp_path, monkeypatch):
    # `gridsat solve c.jsonl:99999999999999999999` of a 2-line collection got no word of the collection (only
    # numbers of up to 9 digits were read as its lines)
    from gridsat.core.near_files import _collection_line

    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.jsonl").write_text('{"a": 1}\n{"a": 2}\n')
    assert _collection_line("c.jsonl:99999999999999999999") == (
        "; the collection c.jsonl has no line 99999999999999999999 (as gridsat batch names its lines: c.jsonl:1 "
        "to c.jsonl:2)")
    assert _collection_line("c.jsonl:0000000002").startswith("; that is line 2 of the collection c.jsonl")


def test_save_figure_named_only_by_its_ending(tmp_path):
    # Python's save_figure(fig, '.svg') was told "picture file must end in .png or .svg, got '.svg'"
    from gridsat.core.pictures import save_figure

    with pytest.raises(PuzzleInputError) as caught:
        save_figure(object(), tmp_path / ".svg")
    assert str(caught.value).endswith("has no name before .svg: give one (e.g. answer.svg)")
