"""Hostile pass 62, part b: the web app and batch."""

from __future__ import annotations

import pytest

EDITION = ("'weekday' is an edition, not a puzzle's text: give it on the Calendar puzzle page (/puzzle/calendar), "
           "or send it as the option \"edition\" with \"kind\": \"calendar\"")
DATE = ("'2026-10-06' is a date, not a puzzle's text: give it on the Calendar puzzle page (/puzzle/calendar), or "
        "send it as \"argument\" with \"kind\": \"calendar\"")
PIECES = ("'pentominoes' is a piece set, not a puzzle's text: give it on the Polyomino packing page (/puzzle/pack), "
          "or send it as the option \"pieces\" with \"kind\": \"pack\"")


@pytest.mark.parametrize(("kind", "word", "said"), [("yinyang", "weekday", EDITION), ("hitori", "2026-10-06", DATE),
                                                    ("nurikabe", "pentominoes", PIECES), ("pack", "2026-10-06", DATE),
                                                    ("sudoku", "weekday", EDITION)])
def test_another_kinds_word_as_a_kinds_puzzle_text_is_told_where_it_goes(api_client, kind, word, said):
    """`/api/solve {"kind": "yinyang", "puzzle": "weekday"}` (the Yin-Yang page given an edition's name) was told
    "line 1, column 1: symbol 'w' is not 0 (empty), 1 (white circle) or 2 (black circle)", a date to Hitori that it
    is "too long for a cell", while the same word as "argument", or as "puzzle" with no kind, was told its kind's
    page and field: a puzzle's text naming a kind is told so too."""
    for body in ({"kind": kind, "puzzle": word}, {"puzzle": word}):
        reply = api_client.post("/api/solve", json=body)
        assert (reply.status_code, reply.json()["error"]) == (422, f"puzzle: {said}")


def _program(name: str) -> str:
    import os

    import gridsat

    return os.path.join(os.path.dirname(gridsat.__file__), name)


@pytest.mark.parametrize(("body", "named"), [
    ({"kind": "pack", "options": {"board": "5x8", "pieces": "."}}, "."),
    ({"kind": "pack", "argument": "."}, "."),
    ({"kind": "calendar", "argument": "2026-10-06", "options": {"edition": "."}}, "."),
    ({"kind": "pack", "argument": _program("kinds.py")}, _program("kinds.py")),
    ({"kind": "calendar", "argument": "2026-10-06", "options": {"edition": _program("__init__.py")}},
     _program("__init__.py"))])
def test_a_request_naming_the_programs_files_or_its_own_folder_is_told_it_sent_none(api_client, body, named):
    """`/api/solve {"kind": "pack", "argument": ".../gridsat/kinds.py"}` read the server's own module and quoted it
    ("kinds.py: a pack puzzle is a JSON object ..., got '\"\"\"The puzzle kinds gridsat knows, ...'"), an edition
    named by a stdlib or site-packages path likewise; '.' (the request's own folder) was told "it is a folder
    (every puzzle in a folder: gridsat batch FOLDER ...)": the server reads no file a request names but those
    it sent."""
    reply = api_client.post("/api/solve", json=body)
    assert (reply.status_code, reply.json()["error"]) == (
        422, f"{named!r} is not a file sent with this request (files sent: none); the server reads no other file")
    sent = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "b.txt", "pieces": "pentominoes"},
                                               "files": {"b.txt": "#####\n" * 12}})
    assert sent.json()["status"] == "solved"


@pytest.mark.parametrize(("puzzle", "name"), [('{"kind": "calendar", "date": "2026-10-06", "edition": "e.txt"}', "e.txt"),
                                              ('{"kind": "pack", "board": "b.txt", "pieces": "pentominoes"}', "b.txt")])
def test_a_hint_of_a_puzzle_naming_a_file_is_not_told_to_send_it_in_files(api_client, puzzle, name):
    """`/api/hint {"kind": "calendar", "puzzle": '{... "edition": "e.txt"}'}` was told "'e.txt' is not a file sent
    with this request (files sent: none): send it in \"files\"", and a request sending it was refused "unknown
    field 'files'": the route reads no files, and says so (/api/solve's words are unchanged)."""
    reply = api_client.post("/api/hint", json={"kind": puzzle.split('"')[3], "puzzle": puzzle})
    assert (reply.status_code, reply.json()["error"]) == (
        422, f"'{name}' is a file the puzzle names, and /api/hint is sent no files: a hint is given of a puzzle "
             "naming none (POST /api/solve solves it, sending the file in \"files\")")
    solve = api_client.post("/api/solve", json={"puzzle": puzzle})
    assert solve.json()["error"] == f"'{name}' is not a file sent with this request (files sent: none): send it in \"files\""


