"""Pass 111b: the two new kinds (Shimaguni, Skyscrapers) end to end, as a hostile user meets them."""

import pytest


@pytest.mark.parametrize("n", [999, 1000])
def test_skyscrapers_url_too_large_for_its_frame_is_told_in_the_sides_written(run_cli, n):
    """A URL's N of 999 or 1000 passed the URL's "1 to 1000" and was refused as "rows must be a whole number from 1
    to 1000, got 1002": a size the user never wrote."""
    code, out, err = run_cli("skyscrapers", f"https://puzz.link/p?skyscrapers/{n}/{n}/")
    assert code == 2 and out == ""
    assert err.strip() == (f"gridsat: error: Skyscrapers: a {n}x{n} Skyscrapers in its frame of clues is a board of "
                           f"{n + 2}x{n + 2} cells; the largest board is 1000x1000: N x N up to 998x998")


@pytest.mark.parametrize("text,reason", [
    ("skyscrapers\n. . . .\n. 1 1 .\n. . . .\n. . . .\n", "the givens 1 at r2c2 and 1 at r2c3 cannot all hold, even "
     "with every other clue and given taken away (take one of these away too and an answer exists)"),
    ("skyscrapers\n. . . . . .\n. . . . . .\n4 . . . . 4\n. . 3 . . .\n. . . . . .\n. . . . . .\n",
     "the clue 4 at r3c6 and the given 3 at r4c3 cannot all hold, even with every other clue and given taken away "
     "(take one of these away too and an answer exists)"),
    ("skyscrapers\n. . . . . .\n. . . . . .\n4 . . . . 4\n. . . . . .\n. . . . . .\n. . . . . .\n",
     "the clues 4 at r3c1 and 4 at r3c6 cannot all hold, even with every other clue taken away (take one of these "
     "away too and an answer exists)"),
])
def test_skyscrapers_no_answer_names_givens_as_givens(run_cli, tmp_path, text, reason):
    """Two givens in one row were "the clues 1 at r2c2 and 1 at r2c3": a given inside the board is no clue."""
    import json

    (tmp_path / "n.txt").write_text(text)
    code, out, _ = run_cli("skyscrapers", str(tmp_path / "n.txt"), "--json")
    assert code == 1 and json.loads(out)["reason"] == reason


@pytest.mark.parametrize("url,words", [
    ("https://puzz.link/p?skyscrapers/4/4/k.3h4j3g", "row 6, column 3: the URL's '.' (puzz.link's '?', a number not "
     "shown) is not a count of buildings seen: Skyscrapers takes 1 to 4 there, or nothing"),
    ("https://puzz.link/p?skyscrapers/4/4/k13h4j3g.u", "row 2, column 2: the URL's '.' (puzz.link's '?', a number not "
     "shown) is not a given height: Skyscrapers takes 1 to 4 there, or nothing"),
])
def test_skyscrapers_url_dot_is_told_as_written(run_cli, url, words):
    """A '.' in the URL was told "'?' is not a count of buildings seen: write 1 to 4, or '.' for none" -- the '.'
    it holds was what was refused."""
    code, out, err = run_cli("skyscrapers", url)
    assert code == 2 and out == "" and err.strip() == f"gridsat: error: Skyscrapers: {words}"


def test_shimaguni_by_its_english_name_is_told_the_kind(run_cli, tmp_path):
    """The README's "Shimaguni (Islands)": --kind islands was "unknown kind 'islands'" and the list alone, where
    janko.at's 'corral' and puzz.link's 'building' are told their kind."""
    (tmp_path / "s.txt").write_text("shimaguni\n? .\n. .\n\na a\nb b\n")
    code, out, err = run_cli("solve", str(tmp_path / "s.txt"), "--kind", "Islands")
    assert code == 2 and out == ""
    assert err.startswith("gridsat: error: unknown kind 'Islands': the kind is 'shimaguni' (also called 'islands')")


def test_skyscrapers_heights_of_10_written_together_are_told_to_be_spaced(run_cli, tmp_path):
    """A 10x10's answer as rows of digits together ("1102876543 9" the docs' "digits written together" for 4x4) was
    "the recorded solution is 10x11; the puzzle is 12x12": the 10s read as two cells."""
    import json

    rows = [[(r + c) % 10 + 1 for c in range(10)] for r in range(10)]
    record = {"kind": "skyscrapers", "puzzle": "https://puzz.link/p?skyscrapers/10/10/zz",
              "solution": ["".join(map(str, row)) for row in rows]}
    (tmp_path / "p.jsonl").write_text(json.dumps(record) + "\n")
    code, _, _ = run_cli("batch", str(tmp_path / "p.jsonl"), "-o", str(tmp_path / "o.jsonl"), "--check-answer",
                         "-j", "1")
    line = json.loads((tmp_path / "o.jsonl").read_text())
    assert code == 0 and line["status"] == "bad_input"
    assert line["error"].endswith("line 1: the recorded solution's 10 rows write their heights together, which "
                                  "heights of 10 and more leave unreadable: separate a row's heights by spaces "
                                  "('1 10 2 ...')")
    record["solution"] = [" ".join(map(str, row)) for row in rows]  # spaced: read, and checked
    (tmp_path / "p.jsonl").write_text(json.dumps(record) + "\n")
    run_cli("batch", str(tmp_path / "p.jsonl"), "-o", str(tmp_path / "o2.jsonl"), "--check-answer", "-j", "1")
    spaced = json.loads((tmp_path / "o2.jsonl").read_text())
    assert spaced["status"] == "solved" and "error" not in spaced and spaced.get("record_is_an_answer", True)
