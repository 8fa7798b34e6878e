"""Hostile pass 93, part c: limits and hostile input on the sitting's new paths (puzz.link rooms, janko.at files,
generated records, layout resume, letters run together, drawn positions)."""

import json

import pytest


@pytest.mark.parametrize("field, value, told", [
    ("steps", [1, 2], "its 'steps' is [1, 2]"),  # was: "(it was run with --steps [1, 2], not 20000)"
    ("mode", None, "its 'mode' is null"),  # was: "(it was run with --layout None, not labels)"
    ("steps", True, "its 'steps' is true"),  # was: "(it was run with --steps on, not 20000)"
    ("steps", "x" * 300, "its 'steps' is 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (300 characters)"),  # was whole
])
def test_an_edited_layout_search_line_names_its_field_not_a_setting_never_run(run_cli, tmp_path, field, value, told):
    out = tmp_path / "layouts.jsonl"
    line = {"record": "search", "restart": None, "mode": "labels", "objective": "most-fewest", "one_sided": False,
            "steps": 20000, "seed": 0}
    out.write_text(json.dumps({**line, field: value}) + "\n")
    code, _, err = run_cli("calendar", "--layout", "labels", "--out", str(out))
    assert code == 2
    assert err == (f"gridsat: error: {out}: line 1 is not a JSON record with a key ({told}); this file was not "
                   "written by gridsat or was edited, or holds another command's results: choose another output "
                   "file\n")
