"""Hostile pass 88, part b: a calendar-puzzle maker's editions, designs and blank boards."""

from __future__ import annotations

import pytest

LIBRARY = "O6: ###/###\nP5*2: ##/##/#.\nU5: #.#/###\nL5: #.../####\nN5: .###/##..\nY5: ..#./####\nV5: #../#../###\n"


@pytest.mark.parametrize("token", ["O6*2", "O6x2"])
def test_an_editions_line_counting_copies_is_told_to_name_each(run_cli, tmp_path, monkeypatch, token):
    """A maker who wrote copies as a piece file does (``O6*2``) on an [editions] line was told "piece 'O6*2' is not
    defined (pieces: O6 H6 ...)", O6 listed as defined, how to write two copies unsaid."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.txt").write_text(f"[editions]\nm = standard : {token} U5\n")
    code, out, err = run_cli("calendar", "--blank", "-e", "mine.txt")
    assert code == 2 and out == ""
    assert err.strip().endswith(f"edition m uses piece '{token}', which is not defined (pieces: O6 H6 and the "
                                "libraries' I4 .. T4, F5 .. Z5, H01 .. H35); name each copy, not with a count "
                                "(O6 O6 for two)")


def test_a_designs_use_counting_copies_is_told_to_name_each(run_cli, tmp_path, monkeypatch):
    """``--use 'O6 P5*2 ...'`` of a library with two P5 was "piece P5*2 is not in library" and no more."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lib.txt").write_text(LIBRARY)
    code, out, err = run_cli("calendar", "--census", "--design", "dragonfjord", "--pieces", "lib.txt",
                             "--use", "O6 P5*2 U5 L5 N5 Y5 V5")
    assert code == 2
    assert err.strip() == ("gridsat: error: piece P5*2 is not in library lib.txt (its pieces: O6, P5, U5, L5, N5, "
                           "Y5, V5); name each copy, not with a count (P5 P5 for two)")


def test_design_one_sided_of_a_piece_file_is_told_file_one_sided(run_cli, tmp_path, monkeypatch):
    """``--design ... --pieces lib.txt --one-sided`` was told "NAME-one-sided for a built-in NAME", though a piece
    file is searched face up as ``lib.txt-one-sided`` (which no help or doc said)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lib.txt").write_text(LIBRARY)
    code, out, err = run_cli("calendar", "--design", "dragonfjord", "--pieces", "lib.txt", "--choose", "8",
                             "--one-sided")
    assert code == 2
    assert err.strip() == ("gridsat: error: --one-sided does not apply to --design: its library says whether pieces "
                           "flip (give --pieces lib.txt-one-sided)")


def test_a_census_lists_its_unsolvable_dates_once(run_cli, tmp_path, monkeypatch):
    """A design with 237 dates without a solution listed them as "fewest: 0 on 01-01, 01-02, ... and 229 more" and
    again under "no solution" (the web page says "the dates with no solution (below)" for a count of 0)."""
    monkeypatch.chdir(tmp_path)
    labels = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split() + [str(d) for d in range(1, 32)] + ["*", "*"]
    rows = "\n".join(" ".join(labels[i * 15:(i + 1) * 15]) for i in range(3))
    (tmp_path / "long.txt").write_text(f"[board long]\n{rows}\n[pieces]\nI3: ###\n[editions]\n"
                                       f"long = long : {'I3 ' * 13}I4\n")
    code, out, err = run_cli("calendar", "--census", "-e", "long.txt")
    assert code == 1
    lines = out.splitlines()
    assert lines[1] == "fewest: 0, the dates with no solution (below)"  # was "fewest: 0 on 01-01, 01-02, ..."
    assert lines[2] == "most: 77 on 04-07, 04-22, 12-15, 12-30"
    assert lines[3].startswith("no solution: 237 (01-01 01-02 01-05 ")
