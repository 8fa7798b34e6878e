"""The lead's mends of the seventieth pass's session."""

import pytest


@pytest.mark.parametrize("command, advice", [
    ("hint", "gridsat hint takes one puzzle: name a file in it"),
    ("grade", "gridsat grade takes one puzzle: name a file in it"),
    ("solve", "every puzzle in a folder: gridsat batch FOLDER --out RESULTS.jsonl"),
])
def test_a_folder_given_to_hint_or_grade_is_not_sent_to_batch(run_cli, tmp_path, monkeypatch, command, advice):
    # `gridsat hint FOLDER` was advised `gridsat batch FOLDER`, which solves and gives no hints or grades
    monkeypatch.chdir(tmp_path)
    (tmp_path / "fold").mkdir()
    code, out, err = run_cli(command, "fold")
    assert (code, out) == (2, "")
    assert err == f"gridsat: error: fold: cannot read puzzle file: it is a folder ({advice})\n"


@pytest.mark.parametrize("options", [{}, {"x": ["a"], "y": ["a"]}])
def test_exact_cover_options_given_as_a_mapping_are_refused(options):
    # {} counted 1 cover (its keys were read as the options) and {"x": ["a"]} was told "option 0 is str 'x'"
    from gridsat import count_covers
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(TypeError) as caught:
        count_covers(options)
    assert isinstance(caught.value, PuzzleInputError)
    assert str(caught.value) == ("options must be a list of options, each a list of items, not a dict (for named "
                                 "options: list(options.values()); a cover names options by their index)")
    assert count_covers(list({"x": ["a"], "y": ["a"]}.values())) == 2


def test_generate_json_run_told_of_json_not_to(run_cli, tmp_path, monkeypatch):
    # `generate yinyang --json -o x.json` was told "(--to changes what is printed, not the file)": it gave no --to
    monkeypatch.chdir(tmp_path)
    said = "gridsat: error: --out 'x.json' would hold the puzzle as text, not JSON: name it x.txt ({} changes what " \
           "is printed, not the file)\n"
    assert run_cli("generate", "yinyang", "--size", "6x6", "--json", "-o", "x.json")[::2] == (2, said.format("--json"))
    assert run_cli("generate", "yinyang", "--size", "6x6", "-o", "x.json")[::2] == (2, said.format("--to"))
    assert not (tmp_path / "x.json").exists()


def test_a_year_of_two_digits_is_asked_in_full(run_cli, tmp_path, monkeypatch):
    # `calendar --year 27 --out y.jsonl` solved every date of 27 AD in silence (a date '27-10-06' is refused)
    monkeypatch.chdir(tmp_path)
    assert run_cli("calendar", "--year", "27", "--out", "y.jsonl")[::2] == (
        2, "gridsat: error: --year 27: give the year in full (did you mean 2027?)\n")
    assert not (tmp_path / "y.jsonl").exists()
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.calendar.year import solve_year

    with pytest.raises(PuzzleInputError) as caught:
        solve_year("dragonfjord", 99, tmp_path / "y.jsonl")
    assert str(caught.value) == "year 99: give the year in full (did you mean 2099?)"


@pytest.mark.parametrize("rows, said", [(4, "a 4x4"), (8, "an 8x8"), (80, "an 80x80"), (11, "an 11x11"),
                                        (18, "an 18x18"), (1, "a 1x1"), (180, "a 180x180"), (800, "an 800x800")])
def test_a_board_size_takes_the_article_it_is_spoken_with(rows, said):
    from gridsat.core.wording import a_size

    assert a_size(rows, rows) == said


def test_a_memory_refusal_of_an_8x8_says_an(run_cli, tmp_path, monkeypatch):
    # 'a model of a 8x8 Light Up needs about ...'
    monkeypatch.chdir(tmp_path)
    (tmp_path / "l.txt").write_text("lightup\n" + ". . . . . . . .\n" * 8)
    code, out, err = run_cli("lightup", "l.txt", "--memory-limit", "1e-5")
    assert code == 2 and err.startswith("gridsat: error: a model of an 8x8 Light Up needs about "), err
