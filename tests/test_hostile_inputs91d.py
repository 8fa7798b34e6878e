"""Hostile pass 91, part d: limits and hostile input on this sitting's new paths (batch's ``at``, Sudoku hints)."""

from __future__ import annotations

import json
import re
import shutil
import time

import pytest
from test_batch_places import LEVELS, OLD, _tree

from gridsat.batch import run as batch_run
from gridsat.batch import run_batch
from gridsat.core.jsonl import JsonLinesWriter
from gridsat.core.jsonl_records import aside_path
from gridsat.core.options import TimeUp


def _later(monkeypatch, real):
    """``real`` (a function), first moving the clock far past any deadline (no wall-clock wait)."""
    now = time.time

    def moved(*args, **kwargs):
        monkeypatch.setattr(time, "time", lambda: now() + 10**6)
        return real(*args, **kwargs)

    return moved


def test_giving_older_lines_at_keeps_to_total_time(tmp_path, monkeypatch):
    """A results file of 150,000 older lines (no 'at') was given 'at' in one rewrite that never looked at the clock:
    `--total-time 45` ran 80 s and exited 0.  The rewrite stops at the deadline, the file as it was."""
    _tree(tmp_path)
    out = tmp_path / "r.jsonl"
    shutil.copy(OLD, out)
    monkeypatch.chdir(tmp_path / "a")
    monkeypatch.setattr(batch_run, "settle_older", _later(monkeypatch, batch_run.settle_older))
    summary = run_batch(["levels"], "../r.jsonl", jobs=1, total_time=1000)
    assert summary.unread == "while rewriting the results file" and summary.new == 0
    assert out.read_text() == OLD.read_text()


def test_a_writers_take_out_keeps_to_its_stop(tmp_path):
    """JsonLinesWriter.take_out read and rewrote the whole file past its ``stop``; it raises TimeUp, the file and
    the lines it would keep aside as they were."""
    out = tmp_path / "r.jsonl"
    out.write_text("".join(json.dumps({"date": f"d{n}", "n": n}) + "\n" for n in range(3)))
    before, late = out.read_text(), [False]
    with JsonLinesWriter(out, key="date", stop=lambda: late[0]) as writer:
        late[0] = True
        with pytest.raises(TimeUp, match="^while rewriting the results file$"):
            writer.take_out(lambda r: r["n"] == 1, restorable=lambda r: True)
        assert writer.done.keys() == {"d0", "d1", "d2"}
    assert out.read_text() == before and not aside_path(out).exists()


def test_a_repeated_at_is_named_in_words(tmp_path, monkeypatch, run_cli):
    """Two lines edited to the same 'at' were told "line 2 repeats line 1's key (('at', 'levels/one.json'))",
    Python's tuple."""
    _tree(tmp_path)
    monkeypatch.chdir(tmp_path / "a")
    assert run_batch(["levels"], "r.jsonl", jobs=1).new == 3
    out = tmp_path / "a" / "r.jsonl"
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    lines[1] = {field: value for field, value in {**lines[1], "at": lines[0]["at"]}.items() if field != "line"}
    out.write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, _, err = run_cli("batch", "levels", "--out", "r.jsonl", "-j", "1")
    assert (code, err) == (2, "gridsat: error: r.jsonl: line 2 repeats line 1's key (at 'levels/one.json'): delete "
                              "one of the two lines, or choose another output file\n")


HEYAWAKE = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"


@pytest.mark.parametrize("line, edit, said", [
    # a mistyped row of a bordered board was told by its row's number, not its line's: "line 1" of line 2
    (2, ("2# ", "#2 "), "line 2: '#2 2? ?  2? ?  2?' is no row as gridsat draws the board"),
    (6, ("│?   ?  │?   ?  │?  │", "│?   x  │?   ?  │?  │"), "line 6: '#  ?  x  ?  ?  ?' is no row as gridsat"),
    # a '?' clue's drawing on a number's cell was told "line 1, column 1: '?#' is not 0 or ? (undecided), ..."
    (2, ("2# ", "?█ "), "r1c1: '?#' is not its clue (2); a drawn board's numbers stand on their clues' cells"),
])
def test_a_bordered_positions_mistake_is_named_at_its_line(tmp_path, run_cli, line, edit, said):
    code, out, _ = run_cli("hint", HEYAWAKE)
    lines = out.splitlines()[1:]  # the board as hint draws it, its sentence left out
    assert code == 0 and edit[0] in lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(edit[0], edit[1], 1)
    position = tmp_path / "p.txt"
    position.write_text("\n".join(lines) + "\n")
    code, _, err = run_cli("hint", HEYAWAKE, "--position", str(position))
    assert code == 2 and err.startswith(f"gridsat: error: {position}: {said}")


SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


