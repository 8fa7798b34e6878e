"""Hostile pass 120, part b: a newcomer with the README alone (its tour, the newest genres' docs and pages)."""
import pytest


@pytest.mark.parametrize("kind", ["countryroad", "ripple", "shimaguni", "heyawake", "aqre"])
def test_a_text_grid_without_its_rooms_says_the_rooms_are_missing(tmp_path, run_cli, kind):
    """A newcomer writing a Country Road as its numbers alone was told "expected 2 blocks of rows (clues,
    regions) separated by a blank line, got 1", not which block was missing nor what goes in it."""
    (tmp_path / "p.txt").write_text(f"{kind}\n1 .\n. .\n")
    code, _, err = run_cli(kind, str(tmp_path / "p.txt"))
    assert (code, err.strip()) == (2, "gridsat: error: p.txt: expected 2 blocks of rows (clues, regions) separated by a "
                                      "blank line, got 1; the regions are missing: after the clues, a blank line, "
                                      "then a room name per cell")
