"""Hostile pass 69, part b: the web app and batch (and the readers they share)."""

import json
from pathlib import Path

from test_hostile_inputs68b import HITORI, _run  # a batch run of a collection's lines, by line number

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
ONE_LINE_EACH = "a collection line holds one puzzle: write each on a line of its own"


def test_b_a_collection_line_of_several_puzzles_is_told_to_put_each_on_a_line_of_its_own(tmp_path):
    # was "... 2 lines of URLs: a file holds one puzzle; gridsat batch reads a list of puzzles, one URL a line, from a
    # file whose name ends in .jsonl": from inside such a file's line, run so already
    got = _run(tmp_path, [json.dumps(f"{HITORI}\n{HITORI}"), json.dumps(f"{SUDOKU}\n{SUDOKU}"),
                          json.dumps('{"kind": "hitori"}\n{"kind": "hitori"}')])
    assert got[1]["error"] == f"c.jsonl: line 1: puzzle: 2 lines of URLs: {ONE_LINE_EACH}"
    assert got[2]["error"] == f"c.jsonl: line 2: puzzle: 2 lines, each a puzzle: {ONE_LINE_EACH}"
    assert got[3]["error"] == f"c.jsonl: line 3: puzzle: 2 lines, each a JSON object: {ONE_LINE_EACH}"


def test_b_a_record_s_puzzle_of_two_urls_is_no_puzzle_file(tmp_path):
    # was "c.jsonl: line 1: puzzle: line 2: 'URL' after the URL of line 1: a puzzle file holds its URL alone": no file
    got = _run(tmp_path, [json.dumps({"kind": "hitori", "puzzle": f"{HITORI}\n{HITORI}"})])
    assert got[1]["error"] == (f"c.jsonl: line 1: puzzle: line 2: '{HITORI}' after the URL of line 1: a puzzle is its "
                               f"URL alone ({ONE_LINE_EACH})")


def test_b_a_collection_line_of_several_sudokus_is_not_offered_a_cover_command_of_its_text(tmp_path):
    # was "...; if it is an exact cover in Knuth's format (items, then an option a line): gridsat cover 4.....8.5...,
    # or name the file .dlx": a command running on the line's text, and a file the line is not
    got = _run(tmp_path, [json.dumps({"kind": "sudoku", "puzzle": f"{SUDOKU}\n{SUDOKU}"})])
    assert got[1]["error"] == (f"c.jsonl: line 1: puzzle: 2 lines, each a Sudoku: {ONE_LINE_EACH}; if it is an exact "
                               "cover in Knuth's format (items, then an option a line): write the line as "
                               '{"kind": "cover", "puzzle": ...}')


def test_b_a_page_s_two_urls_are_no_puzzle_file(api_client):
    # was "Hitori: line 2: 'URL' after the URL of line 1: a puzzle file holds its URL alone": a page sends no file
    reply = api_client.post("/api/solve", json={"kind": "hitori", "puzzle": f"{HITORI}\n{HITORI}"})
    assert reply.status_code == 422
    assert reply.json()["error"] == (f"Hitori: line 2: '{HITORI}' after the URL of line 1: a puzzle is its URL alone "
                                     "(send one puzzle at a time)")


def test_b_two_url_lines_under_a_kind_that_reads_no_urls_are_told_so_everywhere(run_cli, api_client, tmp_path):
    # 'gridsat cover TWO-URLS.txt' was "line 1: item 'https://...' contains ':' (Knuth's item multiplicities ...)",
    # dominofit's "a Domino Fit text puzzle starts with a line 'dominofit rule=cell|dot'", pack's and calendar's "a
    # ... puzzle is a JSON object such as ...": of a file holding two puzzles, as 'gridsat solve' tells it
    path = tmp_path / "two.txt"
    path.write_text(f"{HITORI}\n{HITORI}\n")
    said = ("2 lines of URLs: a file holds one puzzle; gridsat batch reads a list of puzzles, one URL a line, from a "
            "file whose name ends in .jsonl")
    for kind in ("cover", "dominofit", "pack", "calendar"):
        assert run_cli(kind, str(path)) == (2, "", f"gridsat: error: two.txt: {said}\n"), kind
        reply = api_client.post("/api/solve", json={"kind": kind, "puzzle": f"{HITORI}\n{HITORI}"})
        assert (reply.status_code, reply.json()) == (422, {"error": "puzzle: 2 lines of URLs: send one puzzle at a "
                                                                    "time"}), kind
    got = _run(tmp_path, [json.dumps({"kind": "cover", "puzzle": f"{HITORI}\n{HITORI}"})])
    assert got[1]["error"] == f"c.jsonl: line 1: puzzle: 2 lines of URLs: {ONE_LINE_EACH}"


def test_b_a_url_among_words_is_told_to_cover_and_on_a_page(run_cli, api_client, tmp_path):
    # 'gridsat cover URL-AND-WORDS.txt' and every web page of a kind that reads no URLs said only what the kind's
    # reader said (cover: "item 'https://...' contains ':' (Knuth's item multiplicities ...)"), where the command
    # line of the other kinds added that the URL should be given alone
    path = tmp_path / "one.txt"
    path.write_text(f"{HITORI} extra words\n")
    alone = f"; it holds 1 puzz.link URL among other words: give the URL alone ('{HITORI}')"
    knuth = (f"line 1: item '{HITORI}' contains ':' (Knuth's item multiplicities u:v|name are not supported; colours "
             "belong in options, as name:colour)")
    assert run_cli("cover", str(path)) == (2, "", f"gridsat: error: one.txt: {knuth}{alone}\n")
    reply = api_client.post("/api/solve", json={"kind": "cover", "puzzle": f"{HITORI} extra words"})
    assert reply.json() == {"error": f"puzzle: {knuth}{alone}"}
    reply = api_client.post("/api/solve", json={"kind": "dominofit", "puzzle": f"{HITORI} extra words"})
    assert reply.json() == {"error": f"puzzle: a Domino Fit text puzzle starts with a line 'dominofit rule=cell|dot'"
                                     f"{alone}"}


def test_b_a_compressed_collection_or_puzzle_file_in_a_folder_is_told_why_it_is_not_read(tmp_path):
    # a folder's 'c.jsonl.bz2' and 'p.txt.gz' were "an ending no kind reads": of their compression's ending
    import bz2
    import gzip

    from gridsat.batch.sources import find_sources

    (tmp_path / "c.jsonl.bz2").write_bytes(bz2.compress(f"{HITORI}\n".encode()))
    (tmp_path / "p.txt.gz").write_bytes(gzip.compress(f"{HITORI}\n".encode()))
    (tmp_path / "notes.md.gz").write_bytes(gzip.compress(b"notes"))
    skipped = {Path(path).name: why for path, why in find_sources([str(tmp_path)], {".txt"}).skipped}
    assert skipped == {
        "c.jsonl.bz2": "a bzip2-compressed collection: gridsat batch reads .jsonl and .jsonl.gz; decompress it, or "
                       "compress it with gzip",
        "p.txt.gz": "a gzip-compressed puzzle file: give it uncompressed (only a .jsonl collection is read compressed, "
                    "as .jsonl.gz)",
        "notes.md.gz": "an ending no kind reads"}
