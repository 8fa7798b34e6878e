"""Messages about a JSON file name its values as JSON writes them (true, null, an object, an array), not as
Python does (True, None, dict, list): the user wrote JSON."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize("text, message", [
    ('{"options": [["a", true]]}', 'option 0: item true must be a string or an integer'),
    ('{"options": [[null]]}', 'option 0: item null must be a string or an integer'),
    ('{"options": {"a": 1}}', '"options" must be a list, got an object'),
    ('{"primary": "ab", "options": [["a"]]}', '"primary" must be a list, got a string'),
    ('[1]', 'expected an object with "options", got an array'),  # was read as Knuth's format: 'infeasible'
    ('[["a", "b"], ["c"]]', 'expected an object with "options", got an array'),
])
def test_a_cover_json_file_is_told_in_json_terms(run_cli, tmp_path, text, message):
    path = tmp_path / "c.json"
    path.write_text(text + "\n")
    assert run_cli("cover", str(path)) == (2, "", f"gridsat: error: c.json: JSON: {message}\n")


def test_an_item_line_that_is_not_json_is_still_knuths_format_and_its_names_are_shown_as_they_are(run_cli, tmp_path):
    """Items named '[a]' or '[bold]x' were read as markup: the answer's line read '0: ' and '0: x'."""
    path = tmp_path / "c.dlx"
    path.write_text("[a] b [bold]x\n[a] [bold]x\nb\n")  # items may be named with brackets in Knuth's format
    code, out, _ = run_cli("cover", str(path), "--count")
    assert code == 0 and out.startswith("0: [a] [bold]x\n1: b\n1 solution (all counted)\n"), out


def test_a_path_with_brackets_is_named_as_it_is(run_cli, tmp_path):
    folder = tmp_path / "[x]"
    folder.mkdir()
    code, out, _ = run_cli("yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--svg", str(folder / "y.svg"))
    assert code == 0 and out.splitlines()[-1] == f"wrote {folder / 'y.svg'}" and (folder / "y.svg").stat().st_size
