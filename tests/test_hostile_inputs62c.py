"""Hostile pass 62, part c: the Python API and designers."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize("word, kind, said", [
    (" weekday", "yinyang", "'weekday' is an edition of the Calendar puzzle: kind='calendar' with edition='weekday'"),
    ("pentominoes ", "nurikabe",
     "'pentominoes' is a piece set of the Polyomino packing: kind='pack' with pieces='pentominoes'"),
    (" weekday", None, "'weekday' is an edition of the Calendar puzzle: kind='calendar' with edition='weekday'"),
])
def test_another_kinds_word_with_spaces_is_offered_as_the_kind_reads_it(word, kind, said):
    """`gridsat.solve(' weekday', kind='yinyang')` was offered "kind='calendar' with edition=' weekday'", a call
    refused ("unknown edition ' weekday'"), as `' pentominoes'` was offered pieces=' pentominoes'; without a kind
    `gridsat.solve(' weekday')` (and `gridsat solve ' weekday'`) was "cannot read puzzle file" alone, where
    'weekday' is told it is an edition: the word is offered as the kind read it."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(word, kind=kind)
    assert str(caught.value) == f"{word}: no such file; {said}"
    offered = {"weekday": lambda: gridsat.calendar("2026-10-06", "weekday"),
               "pentominoes": lambda: gridsat.pack(pieces="pentominoes")}[word.strip()]
    assert offered().status.value == "solved"


def test_a_part_of_a_part_of_a_piece_set_is_named_from_the_first_set():
    """`pentominoes().subset("I L P").subset("I")` was named 'pentominoes I L P I' (four pieces, read as written;
    its picture's title and the "has no pieces" message say the name), and `.subset({"I": 2})` 'pentominoes I L P
    I*2': a part of a part is named from the set it was first taken from."""
    part = gridsat.pentominoes().subset("I L P")
    assert part.name == "pentominoes I L P"
    assert [part.subset("I").name, part.subset({"I": 2}).name, part.subset("P L").subset("L").name] == [
        "pentominoes I", "pentominoes I*2", "pentominoes L"]
    assert part.subset("P I L").name == "pentominoes I L P"  # all of it: its own name
    assert gridsat.pentominoes().subset("F I L N P T U V W X Y Z").name == "pentominoes"


def test_a_solving_setting_given_when_reading_is_told_it_is_a_solving_setting():
    """`gridsat.read('examples/dominofit-8x8.json', weights='w.txt')` (and the kind's `parse(text, objective=...)`)
    was told "Domino Fit puzzles take no setting 'weights' (settings: rule, targets)", a setting Domino Fit takes
    when solving: it is told where it goes, as `run(puzzle, task, rule='dot')` is told "rule is used when the
    puzzle is read"."""
    for call in (lambda: gridsat.read("examples/dominofit-8x8.json", weights="w.txt"),
                 lambda: gridsat.kinds.get("dominofit").parse("dominofit\n2\n..  2\n", weights="w.txt")):
        with pytest.raises(PuzzleInputError) as caught:
            call()
        assert str(caught.value) == ("weights is used when the puzzle is solved, not read (reading settings: rule, "
                                     "targets): give it to run or gridsat.solve")
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.read("examples/dominofit-8x8.json", bogus=1)
    assert str(caught.value) == "Domino Fit puzzles take no setting 'bogus' (settings: rule, targets)"


_DOMINO_TEXT = "dominofit rule=dot\n1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n"


@pytest.mark.parametrize("old, new, said", [
    (". . . .   0", ". . . .   2000000", "puzzle: line 4: row 2's target 2000000 is too large; targets are at most "
     "1,000,000 (no line of 1,000 cells scores over 2,000)"),
    ("1 3 3 3", "1 >=99999999999999999999 3 3", "puzzle: line 2: column 2's target 99999999999999999999 is too "
     "large; targets are at most 1,000,000 (no line of 1,000 cells scores over 2,000)"),
    ("# . . #", "# . x #", "puzzle: line 5: unknown cell symbol 'x' (use . # < > ^ v)"),
    ("# . . #", "#..x", "puzzle: line 5: unknown cell symbol 'x' (use . # < > ^ v)"),
    (". . . .   0\n", ". . . .   0\n# my board\n",
     "puzzle: line 5: comments start with '%' in a Domino Fit text ('#' is a blocked cell)"),
])
def test_domino_fit_text_lines_are_named_in_the_texts_words(old, new, said):
    """A Domino Fit text target over the most (`. . . .   2000000`) was told "row_targets[1] (row 2) is 2000000",
    JSON's words and no line (a negative one names its line); a row starting with a blocked cell and holding a bad
    one (`# . x #   2`) was told "comments start with '%'", as if it were a '#' comment."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("dominofit").parse(_DOMINO_TEXT.replace(old, new))
    assert str(caught.value) == said
