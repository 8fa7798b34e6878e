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
