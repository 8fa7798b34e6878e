"""Hostile pass 35, part c: the Python API's wrong-typed arguments."""

import pytest

from gridsat.batch import find_sources


@pytest.mark.parametrize("paths, message", [
    (None, "find_sources' paths must be a list of paths, got NoneType None"),
    ([3], "find_sources' paths must be a list of paths (str or path), got int 3 in it"),
    ([None], "find_sources' paths must be a list of paths (str or path), got NoneType None in it"),
])
def test_find_sources_names_bad_paths(paths, message):
    with pytest.raises(TypeError) as e:
        find_sources(paths, {".txt"})
    assert str(e.value) == message


def test_find_sources_names_bad_results(tmp_path):
    with pytest.raises(TypeError) as e:
        find_sources([str(tmp_path)], {".txt"}, results=3)
    assert str(e.value) == "find_sources' results must be a results file's path (str or path) or None, got int 3"
