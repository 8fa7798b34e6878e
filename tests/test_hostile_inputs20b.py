"""The twentieth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue 20):
each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import recorded_solution_lines

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
YY_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"


def test_one_line_not_utf8_is_that_lines_bad_input_not_the_whole_collection_unread(run_cli, tmp_path):
    """``batch c.jsonl y.txt -o r.jsonl -q``, the collection's line 3 of 5 written in Latin-1: the whole
    collection was "not read" -- its four good puzzles had no line, -q said nothing, and the run exited 0 as if
    every puzzle had its line.  That line is now its bad input, naming the byte; the others are solved.  A
    collection whose first line is no UTF-8 is still refused whole (a binary file)."""
    puzzles = tmp_path / "c.jsonl"
    puzzles.write_bytes(b"".join((YY_URL + "\n").encode() if n != 3 else b'{"name": "caf\xe9"}\n' for n in range(1, 6)))
    (tmp_path / "y.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    out = tmp_path / "r.jsonl"
    code, _, err = run_cli("batch", str(puzzles), str(tmp_path / "y.txt"), "-o", str(out), "-q", "-j", "1")
    assert (code, err) == (0, "")
    records = {(Path(r["file"]).name, r.get("line")): r for r in map(json.loads, out.read_text().splitlines())}
    assert {key: r["status"] for key, r in records.items()} == {
        ("c.jsonl", 1): "solved", ("c.jsonl", 2): "solved", ("c.jsonl", 3): "bad_input", ("c.jsonl", 4): "solved",
        ("c.jsonl", 5): "solved", ("y.txt", None): "solved"}
    assert records[("c.jsonl", 3)]["error"] == ("c.jsonl: line 3: not UTF-8 text (byte 14 of the line); save the "
                                                "collection as UTF-8")
    assert run_cli("batch", str(puzzles), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")  # resumed, none redone
    assert len(out.read_text().splitlines()) == 6
    binary = tmp_path / "b.jsonl"
    binary.write_bytes(b"\x1f\x8b\x08\x00\xff\n" + (YY_URL + "\n").encode())
    assert run_cli("batch", str(binary), "-o", str(tmp_path / "b-r.jsonl"))[::2] == (
        2, f"gridsat: error: {binary}: line 1 is not UTF-8 text: the file is gzip-compressed; name it .jsonl.gz\n")


def test_a_recorded_solution_outside_the_puzzle_is_bad_input_not_an_answer_that_differs(run_cli, tmp_path):
    """``batch --check-answer`` on records whose 'solution' no answer of the puzzle can be -- a Yin-Yang cell 3,
    a domino "Q" or off the board, a piece the set lacks or a cell off the board, an exact-cover option the
    problem lacks or named twice -- said "recorded solutions: 0 matched, 6 differ", as if the solver's answers
    were wrong.  Each is the line's bad input, naming what is wrong, as a Yin-Yang 'x' or a cell 0.5 already
    were; a well-formed record that differs still differs."""
    dominofit = json.loads((EXAMPLES / "dominofit-8x8.json").read_text())
    dominofit.pop("solution")
    pack = {"kind": "pack", "board": "3x20"}
    records = [("yinyang", YY_URL, [[3] * 6] * 6), ("dominofit", dominofit, [["Q", 0, 0]]),
               ("dominofit", dominofit, [["H", 7, 7]]), ("pack", pack, [{"piece": "ZZ", "cells": [[0, 0]]}]),
               ("pack", pack, [{"piece": "X", "cells": [[3, 0]]}]), ("cover", "a b\na\nb\n", [0, 2]),
               ("cover", "a b\na\nb\n", [1, 1]), ("yinyang", YY_URL, [[1] * 6] * 6)]
    lines = recorded_solution_lines(run_cli, tmp_path, records)
    assert [r["error"] for r in lines] == [
        "a recorded Yin-Yang solution must be rows of 1/2: r1c1 is 3",
        "a recorded Domino Fit solution must be a list of [\"H\"|\"V\", row, col] (row and col whole numbers), got "
        "['Q', 0, 0]",
        "a recorded domino ['H', 7, 7] is not on the 8x8 board (row and col count from 0)",
        "a recorded solution places piece 'ZZ', which the puzzle does not have (its pieces: F, I, L, N, P, T, U, V, "
        "W, X, Y, Z)",
        "a recorded solution puts piece X on [3, 0], off the 3x20 board (row and col count from 0)",
        "a recorded exact-cover solution names option 2; the problem's options are numbered 0 to 1",
        "a recorded exact-cover solution names option 1 twice",
        ""]
    assert [r["status"] for r in lines] == ["bad_input"] * 7 + ["solved"] and lines[-1]["matches_record"] is False


@pytest.mark.slow  # 7 s in a browser
def test_the_general_pages_how_many_and_stop_after_say_their_own_names(live_server, browser):
    """On the general page (/file), "How many" 2.5, 0 or 101 and "Stop counting after" 0 were sent as typed, and
    the server's line came back naming fields the page does not have: "option 'solutions' must be a whole number",
    "solutions 101 is more than this server lists (100)", "limit must be at least 1, got 0".  The page reads them
    as whole numbers within the fields' bounds ("How many" up to the server's own listing limit) and says so in
    its words."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/file")
    Select(by_id(browser, "kind")).select_by_value("cover")
    by_id(browser, "puzzle").send_keys("a b\na\nb\n")

    def solve_with(field: str, value: str) -> str:
        by_id(browser, field).clear()
        by_id(browser, field).send_keys(value)
        by_id(browser, "solve").click()
        wait_for(browser, lambda: idle(browser) and (by_id(browser, "error").text or by_id(browser, "verdict").text))
        return by_id(browser, "error").text or by_id(browser, "verdict").text

    Select(by_id(browser, "task")).select_by_value("solutions")
    wait_for(browser, lambda: by_id(browser, "n").get_attribute("max") == "100")
    assert solve_with("n", "2.5") == "“How many” must be a whole number from 1 to 100, got 2.5"
    assert by_id(browser, "title").text == "Not solved"
    assert solve_with("n", "101") == "“How many” must be a whole number from 1 to 100, got 101"
    assert solve_with("n", "2") == "Solved. 1 solution listed; no more exist."
    Select(by_id(browser, "task")).select_by_value("count")
    assert solve_with("limit", "0") == "“Stop counting after” must be a whole number of at least 1, got 0"
    assert solve_with("limit", "3") == "1 solution (all counted)."


