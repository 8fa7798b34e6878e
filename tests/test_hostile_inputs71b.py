"""Hostile pass 71, part b: the web app and batch."""

from __future__ import annotations


def test_b_a_time_limit_of_400_digits_is_refused_on_every_route(api_client):
    # was 200, the time limit lowered to the server's cap: a whole number past a float's range is an int, which
    # never equals inf (1e400 was refused, 10**400 written out was not; the command line refuses both)
    big = "9" * 400
    said = "time_limit 999999999999... (400 digits) is past the largest number (about 1.8e308)"
    url = "https://puzz.link/p?yinyang/3/3/000"
    for route, body in (("/api/solve", '{"puzzle": "%s", "options": {"time_limit": %s}}' % (url, big)),
                        ("/api/hint", '{"puzzle": "%s", "time_limit": %s}' % (url, big)),
                        ("/api/generate", '{"kind": "yinyang", "size": "4x4", "time_limit": %s}' % big),
                        ("/api/mode", '{"kind": "calendar", "mode": "census", "options": {"time_limit": %s}}' % big)):
        response = api_client.post(route, content=body, headers={"content-type": "application/json"})
        assert (response.status_code, response.json()) == (422, {"error": said}), route


def test_b_an_empty_recorded_tiling_is_bad_input_not_an_answer_that_differs(run_cli, tmp_path):
    # was "solved", "matches_record": false: [] was compared as an empty tiling (an empty answer file and "" or {}
    # were already refused; a Yin-Yang's [] is "the recorded solution has no rows")
    import json

    lines = [{"kind": "pack", "puzzle": {"board": "3x20"}, "solution": []},
             {"kind": "calendar", "puzzle": {"date": "2026-10-06"}, "solution": []}]
    (tmp_path / "c.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"), "--check-answer",
                           "-q", "-j", "1")
    assert code == 0, err
    said = ('a recorded solution places no piece (an empty list): record the tiling, a list of {"piece": ..., '
            '"cells": [[r, c], ...]}, or leave the solution out')
    records = sorted((json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()),
                     key=lambda r: r["line"])
    assert [(r["status"], r["error"]) for r in records] == [("bad_input", f"c.jsonl: line {n}: {said}")
                                                           for n in (1, 2)]


def test_b_a_json_null_true_or_false_line_is_told_what_a_line_must_be(run_cli, tmp_path):
    # was read as a puzzle's text: "not a puzzle gridsat can read", under --kind nurikabe "row 1, column 1: clue
    # 'null' is not a whole number or '?'", where a [1, 2] line was told what a collection line must be
    import json

    (tmp_path / "c.jsonl").write_text("null\n true \nfalse\n[1, 2]\n")
    for extra in ((), ("--kind", "nurikabe")):
        out = tmp_path / f"r{len(extra)}.jsonl"
        code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "-q", "-j", "1", *extra)
        assert code == 0, err
        errors = sorted((r["line"], r["error"]) for r in map(json.loads, out.read_text().splitlines()))
        assert errors == [(n, f"c.jsonl: line {n}: a collection line must be a JSON object, a JSON string or a URL")
                          for n in (1, 2, 3, 4)]


def test_b_a_dask_address_without_a_port_says_how_to_write_one(run_cli, tmp_path):
    # was "cannot reach the Dask scheduler at foo: missing port number in address 'foo'" (Dask's words, nothing on
    # what to write); "tcp://h:abc" was "invalid literal for int() with base 10: 'abc'"
    import pytest

    pytest.importorskip("dask.distributed")
    (tmp_path / "c.jsonl").write_text('"https://puzz.link/p?yinyang/3/3/000"\n')
    for address in ("foo", "tcp://h:abc"):
        code, _, err = run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"), "--dask", address)
        assert (code, err) == (2, f"gridsat: error: cannot reach the Dask scheduler at {address}: no port in the "
                                  "address: give it as tcp://HOST:PORT (a scheduler listens on 8786 by default)\n")


def test_b_a_request_that_is_not_json_is_told_as_a_file_is(api_client, run_cli, tmp_path):
    # was "the request is not valid JSON: Extra data: line 1 column 19 (char 18)" (Python's words) where a puzzle
    # file is told "not valid JSON: Extra data at line 1, column 19"; an empty body was "Expecting value: line 1
    # column 1 (char 0)"
    def told(body):
        response = api_client.post("/api/solve", content=body, headers={"content-type": "application/json"})
        return response.status_code, response.json()["error"]

    assert told(b'{"kind": "pack"}   x') == (400, "the request is not valid JSON: Extra data at line 1, column 20")
    assert told(b"") == told(b" \n") == (400, "the request has no body: send a JSON object")
    assert told(b'{"a": NaN}') == (400, "the request is not valid JSON: NaN is not a JSON number")
    (tmp_path / "p.json").write_text('{"kind": "pack"}   x')
    code, _, err = run_cli("solve", str(tmp_path / "p.json"))
    assert code == 2 and err.endswith("p.json: not valid JSON: Extra data at line 1, column 20\n")


def test_b_an_exact_cover_json_file_is_told_bad_json_as_every_kind_is(run_cli, tmp_path):
    # `gridsat cover c.json` said "line 1, column 21: bad JSON: Expecting property name ...", "JSON key 'options'
    # appears twice in one object", "JSON: NaN is not a valid value", where `gridsat solve c.json` said each otherwise
    for text, said in (('{"options": [["a"]],}', "Expecting property name enclosed in double quotes at line 1, column 21"),
                       ('{"options": [["a"]], "options": []}', "the key 'options' appears twice in one object"),
                       ('{"options": [["a", NaN]]}', "NaN is not a JSON number")):
        (tmp_path / "c.json").write_text(text)
        for command in ("cover", "solve"):
            assert run_cli(command, str(tmp_path / "c.json")) == (2, "", f"gridsat: error: c.json: not valid JSON: "
                                                                         f"{said}\n"), command
