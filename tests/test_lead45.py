"""Lead, sitting 14: what the thirteenth sitting left, each with the words a user now reads."""
from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError


def test_messages_name_a_kind_by_its_title_where_they_named_its_command():
    """"yinyang puzzles take no setting 'zzz'", "unknown engine 'x' for lits", "the yinyang generator takes no
    setting 'unique'": a kind is named by its title in a sentence, its command name only where a command is shown."""
    from gridsat.batch.run import run_batch
    from gridsat.puzzles.kinds import get

    with pytest.raises(PuzzleInputError) as told:
        get("lits").read_settings({"zzz": 1})
    assert str(told.value) == "LITS puzzles take no setting 'zzz' (settings: none)"
    with pytest.raises(PuzzleInputError) as told:
        run_batch(["x"], "r.jsonl", kind="lits", engine="x")
    assert str(told.value) == "unknown engine 'x' for LITS puzzles; use one of: auto, cpsat, search"
    with pytest.raises(PuzzleInputError) as told:
        get("yinyang").generator().check({"unique": True})
    assert str(told.value).startswith("the Yin-Yang generator takes no setting 'unique': ")
    with pytest.raises(PuzzleInputError) as told:
        get("calendar").read_settings({"foo": 1})
    assert str(told.value).startswith("Calendar puzzles take no setting 'foo' (settings: ")


def test_a_png_is_encoded_under_the_clock_and_nothing_is_left_when_it_runs_out(tmp_path, monkeypatch):
    """The PNG's encoding had no clock but an estimate taken before it began (40 ns a pixel): a 100x100 Domino Fit
    picture ended 3.9 s past -t 12 at load 12. Now every block Pillow writes checks the deadline."""
    import io
    import time

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gridsat.core import pictures

    fig = plt.figure(figsize=(2, 2))
    fig.add_axes([0, 0, 1, 1]).plot([0, 1], [0, 1])
    with pytest.raises(pictures.EncodingTimeUp) as caught:
        pictures.write_figure(fig, io.BytesIO(), "png", 100, deadline=time.perf_counter() - 1)
    assert str(caught.value) == "the time limit ran out while the PNG was encoded"
    # drawn in time (the drawing's and the estimate's clocks left out), cut while encoding: no file at all
    monkeypatch.setattr(pictures, "clock_drawing", lambda fig, deadline: None)
    monkeypatch.setattr(pictures, "clock_encoding", lambda fig, fmt, deadline: None)
    with pytest.raises(pictures.EncodingTimeUp):
        pictures.save_figure(fig, tmp_path / "a.png", time.perf_counter())
    assert list(tmp_path.iterdir()) == []
    # in time: the same bytes as a save with no clock
    clocked, plain = io.BytesIO(), io.BytesIO()
    pictures.write_figure(fig, clocked, "png", 100, deadline=time.perf_counter() + 3600)
    pictures.write_figure(fig, plain, "png", 100)
    assert clocked.getvalue() == plain.getvalue() and plain.getvalue().startswith(b"\x89PNG")
    plt.close(fig)


@pytest.mark.parametrize("word, meant", [
    ("coral", " (did you mean 'cave'? 'corral' is its other name)"),
    ("masyuu", " (did you mean 'masyu'? Masyu has no generator yet)"),
    ("zzzqq", ""),
])
def test_generate_of_a_misspelt_kind_or_other_name_is_told_the_one_meant(run_cli, word, meant):
    """`gridsat generate coral` (janko.at's 'corral' misspelt) and `generate masyuu` were told the list alone."""
    code, out, err = run_cli("generate", word)
    assert (code, out) == (2, "")
    assert err.startswith(f"gridsat: error: {word!r} is no kind with a generator{meant} (kinds with one: aqre, ")


@pytest.mark.parametrize("args", [("yinyang", "examples/yinyang-10x10.txt", "--format", "TEXT"),
                                  ("dominofit", "examples/dominofit-8x8.json", "--rule", "Dot")])
def test_a_choice_in_capitals_is_read_as_its_lower_case_name(run_cli, args):
    """`--format TEXT`, `--rule Dot` (and the web's "format": "HTML") were refused, "did you mean 'text'?": every
    choice is a lower-case word, so a choice in other capitals stands for it."""
    code, out, err = run_cli(*args)
    assert code == 0 and "error" not in err


def test_the_web_reads_a_format_in_capitals():
    from gridsat.puzzles.kinds import get

    assert get("yinyang").setting("format").coerce("HTML", label="format") == "html"
    with pytest.raises(PuzzleInputError) as told:
        get("yinyang").setting("format").coerce("HTM", label="format")
    assert str(told.value) == "format must be one of text, url, pzprv3, html, got 'HTM' (did you mean 'html'?)"


def test_a_position_cell_of_digits_sent_as_text_is_read_as_its_number():
    """A JSON position `[[0, "2", ...]]` (a spreadsheet's numbers sent as text) was refused, 'got "2" at r1c2', where
    the same digits in a file or a text position are read; other text is still named by its cell."""
    from gridsat.formats.json import rows_text

    assert rows_text('[[0, "2"], ["1", 0]]', "position") == "0 2\n1 0\n"
    with pytest.raises(PuzzleInputError) as told:
        rows_text('[[0, "2"], ["²", 0]]', "position")
    assert str(told.value) == 'position: a position in JSON is rows of whole numbers (0 undecided), got "²" at r2c1'


def test_a_recorded_result_whose_kind_is_the_genres_other_name_is_compared(tmp_path, run_cli):
    """A recorded `solve --json` result with "kind": "akari" (puzz.link's name for Light Up) was told "the answer
    file holds a akari result, but the puzzle is Light Up"."""
    import json

    import gridsat
    from gridsat.puzzles.genres import record_kind

    assert record_kind("akari") == ("lightup", "Light Up") and record_kind("corral") == ("cave", "Cave")
    assert record_kind("Star Battle") == ("starbattle", "Star Battle") and record_kind("zz") == ("zz", "zz")
    example = gridsat.kinds.get("lightup").example
    result = json.loads(run_cli("solve", example, "--json")[1])
    (tmp_path / "p.txt").write_text(example + "\n")
    (tmp_path / "p.solution.txt").write_text(json.dumps({**result, "kind": "akari"}) + "\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "p.txt"), "-o", str(out), "--check-answer")[0] == 0
    line = json.loads(out.read_text())
    assert (line["status"], line["check"], line["matches_record"]) == ("solved", "passed", True)


@pytest.mark.parametrize("row, told", [
    ("5,3,0,0,7,0,0,0,0", "'5,3,0,0,7,0,0,0,0' is cells separated by commas: separate a row's cells by spaces "
                          "('5 3 0 0 7 0 0 0 0')"),
    ("5; 3; 0; 0; 7; 0; 0; 0; 0", "'5; 3; 0; 0; 7; 0; 0...' (25 characters) is cells separated by semicolons: "
                                  "separate a row's cells by spaces ('5 3 0 0 7 0 0 0 0')"),
])
def test_a_sudoku_position_of_cells_separated_by_commas_is_told_so(tmp_path, run_cli, row, told):
    """A Sudoku position saved from a spreadsheet was "line 1, column 2: ',' is not a digit from 1 to 9, '.', 0 or
    ?", where the Sudoku's own reader and every shading kind's position say how cells are separated."""
    position = tmp_path / "p.txt"
    position.write_text(row + "\n" + "0 0 0 0 0 0 0 0 0\n" * 8)
    sudoku = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    assert run_cli("hint", sudoku, "--position", str(position)) == (2, "", f"gridsat: error: {position}: line 1: "
                                                                           f"{told}\n")
