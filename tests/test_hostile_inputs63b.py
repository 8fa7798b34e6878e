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
    three wide) then `batch --check-answer` recorded "a recorded nurikabe solution must be rows of #/./*/x or of
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
