"""Hostile pass 42, part b: web app and batch."""

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.pack.io import puzzle_from_json

SETS = "pentominoes, tetrominoes, hexominoes (NAME*K for K copies of each piece)"


@pytest.mark.parametrize("base", [None, "folder"])
def test_joined_sets_in_a_puzzle_file_named_as_the_command_line_names_them(base, tmp_path):
    """'pentominoes++tetrominoes' in a pack JSON was "names a file, which a puzzle given as text may not do" (web,
    stdin) or "cannot read piece file: No such file" (a file); --pieces said the sets are not joined."""
    with pytest.raises(PuzzleInputError) as err:
        puzzle_from_json({"kind": "pack", "board": "1x1", "pieces": "pentominoes++tetrominoes"}, "p.json",
                         base=tmp_path if base else None)
    assert str(err.value) == ("p.json: unknown piece set 'pentominoes++tetrominoes': built-in sets are not joined; "
                              f"give a piece file listing the mixture's pieces, or one of: {SETS}")


def test_unknown_board_and_set_names_in_a_puzzle_file(tmp_path):
    with pytest.raises(PuzzleInputError) as err:
        puzzle_from_json({"kind": "pack", "board": "6x10", "pieces": "pentomino"}, "p.json", base=tmp_path)
    assert str(err.value) == ("p.json: unknown piece set 'pentomino' (did you mean 'pentominoes'?): give a piece "
                              f"file or one of: {SETS}")
    with pytest.raises(PuzzleInputError) as err:  # a plain name in a file: the file that is not there
        puzzle_from_json({"kind": "pack", "board": "6x10", "pieces": "foo"}, "p.json", base=tmp_path)
    # (lead31: it was f"{tmp_path / 'foo'}: cannot read piece file: No such file or directory", no set named)
    assert str(err.value) == ("p.json: pieces 'foo' is no built-in piece set (pentominoes, tetrominoes, hexominoes) "
                              "and no file beside the puzzle file")


def test_a_plain_name_in_text_is_still_a_file_the_web_page_asks_for():
    """Text names no file: a name that may be a file's keeps the message the web page turns into "choose it
    under 'Files the puzzle or settings name'" (and the web's "not a file sent with this request" when files are
    sent); a near miss of a set's name is named as one."""
    with pytest.raises(PuzzleInputError) as err:
        puzzle_from_json({"kind": "pack", "board": "1x4", "pieces": "mine"}, "p.json")
    assert str(err.value) == "p.json: pieces 'mine' names a file, which a puzzle given as text may not do"
    with pytest.raises(PuzzleInputError) as err:
        puzzle_from_json({"kind": "pack", "board": "6x10", "pieces": "pentomino"}, "p.json")
    assert str(err.value).startswith("p.json: unknown piece set 'pentomino' (did you mean 'pentominoes'?)")


def test_a_file_name_in_a_puzzle_file_is_still_a_file(tmp_path):
    with pytest.raises(PuzzleInputError, match="names a file, which a puzzle given as text may not do"):
        puzzle_from_json({"kind": "pack", "board": "6x10", "pieces": "foo.txt"}, "p.json")
    (tmp_path / "mine").write_text("A: ##\nB: ##\n")
    puzzle = puzzle_from_json({"kind": "pack", "board": "1x4", "pieces": "mine"}, "p.json", base=tmp_path)
    assert len(puzzle.board.cells) == 4


@pytest.mark.parametrize("pieces", ["pentominoes * 2", "a++b", "my pieces"])
def test_a_name_no_file_is_named_so_is_refused_as_a_set(pieces):
    with pytest.raises(PuzzleInputError) as err:
        puzzle_from_json({"kind": "pack", "board": "6x10", "pieces": pieces}, "p.json")
    meant = " (did you mean 'pentominoes*2'?)" if "*" in pieces else ""  # (pass 72: the spelling that is read)
    assert str(err.value) == f"p.json: unknown piece set '{pieces}'{meant}: give a piece file or one of: {SETS}"


def test_a_date_as_a_batch_records_calendar_puzzle_is_shown_its_record_form(tmp_path):
    """A batch record {"kind": "calendar", "puzzle": "2026-10-06"} was told only "gridsat calendar 2026-10-06" and
    Python's form, where a pack board is shown its puzzle file's form too."""
    import json

    from gridsat.batch import run_batch

    (tmp_path / "c.jsonl").write_text(json.dumps({"kind": "calendar", "puzzle": "2026-10-06"}) + "\n")
    run_batch([str(tmp_path / "c.jsonl")], str(tmp_path / "o.jsonl"), jobs=1)
    line = json.loads((tmp_path / "o.jsonl").read_text())
    assert (line["status"], line["error"]) == ("bad_input", (
        "c.jsonl: line 1: '2026-10-06' is a date, not a calendar puzzle file (JSON): give the date itself (gridsat "
        "calendar 2026-10-06; in Python, gridsat.calendar('2026-10-06')); as a puzzle file (for hint, grade or "
        'batch): {"kind": "calendar", "date": "2026-10-06"}'))