def test_a_design_census_with_a_piece_the_library_lacks_names_the_librarys_pieces(api_client):
    """``POST /api/mode`` (and ``calendar --census --design B --pieces pentominoes --use "F I L ..."``) said "piece
    F is not in library pentominoes" and no more: the names to use (F5, I5...) were nowhere to be found."""
    reply = api_client.post("/api/mode", json={
        "kind": "calendar", "mode": "census", "options": {"time_limit": 5},
        "settings": {"design": "dragonfjord", "pieces": "pentominoes", "use": "F I L N P T U V"}})
    assert (reply.status_code, reply.json()) == (422, {"error": "piece F is not in library pentominoes (its pieces: "
                                                                "F5, I5, L5, N5, P5, T5, U5, V5, W5, X5, Y5, Z5)"})


@pytest.mark.parametrize("name", ["/etc/passwd", "/etc/no-such-file", "/root", "../x.txt", "/dev/null"])
def test_a_web_request_learns_nothing_of_the_servers_disk(api_client, name):
    """A request naming a path of the server's disk was refused reading it, but told what it is first:
    ``/etc/no-such-file`` "cannot read edition file: No such file or directory", ``/root`` "it is a folder",
    ``/etc/passwd`` "not a file sent" -- the disk probed one name at a time, through every setting that takes a
    file (edition, board, pieces, a calendar's argument, verify_edition).  Each answer is now the same line,
    whatever is there."""
    refused = {"error": f"{name!r} is not a file sent with this request (files sent: none); the server reads no "
                        "other file"}
    for path, body in (("/api/solve", {"kind": "calendar", "argument": "01-01", "options": {"edition": name}}),
                       ("/api/solve", {"kind": "pack", "options": {"board": name}}),
                       ("/api/solve", {"kind": "pack", "options": {"pieces": name}}),
                       ("/api/solve", {"kind": "calendar", "argument": name}),
                       ("/api/mode", {"kind": "calendar", "mode": "verify", "settings": {"verify_edition": name}})):
        reply = api_client.post(path, json=body)
        assert (reply.status_code, reply.json()) == (422, refused), body


