"""Hostile pass 46, part c: the Python API and designers."""
import json

import pytest

import gridsat
from gridsat import PuzzleInputError

RESULT_SAID = "a result as gridsat writes it in JSON, not a puzzle: give the puzzle itself (its file or URL)"


@pytest.mark.parametrize("name, text", [
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300"),
    ("cover", "a b c\nc\nb\na c\n"),
])
def test_kind_parse_of_its_own_json_result_says_what_it_is(name, text):
    # yinyang said "this is JSON, which Yin-Yang reads only as a generated puzzle's record", cover
    # "JSON: unknown key 'status'", where every other kind's parse (and the command line) says what it is
    kind = gridsat.kinds.get(name)
    result = json.dumps(kind.parse(text).solve().to_json())
    with pytest.raises(PuzzleInputError) as caught:
        kind.parse(result)
    assert str(caught.value).endswith(RESULT_SAID)
