"""Hostile pass 70, part b: the web app and batch (and the readers they share)."""

import json


def test_b_a_puzzle_file_that_cannot_be_read_is_named_as_given(run_cli, tmp_path, monkeypatch):
    # was "/tmp/.../d/bin.txt: cannot read puzzle file: ...": the worker's path, joined to the folder, where the line's
    # "file" and `gridsat solve d/bin.txt` name it "d/bin.txt"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "bin.txt").write_bytes(b"\xff\xfe\x00garbage")
    (tmp_path / "d" / "bad.txt").write_bytes(b"ab\xffcd")
    assert run_cli("batch", "d", "-o", "r.jsonl", "-q", "-j", "1")[0] == 0
    got = {d["file"]: d["error"] for d in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert got == {"d/bin.txt": "d/bin.txt: cannot read puzzle file: UTF-16 text; save it as UTF-8",
                   "d/bad.txt": "d/bad.txt: cannot read puzzle file: not UTF-8 text (byte 3)"}
    assert run_cli("solve", "d/bin.txt") == (2, "", f"gridsat: error: {got['d/bin.txt']}\n")
    # its answer file alike: "/tmp/.../d/p.solution.txt: cannot read answer file: it is a folder"
    (tmp_path / "d" / "p.txt").write_text("https://puzz.link/p?yinyang/3/3/000\n")
    (tmp_path / "d" / "p.solution.txt").mkdir()
    assert run_cli("batch", "d/p.txt", "-o", "r2.jsonl", "-q", "-j", "1", "--check-answer")[0] == 0
    assert json.loads((tmp_path / "r2.jsonl").read_text())["error"] == (
        "d/p.solution.txt: cannot read answer file: it is a folder")


def test_b_a_setting_written_too_small_to_tell_from_0_is_refused_on_the_web(api_client, run_cli):
    # was 200 with a puzzle of nothing blocked: JSON's 1e-400 read as 0, where `gridsat generate dominofit --blocked
    # 1e-400` says it is too small to tell from 0
    response = api_client.post("/api/generate", content=b'{"kind": "dominofit", "size": "6x6", "blocked": 1e-400}',
                               headers={"content-type": "application/json"})
    assert (response.status_code, response.json()) == (422, {"error": "'blocked' 1e-400 is too small to tell from 0"})
    code, _, err = run_cli("generate", "dominofit", "6x6", "--blocked", "1e-400")
    assert code == 2 and "'1e-400' is too small to tell from 0" in err


def test_b_a_kind_s_setting_of_the_wrong_type_quotes_a_string_as_json_as_the_shared_options_do(api_client):
    # was "option 'holes' must be true or false, got 'yes'" beside "option 'count' must be true or false, got \"yes\""
    # in the same request's options (and /api/mode's settings, /api/generate's alike)
    def error(route, body):
        response = api_client.post(route, json=body)
        return response.status_code, response.json()["error"]

    assert error("/api/solve", {"kind": "pack", "options": {"holes": "yes"}}) == (
        422, "option 'holes' must be true or false, got \"yes\"")
    assert error("/api/solve", {"kind": "pack", "options": {"count": "yes"}}) == (
        422, "option 'count' must be true or false, got \"yes\"")
    assert error("/api/mode", {"kind": "calendar", "mode": "census", "settings": {"one_sided": "no"}}) == (
        422, "setting 'one_sided' must be true or false, got \"no\"")
    assert error("/api/generate", {"kind": "dominofit", "blocked": "0.2"}) == (
        422, "'blocked' must be a number, got \"0.2\"")


def test_b_a_results_file_named_only_by_its_ending_is_refused_from_python_too(tmp_path, monkeypatch):
    # run_batch(paths, ".jsonl") wrote a hidden file '.jsonl', where `gridsat batch -o .jsonl` refuses the name
    import pytest

    from gridsat import PuzzleInputError
    from gridsat.batch.run import run_batch

    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.jsonl").write_text('"https://puzz.link/p?yinyang/3/3/000"\n')
    with pytest.raises(PuzzleInputError) as got:
        run_batch(["c.jsonl"], ".jsonl", jobs=1)
    assert str(got.value) == "results file '.jsonl' has no name before .jsonl: give one (e.g. out.jsonl)"
    assert not (tmp_path / ".jsonl").exists()


def test_b_a_time_limit_past_the_largest_number_is_refused_on_every_route(api_client, run_cli, tmp_path):
    # was 200, the time limit lowered to the server's cap: JSON's 1e400 reads as infinity, where `-t 1e400` on the
    # command line is "past the largest number"
    url = "https://puzz.link/p?yinyang/3/3/000"
    said = "time_limit 1e400 is past the largest number (about 1.8e308)"
    for route, body in (("/api/solve", '{"puzzle": "%s", "options": {"time_limit": 1e400}}' % url),
                        ("/api/hint", '{"puzzle": "%s", "time_limit": 1e400}' % url),
                        ("/api/generate", '{"kind": "yinyang", "size": "4x4", "time_limit": 1e400}'),
                        ("/api/mode", '{"kind": "calendar", "mode": "census", "options": {"time_limit": 1e400}}')):
        response = api_client.post(route, content=body, headers={"content-type": "application/json"})
        assert (response.status_code, response.json()) == (422, {"error": said}), route
    path = tmp_path / "p.txt"
    path.write_text(url + "\n")
    code, _, err = run_cli("yinyang", str(path), "-t", "1e400")
    assert code == 2 and "'1e400' is past the largest number (about 1.8e308)" in err


def test_b_a_file_the_puzzle_names_is_named_as_the_command_line_names_it(run_cli, tmp_path, monkeypatch):
    # the renaming of the puzzle's own file and answer file (above) leaves a board file the puzzle names as `gridsat
    # solve` names it: in full
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "p.json").write_text('{"kind": "pack", "board": "missing.txt"}\n')
    code, _, err = run_cli("solve", "d/p.json")
    assert code == 2 and err.startswith(f"gridsat: error: {tmp_path / 'd' / 'missing.txt'}: cannot read board file")
    assert run_cli("batch", "d", "-o", "r.jsonl", "-q", "-j", "1")[0] == 0
    assert "gridsat: error: " + json.loads((tmp_path / "r.jsonl").read_text())["error"] + "\n" == err
