"""Hostile pass 63, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

LIGHTUP = "https://puzz.link/p?akari/6/6/nekcakbl"
LIGHTUP_ANSWER = ["..*...", ".*.*..", "..*..*", "....*.", "*.....", "...*.."]


@pytest.mark.parametrize("unlit", ["x", "."])
def test_a_recorded_answer_row_of_text_symbols_is_not_taken_for_the_key_line(tmp_path, unlit):
    """`gridsat batch C.jsonl --check-answer` of a Light Up record whose solution is its rows with `x` for a cell
    without a bulb recorded "the recorded solution is 5x6; the puzzle is 6x6": the row '* x x x x x' was taken for
    the key line a printed answer ends with (`◉ bulb, · no bulb`) and left out. A key's glyphs are drawn ones."""
    from gridsat.batch import run_batch
    from gridsat.core.grid_text import without_status_line

    solution = "\n".join(" ".join(unlit if c == "." else c for c in row) for row in LIGHTUP_ANSWER)
    assert without_status_line(solution) == solution
    assert without_status_line(solution + "\n◉ bulb, · no bulb\nsolved in 0.01 s") == solution
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "lightup", "puzzle": LIGHTUP, "solution": solution}) + "\n")
    run_batch([str(collection)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line["check"], line["matches_record"]) == ("solved", "passed", True)


def _in_colour(renderable) -> str:
    import io

    from rich.console import Console

    out = io.StringIO()
    Console(file=out, force_terminal=True, color_system="standard", width=200).print(renderable)
    assert "\x1b[" in out.getvalue()
    return out.getvalue()


def test_an_answer_saved_in_colour_whose_cells_are_three_wide_is_read():
    """`FORCE_COLOR=1 gridsat solve N > N.solution.txt` of a Nurikabe with a clue of two digits (its cells drawn
    three wide) then `batch --check-answer` recorded "a recorded Nurikabe solution must be rows of #/./*/x or of
    numbers": the reader of such drawings read the escape codes as cells (the same file without colour matched)."""
    from gridsat import Task
    from gridsat.puzzles.kinds import detect

    text = "nurikabe\n12 . . .\n. . . .\n. . . .\n. . . .\n"
    kind = detect(text)
    result = kind.run(kind.parse(text), Task("solve"))
    assert kind.same_answer(result, _in_colour(result.text(result.grid)) + "solved in 0.010 s\n") is True


def test_a_uniqueness_check_saved_in_colour_is_told_it_holds_two_answers():
    """`FORCE_COLOR=1 gridsat heyawake P -u > P.solution.txt` of a puzzle with two answers was told "the recorded
    answer is drawn inside borders, but not as gridsat draws an answer of this 4x4 board", where the same file
    without colour is told it holds 2 answers."""
    from gridsat import Task
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import detect

    url = "https://puzz.link/p?heyawake/4/4/3nocigj1"
    kind = detect(url)
    result = kind.run(kind.parse(url), Task("unique"))
    assert result.second is not None
    saved = (_in_colour(result.text(result.grid)) + "\x1b[1ma second answer\x1b[0m\n"
             + _in_colour(result.text(result.second)) + "\x1b[1mnot unique\x1b[0m: another answer exists\n")
    with pytest.raises(PuzzleInputError) as told:
        kind.same_answer(result, saved)
    assert str(told.value) == ("the recorded solution holds 2 answers as gridsat prints them ('a second answer'): "
                               "keep the one board to compare with, and its lines only")


def _saved_in_colour(tmp_path, name: str, puzzle: str, *options: str) -> dict:
    """`FORCE_COLOR=1 gridsat solve P [OPTIONS] > P.solution.txt`, then `gridsat batch P --check-answer`: its line."""
    import os
    import shutil
    import subprocess
    import sys

    folder = tmp_path / "f"
    folder.mkdir()
    shutil.copy(puzzle, folder / name)
    env = {**os.environ, "FORCE_COLOR": "1"}
    env.pop("NO_COLOR", None)
    saved = subprocess.run([sys.executable, "-m", "gridsat", "solve", str(folder / name), *options], env=env,
                           capture_output=True, text=True, timeout=120)
    assert "\x1b[" in saved.stdout
    (folder / name).with_suffix(".solution.txt").write_text(saved.stdout)
    from gridsat.batch import run_batch

    run_batch([str(folder)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    return json.loads((tmp_path / "r.jsonl").read_text())


@pytest.mark.slow
@pytest.mark.parametrize(("name", "puzzle"), [("d.json", "tests/data/batch/dominofit_6x6.json"),
                                              ("p.json", "tests/data/batch/pack_small.json"),
                                              ("c.json", "tests/data/batch/calendar_oct6.json"),
                                              ("x.dlx", "tests/data/cover/pentominoes-6x10.dlx")])
def test_an_answer_file_saved_in_colour_matches_for_every_kind(tmp_path, name, puzzle):
    """`FORCE_COLOR=1 gridsat solve P > P.solution.txt` then `batch --check-answer` was bad input for every kind but
    the grid genres and Yin-Yang: Domino Fit "the recorded solution has 8 rows; the board has 6 rows", packing "row
    1 has 7 cells; the board has 4 columns", the calendar "'Oct' is no piece of the set", the exact cover "'\\x1b[1m
    solved\\x1b[0m in 0.034 s' is no option", where the same file without colour matched."""
    line = _saved_in_colour(tmp_path, name, puzzle)
    assert (line["status"], line.get("error"), line["matches_record"]) == ("solved", None, True)


def test_a_cover_saved_with_its_second_answer_is_told_it_holds_two():
    """`gridsat solve P.dlx -u > P.solution.txt` (a cover with a second one) was told "line 13: 'a second answer' is no
    option of a cover as gridsat prints one", where every other kind says it holds 2 answers."""
    from gridsat import Task
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    kind = get("cover")
    result = kind.run(kind.parse("a b\na\nb\na b\n"), Task("unique"))
    saved = ("0: a\n1: b\na second answer\n2: a b\nnot unique: another answer exists (shown above)\n"
             "solved in 0.008 s\n")
    with pytest.raises(PuzzleInputError) as told:
        kind.same_answer(result, saved)
    assert str(told.value) == ("the recorded solution holds 2 answers as gridsat prints them ('a second answer'): "
                               "keep the one board to compare with, and its lines only")
    assert kind.same_answer(result, "0: a\n1: b\nsolved in 0.008 s\n") is True


def test_a_time_limited_listing_keeps_what_a_third_of_the_time_left_shows(monkeypatch):
    """`gridsat solve EMPTY-30x30-LIGHTUP -n 100 -t 2` listed 12 to 53 answers, "the time limit stopped the
    listing", and ended after 0.3 s of the 2 (all 100 took 0.2 s without a limit): the answers kept were those a
    twelfth of the time left shows (a quarter of it, at three times the measured cost). Now half of it at one and a
    half times the cost."""
    from types import SimpleNamespace

    from gridsat import Task
    from gridsat.core import showing

    monkeypatch.setattr(showing, "seconds_each", lambda show, answers: 0.005)
    found = SimpleNamespace(answers=list(range(200)), complete=True, interrupted=False)
    showing.keep_what_fits(None, None, Task("solutions", n=200), {}, found, "search", 1.65)
    assert (len(found.answers), found.complete) == (109, False)  # (27 before)
