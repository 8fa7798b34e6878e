"""Hostile pass 54, part b: the web app and batch."""

from __future__ import annotations

import json

import pytest

from gridsat.core.errors import PuzzleInputError

SET_ZERO = ("'pentominoes*0' is a piece set, not a packing puzzle file (JSON), and no piece set either: "
            "pentominoes*0: copies of a piece set must be a whole number from 1 to 100, got 0")


@pytest.mark.parametrize("word, problem", [
    ("pentominoes*0", "pentominoes*0: copies of a piece set must be a whole number from 1 to 100, got 0"),
    ("pentominoes*1.5", "pentominoes*1.5: copies of a piece set must be a whole number from 1 to 100, got '1.5'"),
    ("tetrominoes*101", "tetrominoes*101: copies of a piece set must be a whole number from 1 to 100, got 101"),
])
def test_a_piece_set_that_names_nothing_where_a_puzzle_goes_is_told_why(word, problem):
    """`gridsat pack pentominoes*0` (and a batch line or web request with that puzzle) pointed to `gridsat pack
    --pieces pentominoes*0`, itself refused; `pentominoes*1.5` was "cannot read puzzle file: No such file". A board
    size naming nothing ('0x5') was already told its problem: a piece set now is too."""
    from gridsat.puzzles.pack.io import parse_puzzle

    with pytest.raises(PuzzleInputError) as caught:
        parse_puzzle(word)
    assert caught.value.own.why == problem
    assert str(caught.value).endswith(f"{word!r} is a piece set, not a packing puzzle file (JSON), and no piece "
                                      f"set either: {problem}")


@pytest.mark.parametrize("route", ["solve", "hint"])
def test_the_web_tells_a_piece_set_naming_nothing_its_problem(api_client, route):
    """`POST /api/solve {"puzzle": "pentominoes*0"}` said to send it as the option "pieces", itself refused."""
    answer = api_client.post(f"/api/{route}", json={"puzzle": "pentominoes*0"})
    assert (answer.status_code, answer.json()) == (422, {"error": "puzzle: 'pentominoes*0' is a piece set: "
                                                         "pentominoes*0: copies of a piece set must be a whole number from 1 to "
                                                         "100, got 0"})


def test_a_batch_line_with_a_piece_set_naming_nothing_says_why(tmp_path):
    from gridsat.batch import run_batch

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"puzzle": "pentominoes*0"}) + "\n")
    out = tmp_path / "out.jsonl"
    run_batch([collection], out, jobs=1)
    line = json.loads(out.read_text())
    assert (line["status"], line["error"]) == ("bad_input", f"c.jsonl: line 1: {SET_ZERO}")


@pytest.mark.parametrize("body, message", [
    ({"kind": "yinyang", "argument": "yinyang\n..\n.."},
     "the puzzle argument holds 3 lines, a puzzle's text, where a file sent or a URL goes: send the text as "
     "\"puzzle\" instead"),
    ({"kind": "pack", "argument": '{"board": "3x20"}'},
     "'{\"board\": \"3x20\"}': the puzzle argument is a JSON object, a puzzle's text, where a file sent or a URL "
     "goes: send it as \"puzzle\" instead"),
    ({"kind": "pack", "argument": "0x5"}, "argument: '0x5' is a board size: board 0x5 has 0 rows; need at least 1"),
])
def test_the_web_argument_field_is_told_in_the_web_words(api_client, body, message):
    """`POST /api/solve {"kind": "yinyang", "argument": "yinyang\\n..\\n.."}` was told to "save the text in a file
    and name it, or pipe it in and give - (standard input)", which a page or request cannot do ('-' is refused
    there); `"argument": "0x5"` for pack said "0x5: no such file; ... not a packing puzzle file (JSON)"."""
    answer = api_client.post("/api/solve", json=body)
    assert (answer.status_code, answer.json()) == (422, {"error": message})


def test_the_command_line_still_offers_a_file_or_standard_input(tmp_path):
    from gridsat.core.reading import read_puzzle_record
    from gridsat.core.wording import command_line_run

    with command_line_run(), pytest.raises(PuzzleInputError) as caught:
        read_puzzle_record("yinyang\n..\n..")
    assert caught.value.problem == ("the puzzle argument holds 3 lines, a puzzle's text, where a file, a URL or - "
                                    "goes: save the text in a file and name it, or pipe it in and give - "
                                    "(standard input)")


def test_a_collection_compressed_twice_is_not_told_to_take_the_name_it_has(tmp_path):
    """`gridsat batch c.jsonl.gz` of a collection gzipped twice said "the file is gzip-compressed; name it
    .jsonl.gz" of a file so named already."""
    import gzip

    from gridsat.batch import run_batch

    collection = tmp_path / "c.jsonl.gz"
    collection.write_bytes(gzip.compress(gzip.compress(b'"https://puzz.link/p?yinyang/5/5/016612300"\n')))
    with pytest.raises(PuzzleInputError) as caught:
        run_batch([collection], tmp_path / "out.jsonl", jobs=1)
    assert caught.value.problem == ("line 1 is not UTF-8 text: the file is gzip-compressed twice; decompress it once "
                                    "(gunzip) and keep it named .jsonl.gz")


@pytest.mark.parametrize("kind, title", [("cover", "Exact cover"), ("dominofit", "Domino Fit"),
                                         ("pack", "Polyomino packing")])
def test_a_url_given_to_a_kind_reading_none_is_told_so(api_client, tmp_path, kind, title):
    """`gridsat solve -k cover https://example.com/x` (and the web, and a batch record naming its kind) said
    "line 1: item 'https://example.com/x' contains ':' (Knuth's item multiplicities u:v|name are not supported...)";
    Domino Fit spoke of its header line."""
    from gridsat.batch import run_batch
    from gridsat.puzzles.kinds import get
    from gridsat.puzzles.unreadable import elsewhere

    said = f"{title} reads no URLs, only its puzzle's text"
    url = "https://example.com/x"
    answer = api_client.post("/api/solve", json={"kind": kind, "puzzle": url})
    assert (answer.status_code, answer.json()) == (422, {"error": f"puzzle: {said}"})
    with pytest.raises(PuzzleInputError) as caught:
        get(kind).parse(url, "URL")
    assert str(elsewhere(caught.value, url, url, get(kind))) == f"URL: {said}"
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": kind, "puzzle": url}) + "\n")
    run_batch([collection], tmp_path / "out.jsonl", jobs=1)
    line = json.loads((tmp_path / "out.jsonl").read_text())
    assert (line["status"], line["error"]) == ("bad_input", f"c.jsonl: line 1: {said}")


@pytest.mark.parametrize("kind, title", [("cover", "Exact cover"), ("dominofit", "Domino Fit")])
def test_a_record_naming_a_kind_that_reads_no_urls_with_a_url_is_told_so(api_client, tmp_path, kind, title):
    """`gridsat solve rec.json` of `{"kind": "cover", "puzzle": "https://example.com/x"}` (and the same record sent
    to the web as the puzzle's text) said "item ... contains ':' (Knuth's item multiplicities ...)"."""
    import gridsat

    record = json.dumps({"kind": kind, "puzzle": "https://example.com/x"})
    (tmp_path / "rec.json").write_text(record)
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.solve(str(tmp_path / "rec.json"))
    assert str(caught.value) == f"rec.json: {title} reads no URLs, only its puzzle's text"
    answer = api_client.post("/api/solve", json={"puzzle": record})
    assert (answer.status_code, answer.json()) == (422, {"error": f"puzzle: {title} reads no URLs, only its "
                                                         "puzzle's text"})
