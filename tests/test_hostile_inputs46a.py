"""The forty-sixth hostile pass, part A: the command line."""

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
TOLD = "a result as gridsat writes it in JSON, not a puzzle: give the puzzle itself (its file or URL)"


@pytest.mark.parametrize("command", ["nurikabe", "solve", "hint"])
def test_a_listing_json_result_given_back_is_told_what_it_is(run_cli, tmp_path, command):
    """``gridsat nurikabe URL -n 2 --json > r.json; gridsat solve r.json`` said "the record's field 'solutions' is
    not one gridsat reads (did you mean 'solution'?)": the record's field check ran before the result check."""
    code, out, _ = run_cli("nurikabe", NURIKABE, "-n", "2", "--json")
    assert code == 0
    saved = tmp_path / "r.json"
    saved.write_text(out)
    assert run_cli(command, str(saved)) == (2, "", f"gridsat: error: r.json: {TOLD}\n")