@pytest.mark.parametrize("puzzle, said", [
    ([SUDOKU], "not a list (give the string itself)"),
    ([SUDOKU[:9], SUDOKU[9:18]], "not a list (give its rows as one string, \"\\n\" between them)"),
    (None, "not null"), (5, "not a number"),
])
def test_a_records_puzzle_that_is_no_text_is_named(tmp_path, run_cli, puzzle, said):
    """A record file, kind.parse and kind.parse_json whose 'puzzle' was a list (or null, a number) read the record
    as the kind's own object: "unknown field 'puzzle' (fields: clues, cols, kind, name, rows)"; a collection's
    line was told what to give, and now all say it so."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    record = {"kind": "sudoku", "puzzle": puzzle}
    words = f"the 'puzzle' field must be a URL, a puzzle's text or its JSON object, {said}"
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    assert run_cli("solve", str(path))[::2] == (2, f"gridsat: error: r.json: {words}\n")
    for read in (lambda: get("sudoku").parse(json.dumps(record)), lambda: get("sudoku").parse_json(record)):
        with pytest.raises(PuzzleInputError, match="^puzzle: " + re.escape(words) + "$"):
            read()


@pytest.mark.parametrize("url, row, said", [
    # a Star Battle's row was told of "cells █ shaded, · unshaded, ..., a clue's number N" (it has stars and no
    # clues) at "line 3" of line 6
    ("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou", 5,
     "line 6: 'Z ? ? ? ? ?' is no row as gridsat draws the board (cells ★ a star, · empty, ? undecided)"),
    # Light Up's numbers are walls: its row was told of "a clue's number N, N? undecided, N* bulb-free"
    ("https://puzz.link/p?akari/6/6/nekcakbl", 2,
     "line 3: 'Z o ? ? 2 ?' is no row as gridsat draws the board (cells ◉ a bulb, · bulb-free, ? undecided, N a "
     "wall numbered N, ■ a wall)"),
])
def test_a_positions_mistyped_row_is_told_in_its_genres_words(tmp_path, run_cli, url, row, said):
    """A position drawn as hint draws it, one row mistyped, is told the genre's own cells and the file's line."""
    lines = run_cli("hint", url)[1].splitlines()[1:]
    lines[row] = lines[row].replace("?", "Z", 1)
    position = tmp_path / "p.txt"
    position.write_text("\n".join(lines) + "\n")
    assert run_cli("hint", url, "--position", str(position))[2] == f"gridsat: error: {position}: {said}\n"


def test_a_bordered_position_a_row_short_is_told_its_size(tmp_path, run_cli):
    """A Heyawake position drawn as hint draws it with its last row cut off was told "line 1, column 1: '┌' is not 0
    or ? (undecided), ...", of gridsat's own drawing."""
    lines = run_cli("hint", HEYAWAKE)[1].splitlines()[1:]
    position = tmp_path / "p.txt"
    position.write_text("\n".join(lines[:11] + lines[13:]) + "\n")  # (row 6 and the bottom border left out)
    assert run_cli("hint", HEYAWAKE, "--position", str(position))[2] == (
        f"gridsat: error: {position}: the drawn board has 5 rows of 6 cells; the puzzle has 6 rows of 6\n")


def test_a_run_cut_after_moving_lines_says_the_next_goes_on(tmp_path, monkeypatch, run_cli):
    """A level put in at the top of a collection: the run renumbered every line (kept), then --total-time ran out
    before the new level, and said "this run finished none, so running it again would stop there too" -- the next
    run, with the same time, finished."""
    from gridsat.batch import sources

    _tree(tmp_path)
    monkeypatch.chdir(tmp_path / "a")
    assert run_batch(["levels"], "r.jsonl", jobs=1).new == 3
    collection = tmp_path / "a" / "levels" / "c.jsonl"
    collection.write_text(LEVELS[7] + "\n" + collection.read_text())
    monkeypatch.setattr(batch_run, "items", _later(monkeypatch, sources.items))
    code, _, err = run_cli("batch", "levels", "--out", "r.jsonl", "-j", "1", "--total-time", "1000")
    assert code == 1 and err.endswith("\nstopped by --total-time: 1 puzzle not started; run the same command again to "
                                      "go on\n")


@pytest.mark.parametrize("url", ["https://puzz.link/p?lits/4/4/9q02jg", "https://puzz.link/p?norinori/5/5/cag4ocjo"])
def test_a_first_hint_of_shaded_cells_alone_reads_back(tmp_path, run_cli, url):
    """A LITS or Norinori first hint (its board inside the regions' borders, '#' and '?' alone) saved and given
    back as the position was told "line 1, column 1: '┌' is not 0 or ? (undecided), ...", of gridsat's own
    drawing."""
    code, out, _ = run_cli("hint", url)
    position = tmp_path / "p.txt"
    position.write_text(out)
    code, again, err = run_cli("hint", url, "--position", str(position))
    assert (code, err) == (0, "") and again.startswith("next step (rule: ") and again != out
