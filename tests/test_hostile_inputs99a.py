"""Hostile pass 99, part a: pass 98's fixes attacked (remarks, dashes, compressed names, -t advice, census)."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.heyawake.rules import HeyawakePuzzle
from gridsat.puzzles.lightup.rules import LightUpPuzzle
from gridsat.puzzles.norinori.rules import NorinoriPuzzle

NO_COMMENTS = "comments are not supported in a text grid (each line holds one row's cells, nothing else)"


def _refused(reader, text: str) -> str:
    with pytest.raises(PuzzleInputError) as info:
        reader(text, "p.txt")
    return str(info.value)


@pytest.mark.parametrize("room", ["%a", "#a", "#"])
def test_a_room_named_with_a_comment_mark_is_no_remark_when_a_row_is_ragged(room):
    # rooms '%a' (any word names a room) on line 2, line 3 one cell short: it was "line 2, column 1: comments are
    # not supported in a text grid", the good row blamed
    text = f"norinori\n{room} {room} bb bb\n{room} {room} bb\ncc cc dd dd\ncc cc dd dd\n"
    assert _refused(NorinoriPuzzle.from_text, text) == "p.txt: line 3: 3 cells, expected 4"


def test_a_room_named_with_a_comment_mark_reads():
    puzzle = NorinoriPuzzle.from_text("norinori\n%a %a bb bb\n%a %a bb bb\ncc cc dd dd\ncc cc dd dd\n", "p.txt")
    assert (puzzle.rows, puzzle.cols, len({r for row in puzzle.regions for r in row})) == (4, 4, 4)


def test_heyawake_rooms_with_comment_marks_name_the_short_row():
    text = ("heyawake\n2 . . .\n. . . .\n. . . .\n. . . .\n\n"
            "#a #a bb bb\n#a #a bb bb\ncc cc dd dd\ncc cc dd\n")  # was "line 7, column 1: comments are not ..."
    assert _refused(HeyawakePuzzle.from_text, text) == "p.txt: line 10: 3 cells, expected 4"


def test_a_remark_below_rooms_is_still_named():
    text = "norinori\naa aa bb bb\naa aa bb bb\ncc cc dd\ncc cc dd dd\n# solved by hand\n"
    assert _refused(NorinoriPuzzle.from_text, text) == f"p.txt: line 6, column 1: {NO_COMMENTS}"


def test_a_comment_after_a_light_up_row_starting_with_a_wall_names_its_column():
    # '# . . 1 # my own': the wall at column 1 was named the comment
    text = "lightup\n# . . 1 # my own\n. . . .\n. . . .\n. . . .\n"
    assert _refused(LightUpPuzzle.from_text, text) == f"p.txt: line 2, column 9: {NO_COMMENTS}"


def _cut(**fields):
    from types import SimpleNamespace

    base = dict(interrupted=False, uniqueness=None, count=None, is_complete=False, distinct=False, solutions=None,
                shown=None, solved=True, status="feasible", seconds=1.5, answered=True)
    return SimpleNamespace(**{**base, **fields})


ADVICE = "a longer -t may settle it"


def test_a_count_the_time_limit_cut_says_what_may_settle_it_once():
    from gridsat.cli.verdicts import verdict

    lines = verdict(_cut(count=7, status="unknown"), None, timed=True, advice=ADVICE)
    # was "stopped by the time limit after 1.500 s", though -t's help says its line says what may settle it
    assert lines[-1] == f"[bold]stopped[/bold] by the time limit after 1.500 s; {ADVICE}"
    assert sum(ADVICE in line for line in lines) == 1


def test_a_count_stopped_by_limit_has_no_time_advice():
    from gridsat.cli.verdicts import verdict

    lines = verdict(_cut(count=3, status="feasible"), 3, timed=True, advice=ADVICE)
    assert not any(ADVICE in line for line in lines)


def test_a_listing_the_time_limit_cut_short_of_n_says_what_may_settle_it_once():
    from gridsat.cli.verdicts import verdict

    solved = verdict(_cut(solutions=[1, 2]), None, timed=True, asked=5, advice=ADVICE)  # it ended "solved in 1.500 s"
    assert solved[0] == ("[bold]2 solutions listed[/bold] (of 5 asked for: the time limit stopped the listing; there "
                         f"may be more; {ADVICE})")
    unknown = verdict(_cut(solutions=[], solved=False, status="unknown", answered=False), None, timed=True, asked=5,
                      advice=ADVICE)  # the unknown line says it: not twice
    assert sum(ADVICE in line for line in unknown) == 1 and unknown[-1].endswith(ADVICE)


MASK = "########\n###..###\n########\n"
NO_MASK_COMMENTS = "(use '#' or '1' for a cell, '.' or '0' for no cell); a mask has no comment lines ('#' is a cell)"


def test_a_percent_remark_over_a_mask_is_told_a_mask_has_no_comments():
    from gridsat.core.board import parse_mask

    with pytest.raises(PuzzleInputError) as info:  # was told only "unknown symbol '%' ... for no cell)"
        parse_mask("% the centre board\n" + MASK, source="m.txt")
    assert str(info.value) == f"m.txt: unknown symbol '%' at line 1, column 1 {NO_MASK_COMMENTS}"


def test_a_remark_below_a_mask_after_a_blank_line_is_named_not_the_blank_line():
    from gridsat.core.board import parse_mask

    with pytest.raises(PuzzleInputError) as info:  # was "line 4 is empty inside the mask"
        parse_mask(MASK + "\n# the centre board\n", source="m.txt")
    assert str(info.value) == f"m.txt: unknown symbol 't' at line 5, column 2 {NO_MASK_COMMENTS}"
    with pytest.raises(PuzzleInputError) as info:  # a blank line with rows below: still the blank line
        parse_mask(MASK + "\n" + MASK, source="m.txt")
    assert str(info.value) == "m.txt: line 4 is empty inside the mask"


def test_a_percent_remark_in_a_piece_file_says_comments_start_with_hash():
    from gridsat.core.pieces import parse_pieces

    with pytest.raises(PuzzleInputError) as info:  # was "expected 'NAME: ROW/ROW/...', got '% from the book'"
        parse_pieces("I*2: ####\n% from the book\n", source="p.txt")
    assert str(info.value) == "p.txt: line 2: a comment line in a piece file starts with '#', not '%'"


def test_a_percent_remark_in_an_edition_file_says_comments_start_with_hash():
    from gridsat.puzzles.calendar.editions import parse_editions

    with pytest.raises(PuzzleInputError) as info:  # was "text before the first section ([board NAME], ...)"
        parse_editions("% my design\n[editions]\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n", "e.txt")
    assert str(info.value) == "e.txt: line 1: a comment line in an edition file starts with '#', not '%'"


def test_a_headerless_grid_of_rooms_named_with_percent_is_told_to_name_its_kind():
    from gridsat.puzzles.unreadable import unreadable

    text = "%a %a bb bb\n%a %a bb bb\ncc cc dd dd\ncc cc dd dd\n"
    told = str(unreadable(text, "n.txt", "n.txt"))  # was "n.txt: line 1, column 1: comments are not supported ..."
    assert told.startswith("n.txt: a grid with no kind named above it, which starbattle, norinori and lits all read")


def test_a_remark_under_a_headerless_light_up_grid_is_still_named():
    from gridsat.puzzles.unreadable import unreadable

    told = str(unreadable("# . . 1\n. . . .\n. . . .\n. . . .\n# solved by hand\n", "l.txt", "l.txt"))
    assert told == f"l.txt: line 5, column 1: {NO_COMMENTS}"


YINYANG = "0 0 0 0\n0 2 0 0\n0 0 1 0\n0 0 0 0\n"


def test_a_percent_comment_after_a_yinyang_row_is_named_a_comment():
    from gridsat.puzzles.yinyang import parse

    with pytest.raises(PuzzleInputError) as info:  # was "line 2, column 5: symbol '%' is not 0 (empty), ..."
        parse(YINYANG.replace("0 2 0 0", "0 2 0 0 % a note"))
    assert str(info.value) == f"puzzle: line 2, column 9: {NO_COMMENTS}"


def test_a_percent_comment_after_a_grid_row_is_named_a_comment():
    from gridsat.puzzles.nurikabe.rules import NurikabePuzzle

    text = "nurikabe\n2 . . .\n. . . . % mine\n. . . .\n. . . .\n"  # was "line 3: 6 cells, expected 4"
    assert _refused(NurikabePuzzle.from_text, text) == f"p.txt: line 3, column 9: {NO_COMMENTS}"


@pytest.mark.parametrize("mark", ["%", "#"])
def test_a_comment_after_a_sudoku_row_written_without_spaces_is_named(mark):
    from gridsat.puzzles.sudoku.rules import SudokuPuzzle

    rows = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"
    text = f"sudoku\n{rows} {mark} hard\n"  # was "line 2: '53..7....'... (9 characters) is too long for a cell"
    assert _refused(SudokuPuzzle.from_text, text) == f"p.txt: line 10, column 11: {NO_COMMENTS}"


def test_batch_says_what_may_settle_the_puzzles_minus_t_left_unknown(run_cli, tmp_path):
    import shutil
    from pathlib import Path

    folder = tmp_path / "p"
    folder.mkdir()
    shutil.copy(Path(__file__).parent.parent / "examples" / "batch" / "calendar-xmas.json", folder)
    out = tmp_path / "r.jsonl"
    code, text, _ = run_cli("batch", str(folder), "-o", str(out), "-t", "0.001")
    # the table said "1 unknown" and nothing of what to do
    assert "\ntime limit: 1 puzzle left unknown within -t; a longer -t may settle them: run again with it to do " \
           "them\n" in text, text
    code, text, _ = run_cli("batch", str(folder), "-o", str(out), "-t", "0.001", "--keep-unknown")
    assert "run again with it and without --keep-unknown to do them\n" in text


def test_a_remark_after_a_blank_line_below_rooms_named_with_percent_is_named_not_a_room_row():
    text = "norinori\n%a %a bb bb\n%a %a bb bb\ncc cc dd dd\ncc cc dd dd\n\n% from the book\n"  # was "line 2, ..."
    assert _refused(NorinoriPuzzle.from_text, text) == f"p.txt: line 7, column 1: {NO_COMMENTS}"


def test_a_remark_among_the_rows_as_many_words_as_cells_is_named():
    from gridsat.puzzles.hitori.rules import HitoriPuzzle

    text = "hitori\n2 1 ? 3\n% from the book\n3 2 1 4\n1 3 2 1\n4 4 3 2\n"  # was "row 2, column 1: clue '%' is not ..."
    assert _refused(HitoriPuzzle.from_text, text) == f"p.txt: line 3, column 1: {NO_COMMENTS}"
