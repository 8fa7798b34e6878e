"""Hostile pass 55, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import json

import pytest

URL = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("kind, title", [("pack", "Polyomino packing"), ("calendar", "a Calendar puzzle")])
def test_record_holding_a_url_for_a_json_kind_is_told_it_reads_none(run_cli, tmp_path, kind, title):
    # '{"kind": "pack", "puzzle": URL}' was "a pack puzzle is a JSON object such as {...}, got 'https://...'",
    # where cover and Domino Fit records holding a URL say the kind reads no URLs; the sixty-eighth pass made a
    # record whose URL is another kind's say which kind it looks like, and how to mend the record
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"kind": kind, "puzzle": URL}))
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: r.json: this looks like a Nurikabe puzzle, not "
                                           f"{title} (the record's kind): make its \"kind\" 'nurikabe', or leave it "
                                           "out\n")


@pytest.mark.parametrize("command, url, title", [
    ("solve", URL, "Nurikabe"), ("hint", URL, "Nurikabe"),
    ("yinyang", "https://puzz.link/p?yinyang/6/6/6a166b230900", "Yin-Yang")])
def test_json_array_holding_a_url_is_told_so(run_cli, tmp_path, command, url, title):
    # a file '["URL"]' was "URL body has 2 characters after the board (from character 10: '\"]'); remove them",
    # and removing them left '["URL', which was solved
    path = tmp_path / "u.txt"
    path.write_text(json.dumps([url]) + "\n")
    assert run_cli(command, str(path)) == (2, "", f"gridsat: error: u.txt: {title}: a JSON array holding a URL: a "
                                           "puzzle is its URL alone (a list of puzzles goes one URL a line, in a "
                                           ".jsonl file for gridsat batch)\n")


def test_option_taken_as_a_position_file_is_said_to_look_like_one(run_cli, tmp_path, monkeypatch):
    # 'hint P --position --steps' was "--steps: cannot read position file: No such file or directory", as though
    # --steps itself were wrong, not the position file left out before it
    monkeypatch.chdir(tmp_path)
    (tmp_path / "n.txt").write_text(URL + "\n")
    assert run_cli("hint", "n.txt", "--position", "--steps") == (
        2, "", "gridsat: error: --steps: cannot read position file: No such file or directory; '--steps' looks "
        "like an option: was the file left out before it?\n")


def test_json_object_argument_cut_short_is_not_told_as_a_url(run_cli):
    # '{"puzzle": "https://...?..."' (no closing brace) was "URL: not valid JSON: Expecting ',' delimiter at line
    # 1, column 55": a JSON object named a URL, where the whole object is told it is a puzzle's text
    code, out, err = run_cli("solve", '{"puzzle":"' + URL + '"')
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: '{\"puzzle\":\"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\"': the puzzle argument "
                   "is a JSON object, a puzzle's text, where a file, a URL or - goes: save it in a file and name it, "
                   "or pipe it in and give - (standard input)\n")


@pytest.mark.parametrize("command, word, said", [
    ("dominofit", "PUZZLE", "a file's name or - for standard input (Domino Fit reads no URLs; "),
    ("cover", "FILE", "a file's name or - for standard input (Exact cover reads no URLs; "),
    ("nurikabe", "PUZZLE", "a file's name, a puzz.link URL in quotes, or - for standard input (")])
def test_missing_puzzle_offers_a_url_only_where_one_is_read(run_cli, command, word, said):
    # 'gridsat dominofit' was offered "a puzz.link URL in quotes", which Domino Fit refuses ("reads no URLs"), and
    # 'gridsat cover' said no more than "Missing argument 'FILE'." (the newcomer's pass fixed it alike: its words)
    assert run_cli(command) == (2, "", f"gridsat: error: Missing argument '{word}': your puzzle, as {said}the "
                                "README's examples/ folder has some to try) "
                                f"(see 'gridsat {command} --help')\n")
