"""Hostile pass 52, part b: the web app and batch."""

import pytest

from gridsat.web.limits import Limits
from gridsat.web.modes import BadRequest, plan_mode


@pytest.mark.parametrize("name, said", [
    ("seed", "setting 'seed' does not apply to the Calendar puzzle mode 'census' (its settings: census, edition, one_sided, "
             "design, pieces, use)"),
    ("time_limit", "'time_limit' goes in 'options', not 'settings'"),
])
def test_mode_option_in_settings_sent_where_it_applies(name, said):
    # {"settings": {"seed": 1}} was told "'seed' goes in 'options', not 'settings'"; sent there it was refused:
    # "option 'seed' does not apply to the Calendar puzzle mode 'census'"
    with pytest.raises(BadRequest) as info:
        plan_mode({"kind": "calendar", "mode": "census", "settings": {name: 1}}, Limits())
    assert str(info.value) == said


def test_a_date_that_does_not_exist_is_told_so_in_a_file_and_as_an_argument(tmp_path, monkeypatch):
    # a date's shape naming no day was "not a puzzle gridsat can read" in a file or a batch line (a real date was
    # told it is a date), and "cannot read puzzle file: No such file or directory" to gridsat solve
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    (tmp_path / "d.txt").write_text("2027-02-29\n")
    with pytest.raises(PuzzleInputError) as info:
        gridsat.solve(str(tmp_path / "d.txt"))
    assert str(info.value) == ("d.txt: '2027-02-29' is a date that does not exist, not a calendar puzzle file: "
                               "February 2027 has 28 days")
    with pytest.raises(PuzzleInputError) as info:
        monkeypatch.chdir(tmp_path)
        gridsat.solve("2027-02-29")
    assert str(info.value) == "2027-02-29: no such file; as a DATE it does not exist: February 2027 has 28 days"


def test_a_batch_line_of_a_date_that_does_not_exist(tmp_path):
    import json

    from gridsat.batch import run_batch

    (tmp_path / "c.jsonl").write_text('2027-02-29\n"02-30"\n')
    out = tmp_path / "r.jsonl"
    run_batch([tmp_path / "c.jsonl"], out, jobs=1)
    errors = sorted((r["line"], r["error"]) for r in map(json.loads, out.read_text().splitlines()))
    assert errors == [(1, "c.jsonl: line 1: '2027-02-29' is a date that does not exist, not a calendar puzzle file: "
                          "February 2027 has 28 days"),
                      (2, "c.jsonl: line 2: '02-30' is a date that does not exist, not a calendar puzzle file: "
                          "February has 29 days")]


def test_web_date_that_does_not_exist_sent_as_a_puzzle(api_client):
    # POST /api/solve {"puzzle": "2027-02-29"} was "puzzle: not a puzzle gridsat can read (kinds: ...)"
    for route in ("/api/solve", "/api/hint"):
        response = api_client.post(route, json={"puzzle": "2027-02-29"})
        assert (response.status_code, response.json()) == (
            422, {"error": "puzzle: '2027-02-29' is a date that does not exist: February 2027 has 28 days"})


def test_hint_memory_limit_is_called_a_field_of_the_request(api_client):
    # /api/hint {"memory_limit": 1e-9} was told to raise "the request's memory_limit option": a hint request has no
    # "options" (an unknown field), its memory_limit is a field of its own
    url = "https://puzz.link/p?yinyang/5/5/016612300"
    hint = api_client.post("/api/hint", json={"puzzle": url, "memory_limit": 1e-9}).json()["error"]
    solve = api_client.post("/api/solve", json={"puzzle": url, "options": {"memory_limit": 1e-9}}).json()["error"]
    assert hint == ("searching a 5x5 Yin-Yang board needs about 4.6 KB of memory; the limit is 1 byte (raise it with "
                    "the request's memory_limit field, in GB, up to the server's limit)")
    assert solve == hint.replace("memory_limit field", "memory_limit option")


def test_check_answer_names_an_answer_file_that_is_a_link_to_nothing(tmp_path):
    # NAME.solution.txt a link to a missing file was taken for no answer file: the puzzle 'solved', counted
    # "without one", nothing said
    import json

    from gridsat.batch import run_batch

    (tmp_path / "p.txt").write_text("1 2 0 0 0 0\n0 0 0 1 0 0\n0 0 2 0 2 0\n1 0 1 0 0 0\n0 0 0 1 0 0\n0 0 1 0 2 0\n")
    (tmp_path / "p.solution.txt").symlink_to("nowhere.txt")
    out = tmp_path / "r.jsonl"
    run_batch([tmp_path], out, jobs=1, check_answer=True)
    (line,) = map(json.loads, out.read_text().splitlines())
    assert (line["status"], line["error"]) == (
        "bad_input", "p.solution.txt: the answer file is a link to 'nowhere.txt', which does not exist: link it to "
                     "the puzzle's solution, or remove it")
