"""Yin-Yang on the command line: uniqueness, infeasible boards, forced cells
and counts, conversions, pictures and standard input, and the one line bad
files, URLs, pages and options get (split from test_yinyang.py, whose
puzzles it uses)."""

from __future__ import annotations

import json

import pytest

from test_yinyang import DATA, TASK_PAGE, TWO_SOLUTIONS, answer, div_page
from gridsat.puzzles.kinds import names

def test_cli_unique_text(run_cli):
    code, out, _ = run_cli("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", "--unique")
    assert code == 0
    assert "unique: no other answer exists" in out
    code, out, _ = run_cli("yinyang", str(DATA / f"{TWO_SOLUTIONS}.txt"), "--unique")
    assert "not unique: another answer exists (shown above)" in out


def test_cli_infeasible(run_cli):
    code, out, _ = run_cli("yinyang", str(DATA / "url_penpa_2_8x14.txt"))
    assert code == 1
    assert "infeasible" in out
    code, out, _ = run_cli("yinyang", str(DATA / "url_penpa_2_8x14.txt"), "--unique", "--json")
    assert json.loads(out)["status"] == "infeasible"


def test_cli_forced_and_count(run_cli):
    code, out, _ = run_cli("yinyang", str(DATA / f"{TWO_SOLUTIONS}.txt"), "--forced", "--json")
    payload = json.loads(out)
    assert code == 0 and payload["complete"] is True
    assert sum(v == 0 for row in payload["forced"] for v in row) == 22
    code, out, _ = run_cli("yinyang", str(DATA / "url_pzprjs_test_5x5.txt"), "--count", "--limit", "4", "--json")
    assert json.loads(out)["count"] == 1 and json.loads(out)["complete"] is True


def test_cli_conversions(run_cli):
    path = str(DATA / "url_pzprjs_test_5x5.txt")
    assert run_cli("yinyang", path, "--to", "url")[1] == "https://puzz.link/p?yinyang/5/5/016612300\n"
    code, out, _ = run_cli("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", "--to", "text")
    assert out == (DATA / "url_pzprjs_test_5x5.txt").read_text()
    code, out, _ = run_cli("yinyang", path, "--to", "pzprv3")
    assert code == 0 and out.startswith("pzprv3\nyinyang\n5\n5\n") and out.endswith("1 1 1 1 1 \n")


def test_cli_pictures_and_stdin(run_cli, tmp_path, monkeypatch):
    import io

    png, svg = tmp_path / "a.png", tmp_path / "a.svg"
    code, out, _ = run_cli("yinyang", str(DATA / "janko_003_8x8.txt"), "--png", str(png), "--svg", str(svg))
    assert code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "<svg" in svg.read_text()
    monkeypatch.setattr("sys.stdin", io.StringIO("https://puzz.link/p?yinyang/5/5/016612300\n"))
    code, out, _ = run_cli("yinyang", "-", "--json")
    assert json.loads(out)["grid"] == answer("url_pzprjs_test_5x5")


@pytest.mark.parametrize("content,message", [
    ("0 1 0\n0 0\n", "ragged.txt: ragged rows: line 2 has 2 cells, line 1 has 3"),
    ("0 1 0\n0 3 0\n", "ragged.txt: line 2, column 2: symbol '3' is not 0 (empty), 1 (white circle) or 2 (black circle)"),
    ("\n\n", "ragged.txt: empty input (expected a text grid of 0/1/2, a puzz.link URL, a pzprv3 file or "
             "puzzle-yin-yang.com HTML)"),
    ("pzprv3\nyinyang\n2\n2\n. 1 \n3 . \n", "ragged.txt: line 6: question row 2, column 1: '3' is not '.', '1' or '2'"),
])
def test_cli_bad_files(run_cli, tmp_path, content, message):
    path = tmp_path / "ragged.txt"
    path.write_text(content)
    code, out, err = run_cli("yinyang", str(path))
    assert code == 2
    assert out == ""
    assert err == f"gridsat: error: {message}\n"


@pytest.mark.parametrize("url,message", [
    ("https://puzz.link/p?yinyang/5/5/01661230",
     "Yin-Yang: URL body ends after 8 characters, missing 1 of its 9 characters (3 cells per character) (is the URL "
     "cut short?)"),
    ("https://puzz.link/p?yinyang/5/5/01661230z",
     "Yin-Yang: URL body character 9 is 'z'; expected one of 0-9, a-q"),
    ("https://puzz.link/p?yinyang/5/5/016612302",
     "Yin-Yang: URL body's last character '2' encodes cells past the board's 25"),
    ("https://puzz.link/p?nurikabe/5/5/016612300", "this looks like a Nurikabe puzzle, not Yin-Yang, and does not read "
     "as one either: URL body ends after 9 characters, missing 16 of the 25 cells (is the URL cut short?)"),  # (no
    # pointer to a command that refuses it too; was "URL is a 'nurikabe' puzzle, not yinyang", puzz.link's name)
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "this looks like a Nurikabe puzzle, not Yin-Yang: gridsat "
                                                   "nurikabe 'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g'"),
    ("https://puzz.link/p?kusabi/5/5/016612300", "URL: a 'kusabi' puzzle: a genre gridsat does not solve (kinds: "
     f"{', '.join(names())})"),  # as `gridsat solve` says: not only "not yinyang"
    ("https://puzz.link/p?yinyang/0/5/0", "Yin-Yang: URL column count '0' is not a whole number from 1 to 1000"),
])
def test_cli_bad_urls(run_cli, url, message):
    code, out, err = run_cli("yinyang", url)
    assert code == 2
    assert err == f"gridsat: error: {message}\n"


def test_cli_bad_html(run_cli, tmp_path):
    page = tmp_path / "page.html"
    page.write_text(div_page([[0, 1, 2], [0, 0, 0]]))
    code, _, err = run_cli("yinyang", str(page))
    assert code == 2
    assert err == ("gridsat: error: page.html: the page has 6 cell <div>s, which is not a square number "
                   "(a puzzle-yin-yang.com board is square)\n")
    page.write_text(TASK_PAGE.replace("aBaWaWbWaBbBaWaBbBaWdWh", "aBaWaWbWaBbBaWaBbBaWdW1"))
    code, _, err = run_cli("yinyang", str(page))
    assert err == ("gridsat: error: page.html: task string character 23 is '1'; a puzzle-yin-yang.com page's holds only W, "
                   "B or a-z\n")  # was "expected W, B or a-z"
    page.write_text(TASK_PAGE.replace("puzzleWidth = 6", "puzzleWidth = 5"))
    code, _, err = run_cli("yinyang", str(page))
    assert code == 2
    assert err == ("gridsat: error: page.html: task string gives 36 cells but puzzleWidth x puzzleHeight "
                   "is 5x6 = 30\n")


def test_cli_bad_options(run_cli):
    code, _, err = run_cli("yinyang", str(DATA / "url_pzprjs_test_5x5.txt"), "--unique", "--forced")
    assert code == 2
    assert err == "gridsat: error: choose one of --count, --solutions N, --unique, --forced (got --unique and --forced)\n"
    code, _, err = run_cli("yinyang", "no-such-file.txt")
    assert code == 2
    assert err == "gridsat: error: no-such-file.txt: cannot read puzzle file: No such file or directory\n"
