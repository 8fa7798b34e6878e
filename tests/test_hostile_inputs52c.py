"""Hostile pass 52, part c: the Python API and designers."""

import numpy as np
import pytest

import gridsat

HOLDS_ITSELF = "data holds a list or dict inside itself (a circular reference), which JSON cannot hold"


@pytest.mark.parametrize("name", ["nurikabe", "pack", "dominofit", "yinyang", "cover"])
def test_record_holding_itself_refused_not_looped_for_ever(name):
    # with numpy loaded, parse_json's look for numpy's numbers walked a dict holding itself for ever; without, json
    # met its own "Circular reference detected" (yinyang, cover)
    kind = gridsat.kinds.get(name)
    record = {"kind": name}
    record["x"] = record
    with pytest.raises(TypeError) as caught:
        kind.parse_json(record)
    assert str(caught.value) == HOLDS_ITSELF
    rows = []
    rows.append(rows)
    with pytest.raises(TypeError) as caught:
        kind.parse_json({"kind": name, "rows": rows, "grid": [[np.int64(1)]]})
    assert str(caught.value) == HOLDS_ITSELF


def test_record_holding_one_list_twice_is_no_circle():
    from gridsat.formats.json import plain_json

    row = [np.int64(1), 2]
    assert plain_json({"a": [row, row]}) == {"a": [[1, 2], [1, 2]]}
    shared = [1]
    deep = {"a": [shared] * 3}
    for _ in range(60):  # one list held twice at every depth: looked through once, not 2**60 times
        deep = {"a": [deep, deep]}
    assert plain_json(deep) is deep