def test_a_full_position_breaking_the_rules_is_not_solved_when_a_limit_cut_the_search(api_client):
    """``POST /api/hint`` (and ``hint --json``) with a 100x100 Yin-Yang board filled all white and a time limit
    that ran out before its answers were found: "verdict": "unknown" beside "solved": true -- and, in the web
    reply, every 2x2 block listed as broken.  No mistake was looked for, so nothing is solved; the web's own
    checker finding nothing wrong still proves a full position an answer."""
    from gridsat.core.hints import Deduction

    assert Deduction(verdict="unknown", grid=[[1, 1], [1, 1]], complete=False).solved is False
    assert Deduction(verdict="unique", grid=[[1, 2], [2, 2]]).solved is True
    board = "\n".join(" ".join("0" * 60) for _ in range(60)) + "\n"
    reply = api_client.post("/api/hint", json={"kind": "yinyang", "puzzle": board, "position": [[1] * 60] * 60,
                                               "time_limit": 0.2}).json()
    assert (reply["verdict"], reply["solved"], reply["violations"][0]) == (
        "unknown", False, "position: 2x2 block at r1c1 is all white")
    answer = [[1] * 6] + [[1, 2] * 3 for _ in range(4)] + [[2] * 6]  # two combs: white from the top, black below
    reply = api_client.post("/api/hint", json={"kind": "yinyang", "puzzle": "\n".join(["0 0 0 0 0 0"] * 6) + "\n",
                                               "position": answer}).json()
    assert (reply["verdict"], reply["violations"], reply["solved"]) == ("not_unique", [], True)


@pytest.mark.parametrize("module", ["gridsat.core.lean_imports", "gridsat.cli.fast"])
def test_ctrl_c_in_the_first_imports_is_one_line_and_130(tmp_path, module):
    """``gridsat batch DIR -o r.jsonl`` given Ctrl-C 50-100 ms after it started (the imports before the command
    line's handlers: a tenth of a second of every command) printed Python's KeyboardInterrupt traceback, through
    ``main``'s ``from ..core.settings import ...`` or ``_main``'s ``from ..core.options import TimeUp``.  It says
    "gridsat: interrupted (Ctrl-C)" and exits 130, as later."""
    import subprocess
    import sys

    script = tmp_path / "early.py"  # Ctrl-C as it comes in those imports: raised by the import of `module`
    script.write_text("import sys\n\n\nclass CtrlC:\n    def find_spec(self, name, path=None, target=None):\n"
                      f"        if name == {module!r}:\n            raise KeyboardInterrupt\n\n\n"
                      "sys.meta_path.insert(0, CtrlC())\nsys.argv = ['gridsat', 'batch', '--help']\n"
                      "from gridsat.cli import main\nmain()\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (130, "", "gridsat: interrupted (Ctrl-C)\n")


def test_a_batchs_summary_shows_file_names_escapes_escaped(run_cli, tmp_path):
    """``batch DIR -o r.jsonl`` over a folder holding ``a\\x1b[31mred.txt`` and ``c\\x1b]0;title\\x07.jsonl``: the
    summary's "bad input:" and "slowest:" lines printed the names raw -- the rest of the line turned red, and the
    second set the terminal's title -- though the error beside the first was escaped.  Every name and path the
    command line prints of a run (summaries, "wrote", "resuming", headings) is escaped as errors are."""
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "a\x1b[31mred.txt").write_text("garbage\n")
    (folder / "c\x1b]0;title\x07.jsonl").write_text(YY_URL + "\n")
    out = tmp_path / "r\x1b[1m.jsonl"
    code, text, err = run_cli("batch", str(folder), "-o", str(out), "-j", "1")
    flat = " ".join(text.split())
    assert code == 0 and "\x1b" not in text + err and "\x07" not in text + err
    assert f"bad input: {folder}/a\\x1b[31mred.txt (a\\x1b[31mred.txt: not a puzzle gridsat can read" in flat
    slowest = flat[flat.index("slowest: "):]  # (in the order of their seconds)
    assert f"{folder}/c\\x1b]0;title\\x07.jsonl:1 (" in slowest and f"{folder}/a\\x1b[31mred.txt (" in slowest
    assert f"puzzles in {tmp_path}/r\\x1b[1m.jsonl (2 new, 0 resumed)" in flat
    code, text, err = run_cli("batch", str(folder), "-o", str(out), "-j", "1")
    assert code == 0 and f"resuming: 2 puzzles already in {tmp_path}/r\\x1b[1m.jsonl, 0 to go" in err


