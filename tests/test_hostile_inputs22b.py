"""The twenty-second hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path


def test_a_file_name_no_file_system_holds_is_bad_input_not_a_traceback(run_cli, api_client, tmp_path):
    """A pack puzzle file naming its board ``"\\ud800"`` (half of a UTF-16 pair, as JSON may write it) or
    ``"a\\u0000b"`` stopped ``gridsat solve`` with a UnicodeEncodeError or ValueError traceback, and a whole
    ``gridsat batch`` over its folder with one (no results file at all with ``-j 1``); a web request naming such a
    file (the argument, a board, an edition to verify) was answered 500 "internal error".  Each is now the
    puzzle's bad input in one line, naming the name and why no file can have it; the other puzzles are solved."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.json").write_text('{"kind": "pack", "board": "\\ud800"}')
    (folder / "b.json").write_text('{"kind": "pack", "board": "a\\u0000b"}')
    (folder / "c.json").write_text(json.dumps({"kind": "pack", "board": "3x20"}))
    assert run_cli("solve", str(folder / "a.json"))[::2] == (
        2, "gridsat: error: a.json: board '\\ud800': a file name cannot hold U+D800, half of a UTF-16 pair\n")
    assert run_cli("solve", str(folder / "b.json"))[::2] == (
        2, "gridsat: error: b.json: board 'a\\x00b': a file name cannot hold a NUL character\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")
    records = {Path(r["file"]).name: (r["status"], r.get("error")) for r in map(json.loads, out.read_text().splitlines())}
    assert records == {
        "a.json": ("bad_input", "a.json: board '\\ud800': a file name cannot hold U+D800, half of a UTF-16 pair"),
        "b.json": ("bad_input", "b.json: board 'a\\x00b': a file name cannot hold a NUL character"),
        "c.json": ("solved", None)}
    for route, body, message in (
            ("/api/solve", {"kind": "yinyang", "argument": "\ud800"},
             "'\\ud800': cannot read puzzle file: a file name cannot hold U+D800, half of a UTF-16 pair"),
            ("/api/solve", {"kind": "pack", "options": {"board": "\ud800.txt"}},
             "'\\ud800.txt': cannot read board file: a file name cannot hold U+D800, half of a UTF-16 pair"),
            ("/api/solve", {"kind": "pack", "options": {"board": "a\x00b"}},
             "unknown board 'a\\x00b': give RxC (e.g. 6x10), a mask file, or one of: 8x8-centre"),
            ("/api/solve", {"kind": "calendar", "argument": "12-25", "options": {"edition": "\ud800"}},
             "unknown edition '\\ud800': give a built-in edition (dragonfjord, jarringwords, creamakerspace, "
             "tetromino, weekday) or an edition file"),
            ("/api/mode", {"kind": "calendar", "mode": "verify", "settings": {"verify_edition": "e\x00.txt"}},
             "'e\\x00.txt': cannot read edition file: a file name cannot hold a NUL character")):
        reply = api_client.post(route, content=json.dumps(body), headers={"Content-Type": "application/json"})
        assert (reply.status_code, reply.json()) == (422, {"error": message}), body
