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
    was told "dominofit puzzles take no setting 'weights' (settings: rule, targets)", a setting Domino Fit takes
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
    assert str(caught.value) == "dominofit puzzles take no setting 'bogus' (settings: rule, targets)"
