"""Hostile pass 78, part a: Nurikabe, Slitherlink, Masyu and the generators on the command line."""

from __future__ import annotations

import pytest


def test_graded_generation_out_of_candidates_says_what_to_do(run_cli):
    """`gridsat generate yinyang --size 2x2 --grade medium` said only "no medium 2x2 Yin-Yang puzzle found in 200
    candidates (seed 1)": no next step, and more -t (the step a time-up suggests) tries no more candidates."""
    code, out, err = run_cli("generate", "yinyang", "--size", "2x2", "--grade", "medium")
    assert (code, out) == (1, "")
    assert err.strip() == ("gridsat: unknown: no medium 2x2 Yin-Yang puzzle found in the 200 candidates seed 1 "
                           "gives: try another seed, an easier grade or a larger board")


def test_json_puzzle_of_another_kind_is_pointed_to_its_command(run_cli, tmp_path):
    """`gridsat nurikabe SLITHER.json` ({"kind": "slitherlink", ...}) was told only "the puzzle says kind
    'slitherlink', not 'nurikabe'", with no next step, while the same puzzle as a text grid got its command."""
    path = tmp_path / "loop.json"
    path.write_text('{"kind": "slitherlink", "rows": 2, "cols": 2, "clues": [[1, null], [null, null]]}')
    code, out, err = run_cli("nurikabe", str(path))
    assert (code, out) == (2, "")
    assert err.strip() == (f"gridsat: error: loop.json: this looks like a Slitherlink puzzle, not Nurikabe: "
                           f"gridsat slitherlink {path}")


def test_json_record_of_another_kind_holding_a_third_is_not_pointed(run_cli, tmp_path):
    """A record whose "kind" is not what its text is keeps its own words: no command that refuses it too."""
    path = tmp_path / "rec.json"
    path.write_text('{"kind": "masyu", "puzzle": "https://puzz.link/p?slither/4/4/dgdh2c71"}')
    code, _, err = run_cli("nurikabe", str(path))
    assert code == 2 and err.strip() == "gridsat: error: rec.json: the record's kind is 'masyu', where Nurikabe puzzles were asked for"


def test_a_grid_headed_by_another_genre_on_stdin_names_a_command(run_cli, monkeypatch):
    """`gridsat nurikabe - < SLITHER.txt` was told "(read it as kind 'slitherlink')": Python's keyword, which the
    command line has not; it names the command now (Python's words stay Python's)."""
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"slitherlink\n3 .\n. .\n")))
    code, out, err = run_cli("nurikabe", "-")
    assert (code, out) == (2, "")
    assert err.strip() == ("gridsat: error: stdin: line 1: 'slitherlink' names a Slitherlink puzzle, not Nurikabe "
                           "(read it with gridsat slitherlink)")


def test_a_grade_from_trials_alone_says_trials(run_cli, tmp_path):
    """`gridsat grade` of a 1x3 Nurikabe without clues (three one-cell trials) said "grade: hard (its hardest steps
    use the genre's level-3 rules)" and "rules used: " (empty): no level-3 rule was used, only trials."""
    path = tmp_path / "n.txt"
    path.write_text("nurikabe\n. . .\n")
    code, out, _ = run_cli("grade", str(path))
    assert code == 0
    assert out == ("grade: hard (its hardest steps use short local trials)\nsteps: 3; trials: 3; guesses: 0; "
                   "hardest rule: trial; rules used: none (trials alone)\n")


def test_the_loop_search_alone_is_weighed_as_itself(run_cli, tmp_path):
    """`gridsat masyu EMPTY-300x300 --engine search` was refused: "a search model of a 300x300 Masyu needs about
    2.01 GB", CP-SAT's 24 KB a cell, though the search alone held 107 MB (an open 500x500 Slitherlink 257 MB);
    under auto, where CP-SAT may join, the estimate stays CP-SAT's and says so."""
    import json

    path = tmp_path / "m.json"
    path.write_text(json.dumps({"kind": "masyu", "rows": 300, "cols": 300, "clues": [[None] * 300] * 300}))
    assert run_cli("masyu", str(path), "--engine", "search", "--memory-limit", "0.1") == (
        2, "", "gridsat: error: a search model of a 300x300 Masyu needs about 0.13 GB of memory; the limit is 0.1 GB "
               "(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    code, _, err = run_cli("masyu", str(path), "--memory-limit", "0.1")
    assert code == 2 and err.startswith("gridsat: error: a CP-SAT model of a 300x300 Masyu (auto may join it to the "
                                        "search; --engine search runs the search alone, in far less) needs about 2.0 GB")


@pytest.mark.parametrize("fields, said", [
    ('"clues": null', "clues must be a list of 3 rows, got null"),
    ('"clues": [null, null, null]', "clues row 1 must be a list of 3 cells, got null"),
    ('"clues": [[null, null, null], [null, null, null], [null, null, null]], "full": null',
     "'full' must be true or false, got null"),
    ('"clues": [[null, null, null], [null, null, null], [null, null, null]], "name": null',
     "'name' must be a string, got null"),
])
def test_a_null_field_is_said_once(run_cli, tmp_path, fields, said):
    """A Masyu JSON with "clues": null was told "clues must be a list of 3 rows, got null null" (on the web too),
    "full": null "got null (null)": null's type word is its value."""
    path = tmp_path / "m.json"
    path.write_text('{"kind": "masyu", "rows": 3, "cols": 3, ' + fields + "}")
    assert run_cli("masyu", str(path)) == (2, "", f"gridsat: error: m.json: {said}\n")
