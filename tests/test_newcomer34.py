"""What a new user, following the README from the top, tripped over in the thirty-fourth pass: each case is
the exact line a user gets now."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("kind", ["hitori", "nurikabe", "lightup", "norinori", "starbattle", "slitherlink"])
def test_a_grid_written_with_commas_is_told_to_use_spaces(run_cli, tmp_path, kind):
    """A grid typed as CSV (`1,1,2` a row) was one cell a row: "row 1, column 1: clue '1,1,2' is not a whole
    number or '?'" (Hitori, Nurikabe), "not a board of rooms: each of its 3 cells is a room of its own"
    (Norinori, Star Battle): neither said that cells are separated by spaces."""
    path = tmp_path / "grid.csv"
    path.write_text("1,1,2\n3,1,2\n2,3,1\n")
    said = ("gridsat: error: grid.csv: line 1: '1,1,2' is cells separated by commas: separate a row's cells by "
            "spaces ('1 1 2')\n")
    assert run_cli(kind, str(path)) == (2, "", said)


@pytest.mark.parametrize(("command", "text", "said"), [
    ("solve", "hitori\n1;1;2;\n3;1;2;\n2;3;1;\n", "line 2: '1;1;2;' is cells separated by semicolons"),  # a header
    ("hitori", "1, 1, 2\n3, 1, 2\n2, 3, 1\n", "line 1: '1, 1, 2' is cells separated by commas"),  # the row quoted whole
])
def test_semicolons_a_header_line_and_commas_with_spaces_are_told_too(run_cli, tmp_path, command, text, said):
    path = tmp_path / "grid.txt"
    path.write_text(text)
    assert run_cli(command, str(path)) == (
        2, "", f"gridsat: error: grid.txt: {said}: separate a row's cells by spaces ('1 1 2')\n")


def test_the_python_reader_says_the_same():
    import gridsat

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("nurikabe").parse(".,5,.\n.,.,.\n.,.,1\n")
    assert str(caught.value) == ("Nurikabe: line 1: '.,5,.' is cells separated by commas: separate a row's cells "
                                 "by spaces ('. 5 .')")


def test_a_comma_inside_a_url_or_a_spaced_grid_is_left_alone(run_cli):
    code, out, err = run_cli("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    assert code == 0 and err == ""


@pytest.mark.parametrize(("text", "by"), [("0,0,1\n0,2,0\n0,0,0\n", "commas"), ("0, 0, 1\n0, 2, 0\n0, 0, 0\n", "commas"),
                                          ("0;0;1\n0;2;0\n0;0;0\n", "semicolons")])
def test_a_yinyang_grid_with_commas_is_told_too(run_cli, tmp_path, text, by):
    """It was "line 1, column 2: symbol ',' is not 0 (empty), 1 (white circle) or 2 (black circle)"."""
    path = tmp_path / "grid.csv"
    path.write_text(text)
    said = (f"gridsat: error: grid.csv: line 1: cells separated by {by}: write a row's cells together or separated "
            "by spaces ('0 0 1')\n")
    assert run_cli("yinyang", str(path)) == (2, "", said)


@pytest.mark.parametrize(("word", "said"), [
    ("count", "gridsat solve PUZZLE --count"),
    ("checks", "every answer printed is checked; your own position: gridsat hint PUZZLE --position FILE (its "
               "mistakes first); your own answer: save it beside the puzzle file as NAME.solution.txt, then gridsat "
               "batch NAME.txt --out RES.jsonl --check-answer (its line names the first rule the answer breaks)"),
    ("draw", "gridsat solve PUZZLE --png FILE (or --svg FILE)"),
    ("play", "gridsat serve --open, then Play on the puzzle's page"),
])
def test_the_readmes_verbs_typed_as_commands_say_what_does_them(run_cli, word, said):
    """The README opens with "models, solves, counts, checks, generates and draws" and "play in the browser":
    `gridsat count PUZZLE` was "No such command 'count'." with nothing more."""
    code, out, err = run_cli(word, "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    assert (code, out, err) == (2, "", f"gridsat: error: No such command {word!r}: {said} (see 'gridsat --help')\n")


def test_another_word_and_a_subcommands_word_keep_clicks_message(run_cli):
    assert run_cli("solve2")[2] == "gridsat: error: No such command 'solve2'. Did you mean 'solve'? (see 'gridsat --help')\n"
    assert run_cli("generate", "count")[2] == (  # was click's "No such command 'count'." (pass 83 names the kinds)
        "gridsat: error: 'count' is no kind with a generator (did you mean 'countryroad'? 'country' is its other name) "
            "(kinds with one: aqre, cave, countryroad, creek, dominofit, "
        "gokigen, kurodoko, kurotto, lightup, mochikoro, nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, yinyang) (see 'gridsat generate --help')\n")
