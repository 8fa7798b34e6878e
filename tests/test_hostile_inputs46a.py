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


@pytest.mark.parametrize("command", [
    ("nurikabe", NURIKABE),
    ("hitori", "https://puzz.link/p?hitori/4/4/1114142333214213"),
    ("yinyang", "https://puzz.link/p?yinyang/6/6/6a166b230900"),
])
def test_a_solve_json_result_given_as_a_position_is_told_what_it_is(run_cli, tmp_path, command):
    """``gridsat nurikabe URL --json > r.json; gridsat hint URL --position r.json`` read the answer's grid (0
    unshaded, 1 shaded) as a position's (0 undecided, 1 unshaded): "the position has a mistake: r1c3, ... differ
    from the puzzle's only answer", exit 0, of the answer itself (Hitori too)."""
    code, out, _ = run_cli(*command, "--json")
    assert code == 0
    saved = tmp_path / "r.json"
    saved.write_text(out)
    assert run_cli("hint", command[1], "--position", str(saved)) == (
        2, "", f"gridsat: error: {saved}: a solve's result as gridsat writes it in JSON, not a position: give the "
               "position's rows, or a hint's result (as hint --json prints it)\n")


def test_a_hint_json_result_is_still_a_position(run_cli, tmp_path):
    code, out, _ = run_cli("hint", NURIKABE, "--json")
    assert code == 0
    saved = tmp_path / "h.json"
    saved.write_text(out)
    code, out, _ = run_cli("hint", NURIKABE, "--position", str(saved))
    assert code == 0 and out.startswith("next step")


@pytest.mark.parametrize("given", [("--position", ""), ("--position=",)])
def test_an_empty_position_name_is_told_empty_not_a_folder(run_cli, given):
    """``gridsat hint URL --position ''`` said ".: cannot read position file: it is a folder" (Path('') is '.')."""
    assert run_cli("hint", NURIKABE, *given) == (
        2, "", "gridsat: error: --position is empty: give a file name or leave the option out\n")


PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))


@pytest.mark.parametrize("name", ["shot.jsonl", "shot.jsonl.gz"])
def test_a_picture_named_as_a_collection_is_told_a_picture(run_cli, tmp_path, name):
    """``gridsat batch shot.jsonl -o r.jsonl`` of a PNG said "line 1 is not UTF-8 text", where the same file as
    ``shot.txt`` is told it is a PNG picture (its first line ends at the signature's own newline)."""
    import gzip

    collection = tmp_path / name
    collection.write_bytes(gzip.compress(PNG) if name.endswith(".gz") else PNG)
    code, out, err = run_cli("batch", str(collection), "-o", str(tmp_path / "r.jsonl"))
    assert (code, err.splitlines()[-1]) == (2, f"gridsat: error: {collection}: a PNG picture, not a puzzle's text: "
                                               "gridsat reads a puzzle as text, JSON or a puzz.link URL")


def test_a_batch_bad_input_line_given_as_a_puzzle_is_a_result(run_cli, tmp_path):
    """A ``gridsat batch`` results line of a bad puzzle (no "complete"), saved as ``line.json`` and given to
    ``gridsat solve``, was "not a puzzle gridsat can read (kinds: ...)", where its solved lines are told they are
    a result."""
    line = tmp_path / "line.json"
    line.write_text('{"file": "bf/x.json", "kind": null, "digest": "897722b46388a6e8", "status": "bad_input", '
                    '"error": "x.json: unreadable", "seconds": 0.000771}\n')
    for command in ("solve", "hint", "yinyang"):  # (which run's results, as the web and batch pass said it)
        assert run_cli(command, str(line)) == (
            2, "", "gridsat: error: line.json: this is the results of a gridsat batch run, not a puzzle\n"), command
