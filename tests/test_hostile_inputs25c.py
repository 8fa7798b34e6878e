"""The twenty-fifth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

PARSE_INSTEAD = ("read a puzzle's text with gridsat.kinds.get(KIND).parse(TEXT) and solve it with that kind's "
                 "run(PUZZLE, Task('solve')), or save the text in a file and name it")


@pytest.mark.parametrize("call", [gridsat.solve, gridsat.read])
def test_a_puzzles_text_given_to_the_api_is_told_to_parse_it_not_to_pipe_it(call):
    """``gridsat.solve("ab\\nab", "starbattle")`` said "pipe it in and give - (standard input)": a Python caller has
    no standard input to pipe into and no argument '-' for text; the API's own way (the kind's parse) went unsaid."""
    with pytest.raises(PuzzleInputError) as lines:
        call("ab\nab", "starbattle")
    assert str(lines.value) == ("the puzzle argument holds 2 lines, a puzzle's text, where a file, a URL or - goes: "
                                + PARSE_INSTEAD)
    with pytest.raises(PuzzleInputError) as obj:
        call('{"kind": "pack"}')
    assert str(obj.value) == ("'{\"kind\": \"pack\"}': the puzzle argument is a JSON object, a puzzle's text, where "
                              "a file, a URL or - goes: " + PARSE_INSTEAD.replace("save the text", "save it"))
    kind = gridsat.kinds.get("starbattle")  # the advice works
    assert kind.run(kind.parse(kind.example), gridsat.Task("solve")).status.value == "solved"


BOARD = """[board mine]
Jan Feb Mar Apr May Jun .
Jul Aug Sep Oct Nov Dec .
1   2   3   4   5   6   7
8   9   10  11  12  13  14
15  16  17  18  19  20  21
22  23  24  25  26  27  28
29  30  31  .   .   .   .
"""


@pytest.mark.parametrize("piece, drawn", [("#" * 41, "41 squares"), ("#" * 36, "#" * 36)])
def test_an_edition_piece_that_fits_nowhere_on_its_board_is_named(run_cli, tmp_path, piece, drawn):
    """An edition whose pieces' area was right but one piece (a 1x41 bar on the 7x7 board) fits nowhere: `calendar
    --verify-edition` said "366 of 366 dates have no solution" and each date "infeasible", never which piece or
    why, where an area off by one is refused at reading with its line."""
    extra = " U5" if len(piece) == 36 else ""
    path = tmp_path / "bar.txt"
    path.write_text(f"{BOARD}[pieces]\nW: {piece}\n[editions]\nmine = mine : W{extra}\n", encoding="utf-8")
    line = (f"gridsat: error: bar.txt: line 12: edition mine: piece W ({drawn}) fits nowhere on board mine, in any "
            "turn or flip, so no date has a solution\n")
    assert run_cli("calendar", "--verify-edition", str(path)) == (2, "", line)
    assert run_cli("calendar", "2026-01-05", "-e", str(path)) == (2, "", line)


def test_a_generator_without_grades_asked_for_one_from_python_names_no_command():
    """``kinds.get("dominofit").generator().generate(6, 6, 1, grade="easy")`` said "generate dominofit has no grade
    setting": a command the Python caller never typed (the command line refuses --grade itself)."""
    generator = gridsat.kinds.get("dominofit").generator()
    with pytest.raises(PuzzleInputError) as info:
        generator.generate(6, 6, 1, grade="easy")
    assert str(info.value) == ("dominofit generators take no setting 'grade': they do not grade the puzzles they "
                               "make")


def test_the_logic_engine_refusing_an_undecided_board_from_python_names_the_keyword(tmp_path):
    """``gridsat.solve(two_answers, "nurikabe", engine="logic")`` said "(use --engine auto)": no option a Python
    caller can type."""
    (tmp_path / "two.txt").write_text("2 .\n. .\n", encoding="utf-8")
    with pytest.raises(PuzzleInputError) as info:
        gridsat.solve(str(tmp_path / "two.txt"), "nurikabe", engine="logic")
    assert str(info.value) == ("the deductions leave 2 of 4 cells undecided: the logic engine answers only boards "
                               "they decide (use engine='auto')")


def test_a_hint_on_a_board_past_the_exact_cover_engine_from_python_names_the_keyword(tmp_path):
    """``kind.hints(puzzle)`` of a 40x40 packing read by ``gridsat.read`` said "solving, counting and listing take
    --engine cpsat"."""
    path = tmp_path / "pack.json"
    path.write_text('{"kind": "pack", "board": "40x40", "pieces": {"D*800": "##"}}', encoding="utf-8")
    kind, puzzle = gridsat.read(str(path))
    with pytest.raises(PuzzleInputError) as info:
        kind.hints(puzzle)
    assert str(info.value) == ("the exact-cover engine handles boards whose bounding box has at most 1024 cells; "
                               "this one is 40x40 (censuses, hints and design and layout searches run on it alone; "
                               "solving, counting and listing take engine='cpsat')")
