"""The lead's fixes of sitting 12, each with the words or value it now gives."""
from __future__ import annotations

import pathlib

import pytest

import gridsat


@pytest.mark.parametrize("call", [lambda p: gridsat.kinds.detect(p),
                                  lambda p: gridsat.kinds.get("yinyang").parse(p),
                                  lambda p: gridsat.kinds.get("nurikabe").parse(p),
                                  lambda p: gridsat.kinds.get("pack").parse(p)])
def test_a_path_given_as_text_is_told_the_reader_of_paths(call):
    # kind.parse(Path(...)) said only "got PosixPath"; gridsat.read takes a path
    with pytest.raises(TypeError) as caught:
        call(pathlib.Path("examples/yinyang-10x10.txt"))
    assert str(caught.value) == ("text must be a puzzle's text or URL (str), got PosixPath; a file's path is read "
                                 "by gridsat.read(path)")


def test_a_number_given_as_text_is_told_as_before():
    with pytest.raises(TypeError) as caught:
        gridsat.kinds.get("yinyang").parse(5)
    assert str(caught.value) == "text must be a puzzle's text or URL (str), got int"
