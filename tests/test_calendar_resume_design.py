"""A calendar results file names the design it was made for: an edition
edited since under the same name (another piece, or a piece of another
shape), or a census of the other sidedness, is refused on resume.  Before,
``calendar --year`` resumed with the T pentomino swapped for the Z kept the
first 100 dates' answers of the old pieces beside 266 of the new ones, and
``--census --one-sided`` resumed a two-sided census file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.puzzles.calendar.editions import load_edition

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
ANOTHER = "the file holds {what}: it belongs to another run; choose another --out"


@pytest.fixture
def mine(tmp_path) -> Path:
    path = tmp_path / "mine.txt"
    path.write_text((EXAMPLES / "my-edition.txt").read_text())
    return path


def _swap(path: Path, old: str, new: str) -> None:
    path.write_text(path.read_text().replace(old, new))


def test_the_design_digest_names_board_and_pieces(mine):
    first = load_edition(str(mine)).design
    assert first == load_edition(str(mine)).design and len(first) == 16
    _swap(mine, "T5", "Z5")
    assert load_edition(str(mine)).design == load_edition("dragonfjord").design != first  # the same board and pieces


def test_a_year_of_an_edited_edition_is_refused(run_cli, mine, tmp_path):
    out = tmp_path / "year.jsonl"
    assert run_cli("calendar", "--year", "2024", "--edition", str(mine), "--out", str(out))[0] == 0
    lines = out.read_text().splitlines()
    assert json.loads(lines[0])["design"] == load_edition(str(mine)).design
    out.write_text("\n".join(lines[:100]) + "\n")  # as a kill after 100 dates leaves it
    _swap(mine, "T5", "Z5")
    what = ("a line for 2024-01-01 of another design of edition mine (its board or pieces were edited since)")
    assert run_cli("calendar", "--year", "2024", "--edition", str(mine), "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: line 1: {ANOTHER.format(what=what)}\n")
    assert len(out.read_text().splitlines()) == 100  # nothing written, nothing lost
    _swap(mine, "Z5", "T5")
    assert run_cli("calendar", "--year", "2024", "--edition", str(mine), "--out", str(out))[0] == 0
    assert len(out.read_text().splitlines()) == 366


def test_a_census_of_an_edited_edition_or_the_other_sidedness_is_refused(run_cli, mine, tmp_path):
    out = tmp_path / "census.jsonl"
    assert run_cli("calendar", "--census", "--edition", str(mine), "--out", str(out))[0] == 0
    lines = out.read_text().splitlines()
    assert json.loads(lines[0]) == {"month": 1, "day": 1, "count": json.loads(lines[0])["count"], "edition": "mine",
                                    "design": load_edition(str(mine)).design}
    out.write_text("\n".join(lines[:200]) + "\n")
    what = "counts without --one-sided"
    assert run_cli("calendar", "--census", "--edition", str(mine), "--one-sided", "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: line 1: {ANOTHER.format(what=what)}\n")
    _swap(mine, "T5", "Z5")
    what = "counts of another design of edition mine (its board or pieces were edited since)"
    assert run_cli("calendar", "--census", "--edition", str(mine), "--out", str(out)) == (
        2, "", f"gridsat: error: {out}: line 1: {ANOTHER.format(what=what)}\n")
    assert len(out.read_text().splitlines()) == 200


def test_a_line_of_an_older_gridsat_without_a_design_is_resumed(run_cli, mine, tmp_path):
    out = tmp_path / "year.jsonl"
    run_cli("calendar", "--year", "2024", "--edition", str(mine), "--out", str(out))
    records = [json.loads(line) for line in out.read_text().splitlines()[:10]]
    out.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "design"}) + "\n" for r in records))
    code, text, _ = run_cli("calendar", "--year", "2024", "--edition", str(mine), "--out", str(out))
    assert code == 0 and f"(10 already in {out})" in text and len(out.read_text().splitlines()) == 366
