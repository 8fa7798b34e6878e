"""Hostile pass 100, part d: a newcomer from a fresh clone, the README and docs alone."""

import json


def test_generate_grade_on_a_generator_without_it_names_those_with_it(run_cli):
    # `gridsat generate slitherlink --grade hard` said "Slitherlink has no hints, grades or position checks yet
    # (kinds with them: pack, calendar, dominofit, ...)": most of those have no generator taking --grade either
    # (Slitherlink grades its puzzles since pass 111, and is pointed at gridsat grade as Domino Fit is)
    assert run_cli("generate", "slitherlink", "--size", "5x5", "--grade", "hard") == (
        2, "", "gridsat: error: No such option: --grade; gridsat generate slitherlink makes no puzzle of a chosen "
               "grade (generators that take --grade: yinyang, nurikabe, lightup, shikaku, kurodoko, creek, aqre, "
               "cave, nurimisaki, nonogram); the grade of a puzzle it made: gridsat grade PUZZLE (see 'gridsat generate slitherlink "
               "--help')\n")


def test_generate_grade_on_a_kind_that_grades_points_at_grade(run_cli):
    assert run_cli("generate", "dominofit", "--size", "5x5", "--grade", "hard") == (
        2, "", "gridsat: error: No such option: --grade; gridsat generate dominofit makes no puzzle of a chosen "
               "grade (generators that take --grade: yinyang, nurikabe, lightup, shikaku, kurodoko, creek, aqre, cave, "
               "nurimisaki, nonogram); the grade of a puzzle it made: "
               "gridsat grade PUZZLE (see 'gridsat generate dominofit --help')\n")


def test_tapa_no_answer_does_not_say_none_without_clues(run_cli, tmp_path):
    # a 1,1,1,1 amid a 3x3 board said "no answer: there is none even with every clue taken away", where the board
    # without clues has 140 answers: a Tapa clue is now taken away whole, its cell then free (pass 100a)
    (tmp_path / "t.txt").write_text("tapa\n. . .\n. 1,1,1,1 .\n. . .\n")
    code, out, _ = run_cli("tapa", str(tmp_path / "t.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == (
        "the clue 1,1,1,1 at r2c2 cannot hold, even with every other clue taken away")


def test_tapa_two_clues_in_conflict_are_named_in_tapa_terms(run_cli, tmp_path):
    (tmp_path / "t.txt").write_text("tapa\n. . . . .\n. 0 4 . .\n. . . . .\n. . . . .\n")
    code, out, _ = run_cli("tapa", str(tmp_path / "t.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == (
        "the clues 0 at r2c2 and 4 at r2c3 cannot all hold, even with every other clue taken away (take one of these "
        "away too and an answer exists)")


def test_a_json_tapa_clue_refused_names_the_array_form(run_cli, tmp_path):
    # `[]` said "is not a whole number, a symbol or empty", leaving out the array of runs the format documents
    (tmp_path / "t.json").write_text('{"kind": "tapa", "rows": 2, "cols": 2, "clues": [[[], null], [null, null]]}')
    assert run_cli("tapa", str(tmp_path / "t.json")) == (
        2, "", "gridsat: error: t.json: clues row 1, column 1: [] is not a Tapa clue (a number 0-8, '?', or an array "
               "of run lengths, each a whole number or '?': [3, 1, 1])\n")
    # a value of another type keeps the shared reader's words, the array form named
    (tmp_path / "t.json").write_text('{"kind": "tapa", "rows": 2, "cols": 2, "clues": [[{}, null], [null, null]]}')
    code, _, err = run_cli("tapa", str(tmp_path / "t.json"))
    assert code == 2 and "an array of whole numbers or '?' ([3, 1, 1])" in err


def test_the_readme_shows_a_tapa_puzzle_and_its_line_runs(run_cli):
    # Tapa, the newest kind, had no command in the README's tour: a newcomer found its URL only in shading-hints.md
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    line = "gridsat tapa 'https://puzz.link/p?tapa/5/5/3n5hchhajn2' --to text"
    assert line in readme
    assert run_cli("tapa", "https://puzz.link/p?tapa/5/5/3n5hchhajn2", "--to", "text") == (
        0, "tapa\n3 . . . .\n. . . . 5\n. . 3,1,1 . .\n3,1 . . . .\n. . . . 2\n", "")
