"""Hostile pass 113, part d: limits and interruptions on the newest paths (batch, hints, generators, big boards)."""

from __future__ import annotations

import json

import pytest

URL = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.mark.slow  # (two batch runs: 7 s on a loaded machine)
def test_batch_counts_a_solved_puzzle_whose_proof_minus_t_cut_among_those_a_longer_t_may_settle(run_cli, tmp_path):
    """A puzzle solved but its uniqueness left unproven by -t is done again by a resume, as an unknown one is, and
    the uniqueness line counted it unknown; but "time limit: N puzzles left unknown within -t" counted only the
    unknown statuses (5 of the 6 lines the resume did again, on a 45x30 Shimaguni collection)."""
    collection = tmp_path / "c.jsonl"
    collection.write_text(f"{URL}\n")
    out = tmp_path / "r.jsonl"
    code, _, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1", "-u")
    assert code == 0
    line = json.loads(out.read_text())
    line.update(complete=False, uniqueness="unknown")  # as -t leaves a proof cut short
    out.write_text(json.dumps(line) + "\n")
    code, printed, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1", "-u", "-t", "30",
                               "--keep-unknown")
    text = " ".join(printed.split())
    assert "uniqueness: 0 unique, 0 not unique, 1 unknown" in text, text
    assert "time limit: 1 puzzle solved, its uniqueness unproven, within -t; a longer -t may settle them: run " \
           "again with it and without --keep-unknown to do them" in text, text


def test_every_kind_asking_whether_a_long_url_is_its_own_scans_it_once(monkeypatch):
    """Each kind's detection matched the URL pattern against the whole text (and stripped its ends with another
    pattern) again: a 10 MB Skyscrapers URL took 23 s of CPU in detection alone, and `gridsat skyscrapers FILE -t 60`
    ran out of time before its reader said the board was too large. The match is now kept for the text asked."""
    from gridsat.formats import sniff
    from gridsat.puzzles.kinds import REGISTRY, get

    scans = []

    class Counted:
        def __init__(self, pattern):
            self.pattern = pattern

        def match(self, text, *args):
            scans.append(len(text))
            return self.pattern.match(text, *args)

    monkeypatch.setattr(sniff, "URL", Counted(sniff.URL))
    url = "https://puzz.link/p?skyscrapers/6/6/" + "g" * 200_000 + "\n"
    assert [name for name in REGISTRY if get(name).detect(url)] == ["skyscrapers"]
    assert len([n for n in scans if n > 200_000]) <= 2, len(scans)


def test_a_url_pasted_with_invisible_characters_and_brackets_at_its_ends_is_still_read():
    from gridsat.formats.sniff import unwrap

    url = "https://puzz.link/p?building/4/4/k13h4j3g"
    assert unwrap(f" \u200b<{url}>\ufeff\n") == url
    assert unwrap(f"\u00ad \u2060“{url}” \u200e") == url
    assert unwrap(f"<{url}") == f"<{url}"  # an opener alone is the URL pattern's to skip


@pytest.mark.slow  # (3 s: a 10 MB file read)
def test_a_ten_megabyte_url_file_is_refused_for_its_size(run_cli, tmp_path):
    path = tmp_path / "big.url"
    path.write_text("https://puzz.link/p?skyscrapers/999/999/" + "g" * 10_000_000)
    code, _, err = run_cli("solve", str(path), "-t", "120")
    assert code == 2
    assert "a 999x999 Skyscrapers in its frame of clues is a board of 1001x1001 cells; the largest board is " \
           "1000x1000" in err, err
