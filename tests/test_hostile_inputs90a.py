"""Pass 90, part a: the Python library as an OR learner and a programmer uses it."""

from __future__ import annotations

import pytest


def _yinyang_model():
    import gridsat

    kind = gridsat.kinds.get("yinyang")
    return kind.model(kind.parse("https://puzz.link/p?yinyang/5/5/016612300"), gridsat.Task(engine="cpsat"), {})


def test_model_export_to_file_takes_a_path_and_says_why_it_cannot_write(tmp_path):
    # Before: export_to_file(pathlib.Path(...)) met OR-Tools' "write_model_to_file(): incompatible function
    # arguments" (its C++ signature, not the argument's name), export_to_file(5) the same, and a file in a
    # folder that does not exist returned False, nothing written and nothing said.
    from gridsat import PuzzleInputError

    model = _yinyang_model()
    assert model.export_to_file(tmp_path / "m.TXT") is True  # text as --export-model reads the ending
    assert (tmp_path / "m.TXT").read_text().startswith("variables {")
    assert model.export_to_file(tmp_path / "m.pb") is True
    with pytest.raises(TypeError, match=r"^file must be a file name \(str or path object\), got int 5$"):
        model.export_to_file(5)
    missing = tmp_path / "no" / "m.txt"
    with pytest.raises(PuzzleInputError, match=r"^folder '.*/no' does not exist \(for '.*/no/m\.txt'\)$"):
        model.export_to_file(str(missing))
    assert not missing.parent.exists()
