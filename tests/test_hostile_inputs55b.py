"""Hostile pass 55, part b: the web app and batch."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("option", ["board", "pieces"])
def test_a_file_not_sent_is_named_as_the_request_gave_it(api_client, option):
    """`POST /api/solve {"kind": "pack", "options": {"board": "https://puzz.link/p?x"}}` said
    "'https:/puzz.link/p?x' is not a file sent": the name normalised, one slash lost."""
    # (a URL is now told it is a puzzle's URL, test_hostile_inputs56b: a path with a doubled slash stands in)
    answer = api_client.post("/api/solve", json={"kind": "pack", "options": {option: "parts//x.txt"}})
    assert (answer.status_code, answer.json()) == (422, {"error": "'parts//x.txt' is not a file sent with "
                                                         "this request (files sent: none): send it in \"files\""})


RECORD_URL = 'a puzzle record gives a URL as {"puzzle": URL}, or as the URL alone, not "url"'
YINYANG = "https://puzz.link/p?yinyang/6/6/6a166b230900"


@pytest.mark.parametrize("command", [("solve",), ("yinyang",), ("nurikabe",), ("pack",), ("hint",)])
def test_a_file_giving_its_url_as_url_is_told_what_to_write(run_cli, tmp_path, command):
    """A file `{"url": URL}` was "not a puzzle gridsat can read" to `solve`, "this is JSON, which Yin-Yang reads
    only as a generated puzzle's record" to `yinyang`, "unknown field 'url'" to `nurikabe`; a collection line
    holding it was already told what to write."""
    import json

    (tmp_path / "r.json").write_text(json.dumps({"url": YINYANG}))
    assert run_cli(*command, str(tmp_path / "r.json")) == (2, "", f"gridsat: error: r.json: {RECORD_URL}\n")


@pytest.mark.parametrize("body", [{}, {"kind": "yinyang"}])
def test_the_web_tells_a_record_giving_its_url_as_url_what_to_write(api_client, body):
    import json

    answer = api_client.post("/api/solve", json={**body, "puzzle": json.dumps({"url": YINYANG})})
    assert (answer.status_code, answer.json()) == (422, {"error": f"puzzle: {RECORD_URL}"})


@pytest.mark.slow  # a browser
def test_a_whole_number_past_a_fields_own_range_names_that_range(live_server, browser):
    """Domino Fit's "Seed" 1e30 was told "is past the largest whole number a page holds exactly
    (9,007,199,254,740,991)": a bound that is not the field's (its range is 0 to 2147483647; 3000000000 was told
    so), and the general page's "How many" alike. The field's own range is named, the number as typed."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    def error(button: str, field: str, value: str) -> str:
        by_id(browser, field).clear()
        by_id(browser, field).send_keys(value)
        by_id(browser, button).click()
        wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text, 30)
        return by_id(browser, "error").text

    open_page(browser, f"{live_server}/puzzle/dominofit")
    for seed in ("1e30", "12345678901234567891", "-1e30"):
        assert error("generate", "seed", seed) == f"“Seed” must be a whole number from 0 to 2147483647, got {seed}"
    open_page(browser, f"{live_server}/file")
    Select(by_id(browser, "kind")).select_by_value("nurikabe")
    by_id(browser, "puzzle").send_keys("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    Select(by_id(browser, "task")).select_by_value("solutions")
    assert error("solve", "n", "1e30") == "“How many” must be a whole number from 1 to 100, got 1e30"


@pytest.mark.parametrize("command", [("pack",), ("solve", "-k", "pack")])
def test_pack_given_a_url_says_it_reads_none_as_cover_and_domino_fit_do(run_cli, command):
    """`gridsat pack https://example.com/x` said "URL: a pack puzzle is a JSON object such as {...}, got
    'https://example.com/x'", where `gridsat cover URL` and `gridsat dominofit URL` say they read no URLs."""
    assert run_cli(*command, "https://example.com/x") == (
        2, "", "gridsat: error: URL: Polyomino packing reads no URLs, only its puzzle's text\n")


def test_the_web_tells_pack_reads_no_urls(api_client):
    answer = api_client.post("/api/solve", json={"kind": "pack", "argument": "https://example.com/x"})
    assert (answer.status_code, answer.json()) == (422, {"error": "argument: Polyomino packing reads no URLs, only "
                                                         "its puzzle's text"})


@pytest.mark.parametrize("text, line", [("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n", 1),
                                        ("A: ##\nhttps://example.com/a\n", 2)])
def test_a_url_in_a_piece_file_is_named_as_one(text, line):
    """A piece file holding a URL (a page's "Piece file" given the wrong file) said "line 1: piece https: the
    drawing begins with '/', an empty row", a piece named from the URL's scheme."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.pieces import parse_pieces

    with pytest.raises(PuzzleInputError) as caught:
        parse_pieces(text, source="p.txt")
    assert str(caught.value) == (f"p.txt: line {line} is a URL, not a piece: a piece file has one piece a line, "
                                 "'NAME: ROW/ROW/...' (e.g. 'O: ##/##')")


@pytest.mark.parametrize("option, part", [("pieces", "a piece file"), ("board", "a board file")])
def test_the_web_names_a_url_sent_as_a_piece_or_board_file(api_client, option, part):
    """A puzzle's URL sent as the piece file said "line 1: piece https: the drawing begins with '/'", as the board
    "unknown symbol 'h' at line 1, column 1"."""
    answer = api_client.post("/api/solve", json={"kind": "pack", "options": {option: "p.txt"},
                                                 "files": {"p.txt": "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n"}})
    what = part.split()[1]
    assert (answer.status_code, answer.json()) == (422, {"error": f"p.txt: a puzzle's URL, not {part}: give it as "
                                                         f"the puzzle itself, not as its {what if what == 'board' else 'pieces'}"})


@pytest.mark.parametrize("args, part, its", [(("pack", "-b"), "a board file", "its board"),
                                             (("pack", "--pieces"), "a piece file", "its pieces"),
                                             (("calendar", "-e"), "an edition file", "its edition"),
                                             (("calendar", "--verify-edition"), "an edition file", "its edition")])
def test_a_url_given_as_a_board_piece_or_edition_file_is_named_as_one(run_cli, tmp_path, args, part, its):
    (tmp_path / "u.txt").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n")
    path = tmp_path / "u.txt"
    assert run_cli(*args, str(path)) == (  # (the command that reads it named: pass 60)
        2, "", f"gridsat: error: u.txt: a puzzle's URL, not {part}: give it as the puzzle itself (gridsat solve "
               f"{path}), not as {its}\n")


TWO_URLS = "the record's 'url' and its 'puzzle' are two different URLs: give the puzzle's URL once, as \"puzzle\""
SUDOKU = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_a_record_whose_url_and_puzzle_differ_is_refused_not_half_read(run_cli, tmp_path):
    """`{"kind": "nurikabe", "puzzle": NURIKABE-URL, "url": SUDOKU-URL}` was solved as the Nurikabe, its "url"
    dropped unsaid (alone, "url" is refused); the same URL twice (as the web's generate writes a record) is read."""
    import json

    from gridsat.batch import run_batch

    (tmp_path / "c.jsonl").write_text(json.dumps({"kind": "nurikabe", "puzzle": NURIKABE, "url": SUDOKU}) + "\n"
                                      + json.dumps({"puzzle": SUDOKU, "url": SUDOKU}) + "\n")
    run_batch([tmp_path / "c.jsonl"], tmp_path / "out.jsonl", jobs=1)
    lines = sorted((json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()),
                   key=lambda d: d["line"])
    assert [(d["status"], d.get("error")) for d in lines] == [("bad_input", f"c.jsonl: line 1: {TWO_URLS}"),
                                                              ("solved", None)]
    (tmp_path / "r.json").write_text(json.dumps({"puzzle": NURIKABE, "url": SUDOKU}))
    assert run_cli("solve", str(tmp_path / "r.json")) == (2, "", f"gridsat: error: r.json: {TWO_URLS}\n")
