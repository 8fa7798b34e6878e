"""Hostile pass 106, part e: is every hint step true? Each step re-derived from the cells it cites alone, its
quoted numbers counted on the board."""

from __future__ import annotations

import gridsat

KURODOKO_6X5 = "https://puzz.link/p?kurodoko/6/5/h2j2h3r5g2j"
KURODOKO_7X7 = "https://puzz.link/p?kurodoko/7/7/8k2g5i4qdq2i4g7k2"


def _steps(url: str) -> list:
    kind = gridsat.kinds.get("kurodoko")
    return kind.hints(kind.parse(url)).steps


def test_too_far_counts_the_cells_past_a_numbers_line_to_the_edge():
    # said "the 2 at r1c3 would see 3 cells": a number's line was cut at its count, and r4c3 (unshaded) went
    # uncounted: r2c3 unshaded, the 2 sees r2c3, r3c3, r4c3 and itself
    step = next(s for s in _steps(KURODOKO_6X5) if s.rule == "too_far" and (1, 2) in s.decided)
    assert step.sentence == ("r2c3 is shaded: unshaded, it would join the unshaded cells past it and the 2 at r1c3 "
                             "would see 4 cells (down and the other ways), more than its 2")
    assert {(0, 2), (2, 2), (3, 2)} <= set(step.premises)


def test_shade_spills_cites_the_unshaded_cells_it_counts():
    # cited only the 4 at r2c6: its count of 5 reads r2c4 and r4c6, already unshaded (the step did not follow from
    # the cells it cited)
    step = next(s for s in _steps(KURODOKO_7X7) if s.rule == "shade_spills" and (2, 4) in s.decided)
    assert step.sentence == ("r3c5 is unshaded: shaded, it would leave r2c5, r3c6 unshaded, and the 4 at r2c6 would "
                             "see 5 unshaded cells, more than its 4")
    assert step.premises == [(1, 3), (1, 5), (3, 5)]


def test_a_positions_number_seeing_too_many_is_told_its_whole_count():
    # said "the 2 at r1c3 sees 3 unshaded cells" of a position where it sees 5 (its line cut at its count)
    kind = gridsat.kinds.get("kurodoko")
    puzzle = kind.parse(KURODOKO_6X5)
    start = [[0] * 6 for _ in range(5)]
    for r in (1, 2, 3, 4):
        start[r][2] = 1
    told = kind.hints(puzzle, start=start, first=True)
    assert told.mistakes == [(1, 2), (4, 2)]
    assert told.reason == "the 2 at r1c3 sees 5 unshaded cells, more than its number"


def test_a_batch_step_cut_down_to_one_cell_says_it_in_the_singular():
    # Star Battle's janko 179 (13x13) showed "r3c2 is stars: column 2 needs ..." (r10c2 decided by the step
    # before it in the batch), and Light Up's "r1c4, r2c3 have no bulb" kept naming r1c4, decided just before
    from gridsat.core.hints import Step, fresh

    steps = [Step("only_room", "r10c2 is a star: row 10 needs 1 more star and has no other place left", {(9, 1): 2},
                  [], 1),
             Step("only_room", "r3c2, r10c2 are stars: column 2 needs 2 more stars and has no other place left",
                  {(2, 1): 2, (9, 1): 2}, [], 1),
             Step("lit", "r1c2, r1c4 have no bulb: lit by the bulb at r1c3 (no bulb lights another)",
                  {(0, 1): 1, (0, 3): 1}, [], 1),
             Step("lit", "r1c4, r2c3 have no bulb: lit by the bulb at r1c3 (no bulb lights another)",
                  {(0, 3): 1, (1, 2): 1}, [], 1),
             Step("wall_needs", "r2c2, r2c4 are bulbs: the 4 at r2c3 needs 4 more bulbs", {(1, 1): 2, (1, 3): 2}, [],
                  1),
             Step("wall_needs", "r2c4, r3c3 are bulbs: the 4 at r2c3 needs 4 more bulbs", {(1, 3): 2, (2, 2): 2}, [],
                  1)]
    said = [s.sentence.split(":")[0] for s in fresh(steps, [0] * 169, 13)]
    assert said == ["r10c2 is a star", "r3c2 is a star", "r1c2, r1c4 have no bulb", "r2c3 has no bulb",
                    "r2c2, r2c4 are bulbs", "r3c3 is a bulb"]


def test_a_cave_trial_never_calls_an_undecided_cell_walled_off_a_contradiction():
    # janko.at's Corral 1: "r6c1 is unshaded: if it were shaded, the unshaded cells would be cut apart (r5c1 walled
    # off by shaded cells)", r5c1 undecided on the edge and shaded in the answer (Hitori's cut_apart: there shaded
    # cells never touch, here they may); a true reason now decides it
    kind = gridsat.kinds.get("cave")
    out = kind.hints(kind.parse("https://puzz.link/p?cave/10/10/g4g3q8k3k2m5i6i3r3i2i5m4k2k4q2g2g"))
    assert not [s.sentence for s in out.steps if "walled off by shaded cells" in s.sentence]
    step = next(s for s in out.steps if (5, 0) in s.decided)
    assert step.sentence == ("r6c1 is unshaded: the unshaded cells must be connected, and shaded it would cut the "
                             "unshaded cell at r7c1 off from the one at r1c1")
