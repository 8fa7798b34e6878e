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


def _web(route: str, body: dict) -> tuple[int, dict]:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        response = client.post(route, json=body)
    return response.status_code, response.json()


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("name", ["examples/yinyang-10x10.txt", "board.json", "queens-8.dlx"])
@pytest.mark.parametrize("route", ["/api/solve", "/api/hint"])
def test_a_file_name_sent_as_the_puzzle_is_told_to_send_its_text(route, name):
    """docs/web.md: "puzzle: what gridsat solve reads"; a newcomer sends what they typed there, the file's name
    (in the API or the page's box), and was told only "not a puzzle gridsat can read (kinds: ...)" -- where the
    same name sent with a kind was told it is a file's name."""
    assert _web(route, {"puzzle": name}) == (422, {"error": (
        f"puzzle: {name!r} is a file's name, not a puzzle's text or URL: give the file itself (gridsat solve FILE "
        f"or gridsat batch FILE; from Python, gridsat.read({name!r}); on a page, its file button) or its text")})


def test_a_word_that_is_no_file_name_is_still_not_a_puzzle():
    code, said = _web("/api/solve", {"puzzle": "hello"})
    assert (code, said["error"].split(" (")[0]) == (422, "puzzle: not a puzzle gridsat can read")


def test_a_url_given_to_batch_is_said_to_be_one(run_cli, tmp_path):
    """`gridsat batch URL --out r.jsonl` said "no such file or folder: 'https:/puzz.link/p?...'": the URL taken
    as a path, its '//' joined into one '/'."""
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    assert run_cli("batch", url, "--out", str(tmp_path / "r.jsonl")) == (2, "", (
        f"gridsat: error: {url!r} is a puzzle's URL, and batch reads files and folders: one URL: gridsat solve "
        "URL; many: a .jsonl file of them, one a line\n"))


def test_a_missing_collection_given_to_batch_names_the_one_meant(run_cli, project):
    (project / "examples" / "urls.jsonl").write_text('"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"\n')
    assert run_cli("batch", "examples/url.jsonl", "--out", "r.jsonl")[2] == (
        "gridsat: error: no such file or folder: 'examples/url.jsonl'; did you mean examples/urls.jsonl?\n")
