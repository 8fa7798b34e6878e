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


COUNTRY = "https://puzz.link/p?country/5/5/amda0uf02h12h"  # the README's Country Road


def test_a_country_road_hint_prints_the_cell_it_puts_off_the_loop(run_cli, tmp_path):
    """`gridsat hint COUNTRY-URL` at a step putting a cell off the loop (here r4c1, the second step: a dead end once
    the room of 1 takes no edge inside it), drawn "[x]", which the printer read as a markup tag and dropped: the row
    began with the next edge, one cell short, and the step's cell was nowhere."""
    import json

    code, out, _ = run_cli("hint", COUNTRY, "--json")
    (tmp_path / "pos.json").write_text(json.dumps(json.loads(out)["grid"]))  # the position after the first step
    code, out, _ = run_cli("hint", COUNTRY, "--position", str(tmp_path / "pos.json"))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("next step (rule: dead_end): r4c1, r4c1-r4c2 are off the loop")
    assert lines[7] == "[x][ ] ?  .  ?  .  ?  .  ?"


def test_a_country_road_hint_text_names_the_rooms_numbers(run_cli):
    """The terminal's lattice drew each cell's state, never its number: the step's "the room at r1c1, which holds 2"
    had no 2 anywhere under it."""
    code, out, _ = run_cli("hint", COUNTRY)
    assert (code, out.splitlines()[-1]) == (0, "(the rooms' numbers: 2 at r1c1, 1 at r3c1, 2 at r3c2)")


def test_a_country_road_hint_picture_crosses_the_cell_it_puts_off_the_loop():
    """The step's picture framed its cell red with nothing in it: what the step decided (r4c1 off the loop, the
    second step) was not drawn.  A cross now sits at the cell's centre."""
    from matplotlib.collections import LineCollection

    import gridsat

    kind, puzzle = gridsat.read(COUNTRY)
    deduction = kind.hints(puzzle)
    assert deduction.steps[1].sentence.startswith("r4c1, r4c1-r4c2 are off the loop")
    figure = kind.hint_figure(puzzle, deduction, upto=2)
    segments = {tuple(map(tuple, seg.round(2).tolist())) for ax in figure.axes for coll in ax.collections
                if isinstance(coll, LineCollection) for seg in coll.get_segments()}
    # r4c1's centre is (0.5, 3.5); the edge r4c1-r4c2 it also puts off is crossed at its midpoint (1.0, 3.5)
    assert ((0.4, 3.4), (0.6, 3.6)) in segments and ((0.4, 3.6), (0.6, 3.4)) in segments
    assert ((0.84, 3.34), (1.16, 3.66)) in segments and ((0.84, 3.66), (1.16, 3.34)) in segments