def test_a_picture_of_a_puzzle_file_named_with_an_escape_is_an_svg(run_cli, tmp_path):
    """``gridsat yinyang 'y\\x1b[31mred.txt' --svg o.svg``: the picture's title, the file's name, put a raw escape
    character into the SVG -- no XML reader (no browser) takes it: "not well-formed (invalid token)" -- and
    matplotlib warned "Glyph 27 missing from font(s)" on stderr.  The title shows the name escaped."""
    import warnings
    import xml.dom.minidom

    puzzle = tmp_path / "y\x1b[31mred.txt"
    puzzle.write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    picture = tmp_path / "o.svg"
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        code, _, err = run_cli("yinyang", str(puzzle), "--svg", str(picture))
    assert (code, err, [str(w.message) for w in said]) == (0, "", [])
    xml.dom.minidom.parse(str(picture))  # well-formed
    assert "\x1b" not in picture.read_text()


def test_quiet_batch_says_which_collection_it_could_not_read(run_cli, tmp_path):
    """``batch DIR -o r.jsonl -q``, DIR holding a collection cut off mid-download (a truncated .jsonl.gz): the
    collection was left out -- none of its puzzles got a line -- and -q printed nothing at all, exit 0, as if
    every puzzle had been done.  The one line naming it is said on stderr under -q too."""
    import gzip

    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "y.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    whole = gzip.compress(((YY_URL + "\n") * 200).encode())
    (folder / "cut.jsonl.gz").write_bytes(whole[: len(whole) // 2])
    code, out, err = run_cli("batch", str(folder), "-o", str(tmp_path / "r.jsonl"), "-q", "-j", "1")
    assert (code, out) == (0, "") and len((tmp_path / "r.jsonl").read_text().splitlines()) == 1
    assert " ".join(err.split()) == (f"gridsat: not read, its puzzles without a line: {folder}/cut.jsonl.gz (cannot "
                                     "read collection: it is cut short: its compressed data stop before their "
                                     "end)")


@pytest.mark.slow  # 1.5 s in a browser
def test_the_yinyang_pages_puzzlink_line_goes_with_the_generated_puzzle(live_server, browser):
    """On the Yin-Yang page, "Generate" shows "puzz.link: URL" of the new puzzle; then "Example", "Empty grid", a
    file or text typed into the puzzle box put another puzzle in its place, and the line stayed, naming the
    generated one beside it.  It goes as soon as the puzzle is another."""
    from web_server import by_id, idle, open_page, wait_for

    def generated() -> None:
        by_id(browser, "generate").click()
        wait_for(browser, lambda: idle(browser) and by_id(browser, "link-line").is_displayed(), 90)

    open_page(browser, live_server + "/puzzle/yinyang")
    generated()
    assert by_id(browser, "link").text.startswith("https://puzz.link/p?yinyang/6/6/")
    by_id(browser, "example").click()
    assert not by_id(browser, "link-line").is_displayed()
    generated()
    by_id(browser, "empty").click()
    assert not by_id(browser, "link-line").is_displayed()
    generated()
    by_id(browser, "puzzle").send_keys(" ")
    assert not by_id(browser, "link-line").is_displayed()
