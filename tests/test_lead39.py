"""The lead's fixes of the tenth sitting (2026-12-07)."""

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_dominofit_forced_with_every_domino_forced_draws_the_board_once(run_cli, tmp_path):
    # was: the tiling, "forced dominoes (in every tiling; proven): 27 of 27", then the same board drawn again
    code, out, _ = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--forced")
    assert code == 0
    assert "forced dominoes (in every tiling; proven): all 27: the tiling above is the only one\n" in out
    assert out.count("(* marks a given domino)") == 1
    # the drawing is still a position the hint reader takes: the tiling it shows, solved
    (tmp_path / "p.txt").write_text(out)
    assert run_cli("hint", str(EXAMPLES / "dominofit-8x8.json"), "--position", str(tmp_path / "p.txt")) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_a_finished_census_run_again_and_cut_says_its_file_holds_every_count(run_cli, tmp_path, monkeypatch):
    # was: the lower bounds so far and "run again with the same --out to go on from the parts of the search this run
    # finished", though the file already held all 366 dates' counts, complete, from the run before
    import dataclasses
    import json

    from gridsat.puzzles.calendar import modes

    out = tmp_path / "c.jsonl"
    assert run_cli("calendar", "--census", "--out", str(out))[0] == 0
    written = out.read_text()
    counted = modes._census
    monkeypatch.setattr(modes, "_census", lambda *a, **k: dataclasses.replace(counted(*a, **k), complete=False))
    code, printed, _ = run_cli("calendar", "--census", "--out", str(out))
    assert code == 1 and printed.endswith(
        f"{out} already holds every date's count, complete, from a run that finished: they stand (this run counted "
        f"again to check them)\nwrote {out}\n")
    assert [line for line in out.read_text().splitlines() if '"subtree"' not in line] == written.splitlines()
    code, printed, _ = run_cli("calendar", "--census", "--out", str(out), "--json")
    assert (json.loads(printed)["complete"], json.loads(printed)["out_complete"]) == (False, True)


@pytest.mark.parametrize("kind, clue, said", [
    ("kurodoko", "-1", "clue '-1' is below 1: a clue is a count of cells seen (1 or more: a number sees itself), or '?'"),
    ("nurikabe", "-12", "clue '-12' is below 1: a clue is an island size (1 or more), or '?'"),
    ("nurikabe", "-x", "clue '-x' is not a whole number or '?'")])
def test_a_negative_clue_is_said_below_0_not_no_whole_number(run_cli, tmp_path, kind, clue, said):
    # was "clue '-1' is not a whole number or '?'": -1 is a whole number
    path = tmp_path / "p.txt"
    path.write_text(f"{kind}\n. 2 .\n{clue} . .\n. . .\n")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: p.txt: row 2, column 1: {said}\n")


def test_a_tapa_model_is_estimated_at_its_measured_memory_a_cell(run_cli, tmp_path):
    # was 4,000 bytes a cell (the grid kinds' default), where a Tapa model measured 4.6-5.5 KB a cell on a 200x200
    path = tmp_path / "t.txt"
    path.write_text("tapa\n" + "\n".join(" ".join(["."] * 200) for _ in range(200)) + "\n")
    assert run_cli("solve", str(path), "--memory-limit", "0.2") == (
        2, "", "gridsat: error: a CP-SAT model of a 200x200 Tapa needs about 0.22 GB of memory; the limit is 0.2 GB "
               "(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_a_tapa_hint_board_is_as_wide_as_its_clues_drawn(run_cli, tmp_path):
    # was 8 characters a cell: the width counted '1,1,1,1' where the board draws 1111
    url = "https://puzz.link/p?tapa/7/6/2nabg9w8o0h"  # semiexp/cspuz_core's test puzzle
    code, out, _ = run_cli("hint", url)
    assert code == 0 and out.splitlines()[2] == "?    #    15   ?    1111 ?    ?    "
    (tmp_path / "p.txt").write_text(out)
    code, out, _ = run_cli("hint", url, "--position", str(tmp_path / "p.txt"))
    assert code == 0 and out.startswith("next step (rule: clue_ring): r4c1, r4c2, r4c3, r5c1 and 4 more are shaded")


def test_a_tapa_position_with_mistakes_gets_a_reason_as_json_md_says(run_cli, tmp_path):
    # json.md lists the genres whose position's mistakes come with a reason: Tapa's do
    import json

    position = tmp_path / "p.txt"
    position.write_text("???????\n???????\n???????\n?????##\n?????##\n???????\n")
    code, out, _ = run_cli("hint", "--json", "https://puzz.link/p?tapa/7/6/2nabg9w8o0h", "--position", str(position))
    found = json.loads(out)
    assert (code, found["reason"], found["mistakes"]) == (
        0, "the 0 at r6c5 cannot lie around it with the cells decided there", [[3, 6], [4, 5], [4, 6]])