def test_a_long_collection_line_is_read_no_further_once_the_total_time_is_over(tmp_path, monkeypatch):
    """`gridsat batch BOMB.jsonl.gz --total-time 2`, a gzip line of 600 MB after three puzzles, took 5.2 s: the
    line was read to its end (2.5 s a pass, twice) whatever the time.  Its reading stops once the run's time is
    over: the lines before it are handed out, none after (the run names them not started)."""
    import gzip

    from gridsat.batch import sources
    from gridsat.core.options import TimeUp

    monkeypatch.setattr(sources, "MAX_LINE_BYTES", 100)
    path = tmp_path / "c.jsonl.gz"
    url = b'"https://puzz.link/p?yinyang/5/5/016612300"\n'
    with gzip.open(path, "wb") as f:
        f.write(url * 2 + b" " * (3 * 1024**2) + b"\n" + url)
    assert [n for n, _ in sources.collection_lines(str(path))] == [1, 2, 3, 4]  # (no time limit: read through)
    with pytest.raises(TimeUp):
        list(sources.collection_lines(str(path), over=lambda: True))
    found = sources.find_sources([str(path)], set())
    assert [item.line for item in sources.items(found, over=lambda: True)] == [1, 2]
    assert [item.line for item in sources.items(found)] == [1, 2, 3, 4]


@pytest.mark.parametrize("kind", ["yinyang", "dominofit", "hitori"])
def test_a_collection_record_of_a_kind_holding_another_kinds_word_is_told_its_kind(tmp_path, kind):
    """`gridsat batch C.jsonl` of the line '{"kind": "yinyang", "puzzle": "weekday"}' recorded "symbol 'w' is not
    0 (empty), 1 (white circle) or 2 (black circle)" (Domino Fit: "a text puzzle starts with a line 'dominofit
    rule=...'"), where the line "weekday" alone was told it is the calendar's edition: told alike now."""
    import json

    from gridsat.batch import run_batch

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": kind, "puzzle": "weekday"}) + '\n"weekday"\n')
    run_batch([str(collection)], tmp_path / "r.jsonl", jobs=1)
    lines = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    said = ("'weekday' is an edition, not a calendar puzzle file (JSON): as a puzzle file, {\"kind\": \"calendar\", "
            "\"date\": \"2026-10-06\", \"edition\": \"weekday\"}")
    assert sorted((line["line"], line["status"], line["error"]) for line in lines) == [
        (1, "bad_input", f"c.jsonl: line 1: {said}"), (2, "bad_input", f"c.jsonl: line 2: {said}")]


def test_the_hint_route_offers_no_puzzle_its_hints_refuse(api_client):
    """`/api/hint {"kind": "pack", "puzzle": "hexominoes"}` was offered the JSON text '{"kind": "pack", "board":
    "14x15", "pieces": "hexominoes"}', which the route then refused ("hints take boards with at most 20,000
    placements; board 14x15 has more"): a text the hints do not take is not offered."""
    reply = api_client.post("/api/hint", json={"kind": "pack", "puzzle": "hexominoes"})
    assert (reply.status_code, reply.json()["error"]) == (
        422, "puzzle: 'hexominoes' is a piece set, not a puzzle's text: give it on the Polyomino packing page "
             "(/puzzle/pack), or send the puzzle as its JSON text with \"pieces\": \"hexominoes\" and the puzzle's "
             "other fields")
    small = api_client.post("/api/hint", json={"kind": "pack", "puzzle": "6x10"})
    assert small.json()["error"].endswith('send the puzzle as the JSON text {"kind": "pack", "board": "6x10"}')


def test_a_size_given_to_a_kind_is_told_as_its_reader_tells_it_not_sent_to_pack(api_client):
    """A size is told as sizes are (the command line and batch do not send '6x10' to Masyu on to `gridsat pack`):
    the pointer to another kind's word leaves sizes to the kind's own reader."""
    reply = api_client.post("/api/solve", json={"kind": "masyu", "puzzle": "6x10"})
    assert reply.status_code == 422 and "Polyomino packing" not in reply.json()["error"]
    pack = api_client.post("/api/solve", json={"kind": "pack", "puzzle": "6x10"})
    assert pack.json()["error"].startswith("puzzle: '6x10' is a board, not a puzzle's text")
