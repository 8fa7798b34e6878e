"""Hostile pass 104, part c: collections (batch, results files, resumes) across all kinds."""

from __future__ import annotations

import json

import pytest

_WEBLOC = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
           '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0"><dict><key>URL</key>'
           '<string>URL</string></dict></plist>\n')


@pytest.mark.parametrize("name, text", [("n.desktop", "[Desktop Entry]\nType=Link\nName=N\nURL=URL\n"),
                                        ("n.webloc", _WEBLOC)])
def test_batch_over_a_folder_reads_every_link_shortcut(run_cli, tmp_path, name, text):
    """The README: a link dragged out of a browser (a .url, .desktop or .webloc shortcut) is read as the URL it
    holds; `gridsat solve` read all three, but `gridsat batch` over a folder skipped a .desktop or .webloc one as
    "an ending no kind reads" ("no puzzle files found in ...")."""
    folder = tmp_path / "links"
    folder.mkdir()
    (folder / name).write_text(text.replace("URL</string>", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g</string>")
                               .replace("URL=URL", "URL=https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"))
    code, _, err = run_cli("batch", str(folder), "-o", str(tmp_path / "r.jsonl"), "-j", "1", "-q")
    assert (code, err) == (0, "")
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["kind"], line["status"], line["answer"]["grid"][0]) == ("nurikabe", "solved", [0, 0, 1, 1, 1])


def test_every_url_kind_reads_every_shortcut_ending():
    from gridsat.core.records import SHORTCUT_ENDINGS
    from gridsat.puzzles.kinds import get, names

    for name in names():
        kind = get(name)
        if ".url" in kind.suffixes:
            assert set(SHORTCUT_ENDINGS) <= set(kind.suffixes), name


def test_a_records_json_printed_solution_equal_to_the_puzzles_own_is_compared(run_cli, tmp_path):
    """A record `{"puzzle": {..., "solution": S}, "solution": what gridsat solve --json prints}` of the same
    dominoes was bad input, "the record's 'solution' and its puzzle's own 'solution' differ: give one" (the
    --json form is read as a solution everywhere else)."""
    from pathlib import Path

    example = Path(__file__).resolve().parents[1] / "examples" / "dominofit-8x8.json"
    puzzle = json.loads(example.read_text())
    printed = {"kind": "dominofit", "engine": "search", "rule": puzzle["rule"], "dominoes": puzzle["solution"]}
    wrong = printed | {"dominoes": puzzle["solution"][1:]}
    (tmp_path / "c.jsonl").write_text("".join(json.dumps({"puzzle": puzzle, "solution": s}) + "\n"
                                              for s in (printed, wrong)))
    code, _, _ = run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"), "--check-answer",
                         "-j", "1", "-q")
    lines = sorted(map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    assert (code, lines[0]["status"], lines[0]["matches_record"]) == (0, "solved", True)
    assert lines[1]["error"].endswith("the record's 'solution' and its puzzle's own 'solution' differ: give one")


@pytest.mark.parametrize("status, verdict", [("infeasible", "unique"), ("solved", "no_solution"),
                                             ("unknown", "not_unique")])
def test_a_results_line_whose_verdict_its_status_denies_is_refused(run_cli, tmp_path, status, verdict):
    """A line edited to "status": "infeasible" kept its "uniqueness": "unique" and was kept as done: the summary
    counted it both infeasible and unique."""
    (tmp_path / "c.jsonl").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n")
    args = ("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"), "-u", "-j", "1", "-q")
    assert run_cli(*args)[0] == 0
    line = json.loads((tmp_path / "r.jsonl").read_text()) | {"status": status, "uniqueness": verdict}
    (tmp_path / "r.jsonl").write_text(json.dumps(line) + "\n" + json.dumps(line | {"line": 2}) + "\n")
    code, _, err = run_cli(*args)
    assert code == 2 and f"line 1 is not a JSON record with a key (its 'uniqueness' is {verdict!r} but its " \
                          f"'status' {status!r})" in err


def test_a_puzzle_an_engine_refused_is_done_again_by_the_run_its_advice_names(run_cli, tmp_path):
    """`-k nurikabe --engine logic` refuses a board its deductions leave undecided ("... (use --engine auto)"); the
    run with auto over the same --out kept that bad_input line, the puzzle never solved."""
    (tmp_path / "p.txt").write_text("nurikabe\n2 . .\n. . .\n. . 2\n")
    args = ("batch", str(tmp_path / "p.txt"), "-o", str(tmp_path / "r.jsonl"), "-k", "nurikabe", "-u", "-j", "1")
    assert run_cli(*args, "--engine", "logic", "-q")[0] == 0
    assert "the logic engine answers only boards they decide (use --engine auto)" in (tmp_path / "r.jsonl").read_text()
    code, out, _ = run_cli(*args)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (code, line["status"], line["uniqueness"]) == (0, "solved", "not_unique")
    assert "solved or refused by another engine (--engine)" in out
