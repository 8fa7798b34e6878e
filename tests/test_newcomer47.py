"""What a new user, following the README from the top, tripped over in the forty-seventh pass: each case is
the exact line a user gets now."""

from __future__ import annotations

import pytest

_YINYANG = "1 0 2\n0 0 0\n0 0 0\n"


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A folder laid out as the project's: the README's examples under examples/, the commands run from it."""
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "yinyang-10x10.txt").write_text(_YINYANG)
    (tmp_path / "examples" / "pieces.txt").write_text("I: ####\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize(("args", "named", "meant"), [
    (("yinyang", "examples/yinyang-10x10"), "examples/yinyang-10x10", "examples/yinyang-10x10.txt"),  # no ending
    (("solve", "yinyang-10x10.txt"), "yinyang-10x10.txt", "examples/yinyang-10x10.txt"),  # not in examples/
    (("hint", "yinyang-10x10"), "yinyang-10x10", "examples/yinyang-10x10.txt"),  # neither
    (("solve", "examples/yinyang10x10.txt"), "examples/yinyang10x10.txt", "examples/yinyang-10x10.txt"),  # typo
])
def test_a_missing_puzzle_file_names_the_file_nearby_that_was_meant(run_cli, project, args, named, meant):
    """`gridsat yinyang yinyang-10x10.txt` (the README's file, typed without its folder) and the same name
    without `.txt` said only "No such file or directory", leaving a newcomer to find the folder or ending."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {named}: cannot read puzzle file: No such file or "
                                     f"directory; did you mean {meant}?\n")


def test_a_missing_piece_file_names_a_close_spelling(run_cli, project):
    assert run_cli("pack", "-b", "2x2", "-p", "examples/piece.txt")[2] == (
        "gridsat: error: examples/piece.txt: cannot read piece file: No such file or directory; did you mean "
        "examples/pieces.txt?\n")


def test_a_missing_file_with_nothing_near_it_says_no_more(run_cli, project):
    assert run_cli("solve", "nothing.txt") == (
        2, "", "gridsat: error: nothing.txt: cannot read puzzle file: No such file or directory\n")


def test_the_python_api_suggests_no_file(project):
    """Outside the command line no file is suggested (a web request's worker is told of no file either)."""
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.read("yinyang-10x10.txt")
    assert str(caught.value) == "yinyang-10x10.txt: cannot read puzzle file: No such file or directory"


def test_a_web_request_is_told_of_no_file_of_the_server():
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    body = {"kind": "calendar", "mode": "census", "settings": {"edition": "mine.tx"}, "files": {"mine.txt": "x"}}
    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        response = client.post("/api/mode", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["error"] == (
        "'mine.tx' is not a file sent with this request (files sent: mine.txt): send it in \"files\"")
